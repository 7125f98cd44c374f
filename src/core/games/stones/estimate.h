#pragma once
/* MahJongg Stones from the player's seat (issue 34): the hint and the chance to
 * finish when the stock's order is hidden. The player knows the grid, the
 * face-up tile and which tiles are left, not their order; so this module reads
 * only a view (RulesModule.see: the hidden tiles sorted) and draws orders that
 * agree with it, seeded from the view itself, so one view always gets the same
 * answer. For each of the most promising moves it counts the drawn orders after
 * which the solver (which knows an order) still finishes, within a node budget
 * per order; the move that finishes most orders is the hint. Its share on
 * other orders drawn for it alone (the share that chose it runs high),
 * calibrated against real play per band of tiles left, is the chance. With few tiles left every order
 * is tried, which proves a loss when none finishes. Plain C. */

#include <stdbool.h>

#include "core/games/stones/solve.h"

#define ST_EST_SAMPLES 12 /* orders drawn per view */
#define ST_EST_EXACT 24   /* at most this many distinct orders: every one instead */
#define ST_EST_MOVES 4    /* moves tried on the orders: the best by the heuristic */
#define ST_EST_NODES 400u /* solver nodes per order and move */
#define ST_EST_SCORE 16   /* orders of their own on which the hint's share is scored */
#define ST_EST_SCORE_MORE 16 /* more of them when the first neither all finish nor all fail */

typedef struct StEstimate {
    Move move;    /* the hint; kind 0 when there is no move */
    int samples;  /* orders the moves were compared on */
    int wins2;    /* the hint's on them: an order finished counts 2, one the budget left open 1 */
    int scored;   /* orders of their own the hint's share was scored on (0 when exact) */
    bool exact;   /* samples were every order there is */
    bool lost;    /* proved: no move finishes with any order */
    bool won;     /* proved: one order is left and the move finishes it */
    int raw;      /* per mille: the share on the scored orders (exact: wins2 * 500 / samples) */
    int chance;   /* per mille, raw calibrated (0 when lost) */
} StEstimate;

/* The hint and the chance for `seen` (a view: what see leaves), with sv's
 * memory (not NULL). Same view, same answer. */
void st_estimate(StSolver *sv, const Stones *seen, StEstimate *out);
/* The calibrated chance (per mille) for a raw share with `left` tiles left. */
int st_estimate_calibrate(int raw, int left);
