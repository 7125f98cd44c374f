#pragma once
/* A game in progress, for any rules module: the state, the undo/redo history,
 * the aids used and their cost, the clock, and saves that are replays.
 *
 * History keeps the moves and, after each, a snapshot of the module's position
 * bytes (RulesModule.pos_*): undo and redo copy a snapshot back, so they restore
 * the state byte for byte and cost no replay. At most GAME_MAX_MOVES are kept;
 * past that a move is refused (a save Pagoda writes is always one it reads).
 *
 * Save format, version 2 (text; see core/savetext.h for the frame):
 *
 *   pagoda-save 2
 *   game <module id>
 *   variant <variant id>
 *   seed <decimal u64>
 *   elapsed <play time, ms>
 *   aids <hints used> <undos used> <shuffles used>
 *   penalty <points charged for aids>
 *   <the module's setup lines (RulesModule.save_setup)>
 *   moves <recorded> <applied>
 *   m <kind> <a> <b> <arg> <player>    one line per recorded move
 *   end
 *   checksum <16 hex digits>
 *
 * Loading deals from the setup and replays every recorded move through the rules
 * (a save is a replay), then steps back to <applied>. Version-1 saves of Mahjong
 * and LinkSame load through their modules' load_v1. Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rules.h"
#include "core/savetext.h"

#define GAME_SAVE_MAGIC "pagoda-save"
#define GAME_SAVE_VERSION 2
#define GAME_MAX_MOVES 20000
#define GAME_SAVE_MAX_BYTES (4u << 20) /* the largest save is far below (tests) */

/* Why a game ended before the rules ended it (game_end_reason). */
typedef enum GameEnd {
    GAME_END_NONE = 0,
    GAME_END_CLOCK,    /* the variant's countdown ran out */
    GAME_END_PLAYER,   /* End game */
    GAME_END_HELPLESS, /* stuck, and no aid left could help (RulesVariant.end_game) */
} GameEnd;

/* One thing the player did, with the play time it happened at: the action log a
 * replay file is written from (core/replay.h). Kept from the deal or a restart;
 * a loaded save starts an empty log. */
typedef enum GameActKind {
    GACT_MOVE = 1, GACT_UNDO, GACT_REDO, GACT_HINT, GACT_SHUFFLE, GACT_END,
} GameActKind;

typedef struct GameAct {
    uint32_t tick;  /* play time, ms */
    uint8_t kind;   /* GameActKind */
    Move m;         /* the move (MOVE, SHUFFLE) or the move shown (HINT) */
} GameAct;

#define GAME_MAX_ACTS (4 * GAME_MAX_MOVES)

typedef struct Game {
    const RulesModule *rules;
    const RulesVariant *variant;
    uint64_t seed;
    void *state;     /* rules->state_size bytes */
    void *start;     /* the state right after the deal (restart, replays) */
    Move *moves;     /* [0, n_moves) recorded, [0, pos) applied */
    uint8_t *snaps;  /* pos_size bytes per recorded move: the position after it */
    int n_moves, pos, cap;
    uint32_t elapsed_ms;
    int aid_used[AID_COUNT];
    int32_t penalty; /* points charged for aids; kept across undo */
    uint32_t time_limit_ms; /* countdown (the variant's unless set): 0 none */
    uint8_t end;     /* GameEnd: ended by the clock or the player */
    GameAct *acts;   /* the action log [0, n_acts) */
    int n_acts, acts_cap;
    bool acts_full;  /* the log stopped at GAME_MAX_ACTS */
} Game;

/* An empty game; safe to game_free. */
void game_init(Game *g);
void game_free(Game *g);
/* Deals a new game. v NULL: the module's default variant. On failure *g is
 * untouched. */
bool game_new(Game *g, const RulesModule *m, const RulesVariant *v, uint64_t seed,
              const void *options, Error *err);
/* The same deal again: history, clock and aids cleared. */
void game_restart(Game *g);

/* Applies a move the rules accept and records it (dropping any redo tail). */
bool game_apply(Game *g, const Move *m, MoveEvent *ev, Error *why);
bool game_can_undo(const Game *g);
bool game_can_redo(const Game *g);
/* Undo is an aid: it may be limited and cost points (charged here). */
bool game_undo(Game *g, Error *why);
bool game_redo(Game *g);

/* Uses left of an aid: -1 unlimited. */
int game_aid_left(const Game *g, AidKind aid);
/* Points the next use of the aid costs now. */
int32_t game_aid_cost(const Game *g, AidKind aid);
/* A hint: `known` (a move already proved winning, e.g. by the worker) or the
 * solver's move (scratch from rules->solver, may be NULL) or the first listed
 * move. Charged only when a move is found; *keeps says it keeps a win. On a
 * won game false, why "This game is won." (never "no move can be made"). */
bool game_hint(Game *g, const Move *known, void *scratch, double budget_ms, Move *out,
               bool *keeps, Error *why);
/* The shuffle aid: the module's aid_move, applied, recorded and charged. */
bool game_shuffle(Game *g, void *scratch, MoveEvent *ev, Error *why);

/* Sets the countdown (0: none); the variant's time_limit_ms is the default. */
void game_set_time_limit(Game *g, uint32_t ms);
/* Play time left on the countdown, ms; UINT32_MAX when there is none. */
uint32_t game_time_left(const Game *g);
/* End game is offered: the variant allows it, no shuffle is left, and a move or
 * an undo remains (otherwise the game is over by itself). */
bool game_can_end(const Game *g);
/* Ends the game now at its score (recorded in the action log). */
bool game_end(Game *g, Error *why);
/* Why the game is over besides the rules' own outcome, or GAME_END_NONE. */
GameEnd game_end_reason(const Game *g);

/* The rules' status, with aid costs subtracted from the score; a game ended by
 * the clock, the player or with no aid that could help reads OUTCOME_LOST (see
 * game_end_reason) unless it was won. */
GameStatus game_status(const Game *g);
/* Play time passes: the clock and the rules' own clocks, while playing. */
void game_tick(Game *g, uint32_t ms);
/* Moves applied (what the HUD calls moves). */
int game_moves(const Game *g);

/* The save text (malloc'd, NUL-terminated), or NULL with a message. */
char *game_save_text(const Game *g, size_t *len, Error *err);
/* Loads into *out only on success (out must be initialised); messages name src
 * and the line. Every move is replayed and checked. */
bool game_load_text(Game *out, const char *text, size_t len, const char *src, Error *err);
/* True when a save that game_load_text refused was written by a newer Pagoda:
 * its version is above GAME_SAVE_VERSION, or it is whole (its checksum holds)
 * and names a game or variant this Pagoda does not have. Such a file is kept
 * as it is, not treated as damaged. */
bool game_save_is_newer(const char *text, size_t len);

/* JSON object members (no braces) for --dump: the module's, then moves, score,
 * can_undo, can_redo, elapsed, aids. */
void game_dump_json(const Game *g, TextBuf *w);
