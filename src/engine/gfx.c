#include "engine/gfx.h"

#include <SDL_image.h>
#include <stdio.h>
#include <string.h>

#include "engine/app.h"
#include "engine/assets.h"
#include "engine/tile_art.h"

#define PANEL_CACHE 8

typedef struct PanelTex {
    SDL_Texture *tex;
    int w, h;
} PanelTex;

/* The tables: the procedural jade gradient, and textures from
 * tools/gen_backgrounds.py (seamless greyscale, tiled at the screen's own pixel
 * size, mapped onto two colours, with a vignette). */
typedef struct Backdrop {
    const char *id, *name;
    Uint8 dark[3], light[3];
    float vignette;
} Backdrop;

static const Backdrop backdrops[GFX_BACKGROUNDS] = {
    {"jade", "Jade", {0, 0, 0}, {0, 0, 0}, 0.45f},
    {"cloth", "Green cloth", {10, 52, 36}, {52, 128, 88}, 0.42f},
    {"wood", "Wood", {52, 28, 14}, {164, 104, 58}, 0.48f},
    {"stone", "Slate", {34, 37, 42}, {104, 108, 110}, 0.48f},
    {"lacquer", "Red lacquer", {34, 4, 8}, {150, 28, 34}, 0.52f},
    {"night", "Night", {6, 8, 16}, {42, 48, 68}, 0.40f},
};

static struct {
    SDL_Texture *bg;
    int bg_w, bg_h;
    int backdrop;      /* index into backdrops */
    int bg_backdrop;   /* the one bg was made for */
    PanelTex panel[PANEL_CACHE];
    int next_panel;
} data;

int gfx_background_find(const char *id)
{
    for (int i = 0; i < GFX_BACKGROUNDS; i++)
        if (id && strcmp(backdrops[i].id, id) == 0)
            return i;
    return -1;
}

const char *gfx_background_id(int i)
{
    return backdrops[i >= 0 && i < GFX_BACKGROUNDS ? i : 0].id;
}

const char *gfx_background_name(int i)
{
    return backdrops[i >= 0 && i < GFX_BACKGROUNDS ? i : 0].name;
}

void gfx_set_background(const char *id)
{
    int i = gfx_background_find(id);
    data.backdrop = i < 0 ? 0 : i;
}

void gfx_flush(void)
{
    tile_art_flush();
    if (data.bg)
        SDL_DestroyTexture(data.bg);
    data.bg = NULL;
    for (int i = 0; i < PANEL_CACHE; i++) {
        if (data.panel[i].tex)
            SDL_DestroyTexture(data.panel[i].tex);
        data.panel[i] = (PanelTex){0};
    }
}

/* A textured table: the backdrop's greyscale tile repeated at 1:1 pixels, its
 * grey levels mapped from the dark to the light colour, under the vignette. */
static SDL_Surface *make_textured(const Backdrop *b, int w, int h)
{
    char rel[96], path[1024];
    snprintf(rel, sizeof rel, "assets/backgrounds/%s.png", b->id);
    if (!assets_path(rel, path, sizeof path))
        return NULL;
    SDL_Surface *loaded = IMG_Load(path);
    if (!loaded) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "background %s: %s", rel, IMG_GetError());
        return NULL;
    }
    SDL_Surface *tile = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(loaded);
    SDL_Surface *s = tile ? SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888) : NULL;
    float *col = s ? SDL_malloc(sizeof(float) * (size_t)w) : NULL;
    if (!col) {
        SDL_FreeSurface(tile);
        SDL_FreeSurface(s);
        return NULL;
    }
    /* grey level -> colour, one table per channel */
    Uint8 lut[3][256];
    for (int v = 0; v < 256; v++)
        for (int c = 0; c < 3; c++)
            lut[c][v] = (Uint8)(b->dark[c] + (b->light[c] - b->dark[c]) * v / 255);
    float cx = w * 0.5f, cy = h * 0.45f;
    float k = b->vignette / (cx * cx + cy * cy);
    for (int x = 0; x < w; x++)
        col[x] = k * (x - cx) * (x - cx);
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        const Uint32 *src = (const Uint32 *)((const Uint8 *)tile->pixels + (y % tile->h) * tile->pitch);
        float vy = 1.0f - k * (y - cy) * (y - cy);
        for (int x = 0; x < w; x++) {
            int g = (int)(src[x % tile->w] & 255);
            int v = (int)((vy - col[x]) * 256.0f);
            v = SDL_clamp(v, 0, 256);
            row[x] = 0xff000000u | (Uint32)(lut[0][g] * v >> 8) << 16 | (Uint32)(lut[1][g] * v >> 8) << 8 |
                     (Uint32)(lut[2][g] * v >> 8);
        }
    }
    SDL_free(col);
    SDL_FreeSurface(tile);
    return s;
}

/* The table, drawn once per size: a deep jade gradient with a soft vignette, or
 * one of the textured backdrops. */
static SDL_Texture *make_background(App *app)
{
    int w = app->w, h = app->h;
    if (data.backdrop > 0) {
        SDL_Surface *ts = make_textured(&backdrops[data.backdrop], w, h);
        if (ts) {
            SDL_Texture *t = SDL_CreateTextureFromSurface(app->renderer, ts);
            SDL_FreeSurface(ts);
            if (t)
                SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
            return t;
        }
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    float cx = w * 0.5f, cy = h * 0.45f;
    float k = 0.45f / (cx * cx + cy * cy);
    /* the vignette 1 - k(dx^2 + dy^2) is separable: one term per column, one per row */
    float *col = SDL_malloc(sizeof(float) * (size_t)w);
    if (!col) {
        SDL_FreeSurface(s);
        return NULL;
    }
    for (int x = 0; x < w; x++)
        col[x] = k * (x - cx) * (x - cx);
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        float t = (float)y / (float)h;
        float r0 = 22 + 10 * (1 - t), g0 = 74 + 22 * (1 - t), b0 = 66 + 16 * (1 - t);
        float vy = 1.0f - k * (y - cy) * (y - cy);
        for (int x = 0; x < w; x++) {
            float v = vy - col[x];
            /* a faint ordered grain keeps large gradients from banding */
            int grain = ((x * 7 + y * 13) & 7) - 4;
            int r = (int)(r0 * v) + grain / 3, g = (int)(g0 * v) + grain / 3, b = (int)(b0 * v) + grain / 3;
            row[x] = 0xff000000u | (Uint32)SDL_clamp(r, 0, 255) << 16 |
                     (Uint32)SDL_clamp(g, 0, 255) << 8 | (Uint32)SDL_clamp(b, 0, 255);
        }
    }
    SDL_free(col);
    SDL_Texture *t = SDL_CreateTextureFromSurface(app->renderer, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE); /* opaque: a plain copy */
    return t;
}

void gfx_background(App *app)
{
    if (!data.bg || data.bg_w != app->w || data.bg_h != app->h || data.bg_backdrop != data.backdrop) {
        if (data.bg)
            SDL_DestroyTexture(data.bg);
        data.bg = make_background(app);
        data.bg_w = app->w;
        data.bg_h = app->h;
        data.bg_backdrop = data.backdrop;
    }
    if (data.bg)
        SDL_RenderCopy(app->renderer, data.bg, NULL, NULL);
    else {
        SDL_SetRenderDrawColor(app->renderer, 24, 84, 74, 255);
        SDL_RenderClear(app->renderer);
    }
}

void gfx_fill(App *app, SDL_Rect r, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(app->renderer, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(app->renderer, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(app->renderer, &r);
}

void gfx_frame(App *app, SDL_Rect r, int t, SDL_Color c)
{
    gfx_fill(app, (SDL_Rect){r.x, r.y, r.w, t}, c);
    gfx_fill(app, (SDL_Rect){r.x, r.y + r.h - t, r.w, t}, c);
    gfx_fill(app, (SDL_Rect){r.x, r.y + t, t, r.h - 2 * t}, c);
    gfx_fill(app, (SDL_Rect){r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

static SDL_Texture *make_panel(App *app, int w, int h)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    float rad = SDL_min(w, h) * 0.06f + 4;
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < w; x++) {
            /* distance outside the rounded rectangle, antialiased over one pixel */
            float qx = SDL_max(rad - x - 0.5f, x + 0.5f - (w - rad));
            float qy = SDL_max(rad - y - 0.5f, y + 0.5f - (h - rad));
            float d;
            if (qx > 0 && qy > 0)
                d = SDL_sqrtf(qx * qx + qy * qy) - rad;
            else
                d = SDL_max(qx, qy) - rad;
            float cover = SDL_clamp(0.5f - d, 0.0f, 1.0f);
            bool border = d > -2.0f;
            Uint32 a = (Uint32)(cover * (border ? 240 : 242));
            Uint32 rgb = border ? 0xc9a55a : (0x10 << 16 | 0x26 << 8 | 0x24);
            row[x] = a << 24 | rgb;
        }
    }
    SDL_Texture *t = SDL_CreateTextureFromSurface(app->renderer, s);
    SDL_FreeSurface(s);
    if (t)
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    return t;
}

void gfx_panel(App *app, SDL_Rect r)
{
    PanelTex *p = NULL;
    for (int i = 0; i < PANEL_CACHE; i++)
        if (data.panel[i].tex && data.panel[i].w == r.w && data.panel[i].h == r.h)
            p = &data.panel[i];
    if (!p) {
        p = &data.panel[data.next_panel];
        data.next_panel = (data.next_panel + 1) % PANEL_CACHE;
        if (p->tex)
            SDL_DestroyTexture(p->tex);
        p->tex = make_panel(app, r.w, r.h);
        p->w = r.w;
        p->h = r.h;
    }
    if (p->tex)
        SDL_RenderCopy(app->renderer, p->tex, NULL, &r);
}

void gfx_dim(App *app, Uint8 alpha)
{
    gfx_fill(app, (SDL_Rect){0, 0, app->w, app->h}, (SDL_Color){0, 0, 0, alpha});
}
