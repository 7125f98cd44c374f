/* core/claim (one window at a time changes a kept game) and file_stage /
 * file_commit (the new file written before the old one moves): issue 36. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/claim.h"
#include "core/fileio.h"
#include "platform/platform.h"
#if PAGODA_TEST_FORK
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#define TMP PAGODA_TEST_TMP "/claim"

static void test_claim_in_process(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/game.pgsave";
    FileClaim *a = NULL, *b = NULL;
    char holder[200];
    assert_int_equal(file_claim(path, &a, holder, sizeof holder), CLAIM_TAKEN);
    assert_non_null(a);
    /* the lock file names its holder, for another window's message */
    char *text = NULL;
    Error err = {{0}};
    assert_true(file_read_all(TMP "/game.pgsave.lock", 1000, &text, NULL, &err));
    char want[64];
    snprintf(want, sizeof want, "process %ld", platform_pid());
    assert_true(strncmp(text, want, strlen(want)) == 0);
    assert_non_null(strstr(text, " since "));
    free(text);
    /* claimed once in a process */
    assert_int_equal(file_claim(path, &b, holder, sizeof holder), CLAIM_BUSY);
    assert_null(b);
    assert_string_equal(holder, "this window");
    file_claim_release(a);
    assert_int_equal(file_claim(path, &b, holder, sizeof holder), CLAIM_TAKEN);
    file_claim_release(b);
    file_claim_release(NULL);
    /* no folder to lock in: failed, with the reason */
    assert_int_equal(file_claim(TMP "/no/such/folder/x", &a, holder, sizeof holder), CLAIM_FAILED);
    assert_null(a);
    assert_non_null(strstr(holder, "x.lock"));
}

/* Another process holds the claim: busy, naming it; once it ends (even by
 * SIGKILL), the claim is free. */
static void test_claim_across_processes(void **state)
{
    (void)state;
#if PAGODA_TEST_FORK
    assert_true(dir_make(TMP));
    const char *path = TMP "/other.pgsave";
    int ready[2];
    assert_int_equal(pipe(ready), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) {
        FileClaim *c = NULL;
        char ok = file_claim(path, &c, NULL, 0) == CLAIM_TAKEN ? 'y' : 'n';
        if (write(ready[1], &ok, 1) != 1)
            _exit(2);
        pause(); /* held until killed */
        _exit(0);
    }
    char ok = 0;
    assert_int_equal(read(ready[0], &ok, 1), 1);
    assert_int_equal(ok, 'y');
    FileClaim *c = NULL;
    char holder[200], want[64];
    assert_int_equal(file_claim(path, &c, holder, sizeof holder), CLAIM_BUSY);
    snprintf(want, sizeof want, "process %ld", (long)child);
    assert_true(strncmp(holder, want, strlen(want)) == 0);
    kill(child, SIGKILL); /* a crash: no stale claim stays */
    waitpid(child, NULL, 0);
    assert_int_equal(file_claim(path, &c, holder, sizeof holder), CLAIM_TAKEN);
    file_claim_release(c);
    close(ready[0]);
    close(ready[1]);
#else
    skip(); /* no fork: the Windows side is held by the e2e runs of the Linux build */
#endif
}

/* The platform's lock without waiting: the holder's line stays readable
 * while it is held (on Windows a byte lock is mandatory: it lies past the
 * line); on Windows a second handle in the same process is shut out too. */
static void test_try_lock(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/raw.lock";
    bool busy = true;
    PlatformFile *a = platform_try_lock(path, &busy);
    assert_non_null(a);
    assert_false(busy);
    assert_true(platform_write(a, "holder\n", 7));
#if !PAGODA_TEST_FORK
    PlatformFile *b = platform_try_lock(path, &busy);
    assert_null(b);
    assert_true(busy);
#endif
    char *t = NULL;
    Error err = {{0}};
    assert_true(file_read_all(path, 100, &t, NULL, &err));
    assert_string_equal(t, "holder\n");
    free(t);
    assert_true(platform_close(a));
    a = platform_try_lock(path, &busy);
    assert_non_null(a);
    platform_close(a);
    assert_null(platform_try_lock(TMP "/no/such/folder/x.lock", &busy));
    assert_false(busy);
}

static char *slurp(const char *path)
{
    char *t = NULL;
    Error err = {{0}};
    return file_read_all(path, 1 << 20, &t, NULL, &err) ? t : NULL;
}

static void test_stage_commit(void **state)
{
    (void)state;
    assert_true(dir_make(TMP));
    const char *path = TMP "/kept.txt";
    Error err = {{0}};
    assert_true(file_write_atomic(path, "old", 3, &err));
    char tmp[1024];
    assert_true(file_stage(path, "new", 3, tmp, sizeof tmp, &err));
    char *t = slurp(path);
    assert_string_equal(t, "old"); /* staged: the old file is untouched */
    free(t);
    t = slurp(tmp);
    assert_string_equal(t, "new");
    free(t);
    /* the old one moves elsewhere, then the new one takes its place */
    assert_true(platform_replace(path, TMP "/aside.txt"));
    assert_true(file_commit(tmp, path, &err));
    t = slurp(path);
    assert_string_equal(t, "new");
    free(t);
    assert_false(file_exists(tmp));
    /* discarded: gone */
    assert_true(file_stage(path, "third", 5, tmp, sizeof tmp, &err));
    file_discard(tmp);
    assert_false(file_exists(tmp));
    /* a stage that cannot be made says so, and leaves nothing */
    assert_false(file_stage(TMP "/no/such/folder/x", "x", 1, tmp, sizeof tmp, &err));
    assert_non_null(strstr(err.msg, "cannot write"));
    remove(TMP "/aside.txt");
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_try_lock),
        cmocka_unit_test(test_claim_in_process),
        cmocka_unit_test(test_claim_across_processes),
        cmocka_unit_test(test_stage_commit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
