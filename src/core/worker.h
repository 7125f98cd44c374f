#pragma once
/* One background worker for every game: hints, "still winnable" and computer
 * moves come from the rules' solver (RulesModule.solver) on a thread of its own.
 * The caller hands over a copy of the state with each request; a newer request
 * supersedes an older one (latest wins), so the answer polled is always about
 * the position asked last, and no frame waits for the solver (except where no
 * thread can start: then the answer is computed in worker_poll). Plain C (POSIX
 * threads); the thread runs at the lowest priority the system allows. */

#include <stdbool.h>
#include <stdint.h>

#include "core/rules.h"

typedef struct Worker Worker;

typedef struct WorkerAnswer {
    uint32_t generation; /* the request this answers */
    SuggestResult result;
    Move move;           /* SUGGEST_WINNING: the first move of a win */
    int chance;          /* per mille (RulesSolver.chance), -1: none */
} WorkerAnswer;

/* NULL when the module has no solver (or memory runs out). Where no thread can
 * start (a browser page without shared memory) the worker answers in the
 * caller's frame instead: see worker_new_in_frame. budget_ms is CPU time; where
 * the system shows no thread its CPU time (platform_thread_cpu_exact) the
 * module's own node budget is used instead, so that no verdict depends on the
 * wall clock. */
Worker *worker_new(const RulesModule *rules, double budget_ms);
/* A worker without a thread: each worker_poll that finds a request pending
 * answers it there and then (one solver call, within the same budget), so
 * the caller should poll when a pause is harmless (the board at rest). */
Worker *worker_new_in_frame(const RulesModule *rules, double budget_ms);
/* True for a worker that answers inside worker_poll. */
bool worker_in_frame(const Worker *w);
/* A worker for the computer player (RulesModule.computer) instead of the
 * solver: NULL when the module has none. Its answers are SUGGEST_UNKNOWN with the
 * move, or SUGGEST_NONE. */
Worker *worker_new_computer(const RulesModule *rules);
void worker_free(Worker *w);
/* Queues the computer's move for `seen` (a RulesModule.see view) at `level`. */
void worker_request_computer(Worker *w, const void *seen, uint32_t generation, int level,
                             uint64_t seed);
/* Queues a copy of `state` (rules->state_size bytes) as request `generation`. */
void worker_request(Worker *w, const void *state, uint32_t generation);
/* The newest answer, if one arrived since the last call. */
bool worker_poll(Worker *w, WorkerAnswer *out);
