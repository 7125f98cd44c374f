/* The pseudo-language (see pseudo.h). Every ASCII letter becomes an accented
 * one that Lato has, so a drawn text with a plain letter in it did not come
 * through the catalogue (tests/e2e/test_pseudo.py relies on it). */
#include "core/pseudo.h"

#include <string.h>

static const char *const lower[26] = {
    "á", "ƀ", "ç", "ď", "é", "ƒ", "ĝ", "ĥ", "î", "ĵ", "ķ", "ĺ", "ḿ",
    "ñ", "ö", "ṕ", "ʠ", "ŕ", "š", "ţ", "ü", "ṽ", "ŵ", "ẋ", "ý", "ž",
};
static const char *const upper[26] = {
    "Á", "Ɓ", "Ç", "Ď", "É", "Ƒ", "Ĝ", "Ĥ", "Î", "Ĵ", "Ķ", "Ĺ", "Ḿ",
    "Ñ", "Ö", "Ṕ", "Ǫ", "Ŕ", "Š", "Ţ", "Ü", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž",
};

typedef struct Out {
    char *buf;
    size_t cap, len;
} Out;

static void put(Out *o, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++, o->len++)
        if (o->len + 1 < o->cap)
            o->buf[o->len] = s[i];
}

/* The length of the printf directive at s (s[0] == '%'), 0 if it is none. */
static size_t directive(const char *s)
{
    size_t i = 1;
    if (s[i] == '%')
        return 2;
    size_t d = i;
    while (s[d] >= '0' && s[d] <= '9')
        d++;
    if (d > i && s[d] == '$')
        i = d + 1;
    while (s[i] && strchr("-+ #0'", s[i]))
        i++;
    if (s[i] == '*') {
        i++;
        size_t k = i;
        while (s[k] >= '0' && s[k] <= '9')
            k++;
        if (k > i && s[k] == '$')
            i = k + 1;
    }
    while (s[i] >= '0' && s[i] <= '9')
        i++;
    if (s[i] == '.') {
        i++;
        if (s[i] == '*')
            i++;
        while (s[i] >= '0' && s[i] <= '9')
            i++;
    }
    while (s[i] && strchr("hlLqjzt", s[i]))
        i++;
    if (s[i] && strchr("diouxXeEfFgGaAcsp", s[i]))
        return i + 1;
    return 0;
}

/* One line or cell, [start, end). */
static void segment(Out *o, const char *s, size_t n)
{
    if (n == 0)
        return;
    size_t chars = 0;
    put(o, "[", 1);
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        size_t d = c == '%' ? directive(s + i) : 0;
        if (d > 0 && i + d <= n) {
            put(o, s + i, d);
            i += d;
            chars += 2;
            continue;
        }
        const char *m = c >= 'a' && c <= 'z' ? lower[c - 'a'] : c >= 'A' && c <= 'Z' ? upper[c - 'A'] : NULL;
        if (m)
            put(o, m, strlen(m));
        else
            put(o, s + i, 1);
        if ((c & 0xc0) != 0x80)
            chars++;
        i++;
    }
    /* the brackets, a space and the tildes: about 40% more characters */
    size_t tildes = (chars * 2 + 4) / 5;
    tildes = tildes > 4 ? tildes - 3 : 1;
    put(o, " ", 1);
    for (size_t k = 0; k < tildes; k++)
        put(o, "~", 1);
    put(o, "]", 1);
}

size_t pseudo_translate(const char *s, char *out, size_t cap)
{
    Out o = {out, cap, 0};
    while (*s) {
        size_t n = strcspn(s, "\n\t");
        segment(&o, s, n);
        s += n;
        if (*s)
            put(&o, s++, 1);
    }
    if (cap > 0)
        out[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}
