#pragma once
/* The win screen's celebration (scenes/win.c). */

#include "engine/app.h"

/* Sparks and confetti across the table behind `menu` (the win dialog) for a few
 * seconds; nothing with animations off. */
void win_celebrate(Scene *menu, App *app);
