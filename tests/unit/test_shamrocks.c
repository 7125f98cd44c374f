/* Shamrocks: every rule on hand-made positions (the king rule, legal and illegal
 * moves, the automatic-move condition, undo of an automatic chain, restart, the
 * win), the solver on positions with known answers, its lines replayed through
 * the rules, and damaged saves. */
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
#include "core/games/shamrocks/stats.h"
#include "testutil.h"

static int C(const char *name)
{
    int c = sh_card_parse(name);
    if (c < 0)
        fail_msg("bad card %s", name);
    return c;
}

/* A position: stacks as space-separated card names bottom first ("" empty, NULL
 * for the stacks not given), suit stacks at the given ranks; cards in neither are
 * taken to be on their suit stacks (the test gives consistent positions). */
static void set_position(Shamrocks *g, bool automatic, const char *const *stacks, int n,
                         const int found[SH_SUITS])
{
    memset(g, 0, sizeof *g);
    for (int i = 0; i < SH_CARDS; i++)
        g->deal[i] = (uint8_t)i;
    g->automatic = automatic;
    memset(g->card, SH_NO_CARD, sizeof g->card);
    for (int s = 0; s < n && s < SH_STACKS; s++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s", stacks[s] ? stacks[s] : "");
        for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
            g->card[s][g->count[s]++] = (uint8_t)C(tok);
            g->left++;
        }
    }
    for (int t = 0; t < SH_SUITS; t++)
        g->found[t] = (uint8_t)found[t];
}

static void test_card_names(void **state)
{
    (void)state;
    char b[3];
    sh_card_name(C("TD"), b);
    assert_string_equal(b, "TD");
    assert_int_equal(sh_rank(C("AS")), 1);
    assert_int_equal(sh_rank(C("KH")), 13);
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
            int c = C(deal[s][k]), at = 0;
            while (d[at] != c)
                at++;
            d[at] = d[3 * s + k];
            d[3 * s + k] = (uint8_t)c;
        }
    assert_true(sh_deal_valid(d));
    sh_apply_king_rule(d);
    for (int s = 0; s < 4; s++)
        for (int k = 0; k < 3; k++)
            assert_int_equal(d[3 * s + k], C(want[s][k]));
    assert_true(sh_deal_valid(d));
    /* every seed's deal keeps it, and is the 52 cards once */
    for (uint64_t seed = 0; seed < 2000; seed++) {
        sh_shuffle_deal(seed, d);
        assert_true(sh_deal_valid(d));
        assert_true(sh_king_rule_holds(d));
    }
    /* the check can fail */
    d[0] = (uint8_t)C("3H");
    d[1] = (uint8_t)C("KH");
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
    set_position(&g, false, st, 9, found);
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
    set_position(&g, false, st, 3, found);
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
    set_position(&g, false, st, 4, found);
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
    set_position(&g, true, st, 2, found);
    assert_int_equal(sh_auto_candidate(&g), 0);
    /* diamonds only up to 5: the 6D could still go on it -> 5C stays */
    found[1] = 5;
    set_position(&g, true, st, 2, found);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* the last card of a stack never goes by itself */
    const char *single[] = {"5C", "TD"};
    int all[4] = {4, 6, 6, 6};
    set_position(&g, true, single, 2, all);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* an ace goes at once ... */
    const char *aces[] = {"9S AC", "AD"};
    int none[4] = {0, 0, 0, 0};
    set_position(&g, true, aces, 2, none);
    assert_int_equal(sh_auto_candidate(&g), 0);
    /* ... unless it is its stack's last card */
    set_position(&g, true, aces + 1, 1, none);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* automatic moves off: nothing goes */
    set_position(&g, false, aces, 2, none);
    assert_int_equal(sh_auto_candidate(&g), -1);
    /* a king waits for the other suits' queens */
    const char *kings[] = {"9S KC"};
    int q[4] = {12, 12, 11, 13};
    set_position(&g, true, kings, 1, q);
    assert_int_equal(sh_auto_candidate(&g), -1);
    q[2] = 12;
    set_position(&g, true, kings, 1, q);
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
    set_position(&pos, true, st, 3, found);
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
    set_position(&pos, true, st, 4, found);
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
    assert_int_equal(sh_top(g, 3), C("6H"));
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
    swap_into(d, 0, C("5H"));
    swap_into(d, 1, C("2C"));
    swap_into(d, 2, C("AC"));
    swap_into(d, 51, C("AS"));
    assert_true(sh_deal_valid(d));
    Shamrocks g;
    sh_start(&g, 1, d, true);
    assert_int_equal(g.found[0], 1);
    assert_int_equal(g.count[0], 2);
    assert_int_equal(sh_top(&g, 0), C("2C"));
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
    set_position(&pos, true, st, 1, found);
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
    set_position(&pos, true, st, 1, found);
    assert_int_equal(shamrocks_rules.status(&pos).outcome, OUTCOME_STUCK);
}

static void test_solver_known(void **state)
{
    (void)state;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Shamrocks pos;
    /* lost: 3C buried on... lying on 2C with nothing to move it to */
    const char *lost[] = {"2C 3C"};
    int f1[4] = {1, 13, 13, 13};
    set_position(&pos, false, lost, 1, f1);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    /* winnable only by a building move first: 3C onto the 4D frees the 2C */
    const char *win[] = {"2C 3C", "4D"};
    int f2[4] = {1, 3, 13, 13};
    set_position(&pos, false, win, 2, f2);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_WINNABLE);
    assert_true(sol.complete);
    assert_int_equal(sol.move[0][0], 0);
    assert_int_equal(sol.move[0][1], 1);
    /* the same with the 4D in a full stack: lost */
    const char *full[] = {"2C 3C", "9S 8S 4D"};
    int f3[4] = {1, 3, 13, 7};
    set_position(&pos, false, full, 2, f3);
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
    set_position(&pos, false, kings, 4, f1);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    assert_int_equal(sol.nodes, 0);
    /* the king of spades on its own queen, and the only queen it could go to
     * (diamonds) under the king of diamonds, which has nowhere to go either */
    const char *own[] = {"JD QS KS", "QD KD", "KC"};
    int f2[4] = {12, 10, 13, 11};
    set_position(&pos, false, own, 3, f2);
    assert_int_equal(sh_solve(s, &pos, NULL, &sol), SH_LOST);
    assert_int_equal(sol.nodes, 0);
    /* the queen of diamonds alone on a stack: the king of spades goes onto it and
     * the game is won; sending that queen home first would lose it */
    const char *way[] = {"QS KS", "QD", "KD"};
    int f3[4] = {13, 11, 13, 11};
    set_position(&pos, false, way, 3, f3);
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
    set_position(&pos, false, lost, 3, f1);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_true(sh_dead_end(&pos));
    const char *way[] = {"QH KH", "KD QS KS", "JD JH QD"};
    int f2[4] = {13, 10, 10, 11};
    set_position(&pos, false, way, 3, f2);
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
    set_position(&pos, false, cycle, 3, f1);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_false(sh_dead_end(&pos));
    assert_true(sh_final_spot_lost(&pos, 0));
    const char *never[] = {"KS QS JS", "8S TS", "9S"};
    int f2[4] = {13, 13, 13, 7};
    set_position(&pos, false, never, 3, f2);
    brute_n = 0;
    brute_visit(&pos);
    assert_false(brute_won(&pos));
    assert_false(sh_dead_end(&pos));
    assert_true(sh_final_spot_lost(&pos, 0));
    /* the same with a JD alone on a stack: the TS goes onto it and home from there */
    const char *free_jack[] = {"KS QS JS", "8S TS", "9S", "JD"};
    int f3[4] = {13, 10, 13, 7};
    set_position(&pos, false, free_jack, 4, f3);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_final_spot_lost(&pos, 0));
    const char *king_away[] = {"QS KS", "QD", "KD"};
    int f4[4] = {13, 11, 13, 11};
    set_position(&pos, false, king_away, 3, f4);
    brute_n = 0;
    brute_visit(&pos);
    assert_true(brute_won(&pos));
    assert_false(sh_final_spot_lost(&pos, 0));
    const char *back[] = {"QH KH", "KD QS KS", "JD JH QD"};
    int f5[4] = {13, 10, 10, 11};
    set_position(&pos, false, back, 3, f5);
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
        cmocka_unit_test(test_damaged_saves),
        cmocka_unit_test(test_statistics),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
