/* How LinkSame looks: the board of cells, the link drawn for a moment after a
 * pair goes, and the board size, stages and high scores in its menu. The play
 * scene (scenes/play/) does everything else through this table. */
#include "games/linksame/view.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/games/linksame/rules.h"
#include "core/games/linksame/scores_file.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "engine/ui.h"

#define PATH_TICKS 24 /* a link stays on screen */
#define SCORES_FILE "linksame-scores.txt"

enum { LS_MENU_SIZE = 100, LS_MENU_STAGES, LS_MENU_SCORES };

typedef struct LsView {
    int cell_w, cell_h, ox, oy;
    LsPoint path[4];
    int path_n, path_ticks, path_w, path_h;
} LsView;

static const LinkSame *ls(const Game *g)
{
    return g->state;
}

static void *ls_view_deal_options(App *app, const char *arg, Error *err)
{
    (void)arg;
    LsDealOptions *o = malloc(sizeof *o);
    if (!o) {
        error_set(err, "out of memory");
        return NULL;
    }
    o->size = (LsSize)SDL_clamp(app->settings.linksame_size, 0, LS_SIZE_COUNT - 1);
    o->stages = SDL_clamp(app->settings.linksame_stages, 1, LS_STAGES);
    return o;
}

static void ls_view_reset(void *vd, App *app, const Game *g)
{
    (void)app;
    (void)g;
    LsView *v = vd;
    v->path_ticks = v->path_n = 0;
}

/* A board size as the player reads it (ls_size_name is the saves' word). */
static const char *size_label(LsSize size)
{
    static const char *const label[] = {"Easy", "Normal", "Hard"};
    return label[SDL_clamp((int)size, 0, 2)];
}

static void ls_view_fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    (void)app;
    LsView *v = vd;
    int w = ls(g)->board.w, h = ls(g)->board.h;
    /* the board fills the window; half a cell around it is room for paths that
     * run outside the board */
    float cw = (area.w * 0.98f) / (w + 1), chh = area.h * 0.97f / ((h + 1) * TILES_ASPECT);
    int tw = ((int)SDL_min(cw, chh)) & ~1;
    tiles_prepare(app, SDL_max(8, tw - tw / 12));
    v->cell_w = SDL_max(8, tw);
    v->cell_h = (int)(v->cell_w * TILES_ASPECT);
    v->ox = area.x + (area.w - v->cell_w * w) / 2;
    v->oy = area.y + (area.h - v->cell_h * h) / 2;
}

static void cell_pos(const LsView *v, int x, int y, int *px, int *py)
{
    *px = v->ox + x * v->cell_w;
    *py = v->oy + y * v->cell_h;
}

static int ls_view_piece_at(void *vd, const Game *g, int px, int py)
{
    LsView *v = vd;
    const LinkSame *s = ls(g);
    int x = (px - v->ox) / v->cell_w, y = (py - v->oy) / v->cell_h;
    if (px < v->ox || py < v->oy || x >= s->board.w || y >= s->board.h)
        return -1;
    int c = y * s->board.w + x;
    return s->board.cell[c] == LS_EMPTY ? -1 : c;
}

static bool ls_view_piece_rect(void *vd, const Game *g, int id, SDL_Rect *out)
{
    LsView *v = vd;
    const LinkSame *s = ls(g);
    if (id < 0 || id >= s->board.w * s->board.h || s->board.cell[id] == LS_EMPTY)
        return false;
    cell_pos(v, id % s->board.w, id / s->board.w, &out->x, &out->y);
    out->w = v->cell_w;
    out->h = v->cell_h;
    return true;
}

static void ls_view_after_move(void *vd, App *app, const Game *g, const Move *m, const MoveEvent *ev)
{
    LsView *v = vd;
    (void)m;
    (void)app; /* the link shows even with animations off: it says why the pair went */
    if (ev->n_pts < 2)
        return;
    v->path_n = ev->n_pts;
    for (int i = 0; i < ev->n_pts && i < 4; i++)
        v->path[i] = (LsPoint){(int8_t)ev->pts[2 * i], (int8_t)ev->pts[2 * i + 1]};
    v->path_ticks = PATH_TICKS;
    /* the path is in the board before the slide, of the same size */
    v->path_w = ls(g)->board.w;
    v->path_h = ls(g)->board.h;
}

static void ls_view_update(void *vd, App *app)
{
    (void)app;
    LsView *v = vd;
    if (v->path_ticks > 0)
        v->path_ticks--;
}

static bool ls_view_animating(void *vd)
{
    return ((LsView *)vd)->path_ticks > 0;
}

static void draw_path(LsView *v, App *app, const LsPoint *pt, int n, SDL_Color c)
{
    int t = SDL_max(3, v->cell_w / 10);
    for (int i = 0; i + 1 < n; i++) {
        int x0, y0, x1, y1;
        cell_pos(v, pt[i].x, pt[i].y, &x0, &y0);
        cell_pos(v, pt[i + 1].x, pt[i + 1].y, &x1, &y1);
        x0 += v->cell_w / 2;
        x1 += v->cell_w / 2;
        y0 += v->cell_h / 2;
        y1 += v->cell_h / 2;
        SDL_Rect r = {SDL_min(x0, x1) - t / 2, SDL_min(y0, y1) - t / 2, abs(x1 - x0) + t, abs(y1 - y0) + t};
        gfx_fill(app, r, c);
    }
}

static void ls_view_draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    LsView *v = vd;
    const LsBoard *b = &ls(g)->board;
    gfx_background(app);
    int inset = (v->cell_w - tiles_face_w()) / 2;
    for (int y = 0; y < b->h; y++)
        for (int x = b->w - 1; x >= 0; x--) { /* edges stick out left: right to left */
            int c = y * b->w + x;
            if (b->cell[c] == LS_EMPTY)
                continue;
            int px, py;
            cell_pos(v, x, y, &px, &py);
            SDL_Color tint = {255, 255, 255, 255};
            if (c == mk->flash)
                tint = (SDL_Color){255, 120, 110, 255};
            else if (c == mk->selected)
                tint = (SDL_Color){255, 214, 120, 255};
            else if (c == mk->hint[0] || c == mk->hint[1])
                tint = (SDL_Color){170, 240, 190, 255};
            tiles_draw(app, ls_face_tileset(b->cell[c]), px + inset + tiles_depth(), py, tint, 255, 1.0f);
        }
    if (mk->focus >= 0 && mk->focus < b->w * b->h) {
        int px, py, t = SDL_max(2, v->cell_w / 16);
        cell_pos(v, mk->focus % b->w, mk->focus / b->w, &px, &py);
        gfx_frame(app, (SDL_Rect){px, py, v->cell_w, v->cell_h}, t, (SDL_Color){80, 200, 255, 255});
    }
    if (v->path_ticks > 0 && v->path_w == b->w && v->path_h == b->h)
        draw_path(v, app, v->path, v->path_n,
                  (SDL_Color){255, 226, 120, (Uint8)(80 + 175 * v->path_ticks / PATH_TICKS)});
    else if (mk->hint[0] >= 0 && mk->hint[1] >= 0) {
        LsPath p;
        if (ls_board_find_path(b, mk->hint[0], mk->hint[1], &p))
            draw_path(v, app, p.pt, p.n, (SDL_Color){140, 230, 160, 200});
    }
}

static void ls_view_describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    const LinkSame *s = ls(g);
    snprintf(buf, cap, "LinkSame %s   -   Stage %d of %d   -   %d tiles", size_label(s->size), s->stage,
             s->stages, s->left);
}

/* ---------- high scores ---------- */

static void load_scores(App *app, LsScores *t)
{
    ls_scores_init(t);
    char path[1024];
    Error err = {{0}};
    if (!prefs_path(app, SCORES_FILE, path, sizeof path))
        return;
    if (!ls_scores_file_read(path, t, &err))
        log_message(app, "High scores could not be read: %s", err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
}

static void ls_view_record_win(void *vd, App *app, const Game *g, char *msg, size_t cap)
{
    (void)vd;
    const LinkSame *s = ls(g);
    msg[0] = 0;
    if (s->mode != LS_TIMED)
        return;
    int rank = 0;
    char date[16];
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(date, sizeof date, "%Y-%m-%d", &tm);
    else
        snprintf(date, sizeof date, "2000-01-01");
    char path[1024];
    Error err = {{0}};
    if (prefs_path(app, SCORES_FILE, path, sizeof path) &&
        !ls_scores_file_insert(path, s->size, s->stages, game_status(g).score, date, g->seed, &rank, &err))
        log_message(app, "Could not save high scores: %s", err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    if (rank == 1)
        snprintf(msg, cap, "A new best score!");
    else if (rank > 0)
        snprintf(msg, cap, "A new high score: number %d in the table", rank);
    else
        msg[0] = 0;
}

static void show_scores(App *app)
{
    LsScores *t = malloc(sizeof *t);
    if (!t)
        return;
    load_scores(app, t);
    LsSize size = (LsSize)SDL_clamp(app->settings.linksame_size, 0, 2);
    int n = 0;
    const LsScore *e = ls_scores_get(t, size, app->settings.linksame_stages, &n);
    char msg[1024] = "";
    size_t used = 0;
    for (int i = 0; i < n && used < sizeof msg - 80; i++)
        used += (size_t)snprintf(msg + used, sizeof msg - used, "%2d.   %6d   %s   deal %llu\n", i + 1,
                                 (int)e[i].score, e[i].date, (unsigned long long)e[i].seed);
    if (n == 0)
        snprintf(msg, sizeof msg, "No scores yet for this board and stage count.");
    char title[64];
    snprintf(title, sizeof title, "High scores: %s, %d stage%s", size_label(size), app->settings.linksame_stages,
             app->settings.linksame_stages == 1 ? "" : "s");
    MenuSpec spec = {.name = "linksame-scores", .title = title, .message = msg, .overlay = true};
    Scene *m = menu_scene_new(&spec);
    free(t);
    if (!m)
        return;
    menu_add(m, 0, "Back", NULL);
    scene_push(app, m);
}

/* ---------- menu ---------- */

static void menu_values(Scene *m, App *app)
{
    char stages[16];
    snprintf(stages, sizeof stages, "%d", app->settings.linksame_stages);
    menu_set_value(m, LS_MENU_SIZE, size_label((LsSize)SDL_clamp(app->settings.linksame_size, 0, 2)));
    menu_set_value(m, LS_MENU_STAGES, stages);
}

static void ls_view_menu_items(void *vd, App *app, Scene *menu)
{
    (void)vd;
    menu_add(menu, LS_MENU_SIZE, "Board size (next game)", "");
    menu_add(menu, LS_MENU_STAGES, "Stages (next game)", "");
    menu_add(menu, LS_MENU_SCORES, "High scores", NULL);
    menu_values(menu, app);
}

static void ls_view_menu_select(void *vd, App *app, int id)
{
    (void)vd;
    if (id == LS_MENU_SCORES)
        show_scores(app);
}

static void ls_view_menu_adjust(void *vd, App *app, Scene *menu, int id, int delta)
{
    (void)vd;
    Settings *st = &app->settings;
    if (id == LS_MENU_SIZE)
        st->linksame_size = (st->linksame_size + delta + LS_SIZE_COUNT) % LS_SIZE_COUNT;
    else if (id == LS_MENU_STAGES)
        st->linksame_stages = (st->linksame_stages - 1 + delta + LS_STAGES) % LS_STAGES + 1;
    else
        return;
    app_save_settings(app);
    menu_values(menu, app);
}

static void *ls_view_create(App *app)
{
    (void)app;
    return calloc(1, sizeof(LsView));
}

static void ls_view_destroy(void *vd)
{
    free(vd);
}

/* The title card: a grid of tiles, two of them linked by a path of three lines. */
static void ls_view_thumbnail(App *app, SDL_Rect box)
{
    if (tiles_face_w() <= 0)
        return;
    enum { COLS = 6, ROWS = 4 };
    static const int faces[COLS * ROWS] = {3, 11, 20, 7, 27, 15, 24, -1, -1, -1, 2, 30,
                                           9, -1, 16, 11, -1, 22, 19, 31, 6, 13, 25, 1};
    float tw = SDL_min(box.w / (COLS + 0.5f), box.h / ((ROWS + 0.3f) * TILES_ASPECT));
    float sc = tw / (float)tiles_face_w();
    int w = (int)tw, h = (int)(tw * TILES_ASPECT), d = (int)(tw * TILES_DEPTH);
    int ox = box.x + (box.w - COLS * w + d) / 2, oy = box.y + (box.h - ROWS * h - d) / 2;
    for (int i = 0; i < COLS * ROWS; i++)
        if (faces[i] >= 0)
            tiles_draw_small(app, faces[i], ox + i % COLS * w, oy + i / COLS * h, sc);
    /* the two 11s, row 0 col 1 and row 2 col 3, through the gap: down, across, down */
    int t = SDL_max(2, w / 10);
    SDL_Color c = {240, 90, 60, 255};
    int ax = ox + 1 * w + w / 2, ay = oy + 0 * h + h / 2, bx = ox + 3 * w + w / 2, by = oy + 2 * h + h / 2;
    int my = oy + 1 * h + h / 2;
    gfx_fill(app, (SDL_Rect){ax - t / 2, ay, t, my - ay}, c);
    gfx_fill(app, (SDL_Rect){ax - t / 2, my - t / 2, bx - ax + t, t}, c);
    gfx_fill(app, (SDL_Rect){bx - t / 2, my, t, by - my}, c);
}

/* ---------- the stage's slide, as arrows in the HUD ---------- */

/* An arrow centred on (cx, cy), `size` long, pointing along dx or dy (+1/-1). */
static void draw_arrow(App *app, int cx, int cy, int dx, int dy, int size, SDL_Color c)
{
    int t = SDL_max(2, size / 6), head = SDL_max(3, size * 2 / 5), half = size / 2;
    for (int k = -half; k <= half; k++) { /* k: distance along the arrow from its centre */
        int to_tip = half - k;
        int w = to_tip < head ? SDL_max(1, to_tip * 3 / 4 + 1) : SDL_max(1, t / 2); /* half-width */
        int along = dx ? cx + k * dx : cy + k * dy;
        if (dx)
            gfx_fill(app, (SDL_Rect){along, cy - w, 1, 2 * w}, c);
        else
            gfx_fill(app, (SDL_Rect){cx - w, along, 2 * w, 1}, c);
    }
}

/* Where the tiles of stage `stage` go when a pair leaves, and the words for it. */
static const char *slide_words(LsSlide s)
{
    switch (s) {
    case LS_SLIDE_NONE: return "tiles stay";
    case LS_SLIDE_DOWN: return "tiles fall";
    case LS_SLIDE_RIGHT: return "tiles slide right";
    case LS_SLIDE_TO_HLINE: return "to the middle row";
    case LS_SLIDE_TO_VLINE: return "to the middle column";
    case LS_SLIDE_FROM_HLINE: return "away from the middle row";
    case LS_SLIDE_FROM_VLINE: return "away from the middle column";
    case LS_SLIDE_SPLIT_COLS: return "left down, right up";
    case LS_SLIDE_SPLIT_ROWS: return "top right, bottom left";
    default: return "";
    }
}

static void draw_slide_icon(App *app, LsSlide s, SDL_Rect box, SDL_Color c)
{
    int size = SDL_min(box.w, box.h), cx = box.x + box.w / 2, cy = box.y + box.h / 2, a = size / 2 - 1;
    int q = size / 4;
    gfx_frame(app, box, 1, (SDL_Color){c.r, c.g, c.b, 110});
    switch (s) {
    case LS_SLIDE_NONE: gfx_fill(app, (SDL_Rect){cx - size / 10, cy - size / 10, size / 5, size / 5}, c); break;
    case LS_SLIDE_DOWN: draw_arrow(app, cx, cy, 0, 1, size - 4, c); break;
    case LS_SLIDE_RIGHT: draw_arrow(app, cx, cy, 1, 0, size - 4, c); break;
    case LS_SLIDE_TO_HLINE:
        draw_arrow(app, cx, cy - q, 0, 1, a, c);
        draw_arrow(app, cx, cy + q, 0, -1, a, c);
        break;
    case LS_SLIDE_TO_VLINE:
        draw_arrow(app, cx - q, cy, 1, 0, a, c);
        draw_arrow(app, cx + q, cy, -1, 0, a, c);
        break;
    case LS_SLIDE_FROM_HLINE:
        draw_arrow(app, cx, cy - q, 0, -1, a, c);
        draw_arrow(app, cx, cy + q, 0, 1, a, c);
        break;
    case LS_SLIDE_FROM_VLINE:
        draw_arrow(app, cx - q, cy, -1, 0, a, c);
        draw_arrow(app, cx + q, cy, 1, 0, a, c);
        break;
    case LS_SLIDE_SPLIT_COLS:
        draw_arrow(app, cx - q, cy, 0, 1, a, c);
        draw_arrow(app, cx + q, cy, 0, -1, a, c);
        break;
    case LS_SLIDE_SPLIT_ROWS:
        draw_arrow(app, cx, cy - q, 1, 0, a, c);
        draw_arrow(app, cx, cy + q, -1, 0, a, c);
        break;
    default: break;
    }
}

static void ls_view_hud_extra(void *vd, App *app, const Game *g, SDL_Rect box)
{
    (void)vd;
    LsSlide s = ls_stage_slide(ls(g)->stage);
    int size = SDL_min(box.h, text_height(FONT_BODY) * 2);
    const char *words = slide_words(s);
    if (box.w < size + text_width(FONT_SMALL, words) + size / 2)
        return;
    SDL_Rect icon = {box.x, box.y + (box.h - size) / 2, size, size};
    draw_slide_icon(app, s, icon, COLOR_ACCENT);
    text_draw(app, FONT_SMALL, words, icon.x + size + size / 4, icon.y + (size - text_height(FONT_SMALL)) / 2,
              COLOR_TEXT_DIM, ALIGN_LEFT);
}

/* ---------- pictures for the help ---------- */

typedef struct MiniBoard {
    const char *rows[3]; /* 'a': the pair, 'x': another tile, '.': empty */
    int n;               /* path points, in cells; -1 or 4 is the border outside */
    int px[4], py[4];
    const char *caption;
    bool refused;
} MiniBoard;

static const MiniBoard minis[] = {
    {{"xxxx", "a..a", "xxxx"}, 2, {0, 3}, {1, 1}, "one line", false},
    {{"a..x", "xx.x", "xxax"}, 3, {0, 2, 2}, {0, 0, 2}, "two lines", false},
    {{"axxa", "xxxx", "xxxx"}, 4, {0, 0, 3, 3}, {0, -1, -1, 0}, "three lines, round the edge", false},
    {{"xxxx", "xa.x", "xxxa"}, 2, {1, 2}, {1, 1}, "refused: it would take four", true},
};

static void draw_mini(App *app, const MiniBoard *mb, SDL_Rect box)
{
    int cw = SDL_min(box.w / 5, (int)(box.h / (4.6f * TILES_ASPECT))), ch = (int)(cw * TILES_ASPECT);
    float sc = (float)(cw - cw / 12) / (float)tiles_face_w();
    int ox = box.x + (box.w - 4 * cw) / 2, oy = box.y + ch * 2 / 3;
    for (int y = 0; y < 3; y++)
        for (int x = 3; x >= 0; x--) {
            char c = mb->rows[y][x];
            if (c == '.')
                continue;
            SDL_Color tint = c == 'a' ? (mb->refused ? (SDL_Color){255, 140, 130, 255} : (SDL_Color){170, 240, 190, 255})
                                      : (SDL_Color){200, 200, 190, 255};
            tiles_draw(app, c == 'a' ? 11 : 3 + (x * 7 + y * 5) % 20, ox + x * cw, oy + y * ch, tint, 255, sc);
        }
    int t = SDL_max(3, cw / 10);
    SDL_Color line = mb->refused ? COLOR_WARN : (SDL_Color){255, 226, 120, 255};
    for (int i = 0; i + 1 < mb->n; i++) {
        int x0 = ox + mb->px[i] * cw + cw / 2, y0 = oy + mb->py[i] * ch + ch / 2;
        int x1 = ox + mb->px[i + 1] * cw + cw / 2, y1 = oy + mb->py[i + 1] * ch + ch / 2;
        if (mb->py[i] < 0)
            y0 = oy - ch / 3;
        if (mb->py[i + 1] < 0)
            y1 = oy - ch / 3;
        gfx_fill(app, (SDL_Rect){SDL_min(x0, x1) - t / 2, SDL_min(y0, y1) - t / 2, abs(x1 - x0) + t, abs(y1 - y0) + t},
                 line);
    }
    if (mb->refused) { /* a cross where the path stops */
        int cx = ox + 2 * cw + cw / 2, cy = oy + 2 * ch + ch / 2;
        for (int k = -cw / 3; k <= cw / 3; k++) {
            gfx_fill(app, (SDL_Rect){cx + k - t / 2, cy + k - t / 2, t, t}, COLOR_WARN);
            gfx_fill(app, (SDL_Rect){cx + k - t / 2, cy - k - t / 2, t, t}, COLOR_WARN);
        }
    }
    text_draw(app, FONT_SMALL, mb->caption, box.x + box.w / 2, box.y + box.h - text_height(FONT_SMALL) * 3 / 2,
              mb->refused ? COLOR_WARN : COLOR_TEXT, ALIGN_CENTER);
}

static void draw_chip(App *app, const char *what, const char *value, SDL_Color c, int x, int y, int w)
{
    int th = text_height(FONT_BODY);
    SDL_Rect r = {x, y, w, th * 3};
    gfx_fill(app, r, (SDL_Color){10, 40, 34, 255});
    gfx_frame(app, r, 2, c);
    text_draw(app, FONT_TITLE, value, x + w / 2, y + th / 6, c, ALIGN_CENTER);
    text_draw(app, FONT_SMALL, what, x + w / 2, y + th * 3 + th / 4, COLOR_TEXT, ALIGN_CENTER);
}

static bool ls_view_help_picture(App *app, int page, const SDL_Rect *box)
{
    if (page < 0 || page > 2)
        return false;
    if (!box || tiles_face_w() <= 0)
        return box == NULL;
    int th = text_height(FONT_BODY);
    if (page == 0) {
        int n = (int)SDL_arraysize(minis), w = box->w / n;
        for (int i = 0; i < n; i++)
            draw_mini(app, &minis[i], (SDL_Rect){box->x + i * w, box->y, w, box->h});
    } else if (page == 1) {
        int n = LS_STAGES, w = box->w / n, size = SDL_min(w * 2 / 3, box->h / 2);
        for (int i = 0; i < n; i++) {
            LsSlide s = ls_stage_slide(i + 1);
            int cx = box->x + i * w + w / 2;
            char num[8];
            snprintf(num, sizeof num, "%d", i + 1);
            text_draw(app, FONT_TITLE, num, cx, box->y + th / 3, COLOR_ACCENT, ALIGN_CENTER);
            draw_slide_icon(app, s, (SDL_Rect){cx - size / 2, box->y + text_height(FONT_TITLE) + th / 2, size, size},
                            COLOR_TEXT);
        }
    } else {
        static const struct { const char *what, *value; bool good; } chips[] = {
            {"a pair", "+1", true}, {"speed bonus, at most", "+15", true}, {"hint", "-10", false},
            {"shuffle", "-20", false}, {"10 s idle", "-1", false},
        };
        int n = (int)SDL_arraysize(chips), w = SDL_min(th * 7, box->w / n - th);
        int x = box->x + (box->w - n * (w + th)) / 2, y = box->y + (box->h - th * 5) / 2;
        for (int i = 0; i < n; i++)
            draw_chip(app, chips[i].what, chips[i].value, chips[i].good ? COLOR_GOOD : COLOR_WARN, x + i * (w + th), y, w);
    }
    return true;
}

const GameView linksame_view = {
    .rules = &linksame_rules,
    .autosave = LINKSAME_PRACTICE_SAVE,
    .deal_options = ls_view_deal_options,
    .create = ls_view_create,
    .destroy = ls_view_destroy,
    .reset = ls_view_reset,
    .fit = ls_view_fit,
    .draw = ls_view_draw,
    .piece_at = ls_view_piece_at,
    .piece_rect = ls_view_piece_rect,
    .after_move = ls_view_after_move,
    .update = ls_view_update,
    .animating = ls_view_animating,
    .describe = ls_view_describe,
    .record_win = ls_view_record_win,
    .menu_items = ls_view_menu_items,
    .menu_select = ls_view_menu_select,
    .menu_adjust = ls_view_menu_adjust,
    .thumbnail = ls_view_thumbnail,
    .hud_extra = ls_view_hud_extra,
    .help_picture = ls_view_help_picture,
    .reselect_on_refuse = true,
};
