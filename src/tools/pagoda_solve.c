/* pagoda-solve: solves Mahjong solitaire deals and saved positions, and measures the
 * solver over many random deals. See usage() or --help. */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "core/error.h"
#include "core/fileio.h"
#include "core/game.h"
#include "core/games/mahjong/mahjong.h"
#include "core/layout.h"
#include "core/layout_import.h"
#include "core/rng.h"
#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/rules.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"
#include "platform/platform.h"
#include "tools/pagoda_solve_games.h"

#define EXIT_USAGE 2
#define DEFAULT_BUDGET_MS 1000.0
#define SAVE_MAX_BYTES (16u << 20)
#define WINNABLE_MAX_ATTEMPTS 100
#define MAX_MAPS 64 /* layouts read from one file (a GNOME .map may hold several) */

typedef enum Mode {
    MODE_NONE,
    MODE_SEED,
    MODE_POSITION,
    MODE_STATS,
    MODE_DEAL_BENCH,
    MODE_GREEDY
} Mode;

typedef struct Args {
    const char *layout;
    const char *position;
    Mode mode;
    uint64_t seed, first_seed, count;
    double budget_ms;
    uint64_t max_nodes;
    bool json;
    bool winnable;    /* --seed: the deal "Deal only winnable games" makes */
    const char *each; /* --stats, --deal-bench: one line per deal to this file */
    const char *map;  /* --map: which layout of a file holding several */
    uint64_t playouts; /* --greedy: random playouts per deal */
} Args;

static void usage(FILE *f)
{
    fputs("usage: pagoda-solve LAYOUT --seed N            solve one deal\n"
          "       pagoda-solve --game shamrocks ...       Shamrocks (--game shamrocks --help)\n"
          "       pagoda-solve --position FILE            solve a saved game's position\n"
          "       pagoda-solve LAYOUT --stats N [--first-seed S]\n"
          "                                               solve N random deals (seeds S..)\n"
          "       pagoda-solve LAYOUT --deal-bench N [--first-seed S]\n"
          "                                               time N winnable deals\n"
          "       pagoda-solve LAYOUT --greedy N [--playouts P] [--first-seed S]\n"
          "                                               share of random playouts that\n"
          "                                               clear N constructed deals and N\n"
          "                                               solver-proved random deals\n"
          "options:\n"
          "  --budget-ms N   solver budget per position in ms of CPU time, the same\n"
          "                  verdicts on a busy machine (default 1000; 0 = none)\n"
          "  --winnable      with --seed: the deal the game makes for that number with\n"
          "                  \"Deal only winnable games\" on (without: the plain shuffle)\n"
          "  --max-nodes N   solver node budget per position (default 0 = none)\n"
          "  --json          print the result as one JSON object\n"
          "  --each FILE     with --stats: write 'seed result ms nodes' per deal to FILE;\n"
          "                  with --deal-bench: 'layout tiles seed how ms' (how: random\n"
          "                  or constructed)\n"
          "  --map NAME      the layout of that name (or number, from 1) in a file\n"
          "                  holding several; --deal-bench runs all of them without it\n"
          "  --playouts P    with --greedy: playouts per deal (default 100)\n"
          "  --help          this text\n"
          "MahJongg Stones: pagoda-solve --game stones [--variant ID] --seed N | --stats N |\n"
          "  --deal-bench N [--winnable] (ID: stones, free, loose, throwing, small, tiny;\n"
          "  --winnable: with --seed, a deal proved winnable by a solver that knows the stock)\n"
          "  | --policy hint|greedy [--play N] [--first-seed S] [--each FILE]: plays N deals\n"
          "  (default 100) from the player's view only, the stock's order unknown; prints\n"
          "  the share finished (95% Wilson interval) and the hint's CPU time per position;\n"
          "  --greedy-first N: each deal's first 0..N moves greedy, then the hint's\n"
          "LAYOUT is a layout file in any format the game takes (Pagoda's, KMahjongg's\n"
          "'.layout', GNOME Mahjongg's '.map') or a name looked up as layouts/NAME.layout\n"
          "in the current folder and in Pagoda's data folders.\n"
          "A solvable position prints 'solvable' and one removed pair of place ids per\n"
          "line; an unsolvable one prints 'unsolvable' and the fewest tiles any line of\n"
          "play leaves (when that search runs out of budget, the fewest a line it found\n"
          "leaves); 'unknown' means the budget ran out.\n"
          "--stats prints the unsolvable rate with its 95% Wilson interval and the\n"
          "solve-time distribution; its last line reads\n"
          "  deals=N unsolvable=U rate=R ci95=C mean_ms=M p99_ms=P p999_ms=Q max_ms=X "
          "unknown=K\n"
          "where rate and ci95 (half-width of the interval) are in percent and unknown\n"
          "deals count as solvable in neither U nor the rate's numerator.\n",
          f);
}

static int usage_error(const char *msg, const char *arg)
{
    fprintf(stderr, "pagoda-solve: %s%s%s (try --help)\n", msg, arg ? ": " : "", arg ? arg : "");
    return EXIT_USAGE;
}

bool solve_parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s || *s == '-')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return false;
    *out = (uint64_t)v;
    return true;
}

static bool parse_ms(const char *s, double *out)
{
    if (!s || !*s)
        return false;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (errno || *end || !(v >= 0) || v > 1e9)
        return false;
    *out = v;
    return true;
}

/* Returns 0 on success, else the exit status after printing the error. */
static int parse_args(int argc, char **argv, Args *a)
{
    memset(a, 0, sizeof *a);
    a->budget_ms = DEFAULT_BUDGET_MS;
    bool have_first = false;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
            usage(stdout);
            exit(0);
        } else if (strcmp(o, "--json") == 0) {
            a->json = true;
        } else if (strcmp(o, "--winnable") == 0) {
            a->winnable = true;
        } else if (strcmp(o, "--game") == 0 && v && strcmp(v, "mahjong") == 0) {
            i++; /* the default game */
        } else if (strcmp(o, "--seed") == 0 || strcmp(o, "--stats") == 0 ||
                   strcmp(o, "--deal-bench") == 0 || strcmp(o, "--greedy") == 0) {
            if (a->mode != MODE_NONE)
                return usage_error("choose one of --seed, --stats, --deal-bench, --greedy, "
                                   "--position", o);
            uint64_t n;
            if (!solve_parse_u64(v, &n))
                return usage_error("expected a non-negative integer after", o);
            if (o[2] == 's' && o[3] == 'e') {
                a->mode = MODE_SEED;
                a->seed = n;
            } else {
                if (n == 0 || n > 100000000)
                    return usage_error("the count must be 1..100000000", v);
                a->mode = o[2] == 's' ? MODE_STATS : o[2] == 'g' ? MODE_GREEDY : MODE_DEAL_BENCH;
                a->count = n;
            }
            i++;
        } else if (strcmp(o, "--first-seed") == 0) {
            if (!solve_parse_u64(v, &a->first_seed))
                return usage_error("expected a non-negative integer after", o);
            have_first = true;
            i++;
        } else if (strcmp(o, "--budget-ms") == 0) {
            if (!parse_ms(v, &a->budget_ms))
                return usage_error("expected milliseconds (>= 0) after", o);
            i++;
        } else if (strcmp(o, "--max-nodes") == 0) {
            if (!solve_parse_u64(v, &a->max_nodes))
                return usage_error("expected a non-negative integer after", o);
            i++;
        } else if (strcmp(o, "--each") == 0) {
            if (!v)
                return usage_error("expected a file after", o);
            a->each = v;
            i++;
        } else if (strcmp(o, "--map") == 0) {
            if (!v)
                return usage_error("expected a layout name after", o);
            a->map = v;
            i++;
        } else if (strcmp(o, "--playouts") == 0) {
            if (!solve_parse_u64(v, &a->playouts) || a->playouts == 0 || a->playouts > 1000000)
                return usage_error("expected a count 1..1000000 after", o);
            i++;
        } else if (strcmp(o, "--position") == 0) {
            if (a->mode != MODE_NONE)
                return usage_error("choose one of --seed, --stats, --deal-bench, --position", o);
            if (!v)
                return usage_error("expected a file after", o);
            a->mode = MODE_POSITION;
            a->position = v;
            i++;
        } else if (o[0] == '-' && o[1] != '\0') {
            return usage_error("unknown option", o);
        } else if (!a->layout) {
            a->layout = o;
        } else {
            return usage_error("unexpected argument", o);
        }
    }
    if (a->mode == MODE_NONE)
        return usage_error("nothing to do: give --seed, --stats, --deal-bench or --position",
                           NULL);
    if (a->mode == MODE_POSITION && a->layout)
        return usage_error("--position takes no LAYOUT (the save embeds it)", a->layout);
    if (a->mode != MODE_POSITION && !a->layout)
        return usage_error("missing LAYOUT", NULL);
    if (a->each && a->mode != MODE_STATS && a->mode != MODE_DEAL_BENCH)
        return usage_error("--each goes with --stats or --deal-bench", NULL);
    if (have_first && a->mode != MODE_STATS && a->mode != MODE_DEAL_BENCH &&
        a->mode != MODE_GREEDY)
        return usage_error("--first-seed goes with --stats, --deal-bench or --greedy", NULL);
    if (a->playouts && a->mode != MODE_GREEDY)
        return usage_error("--playouts goes with --greedy", NULL);
    if (!a->playouts)
        a->playouts = 100;
    return 0;
}

/* --- layout lookup -------------------------------------------------------------- */

/* The source tree this file was compiled from (CMake passes absolute paths). */
static bool source_dir(char *buf, size_t cap)
{
    const char *f = __FILE__;
    const char *tail = "/src/tools/pagoda_solve.c";
    size_t n = strlen(f), t = strlen(tail);
    if (f[0] != '/' || n <= t || strcmp(f + n - t, tail) != 0 || n - t >= cap)
        return false;
    memcpy(buf, f, n - t);
    buf[n - t] = '\0';
    return true;
}

static bool exe_dir(char *buf, size_t cap)
{
    if (!platform_exe_path(buf, cap))
        return false;
    char *slash = strrchr(buf, '/');
    if (!slash)
        return false;
    *slash = '\0';
    return true;
}

/* Every layout in the file (or the named built-in one) into l[0..cap); returns the
 * count or -1 with err filled. */
static int load_layouts(const char *arg, Layout *l, int cap, Error *err)
{
    if (file_exists(arg)) {
        ImportWarnings warn;
        int n = layout_load_any_warn(arg, l, cap, &warn, err);
        for (int i = 0; i < warn.n; i++)
            fprintf(stderr, "pagoda-solve: warning: %s\n", warn.msg[i]);
        if (warn.total > warn.n)
            fprintf(stderr, "pagoda-solve: warning: ... and %d more\n", warn.total - warn.n);
        return n;
    }
    if (strchr(arg, '/') || strlen(arg) > 64)
        return error_set(err, "%s: no such layout file", arg), -1;
    char dirs[4][PATH_MAX];
    int nd = 0;
    snprintf(dirs[nd++], PATH_MAX, ".");
    char tmp[PATH_MAX];
    if (source_dir(tmp, sizeof tmp))
        snprintf(dirs[nd++], PATH_MAX, "%.*s", PATH_MAX - 1, tmp);
    if (exe_dir(tmp, sizeof tmp - 32)) {
        snprintf(dirs[nd++], PATH_MAX, "%.*s", PATH_MAX - 32, tmp);
        snprintf(dirs[nd++], PATH_MAX, "%.*s/../share/pagoda", PATH_MAX - 32, tmp);
    }
    for (int i = 0; i < nd; i++) {
        char path[PATH_MAX + 96];
        snprintf(path, sizeof path, "%.*s/layouts/%.64s.layout", PATH_MAX - 1, dirs[i], arg);
        if (file_exists(path))
            return layout_load_file(l, path, err) ? 1 : -1;
    }
    return error_set(err, "no layout '%s' (not a file, nor layouts/%s.layout)", arg, arg), -1;
}

/* The layout --map names among l[0..n) (by name, case-insensitive, or number from
 * 1), or -1 with err filled. */
static int pick_map(const Layout *l, int n, const char *map, Error *err)
{
    uint64_t k;
    if (solve_parse_u64(map, &k) && k >= 1 && k <= (uint64_t)n)
        return (int)k - 1;
    for (int i = 0; i < n; i++)
        if (strcasecmp(l[i].name, map) == 0)
            return i;
    return error_set(err, "no layout named '%s' in the file (%d layout%s)", map, n,
                     n == 1 ? "" : "s"), -1;
}

/* --- one position --------------------------------------------------------------- */

static const char *result_name(SolveResult r)
{
    return r == SOLVE_SOLVABLE ? "solvable" : r == SOLVE_UNSOLVABLE ? "unsolvable" : "unknown";
}

static void print_report(const SolveReport *rep, bool json)
{
    if (json) {
        printf("{\"result\":\"%s\"", result_name(rep->result));
        if (rep->result == SOLVE_SOLVABLE) {
            printf(",\"pairs\":[");
            for (int i = 0; i < rep->n_pairs; i++)
                printf("%s[%d,%d]", i ? "," : "", rep->pairs[i][0], rep->pairs[i][1]);
            printf("]");
        }
        if (rep->result != SOLVE_UNKNOWN)
            printf(",\"min_left\":%d", rep->min_left);
        if (rep->best_left >= 0)
            printf(",\"best_left\":%d", rep->best_left);
        printf(",\"nodes\":%" PRIu64 ",\"ms\":%.3f}\n", rep->nodes, rep->ms);
        return;
    }
    printf("%s\n", result_name(rep->result));
    if (rep->result == SOLVE_SOLVABLE) {
        for (int i = 0; i < rep->n_pairs; i++)
            printf("%d %d\n", rep->pairs[i][0], rep->pairs[i][1]);
    } else if (rep->result == SOLVE_UNSOLVABLE) {
        if (rep->min_left >= 0)
            printf("fewest tiles left: %d\n", rep->min_left);
        else if (rep->best_left >= 0)
            printf("fewest tiles left: unknown (budget ran out); the best line found "
                   "leaves %d\n", rep->best_left);
        else
            printf("fewest tiles left: unknown (budget ran out)\n");
    }
}

static int run_one(const Mahjong *m, const SolveLimits *lim, bool json)
{
    SolveReport *rep = malloc(sizeof *rep);
    if (!rep) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        return 1;
    }
    SolveLimits l = *lim;
    l.want_min_left = true;
    solver_solve_mahjong(m, &l, rep);
    print_report(rep, json);
    free(rep);
    return 0;
}

/* --- statistics ----------------------------------------------------------------- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of sorted v[0..n). */
static double percentile(const double *v, size_t n, double p)
{
    size_t k = (size_t)ceil(p * (double)n);
    if (k < 1)
        k = 1;
    if (k > n)
        k = n;
    return v[k - 1];
}

static double mean_of(const double *v, size_t n)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += v[i];
    return n ? sum / (double)n : 0;
}

/* 95% Wilson score interval of k successes in n trials. */
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

static int run_stats(const Layout *layout, const Args *a, const SolveLimits *lim)
{
    Solver *s = solver_new();
    double *ms = malloc(sizeof *ms * (size_t)a->count);
    Mahjong *m = malloc(sizeof *m);
    SolveReport *rep = malloc(sizeof *rep);
    if (!s || !ms || !m || !rep) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        return 1;
    }
    FILE *each = NULL;
    if (a->each && !(each = fopen(a->each, "w"))) {
        fprintf(stderr, "pagoda-solve: cannot write %s: %s\n", a->each, strerror(errno));
        return 1;
    }
    mj_init(m);
    uint64_t unsolvable = 0, unknown = 0, nodes = 0, max_nodes = 0;
    uint64_t worst_seed = a->first_seed;
    double worst = -1;
    for (uint64_t i = 0; i < a->count; i++) {
        Error err;
        uint64_t seed = a->first_seed + i;
        if (!mj_new(m, layout, seed, &err)) {
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
            return 1;
        }
        solver_run_mahjong(s, m, lim, rep);
        ms[i] = rep->ms;
        nodes += rep->nodes;
        if (rep->nodes > max_nodes)
            max_nodes = rep->nodes;
        if (rep->ms > worst) {
            worst = rep->ms;
            worst_seed = seed;
        }
        unsolvable += rep->result == SOLVE_UNSOLVABLE;
        unknown += rep->result == SOLVE_UNKNOWN;
        if (each)
            fprintf(each, "%" PRIu64 " %s %.4f %" PRIu64 "\n", seed,
                    rep->result == SOLVE_SOLVABLE     ? "solvable"
                    : rep->result == SOLVE_UNSOLVABLE ? "unsolvable"
                                                      : "unknown",
                    rep->ms, rep->nodes);
    }
    if (each && fclose(each) != 0) {
        fprintf(stderr, "pagoda-solve: cannot write %s\n", a->each);
        return 1;
    }
    size_t n = (size_t)a->count;
    double mean = mean_of(ms, n);
    qsort(ms, n, sizeof *ms, cmp_double);
    double p50 = percentile(ms, n, 0.50), p99 = percentile(ms, n, 0.99);
    double p999 = percentile(ms, n, 0.999), mx = ms[n - 1];
    double lo, hi;
    wilson(unsolvable, a->count, &lo, &hi);
    double rate = 100.0 * (double)unsolvable / (double)a->count;
    double ci = 100.0 * (hi - lo) / 2;
    if (a->json) {
        printf("{\"layout\":\"%s\",\"deals\":%" PRIu64 ",\"first_seed\":%" PRIu64
               ",\"unsolvable\":%" PRIu64 ",\"unknown\":%" PRIu64
               ",\"rate_pct\":%.4f,\"ci95_lo_pct\":%.4f,\"ci95_hi_pct\":%.4f,"
               "\"mean_ms\":%.4f,\"p50_ms\":%.4f,\"p99_ms\":%.4f,\"p999_ms\":%.4f,"
               "\"max_ms\":%.4f,\"worst_seed\":%" PRIu64 ",\"mean_nodes\":%.1f,"
               "\"max_nodes\":%" PRIu64 "}\n",
               layout->name, a->count, a->first_seed, unsolvable, unknown, rate, 100 * lo,
               100 * hi, mean, p50, p99, p999, mx, worst_seed,
               (double)nodes / (double)a->count, max_nodes);
    } else {
        printf("layout %s, %" PRIu64 " deals from seed %" PRIu64 ", budget %.0f ms of CPU\n",
               layout->name, a->count, a->first_seed, a->budget_ms);
        printf("unsolvable: %" PRIu64 " = %.3f%% (95%% Wilson interval %.3f%% .. %.3f%%)\n",
               unsolvable, rate, 100 * lo, 100 * hi);
        printf("unknown (budget ran out): %" PRIu64 "\n", unknown);
        printf("solve ms: mean %.4f  p50 %.4f  p99 %.4f  p99.9 %.4f  max %.4f (seed %" PRIu64
               ")\n",
               mean, p50, p99, p999, mx, worst_seed);
        printf("nodes: mean %.1f  max %" PRIu64 "\n", (double)nodes / (double)a->count,
               max_nodes);
        printf("deals=%" PRIu64 " unsolvable=%" PRIu64 " rate=%.3f ci95=%.3f mean_ms=%.4f "
               "p99_ms=%.4f p999_ms=%.4f max_ms=%.4f unknown=%" PRIu64 "\n",
               a->count, unsolvable, rate, ci, mean, p99, p999, mx, unknown);
    }
    mj_free(m);
    free(m);
    free(rep);
    free(ms);
    solver_free(s);
    return 0;
}

static double clock_ms(void)
{
    return (double)platform_monotonic_ns() / 1e6;
}

/* Times a.count winnable deals of one layout; `each` (may be NULL) gets one line per
 * deal. Returns the number of deals that failed; ms[] gets the times. */
static uint64_t deal_bench_one(const Layout *layout, const Args *a, const SolveLimits *lim,
                               Mahjong *m, double *ms, FILE *each)
{
    uint64_t failed = 0, attempts_sum = 0, constructed = 0;
    int attempts_max = 0;
    for (uint64_t i = 0; i < a->count; i++) {
        Error err;
        MjDealReport rep;
        double t0 = clock_ms();
        bool ok = mj_deal_winnable(m, layout, a->first_seed + i, lim, WINNABLE_MAX_ATTEMPTS,
                                   &rep, &err);
        ms[i] = clock_ms() - t0;
        if (!ok)
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
        failed += !ok;
        constructed += rep.how == MJ_DEAL_CONSTRUCTED;
        attempts_sum += (uint64_t)rep.attempts;
        if (rep.attempts > attempts_max)
            attempts_max = rep.attempts;
        if (each)
            fprintf(each, "%s %d %" PRIu64 " %s %.4f\n", layout->name, layout->count,
                    a->first_seed + i,
                    !ok ? "failed" : rep.how == MJ_DEAL_CONSTRUCTED ? "constructed" : "random",
                    ms[i]);
    }
    size_t n = (size_t)a->count;
    double mean = mean_of(ms, n);
    qsort(ms, n, sizeof *ms, cmp_double);
    double p50 = percentile(ms, n, 0.50), p99 = percentile(ms, n, 0.99), mx = ms[n - 1];
    double att = (double)attempts_sum / (double)a->count;
    if (a->json)
        printf("{\"layout\":\"%s\",\"tiles\":%d,\"deals\":%" PRIu64 ",\"failed\":%" PRIu64
               ",\"constructed\":%" PRIu64 ",\"mean_ms\":%.4f,\"p50_ms\":%.4f,\"p99_ms\":%.4f,"
               "\"max_ms\":%.4f,\"mean_attempts\":%.4f,\"max_attempts\":%d}\n",
               layout->name, layout->count, a->count, failed, constructed, mean, p50, p99, mx,
               att, attempts_max);
    else
        printf("%s tiles=%d winnable deals=%" PRIu64 " failed=%" PRIu64 " constructed=%" PRIu64
               " mean_ms=%.4f p50_ms=%.4f p99_ms=%.4f max_ms=%.4f mean_attempts=%.4f "
               "max_attempts=%d\n",
               layout->name, layout->count, a->count, failed, constructed, mean, p50, p99, mx,
               att, attempts_max);
    return failed;
}

static int run_deal_bench(const Layout *layouts, int n_layouts, const Args *a,
                          const SolveLimits *lim)
{
    double *ms = malloc(sizeof *ms * (size_t)a->count);
    Mahjong *m = malloc(sizeof *m);
    FILE *each = a->each ? fopen(a->each, "a") : NULL;
    if (!ms || !m || (a->each && !each)) {
        fprintf(stderr, "pagoda-solve: %s\n", ms && m ? "cannot write the --each file"
                                                      : "out of memory");
        free(ms);
        free(m);
        return 1;
    }
    mj_init(m);
    uint64_t failed = 0;
    for (int i = 0; i < n_layouts; i++)
        failed += deal_bench_one(&layouts[i], a, lim, m, ms, each);
    if (each)
        fclose(each);
    mj_free(m);
    free(m);
    free(ms);
    return failed ? 1 : 0;
}

/* --- greedy playouts ------------------------------------------------------------ */

/* Random play: a removable pair chosen uniformly at each step until none is left.
 * True when the table is cleared. m is restarted first and left played out. */
static bool playout(Mahjong *m, Rng *r, MjPair *pairs)
{
    mj_reset_to_deal(m);
    for (;;) {
        int n = mj_list_pairs(m, pairs, LAYOUT_MAX_TILES * LAYOUT_MAX_TILES / 2);
        if (n == 0)
            return m->left == 0;
        MjPair p = pairs[rng_below(r, (uint32_t)n)];
        mj_remove(m, p.a, p.b);
    }
}

/* The share of random playouts that clear constructed deals and solver-proved
 * random deals of the same layout (seeds first_seed..). */
static int run_greedy(const Layout *layout, const Args *a, const SolveLimits *lim)
{
    Mahjong *m = malloc(sizeof *m);
    MjPair *pairs = malloc(sizeof *pairs * LAYOUT_MAX_TILES * LAYOUT_MAX_TILES / 2);
    Solver *s = solver_new();
    if (!m || !pairs || !s) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        free(m);
        free(pairs);
        solver_free(s);
        return 1;
    }
    mj_init(m);
    uint64_t won[2] = {0, 0}, runs[2] = {0, 0}, deals[2] = {0, 0};
    double sq[2] = {0, 0}; /* sum of squared per-deal shares, for the standard error */
    Rng r;
    rng_seed(&r, 12345);
    for (uint64_t i = 0; i < a->count; i++) {
        uint64_t seed = a->first_seed + i;
        Error err;
        /* constructed */
        if (mj_deal_construct(m, layout, seed, NULL, &err)) {
            deals[0]++;
            uint64_t w = 0;
            for (uint64_t k = 0; k < a->playouts; k++, runs[0]++)
                w += playout(m, &r, pairs);
            won[0] += w;
            sq[0] += ((double)w / (double)a->playouts) * ((double)w / (double)a->playouts);
        }
        /* random, proved by the solver (sub-seeds until one is) */
        for (uint64_t k = 0; k < 1000; k++) {
            if (!mj_new(m, layout, seed * 1000 + k, &err))
                break;
            SolveReport rep;
            if (solver_run_mahjong(s, m, lim, &rep) != SOLVE_SOLVABLE)
                continue;
            deals[1]++;
            uint64_t w = 0;
            for (uint64_t q = 0; q < a->playouts; q++, runs[1]++)
                w += playout(m, &r, pairs);
            won[1] += w;
            sq[1] += ((double)w / (double)a->playouts) * ((double)w / (double)a->playouts);
            break;
        }
    }
    for (int w = 0; w < 2; w++) {
        /* the deals are the sample: standard error of the mean per-deal share */
        double nd = (double)deals[w], mean = runs[w] ? (double)won[w] / (double)runs[w] : 0.0;
        double var = nd > 1 ? (sq[w] / nd - mean * mean) * nd / (nd - 1) : 0.0;
        double se = nd > 0 && var > 0 ? sqrt(var / nd) : 0.0;
        printf("%s: %" PRIu64 " deals, %" PRIu64 " playouts, cleared %" PRIu64
               " = %.2f%% (+- %.2f, one standard error over deals)\n",
               w == 0 ? "constructed" : "random proved", deals[w], runs[w], won[w],
               100.0 * mean, 100.0 * se);
    }
    mj_free(m);
    free(m);
    free(pairs);
    solver_free(s);
    return 0;
}

int main(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++) /* another game's part takes the whole line */
        if (strcmp(argv[i], "--game") == 0) {
            const char *game = argv[i + 1];
            if (strcmp(game, "shamrocks") == 0)
                return solve_shamrocks_main(argc, argv);
            if (strcmp(game, "stones") == 0)
                return solve_stones_main(argc, argv);
            if (strcmp(game, "mahjong") != 0) {
                fprintf(stderr, "pagoda-solve: no solver for --game %s (mahjong, shamrocks, stones)\n", game);
                return EXIT_USAGE;
            }
        }
    Args a;
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc;
    SolveLimits lim = {.max_nodes = a.max_nodes, .max_ms = a.budget_ms};
    Error err;

    if (a.mode == MODE_POSITION) {
        char *text = NULL;
        size_t len = 0;
        if (!file_read_all(a.position, SAVE_MAX_BYTES, &text, &len, &err)) {
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
            return 1;
        }
        Game g;
        game_init(&g);
        bool ok = game_load_text(&g, text, len, a.position, &err);
        free(text);
        if (ok && strcmp(g.rules->id, "mahjong") != 0)
            ok = error_set(&err, "%s: a %s save, not a Mahjong one", a.position, g.rules->name);
        if (!ok) {
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
            game_free(&g);
            return 1;
        }
        Mahjong *m = g.state;
        rc = run_one(m, &lim, a.json);
        game_free(&g);
        return rc;
    }

    Layout *all = malloc(sizeof *all * MAX_MAPS);
    if (!all) {
        fprintf(stderr, "pagoda-solve: out of memory\n");
        return 1;
    }
    int n_layouts = load_layouts(a.layout, all, MAX_MAPS, &err);
    int pick = n_layouts < 0 ? -1 : a.map ? pick_map(all, n_layouts, a.map, &err) : 0;
    if (pick < 0) {
        fprintf(stderr, "pagoda-solve: %s\n", err.msg);
        free(all);
        return 1;
    }
    const Layout *layout = &all[pick];
    if (a.mode == MODE_STATS) {
        rc = run_stats(layout, &a, &lim);
    } else if (a.mode == MODE_DEAL_BENCH) {
        rc = run_deal_bench(layout, a.map ? 1 : n_layouts, &a, &lim);
    } else if (a.mode == MODE_GREEDY) {
        rc = run_greedy(layout, &a, &lim);
    } else {
        Mahjong *m = malloc(sizeof *m);
        if (!m) {
            fprintf(stderr, "pagoda-solve: out of memory\n");
            free(all);
            return 1;
        }
        mj_init(m);
        /* --winnable: the game's own dealing (mahjong_rules.deal, node budgets
         * only), so the number is the one the game shows */
        MjDealOptions o = {.layout = layout, .winnable = true};
        if (a.winnable ? !mahjong_rules.deal(m, NULL, a.seed, &o, &err) : !mj_new(m, layout, a.seed, &err)) {
            fprintf(stderr, "pagoda-solve: %s\n", err.msg);
            rc = 1;
        } else {
            rc = run_one(m, &lim, a.json);
        }
        mj_free(m);
        free(m);
    }
    free(all);
    return rc;
}
