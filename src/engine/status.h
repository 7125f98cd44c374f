#pragma once
/* The status message over the frame (App.status_msg while App.status_ticks
 * last): at the bottom in the middle, or, wrapped narrower, at the free spot
 * nearest there that hides nothing the top scene lists (Scene.occupied);
 * App.status_r says where it was drawn. */

#include "engine/app_state.h"

void status_draw(App *app);
