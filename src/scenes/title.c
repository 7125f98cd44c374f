/* The title screen: the Pagoda logo over a table of scattered tiles, one card
 * per game of the registry (its picture, its last result, Continue when a game
 * is kept, New game), then Tournament Mahjong's card (Training, Competition,
 * Daily deal, and Continue when a competition is kept), and a row of buttons below: Mahjong's layout picker and
 * editor, saved games, settings, help, the tile guide, Quit. Arrows / d-pad go to
 * the nearest button that way, Enter / A presses, the mouse hovers and clicks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/utf8.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "games/mahjong/tournament_view.h"
#include "games/mahjong/view.h"
#include "games/registry.h"
#include "scenes/play.h"
#include "scenes/scenes.h"
#include "scenes/title_art.h"

enum {
    TB_CONTINUE, /* + game (the card's index) */
    TB_NEW,
    TB_COMPETITION,  /* Tournament's card: a kept competition for the pot, Continue */
    TB_T_TRAINING,   /* ... a Training game */
    TB_T_POT,        /* ... a competition for the pot (names and ante) */
    TB_T_DAILY,      /* ... the daily deal */
    TB_T_MENU,       /* ... the three in a menu, on cards too small for them */
    TB_CARD_LAST = TB_T_MENU, /* kinds up to here are a card's buttons */
    TB_LAYOUT,
    TB_EDITOR,
    TB_OPEN,
    TB_SETTINGS,
    TB_HELP,
    TB_GUIDE,
    TB_QUIT,
};

#define TITLE_GAMES 16
#define TITLE_CARDS (TITLE_GAMES + 1) /* the games' and Tournament's */
#define TITLE_BUTTONS (TITLE_GAMES * 2 + 12)
/* TRANSLATORS: Tournament Mahjong's card on the title screen (a game's name) */
#define TOURNAMENT_NAME N_("Tournament") /* Mahjong's, as its subtitle says; shown through _() */
#define TOURNAMENT_ID "tournament" /* its name in traces */

typedef struct TitleButton {
    int kind, game;
    const char *label;
    SDL_Rect r;
} TitleButton;

typedef struct Title {
    TitleButton b[TITLE_BUTTONS];
    int n, cur;
    int n_games, n_cards; /* n_cards: the games' cards, then Tournament's (index n_games) */
    bool kept[TITLE_CARDS];
    char last[TITLE_CARDS][96];
    SDL_Rect card[TITLE_CARDS];
    FontSize name_font; /* the games' names: the biggest that fits the cards */
    bool stacked;       /* Continue over New game: the cards are too narrow for both in a row */
    bool tourn_full;    /* Tournament's card shows Training, Competition and Daily deal
                         * (else New game, which offers them in a menu) */
    int out_w, out_h;
    uint64_t idle_since; /* ms of the last input or return to the title (attract mode) */
    int attract_next;    /* the card whose game the next attract mode starts with */
} Title;

static uint64_t now_ms(App *app);

static void add(Title *t, int kind, int game, const char *label)
{
    if (t->n < TITLE_BUTTONS)
        t->b[t->n++] = (TitleButton){kind, game, label, {0, 0, 0, 0}};
}

/* ---------- layout ---------- */

static int logo_height(App *app)
{
    return text_height(FONT_HUGE) + text_height(FONT_BODY) * 2 + app->h / 20;
}

/* The height of rows of a card's buttons: one (New game, or Continue beside
 * it), or more (Continue over New game on cards too narrow for both side by
 * side; Tournament's three or four, two by two or one over another). */
static int card_buttons_h(int rows)
{
    int th = text_height(FONT_BODY);
    return rows * th * 2 + (rows - 1) * (th / 3);
}

/* The height of a card without its picture: margins, name, status line, buttons. */
static int card_text_h(FontSize name_font, int rows)
{
    int th = text_height(FONT_BODY);
    return text_height(name_font) + text_height(FONT_SMALL) + th * 2 + card_buttons_h(rows);
}

static bool tournament_fits(int w);

/* The rows of card i's buttons. */
static int card_rows(const Title *t, int i)
{
    return t->stacked || (i == t->n_games && t->tourn_full) ? 2 : 1;
}

/* A button the layout left out (Tournament's, in the mode not shown). */
static bool hidden(const TitleButton *b)
{
    return b->r.w == 0;
}

static const char *card_name(const Title *t, int i)
{
    return i == t->n_games ? _(TOURNAMENT_NAME) : _(views_at(i)->rules->name);
}

/* Whether two of the labels fit side by side on a card w wide. */
static bool labels_fit(int w, const char *const *labels, size_t n)
{
    int th = text_height(FONT_BODY), half = (w - th * 3 / 2) / 2, widest = 0;
    for (size_t i = 0; i < n; i++)
        widest = SDL_max(widest, text_width(FONT_BODY, labels[i]));
    return widest + th / 2 <= half;
}

/* Whether Continue and New game fit side by side on a card w wide. */
static bool buttons_fit(int w)
{
    const char *const labels[] = {_("Continue"), _("New game")};
    return labels_fit(w, labels, SDL_arraysize(labels));
}

/* Whether Tournament's buttons fit two by two. */
static bool tournament_fits(int w)
{
    const char *const labels[] = {_("Continue"), _("Training"), _("Competition"), _("Daily deal")};
    return labels_fit(w, labels, SDL_arraysize(labels));
}

/* The row below the cards, wrapped into as many rows as the width needs; the
 * buttons from `first` on, at the bottom of the window. Returns their height. */
static int layout_buttons(Title *t, App *app, int first)
{
    int th = text_height(FONT_BODY), bh = th * 2, gap = th / 2, inner = th * 2, total = 0;
    for (int i = first; i < t->n; i++)
        total += text_width(FONT_BODY, t->b[i].label) + inner + (i > first ? gap : 0);
    if (total > app->w - th) /* narrow: less room around each label before a second row */
        inner = th;
    /* the rows, filled left to right */
    int starts[TITLE_BUTTONS + 1], rows = 0;
    for (int i = first; i < t->n;) {
        starts[rows++] = i;
        int x = 0;
        do {
            x += text_width(FONT_BODY, t->b[i].label) + inner + (x ? gap : 0);
            i++;
        } while (i < t->n && x + gap + text_width(FONT_BODY, t->b[i].label) + inner <= app->w - th);
    }
    starts[rows] = t->n;
    int height = rows * bh + (rows - 1) * gap;
    int y = app->h - th / 2 - height;
    for (int r = 0; r < rows; r++, y += bh + gap) {
        int w_row = 0;
        for (int k = starts[r]; k < starts[r + 1]; k++)
            w_row += text_width(FONT_BODY, t->b[k].label) + inner + (k > starts[r] ? gap : 0);
        int x = (app->w - w_row) / 2;
        for (int k = starts[r]; k < starts[r + 1]; k++) {
            int w = text_width(FONT_BODY, t->b[k].label) + inner;
            t->b[k].r = (SDL_Rect){x, y, w, bh};
            x += w + gap;
        }
    }
    return height;
}

/* Where card i's picture goes (h 0: no room for one). */
static SDL_Rect picture_rect(const Title *t, int i)
{
    int th = text_height(FONT_BODY);
    SDL_Rect c = t->card[i], pic = {c.x + th / 2, c.y + th / 2, c.w - th, c.h - card_text_h(t->name_font, card_rows(t, i))};
    if (pic.h < th)
        pic.h = 0;
    return pic;
}

/* Cards in as few rows as their names allow without touching, names in the
 * biggest font that leaves every card room for its buttons (down to 640x400). */
static void layout(Title *t, App *app)
{
    int th = text_height(FONT_BODY), pad = app->h < 600 ? th / 2 : th;
    int k = 0;
    while (k < t->n && t->b[k].kind <= TB_CARD_LAST)
        k++;
    int bottom_h = layout_buttons(t, app, k);
    int top = logo_height(app) + pad / 2;
    int avail_h = app->h - th / 2 - bottom_h - pad - top;
    static const FontSize fonts[] = {FONT_TITLE, FONT_BODY, FONT_SMALL};
    int per_row = 1, card_w = 0, card_h = 0, card_rows = 1;
    bool found = false, any_kept = false;
    /* Tournament's card when every card fits with it (not on the smallest
     * windows: Tournament is in Mahjong's game menu too) */
    t->n_cards = t->n_games + 1;
    for (int i = 0; i < t->n_cards; i++)
        any_kept = any_kept || t->kept[i];
    for (size_t f = 0; f < SDL_arraysize(fonts) && !found; f++) {
        int widest = 0;
        for (int i = 0; i < t->n_cards; i++)
            widest = SDL_max(widest, text_width(fonts[f], card_name(t, i)));
        for (per_row = SDL_max(1, t->n_cards); per_row >= 1; per_row--) {
            card_rows = (t->n_cards + per_row - 1) / per_row;
            card_w = SDL_min(th * 16, (app->w - pad * (per_row + 1)) / per_row);
            card_h = SDL_min(card_w * 5 / 4, (avail_h - pad * (card_rows - 1)) / card_rows);
            t->name_font = fonts[f];
            t->stacked = any_kept && !buttons_fit(card_w);
            if (widest + th <= card_w && card_h >= card_text_h(fonts[f], t->stacked ? 2 : 1)) {
                found = true;
                break;
            }
        }
        if (!found && f + 1 == SDL_arraysize(fonts) && t->n_cards > t->n_games) {
            t->n_cards = t->n_games; /* again, without Tournament's card */
            any_kept = false;
            for (int i = 0; i < t->n_cards; i++)
                any_kept = any_kept || t->kept[i];
            f = (size_t)-1;
        }
    }
    if (!found) { /* smaller than the window can be: one row, the smallest font, words clipped to each card */
        per_row = SDL_max(1, t->n_cards);
        card_rows = 1;
        card_w = (app->w - pad * (per_row + 1)) / per_row;
        card_h = SDL_max(th * 4, avail_h);
        t->stacked = any_kept && !buttons_fit(card_w);
    }
    t->tourn_full = t->n_cards > t->n_games && tournament_fits(card_w) && card_h >= card_text_h(t->name_font, 2) + th;
    int y0 = top + (avail_h - card_rows * card_h - (card_rows - 1) * pad) / 2;
    int bh = th * 2;
    for (int i = 0; i < t->n && t->b[i].kind <= TB_CARD_LAST; i++)
        t->b[i].r = (SDL_Rect){0, 0, 0, 0}; /* hidden unless placed */
    k = 0;
    for (int i = 0; i < t->n_cards; i++) {
        int row = i / per_row, col = i % per_row;
        int in_row = SDL_min(per_row, t->n_cards - row * per_row);
        int x0 = (app->w - (in_row * card_w + (in_row - 1) * pad)) / 2;
        t->card[i] = (SDL_Rect){x0 + col * (card_w + pad), y0 + row * (card_h + pad), card_w, card_h};
        SDL_Rect c = t->card[i];
        int by = c.y + c.h - bh - th / 2;
        /* the card's buttons: Continue and New game side by side (or Continue over
         * New game on narrow cards), or New game alone */
        if (i == t->n_games && t->tourn_full) { /* Tournament's, two by two; a lone last one as wide as the card */
            int shown[4], nb = 0;
            for (; k < t->n && t->b[k].kind <= TB_CARD_LAST && t->b[k].game == i; k++) {
                t->b[k].r = (SDL_Rect){0, 0, 0, 0};
                if (t->b[k].kind != TB_T_MENU && nb < 4)
                    shown[nb++] = k;
            }
            for (int j = 0; j < nb; j++) {
                bool alone = j == nb - 1 && nb % 2 == 1;
                int w = alone ? c.w - th : (c.w - th * 3 / 2) / 2;
                int x = c.x + th / 2 + (!alone && j % 2 == 1 ? w + th / 2 : 0);
                int y = by - (1 - j / 2) * (bh + th / 3);
                t->b[shown[j]].r = (SDL_Rect){x, y, w, bh};
            }
            continue;
        }
        /* a game's card, or Tournament's with Continue and New game (a menu) */
        for (; k < t->n && t->b[k].kind <= TB_CARD_LAST && t->b[k].game == i; k++) {
            int kind = t->b[k].kind;
            t->b[k].r = (SDL_Rect){0, 0, 0, 0};
            if (kind == TB_T_TRAINING || kind == TB_T_POT || kind == TB_T_DAILY)
                continue;
            bool cont = kind == TB_CONTINUE || kind == TB_COMPETITION;
            bool two = t->kept[i] && !t->stacked;
            int w = two ? (c.w - th * 3 / 2) / 2 : c.w - th;
            int x = c.x + th / 2 + (two && !cont ? w + th / 2 : 0);
            int y = t->kept[i] && t->stacked && cont ? by - bh - th / 3 : by;
            t->b[k].r = (SDL_Rect){x, y, w, bh};
        }
    }
    t->out_w = app->w;
    t->out_h = app->h;
    /* for tests (PAGODA_TRACE): where everything went */
    char line[320];
    for (int i = 0; i < t->n_cards; i++) {
        SDL_Rect c = t->card[i], p = picture_rect(t, i);
        snprintf(line, sizeof line, "title card %s %d %d %d %d picture %d %d %d %d name %d",
                 i == t->n_games ? TOURNAMENT_ID : views_at(i)->rules->id, c.x, c.y, c.w, c.h, p.x, p.y, p.w, p.h,
                 text_width(t->name_font, card_name(t, i)));
        utf8_clip(line);
        log_trace(line);
    }
    if (hidden(&t->b[t->cur])) { /* its mode changed: the card's first button shown, else the first */
        int card = t->b[t->cur].game;
        t->cur = 0;
        for (int i = 0; i < t->n; i++)
            if (t->b[i].game == card && !hidden(&t->b[i])) {
                t->cur = i;
                break;
            }
    }
    for (int i = 0; i < t->n; i++) {
        SDL_Rect r = t->b[i].r;
        if (hidden(&t->b[i]))
            continue;
        snprintf(line, sizeof line, "title button %d %d %d %d label %d %s", r.x, r.y, r.w, r.h,
                 text_width(FONT_BODY, t->b[i].label), t->b[i].label);
        utf8_clip(line);
        log_trace(line);
    }
}

/* ---------- drawing ---------- */

static void draw_button(App *app, const TitleButton *b, bool cur)
{
    int th = text_height(FONT_BODY);
    bool primary = b->kind <= TB_CARD_LAST;
    SDL_Color fill = cur ? (SDL_Color){96, 78, 36, 255} : primary ? (SDL_Color){20, 60, 52, 255}
                                                                  : (SDL_Color){12, 34, 30, 235};
    gfx_fill(app, b->r, fill);
    gfx_frame(app, b->r, cur ? SDL_max(2, th / 10) : 1, cur ? COLOR_ACCENT : COLOR_TEXT_DIM);
    text_draw(app, FONT_BODY, b->label, b->r.x + b->r.w / 2, b->r.y + (b->r.h - th) / 2,
              cur ? COLOR_ACCENT : COLOR_TEXT, ALIGN_CENTER);
}

static void title_draw(Scene *s, App *app)
{
    Title *t = s->data;
    if (t->out_w != app->w || t->out_h != app->h)
        layout(t, app);
    title_art_backdrop(app);
    title_art_logo(app);
    int th = text_height(FONT_BODY);
    for (int i = 0; i < t->n_cards; i++) {
        const GameView *v = i < t->n_games ? views_at(i) : NULL;
        SDL_Rect c = t->card[i];
        bool focused = t->b[t->cur].game == i && t->b[t->cur].kind <= TB_CARD_LAST;
        gfx_fill(app, c, (SDL_Color){14, 38, 34, 255});
        gfx_frame(app, c, focused ? SDL_max(2, th / 8) : SDL_max(1, th / 16), focused ? COLOR_ACCENT : COLOR_TEXT_DIM);
        int name_h = text_height(t->name_font);
        SDL_Rect pic = picture_rect(t, i);
        if (pic.h > 0) {
            gfx_fill(app, pic, (SDL_Color){24, 84, 74, 255});
            SDL_RenderSetClipRect(app->renderer, &pic); /* a picture never runs over the name */
            if (v && v->thumbnail)
                v->thumbnail(app, pic);
            else if (v)
                title_art_generic(app, pic);
            else
                title_art_tournament(app, pic);
        }
        SDL_RenderSetClipRect(app->renderer, &c); /* nor words over the next card */
        int y = c.y + c.h - card_buttons_h(card_rows(t, i)) - th / 2 - th / 4 - text_height(FONT_SMALL) - name_h;
        text_draw_fit(app, t->name_font, card_name(t, i), c.x + c.w / 2, y, COLOR_TEXT, ALIGN_CENTER, c.w - th / 2);
        y += name_h;
        /* TRANSLATORS: a game's card on the title screen: a game was left unfinished; Continue is its button */
        const char *line = t->kept[i] ? (v ? _("A game is kept: Continue") : _("A competition is kept: Continue"))
                           : t->last[i][0] ? t->last[i] : _("Not played yet");
        if (t->kept[i] && text_width(FONT_SMALL, line) > c.w - th / 2)
            line = v ? _("A game is kept") : _("A competition is kept");
        text_draw_fit(app, FONT_SMALL, line, c.x + c.w / 2, y, t->kept[i] ? COLOR_GOOD : COLOR_TEXT_DIM, ALIGN_CENTER,
                      c.w - th / 2);
        SDL_RenderSetClipRect(app->renderer, NULL);
    }
    for (int i = 0; i < t->n; i++)
        if (!hidden(&t->b[i]))
            draw_button(app, &t->b[i], i == t->cur);
}

/* ---------- actions ---------- */

/* Tournament's Training, Competition (a fresh deal, then the players' names)
 * and Daily deal, from its card or its menu. */
static void tournament_start(App *app, int kind)
{
    if (kind == TB_T_DAILY) {
        mj_tourn_start_daily(app);
        return;
    }
    Error err = {{0}};
    Scene *g = play_scene_new(app, &mahjong_view,
                              rules_variant(mahjong_view.rules, kind == TB_T_POT ? "tournament-competition" : "tournament"),
                              NULL, 0, false, &err);
    if (!g) {
        log_message(app, "%s", err.msg);
        return;
    }
    scene_push(app, g);
    if (kind == TB_T_POT)
        mj_tourn_start_pot(app, play_scene_game(g));
}

static void tournament_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    scene_pop(app);
    tournament_start(app, id);
}

/* Tournament's card on a small window: its three ways in a menu. */
static void tournament_menu(App *app)
{
    MenuSpec spec = {.name = "tournament", .title = _(TOURNAMENT_NAME), .overlay = true, .on_select = tournament_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    /* TRANSLATORS: Tournament Mahjong's ways to play: a practice game, a game for a pot between players, the
       deal of the day */
    menu_add(m, TB_T_TRAINING, _("Training"), NULL);
    menu_add(m, TB_T_POT, _("Competition for the pot\u2026"), NULL);
    menu_add(m, TB_T_DAILY, _("Daily deal"), NULL);
    scene_push(app, m);
}

static void press(Scene *s, App *app, int i)
{
    Title *t = s->data;
    const TitleButton *b = &t->b[i];
    Error err = {{0}};
    Scene *g = NULL;
    switch (b->kind) {
    case TB_CONTINUE:
    case TB_NEW:
        g = b->kind == TB_CONTINUE ? play_scene_resume(app, views_at(b->game), &err)
                                   : play_scene_new(app, views_at(b->game), NULL, NULL, 0, false, &err);
        if (!g)
            log_message(app, "%s", err.msg);
        scene_push(app, g);
        break;
    case TB_COMPETITION: mj_tourn_continue(app); break;
    case TB_T_TRAINING:
    case TB_T_POT:
    case TB_T_DAILY: tournament_start(app, b->kind); break;
    case TB_T_MENU: tournament_menu(app); break;
    case TB_LAYOUT: scene_push(app, mahjong_picker_new(app)); break;
    case TB_EDITOR: scene_push(app, mahjong_editor_new(app)); break;
    case TB_OPEN: play_push_open_dialog(app); break;
    case TB_SETTINGS: scene_push(app, settings_scene_new(app)); break;
    case TB_HELP: scene_push(app, help_scene_new(app, NULL)); break;
    case TB_GUIDE: scene_push(app, guide_scene_new(app)); break;
    case TB_QUIT: app_quit(app); break;
    default: break;
    }
}

/* The nearest button in a direction: distance along it plus twice the offset
 * across it, as the play scene's cursor. */
static void move(Title *t, int dx, int dy)
{
    const SDL_Rect *a = &t->b[t->cur].r;
    int ax = a->x + a->w / 2, ay = a->y + a->h / 2, best = -1;
    long best_score = SDL_MAX_SINT32; /* long is 32 bits on Windows */
    for (int i = 0; i < t->n; i++) {
        if (i == t->cur || hidden(&t->b[i]))
            continue;
        const SDL_Rect *r = &t->b[i].r;
        long ddx = r->x + r->w / 2 - ax, ddy = r->y + r->h / 2 - ay;
        long along = ddx * dx + ddy * dy, across = labs(ddx * dy) + labs(ddy * dx);
        if (along <= 0)
            continue;
        long score = along + 2 * across;
        if (score < best_score) {
            best_score = score;
            best = i;
        }
    }
    if (best >= 0)
        t->cur = best;
}

static int button_at(const Title *t, int x, int y)
{
    SDL_Point p = {x, y};
    for (int i = 0; i < t->n; i++)
        if (!hidden(&t->b[i]) && SDL_PointInRect(&p, &t->b[i].r))
            return i;
    for (int g = 0; g < t->n_cards; g++) /* a click on a card: its first button */
        if (SDL_PointInRect(&p, &t->card[g]))
            for (int i = 0; i < t->n; i++)
                if (t->b[i].game == g && t->b[i].kind <= TB_CARD_LAST && !hidden(&t->b[i]))
                    return i;
    return -1;
}

static void title_action(Scene *s, App *app, const Action *a)
{
    Title *t = s->data;
    if (t->out_w != app->w || t->out_h != app->h)
        layout(t, app);
    t->idle_since = now_ms(app);
    switch (a->kind) {
    case ACT_UP: move(t, 0, -1); break;
    case ACT_DOWN: move(t, 0, 1); break;
    case ACT_LEFT: move(t, -1, 0); break;
    case ACT_RIGHT: move(t, 1, 0); break;
    case ACT_PAGE_PREV:
        do
            t->cur = (t->cur + t->n - 1) % t->n;
        while (hidden(&t->b[t->cur]));
        break;
    case ACT_PAGE_NEXT:
        do
            t->cur = (t->cur + 1) % t->n;
        while (hidden(&t->b[t->cur]));
        break;
    case ACT_SELECT: press(s, app, t->cur); break;
    case ACT_OPEN: play_push_open_dialog(app); break;
    case ACT_HELP: scene_push(app, help_scene_new(app, NULL)); break;
    case ACT_POINTER_MOVE: {
        int i = button_at(t, a->x, a->y);
        if (i >= 0 && i != t->cur) {
            t->cur = i;
            app->dirty = true;
        }
        break;
    }
    case ACT_POINTER_DOWN: {
        int i = button_at(t, a->x, a->y);
        if (i >= 0) {
            t->cur = i;
            press(s, app, i);
        }
        break;
    }
    default: /* Back stays: Quit is an explicit choice */
        break;
    }
}

/* The last result as the play scene writes it (in English, a file's words:
 * "Last: won, 120 points, 3:02", "Last: won in 3:02, 70 moves", "Last: 12
 * left, no move") in the player's words; anything else as it is. */
static void last_in_words(char *line, size_t cap)
{
    char t[32], out[128];
    int a = 0, end = 0;
    if (sscanf(line, "Last: won, %d points, %31s%n", &a, t, &end) == 2 && !line[end])
        /* TRANSLATORS: a game's card on the title screen: its last game; %s is the time taken, "3:02" */
        snprintf(out, sizeof out, P_("Last: won, %d point, %s", "Last: won, %d points, %s", SDL_abs(a)), a, t);
    else if (sscanf(line, "Last: won in %31[^,], %d moves%n", t, &a, &end) == 2 && !line[end])
        /* TRANSLATORS: a game's card on the title screen: its last game; %s is the time taken, "3:02" */
        snprintf(out, sizeof out, P_("Last: won in %s, %d move", "Last: won in %s, %d moves", a), t, a);
    else if (sscanf(line, "Last: %d left, no move%n", &a, &end) == 1 && end && !line[end])
        /* TRANSLATORS: a game's card on the title screen: its last game ended with %d pieces left */
        snprintf(out, sizeof out, P_("Last: %d left, no move", "Last: %d left, no move", a), a);
    else
        return;
    SDL_strlcpy(line, out, cap);
}

static void read_last(App *app, const char *id, char *out, size_t cap)
{
    char rel[96], path[1024];
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    out[0] = 0;
    snprintf(rel, sizeof rel, "last-%s.txt", id);
    if (!prefs_path(app, rel, path, sizeof path) || !file_exists(path) ||
        !file_read_all(path, 4096, &text, &len, &err))
        return;
    size_t n = 0;
    while (n < len && n + 1 < cap && text[n] != '\n' && text[n] != '\r' && (unsigned char)text[n] >= ' ')
        n++;
    memcpy(out, text, n);
    out[n] = 0;
    free(text);
    last_in_words(out, cap);
}

/* Rebuilt on every return to the title: Continue appears once a game was kept. */
static void title_enter(Scene *s, App *app)
{
    Title *t = s->data;
    int old_kind = t->n ? t->b[t->cur].kind : -1, old_game = t->n ? t->b[t->cur].game : -1;
    t->n = 0;
    t->n_games = SDL_min(views_count(), TITLE_GAMES);
    int first_kept = -1;
    for (int i = 0; i < t->n_games; i++) {
        const GameView *v = views_at(i);
        t->kept[i] = play_check_kept(app, v);
        read_last(app, v->rules->id, t->last[i], sizeof t->last[i]);
        if (t->kept[i]) {
            if (first_kept < 0)
                first_kept = t->n;
            add(t, TB_CONTINUE, i, _("Continue"));
        }
        add(t, TB_NEW, i, _("New game"));
    }
    /* Tournament Mahjong's card */
    int competition = -1;
    t->n_cards = t->n_games + 1;
    t->kept[t->n_games] = mj_tourn_kept(app);
    /* TRANSLATORS: Tournament Mahjong's card on the title screen: what the game is */
    snprintf(t->last[t->n_games], sizeof t->last[t->n_games], "%s", _("Play for a pot on one deal"));
    if (t->kept[t->n_games]) {
        competition = t->n;
        add(t, TB_COMPETITION, t->n_games, _("Continue"));
    }
    /* TRANSLATORS: the buttons of Tournament Mahjong's card, two by two on a card (short) */
    add(t, TB_T_TRAINING, t->n_games, _("Training"));
    add(t, TB_T_POT, t->n_games, _("Competition"));
    add(t, TB_T_DAILY, t->n_games, _("Daily deal"));
    add(t, TB_T_MENU, t->n_games, _("New game"));
    /* TRANSLATORS: the title screen's row of buttons at the bottom */
    add(t, TB_LAYOUT, -1, _("Choose a layout"));
    add(t, TB_EDITOR, -1, _("Layout editor"));
    /* TRANSLATORS: a button: open a saved game */
    add(t, TB_OPEN, -1, C_("button", "Open"));
    add(t, TB_SETTINGS, -1, _("Settings"));
    add(t, TB_HELP, -1, _("Help"));
    add(t, TB_GUIDE, -1, _("Tile guide"));
    add(t, TB_QUIT, -1, C_("menu", "Quit"));
    t->cur = competition >= 0 ? competition : first_kept >= 0 ? first_kept : 0;
    for (int i = 0; i < t->n && old_kind >= 0; i++) /* back where the player was */
        if (t->b[i].kind == old_kind && t->b[i].game == old_game)
            t->cur = i;
    t->out_w = 0;
    t->idle_since = now_ms(app);
}

/* ---------- attract mode ---------- */

#define ATTRACT_MS 60000 /* a minute idle on the title */

static uint64_t now_ms(App *app)
{
    return app->cfg.headless ? app->tick * 1000 / APP_TICK_HZ : SDL_GetTicks64();
}

/* PAGODA_ATTRACT_MS (tests) shortens the minute. */
static int64_t attract_ms(void)
{
    const char *env = SDL_getenv("PAGODA_ATTRACT_MS");
    long v = env ? SDL_strtol(env, NULL, 10) : 0;
    return v > 0 && v <= ATTRACT_MS ? v : ATTRACT_MS;
}

static int64_t attract_left(Title *t, App *app)
{
    return attract_ms() - (int64_t)(now_ms(app) - t->idle_since);
}

/* The games the demo shows, one a card: each game in its first variant (a game
 * for two in one where the computer holds both seats; none: not shown), then
 * Tournament's training. */
static int demo_games(const Title *t, DemoGame *out)
{
    int n = 0;
    for (int i = 0; i < t->n_games && n < DEMO_GAMES_MAX - 1; i++) {
        const GameView *v = views_at(i);
        const RulesVariant *var = NULL;
        for (int k = 0; v->rules->players == 2 && k < v->rules->n_variants && !var; k++)
            if (v->rules->variants[k].seat[0] == SEAT_COMPUTER && v->rules->variants[k].seat[1] == SEAT_COMPUTER)
                var = &v->rules->variants[k];
        if (v->rules->players != 2 || var)
            out[n++] = (DemoGame){v, var};
    }
    const RulesVariant *training = rules_variant(mahjong_view.rules, "tournament");
    if (training && t->n_cards > t->n_games)
        out[n++] = (DemoGame){&mahjong_view, training};
    return n;
}

static void title_update(Scene *s, App *app)
{
    Title *t = s->data;
    if (scene_top(app) != s || attract_left(t, app) > 0 || t->n_games == 0)
        return;
    t->idle_since = now_ms(app);
    DemoGame games[DEMO_GAMES_MAX];
    int n = demo_games(t, games);
    Error err = {{0}};
    Scene *demo = n > 0 ? play_scene_demo(app, games, n, t->attract_next % n, &err) : NULL;
    t->attract_next = n > 0 ? (t->attract_next + 1) % n : 0; /* the next time, the next game first */
    if (demo)
        scene_push(app, demo);
}

static bool title_busy(Scene *s, App *app)
{
    return attract_left(s->data, app) <= 0;
}

static int title_wait(Scene *s, App *app)
{
    return (int)SDL_clamp(attract_left(s->data, app), 0, ATTRACT_MS) + 1;
}

static void title_destroy(Scene *s)
{
    free(s->data);
    free(s);
}

/* What a status message must not hide: the cards and every button (the logo
 * may be covered for the message's few seconds: at 1280x800 the cards and the
 * bottom row leave no other room, and the message went over the buttons). */
static int title_occupied(Scene *s, App *app, SDL_Rect *out, int cap)
{
    Title *t = s->data;
    if (t->out_w != app->w || t->out_h != app->h)
        layout(t, app);
    int n = 0;
    for (int i = 0; i < t->n_cards && n < cap; i++)
        out[n++] = t->card[i];
    for (int i = 0; i < t->n && n < cap; i++)
        if (t->b[i].r.w > 0)
            out[n++] = t->b[i].r;
    return n;
}

Scene *title_scene_new(App *app)
{
    (void)app;
    Scene *s = calloc(1, sizeof *s);
    Title *t = calloc(1, sizeof *t);
    if (!s || !t) {
        free(s);
        free(t);
        return NULL;
    }
    s->name = "title";
    s->data = t;
    s->enter = title_enter;
    s->action = title_action;
    s->draw = title_draw;
    s->update = title_update;
    s->busy = title_busy;
    s->occupied = title_occupied;
    s->clock_wait_ms = title_wait;
    s->destroy = title_destroy;
    return s;
}

/* F1 anywhere: the help of the game in play, or of every game. */
static void open_help(App *app)
{
    Scene *g = scene_find_game(app);
    const GameView *v = g ? views_find(g->name) : NULL;
    scene_push(app, help_scene_new(app, v ? v->rules : NULL));
}

bool scenes_start(App *app, Error *err)
{
    app->start_game = play_start;
    app->start_variant = play_start_variant;
    app->play_game = play_game;
    app->open_help = open_help;
    const AppConfig *c = &app->cfg;
    const GameView *view = NULL;
    if (c->daily) { /* the deal of the day, over the title, as its Daily deal button */
        scene_push(app, title_scene_new(app));
        mj_tourn_start_daily(app);
        return true;
    }
    if (c->game) {
        view = views_find(c->game);
        if (!view) {
            char list[512] = "";
            for (int i = 0; i < views_count(); i++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
                         views_at(i)->rules->id);
            /* TRANSLATORS: --game's value, then the games' ids (not translated) */
            return error_set(err, _("unknown game '%s' (available: %s)"), c->game, list);
        }
    } else if (c->layout || c->has_seed) {
        view = &mahjong_view;
    }
    const RulesVariant *variant = view && c->variant ? rules_variant(view->rules, c->variant) : NULL;
    if (view && c->variant && !variant)
        /* TRANSLATORS: --variant's value, then the game's id (not translated) */
        return error_set(err, _("unknown variant '%s' of %s"), c->variant, view->rules->id);
    if (view) {
        Scene *g = play_scene_new(app, view, variant, view == &mahjong_view ? c->layout : NULL, c->seed,
                                  c->has_seed, err);
        if (!g)
            return false;
        scene_push(app, title_scene_new(app));
        scene_push(app, g);
        return true;
    }
    scene_push(app, title_scene_new(app));
    return true;
}
