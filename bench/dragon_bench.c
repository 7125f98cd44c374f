/* Dragon's Eye: the computer player's strength and speed.
 *
 * Plays N games per pairing and side (seeds 1..N) between players at levels
 * 0..3 (0: a uniformly random legal player; 1..3: dg_computer, fed only the
 * dg_see view of its side) and prints, per pairing, the wins of the first-named
 * player as Slayer and as Master with Wilson 95% intervals (a tie counts as not
 * a win), and over both sides, then the move times of each level: mean, p50,
 * p99, max (the clock around dg_computer only, the see() view made before).
 *
 * Usage: dragon_bench [GAMES=1000 [PAIRINGS]]   PAIRINGS like "3:0,1:0,2:1,3:2"
 * Built by bench/dragon_bench.sh. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


#include "core/games/dragon/dragon.h"
#include "core/rng.h"

#define MAX_TIMES 4000000

static double *times[DG_LEVELS + 1], *cpu_times[DG_LEVELS + 1];
static int n_times[DG_LEVELS + 1];

static double clock_ms(clockid_t id)
{
    struct timespec t;
    clock_gettime(id, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static Move choose(const Dragon *g, int level, Rng *r)
{
    Move m;
    memset(&m, 0, sizeof m);
    if (level == 0) {
        Move all[DG_MAX_MOVES];
        int n = dg_list_moves(g, all, DG_MAX_MOVES);
        if (n > DG_MAX_MOVES)
            n = DG_MAX_MOVES;
        return all[rng_below(r, (uint32_t)n)];
    }
    Dragon seen;
    dg_see(g, g->to_move, &seen);
    double t0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    if (!dg_computer(&seen, level, rng_next(r), &m)) {
        fprintf(stderr, "level %d found no move\n", level);
        exit(2);
    }
    double dt = clock_ms(CLOCK_MONOTONIC) - t0, dc = clock_ms(CLOCK_THREAD_CPUTIME_ID) - c0;
    if (n_times[level] < MAX_TIMES) {
        cpu_times[level][n_times[level]] = dc;
        times[level][n_times[level]++] = dt;
    }
    return m;
}

/* One game; returns the winner side or -1. */
static int play(uint64_t seed, int slayer_level, int master_level, int *moves)
{
    Dragon g;
    dg_deal(&g, seed);
    Rng r;
    rng_seed(&r, seed * 7919 + (uint64_t)slayer_level * 31 + (uint64_t)master_level);
    int n = 0;
    while (!g.end && n < 20000) {
        Move m = choose(&g, g.to_move == DG_SLAYER ? slayer_level : master_level, &r);
        if (!dg_apply(&g, &m)) {
            fprintf(stderr, "seed %llu: move refused\n", (unsigned long long)seed);
            exit(2);
        }
        n++;
    }
    *moves = n;
    return g.end ? g.winner : -1;
}

static void wilson(int k, int n, double *lo, double *hi)
{
    const double z = 1.959964;
    double p = n ? (double)k / n : 0, d = 1 + z * z / n;
    double c = (p + z * z / (2.0 * n)) / d, h = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    *lo = c - h;
    *hi = c + h;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static const char *name(int level)
{
    static const char *const n[] = {"random", "L1", "L2", "L3"};
    return n[level];
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 1000;
    const char *pairings = argc > 2 ? argv[2] : "3:0,1:0,2:1,3:2,2:0";
    for (int l = 1; l <= DG_LEVELS; l++) {
        times[l] = malloc(sizeof(double) * MAX_TIMES);
        cpu_times[l] = malloc(sizeof(double) * MAX_TIMES);
    }
    printf("games per pairing and side: %d (seeds 1..%d)\n", games, games);
    printf("%-12s %-7s %6s %6s %6s  %-22s %s\n", "pairing", "side", "wins", "ties", "losses",
           "win rate [95% Wilson]", "moves/game");
    for (const char *p = pairings; *p;) {
        int a = p[0] - '0', b = p[2] - '0';
        int both = 0;
        for (int side = 0; side < 2; side++) {
            int win = 0, tie = 0, loss = 0;
            long mv = 0;
            for (int s = 1; s <= games; s++) {
                int moves;
                int w = side == 0 ? play((uint64_t)s, a, b, &moves) : play((uint64_t)s, b, a, &moves);
                mv += moves;
                if (w < 0)
                    tie++;
                else if (w == side)
                    win++;
                else
                    loss++;
            }
            double lo, hi;
            wilson(win, games, &lo, &hi);
            char pair[32];
            snprintf(pair, sizeof pair, "%s v %s", name(a), name(b));
            printf("%-12s %-7s %6d %6d %6d  %5.1f%% [%5.1f, %5.1f]  %.0f\n", pair,
                   side == 0 ? "Slayer" : "Master", win, tie, loss, 100.0 * win / games, 100 * lo,
                   100 * hi, (double)mv / games);
            fflush(stdout);
            both += win;
        }
        double lo, hi;
        wilson(both, 2 * games, &lo, &hi);
        printf("%-12s %-7s %6d %20s  %5.1f%% [%5.1f, %5.1f]\n", "", "both", both, "", 100.0 * both / (2 * games),
               100 * lo, 100 * hi);
        p += 3;
        if (*p == ',')
            p++;
    }
    printf("\nmove time per level (ms; wall clock, then the thread's CPU time, which the\n"
           "machine's other load does not inflate): moves, mean, p50, p99, max\n");
    for (int l = 1; l <= DG_LEVELS; l++) {
        int n = n_times[l];
        if (!n)
            continue;
        for (int k = 0; k < 2; k++) {
            double *t = k ? cpu_times[l] : times[l];
            qsort(t, (size_t)n, sizeof(double), cmp);
            double sum = 0;
            for (int i = 0; i < n; i++)
                sum += t[i];
            printf("L%d %-4s %d, %.4f, %.4f, %.4f, %.4f\n", l, k ? "cpu" : "wall", n, sum / n, t[n / 2],
                   t[(int)(0.99 * (n - 1))], t[n - 1]);
        }
    }
    return 0;
}
