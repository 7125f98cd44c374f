/* Winnable deals: random deals proved by the solver, else a deal built backwards
 * from a removal order of the places (see deal.h).
 *
 * The geometry search ("dives") works on places only: a dive removes pairs of
 * places free together, chosen at random, looking one step ahead (it never takes
 * a pair that would leave tiles with fewer than two free), and gives up at a dead
 * end; the next dive starts again from the full table. Every tile matching every
 * other, an order found this way clears the table whatever faces lie on it, so any
 * assignment of matching face pairs to its pairs is a winnable deal. When the dives
 * fail, the solver with all places in one match class either finds an order or
 * proves there is none.
 *
 * Faces filled in along such an order make easy deals (random play clears 40% of
 * them on the Turtle, 7% of random winnable deals), so mix_faces then swaps faces
 * while a pairing of the faces still plays out; pairing_plays decides that in one
 * pass, since with the pairs fixed taking any free pair never hurts. */
#include "core/games/mahjong/deal.h"

#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
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
    bool free0[LAYOUT_MAX_TILES]; /* free on the full table */
    int nfree0;
    int plays; /* pairing_plays calls, the mixing's budget */
    int n_pairs;
    int16_t order[LAYOUT_MAX_TILES / 2][2];
} Geo;

static bool geo_is_free(const Geo *g, int id);

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
    for (int i = 0; i < g->n; i++)
        g->present[i] = true;
    g->nfree0 = 0;
    for (int i = 0; i < g->n; i++) {
        g->free0[i] = geo_is_free(g, i);
        g->nfree0 += g->free0[i];
    }
    g->plays = 0;
}

static bool geo_is_free(const Geo *g, int id)
{
    return mj_free_in(g->k, g->present, id);
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
    for (int i = 0; i < g->n; i++)
        g->present[i] = true;
    memcpy(g->free, g->free0, sizeof g->free);
    g->nfree = g->nfree0;
    g->left = g->n;
    g->n_pairs = 0;
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
        /* TRANSLATORS: %1$s a layout's name, %2$d tiles that stay of its %3$d */
        error_set(err,
                  P_("layout '%s' cannot be cleared: whatever the faces and the order of play, at "
                     "least %d of its %d tile always stay (tiles stacked so that they can never "
                     "be free in pairs)",
                     "layout '%s' cannot be cleared: whatever the faces and the order of play, at "
                     "least %d of its %d tiles always stay (tiles stacked so that they can never "
                     "be free in pairs)",
                     l->count),
                  l->name, min_left, l->count);
    else
        error_set(err,
                  P_("layout '%s' cannot be cleared: no order of play takes all its %d tile, "
                     "whatever the faces",
                     "layout '%s' cannot be cleared: no order of play takes all its %d tiles, "
                     "whatever the faces",
                     l->count),
                  l->name, l->count);
}

MjClearable mj_layout_clearable(const Layout *layout, Error *why)
{
    Mahjong *m = malloc(sizeof *m);
    Geo *g = malloc(sizeof *g);
    MjClearable res = MJ_CLEARABLE_UNKNOWN;
    if (!m || !g) {
        error_set(why, "%s", _("out of memory"));
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
            error_set(why, _("layout '%s': no order of play that clears it was found"), layout->name);
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

/* Whether the pairing `partner` (each place's partner, same class) can be played to
 * the end: with every pair fixed, taking any pair that is free never hurts, so
 * taking them as they come free decides it. The play goes to g->order. */
static bool pairing_plays(Geo *g, const int16_t *partner)
{
    g->plays++;
    geo_reset(g);
    int16_t stack[LAYOUT_MAX_TILES * 8];
    int top = 0;
    for (int i = 0; i < g->n; i++)
        if (g->free[i] && i < partner[i] && g->free[partner[i]])
            stack[top++] = (int16_t)i;
    while (top > 0) {
        int t = stack[--top], p = partner[t];
        if (!g->present[t] || !g->free[t] || !g->free[p])
            continue;
        g->order[g->n_pairs][0] = (int16_t)t;
        g->order[g->n_pairs][1] = (int16_t)p;
        g->n_pairs++;
        geo_set(g, t, false);
        geo_set(g, p, false);
        for (int e = 0; e < 2; e++) {
            int x = e ? p : t;
            for (int k = g->dep_start[x]; k < g->dep_start[x + 1]; k++) {
                int d = g->dep[k];
                if (g->free[d] && g->free[partner[d]] && top < (int)(sizeof stack / sizeof *stack))
                    stack[top++] = (int16_t)d;
            }
        }
    }
    return g->left == 0;
}

/* The places of class `cls` into q (at most 4); returns how many there are. */
static int class_members(const uint8_t *group, int n, int cls, int q[4])
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (group[i] == cls) {
            if (k == 4)
                return 5;
            q[k++] = i;
        }
    return k;
}

/* Tries the pairings of the classes of places a and b (three each for a class of
 * four, the current one otherwise) with every other pair kept; true, with the first
 * that plays out in `partner` and its play in g->order, when one does. */
static int repair_count(Geo *g, int16_t *partner, const uint8_t *group, int n, int a, int b,
                        int16_t *witness)
{
    int count = 0;
    static const int pairing[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
    int qa[4], qb[4];
    int na = class_members(group, n, group[a], qa) == 4 ? 3 : 1;
    int nb = class_members(group, n, group[b], qb) == 4 ? 3 : 1;
    for (int i = 0; i < na; i++) {
        if (na == 3)
            for (int e = 0; e < 4; e += 2) {
                partner[qa[pairing[i][e]]] = (int16_t)qa[pairing[i][e + 1]];
                partner[qa[pairing[i][e + 1]]] = (int16_t)qa[pairing[i][e]];
            }
        for (int j = 0; j < nb; j++) {
            if (nb == 3)
                for (int e = 0; e < 4; e += 2) {
                    partner[qb[pairing[j][e]]] = (int16_t)qb[pairing[j][e + 1]];
                    partner[qb[pairing[j][e + 1]]] = (int16_t)qb[pairing[j][e]];
                }
            if (pairing_plays(g, partner) && count++ == 0)
                memcpy(witness, partner, sizeof(int16_t) * (size_t)n);
        }
    }
    return count;
}

/* Mixes a constructed deal: the bare construction favours deals with many winning
 * lines (easy ones). A chain of face swaps between places of different classes,
 * each kept when the new deal is still proved winnable by a pairing that plays
 * out (the old one with the two classes touched re-paired), drifts towards the
 * winnable deals at large. The last pairing's play goes to g->order. */
static void mix_faces(Mahjong *m, Geo *g, Rng *r)
{
    int n = m->layout.count;
    int16_t partner[LAYOUT_MAX_TILES], saved[LAYOUT_MAX_TILES], witness[LAYOUT_MAX_TILES];
    int16_t scratch[LAYOUT_MAX_TILES];
    uint8_t group[LAYOUT_MAX_TILES];
    for (int p = 0; p < g->n_pairs; p++) {
        partner[g->order[p][0]] = g->order[p][1];
        partner[g->order[p][1]] = g->order[p][0];
    }
    for (int i = 0; i < n; i++)
        group[i] = (uint8_t)mj_face_group(m->deal[i]);
    g->plays = 0;
    while (g->plays < MJ_DEAL_MIX_PLAYS) {
        int a = (int)rng_below(r, (uint32_t)n), b = (int)rng_below(r, (uint32_t)n);
        if (group[a] == group[b]) {
            g->plays++; /* a step of the budget all the same, so it always ends */
            continue;
        }
        int a2 = partner[a], b2 = partner[b];
        memcpy(saved, partner, sizeof(int16_t) * (size_t)n);
        uint8_t f = m->deal[a], gr = group[a];
        m->deal[a] = m->deal[b], group[a] = group[b];
        m->deal[b] = f, group[b] = gr;
        partner[a] = (int16_t)b2, partner[b2] = (int16_t)a;
        partner[b] = (int16_t)a2, partner[a2] = (int16_t)b;
        int k_new = repair_count(g, partner, group, n, a, b, witness);
        if (k_new > 0) {
            /* weight 1 / k^MJ_DEAL_MIX_BETA against the bias towards deals with many
             * pairings that play (k_old: the same count before the swap) */
            uint8_t f0 = m->deal[a], g0 = group[a];
            m->deal[a] = m->deal[b], group[a] = group[b];
            m->deal[b] = f0, group[b] = g0;
            memcpy(partner, saved, sizeof(int16_t) * (size_t)n);
            int k_old = repair_count(g, partner, group, n, a, b, scratch);
            memcpy(partner, saved, sizeof(int16_t) * (size_t)n);
            f0 = m->deal[a], g0 = group[a];
            m->deal[a] = m->deal[b], group[a] = group[b];
            m->deal[b] = f0, group[b] = g0;
            uint32_t hi = 1, lo = 1;
            for (int e = 0; e < MJ_DEAL_MIX_BETA; e++)
                hi *= (uint32_t)k_new, lo *= (uint32_t)(k_old ? k_old : 1);
            if (hi <= lo || rng_below(r, hi) < lo) {
                memcpy(partner, witness, sizeof(int16_t) * (size_t)n);
                continue;
            }
        }
        f = m->deal[a], gr = group[a]; /* undo */
        m->deal[a] = m->deal[b], group[a] = group[b];
        m->deal[b] = f, group[b] = gr;
        memcpy(partner, saved, sizeof(int16_t) * (size_t)n);
    }
    pairing_plays(g, partner);
}

/* Plays the order through the rules: true when it clears the table. */
static bool replay_clears(Mahjong *m, const Geo *g)
{
    mj_reset_to_deal(m);
    for (int p = 0; p < g->n_pairs; p++)
        if (!mj_remove(m, g->order[p][0], g->order[p][1]))
            return false;
    return m->left == 0 && mj_status(m) == MJ_WON;
}

bool mj_deal_construct(Mahjong *m, const Layout *layout, uint64_t seed, MjDealReport *rep,
                       Error *err)
{
    MjDealReport *r = rep ? rep : &(MjDealReport){0};
    r->how = MJ_DEAL_CONSTRUCTED;
    r->dives = 0;
    r->n_line = 0;
    if (!mj_new(m, layout, seed, err))
        return false;
    Geo *g = malloc(sizeof *g);
    if (!g)
        return error_set(err, "%s", _("out of memory"));
    geo_init(g, &m->links);
    Rng rng;
    rng_seed(&rng, seed ^ CONSTRUCT_SALT);
    bool ok = geo_find(g, &rng, MJ_DEAL_DIVES, &r->dives);
    if (!ok) {
        int min_left = -1;
        SolveResult s = geo_solve(g, &min_left);
        ok = s == SOLVE_SOLVABLE;
        if (s == SOLVE_UNSOLVABLE)
            set_cannot_clear(layout, min_left, err);
        else if (!ok)
            error_set(err, _("no winnable deal of layout '%s' was found from seed %llu"),
                      layout->name, (unsigned long long)seed);
    }
    if (ok) {
        fill_faces(m, g, &rng);
        mix_faces(m, g, &rng);
        /* the proof: the winning line through the real rules */
        ok = g->n_pairs * 2 == layout->count && replay_clears(m, g);
        if (!ok)
            error_set(err, _("the deal built for layout '%s' from seed %llu failed its replay"),
                      layout->name, (unsigned long long)seed);
        mj_reset_to_deal(m);
        m->seed = seed;
        r->n_line = g->n_pairs;
        memcpy(r->line, g->order, sizeof r->line);
    }
    free(g);
    return ok;
}

bool mj_deal_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                      int max_attempts, MjDealReport *rep, Error *err)
{
    MjDealReport *r = rep ? rep : malloc(sizeof *r);
    Solver *s = solver_new();
    SolveReport *sr = malloc(sizeof *sr);
    if (!r || !s || !sr) {
        if (r != rep)
            free(r);
        solver_free(s);
        free(sr);
        return error_set(err, "%s", _("out of memory for the solver"));
    }
    r->how = MJ_DEAL_RANDOM;
    r->attempts = r->dives = r->n_line = 0;
    int tries = max_attempts < MJ_DEAL_RANDOM_TRIES ? max_attempts : MJ_DEAL_RANDOM_TRIES;
    int unknown = 0;
    int max_unknown =
        layout->count > MJ_FULL_SET ? MJ_DEAL_RANDOM_UNKNOWN_LARGE : MJ_DEAL_RANDOM_UNKNOWN;
    bool ok = false, failed = false;
    for (int k = 0; k < tries && !ok && unknown < max_unknown; k++) {
        uint64_t sub = k == 0 ? seed : mix64(seed + (uint64_t)k);
        if (!mj_new(m, layout, sub, err)) {
            failed = true;
            break;
        }
        r->attempts = k + 1;
        solver_run_mahjong(s, m, lim, sr);
        ok = sr->result == SOLVE_SOLVABLE;
        unknown += sr->result == SOLVE_UNKNOWN;
    }
    if (ok) {
        m->seed = seed;
        r->n_line = sr->n_pairs;
        memcpy(r->line, sr->pairs, sizeof r->line);
    } else if (!failed) {
        ok = mj_deal_construct(m, layout, seed, r, err);
    }
    solver_free(s);
    free(sr);
    if (r != rep)
        free(r);
    return ok;
}

bool mj_new_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                     int max_attempts, int *attempts, Error *err)
{
    MjDealReport *rep = malloc(sizeof *rep);
    if (!rep)
        return error_set(err, "%s", _("out of memory"));
    bool ok = mj_deal_winnable(m, layout, seed, lim, max_attempts, rep, err);
    if (attempts)
        *attempts = rep->attempts;
    free(rep);
    return ok;
}
