#pragma once
/* Replay files: a finished game as its deal and every action with its play time,
 * written from Game's action log, and checked by replaying it through the rules
 * (pagoda --verify). Any game can be written; a replay verifies when its aids are
 * deterministic (a shuffle is the one RulesModule.aid_move gives without a
 * solver, a hint the one hint_move gives), as Tournament Mahjong's are.
 *
 * Format (text, '\n' lines; CRLF accepted; docs/REPLAY.md):
 *
 *   pagoda-replay 1
 *   game <module id>
 *   variant <variant id>
 *   seed <decimal u64>
 *   limit <countdown, ms; 0: none>
 *   <the module's setup lines (RulesModule.save_setup)>
 *   actions <count>
 *   <tick> move <kind> <a> <b> <arg> <player>
 *   <tick> undo | <tick> redo | <tick> end
 *   <tick> hint <kind> <a> <b> <arg> <player>      the move the hint showed
 *   <tick> shuffle <kind> <a> <b> <arg> <player>   the move the shuffle made
 *   elapsed <play time at the end, ms>
 *   score <the score claimed>
 *   end
 *
 * There is no checksum line: anyone could recompute one, so it would prove
 * nothing; what proves a result is replaying it. Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/error.h"
#include "core/game.h"

#define REPLAY_MAGIC "pagoda-replay"
#define REPLAY_VERSION 1
#define REPLAY_MAX_BYTES (8u << 20)

/* The replay of g (malloc'd, NUL-terminated), or NULL with a message (no game,
 * or an action log that overflowed). */
char *replay_text(const Game *g, size_t *len, Error *err);

typedef struct ReplayResult {
    char game[32], variant[48];
    uint64_t seed;
    int actions;
    uint32_t elapsed_ms, limit_ms;
    int32_t score;     /* recomputed (equals the claim when verified) */
    int left;          /* pieces left at the end */
    GameOutcome outcome;
    GameEnd end;
} ReplayResult;

/* Replays text through the rules. True when every action is legal at its time
 * and the claimed score is the one the replay gives; false with a message
 * "SRC:LINE: ..." naming the first inconsistent line (illegal move, wrong time,
 * tampered score). *out is filled as far as the replay went. If g is not NULL
 * the replayed game is handed over in it (g initialised, freed first). */
bool replay_verify(const char *text, size_t len, const char *src, ReplayResult *out, Game *g,
                   Error *err);
/* pagoda --verify: reads and verifies the file at path; prints the recomputed
 * result to out (exit status 0) or "pagoda: rejected: FILE:LINE: ..." to errs
 * (exit status 1). */
int replay_verify_file(const char *path, FILE *out, FILE *errs);
