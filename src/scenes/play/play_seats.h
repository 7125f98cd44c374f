#pragma once
/* Games for two (RulesModule.players == 2): the side to move is played by its
 * seat. A computer's move is asked of its own worker with the side's `see` view
 * and played half a second after it arrives (at once headless); a hot seat's
 * hand shows only after Flip; the game's actions and Flip are buttons at the
 * bottom left, letters, and the first rows of the game menu. Touches Play.seats
 * (and clears the cursor and selection when the turn passes). Every function
 * does nothing (or says yes) for a game for one. */

#include "engine/ui.h"
#include "scenes/play/play_internal.h"

/* True while a computer is to move (the scene polls and holds input). */
bool play_seats_computer_turn(Scene *s, App *app);
/* The hands the view may show face up, a bit per side (ViewMarks.hands_up). */
unsigned play_seats_hands_up(const Play *p);
/* May the player pick now? Says why not (the computer's turn, Flip first). */
bool play_seats_may_pick(Scene *s, App *app);
/* A click on a seat button; true when one took it. */
bool play_seats_click(Scene *s, App *app, SDL_Point pt);
/* A letter (ACT_LETTER): the action or Flip of that key, if any. */
void play_seats_key(Scene *s, App *app, char key);
/* Each tick: the turn passing, the computer's request, its answer played. */
void play_seats_update(Scene *s, App *app);
/* The buttons at the bottom left and whose turn it is. */
void play_seats_draw(Scene *s, App *app);
/* The game menu's rows of games for two (ids MENU_SEATS..MENU_VIEW-1). */
void play_seats_menu_items(Play *p, Scene *m);
void play_seats_menu_select(Scene *s, App *app, int id);
void play_seats_menu_adjust(Play *p, Scene *m, int id, int delta);
/* The end dialog of a game for two (who won, both scores), from spec; false
 * for a game for one (the caller shows its own). */
bool play_seats_end_dialog(App *app, Play *p, MenuSpec *spec);
