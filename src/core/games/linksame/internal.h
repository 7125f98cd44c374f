#pragma once
/* What the parts of LinkSame share (board.c, solve.c, linksame.c, save_v1.c,
 * scores.c); not for other games. */

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "core/games/linksame/linksame.h"

/* Solver budgets, in nodes (deterministic, unlike time). */
#define DEAL_NODE_BUDGET 3000   /* per dealt attempt; see bench/linksame_deal.sh */
#define DEAL_SEARCH_NODES 15000 /* over all attempts, then the deal is built (~20 ms) */
#define SHUFFLE_TRIES 8         /* reshuffles tried for a provably clearable one */
#define SHUFFLE_NODE_BUDGET 1500
#define HINT_NODE_BUDGET 3000
#define MEMO_MIN 1024u
#define MEMO_MAX (1u << 20)

typedef struct LsSizeInfo {
    const char *name;
    int w, h;
} LsSizeInfo;

extern const LsSizeInfo LS_SIZES[LS_SIZE_COUNT];

bool ls_size_valid(LsSize size);
bool ls_board_valid(const LsBoard *bd);
/* splitmix64's finaliser: board hashes and seeds (inline: the memo's inner loop) */
static inline uint64_t ls_mix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Occupancy bitmasks: one word per row and per column, the margin included, so
 * a segment is clear in O(1) and a link in O(w + h). */
typedef struct Occ {
    int w, h;
    uint32_t row[LS_MAX_H + 2];
    uint32_t col[LS_MAX_W + 2];
} Occ;


/* Links are the inner loop of the solver: these stay inline in every part. */
static inline int ls_iabs(int v)
{
    return v < 0 ? -v : v;
}

static inline int ls_imax(int a, int b)
{
    return a > b ? a : b;
}

static inline int ls_imin(int a, int b)
{
    return a < b ? a : b;
}

static inline void ls_occ_build(Occ *o, const LsBoard *bd)
{
    memset(o, 0, sizeof *o);
    o->w = bd->w;
    o->h = bd->h;
    for (int y = 0; y < bd->h; y++)
        for (int x = 0; x < bd->w; x++)
            if (bd->cell[y * bd->w + x] != LS_EMPTY) {
                o->row[y + 1] |= 1u << (x + 1);
                o->col[x + 1] |= 1u << (y + 1);
            }
}

static inline void occ_flip(Occ *o, int x, int y)
{
    o->row[y + 1] ^= 1u << (x + 1);
    o->col[x + 1] ^= 1u << (y + 1);
}

/* Bits lo+1 .. hi+1 (coordinates -1 .. 16). */
static inline uint32_t span(int a, int b)
{
    int lo = ls_imin(a, b) + 1, hi = ls_imax(a, b) + 1;
    return (uint32_t)((2ull << hi) - (1ull << lo));
}

/* The empty run through (x, y) along its column: rows [*lo, *hi]. */
static inline void vrange(const Occ *o, int x, int y, int *lo, int *hi)
{
    uint32_t c = o->col[x + 1];
    int a = y, b = y;
    while (a > -1 && !(c & (1u << a)))
        a--;
    while (b < o->h && !(c & (1u << (b + 2))))
        b++;
    *lo = a;
    *hi = b;
}

static inline void hrange(const Occ *o, int x, int y, int *lo, int *hi)
{
    uint32_t r = o->row[y + 1];
    int a = x, b = x;
    while (a > -1 && !(r & (1u << a)))
        a--;
    while (b < o->w && !(r & (1u << (b + 2))))
        b++;
    *lo = a;
    *hi = b;
}

static inline void path_set(LsPath *p, int ax, int ay, int cx, int cy, int dx, int dy, int bx, int by)
{
    int xs[4] = {ax, cx, dx, bx}, ys[4] = {ay, cy, dy, by};
    p->n = 0;
    for (int i = 0; i < 4; i++) {
        if (p->n > 0 && p->pt[p->n - 1].x == xs[i] && p->pt[p->n - 1].y == ys[i])
            continue;
        p->pt[p->n].x = (int8_t)xs[i];
        p->pt[p->n].y = (int8_t)ys[i];
        p->n++;
    }
}

/* A link from A to B, which must be flipped out of o. With `out` NULL, the first
 * one found; otherwise the best (fewest segments, then shortest). Every path has
 * the shape A -> corner -> corner -> B with a horizontal or vertical middle. */
static inline bool link(const Occ *o, int ax, int ay, int bx, int by, LsPath *out)
{
    int al, ah, bl, bh;
    int best_s = 4, best_len = 0;
    vrange(o, ax, ay, &al, &ah);
    vrange(o, bx, by, &bl, &bh);
    for (int y = ls_imax(al, bl); y <= ls_imin(ah, bh); y++) {
        if (o->row[y + 1] & span(ax, bx))
            continue;
        if (!out)
            return true;
        int s = (y != ay) + (ax != bx) + (y != by);
        int len = ls_iabs(y - ay) + ls_iabs(bx - ax) + ls_iabs(by - y);
        if (s < best_s || (s == best_s && len < best_len)) {
            best_s = s;
            best_len = len;
            path_set(out, ax, ay, ax, y, bx, y, bx, by);
        }
    }
    hrange(o, ax, ay, &al, &ah);
    hrange(o, bx, by, &bl, &bh);
    for (int x = ls_imax(al, bl); x <= ls_imin(ah, bh); x++) {
        if (o->col[x + 1] & span(ay, by))
            continue;
        if (!out)
            return true;
        int s = (x != ax) + (ay != by) + (x != bx);
        int len = ls_iabs(x - ax) + ls_iabs(by - ay) + ls_iabs(bx - x);
        if (s < best_s || (s == best_s && len < best_len)) {
            best_s = s;
            best_len = len;
            path_set(out, ax, ay, x, ay, x, by, bx, by);
        }
    }
    return best_s < 4;
}

static inline bool ls_cells_linkable(Occ *o, int w, int a, int b, LsPath *out)
{
    int ax = a % w, ay = a / w, bx = b % w, by = b / w;
    occ_flip(o, ax, ay);
    occ_flip(o, bx, by);
    bool ok = link(o, ax, ay, bx, by, out);
    occ_flip(o, ax, ay);
    occ_flip(o, bx, by);
    return ok;
}


/* The occupied cells of each face. */
typedef struct Kinds {
    uint8_t n[256];
    int16_t at[256][4];
} Kinds;

void ls_kinds_build(Kinds *k, const LsBoard *bd);

/* A candidate removal of the solver, with its ordering score. */
typedef struct Cand {
    LsPair p;
    int prio;
} Cand;

/* The legal removals of bd, best first for the search; returns the count. */
int ls_gen_moves(const LsBoard *bd, LsSlide slide, Cand *out);
void ls_board_remove(LsBoard *bd, LsPair p, LsSlide slide);
/* The seed of stage k of a game. */
uint64_t ls_stage_seed(uint64_t seed, int stage);
