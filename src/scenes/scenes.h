#pragma once
/* The screens around the games: title/game picker, menus and dialogs, settings,
 * help, text entry. Every one works with mouse, keyboard alone and gamepad alone. */

#include <stdbool.h>

#include "core/error.h"
#include "core/rules.h"
#include "engine/app.h"

/* Pushes the first scene the command line asks for (a game, or the title);
 * main.c hands it to app_run. */
bool scenes_start(App *app, Error *err);

Scene *title_scene_new(App *app);
Scene *settings_scene_new(App *app);
/* The help of `game` (its rules pages, then its controls, for every variant),
 * or of every game when NULL. */
Scene *help_scene_new(App *app, const RulesModule *game);
/* The help of the game in play: its controls are those of `variant`. */
Scene *help_scene_new_variant(App *app, const RulesModule *game, const RulesVariant *variant);
/* Every face of the current tileset, with the matching groups. */
Scene *guide_scene_new(App *app);

#include "engine/ui.h"
