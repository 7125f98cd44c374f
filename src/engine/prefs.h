#pragma once
/* The per-user folder (SDL_GetPrefPath) and what lives in it: settings.txt,
 * saves/NAME.pgsave, and current.pgsave (the game in progress, kept on quit). */

#include <stdbool.h>
#include <stddef.h>

struct App;

#define PREFS_SAVE_EXT ".pgsave"

/* Finds the folder and loads settings; a missing file means defaults, an
 * unreadable one defaults plus one message. False when the file on disk does
 * not hold these settings (missing or unreadable), so it should be written. */
bool prefs_init(struct App *app);
/* Writes the settings this window changed since it read or last wrote them
 * (app->settings against app->saved_settings) into settings.txt as it is now,
 * under a lock: another window's changes stay (settings_merge_changes). */
bool prefs_save_settings(struct App *app);
/* Says once, in the status line, that the folder cannot be kept (the
 * browser's store refused it: platform_store_trouble); after any message
 * already showing. Called every tick. */
void prefs_check_store(struct App *app);
/* Full path of a file in the per-user folder ("saves/x.pgsave"). */
bool prefs_path(struct App *app, const char *rel, char *out, size_t cap);
typedef char PrefsSaveName[64];
/* Names (without extension) of every saved game, newest first, in a malloc'd
 * array (*out, NULL when there are none); returns the count. */
int prefs_list_saves(struct App *app, PrefsSaveName **out);
/* A save name is 1-63 characters of letters, digits, space, - and _ (Save as
 * takes 40; a kept game moved aside is named with its deal and date). */
bool prefs_valid_save_name(const char *name);
