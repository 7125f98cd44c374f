#pragma once
/* The LinkSame play scene (Shisen-Sho): link pairs by a path of at most three
 * straight segments, nine stages of sliding tiles, timed or practice. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "engine/app.h"

#define LINKSAME_PRACTICE_SAVE "linksame-practice.pgsave"

/* A new Timed game (a new game always starts timed). */
Scene *linksame_scene_new(App *app, uint64_t seed, bool has_seed, Error *err);
/* The practice game kept on quit, if any. */
bool linksame_has_practice(App *app);
Scene *linksame_scene_resume(App *app, Error *err);
