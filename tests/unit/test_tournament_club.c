/* Tournament Mahjong's hot-seat money: the split of the pot, the club's chips
 * file (club.txt: balances, results, daily bests, its dates and numbers) and
 * the competition kept between turns (the rules, aids, clock, daily deal and
 * replays: test_tournament.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/games/mahjong/club.h"
#include "core/games/mahjong/tournament.h"
#include "testutil.h"

static void test_pot_split(void **state)
{
    (void)state;
    int64_t share[6];
    int32_t one[3] = {500, 900, 300};
    assert_int_equal(mj_pot_split(one, 3, 300, share), 1);
    assert_int_equal(share[0], 0);
    assert_int_equal(share[1], 300);
    assert_int_equal(share[2], 0);
    int32_t tie[4] = {800, 200, 800, 800};
    assert_int_equal(mj_pot_split(tie, 4, 400, share), 3);
    /* 400 / 3: 134, 133, 133 in seat order */
    assert_int_equal(share[0], 134);
    assert_int_equal(share[1], 0);
    assert_int_equal(share[2], 133);
    assert_int_equal(share[3], 133);
    int32_t neg[2] = {-50, -20};
    assert_int_equal(mj_pot_split(neg, 2, 20, share), 1);
    assert_int_equal(share[1], 20);
    int32_t all[2] = {7, 7};
    assert_int_equal(mj_pot_split(all, 2, 20, share), 2);
    assert_int_equal(share[0], 10);
    assert_int_equal(share[1], 10);
}

static void test_club(void **state)
{
    (void)state;
    MjClub *c = malloc(sizeof *c);
    assert_non_null(c);
    mj_club_init(c);
    char names[MJ_CLUB_SEATS][MJ_CLUB_NAME];
    Error err = {{0}};
    assert_int_equal(mj_club_parse_names("Ann, Bob,Cy", names, MJ_CLUB_SEATS, &err), 3);
    assert_string_equal(names[2], "Cy");
    assert_int_equal(mj_club_parse_names("Ann", names, MJ_CLUB_SEATS, &err), -1);
    assert_int_equal(mj_club_parse_names("Ann, Ann", names, MJ_CLUB_SEATS, &err), -1);
    assert_int_equal(mj_club_parse_names("A,B,C,D,E,F,G", names, MJ_CLUB_SEATS, &err), -1);
    assert_int_equal(mj_club_parse_names("Ann, B?b", names, MJ_CLUB_SEATS, &err), -1);
    MjClubResult r = {.date = "2026-11-24", .deal = 42, .ante = 100, .n = 3,
                      .seat = {{"Ann", 900, 0}, {"Bob", 1200, 0}, {"Cy", 1200, 0}}};
    assert_true(mj_club_settle(c, &r));
    assert_int_equal(r.pot, 300);
    assert_int_equal(r.seat[0].won, 0);
    assert_int_equal(r.seat[1].won, 150);
    assert_int_equal(r.seat[2].won, 150);
    assert_int_equal(mj_club_chips(c, "Ann"), 900);
    assert_int_equal(mj_club_chips(c, "Bob"), 1050);
    assert_int_equal(mj_club_chips(c, "Zed"), MJ_CLUB_START_CHIPS);
    c->clock_ms = 5 * 60000;
    assert_true(mj_club_daily(c, "2026-11-24", "Ann", 500));
    assert_false(mj_club_daily(c, "2026-11-24", "Bob", 400));
    assert_true(mj_club_daily(c, "2026-11-24", "Bob", 600));
    assert_int_equal(mj_club_daily_best(c, "2026-11-24"), 600);
    char buf[4096];
    size_t n = mj_club_format(c, buf, sizeof buf);
    assert_true(n < sizeof buf);
    MjClub *d = malloc(sizeof *d);
    assert_non_null(d);
    if (!mj_club_parse(d, buf, n, "club.txt", &err))
        fail_msg("%s", err.msg);
    assert_int_equal(d->n_results, 1);
    assert_int_equal(d->result[0].seat[2].won, 150);
    assert_int_equal(mj_club_chips(d, "Cy"), 1050);
    assert_int_equal(mj_club_daily_best(d, "2026-11-24"), 600);
    assert_int_equal(d->clock_ms, 5 * 60000);
    const char fast[] = "pagoda-club 1\nclock 1000\n"; /* under a minute */
    assert_false(mj_club_parse(d, fast, strlen(fast), "club.txt", &err));
    /* a damaged line is named */
    const char bad[] = "pagoda-club 1\nplayer 10 Ann\nplayer x Bob\n";
    assert_false(mj_club_parse(d, bad, strlen(bad), "club.txt", &err));
    assert_string_equal(err.msg, "club.txt:3: damaged line");
    /* the file: two competitions settled (on two deals), read back */
    char path[512];
    tu_tmp(path, sizeof path, "club-test.txt");
    remove(path);
    MjClubResult r2 = r;
    assert_true(mj_club_file_settle(path, &r2, NULL, &err));
    r2 = r;
    r2.deal = 43;
    assert_true(mj_club_file_settle(path, &r2, d, &err));
    assert_int_equal(mj_club_chips(d, "Bob"), 1100);
    assert_true(mj_club_file_read(path, c, &err));
    assert_int_equal(c->n_results, 2);
    remove(path);
    free(c);
    free(d);
}

/* Issue 36 item 7: club.txt takes only dates on the calendar and numbers in
 * range; every number Pagoda writes there reads back. */
static void test_club_dates_and_numbers(void **state)
{
    (void)state;
    MjClub *c = malloc(sizeof *c);
    assert_non_null(c);
    Error err = {{0}};
    static const struct {
        const char *line;
        bool ok;
    } cases[] = {
        {"daily 2026-11-24 500 Ann", true},
        {"daily 2026-13-45 500 Ann", false},
        {"daily 2026-00-10 500 Ann", false},
        {"daily 2026-04-31 500 Ann", false},
        {"daily 2026-04-00 500 Ann", false},
        {"daily 2024-02-29 500 Ann", true},  /* leap year */
        {"daily 2026-02-29 500 Ann", false}, /* not one */
        {"daily 2000-02-29 500 Ann", true},  /* divisible by 400 */
        {"daily 1900-02-29 500 Ann", false}, /* by 100 only */
        {"daily 2026-12-31 500 Ann", true},
        {"daily 2026-11-24 2147483648 Ann", false},
        {"daily 2026-11-24 -2147483648 Ann", true},
        {"player 99999999999999999999 Ann", false}, /* would overflow */
        {"player 1000000000000000 Ann", true},
        {"player 1000000000000001 Ann", false},
        {"player -1000000000000001 Ann", false},
        {"result 2026-11-24 42 100 300 3 Ann:900:0 Bob:1200:150 Cy:1200:150", true},
        {"result 2026-02-30 42 100 300 3 Ann:900:0 Bob:1200:150 Cy:1200:150", false},
        {"result 2026-11-24 18446744073709551615 100 300 3 Ann:900:0 Bob:1200:150 Cy:1200:150", true},
        {"result 2026-11-24 18446744073709551616 100 300 3 Ann:900:0 Bob:1200:150 Cy:1200:150", false},
        {"result 2026-11-24 42 100 999 3 Ann:900:0 Bob:1200:150 Cy:1200:150", false}, /* pot != ante x 3 */
        {"result 2026-11-24 42 100 300 3 Ann:900:0 Bob:1200:150 Cy:1200:151", false}, /* won != pot */
        {"result 2026-11-24 42 2000000 6000000 3 Ann:900:0 Bob:1200:3000000 Cy:1200:3000000", false},
        {"result 2026-11-24 42 100 300 3 Ann:900:0 Bob:2147483648:150 Cy:1200:150", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[256];
        int n = snprintf(text, sizeof text, "pagoda-club 1\n%s\n", cases[i].line);
        bool ok = mj_club_parse(c, text, (size_t)n, "club.txt", &err);
        if (ok != cases[i].ok)
            fail_msg("%s: %s (%s)", cases[i].line, ok ? "accepted" : "refused", err.msg);
        if (!ok)
            assert_string_equal(err.msg, "club.txt:2: damaged line");
    }
    /* a typed deal number past INT64_MAX is settled and read back */
    mj_club_init(c);
    MjClubResult r = {.date = "2026-11-24", .deal = UINT64_MAX, .ante = 100, .n = 2,
                      .seat = {{"Ann", 900, 0}, {"Bob", 1200, 0}}};
    assert_true(mj_club_settle(c, &r));
    char buf[4096];
    size_t n = mj_club_format(c, buf, sizeof buf);
    if (!mj_club_parse(c, buf, n, "club.txt", &err))
        fail_msg("%s", err.msg);
    assert_true(c->result[0].deal == UINT64_MAX);
    /* a balance at the edge stays where the file can read it */
    c->chips[1] = MJ_CLUB_CHIPS_MAX;
    r.deal = 7;
    assert_true(mj_club_settle(c, &r));
    assert_true(mj_club_chips(c, "Bob") == MJ_CLUB_CHIPS_MAX);
    n = mj_club_format(c, buf, sizeof buf);
    if (!mj_club_parse(c, buf, n, "club.txt", &err))
        fail_msg("%s", err.msg);
    /* an ante the file cannot hold is not settled */
    r.ante = MJ_CLUB_ANTE_MAX + 1;
    assert_false(mj_club_settle(c, &r));
    /* the competition kept between turns takes the same dates and deals */
    const char comp[] = "pagoda-competition 1\ndate 2026-02-29\ndeal 77\nante 100\nclock 600000\nseat Ann\nseat Bob\n";
    MjCompetition k;
    assert_false(mj_competition_parse(&k, comp, strlen(comp), "competition.txt", &err));
    const char big[] = "pagoda-competition 1\ndate 2028-02-29\ndeal 18446744073709551615\nante 100\n"
                       "clock 600000\nseat Ann\nseat Bob\n";
    if (!mj_competition_parse(&k, big, strlen(big), "competition.txt", &err))
        fail_msg("%s", err.msg);
    assert_true(k.deal == UINT64_MAX);
    free(c);
}

/* The competition kept between turns: written, read back, settled once. */
static void test_competition_kept(void **state)
{
    (void)state;
    MjCompetition c = {.date = "2026-11-26", .deal = 77, .ante = 100, .clock_ms = 600000, .n = 3, .played = 1,
                       .name = {"Ann", "Bob", "Cy"}, .score = {7168}};
    char buf[1024];
    size_t n = mj_competition_format(&c, buf, sizeof buf);
    assert_true(n < sizeof buf);
    assert_non_null(strstr(buf, "seat Ann 7168\nseat Bob\nseat Cy\n"));
    MjCompetition d;
    Error err = {{0}};
    if (!mj_competition_parse(&d, buf, n, "competition.txt", &err))
        fail_msg("%s", err.msg);
    assert_int_equal(d.played, 1);
    assert_int_equal(d.n, 3);
    assert_int_equal(d.score[0], 7168);
    assert_int_equal(d.deal, 77);
    assert_int_equal(d.clock_ms, 600000);
    /* a played seat after one still to play is no order of turns */
    const char bad[] = "pagoda-competition 1\ndate 2026-11-26\ndeal 77\nante 100\nclock 600000\n"
                       "seat Ann\nseat Bob 5\n";
    assert_false(mj_competition_parse(&d, bad, strlen(bad), "competition.txt", &err));
    assert_string_equal(err.msg, "competition.txt:7: damaged line");
    /* settled once: the same result again changes nothing */
    c.played = 3;
    c.score[1] = 900;
    c.score[2] = 7168;
    MjClubResult r;
    mj_competition_result(&c, &r);
    char path[512];
    tu_tmp(path, sizeof path, "club-once.txt");
    remove(path);
    MjClub *club = malloc(sizeof *club);
    assert_non_null(club);
    assert_true(mj_club_file_settle(path, &r, club, &err));
    assert_int_equal(r.seat[0].won, 150);
    assert_int_equal(mj_club_chips(club, "Ann"), 1050);
    mj_competition_result(&c, &r);
    assert_true(mj_club_file_settle(path, &r, club, &err));
    assert_int_equal(r.seat[2].won, 150); /* filled from the settled result */
    assert_true(mj_club_file_read(path, club, &err));
    assert_int_equal(club->n_results, 1);
    assert_int_equal(mj_club_chips(club, "Ann"), 1050);
    remove(path);
    free(club);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pot_split),
        cmocka_unit_test(test_club),
        cmocka_unit_test(test_club_dates_and_numbers),
        cmocka_unit_test(test_competition_kept),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
