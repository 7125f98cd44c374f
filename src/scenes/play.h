#pragma once
/* The play scene: drives any game through its rules (core/rules.h, core/game.h)
 * and its view table (engine/gameview.h). It owns the HUD, the clock, the pause
 * (which hides the board while a game is on), selection and the keyboard/gamepad
 * cursor, hints (and the "still winnable" worker), undo/redo, shuffle, menus,
 * saves and the kept game, the end dialog, --dump and scripts' "click tile N". */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "engine/app.h"
#include "engine/gameview.h"

/* A new deal of `view`'s game. variant NULL: the default; arg: the game's own
 * option from the command line (Mahjong: --layout), may be NULL. */
Scene *play_scene_new(App *app, const GameView *view, const RulesVariant *variant, const char *arg,
                      uint64_t seed, bool has_seed, Error *err);
/* A saved game from a file, of any game. */
Scene *play_scene_open(App *app, const char *path, Error *err);
/* True when a game of `view`'s game was kept on quit and can be read. A kept
 * file that cannot be read is renamed "<file>.damaged" (never deleted, never
 * listed by Open) and reported once (stderr and a message); then false. */
bool play_check_kept(App *app, const GameView *view);
Scene *play_scene_resume(App *app, const GameView *view, Error *err);
/* One game of attract mode: a view and the variant it is played in (NULL: the
 * default; a game for two: one where the computer holds every seat). */
typedef struct DemoGame {
    const GameView *view;
    const RulesVariant *variant;
} DemoGame;
#define DEMO_GAMES_MAX 12

/* Attract mode: a new deal of games[first] that the computer plays fairly, from
 * what a player sees (its solver's move or its hint; a game for two, its own
 * computer seats). When it is over, or its time is up (PAGODA_DEMO_MS, for
 * tests, shortens the 40 s), the next of `games` (n of them, round and round)
 * replaces it; any input pops it. Never kept on quit. */
Scene *play_scene_demo(App *app, const DemoGame *games, int n, int first, Error *err);
/* The list of saved games; picking one replaces the game on the stack. */
void play_push_open_dialog(App *app);
/* Starts a new game of `game_id` in the play scene on the stack (keeping it if it
 * is that game), or on a new one above the title. What App.start_game points to. */
void play_start(App *app, const char *game_id);
/* play_start with a variant, a deal and a countdown (0: the variant's); what
 * App.start_variant points to. */
/* The game of a play scene (NULL for another scene). */
const Game *play_scene_game(Scene *s);
/* App.play_game: the play scene on g (taken over). */
void play_game(App *app, struct Game *g);
void play_start_variant(App *app, const char *game_id, const char *variant_id, uint64_t seed,
                        uint32_t time_limit_ms);
