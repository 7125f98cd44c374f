#pragma once
/* The player's picks: a pick by click, the cursor or a drop (refused while the
 * seats say no; a refused one flashes and says why), drag and drop for views
 * with drag_drop, and the double click's quick move. Touches the selection,
 * Play.flash and drag*; moves go through play_moves.h. */

#include "scenes/play/play_internal.h"

/* A pick of `piece` by the player: selects, deselects, refuses or moves. */
void play_pick(Scene *s, App *app, int piece);
/* A double click on a piece: the rules' quick move for it; false when none. */
bool play_pick_quick(Scene *s, App *app, int piece);
/* Before the pick of a press: another picked piece that makes no move with
 * this one lets go, so this one can be dragged. */
void play_pick_drag_press(Play *p, App *app, int piece);
/* After the press picked `piece`: it may be dragged from (a->x, a->y). */
void play_pick_drag_begin(Play *p, const Action *a, int piece);
/* The pointer moved: how far the piece is dragged. */
void play_pick_drag_motion(Play *p, App *app, const Action *a);
/* The release: over another piece it is the second pick; a drop that makes no
 * move puts the piece back. */
void play_pick_drag_end(Scene *s, App *app, const Action *a);
