#pragma once
/* Winnable deals of Mahjong solitaire on any layout, each with a proof.
 *
 * Two ways, tried in this order, both fixed by the seed on every machine (node
 * budgets only, never time):
 * 1. Random deals (mj_new) proved solvable by the solver, as long as that works
 *    quickly: at most MJ_DEAL_RANDOM_TRIES deals, stopping early after
 *    MJ_DEAL_RANDOM_UNKNOWN (beyond 144 tiles: _LARGE) ran out of budget.
 * 2. A constructed deal: a removal order of the places (pairs of places free
 *    together, found by randomised dives over the layout's geometry) is filled,
 *    last removal first, with matching pairs of the faces mj_new would deal, face
 *    groups spread at random over the whole order. Then the faces are mixed (swaps
 *    kept while a pairing of the faces still plays out, weighted against easy
 *    deals), so that constructed deals are as hard as random winnable ones. The
 *    last winning line is replayed through the rules (mj_remove) before the deal
 *    is kept: the proof.
 * A layout that no order of removals can clear (even if every tile matched every
 * other) gets no deal and an error saying so. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/games/mahjong/mahjong.h"
#include "core/layout.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"

/* What mahjong_rules.deal (and mj_tourn_deal) take as options. */
typedef struct MjDealOptions {
    const Layout *layout;  /* required */
    bool winnable;         /* only a deal the solver proved winnable */
    uint64_t node_limit;   /* per attempt (winnable); 0: SOLVER_DEAL_NODES */
    int max_attempts;      /* winnable; 0: 64 */
    const Layout *turtle;  /* Tournament rows deal the Turtle: this, else layout */
} MjDealOptions;

#define MJ_DEAL_RANDOM_TRIES 8     /* random deals tried before constructing one */
#define MJ_DEAL_RANDOM_UNKNOWN 3   /* ... or this many that ran out of solver budget */
/* ... or one, beyond one full set of tiles: the solver's fast pairing search covers
 * classes of two and four only, so there 200 nodes cost ~10x more */
#define MJ_DEAL_RANDOM_UNKNOWN_LARGE 1
#define MJ_DEAL_DIVES 256          /* randomised dives for a removal order */
#define MJ_DEAL_PROOF_NODES 20000  /* solver nodes to prove a layout cannot be cleared */
#define MJ_DEAL_MIX_PLAYS 6000     /* pairings played out to mix a constructed deal */
/* Weight 1 / k^BETA of a mixed deal (k: re-pairings that play out, see mix_faces):
 * 4 makes constructed Turtle deals as hard for random play as random winnable ones
 * (pagoda-solve turtle --greedy; bench/README.md). */
#define MJ_DEAL_MIX_BETA 4

typedef enum MjDealHow {
    MJ_DEAL_RANDOM = 0,  /* a random deal the solver proved winnable */
    MJ_DEAL_CONSTRUCTED, /* built backwards from a winning line, replayed */
} MjDealHow;

typedef struct MjDealReport {
    MjDealHow how;
    int attempts; /* random deals tried */
    int dives;    /* dives of the construction (0 when a random deal was kept) */
    /* A winning line of the deal (place ids, removal order): the solver's for a
     * random deal, the one replayed as the proof for a constructed deal. */
    int n_line;
    int16_t line[LAYOUT_MAX_TILES / 2][2];
} MjDealReport;

typedef enum MjClearable {
    MJ_CLEARABLE_YES = 0,
    MJ_CLEARABLE_NO,      /* proved: no order of removals clears it */
    MJ_CLEARABLE_UNKNOWN, /* no order found, none ruled out within the budget */
} MjClearable;

/* Deals `layout` so that it is proved winnable (see the top of this file). Attempt 0
 * is mj_new(seed), attempt k a sub-seed of seed and k; the constructed deal draws
 * from a stream derived from seed. m->seed is set to `seed`, so the same seed (and
 * limits) always gives the same deal. `lim` is the solver budget per random deal
 * (NULL: unlimited); max_attempts caps the random deals. `rep` may be NULL. Fails,
 * naming the layout and the reason, only when the layout cannot be cleared or no
 * removal order was found; never falls back to an unproved deal. */
bool mj_deal_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                      int max_attempts, MjDealReport *rep, Error *err);

/* mj_deal_winnable with the old report: `attempts` (may be NULL) receives the number
 * of random deals tried. */
bool mj_new_winnable(Mahjong *m, const Layout *layout, uint64_t seed, const SolveLimits *lim,
                     int max_attempts, int *attempts, Error *err);

/* Only the construction (step 2), for tests and benches; `rep` may be NULL. */
bool mj_deal_construct(Mahjong *m, const Layout *layout, uint64_t seed, MjDealReport *rep,
                       Error *err);

/* Whether some order of removals clears `layout` when every tile matches every
 * other (the geometry alone). On MJ_CLEARABLE_NO `why` (may be NULL) says why, in
 * words a player can read. */
MjClearable mj_layout_clearable(const Layout *layout, Error *why);
