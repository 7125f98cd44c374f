/* A pager of help pages: Left/Right (or a click) turns, Esc/B closes. */
#include <stdlib.h>
#include <string.h>

#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

#define PAGER_MAX 16

typedef struct Help {
    char name[40];
    int page, n;
    const HelpPage *pages[PAGER_MAX];
} Help;

static void help_draw(Scene *s, App *app)
{
    Help *h = s->data;
    const HelpPage *p = h->pages[h->page];
    int th = text_height(FONT_BODY);
    int lines = 0;
    text_lines_width(FONT_BODY, p->lines, &lines);
    int w = app->w * 3 / 4, ht = text_height(FONT_TITLE) + th * (lines + 5);
    SDL_Rect panel = {(app->w - w) / 2, (app->h - ht) / 2, w, ht};
    if (!s->overlay)
        gfx_background(app);
    gfx_panel(app, panel);
    text_draw(app, FONT_TITLE, p->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    int y = panel.y + text_height(FONT_TITLE) + th * 3 / 2;
    text_draw_lines(app, FONT_BODY, p->lines, panel.x + th * 2, y, COLOR_TEXT, ALIGN_LEFT);
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
    free(s->data);
    free(s);
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
