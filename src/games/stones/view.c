/* How MahJongg Stones looks: the grid of cells, its own colour-and-symbol tiles
 * (games/stones/faces.c, drawn at the size on screen), the stock's next tile
 * large beside the grid with the count left (and, in Throwing Stones, the
 * throws left: click the tile to throw it), the legal cells on request, and
 * the high scores per variant (the records file format, best score per
 * variant). The play scene does everything else through this table. */
#include "games/stones/view.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/games/stones/rules.h"
#include "core/i18n.h"
#include "core/records.h"
#include "core/tablefile.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/scene.h"
#include "engine/text.h"
#include "engine/ui.h"
#include "games/stones/faces.h"

#define TILE_VALUES (ST_MAX_KINDS * ST_SYMBOL_BASE)
#define POP_TICKS 12 /* a placed tile settles */

enum { ST_MENU_PATTERNS = 100, ST_MENU_SCORES };

typedef struct StView {
    int cell, ox, oy, w, h;  /* grid: cell size and origin, in cells */
    SDL_Rect stock;          /* the next tile, large */
    int text_x, text_y;
    SDL_Texture *face[TILE_VALUES], *big[TILE_VALUES];
    int face_size, big_size;
    bool pattern;
    int pop_cell, pop_ticks;
    SDL_Texture *grid_tex;   /* table and grid over grid_box, redrawn when they change */
    SDL_Rect grid_box;
    uint64_t grid_sig;
} StView;

static const Stones *st(const Game *g)
{
    return g->state;
}

static void drop_faces(StView *v)
{
    for (int i = 0; i < TILE_VALUES; i++) {
        if (v->face[i])
            SDL_DestroyTexture(v->face[i]);
        if (v->big[i])
            SDL_DestroyTexture(v->big[i]);
        v->face[i] = v->big[i] = NULL;
    }
}

static SDL_Texture *make_face(App *app, uint8_t t, int size, bool pattern)
{
    uint8_t *px = malloc((size_t)size * (size_t)size * 4);
    if (!px)
        return NULL;
    stones_face_raster(px, NULL, size, st_colour(t), st_symbol(t), pattern, NULL);
    SDL_Texture *tex = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, size, size);
    if (tex) {
        SDL_UpdateTexture(tex, NULL, px, size * 4);
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    }
    free(px);
    return tex;
}

/* The face of t at size (cell faces, or the big one), made on first use. */
static SDL_Texture *face(StView *v, App *app, uint8_t t, bool big)
{
    if (t >= TILE_VALUES)
        return NULL;
    if (v->pattern != app->settings.stones_patterns) {
        drop_faces(v);
        v->pattern = app->settings.stones_patterns;
    }
    SDL_Texture **slot = big ? &v->big[t] : &v->face[t];
    if (!*slot)
        *slot = make_face(app, t, big ? v->big_size : v->face_size, v->pattern);
    return *slot;
}

static void *st_view_deal_options(App *app, const char *arg, Error *err)
{
    (void)arg;
    StDealOptions *o = calloc(1, sizeof *o);
    if (!o) {
        error_set(err, "%s", _("out of memory"));
        return NULL;
    }
    /* "Deal only winnable games" is not for Stones: with the stock's order known
     * nearly every deal can be finished, and a player never knows it (issue 34;
     * the help says so). Every deal is a random one. */
    (void)app;
    o->winnable = false;
    return o;
}

static void st_view_reset(void *vd, App *app, const Game *g)
{
    (void)app;
    (void)g;
    StView *v = vd;
    v->pop_ticks = 0;
}

static void st_view_fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    (void)app;
    StView *v = vd;
    const Stones *s = st(g);
    v->w = s->w;
    v->h = s->h;
    /* the grid, a gap, then a panel 3 cells wide for the stock */
    int by_w = (int)(area.w * 0.95f) / (s->w + 3.5f), by_h = (int)(area.h * 0.92f) / s->h;
    int cell = SDL_max(12, SDL_min(by_w, by_h));
    int total_w = (int)(cell * (s->w + 3.5f));
    v->cell = cell;
    v->ox = area.x + (area.w - total_w) / 2;
    v->oy = area.y + (area.h - cell * s->h) / 2;
    int big = cell * 2;
    v->stock = (SDL_Rect){v->ox + cell * s->w + cell * 3 / 4, v->oy + cell, big, big};
    v->text_x = v->stock.x + big / 2;
    v->text_y = v->stock.y + big + cell / 4;
    v->grid_sig = 0; /* the table may have changed (settings) */
    int fs = cell - SDL_max(2, cell / 14) * 2;
    if (fs != v->face_size || big != v->big_size) {
        drop_faces(v);
        v->face_size = fs;
        v->big_size = big;
    }
}

static SDL_Rect cell_rect(const StView *v, int c)
{
    return (SDL_Rect){v->ox + (c % v->w) * v->cell, v->oy + (c / v->w) * v->cell, v->cell, v->cell};
}

static int st_view_piece_at(void *vd, const Game *g, int x, int y)
{
    StView *v = vd;
    const Stones *s = st(g);
    SDL_Point pt = {x, y};
    if (s->throw_limit > 0 && SDL_PointInRect(&pt, &v->stock))
        return ST_STOCK_PIECE(s->w, s->h);
    if (x < v->ox || y < v->oy)
        return -1;
    int cx = (x - v->ox) / v->cell, cy = (y - v->oy) / v->cell;
    return cx < s->w && cy < s->h ? cy * s->w + cx : -1;
}

static bool st_view_piece_rect(void *vd, const Game *g, int id, SDL_Rect *out)
{
    StView *v = vd;
    const Stones *s = st(g);
    if (id == ST_STOCK_PIECE(s->w, s->h) && s->throw_limit > 0) {
        *out = v->stock;
        return true;
    }
    if (id < 0 || id >= s->w * s->h || v->cell <= 0)
        return false;
    *out = cell_rect(v, id);
    return true;
}

/* What a message must not hide: the grid, empty cells too, and the stock. */
static int st_view_occupied(void *vd, const Game *g, SDL_Rect *out, int cap)
{
    (void)g;
    StView *v = vd;
    int n = 0;
    if (n < cap)
        out[n++] = (SDL_Rect){v->ox, v->oy, v->cell * v->w, v->cell * v->h};
    if (n < cap)
        out[n++] = (SDL_Rect){v->stock.x - 4, v->stock.y - 4, v->stock.w + 8, v->stock.h + 8};
    return n;
}

static void st_view_after_move(void *vd, App *app, const Game *g, const Move *m, const MoveEvent *ev)
{
    (void)ev;
    (void)g;
    StView *v = vd;
    if (m->kind == ST_MOVE_PLACE && app->settings.animations) {
        v->pop_cell = m->a;
        v->pop_ticks = POP_TICKS;
    }
}

static void st_view_update(void *vd, App *app)
{
    (void)app;
    StView *v = vd;
    if (v->pop_ticks > 0)
        v->pop_ticks--;
}

static bool st_view_animating(void *vd)
{
    return ((StView *)vd)->pop_ticks > 0;
}

static bool marked(const ViewMarks *mk, int c)
{
    for (int i = 0; i < mk->n_legal; i++)
        if (mk->legal[i] == c)
            return true;
    return false;
}

static void draw_tile(StView *v, App *app, uint8_t t, SDL_Rect r, bool big, int grow)
{
    SDL_Texture *tex = face(v, app, t, big);
    int size = big ? v->big_size : v->face_size;
    SDL_Rect d = {r.x + (r.w - size) / 2 - grow, r.y + (r.h - size) / 2 - grow, size + 2 * grow, size + 2 * grow};
    SDL_Rect shadow = {d.x + size / 24 + 1, d.y + size / 18 + 1, d.w, d.h};
    gfx_fill(app, shadow, (SDL_Color){0, 0, 0, 70});
    if (tex)
        SDL_RenderCopy(app->renderer, tex, NULL, &d);
}

/* The title card: a few stones on a dark board, each next to one of its colour
 * or its symbol. */
static void st_view_thumbnail(App *app, SDL_Rect box)
{
    static StView thumb; /* its face cache only, at the picture's size */
    enum { COLS = 4, ROWS = 2 };
    static const uint8_t tiles[ROWS][COLS] = {{0 * 8 + 0, 0 * 8 + 3, 2 * 8 + 3, 2 * 8 + 1},
                                              {1 * 8 + 0, 1 * 8 + 4, 3 * 8 + 4, 2 * 8 + 4}};
    int cell = SDL_min(box.w * 9 / 10 / COLS, box.h * 8 / 10 / ROWS);
    if (cell < 8)
        return;
    int size = cell - SDL_max(1, cell / 16) * 2;
    if (thumb.face_size != size) {
        drop_faces(&thumb);
        thumb.face_size = size;
    }
    int x0 = box.x + (box.w - COLS * cell) / 2, y0 = box.y + (box.h - ROWS * cell) / 2;
    gfx_fill(app, (SDL_Rect){x0 - cell / 8, y0 - cell / 8, COLS * cell + cell / 4, ROWS * cell + cell / 4},
             (SDL_Color){0, 0, 0, 70});
    for (int y = 0; y < ROWS; y++)
        for (int x = 0; x < COLS; x++)
            draw_tile(&thumb, app, tiles[y][x], (SDL_Rect){x0 + x * cell, y0 + y * cell, cell, cell}, false, 0);
}

/* The grid: its board, the cells with their tiles and marks, the cursor. */
static void draw_grid(StView *v, App *app, const Stones *s, const ViewMarks *mk)
{
    SDL_Rect board = {v->ox - v->cell / 8, v->oy - v->cell / 8, v->cell * s->w + v->cell / 4,
                      v->cell * s->h + v->cell / 4};
    gfx_fill(app, board, (SDL_Color){0, 0, 0, 70});
    int inset = SDL_max(1, v->cell / 16);
    for (int c = 0; c < s->w * s->h; c++) {
        SDL_Rect r = cell_rect(v, c);
        if (s->cell[c] == ST_EMPTY) {
            SDL_Rect in = {r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
            SDL_Color fill = {255, 255, 255, 22};
            if (c == mk->flash)
                fill = (SDL_Color){240, 90, 70, 170};
            gfx_fill(app, in, fill);
            if (marked(mk, c)) {
                gfx_fill(app, in, (SDL_Color){130, 230, 150, 70});
                gfx_frame(app, in, SDL_max(2, v->cell / 14), (SDL_Color){130, 240, 150, 255});
            }
            if (c == mk->hint[0]) {
                gfx_fill(app, in, (SDL_Color){255, 226, 120, 110});
                gfx_frame(app, in, SDL_max(2, v->cell / 12), (SDL_Color){255, 226, 120, 255});
            }
        } else {
            int grow = c == v->pop_cell && v->pop_ticks > 0 ? v->cell * v->pop_ticks / (POP_TICKS * 8) : 0;
            draw_tile(v, app, s->cell[c], r, false, grow);
        }
    }
    if (mk->focus >= 0 && mk->focus < s->w * s->h)
        gfx_frame(app, cell_rect(v, mk->focus), SDL_max(2, v->cell / 12), (SDL_Color){80, 200, 255, 255});
}

/* Everything draw_grid's picture depends on. */
static uint64_t grid_signature(const StView *v, App *app, const Stones *s, const ViewMarks *mk)
{
    uint64_t h = 1469598103934665603ull;
    for (int c = 0; c < s->w * s->h; c++)
        h = (h ^ s->cell[c]) * 1099511628211ull;
    for (int i = 0; i < mk->n_legal; i++)
        h = (h ^ (uint64_t)(uint16_t)mk->legal[i]) * 1099511628211ull;
    int grow = v->pop_ticks > 0 ? v->cell * v->pop_ticks / (POP_TICKS * 8) : 0;
    int64_t geo[] = {app->w, app->h, v->cell, v->ox, v->oy, s->w, s->h, v->face_size, v->pattern,
                     mk->n_legal, mk->flash, mk->hint[0], mk->focus, grow ? v->pop_cell : -1, grow};
    for (size_t i = 0; i < SDL_arraysize(geo); i++)
        h = (h ^ (uint64_t)geo[i]) * 1099511628211ull;
    return h | 1;
}

/* Blended fills and tiles over most of the window cost ~9 times a Mahjong
 * frame, whose board is cached: the grid is cached the same way, in a texture
 * over its box (the board with room for shadows and a popping tile), drawn
 * again only when its signature changes. Same pixels: the same drawing, in the
 * same order, over a copy of the same table. */
static void draw_grid_cached(StView *v, App *app, const Stones *s, const ViewMarks *mk)
{
    int m = v->cell / 4 + 2;
    SDL_Rect box = {v->ox - m, v->oy - m, v->cell * s->w + 2 * m, v->cell * s->h + 2 * m};
    SDL_IntersectRect(&box, &(SDL_Rect){0, 0, app->w, app->h}, &box);
    if (v->grid_tex && (v->grid_box.w != box.w || v->grid_box.h != box.h)) {
        SDL_DestroyTexture(v->grid_tex);
        v->grid_tex = NULL;
    }
    if (!v->grid_tex && box.w > 0 && box.h > 0 && SDL_RenderTargetSupported(app->renderer)) {
        v->grid_tex = SDL_CreateTexture(app->renderer, GFX_OPAQUE_FORMAT, SDL_TEXTUREACCESS_TARGET, box.w, box.h);
        if (v->grid_tex)
            SDL_SetTextureBlendMode(v->grid_tex, SDL_BLENDMODE_NONE);
        v->grid_sig = 0;
    }
    if (!v->grid_tex) {
        gfx_background(app);
        draw_grid(v, app, s, mk);
        return;
    }
    uint64_t sig = grid_signature(v, app, s, mk);
    sig = (sig ^ ((uint64_t)box.x << 32 | (uint32_t)box.y)) * 1099511628211ull;
    if (sig != v->grid_sig || box.x != v->grid_box.x || box.y != v->grid_box.y) {
        SDL_Texture *prev = SDL_GetRenderTarget(app->renderer);
        SDL_SetRenderTarget(app->renderer, v->grid_tex);
        gfx_background_area(app, box, 0, 0);
        v->ox -= box.x; /* drawn at window places, less the box's corner */
        v->oy -= box.y;
        draw_grid(v, app, s, mk);
        v->ox += box.x;
        v->oy += box.y;
        SDL_SetRenderTarget(app->renderer, prev);
        v->grid_sig = sig;
        v->grid_box = box;
    }
    gfx_background_around(app, box);
    SDL_RenderCopy(app->renderer, v->grid_tex, NULL, &box);
}

static void st_view_draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    StView *v = vd;
    const Stones *s = st(g);
    draw_grid_cached(v, app, s, mk);
    /* the stock */
    char buf[96];
    uint8_t t = st_current(s);
    text_draw(app, FONT_BODY, _("Next tile"), v->text_x, v->stock.y - text_height(FONT_BODY) - v->cell / 6,
              COLOR_TEXT_DIM, ALIGN_CENTER);
    SDL_Rect well = {v->stock.x - 4, v->stock.y - 4, v->stock.w + 8, v->stock.h + 8};
    gfx_fill(app, well, (SDL_Color){0, 0, 0, 80});
    if (t != ST_EMPTY)
        draw_tile(v, app, t, v->stock, true, 0);
    bool stock_mark = ST_STOCK_PIECE(s->w, s->h) == mk->focus;
    if (stock_mark || marked(mk, ST_STOCK_PIECE(s->w, s->h)))
        gfx_frame(app, well, SDL_max(2, v->cell / 12),
                  stock_mark ? (SDL_Color){80, 200, 255, 255} : (SDL_Color){130, 240, 150, 255});
    if (ST_STOCK_PIECE(s->w, s->h) == mk->flash)
        gfx_frame(app, well, SDL_max(2, v->cell / 12), (SDL_Color){240, 90, 70, 255});
    bool hint_throw = ST_STOCK_PIECE(s->w, s->h) == mk->hint[0]; /* Throwing Stones: the hint is a throw */
    if (hint_throw)
        gfx_frame(app, well, SDL_max(2, v->cell / 12), (SDL_Color){255, 226, 120, 255});
    int y = v->text_y;
    int left = st_tiles_left(s);
    /* TRANSLATORS: MahJongg Stones: the tiles still in the stock */
    snprintf(buf, sizeof buf, P_("%d tile left", "%d tiles left", left), left);
    text_draw(app, FONT_BODY, t == ST_EMPTY ? _("Stock empty") : buf, v->text_x, y, COLOR_TEXT, ALIGN_CENTER);
    y += text_height(FONT_BODY);
    if (t != ST_EMPTY) {
        snprintf(buf, sizeof buf, "%s", _(STONES_TILE_NAMES[st_colour(t) % STONES_FACE_KINDS][st_symbol(t) % STONES_FACE_KINDS]));
        text_draw(app, FONT_SMALL, buf, v->text_x, y, COLOR_TEXT_DIM, ALIGN_CENTER);
        y += text_height(FONT_SMALL);
    }
    if (s->throw_limit > 0) {
        int k = s->throw_limit - s->throws_used;
        /* TRANSLATORS: Throwing Stones: how many tiles may still be thrown away */
        snprintf(buf, sizeof buf, P_("%d throw left", "%d throws left", k), k);
        text_draw(app, FONT_BODY, buf, v->text_x, y + v->cell / 6, k > 0 ? COLOR_ACCENT : COLOR_TEXT_DIM,
                  ALIGN_CENTER);
        y += text_height(FONT_BODY) + v->cell / 6;
        if (k > 0)
            text_draw(app, FONT_SMALL, hint_throw ? _("Hint: throw this tile") : _("click the tile to throw it"), v->text_x,
                      y, hint_throw ? (SDL_Color){255, 226, 120, 255} : COLOR_TEXT_DIM, ALIGN_CENTER);
    }
}

static void st_view_describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    char deal[48];
    /* TRANSLATORS: %llu is the deal's number (its seed), in the top bar */
    snprintf(deal, sizeof deal, _("Deal %llu"), (unsigned long long)g->seed);
    snprintf(buf, cap, "%.32s" GAMEVIEW_SEP "%s", _(g->variant->name), deal);
}

static void st_view_save_name(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    snprintf(buf, cap, "%.32s %" PRIu64, g->variant->name, g->seed);
}

/* ---------- high scores: the records file format, best score per variant ---------- */

TABLEFILE_TYPED(SCORES, Records, records_init, records_parse, records_format, RECORDS_MAX_BYTES, "pagoda-records",
                /* TRANSLATORS: what the Stones scores file holds, in a notice about a damaged file */
                N_("high scores"));

typedef struct ScoreEdit {
    const char *id;
    uint32_t score;
    bool best;
} ScoreEdit;

static bool score_edit(void *table, void *ctx)
{
    Records *r = table;
    ScoreEdit *e = ctx;
    for (int i = 0; i < r->n; i++)
        if (strcmp(r->id[i], e->id) == 0) {
            e->best = e->score > r->best_s[i];
            if (e->best)
                r->best_s[i] = e->score;
            r->wins[i]++;
            return true;
        }
    if (r->n >= RECORDS_MAX)
        return false;
    snprintf(r->id[r->n], RECORDS_ID_LEN, "%s", e->id);
    r->best_s[r->n] = e->score;
    r->wins[r->n] = 1;
    r->n++;
    e->best = true;
    return true;
}

static void st_view_record_win(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    (void)vd;
    msg[0] = '\0';
    int32_t score = game_status(g).score;
    char path[1024];
    Error err = {{0}};
    Records *r = malloc(sizeof *r);
    ScoreEdit e = {g->variant->id, score > 0 ? (uint32_t)score : 0u, false};
    if (r && prefs_path(app, STONES_SCORES_FILE, path, sizeof path) &&
        !tablefile_update(path, &SCORES, r, score_edit, &e, &err))
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("Could not save high scores: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    free(r);
    snprintf(msg, cap, "%s", e.best ? _("A new best score!") : "");
}

static void show_scores(App *app)
{
    Records *r = malloc(sizeof *r);
    if (!r)
        return;
    records_init(r);
    char path[1024];
    Error err = {{0}};
    if (prefs_path(app, STONES_SCORES_FILE, path, sizeof path) && !tablefile_read(path, &SCORES, r, &err))
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("High scores could not be read: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    /* a table for the pager: a line a row, a tab between cells, the header first */
    char lines[2048];
    /* TRANSLATORS: the headings of MahJongg Stones' high-score table: the variants' names, the best score of each
     * (a number), how many times it was won (a number, or "no win yet") */
    int used = snprintf(lines, sizeof lines, "%s\t%s\t%s\n", C_("scores heading", "Variant"),
                        C_("scores heading", "Best score"), C_("scores heading", "Wins"));
    for (int i = 0; i < stones_rules.n_variants && used > 0 && (size_t)used < sizeof lines; i++) {
        const RulesVariant *v = &stones_rules.variants[i];
        int k = -1;
        for (int j = 0; j < r->n; j++)
            if (strcmp(r->id[j], v->id) == 0)
                k = j;
        char *row = lines + used;
        size_t room = sizeof lines - (size_t)used;
        if (k < 0)
            /* TRANSLATORS: in MahJongg Stones' high-score table, under "Wins", for a variant never won */
            used += snprintf(row, room, "%.96s\t\t%s\n", _(v->name), _("no win yet"));
        else
            used += snprintf(row, room, "%.96s\t%u\t%u\n", _(v->name), (unsigned)r->best_s[k], (unsigned)r->wins[k]);
    }
    free(r);
    HelpPage page = {_("MahJongg Stones: high scores"), lines};
    const HelpPage *pages[] = {&page};
    Scene *m = pager_scene_new(app, "stones-scores", pages, 1);
    if (m)
        scene_push(app, m);
}

/* ---------- menu ---------- */

static void st_view_menu_items(void *vd, App *app, Scene *menu)
{
    (void)vd;
    menu_add(menu, ST_MENU_PATTERNS, _("Tile patterns"), app->settings.stones_patterns ? C_("switch", "On") : C_("switch", "Off"));
    menu_add(menu, ST_MENU_SCORES, _("High scores"), NULL);
}

static void st_view_menu_select(void *vd, App *app, int id)
{
    (void)vd;
    if (id == ST_MENU_SCORES)
        show_scores(app);
}

static void st_view_menu_adjust(void *vd, App *app, Scene *menu, int id, int delta)
{
    (void)vd;
    (void)delta;
    if (id != ST_MENU_PATTERNS)
        return;
    app->settings.stones_patterns = !app->settings.stones_patterns;
    app_save_settings(app);
    menu_set_value(menu, ST_MENU_PATTERNS, app->settings.stones_patterns ? C_("switch", "On") : C_("switch", "Off"));
    app->dirty = true;
}

/* ---------- the guide to these tiles ---------- */

typedef struct Guide {
    SDL_Texture *face[2][STONES_FACE_KINDS][STONES_FACE_KINDS]; /* plain, patterned */
    int size;
} Guide;

static void guide_drop(Guide *gd)
{
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < STONES_FACE_KINDS; c++)
            for (int y = 0; y < STONES_FACE_KINDS; y++) {
                if (gd->face[p][c][y])
                    SDL_DestroyTexture(gd->face[p][c][y]);
                gd->face[p][c][y] = NULL;
            }
}

/* Every colour (rows) with every symbol (columns), plain on the left and with
 * the colour's pattern on the right; the names of both. */
static void guide_draw(Scene *sc, App *app)
{
    Guide *gd = sc->data;
    gfx_background(app);
    int th = text_height(FONT_BODY), small = text_height(FONT_SMALL);
    text_draw(app, FONT_TITLE, _("Guide to these tiles: MahJongg Stones"), app->w / 2, th / 3, COLOR_ACCENT,
              ALIGN_CENTER);
    int top = text_height(FONT_TITLE) + th;
    int label_w = th * 5;
    int avail_w = (app->w - label_w - th * 3) / 2, avail_h = app->h - top - small * 6;
    int cell = SDL_min(avail_w / STONES_FACE_KINDS, avail_h / (STONES_FACE_KINDS + 1));
    int size = cell - SDL_max(2, cell / 10);
    if (size != gd->size) {
        guide_drop(gd);
        gd->size = size;
    }
    int x0 = (app->w - (label_w + 2 * cell * STONES_FACE_KINDS + th)) / 2 + label_w;
    for (int p = 0; p < 2; p++) {
        int px = x0 + p * (cell * STONES_FACE_KINDS + th);
        /* TRANSLATORS: the tile guide's two halves: tiles as drawn normally, and with the menu's
         * "Tile patterns" option on (use the same words as that menu item) */
        text_draw(app, FONT_SMALL, p ? _("with \"Tile patterns\" on") : _("plain"), px + cell * STONES_FACE_KINDS / 2, top,
                  COLOR_TEXT_DIM, ALIGN_CENTER);
        for (int y = 0; y < STONES_FACE_KINDS; y++)
            text_draw(app, FONT_SMALL, C_("stones symbol", STONES_SYMBOL_NAMES[y]), px + y * cell + cell / 2, top + small, COLOR_TEXT,
                      ALIGN_CENTER);
        for (int c = 0; c < STONES_FACE_KINDS; c++) {
            int py = top + small * 2 + small / 2 + c * cell;
            if (p == 0)
                text_draw(app, FONT_SMALL, C_("stones colour", STONES_COLOUR_NAMES[c]), x0 - th / 2, py + (cell - small) / 2, COLOR_TEXT,
                          ALIGN_RIGHT);
            for (int y = 0; y < STONES_FACE_KINDS; y++) {
                if (!gd->face[p][c][y])
                    gd->face[p][c][y] = make_face(app, st_tile(c, y), size, p == 1);
                SDL_Rect d = {px + y * cell + (cell - size) / 2, py + (cell - size) / 2, size, size};
                if (gd->face[p][c][y])
                    SDL_RenderCopy(app->renderer, gd->face[p][c][y], NULL, &d);
            }
        }
    }
    int y = top + small * 3 + STONES_FACE_KINDS * cell;
    text_draw(app, FONT_SMALL,
              _("Two of each. Small Stones uses the first five colours and symbols, Tiny Pebbles the first four."),
              app->w / 2, y, COLOR_TEXT_DIM, ALIGN_CENTER);
    /* TRANSLATORS: Esc is the keyboard key, B the gamepad button */
    text_draw(app, FONT_SMALL, _("Esc / B: close"), app->w / 2, app->h - small * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
}

static void guide_action(Scene *sc, App *app, const Action *a)
{
    (void)sc;
    if (a->kind == ACT_BACK || a->kind == ACT_MENU || a->kind == ACT_SELECT || a->kind == ACT_POINTER_DOWN ||
        a->kind == ACT_HELP)
        scene_pop(app);
}

static void guide_destroy(Scene *sc)
{
    if (sc->data) {
        guide_drop(sc->data);
        free(sc->data);
    }
    free(sc);
}

static Scene *st_view_guide(App *app)
{
    (void)app;
    Scene *sc = calloc(1, sizeof *sc);
    Guide *gd = calloc(1, sizeof *gd);
    if (!sc || !gd) {
        free(sc);
        free(gd);
        return NULL;
    }
    sc->name = "tile-guide";
    sc->data = gd;
    sc->action = guide_action;
    sc->draw = guide_draw;
    sc->destroy = guide_destroy;
    return sc;
}

static void *st_view_create(App *app)
{
    (void)app;
    StView *v = calloc(1, sizeof(StView));
    if (v)
        v->pop_cell = -1;
    return v;
}

static void st_view_destroy(void *vd)
{
    StView *v = vd;
    if (!v)
        return;
    drop_faces(v);
    if (v->grid_tex)
        SDL_DestroyTexture(v->grid_tex);
    free(v);
}

const GameView stones_view = {
    .rules = &stones_rules,
    .autosave = STONES_SAVE,
    .deal_options = st_view_deal_options,
    .create = st_view_create,
    .destroy = st_view_destroy,
    .reset = st_view_reset,
    .fit = st_view_fit,
    .draw = st_view_draw,
    .piece_at = st_view_piece_at,
    .piece_rect = st_view_piece_rect,
    .occupied = st_view_occupied,
    .after_move = st_view_after_move,
    .update = st_view_update,
    .animating = st_view_animating,
    .describe = st_view_describe,
    .save_name = st_view_save_name,
    .record_win = st_view_record_win,
    .menu_items = st_view_menu_items,
    .menu_select = st_view_menu_select,
    .menu_adjust = st_view_menu_adjust,
    .guide = st_view_guide,
    .shows_legal = true,
    .thumbnail = st_view_thumbnail,
};
