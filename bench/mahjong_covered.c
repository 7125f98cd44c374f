/* Issue 34, Mahjong: does what Pagoda computes for the player read the faces of
 * covered tiles (a tile with another lying on it: the player cannot see its
 * face)? For GAMES winnable Turtle deals, a game is played along the hint for a
 * random number of moves; at that position the worker's answer (the rules
 * module's suggest at the game's own node budget: the "winnable" verdict and
 * its pair) and the hint shown (the rules' own hint_move, else that pair) are asked of the real position and of copies whose
 * covered faces are shuffled among the covered places (the same tiles, a
 * player who cannot tell them apart). Prints how often the pair and the
 * verdict change: both are zero for a player who reads only what is seen.
 * Also counts each verdict at every position of the games (played on along
 * the worker's move, what the demo plays) and times the status's CPU.
 * Usage: mahjong_covered GAMES COPIES LAYOUT_FILE [BUDGET_MS] */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/games/mahjong/solve.h"
#include "core/cputime.h"
#include "core/rng.h"

/* Covered: present, and a present tile on a higher layer overlaps it. */
static bool covered(const Mahjong *m, int id)
{
    for (int i = 0; i < m->links.n_above[id]; i++)
        if (m->present[m->links.above[id][i]])
            return true;
    return false;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 100, copies = argc > 2 ? atoi(argv[2]) : 4;
    const char *path = argc > 3 ? argv[3] : "layouts/turtle.layout";
    double budget_ms = argc > 4 ? atof(argv[4]) : 0; /* 0: the node budget; the worker's is 2000 ms */
    Layout *layout = malloc(sizeof *layout);
    Mahjong *m = malloc(sizeof *m), *c = malloc(sizeof *c);
    Error err = {{0}};
    if (!layout || !m || !c || !layout_load_file(layout, path, &err)) {
        fprintf(stderr, "mahjong_covered: %s\n", err.msg[0] ? err.msg : "out of memory");
        return 1;
    }
    const RulesModule *r = &mahjong_rules;
    void *scratch = r->solver->scratch_new();
    MjDealOptions o = {.layout = layout, .winnable = true};
    Rng rng;
    rng_seed(&rng, 34);
    long positions = 0, with_covered = 0, asked = 0, pair_changed = 0, verdict_changed = 0, warn_changed = 0,
         pos_changed = 0;
    long tally[2][4] = {{0}}, line_tally[2][4] = {{0}}; /* [anything covered][verdict] along the games */
    long won = 0, n_ms = 0, lines = 0;
    double *ms = malloc(sizeof *ms * (size_t)games * LAYOUT_MAX_TILES * 2);
    SolveReport *line = malloc(sizeof *line);
    static const char *const names[] = {"Winnable", "No longer winnable", "unknown (Dealt winnable / Too hard to tell)",
                                        "no move"};
    for (int g = 0; g < games && ms; g++) {
        if (!r->deal(m, &r->variants[0], 1000 + (uint64_t)g, &o, &err))
            continue;
        int stop = (int)rng_below(&rng, 60);
        /* the game played along the worker's move (what a demo plays: the hint's
         * pair while faces lie hidden), every position's verdict counted and timed */
        for (int k = 0;; k++) {
            Move real, own_real;
            double t0 = cputime_thread_ms();
            SuggestResult v = r->solver->suggest(m, scratch, budget_ms, &real);
            ms[n_ms++] = cputime_thread_ms() - t0;
            int hidden = 0;
            for (int i = 0; i < m->layout.count; i++)
                hidden |= m->present[i] && covered(m, i);
            tally[hidden][v]++;
            if (v == SUGGEST_NONE) {
                won += m->left == 0;
                break;
            }
            Move play = real;
            if (k == stop) {
                int own = r->hint_move(m, &own_real); /* the hint shown: the rules' own pair, else the worker's */
                if (own > 0)
                    real = own_real;
                positions++;
                int ids[LAYOUT_MAX_TILES], n = 0;
                for (int i = 0; i < m->layout.count; i++)
                    if (m->present[i] && covered(m, i))
                        ids[n++] = i;
                if (n >= 2) {
                    with_covered++;
                    bool changed = false;
                    for (int c2 = 0; c2 < copies; c2++) {
                        *c = *m;
                        for (int i = n - 1; i > 0; i--) { /* shuffle the covered faces among their places */
                            int j = (int)rng_below(&rng, (uint32_t)(i + 1));
                            uint8_t t = c->face[ids[i]];
                            c->face[ids[i]] = c->face[ids[j]];
                            c->face[ids[j]] = t;
                        }
                        Move other, own_other;
                        SuggestResult w = r->solver->suggest(c, scratch, budget_ms, &other);
                        if (r->hint_move(c, &own_other) > 0)
                            other = own_other;
                        asked++;
                        bool pc = !(other.a == real.a && other.b == real.b) && !(other.a == real.b && other.b == real.a);
                        pair_changed += pc;
                        verdict_changed += w != v;
                        warn_changed += (w == SUGGEST_LOST) != (v == SUGGEST_LOST);
                        changed |= pc || w != v;
                    }
                    pos_changed += changed;
                }
            }
            MoveEvent ev;
            if (!r->apply(m, &play, &ev))
                break;
        }
        /* the same deal played along a clearing line found with every face
         * known (a player who does not lose it), every position counted */
        if (!line || !r->deal(m, &r->variants[0], 1000 + (uint64_t)g, &o, &err))
            continue;
        SolveLimits lim = {.max_nodes = 200000};
        if (solver_solve_mahjong(m, &lim, line) != SOLVE_SOLVABLE)
            continue;
        lines++;
        for (int k = 0; k <= line->n_pairs; k++) {
            double t0 = cputime_thread_ms();
            SuggestResult v = r->solver->suggest(m, scratch, budget_ms, NULL);
            ms[n_ms++] = cputime_thread_ms() - t0;
            int hidden = 0;
            for (int i = 0; i < m->layout.count; i++)
                hidden |= m->present[i] && covered(m, i);
            line_tally[hidden][m->left == 0 ? SUGGEST_NONE : v]++;
            if (k < line->n_pairs && !mj_remove(m, line->pairs[k][0], line->pairs[k][1]))
                break;
        }
    }
    printf("mahjong %s: %ld positions (%ld with 2+ covered tiles), %d copies each\n", path, positions, with_covered,
           copies);
    printf("covered faces shuffled: hinted pair changed in %ld of %ld copies, verdict (the status) in %ld, "
           "the lost warning in %ld; positions with a change: %ld of %ld\n",
           pair_changed, asked, verdict_changed, warn_changed, pos_changed, with_covered);
    long all = 0;
    for (int h = 0; h < 2; h++)
        for (int v = 0; v < 4; v++)
            all += tally[h][v];
    printf("along %d games played by the worker's move (%ld cleared), %ld positions:\n", games, won, all);
    for (int v = 0; v < 4; v++)
        printf("  %-45s %6ld (%5.1f%%): %ld with covered tiles, %ld without\n", names[v], tally[0][v] + tally[1][v],
               all ? 100.0 * (double)(tally[0][v] + tally[1][v]) / (double)all : 0.0, tally[1][v], tally[0][v]);
    all = 0;
    for (int h = 0; h < 2; h++)
        for (int v = 0; v < 4; v++)
            all += line_tally[h][v];
    printf("along %ld of them played by a clearing line (every face known to find it), %ld positions:\n", lines, all);
    for (int v = 0; v < 4; v++)
        printf("  %-45s %6ld (%5.1f%%): %ld with covered tiles, %ld without\n", v == 3 ? "cleared" : names[v],
               line_tally[0][v] + line_tally[1][v],
               all ? 100.0 * (double)(line_tally[0][v] + line_tally[1][v]) / (double)all : 0.0, line_tally[1][v],
               line_tally[0][v]);
    if (n_ms > 0) {
        qsort(ms, (size_t)n_ms, sizeof *ms, cmp_double);
        printf("status CPU ms per position (suggest, node budget): median %.2f, p90 %.2f, p99 %.2f, max %.2f\n",
               ms[n_ms / 2], ms[n_ms * 9 / 10], ms[n_ms * 99 / 100], ms[n_ms - 1]);
    }
    free(ms);
    free(line);
    r->solver->scratch_free(scratch);
    free(layout);
    free(m);
    free(c);
    return 0;
}
