#include "scenes/play/play_moves.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"
#include "engine/audio.h"
#include "scenes/play/play_clock.h"
#include "scenes/play/play_focus.h"

/* Timings in ticks (60 Hz). */
#define HINT_TICKS 150 /* a hint pulses */

/* The worker's solver budget, in CPU time (the module's node budget where the
 * system has no per-thread CPU clock: core/worker.h); the move it picks is
 * recorded, so replays need no solver. */
#define WORKER_BUDGET_MS 2000.0

bool play_pieces_are_cards(const Play *p)
{
    return p->view->piece_word && strcmp(p->view->piece_word, "card") == 0;
}

/* A new deal's number: from the clock, except in headless runs, where the deals
 * follow one fixed sequence (like their cosmetic RNG) so scripts are exact. */
uint64_t play_fresh_seed(const App *app)
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

bool play_watching(const Play *p, App *app)
{
    return p->game.rules && p->game.rules->solver &&
           (app->settings.show_winnable || app->settings.look_for_moves || p->demo);
}

/* Every change of position goes through here: the worker looks at it again. */
void play_position_changed(Play *p, App *app)
{
    p->gen++;
    p->known = false;
    p->show_legal = false;
    p->ended = false;
    if (!play_watching(p, app))
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

/* A position the undo back may go to: proved winnable; in a game whose
 * hidden pieces make "winnable" a verdict about every way they may lie and
 * that gives no chance figure (Mahjong's covered faces), any position not
 * proved lost (issue 34). */
bool play_not_lost(const Play *p, const WorkerAnswer *a)
{
    const RulesModule *r = p->game.rules;
    return a->result == SUGGEST_WINNING || (r->see && !r->chance && a->result == SUGGEST_UNKNOWN);
}

void play_poll_worker(Scene *s, App *app)
{
    Play *p = s->data;
    WorkerAnswer a;
    if (p->worker_later && app->frames > 0)
        play_position_changed(p, app); /* the held request, now that a frame is shown */
    /* a worker without a thread answers inside the poll: not while the board moves */
    bool may_poll = p->worker && (!worker_in_frame(p->worker) || play_settled(p));
    if (may_poll && worker_poll(p->worker, &a) && a.generation == p->gen) {
        p->answer = a;
        p->known = true;
        app->dirty = true;
        if (play_not_lost(p, &a)) {
            p->last_winnable_pos = p->game.pos;
            p->warned = p->pending_warn = p->banner = false;
        } else if (a.result == SUGGEST_LOST && app->settings.look_for_moves && !p->warned &&
                   (p->last_winnable_pos < 0 || p->last_winnable_pos < p->game.pos)) {
            /* last_winnable_pos < 0: never winnable, lost from the deal on */
            p->warned = p->pending_warn = true;
        }
    }
    if (!p->pending_warn)
        return;
    if (!play_is_playing(p)) {
        p->pending_warn = false; /* the end dialog says it all */
        return;
    }
    if (p->known && p->answer.result == SUGGEST_LOST && play_settled(p) && !p->pending_end &&
        scene_top(app) == s) {
        p->pending_warn = false;
        warn_unwinnable(app);
    }
}

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
void play_game_replaced(Play *p, App *app)
{
    p->focus = -1;
    p->has_focus_pt = false;
    p->last_winnable_pos = -1;
    p->warned = p->pending_warn = p->banner = false;
    reset_transients(p);
    p->out_w = 0;
    p->seats.asked_pos = p->seats.flipped = -1;
    p->view->reset(p->vd, app, &p->game);
    play_position_changed(p, app);
}

void play_check_end(Scene *s, App *app)
{
    Play *p = s->data;
    GameOutcome o = game_status(&p->game).outcome;
    if (!p->ended && (o == OUTCOME_WON || o == OUTCOME_LOST || (o == OUTCOME_STUCK && app->settings.look_for_moves)))
        p->pending_end = true;
    if (p->pending_end && play_settled(p)) {
        p->pending_end = false;
        p->ended = true;
        p->end_dialog(app); /* play_menus_end_dialog: the menus are above the moves */
    }
}

void play_move(Scene *s, App *app, const Move *m)
{
    Play *p = s->data;
    Error why = {{0}};
    MoveEvent ev;
    play_focus_remember(p);
    if (p->view->before_move)
        p->view->before_move(p->vd, app, &p->game, m);
    if (!game_apply(&p->game, m, &ev, &why)) {
        log_message(app, "%s", why.msg);
        audio_play(app, SFX_INVALID);
        return;
    }
    if (p->view->after_move)
        p->view->after_move(p->vd, app, &p->game, m, &ev);
    if (p->focus >= 0 && p->show_focus)
        play_focus_default(p); /* the cursor stays near the pair that went */
    play_position_changed(p, app);
    p->hint_ticks = 0;
    p->hint_on = false;
    GameStatus st = game_status(&p->game);
    audio_play(app, st.outcome == OUTCOME_WON ? SFX_WIN : SFX_MATCH);
    if (ev.flags & EVENT_RESHUFFLED)
        log_message(app, "%s", play_pieces_are_cards(p) ? _("No move was left: the cards were reshuffled.")
                                                        : _("No move was left: the tiles were reshuffled."));
    if ((ev.flags & EVENT_STAGE_CLEARED) && st.outcome == OUTCOME_PLAYING)
        /* TRANSLATORS: the stage now begun and the number of stages */
        log_message(app, _("Stage cleared! Stage %d of %d."), st.stage, st.stages);
    play_check_end(s, app);
}

/* Right click, L, the pad's right stick: mark (or unmark) every piece that
 * starts a legal move, from the rules' list. */
void play_show_legal(Scene *s, App *app)
{
    Play *p = s->data;
    Move one[1];
    p->show_legal = !p->show_legal && play_is_playing(p);
    if (p->show_legal && p->game.rules->list_moves(p->game.state, one, 1) == 0)
        log_message(app, "%s", _("No legal move."));
    app->dirty = true;
}

/* The distinct first pieces of the legal moves (at most LEGAL_MAX). */
int play_legal_pieces(const Play *p, int16_t *out)
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

void *play_scratch(Play *p)
{
    if (!p->scratch && p->game.rules->solver)
        p->scratch = p->game.rules->solver->scratch_new();
    return p->scratch;
}

void play_hint(Scene *s, App *app)
{
    Play *p = s->data;
    if (game_status(&p->game).outcome == OUTCOME_WON)
        return; /* nothing to find on a cleared table */
    Move known = {0}, m;
    if (p->known && (p->answer.result == SUGGEST_WINNING || p->answer.chance >= 0))
        known = p->answer.move; /* the worker already proved (or estimated) this one */
    Error why = {{0}};
    if (game_hint(&p->game, known.kind ? &known : NULL, play_scratch(p), HINT_BUDGET_MS, &m, NULL, &why)) {
        p->hint[0] = m.a;
        p->hint[1] = m.b;
        p->hint_ticks = HINT_TICKS;
        p->hint_on = true;
        audio_play(app, SFX_HINT);
    } else {
        audio_play(app, SFX_NOMOVES);
        log_message(app, "%s", why.msg);
    }
}

void play_undo(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    if (game_undo(&p->game, &why)) {
        reset_transients(p);
        play_position_changed(p, app);
        audio_play(app, SFX_UNDO);
    } else {
        log_message(app, "%s", why.msg);
    }
}

void play_redo(Scene *s, App *app)
{
    Play *p = s->data;
    if (game_redo(&p->game)) {
        reset_transients(p);
        play_position_changed(p, app);
        audio_play(app, SFX_MATCH);
        play_check_end(s, app);
    } else {
        log_message(app, "%s", _("Nothing to redo."));
    }
}

void play_undo_to_winnable(Scene *s, App *app)
{
    Play *p = s->data;
    while (p->game.pos > p->last_winnable_pos && game_undo(&p->game, NULL)) {
    }
    reset_transients(p);
    play_position_changed(p, app);
    audio_play(app, SFX_UNDO);
}

void play_shuffle(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    MoveEvent ev;
    bool ok = game_shuffle(&p->game, play_scratch(p), &ev, &why);
    if (why.msg[0])
        log_message(app, "%s", why.msg);
    if (!ok)
        return;
    reset_transients(p);
    play_position_changed(p, app);
    audio_play(app, SFX_SHUFFLE);
    play_check_end(s, app);
}

void play_restart(Scene *s, App *app)
{
    Play *p = s->data;
    game_restart(&p->game);
    play_game_replaced(p, app);
    play_clock_sync(s, app, false);
    audio_play(app, SFX_SHUFFLE);
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

bool play_deal_into(Play *p, App *app, const RulesVariant *v, const char *arg, uint64_t seed, Error *err)
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
    if (p->game.rules && !p->demo && p->view->leaving) /* a competition's turn in progress is kept, not lost */
        p->view->leaving(p->vd, app, &p->game);
    game_free(&p->game);
    p->game = fresh;
    p->save_name[0] = 0;
    play_game_replaced(p, app);
    return true;
}

void play_new_game(Scene *s, App *app, const RulesVariant *v, uint64_t seed, bool has_seed)
{
    Play *p = s->data;
    Error err = {{0}};
    if (!play_deal_into(p, app, v ? v : p->game.variant, NULL, has_seed ? seed : play_fresh_seed(app), &err))
        log_message(app, "%s", err.msg);
    else
        audio_play(app, SFX_SHUFFLE);
    play_clock_sync(s, app, false);
}

void play_end_game(Scene *s, App *app)
{
    Play *p = s->data;
    Error why = {{0}};
    play_clock_sync(s, app, false);
    if (!game_end(&p->game, &why)) {
        log_message(app, "%s", why.msg);
        return;
    }
    reset_transients(p);
    play_check_end(s, app);
}
