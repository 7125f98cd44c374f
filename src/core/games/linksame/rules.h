#pragma once
/* LinkSame (Shisen-Sho) through the rules seam (core/rules.h). */

#include "core/games/linksame/linksame.h"
#include "core/rules.h"

extern const RulesModule linksame_rules;

enum { LS_MOVE_LINK = 1, LS_MOVE_SHUFFLE = 2 };

/* What linksame_rules.deal takes as options (NULL: Normal, 9 stages). */
typedef struct LsDealOptions {
    LsSize size;
    int stages;
} LsDealOptions;
