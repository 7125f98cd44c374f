#include "core/games/mahjong/tournament.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"

const MjTournParams mj_tourn_training = {
    .bonus_any = true,
    .set_value = {MJ_VALUE_CHARACTERS, MJ_VALUE_CIRCLES, MJ_VALUE_BAMBOOS, MJ_VALUE_WINDS, MJ_VALUE_DRAGONS,
                  MJ_VALUE_FLOWERS, MJ_VALUE_SEASONS},
    .competition = false,
};

const MjTournParams mj_tourn_competition = {
    .bonus_any = true,
    .set_value = {MJ_VALUE_CHARACTERS, MJ_VALUE_CIRCLES, MJ_VALUE_BAMBOOS, MJ_VALUE_WINDS, MJ_VALUE_DRAGONS,
                  MJ_VALUE_FLOWERS, MJ_VALUE_SEASONS},
    .competition = true,
};

/* The set of a face, as an index into set_value (mahjong.h gives the faces). */
static int face_set(int face)
{
    if (face < 9)
        return 1; /* circles (dots) */
    if (face < 18)
        return 2; /* bamboos */
    if (face < 27)
        return 0; /* characters */
    if (face < 31)
        return 3; /* winds */
    if (face < 34)
        return 4; /* dragons */
    return face < 38 ? 5 : 6;
}

void mj_tourn_setup(Mahjong *m, const MjTournParams *p)
{
    m->bonus_any = p->bonus_any;
    for (int f = 0; f < MJ_FACES; f++)
        m->value[f] = p->set_value[face_set(f)];
}

bool mj_tourn_scoring(const Mahjong *m)
{
    return m->value[0] != 0;
}

int32_t mj_tourn_pair_points(const Mahjong *m, int a, int b)
{
    int va = m->value[m->face[a]], vb = m->value[m->face[b]];
    return (int32_t)(va > vb ? va : vb) * (m->left / 2);
}

bool mj_tourn_best_pair(const Mahjong *m, MjPair *out)
{
    /* every free pair, in mj_list_pairs order (a < b ascending), with no cap */
    int free_ids[LAYOUT_MAX_TILES], nf = 0;
    for (int i = 0; i < m->layout.count; i++)
        if (mj_is_free(m, i))
            free_ids[nf++] = i;
    int32_t best_pts = -1;
    for (int i = 0; i < nf; i++)
        for (int j = i + 1; j < nf; j++) {
            int a = free_ids[i], b = free_ids[j];
            if (!mj_can_remove(m, a, b))
                continue;
            int32_t pts = mj_tourn_pair_points(m, a, b);
            if (pts > best_pts) {
                best_pts = pts;
                out->a = (int16_t)a;
                out->b = (int16_t)b;
            }
        }
    return best_pts >= 0;
}

bool mj_tourn_shuffle_k(const Mahjong *m, int *k)
{
    if (m->left < 2)
        return false;
    Mahjong *t = malloc(sizeof *t);
    if (!t)
        return false;
    bool found = false;
    for (int i = 0; i <= MJ_SHUFFLE_MAX_K && !found; i++) {
        memcpy(t, m, sizeof *t);
        if (mj_shuffle_nth(t, i) && mj_list_pairs(t, NULL, 0) > 0) {
            *k = i;
            found = true;
        }
    }
    free(t);
    return found;
}

uint64_t mj_daily_seed(int year, int month, int day)
{
    char key[48];
    int n = snprintf(key, sizeof key, "pagoda-daily %04d-%02d-%02d", year, month, day);
    /* deal numbers stay below 10^9, as the ones the game draws */
    return 1 + text_fnv1a(key, (size_t)n) % 999999999u;
}

bool mj_daily_seed_of(const char *date, uint64_t *seed)
{
    static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int y, m, d;
    char tail;
    if (strlen(date) != 10 || date[4] != '-' || date[7] != '-' ||
        sscanf(date, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || y < 1 || m < 1 || m > 12 || d < 1 ||
        d > days[m - 1] || (m == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0))))
        return false;
    *seed = mj_daily_seed(y, m, d);
    return true;
}

int mj_pot_split(const int32_t *scores, int n, int64_t pot, int64_t *share)
{
    if (n <= 0)
        return 0;
    int32_t top = scores[0];
    for (int i = 1; i < n; i++)
        if (scores[i] > top)
            top = scores[i];
    int winners = 0;
    for (int i = 0; i < n; i++)
        winners += scores[i] == top;
    int64_t each = pot / winners, rest = pot % winners;
    for (int i = 0; i < n; i++) {
        share[i] = 0;
        if (scores[i] == top) {
            share[i] = each + (rest > 0 ? 1 : 0);
            if (rest > 0)
                rest--;
        }
    }
    return winners;
}

bool mj_tourn_deal(Mahjong *m, const MjTournParams *p, uint64_t seed, const MjDealOptions *o, Error *err)
{
    const Layout *l = o ? (o->turtle ? o->turtle : o->layout) : NULL;
    if (!l)
        return error_set(err, "%s", _("Tournament Mahjong is played on the Turtle: no layout was given"));
    /* a plain deal from the seed: the same deal on every machine, no solver */
    if (!mj_new(m, l, seed, err))
        return false;
    mj_tourn_setup(m, p);
    return true;
}
