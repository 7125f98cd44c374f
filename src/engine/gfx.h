#pragma once
/* Drawing primitives shared by scenes: background, panels, dimming. Anything
 * costly (gradients, rounded corners) is rendered once into a texture per size. */

#include <SDL.h>

struct App;

/* Pagoda's palette. */
#define COLOR_TEXT ((SDL_Color){240, 236, 222, 255})
#define COLOR_TEXT_DIM ((SDL_Color){184, 196, 186, 255})
#define COLOR_ACCENT ((SDL_Color){242, 196, 92, 255})
#define COLOR_WARN ((SDL_Color){240, 120, 100, 255})
#define COLOR_GOOD ((SDL_Color){140, 220, 150, 255})

/* The format of opaque full-window textures (the table, the Mahjong board
 * cache): no alpha, like the window's own frame buffer, so that the software
 * renderer copies them with memcpy rather than pixel by pixel (masking the
 * alpha away). Their pixels are 0xff in the top byte, as ARGB8888 would be. */
#define GFX_OPAQUE_FORMAT SDL_PIXELFORMAT_RGB888

void gfx_background(struct App *app);
/* The part `area` (window pixels) of the table, drawn with its top-left corner
 * at (x, y) of the current target: exactly what gfx_background puts there. */
void gfx_background_area(struct App *app, SDL_Rect area, int x, int y);
/* The table everywhere in the window but `hole`, which the caller covers. */
void gfx_background_around(struct App *app, SDL_Rect hole);
/* Starts drawing the background for the current output size on a helper
 * thread, so that it is ready by the first frame (start-up only). */
void gfx_prepare(struct App *app);
/* The table backgrounds (issue 21): "jade" (the default), "cloth", "wood",
 * "stone", "lacquer", "night". */
#define GFX_BACKGROUNDS 6
int gfx_background_find(const char *id); /* index, or -1 */
const char *gfx_background_id(int i);
const char *gfx_background_name(int i); /* in the player's language */
/* Chooses the table drawn from now on; an unknown id means "jade". */
void gfx_set_background(const char *id);
void gfx_fill(struct App *app, SDL_Rect r, SDL_Color c);
void gfx_frame(struct App *app, SDL_Rect r, int thickness, SDL_Color c);
/* A rounded translucent panel with a thin border. */
void gfx_panel(struct App *app, SDL_Rect r);
/* Darkens everything drawn so far (under an overlay scene). */
void gfx_dim(struct App *app, Uint8 alpha);
/* Frees cached textures (on renderer loss or shutdown). */
void gfx_flush(void);
