#include "scenes/play/play_clock.h"

#include <stdio.h>

static uint64_t now_ms(App *app)
{
    return app->cfg.headless ? app->tick * 1000 / APP_TICK_HZ : SDL_GetTicks64();
}

static bool has_focus(App *app)
{
    return app->cfg.headless || (SDL_GetWindowFlags(app->window) & SDL_WINDOW_INPUT_FOCUS);
}

/* Game time runs only while the board is on top, the window has focus and the
 * game is on. Every change of those goes through here first. */
void play_clock_sync(Scene *s, App *app, bool covered)
{
    Play *p = s->data;
    uint64_t now = now_ms(app);
    if (p->clock_on && now > p->clock_mark)
        game_tick(&p->game, (uint32_t)SDL_min(now - p->clock_mark, 60000));
    p->clock_mark = now;
    p->clock_on = !covered && scene_top(app) == s && has_focus(app) && play_is_playing(p);
}

/* The board is hidden while a game is on and its clock stands (menus, help,
 * settings, the guide, a window without focus): a paused clock is no time to plan. */
bool play_clock_board_hidden(Scene *s, App *app)
{
    Play *p = s->data;
    return play_is_playing(p) && (scene_top(app) != s || !has_focus(app));
}

void play_clock_format(char *buf, size_t cap, uint32_t s)
{
    if (s >= 3600)
        snprintf(buf, cap, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, cap, "%u:%02u", s / 60, s % 60);
}

/* The HUD clock: time left on a countdown, else play time. */
void play_clock_text(const Game *g, char *buf, size_t cap)
{
    uint32_t left = game_time_left(g);
    play_clock_format(buf, cap, left == UINT32_MAX ? g->elapsed_ms / 1000 : (left + 999) / 1000);
}
