#pragma once
/* Replay files: a finished game as its deal and every action with its play time,
 * written from Game's action log, and checked by replaying it through the rules
 * (pagoda --verify). Any game can be written; a replay verifies when its aids are
 * deterministic (a shuffle is the one RulesModule.aid_move gives without a
 * solver, a hint the one hint_move gives), as Tournament Mahjong's are.
 *
 * Format (text, '\n' lines; CRLF accepted; docs/REPLAY.md):
 *
 *   pagoda-replay 2                                 (version 1: no tag lines)
 *   game <module id>
 *   variant <variant id>
 *   seed <decimal u64>
 *   limit <countdown, ms; 0: none>
 *   player <name>          optional tags (version 2), in this order: who played,
 *   ante <chips>           the chips each player put in a pot,
 *   daily <YYYY-MM-DD>     the date of a daily deal
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
 * nothing; what proves a result is replaying it. Nothing the rules can
 * recompute is trusted: the verifier deals the seed itself and compares the
 * setup lines, checks the countdown against the variant's and a daily deal's
 * date against its seed. Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/error.h"
#include "core/game.h"

#define REPLAY_MAGIC "pagoda-replay"
#define REPLAY_VERSION 2
#define REPLAY_MAX_BYTES (8u << 20)
#define REPLAY_NAME 17 /* a player's name: 1..16 letters, digits, - or _ */
#define REPLAY_ANTE_MAX 1000000

/* What a replay says besides the game: all optional (empty name, ante < 0,
 * empty date: not said). */
typedef struct ReplayTags {
    char player[REPLAY_NAME];
    int64_t ante;     /* -1: none */
    char daily[11];   /* YYYY-MM-DD of a daily deal, or "" */
} ReplayTags;

/* No tags: no player, no ante, no date. */
ReplayTags replay_tags_none(void);
/* True for a name a replay may carry (1..16 letters, digits, - or _). */
bool replay_valid_name(const char *name);

/* The replay of g with its tags (NULL: none) (malloc'd, NUL-terminated), or
 * NULL with a message (no game, or an action log that overflowed). */
char *replay_text(const Game *g, const ReplayTags *tags, size_t *len, Error *err);

/* What the verifier recomputes instead of reading it from the file. */
typedef struct ReplayRules {
    const char *game;          /* the module deal_options are for (others deal with NULL) */
    const void *deal_options;  /* RulesModule.deal's options (Mahjong: the built-in Turtle) */
    /* The seed of a daily deal's date; false for a date that is not one. NULL:
     * a replay that names a date is refused. */
    bool (*daily_seed)(const char *date, uint64_t *seed);
} ReplayRules;

typedef struct ReplayResult {
    char game[32], variant[48];
    ReplayTags tags;
    uint64_t seed;
    int actions;
    uint32_t elapsed_ms, limit_ms;
    int32_t score;     /* recomputed (equals the claim when verified) */
    int left;          /* pieces left at the end */
    GameOutcome outcome;
    GameEnd end;
} ReplayResult;

/* Replays text through the rules. Deals the file's game, variant and seed with
 * rules (which may not be NULL) and requires the setup lines to be that deal;
 * the countdown must be the variant's or in its range; a daily date must give
 * the seed. True when every action is legal at its time and the claimed score is
 * the one the replay gives; false with a message "SRC:LINE: ..." naming the
 * first inconsistent line (a setup that is not the deal, illegal move, wrong
 * time, tampered score). *out is filled as far as the replay went. If g is not
 * NULL the replayed game is handed over in it (g initialised, freed first). */
bool replay_verify(const char *text, size_t len, const char *src, const ReplayRules *rules, ReplayResult *out,
                   Game *g, Error *err);
/* Reads the file at path and verifies it; false with "FILE..." in err. */
bool replay_verify_path(const char *path, const ReplayRules *rules, ReplayResult *out, Error *err);
/* pagoda --verify: verifies the file at path; prints the recomputed result to
 * out (exit status 0) or "pagoda: rejected: FILE:LINE: ..." to errs (exit
 * status 1). */
int replay_verify_file(const char *path, const ReplayRules *rules, FILE *out, FILE *errs);
