#pragma once
/* Where a box (a message, a banner, the win dialog) goes so that it hides
 * nothing: the play screen lists what it must not cover (the pieces, the top
 * bar, the texts a view drew), and the box goes to the free spot nearest to
 * where it would rather be. */

#include <SDL.h>
#include <stdbool.h>

#define PLACE_AVOID_MAX 1400 /* rectangles a screen lists at most */

/* A w x h box inside `within`, at least `gap` pixels from every rectangle of
 * avoid[0..n), its centre as near `prefer` as can be: true with *out; false
 * when no such spot exists (*out untouched). */
bool place_box(SDL_Rect within, const SDL_Rect *avoid, int n, int gap, int w, int h, SDL_Point prefer, SDL_Rect *out);

/* The pixels of `r` that also lie in any of avoid[0..n) (counted once per
 * rectangle: an overlap measure, for tests and for the least bad spot). */
long place_overlap(SDL_Rect r, const SDL_Rect *avoid, int n);
