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

#include "core/fileio.h"
#include "platform/platform.h"
#if PAGODA_TEST_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif

#define TMP PAGODA_TEST_TMP "/fileio"

/* Files in TMP whose name contains ".tmp-". */
static int temp_files(void)
{
    DIR *d = opendir(TMP);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        n += strstr(e->d_name, ".tmp-") != NULL;
    closedir(d);
    return n;
}

static void test_write_read(void **state)
{
    (void)state;
    Error err = {{0}};
    assert_true(dir_make(TMP));
    const char *path = TMP "/a.txt";
    assert_true(file_write_atomic(path, "first version\n", 14, &err));
    assert_true(file_exists(path));
    assert_true(file_write_atomic(path, "second", 6, &err));
    char *t;
    size_t n;
    assert_true(file_read_all(path, 1000, &t, &n, &err));
    assert_int_equal(n, 6);
    assert_string_equal(t, "second");
    free(t);
    assert_int_equal(temp_files(), 0);
    /* empty file */
    assert_true(file_write_atomic(path, "", 0, &err));
    assert_true(file_read_all(path, 1000, &t, &n, &err));
    assert_int_equal(n, 0);
    assert_string_equal(t, "");
    free(t);
}

static void test_large_and_cap(void **state)
{
    (void)state;
    Error err = {{0}};
    assert_true(dir_make(TMP));
    size_t big = 300000;
    char *data = malloc(big);
    assert_non_null(data);
    for (size_t i = 0; i < big; i++)
        data[i] = (char)('a' + i % 26);
    const char *path = TMP "/big.bin";
    assert_true(file_write_atomic(path, data, big, &err));
    char *t;
    size_t n;
    assert_true(file_read_all(path, big, &t, &n, &err));
    assert_int_equal(n, big);
    assert_memory_equal(t, data, big);
    free(t);
    assert_false(file_read_all(path, big - 1, &t, &n, &err));
    assert_null(t);
    assert_non_null(strstr(err.msg, path));
    assert_non_null(strstr(err.msg, "too large"));
    free(data);
}

static void test_errors(void **state)
{
    (void)state;
    Error err = {{0}};
    char *t = (char *)1;
    size_t n;
    const char *missing = TMP "/no-such-file.txt";
    assert_false(file_read_all(missing, 100, &t, &n, &err));
    assert_null(t);
    assert_non_null(strstr(err.msg, missing));
    assert_non_null(strstr(err.msg, "No such file"));
    assert_false(file_exists(missing));
    assert_false(file_read_all(TMP, 100, &t, &n, &err));
    const char *nodir = TMP "/no-dir/x.txt";
    assert_false(file_write_atomic(nodir, "x", 1, &err));
    assert_non_null(strstr(err.msg, nodir));
    /* rename onto a folder fails and cleans up its temporary file */
    assert_true(dir_make(TMP "/folder"));
    assert_false(file_write_atomic(TMP "/folder", "x", 1, &err));
    assert_non_null(strstr(err.msg, TMP "/folder"));
    assert_int_equal(temp_files(), 0);
}

static void test_dir_make(void **state)
{
    (void)state;
    assert_true(dir_make(TMP "/p/q/r/"));
    assert_true(dir_make(TMP "/p/q/r"));
    assert_true(file_exists(TMP "/p/q/r"));
    Error err = {{0}};
    assert_true(file_write_atomic(TMP "/p/file", "x", 1, &err));
    assert_false(dir_make(TMP "/p/file"));
    assert_false(dir_make(TMP "/p/file/sub"));
    assert_false(dir_make(""));
}

/* Issue 23 item 8: a named pipe is refused at once */
static void test_fifo(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/pipe";
    remove(path);
#if PAGODA_TEST_FORK
    assert_int_equal(mkfifo(path, 0644), 0);
#else
    skip(); /* Windows has no named pipe in a folder */
#endif
    char *t = NULL;
    Error err = {{0}};
    assert_false(file_read_all(path, 1000, &t, NULL, &err));
    assert_non_null(strstr(err.msg, "not a regular file"));
    char head[8];
    size_t n;
    assert_false(file_read_head(path, head, sizeof head, &n, &err));
    remove(path);
}

/* Issue 23 item 6: temporary files of dead processes are removed */
static void test_stale_tmp(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
#if PAGODA_TEST_FORK
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0)
        _exit(0);
    assert_int_equal(waitpid(child, NULL, 0), child); /* a pid that is surely dead */
    long dead_pid = (long)child, live_pid = (long)getppid();
#else
    long dead_pid = 99999996, live_pid = platform_pid(); /* Windows ids stay far below */
#endif
    assert_true(platform_process_gone(dead_pid));
    assert_false(platform_process_gone(live_pid));
    char dead[512], live[512], dead_new[512];
    snprintf(dead, sizeof dead, "%s/x.txt.tmp-%ld", TMP, dead_pid);
    snprintf(dead_new, sizeof dead_new, "%s/z.txt.tmp-%ld-3", TMP, dead_pid); /* today's names */
    snprintf(live, sizeof live, "%s/y.txt.tmp-%ld-1", TMP, live_pid);
    Error err;
    assert_true(file_write_atomic(TMP "/keep.txt", "x", 1, &err));
    FILE *f = fopen(dead, "w");
    assert_non_null(f);
    fclose(f);
    f = fopen(dead_new, "w");
    assert_non_null(f);
    fclose(f);
    f = fopen(live, "w");
    assert_non_null(f);
    fclose(f);
    assert_int_equal(file_clean_stale_tmp(TMP), 2);
    assert_false(file_exists(dead));
    assert_false(file_exists(dead_new));
    assert_true(file_exists(live));
    assert_true(file_exists(TMP "/keep.txt"));
    remove(live);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fifo),
        cmocka_unit_test(test_stale_tmp),
        cmocka_unit_test(test_write_read),
        cmocka_unit_test(test_large_and_cap),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_dir_make),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
