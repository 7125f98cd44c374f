/* MahJongg Stones: the placement rule, scoring and dealing (see stones.h). */
#include "core/games/stones/stones.h"

#include "core/i18n.h"

#include <stdio.h>
#include <string.h>

const int32_t ST_PLACE_POINTS[5] = {0, 1, 2, 4, 8};
const int32_t ST_FOURWAY_BONUS[ST_FOURWAY_BONUSES] = {25,  50,   100,  200,   400,   600,
                                                     800, 1000, 5000, 10000, 25000, 50000};

/* TRANSLATORS: MahJongg Stones: the neighbours of a cell, listed after "with" in "Needs a colour
 * match with the tile above or the tile to the left." */
static const char *const SIDE_NAME[4] = {N_("the tile above"), N_("the tile below"), N_("the tile to the left"),
                                         N_("the tile to the right")};

void st_init(Stones *s, const StonesParams *p)
{
    memset(s, 0, sizeof *s);
    s->w = p->w;
    s->h = p->h;
    s->kinds = p->kinds;
    s->free_cells = p->free_cells;
    s->match = (uint8_t)p->match;
    s->throw_limit = p->throws;
    memset(s->cell, ST_EMPTY, sizeof s->cell);
    memset(s->stock, ST_EMPTY, sizeof s->stock);
}

void st_settle(Stones *s)
{
    StEnd e = st_end(s);
    if (e != ST_PLAYING && !s->ended) {
        s->ended = (uint8_t)e;
        s->score += st_end_bonus(st_tiles_left(s));
    }
}

void st_deal_from(Stones *s, const StonesParams *p, uint64_t seed, Rng *r)
{
    st_init(s, p);
    s->seed = seed;
    int k = p->kinds;
    /* start tiles: colour i with symbol perm[i], on cells in a random order */
    uint8_t perm[ST_MAX_KINDS], where[ST_MAX_KINDS];
    for (int i = 0; i < k; i++)
        perm[i] = where[i] = (uint8_t)i;
    rng_shuffle_u8(r, perm, (size_t)k);
    rng_shuffle_u8(r, where, (size_t)p->n_start);
    int count[ST_MAX_KINDS][ST_MAX_KINDS];
    for (int c = 0; c < k; c++)
        for (int y = 0; y < k; y++)
            count[c][y] = ST_COPIES;
    for (int i = 0; i < p->n_start; i++) {
        int c = i, y = perm[i];
        int x0 = p->start[where[i]][0], y0 = p->start[where[i]][1];
        s->cell[y0 * p->w + x0] = st_tile(c, y);
        count[c][y]--;
    }
    int n = 0;
    for (int c = 0; c < k; c++)
        for (int y = 0; y < k; y++)
            for (int j = 0; j < count[c][y]; j++)
                s->stock[n++] = st_tile(c, y);
    s->n_stock = (uint8_t)n;
    rng_shuffle_u8(r, s->stock, (size_t)n);
    st_settle(s);
}

void st_deal_random(Stones *s, const StonesParams *p, uint64_t seed)
{
    Rng r;
    rng_seed(&r, seed);
    st_deal_from(s, p, seed, &r);
}

void st_sort_tiles(uint8_t *t, int n)
{
    for (int i = 1; i < n; i++) /* insertion sort: at most 72 tiles */
        for (int j = i; j > 0 && t[j - 1] > t[j]; j--) {
            uint8_t x = t[j - 1];
            t[j - 1] = t[j];
            t[j] = x;
        }
}

uint8_t st_current(const Stones *s)
{
    return s->next < s->n_stock ? s->stock[s->next] : ST_EMPTY;
}

int st_tiles_left(const Stones *s)
{
    return s->n_stock - s->next;
}

/* Neighbours in the order above, below, left, right; ST_EMPTY where none. */
static void sides(const Stones *s, int cell, uint8_t side[4])
{
    int x = cell % s->w, y = cell / s->w;
    side[0] = y > 0 ? s->cell[cell - s->w] : ST_EMPTY;
    side[1] = y + 1 < s->h ? s->cell[cell + s->w] : ST_EMPTY;
    side[2] = x > 0 ? s->cell[cell - 1] : ST_EMPTY;
    side[3] = x + 1 < s->w ? s->cell[cell + 1] : ST_EMPTY;
}

int st_neighbours(const Stones *s, int cell, uint8_t nb[4])
{
    uint8_t side[4];
    sides(s, cell, side);
    int n = 0;
    for (int i = 0; i < 4; i++)
        if (side[i] != ST_EMPTY)
            nb[n++] = side[i];
    return n;
}

/* How many neighbours must match by colour and by symbol, each neighbour
 * counting once (the rest match by either). */
static const int NEED[5][2] = {{0, 0}, {0, 0}, {1, 1}, {1, 1}, {2, 2}};

/* Counts of neighbours matching t by colour and by symbol; *unmatched gets the
 * sides (bits 0..3) matching by neither. */
static int side_matches(const uint8_t side[4], uint8_t t, int *by_colour, int *by_symbol, unsigned *unmatched)
{
    int n = 0;
    *by_colour = *by_symbol = 0;
    *unmatched = 0;
    for (int i = 0; i < 4; i++) {
        if (side[i] == ST_EMPTY)
            continue;
        n++;
        bool c = st_colour(side[i]) == st_colour(t), y = st_symbol(side[i]) == st_symbol(t);
        *by_colour += c;
        *by_symbol += y;
        if (!c && !y)
            *unmatched |= 1u << i;
    }
    return n;
}

/* With every neighbour matching by something, an assignment with `need` of each
 * kind exists exactly when at least `need` match by colour and `need` by symbol:
 * the only other neighbours each match by one kind, so give them that kind and
 * the twins (both kinds) the kind that is short. With 4 neighbours and need 2
 * this is Hall's condition; with 2 or 3 and need 1 it is direct. */
bool st_cell_legal(const Stones *s, int cell, uint8_t t)
{
    if (cell < 0 || cell >= s->w * s->h || s->cell[cell] != ST_EMPTY || t == ST_EMPTY)
        return false;
    uint8_t side[4];
    sides(s, cell, side);
    int bc, bs;
    unsigned un;
    int n = side_matches(side, t, &bc, &bs, &un);
    if (n == 0)
        return s->free_cells;
    if (s->match == ST_MATCH_LOOSE)
        return (unsigned)__builtin_popcount(un) < (unsigned)n;
    return un == 0 && bc >= NEED[n][0] && bs >= NEED[n][1];
}

static void list_sides(unsigned bits, char *buf, size_t cap)
{
    size_t used = 0;
    int n = __builtin_popcount(bits), k = 0;
    buf[0] = '\0';
    for (int i = 0; i < 4 && used < cap; i++) {
        if (!(bits & (1u << i)))
            continue;
        /* TRANSLATORS: MahJongg Stones: between the neighbours of a list ("the tile above, the tile
         * below or the tile to the left"): the last two, then the others */
        const char *sep = k == 0 ? "" : k == n - 1 ? _(" or ") : _(", ");
        used += (size_t)snprintf(buf + used, cap - used, "%s%s", sep, _(SIDE_NAME[i]));
        k++;
    }
}

void st_why_not(const Stones *s, int cell, uint8_t t, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (cap == 0 || t == ST_EMPTY || cell < 0 || cell >= s->w * s->h || st_cell_legal(s, cell, t))
        return;
    if (s->cell[cell] != ST_EMPTY) {
        snprintf(buf, cap, "%s", _("That cell is taken."));
        return;
    }
    uint8_t side[4];
    sides(s, cell, side);
    int bc, bs;
    unsigned un;
    int n = side_matches(side, t, &bc, &bs, &un);
    char names[160];
    if (n == 0) {
        snprintf(buf, cap, "%s", _("A tile needs a neighbour above, below, left or right."));
        return;
    }
    if (s->match == ST_MATCH_LOOSE) {
        snprintf(buf, cap, "%s", _("Needs a colour or symbol match with a tile next to it."));
        return;
    }
    if (un) {
        list_sides(un, names, sizeof names);
        /* TRANSLATORS: %s the neighbours that do not match, a list ("the tile above or the tile below") */
        snprintf(buf, cap, _("Needs a colour or symbol match with %s."), names);
        return;
    }
    /* every neighbour matches by something; one kind is short */
    bool colour_short = bc < NEED[n][0];
    unsigned lacking = 0;
    for (int i = 0; i < 4; i++)
        if (side[i] != ST_EMPTY &&
            (colour_short ? st_colour(side[i]) != st_colour(t) : st_symbol(side[i]) != st_symbol(t)))
            lacking |= 1u << i;
    int missing = NEED[n][colour_short ? 0 : 1] - (colour_short ? bc : bs);
    list_sides(lacking, names, sizeof names);
    /* one sentence each, never glued from "a"/"two" and "colour"/"symbol"; %s the neighbours, a list */
    const char *fmt;
    if (colour_short)
        /* TRANSLATORS: %s the neighbours that lack it, a list ("the tile above or the tile below") */
        fmt = missing > 1 ? _("Needs two colour matches with %s.") : _("Needs a colour match with %s.");
    else
        /* TRANSLATORS: %s the neighbours that lack it, a list ("the tile above or the tile below") */
        fmt = missing > 1 ? _("Needs two symbol matches with %s.") : _("Needs a symbol match with %s.");
    snprintf(buf, cap, fmt, names);
}

int st_legal_cells(const Stones *s, int16_t *out)
{
    uint8_t t = st_current(s);
    int n = 0;
    if (t == ST_EMPTY)
        return 0;
    for (int c = 0; c < s->w * s->h; c++)
        if (st_cell_legal(s, c, t))
            out[n++] = (int16_t)c;
    return n;
}

bool st_has_legal_cell(const Stones *s)
{
    uint8_t t = st_current(s);
    if (t == ST_EMPTY)
        return false;
    for (int c = 0; c < s->w * s->h; c++)
        if (st_cell_legal(s, c, t))
            return true;
    return false;
}

bool st_can_throw(const Stones *s)
{
    return !s->ended && st_current(s) != ST_EMPTY && s->throws_used < s->throw_limit;
}

int32_t st_end_bonus(int tiles_left)
{
    return tiles_left == 0 ? ST_END_BONUS_0 : tiles_left == 1 ? ST_END_BONUS_1 : tiles_left == 2 ? ST_END_BONUS_2 : 0;
}

StEnd st_end(const Stones *s)
{
    if (st_current(s) == ST_EMPTY)
        return ST_WON;
    if (s->throws_used < s->throw_limit || st_has_legal_cell(s))
        return ST_PLAYING;
    return ST_LOST;
}

bool st_place(Stones *s, int cell, int32_t *points)
{
    uint8_t t = st_current(s);
    if (s->ended || !st_cell_legal(s, cell, t))
        return false;
    uint8_t nb[4];
    int n = st_neighbours(s, cell, nb);
    int32_t before = s->score;
    s->score += ST_PLACE_POINTS[n];
    if (n == 4) {
        s->score += ST_FOURWAY_BONUS[s->fourways < ST_FOURWAY_BONUSES ? s->fourways : ST_FOURWAY_BONUSES - 1];
        if (s->fourways < 255)
            s->fourways++;
    }
    s->cell[cell] = t;
    s->next++;
    s->placed++;
    st_settle(s);
    if (points)
        *points = s->score - before;
    return true;
}

bool st_throw(Stones *s, int32_t *points)
{
    if (!st_can_throw(s))
        return false;
    int32_t before = s->score;
    if (st_has_legal_cell(s))
        s->score -= ST_THROW_COST;
    s->throws_used++;
    s->next++;
    st_settle(s);
    if (points)
        *points = s->score - before;
    return true;
}
