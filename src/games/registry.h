#pragma once
/* The view table of every game, from the same list as core/registry.c
 * (src/core/games/games.def): the title menu, --game and the play scene use it. */

#include "engine/gameview.h"

int views_count(void);
const GameView *views_at(int i);
/* By rules id, or NULL. */
const GameView *views_find(const char *id);
