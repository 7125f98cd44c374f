/* MahJongg Stones' solver and winnable deals (see solve.h). */
#include "core/games/stones/solve.h"

#include "core/cputime.h"
#include "core/rng.h"

#include <stdlib.h>
#include <string.h>


#define MEMO_BITS 18
#define MEMO_SIZE (1u << MEMO_BITS)
#define TIME_CHECK_MASK 255u
#define RESTARTS 8         /* shuffled short searches before the full one */
#define RESTART_NODES 200u /* the first one's nodes, doubling */

struct StSolver {
    uint64_t memo[MEMO_SIZE]; /* hashes of positions that lost; 0 free */
    uint32_t memo_n;
    uint64_t nodes, max_nodes;
    double t0, max_ms;      /* this thread's CPU time */
    double w0, max_wall_ms; /* the wall clock: an outer guard for the interface */
    bool out;
    int depth, won_depth;
    uint64_t noise; /* 0: the plain order; else a seed that shuffles near-equal cells */
    Move line[ST_MAX_TILES];
};

/* The CPU-time budget is spent, or the wall-clock guard is. */
static bool time_up(const StSolver *sv)
{
    return (sv->max_ms > 0 && cputime_thread_ms() - sv->t0 >= sv->max_ms) ||
           (sv->max_wall_ms > 0 && cputime_wall_ms() - sv->w0 >= sv->max_wall_ms);
}

static uint64_t pos_hash(const Stones *s)
{
    uint64_t h = rng_mix64(0x5354u + (uint64_t)s->next * 1000003u + s->throws_used);
    for (int c = 0; c < s->w * s->h; c++)
        if (s->cell[c] != ST_EMPTY)
            h ^= rng_mix64((uint64_t)c << 8 | s->cell[c]);
    return h ? h : 1;
}

static bool memo_has(const StSolver *sv, uint64_t k)
{
    for (uint32_t i = (uint32_t)k & (MEMO_SIZE - 1);; i = (i + 1) & (MEMO_SIZE - 1)) {
        if (sv->memo[i] == k)
            return true;
        if (sv->memo[i] == 0)
            return false;
    }
}

static void memo_add(StSolver *sv, uint64_t k)
{
    if (sv->memo_n * 4 >= MEMO_SIZE * 3) /* full enough: stop remembering */
        return;
    uint32_t i = (uint32_t)k & (MEMO_SIZE - 1);
    while (sv->memo[i] != 0 && sv->memo[i] != k)
        i = (i + 1) & (MEMO_SIZE - 1);
    if (sv->memo[i] == 0) {
        sv->memo[i] = k;
        sv->memo_n++;
    }
}

StSolver *st_solver_new(void)
{
    return calloc(1, sizeof(StSolver));
}

void st_solver_free(StSolver *sv)
{
    free(sv);
}

bool st_apply_move(Stones *s, const Move *m, int32_t *points)
{
    if (m->kind == ST_MOVE_PLACE)
        return st_place(s, m->a, points);
    if (m->kind == ST_MOVE_THROW && m->a == ST_STOCK_PIECE(s->w, s->h))
        return st_throw(s, points);
    return false;
}

typedef struct Cand {
    int16_t cell;
    int16_t key;
} Cand;

/* Cells the next tile could take after t goes on cell (at most cap counted). */
static int next_mobility(Stones *s, int cell, uint8_t t, int cap, int ahead)
{
    if (s->next + ahead >= s->n_stock)
        return cap;
    uint8_t u = s->stock[s->next + ahead];
    s->cell[cell] = t;
    int n = 0;
    for (int c = 0; c < s->w * s->h && n < cap; c++)
        if (st_cell_legal(s, c, u))
            n++;
    s->cell[cell] = ST_EMPTY;
    return n;
}

/* Legal cells of the face-up tile, best first; cells after which the next tile
 * would have no cell (and no throw is left) are dropped: they lose at once. */
static int candidates(Stones *s, Cand *out, uint64_t noise)
{
    uint8_t t = st_current(s);
    bool throw_left = s->throws_used < s->throw_limit;
    int n = 0;
    for (int c = 0; c < s->w * s->h; c++) {
        if (!st_cell_legal(s, c, t))
            continue;
        uint8_t nb[4];
        int k = st_neighbours(s, c, nb);
        int mob = next_mobility(s, c, t, 15, 1);
        if (mob == 0 && !throw_left)
            continue;
        out[n].cell = (int16_t)c;
        out[n].key = (int16_t)((k * 16 + mob) * 8);
        if (noise)
            out[n].key = (int16_t)(out[n].key + (int)(rng_mix64(noise ^ (uint64_t)c * 0x9e37u ^ (uint64_t)s->next << 20) % 48));
        int j = n++;
        while (j > 0 && out[j - 1].key < out[j].key) { /* insertion sort, best first */
            Cand tmp = out[j - 1];
            out[j - 1] = out[j];
            out[j] = tmp;
            j--;
        }
    }
    return n;
}

static bool dfs(StSolver *sv, const Stones *s)
{
    if (st_current(s) == ST_EMPTY) {
        sv->won_depth = sv->depth;
        return true;
    }
    if (sv->nodes >= sv->max_nodes ||
        ((sv->max_ms > 0 || sv->max_wall_ms > 0) && (sv->nodes & TIME_CHECK_MASK) == 0 && time_up(sv))) {
        sv->out = true;
        return false;
    }
    sv->nodes++;
    uint64_t h = pos_hash(s);
    if (memo_has(sv, h))
        return false;
    Stones work = *s;
    Cand c[ST_MAX_CELLS];
    int n = candidates(&work, c, sv->noise);
    int d = sv->depth;
    for (int i = 0; i < n; i++) {
        Stones next = *s;
        st_place(&next, c[i].cell, NULL);
        sv->line[d] = (Move){.kind = ST_MOVE_PLACE, .a = c[i].cell, .b = -1};
        sv->depth = d + 1;
        bool won = dfs(sv, &next);
        sv->depth = d;
        if (won)
            return true;
        if (sv->out)
            return false;
    }
    if (st_can_throw(s)) {
        Stones next = *s;
        st_throw(&next, NULL);
        sv->line[d] = (Move){.kind = ST_MOVE_THROW, .a = (int16_t)ST_STOCK_PIECE(s->w, s->h), .b = -1};
        sv->depth = d + 1;
        bool won = dfs(sv, &next);
        sv->depth = d;
        if (won)
            return true;
        if (sv->out)
            return false;
    }
    memo_add(sv, h);
    return false;
}

StSolveResult st_solve(StSolver *sv, const Stones *s, const StSolveLimits *lim, StSolveReport *out)
{
    StSolver *own = NULL;
    if (!sv) {
        own = sv = st_solver_new();
        if (!sv)
            return ST_SOLVE_UNKNOWN;
    }
    if (sv->memo_n) /* many small searches (the hint's) leave it empty */
        memset(sv->memo, 0, sizeof sv->memo);
    sv->memo_n = 0;
    uint64_t max_nodes = lim && lim->max_nodes ? lim->max_nodes : ST_SOLVE_NODES;
    double max_ms = lim ? lim->max_ms : 0, max_wall_ms = lim ? lim->max_wall_ms : 0;
    sv->t0 = cputime_thread_ms();
    sv->w0 = cputime_wall_ms();
    bool won = false;
    uint64_t used = 0;
    /* Short searches in shuffled orders first (a win usually lies near the
     * heuristic's line; restarts cut the long tails of one bad early choice),
     * then one search to the end of the budget, which alone can prove a loss.
     * The memo keeps only positions whose whole subtree failed: it carries over. */
    for (int r = 0; s->ended != ST_LOST; r++) {
        bool last = r >= RESTARTS || used >= max_nodes / 2;
        uint64_t cap = last ? max_nodes - used : (uint64_t)RESTART_NODES << r;
        if (!last && cap > max_nodes - used)
            cap = max_nodes - used;
        sv->nodes = 0;
        sv->max_nodes = cap;
        sv->max_ms = max_ms;
        sv->max_wall_ms = max_wall_ms;
        sv->noise = r == 0 || last ? 0 : rng_mix64((uint64_t)r);
        sv->out = false;
        sv->depth = sv->won_depth = 0;
        won = dfs(sv, s);
        used += sv->nodes;
        bool timed_out = time_up(sv);
        if (won || !sv->out || last || timed_out)
            break;
    }
    sv->nodes = used;
    StSolveResult r = won ? ST_SOLVE_WIN : sv->out ? ST_SOLVE_UNKNOWN : ST_SOLVE_LOST;
    if (out) {
        out->nodes = sv->nodes;
        out->ms = cputime_thread_ms() - sv->t0;
        out->n_line = won ? sv->won_depth : 0;
        if (won)
            memcpy(out->line, sv->line, sizeof(Move) * (size_t)sv->won_depth);
    }
    st_solver_free(own);
    return r;
}

/* --- winnable deals ------------------------------------------------------------ */

/* Plays random tiles forward onto random legal cells of the deal's start tiles;
 * the order they went in is the stock. False when it got stuck. */
static bool build(Stones *s, Rng *r)
{
    uint8_t left[ST_MAX_TILES];
    int n = s->n_stock;
    memcpy(left, s->stock, (size_t)n);
    Stones b = *s;
    uint8_t order[ST_MAX_TILES];
    for (int step = 0; step < s->n_stock; step++) {
        /* a random tile that has a cell, then a random cell of it */
        int16_t cells[ST_MAX_CELLS];
        int k = -1, nc = 0;
        for (int tries = n; tries > 0 && nc == 0; tries--) {
            int i = (int)rng_below(r, (uint32_t)tries);
            uint8_t t = left[i];
            left[i] = left[tries - 1];
            left[tries - 1] = t;
            k = tries - 1;
            /* the cells with the most neighbours: a compact grid leaves room */
            int best = -1;
            for (int c = 0; c < b.w * b.h; c++) {
                if (!st_cell_legal(&b, c, t))
                    continue;
                uint8_t nb[4];
                int k2 = st_neighbours(&b, c, nb);
                if (k2 > best)
                    nc = 0, best = k2;
                if (k2 == best)
                    cells[nc++] = (int16_t)c;
            }
        }
        if (nc == 0)
            return false;
        uint8_t t = left[k];
        b.cell[cells[rng_below(r, (uint32_t)nc)]] = t;
        order[step] = t;
        left[k] = left[n - 1];
        n--;
    }
    memcpy(s->stock, order, s->n_stock);
    s->ended = 0;
    s->score = 0;
    st_settle(s);
    return true;
}

void st_deal_winnable(Stones *s, const StonesParams *p, uint64_t seed, uint64_t attempt_nodes,
                      uint64_t total_nodes, StDealStats *stats)
{
    StDealStats st = {0};
    if (!attempt_nodes)
        attempt_nodes = ST_DEAL_ATTEMPT_NODES;
    if (!total_nodes)
        total_nodes = ST_DEAL_TOTAL_NODES;
    Rng r;
    rng_seed(&r, seed);
    StSolver *sv = st_solver_new();
    while (sv && st.nodes < total_nodes) {
        st_deal_from(s, p, seed, &r);
        uint64_t budget = total_nodes - st.nodes;
        StSolveLimits lim = {.max_nodes = budget < attempt_nodes ? budget : attempt_nodes};
        StSolveReport rep;
        StSolveResult res = st_solve(sv, s, &lim, &rep);
        st.attempts++;
        st.nodes += rep.nodes > 0 ? rep.nodes : 1;
        if (res == ST_SOLVE_WIN) {
            st.proved = true;
            break;
        }
    }
    st_solver_free(sv);
    for (int tries = 0; !st.proved && tries < 1000; tries++) {
        st_deal_from(s, p, seed, &r);
        st.constructed = st.proved = build(s, &r);
    }
    if (stats)
        *stats = st;
}
