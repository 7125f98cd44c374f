#pragma once
/* Player settings: a versioned "key = value" text file in the per-user folder. */

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

typedef struct Settings {
    bool music, sound, animations;
    bool look_for_moves;
    bool winnable_only;  /* deal only games a solver proved winnable */
    bool show_winnable;  /* live "Winnable / No longer winnable" status */
    bool fullscreen;
    bool tile_indices;   /* corner indices ("3B") on Mahjong-suit tilesets */
    int window_w, window_h;
    int music_volume, sound_volume; /* 0..100 */
    int linksame_size;   /* 0 Easy, 1 Normal, 2 Hard */
    int linksame_stages; /* 1..9 */
    bool stones_patterns; /* MahJongg Stones: a pattern per colour on the tiles */
    char tileset[32];
    char layout[64];
    char music_track[48]; /* a file name in music/ without .ogg, or "rotate" */
    char background[24];  /* the table: "jade", "cloth", "wood", "stone", "lacquer", "night" */
    bool show_moves;     /* the HUD counts the moves available now */
    char language[16];   /* "system", or a code of core/i18n.h's list ("de", "zh_CN") */
} Settings;

/* The largest window Pagoda opens (8K UHD): a bigger one only costs memory. */
#define SETTINGS_WINDOW_MAX_W 7680
#define SETTINGS_WINDOW_MAX_H 4320

void settings_defaults(Settings *s);
/* Parses text into *s. Unknown keys are skipped. Returns false with a message
 * naming `source` and the first bad line when a line is malformed; *s then holds
 * the defaults plus every valid line (only the defaults when the file is not a
 * settings file at all). */
bool settings_parse(Settings *s, const char *text, size_t len, const char *source, Error *err);
/* Writes the text form into buf; returns the length (like snprintf). */
size_t settings_format(const Settings *s, char *buf, size_t cap);
/* The text of the file `old` with the values of *s: each known key's first line
 * takes the new value (later duplicates go), comments, blank lines and unknown
 * keys are kept as they are, a line without '=' is kept as a comment, missing keys
 * are appended. A text that is not a settings file gives settings_format. Returns
 * the length (like snprintf). */
size_t settings_merge(const Settings *s, const char *old, size_t old_len, char *buf, size_t cap);
/* What a window writes when it saves, so that two windows lose nothing: the
 * file's text `old` as it is now, where each key this window changed (its value
 * in `mine` differs from `base`, the settings as it read or last wrote them)
 * takes the window's value, and every other key keeps the file's (another
 * window's change stays), through settings_merge. A text that is not a
 * settings file gives settings_format(mine). Returns the length (like snprintf). */
size_t settings_merge_changes(const Settings *base, const Settings *mine, const char *old, size_t old_len, char *buf,
                              size_t cap);
