#pragma once
/* Files: Save / Save as (asks before replacing another saved game), the Open
 * list (open, delete), and the kept game (the autosave file: one game per game,
 * kept on quit, never lost: an earlier one moves to the saved games, an
 * unreadable one to "<file>.damaged"). Implements play_push_open_dialog,
 * play_check_kept and play_scene_resume of scenes/play.h. Touches
 * Play.save_name, replace_name and kept. */

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
