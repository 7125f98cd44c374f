#pragma once
/* Files: Save / Save as (asks before replacing another saved game), the Open
 * list (open, delete), and the kept game (the autosave file: one game per game,
 * kept on quit, never lost: an earlier one, or another game's, moves to the
 * saved games, a damaged one to "<file>.damaged"; one that cannot be read or
 * that a newer Pagoda wrote is left as it is, and this game goes to the saved
 * games; a window that continues the kept game claims it (core/claim.h), and a
 * second window plays a copy). Implements play_push_open_dialog,
 * play_check_kept and play_scene_resume of scenes/play.h. Touches
 * Play.save_name, replace_name, kept and kept_claim. */

#include "scenes/play/play_internal.h"

/* Reads the save at path into `into` (a Game from game_init); false with err. */
bool play_files_read(const char *path, Game *into, Error *err);
/* Save: rewrites the file the game came from or was last saved to, else Save as. */
void play_files_save(Scene *s, App *app);
/* Save as: the name field (the game's own default name); refused, with a
 * message, for variants that do not save. */
void play_files_save_as(Scene *s, App *app);
/* The game in progress is kept on quit (when its variant saves); a finished
 * one leaves the file, an untouched one changes nothing. Never in the demo. */
void play_files_autosave(Scene *s, App *app);
/* A finished game leaves the autosave file at path, if it is the game kept there. */
void play_files_forget_kept(Play *p, const char *path);
/* Gives up this window's claim on the autosave file (the scene ends). */
void play_files_release(Play *p);
