/* Full-information Mahjong solitaire solver.
 *
 * Removing a tile never blocks another, so a position is solvable iff some way of
 * pairing up each class can be played out; the order of removals only matters
 * through the pairing (M. de Bondt, "Solving Mahjong Solitaire boards with peeking",
 * arXiv:1203.6559). The search is a depth-first search over pairing decisions:
 *
 * - Safe moves, no branching: a class whose remaining tiles are all free (and even
 *   in number) is removed at once; a pair that is the only way left to pair its
 *   tiles is removed as soon as both are free. Taking them earlier than any given
 *   line of play would cannot hurt it.
 * - A class of four remaining tiles with 3 free branches over which two to take
 *   (the pairing decides the rest); with 2 free it branches "take them now" versus
 *   "never pair these two" (a constraint kept per class, part of the position).
 *   Classes of other sizes (layouts beyond one full set) branch over their pairs.
 * - Two tiles of which one lies on the other can never be taken together: such
 *   pairings are ruled out, which forces many pairs and detects dead classes.
 *   "Stacked" is transitive (x on z on y: x and y are never free together).
 * - Pairing propagation (solve_dfs/refine): the relaxed play (relax) is a cheap
 *   necessary condition; a pairing of a quad (class of four) under which it gets
 *   stuck is ruled out, which forces pairs and ends hopeless positions early. All
 *   quads are probed at the root, below it the quads with a free tile. A probe that
 *   passed keeps a Witness (its play and which pairing choices justify each step),
 *   so it is only run again once a decision or a removal breaks that play.
 * - Failed positions (tiles present + pairing constraints) are memoised under a
 *   96-bit Zobrist key; the table is bounded and lossy, which costs only time.
 *
 * Positions whose classes all hold two or four tiles (every deal of a layout of up
 * to one full set, and every position of one) use the pairing search instead
 * (p_solve). It never removes tiles: it searches over the pairing of each quad,
 * with the relaxed play under the pairings still allowed (relax_p) as the bound,
 * and a cleared relaxed play whose every quad is justified as the solution.
 * - First a greedy real play whose commitments are checked by relaxed plays
 *   (p_greedy, checked): it solves about 29% of Turtle deals in about 0.1 ms.
 * - Then a dive (p_cbj): one relaxed play per choice, conflict-directed
 *   backjumping, CBJ_DIVE_NODES nodes. About 40% of the deals end by here.
 * - At every node of the dive and of the search below, a greedy real play
 *   (p_greedy) tries to finish: it takes each quad's first pair to be free
 *   together. It costs one relaxed play and ends most solvable deals 5-20
 *   decisions early.
 * - Why a play got stuck (p_explain_m): the tiles it leaves are stuck whatever the
 *   pairings of quads outside that explanation are, so a failure names only the
 *   ruled-out pairings of the quads inside it. The dive turns that into the
 *   decisions to blame and backjumps over the others.
 * - Then p_lcg, a search that learns as SAT solvers do (lazy clause generation):
 *   every pairing ruled out goes on a trail with its reason (an explanation), a
 *   conflict is resolved back to its first unique implication point, and the
 *   clause learnt ("one of these quads takes one of these pairings") jumps back and
 *   is kept, unit-propagated at every node, across restarts. Against nogoods over
 *   decisions it cut the mean by a quarter and the hardest deals' time by 5x.
 * - Propagation at every node: the learnt clauses, then singleton consistency
 *   (p_sac; its probes run 64 at a time, bit-parallel, in p_batch, about 10x
 *   cheaper than one by one; one round per node in the first SAC_FULL_RUN
 *   restarts, the full fixpoint after). Restarts follow Luby's schedule with
 *   randomised branching, because the hard solvable deals are heavy-tailed; pair
 *   consistency at the root (p_pair_sac) before the PAIR_SAC_RUN-th restart
 *   settles many of the hard unsolvable ones.
 * - Branching prefers the quads most often in learnt clauses (an activity bumped
 *   per conflict and decayed, as in SAT solvers' VSIDS), then the quad whose
 *   conflict comes first in the play.
 * The search above remains for other class sizes.
 *
 * min_left uses the older search (dfs): it probes only the options it branches on,
 * with "fewest tiles left" as the goal.
 *
 * The phases live in the .inc files of core/solver/ (memo, position, propagation, pairing, cbj,
 * learning, setup), included below into this one translation unit: split by phase
 * for reading, compiled as one so that the inner loops inline exactly as before
 * (the object code is byte for byte the same as the single file's). */
#include "core/solver.h"

#include "core/cputime.h"
#include "core/rng.h"

#include <assert.h>
#include <stdlib.h>
#include <limits.h>
#include <string.h>
#include <time.h>


#define WORDS ((LAYOUT_MAX_TILES + 63) / 64)
#define MAX_CLASSES LAYOUT_MAX_TILES
#define REV_CAP (LAYOUT_MAX_TILES * LAYOUT_MAX_ABOVE)
#define SIDE_CAP (LAYOUT_MAX_TILES * LAYOUT_MAX_SIDE)
#define MEMO_MIN_BITS 14
#define MEMO_MAX_BITS 21 /* 2M slots x 16 bytes = 32 MB at most */
#define MEMO_WAYS 4
#define TIME_CHECK_MASK 7u /* look at the clock every 8 nodes */
#define FUNDO_CAP (MAX_CLASSES * 8)
#define GENERIC_CLASS 0xffffu /* Option.cls of a pair of a class not of four */
#define OPT_STACK 32768 /* branch options of all open levels of the search */
#define MAX_QUADS (LAYOUT_MAX_TILES / 4)
#define QUAD_PAD ((MAX_QUADS + 7) / 8 * 8) /* byte arrays over quads, compared 8 at a time */
#define N_WITNESS (MAX_QUADS * 3 + 1)
/* Below the root, only quads with at least this many free tiles are probed (the
 * others rarely change; measured: 0 probes too much, 2 misses too much). */
#define REFINE_MIN_FREE 1
#define DIVE_NODES 40 /* nodes of the first dive (see solver_run) */
/* pairing search (p_solve); tuned on Turtle deals with bench/solver_stats.sh */
#define CBJ_DIVE_NODES 60  /* nodes of the cheap first dive */
#define RESTART_UNIT 50    /* nodes of a restart, times Luby's sequence */
#define PAIR_SAC_RUN 3     /* pair consistency before this restart */
#define SAC_FULL_RUN 6     /* singleton consistency: one round per node before this
                              restart, then rounds until nothing changes */
#define EXPLAIN_TRIES 1    /* starting tiles an explanation tries, the smallest kept
                              (3: longer searches, the nodes cost more; measured) */
#define LC_SIZE 24         /* longest learnt clause kept */
#define LC_MAX 4096        /* learnt clauses kept */
#define TRAIL_CAP (3 * MAX_QUADS)
#define ARENA_CAP (TRAIL_CAP * (2 * MAX_QUADS + 1))
#define PROBE_TIME_MASK 63u /* look at the clock every 64 relaxed plays */

enum { MODE_SOLVE, MODE_MIN_LEFT };

/* Counters for tuning, compiled in only with -DSOLVER_STATS (bench builds): printed
 * at exit, and per solve to stderr when SOLVER_TRACE is set. */
#ifdef SOLVER_STATS
#include <stdio.h>
static uint64_t st_sac, st_round, st_batch, st_lane, st_sweep, st_visit, st_cfail, st_cnode,
    st_dive, st_explain, st_greedy, st_greedy_ok;
static int st_phase; /* what ended the last p_solve: 0 dive, k run k */
#define STAT(x) ((void)(x)++)
#define STAT_ADD(x, k) ((void)((x) += (uint64_t)(k)))
__attribute__((destructor)) static void st_print(void)
{
    fprintf(stderr,
            "sac %llu rounds %llu batches %llu lanes %llu sweeps %llu visits %llu "
            "cdfs nodes %llu fails %llu dive nodes %llu explains %llu greedy %llu ok %llu\n",
            (unsigned long long)st_sac, (unsigned long long)st_round,
            (unsigned long long)st_batch, (unsigned long long)st_lane,
            (unsigned long long)st_sweep, (unsigned long long)st_visit,
            (unsigned long long)st_cnode, (unsigned long long)st_cfail,
            (unsigned long long)st_dive, (unsigned long long)st_explain,
            (unsigned long long)st_greedy, (unsigned long long)st_greedy_ok);
}
#else
#define STAT(x) ((void)0)
#define STAT_ADD(x, k) ((void)0)
#endif
enum { DFS_FAIL = 0, DFS_FOUND, DFS_ABORT, DFS_TIMEOUT };

/* The three ways to pair four tiles m0..m3 (in class order). */
static const uint8_t PAIRING[3][2][2] = {
    {{0, 1}, {2, 3}},
    {{0, 2}, {1, 3}},
    {{0, 3}, {1, 2}},
};

/* A relaxed play that cleared the board: the tiles present when it ran and, per
 * quad, the sets of allowed pairings (bit m for the set m, m < 8) under which each
 * of its steps still had a partner free in time. The same steps clear any position
 * with a subset of those tiles whose quads allow such sets, so the probe need not
 * run again: most decisions leave most witnesses standing. */
typedef struct Witness {
    uint64_t present[WORDS];
    uint8_t valid[QUAD_PAD];
    bool set;
} Witness;

typedef struct MemoSlot {
    uint64_t a;
    uint32_t b;
    uint32_t gen;
} MemoSlot;

typedef struct Fundo {
    uint16_t cls;
    uint8_t old;
} Fundo;

/* One branch: remove pair (a, b), or (a < 0) forbid pairing `pairing` of `cls`. */
typedef struct Option {
    int16_t a, b;
    uint16_t cls;
    uint8_t pairing;
} Option;

struct Solver {
    /* --- fixed for one call --- */
    int n;
    int nclass;
    uint16_t cls_of[LAYOUT_MAX_TILES];
    uint16_t cls_start[MAX_CLASSES + 1];
    uint16_t cls_tile[LAYOUT_MAX_TILES];
    /* reverse links among present tiles: which tiles t has on top / on its sides */
    uint16_t below_start[LAYOUT_MAX_TILES + 1], below[REV_CAP];
    uint16_t lof_start[LAYOUT_MAX_TILES + 1], lof[SIDE_CAP]; /* t is their left nbr */
    uint16_t rof_start[LAYOUT_MAX_TILES + 1], rof[SIDE_CAP]; /* t is their right nbr */
    /* forward links among present tiles: what lies on t, its left and right nbrs */
    uint16_t abv_start[LAYOUT_MAX_TILES + 1], abv[REV_CAP];
    uint16_t lft_start[LAYOUT_MAX_TILES + 1], lft[SIDE_CAP];
    uint16_t rgt_start[LAYOUT_MAX_TILES + 1], rgt[SIDE_CAP];
    uint64_t above_bits[LAYOUT_MAX_TILES][WORDS];             /* tiles lying on t */
    uint16_t weight[LAYOUT_MAX_TILES]; /* how many tiles t holds down: branch order */
    bool start[LAYOUT_MAX_TILES];
    /* quads: classes of exactly four tiles at the start */
    int nquad;
    int16_t quad_of[MAX_CLASSES]; /* class -> quad, or -1 */
    uint16_t quad_cls[MAX_QUADS];
    uint16_t qt[MAX_QUADS][4];       /* its tiles, in class order */
    uint8_t qidx[LAYOUT_MAX_TILES]; /* a tile's index in its quad */
    uint8_t qstack_ok[MAX_QUADS];   /* pairings with no pair stacked */

    /* --- Zobrist keys, fixed for the Solver's life --- */
    uint64_t zt[LAYOUT_MAX_TILES][2];
    uint64_t zc[MAX_CLASSES][8][2];

    /* --- the position --- */
    bool present[LAYOUT_MAX_TILES];
    uint8_t n_above[LAYOUT_MAX_TILES], n_left[LAYOUT_MAX_TILES], n_right[LAYOUT_MAX_TILES];
    uint16_t rem[MAX_CLASSES];   /* tiles of the class still present */
    uint8_t forbid[MAX_CLASSES]; /* with rem == 4: ruled-out pairings (bits 0..2) */
    int left;
    uint64_t h1, h2;
    uint64_t pbits[WORDS]; /* present, as a bit set */
    uint8_t qok[MAX_QUADS]; /* pairings the relaxed play allows now */
    uint8_t qbit[QUAD_PAD]; /* 1 << qok: the bit a Witness.valid byte must have */
    Witness wit[N_WITNESS];   /* per (quad, pairing) probe, and the last for none */

    int16_t path[LAYOUT_MAX_TILES / 2][2];
    int path_len;
    Fundo fundo[FUNDO_CAP];
    int fundo_len;

    /* --- search control --- */
    int mode;
    uint64_t rnd;    /* randomised branching of restarts (0: none) */
    int spread;      /* ... how far the pick may stray from the first conflict */
    int sac_rounds;  /* most rounds of singleton consistency per node */
    uint64_t run_cap; /* node count ending this restart (0: none) */
    uint64_t nodes, max_nodes;
    double t0, max_ms;   /* this thread's CPU time (core/cputime.h) */
    double w0, max_wall_ms; /* the wall clock: an outer guard for the interface */
    bool timed;          /* max_ms or max_wall_ms is set */
    int best_left;
    bool probing;
    uint64_t dive_cap; /* node count ending the first dive (0: none) */
    uint64_t probes;
    Option opts[OPT_STACK];
    int opt_top;

    /* --- scratch of the relaxed play --- */
    uint8_t ra[LAYOUT_MAX_TILES], rl[LAYOUT_MAX_TILES], rr[LAYOUT_MAX_TILES];
    bool rgone[LAYOUT_MAX_TILES], rqueued[LAYOUT_MAX_TILES];
    uint16_t rfree_at[LAYOUT_MAX_TILES], rgone_at[LAYOUT_MAX_TILES]; /* step numbers */
    uint16_t rqueue[LAYOUT_MAX_TILES];
    uint8_t pA[MAX_QUADS];           /* pairing search: allowed pairings per quad */
    uint8_t pbase[MAX_QUADS];
    /* pairing search's relaxed play, packed for speed: per tile its blocking counts
     * (bits 0-7 on it, 8-15 left, 16-23 right), what its removal decrements, its
     * quad (-1: class of two) and its partner under each pairing */
    float act[MAX_QUADS]; /* how often a quad was among the decisions to blame */
    float act_inc;
    /* the trail of pairings ruled out below the root (t_remove), for learning: per
     * entry the reason, an offset into `arena` (count, then (quad, pairings) pairs:
     * the entry holds while each of those pairings stays ruled out), or -1 for a
     * decision */
    struct {
        uint8_t q, p;
        int32_t why;
    } trail[TRAIL_CAP];
    int ntrail, level;
    uint8_t lv[MAX_QUADS][3];  /* the level at which a pairing was ruled out */
    uint16_t tp[MAX_QUADS][3]; /* ... and its place on the trail */
    uint16_t lvl_trail[MAX_QUADS + 2];
    int32_t lvl_arena[MAX_QUADS + 2];
    uint8_t arena[ARENA_CAP];
    int32_t narena;
    /* learnt clauses: some quad q[i] has a pairing in m[i]; a ring */
    struct {
        uint8_t n, q[LC_SIZE], m[LC_SIZE];
    } lc[LC_MAX];
    int lc_count, lc_next;
    /* 64 relaxed plays at once (p_batch): per tile, a bit per play */
    uint16_t peel[LAYOUT_MAX_TILES]; /* present tiles, blockers before blocked */
    int npeel;
    uint64_t bg[LAYOUT_MAX_TILES], bf[LAYOUT_MAX_TILES]; /* gone, free */
    uint64_t bA[MAX_QUADS][3]; /* plays in which the pairing is allowed */
    uint16_t init_free[LAYOUT_MAX_TILES]; /* free tiles of the position */
    /* the last relax_p's events in order: tile << 1, | 1 when it went, else when it
     * became free (p_batch's first pass follows them) */
    uint16_t elog[2 * LAYOUT_MAX_TILES];
    int nelog;
    int n_init_free;
    uint32_t rc0[LAYOUT_MAX_TILES], rc[LAYOUT_MAX_TILES];
    uint16_t adj_start[LAYOUT_MAX_TILES + 1];
    uint32_t adj[REV_CAP + 2 * SIDE_CAP]; /* (tile << 8) | which count, 0/8/16 */
    int16_t tq[LAYOUT_MAX_TILES];
    uint16_t ptn[LAYOUT_MAX_TILES][3];        /* ... at the root, after its propagation */
    /* ... why pairing p of quad q is ruled out now (when it is): the decided quads
     * whose choices together exclude it */
    uint64_t pwhy[MAX_QUADS][3][(MAX_QUADS + 63) / 64];
    int16_t pmate[LAYOUT_MAX_TILES]; /* ... and the partner in a class of two */
    int16_t rfour[MAX_CLASSES][4]; /* classes of four: their tiles */
    uint8_t rok[MAX_CLASSES];       /* ... and their possible pairings */

    /* --- memo --- */
    MemoSlot *memo;
    uint32_t memo_bits;
    uint32_t gen;
    uint64_t memo_used;
};

/* The CPU-time budget is spent, or the wall-clock guard is (callers check
 * s->timed first, and only every so many nodes). */
static bool time_up(const Solver *s)
{
    return (s->max_ms > 0 && cputime_thread_ms() - s->t0 >= s->max_ms) ||
           (s->max_wall_ms > 0 && cputime_wall_ms() - s->w0 >= s->max_wall_ms);
}

static int popcount3(unsigned v)
{
    return (int)(v & 1u) + (int)((v >> 1) & 1u) + (int)((v >> 2) & 1u);
}

Solver *solver_new(void)
{
    Solver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    uint64_t x = 0x5041474f44415f53ull; /* fixed: the keys only need to be distinct */
    for (int t = 0; t < LAYOUT_MAX_TILES; t++) {
        s->zt[t][0] = rng_splitmix64(&x);
        s->zt[t][1] = rng_splitmix64(&x);
    }
    for (int c = 0; c < MAX_CLASSES; c++)
        for (int k = 1; k < 8; k++) {
            s->zc[c][k][0] = rng_splitmix64(&x);
            s->zc[c][k][1] = rng_splitmix64(&x);
        }
    return s;
}

void solver_free(Solver *s)
{
    if (!s)
        return;
    free(s->memo);
    free(s);
}

#include "core/solver/memo.inc"
#include "core/solver/position.inc"
#include "core/solver/propagation.inc"
#include "core/solver/pairing.inc"
#include "core/solver/cbj.inc"
#include "core/solver/learning.inc"
#include "core/solver/setup.inc"

/* --- entry points --------------------------------------------------------------- */

SolveResult solver_run(Solver *s, const LayoutLinks *links, const uint8_t *group,
                       const bool *present, const SolveLimits *lim, SolveReport *out)
{
    SolveReport rep;
    memset(&rep, 0, sizeof rep);
    rep.min_left = -1;
    rep.best_left = -1;
    s->t0 = cputime_thread_ms();
    s->w0 = cputime_wall_ms();
    s->max_nodes = lim ? lim->max_nodes : 0;
    s->max_ms = lim ? lim->max_ms : 0;
    s->max_wall_ms = lim ? lim->max_wall_ms : 0;
    s->timed = s->max_ms > 0 || s->max_wall_ms > 0;
    s->nodes = 0;
    s->probing = true;
    s->probes = 0;
    setup(s, links, group, present);
    position_reset(s);

    bool odd = false;
    for (int c = 0; c < s->nclass; c++)
        odd = odd || s->rem[c] % 2;
    int r = DFS_FAIL;
    if (!odd) {
        s->mode = MODE_SOLVE;
        s->best_left = s->left;
        memo_reset(s);
        /* most deals fall to a short greedy dive that probes only the options it
         * branches on; the rest get the search with pairing propagation */
        if (p_applies(s)) {
            r = p_solve(s);
        } else {
            s->dive_cap = DIVE_NODES;
            r = dfs(s, false);
            s->dive_cap = 0;
        }
        if (r == DFS_ABORT && !p_applies(s) && !out_of_budget(s)) {
            undo_to(s, 0, 0);
            s->opt_top = 0;
            r = solve_dfs(s, 0);
        }
    }
    if (r == DFS_FOUND) {
        rep.result = SOLVE_SOLVABLE;
        rep.min_left = 0;
        rep.n_pairs = s->path_len;
        memcpy(rep.pairs, s->path, sizeof rep.pairs[0] * (size_t)s->path_len);
    } else if (r == DFS_ABORT) {
        rep.result = SOLVE_UNKNOWN;
    } else {
        rep.result = SOLVE_UNSOLVABLE;
        if (lim && lim->want_min_left) {
            position_reset(s);
            s->mode = MODE_MIN_LEFT;
            s->best_left = s->left;
            memo_reset(s);
            int r2 = dfs(s, false);
            if (r2 != DFS_ABORT)
                rep.min_left = s->best_left;
            else
                rep.best_left = s->best_left;
        }
    }
    rep.nodes = s->nodes;
    rep.ms = cputime_thread_ms() - s->t0;
#ifdef SOLVER_STATS
    static uint64_t last_cn, last_cf, last_dv, last_lane;
    if (getenv("SOLVER_TRACE"))
        fprintf(stderr, "T %d %d %.3f %llu %llu %llu %llu\n", rep.result, st_phase, rep.ms,
                (unsigned long long)(st_dive - last_dv), (unsigned long long)(st_cnode - last_cn),
                (unsigned long long)(st_cfail - last_cf), (unsigned long long)(st_lane - last_lane));
    last_cn = st_cnode;
    last_cf = st_cfail;
    last_dv = st_dive;
    last_lane = st_lane;
#endif
    if (out)
        *out = rep;
    return rep.result;
}

SolveResult solver_solve(const LayoutLinks *links, const uint8_t *group, const bool *present,
                         const SolveLimits *lim, SolveReport *out)
{
    Solver *s = solver_new();
    if (!s) {
        if (out) {
            memset(out, 0, sizeof *out);
            out->result = SOLVE_UNKNOWN;
            out->min_left = out->best_left = -1;
        }
        return SOLVE_UNKNOWN;
    }
    SolveResult r = solver_run(s, links, group, present, lim, out);
    solver_free(s);
    return r;
}
