/* The computer player of Dragon's Eye. It reads only a dg_see view (what its
 * side may see: faces of free tiles, its own hand, the tiles taken so far), so
 * it cannot cheat; tests/unit/test_dragon.c proves that by permuting what is
 * hidden. Levels:
 *   1  plays by rules of thumb and often picks at random among good moves;
 *   2  weighs each move by what the dragon looks like after it;
 *   3  weighs each move by the score margin the Master may expect to keep
 *      after the Slayer's next turn (expected_margin), without randomness
 *      beyond ties. */
#include <string.h>

#include "core/games/dragon/dragon.h"
#include "core/rng.h"

/* Tiles of `group` nobody has seen yet (other hand, wall, face-down tiles). */
static int unseen_of(const Dragon *g, int group)
{
    int n = 4 - g->gone[group]; /* four tiles in every class */
    for (int s = 0; s < DG_SPACES; s++)
        if (dg_occupied(g, s) && g->space[s] < DG_FACES && dg_group(g->space[s]) == group)
            n--;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < g->count[side]; i++)
            if (g->hand[side][i] < DG_FACES && dg_group(g->hand[side][i]) == group)
                n--;
    return n < 0 ? 0 : n;
}

/* Free tiles of the dragon that match the face up tile on s. */
static int free_partners(const Dragon *g, int s)
{
    int n = 0;
    for (int t = 0; t < DG_SPACES; t++)
        if (t != s && dg_free(g, t) && dg_faces_match(g->space[t], g->space[s]))
            n++;
    return n;
}

/* How safe the dragon is, for the Master (higher: better for him). */
static double master_value(const Dragon *g, int level)
{
    double v = 0;
    for (int s = 0; s < DG_SPACES; s++) {
        const DgSpaceInfo *in = dg_space(s);
        bool core = in->kind != DG_PLAIN;
        if (!dg_occupied(g, s)) {
            continue;
        }
        if (!core) {
            v += 0.3;
            /* a plain tile beside a core one is half of a block */
            if ((in->left >= 0 && dg_space(in->left)->kind != DG_PLAIN) ||
                (in->right >= 0 && dg_space(in->right)->kind != DG_PLAIN))
                v += 0.4;
            continue;
        }
        double w = in->kind == DG_HEART ? 6 : 5;
        if (!dg_free(g, s)) {
            v += w;
            continue;
        }
        if (g->space[s] >= DG_FACES) {
            v += w * 0.5;
            continue;
        }
        /* a face-up core tile: how likely the Slayer takes it */
        double risk;
        if (free_partners(g, s) > 0)
            risk = 1.0;
        else if (level >= 3) {
            int u = unseen_of(g, dg_group(g->space[s]));
            risk = u == 0 ? 0.0 : u == 1 ? 0.45 : u == 2 ? 0.7 : 0.85;
            if (g->viewer == DG_SLAYER) {
                /* the Slayer sees her own hand: a match there is certain */
                for (int i = 0; i < g->count[DG_SLAYER]; i++)
                    if (dg_faces_match(g->hand[DG_SLAYER][i], g->space[s]))
                        risk = 1.0;
            }
        } else {
            risk = 0.6;
        }
        v += w * (1.0 - risk) * 0.6 + 1.0;
    }
    return v;
}

/* Level 3: the score the Master may expect to keep after the Slayer's next turn,
 * less the Slayer's. A tile standing counts its points, and on a heart or limb
 * space the three it keeps from the Slayer, times the chance it survives: one
 * when face down or covered, less when face up - near nothing beside a free
 * partner or a partner in the Slayer's hand (when she is the viewer), otherwise
 * the chance that no unseen tile of its class is in her hand. An open second
 * level over the heart or a limb is worth a little: the Master can fill it. */
static double expected_margin(const Dragon *g)
{
    int hidden = DG_TILES - g->drawn;
    for (int s = 0; s < DG_SPACES; s++)
        hidden += dg_occupied(g, s) && g->space[s] >= DG_FACES;
    for (int side = 0; side < 2; side++)
        for (int i = 0; i < g->count[side]; i++)
            hidden += g->hand[side][i] >= DG_FACES;
    double hand = g->count[DG_SLAYER] + 1.5, share = hidden > 0 ? hand / hidden : 1;
    if (share > 1)
        share = 1;
    double v = 0;
    int open_top = 0;
    for (int s = 0; s < DG_SPACES; s++) {
        const DgSpaceInfo *in = dg_space(s);
        bool core = in->kind != DG_PLAIN;
        if (!dg_occupied(g, s)) {
            if (core)
                v -= DG_POINTS_EMPTY_CORE;
            if (core && in->level == 2 && dg_open(g, s))
                open_top++;
            continue;
        }
        double worth = dg_points(s) + (core ? DG_POINTS_EMPTY_CORE : 0), keep = 1;
        if (dg_free(g, s)) {
            int f = g->space[s];
            if (f >= DG_FACES) {
                keep = 0.6;
            } else if (free_partners(g, s) > 0) {
                keep = 0.05;
            } else {
                bool in_hand = false;
                if (g->viewer == DG_SLAYER)
                    for (int i = 0; i < g->count[DG_SLAYER]; i++)
                        in_hand |= dg_faces_match(g->hand[DG_SLAYER][i], f);
                int u = unseen_of(g, dg_group(f));
                double miss = 1;
                for (int k = 0; k < u; k++)
                    miss *= 1 - share;
                keep = in_hand ? 0.05 : miss;
            }
        }
        v += worth * keep;
    }
    return v + 0.8 * open_top;
}

static double noise(Rng *r, double scale)
{
    return scale > 0 ? (rng_float(r) - 0.5) * scale : 0;
}

static bool best_of(const Dragon *seen, const Move *moves, int n, int level, Rng *r, bool maximize_master,
                    Move *out)
{
    double best = 0;
    int at = -1;
    double scale = level == 1 ? 6.0 : level == 2 ? 0.8 : 0.01;
    for (int i = 0; i < n; i++) {
        Dragon after = *seen;
        if (!dg_apply(&after, &moves[i]))
            continue;
        double v = level >= 3 ? expected_margin(&after) : master_value(&after, level);
        if (!maximize_master)
            v = -v;
        if (after.end)
            v += (after.winner == seen->to_move) ? 1000 : after.winner < 0 ? 0 : -1000;
        v += noise(r, scale);
        if (at < 0 || v > best) {
            best = v;
            at = i;
        }
    }
    if (at < 0)
        return false;
    *out = moves[at];
    return true;
}

/* A discard: a tile whose twin stays in hand, put where it is face up, is taken
 * straight back with its twin; otherwise the place that helps the Master least. */
static double discard_bonus(const Dragon *seen, const Move *m)
{
    int side, slot = dg_hand_slot(m->a, &side);
    int face = seen->hand[DG_SLAYER][slot];
    Dragon after = *seen;
    if (!dg_apply(&after, m))
        return -1e9;
    if (!dg_free(&after, m->b))
        return 0;
    for (int i = 0; i < seen->count[DG_SLAYER]; i++)
        if (i != slot && dg_faces_match(seen->hand[DG_SLAYER][i], face))
            return 50;
    return 0;
}

static bool slayer_move(const Dragon *seen, const Move *moves, int n, int level, Rng *r, Move *out)
{
    Move pool[DG_MAX_MOVES];
    int k = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == DG_MOVE_REMOVE)
            pool[k++] = moves[i];
    if (k > 0) {
        if (level == 1) {
            *out = pool[rng_below(r, (uint32_t)k)];
            return true;
        }
        return best_of(seen, pool, k, level, r, false, out);
    }
    k = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == DG_MOVE_DISCARD)
            pool[k++] = moves[i];
    if (k > 0) {
        if (level == 1) {
            *out = pool[rng_below(r, (uint32_t)k)];
            return true;
        }
        double best = 0;
        int at = -1;
        for (int i = 0; i < k; i++) {
            Dragon after = *seen;
            if (!dg_apply(&after, &pool[i]))
                continue;
            double v = -(level >= 3 ? expected_margin(&after) : master_value(&after, level)) + discard_bonus(seen, &pool[i]) + noise(r, level == 2 ? 0.8 : 0.01);
            if (at < 0 || v > best) {
                best = v;
                at = i;
            }
        }
        if (at >= 0) {
            *out = pool[at];
            return true;
        }
    }
    for (int i = 0; i < n; i++)
        if (moves[i].kind == DG_MOVE_DRAW) {
            *out = moves[i];
            return true;
        }
    for (int i = 0; i < n; i++)
        if (moves[i].kind == DG_MOVE_DONE) {
            *out = moves[i];
            return true;
        }
    *out = moves[0];
    return true;
}

bool dg_computer(const Dragon *seen, int level, uint64_t seed, Move *out)
{
    static const int cap = DG_MAX_MOVES;
    Move moves[DG_MAX_MOVES];
    int n = dg_list_moves(seen, moves, cap);
    if (n <= 0)
        return false;
    if (n > cap)
        n = cap;
    if (level < 1)
        level = 1;
    if (level > DG_LEVELS)
        level = DG_LEVELS;
    Rng r;
    rng_seed(&r, seed ^ 0x9e3779b97f4a7c15ull);
    if (seen->to_move == DG_SLAYER)
        return slayer_move(seen, moves, n, level, &r, out);
    return best_of(seen, moves, n, level, &r, true, out);
}
