#pragma once
/* The Mahjong solitaire play scene: draws the board and turns input into calls
 * on the rules in core/games/mahjong.h. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "engine/app.h"

#define MAHJONG_AUTOSAVE "current.pgsave"
#define MAHJONG_RANDOM_LAYOUT "random" /* the layout setting that picks one per game */

/* A new deal. layout: a name (layouts/NAME.layout) or a file path; NULL uses the
 * settings. has_seed false picks a fresh seed. */
Scene *mahjong_scene_new(App *app, const char *layout, uint64_t seed, bool has_seed, Error *err);
/* Restores a saved game from a file. */
Scene *mahjong_scene_open(App *app, const char *path, Error *err);
bool mahjong_has_autosave(App *app);
/* Pushes the list of saved games; picking one replaces the game on top of
 * `game_below` (NULL: from the title screen). */
void mahjong_push_open_dialog(App *app);

struct Records;
/* The layout picker (picker.c). */
Scene *mahjong_picker_new(App *app);
/* The Layout Construction Set (editor_view.c). */
Scene *mahjong_editor_new(App *app);
/* Makes `id` the layout in settings and deals it: in the game on the stack, or
 * in a new one; pops everything above the game (the picker included). */
void mahjong_start_layout(App *app, const char *id);
/* Best times per layout (records.txt in the per-user folder), keyed by the
 * layout's hash so a renamed file keeps its record. */
void mahjong_load_records(App *app, struct Records *r);
