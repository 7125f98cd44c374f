#include "games/mahjong/view.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/games/mahjong.h"
#include "core/editor.h"
#include "core/games/mahjong_assist.h"
#include "core/records.h"
#include "core/selection.h"
#include "engine/assets.h"
#include "engine/audio.h"
#include "engine/catalog.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tile_art.h"
#include "engine/tiles.h"
#include "games/mahjong/watch.h"
#include "scenes/scenes.h"

/* Timings in ticks (60 Hz). */
#define REMOVE_TICKS 24   /* a removed pair lifts and fades */
#define FLASH_TICKS 24    /* an invalid pick stays red */
#define HINT_TICKS 150    /* a hint pulses */
#define PARTICLE_TICKS 36
#define MAX_ANIMS 16
#define MAX_PARTICLES 160
#define SAVE_MAX_BYTES (4 << 20)

/* Solver budgets. Deals use a node limit so that a seed gives the same deal on
 * every machine; interactive help uses wall time so that it never drags. */
#define DEAL_NODE_LIMIT SOLVER_DEAL_NODES
#define DEAL_MAX_ATTEMPTS 64
#define WATCH_BUDGET_MS 2000.0
#define SHUFFLE_BUDGET_MS 40.0
#define SHUFFLE_ATTEMPTS 24
#define HINT_BUDGET_MS 40.0

typedef struct Flyer {
    int face, x, y, t;
} Flyer;

typedef struct Particle {
    float x, y, vx, vy;
    int life;
    SDL_Color c;
} Particle;

typedef struct HudButton {
    SDL_Rect r;
    ActionKind act;
    const char *label;
} HudButton;

enum { HUD_MENU, HUD_HINT, HUD_UNDO, HUD_REDO, HUD_SHUFFLE, HUD_BUTTONS };

typedef struct View {
    Mahjong game;
    Selection sel;
    int focus;            /* keyboard/gamepad cursor (tile id) or -1 */
    bool show_focus;      /* the cursor shows once keys or a pad are used */
    int flash[2], flash_ticks;
    int hint[2], hint_ticks;
    Flyer fly[MAX_ANIMS];
    int n_fly;
    Particle part[MAX_PARTICLES];
    int n_part;
    bool pending_end;     /* win / stuck dialog once the animation settles */
    char save_name[64];   /* set after Save As or Open */
    /* play clock, in ms; paused while covered, unfocused or over */
    uint64_t clock_ms, clock_mark;
    bool clock_on;
    /* board geometry on screen */
    int out_w, out_h;
    int tw, th, depth, ox, oy, maxz;
    int order[LAYOUT_MAX_TILES];
    HudButton button[HUD_BUTTONS];
    /* The still board (table and every tile at rest) is drawn once into a
     * texture and reused until a tile, a face, the size or the art changes. */
    SDL_Texture *board_tex;
    uint64_t board_sig;
    /* "still winnable": answers from the solver thread, by position generation */
    Solver *solver;        /* main-thread solver for hints and shuffles */
    Watch *watch;
    uint32_t gen;          /* bumped on every change of position */
    bool known;            /* answer holds the verdict on the position now */
    WatchAnswer answer;
    int last_winnable_pos; /* history position last proved winnable, or -1 */
    bool warned;           /* the "no longer winnable" warning was shown */
    bool pending_warn;     /* ... or will be, once the removal animation ends */
} View;

static const SelectionRules rules;

/* ---------- helpers ---------- */

static uint64_t now_ms(App *app)
{
    return app->cfg.headless ? app->tick * 1000 / APP_TICK_HZ : SDL_GetTicks64();
}

static void clock_sync(Scene *s, App *app)
{
    View *v = s->data;
    bool focus = app->cfg.headless || (SDL_GetWindowFlags(app->window) & SDL_WINDOW_INPUT_FOCUS);
    bool run = scene_top(app) == s && mj_status(&v->game) == MJ_PLAYING && focus;
    uint64_t now = now_ms(app);
    if (v->clock_on)
        v->clock_ms += now - v->clock_mark;
    v->clock_mark = now;
    v->clock_on = run;
    v->game.elapsed_s = (uint32_t)(v->clock_ms / 1000);
}

static void format_time(char *buf, size_t cap, uint32_t s)
{
    if (s >= 3600)
        snprintf(buf, cap, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, cap, "%u:%02u", s / 60, s % 60);
}

static bool can_pick(const void *g, int id)
{
    return mj_is_free(g, id);
}

static bool pair_ok(const void *g, int a, int b)
{
    return mj_can_remove(g, a, b);
}

static const SelectionRules rules = {can_pick, pair_ok};

static uint64_t fresh_seed(void)
{
    uint64_t x = SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20);
    Rng r;
    rng_seed(&r, x);
    return 1 + rng_below(&r, 999999999u);
}

/* A layout argument is a file if it names one; otherwise a layout of that id,
 * built in or the player's own. */
static bool load_layout(App *app, const char *arg, Layout *out, Error *err)
{
    if ((strchr(arg, '/') || strstr(arg, ".layout") || strstr(arg, ".map")) && file_exists(arg)) {
        CatalogEntry file = {.user = true, .index = 0};
        SDL_strlcpy(file.path, arg, sizeof file.path);
        return catalog_load_layout(&file, out, err); /* the first layout of the file */
    }
    CatalogEntry *all = malloc(sizeof *all * CATALOG_MAX);
    if (!all)
        return error_set(err, "out of memory");
    int n = catalog_layouts(app, all, CATALOG_MAX);
    int i = catalog_find(all, n, arg);
    if (strcmp(arg, MAHJONG_RANDOM_LAYOUT) == 0 && n > 0)
        i = (int)rng_below(&app->cosmetic, (uint32_t)n); /* a different one each game */
    for (int k = 0; i < 0 && k < n; k++)
        if (SDL_strcasecmp(all[k].id, arg) == 0 || SDL_strcasecmp(all[k].name, arg) == 0)
            i = k;
    bool ok = i >= 0 ? catalog_load_layout(&all[i], out, err)
                     : error_set(err, "unknown layout '%s' (not a file, nor one of the %d layouts)", arg, n);
    free(all);
    return ok;
}

/* ---------- geometry ---------- */

static int cmp_order(const void *pa, const void *pb, const Layout *l)
{
    const LayoutPlace *a = &l->place[*(const int *)pa], *b = &l->place[*(const int *)pb];
    if (a->z != b->z)
        return a->z - b->z;
    /* edges stick out left and down: draw top-right first */
    int ka = a->y - a->x, kb = b->y - b->x;
    if (ka != kb)
        return ka - kb;
    return a->y - b->y;
}

static const Layout *sort_layout;
static int cmp_order_q(const void *a, const void *b)
{
    return cmp_order(a, b, sort_layout);
}

static void build_order(View *v)
{
    const Layout *l = &v->game.layout;
    v->maxz = 0;
    for (int i = 0; i < l->count; i++) {
        v->order[i] = i;
        if (l->place[i].z > v->maxz)
            v->maxz = l->place[i].z;
    }
    sort_layout = l;
    qsort(v->order, (size_t)l->count, sizeof v->order[0], cmp_order_q);
    sort_layout = NULL;
}

static int hud_height(void)
{
    return text_height(FONT_TITLE) + text_height(FONT_SMALL) / 2;
}

static void fit_board(View *v, App *app)
{
    if (v->out_w == app->w && v->out_h == app->h && v->tw == tiles_face_w() && v->tw)
        return;
    const Layout *l = &v->game.layout;
    int hud = hud_height();
    float margin = app->h * 0.03f;
    float aw = app->w - 2 * margin, ah = app->h - hud - 2 * margin;
    float layers = (float)(v->maxz + 1);
    /* width in face widths: half-units / 2, plus one edge per layer */
    float tw_w = aw / (l->width * 0.5f + layers * TILES_DEPTH);
    float tw_h = ah / (l->height * 0.5f * TILES_ASPECT + layers * TILES_DEPTH);
    int tw = (int)SDL_min(tw_w, tw_h);
    tw &= ~1; /* even, so half-tile offsets land on whole pixels */
    if (tw < 8)
        tw = 8;
    tiles_prepare(app, tw);
    app_trace(app, "tile atlas");
    v->tw = tiles_face_w();
    v->th = tiles_face_h();
    v->depth = tiles_depth();
    int bw = l->width * v->tw / 2 + v->maxz * v->depth + v->depth;
    int bh = l->height * v->th / 2 + v->maxz * v->depth + v->depth;
    v->ox = (app->w - bw) / 2 + v->depth;
    v->oy = hud + (int)margin + (int)(ah - bh) / 2 + v->maxz * v->depth;
    v->out_w = app->w;
    v->out_h = app->h;
}

static void tile_pos(const View *v, int id, int *x, int *y)
{
    const LayoutPlace *p = &v->game.layout.place[id];
    *x = v->ox + p->x * v->tw / 2 + p->z * v->depth;
    *y = v->oy + p->y * v->th / 2 - p->z * v->depth;
}

/* Topmost present tile whose face contains (x, y), or -1. */
static int tile_at(const View *v, int x, int y)
{
    for (int k = v->game.layout.count - 1; k >= 0; k--) {
        int id = v->order[k];
        if (!v->game.present[id])
            continue;
        int tx, ty;
        tile_pos(v, id, &tx, &ty);
        if (x >= tx - v->depth && x < tx + v->tw && y >= ty && y < ty + v->th + v->depth)
            if (x >= tx && y < ty + v->th)
                return id;
    }
    return -1;
}

/* ---------- effects ---------- */

static void burst(View *v, App *app, int cx, int cy)
{
    static const SDL_Color colors[] = {{255, 226, 140, 255}, {255, 250, 230, 255}, {250, 180, 90, 255}};
    for (int i = 0; i < 18 && v->n_part < MAX_PARTICLES; i++) {
        Particle *p = &v->part[v->n_part++];
        float ang = rng_float(&app->cosmetic) * 6.2831853f;
        float sp = (0.3f + rng_float(&app->cosmetic)) * v->tw * 0.09f;
        p->x = (float)cx;
        p->y = (float)cy;
        p->vx = SDL_cosf(ang) * sp;
        p->vy = SDL_sinf(ang) * sp - v->tw * 0.03f;
        p->life = PARTICLE_TICKS - (int)(rng_float(&app->cosmetic) * 10);
        p->c = colors[i % 3];
    }
}

static void fly_away(View *v, App *app, int id)
{
    if (!app->settings.animations || v->n_fly >= MAX_ANIMS)
        return;
    int x, y;
    tile_pos(v, id, &x, &y);
    v->fly[v->n_fly++] = (Flyer){v->game.face[id], x, y, 0};
    burst(v, app, x + v->tw / 2, y + v->th / 2);
}

static void end_dialog(App *app);

static void after_move(Scene *s, App *app)
{
    View *v = s->data;
    MjStatus st = mj_status(&v->game);
    if (st == MJ_WON || (st == MJ_STUCK && app->settings.look_for_moves))
        v->pending_end = true;
    if (v->pending_end && v->n_fly == 0 && v->n_part == 0) {
        v->pending_end = false;
        end_dialog(app);
    }
}

/* ---------- moves ---------- */

static bool watching(App *app)
{
    return app->settings.show_winnable || app->settings.look_for_moves;
}

/* Every change of position goes through here: the solver thread re-checks it. */
static void position_changed(View *v, App *app)
{
    v->gen++;
    v->known = false;
    if (!watching(app))
        return;
    if (!v->watch)
        v->watch = watch_new(WATCH_BUDGET_MS);
    if (v->watch)
        watch_request(v->watch, &v->game, v->gen);
}

static void warn_unwinnable(App *app);
static void reset_transients(View *v);

static void poll_watch(Scene *s, App *app)
{
    View *v = s->data;
    WatchAnswer a;
    if (v->watch && watch_poll(v->watch, &a) && a.generation == v->gen) {
        v->answer = a;
        v->known = true;
        app->dirty = true;
        if (a.result == SOLVE_SOLVABLE) {
            v->last_winnable_pos = v->game.hist_pos;
            v->warned = v->pending_warn = false;
        } else if (a.result == SOLVE_UNSOLVABLE && app->settings.look_for_moves && !v->warned &&
                   v->last_winnable_pos >= 0 && v->last_winnable_pos < v->game.hist_pos) {
            v->warned = v->pending_warn = true;
        }
    }
    if (!v->pending_warn)
        return;
    if (mj_status(&v->game) != MJ_PLAYING) {
        v->pending_warn = false; /* the end-of-game dialog says it all */
        return;
    }
    /* warn once the removal animation has settled, and only about the position
     * on screen */
    if (v->known && v->answer.result == SOLVE_UNSOLVABLE && v->n_fly == 0 && v->n_part == 0 &&
        !v->pending_end && scene_top(app) == s) {
        v->pending_warn = false;
        warn_unwinnable(app);
    }
}

static void undo_to_winnable(Scene *s, App *app)
{
    View *v = s->data;
    while (v->game.hist_pos > v->last_winnable_pos && mj_undo(&v->game)) {
    }
    reset_transients(v);
    position_changed(v, app);
    audio_play(app, SFX_UNDO);
}

static void remove_pair(Scene *s, App *app, int a, int b)
{
    View *v = s->data;
    fly_away(v, app, a);
    fly_away(v, app, b);
    if (!mj_remove(&v->game, a, b))
        return;
    position_changed(v, app);
    v->hint_ticks = 0;
    audio_play(app, mj_status(&v->game) == MJ_WON ? SFX_WIN : SFX_MATCH);
    after_move(s, app);
}

static void pick(Scene *s, App *app, int id)
{
    View *v = s->data;
    int a, b;
    SelResult r = selection_pick(&v->sel, &rules, &v->game, id, &a, &b);
    switch (r) {
    case SEL_SELECTED:
        audio_play(app, SFX_SELECT);
        break;
    case SEL_DESELECTED:
        break;
    case SEL_INVALID:
        v->flash[0] = id;
        v->flash[1] = -1;
        v->flash_ticks = FLASH_TICKS;
        audio_play(app, SFX_INVALID);
        break;
    case SEL_PAIR:
        remove_pair(s, app, a, b);
        break;
    }
}

static void do_hint(Scene *s, App *app)
{
    View *v = s->data;
    int a, b;
    bool found, keeps = false;
    if (v->known && v->answer.result == SOLVE_SOLVABLE) {
        a = v->answer.hint_a; /* the solver thread already knows a winning pair */
        b = v->answer.hint_b;
        found = true;
    } else {
        SolveLimits lim = {.max_ms = HINT_BUDGET_MS};
        if (!v->solver)
            v->solver = solver_new();
        found = v->solver ? mj_hint_winnable(&v->game, v->solver, &lim, &a, &b, &keeps)
                          : mj_hint(&v->game, &a, &b);
    }
    if (found) {
        v->hint[0] = a;
        v->hint[1] = b;
        v->hint_ticks = HINT_TICKS;
        audio_play(app, SFX_HINT);
    } else {
        audio_play(app, SFX_NOMOVES);
        app_message(app, "No pair can be removed: undo or shuffle.");
    }
}

static void reset_transients(View *v)
{
    selection_clear(&v->sel);
    v->flash_ticks = v->hint_ticks = 0;
    v->n_fly = v->n_part = 0;
    v->pending_end = false;
    if (v->focus >= 0 && !v->game.present[v->focus])
        v->focus = -1;
}

static void do_undo(Scene *s, App *app)
{
    View *v = s->data;
    if (mj_undo(&v->game)) {
        reset_transients(v);
        position_changed(v, app);
        audio_play(app, SFX_UNDO);
    } else {
        app_message(app, "Nothing to undo.");
    }
}

static void do_redo(Scene *s, App *app)
{
    View *v = s->data;
    if (mj_redo(&v->game)) {
        reset_transients(v);
        position_changed(v, app);
        audio_play(app, SFX_MATCH);
        after_move(s, app);
    } else {
        app_message(app, "Nothing to redo.");
    }
}

static void do_shuffle(Scene *s, App *app)
{
    View *v = s->data;
    SolveLimits lim = {.max_ms = SHUFFLE_BUDGET_MS};
    bool proved = false;
    if (!v->solver)
        v->solver = solver_new();
    bool done = v->solver ? mj_shuffle_winnable(&v->game, v->solver, &lim, SHUFFLE_ATTEMPTS, &proved)
                          : mj_shuffle(&v->game);
    if (done) {
        if (v->solver && !proved)
            app_message(app, "No winnable arrangement was found for these tiles.");
        reset_transients(v);
        position_changed(v, app);
        audio_play(app, SFX_SHUFFLE);
        after_move(s, app);
    }
}

static void do_restart(Scene *s, App *app)
{
    View *v = s->data;
    mj_restart(&v->game);
    reset_transients(v);
    position_changed(v, app);
    v->clock_ms = 0;
    audio_play(app, SFX_SHUFFLE);
}

static bool deal(View *v, App *app, const Layout *l, uint64_t seed, Error *err)
{
    Mahjong fresh;
    mj_init(&fresh);
    bool ok;
    if (app->settings.winnable_only) {
        /* only deals a solver proved winnable; never a silent fallback */
        SolveLimits lim = {.max_nodes = DEAL_NODE_LIMIT};
        ok = mj_new_winnable(&fresh, l, seed, &lim, DEAL_MAX_ATTEMPTS, NULL, err);
    } else {
        ok = mj_new(&fresh, l, seed, err);
    }
    if (!ok) {
        mj_free(&fresh);
        return false;
    }
    mj_free(&v->game);
    v->game = fresh;
    v->clock_ms = 0;
    v->save_name[0] = 0;
    v->focus = -1;
    v->last_winnable_pos = -1;
    reset_transients(v);
    build_order(v);
    v->out_w = 0;
    position_changed(v, app);
    int hanging = layout_count_hanging(l);
    if (hanging > 0)
        app_message(app, "%s was built with gravity off: %d tile%s hang%s in the air.", l->name, hanging,
                    hanging == 1 ? "" : "s", hanging == 1 ? "s" : "");
    return true;
}

static void new_game(Scene *s, App *app, uint64_t seed, bool has_seed)
{
    View *v = s->data;
    Error err = {{0}};
    Layout *l = malloc(sizeof *l);
    if (!l)
        return;
    bool ok = load_layout(app, app->settings.layout, l, &err) ||
              (app_message(app, "%s", err.msg), load_layout(app, "turtle", l, &err));
    if (ok)
        ok = deal(v, app, l, has_seed ? seed : fresh_seed(), &err);
    if (!ok)
        app_message(app, "%s", err.msg);
    else
        audio_play(app, SFX_SHUFFLE);
    free(l);
}

/* ---------- files ---------- */

static bool write_save(View *v, App *app, const char *path)
{
    size_t len = 0;
    char *text = mj_save_text(&v->game, &len);
    Error err = {{0}};
    bool ok = text && file_write_atomic(path, text, len, &err);
    if (!ok)
        app_message(app, "Could not save: %s", text ? err.msg : "out of memory");
    free(text);
    return ok;
}

static bool read_save(const char *path, Mahjong *into, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, SAVE_MAX_BYTES, &text, &len, err))
        return false;
    const char *base = strrchr(path, '/');
    bool ok = mj_load_text(into, text, len, base ? base + 1 : path, err);
    free(text);
    return ok;
}

static void save_named(Scene *s, App *app, const char *name)
{
    View *v = s->data;
    char rel[128], path[1024];
    if (!prefs_valid_save_name(name)) {
        app_message(app, "A name is 1 to 40 letters, digits, spaces, - or _.");
        return;
    }
    snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path)) {
        app_message(app, "There is no per-user folder to save in.");
        return;
    }
    clock_sync(s, app);
    if (write_save(v, app, path)) {
        SDL_strlcpy(v->save_name, name, sizeof v->save_name);
        app_message(app, "Saved \"%s\".", name);
    }
}

static void save_as_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) == s)
        save_named(s, app, text);
}

static void save_as(Scene *s, App *app)
{
    View *v = s->data;
    char def[64];
    if (v->save_name[0])
        SDL_strlcpy(def, v->save_name, sizeof def);
    else
        if (snprintf(def, sizeof def, "%.30s %llu", v->game.layout.name, (unsigned long long)v->game.seed) < 0)
            def[0] = 0;
    scene_push(app, textinput_scene_new("Save as", "Name of the saved game", def,
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_",
                                        40, save_as_done, s));
}

static void save(Scene *s, App *app)
{
    View *v = s->data;
    if (v->save_name[0])
        save_named(s, app, v->save_name);
    else
        save_as(s, app);
}

static void autosave(Scene *s, App *app)
{
    View *v = s->data;
    char path[1024];
    if (!prefs_path(app, MAHJONG_AUTOSAVE, path, sizeof path))
        return;
    clock_sync(s, app);
    if (mj_status(&v->game) == MJ_WON || mj_moves(&v->game) == 0)
        remove(path);
    else
        write_save(v, app, path);
}

/* ---------- records ---------- */

#define RECORDS_FILE "records.txt"

void mahjong_load_records(App *app, Records *r)
{
    records_init(r);
    char path[1024];
    if (!prefs_path(app, RECORDS_FILE, path, sizeof path) || !file_exists(path))
        return;
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    if (!file_read_all(path, 1 << 20, &text, &len, &err) || !records_parse(r, text, len, path, &err))
        app_message(app, "Best times could not be read: %s", err.msg);
    free(text);
}

/* Counts the win; true when it is a new best time for this layout. */
static bool record_win(View *v, App *app, uint32_t seconds)
{
    Records *r = malloc(sizeof *r);
    if (!r)
        return false;
    mahjong_load_records(app, r);
    char key[32], path[1024];
    snprintf(key, sizeof key, "%016llx", (unsigned long long)layout_hash(&v->game.layout));
    bool best = records_add_win(r, key, seconds);
    size_t cap = 64 + (size_t)r->n * 96;
    char *buf = malloc(cap);
    Error err;
    if (buf && prefs_path(app, RECORDS_FILE, path, sizeof path)) {
        size_t n = records_format(r, buf, cap);
        if (n < cap && !file_write_atomic(path, buf, n, &err))
            app_message(app, "Could not save best times: %s", err.msg);
    }
    free(buf);
    free(r);
    return best;
}

/* ---------- dialogs ---------- */

enum {
    MENU_RESUME = 1, MENU_HINT, MENU_UNDO, MENU_REDO, MENU_SHUFFLE, MENU_RESTART, MENU_NEW,
    MENU_SEED, MENU_SAVE, MENU_SAVE_AS, MENU_OPEN, MENU_SETTINGS, MENU_HELP, MENU_TITLE, MENU_QUIT,
    MENU_UNDO_WINNABLE, MENU_LAYOUT, MENU_GUIDE,
};

static void seed_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) != s)
        return;
    char *end;
    unsigned long long seed = strtoull(text, &end, 10);
    if (!*text || *end) {
        app_message(app, "A deal number is made of digits.");
        return;
    }
    new_game(s, app, seed, true);
}

static void game_menu_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    scene_pop_to(app, g);
    switch (id) {
    case MENU_HINT: do_hint(g, app); break;
    case MENU_UNDO: do_undo(g, app); break;
    case MENU_REDO: do_redo(g, app); break;
    case MENU_SHUFFLE: do_shuffle(g, app); break;
    case MENU_RESTART: do_restart(g, app); break;
    case MENU_NEW: new_game(g, app, 0, false); break;
    case MENU_SEED:
        scene_push(app, textinput_scene_new("New game with seed", "Deal number", "", "0123456789", 19,
                                            seed_done, g));
        break;
    case MENU_SAVE: save(g, app); break;
    case MENU_SAVE_AS: save_as(g, app); break;
    case MENU_OPEN: mahjong_push_open_dialog(app); break;
    case MENU_SETTINGS: scene_push(app, settings_scene_new(app)); break;
    case MENU_HELP: scene_push(app, help_scene_new(app)); break;
    case MENU_TITLE:
        autosave(g, app);
        scene_pop(app);
        break;
    case MENU_QUIT: app_quit(app); break;
    case MENU_UNDO_WINNABLE: undo_to_winnable(g, app); break;
    case MENU_LAYOUT: scene_push(app, mahjong_picker_new(app)); break;
    case MENU_GUIDE: scene_push(app, guide_scene_new(app)); break;
    default: break;
    }
}

static void open_game_menu(App *app)
{
    MenuSpec spec = {.name = "game-menu", .title = "Mahjong", .overlay = true, .on_select = game_menu_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    static const struct { int id; const char *label; } items[] = {
        {MENU_RESUME, "Resume"}, {MENU_HINT, "Hint"}, {MENU_UNDO, "Undo"}, {MENU_REDO, "Redo"},
        {MENU_SHUFFLE, "Shuffle"}, {MENU_RESTART, "Restart this deal"}, {MENU_NEW, "New game"},
        {MENU_SEED, "New game with seed..."}, {MENU_LAYOUT, "Choose a layout..."}, {MENU_SAVE, "Save"}, {MENU_SAVE_AS, "Save as..."},
        {MENU_OPEN, "Open..."}, {MENU_SETTINGS, "Settings"}, {MENU_HELP, "Help"}, {MENU_GUIDE, "Guide to these tiles"},
        {MENU_TITLE, "Main menu"}, {MENU_QUIT, "Quit"},
    };
    for (size_t i = 0; i < SDL_arraysize(items); i++)
        menu_add(m, items[i].id, items[i].label, NULL);
    scene_push(app, m);
}

static void warn_unwinnable(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    View *v = g->data;
    char msg[160];
    int back = v->game.hist_pos - v->last_winnable_pos;
    snprintf(msg, sizeof msg, "This deal can no longer be cleared.\nThe last winnable position is %d move%s back.",
             back, back == 1 ? "" : "s");
    MenuSpec spec = {.name = "unwinnable", .title = "No longer winnable", .message = msg, .overlay = true,
                     .on_select = game_menu_select};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
    menu_add(m, MENU_RESUME, "Keep playing", NULL);
    scene_push(app, m);
    audio_play(app, SFX_NOMOVES);
}

static void end_dialog(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    View *v = g->data;
    clock_sync(g, app);
    char msg[256], t[32];
    format_time(t, sizeof t, (uint32_t)(v->clock_ms / 1000));
    MenuSpec spec = {.overlay = true, .on_select = game_menu_select};
    if (mj_status(&v->game) == MJ_WON) {
        bool best = record_win(v, app, (uint32_t)(v->clock_ms / 1000));
        snprintf(msg, sizeof msg, "You cleared %s!\nTime %s%s    Moves %d    Deal %llu", v->game.layout.name, t,
                 best ? " (best)" : "", mj_moves(&v->game), (unsigned long long)v->game.seed);
        spec.name = "win";
        spec.title = "Well played";
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        menu_add(m, MENU_NEW, "New game", NULL);
        menu_add(m, MENU_RESTART, "Play this deal again", NULL);
        menu_add(m, MENU_TITLE, "Main menu", NULL);
        scene_push(app, m);
        char path[1024];
        if (prefs_path(app, MAHJONG_AUTOSAVE, path, sizeof path))
            remove(path);
    } else {
        snprintf(msg, sizeof msg, "No pair of free tiles matches.\n%d tiles are left.", v->game.left);
        spec.name = "no-moves";
        spec.title = "No more moves";
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        if (v->last_winnable_pos >= 0 && v->last_winnable_pos < v->game.hist_pos - 1)
            menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
        menu_add(m, MENU_UNDO, "Undo", NULL);
        menu_add(m, MENU_SHUFFLE, "Shuffle", NULL);
        menu_add(m, MENU_RESTART, "Restart this deal", NULL);
        menu_add(m, MENU_NEW, "New game", NULL);
        scene_push(app, m);
        audio_play(app, SFX_NOMOVES);
    }
}

typedef struct OpenList {
    char names[PREFS_MAX_SAVES][64];
    int n;
} OpenList;

static void open_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    OpenList *list = ctx;
    if (id < 0 || id >= list->n) {
        scene_pop(app);
        return;
    }
    char rel[128], path[1024];
    snprintf(rel, sizeof rel, "saves/%s%s", list->names[id], PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path))
        return;
    Scene *g = scene_find_game(app);
    Error err = {{0}};
    if (g) {
        View *v = g->data;
        Mahjong loaded;
        mj_init(&loaded);
        if (!read_save(path, &loaded, &err)) {
            app_message(app, "Could not open: %s", err.msg);
            mj_free(&loaded);
            return; /* the game in progress is untouched */
        }
        mj_free(&v->game);
        v->game = loaded;
        v->last_winnable_pos = -1;
        position_changed(v, app);
        v->clock_ms = (uint64_t)loaded.elapsed_s * 1000;
        SDL_strlcpy(v->save_name, list->names[id], sizeof v->save_name);
        v->focus = -1;
        reset_transients(v);
        build_order(v);
        v->out_w = 0;
        scene_pop_to(app, g);
        app_message(app, "Opened \"%s\".", list->names[id]);
        return;
    }
    Scene *fresh = mahjong_scene_open(app, path, &err);
    if (!fresh) {
        app_message(app, "Could not open: %s", err.msg);
        return;
    }
    View *v = fresh->data;
    SDL_strlcpy(v->save_name, list->names[id], sizeof v->save_name);
    scene_pop(app);
    scene_push(app, fresh);
}

void mahjong_push_open_dialog(App *app)
{
    OpenList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    list->n = prefs_list_saves(app, list->names, PREFS_MAX_SAVES);
    MenuSpec spec = {
        .name = "open",
        .title = "Open a saved game",
        .message = list->n ? "" : "There are no saved games yet.",
        .overlay = scene_top(app) != NULL,
        .on_select = open_select,
        .ctx = list,
        .free_ctx = free,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(list);
        return;
    }
    for (int i = 0; i < list->n && i < 16; i++)
        menu_add(m, i, list->names[i], NULL);
    menu_add(m, -1, "Back", NULL);
    scene_push(app, m);
}

/* ---------- keyboard / gamepad cursor ---------- */

static void focus_default(View *v)
{
    if (v->focus >= 0 && v->game.present[v->focus])
        return;
    /* the free tile nearest the top-left corner */
    int best = -1, best_d = 1 << 30;
    for (int i = 0; i < v->game.layout.count; i++) {
        if (!mj_is_free(&v->game, i))
            continue;
        const LayoutPlace *p = &v->game.layout.place[i];
        int d = p->x + p->y * 2;
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    v->focus = best;
}

/* Moves the cursor to the nearest free tile in a direction, scoring distance
 * along the direction plus twice the sideways offset. */
static void focus_move(View *v, int dx, int dy)
{
    if (v->focus < 0 || !v->game.present[v->focus]) {
        focus_default(v);
        return;
    }
    int fx, fy;
    tile_pos(v, v->focus, &fx, &fy);
    int best = -1;
    long best_score = 1L << 40;
    for (int i = 0; i < v->game.layout.count; i++) {
        if (i == v->focus || !mj_is_free(&v->game, i))
            continue;
        int x, y;
        tile_pos(v, i, &x, &y);
        long along = (long)(x - fx) * dx + (long)(y - fy) * dy;
        long across = labs((long)(x - fx) * dy) + labs((long)(y - fy) * dx);
        if (along <= 0)
            continue;
        long score = along + 2 * across;
        if (score < best_score) {
            best_score = score;
            best = i;
        }
    }
    if (best >= 0)
        v->focus = best;
}

static int cmp_reading(const void *pa, const void *pb)
{
    const LayoutPlace *a = &sort_layout->place[*(const int *)pa], *b = &sort_layout->place[*(const int *)pb];
    if (a->y != b->y)
        return a->y - b->y;
    if (a->x != b->x)
        return a->x - b->x;
    return b->z - a->z;
}

/* Tab / gamepad shoulders: the next free tile in reading order (top to bottom,
 * left to right), wrapping around. */
static void focus_cycle(View *v, int dir)
{
    int free_ids[LAYOUT_MAX_TILES], n = 0;
    for (int i = 0; i < v->game.layout.count; i++)
        if (mj_is_free(&v->game, i))
            free_ids[n++] = i;
    if (n == 0)
        return;
    sort_layout = &v->game.layout;
    qsort(free_ids, (size_t)n, sizeof free_ids[0], cmp_reading);
    sort_layout = NULL;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (free_ids[i] == v->focus)
            at = i;
    if (at < 0)
        v->focus = free_ids[dir > 0 ? 0 : n - 1];
    else
        v->focus = free_ids[(at + dir + n) % n];
}

/* ---------- scene callbacks ---------- */

static void view_action(Scene *s, App *app, const Action *a)
{
    View *v = s->data;
    fit_board(v, app);
    switch (a->kind) {
    case ACT_UP: case ACT_DOWN: case ACT_LEFT: case ACT_RIGHT: {
        bool first = !v->show_focus;
        v->show_focus = true;
        if (first && v->focus >= 0 && v->game.present[v->focus] && mj_is_free(&v->game, v->focus))
            break;
        if (first)
            v->focus = -1;
        int dx = a->kind == ACT_LEFT ? -1 : a->kind == ACT_RIGHT ? 1 : 0;
        int dy = a->kind == ACT_UP ? -1 : a->kind == ACT_DOWN ? 1 : 0;
        focus_move(v, dx, dy);
        break;
    }
    case ACT_SELECT:
        v->show_focus = true;
        if (v->focus < 0 || !v->game.present[v->focus])
            focus_default(v);
        else if (v->focus >= 0)
            pick(s, app, v->focus);
        break;
    case ACT_BACK:
        if (v->sel.selected >= 0)
            selection_clear(&v->sel);
        else
            open_game_menu(app);
        break;
    case ACT_MENU: open_game_menu(app); break;
    case ACT_HINT: do_hint(s, app); break;
    case ACT_UNDO: do_undo(s, app); break;
    case ACT_REDO: do_redo(s, app); break;
    case ACT_SHUFFLE: do_shuffle(s, app); break;
    case ACT_PAGE_NEXT: case ACT_PAGE_PREV:
        v->show_focus = true;
        focus_cycle(v, a->kind == ACT_PAGE_NEXT ? 1 : -1);
        break;
    case ACT_NEW: new_game(s, app, 0, false); break;
    case ACT_RESTART: do_restart(s, app); break;
    case ACT_SAVE: save(s, app); break;
    case ACT_OPEN: mahjong_push_open_dialog(app); break;
    case ACT_HELP: scene_push(app, help_scene_new(app)); break;
    case ACT_POINTER_DOWN: {
        SDL_Point p = {a->x, a->y};
        for (int i = 0; i < HUD_BUTTONS; i++) {
            if (SDL_PointInRect(&p, &v->button[i].r)) {
                Action b = {.kind = v->button[i].act};
                view_action(s, app, &b);
                return;
            }
        }
        if (a->button == SDL_BUTTON_RIGHT) {
            selection_clear(&v->sel);
            break;
        }
        int id = tile_at(v, a->x, a->y);
        /* the second click of a double click on the pair's second tile is
         * already handled by the first: ignore it */
        if (a->clicks >= 2 && id >= 0 && !v->game.present[id])
            break;
        if (id >= 0)
            v->focus = id;
        v->show_focus = false;
        pick(s, app, id);
        break;
    }
    default:
        break;
    }
}

static void view_update(Scene *s, App *app)
{
    View *v = s->data;
    clock_sync(s, app);
    poll_watch(s, app);
    for (int i = 0; i < v->n_fly;) {
        if (++v->fly[i].t >= REMOVE_TICKS)
            v->fly[i] = v->fly[--v->n_fly];
        else
            i++;
    }
    for (int i = 0; i < v->n_part;) {
        Particle *p = &v->part[i];
        p->x += p->vx;
        p->y += p->vy;
        p->vy += v->tw * 0.004f;
        if (--p->life <= 0)
            *p = v->part[--v->n_part];
        else
            i++;
    }
    if (v->flash_ticks > 0)
        v->flash_ticks--;
    if (v->hint_ticks > 0)
        v->hint_ticks--;
    if (v->pending_end)
        after_move(s, app);
}

static bool view_busy(Scene *s, App *app)
{
    (void)app;
    View *v = s->data;
    bool waiting = v->watch && !v->known && watching(app); /* poll until the verdict is in */
    return v->n_fly > 0 || v->n_part > 0 || v->flash_ticks > 0 || v->hint_ticks > 0 || v->pending_end || v->pending_warn || waiting;
}

static bool view_pending(Scene *s, App *app)
{
    View *v = s->data;
    /* only the top scene polls: never hold input for a covered game */
    return scene_top(app) == s && v->watch && !v->known && watching(app);
}

static int view_clock_wait(Scene *s, App *app)
{
    View *v = s->data;
    clock_sync(s, app);
    if (!v->clock_on)
        return -1;
    return (int)(1000 - v->clock_ms % 1000) + 1;
}

static SDL_Color tint_for(const View *v, App *app, int id, int layer_shade)
{
    Uint8 g = (Uint8)layer_shade;
    SDL_Color c = {g, g, g, 255};
    if (v->flash_ticks > 0 && (id == v->flash[0] || id == v->flash[1]))
        return (SDL_Color){255, 120, 110, 255};
    if (id == v->sel.selected)
        return (SDL_Color){255, 214, 120, 255};
    if (v->hint_ticks > 0 && (id == v->hint[0] || id == v->hint[1])) {
        float t = 0.5f + 0.5f * SDL_sinf((float)app->tick * 0.18f);
        return (SDL_Color){(Uint8)(150 + 60 * t), (Uint8)(230 + 25 * t), (Uint8)(170 + 50 * t), 255};
    }
    return c;
}

/* Top bar: the tile count, then deal / time / moves, and buttons on the right.
 * When the window is too narrow for both, the details go on a second line. */
static void draw_hud(View *v, App *app)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    static const struct { ActionKind act; const char *label; } defs[HUD_BUTTONS] = {
        {ACT_MENU, "Menu"}, {ACT_HINT, "Hint"}, {ACT_UNDO, "Undo"}, {ACT_REDO, "Redo"}, {ACT_SHUFFLE, "Shuffle"},
    };
    int bx = app->w - pad;
    int bh = th * 3 / 2;
    for (int i = 0; i < HUD_BUTTONS; i++) {
        int bw = text_width(FONT_BODY, defs[i].label) + th;
        bx -= bw;
        SDL_Rect r = {bx, pad / 2, bw, bh};
        v->button[i] = (HudButton){r, defs[i].act, defs[i].label};
        bool enabled = (defs[i].act != ACT_UNDO || mj_can_undo(&v->game)) &&
                       (defs[i].act != ACT_REDO || mj_can_redo(&v->game));
        gfx_fill(app, r, (SDL_Color){8, 24, 20, 150});
        gfx_frame(app, r, 1, enabled ? COLOR_ACCENT : COLOR_TEXT_DIM);
        text_draw(app, FONT_BODY, defs[i].label, r.x + bw / 2, r.y + (bh - th) / 2,
                  enabled ? COLOR_TEXT : COLOR_TEXT_DIM, ALIGN_CENTER);
        bx -= pad / 2;
    }
    char buf[96], t[32];
    snprintf(buf, sizeof buf, "%d", v->game.left);
    int x = pad;
    int base = pad / 2 + text_height(FONT_TITLE) - text_height(FONT_SMALL) - th / 6;
    int w = text_draw(app, FONT_TITLE, buf, x, pad / 2, COLOR_ACCENT, ALIGN_LEFT);
    int lw = text_draw(app, FONT_SMALL, "tiles left", x + w + pad / 2, base, COLOR_TEXT_DIM, ALIGN_LEFT);
    format_time(t, sizeof t, (uint32_t)(v->clock_ms / 1000));
    snprintf(buf, sizeof buf, "%.40s   -   Deal %llu   -   Time %.12s   -   Moves %d", v->game.layout.name,
             (unsigned long long)v->game.seed, t, mj_moves(&v->game));
    int ix = x + w + pad / 2 + lw + th, iy = base;
    int next_line = pad / 2 + text_height(FONT_TITLE) + th / 8;
    if (ix + text_width(FONT_SMALL, buf) > bx) {
        ix = x; /* no room beside the count: a line of its own */
        iy = next_line;
        next_line += text_height(FONT_SMALL) + th / 8;
    }
    text_draw(app, FONT_SMALL, buf, ix, iy, COLOR_TEXT, ALIGN_LEFT);
    if (app->settings.show_winnable && mj_status(&v->game) == MJ_PLAYING) {
        const char *label = "Checking...";
        SDL_Color c = COLOR_TEXT_DIM;
        if (v->known && v->answer.result == SOLVE_SOLVABLE) {
            label = "Winnable";
            c = COLOR_GOOD;
        } else if (v->known && v->answer.result == SOLVE_UNSOLVABLE) {
            label = "No longer winnable";
            c = COLOR_WARN;
        } else if (v->known) {
            label = "Too hard to tell";
        }
        text_draw(app, FONT_BODY, label, x, next_line, c, ALIGN_LEFT);
    }
}

static uint64_t board_signature(const View *v, App *app)
{
    uint64_t h = 1469598103934665603ull;
    const int n = v->game.layout.count;
    for (int i = 0; i < n; i++) {
        h = (h ^ (uint64_t)(v->game.present[i] ? v->game.face[i] + 1 : 0)) * 1099511628211ull;
    }
    uint64_t geo[] = {(uint64_t)app->w, (uint64_t)app->h, (uint64_t)v->tw, tiles_generation(), (uint64_t)n};
    for (size_t i = 0; i < SDL_arraysize(geo); i++)
        h = (h ^ geo[i]) * 1099511628211ull;
    return h;
}

static void draw_tiles(View *v, App *app, bool highlights_only)
{
    const Layout *l = &v->game.layout;
    int layer = -1, shade = 255;
    for (int k = 0; k < l->count; k++) {
        int id = v->order[k];
        if (!v->game.present[id])
            continue;
        int z = l->place[id].z;
        if (z != layer) {
            layer = z;
            shade = 255 - (v->maxz - z) * 16; /* lower layers slightly darker */
        }
        SDL_Color tint = tint_for(v, app, id, shade);
        bool lit = tint.r != shade || tint.g != shade || tint.b != shade;
        if (highlights_only && (!lit || !mj_is_free(&v->game, id)))
            continue;
        int x, y;
        tile_pos(v, id, &x, &y);
        if (!highlights_only)
            tile_art_draw_shadow(app, x, y, z); /* falls further the higher the tile */
        tiles_draw(app, v->game.face[id], x, y, highlights_only ? tint : (SDL_Color){(Uint8)shade, (Uint8)shade, (Uint8)shade, 255}, 255, 1.0f);
    }
}

/* Table and resting tiles; from the cached texture when nothing changed. */
static void draw_board(View *v, App *app)
{
    if (!v->board_tex && SDL_RenderTargetSupported(app->renderer)) {
        v->board_tex = SDL_CreateTexture(app->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                         app->w, app->h);
        if (v->board_tex)
            SDL_SetTextureBlendMode(v->board_tex, SDL_BLENDMODE_NONE);
        v->board_sig = 0;
    }
    if (v->board_tex) {
        int tw = 0, th = 0;
        SDL_QueryTexture(v->board_tex, NULL, NULL, &tw, &th);
        if (tw != app->w || th != app->h) {
            SDL_DestroyTexture(v->board_tex);
            v->board_tex = NULL;
            draw_board(v, app);
            return;
        }
    }
    if (!v->board_tex) {
        gfx_background(app);
        draw_tiles(v, app, false);
        return;
    }
    uint64_t sig = board_signature(v, app);
    if (sig != v->board_sig) {
        SDL_Texture *prev = SDL_GetRenderTarget(app->renderer);
        SDL_SetRenderTarget(app->renderer, v->board_tex);
        gfx_background(app);
        draw_tiles(v, app, false);
        SDL_SetRenderTarget(app->renderer, prev);
        v->board_sig = sig;
    }
    SDL_RenderCopy(app->renderer, v->board_tex, NULL, NULL);
}

static void view_draw(Scene *s, App *app)
{
    View *v = s->data;
    clock_sync(s, app);
    fit_board(v, app);
    draw_board(v, app);
    /* selected, hinted and refused tiles are free, so nothing lies on them:
     * drawing them again, tinted, over the cached board is exact */
    draw_tiles(v, app, true);
    /* a refused pick of a covered tile: outline it, since tiles lie on it */
    if (v->flash_ticks > 0 && v->flash[0] >= 0 && v->game.present[v->flash[0]] &&
        !mj_is_free(&v->game, v->flash[0])) {
        int x, y;
        tile_pos(v, v->flash[0], &x, &y);
        gfx_frame(app, (SDL_Rect){x, y, v->tw, v->th}, SDL_max(2, v->tw / 20), (SDL_Color){240, 90, 80, 255});
    }
    /* keyboard / gamepad cursor */
    if (v->show_focus && v->focus >= 0 && v->game.present[v->focus]) {
        int x, y;
        tile_pos(v, v->focus, &x, &y);
        int t = SDL_max(2, v->tw / 16);
        gfx_frame(app, (SDL_Rect){x - t, y - t, v->tw + 2 * t, v->th + 2 * t}, t, (SDL_Color){80, 200, 255, 255});
    }
    for (int i = 0; i < v->n_fly; i++) {
        const Flyer *f = &v->fly[i];
        float p = (float)f->t / REMOVE_TICKS;
        float ease = 1 - (1 - p) * (1 - p);
        Uint8 alpha = (Uint8)(255 * (1 - p) * (1 - p * 0.5f));
        tiles_draw(app, f->face, f->x, f->y - (int)(ease * v->th * 0.6f), (SDL_Color){255, 240, 200, 255}, alpha,
                   1.0f + 0.18f * ease);
    }
    for (int i = 0; i < v->n_part; i++) {
        const Particle *p = &v->part[i];
        int sz = SDL_max(2, v->tw / 18);
        SDL_Color c = p->c;
        c.a = (Uint8)(255 * p->life / PARTICLE_TICKS);
        gfx_fill(app, (SDL_Rect){(int)p->x - sz / 2, (int)p->y - sz / 2, sz, sz}, c);
    }
    draw_hud(v, app);
}

static bool view_locate(Scene *s, App *app, int id, int *x, int *y)
{
    View *v = s->data;
    fit_board(v, app);
    if (id < 0 || id >= v->game.layout.count || !v->game.present[id])
        return false;
    tile_pos(v, id, x, y);
    *x += v->tw / 2;
    *y += v->th / 2;
    return true;
}

static bool view_dump(Scene *s, App *app, FILE *f)
{
    View *v = s->data;
    clock_sync(s, app);
    /* the rules' JSON plus the view's verdict on "still winnable" */
    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    if (!mem)
        return false;
    mj_write_json(&v->game, v->sel.selected, v->show_focus ? v->focus : -1, mem);
    fclose(mem);
    while (len > 0 && buf[len - 1] == '\n')
        len--;
    if (len > 0 && buf[len - 1] == '}')
        len--;
    const char *verdict = !v->known ? (v->watch ? "checking" : "off")
                        : v->answer.result == SOLVE_SOLVABLE   ? "yes"
                        : v->answer.result == SOLVE_UNSOLVABLE ? "no"
                                                               : "unknown";
    fprintf(f, "%.*s,\"winnable\":\"%s\"}\n", (int)len, buf, verdict);
    free(buf);
    return true;
}

static void view_quit(Scene *s, App *app)
{
    autosave(s, app);
}

static void view_enter(Scene *s, App *app)
{
    View *v = s->data;
    v->out_w = 0; /* settings may have changed the tileset */
    if (watching(app) && !v->known)
        position_changed(v, app); /* the status may just have been switched on */
    clock_sync(s, app);
}

static void view_destroy(Scene *s)
{
    View *v = s->data;
    if (v->board_tex)
        SDL_DestroyTexture(v->board_tex);
    watch_free(v->watch);
    solver_free(v->solver);
    mj_free(&v->game);
    free(v);
    free(s);
}

static Scene *view_alloc(void)
{
    Scene *s = calloc(1, sizeof *s);
    View *v = calloc(1, sizeof *v);
    if (!s || !v) {
        free(s);
        free(v);
        return NULL;
    }
    mj_init(&v->game);
    selection_clear(&v->sel);
    v->focus = -1;
    v->last_winnable_pos = -1;
    s->name = "mahjong";
    s->data = v;
    s->enter = view_enter;
    s->action = view_action;
    s->update = view_update;
    s->draw = view_draw;
    s->busy = view_busy;
    s->clock_wait_ms = view_clock_wait;
    s->pending = view_pending;
    s->locate = view_locate;
    s->dump = view_dump;
    s->quit = view_quit;
    s->destroy = view_destroy;
    return s;
}

Scene *mahjong_scene_new(App *app, const char *layout, uint64_t seed, bool has_seed, Error *err)
{
    Layout *l = malloc(sizeof *l);
    Scene *s = view_alloc();
    if (!l || !s) {
        free(l);
        if (s)
            view_destroy(s);
        error_set(err, "out of memory");
        return NULL;
    }
    bool ok = load_layout(app, layout ? layout : app->settings.layout, l, err) &&
              deal(s->data, app, l, has_seed ? seed : fresh_seed(), err);
    free(l);
    if (!ok) {
        view_destroy(s);
        return NULL;
    }
    return s;
}

Scene *mahjong_scene_open(App *app, const char *path, Error *err)
{
    Scene *s = view_alloc();
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    View *v = s->data;
    if (!read_save(path, &v->game, err)) {
        view_destroy(s);
        return NULL;
    }
    v->clock_ms = (uint64_t)v->game.elapsed_s * 1000;
    build_order(v);
    position_changed(v, app);
    return s;
}

void mahjong_start_layout(App *app, const char *id)
{
    SDL_strlcpy(app->settings.layout, id, sizeof app->settings.layout);
    app_save_settings(app);
    Scene *g = scene_find_game(app);
    if (g) {
        scene_pop_to(app, g);
        new_game(g, app, 0, false);
        return;
    }
    Error err = {{0}};
    Scene *fresh = mahjong_scene_new(app, id, 0, false, &err);
    if (!fresh) {
        app_message(app, "%s", err.msg);
        return;
    }
    scene_pop(app);
    scene_push(app, fresh);
}

bool mahjong_has_autosave(App *app)
{
    char path[1024];
    return prefs_path(app, MAHJONG_AUTOSAVE, path, sizeof path) && file_exists(path);
}
