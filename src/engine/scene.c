#include "engine/scene.h"

#include "engine/app_state.h"
#include "engine/gfx.h"
#include "engine/text.h"

static void bury(App *app, Scene *s)
{
    if (app->n_dead < (int)SDL_arraysize(app->dead))
        app->dead[app->n_dead++] = s;
    else if (s->destroy)
        s->destroy(s); /* cannot happen with a bounded stack; never leak */
}

static void entered(App *app)
{
    Scene *top = scene_top(app);
    if (top && top->enter)
        top->enter(top, app);
    app->dirty = true;
}

void scene_push(App *app, Scene *s)
{
    if (!s)
        return;
    if (app->depth >= SCENE_STACK_MAX) {
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "scene stack full; dropping %s", s->name);
        bury(app, s);
        return;
    }
    Scene *below = scene_top(app);
    if (below && below->covered)
        below->covered(below, app);
    app->stack[app->depth++] = s;
    entered(app);
}

void scene_pop(App *app)
{
    if (app->depth == 0)
        return;
    bury(app, app->stack[--app->depth]);
    entered(app);
}

void scene_replace(App *app, Scene *s)
{
    if (app->depth > 0)
        bury(app, app->stack[--app->depth]);
    scene_push(app, s);
}

void scene_pop_to(App *app, Scene *keep)
{
    while (app->depth > 0 && app->stack[app->depth - 1] != keep)
        bury(app, app->stack[--app->depth]);
    entered(app);
}

Scene *scene_top(App *app)
{
    return app->depth > 0 ? app->stack[app->depth - 1] : NULL;
}

Scene *scene_find_game(App *app)
{
    for (int i = app->depth - 1; i >= 0; i--)
        if (app->stack[i]->dump)
            return app->stack[i];
    return NULL;
}

void scene_draw_stack(App *app)
{
    int first = app->depth - 1;
    while (first > 0 && app->stack[first]->overlay)
        first--;
    if (first < 0) {
        gfx_background(app);
        return;
    }
    for (int i = first; i < app->depth; i++) {
        Scene *s = app->stack[i];
        if (i > first && s->overlay && !s->undimmed)
            gfx_dim(app, 150);
        text_trace_layer(i); /* a test's trace tells the scenes apart */
        if (s->draw)
            s->draw(s, app);
    }
    text_trace_layer(app->depth); /* what the loop draws over them: the message line */
}

void scene_collect(App *app)
{
    for (int i = 0; i < app->n_dead; i++)
        if (app->dead[i]->destroy)
            app->dead[i]->destroy(app->dead[i]);
    app->n_dead = 0;
}

void scene_destroy_all(App *app)
{
    while (app->depth > 0)
        bury(app, app->stack[--app->depth]);
    scene_collect(app);
}
