#pragma once
/* Moves, aids and deals: everything that changes the position goes through
 * here, and so does the "still winnable" worker that looks at each new one (its
 * "can no longer be cleared" raises the banner). Touches the Game, the
 * selection, the hint marks, the worker fields, the banner and end-of-game
 * flags of Play; uses the clock and the cursor, and the end dialog only through
 * Play.end_dialog. */

#include "scenes/play/play_internal.h"

/* Solver budget of a hint (wall time: interactive help never drags; the move it
 * picks is recorded, so replays need no solver). */
#define HINT_BUDGET_MS 40.0
/* At most this many pieces are marked by Show moves. */
#define LEGAL_MAX 1024

/* The pieces are cards (the view's piece_word "card"), not tiles: sentences
 * that name them are whole sentences for each word. */
bool play_pieces_are_cards(const Play *p);
/* A new deal's number: from the clock, except headless, where deals follow one
 * fixed sequence so scripts are exact. */
uint64_t play_fresh_seed(const App *app);
/* True when the worker judges positions (a solver, and an option or the demo
 * that needs its verdict). */
bool play_watching(const Play *p, App *app);
/* Every change of position calls this: new generation, marks cleared, the
 * worker asked again (held until the first frame is shown). */
void play_position_changed(Play *p, App *app);
/* Takes the worker's answer for the position on screen; raises the lost-deal
 * banner when a move lost the win. */
void play_poll_worker(Scene *s, App *app);
/* After a new deal, an open or a restart: cursor, marks, view and worker afresh. */
void play_game_replaced(Play *p, App *app);
/* Queues the end dialog when the game is over, and shows it once settled. */
void play_check_end(Scene *s, App *app);
/* Plays m through the rules (a refusal says why), animates it, checks the end. */
void play_move(Scene *s, App *app, const Move *m);
/* Right click, L, the pad's right stick: toggles the marks of legal moves. */
void play_show_legal(Scene *s, App *app);
/* The distinct first pieces of the legal moves into out (LEGAL_MAX at most),
 * 0 while they are not shown. */
int play_legal_pieces(const Play *p, int16_t *out);
/* The rules' solver memory on this thread, made on first use (NULL: no solver). */
void *play_scratch(Play *p);
/* The aids and history: each says why when it cannot. */
void play_hint(Scene *s, App *app);
void play_undo(Scene *s, App *app);
void play_redo(Scene *s, App *app);
void play_undo_to_winnable(Scene *s, App *app);
/* The worker's answer a makes the position one the undo to winnable may go
 * back to (Play.last_winnable_pos): proved winnable, or in a game with hidden
 * pieces and no chance figure (Mahjong), not proved lost. */
bool play_not_lost(const Play *p, const WorkerAnswer *a);
void play_shuffle(Scene *s, App *app);
void play_restart(Scene *s, App *app);
/* Contest rows' End game: ends the game now (the end dialog follows). */
void play_end_game(Scene *s, App *app);
/* Deals a new game of variant v into p (arg: the command line's option, may be
 * NULL); on failure p's game is untouched and err says why. */
bool play_deal_into(Play *p, App *app, const RulesVariant *v, const char *arg, uint64_t seed, Error *err);
/* New game (v NULL: the variant in play); a failure is said in a message. */
void play_new_game(Scene *s, App *app, const RulesVariant *v, uint64_t seed, bool has_seed);
