#define _GNU_SOURCE 1 /* unshare(CLONE_NEWPID) where the system has it */
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
#include <utime.h>

#include "core/fileio.h"
#include "platform/platform.h"
#if PAGODA_TEST_FORK
#include <sched.h>
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

/* Sets a file's times n seconds back. */
static void age(const char *path, long seconds)
{
    struct utimbuf t;
    t.actime = t.modtime = time(NULL) - seconds;
    assert_int_equal(utime(path, &t), 0);
}

static void touch_file(const char *path)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("partial", f);
    fclose(f);
}

/* Issue 36 item 6 (issue 23's, made safe): start-up cleanup removes temporary
 * files by age alone. A fresh one is another instance's at work, whatever its
 * pid says (in another sandbox a live writer's pid is "dead" here); an old one
 * is what a killed writer left. */
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
    long dead_pid = (long)child;
#else
    long dead_pid = 99999996; /* Windows ids stay far below */
#endif
    assert_true(platform_process_gone(dead_pid));
    char fresh[512], fresh_old_form[512], stale[512], stale_counter[512], stale_oldest[512], mine[512];
    snprintf(fresh, sizeof fresh, "%s/a.txt.tmp-%ld-0123456789abcdef", TMP, dead_pid);
    snprintf(fresh_old_form, sizeof fresh_old_form, "%s/b.txt.tmp-%ld", TMP, dead_pid);
    snprintf(stale, sizeof stale, "%s/c.txt.tmp-%ld-fedcba9876543210", TMP, dead_pid);
    snprintf(stale_counter, sizeof stale_counter, "%s/d.txt.tmp-%ld-3", TMP, platform_pid());
    snprintf(stale_oldest, sizeof stale_oldest, "%s/e.txt.tmp-%ld", TMP, dead_pid);
    snprintf(mine, sizeof mine, "%s/f.txt.tmp-x1", TMP); /* not a name of ours */
    Error err;
    assert_true(file_write_atomic(TMP "/keep.txt", "x", 1, &err));
    touch_file(fresh);
    touch_file(fresh_old_form);
    touch_file(stale);
    touch_file(stale_counter);
    touch_file(stale_oldest);
    touch_file(mine);
    age(fresh, FILE_TMP_STALE_S / 2);
    age(stale, FILE_TMP_STALE_S + 60);
    age(stale_counter, 3600);
    age(stale_oldest, 86400);
    age(mine, 86400);
    age(TMP "/keep.txt", 86400);
    assert_int_equal(file_clean_stale_tmp(TMP), 3);
    assert_true(file_exists(fresh)); /* another instance's, at work */
    assert_true(file_exists(fresh_old_form));
    assert_false(file_exists(stale));
    assert_false(file_exists(stale_counter));
    assert_false(file_exists(stale_oldest));
    assert_true(file_exists(mine));
    assert_true(file_exists(TMP "/keep.txt"));
    assert_true(file_is_tmp_name("x.pgsave.tmp-12-00ff"));
    assert_false(file_is_tmp_name(".tmp-12-00ff"));
    assert_false(file_is_tmp_name("x.tmp-12-"));
    assert_false(file_is_tmp_name("x.tmp--1"));
    assert_false(file_is_tmp_name("x.tmp-12-00FG"));
    remove(fresh);
    remove(fresh_old_form);
    remove(mine);
}

#if PAGODA_TEST_FORK && defined(CLONE_NEWPID)
enum { SANDBOX_WRITES = 300 };

/* In a pid namespace of its own, after `skip` processes came and went (so the
 * writer's pid is 2 + skip there): cleans the folder as a starting Pagoda does
 * and replaces the shared file, SANDBOX_WRITES times. Exits with the number of
 * failed writes (255: no namespace). */
static void sandbox_writer(int skip)
{
    if (unshare(CLONE_NEWPID) != 0)
        _exit(255);
    pid_t init = fork(); /* pid 1 of the new namespace */
    if (init < 0)
        _exit(254);
    if (init > 0) {
        int st;
        waitpid(init, &st, 0);
        _exit(WIFEXITED(st) ? WEXITSTATUS(st) : 253);
    }
    for (int i = 0; i < skip; i++) {
        pid_t p = fork();
        if (p == 0)
            _exit(0);
        waitpid(p, NULL, 0);
    }
    pid_t w = fork();
    if (w == 0) {
        int fails = 0;
        for (int i = 0; i < SANDBOX_WRITES; i++) {
            Error err = {{0}};
            file_clean_stale_tmp(TMP "/shared");
            char text[64];
            int n = snprintf(text, sizeof text, "writer %d, write %d\n", skip, i);
            if (!file_write_atomic(TMP "/shared/table.txt", text, (size_t)n, &err)) {
                if (fails++ == 0)
                    fprintf(stderr, "sandbox %d: %s\n", skip, err.msg);
            }
        }
        _exit(fails > 250 ? 250 : fails);
    }
    int st;
    waitpid(w, &st, 0);
    _exit(WIFEXITED(st) ? WEXITSTATUS(st) : 252);
}

/* Issue 36 item 6: two writers in separate pid namespaces (two sandboxes),
 * with the same pid and with pids the other cannot see, replace one file
 * while each cleans the folder as it starts: no write ever fails. */
static void test_two_sandboxes(void **state)
{
    (void)state;
    assert_true(dir_make(TMP "/shared"));
    for (int round = 0; round < 2; round++) {
        pid_t a = fork();
        if (a == 0)
            sandbox_writer(0);
        pid_t b = fork();
        if (b == 0)
            sandbox_writer(round); /* round 0: the same pid; round 1: pids 2 and 3 */
        int sa, sb;
        assert_int_equal(waitpid(a, &sa, 0), a);
        assert_int_equal(waitpid(b, &sb, 0), b);
        assert_true(WIFEXITED(sa) && WIFEXITED(sb));
        if (WEXITSTATUS(sa) == 255 || WEXITSTATUS(sb) == 255)
            skip(); /* no pid namespaces here (not root, or a container that forbids them) */
        if (WEXITSTATUS(sa) != 0 || WEXITSTATUS(sb) != 0)
            fail_msg("round %d: %d and %d writes failed", round, WEXITSTATUS(sa), WEXITSTATUS(sb));
    }
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fifo),
        cmocka_unit_test(test_stale_tmp),
#if PAGODA_TEST_FORK && defined(CLONE_NEWPID)
        cmocka_unit_test(test_two_sandboxes),
#endif
        cmocka_unit_test(test_write_read),
        cmocka_unit_test(test_large_and_cap),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_dir_make),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
