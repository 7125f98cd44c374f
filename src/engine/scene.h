#pragma once
/* The scene stack. A scene is a small table of callbacks over its own data. An
 * overlay scene (pause, dialogs) asks for the scene beneath to be drawn first,
 * dimmed. Scenes removed from the stack are destroyed after the current frame,
 * so a scene may pop itself from inside its own callbacks. */

#include <stdbool.h>
#include <stdio.h>

#include "engine/input.h"

struct App;
typedef struct Scene Scene;

struct Scene {
    const char *name;
    bool overlay;
    bool undimmed; /* an overlay that leaves the scene beneath in full light (the win screen) */
    void *data;
    void (*enter)(Scene *s, struct App *app);        /* became the top scene */
    void (*covered)(Scene *s, struct App *app);      /* another scene went on top */
    void (*action)(Scene *s, struct App *app, const Action *a);
    void (*update)(Scene *s, struct App *app);       /* one fixed tick */
    void (*draw)(Scene *s, struct App *app);
    /* True while the scene needs ticks and frames (animations, timers). */
    bool (*busy)(Scene *s, struct App *app);
    /* Milliseconds until the scene's on-screen clock changes, or -1. */
    int (*clock_wait_ms)(Scene *s, struct App *app);
    /* Optional: the window rectangle that holds everything that changes when
     * only the clock moves on; false when more may change (the frame is then
     * drawn whole). */
    bool (*clock_rect)(Scene *s, struct App *app, SDL_Rect *r);
    /* Optional: for a frame the scene needs (busy, or the one after) while
     * nothing asked for a whole frame (app->dirty): marks with app_damage every
     * rectangle whose pixels may differ from the last frame drawn and returns
     * true (none marked: nothing to draw); false asks for a whole frame. */
    bool (*frame_damage)(Scene *s, struct App *app);
    /* Screen position of a piece by id, for scripts ("click tile 17"). */
    bool (*locate)(Scene *s, struct App *app, int id, int *x, int *y);
    /* Writes the game state as JSON for --dump; false if not a game scene. */
    bool (*dump)(Scene *s, struct App *app, FILE *f);
    /* True while work on another thread (a solver) has not answered yet. Headless
     * runs hold scripted input until it has, so that tests are deterministic. */
    bool (*pending)(Scene *s, struct App *app);
    /* The window is closing: keep what must be kept (autosave). */
    void (*quit)(Scene *s, struct App *app);
    /* Optional: the player asked to quit (Ctrl+Q, the window's close button).
     * True when the scene asks first instead (it calls app_quit on yes). */
    bool (*ask_quit)(Scene *s, struct App *app);
    void (*destroy)(Scene *s);
    /* Optional: what a message or a dialog over this scene must not hide (the
     * pieces, the top bar, the texts drawn), as of the last frame drawn: at most
     * cap rectangles into out; returns how many. engine/place.h puts the box. */
    int (*occupied)(Scene *s, struct App *app, SDL_Rect *out, int cap);
};

void scene_push(struct App *app, Scene *s);
void scene_pop(struct App *app);
void scene_replace(struct App *app, Scene *s);
/* Pops every scene down to (not including) `keep`; keep==NULL pops all. */
void scene_pop_to(struct App *app, Scene *keep);
Scene *scene_top(struct App *app);
/* Topmost scene that answers dump/locate (the game under the dialogs). */
Scene *scene_find_game(struct App *app);
void scene_draw_stack(struct App *app);
/* Frees scenes removed during this frame. */
void scene_collect(struct App *app);
void scene_destroy_all(struct App *app);
