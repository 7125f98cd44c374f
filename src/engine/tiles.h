#pragma once
/* Tile art: a tileset's 42 vector faces rasterised at the size on screen, over a
 * drawn ivory tile with a 3-D edge, all in one atlas texture rebuilt when the
 * size changes. Tiles are drawn with their face's top-left corner at (x, y); the
 * edge extends `depth` pixels to the left and below, and the tile's shadow, part
 * of the same sprite, a little further. */

#include <SDL.h>
#include <stdbool.h>

#include "core/error.h"

struct App;

#define TILES_FACES 42
#define TILES_ASPECT 1.3f   /* face height / face width */
#define TILES_DEPTH 0.17f   /* edge thickness / face width (thick sides, issue 21) */

/* A tile's shape: face height and edge thickness as fractions of the face
 * width. Every game draws TILES_SHAPE_DEFAULT but LinkSame, whose board is flat
 * (issue 39: flatter, thinner tiles let its board fill a wide window). The art
 * keeps its own proportions on any shape: on a squatter face it is centred. */
typedef struct TilesShape {
    float aspect, depth;
} TilesShape;
#define TILES_SHAPE_DEFAULT ((TilesShape){TILES_ASPECT, TILES_DEPTH})

/* Loads a tileset's manifest and SVG sources from assets/tilesets/NAME/. */
bool tiles_load(struct App *app, const char *name, Error *err);
/* Rasterises the atlas for faces `w` pixels wide (no-op if already that size
 * and shape): tiles_prepare in the default shape, tiles_prepare_shaped in
 * another (aspect 0.5..2, depth 0..0.5). */
bool tiles_prepare(struct App *app, int w);
bool tiles_prepare_shaped(struct App *app, int w, TilesShape shape);
/* True while the atlas is of a shape other than the default: a screen that
 * draws tiles of the default shape without preparing its own size (the
 * title's backdrop and cards) prepares them again. */
bool tiles_shaped(void);
void tiles_shutdown(void);

int tiles_face_w(void);
int tiles_face_h(void);
int tiles_depth(void);
/* The tileset's name, a face's name and the names of the two groups of four
 * (faces 34-37 and 38-41, e.g. "flowers"), in the player's language. */
const char *tiles_name(void);
const char *tiles_face_name(int face);
const char *tiles_group_name(int g);

/* mod tints the tile (255,255,255 = as drawn); alpha fades it; scale (1 = actual
 * size) grows it around its centre, used only while a tile flies away. */
void tiles_draw(struct App *app, int face, int x, int y, SDL_Color mod, Uint8 alpha, float scale);
/* What tiles_draw covers for a tile at (x, y) at scale 1: the face, its edge and
 * the contact shadow of the sprite. */
SDL_Rect tiles_sprite_rect(int x, int y);
/* What tiles_draw covers for a tile at (x, y) at any scale. */
SDL_Rect tiles_draw_rect(int x, int y, float scale);
/* A tile at `scale` with its scaled face's top-left corner at (x, y), as drawn
 * (pictures such as the title's cards). */
void tiles_draw_small(struct App *app, int face, int x, int y, float scale);
/* The same, tinted by mod (as tiles_draw's). */
void tiles_draw_small_tinted(struct App *app, int face, int x, int y, float scale, SDL_Color mod);
/* Corner indices ("3B", "E", "F2") for newcomers, on sets whose faces follow the
 * Mahjong suits; the atlas is rebuilt with the art a little smaller. */
void tiles_set_indices(bool on);
/* Changes whenever the atlas is rebuilt or the tileset changes: views that cache
 * drawn tiles compare it. */
unsigned tiles_generation(void);
/* Rasterising a tileset the cache does not hold runs on worker threads: until it
 * is done, tiles_draw draws blank tiles. tiles_poll installs a finished atlas
 * (true if it did: the caller redraws); tiles_wait blocks until then. Headless
 * runs build at once, in tiles_prepare. */
bool tiles_poll(struct App *app);
void tiles_wait(struct App *app);
