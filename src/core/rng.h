#pragma once
/* Deterministic random numbers: xoshiro256** seeded through splitmix64.
 * The same seed gives the same sequence on every platform. Pagoda keeps two
 * streams: `game` (deals, shuffles, AI), seeded from the deal seed, and
 * `cosmetic` (particles), which never influences the game. */

#include <stddef.h>
#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *r, uint64_t seed);
uint64_t rng_next(Rng *r);
/* SplitMix64's mixing of one word: a stateless hash, for seeds drawn from a
 * position (the same input gives the same output everywhere). */
uint64_t rng_mix64(uint64_t z);
/* SplitMix64 as a stream: the next word from *state, which it advances. */
uint64_t rng_splitmix64(uint64_t *state);
/* Uniform in [0, n) without modulo bias; n > 0. */
uint32_t rng_below(Rng *r, uint32_t n);
/* Uniform float in [0, 1). */
float rng_float(Rng *r);
/* Fisher-Yates shuffle of n bytes. */
void rng_shuffle_u8(Rng *r, uint8_t *a, size_t n);
