#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "core/atlas_cache.h"
#include "core/fileio.h"

#define TMP PAGODA_TEST_TMP "/atlas_cache"

static void clear_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    char path[1024];
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        unlink(path);
    }
    closedir(d);
}

static void fresh_dir(const char *dir)
{
    assert_true(dir_make(dir));
    clear_dir(dir);
}

static AtlasImage make_image(int w, int h, uint32_t seed)
{
    AtlasImage img = {w, h, malloc((size_t)w * h * 4), NULL, 0};
    assert_non_null(img.pixels);
    for (int i = 0; i < w * h; i++)
        img.pixels[i] = seed * 2654435761u + (uint32_t)i * 40503u;
    return img;
}

static void free_made(AtlasImage *img)
{
    free(img->pixels);
    img->pixels = NULL;
}

static AtlasKey key_for(uint32_t face_w)
{
    return (AtlasKey){.content = 0x1234abcd5678ef01ull, .face_w = face_w, .flags = 0, .art_version = 3};
}

static void cache_path(const AtlasKey *k, char *out, size_t cap)
{
    char name[64];
    atlas_cache_file_name(k, name, sizeof name);
    snprintf(out, cap, "%s/%s", TMP, name);
}

static void flip_byte(const char *path, long offset)
{
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    assert_int_equal(fseek(f, offset, SEEK_SET), 0);
    int c = fgetc(f);
    assert_int_not_equal(c, EOF);
    assert_int_equal(fseek(f, offset, SEEK_SET), 0);
    fputc(c ^ 0x40, f);
    fclose(f);
}

static void test_round_trip(void **state)
{
    (void)state;
    fresh_dir(TMP);
    Error err = {{0}};
    AtlasKey k = key_for(60);
    AtlasImage img = make_image(37, 21, 1), back;
    assert_false(atlas_cache_load(TMP, &k, &back, &err)); /* nothing yet */
    assert_true(atlas_cache_store(TMP, &k, &img, ATLAS_CACHE_BOUND, &err));
    assert_true(atlas_cache_load(TMP, &k, &back, &err));
    assert_int_equal(back.w, 37);
    assert_int_equal(back.h, 21);
    assert_memory_equal(back.pixels, img.pixels, 37 * 21 * 4);
    atlas_image_free(&back);
    /* another size, tileset, option or art version is another entry */
    AtlasKey other[4] = {key_for(62), key_for(60), key_for(60), key_for(60)};
    other[1].content ^= 1;
    other[2].flags = 1;
    other[3].art_version = 4;
    for (int i = 0; i < 4; i++)
        assert_false(atlas_cache_load(TMP, &other[i], &back, &err));
    free_made(&img);
}

/* Every kind of damage is refused, the file deleted, and a store rebuilds it. */
static void test_damaged_file_ignored_and_rebuilt(void **state)
{
    (void)state;
    const long offsets[] = {0, 9, 20, 33, 44, 50, ATLAS_CACHE_HEADER, ATLAS_CACHE_HEADER + 37 * 21 * 4 - 1};
    for (size_t i = 0; i < sizeof offsets / sizeof offsets[0]; i++) {
        fresh_dir(TMP);
        Error err = {{0}};
        AtlasKey k = key_for(60);
        AtlasImage img = make_image(37, 21, 7), back;
        assert_true(atlas_cache_store(TMP, &k, &img, ATLAS_CACHE_BOUND, &err));
        char path[1024];
        cache_path(&k, path, sizeof path);
        flip_byte(path, offsets[i]);
        assert_false(atlas_cache_load(TMP, &k, &back, &err));
        assert_null(back.pixels);
        assert_false(file_exists(path));
        assert_true(atlas_cache_store(TMP, &k, &img, ATLAS_CACHE_BOUND, &err));
        assert_true(atlas_cache_load(TMP, &k, &back, &err));
        assert_memory_equal(back.pixels, img.pixels, 37 * 21 * 4);
        atlas_image_free(&back);
        free_made(&img);
    }
}

/* A file under the right name that is not ours, truncated, padded, or another
 * key's atlas (a name collision) is never used. */
static void test_foreign_file_ignored(void **state)
{
    (void)state;
    fresh_dir(TMP);
    Error err = {{0}};
    AtlasKey k = key_for(60), k2 = key_for(64);
    char path[1024], path2[1024];
    cache_path(&k, path, sizeof path);
    cache_path(&k2, path2, sizeof path2);
    AtlasImage back;
    /* text */
    assert_true(file_write_atomic(path, "pagoda-settings 1\n", 18, &err));
    assert_false(atlas_cache_load(TMP, &k, &back, &err));
    assert_false(file_exists(path));
    /* empty */
    assert_true(file_write_atomic(path, "", 0, &err));
    assert_false(atlas_cache_load(TMP, &k, &back, &err));
    /* another key's valid atlas under this key's name */
    AtlasImage img = make_image(16, 16, 3);
    assert_true(atlas_cache_store(TMP, &k2, &img, ATLAS_CACHE_BOUND, &err));
    assert_int_equal(rename(path2, path), 0);
    assert_false(atlas_cache_load(TMP, &k, &back, &err));
    assert_false(file_exists(path));
    /* truncated and padded */
    for (int pad = -1; pad <= 1; pad += 2) {
        assert_true(atlas_cache_store(TMP, &k, &img, ATLAS_CACHE_BOUND, &err));
        char *data;
        size_t n;
        assert_true(file_read_all(path, 1 << 20, &data, &n, &err));
        assert_true(file_write_atomic(path, data, n + (size_t)pad, &err)); /* the NUL pads */
        free(data);
        assert_false(atlas_cache_load(TMP, &k, &back, &err));
        assert_null(back.pixels);
    }
    free_made(&img);
}

static void test_never_grows_past_bound(void **state)
{
    (void)state;
    fresh_dir(TMP);
    Error err = {{0}};
    AtlasImage img = make_image(64, 64, 9); /* 16 KB + header */
    const uint64_t bound = 100000;          /* room for six */
    for (uint32_t i = 0; i < 40; i++) {
        AtlasKey k = key_for(20 + i);
        assert_true(atlas_cache_store(TMP, &k, &img, bound, &err));
        assert_true(atlas_cache_bytes(TMP) <= bound);
        if (i % 3 == 0) { /* a recently used entry survives the trims */
            AtlasKey first = key_for(20);
            AtlasImage back;
            assert_true(atlas_cache_load(TMP, &first, &back, &err));
            atlas_image_free(&back);
        }
    }
    assert_true(atlas_cache_bytes(TMP) > bound / 2);
    /* stray temporary files count too and are trimmed, once old (a fresh one is
     * another instance's at work) */
    char stray[1024];
    snprintf(stray, sizeof stray, "%s/atlas-0000000000000000.pgc.tmp-1", TMP);
    char *big = calloc(1, 90000);
    assert_non_null(big);
    assert_true(file_write_atomic(stray, big, 90000, &err));
    free(big);
    struct utimbuf old = {time(NULL) - FILE_TMP_STALE_S - 60, time(NULL) - FILE_TMP_STALE_S - 60};
    assert_int_equal(utime(stray, &old), 0); /* left by a writer killed long ago */
    AtlasKey k = key_for(999);
    assert_true(atlas_cache_store(TMP, &k, &img, bound, &err));
    assert_true(atlas_cache_bytes(TMP) <= bound);
    /* an atlas larger than the bound is refused, not stored */
    AtlasImage huge = make_image(200, 200, 1);
    assert_false(atlas_cache_store(TMP, &k, &huge, bound, &err));
    assert_true(atlas_cache_bytes(TMP) <= bound);
    free_made(&huge);
    free_made(&img);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_damaged_file_ignored_and_rebuilt),
        cmocka_unit_test(test_foreign_file_ignored),
        cmocka_unit_test(test_never_grows_past_bound),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
