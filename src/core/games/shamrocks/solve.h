#pragma once
/* The Shamrocks solver: decides a position (winnable with a line of moves, or
 * lost) by depth-first search over player moves (each with the automatic moves
 * it triggers, exactly as the rules apply them) and a table of positions already
 * searched. First passes with a growing bound on the building moves between two
 * cards going home (they find most wins in a few thousand positions; with a time
 * budget, in rounds that each order the moves their own way), then one pass with
 * no bound, the one that proves most deals lost. A dead-end bound, checked after
 * a card goes home, cuts positions in which some card can never go home; at the
 * root, the final-spot proof (finalspot.h) decides most lost deals with no search.
 * docs/rules/shamrocks.md, "The solver", says why nothing it leaves out loses a
 * win.
 * Positions are keyed with the building stacks as a set (which stack holds what
 * does not matter to the rules), by a 64-bit hash; a wrong "seen" needs a hash
 * collision, about 1 in 10^6 for the largest search (6M positions).
 * Bounded by nodes (deterministic) and/or CPU time: UNKNOWN when the budget runs
 * out. Plain C, any thread (one ShSolver per thread). */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/shamrocks/shamrocks.h"

/* Nodes for a deal (winnable deals only) and for the "still winnable" check with
 * no time budget; deterministic. bench/shamrocks.sh measures the share of deals
 * it decides and the time to deal. */
#define SH_SOLVER_DEAL_NODES 500
#define SH_SOLVER_DEFAULT_NODES 2000000
#define SH_LINE_MAX 1024  /* moves of a winning line kept in ShSolution */
#define SH_DEPTH_MAX (1u << 23) /* a longer search path: UNKNOWN (8 bytes a move) */

typedef enum ShVerdict { SH_WINNABLE = 0, SH_LOST, SH_UNKNOWN } ShVerdict;

typedef struct ShSolveLimits {
    uint64_t max_nodes; /* 0: no node limit */
    double max_ms;      /* CPU time of the calling thread (the same verdict on a busy
                         * machine); 0: no time limit */
    double max_wall_ms; /* wall time, an outer guard for the interface; 0: none */
    double bounded;     /* share of the budget (nodes or time) for the bounded
                         * passes, above 0 and at most 1 (0: the default, 0.6) */
    bool no_final_spot; /* checks only: search without the final-spot proof
                         * (tests compare its verdicts with such a search) */
} ShSolveLimits;

/* What dealing uses ("winnable deals only"): a small node budget per deal tried.
 * bench/shamrocks.sh deal: 500 nodes deal in 6.9 ms at p99 (2.3 tries on average),
 * 2,000 in 23 ms (1.7 tries); the default share of bounded passes beats giving
 * them all the budget. */
#define SH_DEAL_LIMITS ((ShSolveLimits){.max_nodes = SH_SOLVER_DEAL_NODES})

typedef struct ShSolution {
    int n;                        /* moves of the line kept (the first SH_LINE_MAX) */
    bool complete;                /* the whole line is kept: replaying it wins */
    int8_t move[SH_LINE_MAX][2];  /* (from, to), as sh_move takes them */
    uint64_t nodes;               /* positions expanded */
} ShSolution;

typedef struct ShSolver ShSolver;

ShSolver *sh_solver_new(void);
void sh_solver_free(ShSolver *s);
/* True when g is lost by the solver's dead-end bound: some card can never go
 * home, whatever is played (solve.c says how it is computed). Never true of a
 * winnable position; false says nothing. */
bool sh_dead_end(const Shamrocks *g);
/* Decides g. On SH_WINNABLE, out (may be NULL) holds a line that wins. */
ShVerdict sh_solve(ShSolver *s, const Shamrocks *g, const ShSolveLimits *lim, ShSolution *out);
