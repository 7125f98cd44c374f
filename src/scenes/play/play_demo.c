#include "scenes/play/play_demo.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/i18n.h"
#include "engine/log.h"

#include "scenes/play.h"
#include "scenes/play/play_moves.h"

#define DEMO_MOVE_TICKS 45          /* a pair every 0.75 s */
#define DEMO_GAME_MS 40000          /* then the next game */
#define DEMO_END_TICKS (2 * APP_TICK_HZ) /* a finished game stays two seconds */
#define DEMO_THINK_TICKS (2 * APP_TICK_HZ) /* the longest wait for the worker's move on screen */

/* PAGODA_DEMO_MS (tests) shortens a game's time in the demo. */
static int demo_game_ticks(void)
{
    const char *env = SDL_getenv("PAGODA_DEMO_MS");
    long ms = env ? SDL_strtol(env, NULL, 10) : 0;
    if (ms <= 0 || ms > DEMO_GAME_MS)
        ms = DEMO_GAME_MS;
    return (int)(ms * APP_TICK_HZ / 1000);
}

/* The next game of the round replaces this one. */
static void demo_next(Scene *s, App *app)
{
    Play *p = s->data;
    char line[128];
    snprintf(line, sizeof line, "demo next at tick %ld after %s: game ticks %ld, ticks %ld, playing %d", (long)app->tick,
             p->game.rules->id, (long)(app->tick - p->demo_start), (long)(app->tick - p->demo_mark), play_is_playing(p));
    log_trace(line);
    Error err = {{0}};
    Scene *next = play_scene_demo(app, p->demo_games, p->demo_n, (p->demo_at + 1) % p->demo_n, &err);
    if (next)
        scene_replace(app, next);
    else
        scene_pop(app);
}

/* The move a player would be shown: the worker's (it judged what the player
 * sees), else the hint's, else the first listed. */
static bool demo_move(Play *p, Move *m)
{
    if (p->known && p->answer.result != SUGGEST_NONE && p->answer.move.kind != 0) {
        *m = p->answer.move;
        return true;
    }
    if (game_hint(&p->game, NULL, play_scratch(p), HINT_BUDGET_MS, m, NULL, NULL))
        return true;
    return p->game.rules->list_moves(p->game.state, m, 1) > 0;
}

void play_demo_step(Scene *s, App *app)
{
    Play *p = s->data;
    /* the demo's time is the app's tick, which a headless run holds while the
     * worker thinks (a script waits so): the round is the same on a busy
     * machine. (Counted by update calls, a held step whose worker answered
     * counted too, and the round drifted by the worker's speed.) */
    uint64_t now = app->tick;
    if (!play_is_playing(p)) { /* stays two seconds after the last move */
        if (now - p->demo_mark > DEMO_END_TICKS && play_settled(p))
            demo_next(s, app);
        return;
    }
    if (now - p->demo_start > (uint64_t)demo_game_ticks()) {
        demo_next(s, app);
        return;
    }
    if (p->game.rules->players == 2) { /* the computer holds every seat: play_seats moves */
        p->demo_mark = now;
        return;
    }
    if (now - p->demo_mark < DEMO_MOVE_TICKS || !play_settled(p))
        return;
    if (!p->known && p->worker && (app->cfg.headless || now - p->demo_mark < DEMO_THINK_TICKS))
        return; /* still thinking; on screen, a slow worker gives way to the hint */
    Move m;
    if (!demo_move(p, &m)) {
        demo_next(s, app);
        return;
    }
    p->demo_mark = now;
    p->show_focus = false;
    play_move(s, app, &m);
}

Scene *play_scene_demo(App *app, const DemoGame *games, int n, int first, Error *err)
{
    if (!games || n < 1 || n > DEMO_GAMES_MAX || first < 0 || first >= n) {
        error_set(err, "%s", _("no game to show"));
        return NULL;
    }
    Scene *s = play_scene_new(app, games[first].view, games[first].variant, NULL, 0, false, err);
    if (!s)
        return NULL;
    Play *p = s->data;
    p->demo = true;
    p->demo_start = p->demo_mark = app->tick;
    for (int i = 0; i < n; i++)
        p->demo_games[i] = games[i];
    p->demo_n = n;
    p->demo_at = first;
    s->name = "demo";
    play_position_changed(p, app); /* the worker starts on the deal */
    return s;
}
