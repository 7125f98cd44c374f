/* LinkSame deal benchmark: times ls_deal_stage (deal, solve, deal again until one
 * is proved clearable, else built) for every stage and prints p50 / p99 / max,
 * attempts, and how many deals had to be built; every proof is replayed.
 * Built and run by bench/linksame_deal.sh; links only src/core. Not a test.
 * Usage: linksame_bench [DEALS=500 [SIZE=hard [FIRST_SEED=0]]] */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/games/linksame/linksame.h"

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double pct(const double *v, int n, double p)
{
    int i = (int)((double)n * p);
    return v[i < n ? i : n - 1];
}

int main(int argc, char **argv)
{
    int deals = argc > 1 ? atoi(argv[1]) : 500;
    LsSize size = LS_HARD;
    if (argc > 2) {
        for (int s = 0; s < LS_SIZE_COUNT; s++)
            if (strcmp(argv[2], ls_size_name((LsSize)s)) == 0)
                size = (LsSize)s;
    }
    uint64_t first = argc > 3 ? strtoull(argv[3], NULL, 10) : 0;
    if (deals < 1)
        deals = 1;
    double *ms = malloc(sizeof *ms * (size_t)deals);
    if (!ms)
        return 1;
    printf("size=%s (%dx%d) deals=%d per stage, first seed %" PRIu64 "\n", ls_size_name(size),
           ls_size_w(size), ls_size_h(size), deals, first);
    printf("stage   p50_ms   p99_ms   max_ms  attempts_mean  attempts_max  nodes_mean  built  unproved\n");
    double worst_p99 = 0;
    for (int stage = 1; stage <= LS_STAGES; stage++) {
        long attempts = 0, amax = 0, unproved = 0, built = 0;
        double nodes = 0;
        for (int i = 0; i < deals; i++) {
            LsBoard b;
            LsPair sol[LS_MAX_CELLS / 2];
            LsDealStats st;
            double t0 = now_ms();
            ls_deal_stage(&b, size, stage, first + (uint64_t)i, sol, &st);
            ms[i] = now_ms() - t0;
            attempts += st.attempts;
            if (st.attempts > amax)
                amax = st.attempts;
            nodes += st.nodes;
            built += st.constructed;
            /* check the proof: replay it under the stage's slide */
            LsBoard r = b;
            for (int k = 0; k < ls_board_count(&b) / 2; k++) {
                if (!ls_board_find_path(&r, sol[k].a, sol[k].b, NULL)) {
                    unproved++;
                    break;
                }
                r.cell[sol[k].a] = r.cell[sol[k].b] = LS_EMPTY;
                ls_board_slide(&r, ls_stage_slide(stage));
            }
            if (ls_board_count(&r) != 0 && unproved == 0)
                unproved++;
        }
        qsort(ms, (size_t)deals, sizeof *ms, cmp_double);
        double p99 = pct(ms, deals, 0.99);
        if (p99 > worst_p99)
            worst_p99 = p99;
        printf("%5d %8.2f %8.2f %8.2f %14.2f %13ld %11.0f %6ld %9ld\n", stage, pct(ms, deals, 0.5),
               p99, ms[deals - 1], (double)attempts / deals, amax, nodes / deals, built, unproved);
        fflush(stdout);
    }
    printf("worst p99 over stages: %.2f ms (target <= 50 ms)\n", worst_p99);
    free(ms);
    return 0;
}
