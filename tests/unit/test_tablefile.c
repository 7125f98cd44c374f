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
#include "core/games/mahjong/club.h"
#include "core/games/shamrocks/stats.h"
#include "core/records.h"
#include "core/savetext.h"
#include "core/tablefile.h"

#include "parallel.h"

#define TMP PAGODA_TEST_TMP "/tablefile"
#define RECORDS_SUM "687f5d15dc798441" /* of "pagoda-records 2\naaaa 100 2\nbbbb 50 1\n" */

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
        "pagoda-records 3\nc69206fa1fcd73e7 3 5\n",
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
    assert_string_equal(t, "pagoda-records 2\naaaa 100 2\nbbbb 50 1\nchecksum " RECORDS_SUM "\n");
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
    assert_true(records_file_read(path, &r, &err));
    assert_string_equal(err.msg, "");
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
    assert_true(ls_scores_file_read(path, &s, &err));
    assert_string_equal(err.msg, "");
    free(t);
    int n;
    ls_scores_get(&s, LS_NORMAL, 9, &n);
    assert_int_equal(n, PROCS * EACH < LS_HS_TOP ? PROCS * EACH : LS_HS_TOP);
}

/* Issue 36 item 8: an old file (version 1, no checksum) is read as it is and
 * written back as version 2 with the checksum line. */
static void test_old_file_gains_a_checksum(void **state)
{
    (void)state;
    clean();
    const char *path = TMP "/records.txt";
    const char *old = "pagoda-records 1\n# mine\naaaa 100 1\nbbbb 50 1\n";
    put(path, old, strlen(old));
    Records r;
    Error err = {{0}};
    assert_true(records_file_read(path, &r, &err));
    assert_string_equal(err.msg, "");
    assert_int_equal(r.n, 2);
    bool best = true;
    assert_true(records_file_add_win(path, "aaaa", 120, &best, &err));
    assert_string_equal(err.msg, "");
    assert_false(best);
    char *t = slurp(path);
    assert_string_equal(t, "pagoda-records 2\naaaa 100 2\nbbbb 50 1\nchecksum " RECORDS_SUM "\n");
    free(t);
    assert_int_equal(count_files("records.txt.bad-"), 0);
}

/* Reads the file at path as a table of its kind; the notice in err. */
typedef bool (*ReadFn)(const char *path, Error *err, int *rows);

static bool read_records(const char *path, Error *err, int *rows)
{
    Records r;
    bool ok = records_file_read(path, &r, err);
    *rows = r.n;
    return ok;
}

static bool read_club(const char *path, Error *err, int *rows)
{
    MjClub *c = malloc(sizeof *c);
    bool ok = mj_club_file_read(path, c, err);
    *rows = c->n_players + c->n_daily;
    free(c);
    return ok;
}

static bool read_scores(const char *path, Error *err, int *rows)
{
    LsScores *s = malloc(sizeof *s);
    bool ok = ls_scores_file_read(path, s, err);
    ls_scores_get(s, LS_NORMAL, 9, rows);
    free(s);
    return ok;
}

static bool read_stats(const char *path, Error *err, int *rows)
{
    ShStats st;
    bool ok = sh_stats_file_read(path, &st, err);
    *rows = (int)st.played;
    return ok;
}

/* Writes one more row (a win, a score, a daily best). */
static bool update_records(const char *path, Error *err)
{
    bool best;
    return records_file_add_win(path, "zzzz", 7, &best, err);
}

static bool update_club(const char *path, Error *err)
{
    bool best;
    return mj_club_file_daily(path, "2026-11-26", "Zed", 9, &best, err);
}

static bool update_scores(const char *path, Error *err)
{
    int rank;
    return ls_scores_file_insert(path, LS_NORMAL, 9, 5, "2026-11-26", 99, &rank, err);
}

static bool update_stats(const char *path, Error *err)
{
    return sh_stats_file_started(path, NULL, err);
}

/* Issue 36 item 8: a table file cut at a line boundary (or with a line taken
 * out) is not read as a shorter valid table: it is kept aside as NAME.bad-HASH
 * with a message naming the file, and the next update starts from what still
 * reads and says so; then the file is whole again. */
static void test_cut_table_is_detected(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        bool (*fill)(const char *path, Error *err);
        ReadFn read;
        int grows; /* rows one update adds */
    } kinds[] = {
        {"records.txt", update_records, read_records, 1},
        {"club.txt", update_club, read_club, 1},
        {"linksame-scores.txt", update_scores, read_scores, 1},
        {"shamrocks-records.txt", update_stats, read_stats, 1},
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (int how = 0; how < 3; how++) {
            clean();
            char path[512], prefix[128];
            snprintf(path, sizeof path, "%s/%s", TMP, kinds[k].name);
            snprintf(prefix, sizeof prefix, "%s.bad-", kinds[k].name);
            Error err = {{0}};
            /* three updates: a file of version 2 with its checksum */
            const char *const seeds[] = {"2026-11-20", "2026-11-21", "2026-11-22"};
            for (int i = 0; i < 3; i++) {
                if (kinds[k].fill == update_club) {
                    bool best;
                    assert_true(mj_club_file_daily(path, seeds[i], "Ann", 10 + i, &best, &err));
                } else if (kinds[k].fill == update_records) {
                    bool best;
                    char id[8];
                    snprintf(id, sizeof id, "id%d", i);
                    assert_true(records_file_add_win(path, id, 10, &best, &err));
                } else if (kinds[k].fill == update_scores) {
                    int rank;
                    assert_true(ls_scores_file_insert(path, LS_NORMAL, 9, 100 + i, seeds[i], 1, &rank, &err));
                } else {
                    assert_true(sh_stats_file_started(path, NULL, &err));
                }
                assert_string_equal(err.msg, "");
            }
            int whole = 0;
            assert_true(kinds[k].read(path, &err, &whole));
            assert_string_equal(err.msg, "");
            char *text = slurp(path);
            assert_non_null(text);
            size_t len = strlen(text);
            assert_non_null(strstr(text, "\nchecksum "));
            /* how 0: cut after the second line (the checksum line goes with the
             * rest); 1: the last line only (the checksum line); 2: a line taken
             * out of the middle, the checksum line kept */
            char cut[4096];
            size_t n = 0;
            const char *second = strchr(strchr(text, '\n') + 1, '\n') + 1;
            if (how == 0) {
                n = (size_t)(second - text);
                memcpy(cut, text, n);
            } else if (how == 1) {
                n = len - 1;
                while (text[n - 1] != '\n')
                    n--;
                memcpy(cut, text, n);
            } else {
                const char *third = strchr(second, '\n') + 1;
                n = (size_t)(second - text);
                memcpy(cut, text, n);
                memcpy(cut + n, third, len - (size_t)(third - text));
                n += len - (size_t)(third - text);
            }
            put(path, cut, n);
            int rows = -1;
            assert_true(kinds[k].read(path, &err, &rows));
            if (!strstr(err.msg, kinds[k].name) || !strstr(err.msg, "damaged") || !strstr(err.msg, prefix))
                fail_msg("%s, cut %d: %s", kinds[k].name, how, err.msg);
            assert_int_equal(count_files(prefix), 1);
            /* the next update starts from what still reads and says so */
            err.msg[0] = 0;
            assert_true(kinds[k].fill(path, &err));
            if (!strstr(err.msg, kinds[k].name) || !strstr(err.msg, "still reads"))
                fail_msg("%s, cut %d: the update does not say so: '%s'", kinds[k].name, how, err.msg);
            int after = -1;
            assert_true(kinds[k].read(path, &err, &after));
            assert_string_equal(err.msg, ""); /* whole again */
            assert_int_equal(after, rows + kinds[k].grows);
            assert_true(after <= whole + kinds[k].grows);
            char *copy = NULL;
            {
                DIR *d = opendir(TMP);
                struct dirent *e;
                char p[1024];
                while ((e = readdir(d)))
                    if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
                        snprintf(p, sizeof p, "%s/%s", TMP, e->d_name);
                        copy = slurp(p);
                    }
                closedir(d);
            }
            assert_non_null(copy);
            assert_memory_equal(copy, cut, n); /* the file as it was */
            free(copy);
            free(text);
        }
    }
}

/* The line reader of table and competition files: LF or CRLF ends, a last
 * line without its end, blank lines, and a line too long for the buffer
 * (skipped, its number said, the next one read). */
static void test_text_lines(void **state)
{
    (void)state;
    const char text[] = "first\r\n\nthis one is too long\nlast";
    TextLines t = {text, text + strlen(text), 0};
    char buf[12];
    assert_int_equal(textlines_next(&t, buf, sizeof buf), TEXTLINE_OK);
    assert_string_equal(buf, "first");
    assert_int_equal(textlines_next(&t, buf, sizeof buf), TEXTLINE_OK);
    assert_string_equal(buf, "");
    assert_int_equal(textlines_next(&t, buf, sizeof buf), TEXTLINE_LONG);
    assert_int_equal(t.line, 3);
    assert_int_equal(textlines_next(&t, buf, sizeof buf), TEXTLINE_OK);
    assert_string_equal(buf, "last");
    assert_int_equal(t.line, 4);
    assert_int_equal(textlines_next(&t, buf, sizeof buf), TEXTLINE_END);
    TextLines none = {text, text, 0};
    assert_int_equal(textlines_next(&none, buf, sizeof buf), TEXTLINE_END);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_records_file_is_kept),
        cmocka_unit_test(test_records_file_updates),
        cmocka_unit_test(test_hash_id_is_refused),
        cmocka_unit_test(test_records_concurrent),
        cmocka_unit_test(test_scores_file),
        cmocka_unit_test(test_old_file_gains_a_checksum),
        cmocka_unit_test(test_cut_table_is_detected),
        cmocka_unit_test(test_text_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
