#pragma once
/* The solver (core/solver.h) on a Mahjong game's position. */

#include "core/games/mahjong/mahjong.h"
#include "core/solver.h"

/* The current position of a game (faces now, tiles still present). `s` may be NULL
 * (a temporary solver is used). */
SolveResult solver_run_mahjong(Solver *s, const Mahjong *m, const SolveLimits *lim,
                               SolveReport *out);
SolveResult solver_solve_mahjong(const Mahjong *m, const SolveLimits *lim, SolveReport *out);
