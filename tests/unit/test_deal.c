/* Winnable deals (core/games/mahjong/deal.h): constructed deals replay to an empty
 * table through the rules, the same seed gives the same deal, and a layout no order
 * of play can clear is reported as such. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/deal.h"
#include "core/layout.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"

static const char *const BUILT_IN[] = {"turtle", "dragon", "dog",   "goat",  "horse",
                                       "monkey", "ox",     "pig",   "rabbit", "rat",
                                       "rooster", "snake", "tiger"};

static Layout *load_text_layout(const char *name, const char *body)
{
    size_t cap = 16384;
    char *text = malloc(cap);
    assert_non_null(text);
    snprintf(text, cap, "pagoda-layout 1\nname: %s\n%s", name, body);
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    Error err = {{0}};
    if (!layout_parse(l, text, strlen(text), "test.layout", &err))
        fail_msg("layout: %s", err.msg);
    free(text);
    return l;
}

static Layout *load_built_in(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/layouts/%s.layout", PAGODA_SOURCE_DIR, name);
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    Error err = {{0}};
    if (!layout_load_file(l, path, &err))
        fail_msg("%s: %s", name, err.msg);
    return l;
}

/* A layout of long rows, stacked: only the row ends are ever free, so few random
 * deals can be won (written for this test, after the shape of the peers' 'arrow'). */
static Layout *load_rows(void)
{
    char body[8192];
    size_t n = 0;
    for (int z = 0; z < 3; z++)
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 12 - 2 * z; x++)
                n += (size_t)snprintf(body + n, sizeof body - n, "tile %d %d %d\n",
                                      2 * x + 2 * z, 2 * y + z % 2, z);
    return load_text_layout("Rows", body);
}

/* Replays `line` through the rules from the deal: it must clear the table. */
static void assert_line_clears(const Mahjong *dealt, const MjDealReport *rep)
{
    Mahjong *m = malloc(sizeof *m);
    assert_non_null(m);
    mj_init(m);
    Error err = {{0}};
    assert_true(mj_new(m, &dealt->layout, dealt->seed, &err));
    /* the dealt faces, whichever way they were made */
    assert_true(mj_shuffle_to(m, dealt->deal));
    assert_int_equal(rep->n_line * 2, dealt->layout.count);
    for (int p = 0; p < rep->n_line; p++)
        if (!mj_remove(m, rep->line[p][0], rep->line[p][1]))
            fail_msg("%s: pair %d (%d, %d) of the line cannot be removed", dealt->layout.name, p,
                     rep->line[p][0], rep->line[p][1]);
    assert_int_equal(m->left, 0);
    assert_int_equal(mj_status(m), MJ_WON);
    mj_free(m);
    free(m);
}

/* Same faces as mj_new deals for the seed, in some order. */
static void assert_same_faces(const Mahjong *m, const Layout *l, uint64_t seed)
{
    Mahjong *r = malloc(sizeof *r);
    assert_non_null(r);
    mj_init(r);
    Error err = {{0}};
    assert_true(mj_new(r, l, seed, &err));
    int have[MJ_FACES] = {0};
    for (int i = 0; i < l->count; i++) {
        have[m->deal[i]]++;
        have[r->deal[i]]--;
    }
    for (int f = 0; f < MJ_FACES; f++)
        assert_int_equal(have[f], 0);
    mj_free(r);
    free(r);
}

static void test_constructed_deals_replay(void **state)
{
    (void)state;
    Mahjong *m = malloc(sizeof *m);
    MjDealReport *rep = malloc(sizeof *rep);
    assert_non_null(m);
    assert_non_null(rep);
    mj_init(m);
    for (size_t k = 0; k <= sizeof BUILT_IN / sizeof *BUILT_IN; k++) {
        Layout *l = k < sizeof BUILT_IN / sizeof *BUILT_IN ? load_built_in(BUILT_IN[k]) : load_rows();
        for (uint64_t seed = 0; seed < 3; seed++) {
            Error err = {{0}};
            if (!mj_deal_construct(m, l, seed, rep, &err))
                fail_msg("%s seed %llu: %s", l->name, (unsigned long long)seed, err.msg);
            assert_int_equal(rep->how, MJ_DEAL_CONSTRUCTED);
            assert_true(m->seed == seed);
            assert_int_equal(m->left, l->count); /* offered untouched */
            assert_int_equal(mj_pairs_removed(m), 0);
            assert_same_faces(m, l, seed);
            assert_line_clears(m, rep);
        }
        free(l);
    }
    mj_free(m);
    free(m);
    free(rep);
}

/* max_attempts 0: no random deal, the construction at once. */
static void test_winnable_constructs_when_random_fails(void **state)
{
    (void)state;
    Layout *l = load_rows();
    Mahjong *m = malloc(sizeof *m);
    MjDealReport *rep = malloc(sizeof *rep);
    assert_non_null(m);
    assert_non_null(rep);
    mj_init(m);
    SolveLimits lim = {.max_nodes = SOLVER_DEAL_NODES};
    Error err = {{0}};
    assert_true(mj_deal_winnable(m, l, 11, &lim, 0, rep, &err));
    assert_int_equal(rep->how, MJ_DEAL_CONSTRUCTED);
    assert_int_equal(rep->attempts, 0);
    assert_line_clears(m, rep);
    /* with random tries allowed the deal is proved either way */
    for (uint64_t seed = 0; seed < 5; seed++) {
        assert_true(mj_deal_winnable(m, l, seed, &lim, 64, rep, &err));
        assert_line_clears(m, rep);
        assert_int_equal(solver_solve_mahjong(m, NULL, NULL), SOLVE_SOLVABLE);
    }
    mj_free(m);
    free(m);
    free(rep);
    free(l);
}

static void test_same_seed_same_deal(void **state)
{
    (void)state;
    Layout *layouts[2] = {load_built_in("turtle"), load_rows()};
    Mahjong *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    mj_init(a);
    mj_init(b);
    SolveLimits lim = {.max_nodes = SOLVER_DEAL_NODES};
    for (int k = 0; k < 2; k++) {
        const Layout *l = layouts[k];
        Error err = {{0}};
        for (uint64_t seed = 40; seed < 43; seed++) {
            assert_true(mj_deal_construct(a, l, seed, NULL, &err));
            assert_true(mj_deal_construct(b, l, seed, NULL, &err));
            assert_memory_equal(a->deal, b->deal, (size_t)l->count);
            assert_true(mj_deal_winnable(a, l, seed, &lim, 8, NULL, &err));
            assert_true(mj_deal_winnable(b, l, seed, &lim, 8, NULL, &err));
            assert_memory_equal(a->deal, b->deal, (size_t)l->count);
        }
        /* and different seeds give different deals */
        assert_true(mj_deal_construct(a, l, 1, NULL, &err));
        assert_true(mj_deal_construct(b, l, 2, NULL, &err));
        assert_true(memcmp(a->deal, b->deal, (size_t)l->count) != 0);
        free(layouts[k]);
    }
    mj_free(a);
    mj_free(b);
    free(a);
    free(b);
}

/* Turtle deals the same as mj_new's first winnable attempt did before construction
 * existed: seed 0 is random-proved on its first attempt. */
static void test_turtle_random_path_unchanged(void **state)
{
    (void)state;
    Layout *l = load_built_in("turtle");
    Mahjong *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    assert_non_null(a);
    assert_non_null(b);
    mj_init(a);
    mj_init(b);
    SolveLimits lim = {.max_nodes = SOLVER_DEAL_NODES};
    MjDealReport rep;
    Error err = {{0}};
    for (uint64_t seed = 0; seed < 20; seed++) {
        assert_true(mj_deal_winnable(a, l, seed, &lim, 64, &rep, &err));
        assert_int_equal(rep.how, MJ_DEAL_RANDOM);
        if (rep.attempts == 1) {
            assert_true(mj_new(b, l, seed, &err));
            assert_memory_equal(a->deal, b->deal, (size_t)l->count);
        }
    }
    mj_free(a);
    mj_free(b);
    free(a);
    free(b);
    free(l);
}

static void test_layout_that_cannot_be_cleared(void **state)
{
    (void)state;
    /* a tower of three and a tile beside it: after the top and the lone tile, the
     * middle tile is free alone, with the bottom one under it */
    Layout *l = load_text_layout("Tower", "tile 0 0 0\ntile 0 0 1\ntile 0 0 2\ntile 4 0 0\n");
    Error why = {{0}};
    assert_int_equal(mj_layout_clearable(l, &why), MJ_CLEARABLE_NO);
    assert_non_null(strstr(why.msg, "layout 'Tower' cannot be cleared"));
    assert_non_null(strstr(why.msg, "at least 2 of its 4 tiles always stay"));
    Mahjong *m = malloc(sizeof *m);
    assert_non_null(m);
    mj_init(m);
    Error err = {{0}};
    assert_false(mj_deal_winnable(m, l, 3, NULL, 8, NULL, &err));
    assert_non_null(strstr(err.msg, "cannot be cleared"));
    assert_false(mj_deal_construct(m, l, 3, NULL, &err));
    assert_non_null(strstr(err.msg, "cannot be cleared"));
    mj_free(m);
    free(m);
    free(l);
    /* the same tiles with the tower two high and a pair beside it can be cleared */
    l = load_text_layout("Pairs", "tile 0 0 0\ntile 0 0 1\ntile 4 0 0\ntile 6 0 0\n");
    assert_int_equal(mj_layout_clearable(l, &why), MJ_CLEARABLE_YES);
    free(l);
    for (size_t k = 0; k < sizeof BUILT_IN / sizeof *BUILT_IN; k++) {
        l = load_built_in(BUILT_IN[k]);
        assert_int_equal(mj_layout_clearable(l, &why), MJ_CLEARABLE_YES);
        free(l);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_constructed_deals_replay),
        cmocka_unit_test(test_winnable_constructs_when_random_fails),
        cmocka_unit_test(test_same_seed_same_deal),
        cmocka_unit_test(test_turtle_random_path_unchanged),
        cmocka_unit_test(test_layout_that_cannot_be_cleared),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
