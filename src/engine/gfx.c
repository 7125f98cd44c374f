#include "engine/gfx.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/app_state.h"
#include "engine/log.h"
#include "engine/assets.h"
#include "engine/image.h"
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
    /* TRANSLATORS: the table's backgrounds, named in Settings */
    {"jade", NC_("background", "Jade"), {0, 0, 0}, {0, 0, 0}, 0.45f},
    {"cloth", NC_("background", "Green cloth"), {10, 52, 36}, {52, 128, 88}, 0.42f},
    {"wood", NC_("background", "Wood"), {52, 28, 14}, {164, 104, 58}, 0.48f},
    {"stone", NC_("background", "Slate"), {34, 37, 42}, {104, 108, 110}, 0.48f},
    {"lacquer", NC_("background", "Red lacquer"), {34, 4, 8}, {150, 28, 34}, 0.52f},
    {"night", NC_("background", "Night"), {6, 8, 16}, {42, 48, 68}, 0.40f},
};

/* The table being drawn on a helper thread into a locked streaming texture. */
typedef struct TableJob {
    Uint32 *pixels;
    int pitch, w, h;
    int y0, y1; /* the rows this thread draws */
} TableJob;

static struct {
    SDL_Texture *bg;
    int bg_w, bg_h;
    SDL_Thread *bg_thread[2]; /* drawing into bg, which stays locked until joined */
    TableJob bg_job[2];
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
    return C_("background", backdrops[i >= 0 && i < GFX_BACKGROUNDS ? i : 0].name);
}

void gfx_set_background(const char *id)
{
    int i = gfx_background_find(id);
    data.backdrop = i < 0 ? 0 : i;
}

/* A textured table: the backdrop's greyscale tile repeated at 1:1 pixels, its
 * grey levels mapped from the dark to the light colour, under the vignette. */
static SDL_Surface *make_textured(const Backdrop *b, int w, int h)
{
    char rel[96], path[1024];
    snprintf(rel, sizeof rel, "assets/backgrounds/%s.png", b->id);
    if (!assets_path(rel, path, sizeof path))
        return NULL;
    SDL_Surface *loaded = image_load(path);
    if (!loaded) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "background %s: %s", rel, SDL_GetError());
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

/* A deep jade table: vertical gradient with a soft vignette. */
static void draw_table(Uint32 *pixels, int pitch, int w, int h, int y0, int y1)
{
    float cx = w * 0.5f, cy = h * 0.45f;
    float k = 0.45f / (cx * cx + cy * cy);
    /* the vignette 1 - k(dx^2 + dy^2) is separable: one term per column, one per row */
    float *col = SDL_malloc(sizeof(float) * (size_t)w);
    if (!col) {
        for (int y = y0; y < y1; y++)
            for (int x = 0; x < w; x++)
                ((Uint32 *)((Uint8 *)pixels + y * pitch))[x] = 0xff18544a;
        return;
    }
    for (int x = 0; x < w; x++)
        col[x] = k * (x - cx) * (x - cx);
    for (int y = y0; y < y1; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)pixels + y * pitch);
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
}

static int table_worker(void *p)
{
    TableJob *j = p;
    draw_table(j->pixels, j->pitch, j->w, j->h, j->y0, j->y1);
    return 0;
}

/* Waits for the helper thread, if any, and hands the texture to the renderer. */
static void table_finish(void)
{
    if (!data.bg_thread[0])
        return;
    for (int i = 0; i < 2; i++) {
        SDL_WaitThread(data.bg_thread[i], NULL);
        data.bg_thread[i] = NULL;
    }
    SDL_UnlockTexture(data.bg);
}

/* The table for the output size, drawn straight into a streaming texture (no
 * intermediate surface: one full-screen buffer fewer to fault in and copy); on
 * a helper thread when `async`, finished by table_finish. */
static void make_background(App *app, bool async)
{
    int w = app->w, h = app->h;
    data.bg_w = w;
    data.bg_h = h;
    data.bg_backdrop = data.backdrop;
    if (data.backdrop > 0) { /* a textured table: made once per size, here */
        SDL_Surface *ts = make_textured(&backdrops[data.backdrop], w, h);
        if (ts) {
            data.bg = SDL_CreateTexture(app->renderer, GFX_OPAQUE_FORMAT, SDL_TEXTUREACCESS_STREAMING, w, h);
            if (data.bg && SDL_UpdateTexture(data.bg, NULL, ts->pixels, ts->pitch) != 0) {
                SDL_DestroyTexture(data.bg);
                data.bg = NULL;
            }
            SDL_FreeSurface(ts);
            if (data.bg)
                SDL_SetTextureBlendMode(data.bg, SDL_BLENDMODE_NONE);
            return;
        }
    }
    data.bg = SDL_CreateTexture(app->renderer, GFX_OPAQUE_FORMAT, SDL_TEXTUREACCESS_STREAMING, w, h);
    if (!data.bg)
        return;
    SDL_SetTextureBlendMode(data.bg, SDL_BLENDMODE_NONE); /* opaque: a plain copy */
    void *pixels;
    int pitch;
    if (SDL_LockTexture(data.bg, NULL, &pixels, &pitch) != 0) {
        SDL_DestroyTexture(data.bg);
        data.bg = NULL;
        return;
    }
    /* two threads, a half each: the main thread has its own work meanwhile */
    data.bg_job[0] = (TableJob){pixels, pitch, w, h, 0, h / 2};
    data.bg_job[1] = (TableJob){pixels, pitch, w, h, h / 2, h};
    if (async) {
        data.bg_thread[0] = SDL_CreateThread(table_worker, "table", &data.bg_job[0]);
        data.bg_thread[1] = data.bg_thread[0] ? SDL_CreateThread(table_worker, "table", &data.bg_job[1]) : NULL;
        if (data.bg_thread[0] && !data.bg_thread[1]) {
            SDL_WaitThread(data.bg_thread[0], NULL);
            data.bg_thread[0] = NULL;
        }
    }
    if (!data.bg_thread[0]) {
        draw_table(pixels, pitch, w, h, 0, h);
        SDL_UnlockTexture(data.bg);
    }
}

void gfx_flush(void)
{
    table_finish();
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

void gfx_prepare(App *app)
{
    if (!data.bg && !app->cfg.headless)
        make_background(app, true);
}

/* The table texture for the current output size and backdrop, made if needed;
 * false if there is none (then a plain colour stands in). */
static bool table_ready(App *app)
{
    if (data.bg_thread[0]) {
        table_finish();
        log_trace("table background (helper thread)");
    }
    if (!data.bg || data.bg_w != app->w || data.bg_h != app->h || data.bg_backdrop != data.backdrop) {
        if (data.bg)
            SDL_DestroyTexture(data.bg);
        make_background(app, false);
        log_trace("table background");
    }
    return data.bg != NULL;
}

void gfx_background(App *app)
{
    if (table_ready(app))
        SDL_RenderCopy(app->renderer, data.bg, NULL, NULL);
    else {
        SDL_SetRenderDrawColor(app->renderer, 24, 84, 74, 255);
        SDL_RenderClear(app->renderer);
    }
}

/* One rectangle of the table, copied from `src` (window pixels) to `dst`. */
static void table_copy(App *app, bool ready, SDL_Rect src, SDL_Rect dst)
{
    if (src.w <= 0 || src.h <= 0)
        return;
    if (ready)
        SDL_RenderCopy(app->renderer, data.bg, &src, &dst);
    else
        gfx_fill(app, dst, (SDL_Color){24, 84, 74, 255});
}

void gfx_background_area(App *app, SDL_Rect area, int x, int y)
{
    table_copy(app, table_ready(app), area, (SDL_Rect){x, y, area.w, area.h});
}

void gfx_background_around(App *app, SDL_Rect hole)
{
    bool ready = table_ready(app);
    int w = app->w, h = app->h;
    int x0 = SDL_clamp(hole.x, 0, w), x1 = SDL_clamp(hole.x + hole.w, x0, w);
    int y0 = SDL_clamp(hole.y, 0, h), y1 = SDL_clamp(hole.y + hole.h, y0, h);
    SDL_Rect parts[4] = {
        {0, 0, w, y0},            /* above */
        {0, y1, w, h - y1},       /* below */
        {0, y0, x0, y1 - y0},     /* left */
        {x1, y0, w - x1, y1 - y0} /* right */
    };
    for (int i = 0; i < 4; i++)
        table_copy(app, ready, parts[i], parts[i]);
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
            Uint32 a = (Uint32)(cover * 255); /* opaque: nothing shows through a dialog */
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
