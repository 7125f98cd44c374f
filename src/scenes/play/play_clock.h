#pragma once
/* The play clock: game time runs only while the board is on top, the window has
 * focus and the game is on; a covered scene is told at once, so time under a
 * menu, the help or the guide never counts. Touches Play.clock_mark/clock_on and
 * the Game's play time. */

#include "scenes/play/play_internal.h"

/* Adds the time since the last sync to the game (while the clock ran), then
 * starts or stops the clock; covered: the scene is about to be covered. Every
 * change of what runs the clock goes through here first. */
void play_clock_sync(Scene *s, App *app, bool covered);
/* True when the board must be hidden: a game is on and its clock stands (menus,
 * help, settings, the guide, a window without focus). */
bool play_clock_board_hidden(Scene *s, App *app);
/* s seconds as "m:ss" or "h:mm:ss" into buf. */
void play_clock_format(char *buf, size_t cap, uint32_t s);
/* The HUD clock: time left on a countdown, else play time. */
void play_clock_text(const Game *g, char *buf, size_t cap);
