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
    char tileset[32];
    char layout[64];
    char music_track[48]; /* a file name in music/ without .ogg, or "rotate" */
    char background[24];  /* the table: "jade", "cloth", "wood", "stone", "lacquer", "night" */
} Settings;

void settings_defaults(Settings *s);
/* Parses text into *s. Unknown keys are skipped. On a malformed file returns false
 * with a message naming `source` and the line, and *s holds the defaults. */
bool settings_parse(Settings *s, const char *text, size_t len, const char *source, Error *err);
/* Writes the text form into buf; returns the length (like snprintf). */
size_t settings_format(const Settings *s, char *buf, size_t cap);
