#include "core/rng.h"

uint64_t rng_mix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint64_t rng_splitmix64(uint64_t *x)
{
    uint64_t z = rng_mix64(*x);
    *x += 0x9e3779b97f4a7c15ull;
    return z;
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void rng_seed(Rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        r->s[i] = rng_splitmix64(&seed);
}

uint64_t rng_next(Rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t rng_below(Rng *r, uint32_t n)
{
    /* Lemire's multiply-and-reject. */
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)-n % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

float rng_float(Rng *r)
{
    return (float)(rng_next(r) >> 40) * (1.0f / 16777216.0f);
}

void rng_shuffle_u8(Rng *r, uint8_t *a, size_t n)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = rng_below(r, (uint32_t)i);
        uint8_t t = a[i - 1];
        a[i - 1] = a[j];
        a[j] = t;
    }
}
