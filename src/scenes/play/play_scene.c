/* The play scene's lifecycle and frame: its Scene callbacks (action, update,
 * draw, enter, covered, quit...) and the constructors of scenes/play.h. The
 * concerns live beside it (play_internal.h lists them); this file only routes
 * to them, so it is the one play file that includes every other. */
#include "scenes/play.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/i18n.h"
#include "core/registry.h"
#include "engine/audio.h"
#include "engine/gfx.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "games/registry.h"
#include "scenes/scenes.h"
#include "scenes/play/play_clock.h"
#include "scenes/play/play_demo.h"
#include "scenes/play/play_files.h"
#include "scenes/play/play_focus.h"
#include "scenes/play/play_hud.h"
#include "scenes/play/play_internal.h"
#include "scenes/play/play_menus.h"
#include "scenes/play/play_moves.h"
#include "scenes/play/play_pick.h"
#include "scenes/play/play_seats.h"

static void fit(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->out_w == app->w && p->out_h == app->h)
        return;
    int hud = play_hud_height(p, app);
    SDL_Rect area = {0, hud, app->w, app->h - hud};
    p->view->fit(p->vd, app, &p->game, area);
    p->out_w = app->w;
    p->out_h = app->h;
}

static void play_action(Scene *s, App *app, const Action *a)
{
    Play *p = s->data;
    if (p->demo) { /* any input ends the attract mode */
        scene_pop(app);
        return;
    }
    play_clock_sync(s, app, false);
    fit(s, app);
    play_focus_remember(p);
    if (p->focus >= 0 && !play_focus_can(p, p->focus))
        p->focus = -1;
    if (a->kind == PLAY_ACT_END_GAME) {
        play_end_game(s, app);
        return;
    }
    switch (a->kind) {
    case ACT_UP: case ACT_DOWN: case ACT_LEFT: case ACT_RIGHT: {
        bool first = !p->show_focus;
        p->show_focus = true;
        if (first && p->focus >= 0)
            break; /* show where the cursor is before moving it */
        play_focus_move(p, a->kind == ACT_LEFT ? -1 : a->kind == ACT_RIGHT ? 1 : 0,
                   a->kind == ACT_UP ? -1 : a->kind == ACT_DOWN ? 1 : 0);
        break;
    }
    case ACT_PAGE_NEXT: case ACT_PAGE_PREV:
        p->show_focus = true;
        play_focus_cycle(p, a->kind == ACT_PAGE_NEXT ? 1 : -1);
        break;
    case ACT_SELECT:
        p->show_focus = true;
        if (p->focus < 0)
            play_focus_default(p);
        else
            play_pick(s, app, p->focus);
        break;
    case ACT_BACK:
        if (p->sel.selected >= 0 || p->hint_on) {
            selection_clear(&p->sel);
            p->hint_ticks = 0;
            p->hint_on = false;
        } else {
            play_menus_open(app);
        }
        break;
    case ACT_MENU: play_menus_open(app); break;
    case ACT_HINT: play_hint(s, app); break;
    case ACT_UNDO: play_undo(s, app); break;
    case ACT_REDO: play_redo(s, app); break;
    case ACT_SHUFFLE: play_shuffle(s, app); break;
    case ACT_NEW: play_menus_select(app, NULL, MENU_NEW, NULL); break;
    case ACT_RESTART:
        if (!p->game.variant->no_restart)
            play_menus_select(app, NULL, MENU_RESTART, NULL);
        break;
    case ACT_SAVE: play_files_save(s, app); break;
    case ACT_OPEN: play_menus_select(app, NULL, MENU_OPEN, NULL); break;
    case ACT_HELP: scene_push(app, help_scene_new_variant(app, p->game.rules, p->game.variant)); break;
    case ACT_LETTER: play_seats_key(s, app, a->text[0]); break;
    case ACT_SHOW_MOVES: play_show_legal(s, app); break;
    case ACT_POINTER_DOWN: {
        SDL_Point pt = {a->x, a->y};
        if (play_hud_banner_click(s, app, a) || play_seats_click(s, app, pt))
            return;
        for (int i = 0; i < p->n_buttons; i++)
            if (SDL_PointInRect(&pt, &p->button[i].r)) {
                Action b = {.kind = p->button[i].act};
                play_action(s, app, &b);
                return;
            }
        if (a->button == SDL_BUTTON_RIGHT) {
            selection_clear(&p->sel);
            play_show_legal(s, app);
            break;
        }
        int id = p->view->piece_at(p->vd, &p->game, a->x, a->y);
        /* the second click of a double click on a piece just taken: ignore it */
        if (a->clicks >= 2 && id < 0)
            break;
        if (id >= 0)
            p->focus = id;
        p->show_focus = false;
        if (a->clicks >= 2 && play_pick_quick(s, app, id))
            break;
        play_pick_drag_press(p, app, id);
        play_pick(s, app, id);
        play_pick_drag_begin(p, a, id);
        break;
    }
    case ACT_POINTER_MOVE: play_pick_drag_motion(p, app, a); break;
    case ACT_POINTER_UP: play_pick_drag_end(s, app, a); break;
    default:
        break;
    }
}

static void play_update(Scene *s, App *app)
{
    Play *p = s->data;
    play_clock_sync(s, app, false);
    play_poll_worker(s, app);
    if (p->view->update)
        p->view->update(p->vd, app);
    if (p->flash_ticks > 0)
        p->flash_ticks--;
    if (p->hint_ticks > 0)
        p->hint_ticks--;
    if (p->pending_end || game_end_reason(&p->game) != GAME_END_NONE)
        play_check_end(s, app);
    play_seats_update(s, app);
    if (p->demo)
        play_demo_step(s, app);
}

static bool play_busy(Scene *s, App *app)
{
    Play *p = s->data;
    bool waiting = (p->worker || p->worker_later) && !p->known && play_watching(p, app); /* poll until the verdict is in */
    /* a demo moves by the tick: the loop must not wait for an event then (a
     * headless run ticks anyway, and ends when its script is done) */
    return !play_settled(p) || p->flash_ticks > 0 || p->hint_ticks > 0 || p->pending_end || p->pending_warn || waiting ||
           (play_seats_computer_turn(s, app) && !p->demo) || (p->demo && !app->cfg.headless);
}

static bool play_pending(Scene *s, App *app)
{
    Play *p = s->data;
    /* only the top scene polls: never hold input for a covered game. A
     * demo's computers hold a script only while they think (their moves then
     * wait for ticks, DEMO_DELAY_TICKS): scripts (tests) see each game of the
     * round in turn, with the same moves on a busy machine */
    return scene_top(app) == s && (((p->worker || p->worker_later) && !p->known && play_watching(p, app)) ||
                                   (play_seats_computer_turn(s, app) && (!p->demo || !p->seats.ready)));
}

static int play_clock_wait(Scene *s, App *app)
{
    Play *p = s->data;
    play_clock_sync(s, app, false);
    if (!p->clock_on || !p->game.variant->clock)
        return -1;
    return (int)(1000 - p->game.elapsed_ms % 1000) + 1;
}

/* Only the top bar changes when the clock moves on a game at rest; anything
 * else (a countdown run out, an animation, a resize) draws the whole frame. */
static bool play_clock_rect(Scene *s, App *app, SDL_Rect *r)
{
    Play *p = s->data;
    if (p->hud_r.w != app->w || p->out_w != app->w || p->out_h != app->h || play_clock_board_hidden(s, app) ||
        play_busy(s, app) || game_end_reason(&p->game) != GAME_END_NONE)
        return false;
    *r = p->hud_r;
    return true;
}

static void play_marks(Play *p, ViewMarks *marks)
{
    static int16_t legal[LEGAL_MAX];
    *marks = (ViewMarks){
        .selected = p->sel.selected,
        .focus = p->show_focus ? p->focus : -1,
        .hint = {p->hint_on ? p->hint[0] : -1, p->hint_on ? p->hint[1] : -1},
        .flash = p->flash_ticks > 0 ? p->flash : -1,
        .drag = p->dragging ? p->drag : -1,
        .drag_dx = p->drag_dx,
        .drag_dy = p->drag_dy,
        .hands_up = play_seats_hands_up(p),
    };
    marks->n_legal = play_legal_pieces(p, legal);
    marks->legal = legal;
}

static uint64_t sig_add(uint64_t h, int64_t v)
{
    return (h ^ (uint64_t)v) * 1099511628211ull;
}

/* What the play screen is drawn from, but the view's animations and the
 * clock's text: a frame in which it changed is drawn whole. */
static uint64_t still_sig(Scene *s, App *app)
{
    Play *p = s->data;
    const Game *g = &p->game;
    int64_t v[] = {app->w, app->h, p->out_w, p->out_h, g->pos, g->n_moves, g->n_acts, g->end,
                   g->penalty, g->time_limit_ms, g->seed, p->gen, p->sel.selected, p->focus, p->show_focus,
                   p->flash_ticks > 0 ? p->flash : -1, p->hint_on, p->hint[0], p->hint[1], p->dragging, p->drag,
                   p->drag_dx, p->drag_dy, p->show_legal, p->banner, p->known, p->answer.result, p->answer.chance,
                   p->seats.flipped, p->seats.n_buttons, p->seats.ready, p->demo, p->pending_end, p->ended,
                   play_clock_board_hidden(s, app), play_is_playing(p), tiles_generation(),
                   app->status_ticks > 0, (int64_t)(uintptr_t)p->view};
    GameStatus st = game_status(g); /* what the HUD shows: a shot clock drains the score */
    int64_t shown[] = {st.outcome, st.to_move, st.score, st.left, st.stage, st.alert, st.side_score[0],
                       st.side_score[1]};
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < SDL_arraysize(v); i++)
        h = sig_add(h, v[i]);
    for (size_t i = 0; i < SDL_arraysize(shown); i++)
        h = sig_add(h, shown[i]);
    for (int i = 0; i < AID_COUNT; i++)
        h = sig_add(h, g->aid_used[i]);
    return h;
}

static uint64_t clock_sig(const Play *p)
{
    char text[32];
    play_clock_text(&p->game, text, sizeof text);
    uint64_t h = 1469598103934665603ull;
    for (const char *c = text; *c; c++)
        h = sig_add(h, (unsigned char)*c);
    return h;
}

/* A frame while the view animates: only what the animation touches (and the
 * top bar if the clock's text changed) when nothing else did. */
static bool play_frame_damage(Scene *s, App *app)
{
    Play *p = s->data;
    play_clock_sync(s, app, false);
    if (!p->view->damage || p->out_w != app->w || p->out_h != app->h || p->hud_r.w != app->w ||
        still_sig(s, app) != p->drawn_sig)
        return false;
    if (clock_sig(p) != p->drawn_clock_sig)
        app_damage(app, p->hud_r);
    ViewMarks marks;
    play_marks(p, &marks);
    return p->view->damage(p->vd, app, &p->game, &marks);
}

static void play_draw(Scene *s, App *app)
{
    Play *p = s->data;
    play_clock_sync(s, app, false);
    fit(s, app);
    p->drawn_sig = still_sig(s, app);
    p->drawn_clock_sig = clock_sig(p);
    if (play_clock_board_hidden(s, app)) {
        gfx_background(app);
        text_trace_reset();
        p->traced_view = 0;
        play_hud_draw(s, app);
        p->traced_hud = p->traced_play = text_trace_count();
        /* TRANSLATORS: over the hidden board while the clock is stopped */
        text_draw(app, FONT_HUGE, _("Paused"), app->w / 2, app->h / 2 - text_height(FONT_HUGE) / 2,
                  COLOR_TEXT_DIM, ALIGN_CENTER);
        return;
    }
    ViewMarks marks;
    play_marks(p, &marks);
    text_trace_reset();
    p->view->draw(p->vd, app, &p->game, &marks);
    p->traced_view = text_trace_count();
    play_hud_draw(s, app);
    p->traced_hud = text_trace_count();
    play_seats_draw(s, app);
    play_hud_draw_banner(s, app);
    p->traced_play = text_trace_count();
}

/* What a message over the play screen must not hide: the board, the top bar,
 * the seats' buttons, every text the frame drew, the banner. */
static int play_occupied(Scene *s, App *app, SDL_Rect *out, int cap)
{
    Play *p = s->data;
    int n = play_hud_occupied(p, app, out, cap, p->traced_play);
    if (n < cap && play_hud_banner_shown(p))
        out[n++] = p->banner_r;
    return n;
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
    play_clock_sync(s, app, false);
    TextBuf w = {0};
    textbuf_put(&w, "{", 1);
    game_dump_json(&p->game, &w);
    const char *verdict = !p->known ? (p->worker ? "checking" : "off")
                        : p->answer.result == SUGGEST_WINNING ? "yes"
                        : p->answer.result == SUGGEST_LOST    ? "no"
                        : p->game.rules->dealt_winnable && p->game.rules->dealt_winnable(p->game.state) ? "dealt"
                                                              : "unknown";
    Scene *top = scene_top(app);
    play_hud_dump_buttons(p, &w);
    play_hud_dump_layout(p, app, &w);
    textbuf_printf(&w, ",\"top\":\"%s\"", top ? top->name : "");
    menu_dump_json(top, app, &w);
    if (p->banner)
        textbuf_printf(&w, ",\"banner\":[%d,%d]", p->banner_undo.x + p->banner_undo.w / 2,
                       p->banner_undo.y + p->banner_undo.h / 2);
    textbuf_printf(&w, ",\"legal_shown\":%s,\"chance\":%d", p->show_legal ? "true" : "false",
                   p->known ? p->answer.chance : -1);
    textbuf_printf(&w, ",\"selection\":%d,\"focus\":%d,\"hint\":[%d,%d],\"winnable\":\"%s\",\"paused\":%s}\n",
                   p->sel.selected, p->show_focus ? p->focus : -1, p->hint_on ? p->hint[0] : -1,
                   p->hint_on ? p->hint[1] : -1, verdict, play_clock_board_hidden(s, app) ? "true" : "false");
    bool ok = !w.oom && fwrite(w.p, 1, w.len, f) == w.len;
    textbuf_free(&w);
    return ok;
}

static void play_quit(Scene *s, App *app)
{
    play_files_autosave(s, app);
}

static bool play_ask_quit(Scene *s, App *app)
{
    return play_menus_ask_quit(s, app);
}

static void play_enter(Scene *s, App *app)
{
    Play *p = s->data;
    p->out_w = 0; /* settings may have changed the tileset */
    if (play_watching(p, app) && !p->known)
        play_position_changed(p, app); /* the status may just have been switched on */
    play_clock_sync(s, app, false);
}

static void play_covered(Scene *s, App *app)
{
    play_clock_sync(s, app, true); /* the time until now counts; none after */
}

static void play_destroy(Scene *s)
{
    Play *p = s->data;
    play_files_release(p);
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
    p->end_dialog = play_menus_end_dialog;
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
    s->clock_rect = play_clock_rect;
    s->frame_damage = play_frame_damage;
    s->pending = play_pending;
    s->locate = play_locate;
    s->dump = play_dump;
    s->quit = play_quit;
    s->ask_quit = play_ask_quit;
    s->destroy = play_destroy;
    s->occupied = play_occupied;
    return s;
}

Scene *play_scene_new(App *app, const GameView *view, const RulesVariant *variant, const char *arg,
                      uint64_t seed, bool has_seed, Error *err)
{
    Scene *s = play_alloc(app, view);
    if (!s) {
        error_set(err, "%s", _("out of memory"));
        return NULL;
    }
    if (!play_deal_into(s->data, app, variant, arg, has_seed ? seed : play_fresh_seed(app), err)) {
        play_destroy(s);
        return NULL;
    }
    return s;
}

Scene *play_scene_open(App *app, const char *path, Error *err)
{
    Game g;
    game_init(&g);
    if (!play_files_read(path, &g, err))
        return NULL;
    const GameView *view = views_find(g.rules->id);
    Scene *s = view ? play_alloc(app, view) : NULL;
    if (!s) {
        game_free(&g);
        /* TRANSLATORS: %s is a saved game's file */
        error_set(err, _("%s: this game cannot be shown"), path);
        return NULL;
    }
    Play *p = s->data;
    p->game = g;
    play_game_replaced(p, app);
    return s;
}

const Game *play_scene_game(Scene *s)
{
    return s && s->destroy == play_destroy ? &((Play *)s->data)->game : NULL;
}

void play_game(App *app, Game *gm)
{
    const GameView *view = views_find(gm->rules->id);
    Scene *fresh = view ? play_alloc(app, view) : NULL;
    if (!fresh) {
        game_free(gm);
        log_message(app, "%s", _("This game cannot be shown."));
        return;
    }
    Play *p = fresh->data;
    p->game = *gm;
    game_init(gm);
    play_game_replaced(p, app);
    Scene *g = scene_find_game(app);
    if (g) {
        scene_pop_to(app, g);
        play_files_autosave(g, app);
        scene_replace(app, fresh);
    } else {
        scene_push(app, fresh);
    }
    play_clock_sync(fresh, app, false);
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
        if (!play_deal_into(g->data, app, v, NULL, seed, &err))
            log_message(app, "%s", err.msg);
    } else {
        Scene *fresh = play_scene_new(app, view, v, NULL, seed, true, &err);
        if (!fresh) {
            log_message(app, "%s", err.msg);
            return;
        }
        if (g) {
            scene_pop_to(app, g);
            play_files_autosave(g, app);
            scene_replace(app, fresh);
        } else {
            scene_push(app, fresh);
        }
        g = fresh;
    }
    Play *p = g->data;
    if (time_limit_ms)
        game_set_time_limit(&p->game, time_limit_ms);
    play_clock_sync(g, app, false);
    audio_play(app, SFX_SHUFFLE);
}

void play_start(App *app, const char *game_id)
{
    const GameView *view = views_find(game_id);
    if (!view)
        return;
    Scene *g = scene_find_game(app);
    if (g && g->destroy != play_destroy)
        g = NULL; /* a screen that dumps but plays nothing (the layout editor): replaced below */
    if (g && ((Play *)g->data)->view == view) {
        play_menus_select(app, NULL, MENU_NEW_SETTINGS, NULL); /* asks first */
        return;
    }
    Error err = {{0}};
    Scene *fresh = play_scene_new(app, view, NULL, NULL, 0, false, &err);
    if (!fresh) {
        log_message(app, "%s", err.msg);
        return;
    }
    if (g) {
        scene_pop_to(app, g);
        play_files_autosave(g, app); /* the other game is kept, as on quit */
    }
    scene_replace(app, fresh);
}
