/* Text entry: a field with a caret (Left/Right, Home/End, Shift selects, Ctrl+A
 * selects all, Backspace/Delete) and an on-screen keyboard below it that the
 * gamepad types with (d-pad moves, A types, X erases, LB/RB move the caret,
 * Start is OK, B cancels); the mouse can click its keys too. */
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/utf8.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/ui.h"

#define TEXT_MAX 64
#define OSK_COLS 13

/* the keyboard's last row */
enum { SP_LEFT, SP_RIGHT, SP_ERASE, SP_OK, SP_COUNT };
/* TRANSLATORS: the on-screen keyboard's keys: "Erase" deletes a letter, "OK" accepts the text (short: a key's width) */
static const char *const special_label[SP_COUNT] = {"<", ">", NC_("keyboard", "Erase"), NC_("keyboard", "OK")};

typedef struct TextInput {
    char title[256];
    char prompt[512];
    char charset[96];
    char buf[TEXT_MAX];
    int len, caret, anchor; /* the selection runs between anchor and caret */
    int max_len;
    int n_keys, cols, rows; /* keyboard: the charset on rows of cols, then the specials */
    int krow, kcol;         /* keyboard cursor */
    bool pad_used;          /* the keyboard cursor shows once the pad is used */
    TextDoneFn done;
    void *ctx;
    SDL_Rect ok, cancel, field, keys;
} TextInput;

static bool allowed(const TextInput *t, char c)
{
    return c && strchr(t->charset, c) != NULL;
}

/* ---------- editing ---------- */

static int sel_lo(const TextInput *t)
{
    return SDL_min(t->caret, t->anchor);
}

static int sel_hi(const TextInput *t)
{
    return SDL_max(t->caret, t->anchor);
}

static void cut(TextInput *t, int lo, int hi)
{
    memmove(t->buf + lo, t->buf + hi, (size_t)(t->len - hi + 1));
    t->len -= hi - lo;
    t->caret = t->anchor = lo;
}

static void delete_selection(TextInput *t)
{
    if (t->caret != t->anchor)
        cut(t, sel_lo(t), sel_hi(t));
}

static void insert(TextInput *t, const char *s)
{
    delete_selection(t);
    for (; *s; s++) {
        if (!allowed(t, *s) || t->len >= t->max_len)
            continue;
        memmove(t->buf + t->caret + 1, t->buf + t->caret, (size_t)(t->len - t->caret + 1));
        t->buf[t->caret++] = *s;
        t->len++;
    }
    t->anchor = t->caret;
}

static void erase(TextInput *t, int dir)
{
    if (t->caret != t->anchor)
        delete_selection(t);
    else if (dir < 0 && t->caret > 0)
        cut(t, t->caret - 1, t->caret);
    else if (dir > 0 && t->caret < t->len)
        cut(t, t->caret, t->caret + 1);
}

/* Moves the caret to `to`; with shift the selection grows, without it goes. */
static void move_caret(TextInput *t, int to, bool shift)
{
    t->caret = SDL_clamp(to, 0, t->len);
    if (!shift)
        t->anchor = t->caret;
}

static void step_caret(TextInput *t, int dir, bool shift)
{
    if (!shift && t->caret != t->anchor) /* a selection collapses to its edge */
        move_caret(t, dir < 0 ? sel_lo(t) : sel_hi(t), false);
    else
        move_caret(t, t->caret + dir, shift);
}

/* ---------- layout and drawing ---------- */

static void layout(TextInput *t, App *app, SDL_Rect *panel)
{
    int th = text_height(FONT_BODY);
    int key = th * 2;
    int w = SDL_max(SDL_max(app->w * 2 / 5, th * 20), t->cols * key + 2 * th);
    int keys_h = (t->rows + 1) * key;
    int h = text_height(FONT_TITLE) + th * 8 + keys_h;
    *panel = (SDL_Rect){(app->w - w) / 2, (app->h - h) / 2, w, h};
    int y = panel->y + text_height(FONT_TITLE) + th * 2;
    t->field = (SDL_Rect){panel->x + th, y, w - 2 * th, th * 3 / 2};
    t->keys = (SDL_Rect){panel->x + (w - t->cols * key) / 2, y + th * 3, t->cols * key, keys_h};
    int by = t->keys.y + keys_h + th;
    int bw = w / 3;
    t->ok = (SDL_Rect){panel->x + w / 2 - bw - th / 2, by, bw, th * 3 / 2};
    t->cancel = (SDL_Rect){panel->x + w / 2 + th / 2, by, bw, th * 3 / 2};
}

static SDL_Rect key_rect(const TextInput *t, int row, int col)
{
    int key = t->keys.h / (t->rows + 1);
    if (row < t->rows)
        return (SDL_Rect){t->keys.x + col * key + 1, t->keys.y + row * key + 1, key - 2, key - 2};
    int w = t->keys.w / SP_COUNT;
    return (SDL_Rect){t->keys.x + col * w + 1, t->keys.y + row * key + 1, w - 2, key - 2};
}

static int prefix_width(const TextInput *t, int n)
{
    char tmp[TEXT_MAX];
    SDL_strlcpy(tmp, t->buf, (size_t)n + 1);
    return n > 0 ? text_width(FONT_BODY, tmp) : 0;
}

static void ti_draw(Scene *s, App *app)
{
    TextInput *t = s->data;
    SDL_Rect panel;
    layout(t, app, &panel);
    int th = text_height(FONT_BODY);
    gfx_panel(app, panel);
    text_draw(app, FONT_TITLE, t->title, app->w / 2, panel.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    text_draw(app, FONT_SMALL, t->prompt, app->w / 2, t->field.y - th, COLOR_TEXT_DIM, ALIGN_CENTER);
    SDL_Rect field = t->field;
    gfx_fill(app, field, (SDL_Color){8, 16, 14, 255});
    gfx_frame(app, field, 2, COLOR_ACCENT);
    int x = field.x + th / 2, ty = field.y + th / 4;
    if (t->caret != t->anchor) {
        int a = prefix_width(t, sel_lo(t)), b = prefix_width(t, sel_hi(t));
        gfx_fill(app, (SDL_Rect){x + a, ty, b - a, th}, (SDL_Color){60, 110, 150, 255});
    }
    text_draw(app, FONT_BODY, t->buf, x, ty, COLOR_TEXT, ALIGN_LEFT);
    if ((app->tick / 30) % 2 == 0 || app->cfg.headless)
        gfx_fill(app, (SDL_Rect){x + prefix_width(t, t->caret), ty, SDL_max(2, th / 10), th}, COLOR_ACCENT);
    /* TRANSLATORS: the keys of a text field; the spaces part three hints */
    text_draw(app, FONT_SMALL, _("Left/Right, Home/End move   Shift selects   Backspace/Delete erase"),
              app->w / 2, field.y + field.h + th / 3, COLOR_TEXT_DIM, ALIGN_CENTER);
    for (int r = 0; r <= t->rows; r++) {
        int n = r < t->rows ? SDL_min(t->cols, t->n_keys - r * t->cols) : SP_COUNT;
        for (int c = 0; c < n; c++) {
            SDL_Rect k = key_rect(t, r, c);
            bool cur = t->pad_used && r == t->krow && c == t->kcol;
            gfx_fill(app, k, cur ? (SDL_Color){96, 78, 36, 255} : (SDL_Color){22, 48, 44, 255});
            gfx_frame(app, k, cur ? 2 : 1, cur ? COLOR_ACCENT : COLOR_TEXT_DIM);
            char label[8] = {0};
            const char *shown = label;
            if (r < t->rows) {
                char ch = t->charset[r * t->cols + c];
                if (ch == ' ')
                    /* TRANSLATORS: the on-screen keyboard's space bar, as short as a letter's key */
                    shown = C_("keyboard", "sp");
                else
                    label[0] = ch;
            } else {
                shown = c >= SP_ERASE ? C_("keyboard", special_label[c]) : special_label[c];
            }
            text_draw(app, FONT_BODY, shown, k.x + k.w / 2, k.y + (k.h - th) / 2,
                      cur ? COLOR_ACCENT : COLOR_TEXT, ALIGN_CENTER);
        }
    }
    gfx_frame(app, t->ok, 2, COLOR_ACCENT);
    /* TRANSLATORS: a button a third of the panel wide: the key and the gamepad's button that press it */
    text_draw(app, FONT_BODY, _("OK (Enter / Start)"), t->ok.x + t->ok.w / 2, t->ok.y + th / 4, COLOR_TEXT,
              ALIGN_CENTER);
    gfx_frame(app, t->cancel, 2, COLOR_TEXT_DIM);
    /* TRANSLATORS: a button a third of the panel wide: the key and the gamepad's button that press it */
    text_draw(app, FONT_BODY, _("Cancel (Esc / B)"), t->cancel.x + t->cancel.w / 2, t->cancel.y + th / 4,
              COLOR_TEXT, ALIGN_CENTER);
}

/* ---------- actions ---------- */

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

static int row_len(const TextInput *t, int row)
{
    return row < t->rows ? SDL_min(t->cols, t->n_keys - row * t->cols) : SP_COUNT;
}

/* The keyboard cursor: rows wrap, and a column keeps its place across rows of
 * different widths. */
static void key_move(TextInput *t, int dx, int dy)
{
    if (dx) {
        int n = row_len(t, t->krow);
        t->kcol = (t->kcol + dx + n) % n;
        return;
    }
    int from = t->krow, to = (t->krow + dy + t->rows + 1) % (t->rows + 1);
    SDL_Rect a = key_rect(t, from, t->kcol);
    int cx = a.x + a.w / 2, best = 0, best_d = 1 << 30;
    for (int c = 0; c < row_len(t, to); c++) {
        SDL_Rect b = key_rect(t, to, c);
        int d = abs(b.x + b.w / 2 - cx);
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    t->krow = to;
    t->kcol = best;
}

/* True when the key pressed finished the entry (the scene is gone). */
static bool key_press(Scene *s, App *app, int row, int col)
{
    TextInput *t = s->data;
    if (row < t->rows) {
        char c[2] = {t->charset[row * t->cols + col], 0};
        insert(t, c);
        return false;
    }
    switch (col) {
    case SP_LEFT: step_caret(t, -1, false); break;
    case SP_RIGHT: step_caret(t, 1, false); break;
    case SP_ERASE: erase(t, -1); break;
    case SP_OK: finish(s, app, true); return true;
    default: break;
    }
    return false;
}

static void ti_action(Scene *s, App *app, const Action *a)
{
    TextInput *t = s->data;
    SDL_Rect panel;
    layout(t, app, &panel);
    if (a->from_pad)
        t->pad_used = true;
    switch (a->kind) {
    case ACT_TEXT: insert(t, a->text); break;
    case ACT_ERASE: erase(t, -1); break;
    case ACT_DELETE: erase(t, 1); break;
    case ACT_HINT: /* X on the pad: erase */
        if (a->from_pad)
            erase(t, -1);
        break;
    case ACT_HOME: move_caret(t, 0, a->shift); break;
    case ACT_END: move_caret(t, t->len, a->shift); break;
    case ACT_SELECT_ALL:
        t->anchor = 0;
        t->caret = t->len;
        break;
    case ACT_LEFT:
    case ACT_RIGHT:
        if (a->from_pad)
            key_move(t, a->kind == ACT_LEFT ? -1 : 1, 0);
        else
            step_caret(t, a->kind == ACT_LEFT ? -1 : 1, a->shift);
        break;
    case ACT_UP:
    case ACT_DOWN:
        t->pad_used = true;
        key_move(t, 0, a->kind == ACT_UP ? -1 : 1);
        break;
    case ACT_PAGE_PREV: step_caret(t, -1, false); break;
    case ACT_PAGE_NEXT: step_caret(t, 1, false); break;
    case ACT_SELECT:
        if (a->from_pad)
            key_press(s, app, t->krow, t->kcol);
        else
            finish(s, app, true);
        break;
    case ACT_MENU: finish(s, app, a->from_pad); break; /* Start: OK; F10: cancel */
    case ACT_BACK: finish(s, app, false); break;
    case ACT_POINTER_DOWN: {
        SDL_Point p = {a->x, a->y};
        if (SDL_PointInRect(&p, &t->ok)) {
            finish(s, app, true);
            return;
        }
        if (SDL_PointInRect(&p, &t->cancel)) {
            finish(s, app, false);
            return;
        }
        if (SDL_PointInRect(&p, &t->field)) { /* the caret goes to the nearest gap */
            int x = a->x - t->field.x - text_height(FONT_BODY) / 2, best = 0;
            for (int i = 1; i <= t->len; i++)
                if (abs(prefix_width(t, i) - x) < abs(prefix_width(t, best) - x))
                    best = i;
            move_caret(t, best, a->shift);
            return;
        }
        for (int r = 0; r <= t->rows; r++)
            for (int c = 0; c < row_len(t, r); c++) {
                SDL_Rect k = key_rect(t, r, c);
                if (SDL_PointInRect(&p, &k)) {
                    t->krow = r;
                    t->kcol = c;
                    key_press(s, app, r, c);
                    return;
                }
            }
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
    utf8_copy(t->title, title, sizeof t->title);
    utf8_copy(t->prompt, prompt, sizeof t->prompt);
    SDL_strlcpy(t->charset, charset && *charset ? charset : "0123456789", sizeof t->charset);
    t->max_len = SDL_clamp(max_len, 1, TEXT_MAX - 1);
    insert(t, initial ? initial : "");
    t->anchor = 0; /* the proposed text is selected: typing replaces it, an arrow keeps it */
    t->n_keys = (int)strlen(t->charset);
    t->cols = SDL_min(OSK_COLS, t->n_keys);
    t->rows = (t->n_keys + t->cols - 1) / t->cols;
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
