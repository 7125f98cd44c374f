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
 * with "fewest tiles left" as the goal. */
#include "core/solver.h"

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
    double t0, max_ms;
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

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
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
        s->zt[t][0] = splitmix64(&x);
        s->zt[t][1] = splitmix64(&x);
    }
    for (int c = 0; c < MAX_CLASSES; c++)
        for (int k = 1; k < 8; k++) {
            s->zc[c][k][0] = splitmix64(&x);
            s->zc[c][k][1] = splitmix64(&x);
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

/* --- memo ----------------------------------------------------------------------- */

static bool memo_alloc(Solver *s, uint32_t bits)
{
    MemoSlot *t = calloc((size_t)1 << bits, sizeof *t);
    if (!t)
        return false;
    MemoSlot *old = s->memo;
    uint32_t old_bits = s->memo_bits;
    s->memo = t;
    s->memo_bits = bits;
    s->memo_used = 0;
    if (old) {
        size_t n = (size_t)1 << old_bits;
        uint32_t gen = s->gen;
        for (size_t i = 0; i < n; i++) {
            if (old[i].gen != gen)
                continue;
            size_t mask = ((size_t)1 << bits) - 1;
            size_t base = (size_t)old[i].a & mask & ~(size_t)(MEMO_WAYS - 1);
            for (int w = 0; w < MEMO_WAYS; w++) {
                if (t[base + (size_t)w].gen != gen) {
                    t[base + (size_t)w] = old[i];
                    s->memo_used++;
                    break;
                }
            }
        }
        free(old);
    }
    return true;
}

static bool memo_has(const Solver *s)
{
    if (!s->memo)
        return false;
    size_t mask = ((size_t)1 << s->memo_bits) - 1;
    size_t base = (size_t)s->h1 & mask & ~(size_t)(MEMO_WAYS - 1);
    uint32_t b = (uint32_t)(s->h2 >> 32);
    for (int w = 0; w < MEMO_WAYS; w++) {
        const MemoSlot *e = &s->memo[base + (size_t)w];
        if (e->gen == s->gen && e->a == s->h1 && e->b == b)
            return true;
    }
    return false;
}

static void memo_put(Solver *s, uint64_t k1, uint64_t k2)
{
    if (s->memo && s->memo_used * 2 > ((uint64_t)1 << s->memo_bits) &&
        s->memo_bits < MEMO_MAX_BITS)
        memo_alloc(s, s->memo_bits + 1); /* on failure keep the smaller table */
    if (!s->memo)
        return;
    size_t mask = ((size_t)1 << s->memo_bits) - 1;
    size_t base = (size_t)k1 & mask & ~(size_t)(MEMO_WAYS - 1);
    MemoSlot e = {k1, (uint32_t)(k2 >> 32), s->gen};
    for (int w = 0; w < MEMO_WAYS; w++) {
        if (s->memo[base + (size_t)w].gen != s->gen) {
            s->memo[base + (size_t)w] = e;
            s->memo_used++;
            return;
        }
    }
    /* bucket full: replace one, chosen by other key bits (deterministic) */
    s->memo[base + (size_t)((k2 >> 7) & (MEMO_WAYS - 1))] = e;
}

/* Starts a fresh memo generation (the table is kept between calls). */
static void memo_reset(Solver *s)
{
    if (++s->gen == 0) {
        if (s->memo)
            memset(s->memo, 0, sizeof *s->memo << s->memo_bits);
        s->gen = 1;
    }
    s->memo_used = 0;
    if (!s->memo)
        memo_alloc(s, MEMO_MIN_BITS);
}

/* --- position ------------------------------------------------------------------- */

static bool is_free(const Solver *s, int t)
{
    return s->present[t] && s->n_above[t] == 0 && (s->n_left[t] == 0 || s->n_right[t] == 0);
}

/* x lies on y, or y on x: they can never be free together. */
static bool stacked(const Solver *s, int x, int y)
{
    return ((s->above_bits[y][x >> 6] >> (x & 63)) & 1u) ||
           ((s->above_bits[x][y >> 6] >> (y & 63)) & 1u);
}

static void tile_remove(Solver *s, int t)
{
    s->present[t] = false;
    s->left--;
    s->rem[s->cls_of[t]]--;
    s->h1 ^= s->zt[t][0];
    s->h2 ^= s->zt[t][1];
    s->pbits[t >> 6] &= ~(1ull << (t & 63));
    for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++)
        s->n_above[s->below[i]]--;
    for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++)
        s->n_left[s->lof[i]]--;
    for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++)
        s->n_right[s->rof[i]]--;
}

static void tile_restore(Solver *s, int t)
{
    s->present[t] = true;
    s->left++;
    s->rem[s->cls_of[t]]++;
    s->h1 ^= s->zt[t][0];
    s->h2 ^= s->zt[t][1];
    s->pbits[t >> 6] |= 1ull << (t & 63);
    for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++)
        s->n_above[s->below[i]]++;
    for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++)
        s->n_left[s->lof[i]]++;
    for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++)
        s->n_right[s->rof[i]]++;
}

static void set_forbid(Solver *s, int c, uint8_t v)
{
    uint8_t old = s->forbid[c];
    if (old == v)
        return;
    s->fundo[s->fundo_len++] = (Fundo){(uint16_t)c, old};
    s->h1 ^= s->zc[c][old][0] ^ s->zc[c][v][0];
    s->h2 ^= s->zc[c][old][1] ^ s->zc[c][v][1];
    s->forbid[c] = v;
}

static void pair_remove(Solver *s, int a, int b)
{
    int c = s->cls_of[a];
    set_forbid(s, c, 0); /* constraints describe the current four only */
    tile_remove(s, a);
    tile_remove(s, b);
    s->path[s->path_len][0] = (int16_t)a;
    s->path[s->path_len][1] = (int16_t)b;
    s->path_len++;
}

/* Back to the position when path_len and fundo_len were these. */
static void undo_to(Solver *s, int path_len, int fundo_len)
{
    while (s->path_len > path_len) {
        s->path_len--;
        tile_restore(s, s->path[s->path_len][0]);
        tile_restore(s, s->path[s->path_len][1]);
    }
    while (s->fundo_len > fundo_len) {
        const Fundo *f = &s->fundo[--s->fundo_len];
        uint8_t cur = s->forbid[f->cls];
        s->h1 ^= s->zc[f->cls][cur][0] ^ s->zc[f->cls][f->old][0];
        s->h2 ^= s->zc[f->cls][cur][1] ^ s->zc[f->cls][f->old][1];
        s->forbid[f->cls] = f->old;
    }
}

/* The present tiles of class c into m (class order); returns how many, and the free
 * ones as a bit mask over m's indices (only the first 32 count). */
static int class_tiles(const Solver *s, int c, int16_t *m, uint32_t *free_mask)
{
    int k = 0;
    uint32_t fm = 0;
    for (int i = s->cls_start[c]; i < s->cls_start[c + 1]; i++) {
        int t = s->cls_tile[i];
        if (!s->present[t])
            continue;
        if (k < 32 && is_free(s, t))
            fm |= 1u << k;
        m[k++] = (int16_t)t;
    }
    *free_mask = fm;
    return k;
}

/* Pairings of four tiles still possible: not forbidden, and when clearing the board
 * is the goal, no pair stacked. */
static unsigned allowed_pairings(const Solver *s, int c, const int16_t *m)
{
    unsigned ok = 7u & ~(unsigned)s->forbid[c];
    if (s->mode == MODE_MIN_LEFT)
        return ok; /* a line of play that leaves tiles may still take the other pair */
    for (int p = 0; p < 3; p++) {
        if (!(ok & (1u << p)))
            continue;
        for (int q = 0; q < 2; q++)
            if (stacked(s, m[PAIRING[p][q][0]], m[PAIRING[p][q][1]]))
                ok &= ~(1u << p);
    }
    return ok;
}

static int lowest_bit(unsigned v)
{
    int i = 0;
    while (!(v & 1u)) {
        v >>= 1;
        i++;
    }
    return i;
}

/* Removes every safe pair until none is left. */
static void closure(Solver *s)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int c = 0; c < s->nclass; c++) {
            if (s->rem[c] < 2)
                continue;
            int16_t m[LAYOUT_MAX_TILES];
            uint32_t fm;
            int k = class_tiles(s, c, m, &fm);
            int f = __builtin_popcount(fm);
            if (f < 2)
                continue;
            if (f == k && k % 2 == 0) {
                for (int i = 0; i < k; i += 2)
                    pair_remove(s, m[i], m[i + 1]);
                changed = true;
            } else if (k == 4) {
                unsigned ok = allowed_pairings(s, c, m);
                if (popcount3(ok) != 1)
                    continue;
                int p = lowest_bit(ok);
                for (int q = 0; q < 2; q++) {
                    int i = PAIRING[p][q][0], j = PAIRING[p][q][1];
                    if ((fm >> i & 1u) && (fm >> j & 1u)) {
                        pair_remove(s, m[i], m[j]);
                        changed = true;
                        break; /* the class has two left now; the loop sees it again */
                    }
                }
            }
        }
    }
}

/* The relaxed play: a tile goes alone as soon as it is free and one of the tiles it
 * may still be paired with is free or gone. Any real line of play removes a subset
 * of what this removes (by induction over the line: each real pair is free in the
 * relaxed position too), so the tiles it leaves are a lower bound on the tiles left.
 * It sees chains that no single class shows: a pair under a pair under the first. */
static bool relaxed_free(const Solver *s, int t)
{
    return s->ra[t] == 0 && (s->rl[t] == 0 || s->rr[t] == 0);
}

static bool relaxed_partner(const Solver *s, int t)
{
    int c = s->cls_of[t];
    if (s->rem[c] == 4) {
        const int16_t *m = s->rfour[c];
        int i = 0;
        while (m[i] != t)
            i++;
        for (int p = 0; p < 3; p++) {
            if (!(s->rok[c] & (1u << p)))
                continue;
            for (int q = 0; q < 2; q++) {
                int a = PAIRING[p][q][0], b = PAIRING[p][q][1];
                int u = a == i ? m[b] : b == i ? m[a] : -1;
                if (u >= 0 && (s->rgone[u] || relaxed_free(s, u)))
                    return true;
            }
        }
        return false;
    }
    for (int i = s->cls_start[c]; i < s->cls_start[c + 1]; i++) {
        int u = s->cls_tile[i];
        if (u != t && s->present[u] && (s->rgone[u] || relaxed_free(s, u)))
            return true;
    }
    return false;
}

static void relaxed_push(Solver *s, int *top, int t)
{
    if (s->present[t] && !s->rgone[t] && !s->rqueued[t]) {
        s->rqueued[t] = true;
        s->rqueue[(*top)++] = (uint16_t)t;
    }
}

static void relaxed_push_class(Solver *s, int *top, int c)
{
    for (int i = s->cls_start[c]; i < s->cls_start[c + 1]; i++)
        relaxed_push(s, top, s->cls_tile[i]);
}

/* Returns how many tiles the relaxed play leaves. */
static int relaxed_stuck(Solver *s)
{
    int n = s->n;
    memcpy(s->ra, s->n_above, (size_t)n);
    memcpy(s->rl, s->n_left, (size_t)n);
    memcpy(s->rr, s->n_right, (size_t)n);
    memset(s->rgone, 0, (size_t)n);
    memset(s->rqueued, 0, (size_t)n);
    for (int c = 0; c < s->nclass; c++) {
        if (s->rem[c] != 4)
            continue;
        int k = 0;
        for (int i = s->cls_start[c]; i < s->cls_start[c + 1]; i++)
            if (s->present[s->cls_tile[i]])
                s->rfour[c][k++] = (int16_t)s->cls_tile[i];
        s->rok[c] = (uint8_t)allowed_pairings(s, c, s->rfour[c]);
    }
    int top = 0, left = s->left;
    for (int t = 0; t < n; t++)
        if (s->present[t] && relaxed_free(s, t))
            relaxed_push(s, &top, t);
    while (top > 0) {
        int t = s->rqueue[--top];
        s->rqueued[t] = false;
        if (s->rgone[t] || !relaxed_free(s, t) || !relaxed_partner(s, t))
            continue;
        s->rgone[t] = true;
        left--;
        relaxed_push_class(s, &top, s->cls_of[t]);
        for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++) {
            int u = s->below[i];
            if (--s->ra[u] == 0 && relaxed_free(s, u)) {
                relaxed_push(s, &top, u);
                relaxed_push_class(s, &top, s->cls_of[u]);
            }
        }
        for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++) {
            int u = s->lof[i];
            if (--s->rl[u] == 0 && relaxed_free(s, u)) {
                relaxed_push(s, &top, u);
                relaxed_push_class(s, &top, s->cls_of[u]);
            }
        }
        for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++) {
            int u = s->rof[i];
            if (--s->rr[u] == 0 && relaxed_free(s, u)) {
                relaxed_push(s, &top, u);
                relaxed_push_class(s, &top, s->cls_of[u]);
            }
        }
    }
    return left;
}

/* The options of a class of four with two or three free tiles (0 if none), best
 * first; *score ranks classes (lower first). */
static int class_options(const Solver *s, int c, Option *o, int *score)
{
    int16_t m[LAYOUT_MAX_TILES];
    uint32_t fm;
    class_tiles(s, c, m, &fm);
    int f = __builtin_popcount(fm);
    if (f < 2 || f > 3)
        return 0;
    unsigned ok = allowed_pairings(s, c, m);
    int no = 0;
    if (f == 3) {
        for (int p = 0; p < 3; p++) {
            if (!(ok & (1u << p)))
                continue;
            /* the pair of pairing p inside the free three */
            for (int q = 0; q < 2; q++) {
                int i = PAIRING[p][q][0], j = PAIRING[p][q][1];
                if ((fm >> i & 1u) && (fm >> j & 1u))
                    o[no++] = (Option){m[i], m[j], (uint16_t)c, (uint8_t)p};
            }
        }
        /* leave the tile that holds down the fewest for later */
        for (int x = 1; x < no; x++)
            for (int y = x; y > 0; y--) {
                int wa = s->weight[o[y].a] + s->weight[o[y].b];
                int wb = s->weight[o[y - 1].a] + s->weight[o[y - 1].b];
                if (wa <= wb)
                    break;
                Option t = o[y];
                o[y] = o[y - 1];
                o[y - 1] = t;
            }
        *score = 0;
    } else {
        /* take the free two now (pairing p), or fix one of the other two pairings:
         * each free tile then waits for its own partner */
        int i = lowest_bit(fm), j = lowest_bit(fm & ~(1u << i));
        int p = (i == 0) ? j - 1 : (i == 1 && j == 2) ? 2 : (i == 1) ? 1 : 0;
        if (!(ok & (1u << p)))
            return 0;
        o[no++] = (Option){m[i], m[j], (uint16_t)c, (uint8_t)p};
        for (int q = 0; q < 3; q++)
            if (q != p && (ok & (1u << q)))
                o[no++] = (Option){-1, -1, (uint16_t)c, (uint8_t)q};
        *score = 1;
    }
    return no;
}

/* Classes of other sizes (layouts beyond one full set): every free pair they have,
 * at most cap; -1 if they do not fit (the caller then answers SOLVE_UNKNOWN). */
static int generic_options(const Solver *s, Option *opt, int cap)
{
    int16_t m[LAYOUT_MAX_TILES];
    int n = 0;
    for (int c = 0; c < s->nclass; c++) {
        if (s->rem[c] < 3 || s->rem[c] == 4)
            continue;
        uint32_t fm;
        int k = class_tiles(s, c, m, &fm);
        if (k > 32)
            return -1; /* free masks hold 32 tiles: too big a class to search fully */
        for (int i = 0; i < k; i++)
            for (int j = i + 1; j < k; j++)
                if ((fm >> i & 1u) && (fm >> j & 1u)) {
                    if (n >= cap)
                        return -1;
                    opt[n++] = (Option){m[i], m[j], GENERIC_CLASS, 0};
                }
    }
    return n;
}

static void apply_option(Solver *s, const Option *o)
{
    if (o->a >= 0)
        pair_remove(s, o->a, o->b);
    else
        set_forbid(s, o->cls, (uint8_t)(7u & ~(1u << o->pairing))); /* fix pairing */
}

static bool out_of_budget(Solver *s)
{
    if (s->dive_cap && s->nodes >= s->dive_cap)
        return true;
    if (s->max_nodes && s->nodes >= s->max_nodes)
        return true;
    if (s->max_ms > 0 && (s->nodes & TIME_CHECK_MASK) == 0 && now_ms() - s->t0 >= s->max_ms)
        return true;
    return false;
}

/* Tiles the relaxed play may leave before a position is hopeless. */
static int dead_limit(const Solver *s)
{
    return s->mode == MODE_SOLVE ? 1 : s->best_left;
}

/* Applies o, plays the safe pairs and asks the relaxed play whether the result can
 * still succeed. Returns DFS_FOUND with the position kept when that clears the
 * board (or, counting tiles, reaches zero); else restores the position and returns
 * DFS_FAIL when hopeless, DFS_ABORT (meaning "alive") otherwise. */
static int probe(Solver *s, const Option *o, int *left_after)
{
    if (s->max_ms > 0 && (++s->probes & 63u) == 0 && now_ms() - s->t0 >= s->max_ms)
        return DFS_TIMEOUT;
    int pm = s->path_len, fm = s->fundo_len;
    apply_option(s, o);
    closure(s);
    *left_after = s->left;
    if (s->left < s->best_left)
        s->best_left = s->left;
    if (s->left == 0)
        return DFS_FOUND;
    bool dead = relaxed_stuck(s) >= dead_limit(s);
    undo_to(s, pm, fm);
    return dead ? DFS_FAIL : DFS_ABORT;
}

/* `alive`: the caller's probe already ran the relaxed play on this position. */
static int dfs(Solver *s, bool alive)
{
    if (out_of_budget(s))
        return DFS_ABORT;
    s->nodes++;
    int path_mark = s->path_len, fundo_mark = s->fundo_len;
    closure(s);
    if (s->left < s->best_left)
        s->best_left = s->left;
    if (s->left == 0)
        return DFS_FOUND;
    if (memo_has(s) || (!alive && relaxed_stuck(s) >= dead_limit(s))) {
        undo_to(s, path_mark, fundo_mark);
        return DFS_FAIL;
    }
    uint64_t k1 = s->h1, k2 = s->h2;
    Option *opt = &s->opts[s->opt_top];
    int n = 0;
    /* Probe every decision one step ahead: options that fail at once are dropped, a
     * class left with one option takes it without branching, a class left with none
     * ends this position. Then branch on the class with the fewest options. */
    for (;;) {
        int best_n = 4, best_score = 1 << 30;
        bool forced = false, dead = false;
        for (int c = 0; c < s->nclass && !forced && !dead; c++) {
            if (s->rem[c] != 4)
                continue;
            Option o[3];
            int score;
            int no = class_options(s, c, o, &score);
            if (no == 0)
                continue;
            int keep = 0, after[3] = {0, 0, 0};
            for (int i = 0; i < no; i++) {
                if (!s->probing) {
                    o[keep++] = o[i];
                    continue;
                }
                int r = probe(s, &o[i], &after[keep]);
                if (r == DFS_FOUND)
                    return DFS_FOUND;
                if (r == DFS_TIMEOUT)
                    return DFS_ABORT;
                if (r != DFS_FAIL)
                    o[keep++] = o[i];
            }
            /* the option whose safe pairs clear the most goes first */
            for (int x = 1; x < keep; x++)
                for (int y = x; y > 0 && after[y] < after[y - 1]; y--) {
                    Option t = o[y];
                    o[y] = o[y - 1];
                    o[y - 1] = t;
                    int ta = after[y];
                    after[y] = after[y - 1];
                    after[y - 1] = ta;
                }
            if (keep == 0) {
                dead = true;
            } else if (keep == 1) {
                apply_option(s, &o[0]);
                closure(s);
                forced = true;
            } else if (keep < best_n || (keep == best_n && score < best_score)) {
                best_n = keep;
                best_score = score;
                memcpy(opt, o, sizeof o[0] * (size_t)keep);
                n = keep;
            }
        }
        if (dead) {
            n = 0;
            break;
        }
        if (!forced)
            break;
        n = 0;
        if (s->left < s->best_left)
            s->best_left = s->left;
        if (s->left == 0)
            return DFS_FOUND;
    }
    if (n == 0) {
        n = generic_options(s, opt, OPT_STACK - s->opt_top);
        if (n < 0)
            return DFS_ABORT; /* too wide to search completely: say so, don't guess */
    }
    s->opt_top += n;
    for (int i = 0; i < n; i++) {
        int pm = s->path_len, fmk = s->fundo_len;
        apply_option(s, &opt[i]);
        int r = dfs(s, s->probing && opt[i].cls != GENERIC_CLASS);
        if (r != DFS_FAIL)
            return r;
        undo_to(s, pm, fmk);
    }
    s->opt_top -= n;
    memo_put(s, k1, k2); /* the position as it was entered */
    undo_to(s, path_mark, fundo_mark);
    return DFS_FAIL;
}

/* --- the solving search: pairing propagation with cached witnesses -------------- */

/* Pairings of quad q the position still allows: not forbidden, nothing stacked; with
 * two tiles left, the pairing that pairs them (none if they are stacked). */
static unsigned quad_ok(const Solver *s, int q)
{
    int c = s->quad_cls[q];
    if (s->rem[c] == 4)
        return 7u & ~(unsigned)s->forbid[c] & s->qstack_ok[q];
    if (s->rem[c] != 2)
        return 7u;
    int i = 0;
    while (!s->present[s->qt[q][i]])
        i++;
    int j = i + 1;
    while (!s->present[s->qt[q][j]])
        j++;
    unsigned p = (unsigned)(i ^ j) - 1u; /* the pairing where j = i ^ (p + 1) */
    return (s->qstack_ok[q] >> p & 1u) << p;
}

static void quads_update(Solver *s)
{
    for (int q = 0; q < s->nquad; q++) {
        s->qok[q] = (uint8_t)quad_ok(s, q);
        s->qbit[q] = (uint8_t)(1u << s->qok[q]);
    }
    for (int q = s->nquad; q < QUAD_PAD; q++)
        s->qbit[q] = 1;
}

/* A partner t may go with in the relaxed play: free or gone. For a quad, its partner
 * in an allowed pairing; otherwise any other tile of the class (a tile already
 * removed counts too, which keeps the play a relaxation and witnesses sound). */
static int relax_partner(const Solver *s, int t)
{
    int c = s->cls_of[t], q = s->quad_of[c];
    if (q >= 0) {
        int i = s->qidx[t];
        for (int p = 0; p < 3; p++) {
            if (!(s->qok[q] >> p & 1u))
                continue;
            int u = s->qt[q][i ^ (p + 1)];
            if (s->rgone[u] || (s->present[u] && relaxed_free(s, u)))
                return u;
        }
        return -1;
    }
    for (int i = s->cls_start[c]; i < s->cls_start[c + 1]; i++) {
        int u = s->cls_tile[i];
        if (u != t && (s->rgone[u] || !s->present[u] || relaxed_free(s, u)))
            return u;
    }
    return -1;
}

/* Which sets of pairings of quad q justify every step its tiles took in the last
 * relaxed play (see Witness): tile t is justified by pairing p if its partner in p
 * was free by the step t went. */
static unsigned relax_valid_sets(const Solver *s, int q)
{
    unsigned need[4], n = 0;
    for (int i = 0; i < 4; i++) {
        int t = s->qt[q][i];
        if (!s->present[t])
            continue;
        unsigned j = 0;
        for (int p = 0; p < 3; p++) {
            int u = s->qt[q][i ^ (p + 1)];
            if (s->present[u] && s->rfree_at[u] <= s->rgone_at[t])
                j |= 1u << p;
        }
        need[n++] = j;
    }
    unsigned v = 0;
    for (unsigned m = 0; m < 8; m++) {
        bool all = true;
        for (unsigned k = 0; k < n; k++)
            all = all && (need[k] & m) != 0;
        v |= (unsigned)all << m;
    }
    return v;
}

/* Marks v free at this step (freedom only grows during the play). */
static void relax_freed(Solver *s, int *top, int v, uint16_t step)
{
    if (s->rfree_at[v] == UINT16_MAX && relaxed_free(s, v)) {
        s->rfree_at[v] = step;
        relaxed_push_class(s, top, s->cls_of[v]);
    }
}

/* The relaxed play (see relaxed_stuck) under the pairings in qok; returns the tiles
 * it leaves and, if `valid` is not NULL and it clears the board, the witness sets. */
static int relax(Solver *s, uint8_t *valid)
{
    int n = s->n;
    memcpy(s->ra, s->n_above, (size_t)n);
    memcpy(s->rl, s->n_left, (size_t)n);
    memcpy(s->rr, s->n_right, (size_t)n);
    memset(s->rgone, 0, (size_t)n);
    memset(s->rqueued, 0, (size_t)n);
    int top = 0, left = s->left;
    uint16_t step = 0;
    for (int t = 0; t < n; t++) {
        s->rfree_at[t] = UINT16_MAX;
        if (s->present[t] && relaxed_free(s, t)) {
            s->rfree_at[t] = 0;
            relaxed_push(s, &top, t);
        }
    }
    while (top > 0) {
        int t = s->rqueue[--top];
        s->rqueued[t] = false;
        if (s->rgone[t] || !relaxed_free(s, t))
            continue;
        int u = relax_partner(s, t);
        if (u < 0)
            continue;
        s->rgone[t] = true;
        s->rgone_at[t] = step++;
        left--;
        relaxed_push_class(s, &top, s->cls_of[t]);
        for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++)
            if (--s->ra[s->below[i]] == 0)
                relax_freed(s, &top, s->below[i], step);
        for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++)
            if (--s->rl[s->lof[i]] == 0)
                relax_freed(s, &top, s->lof[i], step);
        for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++)
            if (--s->rr[s->rof[i]] == 0)
                relax_freed(s, &top, s->rof[i], step);
    }
    if (valid && left == 0) {
        for (int q = 0; q < s->nquad; q++)
            valid[q] = (uint8_t)relax_valid_sets(s, q);
        for (int q = s->nquad; q < QUAD_PAD; q++)
            valid[q] = 0xff;
    }
    return left;
}

/* Whether w still proves the relaxed play clears the position (with quad q, if not
 * negative, held to the pairings in `only`). */
static bool witness_holds(const Solver *s, const Witness *w, int q, unsigned only)
{
    if (!w->set)
        return false;
    for (int k = 0; k < WORDS; k++)
        if (s->pbits[k] & ~w->present[k])
            return false;
    if (q >= 0 && !(w->valid[q] >> only & 1u))
        return false;
    for (int i = 0; i < s->nquad; i += 8) {
        uint64_t a, b;
        memcpy(&a, w->valid + i, 8);
        memcpy(&b, s->qbit + i, 8);
        uint64_t x = a & b; /* every byte must be non-zero */
        if ((x - 0x0101010101010101ull) & ~x & 0x8080808080808080ull)
            return false;
    }
    return true;
}

/* Runs the relaxed play unless w still holds; true if it clears the board (w then
 * holds the play). */
static bool witness_check(Solver *s, Witness *w, int q, unsigned only)
{
    if (witness_holds(s, w, q, only))
        return true;
    w->set = relax(s, w->valid) == 0;
    if (w->set)
        memcpy(w->present, s->pbits, sizeof w->present);
    return w->set;
}

/* Rules out every pairing of a quad under which the relaxed play gets stuck, plays
 * the safe pairs that follow, until nothing changes. Returns DFS_FAIL (the position
 * is hopeless), DFS_FOUND, DFS_TIMEOUT, or DFS_ABORT meaning "alive". */
static int quad_free(const Solver *s, int q)
{
    int f = 0;
    for (int i = 0; i < 4; i++)
        f += is_free(s, s->qt[q][i]);
    return f;
}

static int refine(Solver *s, int min_free)
{
    for (;;) {
        quads_update(s);
        for (int q = 0; q < s->nquad; q++)
            if (s->qok[q] == 0 && s->rem[s->quad_cls[q]] > 0)
                return DFS_FAIL;
        if (!witness_check(s, &s->wit[N_WITNESS - 1], -1, 0))
            return DFS_FAIL;
        bool changed = false;
        for (int q = 0; q < s->nquad; q++) {
            int c = s->quad_cls[q];
            if (s->rem[c] != 4 || popcount3(s->qok[q]) < 2 || quad_free(s, q) < min_free)
                continue;
            for (int p = 0; p < 3; p++) {
                if (!(s->qok[q] >> p & 1u) ||
                    witness_holds(s, &s->wit[3 * q + p], q, 1u << p))
                    continue;
                if (s->max_ms > 0 && (++s->probes & PROBE_TIME_MASK) == 0 &&
                    now_ms() - s->t0 >= s->max_ms)
                    return DFS_TIMEOUT;
                uint8_t all = s->qok[q];
                s->qok[q] = (uint8_t)(1u << p);
                bool alive = witness_check(s, &s->wit[3 * q + p], q, 1u << p);
                s->qok[q] = all;
                if (!alive) {
                    s->qok[q] &= (uint8_t)~(1u << p);
                    s->qbit[q] = (uint8_t)(1u << s->qok[q]);
                    set_forbid(s, c, (uint8_t)(s->forbid[c] | (1u << p)));
                    changed = true;
                }
            }
            if (s->qok[q] == 0)
                return DFS_FAIL;
        }
        if (!changed)
            return DFS_ABORT;
        closure(s);
        if (s->left == 0)
            return DFS_FOUND;
    }
}

/* The branch: the class of four with the fewest options (see class_options), its
 * options ordered by how far the safe pairs then get. Returns how many. */
static int pick_branch(Solver *s, Option *opt)
{
    int best_n = 4, best_score = 1 << 30, n = 0;
    for (int c = 0; c < s->nclass; c++) {
        if (s->rem[c] != 4)
            continue;
        Option o[3];
        int score;
        int no = class_options(s, c, o, &score);
        if (no > 0 && (no < best_n || (no == best_n && score < best_score))) {
            best_n = no;
            best_score = score;
            memcpy(opt, o, sizeof o[0] * (size_t)no);
            n = no;
        }
    }
    int after[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        int pm = s->path_len, fm = s->fundo_len;
        apply_option(s, &opt[i]);
        closure(s);
        after[i] = s->left;
        undo_to(s, pm, fm);
    }
    for (int x = 1; x < n; x++)
        for (int y = x; y > 0 && after[y] < after[y - 1]; y--) {
            Option t = opt[y];
            opt[y] = opt[y - 1];
            opt[y - 1] = t;
            int ta = after[y];
            after[y] = after[y - 1];
            after[y - 1] = ta;
        }
    return n;
}

static int solve_dfs(Solver *s, int depth)
{
    if (out_of_budget(s))
        return DFS_ABORT;
    s->nodes++;
    int path_mark = s->path_len, fundo_mark = s->fundo_len;
    closure(s);
    if (s->left == 0)
        return DFS_FOUND;
    if (memo_has(s)) {
        undo_to(s, path_mark, fundo_mark);
        return DFS_FAIL;
    }
    uint64_t k1 = s->h1, k2 = s->h2;
    int r = refine(s, depth == 0 ? 0 : REFINE_MIN_FREE);
    if (r == DFS_FOUND)
        return DFS_FOUND;
    if (r == DFS_TIMEOUT)
        return DFS_ABORT;
    Option *opt = &s->opts[s->opt_top];
    int n = 0;
    if (r != DFS_FAIL) {
        n = pick_branch(s, opt);
        if (n == 0)
            n = generic_options(s, opt, OPT_STACK - s->opt_top);
        if (n < 0)
            return DFS_ABORT; /* too wide to search completely: say so, don't guess */
    }
    s->opt_top += n;
    for (int i = 0; i < n; i++) {
        int pm = s->path_len, fmk = s->fundo_len;
        apply_option(s, &opt[i]);
        r = solve_dfs(s, depth + 1);
        if (r != DFS_FAIL)
            return r;
        undo_to(s, pm, fmk);
    }
    s->opt_top -= n;
    memo_put(s, k1, k2);
    undo_to(s, path_mark, fundo_mark);
    return DFS_FAIL;
}

/* --- the pairing search (classes of two and four) ------------------------------- */

/* With every class of four paired one way (a pairing per quad), the board is
 * cleared iff the greedy play clears it: a pair once free stays free. So a position
 * is solvable iff some assignment of pairings to quads clears it, and the relaxed
 * play (relax_p) under sets of allowed pairings bounds every assignment inside the
 * sets. The search fixes one quad's pairing per level; the relaxed play prunes (it
 * gets stuck) or solves (each quad's steps are all justified by one allowed
 * pairing: then that play is a real one). All runs start from the same position:
 * tiles are never removed during this search. */

static void p_push(Solver *s, int *top, int t)
{
    if (!s->rqueued[t]) { /* a tile gone was queued first */
        s->rqueued[t] = true;
        s->rqueue[(*top)++] = (uint16_t)t;
    }
}

/* t has become free: t may go if an allowed partner has been free, and so may every
 * free tile t is an allowed partner of. */
static void p_freed(Solver *s, int *top, int t, uint16_t step)
{
    s->rfree_at[t] = step;
    s->elog[s->nelog++] = (uint16_t)(t << 1);
    int q = s->tq[t];
    unsigned a = q < 0 ? 1u : s->pA[q];
    for (int p = 0; p < 3; p++) {
        if (!(a >> p & 1u))
            continue;
        int u = s->ptn[t][p];
        if (s->rfree_at[u] != UINT16_MAX) {
            p_push(s, top, t);
            p_push(s, top, u);
        }
    }
}

/* The relaxed play under pA; returns the tiles it leaves. */
static int relax_p(Solver *s)
{
    int n = s->n;
    memcpy(s->rc, s->rc0, sizeof s->rc[0] * (size_t)n);
    memset(s->rgone, 0, (size_t)n);
    memset(s->rqueued, 0, (size_t)n);
    int top = 0, left = s->left;
    uint16_t step = 0;
    memset(s->rfree_at, 0xff, sizeof s->rfree_at[0] * (size_t)n);
    s->nelog = 0;
    for (int i = 0; i < s->n_init_free; i++)
        p_freed(s, &top, s->init_free[i], 0);
    while (top > 0) {
        int t = s->rqueue[--top];
        s->rgone[t] = true;
        s->elog[s->nelog++] = (uint16_t)(t << 1 | 1);
        s->rgone_at[t] = step++;
        left--;
        for (int i = s->adj_start[t]; i < s->adj_start[t + 1]; i++) {
            uint32_t e = s->adj[i];
            int u = (int)(e >> 8);
            uint32_t c = s->rc[u] -= 1u << (e & 0xff);
            if ((c & 0xffu) == 0 && ((c & 0xff00u) == 0 || (c & 0xff0000u) == 0) &&
                s->rfree_at[u] == UINT16_MAX)
                p_freed(s, &top, u, step);
        }
    }
    return left;
}

/* In the last relaxed play, t and u were both free before either went. */
static bool p_pair_ok(const Solver *s, int t, int u)
{
    uint16_t f = s->rfree_at[t] > s->rfree_at[u] ? s->rfree_at[t] : s->rfree_at[u];
    return f <= s->rgone_at[t] && f <= s->rgone_at[u];
}

/* Pairings of quad q (4 tiles present) that justify every step of its tiles. */
static unsigned p_justified(const Solver *s, int q)
{
    unsigned j = 0;
    for (int p = 0; p < 3; p++)
        if ((s->pA[q] >> p & 1u) &&
            p_pair_ok(s, s->qt[q][PAIRING[p][0][0]], s->qt[q][PAIRING[p][0][1]]) &&
            p_pair_ok(s, s->qt[q][PAIRING[p][1][0]], s->qt[q][PAIRING[p][1][1]]))
            j |= 1u << p;
    return j;
}

/* The pairs of the cleared relaxed play as a real play (pairs in the order their
 * first tile went); false if that somehow is not a legal play. */
static bool p_extract(Solver *s)
{
    int np = 0;
    int16_t (*pr)[2] = s->path;
    for (int t = 0; t < s->n; t++) {
        if (!s->present[t])
            continue;
        int c = s->cls_of[t], q = s->quad_of[c], u;
        if (q < 0) {
            u = s->pmate[t];
        } else if (s->rem[c] == 2) {
            unsigned a = s->pA[q];
            u = s->qt[q][s->qidx[t] ^ (lowest_bit(a) + 1)];
        } else {
            unsigned j = p_justified(s, q);
            if (!j)
                return false;
            u = s->qt[q][s->qidx[t] ^ (lowest_bit(j) + 1)];
        }
        if (u > t) {
            pr[np][0] = (int16_t)t;
            pr[np][1] = (int16_t)u;
            np++;
        }
    }
    /* order by the step the first tile went */
    uint16_t key[LAYOUT_MAX_TILES / 2];
    for (int i = 0; i < np; i++) {
        uint16_t a = s->rgone_at[pr[i][0]], b = s->rgone_at[pr[i][1]];
        key[i] = a < b ? a : b;
    }
    for (int x = 1; x < np; x++)
        for (int y = x; y > 0 && key[y] < key[y - 1]; y--) {
            uint16_t k = key[y];
            key[y] = key[y - 1];
            key[y - 1] = k;
            int16_t a = pr[y][0], b = pr[y][1];
            pr[y][0] = pr[y - 1][0];
            pr[y][1] = pr[y - 1][1];
            pr[y - 1][0] = a;
            pr[y - 1][1] = b;
        }
    /* check it on the real rules */
    for (int i = 0; i < np; i++) {
        int a = pr[i][0], b = pr[i][1];
        if (!is_free(s, a) || !is_free(s, b) || s->cls_of[a] != s->cls_of[b]) {
            s->path_len = i;
            undo_to(s, 0, 0);
            return false;
        }
        tile_remove(s, a);
        tile_remove(s, b);
        s->path_len = i + 1;
    }
    return s->left == 0;
}

/* Whether every quad of the last relaxed play (which cleared) is justified. */
static bool p_consistent(const Solver *s)
{
    for (int q = 0; q < s->nquad; q++)
        if (popcount3(s->pA[q]) >= 2 && !p_justified(s, q))
            return false;
    return true;
}



/* The quad whose conflict comes first in the last relaxed play (which cleared), the
 * fewest options first; -1 when every quad is justified. */
static uint32_t p_rand(Solver *s)
{
    uint64_t x = s->rnd;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    s->rnd = x;
    return (uint32_t)(x >> 32);
}

static int p_pick(Solver *s)
{
    int bq = -1, bn = 4;
    uint32_t bstep = UINT32_MAX;
    for (int q = 0; q < s->nquad; q++) {
        int na = popcount3(s->pA[q]);
        if (na < 2 || p_justified(s, q))
            continue;
        uint32_t st = UINT16_MAX;
        for (int i = 0; i < 4; i++)
            if (s->rgone_at[s->qt[q][i]] < st)
                st = s->rgone_at[s->qt[q][i]];
        if (s->spread)
            st += p_rand(s) % (uint32_t)s->spread;
        /* the most blamed first (VSIDS-like), then the first conflict */
        uint32_t a = (uint32_t)(s->act[q] * 16.0f);
        st = (a > 4000 ? 0 : 4000 - a) * 65536u + st;
        if (na < bn || (na == bn && st < bstep)) {
            bstep = st;
            bn = na;
            bq = q;
        }
    }
    return bq;
}

/* q's allowed pairings, those whose pairs the last play justified first. */
static int p_order(Solver *s, int q, uint8_t *opt)
{
    int no = 0, score[3];
    for (int p = 0; p < 3; p++) {
        if (!(s->pA[q] >> p & 1u))
            continue;
        score[no] = 4 * (p_pair_ok(s, s->qt[q][PAIRING[p][0][0]], s->qt[q][PAIRING[p][0][1]]) +
                         p_pair_ok(s, s->qt[q][PAIRING[p][1][0]], s->qt[q][PAIRING[p][1][1]]));
        if (s->spread)
            score[no] += (int)(p_rand(s) % 6u);
        opt[no++] = (uint8_t)p;
    }
    for (int x = 1; x < no; x++)
        for (int y = x; y > 0 && score[y] > score[y - 1]; y--) {
            int t = score[y];
            score[y] = score[y - 1];
            score[y - 1] = t;
            uint8_t o = opt[y];
            opt[y] = opt[y - 1];
            opt[y - 1] = o;
        }
    return no;
}


typedef struct QSet {
    uint64_t w[(MAX_QUADS + 63) / 64];
} QSet;

static void qs_add(QSet *a, int q) { a->w[q >> 6] |= 1ull << (q & 63); }
static bool qs_has(const QSet *a, int q) { return a->w[q >> 6] >> (q & 63) & 1u; }
static void qs_or(QSet *a, const QSet *b)
{
    for (size_t i = 0; i < sizeof a->w / sizeof a->w[0]; i++)
        a->w[i] |= b->w[i];
}

/* --- conflict-directed search with pairing propagation -------------------------- */

static QSet p_why(const Solver *s, int q, int p)
{
    QSet c;
    memcpy(c.w, s->pwhy[q][p], sizeof c.w);
    return c;
}

static void p_set_why(Solver *s, int q, int p, const QSet *c)
{
    memcpy(s->pwhy[q][p], c->w, sizeof c->w);
}

/* The decisions that ruled out the pairings of q in `removed`. */
static void p_add_reasons(const Solver *s, QSet *c, int q, unsigned removed)
{
    for (int p = 0; p < 3; p++)
        if (removed >> p & 1u) {
            QSet r = p_why(s, q, p);
            qs_or(c, &r);
        }
}

/* Why the last relaxed play got stuck, as the decisions to blame. The tiles it left
 * stay stuck whatever other quads' pairings are: each is held by left tiles (one on
 * it, or one on each side) or has no allowed partner that ever became free. Walks
 * that explanation from a stuck free tile and collects the reasons why the quads
 * it meets where a tile lacked a partner were narrowed below the root (pbase). A
 * partner ruled out that never became free needs no reason: the walk goes on to it
 * instead (it stays stuck with the rest), which keeps explanations short. Quad
 * `ignore` counts as not narrowed (it is being probed). Tries EXPLAIN_TRIES starting
 * tiles and keeps the smallest set. */
static void p_explain_m(Solver *s, int ignore, uint8_t *best)
{
    STAT(st_explain);
    memset(best, 0, (size_t)s->nquad);
    int bestn = 1 << 30, tries = 0;
    uint8_t *mark = (uint8_t *)s->rqueued; /* scratch once the play is over */
    uint16_t *stack = s->rqueue;
    for (int seed = 0; seed < s->n && tries < EXPLAIN_TRIES; seed++) {
        if (!s->present[seed] || s->rgone[seed] || s->rfree_at[seed] == UINT16_MAX)
            continue;
        tries++;
        uint8_t c[MAX_QUADS];
        memset(c, 0, (size_t)s->nquad);
        memset(mark, 0, (size_t)s->n);
        int top = 0;
        stack[top++] = (uint16_t)seed;
        mark[seed] = 1;
        while (top > 0) {
            int t = stack[--top];
            if (s->rfree_at[t] != UINT16_MAX) { /* free, but no partner ever was */
                int q = s->tq[t];
                unsigned a = q < 0 ? 1u : s->pA[q];
                if (q >= 0 && q != ignore) {
                    /* a ruled-out partner that never became free needs no reason
                     * why it is ruled out: the walk explains why it stays stuck */
                    unsigned rm = s->pbase[q] & ~s->pA[q];
                    for (int p = 0; p < 3; p++)
                        if ((rm >> p & 1u) && s->rfree_at[s->ptn[t][p]] == UINT16_MAX) {
                            rm &= ~(1u << p);
                            a |= 1u << p;
                        }
                    c[q] |= (uint8_t)rm;
                }
                for (int p = 0; p < 3; p++) {
                    int u = s->ptn[t][p];
                    if ((a >> p & 1u) && !mark[u]) {
                        mark[u] = 1;
                        stack[top++] = (uint16_t)u;
                    }
                }
                continue;
            }
            int pick = -1; /* never free: a stuck tile on it, else one on each side */
            for (int i = s->abv_start[t]; i < s->abv_start[t + 1] && pick < 0; i++)
                if (s->present[s->abv[i]] && !s->rgone[s->abv[i]])
                    pick = s->abv[i];
            if (pick >= 0) {
                if (!mark[pick]) {
                    mark[pick] = 1;
                    stack[top++] = (uint16_t)pick;
                }
                continue;
            }
            for (int side = 0; side < 2; side++) {
                const uint16_t *st = side ? s->rgt_start : s->lft_start;
                const uint16_t *ls = side ? s->rgt : s->lft;
                for (int i = st[t]; i < st[t + 1]; i++) {
                    int u = ls[i];
                    if (s->present[u] && !s->rgone[u]) {
                        if (!mark[u]) {
                            mark[u] = 1;
                            stack[top++] = (uint16_t)u;
                        }
                        break;
                    }
                }
            }
        }
        int cn = 0;
        for (int q = 0; q < s->nquad; q++)
            cn += c[q] != 0;
        if (cn < bestn) {
            bestn = cn;
            memcpy(best, c, (size_t)s->nquad);
            if (cn == 0)
                break;
        }
    }
}

/* The same as the decisions to blame. */
static QSet p_explain(Solver *s, int ignore)
{
    uint8_t m[MAX_QUADS];
    p_explain_m(s, ignore, m);
    QSet c;
    memset(&c, 0, sizeof c);
    for (int q = 0; q < s->nquad; q++)
        p_add_reasons(s, &c, q, m[q]);
    return c;
}

/* Raises the activity of the quads blamed for a failure (decaying the old). */
static void p_bump(Solver *s, const QSet *why)
{
    for (int q = 0; q < s->nquad; q++)
        if (qs_has(why, q))
            s->act[q] += s->act_inc;
    s->act_inc *= 1.05f;
    if (s->act_inc > 1e6f) {
        for (int q = 0; q < s->nquad; q++)
            s->act[q] *= 1e-6f;
        s->act_inc *= 1e-6f;
    }
}

/* Relaxed plays of up to 64 probes at once, bit-parallel: probe i fixes quad bq[i]
 * to pairing bp[i] over pA (and quad bq2[i] to bp2[i] when bq2 is given). Each tile holds a mask of the plays in which it is free
 * and gone; sweeps in peeling order (blockers first) apply the relaxed play's rule
 * (a free tile goes when an allowed partner is free or gone), revisiting only tiles
 * an input of which changed, until nothing changes: the same least fixpoint as
 * relax_p. Returns the mask of probes that get stuck; bg and bf keep each lane's
 * play. */
static uint64_t p_batch(Solver *s, int k, const uint8_t *bq, const uint8_t *bp,
                        const uint8_t *bq2, const uint8_t *bp2)
{
    const uint64_t all = k == 64 ? ~0ull : (1ull << k) - 1;
    STAT(st_batch);
    STAT_ADD(st_lane, k);
    for (int q = 0; q < s->nquad; q++)
        for (int p = 0; p < 3; p++)
            s->bA[q][p] = (s->pA[q] >> p & 1u) ? all : 0;
    for (int i = 0; i < k; i++)
        for (int p = 0; p < 3; p++) {
            if (p == bp[i])
                s->bA[bq[i]][p] |= 1ull << i;
            else
                s->bA[bq[i]][p] &= ~(1ull << i);
            if (bq2 && p == bp2[i])
                s->bA[bq2[i]][p] |= 1ull << i;
            else if (bq2)
                s->bA[bq2[i]][p] &= ~(1ull << i);
        }
    /* the tiles not yet gone in every play, in peeling order; each sweep drops the
     * ones that are */
    uint16_t *act = s->rqueue;
    uint8_t *dirty = (uint8_t *)s->rqueued; /* an input changed since t was looked at */
    int na = s->npeel;
    for (int i = 0; i < na; i++) {
        int t = s->peel[i];
        s->bg[t] = 0;
        s->bf[t] = 0;
    }
    /* a first pass in the order of the last relaxed play, which most lanes follow
     * for most of their way (any order is sound: a step uses only what is already
     * derived, and the sweeps below finish what it leaves) */
    for (int e = 0; e < s->nelog; e++) {
        int t = s->elog[e] >> 1;
        if (!(s->elog[e] & 1u)) {
            uint64_t f = all;
            for (int j = s->abv_start[t]; j < s->abv_start[t + 1]; j++)
                f &= s->bg[s->abv[j]];
            if (f) {
                uint64_t l = all, r = all;
                for (int j = s->lft_start[t]; j < s->lft_start[t + 1]; j++)
                    l &= s->bg[s->lft[j]];
                for (int j = s->rgt_start[t]; j < s->rgt_start[t + 1]; j++)
                    r &= s->bg[s->rgt[j]];
                f &= l | r;
            }
            s->bf[t] = f;
        } else {
            int q = s->tq[t];
            uint64_t ok;
            if (q < 0) {
                int u = s->ptn[t][0];
                ok = s->bf[u] | s->bg[u];
            } else {
                ok = (s->bA[q][0] & (s->bf[s->ptn[t][0]] | s->bg[s->ptn[t][0]])) |
                     (s->bA[q][1] & (s->bf[s->ptn[t][1]] | s->bg[s->ptn[t][1]])) |
                     (s->bA[q][2] & (s->bf[s->ptn[t][2]] | s->bg[s->ptn[t][2]]));
            }
            s->bg[t] |= s->bf[t] & ok;
        }
    }
    {
        int keep = 0;
        for (int i = 0; i < na; i++) {
            int t = s->peel[i];
            if (s->bg[t] != all) {
                act[keep++] = (uint16_t)t;
                dirty[t] = 1;
            }
        }
        na = keep;
    }
    bool changed = true;
    while (changed && na > 0) {
        changed = false;
        STAT(st_sweep);
        int keep = 0;
        for (int i = 0; i < na; i++) {
            int t = act[i];
            if (!dirty[t]) {
                act[keep++] = (uint16_t)t;
                continue;
            }
            dirty[t] = 0;
            STAT(st_visit);
            uint64_t g = s->bg[t];
            uint64_t f = all;
            for (int j = s->abv_start[t]; j < s->abv_start[t + 1]; j++)
                f &= s->bg[s->abv[j]];
            if (f) {
                uint64_t l = all, r = all;
                for (int j = s->lft_start[t]; j < s->lft_start[t + 1]; j++)
                    l &= s->bg[s->lft[j]];
                for (int j = s->rgt_start[t]; j < s->rgt_start[t + 1]; j++)
                    r &= s->bg[s->rgt[j]];
                f &= l | r;
            }
            int q = s->tq[t];
            if (f != s->bf[t]) {
                s->bf[t] = f;
                changed = true;
                dirty[s->ptn[t][0]] = 1;
                if (q >= 0) {
                    dirty[s->ptn[t][1]] = 1;
                    dirty[s->ptn[t][2]] = 1;
                }
            }
            if (f & ~g) {
                uint64_t ok;
                if (q < 0) {
                    int u = s->ptn[t][0];
                    ok = s->bf[u] | s->bg[u];
                } else {
                    ok = (s->bA[q][0] & (s->bf[s->ptn[t][0]] | s->bg[s->ptn[t][0]])) |
                         (s->bA[q][1] & (s->bf[s->ptn[t][1]] | s->bg[s->ptn[t][1]])) |
                         (s->bA[q][2] & (s->bf[s->ptn[t][2]] | s->bg[s->ptn[t][2]]));
                }
                uint64_t ng = g | (f & ok);
                if (ng != g) {
                    s->bg[t] = g = ng;
                    changed = true;
                    for (int j = s->adj_start[t]; j < s->adj_start[t + 1]; j++)
                        dirty[s->adj[j] >> 8] = 1;
                    dirty[s->ptn[t][0]] = 1;
                    if (q >= 0) {
                        dirty[s->ptn[t][1]] = 1;
                        dirty[s->ptn[t][2]] = 1;
                    }
                }
            }
            if (g != all)
                act[keep++] = (uint16_t)t;
        }
        na = keep;
    }
    uint64_t cleared = all;
    for (int i = 0; i < s->npeel; i++)
        cleared &= s->bg[s->peel[i]];
    return all & ~cleared;
}

#ifndef NDEBUG
/* Debug builds (the sanitizer CI build among them): the first lanes of a batch
 * must agree with one-by-one plays. */
static void p_batch_check(Solver *s, int k, const uint8_t *bq, const uint8_t *bp,
                          uint64_t fail)
{
    for (int i = 0; i < k && i < 4; i++) {
        uint8_t save = s->pA[bq[i]];
        s->pA[bq[i]] = (uint8_t)(1u << bp[i]);
        bool stuck = relax_p(s) > 0;
        s->pA[bq[i]] = save;
        assert(stuck == ((fail >> i & 1u) != 0));
        (void)stuck;
    }
    relax_p(s); /* p_sac expects the play of pA to stand while nothing is ruled out */
}
#endif

/* Singleton consistency on pairings: every allowed pairing of every open quad is
 * probed (the pairings the play of pA justifies pass without a probe at first),
 * 64 at a time with p_batch; a probe that gets stuck is explained (p_explain) from
 * its lane of the batch, and its pairing is ruled out with that reason. Rounds
 * until nothing changes, at most sac_rounds: early restarts stop after one (a
 * partial fixpoint prunes less but costs less; the hard unsolvable deals need the
 * full one). Returns DFS_FAIL (*why: the decisions to blame), DFS_FOUND (the last
 * play is a real one), DFS_ABORT (time) or -1 (alive; the last play is of pA and
 * clears). */
static bool t_remove(Solver *s, int q, int p, const uint8_t *rm);
static uint64_t luby(uint64_t run);

static int p_sac(Solver *s, uint8_t *cm)
{
    if (relax_p(s) > 0) {
        p_explain_m(s, -1, cm);
        return DFS_FAIL;
    }
    if (p_consistent(s))
        return DFS_FOUND;
    uint8_t alive[MAX_QUADS]; /* pairings the play of pA justifies: they pass */
    for (int q = 0; q < s->nquad; q++)
        alive[q] = popcount3(s->pA[q]) >= 2 ? (uint8_t)p_justified(s, q) : s->pA[q];
    bool first = true, pruned = false;
    STAT(st_sac);
    for (int round = 0; round < s->sac_rounds; round++) {
        STAT(st_round);
        uint8_t bq[3 * MAX_QUADS], bp[3 * MAX_QUADS];
        int n = 0;
        for (int q = 0; q < s->nquad; q++) {
            if (popcount3(s->pA[q]) < 2)
                continue;
            for (int p = 0; p < 3; p++)
                if ((s->pA[q] >> p & 1u) && !(first && (alive[q] >> p & 1u))) {
                    bq[n] = (uint8_t)q;
                    bp[n++] = (uint8_t)p;
                }
        }
        first = false;
        bool changed = false;
        for (int b = 0; b < n; b += 64) {
            int k = n - b < 64 ? n - b : 64;
            if (s->max_ms > 0 && (++s->probes & 7u) == 0 && now_ms() - s->t0 >= s->max_ms)
                return DFS_ABORT;
            uint64_t fail = p_batch(s, k, bq + b, bp + b, NULL, NULL);
#ifndef NDEBUG
            p_batch_check(s, k, bq + b, bp + b, fail);
#endif
            for (int i = 0; i < k; i++) {
                if (!(fail >> i & 1u))
                    continue;
                int q = bq[b + i], p = bp[b + i];
                uint8_t save = s->pA[q];
                if (!(save >> p & 1u))
                    continue;
                s->pA[q] = (uint8_t)(1u << p);
                /* explain from the batch's own play of this probe: it ran under
                 * pairing sets at least as wide as now, so what it left stuck is
                 * stuck now too */
                for (int j = 0; j < s->npeel; j++) {
                    int t = s->peel[j];
                    s->rgone[t] = (s->bg[t] >> i & 1u) != 0;
                    s->rfree_at[t] = ((s->bf[t] | s->bg[t]) >> i & 1u) ? 0 : UINT16_MAX;
                }
                uint8_t need[MAX_QUADS];
                p_explain_m(s, q, need);
                s->pA[q] = save;
                if (!t_remove(s, q, p, need)) {
                    memset(cm, 0, (size_t)s->nquad);
                    cm[q] = s->pbase[q];
                    return DFS_FAIL;
                }
                changed = true;
            }
        }
        if (!changed)
            break;
        pruned = true;
    }
    if (!pruned) /* the play of pA from the start still stands */
        return -1;
    if (relax_p(s) > 0) { /* leave the play of pA */
        p_explain_m(s, -1, cm);
        return DFS_FAIL;
    }
    return p_consistent(s) ? DFS_FOUND : -1;
}

/* A try at a solution: a real play that pairs each quad the first time two of its
 * tiles that an allowed pairing pairs are free together (a pair once free stays
 * free, so once the pairing is fixed, taking it at once never hurts). With three
 * candidates free it takes a pairing the last relaxed play (of pA, then of the play's
 * commitments) justified, then the one whose other two tiles were free together
 * first in that play. If it clears the board, pA is set to the pairings it took and
 * the last relaxed play is that play.
 *
 * Unchecked (at every node), it costs about one relaxed play and ends most solvable
 * deals 5-20 decisions early. Checked (once, at the root), each commitment the last
 * relaxed play does not justify is first tried in a relaxed play under the
 * commitments so far; a pairing that gets stuck there is skipped, and the play gives
 * up when every pairing of a quad does. That solves about 29% of Turtle deals
 * outright, at about 0.1 ms, against 6% unchecked. */
static bool p_greedy(Solver *s, bool check)
{
    STAT(st_greedy);
    int n = s->n;
    uint8_t g[MAX_QUADS], save[MAX_QUADS];
    memcpy(g, s->pA, (size_t)s->nquad);
    memcpy(save, s->pA, (size_t)s->nquad);
    /* the play's own state: relax_p may run in the middle of it */
    uint32_t rc[LAYOUT_MAX_TILES];
    uint8_t taken[LAYOUT_MAX_TILES], isfree[LAYOUT_MAX_TILES];
    uint16_t stack[LAYOUT_MAX_TILES];
    int16_t fq[LAYOUT_MAX_TILES];
    memcpy(rc, s->rc0, sizeof rc[0] * (size_t)n);
    memset(taken, 0, (size_t)n);
    memset(isfree, 0, (size_t)n);
    int top = 0, left = s->left, nf = 0;
    for (int i = 0; i < s->n_init_free; i++) {
        fq[nf++] = (int16_t)s->init_free[i];
        isfree[s->init_free[i]] = 1;
    }
    bool stuck = false, replayed = false;
    for (int fi = 0; (fi < nf || top > 0) && !stuck;) {
        if (top > 0) { /* removals first: they free tiles */
            int t = stack[--top];
            left--;
            for (int i = s->adj_start[t]; i < s->adj_start[t + 1]; i++) {
                uint32_t e = s->adj[i];
                int u = (int)(e >> 8);
                uint32_t c = rc[u] -= 1u << (e & 0xff);
                if ((c & 0xffu) == 0 && ((c & 0xff00u) == 0 || (c & 0xff0000u) == 0) &&
                    !isfree[u]) {
                    isfree[u] = 1;
                    fq[nf++] = (int16_t)u;
                }
            }
            continue;
        }
        int t = fq[fi++];
        if (taken[t])
            continue;
        int q = s->tq[t];
        for (;;) {
            unsigned a = q < 0 ? 1u : g[q];
            int bp = -1;
            unsigned bc = UINT_MAX;
            for (int p = 0; p < 3; p++) {
                int u = s->ptn[t][p];
                if (!(a >> p & 1u) || !isfree[u] || taken[u])
                    continue;
                unsigned c = 0;
                if (q >= 0) { /* when the other two were free together in the play */
                    int i = s->qidx[t], j = i ^ (p + 1), m = 0;
                    while (m == i || m == j)
                        m++;
                    int x = s->qt[q][m], y = s->ptn[x][p];
                    unsigned fx = s->rfree_at[x], fy = s->rfree_at[y];
                    c = fx > fy ? fx : fy;
                    if (check && !(p_pair_ok(s, t, u) && p_pair_ok(s, x, y)))
                        c += 0x10000u; /* not justified: needs a check */
                }
                if (c < bc) {
                    bc = c;
                    bp = p;
                }
            }
            if (bp < 0)
                break;
            if (check && q >= 0 && popcount3(g[q]) > 1 && bc >= 0x10000u) {
                memcpy(s->pA, g, (size_t)s->nquad);
                s->pA[q] = (uint8_t)(1u << bp);
                replayed = true;
                if (relax_p(s) > 0) { /* stuck under the commitments: try another */
                    g[q] &= (uint8_t)~(1u << bp);
                    memcpy(s->pA, g, (size_t)s->nquad);
                    if (relax_p(s) > 0)
                        stuck = true; /* every pairing of q is: give up */
                    continue;
                }
            }
            int u = s->ptn[t][bp];
            if (q >= 0)
                g[q] = (uint8_t)(1u << bp);
            taken[t] = taken[u] = 1;
            stack[top++] = (uint16_t)t;
            stack[top++] = (uint16_t)u;
            break;
        }
    }
    if (stuck || left > 0) {
        if (replayed) { /* leave the play of pA, as found */
            memcpy(s->pA, save, (size_t)s->nquad);
            relax_p(s);
        }
        return false;
    }
    STAT(st_greedy_ok);
    memcpy(s->pA, g, (size_t)s->nquad);
    if (relax_p(s) == 0) /* with every pairing fixed, the relaxed play is this play */
        return true;
    assert(!"p_greedy: not a real play");
    memcpy(s->pA, save, (size_t)s->nquad);
    relax_p(s);
    return false;
}

/* Pair consistency at the root: a pairing of one quad that fails (relaxed play)
 * with every allowed pairing of some other quad is ruled out for good. Every pair
 * of pairings of every pair of quads is played, 64 at a time (p_batch), until
 * nothing changes; it still costs some thousands of plays, so it runs only for
 * hard positions. Returns DFS_FAIL (no
 * pairing left for some quad), DFS_ABORT (time) or -1. */
static int p_pair_sac(Solver *s)
{
    enum { MAX_LANES = 64 };
    bool changed = true;
    while (changed) {
        changed = false;
        memcpy(s->pA, s->pbase, (size_t)s->nquad);
        /* lanes: every pair of pairings of a pair of quads, whole pairs per batch */
        uint8_t la[MAX_LANES], lpa[MAX_LANES], lb[MAX_LANES], lpb[MAX_LANES];
        int a = 0, b = 1;
        while (a < s->nquad - 1) {
            int k = 0;
            while (a < s->nquad - 1) {
                int na = popcount3(s->pbase[a]), nb = popcount3(s->pbase[b]);
                if (na >= 2 || nb >= 2) {
                    if (k + na * nb > MAX_LANES)
                        break;
                    for (int pa = 0; pa < 3; pa++)
                        for (int pb = 0; pb < 3; pb++)
                            if ((s->pbase[a] >> pa & 1u) && (s->pbase[b] >> pb & 1u)) {
                                la[k] = (uint8_t)a;
                                lpa[k] = (uint8_t)pa;
                                lb[k] = (uint8_t)b;
                                lpb[k++] = (uint8_t)pb;
                            }
                }
                if (++b == s->nquad) {
                    a++;
                    b = a + 1;
                }
            }
            if (k == 0)
                break;
            if (s->max_ms > 0 && (++s->probes & 7u) == 0 && now_ms() - s->t0 >= s->max_ms)
                return DFS_ABORT;
            uint64_t fail = p_batch(s, k, la, lpa, lb, lpb);
            /* a pairing with no lane that clears, against some other quad, dies */
            for (int i = 0; i < k;) {
                int qa = la[i], qb = lb[i];
                unsigned alive_a = 0, alive_b = 0;
                int e = i;
                for (; e < k && la[e] == qa && lb[e] == qb; e++)
                    if (!(fail >> e & 1u)) {
                        alive_a |= 1u << lpa[e];
                        alive_b |= 1u << lpb[e];
                    }
                if ((alive_a & s->pbase[qa]) != s->pbase[qa] ||
                    (alive_b & s->pbase[qb]) != s->pbase[qb]) {
                    s->pbase[qa] &= (uint8_t)alive_a;
                    s->pbase[qb] &= (uint8_t)alive_b;
                    if (!s->pbase[qa] || !s->pbase[qb])
                        return DFS_FAIL;
                    changed = true;
                }
                i = e;
            }
        }
    }
    memcpy(s->pA, s->pbase, (size_t)s->nquad);
    return -1;
}

/* The first dive: conflict-directed backjumping over the pairings of quads with
 * no propagation beyond the relaxed play of each choice (one play per choice, so
 * it is cheap; most solvable deals fall to it). Expects the last relaxed play to be
 * of pA and to clear. On DFS_FAIL, *why holds the decisions to blame (p_explain). */
static int p_cbj(Solver *s, QSet *why)
{
    if (p_consistent(s))
        return DFS_FOUND;
    if (p_greedy(s, false))
        return DFS_FOUND;
    if ((s->max_nodes && s->nodes >= s->max_nodes) || (s->run_cap && s->nodes >= s->run_cap))
        return DFS_ABORT;
    if (s->max_ms > 0 && (s->nodes & 15u) == 0 && now_ms() - s->t0 >= s->max_ms)
        return DFS_ABORT;
    s->nodes++;
    STAT(st_dive);
    int q = p_pick(s);
    uint8_t opt[3];
    int no = p_order(s, q, opt);
    uint8_t save = s->pA[q];
    QSet self, acc;
    memset(&self, 0, sizeof self);
    memset(&acc, 0, sizeof acc);
    qs_add(&self, q);
    for (int i = 0; i < no; i++) {
        for (int o = 0; o < 3; o++)
            if (o != opt[i] && (save >> o & 1u))
                p_set_why(s, q, o, &self);
        s->pA[q] = (uint8_t)(1u << opt[i]);
        QSet c;
        if (relax_p(s) > 0) {
            c = p_explain(s, -1);
        } else {
            int r = p_cbj(s, &c);
            if (r != DFS_FAIL) {
                if (r == DFS_ABORT)
                    s->pA[q] = save;
                return r;
            }
        }
        if (!qs_has(&c, q)) { /* this choice was not to blame: jump back */
            s->pA[q] = save;
            *why = c;
            return DFS_FAIL;
        }
        c.w[q >> 6] &= ~(1ull << (q & 63));
        qs_or(&acc, &c);
    }
    s->pA[q] = save;
    p_add_reasons(s, &acc, q, s->pbase[q] & ~save);
    *why = acc;
    return DFS_FAIL;
}



/* --- learning over ruled-out pairings ------------------------------------------
 *
 * The search as in lazy clause generation: every pairing ruled out below the root
 * goes on a trail with its level and its reason, the pairings of other quads whose
 * being ruled out made the relaxed play (or a probe of singleton consistency) stuck
 * (p_explain_m). A conflict is resolved back along the trail until one quad alone
 * holds pairings ruled out at the current level (the first unique implication
 * point); the clause left says "some quad in it takes one of these pairings". The
 * search jumps back to the level where that clause leaves one quad open, narrows
 * that quad to the clause's pairings, and keeps the clause: unlike a nogood over
 * decisions, it fires whatever choices narrow its quads again, in any run. */

/* Rules out pairing p of quad q at the current level: a decision (rm NULL) or for
 * the reason rm (per quad, the pairings whose being ruled out implies it). False
 * when q has no pairing left. */
static bool t_remove(Solver *s, int q, int p, const uint8_t *rm)
{
    s->pA[q] &= (uint8_t)~(1u << p);
    s->lv[q][p] = (uint8_t)s->level;
    if (s->level == 0) {
        s->pbase[q] = s->pA[q];
        return s->pA[q] != 0;
    }
    assert(s->ntrail < TRAIL_CAP);
    int i = s->ntrail++;
    s->trail[i].q = (uint8_t)q;
    s->trail[i].p = (uint8_t)p;
    s->tp[q][p] = (uint16_t)i;
    if (!rm) {
        s->trail[i].why = -1;
    } else {
        uint8_t *a = s->arena + s->narena;
        int n = 0;
        for (int x = 0; x < s->nquad; x++)
            if (rm[x]) {
                assert(!(rm[x] & s->pA[x]));
                a[1 + 2 * n] = (uint8_t)x;
                a[2 + 2 * n] = rm[x];
                n++;
            }
        a[0] = (uint8_t)n;
        s->trail[i].why = s->narena;
        s->narena += 1 + 2 * n;
        assert(s->narena <= ARENA_CAP);
    }
    return s->pA[q] != 0;
}

/* Undoes the trail above level b. */
static void t_backjump(Solver *s, int b)
{
    if (b >= s->level)
        return;
    int stop = s->lvl_trail[b + 1];
    for (int i = s->ntrail - 1; i >= stop; i--)
        s->pA[s->trail[i].q] |= (uint8_t)(1u << s->trail[i].p);
    s->ntrail = stop;
    s->narena = s->lvl_arena[b + 1];
    s->level = b;
}

/* The level at which every pairing in m of q was ruled out (the latest of them). */
static int t_level(const Solver *s, int q, unsigned m)
{
    int l = 0;
    for (int p = 0; p < 3; p++)
        if ((m >> p & 1u) && s->lv[q][p] > l)
            l = s->lv[q][p];
    return l;
}

/* Resolves the conflict clause cm (per quad, pairings all ruled out now) back to
 * its first unique implication point. Returns the quad left alone at the conflict's
 * level, with *back the level to jump back to; -1 when the clause is empty (no
 * pairing of the root can be played out). */
static int t_analyze(Solver *s, uint8_t *cm, int *back)
{
#ifndef NDEBUG
    for (int q = 0; q < s->nquad; q++)
        assert(!(cm[q] & s->pA[q]));
#endif
    for (;;) {
        /* the entries at the top level: the decision's (one unit) and the others */
        int top = 0, ntop = 0, last = -1, uq = -1;
        bool dec = false;
        for (int q = 0; q < s->nquad; q++) {
            for (int p = 0; p < 3; p++) /* ruled out at the root: for good */
                if ((cm[q] >> p & 1u) && s->lv[q][p] == 0)
                    cm[q] &= (uint8_t)~(1u << p);
            if (!cm[q])
                continue;
            int l = t_level(s, q, cm[q]);
            if (l > top) {
                top = l;
                ntop = 0;
                last = -1;
                dec = false;
            }
            if (l < top)
                continue;
            for (int p = 0; p < 3; p++)
                if ((cm[q] >> p & 1u) && s->lv[q][p] == top) {
                    int i = s->tp[q][p];
                    if (s->trail[i].why >= 0) {
                        ntop++;
                    } else if (!dec) {
                        dec = true;
                        ntop++;
                    }
                    if (i > last) {
                        last = i;
                        uq = q;
                    }
                }
        }
        if (top == 0)
            return -1;
        if (ntop == 1) { /* jump back to where the rest of the clause is ruled out */
            int b = 0;
            for (int q = 0; q < s->nquad; q++)
                for (int p = 0; p < 3; p++)
                    if ((cm[q] >> p & 1u) && s->lv[q][p] < top && s->lv[q][p] > b)
                        b = s->lv[q][p];
            *back = b;
            return uq;
        }
        int q = s->trail[last].q, p = s->trail[last].p;
        int32_t w = s->trail[last].why;
        assert(w >= 0); /* a decision comes first at its level */
        cm[q] &= (uint8_t)~(1u << p);
        s->act[q] += s->act_inc; /* each quad resolved on, as MiniSat bumps */
        const uint8_t *a = s->arena + w;
        for (int i = 0; i < a[0]; i++)
            cm[a[1 + 2 * i]] |= a[2 + 2 * i];
    }
}

/* Keeps clause cm if it is short enough, and bumps its quads' activity. */
static void t_learn(Solver *s, const uint8_t *cm)
{
    QSet w;
    memset(&w, 0, sizeof w);
    int n = 0;
    for (int q = 0; q < s->nquad; q++)
        if (cm[q]) {
            qs_add(&w, q);
            n++;
        }
    p_bump(s, &w);
    if (n > LC_SIZE)
        return;
    int k = s->lc_next;
    s->lc_next = (s->lc_next + 1) % LC_MAX;
    if (s->lc_count < LC_MAX)
        s->lc_count++;
    s->lc[k].n = 0;
    for (int q = 0; q < s->nquad; q++)
        if (cm[q]) {
            s->lc[k].q[s->lc[k].n] = (uint8_t)q;
            s->lc[k].m[s->lc[k].n++] = cm[q];
        }
}

/* Unit propagation of the learnt clauses. DFS_FAIL (cm: the clause that fails) or
 * -1. */
static int t_clauses(Solver *s, uint8_t *cm)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int g = 0; g < s->lc_count; g++) {
            int open = -1, n = s->lc[g].n;
            bool two = false;
            for (int i = 0; i < n; i++)
                if (s->pA[s->lc[g].q[i]] & s->lc[g].m[i]) {
                    if (open >= 0) {
                        two = true;
                        break;
                    }
                    open = i;
                }
            if (two)
                continue;
            if (open >= 0 && !(s->pA[s->lc[g].q[open]] & ~s->lc[g].m[open]))
                continue; /* satisfied already */
            uint8_t r[MAX_QUADS];
            memset(r, 0, (size_t)s->nquad);
            for (int i = 0; i < n; i++)
                if (i != open)
                    r[s->lc[g].q[i]] = s->lc[g].m[i];
            if (open < 0) {
                memcpy(cm, r, (size_t)s->nquad);
                return DFS_FAIL;
            }
            int q = s->lc[g].q[open];
            unsigned rm = s->pA[q] & ~s->lc[g].m[open];
            for (int p = 0; p < 3; p++)
                if (rm >> p & 1u)
                    t_remove(s, q, p, r);
            changed = true;
        }
    }
    return -1;
}

/* One run of the search: until it ends (DFS_FOUND, DFS_FAIL, DFS_ABORT) or reaches
 * run_cap nodes (-1), back at the root then. */
static int t_run(Solver *s)
{
    uint8_t cm[MAX_QUADS];
    for (;;) {
        int r = t_clauses(s, cm);
        if (r != DFS_FAIL)
            r = p_sac(s, cm);
        if (r == DFS_FOUND || r == DFS_ABORT)
            return r;
        if (r == DFS_FAIL) {
            STAT(st_cfail);
            int b = 0, uq = s->level == 0 ? -1 : t_analyze(s, cm, &b);
            if (uq < 0)
                return DFS_FAIL;
            t_learn(s, cm);
            t_backjump(s, b);
            uint8_t rm[MAX_QUADS];
            memcpy(rm, cm, (size_t)s->nquad);
            rm[uq] = 0;
            unsigned out = s->pA[uq] & ~cm[uq];
            assert(s->pA[uq] & cm[uq]);
            for (int p = 0; p < 3; p++)
                if (out >> p & 1u)
                    t_remove(s, uq, p, rm);
            continue;
        }
        if (p_greedy(s, false))
            return DFS_FOUND;
        if (s->max_nodes && s->nodes >= s->max_nodes)
            return DFS_ABORT;
        if (s->max_ms > 0 && (s->nodes & 15u) == 0 && now_ms() - s->t0 >= s->max_ms)
            return DFS_ABORT;
        if (s->nodes >= s->run_cap) {
            t_backjump(s, 0);
            return -1;
        }
        s->nodes++;
        STAT(st_cnode);
        int q = p_pick(s);
        uint8_t opt[3];
        p_order(s, q, opt);
        s->level++;
        s->lvl_trail[s->level] = (uint16_t)s->ntrail;
        s->lvl_arena[s->level] = s->narena;
        for (int p = 0; p < 3; p++)
            if (p != opt[0] && (s->pA[q] >> p & 1u))
                t_remove(s, q, p, NULL);
    }
}

/* The propagating search with learning, restarted on Luby's schedule (learnt
 * clauses and what is ruled out at the root stay). Expects pA == pbase. */
static int p_lcg(Solver *s)
{
    s->level = 0;
    s->ntrail = 0;
    s->narena = 0;
    s->lc_count = s->lc_next = 0;
    for (uint64_t run = 0;; run++) {
#ifdef SOLVER_STATS
        st_phase = (int)run + 1;
#endif
        if (run == PAIR_SAC_RUN) {
            int r = p_pair_sac(s);
            if (r != -1)
                return r;
        }
        for (int q = 0; q < s->nquad; q++) /* ruled out at the root */
            for (int p = 0; p < 3; p++)
                if (!(s->pbase[q] >> p & 1u))
                    s->lv[q][p] = 0;
        s->rnd = 0x243f6a8885a308d3ull + run * 0x9e3779b97f4a7c15ull;
        s->sac_rounds = run < SAC_FULL_RUN ? 1 : INT_MAX;
        s->spread = run ? 8 : 0;
        s->run_cap = s->nodes + RESTART_UNIT * luby(run);
        int r = t_run(s);
        if (r != -1)
            return r;
    }
}

/* Whether the pairing search applies: every class has two or four tiles. */
static bool p_applies(const Solver *s)
{
    for (int c = 0; c < s->nclass; c++)
        if (s->rem[c] != 2 && s->rem[c] != 4)
            return false;
    return true;
}

/* The packed form of the position for relax_p. */
static void p_pack(Solver *s)
{
    int k = 0;
    for (int t = 0; t < s->n; t++) {
        s->rc0[t] = (uint32_t)s->n_above[t] | (uint32_t)s->n_left[t] << 8 |
                    (uint32_t)s->n_right[t] << 16;
        s->adj_start[t] = (uint16_t)k;
        if (!s->present[t])
            continue;
        for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++)
            if (s->present[s->below[i]])
                s->adj[k++] = (uint32_t)s->below[i] << 8;
        for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++)
            if (s->present[s->lof[i]])
                s->adj[k++] = (uint32_t)s->lof[i] << 8 | 8u;
        for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++)
            if (s->present[s->rof[i]])
                s->adj[k++] = (uint32_t)s->rof[i] << 8 | 16u;
        int c = s->cls_of[t], q = s->quad_of[c];
        if (q < 0 || s->rem[c] != 4) {
            s->tq[t] = -1;
            s->ptn[t][0] = s->ptn[t][1] = s->ptn[t][2] = (uint16_t)s->pmate[t];
        } else {
            s->tq[t] = (int16_t)q;
            for (int p = 0; p < 3; p++)
                s->ptn[t][p] = s->qt[q][s->qidx[t] ^ (p + 1)];
        }
    }
    s->adj_start[s->n] = (uint16_t)k;
}

/* Luby's restart sequence 1 1 2 1 1 2 4 1 1 2 ... (run counts from 0). */
static uint64_t luby(uint64_t run)
{
    uint64_t k = run + 1;
    for (;;) {
        uint64_t pw = 1;
        while (pw * 2 - 1 < k)
            pw *= 2;
        if (pw * 2 - 1 == k)
            return pw;
        k -= pw - 1;
    }
}

/* The present tiles in the order a play that removed every free tile at once would
 * take them: each tile's blockers come before it (p_batch sweeps in this order). */
static void p_peel(Solver *s)
{
    int n = 0, head = 0;
    memcpy(s->rc, s->rc0, sizeof s->rc);
    memset(s->rqueued, 0, sizeof s->rqueued);
    for (int i = 0; i < s->n_init_free; i++) {
        s->peel[n++] = s->init_free[i];
        s->rqueued[s->init_free[i]] = 1;
    }
    while (head < n) {
        int t = s->peel[head++];
        for (int i = s->adj_start[t]; i < s->adj_start[t + 1]; i++) {
            uint32_t e = s->adj[i];
            int u = (int)(e >> 8);
            uint32_t c = s->rc[u] -= 1u << (e & 0xff);
            if ((c & 0xffu) == 0 && ((c & 0xff00u) == 0 || (c & 0xff0000u) == 0) &&
                !s->rqueued[u]) {
                s->rqueued[u] = 1;
                s->peel[n++] = (uint16_t)u;
            }
        }
    }
    for (int t = 0; t < s->n; t++) /* tiles never freed (a cycle of blockers) last */
        if (s->present[t] && !s->rqueued[t])
            s->peel[n++] = (uint16_t)t;
    s->npeel = n;
}

static int p_solve(Solver *s)
{
    for (int c = 0; c < s->nclass; c++) {
        int a = s->cls_tile[s->cls_start[c]];
        if (s->rem[c] == 2) {
            int b = s->cls_tile[s->cls_start[c] + 1];
            if (stacked(s, a, b))
                return DFS_FAIL;
            s->pmate[a] = (int16_t)b;
            s->pmate[b] = (int16_t)a;
        }
    }
    s->n_init_free = 0;
    for (int t = 0; t < s->n; t++)
        if (is_free(s, t))
            s->init_free[s->n_init_free++] = (uint16_t)t;
    p_pack(s);
    p_peel(s);
    for (int q = 0; q < s->nquad; q++) {
        s->pA[q] = s->pbase[q] = s->qstack_ok[q];
        if (!s->pA[q])
            return DFS_FAIL;
    }
    memset(s->pwhy, 0, sizeof s->pwhy[0] * (size_t)s->nquad);
    memset(s->act, 0, sizeof s->act);
    s->act_inc = 1.0f;
    if (relax_p(s) > 0)
        return DFS_FAIL;
    QSet why;
    /* 1. a greedy play that checks its commitments, 2. a cheap dive */
    if (p_greedy(s, true))
        return p_extract(s) ? DFS_FOUND : DFS_ABORT;
    s->rnd = 0;
    s->spread = 0;
    s->run_cap = s->nodes + CBJ_DIVE_NODES;
    int r = p_cbj(s, &why);
    s->run_cap = 0;
#ifdef SOLVER_STATS
    st_phase = 0;
#endif
    if (r == DFS_FOUND)
        return p_extract(s) ? DFS_FOUND : DFS_ABORT;
    if (r == DFS_FAIL || (s->max_nodes && s->nodes >= s->max_nodes))
        return r;
    memcpy(s->pA, s->pbase, (size_t)s->nquad);
    /* 3. the search with propagation and learning */
    r = p_lcg(s);
    if (r == DFS_FOUND)
        return p_extract(s) ? DFS_FOUND : DFS_ABORT;
    return r;
}

/* --- set-up --------------------------------------------------------------------- */

static void position_reset(Solver *s)
{
    int n = s->n;
    memcpy(s->present, s->start, sizeof s->present);
    memset(s->n_above, 0, sizeof s->n_above);
    memset(s->n_left, 0, sizeof s->n_left);
    memset(s->n_right, 0, sizeof s->n_right);
    memset(s->rem, 0, sizeof s->rem);
    memset(s->forbid, 0, sizeof s->forbid);
    s->left = 0;
    s->h1 = s->h2 = 0;
    memset(s->pbits, 0, sizeof s->pbits);
    for (int t = 0; t < n; t++) {
        if (!s->present[t])
            continue;
        s->pbits[t >> 6] |= 1ull << (t & 63);
        s->left++;
        s->rem[s->cls_of[t]]++;
        s->h1 ^= s->zt[t][0];
        s->h2 ^= s->zt[t][1];
        for (int i = s->below_start[t]; i < s->below_start[t + 1]; i++)
            s->n_above[s->below[i]]++;
        for (int i = s->lof_start[t]; i < s->lof_start[t + 1]; i++)
            s->n_left[s->lof[i]]++;
        for (int i = s->rof_start[t]; i < s->rof_start[t + 1]; i++)
            s->n_right[s->rof[i]]++;
    }
    s->path_len = 0;
    s->fundo_len = 0;
    s->opt_top = 0;
}

/* Builds reverse lists: for each present u, the present t with u in list[t]. */
static void build_reverse(Solver *s, const LayoutLinks *l, int which, uint16_t *start,
                          uint16_t *out, int cap)
{
    int n = s->n;
    int cnt[LAYOUT_MAX_TILES + 1] = {0};
    for (int pass = 0; pass < 2; pass++) {
        int pos[LAYOUT_MAX_TILES];
        if (pass == 1) {
            start[0] = 0;
            for (int u = 0; u < n; u++)
                start[u + 1] = (uint16_t)(start[u] + cnt[u]);
            for (int u = 0; u < n; u++)
                pos[u] = start[u];
        }
        for (int t = 0; t < n; t++) {
            if (!s->start[t])
                continue;
            int k = which == 0 ? l->n_above[t] : which == 1 ? l->n_left[t] : l->n_right[t];
            for (int i = 0; i < k; i++) {
                int u = which == 0 ? l->above[t][i] : which == 1 ? l->left[t][i] : l->right[t][i];
                if (u < 0 || u >= n || u == t || !s->start[u])
                    continue;
                if (pass == 0)
                    cnt[u]++;
                else if (pos[u] < cap)
                    out[pos[u]++] = (uint16_t)t;
            }
        }
    }
}

/* Forward lists: for each present t, the present tiles in its list. */
static void build_forward(Solver *s, const LayoutLinks *l, int which, uint16_t *start,
                          uint16_t *out)
{
    int k = 0;
    for (int t = 0; t < s->n; t++) {
        start[t] = (uint16_t)k;
        if (!s->start[t])
            continue;
        int m = which == 0 ? l->n_above[t] : which == 1 ? l->n_left[t] : l->n_right[t];
        for (int i = 0; i < m; i++) {
            int u = which == 0 ? l->above[t][i] : which == 1 ? l->left[t][i] : l->right[t][i];
            if (u >= 0 && u < s->n && u != t && s->start[u])
                out[k++] = (uint16_t)u;
        }
    }
    start[s->n] = (uint16_t)k;
}

/* Makes above_bits transitive: if x lies on z and z on y, x and y can never be free
 * together either (y waits for z, z for x). Cycles in raw links are harmless. */
static void close_above(Solver *s)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (int t = 0; t < s->n; t++) {
            uint64_t acc[WORDS];
            memcpy(acc, s->above_bits[t], sizeof acc);
            for (int w = 0; w < WORDS; w++)
                for (uint64_t b = s->above_bits[t][w]; b; b &= b - 1) {
                    int u = w * 64 + __builtin_ctzll(b);
                    for (int k = 0; k < WORDS; k++)
                        acc[k] |= s->above_bits[u][k];
                }
            if (memcmp(acc, s->above_bits[t], sizeof acc) != 0) {
                memcpy(s->above_bits[t], acc, sizeof acc);
                changed = true;
            }
        }
    }
}

static void setup_quads(Solver *s)
{
    s->nquad = 0;
    for (int c = 0; c < s->nclass; c++) {
        s->quad_of[c] = -1;
        if (s->cls_start[c + 1] - s->cls_start[c] != 4)
            continue;
        int q = s->nquad++;
        s->quad_of[c] = (int16_t)q;
        s->quad_cls[q] = (uint16_t)c;
        for (int i = 0; i < 4; i++) {
            int t = s->cls_tile[s->cls_start[c] + i];
            s->qt[q][i] = (uint16_t)t;
            s->qidx[t] = (uint8_t)i;
        }
        unsigned ok = 0;
        for (int p = 0; p < 3; p++)
            if (!stacked(s, s->qt[q][PAIRING[p][0][0]], s->qt[q][PAIRING[p][0][1]]) &&
                !stacked(s, s->qt[q][PAIRING[p][1][0]], s->qt[q][PAIRING[p][1][1]]))
                ok |= 1u << p;
        s->qstack_ok[q] = (uint8_t)ok;
    }
    for (int i = 0; i < N_WITNESS; i++)
        s->wit[i].set = false;
}

static void setup(Solver *s, const LayoutLinks *l, const uint8_t *group, const bool *present)
{
    int n = l->count < 0 ? 0 : l->count > LAYOUT_MAX_TILES ? LAYOUT_MAX_TILES : l->count;
    s->n = n;
    memset(s->start, 0, sizeof s->start);
    for (int t = 0; t < n; t++)
        s->start[t] = present[t];

    /* classes: group values in order of first appearance among present tiles */
    int id_of[256];
    for (int g = 0; g < 256; g++)
        id_of[g] = -1;
    int cnt[MAX_CLASSES] = {0};
    s->nclass = 0;
    for (int t = 0; t < n; t++) {
        if (!present[t])
            continue;
        if (id_of[group[t]] < 0)
            id_of[group[t]] = s->nclass++;
        s->cls_of[t] = (uint16_t)id_of[group[t]];
        cnt[s->cls_of[t]]++;
    }
    s->cls_start[0] = 0;
    for (int c = 0; c < s->nclass; c++)
        s->cls_start[c + 1] = (uint16_t)(s->cls_start[c] + cnt[c]);
    int pos[MAX_CLASSES];
    for (int c = 0; c < s->nclass; c++)
        pos[c] = s->cls_start[c];
    for (int t = 0; t < n; t++)
        if (present[t])
            s->cls_tile[pos[s->cls_of[t]]++] = (uint16_t)t;

    build_reverse(s, l, 0, s->below_start, s->below, REV_CAP);
    build_reverse(s, l, 1, s->lof_start, s->lof, SIDE_CAP);
    build_reverse(s, l, 2, s->rof_start, s->rof, SIDE_CAP);
    build_forward(s, l, 0, s->abv_start, s->abv);
    build_forward(s, l, 1, s->lft_start, s->lft);
    build_forward(s, l, 2, s->rgt_start, s->rgt);
    memset(s->above_bits, 0, sizeof s->above_bits);
    for (int t = 0; t < n; t++) {
        if (!present[t])
            continue;
        for (int i = 0; i < l->n_above[t]; i++) {
            int u = l->above[t][i];
            if (u >= 0 && u < n && u != t && present[u])
                s->above_bits[t][u >> 6] |= 1ull << (u & 63);
        }
    }
    close_above(s);
    setup_quads(s);
    for (int t = 0; t < n; t++)
        s->weight[t] = (uint16_t)(2 * (s->below_start[t + 1] - s->below_start[t]) +
                                  (s->lof_start[t + 1] - s->lof_start[t]) +
                                  (s->rof_start[t + 1] - s->rof_start[t]));
}

/* --- entry points --------------------------------------------------------------- */

SolveResult solver_run(Solver *s, const LayoutLinks *links, const uint8_t *group,
                       const bool *present, const SolveLimits *lim, SolveReport *out)
{
    SolveReport rep;
    memset(&rep, 0, sizeof rep);
    rep.min_left = -1;
    rep.best_left = -1;
    s->t0 = now_ms();
    s->max_nodes = lim ? lim->max_nodes : 0;
    s->max_ms = lim ? lim->max_ms : 0;
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
    rep.ms = now_ms() - s->t0;
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
