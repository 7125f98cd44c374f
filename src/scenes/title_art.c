/* The title screen's art: the table of tiles behind it, the logo with its
 * drawn pagoda, and the card pictures of games without a thumbnail. */
#include "scenes/title_art.h"

#include "core/i18n.h"
#include "core/rng.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/tiles.h"

/* A table of tiles, scattered and dimmed, behind everything. */
void title_art_backdrop(App *app)
{
    gfx_background(app);
    if (tiles_face_w() <= 0 || tiles_shaped()) /* LinkSame's flat tiles are its own */
        tiles_prepare(app, SDL_max(24, app->w / 26));
    if (tiles_face_w() <= 0)
        return;
    Rng r;
    rng_seed(&r, 20261124);
    float tw = (float)app->w / 22.0f, sc = tw / (float)tiles_face_w();
    int w = (int)tw, h = (int)(tw * TILES_ASPECT);
    for (int y = -h / 2; y < app->h; y += h) {
        for (int x = -w / 3; x < app->w; x += w) {
            bool gap = rng_below(&r, 5) == 0;
            int face = (int)rng_below(&r, 34);
            if (!gap)
                tiles_draw(app, face, x, y, (SDL_Color){100, 118, 110, 255}, 48, sc);
        }
    }
}

/* A small drawn pagoda: three roofs over a body, in the accent colour. */
static void draw_emblem(App *app, int cx, int bottom, int size)
{
    SDL_Color roof = COLOR_ACCENT, body = {150, 60, 40, 255};
    int y = bottom;
    for (int level = 0; level < 3; level++) {
        int w = size - level * size / 4, bh = size / 7, rh = size / 10;
        gfx_fill(app, (SDL_Rect){cx - w / 3, y - bh, w * 2 / 3, bh}, body);
        y -= bh;
        for (int k = 0; k < rh; k++) /* a roof, wider at the eaves */
            gfx_fill(app, (SDL_Rect){cx - w / 2 + k * w / (4 * rh), y - k - 1, w - k * w / (2 * rh), 1}, roof);
        y -= rh;
    }
    gfx_fill(app, (SDL_Rect){cx - 1 - size / 80, y - size / 8, 2 + size / 40, size / 8}, roof);
}

void title_art_logo(App *app)
{
    int big = text_height(FONT_HUGE), th = text_height(FONT_BODY);
    int y = app->h / 40 + th / 2;
    const char *name = "Pagoda";
    int w = text_width(FONT_HUGE, name);
    int emblem = big * 3 / 2;
    int x = (app->w - w - emblem - th) / 2;
    draw_emblem(app, x + emblem / 2, y + big, emblem);
    text_draw(app, FONT_HUGE, name, x + emblem + th + 3, y + 3, (SDL_Color){0, 0, 0, 160}, ALIGN_LEFT);
    text_draw(app, FONT_HUGE, name, x + emblem + th, y, COLOR_ACCENT, ALIGN_LEFT);
    /* TRANSLATORS: the line under the program's name on the title screen */
    text_draw(app, FONT_BODY, _("Tile and card solitaire"), app->w / 2, y + big + th / 4, COLOR_TEXT, ALIGN_CENTER);
}

/* A fan of three tiles (faces), the middle one raised, centred with their edges. */
static void fan_thumbnail(App *app, SDL_Rect box, const int faces[3])
{
    if (tiles_face_w() <= 0)
        return;
    float tw = SDL_min(box.w / (3 + TILES_DEPTH + 0.6f), box.h / (TILES_ASPECT + TILES_DEPTH + 0.45f));
    float sc = tw / (float)tiles_face_w();
    int w = (int)tw, h = (int)(tw * TILES_ASPECT), d = (int)(tw * TILES_DEPTH), lift = w / 6;
    int x0 = box.x + (box.w - 3 * w + d) / 2, y0 = box.y + (box.h - h - d + lift) / 2;
    for (int i = 0; i < 3; i++)
        tiles_draw_small(app, faces[i], x0 + i * w, y0 - (i == 1 ? lift : 0), sc);
}

/* A generic card picture for a game without a thumbnail: a five of each suit. */
void title_art_generic(App *app, SDL_Rect box)
{
    static const int faces[3] = {4, 13, 22};
    fan_thumbnail(app, box, faces);
}

/* Tournament's picture: a flower, a season and a flower, which pair with each
 * other there (and a picture of its own, unlike the generic fan). */
void title_art_tournament(App *app, SDL_Rect box)
{
    static const int faces[3] = {34, 38, 35}; /* plum, spring, orchid */
    fan_thumbnail(app, box, faces);
}
