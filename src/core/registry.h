#pragma once
/* Every game Pagoda has, in menu order. The one place in core that names the
 * games: src/core/games/games.def lists them, one line each. */

#include "core/rules.h"

int registry_count(void);
const RulesModule *registry_at(int i);
/* By id ("mahjong", "linksame"), or NULL. */
const RulesModule *registry_find(const char *id);
