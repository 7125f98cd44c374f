#pragma once
/* Menus and dialogs: the game menu (aids with their costs, a New game row per
 * variant, files, settings, help), its actions (which ask first before throwing
 * away a game in progress), the end dialog (and the last result for the title
 * screen's card). Touches Play.confirm_id and confirmed; everything else
 * through the other play files. */

#include "scenes/play/play_internal.h"

/* Opens the game menu over the game in play (none: nothing). */
void play_menus_open(App *app);
/* Does menu row `id` for the game in play (the menu's on_select; menu and ctx
 * unused, NULL from keys): rows that replace a game in progress ask first. */
void play_menus_select(App *app, Scene *menu, int id, void *ctx);
/* The end of the game in play: its dialog (or the view's own screen); never
 * in the demo. */
void play_menus_end_dialog(App *app);
