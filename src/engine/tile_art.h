#pragma once
/* The shadow a tile casts on what lies below it (issue 21): views call
 * tile_art_draw_shadow under each resting tile so that a stack's height reads
 * from how far its shadow falls. The tile's own body is engine/tile_body.h. */

#include <SDL.h>

struct App;

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
