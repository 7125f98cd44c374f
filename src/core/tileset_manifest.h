#pragma once
/* A tileset's manifest, assets/tilesets/NAME/tileset.txt (written by the
 * generators in tools/):
 *
 *   pagoda-tileset 1
 *   name: Classic Mahjong            shown in menus
 *   bleed: yes                       the art covers the whole tile top (no margin)
 *   group dots                       up to two group names (the guide's headings)
 *   face 0 dots-1 "1 of Dots"        index 0..TILESET_FACES-1, an id, a quoted name
 *
 * Lines it does not know are skipped; values are cut to their buffers. */

#include <stdbool.h>
#include <stddef.h>

#define TILESET_FACES 42

typedef struct TilesetManifest {
    char display[64];             /* "" when the manifest has no name line */
    bool bleed;
    int groups;
    char group_name[2][32];
    bool has_face[TILESET_FACES];
    char face_id[TILESET_FACES][64];
    char face_name[TILESET_FACES][48]; /* the quoted name, else the id */
} TilesetManifest;

/* Reads len bytes of text (need not end in NUL); never fails. */
void tileset_manifest_parse(TilesetManifest *m, const char *text, size_t len);
