/* A pager of help pages: Left/Right (or a click) turns, Esc/B closes. A page may
 * have a picture (drawn by a callback under its text), and a page whose lines
 * hold tabs is a table in real columns, where "(A)", "(LB)", "(Start)"... are
 * drawn as gamepad buttons. */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

/* As many pages as it is given: its own copies of their words. */
typedef struct Help {
    char name[40];
    int page, n;
    HelpPage *pages;
    PagerPictureFn *picture;
    PagerPictureHeightFn *picture_height;
    int *picture_arg;
} Help;

/* ---------- gamepad glyphs and tables ---------- */

static bool glyph_token(const char *tok, size_t n)
{
    return n >= 3 && tok[0] == '(' && tok[n - 1] == ')';
}

static SDL_Color glyph_color(const char *name)
{
    switch (name[1] ? 0 : name[0]) { /* the face buttons; the others are grey */
    case 'A': return (SDL_Color){70, 170, 80, 255};
    case 'B': return (SDL_Color){200, 70, 60, 255};
    case 'X': return (SDL_Color){60, 120, 210, 255};
    case 'Y': return (SDL_Color){220, 180, 40, 255};
    default: return (SDL_Color){90, 100, 100, 255};
    }
}

/* Draws (or, with draw false, measures) one cell: words, and glyphs for (A)... */
static int cell_run(App *app, const char *cell, int x, int y, SDL_Color c, bool draw)
{
    int th = text_height(FONT_BODY), x0 = x;
    const char *p = cell;
    while (*p) {
        const char *e = strchr(p, ' ');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        char tok[48];
        SDL_strlcpy(tok, p, SDL_min(n + 1, sizeof tok));
        bool comma = n > 3 && tok[n - 1] == ',' && tok[n - 2] == ')';
        if (comma)
            tok[--n] = 0;
        if (glyph_token(tok, n)) {
            char name[40];
            SDL_strlcpy(name, tok + 1, SDL_min(n - 1, sizeof name));
            int tw = text_width(FONT_SMALL, name), h = th, w = SDL_max(h, tw + th / 2);
            if (draw) {
                SDL_Color g = glyph_color(name);
                int r = h / 2;
                for (int yy = 0; yy < h; yy++) { /* a pill: round ends, flat middle */
                    int dy = yy - r, half = (int)SDL_sqrtf((float)(r * r - dy * dy));
                    gfx_fill(app, (SDL_Rect){x + r - half, y + yy, w - 2 * r + 2 * half, 1}, g);
                }
                text_draw(app, FONT_SMALL, name, x + w / 2, y + (h - text_height(FONT_SMALL)) / 2,
                          (SDL_Color){255, 255, 255, 255}, ALIGN_CENTER);
            }
            x += w;
            if (comma)
                x += draw ? text_draw(app, FONT_BODY, ",", x, y, c, ALIGN_LEFT) : text_width(FONT_BODY, ",");
        } else {
            x += draw ? text_draw(app, FONT_BODY, tok, x, y, c, ALIGN_LEFT) : text_width(FONT_BODY, tok);
        }
        p += n + (comma ? 1 : 0);
        if (*p == ' ') {
            x += text_width(FONT_BODY, " ");
            p++;
        }
    }
    return x - x0;
}

#define TABLE_COLS 4

/* Splits the table's lines into cells (tabs) and draws them in columns; the
 * first line is the header. Returns the height used; *width (may be NULL): the
 * width of the widest row. */
static int draw_table(App *app, const char *lines, SDL_Rect box, bool draw, int *width)
{
    int th = text_height(FONT_BODY), row = th * 3 / 2, colw[TABLE_COLS] = {0};
    for (int pass = 0; pass < 2; pass++) {
        int y = box.y, line = 0;
        const char *p = lines;
        while (*p) {
            const char *nl = strchr(p, '\n');
            size_t len = nl ? (size_t)(nl - p) : strlen(p);
            char buf[256];
            SDL_strlcpy(buf, p, SDL_min(len + 1, sizeof buf));
            int x = box.x, col = 0;
            char *next = buf;
            for (char *cell = buf; next && col < TABLE_COLS; cell = next, col++) { /* empty cells count */
                char *tab = strchr(cell, '\t');
                next = tab ? tab + 1 : NULL;
                if (tab)
                    *tab = 0;
                if (pass == 0) {
                    colw[col] = SDL_max(colw[col], cell_run(app, cell, 0, 0, COLOR_TEXT, false) + th * 2);
                } else if (draw) {
                    SDL_Color c = line == 0 ? COLOR_ACCENT : col == 0 ? COLOR_TEXT : COLOR_TEXT_DIM;
                    cell_run(app, cell, x, y + (row - th) / 2, c, true);
                }
                x += colw[col];
            }
            if (width && pass == 1)
                *width = SDL_max(*width, x - box.x - th * 2); /* the last column's own margin */
            if (pass == 1 && draw && line == 0)
                gfx_fill(app, (SDL_Rect){box.x, y + row - 2, x - box.x - th, SDL_max(1, th / 16)}, COLOR_TEXT_DIM);
            y += row;
            line++;
            p += len + (nl ? 1 : 0);
        }
        if (pass == 1)
            return y - box.y;
    }
    return 0;
}

static void help_draw(Scene *s, App *app)
{
    Help *h = s->data;
    const HelpPage *p = &h->pages[h->page];
    int th = text_height(FONT_BODY);
    int lines = 0;
    bool table = strchr(p->lines, '\t') != NULL;
    text_lines_width(FONT_BODY, p->lines, &lines);
    int text_h = table ? lines * th * 3 / 2 : lines * th;
    PagerPictureFn pic = h->picture[h->page];
    int pic_h = pic ? SDL_max(th * 6, app->h * 2 / 5) : 0;
    int w = app->w * 3 / 4;
    if (table) { /* a wide table widens the panel, up to the window's width */
        int tw = 0;
        draw_table(app, p->lines, (SDL_Rect){0, 0, 0, 0}, false, &tw);
        w = SDL_min(app->w - th, SDL_max(w, tw + th * 4));
    }
    if (pic && h->picture_height[h->page]) /* as high as the picture needs */
        pic_h = SDL_max(th, h->picture_height[h->page](app, h->picture_arg[h->page], w - th * 4));
    int ht = text_height(FONT_TITLE) + text_h + th * 5 + (pic ? pic_h + th : 0);
    if (pic && ht > app->h - th) { /* a tall picture gives way */
        pic_h -= ht - (app->h - th);
        ht = app->h - th;
    }
    SDL_Rect panel = {(app->w - w) / 2, (app->h - ht) / 2, w, ht};
    if (!s->overlay)
        gfx_background(app);
    gfx_panel(app, panel);
    text_draw(app, FONT_TITLE, p->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    int y = panel.y + text_height(FONT_TITLE) + th * 3 / 2;
    if (table)
        draw_table(app, p->lines, (SDL_Rect){panel.x + th * 2, y, w - th * 4, text_h}, true, NULL);
    else
        text_draw_lines(app, FONT_BODY, p->lines, panel.x + th * 2, y, COLOR_TEXT, ALIGN_LEFT);
    int below = y + text_h + th;
    if (pic) {
        SDL_Rect box = {panel.x + th * 2, below, w - th * 4, pic_h};
        gfx_fill(app, box, (SDL_Color){24, 84, 74, 255}); /* a piece of the table */
        pic(app, h->picture_arg[h->page], &box);
    }
    char foot[96];
    /* TRANSLATORS: the help's foot: this page's number, the number of pages, and the keys */
    snprintf(foot, sizeof foot, _("Page %d of %d  -  Left/Right: page   Esc / B: close"), h->page + 1,
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

static void help_free(Help *h)
{
    if (!h)
        return;
    for (int i = 0; h->pages && i < h->n; i++) {
        SDL_free((char *)h->pages[i].title);
        SDL_free((char *)h->pages[i].lines);
    }
    free(h->pages);
    free(h->picture);
    free(h->picture_height);
    free(h->picture_arg);
    free(h);
}

static void help_destroy(Scene *s)
{
    help_free(s->data);
    free(s);
}

Scene *pager_scene_new(App *app, const char *name, const HelpPage *const *pages, int n)
{
    Scene *s = n < 1 ? NULL : calloc(1, sizeof *s);
    Help *h = s ? calloc(1, sizeof *h) : NULL;
    if (h) {
        h->pages = calloc((size_t)n, sizeof *h->pages);
        h->picture = calloc((size_t)n, sizeof *h->picture);
        h->picture_height = calloc((size_t)n, sizeof *h->picture_height);
        h->picture_arg = calloc((size_t)n, sizeof *h->picture_arg);
    }
    bool ok = h && h->pages && h->picture && h->picture_height && h->picture_arg;
    for (int i = 0; ok && i < n; i++) {
        h->n = i + 1; /* what help_free frees */
        h->pages[i].title = SDL_strdup(pages[i]->title);
        h->pages[i].lines = SDL_strdup(pages[i]->lines);
        ok = h->pages[i].title && h->pages[i].lines;
    }
    if (!ok) {
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "help: out of memory for %d pages", n);
        help_free(h);
        free(s);
        return NULL;
    }
    SDL_strlcpy(h->name, name, sizeof h->name);
    s->name = h->name;
    s->overlay = scene_top(app) != NULL;
    s->data = h;
    s->action = help_action;
    s->draw = help_draw;
    s->destroy = help_destroy;
    return s;
}

void pager_set_picture(Scene *s, int page, PagerPictureFn fn, int arg)
{
    Help *h = s ? s->data : NULL;
    if (!h || page < 0 || page >= h->n)
        return;
    h->picture[page] = fn;
    h->picture_arg[page] = arg;
}

void pager_set_picture_height(Scene *s, int page, PagerPictureHeightFn fn)
{
    Help *h = s ? s->data : NULL;
    if (!h || page < 0 || page >= h->n)
        return;
    h->picture_height[page] = fn;
}
