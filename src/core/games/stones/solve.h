#pragma once
/* MahJongg Stones' solver and its winnable deals.
 *
 * The stock's order is known, so a position is won when some choice of cells
 * (and throws, in Throwing Stones) places or throws every tile left. The solver
 * searches depth first, best cells first (most neighbours, then the most cells
 * left for the next tile), remembering positions that lost (a hash of the grid),
 * within a node budget (deterministic) and optionally a wall-time budget. Its
 * verdict is honest: WIN with the whole line, LOST after the search was
 * exhausted, UNKNOWN when a budget ran out. Plain C. */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/stones/stones.h"
#include "core/rules.h"

enum { ST_MOVE_PLACE = 1, ST_MOVE_THROW = 2 };

typedef enum StSolveResult { ST_SOLVE_WIN = 0, ST_SOLVE_LOST, ST_SOLVE_UNKNOWN } StSolveResult;

typedef struct StSolveLimits {
    uint64_t max_nodes; /* 0: ST_SOLVE_NODES */
    double max_ms;      /* CPU time of the calling thread (the same verdict on a
                         * busy machine); 0: no limit */
    double max_wall_ms; /* wall time, an outer guard for the interface; 0: none */
} StSolveLimits;

#define ST_SOLVE_NODES 200000u       /* the module's own budget (hints, status) */
#define ST_DEAL_ATTEMPT_NODES 20000u /* winnable deals: per random deal tried */
#define ST_DEAL_TOTAL_NODES 200000u  /* ... and in all, before building one */

typedef struct StSolveReport {
    uint64_t nodes;
    double ms;                /* CPU time of the call */
    int n_line;               /* WIN: the moves to the end, from the position */
    Move line[ST_MAX_TILES];
} StSolveReport;

typedef struct StSolver StSolver;

StSolver *st_solver_new(void);
void st_solver_free(StSolver *sv);
/* Solves the position; sv may be NULL (a temporary one is made). */
StSolveResult st_solve(StSolver *sv, const Stones *s, const StSolveLimits *lim, StSolveReport *out);

/* The move of a line step, and applying any Move to a position (false: refused). */
bool st_apply_move(Stones *s, const Move *m, int32_t *points);

typedef struct StDealStats {
    int attempts;       /* random deals tried */
    uint64_t nodes;     /* solver nodes spent */
    bool constructed;   /* none was proved in budget: the deal was built backwards */
    bool proved;        /* the deal is known to be winnable */
} StDealStats;

/* A deal proved winnable: random deals from the seed's stream, each solved
 * within attempt_nodes, until total_nodes are spent; then a deal built by
 * playing tiles forward onto legal cells (the stock is that order). Same
 * inputs, same deal. 0 budgets: the defaults above. */
void st_deal_winnable(Stones *s, const StonesParams *p, uint64_t seed, uint64_t attempt_nodes,
                      uint64_t total_nodes, StDealStats *stats);
