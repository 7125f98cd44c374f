#pragma once
/* MahJongg Stones' view table (engine/gameview.h). */

#include "engine/gameview.h"

#define STONES_SAVE "stones.pgsave"
#define STONES_SCORES_FILE "stones-scores.txt"

extern const GameView stones_view;
