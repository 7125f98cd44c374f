/* The win screen's celebration: sparks and confetti across the table behind the
 * win dialog for a few seconds (the board stays in view, undimmed: the game is
 * over, so the pause does not hide it, and Stones' finished grid is the result).
 * One win screen at a time, so the particles live here; the dialog itself is an
 * ordinary menu whose update, busy and draw this wraps. */
#include "scenes/win.h"

#include "core/rng.h"
#include "engine/gfx.h"

#define WIN_PARTICLES 480
#define WIN_TICKS (APP_TICK_HZ * 5)

typedef struct Spark {
    float x, y, vx, vy;
    int life;
    SDL_Color c;
    bool confetti;
} Spark;

static struct {
    Spark p[WIN_PARTICLES];
    int n, ticks;
    void (*menu_draw)(Scene *s, App *app);
    Scene *menu;
} win;

static const SDL_Color palette[] = {
    {242, 196, 92, 255}, {240, 110, 90, 255}, {140, 220, 150, 255}, {120, 180, 250, 255}, {250, 240, 220, 255},
};

static float frand(App *app, float lo, float hi)
{
    return lo + (hi - lo) * (float)rng_below(&app->cosmetic, 10000) / 10000.0f;
}

static void add(App *app, float x, float y, float vx, float vy, int life, bool confetti)
{
    if (win.n >= WIN_PARTICLES)
        return;
    win.p[win.n++] = (Spark){x, y, vx, vy, life, palette[rng_below(&app->cosmetic, SDL_arraysize(palette))], confetti};
}

/* A burst of sparks at a random spot of the table. */
static void burst(App *app)
{
    float x = frand(app, 0.1f, 0.9f) * (float)app->w, y = frand(app, 0.15f, 0.6f) * (float)app->h;
    float speed = (float)app->h / 90.0f;
    for (int i = 0; i < 40; i++) {
        float a = frand(app, 0, 6.2832f), v = frand(app, 0.3f, 1.0f) * speed;
        add(app, x, y, SDL_cosf(a) * v, SDL_sinf(a) * v, 50 + (int)rng_below(&app->cosmetic, 30), false);
    }
}

static void win_update(Scene *s, App *app)
{
    (void)s;
    if (win.ticks > 0) {
        win.ticks--;
        if (win.ticks % 20 == 0 && win.ticks > APP_TICK_HZ)
            burst(app);
        for (int i = 0; i < 3 && win.ticks > APP_TICK_HZ; i++) /* confetti from the top edge */
            add(app, frand(app, 0, (float)app->w), -8, frand(app, -1, 1), frand(app, 1, 3) * (float)app->h / 720.0f,
                APP_TICK_HZ * 4, true);
    }
    int k = 0;
    for (int i = 0; i < win.n; i++) {
        Spark *p = &win.p[i];
        p->x += p->vx;
        p->y += p->vy;
        p->vy += p->confetti ? 0.01f : (float)app->h / 9000.0f;
        if (p->confetti)
            p->vx = SDL_clamp(p->vx + frand(app, -0.2f, 0.2f), -2.0f, 2.0f);
        if (--p->life > 0 && p->y < (float)app->h + 10)
            win.p[k++] = *p;
    }
    win.n = k;
    app->dirty = true;
}

static bool win_busy(Scene *s, App *app)
{
    (void)s;
    (void)app;
    return win.ticks > 0 || win.n > 0;
}

static void win_draw(Scene *s, App *app)
{
    int size = SDL_max(4, app->h / 100); /* the finished board beneath, in full light */
    for (int i = 0; i < win.n; i++) {
        const Spark *p = &win.p[i];
        SDL_Color c = p->c;
        if (!p->confetti)
            c.a = (Uint8)SDL_min(255, p->life * 6);
        int w = p->confetti ? size * 2 : size, h = p->confetti ? size : size;
        if (p->confetti && (p->life / 8) % 2)
            w = size; /* a turning piece of paper */
        gfx_fill(app, (SDL_Rect){(int)p->x, (int)p->y, w, h}, c);
    }
    if (win.menu_draw)
        win.menu_draw(s, app);
}

void win_celebrate(Scene *menu, App *app)
{
    if (!menu)
        return;
    win.n = 0;
    win.ticks = app->settings.animations ? WIN_TICKS : 0;
    win.menu_draw = menu->draw;
    win.menu = menu;
    menu->undimmed = true; /* the finished board in full light, not dimmed as under a menu */
    menu->update = win_update;
    menu->busy = win_busy;
    menu->draw = win_draw;
    for (int i = 0; i < 3 && win.ticks; i++)
        burst(app);
}
