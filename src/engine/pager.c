/* A pager of help pages: Left/Right (or a click) turns, Esc/B closes. A page may
 * have a picture (drawn by a callback under its text), and a page whose lines
 * hold tabs is a table in real columns, where "(A)", "(LB)", "(Start)"... are
 * drawn as gamepad buttons and a column of numbers ends at its right edge
 * (a game's high scores are such a page). Any other page is reflowed to the panel's width in
 * the words it is shown in (core/textflow.h: paragraphs joined and re-wrapped,
 * list items and indented lines kept); a page longer than the window takes as
 * many screens as it needs, each a page of the foot's count. */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/textflow.h"
#include "core/utf8.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

/* A table's marked row (its index under the header, -1: none) and the word
 * after its last cell. */
typedef struct TableMark {
    int row;
    char word[48];
} TableMark;

/* As many pages as it is given: its own copies of their words. */
typedef struct Help {
    char name[40];
    int page, n;
    HelpPage *pages;
    PagerPictureFn *picture;
    PagerPictureHeightFn *picture_height;
    int *picture_arg;
    /* as laid out for the window (and font) of `key`: each text page's lines,
     * its screens and the lines of a full one, the panel's width and the
     * picture's height; `screen` is the one shown of the page */
    int key[5];
    Flow *flow;
    int *screens, *per, *width, *pic_h;
    int *tstyle; /* a table page's layout (TABLE_WIDE...) */
    int screen, total;
    TableMark mark; /* the one row marked (pager_mark_row) */
    int mark_page;
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
static int cell_run(App *app, FontSize font, const char *cell, int x, int y, SDL_Color c, bool draw)
{
    int th = text_height(font), x0 = x;
    if (!strchr(cell, '(')) /* no glyph: the cell in one piece (one text on the trace) */
        return draw ? text_draw(app, font, cell, x, y, c, ALIGN_LEFT) : text_width(font, cell);
    const char *p = cell;
    while (*p) {
        const char *e = strchr(p, ' ');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        char tok[160];
        utf8_copy_n(tok, p, n, sizeof tok);
        n = strlen(tok);
        bool comma = n > 3 && tok[n - 1] == ',' && tok[n - 2] == ')';
        if (comma)
            tok[--n] = 0;
        if (glyph_token(tok, n)) {
            char name[160];
            utf8_copy_n(name, tok + 1, n - 2, sizeof name);
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
                x += draw ? text_draw(app, font, ",", x, y, c, ALIGN_LEFT) : text_width(font, ",");
        } else {
            x += draw ? text_draw(app, font, tok, x, y, c, ALIGN_LEFT) : text_width(font, tok);
        }
        p += n + (comma ? 1 : 0);
        if (*p == ' ') {
            x += text_width(font, " ");
            p++;
        }
    }
    return x - x0;
}

#define TABLE_COLS 4

/* How a table is laid out, the first that fits the window: columns in the body
 * font, columns in the small one, or each row stacked (its first cell on a
 * line, the others on the next, indented) in the small one, for a narrow
 * window or a language whose cells run long. */
enum { TABLE_WIDE, TABLE_SMALL, TABLE_STACKED, TABLE_STYLES };

/* A table page's rows one at a time, and each row's cells (split at tabs;
 * empty cells count, TABLE_COLS at most): the one splitting of every layout. */
typedef struct TableRows {
    const char *p; /* the lines still to read */
    char buf[1024]; /* the row being read, cut into its cells */
    char *next;     /* the row's next cell; NULL after its last */
    int col;        /* the column of the cell table_cell gave last */
} TableRows;

/* The next row into t; false after the last. */
static bool table_row(TableRows *t)
{
    if (!*t->p)
        return false;
    const char *nl = strchr(t->p, '\n');
    size_t len = nl ? (size_t)(nl - t->p) : strlen(t->p);
    utf8_copy_n(t->buf, t->p, len, sizeof t->buf);
    t->p += len + (nl ? 1 : 0);
    t->next = t->buf;
    t->col = -1;
    return true;
}

/* The row's next cell (its column in t->col); NULL after the last. */
static const char *table_cell(TableRows *t)
{
    if (!t->next || t->col + 1 >= TABLE_COLS)
        return NULL;
    char *cell = t->next, *tab = strchr(cell, '\t');
    t->next = tab ? tab + 1 : NULL;
    if (tab)
        *tab = 0;
    t->col++;
    return cell;
}

/* A number (digits, and ":.," between them: a score, a count, a time). */
static bool is_number(const char *cell)
{
    if (!SDL_isdigit((unsigned char)cell[0]))
        return false;
    for (const char *c = cell; *c; c++)
        if (!SDL_isdigit((unsigned char)*c) && !strchr(":.,", *c))
            return false;
    return true;
}

/* The table's lines after its header row, when that row is only tabs (a
 * table of figures, a label and its value a row, needs no header); *head: the
 * number of header rows left (0 or 1). */
static const char *table_body(const char *lines, int *head)
{
    size_t tabs = strspn(lines, "\t");
    *head = tabs > 0 && lines[tabs] == '\n' ? 0 : 1;
    return *head ? lines : lines + tabs + 1;
}

/* Draws the table's rows, the first one its header (unless table_body drops
 * it): in columns, or stacked (a row's first cell on its line, the others on
 * the next, indented). A column holding a number below its header is a column
 * of numbers: its cells and its header end at its right edge, so that digits
 * line up. The marked row (mark, may be NULL) lies on a band, in the accent
 * colour, its word after its last cell (stacked: after its first). Returns the
 * height used; *width (may be NULL): the width of the widest row. */
static int draw_table(App *app, const char *lines, SDL_Rect box, bool draw, int *width, int style,
                      const TableMark *mark)
{
    FontSize font = style == TABLE_WIDE ? FONT_BODY : FONT_SMALL;
    int th = text_height(font), row = th * 3 / 2, colw[TABLE_COLS] = {0}, head;
    bool numbers[TABLE_COLS] = {false};
    const char *word = mark && mark->row >= 0 && mark->word[0] ? mark->word : NULL;
    int word_w = word ? text_width(font, word) : 0;
    const SDL_Color band = {242, 196, 92, 70};
    TableRows t;
    const char *all = lines;
    lines = table_body(lines, &head);
    if (style == TABLE_STACKED) {
        int y = box.y, line = 0, widest = 0, table_w = 0;
        if (word && draw) /* the band spans the table: its widest row */
            draw_table(app, all, box, false, &table_w, style, mark);
        for (t.p = lines; table_row(&t); line++) {
            bool lit = word && line - head == mark->row;
            if (lit && draw) /* the band under both of the row's lines, drawn first */
                gfx_fill(app, (SDL_Rect){box.x - th / 2, y, table_w + th, th * 2 + th / 3}, band);
            const char *first = table_cell(&t);
            SDL_Color c = line < head || lit ? COLOR_ACCENT : COLOR_TEXT;
            int fw = cell_run(app, font, first, box.x, y, c, draw);
            if (lit)
                fw += th + (draw ? text_draw(app, font, word, box.x + fw + th, y, COLOR_ACCENT, ALIGN_LEFT) : word_w);
            widest = SDL_max(widest, fw);
            y += th;
            int x = box.x + th * 2, w = 0;
            for (const char *cell; (cell = table_cell(&t));) {
                if (!*cell)
                    continue;
                SDL_Color cc = line < head || lit ? COLOR_ACCENT : COLOR_TEXT_DIM;
                int cw = cell_run(app, font, cell, x, y, cc, draw);
                x += cw + th * 2;
                w += cw + th * 2;
            }
            if (w > 0) {
                widest = SDL_max(widest, w); /* the indent, less the last cell's gap */
                y += th;
            }
            y += th / 3;
        }
        if (width)
            *width = SDL_max(*width, widest);
        return y - box.y;
    }
    for (int pass = 0; pass < 2; pass++) {
        int y = box.y, line = 0;
        for (t.p = lines; table_row(&t); line++) {
            int x = box.x;
            bool lit = word && line - head == mark->row;
            if (lit && pass == 1 && draw) { /* the band, under the row's cells and its word */
                int row_w = word_w; /* the word stands where a next column would */
                for (int k = 0; k < TABLE_COLS; k++)
                    row_w += colw[k];
                gfx_fill(app, (SDL_Rect){box.x - th / 2, y, row_w + th, row}, band);
            }
            for (const char *cell; (cell = table_cell(&t)); x += colw[t.col]) {
                if (pass == 0) {
                    colw[t.col] = SDL_max(colw[t.col], cell_run(app, font, cell, 0, 0, COLOR_TEXT, false) + th * 2);
                    numbers[t.col] |= line >= head && is_number(cell);
                } else if (draw) {
                    SDL_Color c = line < head || lit ? COLOR_ACCENT : t.col == 0 ? COLOR_TEXT : COLOR_TEXT_DIM;
                    int cx = x;
                    if (numbers[t.col]) /* up to the column's gap */
                        cx += colw[t.col] - th * 2 - cell_run(app, font, cell, 0, 0, c, false);
                    cell_run(app, font, cell, cx, y + (row - th) / 2, c, true);
                }
            }
            if (lit && pass == 1) { /* the word after the row's last column */
                if (draw)
                    text_draw(app, font, word, x, y + (row - th) / 2, COLOR_ACCENT, ALIGN_LEFT);
                x += word_w + th * 2;
            }
            if (width && pass == 1)
                *width = SDL_max(*width, x - box.x - th * 2); /* the last column's own margin */
            if (pass == 1 && draw && line < head)
                gfx_fill(app, (SDL_Rect){box.x, y + row - 2, x - box.x - th * 2, SDL_max(1, th / 16)}, COLOR_TEXT_DIM);
            y += row;
        }
        if (pass == 1)
            return y - box.y;
    }
    return 0;
}

/* Page i's marked row, or NULL. */
static const TableMark *table_mark(const Help *h, int i)
{
    return h->mark_page == i ? &h->mark : NULL;
}

static bool is_table(const HelpPage *p)
{
    return strchr(p->lines, '\t') != NULL;
}

/* The lines of screen k of page i: [*first, *first + *count). */
static void screen_lines(const Help *h, int i, int k, int *first, int *count)
{
    int n = h->flow[i].n;
    *first = SDL_min(n, k * h->per[i]);
    *count = k == h->screens[i] - 1 ? n - *first : SDL_min(h->per[i], n - *first);
}

/* Lays every page out for the window and font as they are now (again when
 * they change): widths, reflowed lines, pictures' heights and screens. */
static void help_layout(Help *h, App *app)
{
    int th = text_height(FONT_BODY);
    int key[5] = {app->w, app->h, th, text_width(FONT_BODY, "Mw\xe4\xb8\xad"), (int)i18n_generation()};
    if (memcmp(key, h->key, sizeof key) == 0)
        return;
    memcpy(h->key, key, sizeof key);
    FontSize body = FONT_BODY;
    int room = app->h - th - text_height(FONT_TITLE) - th * 5; /* the panel's height less its title and foot */
    int full = SDL_max(1, room / SDL_max(1, th));
    h->total = 0;
    for (int i = 0; i < h->n; i++) {
        const HelpPage *p = &h->pages[i];
        PagerPictureFn pic = h->picture[i];
        /* three quarters of the window; a narrow one (a phone upright) nearly all of it */
        int w = SDL_max(app->w * 3 / 4, SDL_min(app->w - th * 2, th * 24));
        int lines = 0;
        h->flow[i].n = 0;
        if (is_table(p)) { /* a wide table widens the panel, up to the window's width */
            int tw = 0, style = TABLE_WIDE;
            for (; style < TABLE_STYLES; style++) { /* the first layout that fits the window */
                tw = 0;
                int tall = draw_table(app, p->lines, (SDL_Rect){0, 0, 0, 0}, false, &tw, style, table_mark(h, i));
                if (tw + th * 4 <= app->w - th && tall <= room)
                    break;
            }
            h->tstyle[i] = style = SDL_min(style, TABLE_STACKED);
            w = SDL_min(app->w - th, SDL_max(app->w * 3 / 4, tw + th * 4));
            text_lines_width(FONT_BODY, p->lines, &lines);
        } else {
            if (!textflow_page(p->lines, w - th * 4, text_measure(), &body, &h->flow[i]))
                SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "help: out of memory laying out \"%s\"", p->title);
            lines = h->flow[i].n;
        }
        int pic_h = pic ? SDL_max(th * 6, app->h * 2 / 5) : 0;
        if (pic && h->picture_height[i]) /* as high as the picture needs */
            pic_h = SDL_max(th, h->picture_height[i](app, h->picture_arg[i], w - th * 4));
        int screens = 1, per = SDL_max(lines, 1);
        if (!is_table(p) && lines > full) { /* more than a window: screens of `full` lines */
            per = full;
            screens = (lines + full - 1) / full;
        }
        if (!is_table(p) && pic) { /* the picture goes under the last screen's lines, at least a third as high */
            int pic_min = SDL_min(pic_h, SDL_max(th * 4, room / 3));
            int last_room = SDL_max(1, (room - pic_min - th) / SDL_max(1, th));
            while (lines - (screens - 1) * per > last_room)
                screens++;
            if (screens > 1) /* the last screen's lines as many as the picture leaves room for */
                per = SDL_min(full, SDL_max((lines + screens - 1) / screens,
                                            (lines - last_room + screens - 2) / (screens - 1)));
        } else if (screens > 1) { /* screens of even length */
            per = (lines + screens - 1) / screens;
        }
        h->width[i] = w;
        h->pic_h[i] = pic_h;
        h->per[i] = per;
        h->screens[i] = screens;
        h->total += screens;
    }
    h->screen = SDL_clamp(h->screen, 0, SDL_max(1, h->screens[h->page]) - 1);
}

static void help_draw(Scene *s, App *app)
{
    Help *h = s->data;
    help_layout(h, app);
    const HelpPage *p = &h->pages[h->page];
    int th = text_height(FONT_BODY);
    bool table = is_table(p);
    int lines = 0, first = 0;
    if (table)
        text_lines_width(FONT_BODY, p->lines, &lines);
    else
        screen_lines(h, h->page, h->screen, &first, &lines);
    int table_w = 0;
    int text_h = table ? draw_table(app, p->lines, (SDL_Rect){0, 0, 0, 0}, false, &table_w, h->tstyle[h->page],
                                      table_mark(h, h->page))
                       : lines * th;
    bool last = h->screen == h->screens[h->page] - 1;
    PagerPictureFn pic = last ? h->picture[h->page] : NULL;
    int pic_h = h->pic_h[h->page];
    int w = h->width[h->page];
    int ht = text_height(FONT_TITLE) + text_h + th * 5 + (pic ? pic_h + th : 0);
    if (pic && ht > app->h - th) { /* a tall picture gives way */
        pic_h -= ht - (app->h - th);
        ht = app->h - th;
    }
    SDL_Rect panel = {(app->w - w) / 2, (app->h - ht) / 2, w, ht};
    if (!s->overlay)
        gfx_background(app);
    gfx_panel(app, panel);
    text_draw_fit(app, FONT_TITLE, p->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER, w - th * 2);
    int y = panel.y + text_height(FONT_TITLE) + th * 3 / 2;
    if (table) {
        int x = panel.x + SDL_max(th * 2, (w - table_w) / 2); /* a narrow table in the middle */
        draw_table(app, p->lines, (SDL_Rect){x, y, w - th * 4, text_h}, true, NULL, h->tstyle[h->page],
                   table_mark(h, h->page));
    } else {
        const Flow *f = &h->flow[h->page];
        for (int i = 0; i < lines; i++) {
            const FlowLine *l = &f->line[first + i];
            text_draw(app, FONT_BODY, f->text + l->text, panel.x + th * 2 + l->x, y + i * th, COLOR_TEXT, ALIGN_LEFT);
        }
    }
    int below = y + text_h + th;
    if (pic) {
        SDL_Rect box = {panel.x + th * 2, below, w - th * 4, pic_h};
        gfx_fill(app, box, (SDL_Color){24, 84, 74, 255}); /* a piece of the table */
        pic(app, h->picture_arg[h->page], &box);
    }
    int number = h->screen + 1;
    for (int i = 0; i < h->page; i++)
        number += h->screens[i];
    char foot[256];
    if (h->total == 1) /* nothing to turn to */
        snprintf(foot, sizeof foot, "%s", _("Esc / B: close"));
    else
        /* TRANSLATORS: the help's foot: this page's number, the number of pages, and the keys */
        snprintf(foot, sizeof foot, _("Page %d of %d  -  Left/Right: page   Esc / B: close"), number, h->total);
    utf8_clip(foot);
    text_draw_fit(app, FONT_SMALL, foot, app->w / 2, panel.y + panel.h - th * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER,
                  w - th);
}

/* The next screen (dir +1) or the one before (-1), across pages, round. */
static void turn(Help *h, int dir)
{
    h->screen += dir;
    if (h->screen >= SDL_max(1, h->screens[h->page])) {
        h->page = (h->page + 1) % h->n;
        h->screen = 0;
    } else if (h->screen < 0) {
        h->page = (h->page + h->n - 1) % h->n;
        h->screen = SDL_max(1, h->screens[h->page]) - 1; /* 0 when not laid out yet */
    }
}

static void help_action(Scene *s, App *app, const Action *a)
{
    Help *h = s->data;
    help_layout(h, app); /* a key before the first frame turns screens that are laid out */
    int n = h->n;
    switch (a->kind) {
    case ACT_LEFT:
    case ACT_UP:
    case ACT_PAGE_PREV:
        turn(h, -1);
        break;
    case ACT_RIGHT:
    case ACT_DOWN:
    case ACT_PAGE_NEXT:
    case ACT_SELECT:
    case ACT_POINTER_DOWN:
        if (a->kind == ACT_SELECT || a->kind == ACT_POINTER_DOWN) {
            if (h->page == n - 1 && h->screen == h->screens[h->page] - 1) {
                scene_pop(app);
                break;
            }
        }
        turn(h, 1);
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
        if (h->flow)
            textflow_free(&h->flow[i]);
    }
    free(h->flow);
    free(h->screens);
    free(h->per);
    free(h->width);
    free(h->pic_h);
    free(h->tstyle);
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
        h->flow = calloc((size_t)n, sizeof *h->flow);
        h->screens = calloc((size_t)n, sizeof *h->screens);
        h->per = calloc((size_t)n, sizeof *h->per);
        h->width = calloc((size_t)n, sizeof *h->width);
        h->pic_h = calloc((size_t)n, sizeof *h->pic_h);
        h->tstyle = calloc((size_t)n, sizeof *h->tstyle);
    }
    bool ok = h && h->pages && h->picture && h->picture_height && h->picture_arg && h->flow && h->screens && h->per &&
              h->width && h->pic_h && h->tstyle;
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
    h->mark_page = -1;
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
    h->key[0] = 0; /* laid out anew */
}

void pager_set_picture_height(Scene *s, int page, PagerPictureHeightFn fn)
{
    Help *h = s ? s->data : NULL;
    if (!h || page < 0 || page >= h->n)
        return;
    h->picture_height[page] = fn;
    h->key[0] = 0;
}

void pager_mark_row(Scene *s, int page, int row, const char *word)
{
    Help *h = s ? s->data : NULL;
    if (!h || page < 0 || page >= h->n || row < 0 || !word)
        return;
    h->mark_page = page;
    h->mark.row = row;
    SDL_strlcpy(h->mark.word, word, sizeof h->mark.word);
    h->key[0] = 0; /* laid out anew: the word widens its row */
}
