#include "core/utf8.h"

#include <string.h>

static int continuation(unsigned char c)
{
    return (c & 0xc0) == 0x80;
}

size_t utf8_fit(const char *s, size_t n, size_t max)
{
    if (n <= max)
        return n;
    size_t k = max;
    while (k > 0 && continuation((unsigned char)s[k]))
        k--; /* s[k] starts a character: the prefix ends before it */
    return k;
}

size_t utf8_copy_n(char *dst, const char *src, size_t n, size_t cap)
{
    if (cap == 0)
        return n;
    size_t k = utf8_fit(src, n, cap - 1);
    memcpy(dst, src, k);
    dst[k] = '\0';
    utf8_clip(dst); /* n itself may end inside a character */
    return n;
}

size_t utf8_copy(char *dst, const char *src, size_t cap)
{
    return utf8_copy_n(dst, src, strlen(src), cap);
}

void utf8_clip(char *s)
{
    size_t n = strlen(s), lead = n;
    while (lead > 0 && n - lead < 4) { /* back to the last character's first byte */
        lead--;
        if (!continuation((unsigned char)s[lead]))
            break;
    }
    if (lead == n)
        return;
    unsigned char c = (unsigned char)s[lead];
    size_t need = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
    if (n - lead < need)
        s[lead] = '\0';
}

size_t utf8_decode(const char *s, size_t n, uint32_t *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t len = u[0] < 0x80 ? 1 : u[0] >= 0xf0 && u[0] < 0xf5 ? 4 : u[0] >= 0xe0 ? (u[0] < 0xf0 ? 3 : 0)
               : u[0] >= 0xc2 ? 2 : 0;
    if (len == 0 || len > n) {
        *cp = 0xfffd;
        return 1;
    }
    uint32_t c = len == 1 ? u[0] : len == 2 ? u[0] & 0x1fu : len == 3 ? u[0] & 0x0fu : u[0] & 0x07u;
    for (size_t i = 1; i < len; i++) {
        if (!continuation(u[i])) {
            *cp = 0xfffd;
            return 1;
        }
        c = c << 6 | (u[i] & 0x3fu);
    }
    *cp = c;
    return len;
}

size_t utf8_prev(const char *s, size_t pos)
{
    size_t k = pos - 1;
    while (k > 0 && pos - k < 4 && continuation((unsigned char)s[k]))
        k--;
    return k;
}

size_t utf8_length(const char *s)
{
    size_t n = strlen(s), count = 0;
    for (size_t i = 0; i < n; count++) {
        uint32_t c;
        i += utf8_decode(s + i, n - i, &c);
    }
    return count;
}
