#pragma once
/* MahJongg Stones' own tiles, drawn by code at the size they are shown: six
 * colours from the Okabe-Ito palette (chosen to stay apart for colour-blind
 * players; tests/unit/test_stones_cvd.c checks it under protanopia,
 * deuteranopia and tritanopia) and six symbols whose silhouettes differ
 * (circle, square, triangle, diamond, star, cross). An option adds a pattern
 * per colour. Plain C (an RGBA buffer): the view turns it into a texture. */

#include <stdbool.h>
#include <stdint.h>

#define STONES_FACE_KINDS 6

extern const uint8_t STONES_PALETTE[STONES_FACE_KINDS][3];
extern const char *const STONES_COLOUR_NAMES[STONES_FACE_KINDS];
extern const char *const STONES_SYMBOL_NAMES[STONES_FACE_KINDS];
/* A tile's name by [colour][symbol] ("sky blue star"): one phrase each, so a
 * language can make the colour agree with the symbol. The three tables are
 * marked for translation: show a name through _(), a colour through
 * C_("stones colour", ...), a symbol through C_("stones symbol", ...). */
extern const char *const STONES_TILE_NAMES[STONES_FACE_KINDS][STONES_FACE_KINDS];

/* Pixel classes written to cls (optional): what each pixel mostly shows. */
enum { STONES_PX_OUT = 0, STONES_PX_TILE, STONES_PX_EDGE, STONES_PX_SYMBOL };

/* Draws the face of (colour, symbol) into rgba (size*size*4 bytes, R G B A
 * order, premultiplied no, transparent outside the rounded tile). palette may
 * be NULL (STONES_PALETTE). */
void stones_face_raster(uint8_t *rgba, uint8_t *cls, int size, int colour, int symbol, bool pattern,
                        const uint8_t (*palette)[3]);
