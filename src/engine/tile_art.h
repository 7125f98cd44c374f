#pragma once
/* The drawn parts of a tile that are not its face (issue 21): the body (ivory
 * top with a bevel over thick two-tone sides, extruded down-left) and the
 * shadows. The atlas build in engine/tiles.c calls the two painters; views call
 * tile_art_draw_shadow under each resting tile so that a stack's height reads
 * from how far its shadow falls. */

#include <SDL.h>

struct App;

/* Paints the blank tile into `s` (at least w + d by h + d): the top face at
 * (d, 0), w x h, the sides reaching d pixels left and down. */
void tile_art_body(SDL_Surface *s, int w, int h, int d);
/* Paints the tight contact shadow the tile casts right under its edge. */
void tile_art_contact_shadow(SDL_Surface *s, int w, int h, int d, int so);
/* The soft shadow of a tile whose face's top-left is at (x, y), on layer z
 * (0 = the table, where the sprite's contact shadow is enough): it falls
 * further down-left the higher the tile lies and scales with the tile size.
 * Only the crescent beside the tile is drawn. Cached per size; no-op before
 * tiles_prepare. */
void tile_art_draw_shadow(struct App *app, int x, int y, int z);
/* The most tile_art_draw_shadow(app, x, y, z) can cover (empty if nothing). */
SDL_Rect tile_art_shadow_rect(int x, int y, int z);
/* How far (pixels) the cast shadow of a tile on layer z reaches down-left. */
int tile_art_shadow_offset(int z);
void tile_art_flush(void);
