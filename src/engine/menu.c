#include <stdlib.h>
#include <string.h>

#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

typedef struct MenuItem {
    int id;
    char label[64];
    char value[48];
    bool has_value;
    bool disabled; /* shown dim; the cursor passes over it, picking does nothing */
    SDL_Rect rect; /* empty while scrolled out of view */
} MenuItem;

typedef struct Menu {
    MenuSpec spec;
    char title[96];
    char message[512];
    MenuItem *item; /* as many as added: a long list scrolls */
    int n, cap, cur;
    int top, shown; /* the rows in view: item[top .. top + shown) */
} Menu;

static void menu_layout(Menu *m, App *app, SDL_Rect *panel)
{
    int th = text_height(FONT_BODY);
    int row = th * 3 / 2;
    int lines = 0;
    int msg_w = text_lines_width(FONT_BODY, m->message, &lines) + th * 2;
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
    int fit = (app->h - 20 - head) / row;
    m->shown = m->n <= fit ? m->n : SDL_max(1, fit - 2);
    bool scrolls = m->shown < m->n;
    if (m->cur < m->top)
        m->top = m->cur;
    if (m->cur >= m->top + m->shown)
        m->top = m->cur - m->shown + 1;
    m->top = SDL_clamp(m->top, 0, m->n - m->shown);
    int h = head + (m->shown + (scrolls ? 2 : 0)) * row;
    if (w > app->w - 20)
        w = app->w - 20;
    *panel = (SDL_Rect){(app->w - w) / 2, (app->h - h) / 2, w, h};
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
    text_draw(app, FONT_TITLE, m->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    int y = panel.y + text_height(FONT_TITLE) + th / 2;
    text_draw_lines(app, FONT_BODY, m->message, app->w / 2, y, COLOR_TEXT, ALIGN_CENTER);
    if (m->shown < m->n) {
        int row = th * 3 / 2;
        const SDL_Rect *first = &m->item[m->top].rect;
        char more[48];
        snprintf(more, sizeof more, m->top > 0 ? "%d more above" : " ", m->top);
        text_draw(app, FONT_BODY, more, app->w / 2, first->y - row + (row - th) / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
        int below = m->n - m->top - m->shown;
        snprintf(more, sizeof more, below > 0 ? "%d more below" : " ", below);
        text_draw(app, FONT_BODY, more, app->w / 2, first->y + m->shown * row + (row - th) / 2, COLOR_TEXT_DIM,
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
            char v[64];
            snprintf(v, sizeof v, cur ? "<  %s  >" : "%s", it->value);
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
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
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
    if (it->disabled)
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
            activate(s, app, m->item[i].has_value ? (a->button == SDL_BUTTON_RIGHT ? -1 : 1) : 0);
        }
        break;
    }
    case ACT_HELP: {
        if (app->open_help)
            app->open_help(app);
        break;
    }
    default:
        break;
    }
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
    SDL_strlcpy(m->title, spec->title ? spec->title : "", sizeof m->title);
    SDL_strlcpy(m->message, spec->message ? spec->message : "", sizeof m->message);
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
    SDL_strlcpy(it->label, label, sizeof it->label);
    it->has_value = value != NULL;
    SDL_strlcpy(it->value, value ? value : "", sizeof it->value);
}

void menu_set_value(Scene *s, int id, const char *value)
{
    Menu *m = s->data;
    for (int i = 0; i < m->n; i++)
        if (m->item[i].id == id)
            SDL_strlcpy(m->item[i].value, value, sizeof m->item[i].value);
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
    SDL_strlcpy(m->message, message, sizeof m->message);
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
}
