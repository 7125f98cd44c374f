#include "scenes/play/play_hud.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/place.h"
#include "engine/text.h"
#include "scenes/play/play_clock.h"
#include "scenes/play/play_moves.h"

#define MOVES_COUNT_MAX 4096

/* The moves available now (the HUD's count, an option), counted once a position. */
static int moves_available(Play *p)
{
    if (p->moves_gen != p->gen + 1) { /* counted once per position */
        Move *m = malloc(sizeof *m * MOVES_COUNT_MAX);
        p->moves_now = m ? p->game.rules->list_moves(p->game.state, m, MOVES_COUNT_MAX) : 0;
        free(m);
        p->moves_gen = p->gen + 1;
    }
    return p->moves_now;
}

typedef struct HudDef {
    ActionKind act;
    const char *label;
    bool show, enabled;
} HudDef;

/* The buttons, laid out from the right: reads Undo, Redo, Hint, Shuffle, Menu. */
static int hud_defs(const Game *g, HudDef *out)
{
    const HudDef defs[] = {
        /* TRANSLATORS: the top bar's buttons (keep them short: they share one row with the score) */
        {ACT_MENU, C_("button", "Menu"), true, true},
        {PLAY_ACT_END_GAME, C_("button", "End game"), g->variant->end_game && !g->variant->redo, game_can_end(g)},
        {ACT_SHUFFLE, C_("button", "Shuffle"), g->variant->aid[AID_SHUFFLE].limit != 0,
         game_aid_left(g, AID_SHUFFLE) != 0 && !g->end},
        {ACT_HINT, C_("button", "Hint"), g->variant->aid[AID_HINT].limit != 0, game_aid_left(g, AID_HINT) != 0 && !g->end},
        {ACT_REDO, C_("button", "Redo"), g->variant->redo, game_can_redo(g)},
        {ACT_UNDO, C_("button", "Undo"), g->variant->aid[AID_UNDO].limit != 0, game_can_undo(g)},
    };
    int n = 0;
    for (size_t i = 0; i < SDL_arraysize(defs); i++)
        if (defs[i].show)
            out[n++] = defs[i];
    return n;
}

/* The big number: the score, the tiles left, or both sides' scores. */
static void hud_big(const Game *g, const GameStatus *st, char *big, size_t cap)
{
    if (g->rules->players == 2) /* games for two: both scores, first side first */
        snprintf(big, cap, "%d : %d", (int)st->side_score[0], (int)st->side_score[1]);
    else
        snprintf(big, cap, "%d", st->scored ? (int)st->score : st->left);
}

/* The word after the big number: what it counts ("points", "left"); in a
 * game for two, whose scores they are, in the same order ("Slayer : Master"). */
static const char *hud_label(const Game *g, const GameStatus *st)
{
    static char sides[256];
    if (g->rules->players == 2 && g->rules->player_name[0] && g->rules->player_name[1]) {
        /* TRANSLATORS: the two players' names, in the order of their scores shown as "12 : 30" */
        snprintf(sides, sizeof sides, _("%s : %s"), _(g->rules->player_name[0]), _(g->rules->player_name[1]));
        return sides;
    }
    if (st->scored)
        /* TRANSLATORS: the word after the score, drawn big to its left (the number is not in the text) */
        return P_("point", "points", SDL_abs((int)st->score));
    /* TRANSLATORS: the word after the number of pieces left, drawn big to its left (the number is not in the text) */
    return P_("left", "left", st->left);
}

/* Where the buttons start (their left edge), and whether the big number and
 * its word fit left of them: in a narrow window (800x1280) they go below. */
static bool hud_narrow(const Game *g, const App *app, int *buttons_left)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    HudDef d[8];
    int n = hud_defs(g, d), bx = app->w - pad;
    for (int i = 0; i < n; i++)
        bx -= text_width(FONT_BODY, d[i].label) + th + pad / 2;
    bx += pad / 2;
    if (buttons_left)
        *buttons_left = bx;
    GameStatus st = game_status(g);
    char big[32];
    hud_big(g, &st, big, sizeof big);
    /* room for a number a few digits longer than now */
    int need = pad + text_width(FONT_TITLE, big) + text_width(FONT_TITLE, "00") + pad / 2 +
               text_width(FONT_SMALL, hud_label(g, &st)) + th;
    return need > bx;
}

/* The status line: the view's line about the deal, then the clock, the moves,
 * the moves available and the aids left, every part after GAMEVIEW_SEP. */
static void hud_line(Play *p, const App *app, char *buf, size_t cap)
{
    const Game *g = &p->game;
    char what[160], t[32];
    p->view->describe(p->vd, g, what, sizeof what);
    play_clock_text(g, t, sizeof t);
    size_t used = (size_t)snprintf(buf, cap, "%s", what);
    char part[256];
    t[12] = '\0';
    if (g->variant->clock && used < cap) {
        /* TRANSLATORS: a part of the top bar; %s is a clock, "1:02" or "1:02:03" */
        snprintf(part, sizeof part, g->time_limit_ms ? _("Time left %s") : _("Time %s"), t);
        used += (size_t)snprintf(buf + used, cap - used, GAMEVIEW_SEP "%s", part);
    }
    if (used < cap) {
        /* TRANSLATORS: a part of the top bar: the number of moves made so far */
        snprintf(part, sizeof part, _("Moves %d"), game_moves(g));
        used += (size_t)snprintf(buf + used, cap - used, GAMEVIEW_SEP "%s", part);
    }
    if (app->settings.show_moves && used < cap) {
        int n = moves_available(p);
        /* TRANSLATORS: a part of the top bar: how many moves can be made now */
        snprintf(part, sizeof part, P_("%d available", "%d available", n), n);
        used += (size_t)snprintf(buf + used, cap - used, GAMEVIEW_SEP "%s", part);
    }
    for (int a = 0; a < AID_COUNT && used < cap; a++) {
        int left = game_aid_left(g, (AidKind)a);
        if (left < 0 || g->variant->aid[a].limit <= 0)
            continue;
        if (a == AID_HINT)
            /* TRANSLATORS: a part of the top bar: how many more times this aid may be used in this game */
            snprintf(part, sizeof part, P_("%d hint", "%d hints", left), left);
        else if (a == AID_UNDO)
            snprintf(part, sizeof part, P_("%d undo", "%d undos", left), left);
        else
            snprintf(part, sizeof part, P_("%d shuffle", "%d shuffles", left), left);
        used += (size_t)snprintf(buf + used, cap - used, GAMEVIEW_SEP "%s", part);
    }
}

/* Where the line starts beside the number (x) and how far it may go. */
static void hud_line_room(const Play *p, const App *app, int *x, int *right)
{
    int th = text_height(FONT_BODY), pad = th / 2, bx;
    const Game *g = &p->game;
    hud_narrow(g, app, &bx);
    GameStatus st = game_status(g);
    char big[32];
    hud_big(g, &st, big, sizeof big);
    *x = pad + text_width(FONT_TITLE, big) + pad / 2 + text_width(FONT_SMALL, hud_label(g, &st)) + th;
    *right = bx - pad / 2;
}

/* The line does not fit beside the number, with room for its numbers to grow
 * a few digits: it gets a row of its own below the number (whole, not broken,
 * where the window is wide enough), and the board starts below that row. */
static bool hud_own_row(Play *p, const App *app)
{
    char buf[640];
    int x, right;
    if (hud_narrow(&p->game, app, NULL))
        return false;
    hud_line(p, app, buf, sizeof buf);
    hud_line_room(p, app, &x, &right);
    return x + text_width(FONT_SMALL, buf) + text_width(FONT_SMALL, "0000") + text_width(FONT_TITLE, "00") > right;
}

int play_hud_height(Play *p, const App *app)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    int h = text_height(FONT_TITLE) + text_height(FONT_SMALL) / 2;
    if (p->game.rules && hud_narrow(&p->game, app, NULL)) /* buttons, then the number, then two lines */
        h += pad / 2 + th * 3 / 2 + pad / 2 + 2 * (text_height(FONT_SMALL) + th / 8);
    else if (p->game.rules && hud_own_row(p, app))
        h += text_height(FONT_SMALL) + th / 4;
    if (p->game.rules && p->game.rules->solver && app->settings.show_winnable && !hud_narrow(&p->game, app, NULL))
        h += th; /* "Winnable" under the number: the board starts below it */
    return h;
}

/* Draws the status line from (x, y), wrapped at its "   -   " separators into
 * lines no wider than max_w; returns the y below the last line and sets *end_x
 * to where the last line ends. */
static int draw_wrapped(App *app, const char *buf, int x, int y, int first_x, int max_w, int *end_x)
{
    static const char sep[] = GAMEVIEW_SEP;
    int lh = text_height(FONT_SMALL) + text_height(FONT_BODY) / 8;
    char line[256] = "";
    int cx = first_x;
    const char *at = buf;
    while (*at) {
        const char *next = strstr(at, sep);
        size_t n = next ? (size_t)(next - at) : strlen(at);
        char piece[256], trial[520];
        snprintf(piece, sizeof piece, "%.*s", (int)n, at);
        snprintf(trial, sizeof trial, "%s%s%s", line, line[0] ? sep : "", piece);
        if (line[0] && cx + text_width(FONT_SMALL, trial) > x + max_w) {
            text_draw(app, FONT_SMALL, line, cx, y, COLOR_TEXT, ALIGN_LEFT);
            y += lh;
            cx = x;
            SDL_strlcpy(line, piece, sizeof line);
        } else {
            SDL_strlcpy(line, trial, sizeof line);
        }
        at = next ? next + strlen(sep) : at + n;
    }
    *end_x = cx + text_draw(app, FONT_SMALL, line, cx, y, COLOR_TEXT, ALIGN_LEFT);
    return y + lh;
}

void play_hud_dump_buttons(const Play *p, TextBuf *w)
{
    textbuf_put(w, ",\"buttons\":[", 12);
    for (int i = 0; i < p->n_buttons; i++)
        textbuf_printf(w, "%s{\"label\":\"%s\",\"x\":%d,\"y\":%d,\"enabled\":%s}", i ? "," : "",
                       p->button[i].label, p->button[i].r.x + p->button[i].r.w / 2,
                       p->button[i].r.y + p->button[i].r.h / 2, p->button[i].enabled ? "true" : "false");
    textbuf_put(w, "]", 1);
}

static void json_text(TextBuf *w, const char *s)
{
    textbuf_put(w, "\"", 1);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            textbuf_put(w, "\\", 1);
        if ((unsigned char)*s >= 0x20)
            textbuf_put(w, s, 1);
    }
    textbuf_put(w, "\"", 1);
}

static void dump_rect(TextBuf *w, SDL_Rect r)
{
    textbuf_printf(w, "[%d,%d,%d,%d]", r.x, r.y, r.w, r.h);
}

static int board_rects(const Play *p, SDL_Rect *out, int cap);

void play_hud_dump_layout(const Play *p, App *app, TextBuf *w)
{
    static SDL_Rect board[PLACE_AVOID_MAX];
    textbuf_printf(w, ",\"screen\":{\"board\":[");
    int nb = board_rects(p, board, PLACE_AVOID_MAX);
    for (int i = 0; i < nb; i++) {
        textbuf_put(w, i ? "," : "", i ? 1 : 0);
        dump_rect(w, board[i]);
    }
    textbuf_printf(w, "],\"message\":");
    dump_rect(w, app->status_ticks > 0 ? app->status_r : (SDL_Rect){0, 0, 0, 0});
    textbuf_printf(w, ",\"banner\":");
    dump_rect(w, play_hud_banner_shown(p) ? p->banner_r : (SDL_Rect){0, 0, 0, 0});
    textbuf_printf(w, ",\"buttons\":[");
    for (int i = 0; i < p->n_buttons; i++) {
        textbuf_printf(w, "%s{\"label\":\"%s\",\"rect\":", i ? "," : "", p->button[i].label);
        dump_rect(w, p->button[i].r);
        textbuf_put(w, "}", 1);
    }
    textbuf_printf(w, "],\"texts\":[");
    const char *s;
    SDL_Rect r;
    for (int i = 0; text_trace_get(i, &s, &r); i++) {
        textbuf_printf(w, "%s{\"text\":", i ? "," : "");
        json_text(w, s);
        textbuf_printf(w, ",\"in\":\"%s\",\"rect\":", i < p->traced_view ? "view" : i < p->traced_hud ? "hud"
                                                         : i < p->traced_play ? "play" : "other");
        dump_rect(w, r);
        textbuf_put(w, "}", 1);
    }
    textbuf_put(w, "]}", 2);
}

void play_hud_draw(Scene *s, App *app)
{
    Play *p = s->data;
    const Game *g = &p->game;
    GameStatus st = game_status(g);
    int th = text_height(FONT_BODY), pad = th / 2;
    HudDef defs[8];
    int n_defs = hud_defs(g, defs);
    int bx = app->w - pad, bh = th * 3 / 2;
    p->n_buttons = 0;
    for (int i = 0; i < n_defs; i++) {
        int bw = text_width(FONT_BODY, defs[i].label) + th;
        bx -= bw;
        SDL_Rect r = {bx, pad / 2, bw, bh};
        p->button[p->n_buttons++] = (HudButton){r, defs[i].act, defs[i].label, defs[i].enabled};
        gfx_fill(app, r, (SDL_Color){8, 24, 20, 150});
        gfx_frame(app, r, 1, defs[i].enabled ? COLOR_ACCENT : COLOR_TEXT_DIM);
        text_draw(app, FONT_BODY, defs[i].label, r.x + bw / 2, r.y + (bh - th) / 2,
                  defs[i].enabled ? COLOR_TEXT : COLOR_TEXT_DIM, ALIGN_CENTER);
        bx -= pad / 2;
    }
    /* narrow: the number goes under the buttons and the line may use the width */
    bool narrow = hud_narrow(g, app, NULL);
    int top = narrow ? pad / 2 + bh + pad / 2 : pad / 2, right = narrow ? app->w - pad : bx - pad / 2;
    char big[32], buf[320];
    hud_big(g, &st, big, sizeof big);
    int x = pad;
    int base = top + text_height(FONT_TITLE) - text_height(FONT_SMALL) - th / 6;
    int w = text_draw(app, FONT_TITLE, big, x, top, st.alert ? COLOR_WARN : COLOR_ACCENT, ALIGN_LEFT);
    int lw = text_draw(app, FONT_SMALL, hud_label(g, &st), x + w + pad / 2, base, COLOR_TEXT_DIM, ALIGN_LEFT);
    hud_line(p, app, buf, sizeof buf);
    int ix = x + w + pad / 2 + lw + th;
    int next_line = top + text_height(FONT_TITLE) + th / 8;
    int end_x;
    if (!narrow && !hud_own_row(p, app) && ix + text_width(FONT_SMALL, buf) <= right) {
        end_x = ix + text_draw(app, FONT_SMALL, buf, ix, base, COLOR_TEXT, ALIGN_LEFT);
    } else { /* on a row of its own (lines of their own), below the number and the buttons */
        next_line = draw_wrapped(app, buf, x, next_line, x, app->w - pad - x, &end_x);
    }
    p->hud_r = (SDL_Rect){0, 0, app->w, SDL_max(play_hud_height(p, app), next_line + th * 3 / 2)};
    if (p->view->hud_extra) {
        int ex = end_x + th;
        p->view->hud_extra(p->vd, app, g, (SDL_Rect){ex, pad / 4, SDL_max(0, bx - ex - th / 2), play_hud_height(p, app) - pad / 2});
    }
    if (app->settings.show_winnable && g->rules->solver && play_is_playing(p) && !play_clock_board_hidden(s, app)) {
        /* TRANSLATORS: under the score: the computer is still working out whether this game can be won */
        const char *label = _("Checking\u2026");
        char chance[48];
        SDL_Color c = COLOR_TEXT_DIM;
        if (p->known && p->answer.chance >= 0 && p->answer.result != SUGGEST_LOST) {
            /* a game with hidden pieces: what the player can expect, not a verdict */
            /* TRANSLATORS: under the score: %d%% is a percentage, "Chance to finish 40%" */
            snprintf(chance, sizeof chance, _("Chance to finish %d%%"), (p->answer.chance + 5) / 10);
            label = chance;
            c = COLOR_TEXT;
        } else if (p->known && p->answer.chance >= 0) {
            /* TRANSLATORS: under the score: the game can no longer be won, whatever the hidden pieces are */
            label = _("Proved lost");
            c = COLOR_WARN;
        } else if (p->known && p->answer.result == SUGGEST_WINNING) {
            /* TRANSLATORS: under the score: this game can still be won */
            label = _("Winnable");
            c = COLOR_GOOD;
        } else if (p->known && p->answer.result == SUGGEST_LOST) {
            label = _("No longer winnable");
            c = COLOR_WARN;
        } else if (p->known && g->rules->dealt_winnable && g->rules->dealt_winnable(g->state)) {
            /* TRANSLATORS: under the score: the deal was dealt winnable, and nothing more is known of the
               position while tiles lie hidden under others */
            label = _("Dealt winnable");
        } else if (p->known) {
            /* TRANSLATORS: under the score: the computer gave up working out whether the game can be won */
            label = _("Too hard to tell");
        }
        text_draw(app, FONT_BODY, label, x, next_line, c, ALIGN_LEFT);
    }
}

bool play_hud_banner_shown(const Play *p)
{
    return p->banner && play_is_playing(p);
}

/* The board as rectangles: the view's own list, or every piece on screen. */
static int board_rects(const Play *p, SDL_Rect *out, int cap)
{
    if (p->view->occupied)
        return p->view->occupied(p->vd, &p->game, out, cap);
    int n = 0;
    for (int i = 0; i < 1024 && n < cap; i++)
        if (p->view->piece_rect(p->vd, &p->game, i, &out[n]))
            n++;
    return n;
}

int play_hud_occupied(Play *p, App *app, SDL_Rect *out, int cap, int texts)
{
    int n = 0;
    if (n < cap)
        out[n++] = (SDL_Rect){0, 0, app->w, play_hud_height(p, app)};
    if (n < cap && p->hud_r.w > 0)
        out[n++] = p->hud_r;
    n += board_rects(p, out + n, cap - n);
    for (int i = 0; i < p->seats.n_buttons && n < cap; i++)
        out[n++] = p->seats.button[i].r;
    const char *s;
    for (int i = 0; i < texts && n < cap && text_trace_get(i, &s, &out[n]); i++)
        n++;
    return n;
}

#define BANNER_LINES 512

/* The banner goes where it hides nothing (the board, the top bar, a status
 * line), nearest to the top in the middle; its text wraps as narrow as needs
 * be (into lines). Where nothing is free, it goes below the top bar. */
static void banner_layout(Play *p, App *app, const char *msg, const char *btn, char *lines, size_t cap)
{
    static SDL_Rect avoid[PLACE_AVOID_MAX];
    static struct { /* the last answer: asked again only when something moved */
        uint64_t sum;
        SDL_Rect r;
        int wrap;
    } memo;
    int th = text_height(FONT_BODY), pad = th / 2, top = play_hud_height(p, app);
    int bw = btn[0] ? text_width(FONT_BODY, btn) + 2 * th : 0;
    int n = play_hud_occupied(p, app, avoid, PLACE_AVOID_MAX, text_trace_count());
    int full = app->w - 2 * pad - bw - 3 * th, ww = full, k;
    uint64_t sum = 1469598103934665603ull ^ (uint64_t)(app->w * 65536 + app->h) ^ (uint64_t)bw << 40 ^
                   (uint64_t)i18n_generation() << 20; /* another language's font measures anew */
    for (const char *c = msg; *c; c++)
        sum = (sum ^ (uint8_t)*c) * 1099511628211ull;
    for (int i = 0; i < n; i++)
        sum = (sum ^ (uint64_t)(uint32_t)(avoid[i].x * 7919 + avoid[i].y * 104729 + avoid[i].w * 31 + avoid[i].h)) *
              1099511628211ull;
    SDL_Rect r;
    if (memo.sum == sum) {
        r = memo.r;
        text_wrap(FONT_BODY, msg, memo.wrap, lines, cap);
        goto done;
    }
    SDL_Rect within = {pad, top, app->w - 2 * pad, app->h - top - pad};
    for (; ww >= th * 8; ww = ww * 3 / 4) {
        k = text_wrap(FONT_BODY, msg, ww, lines, cap);
        int w = text_lines_width(FONT_BODY, lines, NULL) + bw + 3 * th, h = SDL_max(th * 2 + pad, th * k + th);
        if (place_box(within, avoid, n, pad / 2, w, h, (SDL_Point){app->w / 2, top + pad + h / 2}, &r))
            goto placed;
    }
    ww = full;
    k = text_wrap(FONT_BODY, msg, full, lines, cap);
    r.w = text_lines_width(FONT_BODY, lines, NULL) + bw + 3 * th;
    r.h = SDL_max(th * 2 + pad, th * k + th);
    r.x = (app->w - r.w) / 2;
    r.y = top + pad;
placed:
    memo.sum = sum;
    memo.r = r;
    memo.wrap = ww;
done:
    p->banner_r = r;
    p->banner_undo = bw ? (SDL_Rect){r.x + r.w - bw - pad, r.y + (r.h - (th * 2 - pad)) / 2, bw, th * 2 - pad}
                        : (SDL_Rect){0, 0, 0, 0};
}

static void banner_text(const Play *p, char *msg, size_t cap, const char **btn)
{
    int back = p->game.pos - p->last_winnable_pos;
    if (p->game.rules->chance) /* hidden pieces: proved lost for every arrangement the player cannot tell apart */
        SDL_strlcpy(msg, _("Proved lost: no order of the tiles left can be finished from here."), cap);
    else if (p->last_winnable_pos < 0) /* lost from the deal on ("Deal only winnable games" off) */
        /* TRANSLATORS: "New game" is the menu's item that deals another game */
        SDL_strlcpy(msg, _("This deal cannot be cleared, whatever is played: New game deals another."), cap);
    else if (p->game.rules->see) /* covered faces: lost however they lie (the undo goes back to the last
                                  * position not proved lost, play_not_lost) */
        SDL_strlcpy(msg, _("This deal can no longer be cleared, however the hidden tiles lie."), cap);
    else
        snprintf(msg, cap,
                 P_("This deal can no longer be cleared: the last winnable position is %d move back.",
                    "This deal can no longer be cleared: the last winnable position is %d moves back.", back),
                 back);
    /* TRANSLATORS: a button on the banner that says the game can no longer be won: undo back to where it could */
    *btn = game_aid_left(&p->game, AID_UNDO) != 0 && p->last_winnable_pos >= 0 ? _("Undo to winnable") : "";
}

void play_hud_draw_banner(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->demo) {
        const char *label = _("Demo: the computer plays. Press any key to return.");
        int th = text_height(FONT_BODY), w = text_width(FONT_BODY, label) + 2 * th;
        SDL_Rect r = {(app->w - w) / 2, app->h - th * 3, w, th * 2};
        gfx_fill(app, r, (SDL_Color){8, 24, 20, 230});
        gfx_frame(app, r, 1, COLOR_ACCENT);
        text_draw(app, FONT_BODY, label, app->w / 2, r.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    }
    if (!play_hud_banner_shown(p))
        return;
    char msg[512], lines[BANNER_LINES];
    const char *btn;
    banner_text(p, msg, sizeof msg, &btn);
    banner_layout(p, app, msg, btn, lines, sizeof lines);
    int th = text_height(FONT_BODY), k = 0;
    text_lines_width(FONT_BODY, lines, &k);
    gfx_fill(app, p->banner_r, (SDL_Color){92, 34, 26, 255});
    gfx_frame(app, p->banner_r, SDL_max(1, th / 12), COLOR_WARN);
    text_draw_lines(app, FONT_BODY, lines, p->banner_r.x + th, p->banner_r.y + (p->banner_r.h - th * k) / 2,
                    COLOR_TEXT, ALIGN_LEFT);
    if (btn[0]) {
        gfx_fill(app, p->banner_undo, (SDL_Color){8, 24, 20, 255});
        gfx_frame(app, p->banner_undo, SDL_max(1, th / 12), COLOR_ACCENT);
        text_draw(app, FONT_BODY, btn, p->banner_undo.x + p->banner_undo.w / 2,
                  p->banner_undo.y + (p->banner_undo.h - th) / 2, COLOR_TEXT, ALIGN_CENTER);
    }
}

/* A click on the banner's button undoes to the last winnable position; a click
 * elsewhere on the banner only closes it. True when the banner took the click. */
bool play_hud_banner_click(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    SDL_Point pt = {a->x, a->y};
    if (!play_hud_banner_shown(p) || !SDL_PointInRect(&pt, &p->banner_r))
        return false;
    if (p->banner_undo.w && SDL_PointInRect(&pt, &p->banner_undo))
        play_undo_to_winnable(s, app);
    p->banner = false;
    return true;
}
