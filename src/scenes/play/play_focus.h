#pragma once
/* The keyboard/gamepad cursor: the nearest pickable piece in a direction,
 * Tab/shoulders in reading order, back near where it was after a move. Touches
 * Play.focus and focus_pt only; makes no move (play_pick.h picks). */

#include "scenes/play/play_internal.h"

/* True when the cursor may rest on `piece` (pickable and on screen). */
bool play_focus_can(const Play *p, int piece);
/* Keeps the cursor, or puts it on the piece nearest where it last was. */
void play_focus_default(Play *p);
/* Moves the cursor to the nearest candidate in direction (dx, dy). */
void play_focus_move(Play *p, int dx, int dy);
/* Tab / shoulders: the next candidate in reading order (dir +1/-1), wrapping. */
void play_focus_cycle(Play *p, int dir);
/* Notes where the cursor is, for it to come back near there. */
void play_focus_remember(Play *p);
