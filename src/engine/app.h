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
/* Marks a rectangle of the window as changed since the last frame drawn (the
 * scenes' frame_damage adds what an animation touches): the next frame draws
 * only the marked rectangles again, clipped, and presents them alone (software
 * renderer) or draws the whole frame (GPU). Rectangles near each other are
 * merged; an empty one is ignored. */
void app_damage(App *app, SDL_Rect r);
