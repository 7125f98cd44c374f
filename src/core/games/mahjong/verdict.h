#pragma once
/* Mahjong's "still winnable" verdict from what the player sees (issue 34): a
 * tile with another lying on it shows no face, so the verdict is about every
 * arrangement of the covered faces over the covered places at once (their
 * multiset is known: the deal's tiles minus those in sight or removed).
 *
 * - LOST when no arrangement can be cleared. The covered tiles are searched
 *   as tiles whose face is chosen when they are taken, from the covered
 *   multiset (a joker of a group with hidden tiles left; two jokers take two
 *   hidden tiles of one group). Since faces matter only when a tile is taken,
 *   that game clears exactly when some arrangement does: a proof both ways.
 * - WINNING when every arrangement can be cleared: nothing covered (the solver
 *   on the position itself), or each distinct arrangement solved in turn when
 *   there are at most MJ_VERDICT_ARRANGEMENTS of them.
 * - UNKNOWN otherwise, or when a node budget runs out. Node budgets only: the
 *   same view gets the same verdict on every machine.
 * Plain C. The caller owns the scratch (one per thread). */

#include <stdbool.h>

#include "core/games/mahjong/mahjong.h"
#include "core/rules.h"
#include "core/solver.h"

/* Budgets of a verdict with covered faces (bench/mahjong_covered.sh measures
 * the CPU they cost along real play). */
#define MJ_VERDICT_JOKER_NODES 20000  /* positions of the search over jokers */
#define MJ_VERDICT_ARRANGEMENTS 64    /* distinct arrangements solved one by one */
#define MJ_VERDICT_ARRANGE_NODES 4000 /* solver nodes for all of them together */

typedef struct MjScratch MjScratch;

/* NULL on out of memory. */
MjScratch *mj_scratch_new(void);
void mj_scratch_free(MjScratch *sc);
/* The full-information solver inside the scratch. */
Solver *mj_scratch_solver(MjScratch *sc);

/* What a verdict found, for benches and tests (may be NULL). */
typedef struct MjVerdictReport {
    int covered;           /* covered tiles */
    long arrangements;     /* distinct arrangements of their groups (capped) */
    uint64_t joker_nodes, solver_nodes;
    bool pair_keeps;       /* WINNING with covered faces: `pair` keeps every arrangement winnable */
} MjVerdictReport;

/* The verdict on `view` (a mj_see view, at least one tile covered), which
 * reads nothing but the view. `pair` (the hint's pair, kind 0: none) is tried
 * first as the move that keeps every arrangement winnable. */
SuggestResult mj_verdict_covered(MjScratch *sc, const Mahjong *view, const Move *pair, MjVerdictReport *rep);

/* The search over jokers alone (the LOST half of the verdict), for tests:
 * SOLVE_SOLVABLE when some arrangement of the covered faces clears the view,
 * SOLVE_UNSOLVABLE when none does, SOLVE_UNKNOWN when the budget ran out. */
SolveResult mj_verdict_some_clears(MjScratch *sc, const Mahjong *view, MjVerdictReport *rep);

/* Match classes of the faces now as the game plays them (Tournament rows: any
 * bonus tile with any other), for the solver. */
void mj_play_groups(const Mahjong *m, uint8_t *group);

