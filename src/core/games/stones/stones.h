#pragma once
/* MahJongg Stones: place the stock's face-up tile on an empty cell of a grid so
 * that it matches its orthogonal neighbours by colour and symbol (issue 16, after
 * /work/shared/rules/001: the rules text; docs/rules/stones.md says where this
 * module decides).
 *
 * A tile is (colour, symbol), stored as colour * ST_SYMBOL_BASE + symbol; every
 * combination exists twice. Cells are indexed y * w + x, row 0 at the top. The
 * pieces a player picks are the cells and, in Throwing Stones, the stock's tile
 * (piece ST_STOCK_PIECE(w, h) = w * h): picking it throws the tile away.
 *
 * Neighbour rule (Stones, Free Stones, Small Stones, Tiny Pebbles):
 *   0 neighbours: refused, except in Free Stones (scores nothing);
 *   1: same colour or same symbol;
 *   2: one by colour, the other by symbol;
 *   3: all three, at least one by colour and another by symbol;
 *   4: two by colour and the other two by symbol.
 * Each neighbour counts for one kind of match only (a twin can stand for either).
 * Loose Stones: a neighbour is required, and matching any one of them is enough.
 *
 * Plain C, no SDL. The state is plain data (copied with memcpy). */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"

#define ST_MAX_W 12
#define ST_MAX_H 8
#define ST_MAX_CELLS (ST_MAX_W * ST_MAX_H)
#define ST_MAX_KINDS 6            /* colours, and symbols */
#define ST_COPIES 2               /* of every colour and symbol combination */
#define ST_MAX_TILES (ST_MAX_KINDS * ST_MAX_KINDS * ST_COPIES)
#define ST_SYMBOL_BASE 8          /* tile = colour * 8 + symbol */
#define ST_EMPTY 0xFF
#define ST_STOCK_PIECE(w, h) ((w) * (h))

/* Scoring (issue 16): a placement scores by its number of neighbours; every
 * placement with four neighbours adds the next bonus of the table (the last one
 * repeats); the end adds a bonus by the tiles left unplaced. */
#define ST_FOURWAY_BONUSES 12
extern const int32_t ST_PLACE_POINTS[5]; /* 0, 1, 2, 4, 8 */
extern const int32_t ST_FOURWAY_BONUS[ST_FOURWAY_BONUSES];
#define ST_END_BONUS_0 1000 /* the stock emptied */
#define ST_END_BONUS_1 500  /* one tile left */
#define ST_END_BONUS_2 100  /* two tiles left */
/* Throwing Stones (Pagoda's definition): throws per game, and what a throw costs
 * when the tile had a legal cell (a tile with none is thrown for free). */
#define ST_THROW_LIMIT 3
#define ST_THROW_COST 25

typedef enum StMatchRule {
    ST_MATCH_STRICT = 0, /* the neighbour-count table above */
    ST_MATCH_LOOSE,      /* any one neighbour by colour or symbol */
} StMatchRule;

/* One variant's table (RulesVariant.params). */
typedef struct StonesParams {
    uint8_t w, h;        /* grid */
    uint8_t kinds;       /* colours = symbols */
    uint8_t n_start;     /* start tiles: corners first, then the middle cells */
    uint8_t start[ST_MAX_KINDS][2]; /* their cells, x y */
    bool free_cells;     /* a tile may go where it has no neighbour */
    StMatchRule match;
    uint8_t throws;      /* tiles that may be thrown away per game */
} StonesParams;

typedef struct Stones {
    uint64_t seed;
    int32_t score;
    uint8_t w, h, kinds, n_stock; /* tiles in the stock after the start tiles */
    uint8_t free_cells, match, throw_limit;
    uint8_t next;        /* stock index of the face-up tile; n_stock: empty */
    uint8_t throws_used, fourways, placed; /* placed: from the stock */
    uint8_t ended;       /* 1 won, 2 lost (the end bonus is in score) */
    uint8_t cell[ST_MAX_CELLS];
    uint8_t stock[ST_MAX_TILES];
} Stones;

typedef enum StEnd { ST_PLAYING = 0, ST_WON = 1, ST_LOST = 2 } StEnd;

static inline int st_colour(uint8_t t) { return t / ST_SYMBOL_BASE; }
static inline int st_symbol(uint8_t t) { return t % ST_SYMBOL_BASE; }
static inline uint8_t st_tile(int colour, int symbol) { return (uint8_t)(colour * ST_SYMBOL_BASE + symbol); }

/* Sets up an empty game of the variant's size and rules (no tiles anywhere). */
void st_init(Stones *s, const StonesParams *p);
/* A random deal from seed: the start tiles (every colour and symbol once) and
 * the shuffled stock. */
void st_deal_random(Stones *s, const StonesParams *p, uint64_t seed);
/* Same as st_deal_random, but drawing from r (the deal's stream). */
void st_deal_from(Stones *s, const StonesParams *p, uint64_t seed, Rng *r);

/* Sorts n tiles in place (ascending): the order a player cannot see. */
void st_sort_tiles(uint8_t *t, int n);

/* The face-up tile, or ST_EMPTY when the stock is empty. */
uint8_t st_current(const Stones *s);
int st_tiles_left(const Stones *s);
int st_neighbours(const Stones *s, int cell, uint8_t nb[4]);
/* May tile t go on cell now? */
bool st_cell_legal(const Stones *s, int cell, uint8_t t);
/* Why not, in a few words ("needs a colour match with the tile above"); "" when
 * it may. */
void st_why_not(const Stones *s, int cell, uint8_t t, char *buf, size_t cap);
/* Legal cells for the face-up tile (written to out, at most ST_MAX_CELLS). */
int st_legal_cells(const Stones *s, int16_t *out);
bool st_has_legal_cell(const Stones *s);
/* A throw is allowed now (Throwing Stones, throws left, a tile face up). */
bool st_can_throw(const Stones *s);

/* Places the face-up tile on cell; false (nothing changes) if illegal. *points
 * gets the score change (end bonus included). */
bool st_place(Stones *s, int cell, int32_t *points);
/* Throws the face-up tile away; false if not allowed. */
bool st_throw(Stones *s, int32_t *points);
/* Won, lost or playing (a lost game: no legal cell and no throw left). */
StEnd st_end(const Stones *s);
/* After the deal or a change of the stock: notes a game that is over and adds
 * its end bonus (once). */
void st_settle(Stones *s);
/* The end bonus for the tiles left (0 with three or more). */
int32_t st_end_bonus(int tiles_left);
