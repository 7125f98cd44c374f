#include "core/games/mahjong/solve.h"

/* Match classes of the faces now. */
static void groups_of(const Mahjong *m, uint8_t *group)
{
    int n = m->links.count;
    for (int i = 0; i < n && i < LAYOUT_MAX_TILES; i++)
        group[i] = (uint8_t)mj_face_group(m->face[i]);
}

SolveResult solver_run_mahjong(Solver *s, const Mahjong *m, const SolveLimits *lim,
                               SolveReport *out)
{
    uint8_t group[LAYOUT_MAX_TILES];
    groups_of(m, group);
    if (!s)
        return solver_solve(&m->links, group, m->present, lim, out);
    return solver_run(s, &m->links, group, m->present, lim, out);
}

SolveResult solver_solve_mahjong(const Mahjong *m, const SolveLimits *lim, SolveReport *out)
{
    return solver_run_mahjong(NULL, m, lim, out);
}
