/* Shamrocks: every rule on hand-made positions (the king rule, legal and illegal
 * moves, the automatic-move condition, undo of an automatic chain, restart, the
 * win), damaged saves and the statistics (the solver: test_shamrocks_solver.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/games/shamrocks/rules.h"
#include "core/games/shamrocks/stats.h"
#include "testutil.h"

static void test_card_names(void **state)
{
    (void)state;
    char b[3];
    sh_card_name(tu_sh_card("TD"), b);
    assert_string_equal(b, "TD");
    assert_int_equal(sh_rank(tu_sh_card("AS")), 1);
    assert_int_equal(sh_rank(tu_sh_card("KH")), 13);
    assert_int_equal(sh_card_parse("1S"), -1);
    assert_int_equal(sh_card_parse("ASX"), -1);
}

static void test_king_rule(void **state)
{
    (void)state;
    uint8_t d[SH_CARDS];
    for (int i = 0; i < SH_CARDS; i++)
        d[i] = (uint8_t)i;
    /* stack 0: 5H KH 2C -> KH 5H 2C; stack 1: 5S 3H KS -> KS 5S 3H;
     * stack 2: KD 4D 9C stays; stack 3: 2H KC 7S stays (no club below) */
    const char *want[4][3] = {{"KH", "5H", "2C"}, {"KS", "5S", "3H"}, {"KD", "4D", "9C"}, {"2H", "KC", "7S"}};
    const char *deal[4][3] = {{"5H", "KH", "2C"}, {"5S", "3H", "KS"}, {"KD", "4D", "9C"}, {"2H", "KC", "7S"}};
    /* place the named cards by swapping them into stacks 0..3 */
    for (int s = 0; s < 4; s++)
        for (int k = 0; k < 3; k++) {
            int c = tu_sh_card(deal[s][k]), at = 0;
            while (d[at] != c)
                at++;
            d[at] = d[3 * s + k];
            d[3 * s + k] = (uint8_t)c;
        }
    assert_true(sh_deal_valid(d));
    sh_apply_king_rule(d);
    for (int s = 0; s < 4; s++)
        for (int k = 0; k < 3; k++)
            assert_int_equal(d[3 * s + k], tu_sh_card(want[s][k]));
    assert_true(sh_deal_valid(d));
    /* every seed's deal keeps it, and is the 52 cards once */
    for (uint64_t seed = 0; seed < 2000; seed++) {
        sh_shuffle_deal(seed, d);
        assert_true(sh_deal_valid(d));
        assert_true(sh_king_rule_holds(d));
    }
    /* the check can fail */
    d[0] = (uint8_t)tu_sh_card("3H");
    d[1] = (uint8_t)tu_sh_card("KH");
    assert_false(sh_king_rule_holds(d));
}

static void test_deal_shape(void **state)
{
    (void)state;
    Shamrocks g, h;
    sh_new(&g, 42, false);
    sh_new(&h, 42, false);
    assert_memory_equal(&g, &h, sizeof g);
    for (int s = 0; s < SH_STACKS; s++)
        assert_int_equal(g.count[s], s < 17 ? 3 : 1);
    assert_int_equal(g.left, 52);
    sh_new(&h, 43, false);
    assert_memory_not_equal(g.deal, h.deal, SH_CARDS);
}

static void test_moves(void **state)
{
    (void)state;
    Shamrocks g;
    const char *st[] = {"9C 7D", "8S", "4H 5C 6D", "", "2S", "AH", "KS", "QD JH", "3C"};
    int found[4] = {0, 0, 0, 0};
    tu_sh_position(&g, false, st, 9, found);
    assert_true(sh_can_move(&g, 0, 1));   /* 7 on 8 (down) */
    assert_true(sh_can_move(&g, 1, 0));   /* 8 on 7 (up) */
    assert_false(sh_can_move(&g, 0, 2));  /* onto a stack of three */
    assert_false(sh_can_move(&g, 8, 3));  /* onto an empty stack */
    assert_false(sh_can_move(&g, 3, 1));  /* from an empty stack */
    assert_false(sh_can_move(&g, 0, 0));
    assert_false(sh_can_move(&g, 8, 0));  /* 3 on 7 */
    assert_true(sh_can_move(&g, 5, 4));   /* an ace goes on a two */
    assert_true(sh_can_move(&g, 4, 5));   /* a two on an ace */
    assert_false(sh_can_move(&g, 5, 6));  /* no wrap: ace on king */
    assert_false(sh_can_move(&g, 6, 5));  /* nor king on ace */
    assert_false(sh_can_move(&g, 6, 7));  /* a king on a jack */
}

static void test_moves_wrap(void **state)
{
    (void)state;
    Shamrocks g;
    const char *st[] = {"KS", "QD JH", "QC"};
    int found[4] = {0, 0, 0, 0};
    tu_sh_position(&g, false, st, 3, found);
    assert_false(sh_can_move(&g, 0, 1)); /* K on J */
    assert_true(sh_can_move(&g, 0, 2));  /* K on Q */
    assert_true(sh_can_move(&g, 2, 0));  /* Q on K */
}

static void test_suit_stacks(void **state)
{
    (void)state;
    Shamrocks g;
    const char *st[] = {"9C 3H", "5S AD", "2H", "4S"};
    int found[4] = {0, 0, 1, 0}; /* AH on hearts */
    tu_sh_position(&g, false, st, 4, found);
    int hearts = sh_suit_piece(2), diamonds = sh_suit_piece(1), spades = sh_suit_piece(3);
    assert_false(sh_can_move(&g, 0, hearts)); /* 3H before 2H */
    assert_true(sh_can_move(&g, 2, hearts));
    assert_true(sh_can_move(&g, 1, diamonds)); /* an ace to its empty suit stack */
    assert_false(sh_can_move(&g, 1, hearts));  /* not another suit's stack */
    assert_false(sh_can_move(&g, 3, spades));  /* 4S on an empty spades stack */
    assert_true(sh_move(&g, 2, hearts, NULL, NULL));
    assert_int_equal(g.found[2], 2);
    assert_int_equal(g.count[2], 0);
    assert_true(sh_can_move(&g, 0, hearts));
    int before = g.left;
    assert_false(sh_move(&g, 3, spades, NULL, NULL)); /* refused: nothing changes */
    assert_int_equal(g.left, before);
}

static void test_automatic_condition(void **state)
{
    (void)state;
    Shamrocks g;
    /* clubs up to 4, the others up to 6: the 5C's other-suit neighbours (4s
     * and 6s) are all home -> 5C goes by itself */
    const char *st[] = {"9S 5C", "TD"};
    int found[4] = {4, 6, 6, 6};
    tu_sh_position(&g, true, st, 2, found);
    assert_int_equal(sh_auto_candidate(&g), 0);
    /* diamonds only up to 5: the 6D could still go on it -> 5C stays */
    found[1] = 5;
    tu_sh_position(&g, true, st, 2, found);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* the last card of a stack never goes by itself */
    const char *single[] = {"5C", "TD"};
    int all[4] = {4, 6, 6, 6};
    tu_sh_position(&g, true, single, 2, all);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* an ace goes at once ... */
    const char *aces[] = {"9S AC", "AD"};
    int none[4] = {0, 0, 0, 0};
    tu_sh_position(&g, true, aces, 2, none);
    assert_int_equal(sh_auto_candidate(&g), 0);
    /* ... unless it is its stack's last card */
    tu_sh_position(&g, true, aces + 1, 1, none);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* automatic moves off: nothing goes */
    tu_sh_position(&g, false, aces, 2, none);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* a king waits for the other suits' queens */
    const char *kings[] = {"9S KC"};
    int q[4] = {12, 12, 11, 13};
    tu_sh_position(&g, true, kings, 1, q);
    assert_int_equal(sh_auto_candidate(&g), -1);
    q[2] = 12;
    tu_sh_position(&g, true, kings, 1, q);
    assert_int_equal(sh_auto_candidate(&g), 0);
}

/* A game whose position is replaced by a hand-made one. */
static void game_at(Game *gm, const Shamrocks *pos)
{
    Error err = {{0}};
    game_init(gm);
    assert_true(game_new(gm, &shamrocks_rules, NULL, 1, NULL, &err));
    memcpy(gm->state, pos, sizeof *pos);
    memcpy(gm->start, pos, sizeof *pos);
}

static void test_automatic_chain_and_undo(void **state)
{
    (void)state;
    Shamrocks pos;
    /* 2C on 4D; moving 2C onto the AH... instead: uncover AC under 3S */
    const char *st[] = {"QD AC 3S", "4H", "2C 2D"};
    int found[4] = {0, 1, 0, 0}; /* AD home; other cards of the test are home too */
    tu_sh_position(&pos, true, st, 3, found);
    /* make the other suits' low cards home so 2C goes too: clubs need the 1s and 3s of
     * D, H, S home - hearts and spades at 3 */
    pos.found[2] = 3; /* hearts to 3 (the 4H is in play) */
    pos.found[3] = 2; /* spades to 2 (the 3S is in play) */
    pos.found[1] = 1;
    Game gm;
    game_at(&gm, &pos);
    Shamrocks before = *(Shamrocks *)gm.state;
    /* 3S onto 4H: uncovers AC, which goes at once; then 2D (not the last card of
     * its stack: 2C below) goes to diamonds (other suits' 1s and 3s: clubs at 1,
     * hearts 3, spades 2 -> 3S is in play: stays). */
    Move m = {.kind = SH_MOVE_CARD, .a = 0, .b = 1};
    MoveEvent ev;
    Error err = {{0}};
    assert_true(game_apply(&gm, &m, &ev, &err));
    const Shamrocks *g = gm.state;
    assert_int_equal(g->found[0], 1); /* AC went */
    assert_true(ev.n_follow >= 1);
    assert_int_equal(ev.follow[0][0], 0);
    assert_int_equal(ev.follow[0][1], sh_suit_piece(0));
    assert_int_equal(g->count[0], 1);
    /* one undo takes the move and its automatic chain back */
    assert_true(game_undo(&gm, &err));
    assert_memory_equal(gm.state, &before, sizeof before);
    assert_true(game_redo(&gm));
    assert_int_equal(((const Shamrocks *)gm.state)->found[0], 1);
    /* restart: the start position again, history cleared */
    game_restart(&gm);
    assert_memory_equal(gm.state, &before, sizeof before);
    assert_int_equal(gm.n_moves, 0);
    game_free(&gm);
}


/* One card going home makes the next of its suit go too: hearts at 3, the other
 * suits at 6; the player moves the 8S off the 4H; the 4H goes, then the 5H on
 * another stack; the 6H waits (the other 7s are out). One undo takes all back. */
static void test_chain_of_two(void **state)
{
    (void)state;
    Shamrocks pos;
    const char *st[] = {"JC 4H 8S", "9D", "TC 5H", "QD 6H"};
    int found[4] = {6, 6, 3, 6};
    tu_sh_position(&pos, true, st, 4, found);
    assert_int_equal(sh_auto_candidate(&pos), -1);
    Game gm;
    game_at(&gm, &pos);
    Move m = {.kind = SH_MOVE_CARD, .a = 0, .b = 1};
    MoveEvent ev;
    assert_true(game_apply(&gm, &m, &ev, NULL));
    const Shamrocks *g = gm.state;
    assert_int_equal(g->found[2], 5);
    assert_int_equal(ev.n_follow, 2);
    assert_int_equal(ev.follow[0][0], 0);
    assert_int_equal(ev.follow[1][0], 2);
    assert_int_equal(ev.follow[1][1], sh_suit_piece(2));
    assert_int_equal(sh_top(g, 3), tu_sh_card("6H"));
    assert_true(game_undo(&gm, NULL));
    assert_memory_equal(gm.state, &pos, sizeof pos);
    game_free(&gm);
}

static void swap_into(uint8_t *d, int at, int card)
{
    int from = 0;
    while (d[from] != card)
        from++;
    d[from] = d[at];
    d[at] = (uint8_t)card;
}

/* At the deal, an ace on top of a stack goes at once; the single card of the
 * last stack stays even when it is an ace. */
static void test_deal_aces(void **state)
{
    (void)state;
    uint8_t d[SH_CARDS];
    for (int i = 0; i < SH_CARDS; i++)
        d[i] = (uint8_t)i;
    swap_into(d, 0, tu_sh_card("5H"));
    swap_into(d, 1, tu_sh_card("2C"));
    swap_into(d, 2, tu_sh_card("AC"));
    swap_into(d, 51, tu_sh_card("AS"));
    assert_true(sh_deal_valid(d));
    Shamrocks g;
    sh_start(&g, 1, d, true);
    assert_int_equal(g.found[0], 1);
    assert_int_equal(g.count[0], 2);
    assert_int_equal(sh_top(&g, 0), tu_sh_card("2C"));
    assert_int_equal(g.count[17], 1);
    assert_int_equal(g.found[3], 0);
    sh_start(&g, 1, d, false); /* automatic moves off: the ace stays */
    assert_int_equal(g.found[0], 0);
    assert_int_equal(g.count[0], 3);
}

static void test_win(void **state)
{
    (void)state;
    Shamrocks pos;
    const char *st[] = {"KS"};
    int found[4] = {13, 13, 13, 12};
    tu_sh_position(&pos, true, st, 1, found);
    Game gm;
    game_at(&gm, &pos);
    assert_int_equal(game_status(&gm).outcome, OUTCOME_PLAYING);
    Move m = {.kind = SH_MOVE_CARD, .a = 0, .b = (int16_t)sh_suit_piece(3)};
    assert_true(game_apply(&gm, &m, NULL, NULL));
    assert_int_equal(game_status(&gm).outcome, OUTCOME_WON);
    assert_int_equal(game_status(&gm).left, 0);
    Move out[4];
    assert_int_equal(shamrocks_rules.list_moves(gm.state, out, 4), 0);
    game_free(&gm);
}

static void test_stuck(void **state)
{
    (void)state;
    Shamrocks pos;
    const char *st[] = {"2C 3C"};
    int found[4] = {1, 13, 13, 13};
    tu_sh_position(&pos, true, st, 1, found);
    assert_int_equal(shamrocks_rules.status(&pos).outcome, OUTCOME_STUCK);
}

static void test_damaged_saves(void **state)
{
    (void)state;
    Game gm, l;
    Error err = {{0}};
    game_init(&gm);
    game_init(&l);
    assert_true(game_new(&gm, &shamrocks_rules, NULL, 5, NULL, &err));
    Move mv[8];
    assert_true(shamrocks_rules.list_moves(gm.state, mv, 8) > 0);
    assert_true(game_apply(&gm, &mv[0], NULL, &err));
    size_t len;
    char *text = game_save_text(&gm, &len, &err);
    assert_non_null(text);
    assert_true(game_load_text(&l, text, len, "ok.pgsave", &err));
    assert_memory_equal(l.state, gm.state, sizeof(Shamrocks));
    game_free(&l);
    game_init(&l);
    /* two cards swapped into a duplicate: the deal line is damaged. The
     * checksum would catch an edit, so build the text again from a bad state */
    Shamrocks *g = gm.start;
    uint8_t keep = g->deal[1];
    g->deal[1] = g->deal[0];
    char *bad = game_save_text(&gm, &len, &err);
    assert_false(game_load_text(&l, bad, len, "bad.pgsave", &err));
    assert_non_null(strstr(err.msg, "bad.pgsave"));
    assert_non_null(strstr(err.msg, "52 cards"));
    g->deal[1] = keep;
    free(bad);
    free(text);
    game_free(&gm);
    game_free(&l);
}


static void test_statistics(void **state)
{
    (void)state;
    Records r;
    ShStats st;
    bool best;
    records_init(&r);
    sh_stats_of(&r, &st);
    assert_int_equal(st.played, 0);
    assert_int_equal(st.best_s, -1);
    /* won, won: a streak of two, best time the faster */
    sh_stats_started(&r);
    sh_stats_won(&r, 300, &best);
    assert_true(best);
    sh_stats_started(&r);
    sh_stats_won(&r, 200, &best);
    assert_true(best);
    sh_stats_of(&r, &st);
    assert_int_equal(st.played, 2);
    assert_int_equal(st.won, 2);
    assert_int_equal(st.streak, 2);
    assert_int_equal(st.best_streak, 2);
    assert_int_equal(st.best_s, 200);
    /* one game started and left, then another: the streak is broken */
    sh_stats_started(&r);
    sh_stats_of(&r, &st);
    assert_int_equal(st.streak, 2); /* the game in play may still continue it */
    sh_stats_started(&r);
    sh_stats_of(&r, &st);
    assert_int_equal(st.streak, 0);
    sh_stats_won(&r, 250, &best);
    assert_false(best);
    sh_stats_of(&r, &st);
    assert_int_equal(st.played, 4);
    assert_int_equal(st.won, 3);
    assert_int_equal(st.streak, 1);
    assert_int_equal(st.best_streak, 2);
    /* the file: written in the records format, read back */
    char path[512];
    tu_tmp(path, sizeof path, "shamrocks-stats.txt");
    remove(path);
    Error err = {{0}};
    assert_true(sh_stats_file_started(path, NULL, &err));
    assert_true(sh_stats_file_won(path, 99, &best, &st, &err));
    assert_true(best);
    assert_true(sh_stats_file_read(path, &st, &err));
    assert_int_equal(st.played, 1);
    assert_int_equal(st.won, 1);
    assert_int_equal(st.best_s, 99);
    /* a damaged file is refused with its name, and kept */
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("pagoda-records 1\nshamrocks nine 1\n", f);
    fclose(f);
    assert_false(sh_stats_file_won(path, 5, &best, NULL, &err));
    assert_non_null(strstr(err.msg, "shamrocks-stats.txt"));
    assert_false(sh_stats_file_read(path, &st, &err));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_names),
        cmocka_unit_test(test_king_rule),
        cmocka_unit_test(test_deal_shape),
        cmocka_unit_test(test_moves),
        cmocka_unit_test(test_moves_wrap),
        cmocka_unit_test(test_suit_stacks),
        cmocka_unit_test(test_automatic_condition),
        cmocka_unit_test(test_automatic_chain_and_undo),
        cmocka_unit_test(test_deal_aces),
        cmocka_unit_test(test_chain_of_two),
        cmocka_unit_test(test_win),
        cmocka_unit_test(test_stuck),
        cmocka_unit_test(test_damaged_saves),
        cmocka_unit_test(test_statistics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
