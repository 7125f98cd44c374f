#include "core/games/mahjong/assist.h"

#include <stdlib.h>
#include <string.h>

static void groups_of(const uint8_t *faces, int n, uint8_t *group)
{
    for (int i = 0; i < n; i++)
        group[i] = (uint8_t)mj_face_group(faces[i]);
}

bool mj_shuffle_winnable(Mahjong *m, Solver *s, const SolveLimits *lim, int max_attempts, bool *proved)
{
    *proved = false;
    if (m->left < 2)
        return false;
    int ids[LAYOUT_MAX_TILES], n = 0;
    uint8_t vals[LAYOUT_MAX_TILES];
    for (int i = 0; i < m->layout.count; i++)
        if (m->present[i]) {
            ids[n] = i;
            vals[n++] = m->face[i];
        }
    uint8_t faces[LAYOUT_MAX_TILES], group[LAYOUT_MAX_TILES];
    memcpy(faces, m->face, sizeof faces);
    if (max_attempts < 1)
        max_attempts = 1;
    for (int k = 0; k < max_attempts; k++) {
        rng_shuffle_u8(&m->rng, vals, (size_t)n);
        for (int j = 0; j < n; j++)
            faces[ids[j]] = vals[j];
        groups_of(faces, m->layout.count, group);
        if (solver_run(s, &m->links, group, m->present, lim, NULL) == SOLVE_SOLVABLE) {
            *proved = true;
            break;
        }
    }
    return mj_shuffle_to(m, faces);
}

bool mj_hint_winnable(const Mahjong *m, Solver *s, const SolveLimits *lim, int *a, int *b, bool *keeps)
{
    *keeps = false;
    SolveReport *r = malloc(sizeof *r); /* ~300 bytes of pairs: keep it off the stack */
    if (r) {
        if (solver_run_mahjong(s, m, lim, r) == SOLVE_SOLVABLE && r->n_pairs > 0) {
            *a = r->pairs[0][0];
            *b = r->pairs[0][1];
            *keeps = true;
            free(r);
            return true;
        }
        free(r);
    }
    return mj_hint(m, a, b);
}
