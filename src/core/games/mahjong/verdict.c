/* Mahjong's verdict from what the player sees (see verdict.h). */
#include "core/games/mahjong/verdict.h"

#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/seen.h"
#include "core/perm.h"

#define WORDS ((LAYOUT_MAX_TILES + 63) / 64)
#define MEMO_BITS 15                  /* failed positions remembered: 32768 slots */
#define MOVES_CAP 2048                /* moves listed at one depth; more: the search gives up */
#define DEPTH_MAX (LAYOUT_MAX_TILES / 2 + 1)

/* A position of the search over jokers: the tiles left and the hidden tiles
 * of each group not yet given to a joker. */
typedef struct Key {
    uint64_t bits[WORDS];
    uint8_t hidden[MJ_GROUPS];
    uint8_t used; /* 1: the slot holds a key */
} Key;

typedef struct JMove {
    int16_t a, b;
    int8_t kind; /* 0 two known tiles, 1 a known tile and a joker, 2 two jokers */
} JMove;

struct MjScratch {
    Solver *sv;
    SolveReport rep;
    Key *memo;      /* 1 << MEMO_BITS failed positions, open addressing */
    int memo_n;
    JMove *moves;   /* DEPTH_MAX x MOVES_CAP */
};

MjScratch *mj_scratch_new(void)
{
    MjScratch *sc = calloc(1, sizeof *sc);
    if (!sc)
        return NULL;
    sc->sv = solver_new();
    sc->memo = calloc((size_t)1 << MEMO_BITS, sizeof *sc->memo);
    sc->moves = malloc((size_t)DEPTH_MAX * MOVES_CAP * sizeof *sc->moves);
    if (!sc->sv || !sc->memo || !sc->moves) {
        mj_scratch_free(sc);
        return NULL;
    }
    return sc;
}

void mj_scratch_free(MjScratch *sc)
{
    if (!sc)
        return;
    solver_free(sc->sv);
    free(sc->memo);
    free(sc->moves);
    free(sc);
}

Solver *mj_scratch_solver(MjScratch *sc)
{
    return sc->sv;
}

void mj_play_groups(const Mahjong *m, uint8_t *group)
{
    for (int i = 0; i < m->layout.count; i++)
        group[i] = (uint8_t)mj_tile_group(m, m->face[i]);
}

/* --- the search over jokers: does some arrangement clear? ------------------- */

typedef struct Search {
    MjScratch *sc;
    const LayoutLinks *k;
    int n, left;
    bool present[LAYOUT_MAX_TILES];
    bool joker[LAYOUT_MAX_TILES];  /* covered at the start: its face is chosen when taken */
    uint8_t group[LAYOUT_MAX_TILES]; /* the others' match class */
    uint8_t hidden[MJ_GROUPS];     /* hidden tiles of each group not given to a joker yet */
    int deferred;                  /* pairs of jokers taken, their group chosen at the end */
    uint64_t nodes, budget;
} Search;

enum { FAILED = 0, CLEARED, GAVE_UP };

static bool is_free(const Search *s, int id)
{
    return mj_free_in(s->k, s->present, id);
}

/* Pairs of jokers the hidden tiles can still make, beyond those already taken. */
static int spare_pairs(const Search *s)
{
    int p = 0;
    for (int g = 0; g < MJ_GROUPS; g++)
        p += s->hidden[g] / 2;
    return p - s->deferred;
}

static void key_of(const Search *s, Key *key)
{
    memset(key, 0, sizeof *key);
    for (int i = 0; i < s->n; i++)
        if (s->present[i])
            key->bits[i / 64] |= 1ull << (i % 64);
    memcpy(key->hidden, s->hidden, sizeof key->hidden);
    key->used = 1;
}

static uint32_t key_hash(const Key *key)
{
    uint64_t h = 1469598103934665603ull;
    const uint8_t *p = (const uint8_t *)key;
    for (size_t i = 0; i < offsetof(Key, used); i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return (uint32_t)(h ^ (h >> 32));
}

/* The slot of key, or of the empty place where it would go; -1 when full. */
static int memo_slot(const MjScratch *sc, const Key *key)
{
    uint32_t mask = (1u << MEMO_BITS) - 1, i = key_hash(key) & mask;
    for (uint32_t probe = 0; probe <= mask; probe++, i = (i + 1) & mask) {
        const Key *e = &sc->memo[i];
        if (!e->used || memcmp(e, key, sizeof *key) == 0)
            return (int)i;
    }
    return -1;
}

static void take(Search *s, const JMove *m, int sign)
{
    s->present[m->a] = s->present[m->b] = sign > 0;
    s->left += 2 * sign;
    if (m->kind == 1)
        s->hidden[s->group[m->a]] = (uint8_t)(s->hidden[s->group[m->a]] + sign);
    else if (m->kind == 2)
        s->deferred -= sign;
}

/* Lists the moves of the position into out (at most MOVES_CAP); -1 when there
 * are more (the search then cannot rule the position out). A group none of
 * whose tiles can be hidden any more and whose tiles are all free is taken
 * first, alone: nothing else can pair with them and a removal never blocks. */
static int list(const Search *s, JMove *out)
{
    int free_ids[LAYOUT_MAX_TILES], nf = 0, count[MJ_GROUPS] = {0}, free_of[MJ_GROUPS] = {0};
    for (int i = 0; i < s->n; i++) {
        if (!s->present[i])
            continue;
        bool f = is_free(s, i);
        if (f)
            free_ids[nf++] = i;
        if (!s->joker[i]) {
            count[s->group[i]]++;
            free_of[s->group[i]] += f;
        }
    }
    for (int g = 0; g < MJ_GROUPS; g++)
        if (count[g] > 0 && s->hidden[g] == 0 && free_of[g] == count[g] && (count[g] == 2 || count[g] == 4))
            for (int i = 0; i < nf; i++)
                for (int j = i + 1; j < nf; j++) {
                    int a = free_ids[i], b = free_ids[j];
                    if (!s->joker[a] && !s->joker[b] && s->group[a] == g && s->group[b] == g) {
                        out[0] = (JMove){(int16_t)a, (int16_t)b, 0};
                        return 1;
                    }
                }
    int n = 0;
    bool jj = spare_pairs(s) >= 1;
    for (int kind = 0; kind < 3; kind++)
        for (int i = 0; i < nf; i++)
            for (int j = i + 1; j < nf; j++) {
                int a = free_ids[i], b = free_ids[j], jokers = s->joker[a] + s->joker[b];
                if (jokers != kind)
                    continue;
                if (kind == 0 && s->group[a] != s->group[b])
                    continue;
                if (kind == 1) {
                    int known = s->joker[a] ? b : a, other = s->joker[a] ? a : b;
                    if (s->hidden[s->group[known]] == 0)
                        continue;
                    a = known, b = other; /* the known tile first: take() reads its group */
                }
                if (kind == 2 && !jj)
                    continue;
                if (n == MOVES_CAP)
                    return -1;
                out[n++] = (JMove){(int16_t)a, (int16_t)b, (int8_t)kind};
            }
    return n;
}

static int search(Search *s, int depth)
{
    if (s->left == 0)
        return CLEARED;
    if (++s->nodes > s->budget || depth >= DEPTH_MAX)
        return GAVE_UP;
    if (spare_pairs(s) < 0)
        return FAILED;
    Key key;
    key_of(s, &key);
    int slot = memo_slot(s->sc, &key);
    if (slot >= 0 && s->sc->memo[slot].used)
        return FAILED;
    JMove *moves = s->sc->moves + (size_t)depth * MOVES_CAP;
    int n = list(s, moves);
    if (n < 0)
        return GAVE_UP;
    for (int i = 0; i < n; i++) {
        take(s, &moves[i], -1);
        int r = search(s, depth + 1);
        take(s, &moves[i], 1);
        if (r != FAILED)
            return r;
    }
    slot = memo_slot(s->sc, &key); /* the search below may have filled the slot found above */
    if (slot >= 0 && s->sc->memo_n < (3 << MEMO_BITS) / 4) {
        s->sc->memo[slot] = key;
        s->sc->memo_n++;
    }
    return FAILED;
}

SolveResult mj_verdict_some_clears(MjScratch *sc, const Mahjong *v, MjVerdictReport *rep)
{
    Search *s = calloc(1, sizeof *s);
    if (!s)
        return SOLVE_UNKNOWN;
    s->sc = sc;
    s->k = &v->links;
    s->n = v->layout.count;
    s->left = v->left;
    s->budget = MJ_VERDICT_JOKER_NODES;
    mj_play_groups(v, s->group);
    for (int i = 0; i < s->n; i++) {
        s->present[i] = v->present[i];
        s->joker[i] = mj_covered(v, i);
        if (s->joker[i])
            s->hidden[s->group[i]]++;
    }
    memset(sc->memo, 0, ((size_t)1 << MEMO_BITS) * sizeof *sc->memo);
    sc->memo_n = 0;
    int r = search(s, 0);
    if (rep)
        rep->joker_nodes = s->nodes;
    free(s);
    return r == CLEARED ? SOLVE_SOLVABLE : r == FAILED ? SOLVE_UNSOLVABLE : SOLVE_UNKNOWN;
}

/* --- every arrangement, one by one ------------------------------------------ */

/* Distinct arrangements of the sorted groups g[0, n), or cap + 1 when more. */
static long arrangements(const uint8_t *g, int n, long cap)
{
    long total = 1;
    int placed = 0;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && g[j] == g[i])
            j++;
        for (int k = 1; k <= j - i; k++) { /* total *= C(placed + k, k), step by step */
            total = total * (placed + k) / k;
            if (total > cap)
                return cap + 1;
        }
        placed += j - i;
        i = j;
    }
    return total;
}

static SolveResult solve(MjScratch *sc, const Mahjong *v, const uint8_t *group, const bool *present,
                         uint64_t *nodes)
{
    if (*nodes >= MJ_VERDICT_ARRANGE_NODES)
        return SOLVE_UNKNOWN;
    SolveLimits lim = {.max_nodes = MJ_VERDICT_ARRANGE_NODES - *nodes};
    SolveResult r = solver_run(sc->sv, &v->links, group, present, &lim, &sc->rep);
    *nodes += sc->rep.nodes;
    return r;
}

enum { ALL_CLEAR, NONE_CLEARS, SOME_CLEAR, NOT_KNOWN };

/* Solves every arrangement of the covered groups: ALL_CLEAR, NONE_CLEARS,
 * SOME_CLEAR (some do, some do not), or NOT_KNOWN (the budget ran out, or
 * there are too many arrangements). */
static int every_arrangement(MjScratch *sc, const Mahjong *v, const Move *pair, MjVerdictReport *rep)
{
    int ids[LAYOUT_MAX_TILES], n = 0;
    uint8_t group[LAYOUT_MAX_TILES], hidden[LAYOUT_MAX_TILES];
    bool present[LAYOUT_MAX_TILES], after[LAYOUT_MAX_TILES];
    mj_play_groups(v, group);
    for (int i = 0; i < v->layout.count; i++) {
        present[i] = after[i] = v->present[i];
        if (mj_covered(v, i))
            hidden[n] = group[i], ids[n++] = i;
    }
    for (int i = 1; i < n; i++) /* sorted: the first arrangement in lexical order */
        for (int j = i; j > 0 && hidden[j - 1] > hidden[j]; j--) {
            uint8_t t = hidden[j];
            hidden[j] = hidden[j - 1];
            hidden[j - 1] = t;
        }
    rep->arrangements = arrangements(hidden, n, MJ_VERDICT_ARRANGEMENTS);
    if (rep->arrangements > MJ_VERDICT_ARRANGEMENTS)
        return NOT_KNOWN;
    bool with_pair = pair->kind == MJ_MOVE_REMOVE;
    if (with_pair)
        after[pair->a] = after[pair->b] = false;
    rep->pair_keeps = with_pair;
    int cleared = 0, lost = 0;
    uint64_t nodes = 0;
    int r = NOT_KNOWN;
    do {
        for (int k = 0; k < n; k++)
            group[ids[k]] = hidden[k];
        if (with_pair && solve(sc, v, group, after, &nodes) == SOLVE_SOLVABLE) {
            cleared++;
            continue;
        }
        rep->pair_keeps = false;
        SolveResult one = solve(sc, v, group, present, &nodes);
        if (one == SOLVE_UNKNOWN)
            break;
        cleared += one == SOLVE_SOLVABLE;
        lost += one == SOLVE_UNSOLVABLE;
        if (cleared && lost) {
            r = SOME_CLEAR;
            break;
        }
    } while (perm_next(hidden, n));
    if (r == NOT_KNOWN && cleared + lost == rep->arrangements)
        r = lost == 0 ? ALL_CLEAR : cleared == 0 ? NONE_CLEARS : SOME_CLEAR;
    rep->solver_nodes = nodes;
    return r;
}

SuggestResult mj_verdict_covered(MjScratch *sc, const Mahjong *view, const Move *pair, MjVerdictReport *rep)
{
    MjVerdictReport own;
    if (!rep)
        rep = &own;
    memset(rep, 0, sizeof *rep);
    for (int i = 0; i < view->layout.count; i++)
        rep->covered += mj_covered(view, i);
    int all = every_arrangement(sc, view, pair, rep);
    if (all == ALL_CLEAR)
        return SUGGEST_WINNING;
    if (all == NONE_CLEARS)
        return SUGGEST_LOST;
    if (all == SOME_CLEAR)
        return SUGGEST_UNKNOWN;
    return mj_verdict_some_clears(sc, view, rep) == SOLVE_UNSOLVABLE ? SUGGEST_LOST : SUGGEST_UNKNOWN;
}
