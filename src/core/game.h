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
 * move. Charged only when a move is found; *keeps says it keeps a win. */
bool game_hint(Game *g, const Move *known, void *scratch, double budget_ms, Move *out,
               bool *keeps, Error *why);
/* The shuffle aid: the module's aid_move, applied, recorded and charged. */
bool game_shuffle(Game *g, void *scratch, MoveEvent *ev, Error *why);

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

/* JSON object members (no braces) for --dump: the module's, then moves, score,
 * can_undo, can_redo, elapsed, aids. */
void game_dump_json(const Game *g, TextBuf *w);
