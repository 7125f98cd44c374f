#pragma once
/* Tournament Mahjong's screens (tournament_view.c), called from the Mahjong
 * view table: the competition for the pot (hot seat), the daily deal, and the
 * replay each finished tournament game writes to the per-user folder. */

#include <stdbool.h>
#include <stddef.h>

#include "core/game.h"
#include "engine/app.h"

enum { MJ_TOURN_MENU_POT = 110, MJ_TOURN_MENU_DAILY, MJ_TOURN_MENU_CLOCK };

/* A game of a Tournament row. */
bool mj_tourn_is(const Game *g);
/* The HUD's line about the deal: whose turn, the daily deal, Training. */
void mj_tourn_describe(const Game *g, char *buf, size_t cap);
/* The game menu's Tournament items (only in Tournament games) and their actions. */
void mj_tourn_menu_items(App *app, const Game *g, Scene *menu);
void mj_tourn_menu_select(App *app, const Game *g, int id);
/* GameView.time_limit: the countdown option (club.txt) for Tournament rows. */
uint32_t mj_tourn_time_limit(App *app, const RulesVariant *v);
/* Left/right on the Clock item: one minute, 1 to 60. */
void mj_tourn_menu_adjust(App *app, Scene *menu, int id, int delta);
/* GameView.finished: writes the replay, closes a hot seat turn (true: the next
 * handover or the results replace the end dialog), keeps the daily best. */
bool mj_tourn_finished(App *app, const Game *g, char *msg, size_t cap);
/* A competition for the pot on the deal of g (the players' names, then the ante). */
void mj_tourn_start_pot(App *app, const Game *g);
/* The daily deal, as a Competition game. */
void mj_tourn_start_daily(App *app);
/* A competition is kept in the per-user folder (the title offers Continue). */
bool mj_tourn_kept(App *app);
/* Continues the kept competition: the turn left unfinished (replayed from its
 * replay, clock and all), else the next handover, or the results once every
 * seat has played; false (said) when it cannot be read. */
bool mj_tourn_continue(App *app);
/* GameView.leave_question / leaving: a competition's turn in progress asks
 * before it is left, and is kept as its replay when it is. */
bool mj_tourn_leave_question(App *app, const Game *g, char *msg, size_t cap);
void mj_tourn_leaving(App *app, const Game *g);
