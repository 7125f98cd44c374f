/* pagoda-solve --game stones --variant ID (--seed N | --stats N | --deal-bench N |
 * --policy hint|greedy [--play N]): solves MahJongg Stones deals and measures
 * the solver and the winnable deals, or plays deals out as a player would (the
 * stock's order unknown) and measures the share finished.
 * Its --stats ends with the same line as Mahjong's (see pagoda_solve.c). */
#include "platform/platform.h"
#include "tools/pagoda_solve_games.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/games/stones/estimate.h"
#include "core/games/stones/rules.h"
#include "core/games/stones/solve.h"

static int fail(const char *msg, const char *arg)
{
    fprintf(stderr, "pagoda-solve: %s%s%s (try --help)\n", msg, arg ? ": " : "", arg ? arg : "");
    return 2;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double pct(const double *v, size_t n, double p)
{
    size_t i = (size_t)ceil(p * (double)n);
    return v[i > 0 ? (i <= n ? i - 1 : n - 1) : 0];
}

static void wilson(uint64_t k, uint64_t n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    double p = (double)k / (double)n, nn = (double)n;
    double den = 1 + z * z / nn;
    double mid = (p + z * z / (2 * nn)) / den;
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / den;
    *lo = mid - half;
    *hi = mid + half;
}

static double now_ms(void)
{
    return (double)platform_monotonic_ns() / 1e6;
}

/* CPU time of this thread: what the work costs, without the waits of a
 * machine shared with other jobs (wall time is printed beside it). */
static double cpu_ms(void)
{
    return (double)platform_thread_cpu_ns() / 1e6;
}

static const char *result_name(StSolveResult r)
{
    return r == ST_SOLVE_WIN ? "winnable" : r == ST_SOLVE_LOST ? "lost" : "unknown";
}

/* Replays a line from s: true when every move is legal and the stock ends empty. */
static bool replay_ok(const Stones *s, const StSolveReport *rep)
{
    Stones t = *s;
    for (int i = 0; i < rep->n_line; i++)
        if (!st_apply_move(&t, &rep->line[i], NULL))
            return false;
    return st_end(&t) == ST_WON;
}

typedef struct StArgs {
    const RulesVariant *v;
    enum { M_NONE, M_SEED, M_STATS, M_DEALS, M_PLAY } mode;
    enum { P_HINT, P_GREEDY, P_RANDOM, P_MIX } policy;
    uint64_t n, first;
    double budget_ms;
    uint64_t max_nodes;
    const char *each;
    uint64_t greedy_first; /* --greedy-first N: the hint player's first 0..N moves greedy */
    bool winnable; /* --winnable: st_deal_winnable of the seed (the game deals at random) */
    uint64_t hint_p; /* --hint-p PCT: the mixed player's share of hinted moves */
    uint64_t branch; /* --branch K: hint-follower continuations per game (random, mix, greedy) */
    bool blind, reshuffle; /* the checks of the hint-follower's knowledge (see play) */
    bool late; /* --late: every --branch from the last BRANCH_LATE positions */
    bool spread; /* --spread: every --branch from the candidate whose raw share is nearest a random one */
} StArgs;

static int one(const StArgs *a, const StonesParams *p)
{
    Stones s;
    if (a->winnable)
        st_deal_winnable(&s, p, a->n, 0, 0, NULL);
    else
        st_deal_random(&s, p, a->n);
    StSolveLimits lim = {.max_nodes = a->max_nodes ? a->max_nodes : UINT64_MAX, .max_ms = a->budget_ms};
    StSolveReport *rep = malloc(sizeof *rep);
    if (!rep)
        return 1;
    StSolveResult r = st_solve(NULL, &s, &lim, rep);
    printf("%s\n", result_name(r));
    for (int i = 0; i < rep->n_line; i++) {
        const Move *m = &rep->line[i];
        if (m->kind == ST_MOVE_THROW)
            printf("throw\n");
        else
            printf("place %d %d\n", m->a % s.w, m->a / s.w);
    }
    printf("nodes=%" PRIu64 " ms=%.3f\n", rep->nodes, rep->ms);
    int rc = r == ST_SOLVE_WIN && !replay_ok(&s, rep) ? 1 : 0;
    if (rc)
        fprintf(stderr, "pagoda-solve: the line does not replay\n");
    free(rep);
    return rc;
}

static int stats(const StArgs *a, const StonesParams *p)
{
    size_t n = (size_t)a->n;
    double *ms = malloc(sizeof *ms * n), *cpu = malloc(sizeof *cpu * n);
    StSolveReport *rep = malloc(sizeof *rep);
    StSolver *sv = st_solver_new();
    FILE *each = a->each ? fopen(a->each, "w") : NULL;
    if (!ms || !cpu || !rep || !sv || (a->each && !each)) {
        fprintf(stderr, "pagoda-solve: %s\n", a->each && !each ? "cannot write the --each file" : "out of memory");
        return 1;
    }
    uint64_t won = 0, lost = 0, unknown = 0, nodes = 0, max_nodes = 0, bad = 0;
    for (size_t i = 0; i < n; i++) {
        Stones s;
        uint64_t seed = a->first + i;
        st_deal_random(&s, p, seed);
        StSolveLimits lim = {.max_nodes = a->max_nodes ? a->max_nodes : UINT64_MAX, .max_ms = a->budget_ms};
        double c0 = cpu_ms();
        StSolveResult r = st_solve(sv, &s, &lim, rep);
        cpu[i] = cpu_ms() - c0;
        ms[i] = rep->ms;
        nodes += rep->nodes;
        max_nodes = rep->nodes > max_nodes ? rep->nodes : max_nodes;
        won += r == ST_SOLVE_WIN;
        lost += r == ST_SOLVE_LOST;
        unknown += r == ST_SOLVE_UNKNOWN;
        bad += r == ST_SOLVE_WIN && !replay_ok(&s, rep);
        if (each)
            fprintf(each, "%" PRIu64 " %s %.4f %" PRIu64 "\n", seed, result_name(r), rep->ms, rep->nodes);
    }
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += ms[i];
    double csum = 0;
    for (size_t i = 0; i < n; i++)
        csum += cpu[i];
    qsort(ms, n, sizeof *ms, cmp_double);
    qsort(cpu, n, sizeof *cpu, cmp_double);
    double lo, hi, llo, lhi;
    wilson(won, a->n, &lo, &hi);
    wilson(lost, a->n, &llo, &lhi);
    double mean = sum / (double)n, rate = 100.0 * (double)lost / (double)n;
    printf("stones %s, %" PRIu64 " deals from seed %" PRIu64 ", budget %.0f ms of CPU\n", a->v->id, a->n, a->first,
           a->budget_ms);
    printf("winnable (a line found and replayed): %" PRIu64 " = %.2f%% (95%% Wilson interval %.2f%% .. %.2f%%)\n",
           won, 100.0 * (double)won / (double)n, 100 * lo, 100 * hi);
    printf("lost (search exhausted): %" PRIu64 " = %.2f%% (95%% Wilson interval %.2f%% .. %.2f%%)\n", lost, rate,
           100 * llo, 100 * lhi);
    printf("unknown (budget ran out): %" PRIu64 "\n", unknown);
    printf("lines that failed to replay: %" PRIu64 "\n", bad);
    printf("solve ms: mean %.4f  p50 %.4f  p99 %.4f  max %.4f\n", mean, pct(ms, n, 0.5), pct(ms, n, 0.99),
           ms[n - 1]);
    printf("solve cpu ms: mean %.4f  p50 %.4f  p99 %.4f  max %.4f\n", csum / (double)n, pct(cpu, n, 0.5),
           pct(cpu, n, 0.99), cpu[n - 1]);
    printf("nodes: mean %.1f  max %" PRIu64 "\n", (double)nodes / (double)n, max_nodes);
    printf("deals=%" PRIu64 " unsolvable=%" PRIu64 " rate=%.3f ci95=%.3f mean_ms=%.4f "
           "p99_ms=%.4f p999_ms=%.4f max_ms=%.4f unknown=%" PRIu64 "\n",
           a->n, lost, rate, 100.0 * (lhi - llo) / 2, mean, pct(ms, n, 0.99), pct(ms, n, 0.999), ms[n - 1],
           unknown);
    if (each)
        fclose(each);
    st_solver_free(sv);
    free(rep);
    free(ms);
    free(cpu);
    return bad ? 1 : 0;
}

/* Times N winnable deals (the game's own node budgets) and checks each. */
static int deals(const StArgs *a, const StonesParams *p)
{
    size_t n = (size_t)a->n;
    double *ms = malloc(sizeof *ms * n), *cpu = malloc(sizeof *cpu * n);
    if (!ms || !cpu)
        return 1;
    uint64_t constructed = 0, attempts = 0, unproved = 0;
    for (size_t i = 0; i < n; i++) {
        Stones s;
        StDealStats ds;
        double t0 = now_ms(), c0 = cpu_ms();
        st_deal_winnable(&s, p, a->first + i, 0, 0, &ds);
        ms[i] = now_ms() - t0;
        cpu[i] = cpu_ms() - c0;
        constructed += ds.constructed;
        attempts += (uint64_t)ds.attempts;
        unproved += !ds.proved;
    }
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += ms[i];
    double csum = 0;
    for (size_t i = 0; i < n; i++)
        csum += cpu[i];
    qsort(ms, n, sizeof *ms, cmp_double);
    qsort(cpu, n, sizeof *cpu, cmp_double);
    printf("stones %s: %" PRIu64 " winnable deals from seed %" PRIu64 "\n", a->v->id, a->n, a->first);
    printf("deal ms: mean %.3f  p50 %.3f  p99 %.3f  max %.3f\n", sum / (double)n, pct(ms, n, 0.5),
           pct(ms, n, 0.99), ms[n - 1]);
    printf("deal cpu ms: mean %.3f  p50 %.3f  p99 %.3f  max %.3f\n", csum / (double)n, pct(cpu, n, 0.5),
           pct(cpu, n, 0.99), cpu[n - 1]);
    printf("random deals tried: mean %.2f; built forward: %" PRIu64 "; not proved: %" PRIu64 "\n",
           (double)attempts / (double)n, constructed, unproved);
    free(ms);
    free(cpu);
    return unproved ? 1 : 0;
}

/* The greedy player: the legal cell with the most neighbours (the first of
 * them); a throw only when no cell takes the tile. */
static Move greedy(const Stones *s)
{
    Move m = {0};
    int best = -1;
    for (int c = 0; c < s->w * s->h; c++) {
        uint8_t nb[4];
        int k;
        if (st_cell_legal(s, c, st_current(s)) && (k = st_neighbours(s, c, nb)) > best) {
            best = k;
            m = (Move){.kind = ST_MOVE_PLACE, .a = (int16_t)c, .b = -1};
        }
    }
    if (best < 0 && st_can_throw(s))
        m = (Move){.kind = ST_MOVE_THROW, .a = (int16_t)ST_STOCK_PIECE(s->w, s->h), .b = -1};
    return m;
}

#define BRANCH_LATE 8 /* --branch: every other continuation starts this near the end */
#define BRANCH_CAND 16 /* --spread: the last positions of the line a branch chooses among */
#define SPREAD_LOW 250   /* --spread: the raw shares (per mille) a branch aims at */
#define SPREAD_HIGH 850

/* A uniformly random legal move (a throw is one of them), from r. */
static Move random_move(const Stones *s, Rng *r)
{
    Move ms[ST_MAX_CELLS + 1];
    int n = stones_rules.list_moves(s, ms, ST_MAX_CELLS + 1);
    return n > 0 ? ms[rng_below(r, (uint32_t)n)] : (Move){0};
}

/* Shuffles the real game's hidden tiles (under the face-up one) with r. */
static void reshuffle(Stones *s, Rng *r)
{
    if (s->next + 1 < s->n_stock)
        rng_shuffle_u8(r, s->stock + s->next + 1, (size_t)(s->n_stock - s->next - 1));
}

typedef struct PlayCtx {
    const StArgs *a;
    StSolver *sv;
    void *scratch; /* --blind: the rules module's own solver scratch */
    Rng blind;     /* --blind / --reshuffle: a stream the deal never sees */
    double *cpu;
    size_t n_hints, cap_hints;
} PlayCtx;

/* The hint for the real game s, as the player's knowledge gives it: from the
 * view stones_rules.see makes, or (--blind) from the rules module's suggest
 * and chance on a copy of s whose hidden tiles were shuffled afresh, so that
 * the real order cannot reach it by any path. pos gets tiles left, raw share
 * (-1 with --blind), chance, 1 proved lost / 2 proved finished. */
static Move hint(PlayCtx *c, const Stones *s, int pos[5])
{
    Move m = {0};
    double c0 = cpu_ms();
    if (c->a->blind) {
        Stones copy = *s;
        copy.seed = rng_next(&c->blind); /* the seed would give the order back */
        reshuffle(&copy, &c->blind);
        SuggestResult r = stones_rules.solver->suggest(&copy, c->scratch, 0, &m);
        pos[1] = -1;
        pos[2] = stones_rules.chance(&copy, c->scratch);
        pos[3] = r == SUGGEST_LOST ? 1 : r == SUGGEST_WINNING ? 2 : 0;
        if (r == SUGGEST_NONE)
            m = (Move){0};
    } else {
        Stones v;
        StEstimate e;
        stones_rules.see(s, 0, &v);
        st_estimate(c->sv, &v, &e);
        m = e.move;
        pos[1] = e.raw;
        pos[2] = e.chance;
        pos[3] = e.lost ? 1 : e.won ? 2 : 0;
    }
    double took = cpu_ms() - c0;
    pos[4] = (int)(took * 1000);
    if (c->n_hints < c->cap_hints)
        c->cpu[c->n_hints++] = took;
    pos[0] = st_tiles_left(s);
    return m;
}

/* Plays s out with the hint-follower; every position's figures go to pos
 * (*n_pos of them). True when the stock was emptied. */
static bool follow_hints(PlayCtx *c, Stones *s, int (*pos)[5], int *n_pos)
{
    while (!s->ended) {
        Move m = hint(c, s, pos[*n_pos]);
        (*n_pos)++;
        if (m.kind == 0 || !st_apply_move(s, &m, NULL))
            break;
        if (c->a->reshuffle)
            reshuffle(s, &c->blind);
    }
    return st_end(s) == ST_WON;
}

/* --spread: the raw shares of the last BRANCH_CAND positions of the line
 * (from their views, like the hint's; raw[k] for line[n_line - 1 - k]), where
 * the player's mistakes have brought the chances down. */
static int spread_raws(PlayCtx *c, const Stones *line, int n_line, int *raw)
{
    int n = n_line < BRANCH_CAND ? n_line : BRANCH_CAND;
    for (int k = 0; k < n; k++) {
        Stones v;
        StEstimate e;
        stones_rules.see(&line[n_line - 1 - k], 0, &v);
        st_estimate(c->sv, &v, &e);
        raw[k] = e.raw;
    }
    return n;
}

/* --spread: of those positions not taken yet, the one whose raw share is
 * nearest a share drawn at random between SPREAD_LOW and SPREAD_HIGH (where
 * the chance shown runs from about 10 to 90%), so the continuations start
 * across the middle of the range, not mostly where the hint is sure or the
 * game is lost (the calibration's middle tenths). It reads only views: the
 * hidden tiles dealt again afterwards are a fair draw for what the player
 * sees there. */
static int spread_pick(int n_line, int *raw, int n, Rng *pr)
{
    int want = SPREAD_LOW + (int)rng_below(pr, SPREAD_HIGH - SPREAD_LOW + 1), best = 0, gap = 4000;
    for (int k = 0; k < n; k++)
        if (abs(raw[k] - want) < gap)
            gap = abs(raw[k] - want), best = k;
    raw[best] = 3000; /* taken: the next branch starts elsewhere */
    return n_line - 1 - best;
}

/* Plays N random deals with the player's knowledge only (every decision from
 * the view stones_rules.see gives: the stock's order hidden) and prints the
 * share finished. --each FILE gets one line per hint position: seed, tiles
 * left, raw share, chance (per mille), whether that game was finished, and
 * 1 for a proved loss, 2 a proved finish (else 0), 1 on the position a
 * --branch started from (else 0), and the hint's CPU time in microseconds.
 * --greedy-first N: with the hint policy, each deal's first 0..N moves (from
 * the seed) are greedy, the rest hinted (only those positions are written).
 * --policy greedy / random / mix (--hint-p PCT: the hint with that chance,
 * else a random legal move): the game is that player's; --branch K then picks
 * K of its positions (every other one among its last BRANCH_LATE), deals
 * their hidden tiles again at random and plays each out with the
 * hint-follower, writing the positions of that continuation with its finish
 * (the calibration's positions across the whole range); --spread: each
 * branch from the position nearest a random raw share (spread_pick).
 * --blind: the hint comes from the rules module on a copy whose hidden order
 * is freshly shuffled; --reshuffle: the real game's hidden order is shuffled
 * again after every move (checks that the hint-follower knows no order). */
static int play(const StArgs *a)
{
    size_t n = (size_t)a->n;
    PlayCtx c = {.a = a, .cap_hints = n * ST_MAX_TILES * (1 + a->branch)};
    c.cpu = malloc(sizeof *c.cpu * c.cap_hints);
    int(*pos)[5] = malloc(sizeof *pos * (ST_MAX_TILES + 1));
    Stones *line = malloc(sizeof *line * (ST_MAX_TILES + 1));
    c.sv = st_solver_new();
    c.scratch = stones_rules.solver->scratch_new();
    FILE *each = a->each ? fopen(a->each, "w") : NULL;
    if (!c.cpu || !pos || !line || !c.sv || !c.scratch || (a->each && !each)) {
        fprintf(stderr, "pagoda-solve: %s\n", a->each && !each ? "cannot write the --each file" : "out of memory");
        return 1;
    }
    uint64_t won = 0, branches = 0, branches_won = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t seed = a->first + i;
        Stones s;
        stones_rules.deal(&s, a->v, seed, NULL, NULL);
        rng_seed(&c.blind, rng_mix64(seed ^ 0x5eedb11d00000000ull));
        Rng pr; /* the random and mixed players' own choices */
        rng_seed(&pr, rng_mix64(seed ^ 0x9a7e0000ull ^ (uint64_t)a->hint_p << 40));
        int n_pos = 0, n_line = 0;
        bool fin;
        /* a player who starts greedy reaches the harder positions a calibration needs */
        uint64_t greedy_moves = a->greedy_first ? (seed * 0x9e3779b97f4a7c15ull >> 33) % (a->greedy_first + 1) : 0;
        if (a->policy == P_HINT && greedy_moves == 0) {
            fin = follow_hints(&c, &s, pos, &n_pos);
        } else {
            for (uint64_t k = 0; !s.ended; k++) {
                Stones v;
                stones_rules.see(&s, 0, &v);
                line[n_line++] = s;
                Move m;
                if (a->policy == P_HINT && k >= greedy_moves) {
                    m = hint(&c, &s, pos[n_pos]);
                    n_pos++;
                } else if (a->policy == P_RANDOM || (a->policy == P_MIX && rng_below(&pr, 100) >= a->hint_p)) {
                    m = random_move(&v, &pr);
                } else if (a->policy == P_MIX) {
                    int scratch_pos[5];
                    m = hint(&c, &s, scratch_pos);
                } else {
                    m = greedy(&v);
                }
                if (m.kind == 0 || !st_apply_move(&s, &m, NULL))
                    break;
                if (a->reshuffle)
                    reshuffle(&s, &c.blind);
            }
            fin = st_end(&s) == ST_WON;
        }
        won += fin;
        for (int k = 0; each && k < n_pos; k++)
            fprintf(each, "%" PRIu64 " %d %d %d %d %d 0 %d\n", seed, pos[k][0], pos[k][1], pos[k][2], fin, pos[k][3],
                    pos[k][4]);
        /* the hint-follower from positions of this player's game */
        int raws[BRANCH_CAND], n_raws = a->spread && a->branch ? spread_raws(&c, line, n_line, raws) : 0;
        for (uint64_t b = 0; a->policy != P_HINT && b < a->branch && n_line > 0; b++) {
            /* every other branch from the last BRANCH_LATE positions, where the
             * chances run lower; the hidden tiles dealt again at random, so the
             * finish observed is a fair draw for what the player sees there,
             * whatever chose the position */
            int late = n_line < BRANCH_LATE ? n_line : BRANCH_LATE;
            Stones t = line[a->spread ? spread_pick(n_line, raws, n_raws, &pr)
                            : b % 2 || a->late ? n_line - 1 - (int)rng_below(&pr, (uint32_t)late)
                                               : (int)rng_below(&pr, (uint32_t)n_line)];
            reshuffle(&t, &c.blind);
            int np = 0;
            bool f = follow_hints(&c, &t, pos, &np);
            branches++;
            branches_won += f;
            for (int k = 0; each && k < np; k++)
                fprintf(each, "%" PRIu64 " %d %d %d %d %d %d %d\n", seed, pos[k][0], pos[k][1], pos[k][2], f,
                        pos[k][3], k == 0, pos[k][4]);
        }
        if (each)
            fflush(each); /* a run stopped early leaves whole games */
    }
    double lo, hi;
    wilson(won, a->n, &lo, &hi);
    static const char *names[] = {"hint", "greedy", "random", "mix"};
    printf("stones %s, policy %s", a->v->id, names[a->policy]);
    if (a->policy == P_MIX)
        printf(" (hint %" PRIu64 "%%, else random)", a->hint_p);
    printf("%s%s, %" PRIu64 " deals from seed %" PRIu64 "\n", a->blind ? ", blind hints" : "",
           a->reshuffle ? ", stock reshuffled every move" : "", a->n, a->first);
    printf("finished: %" PRIu64 " = %.2f%% (95%% Wilson interval %.2f%% .. %.2f%%)\n", won,
           100.0 * (double)won / (double)n, 100 * lo, 100 * hi);
    if (branches) {
        wilson(branches_won, branches, &lo, &hi);
        printf("hint-follower from %" PRIu64 " of its positions: %" PRIu64 " = %.2f%% (%.2f%% .. %.2f%%)\n",
               branches, branches_won, 100.0 * (double)branches_won / (double)branches, 100 * lo, 100 * hi);
    }
    if (c.n_hints) {
        double sum = 0;
        for (size_t i = 0; i < c.n_hints; i++)
            sum += c.cpu[i];
        qsort(c.cpu, c.n_hints, sizeof *c.cpu, cmp_double);
        printf("hint cpu ms over %zu hints: mean %.3f  p50 %.3f  p99 %.3f  max %.3f\n", c.n_hints,
               sum / (double)c.n_hints, pct(c.cpu, c.n_hints, 0.5), pct(c.cpu, c.n_hints, 0.99),
               c.cpu[c.n_hints - 1]);
    }
    if (each)
        fclose(each);
    stones_rules.solver->scratch_free(c.scratch);
    st_solver_free(c.sv);
    free(line);
    free(pos);
    free(c.cpu);
    return 0;
}

int solve_stones_main(int argc, char **argv)
{
    StArgs a = {.v = &stones_rules.variants[0], .budget_ms = 1000.0};
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--game") == 0) {
            i++;
        } else if (strcmp(o, "--variant") == 0) {
            if (!v || !(a.v = rules_variant(&stones_rules, v)))
                return fail("no such Stones variant (stones, free, loose, throwing, small, tiny)", v);
            i++;
        } else if (strcmp(o, "--seed") == 0 || strcmp(o, "--stats") == 0 || strcmp(o, "--deal-bench") == 0) {
            if (a.mode != M_NONE)
                return fail("choose one of --seed, --stats, --deal-bench", o);
            a.mode = o[2] == 's' && o[3] == 'e' ? M_SEED : o[2] == 's' ? M_STATS : M_DEALS;
            if (!solve_parse_u64(v, &a.n) || (a.mode != M_SEED && a.n == 0))
                return fail("needs a number", o);
            i++;
        } else if (strcmp(o, "--play") == 0) {
            if (a.mode != M_NONE && a.mode != M_PLAY)
                return fail("choose one of --seed, --stats, --deal-bench, --play", o);
            a.mode = M_PLAY;
            if (!solve_parse_u64(v, &a.n) || a.n == 0)
                return fail("needs a number", o);
            i++;
        } else if (strcmp(o, "--policy") == 0) {
            if (!v || (strcmp(v, "hint") != 0 && strcmp(v, "greedy") != 0 && strcmp(v, "random") != 0 &&
                       strcmp(v, "mix") != 0))
                return fail("--policy is hint, greedy, random or mix", v);
            a.policy = strcmp(v, "hint") == 0     ? P_HINT
                       : strcmp(v, "greedy") == 0 ? P_GREEDY
                       : strcmp(v, "random") == 0 ? P_RANDOM
                                                  : P_MIX;
            if (a.mode == M_NONE)
                a.mode = M_PLAY;
            i++;
        } else if (strcmp(o, "--greedy-first") == 0) {
            if (!solve_parse_u64(v, &a.greedy_first))
                return fail("needs a number", o);
            i++;
        } else if (strcmp(o, "--hint-p") == 0) {
            if (!solve_parse_u64(v, &a.hint_p) || a.hint_p > 100)
                return fail("needs a share in per cent (0..100)", o);
            i++;
        } else if (strcmp(o, "--branch") == 0) {
            if (!solve_parse_u64(v, &a.branch) || a.branch > 16)
                return fail("needs a number (0..16)", o);
            i++;
        } else if (strcmp(o, "--blind") == 0) {
            a.blind = true;
        } else if (strcmp(o, "--late") == 0) {
            a.late = true;
        } else if (strcmp(o, "--spread") == 0) {
            a.spread = true;
        } else if (strcmp(o, "--reshuffle") == 0) {
            a.reshuffle = true;
        } else if (strcmp(o, "--winnable") == 0) {
            a.winnable = true;
        } else if (strcmp(o, "--first-seed") == 0) {
            if (!solve_parse_u64(v, &a.first))
                return fail("needs a number", o);
            i++;
        } else if (strcmp(o, "--budget-ms") == 0) {
            char *end;
            if (!v || (a.budget_ms = strtod(v, &end), *end) || !(a.budget_ms >= 0))
                return fail("needs a number of ms", o);
            i++;
        } else if (strcmp(o, "--max-nodes") == 0) {
            if (!solve_parse_u64(v, &a.max_nodes))
                return fail("needs a number", o);
            i++;
        } else if (strcmp(o, "--each") == 0) {
            if (!v)
                return fail("needs a file", o);
            a.each = v;
            i++;
        } else {
            return fail("unknown option for --game stones", o);
        }
    }
    const StonesParams *p = stones_params(a.v);
    if (a.mode == M_SEED)
        return one(&a, p);
    if (a.mode == M_STATS)
        return stats(&a, p);
    if (a.mode == M_DEALS)
        return deals(&a, p);
    if (a.mode == M_PLAY) {
        a.n = a.n ? a.n : 100;
        return play(&a);
    }
    return fail("nothing to do: give --seed, --stats or --deal-bench", NULL);
}
