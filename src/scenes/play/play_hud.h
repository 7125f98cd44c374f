#pragma once
/* The HUD: the top bar (score or pieces left, the game's line, clock, moves,
 * aids left, "still winnable") and its buttons, enabled only when usable; the
 * lost-deal banner over the board (and the demo's line). Draws and lays out
 * buttons and banner (Play.button, banner_r/banner_undo); changes no game. */

#include "core/savetext.h"
#include "scenes/play/play_internal.h"

/* The HUD's End game button: an action of the play scene only. */
#define PLAY_ACT_END_GAME ((ActionKind)(ACT_QUIT + 100))

/* Height of the top bar; the board gets the window below it. */
int play_hud_height(Play *p, const App *app);
/* Draws the top bar and lays out its buttons (what a click hits). */
void play_hud_draw(Scene *s, App *app);
/* The HUD buttons with their centres, as --dump's "buttons" array. */
void play_hud_dump_buttons(const Play *p, TextBuf *w);
/* For --dump: ,"screen":{buttons with their rects, and every text the last frame
 * drew, with its rect and whether the view, the HUD or another drew it}. */
void play_hud_dump_layout(const Play *p, App *app, TextBuf *w);
/* What a box over the board must not hide (engine/place.h), as of the frame
 * drawn last: the top bar, the board (GameView.occupied, or every piece), the
 * seats' buttons, and the first `texts` texts traced; at most cap into out. */
int play_hud_occupied(Play *p, App *app, SDL_Rect *out, int cap, int texts);
/* True while the lost-deal banner is up (and the game on). */
bool play_hud_banner_shown(const Play *p);
/* Draws the demo's line and the lost-deal banner, when up. */
void play_hud_draw_banner(Scene *s, App *app);
/* A click on the banner: its button undoes to the last winnable position, and
 * any click on it closes it. True when the banner took the click. */
bool play_hud_banner_click(Scene *s, App *app, const Action *a);
