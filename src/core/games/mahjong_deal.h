#pragma once
/* Winnable deals of Mahjong solitaire on any layout, each with a proof.
 *
 * Two ways, tried in this order, both fixed by the seed on every machine (node
 * budgets only, never time):
 * 1. Random deals (mj_new) proved solvable by the solver, as long as that works
 *    quickly: at most MJ_DEAL_RANDOM_TRIES deals, stopping early after
 *    MJ_DEAL_RANDOM_UNKNOWN ran out of budget (large layouts).
 * 2. A constructed deal: a removal order of the places (pairs of places free
 *    together, found by randomised dives over the layout's geometry) is filled,
 *    last removal first, with matching pairs of the faces mj_new would deal, face
 *    groups mixed over the whole order. The construction's order is a winning
 *    line; it is replayed through the rules (mj_remove) before the deal is kept.
 * A layout that no order of removals can clear (even if every tile matched every
 * other) gets no deal and an error saying so. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/games/mahjong.h"
#include "core/layout.h"
#include "core/solver.h"

#define MJ_DEAL_RANDOM_TRIES 8     /* random deals tried before constructing one */
#define MJ_DEAL_RANDOM_UNKNOWN 2   /* ... or this many that ran out of solver budget */
#define MJ_DEAL_DIVES 256          /* randomised dives for a removal order */
#define MJ_DEAL_PROOF_NODES 20000  /* solver nodes to prove a layout cannot be cleared */

typedef enum MjDealHow {
    MJ_DEAL_RANDOM = 0,  /* a random deal the solver proved winnable */
    MJ_DEAL_CONSTRUCTED, /* built backwards from a winning line, replayed */
} MjDealHow;

typedef struct MjDealReport {
    MjDealHow how;
    int attempts; /* random deals tried */
    int dives;    /* dives of the construction (0 when a random deal was kept) */
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

/* Only the construction (step 2), for tests and benches. */
bool mj_deal_construct(Mahjong *m, const Layout *layout, uint64_t seed, int *dives, Error *err);

/* Whether some order of removals clears `layout` when every tile matches every
 * other (the geometry alone). On MJ_CLEARABLE_NO `why` (may be NULL) says why, in
 * words a player can read. */
MjClearable mj_layout_clearable(const Layout *layout, Error *why);
