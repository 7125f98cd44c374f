#pragma once
/* Dragon's Eye's view table (engine/gameview.h). */

#include "engine/gameview.h"

#define DRAGON_AUTOSAVE "dragon.pgsave"

extern const GameView dragon_view;
