#pragma once
/* Solver-backed help for Mahjong solitaire: shuffles that stay winnable and hints
 * that keep the game winnable. Plain C; the caller owns the Solver (one per
 * thread). */

#include <stdbool.h>

#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"

/* Redistributes the remaining faces over the occupied places (game RNG), trying up
 * to max_attempts arrangements and recording the first one proved solvable within
 * `lim` each. When none is proved, the last one tried is recorded and *proved is
 * false. Returns false (nothing recorded) when fewer than 2 tiles are left. */
bool mj_shuffle_winnable(Mahjong *m, Solver *s, const SolveLimits *lim, int max_attempts, bool *proved);

/* A removable pair, preferring one that keeps the game winnable: the first pair of
 * a solution when the position is proved solvable (*keeps = true), otherwise any
 * removable pair (*keeps = false). False when no pair can be removed. */
bool mj_hint_winnable(const Mahjong *m, Solver *s, const SolveLimits *lim, int *a, int *b, bool *keeps);
