#include "scenes/play/play_seats.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/i18n.h"
#include "core/utf8.h"
#include "engine/audio.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "scenes/play/play_files.h"
#include "scenes/play/play_moves.h"

#define COMPUTER_DELAY_TICKS 30 /* a computer's move waits half a second: readable */
#define DEMO_DELAY_TICKS 45     /* in attract mode, as long as the demo's own moves, headless too */

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

bool play_seats_computer_turn(Scene *s, App *app)
{
    (void)app;
    Play *p = s->data;
    return two_players(p) && p->game.rules->computer && play_is_playing(p) && seat_to_move(p) == SEAT_COMPUTER;
}

/* The hands this screen shows: a human's at the screen, the side whose player
 * pressed Flip, both when the computer plays itself or the game is over. */
unsigned play_seats_hands_up(const Play *p)
{
    if (!two_players(p))
        return 0;
    const uint8_t *seat = p->game.variant->seat;
    if (!play_is_playing(p) || (seat[0] == SEAT_COMPUTER && seat[1] == SEAT_COMPUTER))
        return 3u;
    unsigned up = 0;
    for (int side = 0; side < 2; side++)
        if (seat[side] == SEAT_HUMAN || (seat[side] == SEAT_HOT && p->seats.flipped == side))
            up |= 1u << side;
    return up;
}

bool play_seats_may_pick(Scene *s, App *app)
{
    Play *p = s->data;
    if (!two_players(p) || !play_is_playing(p))
        return true;
    int seat = seat_to_move(p);
    if (seat == SEAT_COMPUTER) {
        log_message(app, "%s", _("The computer is to move."));
        return false;
    }
    if (seat == SEAT_HOT && p->seats.flipped != game_status(&p->game).to_move) {
        /* TRANSLATORS: Flip is the button that turns a hand face up; (F) its key */
        log_message(app, "%s", _("Press Flip (F) first, while the other player looks away."));
        return false;
    }
    return true;
}

/* The buttons now: the game's actions, and Flip in a hot seat. */
static int seats_actions(const Play *p, RulesAction *out)
{
    int n = 0;
    if (!two_players(p) || !play_is_playing(p))
        return 0;
    int to_move = game_status(&p->game).to_move;
    if (seat_to_move(p) == SEAT_HOT)
        /* TRANSLATORS: a button (key F) that turns the hand of the player to move face up, in a game for two at one screen */
        out[n++] = (RulesAction){N_("Flip"), 'f', p->seats.flipped != to_move, {0}, NULL};
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
            log_message(app, "%s", a->why);
        return;
    }
    if (a->move.kind == 0) { /* Flip */
        p->seats.flipped = game_status(&p->game).to_move;
        audio_play(app, SFX_SELECT);
        return;
    }
    if (!play_seats_may_pick(s, app))
        return;
    selection_clear(&p->sel);
    play_move(s, app, &a->move);
}

bool play_seats_click(Scene *s, App *app, SDL_Point pt)
{
    Play *p = s->data;
    for (int i = 0; i < p->seats.n_buttons; i++)
        if (SDL_PointInRect(&pt, &p->seats.button[i].r)) {
            seats_act(s, app, &p->seats.action[i]);
            return true;
        }
    return false;
}

void play_seats_key(Scene *s, App *app, char key)
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

void play_seats_update(Scene *s, App *app)
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
    if (!play_seats_computer_turn(s, app) || !play_settled(p) || p->pending_end || scene_top(app) != s)
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
        /* by the app's tick, which a headless run holds while the computer
         * thinks: the same moves at the same ticks on a busy machine */
        st->due = app->tick + (p->demo ? DEMO_DELAY_TICKS : app->cfg.headless ? 0 : COMPUTER_DELAY_TICKS);
        return;
    }
    WorkerAnswer a;
    if (!st->ready && worker_poll(st->computer, &a) && a.generation == st->gen && a.result != SUGGEST_NONE) {
        st->ready = true;
        st->move = a.move;
    }
    if (st->ready && app->tick >= st->due) {
        st->ready = false;
        st->asked_pos = -1;
        play_move(s, app, &st->move);
    }
}

void play_seats_draw(Scene *s, App *app)
{
    Play *p = s->data;
    Seats *st = &p->seats;
    st->n_buttons = seats_actions(p, st->action);
    int th = text_height(FONT_BODY), pad = th / 2, bh = th * 3 / 2;
    int x = pad, y = app->h - bh - pad;
    for (int i = 0; i < st->n_buttons; i++) {
        char label[160];
        snprintf(label, sizeof label, "%s (%c)", st->action[i].label, st->action[i].key - 'a' + 'A');
        utf8_clip(label);
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
    if (two_players(p) && play_is_playing(p)) {
        int to_move = game_status(&p->game).to_move;
        const char *who = p->game.rules->player_name[to_move & 1];
        char msg[480];
        if (seat_to_move(p) == SEAT_COMPUTER && who)
            /* TRANSLATORS: %s is a side's name (Slayer, Master), %d the computer's level */
            snprintf(msg, sizeof msg, _("The computer plays the %s (level %d)\u2026"), _(who), computer_level(p));
        else if (seat_to_move(p) == SEAT_COMPUTER)
            /* TRANSLATORS: %d is the computer's level */
            snprintf(msg, sizeof msg, _("The computer plays the side (level %d)\u2026"), computer_level(p));
        else if (seat_to_move(p) == SEAT_HOT && st->flipped != to_move && who)
            /* TRANSLATORS: %s is a side's name (Slayer, Master); Flip is a button */
            snprintf(msg, sizeof msg, _("%s to play: press Flip while the other looks away."), _(who));
        else if (seat_to_move(p) == SEAT_HOT && st->flipped != to_move)
            snprintf(msg, sizeof msg, "%s", _("Next to play: press Flip while the other looks away."));
        else if (who)
            /* TRANSLATORS: %s is a side's name (Slayer, Master) */
            snprintf(msg, sizeof msg, _("Your turn, %s."), _(who));
        else
            snprintf(msg, sizeof msg, "%s", _("Your turn, player."));
        text_draw(app, FONT_SMALL, msg, x + pad, y + (bh - text_height(FONT_SMALL)) / 2, COLOR_TEXT, ALIGN_LEFT);
    }
}

enum { SEATS_ACTION = 80, SEATS_LEVEL = 90 };

void play_seats_menu_items(Play *p, Scene *m)
{
    if (!two_players(p))
        return;
    RulesAction a[SEAT_BUTTONS];
    int n = seats_actions(p, a);
    for (int i = 0; i < n; i++) {
        menu_add(m, SEATS_ACTION + i, _(a[i].label), NULL);
        menu_set_enabled(m, SEATS_ACTION + i, a[i].enabled);
    }
    if (p->game.rules->computer) {
        char v[96];
        /* TRANSLATORS: the computer's level, "2 of 3" */
        snprintf(v, sizeof v, _("%d of %d"), computer_level(p), p->game.rules->computer_levels);
        menu_add(m, SEATS_LEVEL, _("Computer level"), v);
    }
}

void play_seats_menu_select(Scene *s, App *app, int id)
{
    Play *p = s->data;
    RulesAction a[SEAT_BUTTONS];
    int n = seats_actions(p, a);
    if (id >= SEATS_ACTION && id < SEATS_ACTION + n)
        seats_act(s, app, &a[id - SEATS_ACTION]);
}

void play_seats_menu_adjust(Play *p, Scene *m, int id, int delta)
{
    if (id != SEATS_LEVEL)
        return;
    int top = SDL_max(1, p->game.rules->computer_levels);
    p->seats.level = (computer_level(p) - 1 + delta + top) % top + 1;
    char v[96];
    snprintf(v, sizeof v, _("%d of %d"), p->seats.level, top);
    utf8_clip(v);
    menu_set_value(m, SEATS_LEVEL, v);
    p->seats.asked_pos = -1; /* ask again at the new level */
}

/* The end of a game for two: who won, both scores; "you" against the computer. */
bool play_seats_end_dialog(App *app, Play *p, MenuSpec *spec)
{
    if (!two_players(p))
        return false;
    GameStatus st = game_status(&p->game);
    const char *const *name = p->game.rules->player_name;
    const uint8_t *seat = p->game.variant->seat;
    char title[192], msg[640], what[256];
    p->view->describe(p->vd, &p->game, what, sizeof what);
    int w = st.winner;
    bool one_human = (seat[0] == SEAT_COMPUTER) != (seat[1] == SEAT_COMPUTER);
    if (w < 0)
        /* TRANSLATORS: the title of the end of a game for two: both scored the same */
        snprintf(title, sizeof title, "%s", _("A tie"));
    else if (one_human)
        snprintf(title, sizeof title, "%s", seat[w] == SEAT_COMPUTER ? _("The computer wins") : _("You win!"));
    else if (name[w])
        /* TRANSLATORS: %s is the winning side's name (Slayer, Master) */
        snprintf(title, sizeof title, _("The %s wins"), _(name[w]));
    else
        snprintf(title, sizeof title, "%s", _("The player wins"));
    /* TRANSLATORS: who played the first side of a game for two, when the game does not name it */
    const char *first = name[0] ? _(name[0]) : _("First");
    /* TRANSLATORS: who played the second side of a game for two, when the game does not name it */
    const char *second = name[1] ? _(name[1]) : _("Second");
    /* TRANSLATORS: the end of a game for two: the deal (a line of its own), then each side's name and score, and
       the number of moves made */
    snprintf(msg, sizeof msg, _("%s\n%s %d  -  %s %d    Moves %d"), what, first, (int)st.side_score[0], second,
             (int)st.side_score[1], game_moves(&p->game));
    spec->name = "win";
    spec->title = title;
    spec->message = msg;
    Scene *m = menu_scene_new(spec);
    if (!m)
        return true;
    menu_add(m, MENU_NEW, _("New game"), NULL);
    menu_add(m, MENU_RESTART, _("Play this deal again"), NULL);
    menu_add(m, MENU_TITLE, _("Main menu"), NULL);
    scene_push(app, m);
    audio_play(app, w >= 0 && seat[w] != SEAT_COMPUTER ? SFX_WIN : SFX_NOMOVES);
    char path[1024];
    if (p->view->autosave && prefs_path(app, p->view->autosave, path, sizeof path) && p->game.variant->saves)
        play_files_forget_kept(p, path); /* only when the kept game is this one */
    return true;
}
