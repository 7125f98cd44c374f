/* The .mo reader (see mo.h). The layout, from GNU gettext's documentation:
 * a header of 32-bit words (magic, revision, N, offset of the originals'
 * table, offset of the translations' table, hash size, hash offset), then two
 * tables of N (length, offset) pairs; msgfmt sorts the originals, so a lookup
 * is a binary search (a file whose originals are not sorted is searched
 * through). The hash table is not used. */
#include "core/mo.h"

#include <stdlib.h>
#include <string.h>

#include "platform/platform.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u

struct MoFile {
    unsigned char *data;
    size_t len;
    bool swap;
    bool sorted;
    uint32_t n, orig, trans;
    const char *header;
};

static uint32_t word_at(const MoFile *mo, size_t off)
{
    const unsigned char *p = mo->data + off;
    if (mo->swap)
        return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
}

/* String i of the table at `table`: its length and offset, checked. */
static bool string_at(const MoFile *mo, uint32_t table, uint32_t i, uint32_t *len, uint32_t *off)
{
    size_t at = (size_t)table + (size_t)i * 8;
    *len = word_at(mo, at);
    *off = word_at(mo, at + 4);
    /* the string, and the NUL msgfmt puts after it, inside the file */
    return (uint64_t)*off + *len < mo->len && mo->data[*off + *len] == '\0';
}

/* Original i as a key: up to its first NUL (a plural entry's original is
 * "singular\0plural", looked up by the singular, as gettext's strcmp does). */
static const char *key_at(const MoFile *mo, uint32_t i, size_t *len)
{
    uint32_t ol, oo;
    string_at(mo, mo->orig, i, &ol, &oo); /* checked when opened */
    const char *s = (const char *)mo->data + oo;
    const char *nul = memchr(s, '\0', ol);
    *len = nul ? (size_t)(nul - s) : ol;
    return s;
}

static int compare(const char *a, size_t alen, const char *b, size_t blen)
{
    int c = memcmp(a, b, alen < blen ? alen : blen);
    if (c != 0)
        return c;
    return alen < blen ? -1 : alen > blen;
}

static bool check(MoFile *mo, const char *name, Error *err)
{
    if (mo->len < 28)
        return error_set(err, "%s: not a gettext catalogue (too short: %zu bytes)", name, mo->len);
    uint32_t magic = (uint32_t)mo->data[0] | (uint32_t)mo->data[1] << 8 | (uint32_t)mo->data[2] << 16 |
                     (uint32_t)mo->data[3] << 24;
    if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
        return error_set(err, "%s: not a gettext catalogue (no .mo magic number)", name);
    mo->swap = magic == MO_MAGIC_SWAPPED;
    uint32_t revision = word_at(mo, 4);
    if (revision >> 16 > 1)
        return error_set(err, "%s: .mo revision %u.%u is not one this reader knows", name, revision >> 16,
                         revision & 0xffff);
    mo->n = word_at(mo, 8);
    mo->orig = word_at(mo, 12);
    mo->trans = word_at(mo, 16);
    uint64_t table = (uint64_t)mo->n * 8;
    if ((uint64_t)mo->orig + table > mo->len || (uint64_t)mo->trans + table > mo->len)
        return error_set(err, "%s: damaged catalogue: its tables of %u strings run past the end of the file", name,
                         mo->n);
    mo->sorted = true;
    const char *prev = NULL;
    size_t prev_len = 0;
    mo->header = "";
    for (uint32_t i = 0; i < mo->n; i++) {
        uint32_t ol, oo, tl, to;
        if (!string_at(mo, mo->orig, i, &ol, &oo) || !string_at(mo, mo->trans, i, &tl, &to))
            return error_set(err, "%s: damaged catalogue: string %u lies outside the file or is not terminated",
                             name, i);
        size_t kl;
        const char *s = key_at(mo, i, &kl);
        if (prev && compare(prev, prev_len, s, kl) >= 0)
            mo->sorted = false;
        if (ol == 0)
            mo->header = (const char *)mo->data + to;
        prev = s;
        prev_len = kl;
    }
    return true;
}

MoFile *mo_from_bytes(const void *bytes, size_t len, const char *name, Error *err)
{
    MoFile *mo = calloc(1, sizeof *mo);
    unsigned char *copy = malloc(len ? len : 1);
    if (!mo || !copy) {
        free(mo);
        free(copy);
        error_set(err, "%s: out of memory", name);
        return NULL;
    }
    if (len)
        memcpy(copy, bytes, len);
    mo->data = copy;
    mo->len = len;
    if (!check(mo, name, err)) {
        mo_free(mo);
        return NULL;
    }
    return mo;
}

/* The whole file, through the platform directly: core/fileio's messages are
 * translated, so it needs the catalogues this module reads (and what goes
 * wrong here is said in English: there is no catalogue yet to say it in). */
static bool read_whole(const char *path, char **out, size_t *len, Error *err)
{
    PlatformFile *f = platform_open_read(path);
    PlatformStat st;
    if (!f || !platform_file_stat(f, &st)) {
        error_set(err, "%s: cannot read the catalogue", path);
        platform_close(f);
        return false;
    }
    if (st.size > MO_MAX_BYTES) {
        error_set(err, "%s: not a catalogue (%lld bytes)", path, (long long)st.size);
        platform_close(f);
        return false;
    }
    char *buf = malloc((size_t)st.size + 1);
    size_t got = 0;
    while (buf && got < (size_t)st.size) {
        int64_t n = platform_read(f, buf + got, (size_t)st.size - got);
        if (n <= 0)
            break;
        got += (size_t)n;
    }
    platform_close(f);
    if (!buf || got != (size_t)st.size) {
        free(buf);
        error_set(err, "%s: cannot read the catalogue", path);
        return false;
    }
    *out = buf;
    *len = got;
    return true;
}

MoFile *mo_open(const char *path, Error *err)
{
    char *bytes = NULL;
    size_t len = 0;
    if (!read_whole(path, &bytes, &len, err))
        return NULL;
    MoFile *mo = calloc(1, sizeof *mo);
    if (!mo) {
        free(bytes);
        error_set(err, "%s: out of memory", path);
        return NULL;
    }
    mo->data = (unsigned char *)bytes; /* read_whole's buffer, kept */
    mo->len = len;
    if (!check(mo, path, err)) {
        mo_free(mo);
        return NULL;
    }
    return mo;
}

void mo_free(MoFile *mo)
{
    if (!mo)
        return;
    free(mo->data);
    free(mo);
}

const char *mo_lookup(const MoFile *mo, const char *key, size_t len, size_t *tlen)
{
    if (!mo || mo->n == 0)
        return NULL;
    uint32_t lo = 0, hi = mo->n, found = UINT32_MAX;
    uint32_t tl, to;
    size_t kl;
    if (mo->sorted) {
        while (lo < hi) {
            uint32_t mid = lo + (hi - lo) / 2;
            const char *k = key_at(mo, mid, &kl);
            int c = compare(key, len, k, kl);
            if (c == 0) {
                found = mid;
                break;
            }
            if (c < 0)
                hi = mid;
            else
                lo = mid + 1;
        }
    } else {
        for (uint32_t i = 0; i < mo->n && found == UINT32_MAX; i++) {
            const char *k = key_at(mo, i, &kl);
            if (compare(key, len, k, kl) == 0)
                found = i;
        }
    }
    if (found == UINT32_MAX)
        return NULL;
    string_at(mo, mo->trans, found, &tl, &to);
    if (tl == 0) /* an empty translation means none */
        return NULL;
    if (tlen)
        *tlen = tl;
    return (const char *)mo->data + to;
}

const char *mo_header(const MoFile *mo)
{
    return mo ? mo->header : "";
}

uint32_t mo_count(const MoFile *mo)
{
    return mo ? mo->n : 0;
}
