/* A pager of help pages: Left/Right (or a click) turns, Esc/B closes. */
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "engine/assets.h"
#include "engine/gfx.h"
#include "engine/image.h"
#include "engine/text.h"
#include "engine/ui.h"

#define PAGER_MAX 16
#define PICTURE_MAX 24 /* images in a page's picture */

typedef struct Help {
    char name[40];
    int page, n;
    const HelpPage *pages[PAGER_MAX];
    const HelpPicture *pictures[PAGER_MAX];
    /* the picture of the page shown, rasterised at its size on screen */
    SDL_Texture *img[PICTURE_MAX];
    int img_page, img_h;
} Help;

static void picture_drop(Help *h)
{
    for (int i = 0; i < PICTURE_MAX; i++) {
        if (h->img[i])
            SDL_DestroyTexture(h->img[i]);
        h->img[i] = NULL;
    }
    h->img_page = -1;
}

static SDL_Texture *picture_load(App *app, const char *dir, const char *name, int w, int hgt)
{
    char rel[192], path[1024], *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    SDL_Texture *t = NULL;
    snprintf(rel, sizeof rel, "%s/%s.svg", dir, name);
    if (!assets_path(rel, path, sizeof path) || !file_read_all(path, 1 << 20, &text, &len, &err)) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s: help picture not found %s", rel, err.msg);
        return NULL;
    }
    SDL_Surface *s = image_load_svg(text, len, w, hgt);
    free(text);
    if (s) {
        t = SDL_CreateTextureFromSurface(app->renderer, s);
        SDL_FreeSurface(s);
    }
    return t;
}

/* Draws the page's picture centred at y, images hgt pixels high. */
static void picture_draw(Help *h, App *app, const HelpPicture *p, int y, int hgt)
{
    int w = (int)(hgt * (p->aspect > 0 ? p->aspect : 1.0f));
    int step = w - (int)(w * p->overlap), gap = w / 2;
    if (h->img_page != h->page || h->img_h != hgt) {
        picture_drop(h);
        h->img_page = h->page;
        h->img_h = hgt;
    }
    /* two passes: measure, then draw */
    int total = 0;
    for (int pass = 0; pass < 2; pass++) {
        int x = (app->w - total) / 2, k = 0, run = 0;
        char buf[512];
        snprintf(buf, sizeof buf, "%s", p->images);
        for (char *save = NULL, *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            if (strcmp(tok, "|") == 0 || strcmp(tok, "->") == 0) {
                if (run > 0)
                    x += w - step; /* the last image of the run in full */
                if (pass == 1 && tok[0] == '-') {
                    int t = SDL_max(2, hgt / 24);
                    gfx_fill(app, (SDL_Rect){x + gap / 4, y + hgt / 2 - t / 2, gap, t}, COLOR_ACCENT);
                    for (int i = 0; i < gap / 4; i++) /* the head */
                        gfx_fill(app, (SDL_Rect){x + gap / 4 + gap - i, y + hgt / 2 - i, 1, 2 * i + 1}, COLOR_ACCENT);
                }
                x += tok[0] == '-' ? gap * 3 / 2 : gap;
                run = 0;
                continue;
            }
            if (pass == 1 && k < PICTURE_MAX) {
                if (!h->img[k])
                    h->img[k] = picture_load(app, p->dir, tok, w, hgt);
                if (h->img[k])
                    SDL_RenderCopy(app->renderer, h->img[k], NULL, &(SDL_Rect){x, y, w, hgt});
            }
            k++;
            x += step;
            run++;
        }
        if (run > 0)
            x += w - step;
        total = x - (app->w - total) / 2;
    }
}

static void help_draw(Scene *s, App *app)
{
    Help *h = s->data;
    const HelpPage *p = h->pages[h->page];
    int th = text_height(FONT_BODY);
    int lines = 0;
    text_lines_width(FONT_BODY, p->lines, &lines);
    int w = app->w * 3 / 4, ht = text_height(FONT_TITLE) + th * (lines + 5);
    const HelpPicture *pic = h->pictures[h->page];
    int pic_h = pic ? SDL_min(th * 5, app->h / 4) : 0;
    ht += pic_h ? pic_h + th * 3 / 2 : 0;
    SDL_Rect panel = {(app->w - w) / 2, (app->h - ht) / 2, w, ht};
    if (!s->overlay)
        gfx_background(app);
    gfx_panel(app, panel);
    text_draw(app, FONT_TITLE, p->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    int y = panel.y + text_height(FONT_TITLE) + th * 3 / 2;
    text_draw_lines(app, FONT_BODY, p->lines, panel.x + th * 2, y, COLOR_TEXT, ALIGN_LEFT);
    if (pic_h)
        picture_draw(h, app, pic, y + th * lines + th * 3 / 4, pic_h);
    char foot[96];
    snprintf(foot, sizeof foot, "Page %d of %d  -  Left/Right: page   Esc / B: close", h->page + 1,
             h->n);
    text_draw(app, FONT_SMALL, foot, app->w / 2, panel.y + panel.h - th * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
}

static void help_action(Scene *s, App *app, const Action *a)
{
    Help *h = s->data;
    int n = h->n;
    switch (a->kind) {
    case ACT_LEFT:
    case ACT_UP:
    case ACT_PAGE_PREV:
        h->page = (h->page + n - 1) % n;
        break;
    case ACT_RIGHT:
    case ACT_DOWN:
    case ACT_PAGE_NEXT:
    case ACT_SELECT:
    case ACT_POINTER_DOWN:
        if (a->kind == ACT_SELECT || a->kind == ACT_POINTER_DOWN) {
            if (h->page == n - 1) {
                scene_pop(app);
                break;
            }
        }
        h->page = (h->page + 1) % n;
        break;
    case ACT_BACK:
    case ACT_MENU:
    case ACT_HELP:
        scene_pop(app);
        break;
    default:
        break;
    }
}

static void help_destroy(Scene *s)
{
    picture_drop(s->data);
    free(s->data);
    free(s);
}

void pager_set_picture(Scene *pager, int page, const HelpPicture *pic)
{
    Help *h = pager ? pager->data : NULL;
    if (h && page >= 0 && page < h->n)
        h->pictures[page] = pic;
}

Scene *pager_scene_new(App *app, const char *name, const HelpPage *const *pages, int n)
{
    Scene *s = calloc(1, sizeof *s);
    Help *h = calloc(1, sizeof *h);
    if (!s || !h || n < 1) {
        free(s);
        free(h);
        return NULL;
    }
    h->n = n < PAGER_MAX ? n : PAGER_MAX;
    h->img_page = -1;
    for (int i = 0; i < h->n; i++)
        h->pages[i] = pages[i];
    SDL_strlcpy(h->name, name, sizeof h->name);
    s->name = h->name;
    s->overlay = scene_top(app) != NULL;
    s->data = h;
    s->action = help_action;
    s->draw = help_draw;
    s->destroy = help_destroy;
    return s;
}
