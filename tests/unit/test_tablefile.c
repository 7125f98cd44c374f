/* Issue 23 items 1, 2, 11: the records and LinkSame score files keep every line
 * when one does not parse, and two instances updating at once lose nothing. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/linksame/scores_file.h"
#include "core/records.h"
#include "core/tablefile.h"

#include "parallel.h"

#define TMP PAGODA_TEST_TMP "/tablefile"

static char *slurp(const char *path)
{
    char *t = NULL;
    Error err;
    if (!file_read_all(path, 1 << 28, &t, NULL, &err))
        return NULL;
    return t;
}

static void put(const char *path, const char *text, size_t len)
{
    Error err = {{0}};
    assert_true(file_write_atomic(path, text, len, &err));
}

/* Files in TMP whose name starts with prefix. */
static int count_files(const char *prefix)
{
    DIR *d = opendir(TMP);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

static void clean(void)
{
    assert_true(dir_make(TMP));
    DIR *d = opendir(TMP);
    struct dirent *e;
    char p[1024];
    while ((e = readdir(d)))
        if (e->d_name[0] != '.') {
            snprintf(p, sizeof p, "%s/%s", TMP, e->d_name);
            remove(p);
        }
    closedir(d);
}

static void test_bad_records_file_is_kept(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "pagoda-records 1\nc69206fa1fcd73e7 3 5\n0123456789abcdef 400 2\nthis is not a record\n",
        "pagoda-records 1\nc69206fa1fcd73e7 3 5\nc69206fa1fcd73e7 4 5\n",
        "pagoda-records 2\nc69206fa1fcd73e7 3 5\n",
        "",
        "pagoda-records 1\n # 2 3\n",
        "pagoda-records 1\nc69206fa1fcd73e7 3 5\n\xff\xfe 1 1 1\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        clean();
        const char *path = TMP "/records.txt";
        put(path, bad[i], strlen(bad[i]));
        bool best = true;
        Error err = {{0}};
        assert_false(records_file_add_win(path, "1111222233334444", 100, &best, &err));
        assert_false(best);
        assert_non_null(strstr(err.msg, "records.txt"));
        assert_non_null(strstr(err.msg, ".bad-"));
        char *after = slurp(path);
        assert_non_null(after);
        assert_string_equal(after, bad[i]); /* untouched */
        free(after);
        assert_int_equal(count_files("records.txt.bad-"), 1);
        /* the same damage again keeps one copy */
        assert_false(records_file_add_win(path, "1111222233334444", 100, &best, &err));
        assert_int_equal(count_files("records.txt.bad-"), 1);
    }
    /* over the size limit: unreadable, untouched, no copy needed */
    clean();
    const char *path = TMP "/records.txt";
    size_t big = RECORDS_MAX_BYTES + 10;
    char *text = malloc(big);
    assert_non_null(text);
    memset(text, '#', big);
    memcpy(text, "pagoda-records 1\n", 17);
    put(path, text, big);
    bool best;
    Error err;
    assert_false(records_file_add_win(path, "1111222233334444", 100, &best, &err));
    char *after = slurp(path);
    assert_non_null(after);
    assert_memory_equal(after, text, big);
    free(after);
    free(text);
}

static void test_records_file_updates(void **state)
{
    (void)state;
    clean();
    const char *path = TMP "/records.txt";
    bool best = false;
    Error err = {{0}};
    assert_true(records_file_add_win(path, "aaaa", 100, &best, &err)); /* no file yet */
    assert_true(best);
    assert_true(records_file_add_win(path, "aaaa", 120, &best, &err));
    assert_false(best);
    assert_true(records_file_add_win(path, "bbbb", 50, &best, &err));
    char *t = slurp(path);
    assert_non_null(t);
    assert_string_equal(t, "pagoda-records 1\naaaa 100 2\nbbbb 50 1\n");
    free(t);
}

static void test_hash_id_is_refused(void **state)
{
    (void)state;
    Records r;
    Error err;
    const char *text = "pagoda-records 1\n # 2 3\n";
    assert_false(records_parse(&r, text, strlen(text), "records.txt", &err));
    records_init(&r);
    assert_false(records_add_win(&r, "#", 2));
    assert_int_equal(r.n, 0);
}

enum { PROCS = 4, WINS = 60, EACH = 3 };

static int add_wins(int p)
{
    int fails = 0;
    for (int i = 0; i < WINS; i++) {
        bool best;
        Error err;
        fails += !records_file_add_win(TMP "/records.txt", "aaaa", (uint32_t)(1000 - p * WINS - i), &best, &err);
    }
    return fails;
}

/* Several processes count wins at the same time: none is lost. */
static void test_records_concurrent(void **state)
{
    (void)state;
    clean();
    const char *path = TMP "/records.txt";
    assert_true(tu_parallel(PROCS, add_wins));
    char *t = slurp(path);
    assert_non_null(t);
    Records r;
    Error err;
    assert_true(records_parse(&r, t, strlen(t), path, &err));
    free(t);
    assert_int_equal(r.n, 1);
    assert_int_equal(r.wins[0], PROCS * WINS);
    assert_int_equal(r.best_s[0], 1000 - (PROCS - 1) * WINS - (WINS - 1));
}

static int add_scores(int p)
{
    int fails = 0;
    for (int i = 0; i < EACH; i++) {
        int rk;
        Error e;
        fails += !ls_scores_file_insert(TMP "/linksame-scores.txt", LS_NORMAL, 9, 100 + p * EACH + i, "2026-01-02",
                                        (uint64_t)(p * EACH + i), &rk, &e);
    }
    return fails;
}

static void test_scores_file(void **state)
{
    (void)state;
    clean();
    const char *path = TMP "/linksame-scores.txt";
    int rank = -1;
    Error err = {{0}};
    assert_true(ls_scores_file_insert(path, LS_NORMAL, 9, 500, "2026-01-02", 7, &rank, &err));
    assert_int_equal(rank, 1);
    const char *bad = "pagoda-linksame-scores 1\nnormal 9 900 2026-01-01 5\nnot a score\n";
    put(path, bad, strlen(bad));
    assert_false(ls_scores_file_insert(path, LS_NORMAL, 9, 1000, "2026-01-02", 7, &rank, &err));
    assert_int_equal(rank, 0);
    assert_non_null(strstr(err.msg, ".bad-"));
    char *t = slurp(path);
    assert_string_equal(t, bad);
    free(t);

    /* concurrent: every score of every process is in the table */
    clean();
    assert_true(tu_parallel(PROCS, add_scores));
    t = slurp(path);
    assert_non_null(t);
    LsScores s;
    assert_true(ls_scores_parse(&s, t, strlen(t), path, &err));
    free(t);
    int n;
    ls_scores_get(&s, LS_NORMAL, 9, &n);
    assert_int_equal(n, PROCS * EACH < LS_HS_TOP ? PROCS * EACH : LS_HS_TOP);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_records_file_is_kept),
        cmocka_unit_test(test_records_file_updates),
        cmocka_unit_test(test_hash_id_is_refused),
        cmocka_unit_test(test_records_concurrent),
        cmocka_unit_test(test_scores_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
