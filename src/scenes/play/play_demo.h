#pragma once
/* Attract mode (play_scene_demo in scenes/play.h): the computer plays a deal
 * of each game in turn, fairly; any input ends it. Touches Play.demo_*. */

#include "scenes/play/play_internal.h"

/* Each tick of a demo: a move every 0.75 s once the worker has judged the
 * position (a game for two: its seats move); the next game two seconds after
 * the end, or when the game's time is up. */
void play_demo_step(Scene *s, App *app);
