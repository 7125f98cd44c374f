#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/mahjong/scores.h"
#include "testutil.h"

/* Fastest first; an equal time goes after the earlier one; a full table keeps
 * the MJ_HS_TOP fastest, and a slower win than all of them is not ranked. */
static void test_insert_order(void **state)
{
    (void)state;
    MjScores *s = malloc(sizeof *s);
    assert_non_null(s);
    mj_scores_init(s);
    assert_int_equal(mj_scores_insert(s, "abc", "classic", 300, "2026-01-02", 7), 1);
    assert_int_equal(mj_scores_insert(s, "abc", "classic", 200, "2026-01-03", 8), 1);
    assert_int_equal(mj_scores_insert(s, "abc", "classic", 300, "2026-01-04", 9), 3); /* after the equal one */
    int n = 0;
    const MjScore *e = mj_scores_get(s, "abc", "classic", &n);
    assert_int_equal(n, 3);
    assert_int_equal(e[0].seconds, 200);
    assert_int_equal(e[1].seed, 7);
    assert_int_equal(e[2].seed, 9);
    assert_string_equal(e[2].date, "2026-01-04");
    for (int i = 0; i < MJ_HS_TOP; i++)
        mj_scores_insert(s, "abc", "classic", 100 + (uint32_t)i, "2026-02-01", 100 + (uint64_t)i);
    e = mj_scores_get(s, "abc", "classic", &n);
    assert_int_equal(n, MJ_HS_TOP);
    assert_int_equal(e[MJ_HS_TOP - 1].seconds, 109);
    assert_int_equal(mj_scores_insert(s, "abc", "classic", 110, "2026-02-02", 1), 0); /* too slow */
    assert_int_equal(mj_scores_insert(s, "abc", "classic", 99, "2026-02-02", 1), 1);
    e = mj_scores_get(s, "abc", "classic", &n);
    assert_int_equal(n, MJ_HS_TOP);
    assert_int_equal(e[MJ_HS_TOP - 1].seconds, 108);
    free(s);
}

/* One table per layout and variant; malformed ids and dates are never kept. */
static void test_tables_apart(void **state)
{
    (void)state;
    MjScores *s = malloc(sizeof *s);
    assert_non_null(s);
    mj_scores_init(s);
    assert_int_equal(mj_scores_insert(s, "turtle", "classic", 500, "2026-01-02", 1), 1);
    assert_int_equal(mj_scores_insert(s, "turtle", "tournament", 600, "2026-01-02", 2), 1);
    assert_int_equal(mj_scores_insert(s, "dragon", "classic", 700, "2026-01-02", 3), 1);
    int n = 0;
    assert_int_equal(mj_scores_get(s, "turtle", "tournament", &n)[0].seed, 2);
    assert_int_equal(n, 1);
    assert_null(mj_scores_get(s, "fortress", "classic", &n));
    assert_int_equal(n, 0);
    assert_int_equal(mj_scores_insert(s, "a b", "classic", 1, "2026-01-02", 1), 0);
    assert_int_equal(mj_scores_insert(s, "#x", "classic", 1, "2026-01-02", 1), 0);
    assert_int_equal(mj_scores_insert(s, "x", "", 1, "2026-01-02", 1), 0);
    assert_int_equal(mj_scores_insert(s, "x", "classic", 1, "2026-1-02", 1), 0);
    assert_int_equal(s->n, 3);
    /* no room for another table: refused, the others stay */
    for (int i = s->n; i < MJ_HS_TABLES; i++) {
        char id[16];
        snprintf(id, sizeof id, "l%d", i);
        assert_int_equal(mj_scores_insert(s, id, "classic", 1, "2026-01-02", 1), 1);
    }
    assert_int_equal(mj_scores_insert(s, "one-more", "classic", 1, "2026-01-02", 1), 0);
    assert_int_equal(mj_scores_insert(s, "turtle", "classic", 400, "2026-01-02", 4), 1);
    free(s);
}

/* format then parse gives the same tables; damage is named by line. */
static void test_round_trip_and_damage(void **state)
{
    (void)state;
    MjScores *s = malloc(sizeof *s), *r = malloc(sizeof *r);
    assert_non_null(s);
    assert_non_null(r);
    mj_scores_init(s);
    mj_scores_insert(s, "0123456789abcdef", "classic", 321, "2026-11-26", UINT64_MAX);
    mj_scores_insert(s, "0123456789abcdef", "classic", 123, "2026-11-25", 12);
    mj_scores_insert(s, "fedcba9876543210", "tournament", 77, "2026-11-24", 5);
    char buf[4096];
    size_t len = mj_scores_format(s, buf, sizeof buf);
    assert_true(len < sizeof buf);
    assert_memory_equal(buf, "pagoda-mahjong-scores 2\n", 24);
    Error err = {{0}};
    assert_true(mj_scores_parse(r, buf, len, "t", &err));
    char again[4096];
    assert_int_equal(mj_scores_format(r, again, sizeof again), len);
    assert_memory_equal(buf, again, len);
    const char *crlf = "pagoda-mahjong-scores 1\r\n# a comment\r\n\r\nabc classic 60 2026-01-01 3\r\n";
    assert_true(mj_scores_parse(r, crlf, strlen(crlf), "t", &err));
    int n = 0;
    assert_int_equal(mj_scores_get(r, "abc", "classic", &n)[0].seconds, 60);
    static const char *const bad[] = {
        "pagoda-records 1\n",
        "pagoda-mahjong-scores 1\nabc classic 60 2026-01-01\n",
        "pagoda-mahjong-scores 1\nabc classic -60 2026-01-01 3\n",
        "pagoda-mahjong-scores 1\nabc classic 60 2026-01-01 3 extra\n",
        "pagoda-mahjong-scores 1\nabc classic 4294967296 2026-01-01 3\n",
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Error e2 = {{0}};
        assert_false(mj_scores_parse(r, bad[i], strlen(bad[i]), "t.txt", &e2));
        assert_non_null(strstr(e2.msg, "t.txt"));
        assert_int_equal(r->n, 0);
    }
    free(s);
    free(r);
}

/* Through the table file: wins add up across calls, the rank comes back, and a
 * damaged file is left alone. */
static void test_file(void **state)
{
    (void)state;
    char path[512];
    tu_tmp(path, sizeof path, "mj-scores-test.txt");
    remove(path);
    Error err = {{0}};
    int rank = -1;
    assert_true(mj_scores_file_insert(path, "abc", "classic", 300, "2026-01-02", 1, &rank, &err));
    assert_int_equal(rank, 1);
    assert_true(mj_scores_file_insert(path, "abc", "classic", 200, "2026-01-03", 2, &rank, &err));
    assert_int_equal(rank, 1);
    assert_true(mj_scores_file_insert(path, "abc", "classic", 250, "2026-01-04", 3, &rank, &err));
    assert_int_equal(rank, 2);
    MjScores *s = malloc(sizeof *s);
    assert_non_null(s);
    assert_true(mj_scores_file_read(path, s, &err));
    int n = 0;
    const MjScore *e = mj_scores_get(s, "abc", "classic", &n);
    assert_int_equal(n, 3);
    assert_int_equal(e[1].seed, 3);
    free(s);
    char *text = NULL;
    size_t len = 0;
    Error werr = {{0}};
    assert_true(file_write_atomic(path, "garbage\n", 8, &werr));
    assert_false(mj_scores_file_insert(path, "abc", "classic", 10, "2026-01-05", 4, &rank, &err));
    assert_int_equal(rank, 0);
    assert_true(file_read_all(path, 1024, &text, &len, &err));
    assert_int_equal(len, 8);
    free(text);
    remove(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_insert_order),
        cmocka_unit_test(test_tables_apart),
        cmocka_unit_test(test_round_trip_and_damage),
        cmocka_unit_test(test_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
