#include "scenes/play/play_demo.h"

#include "scenes/play.h"
#include "scenes/play/play_moves.h"

#define DEMO_MOVE_TICKS 45 /* a pair every 0.75 s */

/* A pair every DEMO_MOVE_TICKS once the worker has judged the position: its
 * winning move, or a hint when it could not tell; a finished game returns to
 * the title after two seconds. */
void play_demo_step(Scene *s, App *app)
{
    Play *p = s->data;
    if (++p->demo_ticks < DEMO_MOVE_TICKS || !play_settled(p))
        return;
    if (!play_is_playing(p)) {
        if (p->demo_ticks > DEMO_MOVE_TICKS + 2 * APP_TICK_HZ)
            scene_pop(app);
        return;
    }
    Move m;
    if (p->known && p->answer.result == SUGGEST_WINNING) {
        m = p->answer.move;
    } else if (p->known || !p->worker) {
        if (!game_hint(&p->game, NULL, play_scratch(p), HINT_BUDGET_MS, &m, NULL, NULL)) {
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
    play_position_changed(p, app); /* the worker starts on the deal */
    return s;
}
