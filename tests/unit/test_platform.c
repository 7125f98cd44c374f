/* The platform layer (src/platform): the same promises on every system. Built
 * for Linux and for Windows, where it runs under Wine. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "platform/platform.h"

#define TMP PAGODA_TEST_TMP "/platform"
/* "Pagoda 宝塔 ü": names are UTF-8 on every system */
#define UTF8_NAME "Pagoda \xe5\xae\x9d\xe5\xa1\x94 \xc3\xbc"

static void put(const char *path, const char *text)
{
    char tmp[1024];
    PlatformFile *f = platform_create_temp(path, tmp, sizeof tmp);
    assert_non_null(f);
    assert_true(platform_write(f, text, strlen(text)));
    assert_true(platform_sync(f));
    assert_true(platform_close(f));
    assert_true(platform_replace(tmp, path));
}

static char *get(const char *path)
{
    static char buf[256];
    PlatformFile *f = platform_open_read(path);
    if (!f)
        return NULL;
    int64_t n = platform_read(f, buf, sizeof buf - 1);
    platform_close(f);
    assert_true(n >= 0);
    buf[n] = 0;
    return buf;
}

/* Reads the old file slowly: opens it, reads, holds it 200 ms, closes. */
static void *slow_reader(void *arg)
{
    PlatformFile *reader = arg;
    static char buf[8];
    int64_t n = platform_read(reader, buf, sizeof buf - 1);
    uint64_t t0 = platform_monotonic_ns();
    while (platform_monotonic_ns() - t0 < 200000000u)
        ;
    platform_close(reader);
    return n == 3 && memcmp(buf, "old", 3) == 0 ? buf : NULL;
}

static void test_replace(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/replace.txt";
    put(path, "old");
    /* a reader at work on the old file: the replace goes through (at once
     * on POSIX and Windows 10 1809+, once the reader is done where the system
     * cannot replace an open file), and the reader reads the old file whole */
    PlatformFile *reader = platform_open_read(path);
    assert_non_null(reader);
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, slow_reader, reader), 0);
    put(path, "new");
    void *read_old;
    pthread_join(t, &read_old);
    assert_non_null(read_old);
    assert_string_equal(get(path), "new");
    assert_true(platform_remove(path));
    assert_null(get(path));
    assert_string_equal(platform_error(), "No such file or directory");
}

static void test_temp_names(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    char a[512], b[512];
    PlatformFile *fa = platform_create_temp(TMP "/t.txt", a, sizeof a);
    PlatformFile *fb = platform_create_temp(TMP "/t.txt", b, sizeof b);
    assert_non_null(fa);
    assert_non_null(fb);
    assert_string_not_equal(a, b); /* the same process twice: two names */
    char want[64];
    snprintf(want, sizeof want, ".tmp-%ld-", platform_pid());
    assert_non_null(strstr(a, want));
    platform_close(fa);
    platform_close(fb);
    assert_true(platform_remove(a));
    assert_true(platform_remove(b));
}

static void test_folders_utf8(void **state)
{
    (void)state;
    const char *dir = TMP "/" UTF8_NAME;
    assert_true(dir_make(dir));
    assert_true(dir_make(dir)); /* already there */
    PlatformStat st;
    assert_true(platform_stat(dir, &st));
    assert_true(st.is_dir);
    put(TMP "/" UTF8_NAME "/" UTF8_NAME ".txt", "x");
    assert_true(platform_stat(TMP "/" UTF8_NAME "/" UTF8_NAME ".txt", &st));
    assert_true(st.is_file && st.size == 1 && st.mtime_ns > 0);
    PlatformDir *d = platform_dir_open(dir);
    assert_non_null(d);
    int n = 0;
    const char *name;
    while ((name = platform_dir_next(d))) {
        assert_string_equal(name, UTF8_NAME ".txt"); /* and no "." or ".." */
        n++;
    }
    platform_dir_close(d);
    assert_int_equal(n, 1);
    assert_null(platform_dir_open(TMP "/no-such-folder"));
    assert_true(platform_remove(TMP "/" UTF8_NAME "/" UTF8_NAME ".txt"));
    assert_null(platform_open_read(dir)); /* a folder is not a file */
    assert_string_equal(platform_error(), "is a folder, not a file");
}

static void test_map_and_lock(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/map.bin";
    put(path, "0123456789");
    PlatformFile *f = platform_open_read(path);
    assert_non_null(f);
    char *ro = platform_map(f, 10, false);
    char *rw = platform_map(f, 10, true);
    platform_close(f); /* the maps outlive the handle */
    assert_non_null(ro);
    assert_non_null(rw);
    assert_memory_equal(ro, "0123456789", 10);
    rw[0] = 'X'; /* a private copy */
    assert_int_equal(ro[0], '0');
    platform_unmap(ro, 10);
    platform_unmap(rw, 10);
    assert_string_equal(get(path), "0123456789");

    PlatformFile *lock = platform_lock(TMP "/table.lock");
    assert_non_null(lock);
    assert_true(platform_close(lock));
    lock = platform_lock(TMP "/table.lock"); /* released by the close */
    assert_non_null(lock);
    platform_close(lock);
}

static void test_pages_clock_process(void **state)
{
    (void)state;
    size_t align = (size_t)2 << 20, len = 3 * 4096;
    unsigned char *p = platform_pages_alloc(len, align);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p & (align - 1), 0);
    for (size_t i = 0; i < len; i++)
        assert_int_equal(p[i], 0);
    platform_pages_populate(p, len);
    memset(p, 7, len);
    platform_pages_free(p, len);

    uint64_t t0 = platform_monotonic_ns(), c0 = platform_thread_cpu_ns();
    volatile uint64_t spin = 0;
    while (platform_monotonic_ns() - t0 < 30000000u) /* 30 ms of work */
        spin++;
    assert_true(platform_monotonic_ns() >= t0 + 30000000u);
    /* a loaded machine may give this thread less than one tick of the CPU clock
     * (15.6 ms on Windows) in 30 ms: work on until it moves, 10 s at most */
    while (platform_thread_cpu_ns() == c0 && platform_monotonic_ns() - t0 < 10000000000u)
        spin++;
    assert_true(platform_thread_cpu_ns() > c0);

    assert_false(platform_process_gone(platform_pid()));
    char exe[1024];
    assert_true(platform_exe_path(exe, sizeof exe));
    assert_non_null(strstr(exe, "test_platform"));
    assert_null(platform_library_open("no-such-library-at-all"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replace),
        cmocka_unit_test(test_temp_names),
        cmocka_unit_test(test_folders_utf8),
        cmocka_unit_test(test_map_and_lock),
        cmocka_unit_test(test_pages_clock_process),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
