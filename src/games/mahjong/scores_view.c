/* Mahjong's high-score table on screen (issue 39): the fastest wins on one
 * layout in one variant, with their time, date and deal; the win just recorded
 * stands out (a band and the word "New"). Opened from the game menu and from the
 * win screen, over which it is drawn. The table itself is core's
 * (core/games/mahjong/scores.c). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/mahjong/scores.h"
#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "games/mahjong/layouts.h"
#include "games/mahjong/view.h"

typedef struct ScoresView {
    char title[128];
    MjScore e[MJ_HS_TOP];
    int n;
    int highlight; /* rank of the win just recorded, 0 if none */
    SDL_Rect back; /* the Back button */
} ScoresView;

bool mahjong_scores_load(App *app, MjScores *s)
{
    mj_scores_init(s);
    char path[1024];
    Error err = {{0}};
    if (!prefs_path(app, MAHJONG_SCORES_FILE, path, sizeof path) || !file_exists(path))
        return true;
    bool ok = mj_scores_file_read(path, s, &err);
    if (!ok)
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("The high scores could not be read: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg);
    return ok;
}

/* The mark beside the win just recorded. */
static const char *new_word(void)
{
    /* TRANSLATORS: beside the new entry in the high-score table: the win just recorded */
    return C_("high score", "New");
}

/* Column texts of row i (or of the header with i < 0). */
static void cells(const ScoresView *v, int i, char out[4][32])
{
    if (i < 0) {
        /* TRANSLATORS: the headings of Mahjong's high-score table; "Deal" heads the deals' numbers */
        snprintf(out[0], 32, "%s", C_("scores heading", "Rank"));
        snprintf(out[1], 32, "%s", C_("scores heading", "Time"));
        snprintf(out[2], 32, "%s", C_("scores heading", "Date"));
        snprintf(out[3], 32, "%s", C_("scores heading", "Deal"));
        return;
    }
    uint32_t s = v->e[i].seconds;
    snprintf(out[0], 32, "%d.", i + 1);
    if (s >= 3600)
        snprintf(out[1], 32, "%u:%02u:%02u", (unsigned)(s / 3600), (unsigned)(s / 60 % 60), (unsigned)(s % 60));
    else
        snprintf(out[1], 32, "%u:%02u", (unsigned)(s / 60), (unsigned)(s % 60));
    snprintf(out[2], 32, "%s", v->e[i].date);
    snprintf(out[3], 32, "%llu", (unsigned long long)v->e[i].seed);
}

typedef struct Geometry {
    FontSize f;
    int col_x[5], row_h, w, h;
} Geometry;

/* Column widths from the widest text in each, the panel from those; the
 * small font when the body's does not fit the window. */
static SDL_Rect measure(const ScoresView *v, App *app, Geometry *g)
{
    const char *none = _("No wins on this layout in this variant yet.");
    for (int k = 0; k < 2; k++) {
        g->f = k == 0 ? FONT_BODY : FONT_SMALL;
        int th = text_height(g->f), gap = th;
        int widest[5] = {0};
        for (int i = -1; i < v->n; i++) {
            char c[4][32];
            cells(v, i, c);
            for (int j = 0; j < 4; j++)
                widest[j] = SDL_max(widest[j], text_width(g->f, c[j]));
        }
        widest[4] = text_width(g->f, new_word());
        int x = 0;
        for (int j = 0; j < 5; j++) {
            g->col_x[j] = x;
            x += widest[j] + gap;
        }
        int title_w = SDL_min(text_width(FONT_BODY, v->title), app->w - th * 2);
        g->w = SDL_max(SDL_max(x - gap, title_w), v->n ? 0 : text_width(g->f, none)) + th * 2;
        g->row_h = th * 5 / 4;
        int rows = v->n ? v->n + 1 : 1;
        g->h = text_height(FONT_TITLE) + text_height(FONT_BODY) * 2 + rows * g->row_h + th * 3;
        if ((g->w <= app->w - th && g->h <= app->h - th) || k == 1)
            break;
    }
    g->w = SDL_min(g->w, app->w);
    return (SDL_Rect){(app->w - g->w) / 2, SDL_max(0, (app->h - g->h) / 2), g->w, SDL_min(g->h, app->h)};
}

static void sc_draw(Scene *s, App *app)
{
    ScoresView *v = s->data;
    Geometry g;
    SDL_Rect p = measure(v, app, &g);
    int th = text_height(g.f), body = text_height(FONT_BODY), pad = th;
    gfx_panel(app, p);
    int y = p.y + pad / 2;
    text_draw(app, FONT_TITLE, _("High scores"), p.x + p.w / 2, y, COLOR_ACCENT, ALIGN_CENTER);
    y += text_height(FONT_TITLE);
    FontSize tf = text_width(FONT_BODY, v->title) <= p.w - th ? FONT_BODY : FONT_SMALL;
    text_draw(app, tf, v->title, p.x + p.w / 2, y, COLOR_TEXT, ALIGN_CENTER);
    y += body + body / 2;
    /* the table, centred in the panel */
    int table_w = g.col_x[4] + text_width(g.f, new_word());
    int x0 = p.x + (p.w - table_w) / 2;
    if (v->n == 0) {
        text_draw(app, g.f, _("No wins on this layout in this variant yet."), p.x + p.w / 2, y, COLOR_TEXT_DIM, ALIGN_CENTER);
        y += g.row_h;
    }
    for (int i = v->n ? -1 : v->n; i < v->n; i++) {
        char c[4][32];
        cells(v, i, c);
        bool lit = i >= 0 && i + 1 == v->highlight;
        if (lit)
            gfx_fill(app, (SDL_Rect){x0 - th / 2, y - (g.row_h - th) / 2, table_w + th, g.row_h},
                     (SDL_Color){242, 196, 92, 70});
        SDL_Color col = i < 0 ? COLOR_TEXT_DIM : lit ? COLOR_ACCENT : COLOR_TEXT;
        for (int j = 0; j < 4; j++)
            text_draw(app, g.f, c[j], x0 + g.col_x[j], y, col, ALIGN_LEFT);
        if (lit)
            text_draw(app, g.f, new_word(), x0 + g.col_x[4], y, COLOR_ACCENT, ALIGN_LEFT);
        y += g.row_h;
    }
    const char *back = C_("menu", "Back");
    int bw = text_width(FONT_BODY, back) + body * 2, bh = body * 3 / 2;
    v->back = (SDL_Rect){p.x + (p.w - bw) / 2, SDL_min(y + pad / 2, p.y + p.h - bh - pad / 4), bw, bh};
    gfx_fill(app, v->back, (SDL_Color){8, 24, 20, 170});
    gfx_frame(app, v->back, 2, COLOR_ACCENT);
    text_draw(app, FONT_BODY, back, v->back.x + bw / 2, v->back.y + (bh - body) / 2, COLOR_TEXT, ALIGN_CENTER);
}

static void sc_action(Scene *s, App *app, const Action *a)
{
    ScoresView *v = s->data;
    switch (a->kind) {
    case ACT_BACK: case ACT_SELECT: case ACT_MENU: scene_pop(app); break;
    case ACT_POINTER_DOWN:
        if (SDL_PointInRect(&(SDL_Point){a->x, a->y}, &v->back))
            scene_pop(app);
        break;
    case ACT_HELP: if (app->open_help) app->open_help(app); break;
    default: break;
    }
}

static void sc_destroy(Scene *s)
{
    free(s->data);
    free(s);
}

Scene *mahjong_scores_new(App *app, const char *layout_key, const char *layout_name, const char *variant_id,
                          const char *variant_name, int highlight)
{
    Scene *s = calloc(1, sizeof *s);
    ScoresView *v = calloc(1, sizeof *v);
    MjScores *t = malloc(sizeof *t);
    if (!s || !v || !t) {
        free(s);
        free(v);
        free(t);
        return NULL;
    }
    mahjong_scores_load(app, t);
    const MjScore *e = mj_scores_get(t, layout_key, variant_id, &v->n);
    if (e)
        memcpy(v->e, e, sizeof v->e[0] * (size_t)v->n);
    free(t);
    v->highlight = highlight;
    /* TRANSLATORS: under "High scores": the first %s is a layout's name ("Turtle"), the second a variant's */
    snprintf(v->title, sizeof v->title, _("The fastest wins on %.40s (%.30s)."), catalog_layout_name(layout_name),
             _(variant_name));
    s->name = "mahjong-scores";
    s->data = v;
    s->overlay = true;
    s->draw = sc_draw;
    s->action = sc_action;
    s->destroy = sc_destroy;
    return s;
}
