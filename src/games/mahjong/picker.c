/* The layout picker: a card per layout with a drawn thumbnail, its name, tile
 * count and the player's best time, plus "Random layout". Arrows / d-pad move,
 * Enter / A / click deals it, Esc / B goes back. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/layout.h"
#include "core/records.h"
#include "engine/catalog.h"
#include "games/mahjong/layouts.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "games/mahjong/view.h"
#include "engine/ui.h"

typedef struct Card {
    CatalogEntry entry;
    Layout layout;   /* loaded once when the picker opens */
    bool ok;
    long best_s;
} Card;

typedef struct Picker {
    Card *card;
    int n;           /* layouts; card index n is "Random layout" */
    int cur, cols, top;
    SDL_Rect rect[CATALOG_MAX + 1];
} Picker;

static int total(const Picker *p)
{
    return p->n + 1;
}

static void layout_cards(Picker *p, App *app)
{
    int th = text_height(FONT_BODY);
    int margin = th * 2;
    p->cols = app->w >= 1600 ? 5 : 4;
    int cw = (app->w - margin * 2 - th * (p->cols - 1)) / p->cols;
    int chh = cw * 3 / 4 + th * 3;
    int top_y = text_height(FONT_TITLE) + th * 2;
    int rows_fit = SDL_max(1, (app->h - top_y - th * 2) / (chh + th));
    int cur_row = p->cur / p->cols;
    if (cur_row < p->top)
        p->top = cur_row;
    if (cur_row >= p->top + rows_fit)
        p->top = cur_row - rows_fit + 1;
    for (int i = 0; i < total(p); i++) {
        int r = i / p->cols - p->top, c = i % p->cols;
        p->rect[i] = (SDL_Rect){margin + c * (cw + th), top_y + r * (chh + th), cw, chh};
        if (r < 0 || r >= rows_fit)
            p->rect[i].w = 0; /* off screen */
    }
}

static void draw_thumbnail(App *app, const Layout *l, SDL_Rect box)
{
    if (l->width <= 0 || l->height <= 0)
        return;
    float sx = (float)box.w / (float)(l->width + 1), sy = (float)box.h / (float)(l->height * 1.3f + 1);
    float s = SDL_min(sx, sy);
    int ox = box.x + (int)((box.w - s * l->width) / 2), oy = box.y + (int)((box.h - s * l->height * 1.3f) / 2);
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *pl = &l->place[i];
        Uint8 v = (Uint8)SDL_min(255, 150 + pl->z * 22);
        SDL_Rect r = {ox + (int)(pl->x * s) + pl->z, oy + (int)(pl->y * s * 1.3f) - pl->z,
                      SDL_max(1, (int)(2 * s) - 1), SDL_max(1, (int)(2 * s * 1.3f) - 1)};
        gfx_fill(app, r, (SDL_Color){v, (Uint8)(v - 8), (Uint8)(v - 30), 255});
    }
}

static void picker_draw(Scene *s, App *app)
{
    Picker *p = s->data;
    layout_cards(p, app);
    gfx_background(app);
    int th = text_height(FONT_BODY);
    text_draw(app, FONT_TITLE, _("Choose a layout"), app->w / 2, th / 2, COLOR_ACCENT, ALIGN_CENTER);
    bool above = false, below = false;
    for (int i = 0; i < total(p); i++) {
        if (p->rect[i].w != 0)
            continue;
        if (i < p->cur)
            above = true;
        else
            below = true;
    }
    if (above || below)
        text_draw(app, FONT_SMALL, above && below ? _("More layouts above and below") : above ? _("More layouts above") : _("More layouts below"),
                  app->w / 2, app->h - text_height(FONT_SMALL) * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
    for (int i = 0; i < total(p); i++) {
        SDL_Rect r = p->rect[i];
        if (r.w == 0)
            continue;
        bool cur = i == p->cur;
        gfx_fill(app, r, cur ? (SDL_Color){60, 70, 40, 230} : (SDL_Color){10, 30, 26, 200});
        gfx_frame(app, r, cur ? SDL_max(2, th / 8) : 1, cur ? COLOR_ACCENT : COLOR_TEXT_DIM);
        SDL_Rect thumb = {r.x + th / 2, r.y + th / 2, r.w - th, r.h - th * 3 - th / 2};
        /* under the picture: the name, then two short lines, each as wide as the
         * card at most (a long one is drawn smaller): in a narrow window the
         * cards are narrow, and one long line ran into the next card */
        int small = text_height(FONT_SMALL), fit = r.w - th / 2, cx = r.x + r.w / 2;
        int name_y = r.y + r.h - th * 3 + th / 4, info_y = name_y + th;
        char info[96], more[96];
        if (i == p->n) {
            text_draw(app, FONT_TITLE, "?", cx, thumb.y + thumb.h / 2 - text_height(FONT_TITLE) / 2, COLOR_ACCENT,
                      ALIGN_CENTER);
            text_draw_fit(app, FONT_BODY, _("Random layout"), cx, name_y, COLOR_TEXT, ALIGN_CENTER, fit);
            /* TRANSLATORS: under "Random layout", on two short lines (at the \n) */
            const char *what = _("a different one\neach game"), *nl = strchr(what, '\n');
            snprintf(info, sizeof info, "%.*s", nl ? (int)(nl - what) : (int)strlen(what), what);
            text_draw_fit(app, FONT_SMALL, info, cx, info_y, COLOR_TEXT_DIM, ALIGN_CENTER, fit);
            text_draw_fit(app, FONT_SMALL, nl ? nl + 1 : "", cx, info_y + small, COLOR_TEXT_DIM, ALIGN_CENTER, fit);
            continue;
        }
        const Card *c = &p->card[i];
        if (c->ok)
            draw_thumbnail(app, &c->layout, thumb);
        const char *name = c->entry.user ? c->entry.name : catalog_layout_name(c->entry.name);
        text_draw_fit(app, FONT_BODY, name, cx, name_y, cur ? COLOR_ACCENT : COLOR_TEXT, ALIGN_CENTER, fit);
        more[0] = '\0';
        if (!c->ok) {
            /* TRANSLATORS: under a layout's name in the picker: its file is damaged */
            snprintf(info, sizeof info, "%s", _("cannot be read"));
        } else {
            int n = c->layout.count;
            /* TRANSLATORS: under a layout's name in the picker; "yours": a layout the player made */
            snprintf(info, sizeof info, c->entry.user ? P_("%d tile, yours", "%d tiles, yours", n) : P_("%d tile", "%d tiles", n), n);
            if (c->best_s >= 0)
                /* TRANSLATORS: the player's best time on a layout, minutes:seconds */
                snprintf(more, sizeof more, _("best %ld:%02ld"), c->best_s / 60, c->best_s % 60);
            else
                snprintf(more, sizeof more, "%s", _("not won yet"));
        }
        text_draw_fit(app, FONT_SMALL, info, cx, info_y, COLOR_TEXT_DIM, ALIGN_CENTER, fit);
        text_draw_fit(app, FONT_SMALL, more, cx, info_y + small, COLOR_TEXT_DIM, ALIGN_CENTER, fit);
    }
}

static void choose(Scene *s, App *app)
{
    Picker *p = s->data;
    int i = p->cur;
    if (i == p->n) {
        mahjong_start_layout(app, MAHJONG_RANDOM_LAYOUT);
        return;
    }
    if (!p->card[i].ok) {
        const CatalogEntry *e = &p->card[i].entry;
        /* TRANSLATORS: %s is a layout's name */
        log_message(app, _("The layout %s cannot be read."), e->user ? e->name : catalog_layout_name(e->name));
        return;
    }
    char id[64];
    SDL_strlcpy(id, p->card[i].entry.id, sizeof id);
    mahjong_start_layout(app, id); /* pops this picker */
}

static int card_at(Picker *p, int x, int y)
{
    SDL_Point pt = {x, y};
    for (int i = 0; i < total(p); i++)
        if (p->rect[i].w && SDL_PointInRect(&pt, &p->rect[i]))
            return i;
    return -1;
}

static void picker_action(Scene *s, App *app, const Action *a)
{
    Picker *p = s->data;
    layout_cards(p, app);
    int n = total(p);
    switch (a->kind) {
    case ACT_LEFT: p->cur = (p->cur + n - 1) % n; break;
    case ACT_RIGHT: p->cur = (p->cur + 1) % n; break;
    case ACT_UP: if (p->cur >= p->cols) p->cur -= p->cols; break;
    case ACT_DOWN: p->cur = SDL_min(n - 1, p->cur + p->cols); break;
    case ACT_SELECT: choose(s, app); break;
    case ACT_BACK: case ACT_MENU: scene_pop(app); break;
    case ACT_POINTER_MOVE: {
        int i = card_at(p, a->x, a->y);
        if (i >= 0 && i != p->cur) {
            p->cur = i;
            app->dirty = true;
        }
        break;
    }
    case ACT_POINTER_DOWN: {
        int i = card_at(p, a->x, a->y);
        if (i >= 0) {
            p->cur = i;
            choose(s, app);
        }
        break;
    }
    default: break;
    }
}

static void picker_destroy(Scene *s)
{
    Picker *p = s->data;
    free(p->card);
    free(p);
    free(s);
}

Scene *mahjong_picker_new(App *app)
{
    Scene *s = calloc(1, sizeof *s);
    Picker *p = calloc(1, sizeof *p);
    CatalogEntry *entries = calloc(CATALOG_MAX, sizeof *entries);
    Records *rec = malloc(sizeof *rec);
    if (!s || !p || !entries || !rec)
        goto fail;
    p->n = catalog_layouts(app, entries, CATALOG_MAX);
    p->card = calloc((size_t)p->n + 1, sizeof *p->card);
    if (!p->card)
        goto fail;
    mahjong_load_records(app, rec);
    for (int i = 0; i < p->n; i++) {
        Card *c = &p->card[i];
        c->entry = entries[i];
        Error err;
        c->ok = catalog_load_layout(&c->entry, &c->layout, &err);
        if (!c->ok)
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", err.msg);
        char key[32];
        snprintf(key, sizeof key, "%016llx", (unsigned long long)layout_hash(&c->layout));
        c->best_s = c->ok ? records_best(rec, key) : -1;
        if (strcmp(c->entry.id, app->settings.layout) == 0)
            p->cur = i;
    }
    if (strcmp(app->settings.layout, MAHJONG_RANDOM_LAYOUT) == 0)
        p->cur = p->n;
    free(entries);
    free(rec);
    s->name = "layout-picker";
    s->data = p;
    s->action = picker_action;
    s->draw = picker_draw;
    s->destroy = picker_destroy;
    return s;
fail:
    if (p)
        free(p->card);
    free(p);
    free(s);
    free(entries);
    free(rec);
    return NULL;
}
