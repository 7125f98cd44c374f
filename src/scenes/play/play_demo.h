#pragma once
/* Attract mode (play_scene_demo in scenes/play.h): the computer plays a deal
 * with its solver; any input ends it. Touches Play.demo_ticks. */

#include "scenes/play/play_internal.h"

/* Each tick of a demo: a move every 0.75 s once the worker has judged the
 * position; back to the title two seconds after the end. */
void play_demo_step(Scene *s, App *app);
