#include "engine/tile_art.h"

#include "engine/app_state.h"
#include "engine/tile_body.h"
#include "engine/tiles.h"

/* The cast shadow: one soft silhouette of the whole tile per size, drawn under
 * every resting tile with an offset that grows with its layer. */
static struct {
    SDL_Texture *tex;
    int w, h, d, pad;
} cast;

void tile_art_flush(void)
{
    if (cast.tex)
        SDL_DestroyTexture(cast.tex);
    cast.tex = NULL;
    cast.w = 0;
}

/* The padding of the cast shadow's sprite around the tile, for faces w wide. */
static int cast_pad(int w)
{
    return SDL_max(2, w / 8);
}

static bool make_cast(App *app, int w, int h, int d)
{
    tile_art_flush();
    int pad = cast_pad(w);
    int sw = w + d + 2 * pad, sh = h + d + 2 * pad;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, sw, sh, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return false;
    float r = w * 0.14f, soft = (float)pad * 0.9f;
    for (int y = 0; y < sh; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < sw; x++) {
            float dist = tile_body_rrect_dist(x + 0.5f, y + 0.5f, (float)pad, (float)pad, (float)(w + d), (float)(h + d), r);
            /* a smooth falloff over `soft` pixels either side of the outline */
            float t = SDL_clamp(0.5f - dist / (2.0f * soft), 0.0f, 1.0f);
            float a = t * t * (3 - 2 * t);
            row[x] = (Uint32)(a * 255.0f) << 24 | 0x04100c;
        }
    }
    cast.tex = SDL_CreateTextureFromSurface(app->renderer, s);
    SDL_FreeSurface(s);
    if (!cast.tex)
        return false;
    SDL_SetTextureBlendMode(cast.tex, SDL_BLENDMODE_BLEND);
    cast.w = w;
    cast.h = h;
    cast.d = d;
    cast.pad = pad;
    return true;
}

int tile_art_shadow_offset(int z)
{
    int d = tiles_depth();
    return (int)(d * (0.3f + 0.35f * (float)SDL_max(z, 0)) + 0.5f);
}

SDL_Rect tile_art_shadow_rect(int x, int y, int z)
{
    int w = tiles_face_w(), h = tiles_face_h(), d = tiles_depth();
    if (w <= 0 || z <= 0)
        return (SDL_Rect){x, y, 0, 0};
    int pad = cast_pad(w), off = tile_art_shadow_offset(z);
    return (SDL_Rect){x - d - pad - off, y - pad + off, w + d + 2 * pad, h + d + 2 * pad};
}

void tile_art_draw_shadow(App *app, int x, int y, int z)
{
    int w = tiles_face_w(), h = tiles_face_h(), d = tiles_depth();
    /* on the table the contact shadow in the tile's sprite is enough */
    if (w <= 0 || z <= 0)
        return;
    if ((!cast.tex || cast.w != w || cast.h != h || cast.d != d) && !make_cast(app, w, h, d))
        return;
    int off = tile_art_shadow_offset(z);
    /* the higher the tile, the further and the fainter its shadow */
    int alpha = SDL_max(60, 105 - 8 * z);
    SDL_SetTextureAlphaMod(cast.tex, (Uint8)alpha);
    int sw = w + d + 2 * cast.pad, sh = h + d + 2 * cast.pad;
    int sx = x - d - cast.pad - off, sy = y - cast.pad + off;
    /* only the crescent that shows beside the tile is copied: a strip down the
     * left and one along the bottom (the tile covers the rest), so a shadow
     * costs about a third of a full copy */
    int c = (int)(w * 0.11f) + 1; /* the corner radius, where the shadow shows too */
    int left = SDL_clamp(x - d + c - sx, 0, sw);
    int top = SDL_clamp(y + h + d - c - sy, 0, sh);
    SDL_Rect a = {0, 0, left, sh}, b = {left, top, sw - left, sh - top};
    if (a.w > 0)
        SDL_RenderCopy(app->renderer, cast.tex, &a, &(SDL_Rect){sx, sy, a.w, a.h});
    if (b.w > 0 && b.h > 0)
        SDL_RenderCopy(app->renderer, cast.tex, &b, &(SDL_Rect){sx + b.x, sy + b.y, b.w, b.h});
}
