#pragma once
/* SDL_image, opened on first use rather than linked: it pulls in libtiff,
 * libwebp, libjpeg, libstdc++ and more, all mapped and relocated before main()
 * otherwise, while a start with a cached tile atlas needs none of it. */

#include <SDL.h>

/* Rasterises an SVG document at w x h (NULL on failure, SDL_GetError says
 * why). Thread-safe. */
SDL_Surface *image_load_svg(const void *data, size_t len, int w, int h);
/* Loads an image file (PNG); NULL on failure, SDL_GetError says why. */
SDL_Surface *image_load(const char *path);
/* Writes `s` as a PNG file; 0 on success. */
int image_save_png(SDL_Surface *s, const char *path);
void image_shutdown(void);
