/* Mahjong solitaire rules: faces and groups, dealing, the free rule, removals
 * and shuffles. History, saves and hints are the shared ones (core/game.c); the
 * rules table is rules.c, the version-1 save reader save_v1.c. */
#include "core/games/mahjong/mahjong.h"

#include "core/i18n.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>


/* --- faces ----------------------------------------------------------------- */

int mj_face_group(int face)
{
    if (face < 0 || face >= MJ_FACES)
        return -1;
    if (face < 34)
        return face;
    return face < 38 ? 34 : 35;
}

bool mj_faces_match(int fa, int fb)
{
    int ga = mj_face_group(fa);
    return ga >= 0 && ga == mj_face_group(fb);
}

int mj_tile_group(const Mahjong *m, int face)
{
    int g = mj_face_group(face);
    return m->bonus_any && g == 35 ? 34 : g;
}

static bool tiles_match(const Mahjong *m, int fa, int fb)
{
    int ga = mj_tile_group(m, fa);
    return ga >= 0 && ga == mj_tile_group(m, fb);
}

/* Member k (0..3) of group g. */
static uint8_t group_member(int g, int k)
{
    if (g < 34)
        return (uint8_t)g;
    return (uint8_t)(g == 34 ? 34 + k : 38 + k);
}

/* --- lifecycle --------------------------------------------------------------- */

void mj_init(Mahjong *m)
{
    memset(m, 0, sizeof *m);
}

void mj_free(Mahjong *m)
{
    mj_init(m);
}

static bool layout_valid(const Layout *l)
{
    if (l->count < 2 || l->count > LAYOUT_MAX_TILES || l->count % 2 != 0)
        return false;
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *p = &l->place[i];
        if (p->x < 0 || p->y < 0 || p->z < 0 || p->x + 2 > LAYOUT_MAX_W ||
            p->y + 2 > LAYOUT_MAX_H || p->z >= LAYOUT_MAX_Z)
            return false;
    }
    return true;
}

/* The deal for `l` from `seed`; leaves *r as the game stream continues. */
static void deal_faces(const Layout *l, uint64_t seed, Rng *r, uint8_t *faces)
{
    int count = l->count;
    rng_seed(r, seed);
    uint8_t order[MJ_GROUPS];
    for (int g = 0; g < MJ_GROUPS; g++)
        order[g] = (uint8_t)g;
    if (count != MJ_FULL_SET)
        rng_shuffle_u8(r, order, MJ_GROUPS);

    int n = 0;
    int rest = count;
    if (count >= MJ_FULL_SET) {
        for (int g = 0; g < MJ_GROUPS; g++)
            for (int k = 0; k < 4; k++)
                faces[n++] = group_member(g, k);
        rest = count - MJ_FULL_SET;
    }
    /* rest <= 144, so whole groups never run past the 36 in `order` */
    int whole = rest / 4;
    for (int i = 0; i < whole; i++)
        for (int k = 0; k < 4; k++)
            faces[n++] = group_member(order[i], k);
    if (rest % 4 == 2) {
        int g = order[whole];
        uint8_t members[4] = {0, 1, 2, 3};
        if (g >= 34)
            rng_shuffle_u8(r, members, 4);
        faces[n++] = group_member(g, members[0]);
        faces[n++] = group_member(g, members[1]);
    }
    rng_shuffle_u8(r, faces, (size_t)n);
}

static void reset_to_deal(Mahjong *m)
{
    int n = m->layout.count;
    memcpy(m->face, m->deal, (size_t)n);
    for (int i = 0; i < LAYOUT_MAX_TILES; i++)
        m->present[i] = i < n;
    m->left = n;
    m->pairs = 0;
    m->points = 0;
}

bool mj_new(Mahjong *m, const Layout *layout, uint64_t seed, Error *err)
{
    if (!layout_valid(layout))
        return error_set(err, _("layout '%.*s' is not valid (%d places)"), (int)sizeof layout->name,
                         layout->name, layout->count);
    mj_init(m);
    m->layout = *layout;
    layout_links_build(&m->layout, &m->links);
    m->seed = seed;
    deal_faces(&m->layout, seed, &m->rng, m->deal);
    reset_to_deal(m);
    return true;
}

void mj_reset_to_deal(Mahjong *m)
{
    reset_to_deal(m);
}

/* A deal is valid when it could come from mj_new: faces in range, every group an
 * even count, no face more often than the full sets the layout needs allow. */
bool mj_deal_valid(const uint8_t *deal, int count)
{
    int sets = (count + MJ_FULL_SET - 1) / MJ_FULL_SET;
    int per_face[MJ_FACES] = {0}, per_group[MJ_GROUPS] = {0};
    for (int i = 0; i < count; i++) {
        if (deal[i] >= MJ_FACES)
            return false;
        per_face[deal[i]]++;
        per_group[mj_face_group(deal[i])]++;
    }
    for (int f = 0; f < MJ_FACES; f++)
        if (per_face[f] > (f < 34 ? 4 * sets : sets))
            return false;
    for (int g = 0; g < MJ_GROUPS; g++)
        if (per_group[g] % 2 != 0)
            return false;
    return true;
}

bool mj_layout_valid(const Layout *l)
{
    return layout_valid(l);
}

/* --- rules ------------------------------------------------------------------- */

bool mj_is_free(const Mahjong *m, int id)
{
    return id >= 0 && id < m->layout.count && mj_free_in(&m->links, m->present, id);
}

bool mj_can_remove(const Mahjong *m, int a, int b)
{
    return a != b && mj_is_free(m, a) && mj_is_free(m, b) && tiles_match(m, m->face[a], m->face[b]);
}

bool mj_remove(Mahjong *m, int a, int b)
{
    if (!mj_can_remove(m, a, b))
        return false;
    m->present[a] = false;
    m->present[b] = false;
    m->left -= 2;
    m->pairs++;
    return true;
}

/* True when faces[] on the present places is a permutation of the current faces. */
static bool is_permutation(const Mahjong *m, const uint8_t *faces)
{
    int have[MJ_FACES] = {0};
    for (int i = 0; i < m->layout.count; i++) {
        if (!m->present[i])
            continue;
        if (faces[i] >= MJ_FACES)
            return false;
        have[m->face[i]]++;
        have[faces[i]]--;
    }
    for (int f = 0; f < MJ_FACES; f++)
        if (have[f] != 0)
            return false;
    return true;
}

bool mj_shuffle_to(Mahjong *m, const uint8_t *faces)
{
    if (m->left < 2 || !is_permutation(m, faces))
        return false;
    for (int i = 0; i < m->layout.count; i++)
        if (m->present[i])
            m->face[i] = faces[i];
    return true;
}

bool mj_shuffle_nth(Mahjong *m, int k)
{
    if (m->left < 2 || k < 0 || k > MJ_SHUFFLE_MAX_K)
        return false;
    int ids[LAYOUT_MAX_TILES];
    uint8_t vals[LAYOUT_MAX_TILES], orig[LAYOUT_MAX_TILES];
    int n = 0;
    for (int i = 0; i < m->layout.count; i++)
        if (m->present[i]) {
            ids[n] = i;
            vals[n++] = m->face[i];
        }
    memcpy(orig, vals, (size_t)n);
    for (int t = 0; t <= k; t++)
        rng_shuffle_u8(&m->rng, vals, (size_t)n);
    if (memcmp(vals, orig, (size_t)n) == 0) {
        /* the same arrangement again: swap the first two different faces, if any */
        for (int j = 1; j < n; j++)
            if (vals[j] != vals[0]) {
                uint8_t t = vals[0];
                vals[0] = vals[j];
                vals[j] = t;
                break;
            }
    }
    for (int i = 0; i < n; i++)
        m->face[ids[i]] = vals[i];
    return true;
}

bool mj_shuffle(Mahjong *m)
{
    return mj_shuffle_nth(m, 0);
}

int mj_list_pairs(const Mahjong *m, MjPair *out, int cap)
{
    int free_ids[LAYOUT_MAX_TILES];
    int nf = 0;
    for (int i = 0; i < m->layout.count; i++)
        if (mj_is_free(m, i))
            free_ids[nf++] = i;
    int total = 0;
    for (int i = 0; i < nf; i++)
        for (int j = i + 1; j < nf; j++) {
            int a = free_ids[i], b = free_ids[j];
            if (!tiles_match(m, m->face[a], m->face[b]))
                continue;
            if (out && total < cap) {
                out[total].a = (int16_t)a;
                out[total].b = (int16_t)b;
            }
            total++;
        }
    return total;
}

bool mj_hint(const Mahjong *m, int *a, int *b)
{
    MjPair p;
    if (mj_list_pairs(m, &p, 1) == 0)
        return false;
    if (a)
        *a = p.a;
    if (b)
        *b = p.b;
    return true;
}

MjStatus mj_status(const Mahjong *m)
{
    if (m->left == 0)
        return MJ_WON;
    return mj_list_pairs(m, NULL, 0) == 0 ? MJ_STUCK : MJ_PLAYING;
}

int mj_pairs_removed(const Mahjong *m)
{
    return m->pairs;
}
