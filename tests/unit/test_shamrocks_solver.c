/* Shamrocks' solver: positions with known answers, the dead-end bound and the
 * final-spot proof checked against exhaustive search, bounded passes and
 * budgets (nodes, rounds, CPU time), its lines replayed through the rules, and
 * winnable deals (the rules themselves, saves and statistics: test_shamrocks.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <time.h>
#include <cmocka.h>

#include "core/cputime.h"
#include "core/game.h"
#include "core/games/shamrocks/finalspot.h"
#include "core/games/shamrocks/rules.h"
#include "core/games/shamrocks/solve.h"
#include "testutil.h"

static void test_solver_known(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Shamrocks pos;
    /* lost: 3C buried on... lying on 2C with nothing to move it to */
    const char *lost[] = {"2C 3C"};
    int f1[4] = {1, 13, 13, 13};
    tu_sh_position(&pos, false, lost, 1, f1);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    /* winnable only by a building move first: 3C onto the 4D frees the 2C */
    const char *win[] = {"2C 3C", "4D"};
    int f2[4] = {1, 3, 13, 13};
    tu_sh_position(&pos, false, win, 2, f2);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_WINNABLE);
    assert_true(sol.complete);
    assert_int_equal(sol.move[0][0], 0);
    assert_int_equal(sol.move[0][1], 1);
    /* the same with the 4D in a full stack: lost */
    const char *full[] = {"2C 3C", "9S 8S 4D"};
    int f3[4] = {1, 3, 13, 7};
    tu_sh_position(&pos, false, full, 2, f3);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    /* a budget too small says unknown, never lost */
    Shamrocks deal;
    sh_new(&deal, 7, true);
    ShSolveLimits tiny = {.max_nodes = 1};
    assert_int_not_equal(sh_solve(s, &deal, &tiny, &sol), SH_LOST);
    sh_solver_free(s);
}

/* The dead-end bound: positions that are lost for a cycle of cards waiting on
 * each other are lost at once, before any move is searched (0 nodes), and one
 * card's way out is enough to keep the bound quiet. */
static void test_solver_dead_ends(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Shamrocks pos;
    /* each king on the other's queen: neither king has a queen to go to */
    const char *kings[] = {"QC KH", "QH KC", "KD", "KS"};
    int f1[4] = {11, 12, 11, 12}; /* two kings can still go home: moves remain */
    tu_sh_position(&pos, false, kings, 4, f1);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    assert_int_equal(sol.nodes, 0);
    /* the king of spades on its own queen, and the only queen it could go to
     * (diamonds) under the king of diamonds, which has nowhere to go either */
    const char *own[] = {"JD QS KS", "QD KD", "KC"};
    int f2[4] = {12, 10, 13, 11};
    tu_sh_position(&pos, false, own, 3, f2);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    assert_int_equal(sol.nodes, 0);
    /* the queen of diamonds alone on a stack: the king of spades goes onto it and
     * the game is won; sending that queen home first would lose it */
    const char *way[] = {"QS KS", "QD", "KD"};
    int f3[4] = {13, 11, 13, 11};
    tu_sh_position(&pos, false, way, 3, f3);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_WINNABLE);
    assert_int_equal(sol.move[0][0], 0); /* KS onto the QD first */
    assert_int_equal(sol.move[0][1], 1);
    sh_solver_free(s);
}

/* Winnable or not by plain exhaustive search over sh_list_moves, with nothing
 * of the solver: a depth-first search remembering every position it met (exact
 * bytes of the stacks, for positions of a few cards). */
#define BRUTE_SEEN 200000
static uint8_t brute_seen[BRUTE_SEEN][SH_STACKS * SH_STACK_MAX + SH_SUITS];
static int brute_n;

static bool brute_visit(const Shamrocks *g)
{
    uint8_t k[sizeof brute_seen[0]];
    memcpy(k, g->card, sizeof g->card);
    memcpy(k + sizeof g->card, g->found, SH_SUITS);
    for (int i = 0; i < brute_n; i++)
        if (memcmp(brute_seen[i], k, sizeof k) == 0)
            return false;
    assert_true(brute_n < BRUTE_SEEN);
    memcpy(brute_seen[brute_n++], k, sizeof k);
    return true;
}

static bool brute_won(const Shamrocks *g)
{
    if (sh_won(g))
        return true;
    int8_t mv[SH_STACKS * SH_PIECES][2];
    int n = sh_list_moves(g, mv, SH_STACKS * SH_PIECES);
    for (int i = 0; i < n; i++) {
        Shamrocks next = *g;
        assert_true(sh_move(&next, mv[i][0], mv[i][1], NULL, NULL));
        if (brute_visit(&next) && brute_won(&next))
            return true;
    }
    return false;
}

/* A card built onto anything but a stack's bottom card left alone lies third, in
 * a full stack, and takes nothing: the bound knows it. Two positions found by the
 * sweep of bench/shamrocks.sh bound (both decided here by brute_won):
 * - lost: the QS can only go third, onto the JS, so no queen ever has room for
 *   the KS or the KC, and the QC, KH and TS wait under them; the bound of session
 *   9, which counted every card that moved as one with room, missed it;
 * - winnable: the QD first goes onto the KH, then back onto the JD it lay on,
 *   left alone, and takes the KS: a bound that forgot a card may come back onto
 *   a card it lay on called it lost. */
static void test_dead_end_sharper(void **state)
{
    (void)state;
    Shamrocks pos;
    const char *lost[] = {"KH KC", "QC KS QS", "TS JS"};
    int f1[4] = {11, 13, 12, 9};
    tu_sh_position(&pos, false, lost, 3, f1);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_true(sh_dead_end(&pos));
    const char *way[] = {"QH KH", "KD QS KS", "JD JH QD"};
    int f2[4] = {13, 10, 10, 11};
    tu_sh_position(&pos, false, way, 3, f2);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_dead_end(&pos));
}

/* The dead-end bound never calls a winnable position lost: late positions off
 * the solver's winning lines (a few random moves away from them), each decided by
 * brute_won; and it does call some of the lost ones lost. */
static void test_dead_end_sound(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Rng rng;
    rng_seed(&rng, 5);
    int checked = 0, lost = 0, caught = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        Shamrocks g;
        sh_new(&g, seed, seed % 3 != 0);
        ShSolveLimits lim = {.max_nodes = 20000};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        for (int i = 0; i < sol.n && g.left > 7; i++)
            sh_move(&g, sol.move[i][0], sol.move[i][1], NULL, NULL);
        for (int trial = 0; trial < 12; trial++) {
            Shamrocks p = g;
            for (int k = 0; k < 3; k++) {
                int8_t mv[SH_STACKS * SH_PIECES][2];
                int n = sh_list_moves(&p, mv, SH_STACKS * SH_PIECES);
                if (n == 0)
                    break;
                int pick = (int)rng_below(&rng, (uint32_t)n);
                sh_move(&p, mv[pick][0], mv[pick][1], NULL, NULL);
            }
            brute_n = 0;
            brute_visit(&p);
            bool won = brute_won(&p);
            bool dead = sh_dead_end(&p);
            assert_false(won && dead);
            checked++;
            lost += !won;
            caught += dead;
        }
    }
    print_message("dead-end bound: %d positions, %d lost, %d of them caught\n", checked, lost, caught);
    assert_true(checked >= 200);
    assert_true(lost > 0 && caught > 0);
    sh_solver_free(s);
}

/* The final-spot proof on positions decided here by exhaustive search:
 * - lost by a king cycle the dead-end bound misses: the KH cannot stay on its own
 *   queen, so it ends on the QD and goes home before it; the QD goes home before
 *   the KD, and the KD, staying on the JH or ending on the QH, goes home before a
 *   heart lower than the KH: the KH would go home before itself;
 * - lost by a card that can never go home: the TS cannot stay on the 8S nor end
 *   on the 9S (both lower spades), and the JS lies third over no stack's bottom
 *   card of rank 10 or 12, so nothing is ever built on it;
 * - winnable ones it must not call lost: a king that goes onto another suit's
 *   queen, a queen that leaves a card and comes back onto it, and the deals
 *   whose first card out must go onto a card under it. */
static void test_final_spot_known(void **state)
{
    (void)state;
    Shamrocks pos;
    const char *cycle[] = {"JH KD", "KS QH KH", "QD"};
    int f1[4] = {13, 11, 10, 12};
    tu_sh_position(&pos, false, cycle, 3, f1);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_false(sh_dead_end(&pos));
    assert_true(sh_final_spot_lost(&pos, 0));
    const char *never[] = {"KS QS JS", "8S TS", "9S"};
    int f2[4] = {13, 13, 13, 7};
    tu_sh_position(&pos, false, never, 3, f2);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_false(sh_dead_end(&pos));
    assert_true(sh_final_spot_lost(&pos, 0));
    /* the same with a JD alone on a stack: the TS goes onto it and home from there */
    const char *free_jack[] = {"KS QS JS", "8S TS", "9S", "JD"};
    int f3[4] = {13, 10, 13, 7};
    tu_sh_position(&pos, false, free_jack, 4, f3);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_final_spot_lost(&pos, 0));
    const char *king_away[] = {"QS KS", "QD", "KD"};
    int f4[4] = {13, 11, 13, 11};
    tu_sh_position(&pos, false, king_away, 3, f4);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_final_spot_lost(&pos, 0));
    const char *back[] = {"QH KH", "KD QS KS", "JD JH QD"};
    int f5[4] = {13, 10, 10, 11};
    tu_sh_position(&pos, false, back, 3, f5);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_final_spot_lost(&pos, 0));
}

/* The final-spot proof never calls a winnable position lost: late positions off
 * the solver's winning lines, a few random moves away, each decided by brute_won
 * (automatic moves on for some: the proof holds for any play, so for theirs). */
static void test_final_spot_sound(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Rng rng;
    rng_seed(&rng, 9);
    int checked = 0, lost = 0, caught = 0, beyond = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        Shamrocks g;
        sh_new(&g, seed, seed % 2 != 0);
        ShSolveLimits lim = {.max_nodes = 20000};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        for (int i = 0; i < sol.n && g.left > 8; i++)
            sh_move(&g, sol.move[i][0], sol.move[i][1], NULL, NULL);
        for (int trial = 0; trial < 12; trial++) {
            Shamrocks p = g;
            int steps = 1 + (int)rng_below(&rng, 5);
            for (int k = 0; k < steps; k++) {
                int8_t mv[SH_STACKS * SH_PIECES][2];
                int n = sh_list_moves(&p, mv, SH_STACKS * SH_PIECES);
                if (n == 0)
                    break;
                int pick = (int)rng_below(&rng, (uint32_t)n);
                sh_move(&p, mv[pick][0], mv[pick][1], NULL, NULL);
            }
            brute_n = 0;
            brute_visit(&p);
            bool won = brute_won(&p), proved = sh_final_spot_lost(&p, 0);
            assert_false(won && proved);
            checked++;
            lost += !won;
            caught += proved;
            beyond += proved && !sh_dead_end(&p);
        }
    }
    print_message("final-spot proof: %d positions, %d lost, %d of them proved (%d the dead-end bound misses)\n",
                  checked, lost, caught, beyond);
    assert_true(checked >= 300);
    assert_true(caught > 0);
    sh_solver_free(s);
}

/* Deals 1..2,000: the deals the final-spot proof calls lost at the root are
 * searched without it, and no such search finds a win; deal 1 is one of them. */
static void test_final_spot_deals(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    int proved = 0;
    for (uint64_t seed = 1; seed <= 2000; seed++) {
        Shamrocks g;
        sh_new(&g, seed, true);
        if (!sh_final_spot_lost(&g, 0))
            continue;
        proved++;
        assert_true(seed != 1 || proved == 1);
        ShSolveLimits lim = {.max_nodes = 50000, .no_final_spot = true};
        assert_int_not_equal(sh_solve(s, &g, &lim, &sol), SH_WINNABLE);
        lim.no_final_spot = false;
        assert_int_equal(sh_solve(s, &g, &lim, &sol), SH_LOST);
        assert_int_equal(sol.nodes, 0);
    }
    Shamrocks first;
    sh_new(&first, 1, true);
    assert_true(sh_final_spot_lost(&first, 0));
    print_message("final-spot proof: %d of deals 1..2000 lost at the root\n", proved);
    assert_true(proved >= 40);
    sh_solver_free(s);
}

/* The bounded passes alone never call a deal lost: a node budget that ends in
 * them says unknown (or lost by a proof at the root, before any pass), and the
 * same deal with room to finish is decided. */
static void test_solver_bounded_passes(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    int decided = 0;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        Shamrocks g;
        sh_new(&g, seed, true);
        ShSolveLimits small = {.max_nodes = 50, .bounded = 1};
        ShVerdict v = sh_solve(s, &g, &small, &sol);
        if (v == SH_LOST) { /* only by a proof at the root, before any pass */
            assert_int_equal(sol.nodes, 0);
            assert_true(sh_final_spot_lost(&g, 0) || sh_dead_end(&g));
        }
        ShSolveLimits more = {.max_nodes = 200000};
        ShVerdict w = sh_solve(s, &g, &more, &sol);
        if (v == SH_WINNABLE) /* a proof stays a proof */
            assert_int_equal(w, SH_WINNABLE);
        decided += w != SH_UNKNOWN;
    }
    assert_true(decided >= 15);
    sh_solver_free(s);
}

/* A time budget runs the bounded passes in rounds, each with its own order of
 * moves: a hard deal cut short in every round stays unknown (never lost), and a
 * line found in any round wins when replayed. Budgets of a few milliseconds, so
 * that most rounds run out (the answers asked for hold at any speed). */
static void test_solver_rounds(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Shamrocks hard;
    sh_new(&hard, 1, true); /* its search: undecided after 10 s (the final-spot proof decides it) */
    ShSolveLimits brief = {.max_ms = 40, .no_final_spot = true};
    assert_int_equal(sh_solve(s, &hard, &brief, &sol), SH_UNKNOWN);
    int proved = 0;
    for (uint64_t seed = 2; seed <= 41; seed++) {
        Shamrocks g;
        sh_new(&g, seed, seed % 3 != 0);
        ShSolveLimits lim = {.max_ms = 3};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        proved++;
        for (int i = 0; i < sol.n; i++)
            assert_true(sh_move(&g, sol.move[i][0], sol.move[i][1], NULL, NULL));
        assert_true(sh_won(&g));
    }
    assert_true(proved >= 5);
    sh_solver_free(s);
}

/* Every line the solver returns wins when replayed through the rules module. */
static void test_solutions_replay(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    int proved = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        Shamrocks g;
        sh_new(&g, seed, seed % 2 == 0);
        ShSolveLimits lim = {.max_nodes = 20000};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        proved++;
        for (int i = 0; i < sol.n; i++) {
            assert_false(sh_dead_end(&g)); /* every position on a winning line */
            Move m = {.kind = SH_MOVE_CARD, .a = sol.move[i][0], .b = sol.move[i][1]};
            MoveEvent ev;
            assert_true(shamrocks_rules.apply(&g, &m, &ev));
        }
        assert_int_equal(shamrocks_rules.status(&g).outcome, OUTCOME_WON);
    }
    assert_true(proved >= 20);
    sh_solver_free(s);
}

static void test_winnable_deal(void **state)
{
    (void)state;
    ShDealOptions o = {.winnable = true};
    Shamrocks a, b;
    Error err = {{0}};
    assert_true(sh_deal_seed(&a, 99, &o, NULL, &err));
    assert_true(sh_deal_seed(&b, 99, &o, NULL, &err));
    assert_memory_equal(&a, &b, sizeof a); /* the seed fixes the deal */
    ShSolver *s = sh_solver_new();
    ShSolveLimits lim = SH_DEAL_LIMITS;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        assert_true(sh_deal_seed(&a, seed, &o, NULL, &err));
        assert_int_equal(sh_solve(s, &a, &lim, NULL), SH_WINNABLE);
        assert_true(sh_king_rule_holds(a.deal));
    }
    sh_solver_free(s);
}

/* Budgets count the searching thread's CPU time, so that a verdict does not
 * depend on what else the machine runs: a sleep does not use it up, while the
 * wall clock goes on; the wall clock only guards the interface (max_wall_ms). */
static void test_solver_cpu_budget(void **state)
{
    (void)state;
    double cpu0 = cputime_thread_ms(), wall0 = cputime_wall_ms();
    struct timespec nap = {0, 60 * 1000 * 1000};
    nanosleep(&nap, NULL);
    assert_true(cputime_wall_ms() - wall0 >= 50);
    assert_true(cputime_thread_ms() - cpu0 < 30);
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Shamrocks hard;
    sh_new(&hard, 1, true);
    ShSolveLimits guarded = {.max_ms = 1e6, .max_wall_ms = 50, .no_final_spot = true};
    wall0 = cputime_wall_ms();
    assert_int_equal(sh_solve(s, &hard, &guarded, &sol), SH_UNKNOWN);
    assert_true(cputime_wall_ms() - wall0 < 5000);
    sh_solver_free(s);
}


int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solver_known),
        cmocka_unit_test(test_solver_dead_ends),
        cmocka_unit_test(test_dead_end_sound),
        cmocka_unit_test(test_dead_end_sharper),
        cmocka_unit_test(test_final_spot_known),
        cmocka_unit_test(test_final_spot_sound),
        cmocka_unit_test(test_final_spot_deals),
        cmocka_unit_test(test_solver_bounded_passes),
        cmocka_unit_test(test_solver_rounds),
        cmocka_unit_test(test_solver_cpu_budget),
        cmocka_unit_test(test_solutions_replay),
        cmocka_unit_test(test_winnable_deal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
