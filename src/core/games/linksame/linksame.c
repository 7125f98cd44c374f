/* LinkSame (Shisen-Sho) rules, solver, practice saves and high scores.
 *
 * Links are found with occupancy bitmasks (one word per row and per column, the
 * margin included), so a segment is clear in O(1) and a pair in O(w + h).
 *
 * Save format, version 1 (practice games only; text, '\n' line ends, every line
 * required, in order):
 *
 *   pagoda-save 1
 *   game linksame
 *   size <easy|normal|hard>
 *   stages <1..9>
 *   stage <1..stages>
 *   seed <decimal u64>
 *   rng <4 x 16 hex digits: the game RNG state>
 *   board <2 hex digits per cell, row by row; ff = empty>
 *   end
 *   checksum <16 hex digits: FNV-1a 64 of every byte before this line>
 *
 * A loaded board must be one the game could reach: faces in range, each at most
 * four times and an even number of times, already closed up under the stage's
 * slide, and holding a legal pair (or empty on the last stage: a finished game).
 */
#include "core/games/linksame/linksame.h"

#include "core/savetext.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCORES_MAGIC "pagoda-linksame-scores 1"

/* Solver budgets, in nodes (deterministic, unlike time). */
#define DEAL_NODE_BUDGET 3000   /* per dealt attempt; see bench/linksame_deal.sh */
#define DEAL_SEARCH_NODES 15000 /* over all attempts, then the deal is built (~20 ms) */
#define SHUFFLE_TRIES 8         /* reshuffles tried for a provably clearable one */
#define SHUFFLE_NODE_BUDGET 1500
#define HINT_NODE_BUDGET 3000
#define MEMO_MIN 1024u
#define MEMO_MAX (1u << 20)

static const struct {
    const char *name;
    int w, h;
} SIZES[LS_SIZE_COUNT] = {
    {"easy", 12, 7},
    {"normal", 14, 8},
    {"hard", 16, 9},
};

/* --- sizes and faces ---------------------------------------------------------- */

static bool size_valid(LsSize size)
{
    return (int)size >= 0 && size < LS_SIZE_COUNT;
}

int ls_size_w(LsSize size)
{
    return size_valid(size) ? SIZES[size].w : 0;
}

int ls_size_h(LsSize size)
{
    return size_valid(size) ? SIZES[size].h : 0;
}

int ls_size_kinds(LsSize size)
{
    return size_valid(size) ? SIZES[size].w * SIZES[size].h / 4 : 0;
}

const char *ls_size_name(LsSize size)
{
    return size_valid(size) ? SIZES[size].name : NULL;
}

int ls_face_tileset(int face)
{
    if (face < 0 || face >= LS_MAX_KINDS)
        return -1;
    if (face < 34)
        return face;
    return face == 34 ? 34 : 38;
}

LsSlide ls_stage_slide(int stage)
{
    return stage >= 1 && stage <= LS_STAGES ? (LsSlide)stage : LS_SLIDE_NONE;
}

static uint64_t mix64(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

static int imax(int a, int b)
{
    return a > b ? a : b;
}

static int imin(int a, int b)
{
    return a < b ? a : b;
}

/* --- boards ------------------------------------------------------------------- */

void ls_board_init(LsBoard *bd, int w, int h)
{
    memset(bd, 0, sizeof *bd);
    bd->w = w < 1 ? 1 : w > LS_MAX_W ? LS_MAX_W : w;
    bd->h = h < 1 ? 1 : h > LS_MAX_H ? LS_MAX_H : h;
    memset(bd->cell, LS_EMPTY, sizeof bd->cell);
}

static bool board_valid(const LsBoard *bd)
{
    return bd->w >= 1 && bd->w <= LS_MAX_W && bd->h >= 1 && bd->h <= LS_MAX_H;
}

int ls_board_count(const LsBoard *bd)
{
    int n = 0;
    for (int i = 0; i < bd->w * bd->h; i++)
        n += bd->cell[i] != LS_EMPTY;
    return n;
}

/* Occupancy with the margin: bit x+1 of row[y+1] and bit y+1 of col[x+1] are set
 * when (x, y) holds a tile; margin bits are never set. */
typedef struct Occ {
    int w, h;
    uint32_t row[LS_MAX_H + 2];
    uint32_t col[LS_MAX_W + 2];
} Occ;

static void occ_build(Occ *o, const LsBoard *bd)
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

static void occ_flip(Occ *o, int x, int y)
{
    o->row[y + 1] ^= 1u << (x + 1);
    o->col[x + 1] ^= 1u << (y + 1);
}

/* Bits lo+1 .. hi+1 (coordinates -1 .. 16). */
static uint32_t span(int a, int b)
{
    int lo = imin(a, b) + 1, hi = imax(a, b) + 1;
    return (uint32_t)((2ull << hi) - (1ull << lo));
}

/* The empty run through (x, y) along its column: rows [*lo, *hi]. */
static void vrange(const Occ *o, int x, int y, int *lo, int *hi)
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

static void hrange(const Occ *o, int x, int y, int *lo, int *hi)
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

static void path_set(LsPath *p, int ax, int ay, int cx, int cy, int dx, int dy, int bx, int by)
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
static bool link(const Occ *o, int ax, int ay, int bx, int by, LsPath *out)
{
    int al, ah, bl, bh;
    int best_s = 4, best_len = 0;
    vrange(o, ax, ay, &al, &ah);
    vrange(o, bx, by, &bl, &bh);
    for (int y = imax(al, bl); y <= imin(ah, bh); y++) {
        if (o->row[y + 1] & span(ax, bx))
            continue;
        if (!out)
            return true;
        int s = (y != ay) + (ax != bx) + (y != by);
        int len = iabs(y - ay) + iabs(bx - ax) + iabs(by - y);
        if (s < best_s || (s == best_s && len < best_len)) {
            best_s = s;
            best_len = len;
            path_set(out, ax, ay, ax, y, bx, y, bx, by);
        }
    }
    hrange(o, ax, ay, &al, &ah);
    hrange(o, bx, by, &bl, &bh);
    for (int x = imax(al, bl); x <= imin(ah, bh); x++) {
        if (o->col[x + 1] & span(ay, by))
            continue;
        if (!out)
            return true;
        int s = (x != ax) + (ay != by) + (x != bx);
        int len = iabs(x - ax) + iabs(by - ay) + iabs(bx - x);
        if (s < best_s || (s == best_s && len < best_len)) {
            best_s = s;
            best_len = len;
            path_set(out, ax, ay, x, ay, x, by, bx, by);
        }
    }
    return best_s < 4;
}

static bool cells_linkable(Occ *o, int w, int a, int b, LsPath *out)
{
    int ax = a % w, ay = a / w, bx = b % w, by = b / w;
    occ_flip(o, ax, ay);
    occ_flip(o, bx, by);
    bool ok = link(o, ax, ay, bx, by, out);
    occ_flip(o, ax, ay);
    occ_flip(o, bx, by);
    return ok;
}

bool ls_board_find_path(const LsBoard *bd, int a, int b, LsPath *out)
{
    if (!board_valid(bd))
        return false;
    int n = bd->w * bd->h;
    if (a < 0 || b < 0 || a >= n || b >= n || a == b || bd->cell[a] == LS_EMPTY ||
        bd->cell[a] != bd->cell[b])
        return false;
    Occ o;
    occ_build(&o, bd);
    LsPath p;
    if (!cells_linkable(&o, bd->w, a, b, &p))
        return false;
    if (out)
        *out = p;
    return true;
}

/* Cells of each face (at most 4 are kept; more make the board unclearable). */
typedef struct Kinds {
    uint8_t n[256];
    int16_t at[256][4];
} Kinds;

static void kinds_build(Kinds *k, const LsBoard *bd)
{
    memset(k->n, 0, sizeof k->n);
    for (int i = 0; i < bd->w * bd->h; i++) {
        uint8_t f = bd->cell[i];
        if (f != LS_EMPTY && k->n[f] < 4)
            k->at[f][k->n[f]++] = (int16_t)i;
    }
}

static int pair_cmp(const void *pa, const void *pb)
{
    const LsPair *a = pa, *b = pb;
    if (a->a != b->a)
        return a->a < b->a ? -1 : 1;
    return (a->b > b->b) - (a->b < b->b);
}

int ls_board_list_pairs(const LsBoard *bd, LsPair *out, int cap)
{
    if (!board_valid(bd))
        return 0;
    static const int PI[6] = {0, 0, 0, 1, 1, 2}, PJ[6] = {1, 2, 3, 2, 3, 3};
    Occ o;
    Kinds k;
    occ_build(&o, bd);
    kinds_build(&k, bd);
    LsPair all[LS_MAX_CELLS * 3 / 2];
    int total = 0;
    for (int f = 0; f < 255; f++) {
        for (int p = 0; p < 6; p++) {
            if (PJ[p] >= k.n[f])
                continue;
            int a = k.at[f][PI[p]], b = k.at[f][PJ[p]];
            if (cells_linkable(&o, bd->w, a, b, NULL)) {
                all[total].a = (int16_t)imin(a, b);
                all[total].b = (int16_t)imax(a, b);
                total++;
            }
        }
    }
    qsort(all, (size_t)total, sizeof all[0], pair_cmp);
    if (out)
        memcpy(out, all, sizeof all[0] * (size_t)imin(imax(cap, 0), total));
    return total;
}

bool ls_board_has_pair(const LsBoard *bd)
{
    return ls_board_list_pairs(bd, NULL, 0) > 0;
}

/* Packs the tiles of the line start, start+step, ... (n cells) toward start,
 * keeping their order. */
static void compact(LsBoard *bd, int start, int step, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        uint8_t v = bd->cell[start + i * step];
        if (v != LS_EMPTY)
            bd->cell[start + k++ * step] = v;
    }
    for (; k < n; k++)
        bd->cell[start + k * step] = LS_EMPTY;
}

void ls_board_slide(LsBoard *bd, LsSlide slide)
{
    if (!board_valid(bd))
        return;
    int w = bd->w, h = bd->h, hw = w / 2, hh = h / 2;
    switch (slide) {
    case LS_SLIDE_DOWN:
        for (int x = 0; x < w; x++)
            compact(bd, (h - 1) * w + x, -w, h);
        break;
    case LS_SLIDE_RIGHT:
        for (int y = 0; y < h; y++)
            compact(bd, y * w + w - 1, -1, w);
        break;
    case LS_SLIDE_TO_HLINE:
        for (int x = 0; x < w && hh > 0; x++) {
            compact(bd, (hh - 1) * w + x, -w, hh);
            compact(bd, hh * w + x, w, h - hh);
        }
        break;
    case LS_SLIDE_TO_VLINE:
        for (int y = 0; y < h && hw > 0; y++) {
            compact(bd, y * w + hw - 1, -1, hw);
            compact(bd, y * w + hw, 1, w - hw);
        }
        break;
    case LS_SLIDE_FROM_HLINE:
        for (int x = 0; x < w; x++) {
            compact(bd, x, w, hh);
            compact(bd, (h - 1) * w + x, -w, h - hh);
        }
        break;
    case LS_SLIDE_FROM_VLINE:
        for (int y = 0; y < h; y++) {
            compact(bd, y * w, 1, hw);
            compact(bd, y * w + w - 1, -1, w - hw);
        }
        break;
    case LS_SLIDE_SPLIT_COLS:
        for (int x = 0; x < w; x++) {
            if (x < hw)
                compact(bd, (h - 1) * w + x, -w, h);
            else
                compact(bd, x, w, h);
        }
        break;
    case LS_SLIDE_SPLIT_ROWS:
        for (int y = 0; y < h; y++) {
            if (y < hh)
                compact(bd, y * w + w - 1, -1, w);
            else
                compact(bd, y * w, 1, w);
        }
        break;
    case LS_SLIDE_NONE:
    default:
        break;
    }
}

/* --- solver ------------------------------------------------------------------- */

typedef struct Memo {
    uint64_t *key; /* 0 = free slot */
    uint32_t mask;
    uint32_t n;
} Memo;

typedef struct Search {
    LsSlide slide;
    uint32_t max_nodes, nodes;
    bool out_of_budget;
    Memo memo;
    LsPair *sol; /* one per depth */
} Search;

/* A candidate move with its ordering priority. */
typedef struct Cand {
    LsPair p;
    int prio;
} Cand;

static uint64_t board_hash(const LsBoard *bd)
{
    uint64_t h = 0;
    for (int i = 0; i < bd->w * bd->h; i++)
        if (bd->cell[i] != LS_EMPTY)
            h ^= mix64((uint64_t)i << 8 | bd->cell[i]);
    return h ? h : 1;
}

static bool memo_has(const Memo *m, uint64_t k)
{
    for (uint32_t i = (uint32_t)k & m->mask;; i = (i + 1) & m->mask) {
        if (m->key[i] == k)
            return true;
        if (m->key[i] == 0)
            return false;
    }
}

static void memo_add(Memo *m, uint64_t k)
{
    if (m->n * 4 >= (m->mask + 1) * 3) /* full enough: stop remembering */
        return;
    uint32_t i = (uint32_t)k & m->mask;
    while (m->key[i] != 0 && m->key[i] != k)
        i = (i + 1) & m->mask;
    if (m->key[i] == 0) {
        m->key[i] = k;
        m->n++;
    }
}

/* Legal moves, best first. Priorities: 3 = the last two of a face; 2 = one of two
 * disjoint pairs of a face that are both linkable now; 1 = the rest. Without a
 * slide, tiles never move and removing tiles only frees paths, so a move of
 * priority 2 or 3 can never spoil a win: then only that move is returned. */
static int gen_moves(const LsBoard *bd, LsSlide slide, Cand *out)
{
    static const int PI[6] = {0, 0, 0, 1, 1, 2}, PJ[6] = {1, 2, 3, 2, 3, 3};
    Occ o;
    Kinds k;
    occ_build(&o, bd);
    kinds_build(&k, bd);
    int n = 0;
    for (int f = 0; f < 255; f++) {
        int c = k.n[f];
        if (c < 2)
            continue;
        bool ok[6] = {false};
        int np = c == 2 ? 1 : c == 3 ? 3 : 6;
        for (int p = 0; p < np; p++)
            ok[p] = cells_linkable(&o, bd->w, k.at[f][PI[p]], k.at[f][PJ[p]], NULL);
        for (int p = 0; p < np; p++) {
            if (!ok[p])
                continue;
            int prio = 1;
            if (c == 2)
                prio = 3;
            else if (c == 4 && ok[5 - p])
                prio = 2; /* pairs p and 5-p are complementary */
            if (slide == LS_SLIDE_NONE && prio >= 2) {
                out[0].p.a = k.at[f][PI[p]];
                out[0].p.b = k.at[f][PJ[p]];
                out[0].prio = prio;
                return 1;
            }
            out[n].p.a = k.at[f][PI[p]];
            out[n].p.b = k.at[f][PJ[p]];
            out[n].prio = prio;
            n++;
        }
    }
    /* stable insertion sort by priority, highest first */
    for (int i = 1; i < n; i++) {
        Cand c = out[i];
        int j = i;
        while (j > 0 && out[j - 1].prio < c.prio) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return n;
}

static void board_remove(LsBoard *bd, LsPair p, LsSlide slide)
{
    bd->cell[p.a] = LS_EMPTY;
    bd->cell[p.b] = LS_EMPTY;
    ls_board_slide(bd, slide);
}

static bool dfs(Search *s, const LsBoard *bd, int left, int depth)
{
    if (left <= 0)
        return true;
    if (s->nodes >= s->max_nodes) {
        s->out_of_budget = true;
        return false;
    }
    s->nodes++;
    uint64_t h = board_hash(bd);
    if (memo_has(&s->memo, h))
        return false;
    Cand moves[LS_MAX_CELLS * 3 / 2];
    int n = gen_moves(bd, s->slide, moves);
    for (int i = 0; i < n; i++) {
        LsBoard next = *bd;
        board_remove(&next, moves[i].p, s->slide);
        s->sol[depth] = moves[i].p;
        if (dfs(s, &next, left - 2, depth + 1))
            return true;
        if (s->out_of_budget)
            return false;
    }
    memo_add(&s->memo, h);
    return false;
}

LsSolveResult ls_solve(const LsBoard *bd, LsSlide slide, uint32_t max_nodes, LsPair *solution,
                       uint32_t *nodes)
{
    if (nodes)
        *nodes = 0;
    if (!board_valid(bd))
        return LS_SOLVE_UNKNOWN;
    int left = ls_board_count(bd);
    if (left % 2 != 0)
        return LS_SOLVE_STUCK;
    uint32_t size = MEMO_MIN;
    while (size < MEMO_MAX && size < max_nodes * 2u)
        size *= 2;
    Search s = {0};
    s.slide = slide;
    s.max_nodes = max_nodes;
    s.memo.mask = size - 1;
    s.memo.key = calloc(size, sizeof *s.memo.key);
    LsPair sol[LS_MAX_CELLS / 2];
    s.sol = sol;
    if (!s.memo.key)
        return LS_SOLVE_UNKNOWN;
    bool won = dfs(&s, bd, left, 0);
    free(s.memo.key);
    if (nodes)
        *nodes = s.nodes;
    if (won) {
        if (solution)
            memcpy(solution, sol, sizeof sol[0] * (size_t)(left / 2));
        return LS_SOLVE_CLEARABLE;
    }
    return s.out_of_budget ? LS_SOLVE_UNKNOWN : LS_SOLVE_STUCK;
}

/* --- dealing -------------------------------------------------------------------- */

static uint64_t stage_seed(uint64_t seed, int stage)
{
    return mix64(seed ^ mix64(0x4c696e6b53616d65ull + (uint64_t)stage));
}

/* Builds a clearable deal: plays the stage forward on tiles without faces,
 * removing a random linkable pair of tiles each time (there always is one, see
 * reshuffle), then gives the pairs faces, two pairs per kind. Cells hold tile ids
 * (the starting cell index) while playing. */
static void deal_build(LsBoard *out, int w, int h, LsSlide slide, Rng *r, LsPair *solution)
{
    int n = w * h;
    LsBoard ids;
    ls_board_init(&ids, w, h);
    for (int i = 0; i < n; i++)
        ids.cell[i] = (uint8_t)i;
    uint8_t pair_of[LS_MAX_CELLS] = {0};
    LsPair sol[LS_MAX_CELLS / 2];
    int16_t occupied[LS_MAX_CELLS];
    for (int step = 0; step < n / 2; step++) {
        Occ o;
        occ_build(&o, &ids);
        int count = 0;
        for (int i = 0; i < n; i++)
            if (ids.cell[i] != LS_EMPTY)
                occupied[count++] = (int16_t)i;
        /* a random tile with a partner, then a random partner */
        int a = -1, b = -1;
        for (int tries = count; tries > 0 && b < 0; tries--) {
            int k = (int)rng_below(r, (uint32_t)tries);
            a = occupied[k];
            occupied[k] = occupied[tries - 1];
            int16_t partners[LS_MAX_CELLS];
            int np = 0;
            for (int j = 0; j < count; j++) {
                int c = occupied[j];
                if (c != a && ids.cell[c] != LS_EMPTY && cells_linkable(&o, w, a, c, NULL))
                    partners[np++] = (int16_t)c;
            }
            if (np > 0)
                b = partners[rng_below(r, (uint32_t)np)];
        }
        if (b < 0)
            break; /* cannot happen (see reshuffle); the board check below catches it */
        sol[step].a = (int16_t)a;
        sol[step].b = (int16_t)b;
        pair_of[ids.cell[a]] = (uint8_t)step;
        pair_of[ids.cell[b]] = (uint8_t)step;
        board_remove(&ids, sol[step], slide);
    }
    uint8_t kind_of[LS_MAX_CELLS / 2];
    for (int k = 0; k < n / 2; k++)
        kind_of[k] = (uint8_t)(k / 2);
    rng_shuffle_u8(r, kind_of, (size_t)(n / 2));
    ls_board_init(out, w, h);
    for (int i = 0; i < n; i++)
        out->cell[i] = kind_of[pair_of[i]];
    if (solution)
        memcpy(solution, sol, sizeof sol[0] * (size_t)(n / 2));
}

bool ls_deal_stage(LsBoard *out, LsSize size, int stage, uint64_t seed, LsPair *solution,
                   LsDealStats *stats)
{
    if (!size_valid(size) || stage < 1 || stage > LS_STAGES)
        return false;
    int w = SIZES[size].w, h = SIZES[size].h, n = w * h;
    LsSlide slide = ls_stage_slide(stage);
    Rng r;
    rng_seed(&r, seed);
    LsBoard bd;
    ls_board_init(&bd, w, h);
    LsDealStats st = {0, 0, false};
    bool proved = false;
    while (!proved && st.nodes < DEAL_SEARCH_NODES) {
        for (int i = 0; i < n; i++)
            bd.cell[i] = (uint8_t)(i / 4);
        rng_shuffle_u8(&r, bd.cell, (size_t)n);
        uint32_t used;
        uint32_t budget = DEAL_SEARCH_NODES - st.nodes;
        LsSolveResult res = ls_solve(&bd, slide, budget < DEAL_NODE_BUDGET ? budget : DEAL_NODE_BUDGET,
                                     solution, &used);
        st.attempts++;
        st.nodes += used > 0 ? used : 1;
        proved = res == LS_SOLVE_CLEARABLE;
    }
    if (!proved) {
        deal_build(&bd, w, h, slide, &r, solution);
        st.constructed = true;
    }
    *out = bd;
    if (stats)
        *stats = st;
    return true;
}

/* --- a game --------------------------------------------------------------------- */

int ls_speed_bonus(uint32_t gap_ms)
{
    /* the largest b with 15 - 1.5 sqrt(ms / 100) >= b, i.e. 9 ms <= 100 (30 - 2b)^2 */
    if (gap_ms >= LS_BONUS_WINDOW_MS)
        return 0;
    for (int b = LS_BONUS_MAX; b > 0; b--) {
        uint64_t r = (uint64_t)(2 * LS_BONUS_MAX - 2 * b);
        if (9ull * gap_ms <= 100ull * r * r)
            return b;
    }
    return 0;
}

static void deal_current(LinkSame *g)
{
    ls_deal_stage(&g->board, g->size, g->stage, stage_seed(g->seed, g->stage), NULL, NULL);
    g->left = ls_board_count(&g->board);
    g->idle_ms = 0;
    g->stage_pairs = 0;
}

bool ls_new(LinkSame *g, LsSize size, LsMode mode, int stages, uint64_t seed, Error *err)
{
    if (!size_valid(size))
        return error_set(err, "LinkSame: unknown board size %d", (int)size);
    if (mode != LS_TIMED && mode != LS_PRACTICE)
        return error_set(err, "LinkSame: unknown mode %d", (int)mode);
    if (stages < 1 || stages > LS_STAGES)
        return error_set(err, "LinkSame: the number of stages must be 1 to %d, not %d", LS_STAGES,
                         stages);
    memset(g, 0, sizeof *g);
    g->size = size;
    g->mode = mode;
    g->stages = stages;
    g->stage = 1;
    g->seed = seed;
    rng_seed(&g->rng, mix64(seed ^ 0x53687566666c6521ull));
    deal_current(g);
    return true;
}

void ls_tick(LinkSame *g, uint32_t ms)
{
    if (g->mode != LS_TIMED || g->complete)
        return;
    g->elapsed_ms = g->elapsed_ms > UINT32_MAX - ms ? UINT32_MAX : g->elapsed_ms + ms;
    uint32_t before = g->idle_ms / LS_SHOT_CLOCK_MS;
    g->idle_ms = g->idle_ms > UINT32_MAX - ms ? UINT32_MAX : g->idle_ms + ms;
    uint32_t taken = g->idle_ms / LS_SHOT_CLOCK_MS - before;
    int64_t score = (int64_t)g->score - (int64_t)taken * LS_SHOT_CLOCK_POINTS;
    g->score = score < INT32_MIN ? INT32_MIN : (int32_t)score;
}

bool ls_score_draining(const LinkSame *g)
{
    return g->mode == LS_TIMED && !g->complete && g->idle_ms >= LS_SHOT_CLOCK_MS;
}

bool ls_can_remove(const LinkSame *g, int a, int b)
{
    return !g->complete && ls_board_find_path(&g->board, a, b, NULL);
}

static void charge(LinkSame *g, int points)
{
    if (g->mode != LS_TIMED)
        return;
    int64_t s = (int64_t)g->score + points;
    g->score = s < INT32_MIN ? INT32_MIN : s > INT32_MAX ? INT32_MAX : (int32_t)s;
}

/* Any two tiles that a path joins, faces aside (there always are two when at
 * least two tiles are left: see reshuffle). */
static bool geometric_pair(const LsBoard *bd, LsPair *p)
{
    LsBoard same = *bd;
    for (int i = 0; i < same.w * same.h; i++)
        if (same.cell[i] != LS_EMPTY)
            same.cell[i] = 0;
    Occ o;
    occ_build(&o, &same);
    for (int a = 0; a < same.w * same.h; a++)
        for (int b = a + 1; b < same.w * same.h; b++)
            if (same.cell[a] == 0 && same.cell[b] == 0 && cells_linkable(&o, same.w, a, b, NULL)) {
                p->a = (int16_t)a;
                p->b = (int16_t)b;
                return true;
            }
    return false;
}

/* Re-deals the faces over the occupied cells: the first of SHUFFLE_TRIES
 * arrangements the solver proves clearable, else the first with a legal pair, else
 * one forced to have one. (Two tiles can always be joined: take the leftmost tile
 * A of the topmost occupied row; the next tile right of it in its row, or the one
 * below it in its column, or the topmost tile of any other column is linkable
 * through the top margin.) */
static void reshuffle(LinkSame *g)
{
    LsBoard *bd = &g->board;
    int n = bd->w * bd->h;
    uint8_t faces[LS_MAX_CELLS];
    int16_t at[LS_MAX_CELLS];
    int count = 0;
    for (int i = 0; i < n; i++)
        if (bd->cell[i] != LS_EMPTY) {
            faces[count] = bd->cell[i];
            at[count++] = (int16_t)i;
        }
    if (count < 2)
        return;
    LsSlide slide = ls_stage_slide(g->stage);
    LsBoard first;
    bool have_first = false;
    for (int t = 0; t < SHUFFLE_TRIES; t++) {
        rng_shuffle_u8(&g->rng, faces, (size_t)count);
        LsBoard cand = *bd;
        for (int i = 0; i < count; i++)
            cand.cell[at[i]] = faces[i];
        if (!ls_board_has_pair(&cand))
            continue;
        if (ls_solve(&cand, slide, SHUFFLE_NODE_BUDGET, NULL, NULL) == LS_SOLVE_CLEARABLE) {
            *bd = cand;
            return;
        }
        if (!have_first) {
            first = cand;
            have_first = true;
        }
    }
    if (have_first) {
        *bd = first;
        return;
    }
    LsPair p;
    if (!geometric_pair(bd, &p))
        return;
    uint8_t fa = bd->cell[p.a];
    if (bd->cell[p.b] == fa)
        return;
    for (int i = 0; i < n; i++)
        if (i != p.a && bd->cell[i] == fa) {
            bd->cell[i] = bd->cell[p.b];
            bd->cell[p.b] = fa;
            return;
        }
}

bool ls_remove(LinkSame *g, int a, int b, LsEvent *ev)
{
    LsPath path;
    if (g->complete || !ls_board_find_path(&g->board, a, b, &path))
        return false;
    LsEvent e;
    memset(&e, 0, sizeof e);
    e.path = path;
    if (g->mode == LS_TIMED) {
        e.points = LS_POINTS_PER_PAIR + (g->stage_pairs == 0 ? 0 : ls_speed_bonus(g->idle_ms));
        charge(g, e.points);
    }
    g->idle_ms = 0;
    g->stage_pairs++;
    g->pairs++;
    LsPair p = {(int16_t)a, (int16_t)b};
    board_remove(&g->board, p, ls_stage_slide(g->stage));
    g->left -= 2;
    if (g->left <= 0) {
        e.stage_cleared = true;
        if (g->stage >= g->stages) {
            g->complete = true;
            e.complete = true;
        } else {
            g->stage++;
            deal_current(g);
        }
    } else if (!ls_board_has_pair(&g->board)) {
        reshuffle(g);
        g->reshuffles++;
        e.reshuffled = true;
    }
    if (ev)
        *ev = e;
    return true;
}

bool ls_hint(const LinkSame *g, LsPair *pair, LsPath *path)
{
    if (g->complete || g->left < 2 || !ls_board_has_pair(&g->board))
        return false;
    LsPair sol[LS_MAX_CELLS / 2];
    LsPair p;
    if (ls_solve(&g->board, ls_stage_slide(g->stage), HINT_NODE_BUDGET, sol, NULL) ==
        LS_SOLVE_CLEARABLE) {
        p = sol[0];
    } else {
        Cand c[LS_MAX_CELLS * 3 / 2];
        if (gen_moves(&g->board, ls_stage_slide(g->stage), c) == 0)
            return false;
        p = c[0].p;
    }
    LsPath lp;
    if (!ls_board_find_path(&g->board, p.a, p.b, &lp))
        return false;
    if (pair)
        *pair = p;
    if (path)
        *path = lp;
    return true;
}

bool ls_shuffle(LinkSame *g)
{
    if (g->complete || g->left < 2)
        return false;
    reshuffle(g);
    return true;
}

/* --- version-1 saves -------------------------------------------------------------- */

char *ls_save_text(const LinkSame *g, size_t *len, Error *err)
{
    if (g->mode != LS_PRACTICE) {
        error_set(err, "Timed LinkSame games cannot be saved");
        return NULL;
    }
    if (!size_valid(g->size) || !board_valid(&g->board)) {
        error_set(err, "LinkSame: the game is not in a state that can be saved");
        return NULL;
    }
    TextBuf b = {0};
    textbuf_printf(&b, "pagoda-save 1\ngame linksame\nsize %s\nstages %d\nstage %d\nseed %" PRIu64 "\n",
                   SIZES[g->size].name, g->stages, g->stage, g->seed);
    textbuf_rng(&b, "rng", &g->rng);
    textbuf_hex(&b, "board", g->board.cell, g->board.w * g->board.h);
    textbuf_put(&b, "end\n", 4);
    char *text = textbuf_finish(&b, len);
    if (!text)
        error_set(err, "out of memory");
    return text;
}

bool ls_read_size(TextReader *r, LsSize *out)
{
    const char *v;
    size_t vn;
    if (!textreader_key(r, "size", &v, &vn))
        return false;
    for (int s = 0; s < LS_SIZE_COUNT; s++)
        if (vn == strlen(SIZES[s].name) && memcmp(v, SIZES[s].name, vn) == 0) {
            *out = (LsSize)s;
            return true;
        }
    return textreader_fail(r, "unknown board size");
}

static bool load_body(LinkSame *t, TextReader *r)
{
    const char *v;
    size_t vn;
    uint64_t num;
    if (!textreader_expect(r, "game", "linksame", "not a LinkSame save"))
        return false;
    if (!ls_read_size(r, &t->size))
        return false;
    if (!textreader_u64(r, "stages", LS_STAGES, &num))
        return false;
    if (num < 1)
        return textreader_fail(r, "bad number of stages");
    t->stages = (int)num;
    if (!textreader_u64(r, "stage", (uint64_t)t->stages, &num))
        return false;
    if (num < 1)
        return textreader_fail(r, "bad stage");
    t->stage = (int)num;
    if (!textreader_u64(r, "seed", UINT64_MAX, &t->seed))
        return false;
    if (!textreader_key(r, "rng", &v, &vn))
        return false;
    if (!text_parse_rng(v, vn, &t->rng))
        return textreader_fail(r, "bad rng state");

    int w = SIZES[t->size].w, h = SIZES[t->size].h, kinds = w * h / 4;
    ls_board_init(&t->board, w, h);
    if (!textreader_key(r, "board", &v, &vn))
        return false;
    if (!text_parse_hex(v, vn, t->board.cell, w * h))
        return textreader_fail(r, "bad board (wrong length or not hex)");
    int per[256] = {0};
    for (int i = 0; i < w * h; i++) {
        uint8_t f = t->board.cell[i];
        if (f != LS_EMPTY && f >= kinds)
            return textreader_fail(r, "a tile has a face this board does not use");
        per[f]++;
    }
    for (int f = 0; f < kinds; f++)
        if (per[f] > 4 || per[f] % 2 != 0)
            return textreader_fail(r, "the tiles on the board cannot all be paired");
    LsBoard slid = t->board;
    ls_board_slide(&slid, ls_stage_slide(t->stage));
    if (memcmp(slid.cell, t->board.cell, sizeof slid.cell) != 0)
        return textreader_fail(r, "the board does not fit the stage's sliding rule");
    t->left = ls_board_count(&t->board);
    if (t->left == 0) {
        if (t->stage != t->stages)
            return textreader_fail(r, "empty board before the last stage");
        t->complete = true;
    } else if (!ls_board_has_pair(&t->board)) {
        return textreader_fail(r, "no legal pair on the board");
    }
    return textreader_expect(r, "end", "", "expected 'end'");
}

bool ls_load_text(LinkSame *out, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "save";
    TextReader r;
    uint64_t version;
    char *owned = NULL;
    if (!textfile_open(&r, text, len, src, "pagoda-save", "save", 1, &version, &owned, err))
        return free(owned), false;
    LinkSame t;
    memset(&t, 0, sizeof t);
    t.mode = LS_PRACTICE;
    bool ok = load_body(&t, &r);
    if (ok && !textreader_at_end(&r)) {
        const char *s;
        size_t n;
        textreader_line(&r, &s, &n);
        ok = textreader_fail(&r, "unexpected text after 'end'");
    }
    free(owned);
    if (ok)
        *out = t;
    return ok;
}

/* --- high scores ---------------------------------------------------------------- */

static int hs_key(LsSize size, int stages)
{
    if (!size_valid(size) || stages < 1 || stages > LS_STAGES)
        return -1;
    return (int)size * LS_STAGES + stages - 1;
}

static bool date_valid(const char *d)
{
    if (!d || strlen(d) != 10)
        return false;
    for (int i = 0; i < 10; i++) {
        bool dash = i == 4 || i == 7;
        if (dash ? d[i] != '-' : (d[i] < '0' || d[i] > '9'))
            return false;
    }
    return true;
}

void ls_scores_init(LsScores *t)
{
    memset(t, 0, sizeof *t);
}

int ls_scores_insert(LsScores *t, LsSize size, int stages, int32_t score, const char *date,
                     uint64_t seed)
{
    int k = hs_key(size, stages);
    if (k < 0 || !date_valid(date))
        return 0;
    int n = t->n[k];
    int pos = 0;
    while (pos < n && t->e[k][pos].score >= score)
        pos++;
    if (pos >= LS_HS_TOP)
        return 0;
    int last = n < LS_HS_TOP ? n : LS_HS_TOP - 1;
    for (int i = last; i > pos; i--)
        t->e[k][i] = t->e[k][i - 1];
    LsScore *e = &t->e[k][pos];
    e->score = score;
    memcpy(e->date, date, 11);
    e->seed = seed;
    if (n < LS_HS_TOP)
        t->n[k]++;
    return pos + 1;
}

const LsScore *ls_scores_get(const LsScores *t, LsSize size, int stages, int *n)
{
    int k = hs_key(size, stages);
    if (n)
        *n = k < 0 ? 0 : t->n[k];
    return k < 0 ? NULL : t->e[k];
}

static bool parse_i32(const char *s, size_t n, int32_t *out)
{
    bool neg = n > 0 && s[0] == '-';
    uint64_t v;
    if (!text_parse_u64(s + neg, n - neg, neg ? (uint64_t)INT32_MAX + 1 : INT32_MAX, &v))
        return false;
    *out = neg ? (int32_t)(-(int64_t)v) : (int32_t)v;
    return true;
}

bool ls_scores_parse(LsScores *t, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "scores";
    ls_scores_init(t);
    if (!text)
        len = 0;
    if (len == 0)
        return error_set(err, "%s: empty file", src);
    if (memchr(text, 0, len))
        return error_set(err, "%s: not a LinkSame scores file", src);
    int line = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        const char *s = p;
        size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);
        p = eol ? eol + 1 : end;
        line++;
        if (n > 0 && s[n - 1] == '\r')
            n--;
        if (line == 1) {
            if (n != strlen(SCORES_MAGIC) || memcmp(s, SCORES_MAGIC, n) != 0)
                return error_set(err, "%s:1: not a LinkSame scores file", src);
            continue;
        }
        if (n == 0 || s[0] == '#')
            continue;
        const char *tok[6];
        size_t tl[6];
        int nt = 0;
        size_t i = 0;
        while (i < n && nt < 6) {
            while (i < n && s[i] == ' ')
                i++;
            if (i >= n)
                break;
            tok[nt] = s + i;
            while (i < n && s[i] != ' ')
                i++;
            tl[nt] = (size_t)(s + i - tok[nt]);
            nt++;
        }
        int size = -1;
        uint64_t stages = 0, seed = 0;
        int32_t score = 0;
        char date[11] = {0};
        if (nt == 5) {
            for (int z = 0; z < LS_SIZE_COUNT; z++)
                if (tl[0] == strlen(SIZES[z].name) && memcmp(tok[0], SIZES[z].name, tl[0]) == 0)
                    size = z;
            if (tl[3] == 10)
                memcpy(date, tok[3], 10);
        }
        if (nt != 5 || size < 0 || !text_parse_u64(tok[1], tl[1], LS_STAGES, &stages) || stages < 1 ||
            !parse_i32(tok[2], tl[2], &score) || !date_valid(date) ||
            !text_parse_u64(tok[4], tl[4], UINT64_MAX, &seed)) {
            ls_scores_init(t);
            return error_set(err, "%s:%d: expected 'SIZE STAGES SCORE YYYY-MM-DD SEED'", src, line);
        }
        ls_scores_insert(t, (LsSize)size, (int)stages, score, date, seed);
    }
    return true;
}

size_t ls_scores_format(const LsScores *t, char *buf, size_t cap)
{
    size_t used = 0;
    int n = snprintf(buf, cap, "%s\n", SCORES_MAGIC);
    used += n > 0 ? (size_t)n : 0;
    for (int k = 0; k < LS_HS_KEYS; k++)
        for (int i = 0; i < t->n[k]; i++) {
            const LsScore *e = &t->e[k][i];
            n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0,
                         "%s %d %" PRId32 " %s %" PRIu64 "\n", SIZES[k / LS_STAGES].name,
                         k % LS_STAGES + 1, e->score, e->date, e->seed);
            used += n > 0 ? (size_t)n : 0;
        }
    return used;
}
