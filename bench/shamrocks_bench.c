/* Shamrocks benchmark (issue 15). Links only src/core; built and run by
 * bench/shamrocks.sh. Not a test.
 *
 *   shamrocks_bench solve N FIRST_SEED BUDGET_MS [manual]
 *     solves the deals of seeds FIRST_SEED.. (automatic moves on unless 'manual')
 *     with a budget of CPU time each (this thread's: the machine may be busy); prints the share winnable with its 95% Wilson
 *     interval, how many stayed unknown, and the solve time mean / p50 / p99 /
 *     p99.9 / max. Every winning line is replayed through the rules.
 *   shamrocks_bench digest N NODES
 *     one 64-bit digest of every verdict, node count and line over the deals of
 *     seeds 1..N (a third with automatic moves off), each with a node budget:
 *     two solvers with the same digest searched the same positions in the same
 *     order (bench/shamrocks_compare.sh builds two revisions and compares).
 *   shamrocks_bench bound N LEFT
 *     checks the dead-end bound against exhaustive search: from the winning
 *     lines of deals 1..N played down to LEFT cards, 20 positions each a few
 *     random moves away; prints how many were lost and how many the bound caught,
 *     and fails if it ever calls a winnable position lost (the unit test does the
 *     same on a few hundred positions; this sweep, on tens of thousands, is what
 *     a change to the bound should pass).
 *   shamrocks_bench deal N FIRST_SEED
 *     times "winnable deals only" (sh_deal_seed, node budget): p50 / p99 / max ms,
 *     attempts, failures; every dealt game is solved again to check the proof. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/games/shamrocks/rules.h"
#include "core/rng.h"
#include "core/games/shamrocks/solve.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* CPU time of this thread: what the work costs, whatever else the machine runs. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double quantile(const double *sorted, int n, double q)
{
    int i = (int)ceil(q * n) - 1;
    return sorted[i < 0 ? 0 : i >= n ? n - 1 : i];
}

static bool replay(const Shamrocks *start, const ShSolution *sol)
{
    Shamrocks g = *start;
    for (int i = 0; i < sol->n; i++)
        if (!sh_move(&g, sol->move[i][0], sol->move[i][1], NULL, NULL))
            return false;
    return sh_won(&g);
}

static void wilson(int k, int n, double *lo, double *hi)
{
    double z = 1.959964, p = (double)k / n, d = 1 + z * z / n;
    double c = (p + z * z / (2.0 * n)) / d, h = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    *lo = c - h;
    *hi = c + h;
}

static int run_solve(int n, uint64_t first, double budget, bool manual)
{
    ShSolver *s = sh_solver_new();
    double *t = malloc((size_t)n * sizeof *t), *cpu = malloc((size_t)n * sizeof *cpu);
    static ShSolution sol;
    int win = 0, lost = 0, unknown = 0, bad = 0, longl = 0;
    uint64_t nodes = 0, max_nodes = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) {
        Shamrocks g;
        sh_new(&g, first + (uint64_t)i, !manual);
        ShSolveLimits lim = {.max_ms = budget, .cpu_clock = true, .bounded = getenv("SH_BOUNDED") ? atof(getenv("SH_BOUNDED")) : 0};
        double t0 = now_ms(), c0 = cpu_ms();
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        t[i] = now_ms() - t0;
        cpu[i] = cpu_ms() - c0;
        sum += t[i];
        nodes += sol.nodes;
        if ((i + 1) % 500 == 0)
            fprintf(stderr, "... %d deals: %d winnable, %d lost so far\n", i + 1, win, lost);
        if (sol.nodes > max_nodes)
            max_nodes = sol.nodes;
        if (v == SH_WINNABLE) {
            win++;
            if (!sol.complete)
                longl++;
            else if (!replay(&g, &sol)) {
                bad++;
                printf("seed %" PRIu64 ": the winning line does not replay\n", first + (uint64_t)i);
            }
        } else if (v == SH_LOST) {
            lost++;
        } else {
            unknown++;
            if (getenv("SH_VERBOSE"))
                printf("seed %" PRIu64 ": unknown after %.0f ms (%" PRIu64 " nodes)\n", first + (uint64_t)i, t[i], sol.nodes);
        }
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    double lo, hi;
    wilson(win, n, &lo, &hi);
    printf("deals %d (seeds %" PRIu64 "..%" PRIu64 "), automatic moves %s, budget %.0f ms of CPU each\n", n, first,
           first + (uint64_t)n - 1, manual ? "off" : "on", budget);
    printf("winnable %d (%.2f%%, 95%% Wilson interval %.2f%%..%.2f%%), lost %d, unknown %d\n", win,
           100.0 * win / n, 100 * lo, 100 * hi, lost, unknown);
    printf("solve ms (wall): mean %.3f  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", sum / n, quantile(t, n, 0.5),
           quantile(t, n, 0.99), quantile(t, n, 0.999), t[n - 1]);
    double csum = 0;
    for (int i = 0; i < n; i++)
        csum += cpu[i];
    qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
    printf("solve ms (cpu): mean %.3f  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", csum / n, quantile(cpu, n, 0.5),
           quantile(cpu, n, 0.99), quantile(cpu, n, 0.999), cpu[n - 1]);
    printf("nodes: mean %.0f  max %" PRIu64 "\n", (double)nodes / n, max_nodes);
    printf("winning lines replayed: %d, failed %d, longer than kept (%d moves): %d\n", win - longl, bad,
           SH_LINE_MAX, longl);
    free(t);
    free(cpu);
    sh_solver_free(s);
    return bad ? 1 : 0;
}

static int run_deal(int n, uint64_t first)
{
    double *t = malloc((size_t)n * sizeof *t), *cpu = malloc((size_t)n * sizeof *cpu);
    int fails = 0, att_sum = 0, att_max = 0, bad = 0;
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    for (int i = 0; i < n; i++) {
        Shamrocks g;
        ShDealOptions o = {.winnable = true, .node_limit = getenv("SH_DEAL_NODES") ? strtoull(getenv("SH_DEAL_NODES"), NULL, 10) : 0};
        int att = 0;
        Error err = {{0}};
        double t0 = now_ms(), c0 = cpu_ms();
        bool ok = sh_deal_seed(&g, first + (uint64_t)i, &o, &att, &err);
        t[i] = now_ms() - t0;
        cpu[i] = cpu_ms() - c0;
        att_sum += att;
        if (att > att_max)
            att_max = att;
        if (!ok) {
            fails++;
            continue;
        }
        ShSolveLimits lim = SH_DEAL_LIMITS;
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || (sol.complete && !replay(&g, &sol)))
            bad++;
    }
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    printf("winnable deals %d (seeds %" PRIu64 "..), node budget %d per attempt\n", n, first, SH_SOLVER_DEAL_NODES);
    qsort(cpu, (size_t)n, sizeof *cpu, cmp_double);
    printf("deal ms (wall): p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", quantile(t, n, 0.5), quantile(t, n, 0.99),
           quantile(t, n, 0.999), t[n - 1]);
    printf("deal ms (cpu):  p50 %.3f  p99 %.3f  p99.9 %.3f  max %.3f\n", quantile(cpu, n, 0.5),
           quantile(cpu, n, 0.99), quantile(cpu, n, 0.999), cpu[n - 1]);
    printf("attempts: mean %.2f  max %d; no winnable deal found: %d; proofs not replaying: %d\n",
           (double)att_sum / n, att_max, fails, bad);
    free(t);
    free(cpu);
    sh_solver_free(s);
    return fails || bad ? 1 : 0;
}

/* Exhaustive search for `bound`: remembers every position met (the stacks'
 * exact bytes and the suit stacks), for positions of a dozen cards or so. */
#define SEEN_MAX 400000
static uint8_t seen[SEEN_MAX][SH_STACKS * SH_STACK_MAX + SH_SUITS];
static int n_seen;
static bool seen_full;

static bool visit(const Shamrocks *g)
{
    uint8_t k[sizeof seen[0]];
    memcpy(k, g->card, sizeof g->card);
    memcpy(k + sizeof g->card, g->found, SH_SUITS);
    for (int i = 0; i < n_seen; i++)
        if (memcmp(seen[i], k, sizeof k) == 0)
            return false;
    if (n_seen == SEEN_MAX)
        return !(seen_full = true);
    memcpy(seen[n_seen++], k, sizeof k);
    return true;
}

static bool exhaustive_win(const Shamrocks *g)
{
    if (sh_won(g))
        return true;
    int8_t mv[SH_STACKS * SH_PIECES][2];
    int n = sh_list_moves(g, mv, SH_STACKS * SH_PIECES);
    for (int i = 0; i < n; i++) {
        Shamrocks next = *g;
        sh_move(&next, mv[i][0], mv[i][1], NULL, NULL);
        if (visit(&next) && exhaustive_win(&next))
            return true;
    }
    return false;
}

static int run_bound(int n, int left)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    Rng rng;
    rng_seed(&rng, 11);
    long checked = 0, lost = 0, caught = 0, wrong = 0;
    for (int seed = 1; seed <= n; seed++) {
        Shamrocks g;
        sh_new(&g, (uint64_t)seed, seed % 2);
        ShSolveLimits lim = {.max_nodes = 20000};
        if (sh_solve(s, &g, &lim, &sol) != SH_WINNABLE || !sol.complete)
            continue;
        for (int i = 0; i < sol.n && g.left > left; i++)
            sh_move(&g, sol.move[i][0], sol.move[i][1], NULL, NULL);
        for (int t = 0; t < 20; t++) {
            Shamrocks p = g;
            int steps = 1 + (int)rng_below(&rng, 6);
            for (int k = 0; k < steps; k++) {
                int8_t mv[SH_STACKS * SH_PIECES][2];
                int m = sh_list_moves(&p, mv, SH_STACKS * SH_PIECES);
                if (m == 0)
                    break;
                int pick = (int)rng_below(&rng, (uint32_t)m);
                sh_move(&p, mv[pick][0], mv[pick][1], NULL, NULL);
            }
            n_seen = 0;
            seen_full = false;
            visit(&p);
            bool won = exhaustive_win(&p), dead = sh_dead_end(&p);
            if (seen_full)
                continue; /* too big to decide here */
            checked++;
            lost += !won;
            caught += dead;
            if (won && dead) {
                wrong++;
                printf("deal %d: the bound calls a winnable position lost\n", seed);
            }
        }
    }
    printf("positions %ld, lost %ld, caught by the bound %ld (%.1f%%), winnable called lost %ld\n", checked,
           lost, caught, lost ? 100.0 * (double)caught / (double)lost : 0.0, wrong);
    sh_solver_free(s);
    return wrong ? 1 : 0;
}

static int run_digest(int n, uint64_t nodes)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    uint64_t h = 0, total = 0;
    for (int i = 1; i <= n; i++) {
        Shamrocks g;
        sh_new(&g, (uint64_t)i, i % 3 != 0);
        ShSolveLimits lim = {.max_nodes = nodes};
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        h = h * 31 + (uint64_t)v * 1000003u + sol.nodes;
        for (int j = 0; j < sol.n; j++)
            h = h * 7 + (uint64_t)(sol.move[j][0] * 19 + sol.move[j][1]);
        total += sol.nodes;
    }
    printf("digest %016" PRIx64 " over %d deals, %" PRIu64 " nodes\n", h, n, total);
    sh_solver_free(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && strcmp(argv[1], "bound") == 0)
        return run_bound(atoi(argv[2]), atoi(argv[3]));
    if (argc >= 4 && strcmp(argv[1], "digest") == 0)
        return run_digest(atoi(argv[2]), strtoull(argv[3], NULL, 10));
    if (argc >= 5 && strcmp(argv[1], "solve") == 0)
        return run_solve(atoi(argv[2]), strtoull(argv[3], NULL, 10), atof(argv[4]),
                         argc > 5 && strcmp(argv[5], "manual") == 0);
    if (argc >= 4 && strcmp(argv[1], "deal") == 0)
        return run_deal(atoi(argv[2]), strtoull(argv[3], NULL, 10));
    fprintf(stderr, "usage: shamrocks_bench solve N FIRST_SEED BUDGET_MS [manual] | deal N FIRST_SEED | digest N NODES | bound N LEFT\n");
    return 2;
}
