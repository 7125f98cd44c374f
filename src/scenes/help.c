#include <stdlib.h>
#include <string.h>

#include "engine/gfx.h"
#include "engine/text.h"
#include "scenes/scenes.h"

typedef struct HelpPage {
    const char *title;
    const char *lines;
} HelpPage;

static const HelpPage pages[] = {
    {"How to play Mahjong solitaire",
     "Clear the board by removing tiles in matching pairs.\n"
     "Only free tiles can be taken: nothing may lie on any part of a tile,\n"
     "and it must be able to slide out to the left or to the right.\n"
     "Identical tiles match. Any flower matches any flower,\n"
     "and any season matches any season.\n"
     "Pick one tile, then its partner. Pick the same tile again, or the\n"
     "empty table, to put it back. The count of tiles left is top left.\n"
     "Every deal has a number: type it in (New game with seed) to play it again."},
    {"Mouse and keyboard",
     "Click a tile to pick it; click (or double-click) its partner.\n"
     "Arrow keys move the cursor over the free tiles, Tab walks them in order;\n"
     "Enter or Space picks.\n"
     "H  hint        U, Backspace, Ctrl+Z  undo        R, Ctrl+Y  redo\n"
     "S  shuffle     N  new game      Ctrl+R  restart\n"
     "Ctrl+S  save   Ctrl+O  open     Esc  menu        F1  help\n"
     "F11 or Alt+Enter  full screen"},
    {"Gamepad",
     "D-pad or left stick: move the cursor over the free tiles\n"
     "A: pick a tile        B: put it back / go back\n"
     "LB / RB: previous / next free tile\n"
     "X: hint               Y: undo\n"
     "Start: game menu      Back: this help\n"
     "In menus: D-pad to choose, A to confirm, B to go back,\n"
     "Left/Right to change a setting."},
};

typedef struct Help {
    int page;
} Help;

static void help_draw(Scene *s, App *app)
{
    Help *h = s->data;
    const HelpPage *p = &pages[h->page];
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
             (int)SDL_arraysize(pages));
    text_draw(app, FONT_SMALL, foot, app->w / 2, panel.y + panel.h - th * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
}

static void help_action(Scene *s, App *app, const Action *a)
{
    Help *h = s->data;
    int n = (int)SDL_arraysize(pages);
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

Scene *help_scene_new(App *app)
{
    Scene *s = calloc(1, sizeof *s);
    Help *h = calloc(1, sizeof *h);
    if (!s || !h) {
        free(s);
        free(h);
        return NULL;
    }
    s->name = "help";
    s->overlay = scene_top(app) != NULL;
    s->data = h;
    s->action = help_action;
    s->draw = help_draw;
    s->destroy = help_destroy;
    return s;
}
