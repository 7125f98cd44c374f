/* "Guide to these tiles": every face of the current tileset with its name, the
 * 34 faces that pair with their own kind, and the two groups of four whose
 * members all match each other. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "scenes/scenes.h"

#define GUIDE_SINGLES 34
#define GUIDE_COLS 9

/* Cuts `name` with an ellipsis until it is at most max_w wide. */
static void fit_name(char *name, size_t cap, int max_w)
{
    if (text_width(FONT_SMALL, name) <= max_w)
        return;
    char cut[52];
    size_t n = strlen(name);
    do {
        n--;
        while (n > 1 && (name[n] & 0xc0) == 0x80) /* keep UTF-8 sequences whole */
            n--;
        while (n > 1 && name[n - 1] == ' ')
            n--;
        snprintf(cut, sizeof cut, "%.*s\u2026", (int)n, name);
    } while (n > 1 && text_width(FONT_SMALL, cut) > max_w);
    SDL_strlcpy(name, cut, cap);
}

/* The least a name is shrunk to fit its cell before it is cut: smaller than
 * this the lettering is too small to read. */
#define NAME_MIN_SCALE 60 /* per cent */

/* A face's name as it fits under its tile: without a "(...)" aside, on one line
 * or wrapped onto two at a space (the cell has room for two), drawn smaller
 * when a line is a little too wide ("Chrysanthemum"), and only then cut with
 * an ellipsis. */
static void draw_name(App *app, const char *full, int cx, int y, int max_w)
{
    char name[160];
    SDL_strlcpy(name, full, sizeof name);
    char *paren = strstr(name, " (");
    if (paren)
        *paren = 0;
    int shrunk = max_w * 100 / NAME_MIN_SCALE;
    if (text_width(FONT_SMALL, name) > max_w) {
        /* the longest first line that fits, broken at a space */
        for (size_t n = strlen(name); n > 0; n--) {
            if (name[n] != ' ')
                continue;
            char first[160], rest[160];
            snprintf(first, sizeof first, "%.*s", (int)n, name);
            if (text_width(FONT_SMALL, first) > shrunk)
                continue;
            SDL_strlcpy(rest, name + n + 1, sizeof rest);
            fit_name(rest, sizeof rest, shrunk);
            text_draw_fit(app, FONT_SMALL, first, cx, y, COLOR_TEXT, ALIGN_CENTER, max_w);
            text_draw_fit(app, FONT_SMALL, rest, cx, y + text_height(FONT_SMALL), COLOR_TEXT, ALIGN_CENTER,
                          max_w);
            return;
        }
    }
    if (text_width(FONT_SMALL, name) > shrunk && !strchr(name, ' ')) {
        /* one long word: broken with a hyphen over the two lines ("Chrysan-
         * themum"), the first as long as fits */
        for (size_t n = strlen(name) - 1; n > 2; n--) {
            if ((name[n] & 0xc0) == 0x80)
                continue;
            char first[52];
            snprintf(first, sizeof first, "%.*s-", (int)n, name);
            if (text_width(FONT_SMALL, first) > max_w)
                continue;
            if (text_width(FONT_SMALL, name + n) > shrunk)
                break;
            text_draw(app, FONT_SMALL, first, cx, y, COLOR_TEXT, ALIGN_CENTER);
            text_draw_fit(app, FONT_SMALL, name + n, cx, y + text_height(FONT_SMALL), COLOR_TEXT,
                          ALIGN_CENTER, max_w);
            return;
        }
    }
    fit_name(name, sizeof name, shrunk);
    text_draw_fit(app, FONT_SMALL, name, cx, y, COLOR_TEXT, ALIGN_CENTER, max_w);
}

static void guide_draw(Scene *s, App *app)
{
    (void)s;
    gfx_background(app);
    int th = text_height(FONT_BODY), small = text_height(FONT_SMALL);
    /* a tall window (800x1280) sets the singles out 5 across and the two groups
     * one above the other: 9 across, its names were cut to "Ba..." */
    bool tall = app->h > app->w;
    int cols = tall ? 5 : GUIDE_COLS;
    char title[320];
    /* TRANSLATORS: the tile guide's title; %s is the tileset's name (Classic Mahjong...) */
    snprintf(title, sizeof title, _("Guide to these tiles: %s"), tiles_name());
    text_draw_fit(app, FONT_TITLE, title, app->w / 2, th / 3, COLOR_ACCENT, ALIGN_CENTER, app->w - th);
    int top = text_height(FONT_TITLE) + th / 2;
    /* the rows of singles, then the groups (one row, or two when tall); each
     * cell is a tile plus its name */
    int group_rows = tall ? 2 : 1;
    int rows = (GUIDE_SINGLES + cols - 1) / cols + group_rows;
    int cell_w = (app->w - th * 2) / (tall ? 5 : GUIDE_COLS + 1);
    /* the largest tile for which the singles, the group boxes and the footer fit */
    int avail_h = app->h - top - small * 4 - small * 2 * group_rows - small * 2;
    int tw = cell_w * 70 / 100;
    while (tw > 8 && rows * ((int)(tw * TILES_ASPECT) + (int)(tw * TILES_DEPTH) + small * 2) > avail_h)
        tw -= 2;
    tw &= ~1;
    tiles_prepare(app, tw);
    int cell_h = tiles_face_h() + tiles_depth() + small * 2;
    int left = (app->w - cell_w * cols) / 2;
    SDL_Color white = {255, 255, 255, 255};
    text_draw_fit(app, FONT_SMALL, _("Each of these appears four times and matches only its own kind:"), SDL_max(th / 2, left),
                  top, COLOR_TEXT_DIM, ALIGN_LEFT, app->w - 2 * SDL_max(th / 2, left));
    top += small + small / 2;
    for (int f = 0; f < GUIDE_SINGLES; f++) {
        int x = left + (f % cols) * cell_w + (cell_w - tiles_face_w()) / 2;
        int y = top + (f / cols) * cell_h;
        tiles_draw(app, f, x, y, white, 255, 1.0f);
        draw_name(app, tiles_face_name(f), x + tiles_face_w() / 2, y + tiles_face_h() + tiles_depth(), cell_w - 6);
    }
    int gy = top + ((GUIDE_SINGLES + cols - 1) / cols) * cell_h + small / 2;
    int box_w = cell_w * 4 + th / 2, glx = tall ? (app->w - box_w) / 2 : left;
    for (int g = 0; g < 2; g++) {
        int gx = tall ? glx : left + g * (cell_w * GUIDE_COLS / 2);
        int y0 = tall ? gy + g * (cell_h + small * 2 + small / 2) : gy;
        SDL_Rect box = {gx, y0, box_w, cell_h + small * 2};
        gfx_frame(app, box, 2, COLOR_ACCENT);
        char label[320];
        /* TRANSLATORS: a box of four tiles; %s is their group's name (Flowers, Seasons) */
        snprintf(label, sizeof label, _("%s: any one matches any other"), tiles_group_name(g));
        text_draw_fit(app, FONT_SMALL, label, box.x + th / 2, box.y + small / 4, COLOR_ACCENT, ALIGN_LEFT, box.w - th);
        for (int k = 0; k < 4; k++) {
            int f = GUIDE_SINGLES + g * 4 + k;
            int x = gx + th / 4 + k * cell_w + (cell_w - tiles_face_w()) / 2;
            int y = y0 + small * 3 / 2;
            tiles_draw(app, f, x, y, white, 255, 1.0f);
            draw_name(app, tiles_face_name(f), x + tiles_face_w() / 2, y + tiles_face_h() + tiles_depth(), cell_w - 6);
        }
    }
    /* TRANSLATORS: the keys (keyboard / gamepad) that close this screen */
    text_draw(app, FONT_SMALL, _("Esc / B: close"), app->w / 2, app->h - small * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
}

static void guide_action(Scene *s, App *app, const Action *a)
{
    (void)s;
    if (a->kind == ACT_BACK || a->kind == ACT_MENU || a->kind == ACT_SELECT || a->kind == ACT_POINTER_DOWN ||
        a->kind == ACT_HELP)
        scene_pop(app);
}

static void guide_destroy(Scene *s)
{
    free(s);
}

Scene *guide_scene_new(App *app)
{
    (void)app;
    Scene *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->name = "tile-guide";
    s->action = guide_action;
    s->draw = guide_draw;
    s->destroy = guide_destroy;
    return s;
}
