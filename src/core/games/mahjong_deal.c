/* Winnable deals: random deals proved by the solver, else a deal built backwards
 * from a removal order of the places (see mahjong_deal.h).
 *
 * The geometry search ("dives") works on places only: a dive removes pairs of
 * places free together, chosen at random, looking one step ahead (it never takes
 * a pair that would leave tiles with fewer than two free), and gives up at a dead
 * end; the next dive starts again from the full table. Every tile matching every
 * other, an order found this way clears the table whatever faces lie on it, so any
 * assignment of matching face pairs to its pairs is a winnable deal. When the dives
 * fail, the solver with all places in one match class either finds an order or
 * proves there is none. */
#include "core/games/mahjong_deal.h"

#include <stdlib.h>
#include <string.h>

#include "core/rng.h"

#define DIVE_TRIES_MIN 8   /* random pairs tried per step before a dive gives up */
#define DIVE_TRIES_MAX 64
#define CLEARABLE_DIVES 64 /* dives mj_layout_clearable tries before the solver */
#define CONSTRUCT_SALT 0x9e3779b97f4a7c15ull /* constructed deals' stream: seed ^ salt */
#define CLEARABLE_SEED 0x50414744ull         /* mj_layout_clearable's dives */
#define DEP_CAP (LAYOUT_MAX_TILES * (LAYOUT_MAX_ABOVE + 2 * LAYOUT_MAX_SIDE))

typedef struct Geo {
    int n;
    const LayoutLinks *k;
    uint16_t dep_start[LAYOUT_MAX_TILES + 1]; /* dep[dep_start[i]..]: places whose */
    uint16_t dep[DEP_CAP];                    /* freedom depends on place i */
    bool present[LAYOUT_MAX_TILES];
    bool free[LAYOUT_MAX_TILES];
    int nfree, left;
    int n_pairs;
    int16_t order[LAYOUT_MAX_TILES / 2][2];
} Geo;

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static void geo_init(Geo *g, const LayoutLinks *k)
{
    g->n = k->count;
    g->k = k;
    uint16_t cnt[LAYOUT_MAX_TILES + 1] = {0};
    for (int j = 0; j < g->n; j++) {
        for (int i = 0; i < k->n_above[j]; i++)
            cnt[k->above[j][i]]++;
        for (int i = 0; i < k->n_left[j]; i++)
            cnt[k->left[j][i]]++;
        for (int i = 0; i < k->n_right[j]; i++)
            cnt[k->right[j][i]]++;
    }
    g->dep_start[0] = 0;
    for (int i = 0; i < g->n; i++)
        g->dep_start[i + 1] = (uint16_t)(g->dep_start[i] + cnt[i]);
    uint16_t pos[LAYOUT_MAX_TILES];
    memcpy(pos, g->dep_start, sizeof pos);
    for (int j = 0; j < g->n; j++) {
        for (int i = 0; i < k->n_above[j]; i++)
            g->dep[pos[k->above[j][i]]++] = (uint16_t)j;
        for (int i = 0; i < k->n_left[j]; i++)
            g->dep[pos[k->left[j][i]]++] = (uint16_t)j;
        for (int i = 0; i < k->n_right[j]; i++)
            g->dep[pos[k->right[j][i]]++] = (uint16_t)j;
    }
}

static bool geo_is_free(const Geo *g, int id)
{
    const LayoutLinks *k = g->k;
    if (!g->present[id])
        return false;
    for (int i = 0; i < k->n_above[id]; i++)
        if (g->present[k->above[id][i]])
            return false;
    bool left = false, right = false;
    for (int i = 0; i < k->n_left[id]; i++)
        left = left || g->present[k->left[id][i]];
    for (int i = 0; i < k->n_right[id]; i++)
        right = right || g->present[k->right[id][i]];
    return !(left && right);
}

static void geo_refresh(Geo *g, int id)
{
    bool f = geo_is_free(g, id);
    g->nfree += (int)f - (int)g->free[id];
    g->free[id] = f;
}

static void geo_set(Geo *g, int id, bool present)
{
    g->present[id] = present;
    g->left += present ? 1 : -1;
    geo_refresh(g, id);
    for (int i = g->dep_start[id]; i < g->dep_start[id + 1]; i++)
        geo_refresh(g, g->dep[i]);
}

static void geo_reset(Geo *g)
{
    for (int i = 0; i < g->n; i++) {
        g->present[i] = true;
        g->free[i] = false;
    }
    g->nfree = 0;
    g->left = g->n;
    g->n_pairs = 0;
    for (int i = 0; i < g->n; i++)
        geo_refresh(g, i);
}

/* One randomised dive; true when it cleared the table (order in g->order). */
static bool geo_dive(Geo *g, Rng *r)
{
    geo_reset(g);
    int16_t f[LAYOUT_MAX_TILES];
    while (g->left > 0) {
        int nf = 0;
        for (int i = 0; i < g->n; i++)
            if (g->free[i])
                f[nf++] = (int16_t)i;
        if (nf < 2)
            return false;
        int tries = nf * 2;
        tries = tries < DIVE_TRIES_MIN ? DIVE_TRIES_MIN : tries > DIVE_TRIES_MAX ? DIVE_TRIES_MAX : tries;
        bool taken = false;
        for (int t = 0; t < tries && !taken; t++) {
            int a = f[rng_below(r, (uint32_t)nf)];
            int b = f[rng_below(r, (uint32_t)nf)];
            if (a == b)
                continue;
            geo_set(g, a, false);
            geo_set(g, b, false);
            if (g->left == 0 || g->nfree >= 2) {
                g->order[g->n_pairs][0] = (int16_t)a;
                g->order[g->n_pairs][1] = (int16_t)b;
                g->n_pairs++;
                taken = true;
            } else {
                geo_set(g, b, true);
                geo_set(g, a, true);
            }
        }
        if (!taken)
            return false;
    }
    return true;
}

/* Up to max_dives dives; the number used goes to *dives. */
static bool geo_find(Geo *g, Rng *r, int max_dives, int *dives)
{
    for (int d = 0; d < max_dives; d++) {
        if (geo_dive(g, r)) {
            *dives = d + 1;
            return true;
        }
    }
    *dives = max_dives;
    return false;
}

/* The solver with every place in one class: an order into g->order (SOLVABLE), or
 * a proof that there is none. */
static SolveResult geo_solve(Geo *g, int *min_left)
{
    uint8_t group[LAYOUT_MAX_TILES] = {0};
    bool present[LAYOUT_MAX_TILES];
    for (int i = 0; i < LAYOUT_MAX_TILES; i++)
        present[i] = i < g->n;
    SolveLimits lim = {.max_nodes = MJ_DEAL_PROOF_NODES, .want_min_left = true};
    SolveReport *rep = malloc(sizeof *rep);
    if (!rep)
        return SOLVE_UNKNOWN;
    SolveResult res = solver_solve(g->k, group, present, &lim, rep);
    if (res == SOLVE_SOLVABLE) {
        g->n_pairs = rep->n_pairs;
        memcpy(g->order, rep->pairs, sizeof g->order);
    }
    *min_left = rep->min_left;
    free(rep);
    return res;
}

static void set_cannot_clear(const Layout *l, int min_left, Error *err)
{
    if (min_left > 0)
        error_set(err,
                  "layout '%s' cannot be cleared: whatever the faces and the order of play, at "
                  "least %d of its %d tiles always stay (tiles stacked so that they can never "
                  "be free in pairs)",
                  l->name, min_left, l->count);
    else
        error_set(err,
                  "layout '%s' cannot be cleared: no order of play takes all its %d tiles, "
                  "whatever the faces",
                  l->name, l->count);
}

MjClearable mj_layout_clearable(const Layout *layout, Error *why)
{
    Mahjong *m = malloc(sizeof *m);
    Geo *g = malloc(sizeof *g);
    MjClearable res = MJ_CLEARABLE_UNKNOWN;
    if (!m || !g) {
        error_set(why, "out of memory");
        goto done;
    }
    mj_init(m);
    if (!mj_new(m, layout, 0, why)) {
        res = MJ_CLEARABLE_NO;
        goto done;
    }
    geo_init(g, &m->links);
    Rng r;
    rng_seed(&r, CLEARABLE_SEED);
    int dives, min_left = -1;
    if (geo_find(g, &r, CLEARABLE_DIVES, &dives)) {
        res = MJ_CLEARABLE_YES;
    } else {
        SolveResult s = geo_solve(g, &min_left);
        if (s == SOLVE_SOLVABLE) {
            res = MJ_CLEARABLE_YES;
        } else if (s == SOLVE_UNSOLVABLE) {
            res = MJ_CLEARABLE_NO;
            set_cannot_clear(layout, min_left, why);
        } else {
            error_set(why, "layout '%s': no order of play that clears it was found", layout->name);
        }
    }
    mj_free(m);
done:
    free(m);
    free(g);
    return res;
}

/* Fills m->deal from g->order with the faces m->deal holds now (mj_new's), paired
 * within match classes and spread at random over the order. */
static void fill_faces(Mahjong *m, const Geo *g, Rng *r)
{
    int n = m->layout.count;
    /* faces sorted by class, then shuffled within each class */
    uint8_t by[LAYOUT_MAX_TILES];
    int cnt[MJ_GROUPS + 1] = {0};
    for (int i = 0; i < n; i++)
        cnt[mj_face_group(m->deal[i]) + 1]++;
    for (int c = 0; c < MJ_GROUPS; c++)
        cnt[c + 1] += cnt[c];
    int pos[MJ_GROUPS];
    memcpy(pos, cnt, sizeof pos);
    for (int i = 0; i < n; i++)
        by[pos[mj_face_group(m->deal[i])]++] = m->deal[i];
    for (int c = 0; c < MJ_GROUPS; c++)
        rng_shuffle_u8(r, by + cnt[c], (size_t)(cnt[c + 1] - cnt[c]));
    /* every class has an even count, so consecutive faces make matching pairs;
     * the pairs go to the order's pairs in a random order */
    int np = n / 2;
    uint8_t pair_of[LAYOUT_MAX_TILES / 2];
    for (int p = 0; p < np; p++)
        pair_of[p] = (uint8_t)p;
    rng_shuffle_u8(r, pair_of, (size_t)np);
    for (int p = 0; p < np; p++) {
        int fp = pair_of[p], flip = (int)rng_below(r, 2);
        m->deal[g->order[p][flip]] = by[2 * fp];
        m->deal[g->order[p][1 - flip]] = by[2 * fp + 1];
    }
}

/* Plays the order through the rules: true when it clears the table. */
static bool replay_clears(Mahjong *m, const Geo *g)
{
    mj_restart(m);
    for (int p = 0; p < g->n_pairs; p++)
        if (!mj_remove(m, g->order[p][0], g->order[p][1]))
            return false;
    return m->left == 0 && mj_status(m) == MJ_WON;
}

bool mj_deal_construct(Mahjong *m, const Layout *layout, uint64_t seed, int *dives, Error *err)
{
    int d = 0;
    if (dives)
        *dives = 0;
    if (!mj_new(m, layout, seed, err))
        return false;
    Geo *g = malloc(sizeof *g);
    if (!g)
        return error_set(err, "out of memory");
    geo_init(g, &m->links);
    Rng r;
    rng_seed(&r, seed ^ CONSTRUCT_SALT);
    bool ok = geo_find(g, &r, MJ_DEAL_DIVES, &d);
    if (!ok) {
        int min_left = -1;
        SolveResult s = geo_solve(g, &min_left);
        ok = s == SOLVE_SOLVABLE;
        if (s == SOLVE_UNSOLVABLE)
            set_cannot_clear(layout, min_left, err);
        else if (!ok)
            error_set(err, "no winnable deal of layout '%s' was found from seed %llu",
                      layout->name, (unsigned long long)seed);
    }
    if (dives)
        *dives = d;
    if (ok) {
        fill_faces(m, g, &r);
        /* the proof: the construction's line through the real rules */
        ok = g->n_pairs * 2 == layout->count && replay_clears(m, g);
        if (!ok)
            error_set(err, "the deal built for layout '%s' from seed %llu failed its replay",
                      layout->name, (unsigned long long)seed);
        mj_restart(m);
        m->seed = seed;
    }
    free(g);
    return ok;
}

bool mj_deal_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                      int max_attempts, MjDealReport *rep, Error *err)
{
    MjDealReport r = {MJ_DEAL_RANDOM, 0, 0};
    if (rep)
        *rep = r;
    Solver *s = solver_new();
    if (!s)
        return error_set(err, "out of memory for the solver");
    int tries = max_attempts < MJ_DEAL_RANDOM_TRIES ? max_attempts : MJ_DEAL_RANDOM_TRIES;
    int unknown = 0;
    bool ok = false;
    for (int k = 0; k < tries && !ok && unknown < MJ_DEAL_RANDOM_UNKNOWN; k++) {
        uint64_t sub = k == 0 ? seed : mix64(seed + (uint64_t)k);
        if (!mj_new(m, layout, sub, err)) {
            solver_free(s);
            return false;
        }
        r.attempts = k + 1;
        SolveReport sr;
        solver_run_mahjong(s, m, lim, &sr);
        ok = sr.result == SOLVE_SOLVABLE;
        unknown += sr.result == SOLVE_UNKNOWN;
    }
    solver_free(s);
    if (ok) {
        m->seed = seed;
    } else {
        r.how = MJ_DEAL_CONSTRUCTED;
        ok = mj_deal_construct(m, layout, seed, &r.dives, err);
    }
    if (rep)
        *rep = r;
    return ok;
}

bool mj_new_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                     int max_attempts, int *attempts, Error *err)
{
    MjDealReport rep;
    bool ok = mj_deal_winnable(m, layout, seed, lim, max_attempts, &rep, err);
    if (attempts)
        *attempts = rep.attempts;
    return ok;
}
