/* Issue 34: Mahjong's "still winnable" verdict reads no covered face, and is
 * sound both ways. Checked against brute force: on positions along random
 * games whose covered faces have few arrangements, every arrangement is solved
 * without a budget; "Winnable" must mean all clear, "No longer winnable" none,
 * and the search over jokers must say exactly whether some arrangement clears.
 * Also: a deal dealt winnable keeps its promise through a save. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/games/mahjong/rules.h"
#include "core/games/mahjong/seen.h"
#include "core/games/mahjong/solve.h"
#include "core/games/mahjong/verdict.h"
#include "core/perm.h"
#include "testutil.h"


/* Solves every arrangement of the covered groups of m within a large budget:
 * how many clear and how many do not; -1 when there are more than `cap`, or
 * one ran out of budget. */
static int brute(const Mahjong *m, int cap, int *clear, int *lost)
{
    uint8_t group[LAYOUT_MAX_TILES], hid[LAYOUT_MAX_TILES];
    int ids[LAYOUT_MAX_TILES], n = 0;
    mj_play_groups(m, group);
    for (int i = 0; i < m->layout.count; i++)
        if (mj_covered(m, i))
            hid[n] = group[i], ids[n++] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && hid[j - 1] > hid[j]; j--) {
            uint8_t t = hid[j];
            hid[j] = hid[j - 1];
            hid[j - 1] = t;
        }
    *clear = *lost = 0;
    uint8_t probe[LAYOUT_MAX_TILES];
    memcpy(probe, hid, (size_t)n);
    int count = 1;
    while (perm_next(probe, n))
        if (++count > cap)
            return -1;
    SolveLimits lim = {.max_nodes = 200000};
    do {
        for (int k = 0; k < n; k++)
            group[ids[k]] = hid[k];
        SolveResult r = solver_solve(&m->links, group, m->present, &lim, NULL);
        if (r == SOLVE_UNKNOWN)
            return -1;
        *clear += r == SOLVE_SOLVABLE;
        *lost += r == SOLVE_UNSOLVABLE;
    } while (perm_next(hid, n));
    return count;
}

/* Checks the verdict on m against brute force when its covered faces have
 * few arrangements; counts what was checked. */
static void check_position(const Mahjong *m, Mahjong *v, void *scratch, int *seen, int *checked, int *jokers)
{
    int clear, lost;
    if (mj_list_pairs(m, NULL, 0) == 0 || brute(m, 24, &clear, &lost) < 0)
        return;
    SuggestResult s = mahjong_rules.solver->suggest(m, scratch, 0, NULL);
    seen[s]++;
    (*checked)++;
    if (s == SUGGEST_WINNING)
        assert_int_equal(lost, 0);
    if (s == SUGGEST_LOST)
        assert_int_equal(clear, 0);
    if (clear && lost)
        assert_int_equal(s, SUGGEST_UNKNOWN);
    mj_see(m, v);
    bool any_covered = false;
    for (int i = 0; i < m->layout.count; i++)
        any_covered = any_covered || mj_covered(m, i);
    if (any_covered && mj_verdict_some_clears(scratch, v, NULL) != SOLVE_UNKNOWN) {
        assert_int_equal(mj_verdict_some_clears(scratch, v, NULL) == SOLVE_SOLVABLE, clear > 0);
        (*jokers)++;
    }
}

/* Along the winning line of winnable Turtle deals (and of Tournament deals
 * that clear), each position and up to three random steps aside from it
 * (often losing ones). */
static void test_verdict_against_brute_force(void **state)
{
    (void)state;
    Layout *turtle = malloc(sizeof *turtle);
    Mahjong *m = malloc(sizeof *m), *v = malloc(sizeof *v), *aside = malloc(sizeof *aside);
    SolveReport *line = malloc(sizeof *line);
    assert_non_null(turtle);
    assert_non_null(m);
    assert_non_null(v);
    assert_non_null(aside);
    assert_non_null(line);
    tu_load_turtle(turtle);
    void *scratch = mahjong_rules.solver->scratch_new();
    assert_non_null(scratch);
    Rng r;
    rng_seed(&r, 3434);
    int seen[4] = {0}, checked = 0, jokers = 0;
    for (uint64_t seed = 1; seed <= 18; seed++) {
        /* seeds 13..18: Tournament training, any bonus tile with any other */
        const RulesVariant *var = &mahjong_rules.variants[seed <= 12 ? 0 : 1];
        MjDealOptions o = {.layout = turtle, .winnable = true, .turtle = turtle};
        assert_true(mahjong_rules.deal(m, var, seed, &o, NULL));
        uint8_t group[LAYOUT_MAX_TILES];
        mj_play_groups(m, group);
        SolveLimits lim = {.max_nodes = 200000};
        if (solver_solve(&m->links, group, m->present, &lim, line) != SOLVE_SOLVABLE) {
            assert_true(seed > 12); /* a Tournament deal need not clear */
            continue;
        }
        for (int k = 0; k < line->n_pairs; k++) {
            check_position(m, v, scratch, seen, &checked, &jokers);
            *aside = *m;
            for (int step = 0; step < 3; step++) {
                MjPair pairs[64];
                int np = mj_list_pairs(aside, pairs, 64);
                if (np == 0)
                    break;
                MjPair p = pairs[rng_below(&r, (uint32_t)(np < 64 ? np : 64))];
                assert_true(mj_remove(aside, p.a, p.b));
                check_position(aside, v, scratch, seen, &checked, &jokers);
            }
            assert_true(mj_remove(m, line->pairs[k][0], line->pairs[k][1]));
        }
    }
    print_message("verdicts on %d positions: winnable %d, lost %d, unknown %d; jokers exact on %d\n", checked,
                  seen[SUGGEST_WINNING], seen[SUGGEST_LOST], seen[SUGGEST_UNKNOWN], jokers);
    assert_true(checked > 100);
    assert_true(seen[SUGGEST_WINNING] > 0 && seen[SUGGEST_LOST] > 0);
    assert_true(jokers > 50);
    mahjong_rules.solver->scratch_free(scratch);
    free(turtle);
    free(m);
    free(v);
    free(aside);
    free(line);
}

/* Two tiles of a kind, one on the other, their partners gone: lost whatever
 * lies under the top tile, and the view proves it (one arrangement). A stack
 * of three on a row of three: winnable for both arrangements of the two
 * covered tiles. */
static void test_small_verdicts(void **state)
{
    (void)state;
    static const char WELL[] = "pagoda-layout 1\nname: well\ntile 0 0 0\ntile 0 0 1\ntile 0 0 2\n"
                               "tile 4 0 0\ntile 8 0 0\ntile 12 0 0\n";
    Layout *l = malloc(sizeof *l);
    Mahjong *m = malloc(sizeof *m);
    assert_non_null(l);
    assert_non_null(m);
    tu_parse(l, WELL);
    void *scratch = mahjong_rules.solver->scratch_new();
    MjDealOptions o = {.layout = l};
    assert_true(mahjong_rules.deal(m, &mahjong_rules.variants[0], 1, &o, NULL));
    /* places sorted by z: 0-2 the row and the stack's bottom, then up the stack */
    int bottom = -1, middle = -1, top = -1, row[3], nr = 0;
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *p = &m->layout.place[i];
        if (p->x == 0)
            *(p->z == 0 ? &bottom : p->z == 1 ? &middle : &top) = i;
        else
            row[nr++] = i;
    }
    assert_int_equal(nr, 3);
    /* A on top, A A B in the row, A B under it: both ways clear */
    uint8_t a = 0, b = 9;
    m->face[top] = a, m->face[row[0]] = a, m->face[row[1]] = a, m->face[row[2]] = b;
    m->face[middle] = a, m->face[bottom] = b;
    Move mv;
    assert_int_equal(mahjong_rules.solver->suggest(m, scratch, 0, &mv), SUGGEST_WINNING);
    m->face[middle] = b, m->face[bottom] = a;
    assert_int_equal(mahjong_rules.solver->suggest(m, scratch, 0, &mv), SUGGEST_WINNING);
    /* B on top, A A A in the row, A B under it: the top B's partner lies under it */
    m->face[top] = b, m->face[row[2]] = a, m->face[middle] = a, m->face[bottom] = b;
    assert_int_equal(mahjong_rules.solver->suggest(m, scratch, 0, &mv), SUGGEST_LOST);
    m->face[middle] = b, m->face[bottom] = a;
    assert_int_equal(mahjong_rules.solver->suggest(m, scratch, 0, &mv), SUGGEST_LOST);
    mahjong_rules.solver->scratch_free(scratch);
    free(l);
    free(m);
}

/* "Deal only winnable games": the promise is kept in the game and its save;
 * a plain deal makes none. */
static void test_promise_saved(void **state)
{
    (void)state;
    Layout *turtle = malloc(sizeof *turtle);
    assert_non_null(turtle);
    tu_load_turtle(turtle);
    for (int winnable = 0; winnable < 2; winnable++) {
        MjDealOptions o = {.layout = turtle, .winnable = winnable};
        Game g, h;
        game_init(&g);
        game_init(&h);
        Error err = {{0}};
        assert_true(game_new(&g, &mahjong_rules, &mahjong_rules.variants[0], 5, &o, &err));
        assert_int_equal(mahjong_rules.dealt_winnable(g.state), winnable);
        size_t len;
        char *text = game_save_text(&g, &len, &err);
        assert_non_null(text);
        assert_int_equal(strstr(text, "\npromise winnable\n") != NULL, winnable);
        assert_true(game_load_text(&h, text, len, "test.pgsave", &err));
        assert_int_equal(mahjong_rules.dealt_winnable(h.state), winnable);
        free(text);
        game_free(&g);
        game_free(&h);
    }
    free(turtle);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_verdict_against_brute_force),
        cmocka_unit_test(test_small_verdicts),
        cmocka_unit_test(test_promise_saved),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
