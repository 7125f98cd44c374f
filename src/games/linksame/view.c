/* The LinkSame (Shisen-Sho) play scene: draws the board, the links and the
 * score, and turns input into calls on core/games/linksame.h. */

#include "games/linksame/view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/games/linksame.h"
#include "core/games/ls_scores_file.h"
#include "engine/audio.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "scenes/scenes.h"

#define PATH_TICKS 24  /* a link stays on screen */
#define FLASH_TICKS 20 /* a refused pick stays red */
#define SCORES_FILE "linksame-scores.txt"
#define SAVE_MAX_BYTES (1 << 20)

enum { LS_BTN_MENU, LS_BTN_HINT, LS_BTN_SHUFFLE, LS_BUTTONS };

typedef struct LsView {
    LinkSame game;
    int sel, focus;
    bool show_focus;
    int flash, flash_ticks;
    LsPath path;
    int path_ticks;
    int path_w, path_h;   /* board size the path was found on */
    LsPair hint;
    bool hint_on;
    uint64_t mark;        /* wall clock of the last sync, ms */
    bool clock_on;
    int cell_w, cell_h, ox, oy;
    SDL_Rect button[LS_BUTTONS];
    bool ended;           /* the complete dialog was shown */
} LsView;

static uint64_t now_ms(App *app)
{
    return app->cfg.headless ? app->tick * 1000 / APP_TICK_HZ : SDL_GetTicks64();
}

static bool has_focus(App *app)
{
    return app->cfg.headless || (SDL_GetWindowFlags(app->window) & SDL_WINDOW_INPUT_FOCUS);
}

/* Game time runs only while the board is on top and the window has focus. */
static void sync(Scene *s, App *app)
{
    LsView *v = s->data;
    uint64_t now = now_ms(app);
    bool run = scene_top(app) == s && has_focus(app) && !v->game.complete;
    if (v->clock_on && now > v->mark)
        ls_tick(&v->game, (uint32_t)SDL_min(now - v->mark, 60000));
    v->mark = now;
    v->clock_on = run;
}

static void fit(LsView *v, App *app)
{
    int w = v->game.board.w, h = v->game.board.h;
    int top = text_height(FONT_TITLE) + text_height(FONT_SMALL);
    float cw = (app->w * 0.94f) / (w + 2), chh = (app->h - top) * 0.94f / ((h + 2) * TILES_ASPECT);
    int tw = ((int)SDL_min(cw, chh)) & ~1;
    tiles_prepare(app, SDL_max(8, tw - tw / 12));
    v->cell_w = SDL_max(8, tw);
    v->cell_h = (int)(v->cell_w * TILES_ASPECT);
    v->ox = (app->w - v->cell_w * w) / 2;
    v->oy = top + (app->h - top - v->cell_h * h) / 2;
}

static void cell_pos(const LsView *v, int x, int y, int *px, int *py)
{
    *px = v->ox + x * v->cell_w;
    *py = v->oy + y * v->cell_h;
}

static int cell_at(const LsView *v, int px, int py)
{
    int x = (px - v->ox) / v->cell_w, y = (py - v->oy) / v->cell_h;
    if (px < v->ox || py < v->oy || x >= v->game.board.w || y >= v->game.board.h)
        return -1;
    return y * v->game.board.w + x;
}

/* ---------- files ---------- */

static void practice_path(App *app, char *out, size_t cap)
{
    if (!prefs_path(app, LINKSAME_PRACTICE_SAVE, out, cap))
        out[0] = 0;
}

static void keep_practice(Scene *s, App *app)
{
    LsView *v = s->data;
    char path[1024];
    practice_path(app, path, sizeof path);
    if (!path[0])
        return;
    if (v->game.mode != LS_PRACTICE || v->game.complete) {
        if (v->game.mode == LS_PRACTICE)
            remove(path);
        return;
    }
    size_t len = 0;
    Error err = {{0}};
    char *text = ls_save_text(&v->game, &len, &err);
    if (!text || !file_write_atomic(path, text, len, &err))
        app_message(app, "Could not keep the practice game: %s", err.msg);
    free(text);
}

static void load_scores(App *app, LsScores *t)
{
    ls_scores_init(t);
    char path[1024], *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    if (!prefs_path(app, SCORES_FILE, path, sizeof path) || !file_exists(path))
        return;
    if (!file_read_all(path, 1 << 20, &text, &len, &err) || !ls_scores_parse(t, text, len, path, &err))
        app_message(app, "High scores could not be read: %s", err.msg);
    free(text);
}

/* Returns the rank (1-based) of a new high score, or 0. */
static int record_score(LsView *v, App *app)
{
    int rank = 0;
    char date[16];
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm))
        strftime(date, sizeof date, "%Y-%m-%d", &tm);
    else
        snprintf(date, sizeof date, "2000-01-01");
    char path[1024];
    Error err;
    if (prefs_path(app, SCORES_FILE, path, sizeof path) &&
        !ls_scores_file_insert(path, v->game.size, v->game.stages, v->game.score, date, v->game.seed, &rank, &err))
        app_message(app, "Could not save high scores: %s", err.msg);
    return rank;
}

/* ---------- moves ---------- */

static void clear_marks(LsView *v)
{
    v->sel = -1;
    v->hint_on = false;
}

static uint64_t fresh_seed(void)
{
    Rng r;
    rng_seed(&r, SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20));
    return 1 + rng_below(&r, 999999999u);
}

static bool deal(LsView *v, App *app, LsMode mode, uint64_t seed, Error *err)
{
    LinkSame fresh;
    LsSize size = (LsSize)SDL_clamp(app->settings.linksame_size, 0, LS_SIZE_COUNT - 1);
    if (!ls_new(&fresh, size, mode, SDL_clamp(app->settings.linksame_stages, 1, LS_STAGES), seed, err))
        return false;
    v->game = fresh;
    clear_marks(v);
    v->focus = -1;
    v->path_ticks = v->flash_ticks = 0;
    v->ended = false;
    return true;
}

static void end_dialog(App *app);

static void link(Scene *s, App *app, int a, int b)
{
    LsView *v = s->data;
    LsEvent ev;
    int w = v->game.board.w, h = v->game.board.h;
    if (!ls_remove(&v->game, a, b, &ev)) {
        v->flash = b;
        v->flash_ticks = FLASH_TICKS;
        audio_play(app, SFX_INVALID);
        return;
    }
    clear_marks(v);
    v->path = ev.path;
    v->path_w = w;
    v->path_h = h;
    v->path_ticks = app->settings.animations ? PATH_TICKS : 0;
    audio_play(app, ev.complete ? SFX_WIN : SFX_MATCH);
    if (ev.reshuffled)
        app_message(app, "No link was left: the tiles were reshuffled.");
    if (ev.stage_cleared && !ev.complete)
        app_message(app, "Stage cleared! Stage %d of %d: %s.", v->game.stage, v->game.stages,
                    "the tiles slide a new way");
    if (ev.complete)
        end_dialog(app);
}

static void pick(Scene *s, App *app, int cell)
{
    LsView *v = s->data;
    if (cell < 0 || v->game.board.cell[cell] == LS_EMPTY || cell == v->sel) {
        v->sel = -1;
        return;
    }
    if (v->sel < 0) {
        v->sel = cell;
        audio_play(app, SFX_SELECT);
        return;
    }
    link(s, app, v->sel, cell);
}

static void do_hint(Scene *s, App *app)
{
    LsView *v = s->data;
    LsPath path;
    if (ls_hint(&v->game, &v->hint, &path)) {
        v->hint_on = true;
        v->path = path;
        v->path_w = v->game.board.w;
        v->path_h = v->game.board.h;
        v->path_ticks = 0;
        audio_play(app, SFX_HINT);
    }
}

static void do_shuffle(Scene *s, App *app)
{
    LsView *v = s->data;
    if (ls_shuffle(&v->game)) {
        clear_marks(v);
        audio_play(app, SFX_SHUFFLE);
    }
}

/* ---------- menus ---------- */

enum {
    LM_RESUME = 1, LM_HINT, LM_SHUFFLE, LM_NEW_TIMED, LM_NEW_PRACTICE, LM_SIZE, LM_STAGES, LM_SCORES,
    LM_HELP, LM_TITLE, LM_QUIT,
};

static void new_game(Scene *s, App *app, LsMode mode)
{
    Error err = {{0}};
    if (!deal(s->data, app, mode, fresh_seed(), &err))
        app_message(app, "%s", err.msg);
    else
        audio_play(app, SFX_SHUFFLE);
}

static void show_scores(App *app);

static void menu_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g || strcmp(g->name, "linksame") != 0)
        return;
    scene_pop_to(app, g);
    switch (id) {
    case LM_HINT: do_hint(g, app); break;
    case LM_SHUFFLE: do_shuffle(g, app); break;
    case LM_NEW_TIMED: new_game(g, app, LS_TIMED); break;
    case LM_NEW_PRACTICE: new_game(g, app, LS_PRACTICE); break;
    case LM_SCORES: show_scores(app); break;
    case LM_HELP: scene_push(app, help_scene_new(app)); break;
    case LM_TITLE:
        keep_practice(g, app);
        scene_pop(app);
        break;
    case LM_QUIT: app_quit(app); break;
    default: break;
    }
}

static void menu_values(Scene *m, App *app)
{
    char stages[16];
    snprintf(stages, sizeof stages, "%d", app->settings.linksame_stages);
    menu_set_value(m, LM_SIZE, ls_size_name((LsSize)SDL_clamp(app->settings.linksame_size, 0, 2)));
    menu_set_value(m, LM_STAGES, stages);
}

static void menu_adjust(App *app, Scene *menu, int id, int delta, void *ctx)
{
    (void)ctx;
    Settings *st = &app->settings;
    if (id == LM_SIZE)
        st->linksame_size = (st->linksame_size + delta + LS_SIZE_COUNT) % LS_SIZE_COUNT;
    else if (id == LM_STAGES)
        st->linksame_stages = (st->linksame_stages - 1 + delta + LS_STAGES) % LS_STAGES + 1;
    app_save_settings(app);
    menu_values(menu, app);
}

static void open_menu(App *app)
{
    MenuSpec spec = {.name = "linksame-menu", .title = "LinkSame - paused", .overlay = true,
                     .message = "Board size and stages apply to the next game.",
                     .on_select = menu_select, .on_adjust = menu_adjust};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, LM_RESUME, "Resume", NULL);
    menu_add(m, LM_HINT, "Hint (-10)", NULL);
    menu_add(m, LM_SHUFFLE, "Shuffle (-20)", NULL);
    menu_add(m, LM_NEW_TIMED, "New timed game", NULL);
    menu_add(m, LM_NEW_PRACTICE, "New practice game", NULL);
    menu_add(m, LM_SIZE, "Board size", "");
    menu_add(m, LM_STAGES, "Stages", "");
    menu_add(m, LM_SCORES, "High scores", NULL);
    menu_add(m, LM_HELP, "Help", NULL);
    menu_add(m, LM_TITLE, "Main menu", NULL);
    menu_add(m, LM_QUIT, "Quit", NULL);
    menu_values(m, app);
    scene_push(app, m);
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
    snprintf(title, sizeof title, "High scores: %s, %d stage%s", ls_size_name(size), app->settings.linksame_stages,
             app->settings.linksame_stages == 1 ? "" : "s");
    MenuSpec spec = {.name = "linksame-scores", .title = title, .message = msg, .overlay = true};
    Scene *m = menu_scene_new(&spec);
    free(t);
    if (!m)
        return;
    menu_add(m, 0, "Back", NULL);
    scene_push(app, m);
}

static void end_dialog(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    LsView *v = g->data;
    v->ended = true;
    char msg[256];
    if (v->game.mode == LS_TIMED) {
        int rank = record_score(v, app);
        snprintf(msg, sizeof msg, "All %d stage%s cleared!\nScore %d%s", v->game.stages, v->game.stages == 1 ? "" : "s",
                 (int)v->game.score, rank == 1 ? " - a new best!" : rank > 0 ? " - a new high score" : "");
    } else {
        snprintf(msg, sizeof msg, "All %d stage%s cleared in practice.", v->game.stages, v->game.stages == 1 ? "" : "s");
    }
    MenuSpec spec = {.name = "linksame-win", .title = "Well played", .message = msg, .overlay = true,
                     .on_select = menu_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, LM_NEW_TIMED, "New timed game", NULL);
    menu_add(m, LM_SCORES, "High scores", NULL);
    menu_add(m, LM_TITLE, "Main menu", NULL);
    scene_push(app, m);
}

/* ---------- keyboard / gamepad cursor ---------- */

static void focus_step(LsView *v, int dx, int dy)
{
    int w = v->game.board.w, h = v->game.board.h;
    int x = v->focus >= 0 ? v->focus % w : -1, y = v->focus >= 0 ? v->focus / w : 0;
    if (v->focus < 0) {
        dx = 1;
        dy = 0;
    }
    for (int k = 0; k < w * h; k++) {
        x += dx;
        y += dy;
        if (dx && (x < 0 || x >= w)) { /* wrap to the next row */
            x = x < 0 ? w - 1 : 0;
            y = (y + dy + (dx > 0 ? 1 : -1) + h) % h;
        }
        if (dy && (y < 0 || y >= h)) {
            y = y < 0 ? h - 1 : 0;
            x = (x + (dy > 0 ? 1 : -1) + w) % w;
        }
        if (v->game.board.cell[y * w + x] != LS_EMPTY) {
            v->focus = y * w + x;
            return;
        }
    }
}

/* ---------- scene callbacks ---------- */

static void ls_action(Scene *s, App *app, const Action *a)
{
    LsView *v = s->data;
    sync(s, app);
    fit(v, app);
    if (v->focus >= 0 && v->game.board.cell[v->focus] == LS_EMPTY)
        v->focus = -1;
    switch (a->kind) {
    case ACT_UP: case ACT_DOWN: case ACT_LEFT: case ACT_RIGHT:
        v->show_focus = true;
        focus_step(v, a->kind == ACT_LEFT ? -1 : a->kind == ACT_RIGHT ? 1 : 0,
                   a->kind == ACT_UP ? -1 : a->kind == ACT_DOWN ? 1 : 0);
        break;
    case ACT_PAGE_NEXT: case ACT_PAGE_PREV:
        v->show_focus = true;
        focus_step(v, a->kind == ACT_PAGE_NEXT ? 1 : -1, 0);
        break;
    case ACT_SELECT:
        v->show_focus = true;
        if (v->focus < 0)
            focus_step(v, 1, 0);
        else
            pick(s, app, v->focus);
        break;
    case ACT_BACK:
        if (v->sel >= 0 || v->hint_on)
            clear_marks(v);
        else
            open_menu(app);
        break;
    case ACT_MENU: open_menu(app); break;
    case ACT_HINT: do_hint(s, app); break;
    case ACT_SHUFFLE: case ACT_UNDO: do_shuffle(s, app); break;
    case ACT_NEW: new_game(s, app, LS_TIMED); break;
    case ACT_HELP: scene_push(app, help_scene_new(app)); break;
    case ACT_POINTER_DOWN: {
        SDL_Point p = {a->x, a->y};
        for (int i = 0; i < LS_BUTTONS; i++)
            if (SDL_PointInRect(&p, &v->button[i])) {
                Action b = {.kind = i == LS_BTN_MENU ? ACT_MENU : i == LS_BTN_HINT ? ACT_HINT : ACT_SHUFFLE};
                ls_action(s, app, &b);
                return;
            }
        if (a->button == SDL_BUTTON_RIGHT) {
            clear_marks(v);
            break;
        }
        int cell = cell_at(v, a->x, a->y);
        if (a->clicks >= 2 && cell >= 0 && v->game.board.cell[cell] == LS_EMPTY)
            break; /* the second click of a double click on a tile just linked */
        v->show_focus = false;
        if (cell >= 0)
            v->focus = cell;
        pick(s, app, cell);
        break;
    }
    default:
        break;
    }
}

static void ls_update(Scene *s, App *app)
{
    LsView *v = s->data;
    sync(s, app);
    if (v->path_ticks > 0)
        v->path_ticks--;
    if (v->flash_ticks > 0)
        v->flash_ticks--;
}

static bool ls_busy(Scene *s, App *app)
{
    (void)app;
    LsView *v = s->data;
    return v->path_ticks > 0 || v->flash_ticks > 0;
}

static int ls_clock_wait(Scene *s, App *app)
{
    LsView *v = s->data;
    sync(s, app);
    if (!v->clock_on || v->game.mode != LS_TIMED)
        return -1;
    return (int)(1000 - v->game.elapsed_ms % 1000) + 1;
}

static void draw_path(LsView *v, App *app, const LsPath *p, SDL_Color c)
{
    int t = SDL_max(3, v->cell_w / 10);
    for (int i = 0; i + 1 < p->n; i++) {
        int x0, y0, x1, y1;
        cell_pos(v, p->pt[i].x, p->pt[i].y, &x0, &y0);
        cell_pos(v, p->pt[i + 1].x, p->pt[i + 1].y, &x1, &y1);
        x0 += v->cell_w / 2;
        x1 += v->cell_w / 2;
        y0 += v->cell_h / 2;
        y1 += v->cell_h / 2;
        SDL_Rect r = {SDL_min(x0, x1) - t / 2, SDL_min(y0, y1) - t / 2, abs(x1 - x0) + t, abs(y1 - y0) + t};
        gfx_fill(app, r, c);
    }
}

static void draw_hud(LsView *v, App *app)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    char buf[160];
    const LinkSame *g = &v->game;
    uint32_t secs = g->elapsed_ms / 1000;
    if (g->mode == LS_TIMED)
        snprintf(buf, sizeof buf, "%d", (int)g->score);
    else
        snprintf(buf, sizeof buf, "Practice");
    bool red = g->mode == LS_TIMED && ls_score_draining(g);
    int w = text_draw(app, FONT_TITLE, buf, pad, pad / 2, red ? COLOR_WARN : COLOR_ACCENT, ALIGN_LEFT);
    snprintf(buf, sizeof buf, "LinkSame %s   -   Stage %d of %d   -   %d tiles   -   Time %u:%02u", ls_size_name(g->size),
             g->stage, g->stages, g->left, secs / 60, secs % 60);
    text_draw(app, FONT_SMALL, buf, pad + w + th, pad / 2 + text_height(FONT_TITLE) - text_height(FONT_SMALL) - th / 6,
              COLOR_TEXT, ALIGN_LEFT);
    static const char *const labels[LS_BUTTONS] = {"Menu", "Hint", "Shuffle"};
    int bx = app->w - pad, bh = th * 3 / 2;
    for (int i = 0; i < LS_BUTTONS; i++) {
        int bw = text_width(FONT_BODY, labels[i]) + th;
        bx -= bw;
        v->button[i] = (SDL_Rect){bx, pad / 2, bw, bh};
        gfx_fill(app, v->button[i], (SDL_Color){8, 24, 20, 150});
        gfx_frame(app, v->button[i], 1, COLOR_ACCENT);
        text_draw(app, FONT_BODY, labels[i], bx + bw / 2, pad / 2 + (bh - th) / 2, COLOR_TEXT, ALIGN_CENTER);
        bx -= pad / 2;
    }
}

static void ls_draw(Scene *s, App *app)
{
    LsView *v = s->data;
    sync(s, app);
    fit(v, app);
    gfx_background(app);
    draw_hud(v, app);
    /* pause hides the board, so that a paused clock cannot be used to plan */
    if (scene_top(app) != s || !has_focus(app)) {
        text_draw(app, FONT_HUGE, "Paused", app->w / 2, app->h / 2 - text_height(FONT_HUGE) / 2, COLOR_TEXT_DIM,
                  ALIGN_CENTER);
        return;
    }
    const LsBoard *b = &v->game.board;
    int inset = (v->cell_w - tiles_face_w()) / 2;
    for (int y = 0; y < b->h; y++)
        for (int x = b->w - 1; x >= 0; x--) { /* edges stick out left: right to left */
            int c = y * b->w + x;
            if (b->cell[c] == LS_EMPTY)
                continue;
            int px, py;
            cell_pos(v, x, y, &px, &py);
            SDL_Color tint = {255, 255, 255, 255};
            if (c == v->sel)
                tint = (SDL_Color){255, 214, 120, 255};
            else if (v->hint_on && (c == v->hint.a || c == v->hint.b))
                tint = (SDL_Color){170, 240, 190, 255};
            else if (v->flash_ticks > 0 && c == v->flash)
                tint = (SDL_Color){255, 120, 110, 255};
            tiles_draw(app, ls_face_tileset(b->cell[c]), px + inset + tiles_depth(), py, tint, 255, 1.0f);
        }
    if (v->show_focus && v->focus >= 0) {
        int px, py, t = SDL_max(2, v->cell_w / 16);
        cell_pos(v, v->focus % b->w, v->focus / b->w, &px, &py);
        gfx_frame(app, (SDL_Rect){px, py, v->cell_w, v->cell_h}, t, (SDL_Color){80, 200, 255, 255});
    }
    if (v->path_w == b->w && v->path_h == b->h) {
        if (v->path_ticks > 0)
            draw_path(v, app, &v->path, (SDL_Color){255, 226, 120, (Uint8)(80 + 175 * v->path_ticks / PATH_TICKS)});
        else if (v->hint_on)
            draw_path(v, app, &v->path, (SDL_Color){140, 230, 160, 200});
    }
}

static bool ls_locate(Scene *s, App *app, int id, int *x, int *y)
{
    LsView *v = s->data;
    fit(v, app);
    if (id < 0 || id >= v->game.board.w * v->game.board.h || v->game.board.cell[id] == LS_EMPTY)
        return false;
    cell_pos(v, id % v->game.board.w, id / v->game.board.w, x, y);
    *x += v->cell_w / 2;
    *y += v->cell_h / 2;
    return true;
}

static bool ls_dump(Scene *s, App *app, FILE *f)
{
    LsView *v = s->data;
    sync(s, app);
    const LinkSame *g = &v->game;
    fprintf(f,
            "{\"game\":\"linksame\",\"size\":\"%s\",\"mode\":\"%s\",\"seed\":%llu,\"stage\":%d,\"stages\":%d,"
            "\"score\":%d,\"draining\":%s,\"tiles_left\":%d,\"selection\":%d,\"focus\":%d,\"hint\":[%d,%d],"
            "\"status\":\"%s\",\"elapsed\":%u,\"tiles\":[",
            ls_size_name(g->size), g->mode == LS_TIMED ? "timed" : "practice", (unsigned long long)g->seed, g->stage,
            g->stages, (int)g->score, ls_score_draining(g) ? "true" : "false", g->left, v->sel,
            v->show_focus ? v->focus : -1, v->hint_on ? v->hint.a : -1, v->hint_on ? v->hint.b : -1,
            g->complete ? "complete" : "playing", g->elapsed_ms / 1000);
    bool first = true;
    for (int c = 0; c < g->board.w * g->board.h; c++) {
        if (g->board.cell[c] == LS_EMPTY)
            continue;
        fprintf(f, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"face\":%d}", first ? "" : ",", c, c % g->board.w,
                c / g->board.w, g->board.cell[c]);
        first = false;
    }
    fprintf(f, "]}\n");
    return true;
}

static void ls_quit(Scene *s, App *app)
{
    keep_practice(s, app);
}

static void ls_enter(Scene *s, App *app)
{
    sync(s, app);
}

static void ls_destroy(Scene *s)
{
    free(s->data);
    free(s);
}

static Scene *ls_alloc(void)
{
    Scene *s = calloc(1, sizeof *s);
    LsView *v = calloc(1, sizeof *v);
    if (!s || !v) {
        free(s);
        free(v);
        return NULL;
    }
    v->sel = v->focus = -1;
    s->name = "linksame";
    s->data = v;
    s->enter = ls_enter;
    s->action = ls_action;
    s->update = ls_update;
    s->draw = ls_draw;
    s->busy = ls_busy;
    s->clock_wait_ms = ls_clock_wait;
    s->locate = ls_locate;
    s->dump = ls_dump;
    s->quit = ls_quit;
    s->destroy = ls_destroy;
    return s;
}

Scene *linksame_scene_new(App *app, uint64_t seed, bool has_seed, Error *err)
{
    Scene *s = ls_alloc();
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    if (!deal(s->data, app, LS_TIMED, has_seed ? seed : fresh_seed(), err)) {
        ls_destroy(s);
        return NULL;
    }
    return s;
}

bool linksame_has_practice(App *app)
{
    char path[1024];
    practice_path(app, path, sizeof path);
    return path[0] && file_exists(path);
}

Scene *linksame_scene_resume(App *app, Error *err)
{
    char path[1024], *text = NULL;
    size_t len = 0;
    practice_path(app, path, sizeof path);
    Scene *s = ls_alloc();
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    LsView *v = s->data;
    bool ok = path[0] && file_read_all(path, SAVE_MAX_BYTES, &text, &len, err) &&
              ls_load_text(&v->game, text, len, LINKSAME_PRACTICE_SAVE, err);
    free(text);
    if (!ok) {
        ls_destroy(s);
        return NULL;
    }
    return s;
}
