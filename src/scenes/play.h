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
/* Attract mode: a new deal of `view`'s game that the computer plays with its
 * solver; any input pops it. Never kept on quit. */
Scene *play_scene_demo(App *app, const GameView *view, Error *err);
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
