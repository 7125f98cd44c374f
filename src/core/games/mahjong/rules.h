#pragma once
/* Mahjong solitaire through the rules seam (core/rules.h). */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/mahjong/deal.h"
#include "core/layout.h"
#include "core/rules.h"

extern const RulesModule mahjong_rules;
/* Its deal options are MjDealOptions (core/games/mahjong/deal.h). */

/* Points of the Tournament table and friends will be rows here; the classic game
 * has none. */
