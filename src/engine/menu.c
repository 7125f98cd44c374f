#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"
#include "core/utf8.h"
#include "engine/gfx.h"
#include "engine/place.h"
#include "engine/text.h"
#include "engine/ui.h"

typedef struct MenuItem {
    int id;
    char label[MENU_LABEL_MAX];
    char value[MENU_VALUE_MAX];
    bool has_value;
    bool disabled; /* shown dim; the cursor passes over it, picking does nothing */
    bool header;   /* a group's name: starts a column, never selected */
    char shortcut[64]; /* the key (and pad button) that does the same, shown right */
    int group;  /* grouped menus: the header's group, */
    int column; /* the column it is set out in, */
    int line;   /* and its row there */
    SDL_Rect rect; /* empty while scrolled out of view */
} MenuItem;

typedef struct Menu {
    MenuSpec spec;
    char title[256];
    char message[1024];
    char wrapped[1280]; /* the message as drawn: a line wider than the window wraps */
    MenuItem *item; /* as many as added: a long list scrolls */
    int n, cap, cur;
    int top, shown; /* the rows in view: item[top .. top + shown) */
    int columns;    /* > 0: grouped in columns, one per header */
    /* grouped menus as laid out for the window: the font and row height, the
     * columns across, where the first row in view starts, whether rows scroll */
    FontSize font;
    int row, across, list_y;
    bool scrolls;
} Menu;

static void columns_layout(Menu *m, App *app, SDL_Rect *panel);
static void columns_draw(Menu *m, App *app);
static bool columns_action(Menu *m, const Action *a);
static void skip_headers(Menu *m, int dir);

/* place_clear: the panel where it hides nothing of the scene beneath (its
 * `occupied`), nearest the middle; else over the corner where it hides least. */
static void place_clear(const Menu *m, App *app, SDL_Rect *panel)
{
    static SDL_Rect avoid[PLACE_AVOID_MAX];
    Scene *below = NULL;
    for (int i = 1; i < app->depth; i++)
        if (app->stack[i]->data == m)
            below = app->stack[i - 1];
    if (!below || !below->occupied)
        return;
    int n = below->occupied(below, app, avoid, PLACE_AVOID_MAX), th = text_height(FONT_BODY), e = th / 2;
    SDL_Rect within = {e, e, app->w - 2 * e, app->h - 2 * e}, r;
    if (place_box(within, avoid, n, e, panel->w, panel->h, (SDL_Point){app->w / 2, app->h / 2}, &r)) {
        *panel = r;
        return;
    }
    const SDL_Point corner[4] = {{app->w - e - panel->w, app->h - e - panel->h}, {e, app->h - e - panel->h},
                                 {app->w - e - panel->w, e}, {e, e}};
    long least = -1;
    for (int i = 0; i < 4; i++) {
        SDL_Rect c = {corner[i].x, corner[i].y, panel->w, panel->h};
        long o = place_overlap(c, avoid, n);
        if (least < 0 || o < least) {
            least = o;
            *panel = c;
        }
    }
}

/* m->message into m->wrapped, each line no wider than max_w (a long line wraps
 * at its spaces; a line that fits keeps its spacing: "Score 12    Time 1:02"). */
static void wrap_message(Menu *m, int max_w)
{
    size_t len = 0;
    m->wrapped[0] = '\0';
    for (const char *at = m->message; *at && len + 1 < sizeof m->wrapped;) {
        size_t n = strcspn(at, "\n");
        char line[sizeof m->message], out[sizeof m->wrapped];
        utf8_copy_n(line, at, n, sizeof line);
        if (text_width(FONT_BODY, line) > max_w)
            text_wrap(FONT_BODY, line, max_w, out, sizeof out);
        else
            utf8_copy(out, line, sizeof out);
        if (len) { /* the next line, whole characters only when it has to be cut */
            m->wrapped[len++] = '\n';
            m->wrapped[len] = '\0';
        }
        utf8_copy(m->wrapped + len, out, sizeof m->wrapped - len);
        len = strlen(m->wrapped);
        at += n;
        if (*at == '\n')
            at++;
    }
}

static void menu_layout(Menu *m, App *app, SDL_Rect *panel)
{
    wrap_message(m, app->w - 20 - text_height(FONT_BODY) * 2);
    if (m->columns > 0) {
        columns_layout(m, app, panel);
        return;
    }
    int th = text_height(FONT_BODY);
    int row = th * 3 / 2;
    int lines = 0;
    int msg_w = text_lines_width(FONT_BODY, m->wrapped, &lines) + th * 2;
    int w = app->w * 2 / 5;
    if (w < th * 18)
        w = th * 18;
    int tw = text_width(FONT_TITLE, m->title) + th * 2;
    if (w < tw)
        w = tw;
    if (w < msg_w)
        w = msg_w;
    int head = text_height(FONT_TITLE) + th + lines * th + (lines ? th : 0);
    /* as many rows as fit; when they do not all fit, one row above and one below
     * say that there is more */
    int fit = (app->h - 20 - head - th) / row;
    m->shown = m->n <= fit ? m->n : SDL_max(1, fit - 2);
    bool scrolls = m->shown < m->n;
    if (m->cur < m->top)
        m->top = m->cur;
    if (m->cur >= m->top + m->shown)
        m->top = m->cur - m->shown + 1;
    m->top = SDL_clamp(m->top, 0, m->n - m->shown);
    int h = head + (m->shown + (scrolls ? 2 : 0)) * row + th; /* as much room below as on the sides */
    if (m->spec.place_clear) { /* as narrow as its lines */
        w = SDL_max(SDL_max(tw, msg_w), th * 12);
        for (int i = 0; i < m->n; i++)
            w = SDL_max(w, text_width(FONT_BODY, m->item[i].label) + th * 4);
    }
    if (w > app->w - 20)
        w = app->w - 20;
    *panel = (SDL_Rect){(app->w - w) / 2, (app->h - h) / 2, w, h};
    if (m->spec.place_clear)
        place_clear(m, app, panel);
    int y = panel->y + text_height(FONT_TITLE) + th / 2 + lines * th + (lines ? th : 0) + th / 2;
    if (scrolls)
        y += row;
    for (int i = 0; i < m->n; i++) {
        bool in_view = i >= m->top && i < m->top + m->shown;
        m->item[i].rect = in_view ? (SDL_Rect){panel->x + th, y, w - 2 * th, row} : (SDL_Rect){0, 0, 0, 0};
        if (in_view)
            y += row;
    }
}

static void menu_draw(Scene *s, App *app)
{
    Menu *m = s->data;
    SDL_Rect panel;
    menu_layout(m, app, &panel);
    if (!s->overlay)
        gfx_background(app);
    gfx_panel(app, panel);
    int th = text_height(FONT_BODY);
    /* a title wider than a narrow window's panel comes in the body's font */
    FontSize tf = text_width(FONT_TITLE, m->title) + 2 * th <= panel.w ? FONT_TITLE : FONT_BODY;
    text_draw(app, tf, m->title, panel.x + panel.w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    int y = panel.y + text_height(FONT_TITLE) + th / 2;
    text_draw_lines(app, FONT_BODY, m->wrapped, panel.x + panel.w / 2, y, COLOR_TEXT, ALIGN_CENTER);
    if (m->columns > 0) {
        columns_draw(m, app);
        return;
    }
    if (m->shown < m->n) {
        int row = th * 3 / 2;
        const SDL_Rect *first = &m->item[m->top].rect;
        char more[128];
        /* TRANSLATORS: a scrolled list: how many rows are out of view above it */
        snprintf(more, sizeof more, m->top > 0 ? P_("%d more above", "%d more above", m->top) : " ", m->top);
        utf8_clip(more);
        text_draw(app, FONT_BODY, more, panel.x + panel.w / 2, first->y - row + (row - th) / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
        int below = m->n - m->top - m->shown;
        /* TRANSLATORS: a scrolled list: how many rows are out of view below it */
        snprintf(more, sizeof more, below > 0 ? P_("%d more below", "%d more below", below) : " ", below);
        utf8_clip(more);
        text_draw(app, FONT_BODY, more, panel.x + panel.w / 2, first->y + m->shown * row + (row - th) / 2, COLOR_TEXT_DIM,
                  ALIGN_CENTER);
    }
    for (int i = m->top; i < m->top + m->shown; i++) {
        SDL_Rect r = m->item[i].rect;
        const MenuItem *it = &m->item[i];
        bool cur = i == m->cur;
        if (cur) {
            gfx_fill(app, r, (SDL_Color){242, 196, 92, 48});
            gfx_frame(app, r, SDL_max(1, th / 14), COLOR_ACCENT);
        }
        SDL_Color c = it->disabled ? COLOR_TEXT_DIM : cur ? COLOR_ACCENT : COLOR_TEXT;
        int ty = r.y + (r.h - th) / 2;
        if (it->has_value) {
            text_draw(app, FONT_BODY, it->label, r.x + th / 2, ty, c, ALIGN_LEFT);
            char v[MENU_VALUE_MAX + 16];
            snprintf(v, sizeof v, cur ? "<  %s  >" : "%s", it->value);
            utf8_clip(v);
            text_draw(app, FONT_BODY, v, r.x + r.w - th / 2, ty, cur ? COLOR_ACCENT : COLOR_TEXT_DIM,
                      ALIGN_RIGHT);
        } else {
            text_draw(app, FONT_BODY, it->label, r.x + r.w / 2, ty, c, ALIGN_CENTER);
        }
    }
}

static int item_at(Menu *m, int x, int y)
{
    for (int i = 0; i < m->n; i++) {
        SDL_Rect r = m->item[i].rect;
        if (!m->item[i].header && x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    return -1;
}

static void activate(Scene *s, App *app, int delta)
{
    Menu *m = s->data;
    if (m->n == 0)
        return;
    MenuItem *it = &m->item[m->cur];
    if (it->disabled || it->header)
        return;
    if (it->has_value && m->spec.on_adjust)
        m->spec.on_adjust(app, s, it->id, delta, m->spec.ctx);
    else if (delta == 0 && m->spec.on_select)
        m->spec.on_select(app, s, it->id, m->spec.ctx);
}

static void menu_action(Scene *s, App *app, const Action *a)
{
    Menu *m = s->data;
    SDL_Rect panel;
    menu_layout(m, app, &panel);
    if (a->letter && !a->from_pad && m->spec.on_letter && m->spec.on_letter(app, s, a->letter, m->spec.ctx))
        return;
    if (columns_action(m, a)) {
        app->dirty = true;
        return;
    }
    switch (a->kind) {
    case ACT_UP:
        if (m->n)
            m->cur = (m->cur + m->n - 1) % m->n;
        break;
    case ACT_DOWN:
        if (m->n)
            m->cur = (m->cur + 1) % m->n;
        break;
    case ACT_PAGE_PREV:
    case ACT_PAGE_NEXT:
        if (m->n) {
            int step = SDL_max(1, m->shown - 1);
            m->cur = SDL_clamp(m->cur + (a->kind == ACT_PAGE_PREV ? -step : step), 0, m->n - 1);
        }
        break;
    case ACT_LEFT:
    case ACT_RIGHT:
        if (m->n && m->item[m->cur].has_value)
            activate(s, app, a->kind == ACT_LEFT ? -1 : 1);
        break;
    case ACT_SELECT:
        if (m->n && m->item[m->cur].has_value)
            activate(s, app, 1);
        else
            activate(s, app, 0);
        break;
    case ACT_BACK:
    case ACT_MENU:
        if (m->spec.on_back)
            m->spec.on_back(app, s, m->spec.ctx);
        else
            scene_pop(app);
        break;
    case ACT_POINTER_MOVE: {
        int i = item_at(m, a->x, a->y);
        if (i >= 0 && i != m->cur) {
            m->cur = i;
            app->dirty = true;
        }
        break;
    }
    case ACT_POINTER_DOWN: {
        int i = item_at(m, a->x, a->y);
        if (i >= 0) {
            m->cur = i;
            if (a->button == SDL_BUTTON_RIGHT && m->spec.on_delete && !m->item[i].has_value)
                m->spec.on_delete(app, s, m->item[i].id, m->spec.ctx);
            else
                activate(s, app, m->item[i].has_value ? (a->button == SDL_BUTTON_RIGHT ? -1 : 1) : 0);
        }
        break;
    }
    case ACT_DELETE:
    case ACT_HINT: /* the pad's X; the keyboard's H means nothing in a menu */
        if (a->kind == ACT_HINT && !a->from_pad)
            break;
        if (m->n && m->spec.on_delete && !m->item[m->cur].disabled && !m->item[m->cur].header)
            m->spec.on_delete(app, s, m->item[m->cur].id, m->spec.ctx);
        break;
    case ACT_HELP: {
        if (app->open_help)
            app->open_help(app);
        break;
    }
    default:
        break;
    }
}

static void json_string(TextBuf *w, const char *s)
{
    textbuf_put(w, "\"", 1);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            textbuf_put(w, "\\", 1);
        textbuf_put(w, s, 1);
    }
    textbuf_put(w, "\"", 1);
}

void menu_dump_json(Scene *s, App *app, TextBuf *w)
{
    if (!s || s->action != menu_action)
        return;
    Menu *m = s->data;
    SDL_Rect panel;
    menu_layout(m, app, &panel);
    if (m->columns > 0)
        skip_headers(m, 1);
    textbuf_printf(w, ",\"menu\":{\"panel\":[%d,%d,%d,%d],\"cur\":%d,\"items\":[", panel.x, panel.y, panel.w,
                   panel.h, m->cur);
    for (int i = 0; i < m->n; i++) {
        const MenuItem *it = &m->item[i];
        const SDL_Rect *r = &it->rect;
        textbuf_printf(w, "%s{\"label\":", i ? "," : "");
        json_string(w, it->label);
        if (it->has_value) {
            textbuf_printf(w, ",\"value\":");
            json_string(w, it->value);
        }
        textbuf_printf(w, ",\"header\":%s,\"rect\":[%d,%d,%d,%d]}", it->header ? "true" : "false", r->x, r->y,
                       r->w, r->h);
    }
    textbuf_printf(w, "]}");
}

static void menu_destroy(Scene *s)
{
    Menu *m = s->data;
    if (m->spec.free_ctx)
        m->spec.free_ctx(m->spec.ctx);
    free(m->item);
    free(m);
    free(s);
}

Scene *menu_scene_new(const MenuSpec *spec)
{
    Scene *s = calloc(1, sizeof *s);
    Menu *m = calloc(1, sizeof *m);
    if (!s || !m) {
        free(s);
        free(m);
        return NULL;
    }
    m->spec = *spec;
    utf8_copy(m->title, spec->title ? spec->title : "", sizeof m->title);
    utf8_copy(m->message, spec->message ? spec->message : "", sizeof m->message);
    s->name = spec->name ? spec->name : "menu";
    s->overlay = spec->overlay;
    s->data = m;
    s->action = menu_action;
    s->draw = menu_draw;
    s->destroy = menu_destroy;
    return s;
}

void menu_add(Scene *s, int id, const char *label, const char *value)
{
    Menu *m = s->data;
    if (m->n == m->cap) {
        int ncap = m->cap ? m->cap * 2 : 16;
        MenuItem *grown = realloc(m->item, sizeof *grown * (size_t)ncap);
        if (!grown)
            return;
        m->item = grown;
        m->cap = ncap;
    }
    MenuItem *it = &m->item[m->n++];
    memset(it, 0, sizeof *it);
    it->id = id;
    utf8_copy(it->label, label, sizeof it->label);
    it->has_value = value != NULL;
    utf8_copy(it->value, value ? value : "", sizeof it->value);
}

void menu_set_value(Scene *s, int id, const char *value)
{
    Menu *m = s->data;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].id == id)
            utf8_copy(m->item[i].value, value, sizeof m->item[i].value);
}

void menu_set_enabled(Scene *s, int id, bool enabled)
{
    Menu *m = s->data;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].id == id)
            m->item[i].disabled = !enabled;
}

void menu_set_message(Scene *s, const char *message)
{
    Menu *m = s->data;
    utf8_copy(m->message, message, sizeof m->message);
}

void menu_select_id(Scene *s, int id)
{
    Menu *m = s->data;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].id == id)
            m->cur = i;
}

void menu_clear(Scene *s)
{
    Menu *m = s->data;
    m->n = 0;
    m->cur = m->top = 0;
    m->columns = 0;
}

/* ---------- grouped menus: one column per group ---------- */

void menu_add_header(Scene *s, const char *label)
{
    Menu *m = s->data;
    menu_add(s, MENU_HEADER_ID, label, NULL);
    if (m->n == 0 || m->item[m->n - 1].id != MENU_HEADER_ID)
        return;
    m->item[m->n - 1].header = true;
    m->columns++;
    if (m->cur == m->n - 1)
        m->cur = m->n; /* the first item after it */
}

void menu_set_shortcut(Scene *s, int id, const char *keys)
{
    Menu *m = s->data;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].id == id && !m->item[i].header)
            utf8_copy(m->item[i].shortcut, keys, sizeof m->item[i].shortcut);
}

static void skip_headers(Menu *m, int dir)
{
    for (int k = 0; k < m->n && m->item[m->cur].header; k++)
        m->cur = (m->cur + dir + m->n) % m->n;
}

/* The room a value takes, arrows included so that it does not move when the
 * cursor comes; at least a few letters so that short values keep the width. */
static int value_width(const MenuItem *it, FontSize font)
{
    char v[MENU_VALUE_MAX + 16];
    snprintf(v, sizeof v, "<  %s  >", it->value);
    utf8_clip(v);
    return SDL_max(text_width(font, v), text_height(font) * 4);
}

#define MAX_GROUPS 16

/* One way to set the groups out: a font, a row height and k columns, each
 * holding one or more groups one under the other. */
typedef struct Arrangement {
    FontSize font;
    int th, row, gap, k;
    int column_of[MAX_GROUPS]; /* group -> column, left to right */
    int colw[MAX_GROUPS];
    int rows;  /* of the tallest column */
    int total; /* the columns and the gaps between them */
} Arrangement;

/* Puts n groups into k columns, the tallest groups first each into the shortest
 * column; the columns are then ordered by their first group and keep their
 * groups in menu order, so that reading down and across follows the menu. */
static void arrange(Arrangement *a, int n, const int *gw, const int *grows, int k)
{
    int colrows[MAX_GROUPS] = {0}, first[MAX_GROUPS], order[MAX_GROUPS];
    bool placed[MAX_GROUPS] = {false};
    for (int done = 0; done < n; done++) {
        int g = -1;
        for (int i = 0; i < n; i++)
            if (!placed[i] && (g < 0 || grows[i] > grows[g]))
                g = i;
        int c = 0;
        for (int j = 1; j < k; j++)
            if (colrows[j] < colrows[c])
                c = j;
        placed[g] = true;
        a->column_of[g] = c;
        colrows[c] += grows[g];
    }
    for (int c = 0; c < k; c++) {
        first[c] = n;
        for (int g = n - 1; g >= 0; g--)
            if (a->column_of[g] == c)
                first[c] = g;
        order[c] = c;
    }
    for (int i = 1; i < k; i++) /* by first group */
        for (int j = i; j > 0 && first[order[j]] < first[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    int rank[MAX_GROUPS];
    for (int c = 0; c < k; c++)
        rank[order[c]] = c;
    a->k = k;
    a->rows = 0;
    a->total = 0;
    for (int c = 0; c < k; c++)
        a->colw[c] = 0;
    for (int g = 0; g < n; g++) {
        a->column_of[g] = rank[a->column_of[g]];
        a->colw[a->column_of[g]] = SDL_max(a->colw[a->column_of[g]], gw[g]);
    }
    for (int c = 0; c < k; c++) {
        a->rows = SDL_max(a->rows, colrows[order[c]]);
        a->total += a->colw[c] + (c ? a->gap : 0);
    }
}

/* Three columns side by side when they fit the window; otherwise fewer, groups
 * stacked, then tighter rows, then the small font; when even that is too tall,
 * the rows scroll (with a line above and below saying how many more). */
static void columns_layout(Menu *m, App *app, SDL_Rect *panel)
{
    static const struct { FontSize font; int num, den; } steps[] = {
        {FONT_BODY, 3, 2}, {FONT_BODY, 5, 4}, {FONT_SMALL, 3, 2}, {FONT_SMALL, 5, 4}};
    int tb = text_height(FONT_BODY), margin = 8;
    int lines = 0;
    text_lines_width(FONT_BODY, m->wrapped, &lines);
    int head = text_height(FONT_TITLE) + tb + lines * tb + (lines ? tb / 2 : 0);
    int title_w = text_width(FONT_TITLE, m->title) + 2 * tb;
    if (title_w > app->w - 2 * margin) /* drawn in the body's font then */
        title_w = text_width(FONT_BODY, m->title) + 2 * tb;
    int room_w = app->w - 2 * margin, room_h = app->h - 2 * margin;
    int ngroups = 0;
    for (int i = 0; i < m->n; i++) {
        if (m->item[i].header || i == 0)
            ngroups = SDL_min(ngroups + 1, MAX_GROUPS);
        m->item[i].group = ngroups - 1;
    }
    Arrangement a = {0}, wide = {0};
    bool fits = false, any_wide = false;
    for (size_t s = 0; s < SDL_arraysize(steps) && !fits; s++) {
        a.font = steps[s].font;
        a.th = text_height(a.font);
        a.row = a.th * steps[s].num / steps[s].den;
        a.gap = a.th * 2;
        int gw[MAX_GROUPS] = {0}, grows[MAX_GROUPS] = {0};
        for (int i = 0; i < m->n; i++) {
            const MenuItem *it = &m->item[i];
            int w = text_width(it->header ? FONT_SMALL : a.font, it->label) + a.th;
            if (it->has_value)
                w += value_width(it, a.font) + a.th;
            else if (it->shortcut[0])
                w += text_width(FONT_SMALL, it->shortcut) + a.th * 2;
            gw[it->group] = SDL_max(gw[it->group], SDL_max(w, a.th * 9));
            grows[it->group]++;
        }
        for (int k = ngroups; k >= 1 && !fits; k--) {
            arrange(&a, ngroups, gw, grows, k);
            if (SDL_max(a.total + 2 * a.th, title_w) > room_w)
                continue;
            fits = head + a.rows * a.row + a.th <= room_h;
            if (!any_wide || wide.font != a.font || wide.row != a.row) {
                wide = a; /* the most columns that fit across, smallest step */
                any_wide = true;
            }
        }
    }
    if (!fits)
        a = any_wide ? wide : a;
    m->font = a.font;
    m->row = a.row;
    m->across = a.k;
    int line[MAX_GROUPS] = {0};
    for (int i = 0; i < m->n; i++) {
        MenuItem *it = &m->item[i];
        it->column = a.column_of[it->group];
        it->line = line[it->column]++;
    }
    /* the rows in view: every one when they fit, else those around the cursor */
    int fit = (room_h - head - a.th) / a.row;
    bool scrolls = a.rows > fit;
    m->shown = scrolls ? SDL_max(1, fit - 2) : a.rows;
    skip_headers(m, 1);
    int cur_line = m->item[m->cur].line;
    if (cur_line < m->top)
        m->top = cur_line;
    if (cur_line >= m->top + m->shown)
        m->top = cur_line - m->shown + 1;
    if (m->top == cur_line && m->top > 0 && m->shown > 1 && m->item[m->cur - 1].header)
        m->top--; /* the group's name with its first item */
    m->top = SDL_clamp(m->top, 0, a.rows - m->shown);
    int w = SDL_min(SDL_max(a.total + 2 * a.th, title_w), room_w);
    int h = SDL_min(head + (m->shown + (scrolls ? 2 : 0)) * a.row + a.th, room_h);
    *panel = (SDL_Rect){(app->w - w) / 2, (app->h - h) / 2, w, h};
    m->list_y = panel->y + head + (scrolls ? a.row : 0);
    int colx[MAX_GROUPS];
    colx[0] = panel->x + (w - a.total) / 2;
    for (int c = 1; c < a.k; c++)
        colx[c] = colx[c - 1] + a.colw[c - 1] + a.gap;
    for (int i = 0; i < m->n; i++) {
        MenuItem *it = &m->item[i];
        bool in_view = it->line >= m->top && it->line < m->top + m->shown;
        it->rect = in_view ? (SDL_Rect){colx[it->column], m->list_y + (it->line - m->top) * a.row,
                                        a.colw[it->column], a.row}
                           : (SDL_Rect){0, 0, 0, 0};
    }
    m->scrolls = scrolls;
}

static void columns_draw(Menu *m, App *app)
{
    int th = text_height(m->font);
    skip_headers(m, 1);
    if (m->scrolls) {
        int above = 0, below = 0;
        for (int i = 0; i < m->n; i++)
            if (!m->item[i].header) {
                above += m->item[i].line < m->top;
                below += m->item[i].line >= m->top + m->shown;
            }
        char more[128];
        /* TRANSLATORS: a scrolled list: how many rows are out of view above it */
        snprintf(more, sizeof more, above > 0 ? P_("%d more above", "%d more above", above) : " ", above);
        utf8_clip(more);
        text_draw(app, m->font, more, app->w / 2, m->list_y - m->row + (m->row - th) / 2, COLOR_TEXT_DIM,
                  ALIGN_CENTER);
        /* TRANSLATORS: a scrolled list: how many rows are out of view below it */
        snprintf(more, sizeof more, below > 0 ? P_("%d more below", "%d more below", below) : " ", below);
        utf8_clip(more);
        text_draw(app, m->font, more, app->w / 2, m->list_y + m->shown * m->row + (m->row - th) / 2,
                  COLOR_TEXT_DIM, ALIGN_CENTER);
    }
    for (int i = 0; i < m->n; i++) {
        const MenuItem *it = &m->item[i];
        SDL_Rect r = it->rect;
        if (r.w == 0)
            continue; /* scrolled out of view */
        if (it->header) {
            int ty = r.y + r.h - text_height(FONT_SMALL) - th / 4;
            text_draw(app, FONT_SMALL, it->label, r.x + th / 2, ty, COLOR_ACCENT, ALIGN_LEFT);
            gfx_fill(app, (SDL_Rect){r.x + th / 2, r.y + r.h - 2, r.w - th, SDL_max(1, th / 16)}, COLOR_TEXT_DIM);
            continue;
        }
        bool cur = i == m->cur;
        if (cur) {
            gfx_fill(app, r, it->disabled ? (SDL_Color){60, 60, 60, 80} : (SDL_Color){242, 196, 92, 48});
            gfx_frame(app, r, SDL_max(1, th / 14), it->disabled ? COLOR_TEXT_DIM : COLOR_ACCENT);
        }
        SDL_Color c = it->disabled ? (SDL_Color){110, 120, 116, 255} : cur ? COLOR_ACCENT : COLOR_TEXT;
        int ty = r.y + (r.h - th) / 2;
        text_draw(app, m->font, it->label, r.x + th / 2, ty, c, ALIGN_LEFT);
        if (it->has_value) {
            char v[MENU_VALUE_MAX + 16];
            snprintf(v, sizeof v, cur ? "<  %s  >" : "%s", it->value);
            utf8_clip(v);
            text_draw(app, m->font, v, r.x + r.w - th / 2, ty, cur ? COLOR_ACCENT : COLOR_TEXT_DIM, ALIGN_RIGHT);
        } else if (it->shortcut[0])
            text_draw(app, FONT_SMALL, it->shortcut, r.x + r.w - th / 2, ty + (th - text_height(FONT_SMALL)) / 2,
                      it->disabled ? (SDL_Color){90, 100, 96, 255} : COLOR_TEXT_DIM, ALIGN_RIGHT);
    }
}

/* The item of group g at the place of item `from` in its own group (or the
 * group's last). */
static int same_place_in_group(const Menu *m, int from, int g)
{
    int place = 0, best = -1;
    for (int i = from - 1; i >= 0 && !m->item[i].header && m->item[i].group == m->item[from].group; i--)
        place++;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].group == g && !m->item[i].header) {
            best = i;
            if (place-- == 0)
                break;
        }
    return best;
}

/* Up/Down within a column (wrapping), Left/Right to the next column at the
 * same height (on an item with a value they change it), the shoulders to the
 * next group; in a single column Left/Right go to the next group too. True when
 * the action was a move. */
static bool columns_action(Menu *m, const Action *a)
{
    if (m->columns <= 0 || m->n == 0)
        return false;
    skip_headers(m, 1);
    int col = m->item[m->cur].column;
    if (a->kind == ACT_UP || a->kind == ACT_DOWN) {
        int dir = a->kind == ACT_UP ? -1 : 1, i = m->cur;
        do
            i = (i + dir + m->n) % m->n;
        while (m->item[i].column != col || m->item[i].header);
        m->cur = i;
        return true;
    }
    bool adjusts = m->item[m->cur].has_value && m->spec.on_adjust; /* Left/Right change its value */
    bool across = (a->kind == ACT_LEFT || a->kind == ACT_RIGHT) && !adjusts;
    int dir = a->kind == ACT_LEFT || a->kind == ACT_PAGE_PREV ? -1 : 1;
    if (across && m->across > 1) {
        int to = (col + dir + m->across) % m->across;
        int line = m->item[m->cur].line, best = -1, best_d = 1 << 30;
        for (int i = 0; i < m->n; i++)
            if (m->item[i].column == to && !m->item[i].header && abs(m->item[i].line - line) < best_d) {
                best_d = abs(m->item[i].line - line);
                best = i;
            }
        if (best >= 0)
            m->cur = best;
        return true;
    }
    if (across || a->kind == ACT_PAGE_PREV || a->kind == ACT_PAGE_NEXT) {
        int ngroups = m->item[m->n - 1].group + 1, g = m->item[m->cur].group;
        for (int k = 0; k < ngroups; k++) { /* the next group with an item */
            g = (g + dir + ngroups) % ngroups;
            int to = same_place_in_group(m, m->cur, g);
            if (to >= 0) {
                m->cur = to;
                break;
            }
        }
        return true;
    }
    return false;
}
