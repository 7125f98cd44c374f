#include "scenes/play.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fileio.h"
#include "core/registry.h"
#include "core/selection.h"
#include "core/worker.h"
#include "engine/audio.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "games/registry.h"
#include "scenes/scenes.h"

/* Timings in ticks (60 Hz). */
#define FLASH_TICKS 24 /* a refused pick stays red */
#define HINT_TICKS 150 /* a hint pulses */
/* Solver budgets: interactive help uses wall time so that it never drags (the
 * move it picks is recorded, so replays need no solver). */
#define WORKER_BUDGET_MS 2000.0
#define HINT_BUDGET_MS 40.0

typedef struct HudButton {
    SDL_Rect r;
    ActionKind act;
    const char *label;
    bool enabled;
} HudButton;

enum { HUD_MAX = 6 };

typedef struct Play {
    const GameView *view;
    void *vd;
    Game game;
    Selection sel;
    int focus;            /* cursor (piece id) or -1 */
    bool show_focus;      /* the cursor shows once keys or a pad are used */
    int flash, flash_ticks;
    int hint[2], hint_ticks; /* pulsing for hint_ticks, shown until the next move */
    bool hint_on;
    bool pending_end;     /* the end dialog, once the animation settles */
    bool ended;           /* ... was shown for this position */
    char save_name[64];   /* set after Save as or Open */
    uint64_t clock_mark;  /* wall clock of the last sync, ms */
    bool clock_on;
    int out_w, out_h;
    HudButton button[HUD_MAX];
    int n_buttons;
    void *scratch;        /* the rules' solver memory on this thread */
    /* "still winnable": answers from the worker, by position generation */
    Worker *worker;
    uint32_t gen;
    bool known;
    bool worker_later;    /* the request waits for the first frame to be shown */
    WorkerAnswer answer;
    int last_winnable_pos; /* history position last proved winnable, or -1 */
    bool warned, pending_warn;
    bool fresh_setup;     /* the next deal takes its setup from the settings */
    int confirm_id;       /* the menu action a confirmation asks about */
    bool confirmed;       /* ... and the player said yes */
    bool kept;            /* this game is the one in the autosave file */
    bool banner;          /* "can no longer be cleared", over the board, play goes on */
    SDL_Rect banner_r, banner_undo;
    SDL_Point focus_pt;   /* where the cursor last was: it comes back near there */
    bool has_focus_pt;
    /* drag and drop (views with drag_drop): the piece pressed, where, how far */
    int drag;
    bool dragging;
    int drag_x0, drag_y0, drag_dx, drag_dy;
} Play;

static void end_dialog(App *app);
static void warn_unwinnable(App *app);
static bool ask_first(Scene *g, App *app, int id);
static void forget_kept(Play *p, const char *path);
static void write_kept(Play *p, App *app, const char *path);
static void *deal_options_for(Play *p, App *app, const char *arg, Error *err);
static void draw_banner(Scene *s, App *app);
static bool banner_shown(const Play *p);
static void remember_focus(Play *p);
static int nearest_to_focus(const Play *p, const SDL_Rect *rects, int n);
static void focus_default(Play *p);
static bool banner_click(Scene *s, App *app, const Action *a);
static void do_end_game(Scene *s, App *app);
static const char *end_reason_text(const Game *g);

/* ---------- clock ---------- */

static uint64_t now_ms(App *app)
{
    return app->cfg.headless ? app->tick * 1000 / APP_TICK_HZ : SDL_GetTicks64();
}

static bool has_focus(App *app)
{
    return app->cfg.headless || (SDL_GetWindowFlags(app->window) & SDL_WINDOW_INPUT_FOCUS);
}

static bool playing(const Play *p)
{
    return game_status(&p->game).outcome == OUTCOME_PLAYING;
}

/* Game time runs only while the board is on top, the window has focus and the
 * game is on. Every change of those goes through here first. */
static void clock_sync(Scene *s, App *app, bool covered)
{
    Play *p = s->data;
    uint64_t now = now_ms(app);
    if (p->clock_on && now > p->clock_mark)
        game_tick(&p->game, (uint32_t)SDL_min(now - p->clock_mark, 60000));
    p->clock_mark = now;
    p->clock_on = !covered && scene_top(app) == s && has_focus(app) && playing(p);
}

/* The board is hidden while a game is on and its clock stands (menus, help,
 * settings, the guide, a window without focus): a paused clock is no time to plan. */
static bool board_hidden(Scene *s, App *app)
{
    Play *p = s->data;
    return playing(p) && (scene_top(app) != s || !has_focus(app));
}

static void format_time(char *buf, size_t cap, uint32_t s)
{
    if (s >= 3600)
        snprintf(buf, cap, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, cap, "%u:%02u", s / 60, s % 60);
}

/* A new deal's number: from the clock, except in headless runs, where the deals
 * follow one fixed sequence (like their cosmetic RNG) so scripts are exact. */
static uint64_t fresh_seed(const App *app)
{
    static Rng headless;
    static bool started;
    if (app->cfg.headless) {
        if (!started)
            rng_seed(&headless, 1);
        started = true;
        return 1 + rng_below(&headless, 999999999u);
    }
    Rng r;
    rng_seed(&r, SDL_GetPerformanceCounter() ^ ((uint64_t)time(NULL) << 20));
    return 1 + rng_below(&r, 999999999u);
}

/* ---------- the worker ---------- */

static bool watching(const Play *p, App *app)
{
    return p->game.rules && p->game.rules->solver &&
           (app->settings.show_winnable || app->settings.look_for_moves);
}

/* Every change of position goes through here: the worker looks at it again. */
static void position_changed(Play *p, App *app)
{
    p->gen++;
    p->known = false;
    p->ended = false;
    if (!watching(p, app))
        return;
    if (app->frames == 0) { /* the first frame never shares the cores with the solver */
        p->worker_later = true;
        return;
    }
    p->worker_later = false;
    if (!p->worker)
        p->worker = worker_new(p->game.rules, WORKER_BUDGET_MS);
    if (p->worker)
        worker_request(p->worker, p->game.state, p->gen);
}

static bool settled(const Play *p)
{
    return !p->view->animating || !p->view->animating(p->vd);
}

static void poll_worker(Scene *s, App *app)
{
    Play *p = s->data;
    WorkerAnswer a;
    if (p->worker_later && app->frames > 0)
        position_changed(p, app); /* the held request, now that a frame is shown */
    if (p->worker && worker_poll(p->worker, &a) && a.generation == p->gen) {
        p->answer = a;
        p->known = true;
        app->dirty = true;
        if (a.result == SUGGEST_WINNING) {
            p->last_winnable_pos = p->game.pos;
            p->warned = p->pending_warn = p->banner = false;
        } else if (a.result == SUGGEST_LOST && app->settings.look_for_moves && !p->warned &&
                   p->last_winnable_pos >= 0 && p->last_winnable_pos < p->game.pos) {
            p->warned = p->pending_warn = true;
        }
    }
    if (!p->pending_warn)
        return;
    if (!playing(p)) {
        p->pending_warn = false; /* the end dialog says it all */
        return;
    }
    if (p->known && p->answer.result == SUGGEST_LOST && settled(p) && !p->pending_end &&
        scene_top(app) == s) {
        p->pending_warn = false;
        warn_unwinnable(app);
    }
}

/* ---------- moves ---------- */

static void reset_transients(Play *p)
{
    selection_clear(&p->sel);
    p->flash_ticks = p->hint_ticks = 0;
    p->hint_on = false;
    p->pending_end = false;
    if (p->focus >= 0 && p->game.rules->pickable && !p->game.rules->pickable(p->game.state, p->focus))
        p->focus = -1;
}

/* After a new deal, an open or a restart. */
static void game_replaced(Play *p, App *app)
{
    p->focus = -1;
    p->has_focus_pt = false;
    p->last_winnable_pos = -1;
    p->warned = p->pending_warn = p->banner = false;
    reset_transients(p);
    p->out_w = 0;
    p->view->reset(p->vd, app, &p->game);
    position_changed(p, app);
}

static void check_end(Scene *s, App *app)
{
    Play *p = s->data;
    GameOutcome o = game_status(&p->game).outcome;
    if (!p->ended && (o == OUTCOME_WON || o == OUTCOME_LOST || (o == OUTCOME_STUCK && app->settings.look_for_moves)))
        p->pending_end = true;
    if (p->pending_end && settled(p)) {
        p->pending_end = false;
        p->ended = true;
        end_dialog(app);
    }
}

static void play_move(Scene *s, App *app, const Move *m)
{
    Play *p = s->data;
    Error why = {{0}};
    MoveEvent ev;
    remember_focus(p);
    if (p->view->before_move)
        p->view->before_move(p->vd, app, &p->game, m);
    if (!game_apply(&p->game, m, &ev, &why)) {
        app_message(app, "%s", why.msg);
        audio_play(app, SFX_INVALID);
        return;
    }
    if (p->view->after_move)
        p->view->after_move(p->vd, app, &p->game, m, &ev);
    if (p->focus >= 0 && p->show_focus)
        focus_default(p); /* the cursor stays near the pair that went */
    position_changed(p, app);
    p->hint_ticks = 0;
    p->hint_on = false;
    GameStatus st = game_status(&p->game);
    audio_play(app, st.outcome == OUTCOME_WON ? SFX_WIN : SFX_MATCH);
    if (ev.flags & EVENT_RESHUFFLED)
        app_message(app, "No move was left: the pieces were reshuffled.");
    if ((ev.flags & EVENT_STAGE_CLEARED) && st.outcome == OUTCOME_PLAYING)
        app_message(app, "Stage cleared! Stage %d of %d.", st.stage, st.stages);
    check_end(s, app);
}

static void pick(Scene *s, App *app, int piece)
{
    Play *p = s->data;
    Move m;
    switch (selection_pick(&p->sel, p->game.rules, p->game.state, piece, &m)) {
    case SEL_SELECTED:
        audio_play(app, SFX_SELECT);
        break;
    case SEL_DESELECTED:
        break;
    case SEL_INVALID: {
        p->flash = piece;
        p->flash_ticks = FLASH_TICKS;
        audio_play(app, SFX_INVALID);
        char why[96] = "";
        if (p->game.rules->why_refused)
            p->game.rules->why_refused(p->game.state, p->sel.selected, piece, why, sizeof why);
        if (why[0])
            app_message(app, "%s", why);
        break;
    }
    case SEL_MOVE:
        play_move(s, app, &m);
        break;
    }
}

static void *scratch(Play *p)
{
    if (!p->scratch && p->game.rules->solver)
        p->scratch = p->game.rules->solver->scratch_new();
    return p->scratch;
}

static void do_hint(Scene *s, App *app)
{
    Play *p = s->data;
    Move known = {0}, m;
    if (p->known && p->answer.result == SUGGEST_WINNING)
        known = p->answer.move; /* the worker already proved this one */
    Error why = {{0}};
    if (game_hint(&p->game, known.kind ? &known : NULL, scratch(p), HINT_BUDGET_MS, &m, NULL, &why)) {
        p->hint[0] = m.a;
        p->hint[1] = m.b;
        p->hint_ticks = HINT_TICKS;
        p->hint_on = true;
        audio_play(app, SFX_HINT);
    } else {
        audio_play(app, SFX_NOMOVES);
        app_message(app, "%s", why.msg);
    }
}

static void do_undo(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    if (game_undo(&p->game, &why)) {
        reset_transients(p);
        position_changed(p, app);
        audio_play(app, SFX_UNDO);
    } else {
        app_message(app, "%s", why.msg);
    }
}

static void do_redo(Scene *s, App *app)
{
    Play *p = s->data;
    if (game_redo(&p->game)) {
        reset_transients(p);
        position_changed(p, app);
        audio_play(app, SFX_MATCH);
        check_end(s, app);
    } else {
        app_message(app, "Nothing to redo.");
    }
}

static void undo_to_winnable(Scene *s, App *app)
{
    Play *p = s->data;
    while (p->game.pos > p->last_winnable_pos && game_undo(&p->game, NULL)) {
    }
    reset_transients(p);
    position_changed(p, app);
    audio_play(app, SFX_UNDO);
}

static void do_shuffle(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    MoveEvent ev;
    bool ok = game_shuffle(&p->game, scratch(p), &ev, &why);
    if (why.msg[0])
        app_message(app, "%s", why.msg);
    if (!ok)
        return;
    reset_transients(p);
    position_changed(p, app);
    audio_play(app, SFX_SHUFFLE);
    check_end(s, app);
}

static void do_restart(Scene *s, App *app)
{
    Play *p = s->data;
    game_restart(&p->game);
    game_replaced(p, app);
    clock_sync(s, app, false);
    audio_play(app, SFX_SHUFFLE);
}

static bool deal_into(Play *p, App *app, const RulesVariant *v, const char *arg, uint64_t seed, Error *err)
{
    void *opts = deal_options_for(p, app, arg, err);
    if (p->view->deal_options && !opts)
        return false;
    Game fresh;
    game_init(&fresh);
    bool ok = game_new(&fresh, p->view->rules, v, seed, opts, err);
    free(opts);
    if (!ok)
        return false;
    uint32_t limit = p->view->time_limit && fresh.time_limit_ms ? p->view->time_limit(p->vd, app, fresh.variant) : 0;
    if (limit) /* the player's countdown option */
        game_set_time_limit(&fresh, limit);
    game_free(&p->game);
    p->game = fresh;
    p->save_name[0] = 0;
    game_replaced(p, app);
    return true;
}

static void new_game(Scene *s, App *app, const RulesVariant *v, uint64_t seed, bool has_seed)
{
    Play *p = s->data;
    Error err = {{0}};
    if (!deal_into(p, app, v ? v : p->game.variant, NULL, has_seed ? seed : fresh_seed(app), &err))
        app_message(app, "%s", err.msg);
    else
        audio_play(app, SFX_SHUFFLE);
    clock_sync(s, app, false);
}

/* ---------- files ---------- */

static bool write_save(Play *p, App *app, const char *path)
{
    size_t len = 0;
    Error err = {{0}};
    char *text = game_save_text(&p->game, &len, &err);
    bool ok = text && file_write_atomic(path, text, len, &err);
    if (!ok)
        app_message(app, "Could not save: %s", err.msg);
    free(text);
    return ok;
}

static bool read_save(const char *path, Game *into, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, GAME_SAVE_MAX_BYTES, &text, &len, err))
        return false;
    const char *base = strrchr(path, '/');
    bool ok = game_load_text(into, text, len, base ? base + 1 : path, err);
    free(text);
    return ok;
}

static void save_named(Scene *s, App *app, const char *name)
{
    Play *p = s->data;
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
    clock_sync(s, app, false);
    if (write_save(p, app, path)) {
        SDL_strlcpy(p->save_name, name, sizeof p->save_name);
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
    Play *p = s->data;
    if (!p->game.variant->saves) {
        app_message(app, "%s games cannot be saved.", p->game.variant->name);
        return;
    }
    char def[64];
    if (p->save_name[0])
        SDL_strlcpy(def, p->save_name, sizeof def);
    else if (p->view->save_name)
        p->view->save_name(p->vd, &p->game, def, sizeof def);
    else if (snprintf(def, sizeof def, "%.30s %" PRIu64, p->game.rules->name, p->game.seed) < 0)
        def[0] = 0;
    for (char *c = def; *c; c++)
        if (!SDL_isalnum((unsigned char)*c) && *c != ' ' && *c != '-' && *c != '_')
            *c = '-';
    def[40] = 0;
    scene_push(app, textinput_scene_new("Save as", "Name of the saved game", def,
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_",
                                        40, save_as_done, s));
}

static void save(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->save_name[0])
        save_named(s, app, p->save_name);
    else
        save_as(s, app);
}

/* The game in progress is kept on quit (when its variant saves) and offered on
 * the next start; a finished or untouched one is not. */
static void autosave(Scene *s, App *app)
{
    Play *p = s->data;
    char path[1024];
    if (!p->view->autosave || !prefs_path(app, p->view->autosave, path, sizeof path))
        return;
    clock_sync(s, app, false);
    if (!p->game.variant->saves)
        return; /* a timed game is never kept; an earlier kept game stays */
    if (!playing(p) && game_status(&p->game).outcome != OUTCOME_STUCK)
        forget_kept(p, path);
    else if (game_moves(&p->game) > 0)
        write_kept(p, app, path);
}

/* ---------- menus and dialogs ---------- */

enum {
    MENU_RESUME = 1, MENU_HINT, MENU_UNDO, MENU_REDO, MENU_SHUFFLE, MENU_RESTART, MENU_NEW,
    MENU_SEED, MENU_SAVE, MENU_SAVE_AS, MENU_OPEN, MENU_SETTINGS, MENU_HELP, MENU_TITLE, MENU_QUIT,
    MENU_UNDO_WINNABLE, MENU_GUIDE, MENU_NEW_SETTINGS, MENU_FULLSCREEN, MENU_END_GAME,
    MENU_VARIANT = 50, /* + variant index: a new game of that variant */
    MENU_VIEW = 100,   /* and up: the game's own items */
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
    new_game(s, app, NULL, seed, true);
}

static void game_menu_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    scene_pop_to(app, g);
    if (ask_first(g, app, id))
        return;
    if (id >= MENU_VIEW) {
        if (p->view->menu_select)
            p->view->menu_select(p->vd, app, id);
        return;
    }
    if (id >= MENU_VARIANT && id < MENU_VARIANT + p->game.rules->n_variants) {
        new_game(g, app, &p->game.rules->variants[id - MENU_VARIANT], 0, false);
        return;
    }
    switch (id) {
    case MENU_HINT: do_hint(g, app); break;
    case MENU_UNDO: do_undo(g, app); break;
    case MENU_REDO: do_redo(g, app); break;
    case MENU_SHUFFLE: do_shuffle(g, app); break;
    case MENU_RESTART: if (!p->game.variant->no_restart) do_restart(g, app); break;
    case MENU_NEW: new_game(g, app, NULL, 0, false); break;
    case MENU_NEW_SETTINGS:
        p->fresh_setup = true;
        new_game(g, app, NULL, 0, false);
        break;
    case MENU_SEED:
        scene_push(app, textinput_scene_new("New game with seed", "Deal number", "", "0123456789", 19,
                                            seed_done, g));
        break;
    case MENU_SAVE: save(g, app); break;
    case MENU_SAVE_AS: save_as(g, app); break;
    case MENU_OPEN: play_push_open_dialog(app); break;
    case MENU_SETTINGS: scene_push(app, settings_scene_new(app)); break;
    case MENU_HELP: scene_push(app, help_scene_new(app, p->game.rules)); break;
    case MENU_GUIDE: scene_push(app, guide_scene_new(app)); break;
    case MENU_TITLE:
        autosave(g, app);
        scene_pop(app);
        break;
    case MENU_QUIT: app_quit(app); break;
    case MENU_UNDO_WINNABLE: undo_to_winnable(g, app); break;
    case MENU_FULLSCREEN: app_toggle_fullscreen(app); break;
    case MENU_END_GAME: do_end_game(g, app); break;
    default: break;
    }
}

static void game_menu_adjust(App *app, Scene *menu, int id, int delta, void *ctx)
{
    (void)ctx;
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    if (id >= MENU_VIEW && p->view->menu_adjust)
        p->view->menu_adjust(p->vd, app, menu, id, delta);
}

static void add_aid_item(Scene *m, const Play *p, int id, AidKind aid, const char *label)
{
    if (p->game.variant->aid[aid].limit == 0)
        return;
    char buf[64];
    int32_t cost = game_aid_cost(&p->game, aid);
    int left = game_aid_left(&p->game, aid);
    if (cost && left >= 0)
        snprintf(buf, sizeof buf, "%s (-%d, %d left)", label, (int)cost, left);
    else if (cost)
        snprintf(buf, sizeof buf, "%s (-%d)", label, (int)cost);
    else if (left >= 0)
        snprintf(buf, sizeof buf, "%s (%d left)", label, left);
    else
        snprintf(buf, sizeof buf, "%s", label);
    menu_add(m, id, buf, NULL);
    menu_set_enabled(m, id, left != 0);
}

static void add_contest_items(Scene *m, const Play *p)
{
    if (!p->game.variant->end_game)
        return;
    menu_add(m, MENU_END_GAME, "End game", NULL);
    menu_set_enabled(m, MENU_END_GAME, game_can_end(&p->game));
}

static void open_game_menu(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    char title[64];
    snprintf(title, sizeof title, "%s - paused", p->game.variant->name);
    MenuSpec spec = {.name = "game-menu", .title = title, .overlay = true,
                     .on_select = game_menu_select, .on_adjust = game_menu_adjust};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    const RulesModule *r = p->game.rules;
    menu_add_header(m, "Play");
    menu_add(m, MENU_RESUME, "Resume", NULL);
    if (banner_shown(p) && p->last_winnable_pos >= 0 && game_aid_left(&p->game, AID_UNDO) != 0)
        menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
    add_aid_item(m, p, MENU_HINT, AID_HINT, "Hint");
    if (r->variants && p->game.variant->aid[AID_UNDO].limit != 0) {
        add_aid_item(m, p, MENU_UNDO, AID_UNDO, "Undo");
        menu_set_enabled(m, MENU_UNDO, game_can_undo(&p->game));
        if (p->game.variant->redo) {
            menu_add(m, MENU_REDO, "Redo", NULL);
            menu_set_enabled(m, MENU_REDO, game_can_redo(&p->game));
        }
    }
    add_aid_item(m, p, MENU_SHUFFLE, AID_SHUFFLE, "Shuffle");
    add_contest_items(m, p);
    if (!p->game.variant->no_restart)
        menu_add(m, MENU_RESTART, "Restart this deal", NULL);
    menu_add_header(m, "Game");
    menu_add(m, MENU_NEW, "New game", NULL);
    for (int i = 0; r->n_variants > 1 && i < r->n_variants; i++) {
        char buf[80];
        snprintf(buf, sizeof buf, "New game: %s", r->variants[i].name);
        menu_add(m, MENU_VARIANT + i, buf, NULL);
    }
    menu_add(m, MENU_SEED, "New game with seed...", NULL);
    if (p->view->menu_items)
        p->view->menu_items(p->vd, app, m);
    if (p->game.variant->saves) {
        menu_add(m, MENU_SAVE, "Save", NULL);
        menu_add(m, MENU_SAVE_AS, "Save as...", NULL);
    }
    menu_add(m, MENU_OPEN, "Open...", NULL);
    menu_add(m, MENU_TITLE, "Main menu", NULL);
    menu_add(m, MENU_QUIT, "Quit", NULL);
    menu_add_header(m, "View and help");
    menu_add(m, MENU_SETTINGS, "Settings", NULL);
    menu_add(m, MENU_FULLSCREEN, "Full screen", NULL);
    menu_add(m, MENU_HELP, "Help", NULL);
    menu_add(m, MENU_GUIDE, "Guide to these tiles", NULL);
    static const struct { int id; const char *keys; } shortcut[] = {
        {MENU_RESUME, "Esc  B"}, {MENU_HINT, "H  X"}, {MENU_UNDO, "U  Y"}, {MENU_REDO, "R"},
        {MENU_SHUFFLE, "S"}, {MENU_RESTART, "Ctrl+R"}, {MENU_NEW, "N"}, {MENU_SAVE, "Ctrl+S"},
        {MENU_OPEN, "Ctrl+O"}, {MENU_QUIT, "Ctrl+Q"}, {MENU_FULLSCREEN, "F11"}, {MENU_HELP, "F1  Back"},
    };
    for (size_t i = 0; i < SDL_arraysize(shortcut); i++)
        menu_set_shortcut(m, shortcut[i].id, shortcut[i].keys);
    scene_push(app, m);
}

/* The deal can no longer be cleared: a banner over the board says so and offers
 * the undo back to the last winnable position; play goes on (the modal dialog is
 * kept for "no moves at all"). */
static void warn_unwinnable(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    p->banner = true;
    app->dirty = true;
    audio_play(app, SFX_NOMOVES);
}

static void end_dialog(App *app)
{
    Scene *g = scene_find_game(app);
    if (!g)
        return;
    Play *p = g->data;
    clock_sync(g, app, false);
    GameStatus st = game_status(&p->game);
    char msg[512], t[32], what[96], rec[128] = "";
    format_time(t, sizeof t, p->game.elapsed_ms / 1000);
    p->view->describe(p->vd, &p->game, what, sizeof what);
    char done[160] = "";
    if (p->view->finished && p->view->finished(p->vd, app, &p->game, done, sizeof done))
        return; /* the view shows its own screen (a hot seat's next turn) */
    MenuSpec spec = {.overlay = true, .on_select = game_menu_select};
    if (st.outcome == OUTCOME_WON) {
        if (p->view->record_win)
            p->view->record_win(p->vd, app, &p->game, rec, sizeof rec);
        if (st.scored)
            snprintf(msg, sizeof msg, "%s\nScore %d%s%s    Time %s%s%s", what, (int)st.score, rec[0] ? " - " : "", rec, t,
                     done[0] ? "\n" : "", done);
        else
            snprintf(msg, sizeof msg, "%s cleared!\nTime %s%s%s    Moves %d", what, t, rec[0] ? " " : "", rec,
                     game_moves(&p->game));
        spec.name = "win";
        spec.title = "Well played";
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        menu_add(m, MENU_NEW, "New game", NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, "Play this deal again", NULL);
        menu_add(m, MENU_TITLE, "Main menu", NULL);
        scene_push(app, m);
        char path[1024];
        if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
            forget_kept(p, path);
    } else {
        if (end_reason_text(&p->game)[0])
            snprintf(msg, sizeof msg, "%s\nScore %d    %d piece%s left    Time %s%s%s", end_reason_text(&p->game),
                     (int)st.score, st.left, st.left == 1 ? "" : "s", t, done[0] ? "\n" : "", done);
        else
            snprintf(msg, sizeof msg, "No move is left.\n%d piece%s left.", st.left, st.left == 1 ? " is" : "s are");
        spec.name = "no-moves";
        spec.title = st.outcome == OUTCOME_LOST ? "Game over" : "No more moves";
        spec.message = msg;
        Scene *m = menu_scene_new(&spec);
        if (!m)
            return;
        if (p->last_winnable_pos >= 0 && p->last_winnable_pos < p->game.pos - 1 && game_aid_left(&p->game, AID_UNDO) != 0)
            menu_add(m, MENU_UNDO_WINNABLE, "Undo to the last winnable position", NULL);
        if (game_can_undo(&p->game))
            menu_add(m, MENU_UNDO, "Undo", NULL);
        if (game_aid_left(&p->game, AID_SHUFFLE) != 0 && st.outcome == OUTCOME_STUCK)
            menu_add(m, MENU_SHUFFLE, "Shuffle", NULL);
        if (!p->game.variant->no_restart)
            menu_add(m, MENU_RESTART, "Restart this deal", NULL);
        menu_add(m, MENU_NEW, "New game", NULL);
        scene_push(app, m);
        audio_play(app, SFX_NOMOVES);
    }
}

typedef struct OpenList {
    PrefsSaveName *names; /* every save, newest first */
    int n;
} OpenList;

static void open_list_free(void *ctx)
{
    OpenList *list = ctx;
    free(list->names);
    free(list);
}

static Scene *play_alloc(App *app, const GameView *view);
static void play_destroy(Scene *s);

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
    Error err = {{0}};
    Scene *fresh = play_scene_open(app, path, &err);
    if (!fresh) {
        app_message(app, "Could not open: %s", err.msg); /* the game in progress is untouched */
        return;
    }
    Play *p = fresh->data;
    SDL_strlcpy(p->save_name, list->names[id], sizeof p->save_name);
    Scene *g = scene_find_game(app);
    if (g) {
        scene_pop_to(app, g);
        scene_replace(app, fresh);
    } else {
        scene_pop(app);
        scene_push(app, fresh);
    }
    app_message(app, "Opened \"%s\".", list->names[id]);
}

void play_push_open_dialog(App *app)
{
    OpenList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    list->n = prefs_list_saves(app, &list->names);
    MenuSpec spec = {
        .name = "open",
        .title = "Open a saved game",
        .message = list->n ? "" : "There are no saved games yet.",
        .overlay = scene_top(app) != NULL,
        .on_select = open_select,
        .ctx = list,
        .free_ctx = open_list_free,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        open_list_free(list);
        return;
    }
    for (int i = 0; i < list->n; i++) /* the menu scrolls */
        menu_add(m, i, list->names[i], NULL);
    menu_add(m, -1, "Back", NULL);
    scene_push(app, m);
}

/* ---------- keyboard / gamepad cursor ---------- */

static bool can_focus(const Play *p, int piece)
{
    SDL_Rect r;
    const RulesModule *m = p->game.rules;
    return (!m->pickable || m->pickable(p->game.state, piece)) &&
           p->view->piece_rect(p->vd, &p->game, piece, &r);
}

#define PIECES_MAX 1024

static long reading_key(const Play *p, int piece, const SDL_Rect *r)
{
    if (p->view->reading_key)
        return p->view->reading_key(p->vd, &p->game, piece);
    return (long)r->y * 65536 + r->x;
}

/* Pieces the cursor may visit, in reading order (top to bottom, left to right). */
static int focus_candidates(const Play *p, int *ids, SDL_Rect *rects)
{
    int n = 0;
    long keys[PIECES_MAX];
    for (int i = 0; i < PIECES_MAX && n < PIECES_MAX; i++) {
        SDL_Rect r;
        const RulesModule *m = p->game.rules;
        if ((m->pickable && !m->pickable(p->game.state, i)) || !p->view->piece_rect(p->vd, &p->game, i, &r))
            continue;
        long key = reading_key(p, i, &r);
        int k = n++;
        while (k > 0 && keys[k - 1] > key) { /* insertion sort: a few hundred pieces */
            ids[k] = ids[k - 1];
            rects[k] = rects[k - 1];
            keys[k] = keys[k - 1];
            k--;
        }
        ids[k] = i;
        rects[k] = r;
        keys[k] = key;
    }
    return n;
}

static void focus_default(Play *p)
{
    if (p->focus >= 0 && can_focus(p, p->focus))
        return;
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    p->focus = n > 0 ? ids[nearest_to_focus(p, rects, n)] : -1;
}

/* The nearest candidate in a direction, scoring distance along it plus twice the
 * offset across it. */
static void focus_move(Play *p, int dx, int dy)
{
    SDL_Rect fr;
    if (p->focus < 0 || !can_focus(p, p->focus) || !p->view->piece_rect(p->vd, &p->game, p->focus, &fr)) {
        focus_default(p);
        return;
    }
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    int best = -1;
    long best_score = 1L << 40;
    for (int i = 0; i < n; i++) {
        if (ids[i] == p->focus)
            continue;
        long ddx = rects[i].x - fr.x, ddy = rects[i].y - fr.y;
        long along = ddx * dx + ddy * dy;
        long across = labs(ddx * dy) + labs(ddy * dx);
        if (along <= 0)
            continue;
        long score = along + 2 * across;
        if (score < best_score) {
            best_score = score;
            best = ids[i];
        }
    }
    if (best >= 0)
        p->focus = best;
}

/* Tab / shoulders: the next candidate in reading order, wrapping around. */
static void focus_cycle(Play *p, int dir)
{
    int ids[PIECES_MAX];
    SDL_Rect rects[PIECES_MAX];
    int n = focus_candidates(p, ids, rects);
    if (n == 0)
        return;
    int at = -1;
    for (int i = 0; i < n; i++)
        if (ids[i] == p->focus)
            at = i;
    p->focus = at < 0 ? ids[dir > 0 ? 0 : n - 1] : ids[(at + dir + n) % n];
}

/* ---------- layout ---------- */

static int hud_height(void)
{
    return text_height(FONT_TITLE) + text_height(FONT_SMALL) / 2;
}

static void fit(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->out_w == app->w && p->out_h == app->h)
        return;
    int hud = hud_height();
    SDL_Rect area = {0, hud, app->w, app->h - hud};
    p->view->fit(p->vd, app, &p->game, area);
    p->out_w = app->w;
    p->out_h = app->h;
}

/* ---------- drag and drop, double click ---------- */

#define DRAG_SLOP 6 /* pixels the pointer moves before a press becomes a drag */

/* A double click on a piece: the rules' quick move for it (a card to its
 * foundation), if they have one. */
static bool quick_move(Scene *s, App *app, int piece)
{
    Play *p = s->data;
    Move m;
    memset(&m, 0, sizeof m);
    if (piece < 0 || !p->game.rules->quick_move || !p->game.rules->quick_move(p->game.state, piece, &m))
        return false;
    selection_clear(&p->sel);
    play_move(s, app, &m);
    return true;
}

/* A press on a piece in a drag-and-drop view: when another piece is picked and
 * the two make no move, the press starts over with this one (to drag it). */
static void drag_press(Play *p, int piece)
{
    Move m;
    const RulesModule *r = p->game.rules;
    if (!p->view->drag_drop || piece < 0 || p->sel.selected < 0 || p->sel.selected == piece)
        return;
    if (r->pick(p->game.state, p->sel.selected, piece, &m) == PICK_REFUSE &&
        r->pick(p->game.state, -1, piece, &m) == PICK_SELECT)
        selection_clear(&p->sel);
}

/* After a press picked `piece`: it may be dragged. */
static void drag_begin(Play *p, const Action *a, int piece)
{
    p->drag = -1;
    p->dragging = false;
    if (!p->view->drag_drop || piece < 0 || p->sel.selected != piece)
        return;
    p->drag = piece;
    p->drag_x0 = a->x;
    p->drag_y0 = a->y;
    p->drag_dx = p->drag_dy = 0;
}

static void drag_motion(Play *p, App *app, const Action *a)
{
    if (p->drag < 0)
        return;
    p->drag_dx = a->x - p->drag_x0;
    p->drag_dy = a->y - p->drag_y0;
    if (abs(p->drag_dx) + abs(p->drag_dy) > DRAG_SLOP)
        p->dragging = true;
    app->dirty = p->dragging;
}

/* The release: over another piece it is the second pick; a drop that makes no
 * move puts the piece back (the refusal sounds as for a pick). */
static void drag_end(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    int from = p->drag;
    bool dragged = p->dragging;
    p->drag = -1;
    p->dragging = false;
    if (from < 0 || !dragged || p->sel.selected != from)
        return;
    app->dirty = true;
    int to = p->view->piece_at(p->vd, &p->game, a->x, a->y);
    if (to == from)
        return; /* back where it was: still picked, as after a click */
    int pos = p->game.pos;
    if (to >= 0)
        pick(s, app, to);
    else
        audio_play(app, SFX_INVALID);
    if (p->game.pos == pos)
        selection_clear(&p->sel); /* no move: the piece goes back */
}

/* ---------- contest rows: End game, the countdown, no restart ---------- */

/* The HUD's End game button: an action of the play scene only. */
#define PLAY_ACT_END_GAME ((ActionKind)(ACT_QUIT + 100))

static void do_end_game(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    clock_sync(s, app, false);
    if (!game_end(&p->game, &why)) {
        app_message(app, "%s", why.msg);
        return;
    }
    reset_transients(p);
    check_end(s, app);
}

/* The HUD clock: time left on a countdown, else play time. */
static void clock_text(const Game *g, char *buf, size_t cap)
{
    uint32_t left = game_time_left(g);
    format_time(buf, cap, left == UINT32_MAX ? g->elapsed_ms / 1000 : (left + 999) / 1000);
}

/* What ended a game before the rules did, for the end dialog ("" if nothing). */
static const char *end_reason_text(const Game *g)
{
    switch (game_end_reason(g)) {
    case GAME_END_CLOCK: return "Time is up.";
    case GAME_END_PLAYER: return "You ended the game.";
    case GAME_END_HELPLESS: return "No pair can be removed, and no aid left could help.";
    default: return "";
    }
}

static void dump_buttons(const Play *p, TextBuf *w)
{
    textbuf_put(w, ",\"buttons\":[", 12);
    for (int i = 0; i < p->n_buttons; i++)
        textbuf_printf(w, "%s{\"label\":\"%s\",\"x\":%d,\"y\":%d,\"enabled\":%s}", i ? "," : "",
                       p->button[i].label, p->button[i].r.x + p->button[i].r.w / 2,
                       p->button[i].r.y + p->button[i].r.h / 2, p->button[i].enabled ? "true" : "false");
    textbuf_put(w, "]", 1);
}

/* ---------- scene callbacks ---------- */

static void play_action(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    clock_sync(s, app, false);
    fit(s, app);
    remember_focus(p);
    if (p->focus >= 0 && !can_focus(p, p->focus))
        p->focus = -1;
    if (a->kind == PLAY_ACT_END_GAME) {
        do_end_game(s, app);
        return;
    }
    switch (a->kind) {
    case ACT_UP: case ACT_DOWN: case ACT_LEFT: case ACT_RIGHT: {
        bool first = !p->show_focus;
        p->show_focus = true;
        if (first && p->focus >= 0)
            break; /* show where the cursor is before moving it */
        focus_move(p, a->kind == ACT_LEFT ? -1 : a->kind == ACT_RIGHT ? 1 : 0,
                   a->kind == ACT_UP ? -1 : a->kind == ACT_DOWN ? 1 : 0);
        break;
    }
    case ACT_PAGE_NEXT: case ACT_PAGE_PREV:
        p->show_focus = true;
        focus_cycle(p, a->kind == ACT_PAGE_NEXT ? 1 : -1);
        break;
    case ACT_SELECT:
        p->show_focus = true;
        if (p->focus < 0)
            focus_default(p);
        else
            pick(s, app, p->focus);
        break;
    case ACT_BACK:
        if (p->sel.selected >= 0 || p->hint_on) {
            selection_clear(&p->sel);
            p->hint_ticks = 0;
            p->hint_on = false;
        } else {
            open_game_menu(app);
        }
        break;
    case ACT_MENU: open_game_menu(app); break;
    case ACT_HINT: do_hint(s, app); break;
    case ACT_UNDO: do_undo(s, app); break;
    case ACT_REDO: do_redo(s, app); break;
    case ACT_SHUFFLE: do_shuffle(s, app); break;
    case ACT_NEW: game_menu_select(app, NULL, MENU_NEW, NULL); break;
    case ACT_RESTART:
        if (!p->game.variant->no_restart)
            game_menu_select(app, NULL, MENU_RESTART, NULL);
        break;
    case ACT_SAVE: save(s, app); break;
    case ACT_OPEN: game_menu_select(app, NULL, MENU_OPEN, NULL); break;
    case ACT_HELP: scene_push(app, help_scene_new(app, p->game.rules)); break;
    case ACT_POINTER_DOWN: {
        SDL_Point pt = {a->x, a->y};
        if (banner_click(s, app, a))
            return;
        for (int i = 0; i < p->n_buttons; i++)
            if (SDL_PointInRect(&pt, &p->button[i].r)) {
                Action b = {.kind = p->button[i].act};
                play_action(s, app, &b);
                return;
            }
        if (a->button == SDL_BUTTON_RIGHT) {
            selection_clear(&p->sel);
            break;
        }
        int id = p->view->piece_at(p->vd, &p->game, a->x, a->y);
        /* the second click of a double click on a piece just taken: ignore it */
        if (a->clicks >= 2 && id < 0)
            break;
        if (id >= 0)
            p->focus = id;
        p->show_focus = false;
        if (a->clicks >= 2 && quick_move(s, app, id))
            break;
        drag_press(p, id);
        pick(s, app, id);
        drag_begin(p, a, id);
        break;
    }
    case ACT_POINTER_MOVE: drag_motion(p, app, a); break;
    case ACT_POINTER_UP: drag_end(s, app, a); break;
    default:
        break;
    }
}

static void play_update(Scene *s, App *app)
{
    Play *p = s->data;
    clock_sync(s, app, false);
    poll_worker(s, app);
    if (p->view->update)
        p->view->update(p->vd, app);
    if (p->flash_ticks > 0)
        p->flash_ticks--;
    if (p->hint_ticks > 0)
        p->hint_ticks--;
    if (p->pending_end || game_end_reason(&p->game) != GAME_END_NONE)
        check_end(s, app);
}

static bool play_busy(Scene *s, App *app)
{
    Play *p = s->data;
    bool waiting = (p->worker || p->worker_later) && !p->known && watching(p, app); /* poll until the verdict is in */
    return !settled(p) || p->flash_ticks > 0 || p->hint_ticks > 0 || p->pending_end || p->pending_warn || waiting;
}

static bool play_pending(Scene *s, App *app)
{
    Play *p = s->data;
    /* only the top scene polls: never hold input for a covered game */
    return scene_top(app) == s && (p->worker || p->worker_later) && !p->known && watching(p, app);
}

static int play_clock_wait(Scene *s, App *app)
{
    Play *p = s->data;
    clock_sync(s, app, false);
    if (!p->clock_on || !p->game.variant->clock)
        return -1;
    return (int)(1000 - p->game.elapsed_ms % 1000) + 1;
}

static void draw_hud(Scene *s, App *app)
{
    Play *p = s->data;
    const Game *g = &p->game;
    GameStatus st = game_status(g);
    int th = text_height(FONT_BODY), pad = th / 2;
    struct { ActionKind act; const char *label; bool show, enabled; } defs[] = {
        /* laid out from the right: reads Undo, Redo, Hint, Shuffle, Menu */
        {ACT_MENU, "Menu", true, true},
        {PLAY_ACT_END_GAME, "End game", g->variant->end_game && !g->variant->redo, game_can_end(g)},
        {ACT_SHUFFLE, "Shuffle", g->variant->aid[AID_SHUFFLE].limit != 0, game_aid_left(g, AID_SHUFFLE) != 0 && !g->end},
        {ACT_HINT, "Hint", g->variant->aid[AID_HINT].limit != 0, game_aid_left(g, AID_HINT) != 0 && !g->end},
        {ACT_REDO, "Redo", g->variant->redo, game_can_redo(g)},
        {ACT_UNDO, "Undo", g->variant->aid[AID_UNDO].limit != 0, game_can_undo(g)},
    };
    int bx = app->w - pad, bh = th * 3 / 2;
    p->n_buttons = 0;
    for (size_t i = 0; i < SDL_arraysize(defs); i++) {
        if (!defs[i].show)
            continue;
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
    char big[32], buf[200], what[96], t[32];
    if (st.scored)
        snprintf(big, sizeof big, "%d", (int)st.score);
    else
        snprintf(big, sizeof big, "%d", st.left);
    int x = pad;
    int base = pad / 2 + text_height(FONT_TITLE) - text_height(FONT_SMALL) - th / 6;
    int w = text_draw(app, FONT_TITLE, big, x, pad / 2, st.alert ? COLOR_WARN : COLOR_ACCENT, ALIGN_LEFT);
    int lw = text_draw(app, FONT_SMALL, st.scored ? "points" : "left", x + w + pad / 2, base, COLOR_TEXT_DIM,
                       ALIGN_LEFT);
    p->view->describe(p->vd, g, what, sizeof what);
    clock_text(g, t, sizeof t);
    size_t used = (size_t)snprintf(buf, sizeof buf, "%.60s", what);
    if (g->variant->clock && used < sizeof buf)
        used += (size_t)snprintf(buf + used, sizeof buf - used, "   -   %s %.12s",
                                 g->time_limit_ms ? "Time left" : "Time", t);
    if (used < sizeof buf)
        used += (size_t)snprintf(buf + used, sizeof buf - used, "   -   Moves %d", game_moves(g));
    for (int a = 0; a < AID_COUNT && used < sizeof buf; a++) {
        static const char *const names[AID_COUNT] = {"hints", "undos", "shuffles"};
        int left = game_aid_left(g, (AidKind)a);
        if (left >= 0 && g->variant->aid[a].limit > 0)
            used += (size_t)snprintf(buf + used, sizeof buf - used, "   %d %s", left, names[a]);
    }
    int ix = x + w + pad / 2 + lw + th, iy = base;
    int next_line = pad / 2 + text_height(FONT_TITLE) + th / 8;
    if (ix + text_width(FONT_SMALL, buf) > bx) {
        ix = x;
        iy = next_line;
        next_line += text_height(FONT_SMALL) + th / 8;
    }
    text_draw(app, FONT_SMALL, buf, ix, iy, COLOR_TEXT, ALIGN_LEFT);
    if (app->settings.show_winnable && g->rules->solver && playing(p) && !board_hidden(s, app)) {
        const char *label = "Checking...";
        SDL_Color c = COLOR_TEXT_DIM;
        if (p->known && p->answer.result == SUGGEST_WINNING) {
            label = "Winnable";
            c = COLOR_GOOD;
        } else if (p->known && p->answer.result == SUGGEST_LOST) {
            label = "No longer winnable";
            c = COLOR_WARN;
        } else if (p->known) {
            label = "Too hard to tell";
        }
        text_draw(app, FONT_BODY, label, x, next_line, c, ALIGN_LEFT);
    }
}

static void play_draw(Scene *s, App *app)
{
    Play *p = s->data;
    clock_sync(s, app, false);
    fit(s, app);
    if (board_hidden(s, app)) {
        gfx_background(app);
        draw_hud(s, app);
        text_draw(app, FONT_HUGE, "Paused", app->w / 2, app->h / 2 - text_height(FONT_HUGE) / 2,
                  COLOR_TEXT_DIM, ALIGN_CENTER);
        return;
    }
    ViewMarks marks = {
        .selected = p->sel.selected,
        .focus = p->show_focus ? p->focus : -1,
        .hint = {p->hint_on ? p->hint[0] : -1, p->hint_on ? p->hint[1] : -1},
        .flash = p->flash_ticks > 0 ? p->flash : -1,
        .drag = p->dragging ? p->drag : -1,
        .drag_dx = p->drag_dx,
        .drag_dy = p->drag_dy,
    };
    p->view->draw(p->vd, app, &p->game, &marks);
    draw_hud(s, app);
    draw_banner(s, app);
}

static bool play_locate(Scene *s, App *app, int id, int *x, int *y)
{
    Play *p = s->data;
    fit(s, app);
    SDL_Rect r;
    if (!p->view->piece_rect(p->vd, &p->game, id, &r))
        return false;
    *x = r.x + r.w / 2;
    *y = r.y + r.h / 2;
    return true;
}

static bool play_dump(Scene *s, App *app, FILE *f)
{
    Play *p = s->data;
    clock_sync(s, app, false);
    TextBuf w = {0};
    textbuf_put(&w, "{", 1);
    game_dump_json(&p->game, &w);
    const char *verdict = !p->known ? (p->worker ? "checking" : "off")
                        : p->answer.result == SUGGEST_WINNING ? "yes"
                        : p->answer.result == SUGGEST_LOST    ? "no"
                                                              : "unknown";
    Scene *top = scene_top(app);
    dump_buttons(p, &w);
    textbuf_printf(&w, ",\"top\":\"%s\"", top ? top->name : "");
    if (p->banner)
        textbuf_printf(&w, ",\"banner\":[%d,%d]", p->banner_undo.x + p->banner_undo.w / 2,
                       p->banner_undo.y + p->banner_undo.h / 2);
    textbuf_printf(&w, ",\"selection\":%d,\"focus\":%d,\"hint\":[%d,%d],\"winnable\":\"%s\",\"paused\":%s}\n",
                   p->sel.selected, p->show_focus ? p->focus : -1, p->hint_on ? p->hint[0] : -1,
                   p->hint_on ? p->hint[1] : -1, verdict, board_hidden(s, app) ? "true" : "false");
    bool ok = !w.oom && fwrite(w.p, 1, w.len, f) == w.len;
    textbuf_free(&w);
    return ok;
}

static void play_quit(Scene *s, App *app)
{
    autosave(s, app);
}

static void play_enter(Scene *s, App *app)
{
    Play *p = s->data;
    p->out_w = 0; /* settings may have changed the tileset */
    if (watching(p, app) && !p->known)
        position_changed(p, app); /* the status may just have been switched on */
    clock_sync(s, app, false);
}

static void play_covered(Scene *s, App *app)
{
    clock_sync(s, app, true); /* the time until now counts; none after */
}

static void play_destroy(Scene *s)
{
    Play *p = s->data;
    worker_free(p->worker);
    if (p->scratch)
        p->game.rules->solver->scratch_free(p->scratch);
    if (p->vd)
        p->view->destroy(p->vd);
    game_free(&p->game);
    free(p);
    free(s);
}

static Scene *play_alloc(App *app, const GameView *view)
{
    Scene *s = calloc(1, sizeof *s);
    Play *p = calloc(1, sizeof *p);
    void *vd = p && s ? view->create(app) : NULL;
    if (!s || !p || !vd) {
        free(s);
        free(p);
        return NULL;
    }
    p->view = view;
    p->vd = vd;
    game_init(&p->game);
    selection_clear(&p->sel);
    p->focus = p->flash = -1;
    p->drag = -1;
    p->last_winnable_pos = -1;
    s->name = view->rules->id;
    s->data = p;
    s->enter = play_enter;
    s->covered = play_covered;
    s->action = play_action;
    s->update = play_update;
    s->draw = play_draw;
    s->busy = play_busy;
    s->clock_wait_ms = play_clock_wait;
    s->pending = play_pending;
    s->locate = play_locate;
    s->dump = play_dump;
    s->quit = play_quit;
    s->destroy = play_destroy;
    return s;
}

Scene *play_scene_new(App *app, const GameView *view, const RulesVariant *variant, const char *arg,
                      uint64_t seed, bool has_seed, Error *err)
{
    Scene *s = play_alloc(app, view);
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    if (!deal_into(s->data, app, variant, arg, has_seed ? seed : fresh_seed(app), err)) {
        play_destroy(s);
        return NULL;
    }
    return s;
}

Scene *play_scene_open(App *app, const char *path, Error *err)
{
    Game g;
    game_init(&g);
    if (!read_save(path, &g, err))
        return NULL;
    const GameView *view = views_find(g.rules->id);
    Scene *s = view ? play_alloc(app, view) : NULL;
    if (!s) {
        game_free(&g);
        error_set(err, "%s: this game cannot be shown", path);
        return NULL;
    }
    Play *p = s->data;
    p->game = g;
    game_replaced(p, app);
    return s;
}

bool play_has_autosave(App *app, const GameView *view)
{
    char path[1024];
    return view->autosave && prefs_path(app, view->autosave, path, sizeof path) && file_exists(path);
}

Scene *play_scene_resume(App *app, const GameView *view, Error *err)
{
    char path[1024];
    if (!view->autosave || !prefs_path(app, view->autosave, path, sizeof path))
        return error_set(err, "there is no per-user folder"), NULL;
    Scene *s = play_scene_open(app, path, err);
    if (s)
        ((Play *)s->data)->kept = true;
    return s;
}

void play_start_variant(App *app, const char *game_id, const char *variant_id, uint64_t seed,
                        uint32_t time_limit_ms)
{
    const GameView *view = views_find(game_id);
    const RulesVariant *v = view ? rules_variant(view->rules, variant_id) : NULL;
    if (!v)
        return;
    Scene *g = scene_find_game(app);
    Error err = {{0}};
    if (g && g->destroy == play_destroy && ((Play *)g->data)->view == view) {
        scene_pop_to(app, g);
        if (!deal_into(g->data, app, v, NULL, seed, &err))
            app_message(app, "%s", err.msg);
    } else {
        Scene *fresh = play_scene_new(app, view, v, NULL, seed, true, &err);
        if (!fresh) {
            app_message(app, "%s", err.msg);
            return;
        }
        if (g) {
            scene_pop_to(app, g);
            autosave(g, app);
            scene_replace(app, fresh);
        } else {
            scene_push(app, fresh);
        }
        g = fresh;
    }
    Play *p = g->data;
    if (time_limit_ms)
        game_set_time_limit(&p->game, time_limit_ms);
    clock_sync(g, app, false);
    audio_play(app, SFX_SHUFFLE);
}

void play_start(App *app, const char *game_id)
{
    const GameView *view = views_find(game_id);
    if (!view)
        return;
    Scene *g = scene_find_game(app);
    if (g && g->destroy == play_destroy && ((Play *)g->data)->view == view) {
        game_menu_select(app, NULL, MENU_NEW_SETTINGS, NULL); /* asks first */
        return;
    }
    Error err = {{0}};
    Scene *fresh = play_scene_new(app, view, NULL, NULL, 0, false, &err);
    if (!fresh) {
        app_message(app, "%s", err.msg);
        return;
    }
    if (g) {
        scene_pop_to(app, g);
        autosave(g, app); /* the other game is kept, as on quit */
    }
    scene_replace(app, fresh);
}

/* ---------- never lose a game ---------- */

/* A game with moves that is not over: throwing it away needs a yes. */
static bool in_progress(const Play *p)
{
    GameOutcome o = game_status(&p->game).outcome;
    return o == OUTCOME_PLAYING && game_moves(&p->game) > 0; /* a stuck game has its own dialog */
}

static void confirm_yes(App *app, void *ctx)
{
    Scene *g = scene_find_game(app);
    if (g != ctx)
        return;
    Play *p = g->data;
    p->confirmed = true;
    game_menu_select(app, NULL, p->confirm_id, NULL);
}

/* Menu actions that replace the game in play ask first while it is in progress
 * (one key says yes, Esc / B keeps playing); true when the question is up. */
static bool ask_first(Scene *g, App *app, int id)
{
    Play *p = g->data;
    bool confirmed = p->confirmed;
    p->confirmed = false;
    const char *title = NULL, *yes = NULL;
    if (id == MENU_NEW || id == MENU_NEW_SETTINGS || (id >= MENU_VARIANT && id < MENU_VIEW)) {
        title = "Start a new game?";
        yes = "New game";
    } else if (id == MENU_SEED) {
        title = "Deal a numbered game?";
        yes = "Choose a deal number";
    } else if (id == MENU_OPEN) {
        title = "Open another game?";
        yes = "Open a saved game";
    } else if (id == MENU_RESTART) {
        title = "Restart this deal?";
        yes = "Restart";
    }
    if (!title || confirmed || !in_progress(p))
        return false;
    char msg[160];
    int n = game_moves(&p->game);
    if (id == MENU_RESTART)
        snprintf(msg, sizeof msg, "The %d move%s of this game will be taken back.", n, n == 1 ? "" : "s");
    else
        snprintf(msg, sizeof msg, "The game in progress (%d move%s) will be lost%s.", n, n == 1 ? "" : "s",
                 p->game.variant->saves ? " unless you save it first" : "");
    p->confirm_id = id;
    scene_push(app, confirm_scene_new(title, msg, yes, "Keep playing", confirm_yes, g));
    return true;
}

/* The autosave file keeps one game per game; a game that did not come from it
 * never overwrites it: the game kept there moves to the saved games first
 * ("Kept Mahjong Solitaire 2", in Open), so no kept game is ever lost. */
static void write_kept(Play *p, App *app, const char *path)
{
    if (!p->kept && file_exists(path)) {
        char base[48], name[64], rel[128], dest[1024];
        snprintf(base, sizeof base, "Kept %.30s", p->game.rules->name);
        for (char *c = base; *c; c++)
            if (!SDL_isalnum((unsigned char)*c) && *c != ' ' && *c != '-' && *c != '_')
                *c = '-';
        bool moved = false;
        for (int k = 1; k < 1000 && !moved; k++) {
            snprintf(name, sizeof name, "%s %d", base, k);
            snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
            if (prefs_path(app, rel, dest, sizeof dest) && !file_exists(dest))
                moved = rename(path, dest) == 0;
        }
        if (!moved) {
            app_message(app, "The kept game could not be moved aside; this game is not kept.");
            return;
        }
        SDL_Log("the earlier kept game is now the saved game \"%s\"", name);
    }
    if (write_save(p, app, path))
        p->kept = true;
}

/* A finished game leaves the autosave file, if it is the game kept there. */
static void forget_kept(Play *p, const char *path)
{
    if (p->kept)
        remove(path);
    p->kept = false;
}

/* New game keeps the setup of the game in play (Mahjong: its layout) unless a
 * new one was just chosen (the layout picker) or the command line names one. */
static void *deal_options_for(Play *p, App *app, const char *arg, Error *err)
{
    bool fresh = p->fresh_setup;
    p->fresh_setup = false;
    if (!arg && !fresh && p->game.rules && p->view->repeat_options)
        return p->view->repeat_options(p->vd, app, &p->game, err);
    return p->view->deal_options ? p->view->deal_options(app, arg, err) : NULL;
}

/* ---------- the lost-deal banner ---------- */

static bool banner_shown(const Play *p)
{
    return p->banner && playing(p);
}

static void banner_layout(Play *p, App *app, const char *msg, const char *btn)
{
    int th = text_height(FONT_BODY), pad = th / 2;
    int bw = btn[0] ? text_width(FONT_BODY, btn) + 2 * th : 0;
    int w = SDL_min(app->w - 2 * pad, text_width(FONT_BODY, msg) + bw + 3 * th);
    int h = th * 2 + pad;
    p->banner_r = (SDL_Rect){(app->w - w) / 2, hud_height() + pad, w, h};
    p->banner_undo = bw ? (SDL_Rect){p->banner_r.x + w - bw - pad, p->banner_r.y + pad, bw, h - 2 * pad}
                        : (SDL_Rect){0, 0, 0, 0};
}

static void banner_text(const Play *p, char *msg, size_t cap, const char **btn)
{
    int back = p->game.pos - p->last_winnable_pos;
    snprintf(msg, cap, "This deal can no longer be cleared: the last winnable position is %d move%s back.", back,
             back == 1 ? "" : "s");
    *btn = game_aid_left(&p->game, AID_UNDO) != 0 && p->last_winnable_pos >= 0 ? "Undo to winnable" : "";
}

static void draw_banner(Scene *s, App *app)
{
    Play *p = s->data;
    if (!banner_shown(p))
        return;
    char msg[128];
    const char *btn;
    banner_text(p, msg, sizeof msg, &btn);
    banner_layout(p, app, msg, btn);
    int th = text_height(FONT_BODY);
    gfx_fill(app, p->banner_r, (SDL_Color){92, 34, 26, 255});
    gfx_frame(app, p->banner_r, SDL_max(1, th / 12), COLOR_WARN);
    text_draw(app, FONT_BODY, msg, p->banner_r.x + th, p->banner_r.y + (p->banner_r.h - th) / 2, COLOR_TEXT,
              ALIGN_LEFT);
    if (btn[0]) {
        gfx_fill(app, p->banner_undo, (SDL_Color){8, 24, 20, 255});
        gfx_frame(app, p->banner_undo, SDL_max(1, th / 12), COLOR_ACCENT);
        text_draw(app, FONT_BODY, btn, p->banner_undo.x + p->banner_undo.w / 2,
                  p->banner_undo.y + (p->banner_undo.h - th) / 2, COLOR_TEXT, ALIGN_CENTER);
    }
}

/* A click on the banner's button undoes to the last winnable position; a click
 * elsewhere on the banner only closes it. True when the banner took the click. */
static bool banner_click(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    SDL_Point pt = {a->x, a->y};
    if (!banner_shown(p) || !SDL_PointInRect(&pt, &p->banner_r))
        return false;
    if (p->banner_undo.w && SDL_PointInRect(&pt, &p->banner_undo))
        undo_to_winnable(s, app);
    p->banner = false;
    return true;
}

/* ---------- the cursor comes back near where it was ---------- */

static void remember_focus(Play *p)
{
    SDL_Rect r;
    if (p->focus >= 0 && can_focus(p, p->focus) && p->view->piece_rect(p->vd, &p->game, p->focus, &r)) {
        p->focus_pt = (SDL_Point){r.x + r.w / 2, r.y + r.h / 2};
        p->has_focus_pt = true;
    }
}

/* The candidate nearest to where the cursor last was (the first in reading
 * order when it has not been anywhere yet). */
static int nearest_to_focus(const Play *p, const SDL_Rect *rects, int n)
{
    if (!p->has_focus_pt)
        return 0;
    int best = 0;
    long best_d = -1;
    for (int i = 0; i < n; i++) {
        long dx = rects[i].x + rects[i].w / 2 - p->focus_pt.x, dy = rects[i].y + rects[i].h / 2 - p->focus_pt.y;
        long d = dx * dx + dy * dy;
        if (best_d < 0 || d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}
