#include "core/games/mahjong/solve.h"

#include <string.h>

SolveResult solver_run_mahjong(Solver *s, const Mahjong *m, const SolveLimits *lim,
                               SolveReport *out)
{
    if (!s)
        return solver_solve_mahjong(m, lim, out);
    uint8_t group[LAYOUT_MAX_TILES];
    int n = m->links.count;
    for (int i = 0; i < n && i < LAYOUT_MAX_TILES; i++)
        group[i] = (uint8_t)mj_face_group(m->face[i]);
    return solver_run(s, &m->links, group, m->present, lim, out);
}

SolveResult solver_solve_mahjong(const Mahjong *m, const SolveLimits *lim, SolveReport *out)
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
    SolveResult r = solver_run_mahjong(s, m, lim, out);
    solver_free(s);
    return r;
}
