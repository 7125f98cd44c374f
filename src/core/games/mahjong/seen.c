/* Mahjong as the player sees it: the view and the hint (see seen.h). */
#include "core/games/mahjong/seen.h"

#include <stdlib.h>
#include <string.h>

bool mj_covered(const Mahjong *m, int id)
{
    if (id < 0 || id >= m->layout.count || !m->present[id])
        return false;
    for (int i = 0; i < m->links.n_above[id]; i++)
        if (m->present[m->links.above[id][i]])
            return true;
    return false;
}

void mj_see(const Mahjong *m, Mahjong *out)
{
    *out = *m;
    out->seed = 0;
    memset(&out->rng, 0, sizeof out->rng);
    memset(out->deal, 0, sizeof out->deal);
    int count[MJ_FACES] = {0};
    for (int i = 0; i < m->layout.count; i++)
        if (mj_covered(m, i))
            count[m->face[i]]++;
    int f = 0;
    for (int i = 0; i < m->layout.count; i++) {
        if (!mj_covered(m, i))
            continue;
        while (count[f] == 0)
            f++;
        count[f]--;
        out->face[i] = (uint8_t)f;
    }
}

/* Points of a free pair for the hint while faces lie hidden: what the removal
 * frees and uncovers, the higher tiles first. Reads where tiles are, never a
 * covered face. t is a copy of the position to try the removal on. */
static int seen_pair_points(Mahjong *t, int a, int b)
{
    int n = t->layout.count, freed = 0, shown = 0;
    bool was_free[LAYOUT_MAX_TILES], was_covered[LAYOUT_MAX_TILES];
    for (int i = 0; i < n; i++) {
        was_free[i] = t->present[i] && mj_is_free(t, i);
        was_covered[i] = mj_covered(t, i);
    }
    t->present[a] = t->present[b] = false;
    for (int i = 0; i < n; i++) {
        if (!t->present[i])
            continue;
        freed += !was_free[i] && mj_is_free(t, i);
        shown += was_covered[i] && !mj_covered(t, i);
    }
    t->present[a] = t->present[b] = true;
    return freed * 4 + shown * 2 + t->layout.place[a].z + t->layout.place[b].z;
}

/* The classic hint while some face lies hidden under another tile (issue 34):
 * a free pair chosen from what the player sees - where the tiles are, the free
 * tiles' faces, and how many of each kind are left (the removed ones were seen)
 * - so shuffling the covered faces among their places never changes it. A kind
 * whose every tile left is free goes first (taking it can block nothing); then
 * the pair that frees and uncovers the most, the higher first; ties to the
 * lower places. False when no pair is free. */
bool mj_seen_pair(const Mahjong *m, Move *out)
{
    int n = m->layout.count, left[MJ_GROUPS + 1] = {0}, free_of[MJ_GROUPS + 1] = {0};
    int ids[LAYOUT_MAX_TILES], nf = 0;
    for (int i = 0; i < n; i++) {
        if (!m->present[i])
            continue;
        int g = mj_tile_group(m, m->face[i]); /* counted, never told apart: as many as the player knows are left */
        left[g]++;
        if (mj_is_free(m, i)) {
            ids[nf++] = i;
            free_of[g]++;
        }
    }
    Mahjong *t = malloc(sizeof *t);
    if (!t)
        return false;
    *t = *m;
    int best = -1;
    for (int i = 0; i < nf; i++)
        for (int j = i + 1; j < nf; j++) {
            int a = ids[i], b = ids[j];
            if (!mj_can_remove(m, a, b))
                continue;
            int g = mj_tile_group(m, m->face[a]);
            int pts = (free_of[g] == left[g] ? 100000 : 0) + seen_pair_points(t, a, b);
            if (pts > best) {
                best = pts;
                *out = (Move){.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b};
            }
        }
    free(t);
    return best >= 0;
}

