#pragma once
/* Mahjong solitaire's view table (engine/gameview.h) and its own screens: the
 * layout picker and the Layout Construction Set. */

#include <stdbool.h>

#include "engine/app.h"
#include "engine/gameview.h"

#define MAHJONG_AUTOSAVE "current.pgsave"
#define MAHJONG_RANDOM_LAYOUT "random" /* the layout setting that picks one per game */

extern const GameView mahjong_view;

#define MAHJONG_SCORES_FILE "mahjong-scores.txt" /* core/games/mahjong/scores.h */

struct Records;
/* The layout picker (picker.c). */
Scene *mahjong_picker_new(App *app);
/* The Layout Construction Set (editor_view.c). */
Scene *mahjong_editor_new(App *app);
/* GameView.deal_options and .repeat_options (deal_view.c): `arg` (a layout's
 * id, a file, or NULL for the settings' layout) dealt, Turtle beside it for the
 * Tournament rows; New game keeps the layout in play. */
void *mahjong_deal_options(App *app, const char *arg, Error *err);
void *mahjong_repeat_options(void *vd, App *app, const Game *g, Error *err);
/* Makes `id` the layout in settings and deals it (App.start_game). */
void mahjong_start_layout(App *app, const char *id);
/* Best times per layout (records.txt in the per-user folder). */
void mahjong_load_records(App *app, struct Records *r);
/* The high-score table of one layout (its key, core/games/mahjong/scores.h) in
 * one variant, a pager's table over the screen beneath; `highlight` is the rank
 * of the win just recorded, its marked row (0: none). NULL when memory runs out. */
Scene *mahjong_scores_new(App *app, const char *layout_key, const char *layout_name, const char *variant_id,
                          const char *variant_name, int highlight);
/* The help's pictures (page 0: free and blocked tiles; page 1: what matches
 * what) and the title card (pictures.c): GameView.help_picture and .thumbnail. */
bool mahjong_help_picture(App *app, int page, const SDL_Rect *box);
void mahjong_thumbnail(App *app, SDL_Rect box);
