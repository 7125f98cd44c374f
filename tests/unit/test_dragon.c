/* Dragon's Eye: every rule on hand-made positions (blocking and unblocking,
 * heart first, the second level, drawing, discarding, Done, each end and the
 * score), the rules module's picks and actions, and the fairness of the
 * computer: permuting what its side cannot see never changes its move. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/dragon/rules.h"
#include "core/rng.h"

/* Spaces of the board used below (docs/rules/dragon.md has the picture). */
enum {
    R1C2 = 2, R1C3 = 3, LIMB_R1C4 = 4, R1C5 = 5, R1C6 = 6, LIMB_R1C7 = 7, R1C8 = 8,
    R2C2 = 15, LIMB_R2C3 = 16, HEART_A = 17, HEART_B = 18, LIMB_R2C6 = 19, R2C7 = 20,
    LIMB_R3C4 = 27, LIMB_R3C7 = 30,
    TOP_R1C4 = 37, TOP_HEART_A = 40, TOP_HEART_B = 41,
};

static const int core_spaces[] = {4, 7, 16, 17, 18, 19, 27, 30, 37, 38, 39, 40, 41, 42, 43, 44};

/* An empty board, empty hands, the Slayer to move and `wall_left` tiles (faces
 * 0, 1, 2... by fours) still to draw. */
static void blank(Dragon *g, int wall_left)
{
    memset(g, 0, sizeof *g);
    memset(g->space, DG_NONE, sizeof g->space);
    memset(g->hand, DG_NONE, sizeof g->hand);
    g->viewer = 0xFF;
    g->winner = -1;
    g->drawn = (int16_t)(DG_TILES - wall_left);
    for (int i = 0; i < DG_TILES; i++)
        g->wall[i] = (uint8_t)((i / 4) % 34);
}

static void give(Dragon *g, int side, const int *faces, int n)
{
    for (int i = 0; i < n; i++)
        g->hand[side][i] = (uint8_t)faces[i];
    g->count[side] = (uint8_t)n;
}

/* Fills every core space (both levels) with distinct-looking faces. */
static void fill_core(Dragon *g, int face)
{
    for (size_t i = 0; i < sizeof core_spaces / sizeof core_spaces[0]; i++)
        g->space[core_spaces[i]] = (uint8_t)face;
}

static Move mv(int kind, int player, int a, int b)
{
    Move m;
    memset(&m, 0, sizeof m);
    m.kind = (uint8_t)kind;
    m.player = (uint8_t)player;
    m.a = (int16_t)a;
    m.b = (int16_t)b;
    return m;
}

static bool has_move(const Dragon *g, Move want)
{
    Move all[DG_MAX_MOVES];
    int n = dg_list_moves(g, all, DG_MAX_MOVES);
    for (int i = 0; i < n && i < DG_MAX_MOVES; i++)
        if (all[i].kind == want.kind && all[i].player == want.player && all[i].a == want.a &&
            all[i].b == want.b && all[i].arg == want.arg)
            return true;
    return false;
}

static void test_deal(void **state)
{
    (void)state;
    Dragon g;
    dg_deal(&g, 42);
    int on = 0;
    for (int s = 0; s < DG_SPACES; s++)
        on += dg_occupied(&g, s);
    assert_int_equal(on, 8);
    /* two heart tiles face down between the limbs, six limbs face up */
    assert_true(dg_blocked(&g, HEART_A) && dg_blocked(&g, HEART_B));
    int limbs[] = {4, 7, 16, 19, 27, 30};
    for (int i = 0; i < 6; i++)
        assert_true(dg_free(&g, limbs[i]));
    /* five to the Slayer plus the sixth of her first turn, three to the Master */
    assert_int_equal(g.count[DG_SLAYER], 6);
    assert_int_equal(g.count[DG_MASTER], 3);
    assert_int_equal(dg_wall_left(&g), 144 - 8 - 6 - 3);
    assert_int_equal(g.to_move, DG_SLAYER);
    /* one full set */
    int n[DG_FACES] = {0};
    for (int i = 0; i < DG_TILES; i++)
        n[g.wall[i]]++;
    for (int f = 0; f < DG_FACES; f++)
        assert_int_equal(n[f], f < 34 ? 4 : 1);
    Dragon h;
    dg_deal(&h, 42);
    assert_memory_equal(&g, &h, sizeof g);
    dg_deal(&h, 43);
    assert_memory_not_equal(g.wall, h.wall, sizeof g.wall);
    uint8_t bad[DG_TILES];
    memcpy(bad, g.wall, sizeof bad);
    bad[0] = bad[1] == 40 ? 41 : 40;
    Error err = {{0}};
    assert_false(dg_deal_wall(&h, bad, 1, &err));
    assert_non_null(strstr(err.msg, "144"));
}

static void test_matching(void **state)
{
    (void)state;
    assert_true(dg_faces_match(5, 5));
    assert_false(dg_faces_match(5, 6));
    assert_true(dg_faces_match(34, 37)); /* flowers with flowers */
    assert_true(dg_faces_match(38, 41)); /* seasons with seasons */
    assert_false(dg_faces_match(37, 38));
    assert_false(dg_faces_match(DG_HIDDEN, DG_HIDDEN));
}

static void test_blocking_chain(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    int row[] = {R1C2, R1C3, LIMB_R1C4, R1C5, R1C6};
    for (int i = 0; i < 5; i++)
        g.space[row[i]] = (uint8_t)(10 + i);
    /* the ends are face up, the three between are face down */
    assert_true(dg_free(&g, R1C2) && dg_free(&g, R1C6));
    for (int i = 1; i < 4; i++) {
        assert_true(dg_blocked(&g, row[i]));
        assert_false(dg_free(&g, row[i]));
        assert_true(dg_hidden_from(&g, row[i]));
    }
    /* a face-down tile cannot be taken, even with its match in hand */
    give(&g, DG_SLAYER, (int[]){11, 14}, 2);
    assert_false(dg_can_remove(&g, R1C3, DG_PIECE_HAND0));
    assert_true(dg_can_remove(&g, R1C6, DG_PIECE_HAND0 + 1));
    /* taking the right end turns its neighbour face up, and so on down the row */
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_REMOVE, .player = DG_SLAYER, .a = R1C6,
                                      .b = DG_PIECE_HAND0 + 1}));
    assert_true(dg_free(&g, R1C5));
    assert_true(dg_blocked(&g, LIMB_R1C4) && dg_blocked(&g, R1C3));
    g.space[R1C5] = DG_NONE;
    assert_true(dg_free(&g, LIMB_R1C4));
    assert_true(dg_blocked(&g, R1C3));
    /* placing a tile back blocks it again */
    g.space[R1C5] = 20;
    assert_true(dg_blocked(&g, LIMB_R1C4));
    /* a tile at the row's end is never blocked */
    g.space[12] = 1;
    g.space[11] = 2;
    assert_true(dg_free(&g, 12));
}

static void test_second_level(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    g.to_move = DG_MASTER;
    fill_core(&g, 3);
    for (int s = 37; s < DG_SPACES; s++)
        g.space[s] = DG_NONE;
    give(&g, DG_MASTER, (int[]){5, 6, 7}, 3);
    /* the limb at row 1, column 4 is face up: nothing may go on it */
    assert_true(dg_free(&g, LIMB_R1C4));
    assert_false(dg_open(&g, TOP_R1C4));
    assert_false(dg_master_may(&g, TOP_R1C4));
    /* the heart lies face down between the limbs: its second level is open */
    assert_true(dg_open(&g, TOP_HEART_A) && dg_open(&g, TOP_HEART_B));
    /* block the limb: now a second-level tile may go on it */
    g.space[R1C3] = 1;
    g.space[R1C5] = 2;
    assert_true(dg_blocked(&g, LIMB_R1C4));
    assert_true(dg_open(&g, TOP_R1C4));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1,
                                      .b = TOP_R1C4}));
    /* the tile below is covered: neither side sees it, nobody takes it */
    assert_true(dg_covered(&g, LIMB_R1C4));
    g.space[R1C5] = DG_NONE; /* unblocked, but still covered */
    assert_false(dg_free(&g, LIMB_R1C4));
    assert_true(dg_free(&g, TOP_R1C4));
    /* never a second level on a plain space: there is none */
    for (int s = 37; s < DG_SPACES; s++)
        assert_int_not_equal(dg_space(s)->kind, DG_PLAIN);
    /* second-level tiles side by side block each other */
    g.space[39] = 1;
    g.space[40] = 2;
    g.space[41] = 3;
    assert_true(dg_blocked(&g, 40));
    assert_false(dg_blocked(&g, 39));
}

static void test_heart_first(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    g.to_move = DG_MASTER;
    give(&g, DG_MASTER, (int[]){5, 6, 7}, 3);
    fill_core(&g, 3);
    for (int s = 37; s < DG_SPACES; s++)
        g.space[s] = DG_NONE;
    g.space[HEART_B] = DG_NONE;
    g.space[LIMB_R1C7] = DG_NONE;
    /* an empty heart comes first: nowhere else, not even the empty limb */
    for (int s = 0; s < DG_SPACES; s++)
        assert_int_equal(dg_master_may(&g, s), s == HEART_B);
    assert_false(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1,
                                       .b = LIMB_R1C7}));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1,
                                      .b = HEART_B}));
    /* a replacement was drawn and the Slayer's turn began with her own draw */
    assert_int_equal(g.count[DG_MASTER], 3);
    assert_int_equal(g.to_move, DG_SLAYER);
    assert_int_equal(g.count[DG_SLAYER], 1);
    assert_int_equal(g.space[HEART_B], 5);
    /* then the limbs */
    g.to_move = DG_MASTER;
    for (int s = 0; s < DG_SPACES; s++)
        assert_int_equal(dg_master_may(&g, s), s == LIMB_R1C7);
    /* then anywhere open */
    g.space[LIMB_R1C7] = 9;
    assert_true(dg_master_may(&g, 0) && dg_master_may(&g, R2C7) && dg_master_may(&g, TOP_HEART_A));
    assert_false(dg_master_may(&g, TOP_R1C4)); /* face-up limb below */
    assert_false(dg_master_may(&g, HEART_A));  /* taken */
}

static void test_slayer_pairs(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    fill_core(&g, 33); /* a dragon standing: the game goes on */
    g.space[R1C2] = 7;
    g.space[R1C8] = 7;
    g.space[R2C7] = 9;
    give(&g, DG_SLAYER, (int[]){9, 9, 12}, 3);
    /* board + board */
    assert_true(has_move(&g, mv(DG_MOVE_REMOVE, DG_SLAYER, R1C2, R1C8)));
    /* hand + board */
    assert_true(has_move(&g, mv(DG_MOVE_REMOVE, DG_SLAYER, R2C7, DG_PIECE_HAND0)));
    /* never hand + hand, even a pair */
    assert_false(dg_can_remove(&g, DG_PIECE_HAND0, DG_PIECE_HAND0 + 1));
    assert_false(has_move(&g, mv(DG_MOVE_REMOVE, DG_SLAYER, DG_PIECE_HAND0, DG_PIECE_HAND0 + 1)));
    /* tiles that do not match */
    assert_false(dg_can_remove(&g, R1C2, R2C7));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_REMOVE, .player = DG_SLAYER, .a = DG_PIECE_HAND0 + 1,
                                      .b = R2C7}));
    assert_int_equal(g.count[DG_SLAYER], 2);
    assert_int_equal(g.hand[DG_SLAYER][0], 9);
    assert_int_equal(g.hand[DG_SLAYER][1], 12);
    assert_false(dg_occupied(&g, R2C7));
    assert_int_equal(g.gone[9], 2);
    /* the Master takes nothing */
    g.to_move = DG_MASTER;
    assert_false(dg_apply(&g, &(Move){.kind = DG_MOVE_REMOVE, .player = DG_MASTER, .a = R1C2, .b = R1C8}));
}

static void test_draw_done_discard(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    fill_core(&g, 33); /* a dragon standing: the game goes on */
    g.space[R1C2] = 30;
    Move draw = mv(DG_MOVE_DRAW, DG_SLAYER, 0, 0), done = mv(DG_MOVE_DONE, DG_SLAYER, 0, 0);
    /* fewer than five: Draw fills the hand to five */
    give(&g, DG_SLAYER, (int[]){1, 2}, 2);
    assert_true(dg_may_draw(&g));
    assert_true(dg_apply(&g, &draw));
    assert_int_equal(g.count[DG_SLAYER], 5);
    assert_int_equal(dg_wall_left(&g), 47);
    /* five: no more drawing */
    assert_false(dg_may_draw(&g));
    assert_false(dg_apply(&g, &draw));
    /* Draw takes what is left of the wall */
    Dragon w = g;
    w.drawn = DG_TILES - 1;
    w.count[DG_SLAYER] = 2;
    assert_true(dg_apply(&w, &draw));
    assert_int_equal(w.count[DG_SLAYER], 3);
    assert_false(dg_may_draw(&w)); /* the wall is empty */
    /* six and no match in hand: Done is refused, a discard is a must */
    give(&g, DG_SLAYER, (int[]){1, 2, 3, 4, 5, 6}, 6);
    assert_true(dg_must_discard(&g));
    assert_false(dg_may_done(&g));
    assert_false(dg_apply(&g, &done));
    assert_true(has_move(&g, mv(DG_MOVE_DISCARD, DG_SLAYER, DG_PIECE_HAND0 + 2, R2C7)));
    /* not onto a tile, nor onto a second level over a face-up tile */
    assert_false(dg_apply(&g, &(Move){.kind = DG_MOVE_DISCARD, .player = DG_SLAYER, .a = DG_PIECE_HAND0,
                                       .b = R1C2}));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_DISCARD, .player = DG_SLAYER, .a = DG_PIECE_HAND0 + 2,
                                      .b = R2C7}));
    assert_int_equal(g.space[R2C7], 3);
    assert_int_equal(g.count[DG_SLAYER], 5);
    /* one discard: with five she may end the turn */
    assert_false(dg_must_discard(&g));
    assert_true(dg_may_done(&g));
    /* six with a match in hand: no discard, take the pair */
    give(&g, DG_SLAYER, (int[]){30, 2, 3, 4, 5, 6}, 6);
    assert_false(dg_must_discard(&g));
    assert_false(has_move(&g, mv(DG_MOVE_DISCARD, DG_SLAYER, DG_PIECE_HAND0 + 1, R2C2)));
    assert_false(dg_apply(&g, &(Move){.kind = DG_MOVE_DISCARD, .player = DG_SLAYER, .a = DG_PIECE_HAND0 + 1,
                                       .b = R2C2}));
    /* Done with five hands the turn to the Master */
    give(&g, DG_SLAYER, (int[]){1, 2, 3, 4, 5}, 5);
    give(&g, DG_MASTER, (int[]){8, 8, 8}, 3);
    fill_core(&g, 3);
    assert_true(dg_apply(&g, &done));
    assert_int_equal(g.to_move, DG_MASTER);
    /* the Master's move: the Slayer's next turn starts with her sixth tile */
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1, .b = 0}));
    assert_int_equal(g.to_move, DG_SLAYER);
    assert_int_equal(g.count[DG_SLAYER], 6);
    /* a move by the side not to move is refused */
    assert_false(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1, .b = 1}));
}

static void test_master_cannot_place(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 20);
    fill_core(&g, 3);
    g.space[R1C2] = 30;
    give(&g, DG_SLAYER, (int[]){1, 2, 3}, 3);
    /* the Master's hand is empty: his turn is passed, hers begins with a draw */
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_DONE, .player = DG_SLAYER}));
    assert_int_equal(g.to_move, DG_SLAYER);
    assert_int_equal(g.count[DG_SLAYER], 4);
    assert_int_equal(g.end, DG_END_NONE);
}

static void test_end_slain(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    g.space[LIMB_R1C7] = 12;
    g.space[R1C2] = 20;
    give(&g, DG_SLAYER, (int[]){12, 1}, 2);
    assert_int_equal(g.end, DG_END_NONE);
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_REMOVE, .player = DG_SLAYER, .a = LIMB_R1C7,
                                      .b = DG_PIECE_HAND0}));
    /* heart and limbs empty (a plain tile may stay): the Slayer wins at once */
    assert_int_equal(g.end, DG_END_SLAIN);
    assert_int_equal(g.winner, DG_SLAYER);
    assert_int_equal(dg_list_moves(&g, NULL, 0), 0);
    GameStatus st = dragon_rules.status(&g);
    assert_int_equal(st.outcome, OUTCOME_WON);
    assert_int_equal(st.winner, DG_SLAYER);
}

/* Every space filled but `skip`; the face-up tiles all of different classes
 * (0, 1, 2...), the hidden ones anything. */
static void fill_unmatched(Dragon *g, int skip)
{
    for (int s = 0; s < DG_SPACES; s++)
        g->space[s] = s == skip ? DG_NONE : 33;
    int next = 0;
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_free(g, s))
            g->space[s] = (uint8_t)next++;
    assert_true(next < 33);
}

static void test_end_built(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    g.to_move = DG_MASTER;
    fill_unmatched(&g, 0);
    g.wall[g.drawn] = 41;                     /* she will draw a season */
    give(&g, DG_MASTER, (int[]){34, 1, 2}, 3); /* a flower: nothing matches it */
    give(&g, DG_SLAYER, (int[]){40}, 1);
    assert_false(dg_slayer_can_remove(&g));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1, .b = 0}));
    /* full, and the Slayer (with the tile she drew) has no pair */
    assert_true(dg_full(&g));
    assert_int_equal(g.end, DG_END_BUILT);
    assert_int_equal(g.winner, DG_MASTER);
    /* full but the Slayer can match: the game goes on */
    Dragon h;
    blank(&h, 50);
    h.to_move = DG_MASTER;
    fill_unmatched(&h, 0);
    h.wall[h.drawn] = 41;
    give(&h, DG_MASTER, (int[]){34, 1, 2}, 3);
    give(&h, DG_SLAYER, (int[]){h.space[1]}, 1); /* matches the face-up tile on space 1 */
    assert_true(dg_free(&h, 1));
    assert_true(dg_apply(&h, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1, .b = 0}));
    assert_true(dg_full(&h));
    assert_int_equal(h.end, DG_END_NONE);
}

static void test_end_exhausted_and_score(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 0);
    /* a dragon of 3 plain tiles and 2 core tiles: Master 3 + 2*2 = 7; the Slayer
     * 14 empty core spaces * 3 = 42 */
    g.space[R1C2] = 1;
    g.space[12] = 2;
    g.space[0] = 3;
    g.space[LIMB_R1C4] = 4;
    g.space[HEART_A] = 5;
    assert_int_equal(dg_score(&g, DG_MASTER), 3 * DG_POINTS_PLAIN + 2 * DG_POINTS_CORE);
    assert_int_equal(dg_score(&g, DG_SLAYER), 14 * DG_POINTS_EMPTY_CORE);
    give(&g, DG_SLAYER, (int[]){9, 10, 11, 12}, 4);
    give(&g, DG_MASTER, (int[]){20}, 1);
    /* her Done with an empty wall: the Master places, then her turn finds no
     * match and nothing to draw - the game ends on the score */
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_DONE, .player = DG_SLAYER}));
    assert_int_equal(g.to_move, DG_MASTER);
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_PLACE, .player = DG_MASTER, .a = DG_PIECE_HAND1,
                                      .b = HEART_B}));
    assert_int_equal(g.end, DG_END_EXHAUSTED);
    assert_int_equal(g.winner, DG_SLAYER);
    GameStatus st = dragon_rules.status(&g);
    assert_int_equal(st.side_score[DG_SLAYER], 13 * DG_POINTS_EMPTY_CORE);
    assert_int_equal(st.side_score[DG_MASTER], 3 + 3 * DG_POINTS_CORE);
    /* the Master ahead on the score wins it: the first level full (44 to 24) */
    blank(&g, 0);
    for (int s = 0; s < DG_L1; s++)
        g.space[s] = 33;
    int next = 0;
    for (int s = 0; s < DG_L1; s++)
        if (dg_free(&g, s))
            g.space[s] = (uint8_t)next++;
    assert_false(dg_slayer_can_remove(&g));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_DONE, .player = DG_SLAYER}));
    /* he has nothing to place and the wall is empty: scores decide */
    assert_int_equal(g.end, DG_END_EXHAUSTED);
    assert_int_equal(dg_score(&g, DG_MASTER), 29 + 8 * DG_POINTS_CORE);
    assert_int_equal(dg_score(&g, DG_SLAYER), 8 * DG_POINTS_EMPTY_CORE);
    assert_int_equal(g.winner, DG_MASTER);
    /* equal scores: a tie. First-level heart and limbs (16) and eight plain
     * tiles (8) against eight empty second-level spaces (24) */
    blank(&g, 0);
    for (int s = 0; s < DG_L1; s++)
        if (dg_space(s)->kind != DG_PLAIN)
            g.space[s] = (uint8_t)(10 + s); /* classes all different */
    int plain[] = {0, 1, 12, 13, 24, 25, 33, 36};
    for (int i = 0; i < 8; i++)
        g.space[plain[i]] = (uint8_t)(i + 1);
    assert_false(dg_slayer_can_remove(&g));
    assert_int_equal(dg_score(&g, DG_MASTER), dg_score(&g, DG_SLAYER));
    assert_true(dg_apply(&g, &(Move){.kind = DG_MOVE_DONE, .player = DG_SLAYER}));
    assert_int_equal(g.end, DG_END_EXHAUSTED);
    assert_int_equal(g.winner, -1);
}

/* The rules module: picks make the moves, Draw and Done are actions. */
static void test_module_picks_and_actions(void **state)
{
    (void)state;
    Dragon g;
    blank(&g, 50);
    fill_core(&g, 33); /* a dragon standing: the game goes on */
    g.space[R1C2] = 7;
    give(&g, DG_SLAYER, (int[]){7, 1, 2, 3, 4, 5}, 6);
    Move m;
    assert_int_equal(dragon_rules.pick(&g, -1, DG_PIECE_HAND0, &m), PICK_SELECT);
    assert_int_equal(dragon_rules.pick(&g, DG_PIECE_HAND0, R1C2, &m), PICK_MOVE);
    assert_int_equal(m.kind, DG_MOVE_REMOVE);
    /* the other hand cannot be picked; an empty space is no discard while a match is in hand */
    assert_int_equal(dragon_rules.pick(&g, -1, DG_PIECE_HAND1, &m), PICK_REFUSE);
    assert_int_equal(dragon_rules.pick(&g, DG_PIECE_HAND0 + 1, R2C7, &m), PICK_REFUSE);
    char why[96];
    dragon_rules.why_refused(&g, DG_PIECE_HAND0 + 1, R2C7, why, sizeof why);
    assert_non_null(strstr(why, "six"));
    RulesAction a[4];
    int n = dragon_rules.actions(&g, a, 4);
    assert_int_equal(n, 2);
    assert_string_equal(a[0].label, "Draw");
    assert_false(a[0].enabled); /* six in hand */
    assert_false(a[1].enabled); /* Done needs five or fewer */
    g.hand[DG_SLAYER][0] = 9;   /* no match left: discard by picks */
    assert_int_equal(dragon_rules.pick(&g, DG_PIECE_HAND0 + 1, R2C7, &m), PICK_MOVE);
    assert_int_equal(m.kind, DG_MOVE_DISCARD);
    g.count[DG_SLAYER] = 4;
    n = dragon_rules.actions(&g, a, 4);
    assert_true(a[0].enabled && a[1].enabled);
    assert_true(dragon_rules.apply(&g, &a[0].move, NULL));
    assert_int_equal(g.count[DG_SLAYER], 5);
    /* the Master's turn: no actions, his picks place */
    g.to_move = DG_MASTER;
    give(&g, DG_MASTER, (int[]){3, 4, 5}, 3);
    fill_core(&g, 9);
    assert_int_equal(dragon_rules.actions(&g, a, 4), 0);
    assert_int_equal(dragon_rules.pick(&g, -1, DG_PIECE_HAND1 + 2, &m), PICK_SELECT);
    assert_int_equal(dragon_rules.pick(&g, DG_PIECE_HAND1 + 2, R1C8, &m), PICK_MOVE);
    assert_int_equal(m.kind, DG_MOVE_PLACE);
    assert_int_equal(m.player, DG_MASTER);
}

/* What one side may see: hidden tiles are DG_HIDDEN, the rest unchanged. */
static void test_see(void **state)
{
    (void)state;
    Dragon g, s;
    dg_deal(&g, 7);
    dg_see(&g, DG_SLAYER, &s);
    assert_memory_equal(s.hand[DG_SLAYER], g.hand[DG_SLAYER], g.count[DG_SLAYER]);
    for (int i = 0; i < g.count[DG_MASTER]; i++)
        assert_int_equal(s.hand[DG_MASTER][i], DG_HIDDEN);
    assert_int_equal(s.space[HEART_A], DG_HIDDEN);
    assert_int_equal(s.space[LIMB_R1C4], g.space[LIMB_R1C4]);
    for (int i = 0; i < DG_TILES; i++)
        assert_int_equal(s.wall[i], DG_HIDDEN);
    dg_see(&g, DG_MASTER, &s);
    for (int i = 0; i < g.count[DG_SLAYER]; i++)
        assert_int_equal(s.hand[DG_SLAYER][i], DG_HIDDEN);
    assert_memory_equal(s.hand[DG_MASTER], g.hand[DG_MASTER], 3);
}

/* Shuffles every tile hidden from `side` among the hidden places. */
static void permute_hidden(Dragon *g, int side, Rng *r)
{
    uint8_t *slot[DG_TILES];
    uint8_t face[DG_TILES];
    int n = 0;
    int other = side == DG_SLAYER ? DG_MASTER : DG_SLAYER;
    for (int i = 0; i < g->count[other]; i++)
        slot[n++] = &g->hand[other][i];
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_hidden_from(g, s))
            slot[n++] = &g->space[s];
    for (int i = g->drawn; i < DG_TILES; i++)
        slot[n++] = &g->wall[i];
    for (int i = 0; i < n; i++)
        face[i] = *slot[i];
    rng_shuffle_u8(r, face, (size_t)n);
    for (int i = 0; i < n; i++)
        *slot[i] = face[i];
}

/* The fairness test: over positions of many games, at every level, the move of
 * the side to move is the same whatever the tiles it cannot see are. */
static void test_computer_is_fair(void **state)
{
    (void)state;
    int positions = 0, changed_hidden = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        Dragon g;
        dg_deal(&g, seed);
        Rng r;
        rng_seed(&r, seed);
        for (int step = 0; !g.end && step < 400; step++) {
            int side = g.to_move;
            for (int level = 1; level <= DG_LEVELS; level++) {
                Dragon seen, other, seen2;
                Move m1, m2;
                dragon_rules.see(&g, side, &seen);
                assert_true(dragon_rules.computer(&seen, level, seed + (uint64_t)step, &m1));
                for (int k = 0; k < 3; k++) {
                    other = g;
                    permute_hidden(&other, side, &r);
                    if (memcmp(&other, &g, sizeof g) != 0)
                        changed_hidden++;
                    dragon_rules.see(&other, side, &seen2);
                    assert_memory_equal(&seen, &seen2, sizeof seen);
                    assert_true(dragon_rules.computer(&seen2, level, seed + (uint64_t)step, &m2));
                    assert_memory_equal(&m1, &m2, sizeof m1);
                }
                positions++;
            }
            Dragon seen;
            Move m;
            dg_see(&g, side, &seen);
            assert_true(dg_computer(&seen, 1 + (int)(seed % DG_LEVELS), seed * 31 + (uint64_t)step, &m));
            assert_true(dg_apply(&g, &m)); /* the computer's moves are legal */
        }
    }
    assert_true(positions > 1000);
    assert_true(changed_hidden > positions); /* the permutations did change what is hidden */
}

/* The help says how the scores are made, as dg_score makes them (it said the
 * Slayer scored each tile she took, while she has 24 before taking any). */
static void test_help_says_the_score(void **state)
{
    (void)state;
    const char *text = NULL;
    for (int i = 0; i < dragon_rules.n_help; i++)
        if (strstr(dragon_rules.help[i].title, "score"))
            text = dragon_rules.help[i].lines;
    assert_non_null(text);
    char flat[2048], want[128]; /* the page's lines joined by spaces */
    snprintf(flat, sizeof flat, "%s", text);
    for (char *c = flat; *c; c++)
        *c = *c == '\n' ? ' ' : *c;
    int whole = 0, slain = 0;
    for (int s = 0; s < DG_SPACES; s++) {
        whole += dg_points(s);
        slain += dg_points(s) == DG_POINTS_CORE ? DG_POINTS_EMPTY_CORE : 0;
    }
    Dragon g;
    dg_deal(&g, 7);
    const char *says[] = {"%d point for each tile, %d on a heart or limb space", "%d for a whole dragon",
                          "scores %d points for each heart or limb space", "%d when the dragon is slain",
                          "the Slayer has %d and the Master %d"};
    int nums[][2] = {{DG_POINTS_PLAIN, DG_POINTS_CORE}, {whole, 0}, {DG_POINTS_EMPTY_CORE, 0}, {slain, 0},
                     {dg_score(&g, DG_SLAYER), dg_score(&g, DG_MASTER)}};
    for (size_t i = 0; i < sizeof says / sizeof says[0]; i++) {
        snprintf(want, sizeof want, says[i], nums[i][0], nums[i][1]);
        if (!strstr(flat, want))
            fail_msg("the help does not say \"%s\"", want);
    }
    assert_null(strstr(flat, "each tile she takes"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deal),
        cmocka_unit_test(test_matching),
        cmocka_unit_test(test_blocking_chain),
        cmocka_unit_test(test_second_level),
        cmocka_unit_test(test_heart_first),
        cmocka_unit_test(test_slayer_pairs),
        cmocka_unit_test(test_draw_done_discard),
        cmocka_unit_test(test_master_cannot_place),
        cmocka_unit_test(test_end_slain),
        cmocka_unit_test(test_end_built),
        cmocka_unit_test(test_end_exhausted_and_score),
        cmocka_unit_test(test_module_picks_and_actions),
        cmocka_unit_test(test_see),
        cmocka_unit_test(test_computer_is_fair),
        cmocka_unit_test(test_help_says_the_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
