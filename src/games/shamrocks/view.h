#pragma once
/* Shamrocks' view table (engine/gameview.h). */

#include "engine/gameview.h"

#define SHAMROCKS_SAVE "shamrocks.pgsave"
#define SHAMROCKS_RECORDS "shamrocks-records.txt"

extern const GameView shamrocks_view;
