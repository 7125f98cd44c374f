#include <stdlib.h>
#include <string.h>

#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

#define TEXT_MAX 64

typedef struct TextInput {
    char title[64];
    char prompt[128];
    char charset[96];
    char buf[TEXT_MAX];
    int max_len;
    TextDoneFn done;
    void *ctx;
    SDL_Rect ok, cancel;
} TextInput;

static bool allowed(const TextInput *t, char c)
{
    return c && strchr(t->charset, c) != NULL;
}

static void layout(TextInput *t, App *app, SDL_Rect *panel, SDL_Rect *field)
{
    int th = text_height(FONT_BODY);
    int w = SDL_max(app->w * 2 / 5, th * 20);
    int h = text_height(FONT_TITLE) + th * 9;
    *panel = (SDL_Rect){(app->w - w) / 2, (app->h - h) / 2, w, h};
    int y = panel->y + text_height(FONT_TITLE) + th * 2;
    *field = (SDL_Rect){panel->x + th, y, w - 2 * th, th * 3 / 2};
    int bw = w / 3;
    t->ok = (SDL_Rect){panel->x + w / 2 - bw - th / 2, y + th * 4, bw, th * 3 / 2};
    t->cancel = (SDL_Rect){panel->x + w / 2 + th / 2, y + th * 4, bw, th * 3 / 2};
}

static void ti_draw(Scene *s, App *app)
{
    TextInput *t = s->data;
    SDL_Rect panel, field;
    layout(t, app, &panel, &field);
    int th = text_height(FONT_BODY);
    gfx_panel(app, panel);
    text_draw(app, FONT_TITLE, t->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    text_draw(app, FONT_SMALL, t->prompt, app->w / 2, field.y - th, COLOR_TEXT_DIM, ALIGN_CENTER);
    gfx_fill(app, field, (SDL_Color){8, 16, 14, 230});
    gfx_frame(app, field, 2, COLOR_ACCENT);
    int x = field.x + th / 2;
    x += text_draw(app, FONT_BODY, t->buf, x, field.y + th / 4, COLOR_TEXT, ALIGN_LEFT);
    if ((app->tick / 30) % 2 == 0 || app->cfg.headless)
        gfx_fill(app, (SDL_Rect){x + 2, field.y + th / 4, SDL_max(2, th / 10), th}, COLOR_ACCENT);
    text_draw(app, FONT_SMALL, "Up/Down: change the last letter   Right: add   Left: delete",
              app->w / 2, field.y + field.h + th / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
    gfx_frame(app, t->ok, 2, COLOR_ACCENT);
    text_draw(app, FONT_BODY, "OK (Enter / A)", t->ok.x + t->ok.w / 2, t->ok.y + th / 4, COLOR_TEXT, ALIGN_CENTER);
    gfx_frame(app, t->cancel, 2, COLOR_TEXT_DIM);
    text_draw(app, FONT_BODY, "Cancel (Esc / B)", t->cancel.x + t->cancel.w / 2, t->cancel.y + th / 4,
              COLOR_TEXT, ALIGN_CENTER);
}

static void cycle_last(TextInput *t, int delta)
{
    size_t n = strlen(t->buf);
    int len = (int)strlen(t->charset);
    if (n == 0) {
        t->buf[0] = t->charset[delta > 0 ? 0 : len - 1];
        t->buf[1] = 0;
        return;
    }
    const char *p = strchr(t->charset, t->buf[n - 1]);
    int i = p ? (int)(p - t->charset) : 0;
    t->buf[n - 1] = t->charset[(i + delta + len) % len];
}

static void finish(Scene *s, App *app, bool ok)
{
    TextInput *t = s->data;
    TextDoneFn done = t->done;
    void *ctx = t->ctx;
    char text[TEXT_MAX];
    SDL_strlcpy(text, t->buf, sizeof text);
    scene_pop(app);
    if (ok && done)
        done(app, text, ctx);
}

static void ti_action(Scene *s, App *app, const Action *a)
{
    TextInput *t = s->data;
    size_t n = strlen(t->buf);
    switch (a->kind) {
    case ACT_TEXT:
        for (const char *p = a->text; *p; p++) {
            n = strlen(t->buf);
            if (allowed(t, *p) && (int)n < t->max_len) {
                t->buf[n] = *p;
                t->buf[n + 1] = 0;
            }
        }
        break;
    case ACT_ERASE:
    case ACT_LEFT:
        if (n > 0)
            t->buf[n - 1] = 0;
        break;
    case ACT_RIGHT:
        if ((int)n < t->max_len) {
            t->buf[n] = n > 0 ? t->buf[n - 1] : t->charset[0];
            t->buf[n + 1] = 0;
        }
        break;
    case ACT_UP:
        cycle_last(t, 1);
        break;
    case ACT_DOWN:
        cycle_last(t, -1);
        break;
    case ACT_SELECT:
        finish(s, app, true);
        break;
    case ACT_BACK:
    case ACT_MENU:
        finish(s, app, false);
        break;
    case ACT_POINTER_DOWN: {
        SDL_Point p = {a->x, a->y};
        if (SDL_PointInRect(&p, &t->ok))
            finish(s, app, true);
        else if (SDL_PointInRect(&p, &t->cancel))
            finish(s, app, false);
        break;
    }
    default:
        break;
    }
}

static void ti_enter(Scene *s, App *app)
{
    (void)s;
    (void)app;
    SDL_StartTextInput();
}

static void ti_destroy(Scene *s)
{
    SDL_StopTextInput();
    free(s->data);
    free(s);
}

Scene *textinput_scene_new(const char *title, const char *prompt, const char *initial,
                           const char *charset, int max_len, TextDoneFn done, void *ctx)
{
    Scene *s = calloc(1, sizeof *s);
    TextInput *t = calloc(1, sizeof *t);
    if (!s || !t) {
        free(s);
        free(t);
        return NULL;
    }
    SDL_strlcpy(t->title, title, sizeof t->title);
    SDL_strlcpy(t->prompt, prompt, sizeof t->prompt);
    SDL_strlcpy(t->charset, charset, sizeof t->charset);
    t->max_len = SDL_clamp(max_len, 1, TEXT_MAX - 1);
    for (const char *p = initial ? initial : ""; *p && (int)strlen(t->buf) < t->max_len; p++)
        if (allowed(t, *p)) {
            size_t n = strlen(t->buf);
            t->buf[n] = *p;
            t->buf[n + 1] = 0;
        }
    t->done = done;
    t->ctx = ctx;
    s->name = "text-input";
    s->overlay = true;
    s->data = t;
    s->enter = ti_enter;
    s->action = ti_action;
    s->draw = ti_draw;
    s->destroy = ti_destroy;
    return s;
}
