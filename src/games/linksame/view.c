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
#include "core/i18n.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "engine/ui.h"

#define PATH_TICKS 24 /* a link stays on screen */
#define LS_PATH_RECTS 3 /* a link turns twice at most: three segments */
#define SCORES_FILE "linksame-scores.txt"

enum { LS_MENU_SIZE = 100, LS_MENU_STAGES, LS_MENU_SCORES };

/* LinkSame's board is flat, so its tiles are thinner than the stacked ones of
 * Mahjong, with the small gaps of KShisen's, and where the window is too low
 * for the whole board in Mahjong's shape they get flatter too, down to
 * LS_TILE_ASPECT_MIN: the 14 x 8 board then fills about 77% of a 1920 x 1080
 * window, as KShisen's 18 x 8 does (61% with Mahjong's tiles; issue 39). A
 * narrow window (portrait) keeps Mahjong's shape. The art keeps its own
 * proportions, centred on a squarer face. */
#define LS_TILE_ASPECT_MIN 1.12f
#define LS_TILE_DEPTH 0.06f
#define LS_GAP 30          /* a gap of 1/LS_GAP of the face width between tiles */
#define LS_ROOM_X 0.4f     /* room for paths beside the board, in cells each side */
#define LS_ROOM_Y 0.2f     /* ... and above and below it */

typedef struct LsView {
    int cell_w, cell_h, ox, oy;
    int room_x, room_y; /* pixels beside and above the board, for paths */
    LsPoint path[4];
    int path_n, path_ticks, path_w, path_h;
    SDL_Rect drawn[LS_PATH_RECTS]; /* the path the last draw showed: the next frame's damage */
    int n_drawn;
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
        error_set(err, "%s", _("out of memory"));
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
    /* TRANSLATORS: LinkSame's board sizes, in its menu and top bar */
    static const char *const label[] = {NC_("board size", "Easy"), NC_("board size", "Normal"),
                                        NC_("board size", "Hard")};
    return C_("board size", label[SDL_clamp((int)size, 0, 2)]);
}

static void ls_view_fit(void *vd, App *app, const Game *g, SDL_Rect area)
{
    LsView *v = vd;
    int w = ls(g)->board.w, h = ls(g)->board.h;
    /* a cell is a face, its edge and a gap; the board and the room for paths
     * that run outside it fill the window */
    float kx = 1 + LS_TILE_DEPTH + 1.0f / LS_GAP, ky_rest = LS_TILE_DEPTH + 1.0f / LS_GAP;
    float room_w = area.w * 0.99f / (w + 2 * LS_ROOM_X), room_h = area.h * 0.99f / (h + 2 * LS_ROOM_Y);
    float by_w = room_w / kx;
    /* as tall as the height allows at the width's size, within the two shapes */
    float aspect = SDL_clamp(room_h / by_w - ky_rest, LS_TILE_ASPECT_MIN, TILES_ASPECT);
    aspect = (float)(int)(aspect * 100) / 100; /* a few shapes, not one per window size */
    int fw = SDL_max(8, (int)SDL_min(by_w, room_h / (aspect + ky_rest)));
    tiles_prepare_shaped(app, fw, (TilesShape){aspect, LS_TILE_DEPTH});
    int fh = tiles_face_w() == fw ? tiles_face_h() : (int)(fw * aspect + 0.5f);
    int d = tiles_face_w() == fw ? tiles_depth() : SDL_max(2, (int)(fw * LS_TILE_DEPTH + 0.5f));
    int gap = SDL_max(1, fw / LS_GAP);
    v->cell_w = fw + d + gap;
    v->cell_h = fh + d + gap;
    v->room_x = (int)(v->cell_w * LS_ROOM_X);
    v->room_y = (int)(v->cell_h * LS_ROOM_Y);
    v->ox = area.x + (area.w - v->cell_w * w) / 2;
    v->oy = area.y + (area.h - v->cell_h * h) / 2;
}

static void cell_pos(const LsView *v, int x, int y, int *px, int *py)
{
    *px = v->ox + x * v->cell_w;
    *py = v->oy + y * v->cell_h;
}

/* Where a path turns at board point (x, y): a tile's face centre, or halfway
 * across the room outside the board for the margin (-1, or w / h). */
static void path_pos(const LsView *v, int x, int y, int w, int h, int *px, int *py)
{
    int d = tiles_depth(), gap = v->cell_w - tiles_face_w() - d;
    cell_pos(v, x, y, px, py);
    *px += gap / 2 + d + tiles_face_w() / 2;
    *py += gap / 2 + tiles_face_h() / 2;
    if (x < 0)
        *px = v->ox - v->room_x / 2;
    else if (x >= w)
        *px = v->ox + w * v->cell_w + v->room_x / 2;
    if (y < 0)
        *py = v->oy - v->room_y / 2;
    else if (y >= h)
        *py = v->oy + h * v->cell_h + v->room_y / 2;
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

/* The segments of a path as drawn: one rectangle each. */
static int path_rects(const LsView *v, const LsBoard *b, const LsPoint *pt, int n, SDL_Rect *out)
{
    int t = SDL_max(3, v->cell_w / 10), k = 0;
    for (int i = 0; i + 1 < n; i++) {
        int x0, y0, x1, y1;
        path_pos(v, pt[i].x, pt[i].y, b->w, b->h, &x0, &y0);
        path_pos(v, pt[i + 1].x, pt[i + 1].y, b->w, b->h, &x1, &y1);
        out[k++] = (SDL_Rect){SDL_min(x0, x1) - t / 2, SDL_min(y0, y1) - t / 2, abs(x1 - x0) + t, abs(y1 - y0) + t};
    }
    return k;
}

/* The path the frame shows, if any (the link of the pair just taken, fading,
 * else a hint's), as its segments' rectangles and colour. */
static int shown_path(const LsView *v, const LsBoard *b, const ViewMarks *mk, SDL_Rect *out, SDL_Color *c)
{
    if (v->path_ticks > 0 && v->path_w == b->w && v->path_h == b->h) {
        *c = (SDL_Color){255, 226, 120, (Uint8)(80 + 175 * v->path_ticks / PATH_TICKS)};
        return path_rects(v, b, v->path, v->path_n, out);
    }
    LsPath p;
    if (mk->hint[0] >= 0 && mk->hint[1] >= 0 && ls_board_find_path(b, mk->hint[0], mk->hint[1], &p)) {
        *c = (SDL_Color){140, 230, 160, 200};
        return path_rects(v, b, p.pt, p.n, out);
    }
    return 0;
}

/* While the link fades nothing else moves: where it was drawn, and where it is. */
static bool ls_view_damage(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    LsView *v = vd;
    SDL_Rect now[LS_PATH_RECTS];
    SDL_Color c;
    int n = shown_path(v, &ls(g)->board, mk, now, &c);
    for (int i = 0; i < v->n_drawn; i++)
        app_damage(app, v->drawn[i]);
    for (int i = 0; i < n; i++)
        app_damage(app, now[i]);
    return true;
}

static void ls_view_draw(void *vd, App *app, const Game *g, const ViewMarks *mk)
{
    LsView *v = vd;
    const LsBoard *b = &ls(g)->board;
    gfx_background(app);
    int d = tiles_depth(), gap = v->cell_w - tiles_face_w() - d;
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
            tiles_draw(app, ls_face_tileset(b->cell[c]), px + gap / 2 + d, py + gap / 2, tint, 255, 1.0f);
        }
    if (mk->focus >= 0 && mk->focus < b->w * b->h) {
        int px, py, t = SDL_max(2, v->cell_w / 16);
        cell_pos(v, mk->focus % b->w, mk->focus / b->w, &px, &py);
        gfx_frame(app, (SDL_Rect){px, py, v->cell_w, v->cell_h}, t, (SDL_Color){80, 200, 255, 255});
    }
    SDL_Color c;
    v->n_drawn = shown_path(v, b, mk, v->drawn, &c);
    for (int i = 0; i < v->n_drawn; i++)
        gfx_fill(app, v->drawn[i], c);
}

static void ls_view_describe(void *vd, const Game *g, char *buf, size_t cap)
{
    (void)vd;
    const LinkSame *s = ls(g);
    char name[64], stage[64], left[48];
    /* TRANSLATORS: the top bar; %s is the board size ("Easy", "Normal", "Hard") */
    snprintf(name, sizeof name, _("LinkSame %s"), size_label(s->size));
    /* TRANSLATORS: the top bar; the stage being played, of how many */
    snprintf(stage, sizeof stage, _("Stage %d of %d"), s->stage, s->stages);
    /* TRANSLATORS: the top bar; the tiles still on the board */
    snprintf(left, sizeof left, P_("%d tile", "%d tiles", s->left), s->left);
    snprintf(buf, cap, "%s" GAMEVIEW_SEP "%s" GAMEVIEW_SEP "%s", name, stage, left);
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
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("High scores could not be read: %s"), err.msg);
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
        /* TRANSLATORS: %s is the reason, e.g. a file and what is wrong with it */
        log_message(app, _("Could not save high scores: %s"), err.msg);
    else if (err.msg[0])
        log_message(app, "%s", err.msg); /* a damaged file kept aside */
    if (rank == 1)
        snprintf(msg, cap, "%s", _("A new best score!"));
    else if (rank > 0)
        /* TRANSLATORS: %d is the new score's rank in the high-score table */
        snprintf(msg, cap, _("A new high score: number %d in the table"), rank);
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
    /* a table for the pager: a line a row, a tab between cells, the header first */
    char lines[1024] = "";
    int used = 0;
    if (n > 0)
        /* TRANSLATORS: the headings of LinkSame's high-score table: the rank, the score (a number), the day it
         * was made, the deal's number */
        used = snprintf(lines, sizeof lines, "%s\t%s\t%s\t%s\n", C_("scores heading", "Rank"),
                        C_("scores heading", "Score"), C_("scores heading", "Date"), C_("scores heading", "Deal"));
    for (int i = 0; i < n && used > 0 && (size_t)used < sizeof lines; i++)
        used += snprintf(lines + used, sizeof lines - (size_t)used, "%d.\t%d\t%s\t%llu\n", i + 1, (int)e[i].score,
                         e[i].date, (unsigned long long)e[i].seed);
    if (n == 0)
        snprintf(lines, sizeof lines, "%s", _("No scores yet for this board and stage count."));
    char title[64];
    int stages = app->settings.linksame_stages;
    /* TRANSLATORS: a title; %s is the board size ("Easy"...), %d the number of stages */
    snprintf(title, sizeof title, P_("High scores: %s, %d stage", "High scores: %s, %d stages", stages),
             size_label(size), stages);
    free(t);
    HelpPage page = {title, lines};
    const HelpPage *pages[] = {&page};
    Scene *m = pager_scene_new(app, "linksame-scores", pages, 1);
    if (m)
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
    menu_add(menu, LS_MENU_SIZE, _("Board size (next game)"), "");
    menu_add(menu, LS_MENU_STAGES, _("Stages (next game)"), "");
    menu_add(menu, LS_MENU_SCORES, _("High scores"), NULL);
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
    /* TRANSLATORS: LinkSame: where the other tiles move when a pair leaves the board (beside an arrow) */
    case LS_SLIDE_NONE: return _("tiles stay");
    case LS_SLIDE_DOWN: return _("tiles fall");
    case LS_SLIDE_RIGHT: return _("tiles slide right");
    case LS_SLIDE_TO_HLINE: return _("to the middle row");
    case LS_SLIDE_TO_VLINE: return _("to the middle column");
    case LS_SLIDE_FROM_HLINE: return _("away from the middle row");
    case LS_SLIDE_FROM_VLINE: return _("away from the middle column");
    case LS_SLIDE_SPLIT_COLS: return _("left down, right up");
    case LS_SLIDE_SPLIT_ROWS: return _("top right, bottom left");
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

/* Each picture is laid out by one function that measures it (draw false) and
 * draws it: the help's box is made as high as the picture needs, and captions
 * sit right under their pictures (issue 39: they sat in oversized boxes). */

typedef struct MiniBoard {
    const char *rows[3]; /* 'a': the pair, 'x': another tile, '.': empty */
    int n;               /* path points, in cells; -1 is the border above or left */
    int px[4], py[4];
    const char *caption; /* on one line, or on two (at its \n) where it is narrow */
    bool refused;
} MiniBoard;

static const MiniBoard minis[] = {
    /* TRANSLATORS: LinkSame's help: captions under small pictures of a path of lines joining a pair of tiles */
    {{"xxxx", "a..a", "xxxx"}, 2, {0, 3}, {1, 1}, N_("one line"), false},
    {{"a..x", "xx.x", "xxax"}, 3, {0, 2, 2}, {0, 0, 2}, N_("two lines"), false},
    /* TRANSLATORS: a caption under a picture; the \n is where it may break under a narrow picture (keep at most one) */
    {{"axxa", "xxxx", "xxxx"}, 4, {0, 0, 3, 3}, {0, -1, -1, 0}, N_("three lines,\nround the edge"), false},
    /* TRANSLATORS: a caption under a picture; the \n is where it may break under a narrow picture (keep at most one) */
    {{"xxxx", "xa.x", "xxxa"}, 2, {1, 2}, {1, 1}, N_("refused:\nit takes four lines"), true},
};

/* A caption in the player's language, split at its line break (`second` is ""
 * when it has none). */
static void caption_split(const MiniBoard *mb, char *first, size_t cap, const char **second)
{
    const char *t = _(mb->caption), *nl = strchr(t, '\n');
    snprintf(first, cap, "%.*s", nl ? (int)(nl - t) : (int)strlen(t), t);
    *second = nl ? nl + 1 : "";
}

/* A small board's geometry for tiles `cw` pixels apart: the scale of the atlas's
 * tiles, their face size and the row pitch, from the atlas's own shape (the
 * help may open over LinkSame's flat tiles or the title's). */
typedef struct MiniGeom {
    int cw, ch, fw, fh;
    float sc;
} MiniGeom;

static MiniGeom mini_geom(int cw)
{
    MiniGeom m = {.cw = cw, .fw = cw - cw / 12};
    m.sc = (float)m.fw / (float)tiles_face_w();
    m.fh = (int)(tiles_face_h() * m.sc);
    m.ch = m.fh + (int)(tiles_depth() * m.sc) + cw / 12;
    return m;
}

/* Room above the tiles for a path round the edge, three rows, the caption. */
static int mini_height(const MiniGeom *m, int lines)
{
    int th = text_height(FONT_BODY);
    return m->ch * 2 / 3 + 3 * m->ch + th / 2 + lines * text_height(FONT_SMALL) + th / 2;
}

/* How wide a caption is on one line, or on two. */
static int caption_width(const MiniBoard *mb, int lines)
{
    char first[96];
    const char *second;
    caption_split(mb, first, sizeof first, &second);
    int sp = text_width(FONT_SMALL, " ");
    int a = text_width(FONT_SMALL, first), b = second[0] ? text_width(FONT_SMALL, second) : 0;
    return lines == 1 ? a + (b ? sp + b : 0) : SDL_max(a, b);
}

static void draw_mini(App *app, const MiniBoard *mb, const MiniGeom *m, int lines, int x, int y, int w)
{
    int cw = m->cw, ch = m->ch;
    int ox = x + (w - 4 * cw) / 2, oy = y + ch * 2 / 3;
    for (int r = 0; r < 3; r++)
        for (int c = 3; c >= 0; c--) {
            char k = mb->rows[r][c];
            if (k == '.')
                continue;
            SDL_Color tint = k == 'a' ? (mb->refused ? (SDL_Color){255, 140, 130, 255} : (SDL_Color){170, 240, 190, 255})
                                      : (SDL_Color){200, 200, 190, 255};
            tiles_draw_small_tinted(app, k == 'a' ? 11 : 3 + (c * 7 + r * 5) % 20, ox + c * cw, oy + r * ch, m->sc,
                                    tint);
        }
    int t = SDL_max(3, cw / 10);
    SDL_Color line = mb->refused ? COLOR_WARN : (SDL_Color){255, 226, 120, 255};
    for (int i = 0; i + 1 < mb->n; i++) {
        int x0 = ox + mb->px[i] * cw + m->fw / 2, y0 = oy + mb->py[i] * ch + m->fh / 2;
        int x1 = ox + mb->px[i + 1] * cw + m->fw / 2, y1 = oy + mb->py[i + 1] * ch + m->fh / 2;
        if (mb->py[i] < 0)
            y0 = oy - ch / 3;
        if (mb->py[i + 1] < 0)
            y1 = oy - ch / 3;
        gfx_fill(app, (SDL_Rect){SDL_min(x0, x1) - t / 2, SDL_min(y0, y1) - t / 2, abs(x1 - x0) + t, abs(y1 - y0) + t},
                 line);
    }
    if (mb->refused) { /* a cross where the path stops */
        int cx = ox + 2 * cw + m->fw / 2, cy = oy + 2 * ch + m->fh / 2;
        for (int k = -cw / 3; k <= cw / 3; k++) {
            gfx_fill(app, (SDL_Rect){cx + k - t / 2, cy + k - t / 2, t, t}, COLOR_WARN);
            gfx_fill(app, (SDL_Rect){cx + k - t / 2, cy - k - t / 2, t, t}, COLOR_WARN);
        }
    }
    SDL_Color c = mb->refused ? COLOR_WARN : COLOR_TEXT;
    int cy = oy + 3 * ch + text_height(FONT_BODY) / 2;
    char first[96];
    const char *second;
    caption_split(mb, first, sizeof first, &second);
    if (lines == 2 || !second[0]) {
        text_draw(app, FONT_SMALL, first, x + w / 2, cy, c, ALIGN_CENTER);
        text_draw(app, FONT_SMALL, second, x + w / 2, cy + text_height(FONT_SMALL), c, ALIGN_CENTER);
    } else {
        char one[192];
        snprintf(one, sizeof one, "%s %s", first, second);
        text_draw(app, FONT_SMALL, one, x + w / 2, cy, c, ALIGN_CENTER);
    }
}

/* A score change in a frame, and what earns it under the frame. */
static void draw_chip(App *app, const char *what, const char *value, SDL_Color c, SDL_Rect r)
{
    int th = text_height(FONT_BODY);
    gfx_fill(app, r, (SDL_Color){10, 40, 34, 255});
    gfx_frame(app, r, 2, c);
    text_draw(app, FONT_TITLE, value, r.x + r.w / 2, r.y + (r.h - text_height(FONT_TITLE)) / 2, c, ALIGN_CENTER);
    text_draw(app, FONT_SMALL, what, r.x + r.w / 2, r.y + r.h + th / 4, COLOR_TEXT, ALIGN_CENTER);
}

/* Lays out page `page`'s picture in box (its height a limit): draws it when
 * draw is set, centred in the box's height; returns the height it takes. */
static int picture_layout(App *app, int page, SDL_Rect box, bool draw)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    if (page == 0) {
        /* four across with captions on a line, else on two lines, else two
         * rows of two... */
        int n = (int)SDL_arraysize(minis), cols = n, lines = 1;
        for (;;) {
            int widest = 0;
            for (int i = 0; i < n; i++)
                widest = SDL_max(widest, caption_width(&minis[i], lines));
            if (widest + th / 4 <= box.w / cols || cols == 1)
                break;
            if (lines == 1) {
                lines = 2;
            } else {
                cols /= 2;
                lines = 1;
            }
        }
        int rows = (n + cols - 1) / cols, w = box.w / cols;
        MiniGeom m = mini_geom(SDL_min(w / 5, th * 4)); /* pictures, not a second board */
        while (m.cw > 8 && rows * mini_height(&m, lines) + 2 * pad > box.h)
            m = mini_geom(m.cw - 1);
        int h = rows * mini_height(&m, lines) + 2 * pad, y = box.y + (box.h - h) / 2 + pad;
        for (int i = 0; draw && i < n; i++)
            draw_mini(app, &minis[i], &m, lines, box.x + (box.w - cols * w) / 2 + i % cols * w,
                      y + i / cols * mini_height(&m, lines), w);
        return h;
    }
    if (page == 1) {
        int n = LS_STAGES, w = box.w / n, title = text_height(FONT_TITLE);
        int size = SDL_max(8, SDL_min(SDL_min(w * 2 / 3, th * 4), box.h - title - 3 * pad));
        int h = title + pad + size + 2 * pad, y = box.y + (box.h - h) / 2 + pad;
        for (int i = 0; draw && i < n; i++) {
            int cx = box.x + i * w + w / 2;
            char num[8];
            snprintf(num, sizeof num, "%d", i + 1);
            text_draw(app, FONT_TITLE, num, cx, y, COLOR_ACCENT, ALIGN_CENTER);
            draw_slide_icon(app, ls_stage_slide(i + 1), (SDL_Rect){cx - size / 2, y + title + pad / 2, size, size},
                            COLOR_TEXT);
        }
        return h;
    }
    /* TRANSLATORS: LinkSame's help: what earns or costs points, under each number
     * ("hint" and "shuffle" are the aids; "10 s idle": ten seconds without a move) */
    static const struct { const char *what, *value; bool good; } chips[] = {
        {NC_("points", "a pair"), "+1", true}, {NC_("points", "speed bonus, at most"), "+15", true},
        {NC_("points", "hint"), "-10", false}, {NC_("points", "shuffle"), "-20", false},
        {NC_("points", "10 s idle"), "-1", false},
    };
    /* in one row, or in as many as the captions need */
    int n = (int)SDL_arraysize(chips), cols = n;
    for (int i = 0; i < n; i++)
        while (cols > 1 && SDL_max(text_width(FONT_SMALL, C_("points", chips[i].what)) + th / 4,
                                   text_width(FONT_TITLE, chips[i].value) + 2 * th) > box.w / cols)
            cols--;
    int rows = (n + cols - 1) / cols, w = SDL_min(th * 7, box.w / cols - th);
    int under = th / 4 + text_height(FONT_SMALL) + pad; /* the caption */
    int chip_h = SDL_max(text_height(FONT_TITLE) + 4, SDL_min(th * 3, (box.h - pad) / rows - under));
    int row_h = chip_h + under, h = rows * row_h + pad;
    int x = box.x + (box.w - cols * (w + th)) / 2 + th / 2, y = box.y + (box.h - h) / 2 + pad;
    for (int i = 0; draw && i < n; i++) {
        int in_row = SDL_min(cols, n - i / cols * cols); /* a last row shorter than the others is centred */
        int rx = x + (cols - in_row) * (w + th) / 2;
        draw_chip(app, C_("points", chips[i].what), chips[i].value, chips[i].good ? COLOR_GOOD : COLOR_WARN,
                  (SDL_Rect){rx + i % cols * (w + th), y + i / cols * row_h, w, chip_h});
    }
    return h;
}

static bool ls_view_help_picture(App *app, int page, const SDL_Rect *box)
{
    if (page < 0 || page > 2)
        return false;
    if (!box || tiles_face_w() <= 0)
        return box == NULL;
    picture_layout(app, page, *box, true);
    return true;
}

static int ls_view_help_picture_height(App *app, int page, int width)
{
    if (tiles_face_w() <= 0)
        return text_height(FONT_BODY);
    return picture_layout(app, page, (SDL_Rect){0, 0, width, app->h}, false);
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
    .damage = ls_view_damage,
    .describe = ls_view_describe,
    .record_win = ls_view_record_win,
    .menu_items = ls_view_menu_items,
    .menu_select = ls_view_menu_select,
    .menu_adjust = ls_view_menu_adjust,
    .thumbnail = ls_view_thumbnail,
    .hud_extra = ls_view_hud_extra,
    .help_picture = ls_view_help_picture,
    .help_picture_height = ls_view_help_picture_height,
    .reselect_on_refuse = true,
};
