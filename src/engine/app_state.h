#pragma once
/* The App's state: what every screen and engine module reads (the window and
 * renderer, the settings, the scene stack, the status line) as plain data, apart
 * from the loop that drives it (engine/app.h). Engine modules include this, not
 * app.h, so that none of them depends on the loop and the loop depends on them
 * all: no include circle (tests/check_layers.cmake). */

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"
#include "core/settings.h"

struct Game; /* core/game.h */

typedef struct Scene Scene; /* engine/scene.h */

#define SCENE_STACK_MAX 16
#define APP_TICK_HZ 60
#define APP_MAX_CATCHUP 5 /* ticks per frame at most, so a stall never spirals */
#define APP_DAMAGE_MAX 16 /* rectangles a frame redraws at most (more are merged) */

typedef struct AppConfig {
    const char *game;        /* NULL: title screen */
    const char *variant;     /* --variant: the game's variant id; NULL: its default */
    const char *layout;      /* name or file; NULL: from settings */
    const char *tileset;     /* NULL: from settings */
    uint64_t seed;
    bool has_seed;
    bool daily;              /* --daily: Tournament Mahjong's deal of the day */
    int width, height;       /* 0: from settings */
    int fullscreen;          /* -1 settings, 0 windowed, 1 full screen */
    bool headless;
    const char *script;
    long frames;             /* 0: unlimited */
    const char *dump;
    const char *screenshot;
    bool stats;              /* print frame timing figures on exit */
    const char *language;    /* --language: a code, "system" or "qps"; NULL: from settings */
    uint64_t start_ticks;    /* SDL_GetPerformanceCounter at process start */
} AppConfig;

struct Script;
struct Audio;
struct TileArt;

typedef struct App {
    AppConfig cfg;
    SDL_Window *window;
    SDL_Renderer *renderer;
    int w, h;              /* renderer output size, pixels */
    float dpi_scale;       /* output pixels per window point */
    bool vsync;            /* presents wait for the display */
    Settings settings;
    Settings saved_settings; /* as on disk: unchanged settings are not rewritten */
    char pref_dir[512];    /* per-user folder, with trailing slash */
    Scene *stack[SCENE_STACK_MAX];
    int depth;
    Scene *dead[SCENE_STACK_MAX * 2];
    int n_dead;
    bool running;
    bool dirty;            /* something changed: draw a frame */
    /* Only these rectangles changed since the last frame (a clock's text, an
     * animation): the next frame redraws and presents them alone (app_damage). */
    SDL_Rect damage[APP_DAMAGE_MAX];
    int n_damage;
    bool settle;           /* the last frame animated: one more, to clear what it drew */
    bool window_surface;   /* the software renderer draws into the window's surface */
    uint64_t tick;         /* fixed ticks since start */
    long frames;           /* frames presented */
    Rng cosmetic;          /* particles and wobble; never the game */
    struct Script *script;
    struct TileArt *tiles;
    uint32_t last_click_ms; int last_click_x, last_click_y;
    char status_msg[512];  /* a message shown at the bottom (wrapped to the window) */
    SDL_Rect status_r;     /* where it was drawn last: clear of what the scene lists as occupied */
    /* Set by the first scene (scenes/title.c), so that the engine and the games
     * can reach the screens above them: start (or restart) a game by id on the
     * play screen; open the help of the game in play (F1 anywhere). */
    void (*start_game)(struct App *app, const char *game_id);
    /* A new game of a variant with a given deal (a hot seat's turn, the daily
     * deal) in the play scene; time_limit_ms 0 keeps the variant's countdown. */
    void (*start_variant)(struct App *app, const char *game_id, const char *variant_id, uint64_t seed,
                          uint32_t time_limit_ms);
    void (*open_help)(struct App *app);
    /* The play scene on a game already made (a competition's turn resumed from
     * its replay), in place of the game in play; takes g over (freed on failure). */
    void (*play_game)(struct App *app, struct Game *g);
    int status_ticks;
} App;
