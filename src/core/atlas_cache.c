#include "core/atlas_cache.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "platform/platform.h"

#define PATH_CAP 4096
#define NAME_PREFIX "atlas-"
#define NAME_SUFFIX ".pgc"
#define MAX_FILES 256

static const char magic[8] = {'P', 'G', 'A', 'T', 'L', 'A', 'S', '\n'};

static uint64_t load64(const unsigned char *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

static uint64_t mix64(uint64_t h, uint64_t w)
{
    h = (h ^ w) * 0x9e3779b97f4a7c15ull;
    return h ^ (h >> 29);
}

/* Four independent lanes of eight bytes: a 10 MB atlas hashes in about a
 * millisecond; the same value on any byte order. */
uint64_t atlas_hash(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    uint64_t l0 = h, l1 = h ^ 0x243f6a8885a308d3ull, l2 = h ^ 0x13198a2e03707344ull, l3 = h ^ 0xa4093822299f31d0ull;
    while (n >= 32) {
        l0 = mix64(l0, load64(p));
        l1 = mix64(l1, load64(p + 8));
        l2 = mix64(l2, load64(p + 16));
        l3 = mix64(l3, load64(p + 24));
        p += 32;
        n -= 32;
    }
    h = mix64(mix64(mix64(mix64(h, l0), l1), l2), l3);
    while (n >= 8) {
        h = mix64(h, load64(p));
        p += 8;
        n -= 8;
    }
    uint64_t w = n;
    for (size_t i = 0; i < n; i++)
        w = w << 8 | p[i];
    return mix64(mix64(h, w), n);
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static void put64(unsigned char *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get32(const unsigned char *p)
{
    uint32_t v = 0;
    for (int i = 3; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint64_t get64(const unsigned char *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint64_t key_hash(const AtlasKey *key)
{
    unsigned char b[24];
    put64(b, key->content);
    put32(b + 8, key->face_w);
    put32(b + 12, key->flags);
    put32(b + 16, key->art_version);
    put32(b + 20, ATLAS_CACHE_FORMAT);
    return atlas_hash(ATLAS_HASH_SEED, b, sizeof b);
}

void atlas_cache_file_name(const AtlasKey *key, char *out, size_t cap)
{
    snprintf(out, cap, NAME_PREFIX "%016llx" NAME_SUFFIX, (unsigned long long)key_hash(key));
}

static bool file_path(const char *dir, const AtlasKey *key, char *out, size_t cap)
{
    char name[64];
    atlas_cache_file_name(key, name, sizeof name);
    int k = snprintf(out, cap, "%s/%s", dir, name);
    return k > 0 && (size_t)k < cap;
}

void atlas_image_free(AtlasImage *img)
{
    if (!img)
        return;
    if (img->map)
        platform_unmap(img->map, img->map_len);
    *img = (AtlasImage){0};
}

/* Reads exactly the bytes the header promises, no more: a foreign file of any
 * size costs at most a header read. */
static bool read_checked(const char *path, const AtlasKey *key, AtlasImage *out, Error *err)
{
    PlatformFile *fd = platform_open_read(path);
    if (!fd)
        return error_set(err, "%s: %s", path, platform_error());
    unsigned char h[ATLAS_CACHE_HEADER];
    bool ok = false;
    PlatformStat st;
    int64_t got = platform_read(fd, h, sizeof h);
    if (got != (int64_t)sizeof h || !platform_file_stat(fd, &st)) {
        error_set(err, "%s: too short for an atlas", path);
        goto out;
    }
    if (memcmp(h, magic, sizeof magic) != 0) {
        error_set(err, "%s: not an atlas file", path);
        goto out;
    }
    if (get64(h + 48) != atlas_hash(ATLAS_HASH_SEED, h, 48)) {
        error_set(err, "%s: damaged header", path);
        goto out;
    }
    if (get32(h + 8) != ATLAS_CACHE_FORMAT || get32(h + 12) != key->art_version || get64(h + 16) != key->content ||
        get32(h + 24) != key->face_w || get32(h + 28) != key->flags) {
        error_set(err, "%s: an atlas for another tileset, size or version", path);
        goto out;
    }
    uint32_t w = get32(h + 32), ht = get32(h + 36);
    if (w == 0 || ht == 0 || w > ATLAS_CACHE_MAX_SIDE || ht > ATLAS_CACHE_MAX_SIDE) {
        error_set(err, "%s: impossible atlas size %ux%u", path, (unsigned)w, (unsigned)ht);
        goto out;
    }
    size_t bytes = (size_t)w * ht * 4;
    if (st.size != ATLAS_CACHE_HEADER + (uint64_t)bytes) {
        error_set(err, "%s: %llu bytes where %zu were expected", path, (unsigned long long)st.size,
                  ATLAS_CACHE_HEADER + bytes);
        goto out;
    }
    /* mapped, not read: the page cache's pages, all at once (no copy, no
     * page-by-page faults) */
    size_t total = ATLAS_CACHE_HEADER + bytes;
    void *map = platform_map(fd, total, true); /* private: writes stay here */
    if (!map) {
        error_set(err, "%s: %s", path, platform_error());
        goto out;
    }
    if (atlas_hash(ATLAS_HASH_SEED, (unsigned char *)map + ATLAS_CACHE_HEADER, bytes) != get64(h + 40)) {
        platform_unmap(map, total);
        error_set(err, "%s: damaged pixels", path);
        goto out;
    }
    out->w = (int)w;
    out->h = (int)ht;
    out->pixels = (uint32_t *)(void *)((unsigned char *)map + ATLAS_CACHE_HEADER);
    out->map = map;
    out->map_len = total;
    ok = true;
out:
    platform_close(fd);
    return ok;
}

bool atlas_cache_load(const char *dir, const AtlasKey *key, AtlasImage *out, Error *err)
{
    *out = (AtlasImage){0};
    char path[PATH_CAP];
    if (!file_path(dir, key, path, sizeof path))
        return error_set(err, "%s: path too long", dir);
    if (!file_exists(path))
        return error_set(err, "%s: not cached yet", path);
    if (!read_checked(path, key, out, err)) {
        platform_remove(path); /* rebuilt and stored again by the caller */
        return false;
    }
    platform_touch(path); /* recently used: trimmed last */
    return true;
}

bool atlas_cache_store(const char *dir, const AtlasKey *key, const AtlasImage *img, uint64_t bound,
                       Error *err)
{
    if (!img || !img->pixels || img->w <= 0 || img->h <= 0 || img->w > ATLAS_CACHE_MAX_SIDE ||
        img->h > ATLAS_CACHE_MAX_SIDE)
        return error_set(err, "%s: no atlas to store", dir);
    size_t bytes = (size_t)img->w * (size_t)img->h * 4;
    if (ATLAS_CACHE_HEADER + (uint64_t)bytes > bound)
        return error_set(err, "%s: an atlas of %zu bytes is over the cache bound", dir, bytes);
    if (!dir_make(dir))
        return error_set(err, "%s: cannot create the cache folder", dir);
    char path[PATH_CAP];
    if (!file_path(dir, key, path, sizeof path))
        return error_set(err, "%s: path too long", dir);
    unsigned char h[ATLAS_CACHE_HEADER];
    memcpy(h, magic, sizeof magic);
    put32(h + 8, ATLAS_CACHE_FORMAT);
    put32(h + 12, key->art_version);
    put64(h + 16, key->content);
    put32(h + 24, key->face_w);
    put32(h + 28, key->flags);
    put32(h + 32, (uint32_t)img->w);
    put32(h + 36, (uint32_t)img->h);
    put64(h + 40, atlas_hash(ATLAS_HASH_SEED, img->pixels, bytes));
    put64(h + 48, atlas_hash(ATLAS_HASH_SEED, h, 48));
    /* make room first, so the folder never holds more than the bound */
    atlas_cache_trim(dir, bound - (ATLAS_CACHE_HEADER + bytes));
    return file_write_atomic2(path, h, sizeof h, img->pixels, bytes, err);
}

typedef struct Entry {
    char name[256];
    uint64_t bytes;
    int64_t mtime_ns;
} Entry;

static bool is_cache_file(const char *name)
{
    return strncmp(name, NAME_PREFIX, strlen(NAME_PREFIX)) == 0 && strstr(name, NAME_SUFFIX) != NULL;
}

static int list_entries(const char *dir, Entry *out, int cap, uint64_t *total)
{
    *total = 0;
    PlatformDir *d = platform_dir_open(dir);
    if (!d)
        return 0;
    int n = 0;
    const char *name;
    while ((name = platform_dir_next(d))) {
        if (!is_cache_file(name))
            continue;
        char path[PATH_CAP];
        int k = snprintf(path, sizeof path, "%s/%s", dir, name);
        PlatformStat st;
        if (k <= 0 || (size_t)k >= sizeof path || !platform_stat(path, &st) || !st.is_file)
            continue;
        if (file_is_tmp_name(name) && !file_tmp_is_stale(st.mtime_ns))
            continue; /* another instance is writing it: not ours to trim */
        *total += st.size;
        if (n < cap && strlen(name) < sizeof out[n].name) {
            snprintf(out[n].name, sizeof out[n].name, "%s", name);
            out[n].bytes = st.size;
            out[n].mtime_ns = st.mtime_ns;
            n++;
        }
    }
    platform_dir_close(d);
    return n;
}

uint64_t atlas_cache_bytes(const char *dir)
{
    uint64_t total;
    list_entries(dir, NULL, 0, &total);
    return total;
}

void atlas_cache_trim(const char *dir, uint64_t bound)
{
    Entry *e = malloc(sizeof(Entry) * MAX_FILES);
    if (!e)
        return;
    /* a second pass only if the folder held more files than one listing takes */
    for (int pass = 0; pass < 2; pass++) {
        uint64_t total;
        int n = list_entries(dir, e, MAX_FILES, &total);
        while (total > bound && n > 0) {
            int oldest = 0;
            for (int i = 1; i < n; i++)
                if (e[i].mtime_ns < e[oldest].mtime_ns)
                    oldest = i;
            char path[PATH_CAP];
            int k = snprintf(path, sizeof path, "%s/%s", dir, e[oldest].name);
            if (k > 0 && (size_t)k < sizeof path && platform_remove(path))
                total -= e[oldest].bytes;
            e[oldest] = e[--n];
        }
        if (total <= bound)
            break;
    }
    free(e);
}
