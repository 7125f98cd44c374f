#pragma once
/* "Still winnable?" on a worker thread. The view hands over a snapshot of the
 * position after every move and polls for the answer each tick; a newer request
 * supersedes an older one, so the answer shown is always for the position on
 * screen, and no frame ever waits for the solver. */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/mahjong.h"
#include "core/solver.h"

typedef struct Watch Watch;

typedef struct WatchAnswer {
    uint32_t generation; /* the request this answers */
    SolveResult result;
    int hint_a, hint_b;  /* SOLVE_SOLVABLE: the first pair of a solution */
} WatchAnswer;

/* NULL if the thread cannot be started (the status then stays off). */
Watch *watch_new(double budget_ms);
void watch_free(Watch *w);
/* Queues the position of `m` as request `generation`. */
void watch_request(Watch *w, const Mahjong *m, uint32_t generation);
/* The newest answer, if one arrived since the last call. */
bool watch_poll(Watch *w, WatchAnswer *out);
