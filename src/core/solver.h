#pragma once
/* Full-information solver for Mahjong solitaire positions on any layout.
 *
 * Works on the blocking relations of a layout (LayoutLinks), a match class per
 * place and the set of places still occupied, so it handles any stacking, half-tile
 * offsets, any class sizes and any even tile count. Removing a tile never blocks
 * another, so only how each class is paired matters, not the order of removals:
 * the search branches over pairings (see solver.c), removes safe pairs without
 * branching, memoises failed positions and prunes pairs that can never be free
 * together. Deterministic for the same input and limits (a time limit can only turn
 * an answer into SOLVE_UNKNOWN, never change a proved one).
 *
 * Thread-safe: no global state. A Solver holds the memo table and scratch memory;
 * use one per thread and reuse it across calls to avoid reallocating. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/layout.h"

typedef enum SolveResult {
    SOLVE_SOLVABLE = 0,
    SOLVE_UNSOLVABLE,
    SOLVE_UNKNOWN, /* budget ran out before an answer was proved */
} SolveResult;

typedef struct SolveLimits {
    uint64_t max_nodes; /* search positions expanded; 0 = unlimited */
    double max_ms;      /* CPU time of the calling thread (the same verdict on a busy
                         * machine); 0 = unlimited */
    double max_wall_ms; /* wall time, an outer guard for the interface; 0 = none */
    /* On SOLVE_UNSOLVABLE also compute min_left (a second, exhaustive search
     * within what is left of the same budget). */
    bool want_min_left;
} SolveLimits;

typedef struct SolveReport {
    SolveResult result;
    /* SOLVE_SOLVABLE: a removal sequence that clears the board (place ids). */
    int n_pairs;
    int16_t pairs[LAYOUT_MAX_TILES / 2][2];
    /* SOLVE_UNSOLVABLE with want_min_left: the fewest tiles any line of play leaves;
     * 0 when solvable; -1 when not computed (not asked, or the budget ran out). */
    int min_left;
    /* ... and when that search ran out of budget, the fewest tiles a line it found
     * leaves (an upper bound on min_left); -1 otherwise. */
    int best_left;
    uint64_t nodes; /* positions expanded, both phases */
    double ms;      /* CPU time of the call (the calling thread's) */
} SolveReport;

/* The node budget per attempt that deals use (view, editor, bench/winnable_bench.sh):
 * a pure node limit keeps a seed's deal the same on every machine. 200 nodes: Turtle
 * p99 about 15 ms, 1.1 deals tried per winnable deal (bench/winnable_bench.sh). */
#define SOLVER_DEAL_NODES 200

typedef struct Solver Solver;

/* NULL on out of memory. */
Solver *solver_new(void);
void solver_free(Solver *s);

/* Solves the position given by `present` (links->count entries) where places with
 * equal `group` values match. `lim` may be NULL (unlimited); `out` may be NULL.
 * Returns the result, also stored in out->result. */
SolveResult solver_run(Solver *s, const LayoutLinks *links, const uint8_t *group,
                       const bool *present, const SolveLimits *lim, SolveReport *out);

/* One-shot form of solver_run with its own temporary Solver (SOLVE_UNKNOWN with
 * nodes = 0 if memory runs out). */
SolveResult solver_solve(const LayoutLinks *links, const uint8_t *group, const bool *present,
                         const SolveLimits *lim, SolveReport *out);

/* A Mahjong game's position (solver_run_mahjong) and winnable deals:
 * core/games/mahjong/solve.h and deal.h. The solver knows no game. */
