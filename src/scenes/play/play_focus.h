#pragma once
/* The keyboard/gamepad cursor (the nearest pickable piece in a direction,
 * Tab/shoulders in reading order, back near where it was after a move), drag
 * and drop for views with drag_drop, and the double click's quick move.
 * Touches Play.focus, focus_pt, drag* and the selection; moves go through
 * play_moves.h. */

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
/* A double click on a piece: the rules' quick move for it; false when none. */
bool play_quick_move(Scene *s, App *app, int piece);
/* Before the pick of a press: another picked piece that makes no move with
 * this one lets go, so this one can be dragged. */
void play_drag_press(Play *p, int piece);
/* After the press picked `piece`: it may be dragged from (a->x, a->y). */
void play_drag_begin(Play *p, const Action *a, int piece);
/* The pointer moved: how far the piece is dragged. */
void play_drag_motion(Play *p, App *app, const Action *a);
/* The release: over another piece it is the second pick; a drop that makes no
 * move puts the piece back. */
void play_drag_end(Scene *s, App *app, const Action *a);
