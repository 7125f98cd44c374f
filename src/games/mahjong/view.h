#pragma once
/* Mahjong solitaire's view table (engine/gameview.h) and its own screens: the
 * layout picker and the Layout Construction Set. */

#include <stdbool.h>

#include "engine/app.h"
#include "engine/gameview.h"

#define MAHJONG_AUTOSAVE "current.pgsave"
#define MAHJONG_RANDOM_LAYOUT "random" /* the layout setting that picks one per game */

extern const GameView mahjong_view;

struct Records;
/* The layout picker (picker.c). */
Scene *mahjong_picker_new(App *app);
/* The Layout Construction Set (editor_view.c). */
Scene *mahjong_editor_new(App *app);
/* Makes `id` the layout in settings and deals it (App.start_game). */
void mahjong_start_layout(App *app, const char *id);
/* Best times per layout (records.txt in the per-user folder). */
void mahjong_load_records(App *app, struct Records *r);
