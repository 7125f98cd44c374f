#pragma once
/* The App's loop: the fixed-timestep loop over the scene stack, settings that
 * take effect at once, quitting. The state it drives is in engine/app_state.h. */

#include "engine/app_state.h"
#include "engine/log.h"
#include "engine/scene.h"

/* Runs the game: `start` pushes the first scene (main.c hands it over, so the
 * engine knows no scene). */
int app_run(const AppConfig *cfg, bool (*start)(struct App *app, Error *err));
void app_toggle_fullscreen(App *app);
void app_save_settings(App *app);
void app_quit(App *app);
/* Applies settings that take effect at once (audio toggles, volumes). */
void app_apply_settings(App *app);
