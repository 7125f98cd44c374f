#pragma once
/* LinkSame's view table (engine/gameview.h). */

#include "engine/gameview.h"

#define LINKSAME_PRACTICE_SAVE "linksame-practice.pgsave"

extern const GameView linksame_view;
