/* How Shamrocks looks: the four suit stacks in the left column, the 18 building
 * stacks in rows of five with their cards fanned to the right so every card of a
 * stack can be read, cards rasterised from assets/cards at the size on screen,
 * and a slide for every move, the automatic ones after it one by one. */
#include "games/shamrocks/view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/shamrocks/rules.h"
#include "core/games/shamrocks/stats.h"
#include "core/i18n.h"
#include "engine/assets.h"
#include "engine/gfx.h"
#include "engine/image.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/ui.h"

#define COLS 5           /* building stacks per row */
#define ROWS 4
#define FAN 0.30f        /* fan offset, in card widths */
#define GAP 0.16f        /* between stacks, in card widths */
#define CARD_ASPECT 1.4f /* assets/cards are 100 x 140 */
#define SLIDE_TICKS 9    /* one card's slide */
#define QUEUE_MAX (1 + MOVE_EVENT_FOLLOW_MAX)

enum { SH_MENU_AUTOMATIC = 100, SH_MENU_STATS };

static bool manual_next; /* automatic moves off for the next deal (menu) */

typedef struct ShView {
    int cw, ch, ox, oy, fan, gap;
    SDL_Texture *face[SH_CARDS + 1]; /* [SH_CARDS]: the back; rendered at cw x ch */
    int face_w;
    bool face_failed[SH_CARDS + 1]; /* drawn as a labelled frame at this size */
    bool face_warned[SH_CARDS + 1]; /* said once per card, not per size */
    /* animation: the position shown, and the moves still to slide onto it */
    Shamrocks shown;
    bool animating;
    int8_t queue[QUEUE_MAX][2];
    int n_queue, ticks;
    Shamrocks before;
    Shamrocks target; /* the game's position the queue ends in */
    bool counted; /* this game was counted as played (at its first move) */
} ShView;

static const Shamrocks *sh(const Game *g)
{
    return g->state;
}

static void *shv_deal_options(App *app, const char *arg, Error *err)
{
    (void)arg;
    ShDealOptions *o = calloc(1, sizeof *o);
    if (!o) {
        error_set(err, "%s", _("out of memory"));
        return NULL;
    }
    o->winnable = app->settings.winnable_only;
    o->manual = manual_next;
    return o;
}

static void drop_faces(ShView *v)
{
    for (int i = 0; i <= SH_CARDS; i++) {
        if (v->face[i])
            SDL_DestroyTexture(v->face[i]);
        v->face[i] = NULL;
    }
    v->face_w = 0;
}

/* The face of a card (SH_CARDS: the back) at the size on screen, made on first use. */
static SDL_Texture *face(ShView *v, App *app, int card)
{
    if (v->face_w != v->cw) {
        drop_faces(v);
        v->face_w = v->cw;
        memset(v->face_failed, 0, sizeof v->face_failed);
    }
    if (v->face[card] || v->face_failed[card])
        return v->face[card];
    char name[16], rel[64], path[1024];
    if (card == SH_CARDS)
        snprintf(name, sizeof name, "back");
    else
        sh_card_name(card, name);
    snprintf(rel, sizeof rel, "assets/cards/%s.svg", name);
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    SDL_Surface *s = NULL;
    if (!assets_path(rel, path, sizeof path))
        error_set(&err, "%s: no such file", path);
    else if (file_read_all(path, 1 << 20, &text, &len, &err) &&
             !(s = image_load_svg(text, len, v->cw, v->ch)))
        error_set(&err, "%s: not a picture that can be drawn", path);
    free(text);
    if (s) {
        v->face[card] = SDL_CreateTextureFromSurface(app->renderer, s);
        SDL_FreeSurface(s);
        if (!v->face[card])
            error_set(&err, "%s: %s", path, SDL_GetError());
    }
    if (!v->face[card]) {
        if (!v->face_warned[card])
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s; that card is drawn as a frame with its name", err.msg);
        v->face_warned[card] = true;
        v->face_failed[card] = true; /* only this card: the others keep their faces */
    }
    return v->face[card];
}

static void shv_reset(void *vd, App *app, const Game *g)
{
    (void)app;
    ShView *v = vd;
    v->animating = false;
    v->n_queue = 0;
    v->shown = *sh(g);
    v->counted = game_moves(g) > 0; /* a loaded game was counted when it began */
}

static bool stats_path(App *app, char *path, size_t cap)
{
    return prefs_path(app, SHAMROCKS_RECORDS, path, cap);
}

/* A game counts as played at its first move. */
static void count_played(ShView *v, App *app, const Game *g)
{
    char path[1024];
    Error err = {{0}};
    if (v->counted || game_moves(g) == 0)
        return;
    v->counted = true;
    if (stats_path(app, path, sizeof path) && !sh_stats_file_started(path, NULL, &err))
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("Could not save the statistics: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
}

static void shv_fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    (void)app;
    (void)g;
    ShView *v = vd;
    /* width: a suit stack, a wider gap, then COLS fanned stacks */
    float units_w = 1.0f + 2 * GAP + COLS * (1.0f + 2 * FAN) + (COLS - 1) * GAP + 2 * GAP;
    float units_h = ROWS * CARD_ASPECT + (ROWS - 1) * GAP + 2 * GAP;
    float cw = SDL_min(area.w / units_w, area.h / units_h);
    v->cw = SDL_max(16, (int)cw);
    v->ch = (int)(v->cw * CARD_ASPECT);
    v->fan = (int)(v->cw * FAN);
    v->gap = (int)(v->cw * GAP);
    int w = (int)(v->cw * (units_w - 2 * GAP)), h = ROWS * v->ch + (ROWS - 1) * v->gap;
    v->ox = area.x + (area.w - w) / 2;
    v->oy = area.y + (area.h - h) / 2;
}

/* Where stack s's slot is (its bottom card), or a suit stack's. */
static SDL_Rect slot_rect(const ShView *v, int piece)
{
    if (piece >= SH_STACKS) {
        int i = piece - SH_STACKS;
        return (SDL_Rect){v->ox, v->oy + i * (v->ch + v->gap), v->cw, v->ch};
    }
    int col = piece % COLS, row = piece / COLS;
    int x0 = v->ox + v->cw + 3 * v->gap;
    return (SDL_Rect){x0 + col * (v->cw + 2 * v->fan + v->gap), v->oy + row * (v->ch + v->gap), v->cw, v->ch};
}

static SDL_Rect card_rect(const ShView *v, int stack, int k)
{
    SDL_Rect r = slot_rect(v, stack);
    if (stack < SH_STACKS)
        r.x += k * v->fan;
    return r;
}

static int shv_piece_at(void *vd, const Game *g, int x, int y)
{
    (void)g;
    ShView *v = vd;
    SDL_Point p = {x, y};
    for (int i = 0; i < SH_PIECES; i++) {
        SDL_Rect r = slot_rect(v, i);
        if (i < SH_STACKS)
            r.w += 2 * v->fan; /* the whole fan: a drop anywhere on it */
        if (SDL_PointInRect(&p, &r))
            return i;
    }
    return -1;
}

static bool shv_piece_rect(void *vd, const Game *g, int id, SDL_Rect *out)
{
    ShView *v = vd;
    if (id < 0 || id >= SH_PIECES)
        return false;
    int n = id < SH_STACKS ? sh(g)->count[id] : 0;
    *out = card_rect(v, id, n > 0 ? n - 1 : 0);
    return true;
}

/* What a message must not hide: each stack's whole fan, and the suit stacks
 * (empty building stacks are out of play: free room). */
static int shv_occupied(void *vd, const Game *g, SDL_Rect *out, int cap)
{
    ShView *v = vd;
    int n = 0;
    for (int i = 0; i < SH_PIECES && n < cap; i++) {
        int k = i < SH_STACKS ? sh(g)->count[i] : 1;
        if (k == 0)
            continue;
        SDL_Rect r = slot_rect(v, i);
        r.w += (k - 1) * (i < SH_STACKS ? v->fan : 0);
        out[n++] = r;
    }
    return n;
}

/* The slide of one move on the position shown: from the top card of `from` to
 * where it lands. */
static void slide_ends(const ShView *v, const Shamrocks *s, int from, int to, SDL_Rect *a, SDL_Rect *b)
{
    *a = card_rect(v, from, s->count[from] - 1);
    *b = card_rect(v, to, to < SH_STACKS ? s->count[to] : 0);
}

static void shv_before_move(void *vd, App *app, const Game *g, const Move *m)
{
    (void)app;
    (void)m;
    ShView *v = vd;
    if (!v->animating)
        v->before = *sh(g);
    else
        v->before = v->shown; /* finish from what is on screen */
}

static void shv_after_move(void *vd, App *app, const Game *g, const Move *m, const MoveEvent *ev)
{
    ShView *v = vd;
    count_played(v, app, g);
    if (!app->settings.animations) {
        v->animating = false;
        return;
    }
    if (!v->animating) {
        v->shown = v->before;
        v->n_queue = 0;
        v->ticks = 0;
    }
    if (v->n_queue < QUEUE_MAX) {
        v->queue[v->n_queue][0] = (int8_t)m->a;
        v->queue[v->n_queue][1] = (int8_t)m->b;
        v->n_queue++;
    }
    for (int i = 0; i < ev->n_follow && v->n_queue < QUEUE_MAX; i++, v->n_queue++) {
        v->queue[v->n_queue][0] = (int8_t)ev->follow[i][0];
        v->queue[v->n_queue][1] = (int8_t)ev->follow[i][1];
    }
    v->shown.automatic = false; /* the queue already holds the automatic moves */
    v->target = *sh(g);
    v->animating = true;
}

static void shv_update(void *vd, App *app)
{
    (void)app;
    ShView *v = vd;
    if (!v->animating)
        return;
    if (++v->ticks < SLIDE_TICKS)
        return;
    v->ticks = 0;
    if (v->n_queue > 0) {
        sh_move(&v->shown, v->queue[0][0], v->queue[0][1], NULL, NULL);
        memmove(v->queue, v->queue + 1, (size_t)(v->n_queue - 1) * sizeof v->queue[0]);
        v->n_queue--;
    }
    if (v->n_queue == 0)
        v->animating = false;
}

static bool shv_animating(void *vd)
{
    return ((ShView *)vd)->animating;
}

static void draw_card(ShView *v, App *app, int card, SDL_Rect r, SDL_Color tint)
{
    SDL_Texture *t = face(v, app, card);
    if (t) {
        SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
        SDL_RenderCopy(app->renderer, t, NULL, &r);
        return;
    }
    char name[3];
    sh_card_name(card, name);
    gfx_fill(app, r, (SDL_Color){(Uint8)(tint.r * 250 / 255), (Uint8)(tint.g * 250 / 255), (Uint8)(tint.b * 245 / 255), 255});
    gfx_frame(app, r, 1, (SDL_Color){60, 60, 70, 255});
    text_draw(app, FONT_SMALL, name, r.x + 4, r.y + 2, (SDL_Color){20, 20, 20, 255}, ALIGN_LEFT);
}

static SDL_Color tint_of(const ViewMarks *mk, int piece)
{
    if (piece == mk->flash)
        return (SDL_Color){255, 140, 130, 255};
    if (piece == mk->selected)
        return (SDL_Color){255, 222, 130, 255};
    if (piece == mk->hint[0] || piece == mk->hint[1])
        return (SDL_Color){170, 240, 190, 255};
    return (SDL_Color){255, 255, 255, 255};
}

static void draw_empty(ShView *v, App *app, int piece, SDL_Color tint)
{
    SDL_Rect r = slot_rect(v, piece);
    bool marked = tint.g != 255 || tint.b != 255;
    gfx_fill(app, r, (SDL_Color){0, 0, 0, 50});
    gfx_frame(app, r, SDL_max(1, v->cw / 50), marked ? tint : (SDL_Color){255, 255, 255, 60});
    if (piece >= SH_STACKS) {
        /* the suit's name, shorter on slots too narrow for it (800x1280) */
        /* TRANSLATORS: the card suits, on the empty foundations; the one-letter forms where the slots are narrow */
        static const char *const names[SH_SUITS] = {N_("Clubs"), N_("Diamonds"), N_("Hearts"), N_("Spades")};
        static const char *const initials[SH_SUITS] = {NC_("suit initial", "C"), NC_("suit initial", "D"),
                                                       NC_("suit initial", "H"), NC_("suit initial", "S")};
        int widest = 0; /* the same form for all four */
        for (int i = 0; i < SH_SUITS; i++)
            widest = SDL_max(widest, text_width(FONT_SMALL, _(names[i])));
        int suit = piece - SH_STACKS;
        const char *name = widest > r.w - r.w / 8 ? C_("suit initial", initials[suit]) : _(names[suit]);
        text_draw(app, FONT_SMALL, name, r.x + r.w / 2, r.y + r.h / 2 - text_height(FONT_SMALL) / 2,
                  (SDL_Color){255, 255, 255, 110}, ALIGN_CENTER);
    }
}

/* The help's second page: the 7D goes from a stack of three onto the 8S, on a
 * stack of two, drawn in the game's own cards (before, an arrow, after). */
static bool shv_help_picture(App *app, int page, const SDL_Rect *box)
{
    static ShView help; /* its face cache only, at the picture's card size */
    if (page != 1)
        return false;
    if (!box)
        return true;
    static const char *const before[2][3] = {{"9C", "4H", "7D"}, {"KS", "8S", NULL}};
    static const char *const after[2][3] = {{"9C", "4H", NULL}, {"KS", "8S", "7D"}};
    /* in card widths: per side two stack places of 1.6 (three fanned cards) with
     * 0.4 between, and 1.4 for the arrow between the sides: 8.6 */
    int cw = (int)SDL_min(box->w / 8.6f, box->h * 0.8f / CARD_ASPECT);
    if (cw < 8)
        return true;
    help.cw = cw;
    help.ch = (int)(cw * CARD_ASPECT);
    int fan = (int)(cw * FAN), place = cw + 2 * fan, y = box->y + (box->h - help.ch) / 2;
    int x = box->x + (box->w - (2 * (2 * place + cw * 2 / 5) + cw * 7 / 5)) / 2;
    SDL_Color white = {255, 255, 255, 255}, moved = {170, 240, 190, 255};
    for (int side = 0; side < 2; side++) {
        const char *const(*st)[3] = side ? after : before;
        for (int s = 0; s < 2; s++) {
            for (int k = 0; k < 3 && st[s][k]; k++) {
                int card = sh_card_parse(st[s][k]);
                SDL_Color tint = side == 1 && k == 2 ? moved : white;
                draw_card(&help, app, card, (SDL_Rect){x + k * fan, y, cw, help.ch}, tint);
            }
            x += place + (s == 0 ? cw * 2 / 5 : 0);
        }
        if (side == 0) { /* the arrow */
            int t = SDL_max(2, cw / 16), head = cw / 4, ax = x + cw / 5, ay = y + help.ch / 2;
            gfx_fill(app, (SDL_Rect){ax, ay - t / 2, cw, t}, COLOR_ACCENT);
            for (int i = 0; i < head; i++)
                gfx_fill(app, (SDL_Rect){ax + cw - i, ay - i, 1, 2 * i + 1}, COLOR_ACCENT);
            x += cw * 7 / 5;
        }
    }
    return true;
}

/* The title card: an ace on its suit stack beside a fanned stack of three. */
static void shv_thumbnail(App *app, SDL_Rect box)
{
    static ShView thumb; /* its face cache only, at the picture's card size */
    static const char *const fanned[] = {"KS", "8S", "7D"};
    /* in card widths: the ace, 0.5 between, then 1 + 2 fans */
    float units = 1.5f + 1.0f + 2 * FAN;
    int cw = (int)SDL_min(box.w * 0.9f / units, box.h * 0.85f / CARD_ASPECT);
    if (cw < 8)
        return;
    thumb.cw = cw;
    thumb.ch = (int)(cw * CARD_ASPECT);
    int fan = (int)(cw * FAN), y = box.y + (box.h - thumb.ch) / 2;
    int x = box.x + (box.w - (int)(cw * units)) / 2;
    SDL_Color white = {255, 255, 255, 255};
    draw_card(&thumb, app, sh_card_parse("AH"), (SDL_Rect){x, y, cw, thumb.ch}, white);
    x += cw * 3 / 2;
    for (int k = 0; k < 3; k++)
        draw_card(&thumb, app, sh_card_parse(fanned[k]), (SDL_Rect){x + k * fan, y, cw, thumb.ch}, white);
}

static void shv_draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    ShView *v = vd;
    gfx_background(app);
    if (v->animating && memcmp(&v->target, sh(g), sizeof v->target) != 0)
        v->animating = false; /* an undo (or a new position) during the slides */
    const Shamrocks *s = v->animating ? &v->shown : sh(g);
    int moving = -1;
    SDL_Rect a = {0}, b = {0};
    if (v->animating && v->n_queue > 0) {
        int from = v->queue[0][0], to = v->queue[0][1];
        moving = from;
        slide_ends(v, s, from, to, &a, &b);
    }
    for (int t = 0; t < SH_SUITS; t++) {
        int piece = sh_suit_piece(t);
        if (s->found[t] == 0)
            draw_empty(v, app, piece, tint_of(mk, piece));
        else
            draw_card(v, app, sh_card(t, s->found[t]), slot_rect(v, piece), tint_of(mk, piece));
    }
    int dragged = !v->animating && mk->drag >= 0 && mk->drag < SH_STACKS && s->count[mk->drag] > 0 ? mk->drag : -1;
    for (int st = 0; st < SH_STACKS; st++) {
        int n = s->count[st] - (st == moving || st == dragged ? 1 : 0);
        if (n <= 0) {
            draw_empty(v, app, st, tint_of(mk, st));
            continue;
        }
        for (int k = 0; k < n; k++) {
            SDL_Color tint = k == n - 1 ? tint_of(mk, st) : (SDL_Color){255, 255, 255, 255};
            draw_card(v, app, s->card[st][k], card_rect(v, st, k), tint);
        }
    }
    if (moving >= 0) {
        float f = (float)(v->ticks + 1) / SLIDE_TICKS;
        f = f * f * (3 - 2 * f);
        SDL_Rect r = {a.x + (int)((b.x - a.x) * f), a.y + (int)((b.y - a.y) * f), a.w, a.h};
        draw_card(v, app, sh_top(s, moving), r, (SDL_Color){255, 255, 255, 255});
    }
    if (dragged >= 0) { /* the dragged card follows the pointer, above the rest */
        SDL_Rect r = card_rect(v, dragged, s->count[dragged] - 1);
        r.x += mk->drag_dx;
        r.y += mk->drag_dy;
        draw_card(v, app, sh_top(s, dragged), r, tint_of(mk, dragged));
    }
    if (mk->focus >= 0 && mk->focus < SH_PIECES) {
        SDL_Rect r;
        shv_piece_rect(v, g, mk->focus, &r);
        int t = SDL_max(2, v->cw / 20);
        gfx_frame(app, (SDL_Rect){r.x - t, r.y - t, r.w + 2 * t, r.h + 2 * t}, t, (SDL_Color){80, 200, 255, 255});
    }
}

static void shv_describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    char deal[48];
    /* TRANSLATORS: %llu is the deal's number (its seed), in the top bar */
    snprintf(deal, sizeof deal, _("Deal %llu"), (unsigned long long)g->seed);
    /* TRANSLATORS: the game's name, in the top bar */
    snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s%s%s", _("Shamrocks"), deal, sh(g)->automatic ? "" : GAMEVIEW_SEP,
             sh(g)->automatic ? "" : _("no automatic moves"));
}

static void shv_save_name(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    snprintf(buf, cap, "Shamrocks %llu", (unsigned long long)g->seed);
}

/* Wins, streaks and the best time, in the shared records format (stats.h). */
static void shv_record_win(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    count_played(vd, app, g);
    msg[0] = 0;
    char path[1024];
    bool best = false;
    ShStats st;
    Error err = {{0}};
    if (!stats_path(app, path, sizeof path))
        return;
    if (!sh_stats_file_won(path, g->elapsed_ms / 1000, &best, &st, &err)) {
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("Could not save the statistics: %s"), err.msg);
        return;
    }
    if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    /* TRANSLATORS: after a win: games won, games played, wins in a row (the streak) */
    snprintf(msg, cap, _("Won %u of %u played, %u in a row"), (unsigned)st.won, (unsigned)st.played, (unsigned)st.streak);
    if (best) {
        char line[256];
        snprintf(line, sizeof line, "%s\n%s", _("A new best time!"), msg);
        snprintf(msg, cap, "%s", line);
    }
}

static void show_stats(App *app)
{
    char path[1024], best[32];
    /* TRANSLATORS: the best time in Shamrocks' statistics, before any win */
    snprintf(best, sizeof best, "%s", _("none yet"));
    ShStats st;
    Error err = {{0}};
    if (!stats_path(app, path, sizeof path) || !sh_stats_file_read(path, &st, &err)) {
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("Could not read the statistics: %s"), err.msg[0] ? err.msg : _("no per-user folder"));
        return;
    }
    if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    if (st.best_s >= 0)
        snprintf(best, sizeof best, "%ld:%02ld", st.best_s / 60, st.best_s % 60);
    char rate[16];
    /* TRANSLATORS: the win rate in Shamrocks' statistics, a percentage */
    snprintf(rate, sizeof rate, _("%u%%"), st.played ? (unsigned)(100.0 * st.won / st.played + 0.5) : 0u);
    /* a table of figures for the pager: no header (a first line of tabs only), a label and its value a row */
    char lines[512];
    snprintf(lines, sizeof lines, "\t\n%s\t%u\n%s\t%u\n%s\t%s\n%s\t%u\n%s\t%u\n%s\t%s\n",
             /* TRANSLATORS: the labels of Shamrocks' statistics, each before its figure: games played, games won,
              * the win rate, the wins in a row now and at most, the best time (m:ss) */
             C_("statistics", "Played"), (unsigned)st.played, C_("statistics", "Won"), (unsigned)st.won,
             C_("statistics", "Win rate"), rate, C_("statistics", "Current streak"), (unsigned)st.streak,
             C_("statistics", "Longest streak"), (unsigned)st.best_streak, C_("statistics", "Best time"), best);
    HelpPage page = {_("Shamrocks statistics"), lines};
    const HelpPage *pages[] = {&page};
    Scene *m = pager_scene_new(app, "shamrocks-stats", pages, 1);
    if (m)
        scene_push(app, m);
}

static void shv_menu_items(void *vd, App *app, Scene *menu)
{
    (void)vd;
    (void)app;
    menu_add(menu, SH_MENU_AUTOMATIC, _("Automatic moves (next game)"), manual_next ? C_("switch", "Off") : C_("switch", "On"));
    menu_add(menu, SH_MENU_STATS, _("Statistics"), NULL);
}

static void shv_menu_adjust(void *vd, App *app, Scene *menu, int id, int delta)
{
    (void)vd;
    (void)app;
    (void)delta;
    if (id != SH_MENU_AUTOMATIC)
        return;
    manual_next = !manual_next;
    menu_set_value(menu, SH_MENU_AUTOMATIC, manual_next ? C_("switch", "Off") : C_("switch", "On"));
}

static void shv_menu_select(void *vd, App *app, int id)
{
    (void)vd;
    if (id == SH_MENU_AUTOMATIC) {
        manual_next = !manual_next;
        log_message(app, "%s", manual_next ? _("Automatic moves off from the next game.") : _("Automatic moves on from the next game."));
    } else if (id == SH_MENU_STATS) {
        show_stats(app);
    }
}

static void *shv_create(App *app)
{
    (void)app;
    return calloc(1, sizeof(ShView));
}

static void shv_destroy(void *vd)
{
    ShView *v = vd;
    drop_faces(v);
    free(v);
}

const GameView shamrocks_view = {
    .rules = &shamrocks_rules,
    .autosave = SHAMROCKS_SAVE,
    .deal_options = shv_deal_options,
    .create = shv_create,
    .destroy = shv_destroy,
    .reset = shv_reset,
    .fit = shv_fit,
    .draw = shv_draw,
    .piece_at = shv_piece_at,
    .piece_rect = shv_piece_rect,
    .occupied = shv_occupied,
    .before_move = shv_before_move,
    .after_move = shv_after_move,
    .update = shv_update,
    .animating = shv_animating,
    .save_name = shv_save_name,
    .describe = shv_describe,
    .record_win = shv_record_win,
    .menu_items = shv_menu_items,
    .menu_select = shv_menu_select,
    .menu_adjust = shv_menu_adjust,
    .drag_drop = true,
    .piece_word = "card",
    .no_tile_guide = true,
    .help_picture = shv_help_picture,
    .thumbnail = shv_thumbnail,
};
