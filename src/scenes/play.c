#include "scenes/play.h"

#include <errno.h>
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
#include "scenes/win.h"

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

/* Games for two (RulesModule.players == 2): who plays each side (the variant's
 * seats), the computer's moves from a worker of its own, the hot seat's Flip and
 * the game's own actions (RulesModule.actions) as buttons. */
enum { SEAT_BUTTONS = 4, SEAT_LEVEL_DEFAULT = 0 /* 0: the hardest */ };

typedef struct Seats {
    Worker *computer;
    uint32_t gen;
    int asked_pos;        /* history position the computer was asked about, -1 none */
    int delay;            /* ticks before its answer is played */
    bool ready;
    Move move;
    int flipped;          /* hot seat: the side whose hand is face up, -1 none */
    int last_to_move;     /* the turn passed: the cursor starts afresh */
    int level;            /* the computer's level, 1..computer_levels */
    HudButton button[SEAT_BUTTONS];
    RulesAction action[SEAT_BUTTONS]; /* the action of each button; label "Flip": Flip */
    int n_buttons;
} Seats;

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
    char replace_name[64]; /* Save as asks before replacing this saved game */
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
    Seats seats;          /* games for two */
    bool show_legal;      /* mark every piece that starts a legal move, until the position changes */
    int moves_now;        /* moves available in position gen (moves_gen = gen + 1) */
    uint32_t moves_gen;
    bool demo;            /* attract mode: the computer plays; any input ends it */
    int demo_ticks;
} Play;

#define MOVES_COUNT_MAX 4096

static void end_dialog(App *app);
static void warn_unwinnable(App *app);
static bool ask_first(Scene *g, App *app, int id);
static void forget_kept(Play *p, const char *path);
static void write_kept(Play *p, App *app, const char *path);
static bool kept_readable(App *app, const char *path);
static void *deal_options_for(Play *p, App *app, const char *arg, Error *err);
static void draw_banner(Scene *s, App *app);
static bool banner_shown(const Play *p);
static void remember_focus(Play *p);
static int nearest_to_focus(const Play *p, const SDL_Rect *rects, int n);
static void focus_default(Play *p);
static void note_result(Play *p, App *app);
static int moves_available(Play *p);
static void demo_step(Scene *s, App *app);
static bool banner_click(Scene *s, App *app, const Action *a);
static void do_end_game(Scene *s, App *app);
static const char *end_reason_text(const Game *g);
static void play_move(Scene *s, App *app, const Move *m);
static bool settled(const Play *p);
static bool seats_may_pick(Scene *s, App *app);
static bool seats_click(Scene *s, App *app, SDL_Point pt);
static void seats_key(Scene *s, App *app, char key);
static void seats_update(Scene *s, App *app);
static bool seats_computer_turn(Scene *s, App *app);
static unsigned seats_hands_up(const Play *p);
static void seats_draw(Scene *s, App *app);
static void seats_menu_items(Play *p, Scene *m);
static void seats_menu_select(Scene *s, App *app, int id);
static void seats_menu_adjust(Play *p, Scene *m, int id, int delta);
static bool seats_end_dialog(App *app, Play *p, MenuSpec *spec);

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
           (app->settings.show_winnable || app->settings.look_for_moves || p->demo);
}

/* Every change of position goes through here: the worker looks at it again. */
static void position_changed(Play *p, App *app)
{
    p->gen++;
    p->known = false;
    p->show_legal = false;
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
    p->seats.asked_pos = p->seats.flipped = -1;
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
        app_message(app, "No move was left: the %ss were reshuffled.", p->view->piece_word ? p->view->piece_word : "tile");
    if ((ev.flags & EVENT_STAGE_CLEARED) && st.outcome == OUTCOME_PLAYING)
        app_message(app, "Stage cleared! Stage %d of %d.", st.stage, st.stages);
    check_end(s, app);
}

static void pick(Scene *s, App *app, int piece)
{
    Play *p = s->data;
    Move m;
    if (!seats_may_pick(s, app))
        return;
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

/* Right click, L, the pad's right stick: mark (or unmark) every piece that
 * starts a legal move, from the rules' list. */
static void show_legal_moves(Scene *s, App *app)
{
    Play *p = s->data;
    Move one[1];
    p->show_legal = !p->show_legal && playing(p);
    if (p->show_legal && p->game.rules->list_moves(p->game.state, one, 1) == 0)
        app_message(app, "No legal move.");
    app->dirty = true;
}

#define LEGAL_MAX 1024

/* The distinct first pieces of the legal moves (at most LEGAL_MAX). */
static int legal_pieces(const Play *p, int16_t *out)
{
    if (!p->show_legal)
        return 0;
    Move *m = malloc(sizeof *m * LEGAL_MAX);
    if (!m)
        return 0;
    int n = p->game.rules->list_moves(p->game.state, m, LEGAL_MAX), k = 0;
    for (int i = 0; i < n && i < LEGAL_MAX; i++) {
        int j = 0;
        while (j < k && out[j] != m[i].a)
            j++;
        if (j == k && m[i].a >= 0)
            out[k++] = m[i].a;
    }
    free(m);
    return k;
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
    if (game_status(&p->game).outcome == OUTCOME_WON)
        return; /* nothing to find on a cleared table */
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

static void save_as_named(Scene *s, App *app, const char *name);
static void replace_yes(App *app, void *ctx);

/* Writes the game to saves/<name>. A name taken by another saved game is only
 * replaced once the player says so (replace): the question comes over the Save
 * as field, which stays open for another name. The file this game was opened
 * from or last saved to (save_name) is rewritten without a question: that is Save. */
static void save_named(Scene *s, App *app, const char *name, bool replace)
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
    if (!replace && strcmp(name, p->save_name) != 0 && file_exists(path)) {
        save_as_named(s, app, name); /* the field again, under the question */
        SDL_strlcpy(p->replace_name, name, sizeof p->replace_name);
        char title[96];
        snprintf(title, sizeof title, "Replace the saved game \"%s\"?", name);
        Scene *c = confirm_scene_new(title, "The game saved under this name will be gone for good.",
                                     "Replace", "Choose another name", replace_yes, s);
        if (c)
            scene_push(app, c);
        return;
    }
    clock_sync(s, app, false);
    if (write_save(p, app, path)) {
        SDL_strlcpy(p->save_name, name, sizeof p->save_name);
        app_message(app, "Saved \"%s\".", name);
    }
}

/* "Replace": the Save as field under the question goes too. */
static void replace_yes(App *app, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) != s)
        return;
    scene_pop_to(app, s);
    Play *p = s->data;
    char name[sizeof p->replace_name];
    SDL_strlcpy(name, p->replace_name, sizeof name);
    save_named(s, app, name, true);
}

static void save_as_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) == s)
        save_named(s, app, text, false);
}

/* The Save as field, holding `name` (selected: typing replaces it). */
static void save_as_named(Scene *s, App *app, const char *name)
{
    scene_push(app, textinput_scene_new("Save as", "Name of the saved game", name,
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_",
                                        40, save_as_done, s));
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
    save_as_named(s, app, def);
}

static void save(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->save_name[0])
        save_named(s, app, p->save_name, true);
    else
        save_as(s, app);
}

/* The game in progress is kept on quit (when its variant saves) and offered on
 * the next start; a finished or untouched one is not. */
static void autosave(Scene *s, App *app)
{
    Play *p = s->data;
    char path[1024];
    if (p->demo || !p->view->autosave || !prefs_path(app, p->view->autosave, path, sizeof path))
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
    MENU_SEATS = 80,   /* up to MENU_VIEW: games for two (seats_menu_items) */
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
    if (id >= MENU_SEATS && id < MENU_VIEW) {
        seats_menu_select(g, app, id);
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
    case MENU_HELP: scene_push(app, help_scene_new_variant(app, p->game.rules, p->game.variant)); break;
    case MENU_GUIDE: scene_push(app, p->view->guide ? p->view->guide(app) : guide_scene_new(app)); break;
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
    if (id >= MENU_SEATS && id < MENU_VIEW)
        seats_menu_adjust(p, menu, id, delta);
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
    seats_menu_items(p, m);
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
    if (!g || ((Play *)g->data)->demo)
        return;
    Play *p = g->data;
    clock_sync(g, app, false);
    GameStatus st = game_status(&p->game);
    char msg[640], t[32], what[96], rec[128] = "";
    note_result(p, app);
    format_time(t, sizeof t, p->game.elapsed_ms / 1000);
    p->view->describe(p->vd, &p->game, what, sizeof what);
    char done[160] = "";
    if (p->view->finished && p->view->finished(p->vd, app, &p->game, done, sizeof done))
        return; /* the view shows its own screen (a hot seat's next turn) */
    MenuSpec spec = {.overlay = true, .on_select = game_menu_select};
    if (seats_end_dialog(app, p, &spec))
        return;
    if (st.outcome == OUTCOME_WON) {
        if (p->view->record_win)
            p->view->record_win(p->vd, app, &p->game, rec, sizeof rec);
        if (st.scored)
            snprintf(msg, sizeof msg, "%s\nScore %d    Time %s%s%s%s%s", what, (int)st.score, t,
                     rec[0] ? "\n" : "", rec, done[0] ? "\n" : "", done);
        else
            snprintf(msg, sizeof msg, "%s cleared!\nTime %s    Moves %d%s%s", what, t, game_moves(&p->game),
                     rec[0] ? "\n" : "", rec);
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
        win_celebrate(m, app);
        scene_push(app, m);
        char path[1024];
        if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
            forget_kept(p, path);
    } else {
        const char *piece = p->view->piece_word ? p->view->piece_word : "tile";
        if (end_reason_text(&p->game)[0])
            snprintf(msg, sizeof msg, "%s\nScore %d    %d %s%s left    Time %s%s%s", end_reason_text(&p->game),
                     (int)st.score, st.left, piece, st.left == 1 ? "" : "s", t, done[0] ? "\n" : "", done);
        else
            snprintf(msg, sizeof msg, "No move is left.\n%d %s%s left.", st.left, piece,
                     st.left == 1 ? " is" : "s are");
        spec.name = "no-moves";
        spec.title = st.outcome == OUTCOME_LOST ? "Game over" : "No more moves";
        spec.message = msg;
        SDL_Log("%s: %s", spec.title, msg);
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
    Scene *menu;          /* the dialog (a deletion refills it) */
    int doomed;           /* the save the question is about */
} OpenList;

static void open_list_fill(OpenList *list, App *app);

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

/* The player said yes: the save goes, the list is read again. The game in play
 * is never touched, even when it was opened from that save (Save writes it anew). */
static void open_delete_yes(App *app, void *ctx)
{
    OpenList *list = ctx;
    if (list->doomed < 0 || list->doomed >= list->n)
        return;
    char rel[128], path[1024], name[sizeof(PrefsSaveName)];
    SDL_strlcpy(name, list->names[list->doomed], sizeof name);
    snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path) || remove(path) != 0) {
        app_message(app, "Could not delete \"%s\": %s", name, strerror(errno));
        return;
    }
    int at = list->doomed;
    open_list_fill(list, app);
    menu_select_id(list->menu, list->n ? SDL_min(at, list->n - 1) : -1);
    app_message(app, "Deleted \"%s\".", name);
}

static void open_delete(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    OpenList *list = ctx;
    if (id < 0 || id >= list->n)
        return;
    list->doomed = id;
    char msg[160];
    snprintf(msg, sizeof msg, "\"%s\" will be gone for good.", list->names[id]);
    Scene *c = confirm_scene_new("Delete this saved game?", msg, "Delete", "Keep it", open_delete_yes, list);
    if (c)
        scene_push(app, c);
}

/* The saves, newest first (the menu scrolls), then Back. */
static void open_list_fill(OpenList *list, App *app)
{
    free(list->names);
    list->names = NULL;
    list->n = prefs_list_saves(app, &list->names);
    menu_clear(list->menu);
    for (int i = 0; i < list->n; i++)
        menu_add(list->menu, i, list->names[i], NULL);
    menu_add(list->menu, -1, "Back", NULL);
    menu_set_message(list->menu, list->n ? "Delete, X on a gamepad or a right click deletes a saved game."
                                         : "There are no saved games yet.");
}

void play_push_open_dialog(App *app)
{
    OpenList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    MenuSpec spec = {
        .name = "open",
        .title = "Open a saved game",
        .message = "",
        .overlay = scene_top(app) != NULL,
        .on_select = open_select,
        .on_delete = open_delete,
        .ctx = list,
        .free_ctx = open_list_free,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        open_list_free(list);
        return;
    }
    list->menu = m;
    open_list_fill(list, app);
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
    long best_score = SDL_MAX_SINT32; /* long is 32 bits on Windows */
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
    if (p->demo) { /* any input ends the attract mode */
        scene_pop(app);
        return;
    }
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
    case ACT_HELP: scene_push(app, help_scene_new_variant(app, p->game.rules, p->game.variant)); break;
    case ACT_LETTER: seats_key(s, app, a->text[0]); break;
    case ACT_SHOW_MOVES: show_legal_moves(s, app); break;
    case ACT_POINTER_DOWN: {
        SDL_Point pt = {a->x, a->y};
        if (banner_click(s, app, a) || seats_click(s, app, pt))
            return;
        for (int i = 0; i < p->n_buttons; i++)
            if (SDL_PointInRect(&pt, &p->button[i].r)) {
                Action b = {.kind = p->button[i].act};
                play_action(s, app, &b);
                return;
            }
        if (a->button == SDL_BUTTON_RIGHT) {
            selection_clear(&p->sel);
            show_legal_moves(s, app);
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
    seats_update(s, app);
    if (p->demo)
        demo_step(s, app);
}

static bool play_busy(Scene *s, App *app)
{
    Play *p = s->data;
    bool waiting = (p->worker || p->worker_later) && !p->known && watching(p, app); /* poll until the verdict is in */
    return !settled(p) || p->flash_ticks > 0 || p->hint_ticks > 0 || p->pending_end || p->pending_warn || waiting ||
           seats_computer_turn(s, app);
}

static bool play_pending(Scene *s, App *app)
{
    Play *p = s->data;
    /* only the top scene polls: never hold input for a covered game */
    return scene_top(app) == s && (((p->worker || p->worker_later) && !p->known && watching(p, app)) ||
                                   seats_computer_turn(s, app));
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
    if (g->rules->players == 2) /* games for two: both scores, first side first */
        snprintf(big, sizeof big, "%d : %d", (int)st.side_score[0], (int)st.side_score[1]);
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
    if (app->settings.show_moves && used < sizeof buf)
        used += (size_t)snprintf(buf + used, sizeof buf - used, "   -   %d available", moves_available(p));
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
    if (p->view->hud_extra) {
        int ex = ix + text_width(FONT_SMALL, buf) + th;
        p->view->hud_extra(p->vd, app, g, (SDL_Rect){ex, pad / 4, SDL_max(0, bx - ex - th / 2), hud_height() - pad / 2});
    }
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
        .hands_up = seats_hands_up(p),
    };
    static int16_t legal[LEGAL_MAX];
    marks.n_legal = legal_pieces(p, legal);
    marks.legal = legal;
    p->view->draw(p->vd, app, &p->game, &marks);
    draw_hud(s, app);
    seats_draw(s, app);
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
    menu_dump_json(top, app, &w);
    if (p->banner)
        textbuf_printf(&w, ",\"banner\":[%d,%d]", p->banner_undo.x + p->banner_undo.w / 2,
                       p->banner_undo.y + p->banner_undo.h / 2);
    textbuf_printf(&w, ",\"legal_shown\":%s", p->show_legal ? "true" : "false");
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
    worker_free(p->seats.computer);
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
    p->seats.asked_pos = p->seats.flipped = -1;
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

/* True when the kept game at path reads. One that does not is never offered nor
 * thrown away: it is renamed "<file>.damaged" (then ".damaged-2"...), which
 * Open does not list, and said once, in full on stderr and in short on screen. */
static bool kept_readable(App *app, const char *path)
{
    Game g;
    game_init(&g);
    Error err = {{0}};
    if (read_save(path, &g, &err)) {
        game_free(&g);
        return true;
    }
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char dest[1100];
    bool moved = false;
    for (int k = 1; k < 100 && !moved; k++) {
        if (k == 1)
            snprintf(dest, sizeof dest, "%s.damaged", path);
        else
            snprintf(dest, sizeof dest, "%s.damaged-%d", path, k);
        moved = !file_exists(dest) && rename(path, dest) == 0;
    }
    if (moved) {
        const char *dbase = strrchr(dest, '/');
        dbase = dbase ? dbase + 1 : dest;
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s); it is set aside as %s",
                    err.msg, dest);
        app_message(app, "The kept game could not be read: it is now %s.", dbase); /* short: one line at 640 */
    } else {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s) nor set aside: %s", err.msg,
                    strerror(errno));
        app_message(app, "The kept game %s could not be read.", base);
    }
    return false;
}

bool play_check_kept(App *app, const GameView *view)
{
    char path[1024];
    return view->autosave && prefs_path(app, view->autosave, path, sizeof path) && file_exists(path) &&
           kept_readable(app, path);
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
    if (id == MENU_NEW || id == MENU_NEW_SETTINGS || (id >= MENU_VARIANT && id < MENU_SEATS)) {
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
 * ("Kept Mahjong Solitaire 2", in Open), so no kept game is ever lost; one that
 * cannot be read goes to "<file>.damaged" instead (kept_readable). */
static void write_kept(Play *p, App *app, const char *path)
{
    if (!p->kept && file_exists(path) && !kept_readable(app, path) && file_exists(path))
        return; /* unreadable and still there: said, and this game is not kept */
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
    if (p->demo) {
        const char *label = "Demo: the computer plays. Press any key to return.";
        int th = text_height(FONT_BODY), w = text_width(FONT_BODY, label) + 2 * th;
        SDL_Rect r = {(app->w - w) / 2, app->h - th * 3, w, th * 2};
        gfx_fill(app, r, (SDL_Color){8, 24, 20, 230});
        gfx_frame(app, r, 1, COLOR_ACCENT);
        text_draw(app, FONT_BODY, label, app->w / 2, r.y + th / 2, COLOR_ACCENT, ALIGN_CENTER);
    }
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
/* ---------- games for two: seats, the computer, Flip, the game's actions ---------- */

#define COMPUTER_DELAY_TICKS 30 /* a computer's move waits half a second: readable */

static bool two_players(const Play *p)
{
    return p->game.rules->players == 2;
}

static int seat_to_move(const Play *p)
{
    return p->game.variant->seat[game_status(&p->game).to_move & 1];
}

static int computer_level(const Play *p)
{
    int top = SDL_max(1, p->game.rules->computer_levels);
    return p->seats.level >= 1 && p->seats.level <= top ? p->seats.level : top;
}

static bool seats_computer_turn(Scene *s, App *app)
{
    (void)app;
    Play *p = s->data;
    return two_players(p) && p->game.rules->computer && playing(p) && seat_to_move(p) == SEAT_COMPUTER;
}

/* The hands this screen shows: a human's at the screen, the side whose player
 * pressed Flip, both when the computer plays itself or the game is over. */
static unsigned seats_hands_up(const Play *p)
{
    if (!two_players(p))
        return 0;
    const uint8_t *seat = p->game.variant->seat;
    if (!playing(p) || (seat[0] == SEAT_COMPUTER && seat[1] == SEAT_COMPUTER))
        return 3u;
    unsigned up = 0;
    for (int side = 0; side < 2; side++)
        if (seat[side] == SEAT_HUMAN || (seat[side] == SEAT_HOT && p->seats.flipped == side))
            up |= 1u << side;
    return up;
}

static bool seats_may_pick(Scene *s, App *app)
{
    Play *p = s->data;
    if (!two_players(p) || !playing(p))
        return true;
    int seat = seat_to_move(p);
    if (seat == SEAT_COMPUTER) {
        app_message(app, "The computer is to move.");
        return false;
    }
    if (seat == SEAT_HOT && p->seats.flipped != game_status(&p->game).to_move) {
        app_message(app, "Press Flip (F) first, while the other player looks away.");
        return false;
    }
    return true;
}

/* The buttons now: the game's actions, and Flip in a hot seat. */
static int seats_actions(const Play *p, RulesAction *out)
{
    int n = 0;
    if (!two_players(p) || !playing(p))
        return 0;
    int to_move = game_status(&p->game).to_move;
    if (seat_to_move(p) == SEAT_HOT)
        out[n++] = (RulesAction){"Flip", 'f', p->seats.flipped != to_move, {0}, NULL};
    if (p->game.rules->actions && seat_to_move(p) != SEAT_COMPUTER)
        n += p->game.rules->actions(p->game.state, out + n, SEAT_BUTTONS - n);
    return SDL_min(n, SEAT_BUTTONS);
}

static void seats_act(Scene *s, App *app, const RulesAction *a)
{
    Play *p = s->data;
    if (!a->enabled) {
        audio_play(app, SFX_INVALID);
        if (a->why)
            app_message(app, "%s", a->why);
        return;
    }
    if (a->move.kind == 0) { /* Flip */
        p->seats.flipped = game_status(&p->game).to_move;
        audio_play(app, SFX_SELECT);
        return;
    }
    if (!seats_may_pick(s, app))
        return;
    selection_clear(&p->sel);
    play_move(s, app, &a->move);
}

static bool seats_click(Scene *s, App *app, SDL_Point pt)
{
    Play *p = s->data;
    for (int i = 0; i < p->seats.n_buttons; i++)
        if (SDL_PointInRect(&pt, &p->seats.button[i].r)) {
            seats_act(s, app, &p->seats.action[i]);
            return true;
        }
    return false;
}

static void seats_key(Scene *s, App *app, char key)
{
    Play *p = s->data;
    RulesAction a[SEAT_BUTTONS];
    int n = seats_actions(p, a);
    for (int i = 0; i < n; i++)
        if (a[i].key == key) {
            seats_act(s, app, &a[i]);
            return;
        }
}

static void seats_update(Scene *s, App *app)
{
    Play *p = s->data;
    Seats *st = &p->seats;
    if (!two_players(p))
        return;
    int to_move = game_status(&p->game).to_move;
    if (st->flipped >= 0 && st->flipped != to_move)
        st->flipped = -1; /* the turn passed: the hand turns face down */
    if (st->last_to_move != to_move) {
        st->last_to_move = to_move; /* and the cursor and selection start afresh */
        p->focus = -1;
        selection_clear(&p->sel);
    }
    if (!seats_computer_turn(s, app) || !settled(p) || p->pending_end || scene_top(app) != s)
        return;
    if (st->asked_pos != p->game.pos) {
        if (!st->computer)
            st->computer = worker_new_computer(p->game.rules);
        void *seen = malloc(p->game.rules->state_size);
        if (!st->computer || !seen) {
            free(seen);
            return;
        }
        p->game.rules->see(p->game.state, game_status(&p->game).to_move, seen);
        worker_request_computer(st->computer, seen, ++st->gen, computer_level(p),
                                p->game.seed * 1000003u + (uint64_t)p->game.pos);
        free(seen);
        st->asked_pos = p->game.pos;
        st->ready = false;
        st->delay = app->cfg.headless ? 0 : COMPUTER_DELAY_TICKS;
        return;
    }
    WorkerAnswer a;
    if (!st->ready && worker_poll(st->computer, &a) && a.generation == st->gen && a.result != SUGGEST_NONE) {
        st->ready = true;
        st->move = a.move;
    }
    if (st->delay > 0)
        st->delay--;
    if (st->ready && st->delay == 0) {
        st->ready = false;
        st->asked_pos = -1;
        play_move(s, app, &st->move);
    }
}

static void seats_draw(Scene *s, App *app)
{
    Play *p = s->data;
    Seats *st = &p->seats;
    st->n_buttons = seats_actions(p, st->action);
    int th = text_height(FONT_BODY), pad = th / 2, bh = th * 3 / 2;
    int x = pad, y = app->h - bh - pad;
    for (int i = 0; i < st->n_buttons; i++) {
        char label[40];
        snprintf(label, sizeof label, "%s (%c)", st->action[i].label, st->action[i].key - 'a' + 'A');
        int bw = text_width(FONT_BODY, label) + th;
        SDL_Rect r = {x, y, bw, bh};
        bool on = st->action[i].enabled;
        st->button[i] = (HudButton){r, ACT_NONE, st->action[i].label, on};
        SDL_Color grey = {120, 128, 124, 255}; /* greyed as in the menu: not now */
        gfx_fill(app, r, on ? (SDL_Color){8, 24, 20, 170} : (SDL_Color){8, 24, 20, 70});
        gfx_frame(app, r, 1, on ? COLOR_ACCENT : (SDL_Color){90, 100, 96, 255});
        text_draw(app, FONT_BODY, label, r.x + bw / 2, r.y + (bh - th) / 2, on ? COLOR_TEXT : grey, ALIGN_CENTER);
        x += bw + pad;
    }
    if (two_players(p) && playing(p)) {
        int to_move = game_status(&p->game).to_move;
        const char *who = p->game.rules->player_name[to_move & 1];
        char msg[96];
        if (seat_to_move(p) == SEAT_COMPUTER)
            snprintf(msg, sizeof msg, "The computer plays the %s (level %d)...", who ? who : "side",
                     computer_level(p));
        else if (seat_to_move(p) == SEAT_HOT && st->flipped != to_move)
            snprintf(msg, sizeof msg, "%s to play: press Flip while the other looks away.", who ? who : "Next");
        else
            snprintf(msg, sizeof msg, "Your turn, %s.", who ? who : "player");
        text_draw(app, FONT_SMALL, msg, x + pad, y + (bh - text_height(FONT_SMALL)) / 2, COLOR_TEXT, ALIGN_LEFT);
    }
}

enum { SEATS_ACTION = 80, SEATS_LEVEL = 90 };

static void seats_menu_items(Play *p, Scene *m)
{
    if (!two_players(p))
        return;
    RulesAction a[SEAT_BUTTONS];
    int n = seats_actions(p, a);
    for (int i = 0; i < n; i++) {
        menu_add(m, SEATS_ACTION + i, a[i].label, NULL);
        menu_set_enabled(m, SEATS_ACTION + i, a[i].enabled);
    }
    if (p->game.rules->computer) {
        char v[32];
        snprintf(v, sizeof v, "%d of %d", computer_level(p), p->game.rules->computer_levels);
        menu_add(m, SEATS_LEVEL, "Computer level", v);
    }
}

static void seats_menu_select(Scene *s, App *app, int id)
{
    Play *p = s->data;
    RulesAction a[SEAT_BUTTONS];
    int n = seats_actions(p, a);
    if (id >= SEATS_ACTION && id < SEATS_ACTION + n)
        seats_act(s, app, &a[id - SEATS_ACTION]);
}

static void seats_menu_adjust(Play *p, Scene *m, int id, int delta)
{
    if (id != SEATS_LEVEL)
        return;
    int top = SDL_max(1, p->game.rules->computer_levels);
    p->seats.level = (computer_level(p) - 1 + delta + top) % top + 1;
    char v[32];
    snprintf(v, sizeof v, "%d of %d", p->seats.level, top);
    menu_set_value(m, SEATS_LEVEL, v);
    p->seats.asked_pos = -1; /* ask again at the new level */
}

/* The end of a game for two: who won, both scores; "you" against the computer. */
static bool seats_end_dialog(App *app, Play *p, MenuSpec *spec)
{
    if (!two_players(p))
        return false;
    GameStatus st = game_status(&p->game);
    const char *const *name = p->game.rules->player_name;
    const uint8_t *seat = p->game.variant->seat;
    char title[64], msg[320], what[96];
    p->view->describe(p->vd, &p->game, what, sizeof what);
    int w = st.winner;
    bool one_human = (seat[0] == SEAT_COMPUTER) != (seat[1] == SEAT_COMPUTER);
    if (w < 0)
        snprintf(title, sizeof title, "A tie");
    else if (one_human)
        snprintf(title, sizeof title, "%s", seat[w] == SEAT_COMPUTER ? "The computer wins" : "You win!");
    else
        snprintf(title, sizeof title, "The %s wins", name[w] ? name[w] : "player");
    snprintf(msg, sizeof msg, "%s\n%s %d  -  %s %d    Moves %d", what, name[0] ? name[0] : "First",
             (int)st.side_score[0], name[1] ? name[1] : "Second", (int)st.side_score[1], game_moves(&p->game));
    spec->name = "win";
    spec->title = title;
    spec->message = msg;
    Scene *m = menu_scene_new(spec);
    if (!m)
        return true;
    menu_add(m, MENU_NEW, "New game", NULL);
    menu_add(m, MENU_RESTART, "Play this deal again", NULL);
    menu_add(m, MENU_TITLE, "Main menu", NULL);
    scene_push(app, m);
    audio_play(app, w >= 0 && seat[w] != SEAT_COMPUTER ? SFX_WIN : SFX_NOMOVES);
    char path[1024];
    if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
        forget_kept(p, path); /* only when the kept game is this one */
    return true;
}

/* ---------- the last result, for the title screen's card ---------- */

static void note_result(Play *p, App *app)
{
    char rel[96], path[1024], line[160], t[32];
    GameStatus st = game_status(&p->game);
    snprintf(rel, sizeof rel, "last-%s.txt", p->game.rules->id);
    if (!prefs_path(app, rel, path, sizeof path))
        return;
    format_time(t, sizeof t, p->game.elapsed_ms / 1000);
    int n;
    if (st.outcome == OUTCOME_WON && st.scored)
        n = snprintf(line, sizeof line, "Last: won, %d points, %s\n", (int)st.score, t);
    else if (st.outcome == OUTCOME_WON)
        n = snprintf(line, sizeof line, "Last: won in %s, %d moves\n", t, game_moves(&p->game));
    else
        n = snprintf(line, sizeof line, "Last: %d left, no move\n", st.left);
    Error err = {{0}};
    if (n > 0 && !file_write_atomic(path, line, (size_t)SDL_min(n, (int)sizeof line - 1), &err))
        SDL_Log("%s", err.msg);
}

/* ---------- the moves available now (the HUD's count, an option) ---------- */

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

/* ---------- attract mode: the computer plays a winnable deal ---------- */

#define DEMO_MOVE_TICKS 45 /* a pair every 0.75 s */

/* A pair every DEMO_MOVE_TICKS once the worker has judged the position: its
 * winning move, or a hint when it could not tell; a finished game returns to
 * the title after two seconds. */
static void demo_step(Scene *s, App *app)
{
    Play *p = s->data;
    if (++p->demo_ticks < DEMO_MOVE_TICKS || !settled(p))
        return;
    if (!playing(p)) {
        if (p->demo_ticks > DEMO_MOVE_TICKS + 2 * APP_TICK_HZ)
            scene_pop(app);
        return;
    }
    Move m;
    if (p->known && p->answer.result == SUGGEST_WINNING) {
        m = p->answer.move;
    } else if (p->known || !p->worker) {
        if (!game_hint(&p->game, NULL, scratch(p), HINT_BUDGET_MS, &m, NULL, NULL)) {
            scene_pop(app);
            return;
        }
    } else {
        return; /* still thinking */
    }
    p->demo_ticks = 0;
    p->show_focus = false;
    play_move(s, app, &m);
}

Scene *play_scene_demo(App *app, const GameView *view, Error *err)
{
    Scene *s = play_scene_new(app, view, NULL, NULL, 0, false, err);
    if (!s)
        return NULL;
    Play *p = s->data;
    p->demo = true;
    s->name = "demo";
    position_changed(p, app); /* the worker starts on the deal */
    return s;
}
