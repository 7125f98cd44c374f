#pragma once
/* The Mahjong solitaire play scene: draws the board and turns input into calls
 * on the rules in core/games/mahjong.h. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "engine/app.h"

#define MAHJONG_AUTOSAVE "current.pgsave"

/* A new deal. layout: a name (layouts/NAME.layout) or a file path; NULL uses the
 * settings. has_seed false picks a fresh seed. */
Scene *mahjong_scene_new(App *app, const char *layout, uint64_t seed, bool has_seed, Error *err);
/* Restores a saved game from a file. */
Scene *mahjong_scene_open(App *app, const char *path, Error *err);
bool mahjong_has_autosave(App *app);
/* Pushes the list of saved games; picking one replaces the game on top of
 * `game_below` (NULL: from the title screen). */
void mahjong_push_open_dialog(App *app);
