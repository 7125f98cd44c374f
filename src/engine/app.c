#include "engine/app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/assets.h"
#include "engine/audio.h"
#include "engine/dump.h"
#include "engine/gfx.h"
#include "engine/image.h"
#include "engine/lang.h"
#include "engine/memory.h"
#include "engine/prefs.h"
#include "engine/script.h"
#include "engine/status.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "platform/platform.h"

#define STATS_MAX 8192

static struct {
    double render_ms[STATS_MAX];
    double render_cpu_ms[STATS_MAX]; /* the main thread's CPU time for the same frames */
    int n_render;
    double anim_ms[STATS_MAX]; /* frames drawn while the scene animates */
    double anim_cpu_ms[STATS_MAX];
    int n_anim;
    double first_frame_ms;
} stats;

void app_save_settings(App *app)
{
    if (memcmp(&app->settings, &app->saved_settings, sizeof app->settings) == 0)
        return; /* nothing new: no write, no fsync */
    if (prefs_save_settings(app))
        app->saved_settings = app->settings;
}

void app_apply_settings(App *app)
{
    lang_apply(app);
    audio_apply(app);
    app->dirty = true;
}

void app_quit(App *app)
{
    for (int i = app->depth - 1; i >= 0; i--)
        if (app->stack[i]->quit)
            app->stack[i]->quit(app->stack[i], app);
    app->running = false;
}

static void update_output_size(App *app)
{
    int ow = 0, oh = 0, ww = 0, wh = 0;
    SDL_GetRendererOutputSize(app->renderer, &ow, &oh);
    SDL_GetWindowSize(app->window, &ww, &wh);
    app->w = ow > 0 ? ow : 1;
    app->h = oh > 0 ? oh : 1;
    app->dpi_scale = ww > 0 ? (float)ow / (float)ww : 1.0f;
    text_init(app);
    app->dirty = true;
}

void app_toggle_fullscreen(App *app)
{
    bool on = !(SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN_DESKTOP);
    if (SDL_SetWindowFullscreen(app->window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
        log_message(app, _("Full screen is not available: %s"), SDL_GetError());
        return;
    }
    app->settings.fullscreen = on;
    app_save_settings(app);
    update_output_size(app);
}

/* A background or music track the settings name that is not here (a file
 * edited by hand, or a track since removed) goes back to the default, and the
 * player is told once, with the names; the file is written with the fix at exit. */
static void settings_fix_names(App *app)
{
    Settings def;
    settings_defaults(&def);
    Settings *s = &app->settings;
    char bad_bg[sizeof s->background] = "", bad_music[sizeof s->music_track] = "";
    if (gfx_background_find(s->background) < 0) {
        SDL_strlcpy(bad_bg, s->background, sizeof bad_bg);
        SDL_strlcpy(s->background, def.background, sizeof s->background);
        gfx_set_background(s->background);
    }
    char rel[96], path[1024];
    snprintf(rel, sizeof rel, "music/%s.ogg", s->music_track);
    if (strcmp(s->music_track, "rotate") != 0 && !assets_path(rel, path, sizeof path)) {
        SDL_strlcpy(bad_music, s->music_track, sizeof bad_music);
        SDL_strlcpy(s->music_track, def.music_track, sizeof s->music_track);
    }
    if (!bad_bg[0] && !bad_music[0])
        return;
    char what[sizeof app->status_msg];
    if (bad_bg[0] && bad_music[0])
        /* TRANSLATORS: %s is a background's id, %s a music track's file name (from settings.txt) */
        snprintf(what, sizeof what,
                 _("Settings: no background \"%s\" and no music track \"%s\" here; using the default"), bad_bg,
                 bad_music);
    else if (bad_bg[0])
        /* TRANSLATORS: %s is a background's id (from settings.txt) */
        snprintf(what, sizeof what, _("Settings: no background \"%s\" here; using the default"), bad_bg);
    else
        /* TRANSLATORS: %s is a music track's file name (from settings.txt) */
        snprintf(what, sizeof what, _("Settings: no music track \"%s\" here; using the default"), bad_music);
    char before[sizeof app->status_msg] = ""; /* the tileset's message, if any, stays */
    if (app->status_ticks > 0)
        SDL_strlcpy(before, app->status_msg, sizeof before);
    if (before[0])
        /* TRANSLATORS: two status messages shown one after the other */
        log_message(app, _("%s. %s"), before, what);
    else
        log_message(app, "%s", what);
}

static void render(App *app)
{
    SDL_SetRenderDrawColor(app->renderer, 0, 0, 0, 255);
    text_trace_reset(); /* the trace is of one frame (a game's play screen resets it too) */
    scene_draw_stack(app);
    status_draw(app);
}

static void handle_event(App *app, const SDL_Event *ev)
{
    if (ev->type == SDL_WINDOWEVENT) {
        switch (ev->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            if (!(SDL_GetWindowFlags(app->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) && !app->cfg.headless) {
                app->settings.window_w = ev->window.data1;
                app->settings.window_h = ev->window.data2;
            }
            update_output_size(app);
            break;
        case SDL_WINDOWEVENT_HIDDEN:
            /* a page that is hidden may be closed without a word (the
             * browser): keep now what a quit keeps */
            if (platform_ends_unasked())
                for (int i = app->depth - 1; i >= 0; i--)
                    if (app->stack[i]->quit)
                        app->stack[i]->quit(app->stack[i], app);
            break;
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_FOCUS_GAINED:
        case SDL_WINDOWEVENT_FOCUS_LOST:
        case SDL_WINDOWEVENT_RESTORED:
            app->dirty = true;
            break;
        default:
            break;
        }
        /* scenes hear about focus through a synthetic action-free path: redraw */
        return;
    }
    if (ev->type == SDL_RENDER_TARGETS_RESET || ev->type == SDL_RENDER_DEVICE_RESET) {
        gfx_flush();
        app->dirty = true;
        return;
    }
    Action a;
    if (!input_translate(app, ev, &a))
        return;
    if (a.kind == ACT_QUIT) {
        for (int i = app->depth - 1; i >= 0; i--) /* a scene may ask first (a competition's turn) */
            if (app->stack[i]->ask_quit && app->stack[i]->ask_quit(app->stack[i], app))
                return;
        app_quit(app);
        return;
    }
    if (a.kind == ACT_FULLSCREEN) {
        app_toggle_fullscreen(app);
        return;
    }
    Scene *top = scene_top(app);
    if (top && top->action)
        top->action(top, app, &a);
    if (a.kind != ACT_POINTER_MOVE)
        app->dirty = true;
}

static bool app_busy(App *app)
{
    Scene *top = scene_top(app);
    if (app->cfg.headless || app->status_ticks > 0 || (app->script && !script_done(app->script)) ||
        input_holding())
        return true;
    return top && top->busy && top->busy(top, app);
}

static bool background_pending(App *app)
{
    for (int i = 0; i < app->depth; i++)
        if (app->stack[i]->pending && app->stack[i]->pending(app->stack[i], app))
            return true;
    return false;
}

/* One tick; false when a headless run held it for the worker. */
static bool tick(App *app)
{
    bool hold = app->cfg.headless && background_pending(app);
    /* a tick spent waiting for the worker is not game time: a headless run's
     * clock is the same however quickly frames are drawn or the worker answers */
    if (!hold)
        app->tick++;
    if (hold)
        SDL_Delay(1); /* leave the core to the worker */
    else if (app->script)
        script_tick(app->script, app);
    if (!hold && app->status_ticks > 0 && --app->status_ticks == 0) /* a message lasts ticks of play */
        app->dirty = true;
    prefs_check_store(app);
    audio_update(app);
    Scene *top = scene_top(app);
    Action held;
    if (input_repeat(app, &held) && top && top->action) {
        top->action(top, app, &held);
        app->dirty = true;
        top = scene_top(app);
    }
    if (top && top->update)
        top->update(top, app);
    return !hold;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_series(const char *name, double *v, int n)
{
    if (n == 0) {
        printf(" %s_frames=0", name);
        return;
    }
    qsort(v, (size_t)n, sizeof(double), cmp_double);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += v[i];
    printf(" %s_frames=%d %s_mean_ms=%.3f %s_median_ms=%.3f %s_p90_ms=%.3f %s_max_ms=%.3f", name, n, name,
           sum / n, name, v[n / 2], name, v[n * 9 / 10], name, v[n - 1]);
}

/* One machine-readable line: every frame, and the frames drawn while the scene
 * was animating (a removal flying away), in wall time and in the main thread's
 * CPU time (which the machine's load does not change). Frames that had nothing
 * to draw are not counted. */
static void print_stats(App *app)
{
    printf("frames=%ld size=%dx%d first_frame_ms=%.2f", app->frames, app->w, app->h, stats.first_frame_ms);
    print_series("render", stats.render_ms, stats.n_render);
    print_series("anim", stats.anim_ms, stats.n_anim);
    print_series("render_cpu", stats.render_cpu_ms, stats.n_render);
    print_series("anim_cpu", stats.anim_cpu_ms, stats.n_anim);
    printf("\n");
}

static bool write_screenshot(App *app)
{
    tiles_wait(app);
    render(app);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, app->w, app->h, 32, SDL_PIXELFORMAT_ARGB8888);
    bool ok = s && SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0 &&
              image_save_png(s, app->cfg.screenshot) == 0;
    if (!ok)
        fprintf(stderr, "pagoda: --screenshot %s: cannot write: %s\n", app->cfg.screenshot, SDL_GetError());
    SDL_FreeSurface(s);
    return ok;
}

static bool create_window(App *app)
{
    const AppConfig *c = &app->cfg;
    int w = c->width > 0 ? c->width : app->settings.window_w;
    int h = c->height > 0 ? c->height : app->settings.window_h;
    bool full = c->fullscreen < 0 ? app->settings.fullscreen : c->fullscreen == 1;
    if (c->fullscreen < 0 && platform_has_page())
        full = false; /* a page goes full screen when asked (F11, the menu), not from the settings */
    if (c->headless)
        full = false;
    SDL_Rect usable; /* a window larger than the display only costs memory */
    if (!c->headless && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        w = SDL_min(w, usable.w);
        h = SDL_min(h, usable.h);
    }
    w = SDL_clamp(w, 320, SETTINGS_WINDOW_MAX_W);
    h = SDL_clamp(h, 200, SETTINGS_WINDOW_MAX_H);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (full)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    if (c->headless)
        flags |= SDL_WINDOW_HIDDEN;
    app->window = SDL_CreateWindow("Pagoda", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!app->window) {
        fprintf(stderr, _("pagoda: cannot open a window: %s\n"), SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(app->window, 640, 400);
    const char *driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    bool software = c->headless || (driver && SDL_strcasecmp(driver, "software") == 0);
    Uint32 rflags = software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC;
    app->renderer = SDL_CreateRenderer(app->window, -1, rflags);
    if (!app->renderer && !c->headless)
        app->renderer = SDL_CreateRenderer(app->window, -1, SDL_RENDERER_SOFTWARE);
    if (!app->renderer) {
        fprintf(stderr, _("pagoda: cannot create a renderer: %s\n"), SDL_GetError());
        return false;
    }
    SDL_RendererInfo info;
    app->vsync = SDL_GetRendererInfo(app->renderer, &info) == 0 && (info.flags & SDL_RENDERER_PRESENTVSYNC);
    /* the software renderer draws into the window's (shared memory) frame
     * buffer: fault it in at once, not a page at a time in the first frame
     * (headless too draws into its window's surface: damaged frames are drawn
     * the same way there, which --stats measures) */
    if (SDL_GetRendererInfo(app->renderer, &info) == 0 && SDL_strcmp(info.name, "software") == 0) {
        SDL_Surface *fb = SDL_GetWindowSurface(app->window);
        if (fb && fb->pixels && !c->headless)
            memory_populate(fb->pixels, (size_t)fb->pitch * (size_t)fb->h);
        app->window_surface = fb != NULL;
    }
    update_output_size(app);
    return true;
}

/* The window's icon, for window managers that do not take it from the desktop
 * entry: the 64 px application icon, from the source tree (packaging/icons) or
 * from the icon theme installed beside the data folder (share/icons). */
static void set_window_icon(App *app)
{
    static const char *const where[] = {
        "packaging/icons/64/io.github.pagoda.Pagoda.png",
        "../icons/hicolor/64x64/apps/io.github.pagoda.Pagoda.png",
    };
    char path[1200];
    for (size_t i = 0; i < SDL_arraysize(where); i++) {
        if (!assets_path(where[i], path, sizeof path))
            continue;
        SDL_Surface *icon = image_load(path);
        if (!icon) {
            fprintf(stderr, "pagoda: cannot read the window icon %s: %s\n", path, SDL_GetError());
            return;
        }
        SDL_SetWindowIcon(app->window, icon);
        SDL_FreeSurface(icon);
        if (SDL_getenv("PAGODA_TRACE")) /* the packaging test checks which file */
            fprintf(stderr, "trace window icon %s\n", path);
        return;
    }
    fprintf(stderr, "pagoda: no window icon: neither %s/%s nor %s/%s exists\n", assets_root(), where[0],
            assets_root(), where[1]);
}

/* Work that can wait until the player sees the first frame. */
static void deferred_init(App *app)
{
    input_init(app);
    audio_init(app);
    set_window_icon(app);
}

/* Two damaged rectangles are drawn as one when their union covers no more
 * than they do apart plus this many pixels: drawing a rectangle costs a pass
 * over the scene's draw calls anyway (each clipped to it), about as much as
 * copying this many pixels with the software renderer. */
#define DAMAGE_MERGE_PX (192 * 192)

static long rect_area(SDL_Rect r)
{
    return (long)r.w * (long)r.h;
}

/* What drawing a and b as their union costs beyond drawing them apart; 0 when
 * they overlap, which the damage list never keeps (a scaled sprite clipped by
 * one rectangle and drawn whole in another would not land on the same pixels). */
static long merge_excess(SDL_Rect a, SDL_Rect b)
{
    if (SDL_HasIntersection(&a, &b))
        return 0;
    SDL_Rect u;
    SDL_UnionRect(&a, &b, &u);
    return rect_area(u) - rect_area(a) - rect_area(b);
}

void app_damage(App *app, SDL_Rect r)
{
    if (!SDL_IntersectRect(&r, &(SDL_Rect){0, 0, app->w, app->h}, &r))
        return;
    for (;;) {
        int best = -1;
        long best_excess = 0;
        for (int i = 0; i < app->n_damage; i++) {
            long e = merge_excess(app->damage[i], r);
            if (best < 0 || e < best_excess) {
                best = i;
                best_excess = e;
            }
        }
        if (best < 0 || (best_excess > DAMAGE_MERGE_PX && app->n_damage < APP_DAMAGE_MAX))
            break;
        SDL_UnionRect(&r, &app->damage[best], &r); /* and try the union with the others */
        app->damage[best] = app->damage[--app->n_damage];
    }
    app->damage[app->n_damage++] = r;
}

/* The clock on screen moved on. With the software renderer, and when the game
 * says where its clock is, only that rectangle is drawn again and presented;
 * otherwise the whole frame. */
static void clock_moved(App *app, Scene *g)
{
    SDL_Rect r;
    if (!app->dirty && app->window_surface && g && g->clock_rect && scene_top(app) == g && g->clock_rect(g, app, &r))
        app_damage(app, r);
    else
        app->dirty = true;
}

/* PAGODA_CHECK_DAMAGE=1 (bench/idle_cpu.sh with CHECK=1; never in play): after a damaged frame,
 * the whole frame is drawn again over it and any pixel that differs is
 * reported on stderr: the damaged frame must equal a whole one everywhere. */
static void check_damage(App *app)
{
    SDL_Surface *fb = SDL_GetWindowSurface(app->window);
    size_t n = fb ? (size_t)fb->pitch * (size_t)fb->h : 0;
    Uint8 *before = n ? malloc(n) : NULL;
    if (!before)
        return;
    memcpy(before, fb->pixels, n);
    render(app);
    SDL_RenderFlush(app->renderer);
    long differ = 0;
    int x0 = fb->w, y0 = fb->h, x1 = -1, y1 = -1, bpp = fb->format->BytesPerPixel;
    for (int y = 0; y < fb->h; y++)
        for (int x = 0; x < fb->w; x++) {
            size_t o = (size_t)y * (size_t)fb->pitch + (size_t)x * (size_t)bpp;
            if (memcmp(before + o, (Uint8 *)fb->pixels + o, (size_t)bpp) != 0) {
                differ++;
                x0 = SDL_min(x0, x);
                y0 = SDL_min(y0, y);
                x1 = SDL_max(x1, x);
                y1 = SDL_max(y1, y);
            }
        }
    SDL_Rect all = app->damage[0];
    long area = 0;
    for (int i = 0; i < app->n_damage; i++) {
        SDL_UnionRect(&all, &app->damage[i], &all);
        area += rect_area(app->damage[i]);
    }
    fprintf(stderr, "damage check: %d rects in %d,%d %dx%d (%ld pixels): %ld pixels differ from a whole frame",
            app->n_damage, all.x, all.y, all.w, all.h, area, differ);
    if (differ)
        fprintf(stderr, " (in %d,%d..%d,%d)", x0, y0, x1, y1);
    fprintf(stderr, "\n");
    free(before);
}

/* Draws the damaged rectangles alone (each clipped: the same pixels a whole
 * frame has there, since every frame starts with opaque copies of the table and
 * the board) and presents them alone. */
static void render_damage(App *app)
{
    for (int i = 0; i < app->n_damage; i++) {
        SDL_RenderSetClipRect(app->renderer, &app->damage[i]);
        render(app);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
    SDL_RenderFlush(app->renderer);
    SDL_UpdateWindowSurfaceRects(app->window, app->damage, app->n_damage);
    if (SDL_getenv("PAGODA_CHECK_DAMAGE"))
        check_damage(app);
    app->n_damage = 0;
}

/* The loop's own state between steps. */
static struct {
    Uint64 freq;
    Uint64 prev;
    double acc;
    bool idle;          /* browser: resting since idle_from (no blocking wait) */
    Uint64 idle_until;  /* browser: when the clock on screen moves on; 0 never */
} run;

/* Nothing animates and nothing is to draw: wait for an event or for the clock
 * on screen to move on. Where the loop may not block (the browser), the wait
 * is spread over steps: each looks for an event and at the clock. */
static void rest(App *app)
{
    SDL_Event ev;
    Scene *g = scene_find_game(app);
    int wait = (g && g->clock_wait_ms && scene_top(app) == g) ? g->clock_wait_ms(g, app) : -1;
    Scene *top = scene_top(app);
    if (top && top != g && top->clock_wait_ms) /* a timer of the top scene (the title's attract mode) */
        wait = top->clock_wait_ms(top, app);
    audio_update(app); /* a rotated track that ended starts the next one */
    audio_settle();    /* silence costs nothing while we wait */
    if (platform_loop_may_wait()) {
        int got = wait < 0 ? SDL_WaitEvent(&ev) : SDL_WaitEventTimeout(&ev, wait);
        if (got)
            handle_event(app, &ev);
        else
            clock_moved(app, g);
    } else {
        Uint64 now = SDL_GetPerformanceCounter();
        if (!run.idle) {
            run.idle = true;
            run.idle_until = wait < 0 ? 0 : now + (Uint64)wait * run.freq / 1000u;
        }
        if (SDL_PollEvent(&ev)) {
            handle_event(app, &ev);
            run.idle = false;
        } else if (run.idle_until && now >= run.idle_until) {
            clock_moved(app, g);
            run.idle = false;
        }
    }
    run.prev = SDL_GetPerformanceCounter();
    run.acc = 0;
}

/* One pass of the loop: events, the fixed-rate ticks due, a frame if anything
 * changed (whole, or only its damaged rectangles). False once the App stops
 * running. */
static bool loop_step(void *ctx)
{
    App *app = ctx;
    const double dt = 1.0 / APP_TICK_HZ;
    SDL_Event ev;
    if (!app_busy(app) && !app->dirty && !app->settle)
        rest(app);
    else
        run.idle = false;
    int page_w, page_h; /* a page's canvas fills it: the window follows its size */
    if (!app->cfg.headless && platform_window_size_wanted(&page_w, &page_h))
        SDL_SetWindowSize(app->window, page_w, page_h);
    while (app->running && SDL_PollEvent(&ev))
        handle_event(app, &ev);
    if (!app->running)
        return false;
    tiles_poll(app); /* faces made on worker threads reach the screen */
    Uint64 now = SDL_GetPerformanceCounter();
    bool ticked = true;
    if (app->cfg.headless) {
        /* one tick a frame: scripts and --frames are exact. A step held for
         * the worker is no frame (but the first, which starts the worker):
         * else --frames 3 ends with one tick of play or none, as the worker
         * happened to answer (Wine's dumps differed from Linux's by 16 ms) */
        ticked = tick(app);
    } else {
        run.acc += (double)(now - run.prev) / (double)run.freq;
        int n = 0;
        while (run.acc >= dt && n < APP_MAX_CATCHUP) {
            tick(app);
            run.acc -= dt;
            n++;
        }
        if (n == APP_MAX_CATCHUP)
            run.acc = 0;
        ticked = n > 0;
    }
    run.prev = now;
    Scene *top = scene_top(app);
    bool animating = top && top->busy && top->busy(top, app);
    /* a busy scene changes only with a tick: no tick, no frame */
    bool frame = app->dirty || (app->settle && !animating) || (ticked && app_busy(app));
    bool held = app->cfg.headless && !ticked && app->frames > 0;
    if (held)
        frame = false;
    bool presented = false;
    if (frame && !app->dirty) {
        /* a frame nobody asked to be whole: the top scene may say what
         * changed; the GPU renderer draws whole frames, or none */
        bool known = top && top->frame_damage && top->frame_damage(top, app);
        if (!known || (app->n_damage > 0 && !app->window_surface))
            app->dirty = true;
    }
    if (frame)
        app->settle = animating;
    if (frame) {
        Uint64 t0 = SDL_GetPerformanceCounter();
        uint64_t c0 = platform_thread_cpu_ns();
        bool drew = app->dirty || app->n_damage > 0;
        presented = drew;
        if (app->dirty) {
            render(app);
            if (app->frames == 0)
                log_trace("first frame drawn");
            SDL_RenderPresent(app->renderer);
        } else if (app->n_damage > 0) {
            render_damage(app);
        }
        Uint64 t1 = SDL_GetPerformanceCounter();
        double cpu = (double)(platform_thread_cpu_ns() - c0) / 1e6;
        app->dirty = false;
        app->n_damage = 0;
        app->frames++;
        double ms = (double)(t1 - t0) * 1000.0 / (double)run.freq;
        if (drew && stats.n_render < STATS_MAX) {
            stats.render_cpu_ms[stats.n_render] = cpu;
            stats.render_ms[stats.n_render++] = ms;
        }
        /* the first frame is timed apart (first_frame_ms): it builds the
         * caches, so among the animation's frames it read as a slow one */
        if (drew && animating && app->frames > 1 && stats.n_anim < STATS_MAX) {
            stats.anim_cpu_ms[stats.n_anim] = cpu;
            stats.anim_ms[stats.n_anim++] = ms;
        }
        bool last = app->cfg.frames > 0 && app->frames >= app->cfg.frames;
        if (app->frames == 1) {
            stats.first_frame_ms = (double)(t1 - app->cfg.start_ticks) * 1000.0 / (double)run.freq;
            log_trace("first frame presented");
            if (!last) {
                deferred_init(app);
                log_trace("audio and gamepads");
            }
        }
        if (last)
            app_quit(app);
        else if (app->cfg.headless && app->cfg.frames == 0 && script_done(app->script) && !animating)
            app_quit(app);
    } else if (app->n_damage > 0 && !held) {
        render_damage(app); /* the clock's second */
    }
    scene_collect(app);
    if (app->depth == 0)
        app->running = false;
    /* without vsync, or when nothing was presented (a present with vsync waits
     * for the display), a busy scene would spin: sleep to the next tick (the
     * browser paces the steps itself) */
    if (!app->cfg.headless && (!app->vsync || !presented) && app->running && run.acc < dt &&
        platform_loop_may_wait())
        SDL_Delay((Uint32)SDL_ceil((dt - run.acc) * 1000.0));
    return app->running;
}

/* The GPU renderer, unless told otherwise (PAGODA_RENDERER=software|gpu) or
 * there is no GPU to render with (no /dev/dri: GL would be emulated on the CPU,
 * slower and far heavier than Pagoda's cached software drawing). */
static bool use_software_renderer(const AppConfig *cfg)
{
    const char *choice = SDL_getenv("PAGODA_RENDERER");
    if (cfg->headless)
        return true;
    if (choice && *choice)
        return SDL_strcasecmp(choice, "software") == 0;
    return platform_no_gpu_device();
}

/* Everything app_run made, released; returns status. */
static int app_shutdown(App *app, int status)
{
    scene_destroy_all(app);
    script_free(app->script);
    tiles_shutdown();
    gfx_flush();
    text_shutdown();
    audio_shutdown();
    input_shutdown();
    if (app->renderer)
        SDL_DestroyRenderer(app->renderer);
    if (app->window)
        SDL_DestroyWindow(app->window);
    image_shutdown();
    SDL_Quit();
    return status;
}

/* After the last step: what was asked for on exit, then the end. */
static int app_finish(void *ctx)
{
    App *app = ctx;
    int status = 0;
    if (app->cfg.screenshot && !write_screenshot(app))
        status = 1;
    const char *trace = SDL_getenv("PAGODA_TEXT_TRACE"); /* the last frame's texts, for tests */
    if (trace && !text_trace_write(trace, app->w, app->h, scene_top(app) ? scene_top(app)->name : ""))
        status = 1;
    if (app->cfg.dump && !app_write_dump(app))
        status = 1;
    if (app->cfg.stats)
        print_stats(app);
    app_save_settings(app);
    return app_shutdown(app, status);
}

int app_run(const AppConfig *cfg, bool (*start)(App *app, Error *err))
{
    static App app_storage;
    App *app = &app_storage;
    memory_init();
    app->cfg = *cfg;
    log_start(cfg->start_ticks);
    rng_seed(&app->cosmetic, (uint64_t)SDL_GetPerformanceCounter());
    if (use_software_renderer(cfg)) {
        /* SDL's software renderer, presenting straight to the window: no GL
         * driver is loaded at all (an emulated one alone costs ~60 MB) */
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    if (cfg->headless) {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        SDL_SetHint(SDL_HINT_AUDIODRIVER, "dummy");
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        rng_seed(&app->cosmetic, 1); /* same pictures every run */
    }
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    /* no SDL_INIT_TIMER: no SDL timer is used (the clocks need no subsystem), and
     * its thread cannot start in a browser page without shared memory */
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, _("pagoda: cannot start SDL: %s\n"), SDL_GetError());
        return 1;
    }
    int status = 1;
    log_trace("SDL_Init");
    if (prefs_init(app))
        app->saved_settings = app->settings;
    else
        memset(&app->saved_settings, 0xff, sizeof app->saved_settings); /* write at exit */
    lang_apply(app);
    if (!create_window(app))
        goto out;
    gfx_prepare(app); /* while fonts, tiles and scenes load */
    log_trace("window and renderer");
    SDL_StopTextInput();
    if (!text_init(app)) {
        /* TRANSLATORS: %s is the data folder */
        fprintf(stderr, _("pagoda: cannot load the font from %s\n"), assets_root());
        goto out;
    }
    if (cfg->script) {
        Error err = {{0}};
        app->script = script_load(cfg->script, &err);
        if (!app->script) {
            fprintf(stderr, "pagoda: %s\n", err.msg);
            status = 2;
            goto out;
        }
    }
    {
        Error err = {{0}};
        const char *tileset = cfg->tileset ? cfg->tileset : app->settings.tileset;
        if (!tiles_load(app, tileset, &err)) {
            if (cfg->tileset) {
                fprintf(stderr, "pagoda: %s\n", err.msg);
                status = 2;
                goto out;
            }
            /* TRANSLATORS: %s says why the chosen tileset could not be read */
            log_message(app, _("%s; using Classic Mahjong"), err.msg);
            SDL_strlcpy(app->settings.tileset, "classic", sizeof app->settings.tileset);
            if (!tiles_load(app, "classic", &err)) {
                fprintf(stderr, "pagoda: %s\n", err.msg);
                goto out;
            }
        }
    }
    settings_fix_names(app);
    tiles_set_indices(app->settings.tile_indices);
    gfx_set_background(app->settings.background);
    log_trace("font and tileset sources");
    app->running = true;
    {
        Error err = {{0}};
        if (!start(app, &err)) {
            fprintf(stderr, "pagoda: %s\n", err.msg);
            status = 2;
            goto out;
        }
    }
    log_trace("scenes started");
    run.freq = SDL_GetPerformanceFrequency();
    run.prev = SDL_GetPerformanceCounter();
    return platform_run_loop(loop_step, app_finish, app);
out:
    return app_shutdown(app, status);
}
