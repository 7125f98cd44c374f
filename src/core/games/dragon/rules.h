#pragma once
/* Dragon's Eye through the rules seam (core/rules.h). */

#include "core/games/dragon/dragon.h"
#include "core/rules.h"

extern const RulesModule dragon_rules;
