/* pagoda-solve --game shamrocks: solves Shamrocks deals and saved positions, and
 * measures the solver over many deals. Its --stats last line has the same form as
 * Mahjong's. Links only the core. */
#include "platform/platform.h"
#include "tools/pagoda_solve_games.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/game.h"
#include "core/games/shamrocks/rules.h"
#include "core/games/shamrocks/solve.h"

#define SAVE_MAX_BYTES (16u << 20)

typedef struct ShArgs {
    enum { SH_NONE, SH_SEED, SH_POSITION, SH_STATS } mode;
    uint64_t seed, first_seed, count, max_nodes;
    double budget_ms;
    bool manual, winnable;
    const char *position;
} ShArgs;

static int usage(const char *msg, const char *arg)
{
    FILE *f = msg ? stderr : stdout;
    if (msg)
        fprintf(stderr, "pagoda-solve: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    fputs("usage: pagoda-solve --game shamrocks --seed N [--winnable]   solve one deal\n"
          "       pagoda-solve --game shamrocks --position FILE         solve a saved game\n"
          "       pagoda-solve --game shamrocks --stats N [--first-seed S]\n"
          "options: --budget-ms N (default 1000; 0 = none), --max-nodes N, --manual\n"
          "(automatic moves off), --winnable (--seed: the deal 'Winnable deals only'\n"
          "gives for that seed).\n"
          "A winnable position prints 'winnable' and the moves of a winning line; 'lost'\n"
          "means no line wins; 'unknown' that the budget ran out. --stats counts lost\n"
          "deals as 'unsolvable' in a last line of the same form as Mahjong's.\n",
          f);
    return msg ? 2 : 1;
}

static bool u64(const char *s, uint64_t *out)
{
    char *end;
    if (!s || !*s || *s == '-')
        return false;
    unsigned long long v = strtoull(s, &end, 10);
    *out = v;
    return *end == 0;
}

static int parse(int argc, char **argv, ShArgs *a)
{
    memset(a, 0, sizeof *a);
    a->budget_ms = 1000.0;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t n;
        if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            usage(NULL, NULL);
            return -1;
        } else if (strcmp(o, "--game") == 0) {
            i++;
        } else if (strcmp(o, "--manual") == 0) {
            a->manual = true;
        } else if (strcmp(o, "--winnable") == 0) {
            a->winnable = true;
        } else if (strcmp(o, "--seed") == 0 || strcmp(o, "--stats") == 0) {
            if (a->mode != SH_NONE)
                return usage("choose one of --seed, --stats, --position", o);
            if (!u64(v, &n))
                return usage("expects a number", o);
            a->mode = o[2] == 's' && o[3] == 'e' ? SH_SEED : SH_STATS;
            if (a->mode == SH_SEED)
                a->seed = n;
            else
                a->count = n;
            i++;
        } else if (strcmp(o, "--position") == 0) {
            if (a->mode != SH_NONE || !v)
                return usage("--position takes a saved game, alone", o);
            a->mode = SH_POSITION;
            a->position = v;
            i++;
        } else if (strcmp(o, "--first-seed") == 0 || strcmp(o, "--max-nodes") == 0) {
            if (!u64(v, &n))
                return usage("expects a number", o);
            *(o[2] == 'f' ? &a->first_seed : &a->max_nodes) = n;
            i++;
        } else if (strcmp(o, "--budget-ms") == 0) {
            char *end;
            a->budget_ms = v ? strtod(v, &end) : -1;
            if (!v || *end || a->budget_ms < 0)
                return usage("expects milliseconds", o);
            i++;
        } else {
            return usage("unknown option", o);
        }
    }
    if (a->mode == SH_NONE)
        return usage("nothing to do: give --seed, --stats or --position", NULL);
    if (a->mode == SH_STATS && a->count == 0)
        return usage("--stats needs at least one deal", NULL);
    return 0;
}

static double now_ms(void)
{
    return (double)platform_monotonic_ns() / 1e6;
}

static int solve_one(const Shamrocks *g, const ShArgs *a)
{
    ShSolver *s = sh_solver_new();
    static ShSolution sol;
    if (!s) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        return 1;
    }
    ShSolveLimits lim = {.max_nodes = a->max_nodes, .max_ms = a->budget_ms};
    double t0 = now_ms();
    ShVerdict v = sh_solve(s, g, &lim, &sol);
    double ms = now_ms() - t0;
    printf("%s (%.1f ms, %" PRIu64 " nodes)\n", v == SH_WINNABLE ? "winnable" : v == SH_LOST ? "lost" : "unknown",
           ms, sol.nodes);
    Shamrocks r = *g;
    for (int i = 0; v == SH_WINNABLE && i < sol.n; i++) {
        char name[3];
        int from = sol.move[i][0], to = sol.move[i][1];
        sh_card_name(sh_top(&r, from), name);
        if (to >= SH_STACKS)
            printf("%s from stack %d to its suit stack\n", name, from + 1);
        else
            printf("%s from stack %d onto stack %d\n", name, from + 1, to + 1);
        sh_move(&r, from, to, NULL, NULL);
    }
    if (v == SH_WINNABLE && !sol.complete)
        printf("(the first %d moves of a longer line)\n", sol.n);
    sh_solver_free(s);
    return 0;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

static double pct(const double *v, size_t n, double p)
{
    size_t i = (size_t)ceil(p * (double)n);
    return v[i > 0 ? (i > n ? n : i) - 1 : 0];
}

static int stats(const ShArgs *a)
{
    ShSolver *s = sh_solver_new();
    double *ms = malloc(sizeof *ms * (size_t)a->count);
    static ShSolution sol;
    if (!s || !ms) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        return 1;
    }
    uint64_t lost = 0, unknown = 0, nodes = 0, bad = 0;
    double sum = 0;
    for (uint64_t i = 0; i < a->count; i++) {
        Shamrocks g;
        sh_new(&g, a->first_seed + i, !a->manual);
        ShSolveLimits lim = {.max_nodes = a->max_nodes, .max_ms = a->budget_ms};
        double t0 = now_ms();
        ShVerdict v = sh_solve(s, &g, &lim, &sol);
        ms[i] = now_ms() - t0;
        sum += ms[i];
        nodes += sol.nodes;
        lost += v == SH_LOST;
        unknown += v == SH_UNKNOWN;
        if (v == SH_WINNABLE && sol.complete) { /* every line is replayed */
            Shamrocks r = g;
            for (int k = 0; k < sol.n; k++)
                sh_move(&r, sol.move[k][0], sol.move[k][1], NULL, NULL);
            bad += !sh_won(&r);
        }
    }
    size_t n = (size_t)a->count;
    qsort(ms, n, sizeof *ms, cmp_double);
    double z = 1.959964, p = (double)lost / (double)n, d = 1 + z * z / (double)n;
    double c = (p + z * z / (2.0 * (double)n)) / d;
    double h = z * sqrt(p * (1 - p) / (double)n + z * z / (4.0 * (double)n * (double)n)) / d;
    printf("shamrocks, %" PRIu64 " deals from seed %" PRIu64 ", automatic moves %s, budget %.0f ms\n", a->count,
           a->first_seed, a->manual ? "off" : "on", a->budget_ms);
    printf("lost (unsolvable): %" PRIu64 " = %.3f%% (95%% Wilson interval %.3f%% .. %.3f%%)\n", lost,
           100.0 * p, 100 * (c - h), 100 * (c + h));
    printf("winnable: %" PRIu64 "; unknown (budget ran out): %" PRIu64 "; winning lines that did not replay: %" PRIu64
           "\n",
           a->count - lost - unknown, unknown, bad);
    printf("solve ms: mean %.4f  p50 %.4f  p99 %.4f  p99.9 %.4f  max %.4f\n", sum / (double)n, pct(ms, n, 0.5),
           pct(ms, n, 0.99), pct(ms, n, 0.999), ms[n - 1]);
    printf("nodes: mean %.1f\n", (double)nodes / (double)n);
    printf("deals=%" PRIu64 " unsolvable=%" PRIu64 " rate=%.3f ci95=%.3f mean_ms=%.4f "
           "p99_ms=%.4f p999_ms=%.4f max_ms=%.4f unknown=%" PRIu64 "\n",
           a->count, lost, 100.0 * p, 100.0 * h, sum / (double)n, pct(ms, n, 0.99), pct(ms, n, 0.999), ms[n - 1],
           unknown);
    free(ms);
    sh_solver_free(s);
    return bad ? 1 : 0;
}

int solve_shamrocks_main(int argc, char **argv)
{
    ShArgs a;
    int rc = parse(argc, argv, &a);
    if (rc)
        return rc < 0 ? 0 : rc;
    if (a.mode == SH_STATS)
        return stats(&a);
    Shamrocks g;
    Error err = {{0}};
    if (a.mode == SH_SEED) {
        ShDealOptions o = {.winnable = a.winnable, .manual = a.manual};
        if (!sh_deal_seed(&g, a.seed, &o, NULL, &err)) {
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
            return 1;
        }
        return solve_one(&g, &a);
    }
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(a.position, SAVE_MAX_BYTES, &text, &len, &err)) {
        fprintf(stderr, "pagoda-solve: %s\n", err.msg);
        return 1;
    }
    Game gm;
    game_init(&gm);
    bool ok = game_load_text(&gm, text, len, a.position, &err);
    free(text);
    if (ok && gm.rules != &shamrocks_rules)
        ok = error_set(&err, "%s: a %s save, not a Shamrocks one", a.position, gm.rules->name);
    if (!ok) {
        fprintf(stderr, "pagoda-solve: %s\n", err.msg);
        game_free(&gm);
        return 1;
    }
    g = *(const Shamrocks *)gm.state;
    game_free(&gm);
    return solve_one(&g, &a);
}
