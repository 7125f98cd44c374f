#include "core/games/dragon/dragon.h"

#include <string.h>

#include "core/i18n.h"
#include "core/rng.h"

/* The board: a dragon facing right on a 13 x 5 grid (docs/rules/dragon.md has
 * the picture). Row 2 carries the heart (two spaces) between two limbs, so the
 * heart lies face down from the start; every heart and limb space has a space on
 * each side, so a finished first level lies face down under the second. */
static const DgSpaceInfo spaces[DG_SPACES] = {
    {10, 0, 1, DG_PLAIN, -1, -1, -1, -1}, /* 0 */
    {12, 0, 1, DG_PLAIN, -1, -1, -1, -1}, /* 1 */
    {2, 1, 1, DG_PLAIN, -1, 3, -1, -1}, /* 2 */
    {3, 1, 1, DG_PLAIN, 2, 4, -1, -1}, /* 3 */
    {4, 1, 1, DG_LIMB, 3, 5, -1, 37}, /* 4 */
    {5, 1, 1, DG_PLAIN, 4, 6, -1, -1}, /* 5 */
    {6, 1, 1, DG_PLAIN, 5, 7, -1, -1}, /* 6 */
    {7, 1, 1, DG_LIMB, 6, 8, -1, 38}, /* 7 */
    {8, 1, 1, DG_PLAIN, 7, 9, -1, -1}, /* 8 */
    {9, 1, 1, DG_PLAIN, 8, 10, -1, -1}, /* 9 */
    {10, 1, 1, DG_PLAIN, 9, 11, -1, -1}, /* 10 */
    {11, 1, 1, DG_PLAIN, 10, 12, -1, -1}, /* 11 */
    {12, 1, 1, DG_PLAIN, 11, -1, -1, -1}, /* 12 */
    {0, 2, 1, DG_PLAIN, -1, 14, -1, -1}, /* 13 */
    {1, 2, 1, DG_PLAIN, 13, 15, -1, -1}, /* 14 */
    {2, 2, 1, DG_PLAIN, 14, 16, -1, -1}, /* 15 */
    {3, 2, 1, DG_LIMB, 15, 17, -1, 39}, /* 16 */
    {4, 2, 1, DG_HEART, 16, 18, -1, 40}, /* 17 */
    {5, 2, 1, DG_HEART, 17, 19, -1, 41}, /* 18 */
    {6, 2, 1, DG_LIMB, 18, 20, -1, 42}, /* 19 */
    {7, 2, 1, DG_PLAIN, 19, 21, -1, -1}, /* 20 */
    {8, 2, 1, DG_PLAIN, 20, 22, -1, -1}, /* 21 */
    {9, 2, 1, DG_PLAIN, 21, 23, -1, -1}, /* 22 */
    {10, 2, 1, DG_PLAIN, 22, 24, -1, -1}, /* 23 */
    {11, 2, 1, DG_PLAIN, 23, -1, -1, -1}, /* 24 */
    {2, 3, 1, DG_PLAIN, -1, 26, -1, -1}, /* 25 */
    {3, 3, 1, DG_PLAIN, 25, 27, -1, -1}, /* 26 */
    {4, 3, 1, DG_LIMB, 26, 28, -1, 43}, /* 27 */
    {5, 3, 1, DG_PLAIN, 27, 29, -1, -1}, /* 28 */
    {6, 3, 1, DG_PLAIN, 28, 30, -1, -1}, /* 29 */
    {7, 3, 1, DG_LIMB, 29, 31, -1, 44}, /* 30 */
    {8, 3, 1, DG_PLAIN, 30, 32, -1, -1}, /* 31 */
    {9, 3, 1, DG_PLAIN, 31, -1, -1, -1}, /* 32 */
    {2, 4, 1, DG_PLAIN, -1, 34, -1, -1}, /* 33 */
    {3, 4, 1, DG_PLAIN, 33, -1, -1, -1}, /* 34 */
    {7, 4, 1, DG_PLAIN, -1, 36, -1, -1}, /* 35 */
    {8, 4, 1, DG_PLAIN, 35, -1, -1, -1}, /* 36 */
    {4, 1, 2, DG_LIMB, -1, -1, 4, -1}, /* 37 */
    {7, 1, 2, DG_LIMB, -1, -1, 7, -1}, /* 38 */
    {3, 2, 2, DG_LIMB, -1, 40, 16, -1}, /* 39 */
    {4, 2, 2, DG_HEART, 39, 41, 17, -1}, /* 40 */
    {5, 2, 2, DG_HEART, 40, 42, 18, -1}, /* 41 */
    {6, 2, 2, DG_LIMB, 41, -1, 19, -1}, /* 42 */
    {4, 3, 2, DG_LIMB, -1, -1, 27, -1}, /* 43 */
    {7, 3, 2, DG_LIMB, -1, -1, 30, -1}, /* 44 */
};

static const int8_t hearts[] = {17, 18};
static const int8_t limbs[] = {4, 7, 16, 19, 27, 30};

const DgSpaceInfo *dg_space(int s)
{
    return s >= 0 && s < DG_SPACES ? &spaces[s] : NULL;
}

int dg_group(int face)
{
    if (face >= 34 && face <= 37)
        return 34;
    if (face >= 38 && face <= 41)
        return 35;
    return face;
}

bool dg_faces_match(int a, int b)
{
    return a >= 0 && a < DG_FACES && b >= 0 && b < DG_FACES && dg_group(a) == dg_group(b);
}

bool dg_occupied(const Dragon *g, int s)
{
    return s >= 0 && s < DG_SPACES && g->space[s] != DG_NONE;
}

bool dg_blocked(const Dragon *g, int s)
{
    return dg_occupied(g, spaces[s].left) && dg_occupied(g, spaces[s].right);
}

bool dg_covered(const Dragon *g, int s)
{
    return dg_occupied(g, spaces[s].above);
}

bool dg_free(const Dragon *g, int s)
{
    return dg_occupied(g, s) && !dg_blocked(g, s) && !dg_covered(g, s);
}

bool dg_open(const Dragon *g, int s)
{
    if (s < 0 || s >= DG_SPACES || dg_occupied(g, s))
        return false;
    if (spaces[s].level == 1)
        return true;
    int b = spaces[s].below;
    return dg_occupied(g, b) && dg_blocked(g, b);
}

static bool any_empty(const Dragon *g, const int8_t *list, int n)
{
    for (int i = 0; i < n; i++)
        if (!dg_occupied(g, list[i]))
            return true;
    return false;
}

bool dg_master_may(const Dragon *g, int s)
{
    if (!dg_open(g, s))
        return false;
    /* the heart first, then the limbs, while any of them is open (first level) */
    if (any_empty(g, hearts, 2))
        return spaces[s].level == 1 && spaces[s].kind == DG_HEART;
    if (any_empty(g, limbs, 6))
        return spaces[s].level == 1 && spaces[s].kind == DG_LIMB;
    return true;
}

bool dg_full(const Dragon *g)
{
    for (int s = 0; s < DG_SPACES; s++)
        if (!dg_occupied(g, s))
            return false;
    return true;
}

bool dg_slain(const Dragon *g)
{
    for (int s = 0; s < DG_SPACES; s++)
        if (spaces[s].kind != DG_PLAIN && dg_occupied(g, s))
            return false;
    return true;
}

int dg_wall_left(const Dragon *g)
{
    return DG_TILES - g->drawn;
}

int dg_hand_slot(int piece, int *side)
{
    if (piece >= DG_PIECE_HAND0 && piece < DG_PIECE_HAND1) {
        *side = DG_SLAYER;
        return piece - DG_PIECE_HAND0;
    }
    if (piece >= DG_PIECE_HAND1 && piece < DG_PIECES) {
        *side = DG_MASTER;
        return piece - DG_PIECE_HAND1;
    }
    *side = -1;
    return -1;
}

int dg_face_of(const Dragon *g, int piece)
{
    if (piece >= 0 && piece < DG_SPACES)
        return g->space[piece];
    int side, slot = dg_hand_slot(piece, &side);
    return slot >= 0 && slot < g->count[side] ? g->hand[side][slot] : DG_NONE;
}

/* A piece the Slayer may use in a pair: a free board tile or a tile in her hand. */
static bool slayer_usable(const Dragon *g, int piece)
{
    if (piece >= 0 && piece < DG_SPACES)
        return dg_free(g, piece);
    int side, slot = dg_hand_slot(piece, &side);
    return side == DG_SLAYER && slot < g->count[DG_SLAYER];
}

bool dg_can_remove(const Dragon *g, int a, int b)
{
    if (a == b || !slayer_usable(g, a) || !slayer_usable(g, b))
        return false;
    if (a >= DG_SPACES && b >= DG_SPACES)
        return false; /* never hand + hand */
    return dg_faces_match(dg_face_of(g, a), dg_face_of(g, b));
}

static bool hand_matches_board(const Dragon *g)
{
    for (int i = 0; i < g->count[DG_SLAYER]; i++)
        for (int s = 0; s < DG_SPACES; s++)
            if (dg_free(g, s) && dg_faces_match(g->hand[DG_SLAYER][i], g->space[s]))
                return true;
    return false;
}

bool dg_slayer_can_remove(const Dragon *g)
{
    if (hand_matches_board(g))
        return true;
    for (int a = 0; a < DG_SPACES; a++)
        for (int b = a + 1; b < DG_SPACES; b++)
            if (dg_free(g, a) && dg_free(g, b) && dg_faces_match(g->space[a], g->space[b]))
                return true;
    return false;
}

bool dg_must_discard(const Dragon *g)
{
    return g->count[DG_SLAYER] == DG_SLAYER_MAX && !hand_matches_board(g);
}

int dg_points(int s)
{
    return spaces[s].kind == DG_PLAIN ? DG_POINTS_PLAIN : DG_POINTS_CORE;
}

int dg_master_score(const Dragon *g)
{
    int p = 0;
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_occupied(g, s))
            p += dg_points(s);
    return p;
}

int dg_score(const Dragon *g, int side)
{
    if (side == DG_MASTER)
        return dg_master_score(g);
    int p = 0;
    for (int s = 0; s < DG_SPACES; s++)
        if (spaces[s].kind != DG_PLAIN && !dg_occupied(g, s))
            p += DG_POINTS_EMPTY_CORE;
    return p;
}

static bool draw_one(Dragon *g, int side)
{
    if (g->drawn >= DG_TILES || g->count[side] >= (side == DG_SLAYER ? DG_SLAYER_MAX : DG_MASTER_HAND))
        return false;
    g->hand[side][g->count[side]++] = g->wall[g->drawn++];
    return true;
}

bool dg_master_can_place(const Dragon *g)
{
    if (g->count[DG_MASTER] == 0)
        return false;
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_master_may(g, s))
            return true;
    return false;
}

static void finish(Dragon *g, DgEnd end)
{
    g->end = (uint8_t)end;
    if (end == DG_END_SLAIN)
        g->winner = DG_SLAYER;
    else if (end == DG_END_BUILT)
        g->winner = DG_MASTER;
    else {
        int s = dg_score(g, DG_SLAYER), m = dg_score(g, DG_MASTER);
        g->winner = (int8_t)(s > m ? DG_SLAYER : m > s ? DG_MASTER : -1);
    }
}

/* The end conditions, checked after every move. */
static void settle(Dragon *g)
{
    if (g->end)
        return;
    if (dg_slain(g)) {
        finish(g, DG_END_SLAIN);
        return;
    }
    bool can = dg_slayer_can_remove(g);
    if (dg_full(g) && !can) {
        finish(g, DG_END_BUILT);
        return;
    }
    if (g->to_move == DG_SLAYER && dg_wall_left(g) == 0 && !dg_full(g) && !can)
        finish(g, DG_END_EXHAUSTED);
}

/* The Slayer's turn begins: her extra tile is drawn for her. */
static void slayer_turn(Dragon *g)
{
    g->to_move = DG_SLAYER;
    g->turn++;
    draw_one(g, DG_SLAYER);
}

static void deal_from_wall(Dragon *g, uint64_t seed)
{
    memset(g->space, DG_NONE, sizeof g->space);
    memset(g->hand, DG_NONE, sizeof g->hand);
    g->viewer = 0xFF;
    g->winner = -1;
    g->seed = seed;
    g->drawn = 0;
    for (int i = 0; i < 2; i++)
        g->space[hearts[i]] = g->wall[g->drawn++];
    for (int i = 0; i < 6; i++)
        g->space[limbs[i]] = g->wall[g->drawn++];
    for (int i = 0; i < DG_SLAYER_HAND; i++)
        draw_one(g, DG_SLAYER);
    for (int i = 0; i < DG_MASTER_HAND; i++)
        draw_one(g, DG_MASTER);
    slayer_turn(g);
}

void dg_deal(Dragon *g, uint64_t seed)
{
    memset(g, 0, sizeof *g);
    for (int i = 0; i < DG_TILES; i++)
        g->wall[i] = (uint8_t)(i < 136 ? i / 4 : 34 + (i - 136));
    Rng r;
    rng_seed(&r, seed);
    rng_shuffle_u8(&r, g->wall, DG_TILES);
    deal_from_wall(g, seed);
}

bool dg_wall_valid(const uint8_t wall[DG_TILES])
{
    int n[DG_FACES] = {0};
    for (int i = 0; i < DG_TILES; i++)
        if (wall[i] >= DG_FACES || ++n[wall[i]] > (wall[i] < 34 ? 4 : 1))
            return false;
    return true;
}

bool dg_deal_wall(Dragon *g, const uint8_t wall[DG_TILES], uint64_t seed, Error *err)
{
    if (!dg_wall_valid(wall))
        return error_set(err, "%s", _("the wall is not one set of 144 Mahjong tiles"));
    memset(g, 0, sizeof *g);
    memcpy(g->wall, wall, DG_TILES);
    deal_from_wall(g, seed);
    return true;
}

static void take_from_hand(Dragon *g, int side, int slot)
{
    for (int i = slot; i + 1 < g->count[side]; i++)
        g->hand[side][i] = g->hand[side][i + 1];
    g->hand[side][--g->count[side]] = DG_NONE;
}

static void remove_piece(Dragon *g, int piece)
{
    int side, slot = dg_hand_slot(piece, &side);
    if (slot >= 0) {
        g->gone[dg_group(g->hand[side][slot])]++;
        take_from_hand(g, side, slot);
    } else {
        g->gone[dg_group(g->space[piece])]++;
        g->taken[DG_SLAYER]++;
        g->space[piece] = DG_NONE;
    }
}

bool dg_may_done(const Dragon *g)
{
    return !g->end && g->to_move == DG_SLAYER && g->count[DG_SLAYER] <= DG_SLAYER_HAND;
}

bool dg_may_draw(const Dragon *g)
{
    return !g->end && g->to_move == DG_SLAYER && g->count[DG_SLAYER] < DG_SLAYER_HAND &&
           dg_wall_left(g) > 0;
}

static bool legal(const Dragon *g, const Move *m)
{
    if (g->end || m->player != g->to_move || m->arg != 0)
        return false;
    int side, slot = dg_hand_slot(m->a, &side);
    switch (m->kind) {
    case DG_MOVE_REMOVE:
        return g->to_move == DG_SLAYER && dg_can_remove(g, m->a, m->b);
    case DG_MOVE_DISCARD:
        return g->to_move == DG_SLAYER && side == DG_SLAYER && slot < g->count[DG_SLAYER] &&
               dg_must_discard(g) && dg_open(g, m->b);
    case DG_MOVE_DRAW:
        return m->a == 0 && m->b == 0 && dg_may_draw(g);
    case DG_MOVE_DONE:
        return m->a == 0 && m->b == 0 && dg_may_done(g);
    case DG_MOVE_PLACE:
        return g->to_move == DG_MASTER && side == DG_MASTER && slot < g->count[DG_MASTER] &&
               dg_master_may(g, m->b);
    default:
        return false;
    }
}

/* The Master's turn, or straight back to the Slayer when he cannot place; a
 * Slayer who ends her turn when neither side can add a tile ends the game. */
static void slayer_done(Dragon *g)
{
    g->to_move = DG_MASTER;
    if (dg_master_can_place(g))
        return;
    if (dg_wall_left(g) == 0 && !dg_full(g)) {
        finish(g, DG_END_EXHAUSTED);
        return;
    }
    slayer_turn(g);
}

bool dg_apply(Dragon *g, const Move *m)
{
    if (!legal(g, m))
        return false;
    int side, slot = dg_hand_slot(m->a, &side);
    switch (m->kind) {
    case DG_MOVE_REMOVE:
        /* the higher piece first: a hand slot above the other keeps its index */
        remove_piece(g, m->a > m->b ? m->a : m->b);
        remove_piece(g, m->a > m->b ? m->b : m->a);
        break;
    case DG_MOVE_DISCARD:
        g->space[m->b] = g->hand[DG_SLAYER][slot];
        take_from_hand(g, DG_SLAYER, slot);
        break;
    case DG_MOVE_DRAW:
        while (g->count[DG_SLAYER] < DG_SLAYER_HAND && draw_one(g, DG_SLAYER))
            ;
        break;
    case DG_MOVE_DONE:
        slayer_done(g);
        break;
    case DG_MOVE_PLACE:
        g->space[m->b] = g->hand[DG_MASTER][slot];
        take_from_hand(g, DG_MASTER, slot);
        draw_one(g, DG_MASTER);
        slayer_turn(g);
        break;
    default:
        return false;
    }
    settle(g);
    return true;
}

static void add(Move *out, int cap, int *n, int kind, int player, int a, int b)
{
    if (*n < cap) {
        memset(&out[*n], 0, sizeof out[*n]); /* padding too: moves are compared with memcmp */
        out[*n].kind = (uint8_t)kind;
        out[*n].player = (uint8_t)player;
        out[*n].a = (int16_t)a;
        out[*n].b = (int16_t)b;
    }
    (*n)++;
}

int dg_list_moves(const Dragon *g, Move *out, int cap)
{
    int n = 0;
    if (g->end)
        return 0;
    if (g->to_move == DG_MASTER) {
        for (int i = 0; i < g->count[DG_MASTER]; i++)
            for (int s = 0; s < DG_SPACES; s++)
                if (dg_master_may(g, s))
                    add(out, cap, &n, DG_MOVE_PLACE, DG_MASTER, DG_PIECE_HAND1 + i, s);
        return n;
    }
    for (int a = 0; a < DG_PIECE_HAND1; a++)
        for (int b = a + 1; b < DG_PIECE_HAND1; b++)
            if (dg_can_remove(g, a, b))
                add(out, cap, &n, DG_MOVE_REMOVE, DG_SLAYER, a, b);
    if (dg_must_discard(g))
        for (int i = 0; i < g->count[DG_SLAYER]; i++)
            for (int s = 0; s < DG_SPACES; s++)
                if (dg_open(g, s))
                    add(out, cap, &n, DG_MOVE_DISCARD, DG_SLAYER, DG_PIECE_HAND0 + i, s);
    if (dg_may_draw(g))
        add(out, cap, &n, DG_MOVE_DRAW, DG_SLAYER, 0, 0);
    if (dg_may_done(g))
        add(out, cap, &n, DG_MOVE_DONE, DG_SLAYER, 0, 0);
    return n;
}

bool dg_hidden_from(const Dragon *g, int s)
{
    return dg_occupied(g, s) && !dg_free(g, s);
}

void dg_see(const Dragon *g, int side, Dragon *out)
{
    *out = *g;
    out->viewer = (uint8_t)side;
    memset(out->wall, DG_HIDDEN, sizeof out->wall);
    int other = side == DG_SLAYER ? DG_MASTER : DG_SLAYER;
    for (int i = 0; i < g->count[other]; i++)
        out->hand[other][i] = DG_HIDDEN;
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_hidden_from(g, s))
            out->space[s] = DG_HIDDEN;
    out->seed = 0;
}
