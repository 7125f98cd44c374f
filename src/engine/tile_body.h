#pragma once
/* The drawn parts of a tile that are not its face (issue 21): the body (ivory
 * top with a bevel over thick two-tone sides, extruded down-left) and the
 * contact shadow under its edge, painted into the atlas by engine/tiles.c. Pure
 * pixel painters: no renderer, no state. */

#include <SDL.h>

/* Paints the blank tile into `s` (at least w + d by h + d): the top face at
 * (d, 0), w x h, the sides reaching d pixels left and down. */
void tile_body_paint(SDL_Surface *s, int w, int h, int d);
/* Paints the tight contact shadow the tile casts right under its edge. */
void tile_body_contact_shadow(SDL_Surface *s, int w, int h, int d, int so);
/* Signed distance from (px, py) to the rounded rectangle (x, y, w, h) with
 * corner radius r; negative inside. */
float tile_body_rrect_dist(float px, float py, float x, float y, float w, float h, float r);
