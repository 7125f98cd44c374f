/* The title screen: every game of the registry (and "Continue" for a kept one),
 * Mahjong's layout picker and editor, saved games, settings, help. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/prefs.h"
#include "games/mahjong/view.h"
#include "games/registry.h"
#include "scenes/play.h"
#include "scenes/scenes.h"

enum {
    TITLE_LAYOUT = 1,
    TITLE_EDITOR,
    TITLE_OPEN,
    TITLE_SETTINGS,
    TITLE_HELP,
    TITLE_GUIDE,
    TITLE_QUIT,
    TITLE_NEW = 100,      /* + game index */
    TITLE_CONTINUE = 200, /* + game index */
};

static void title_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Error err = {{0}};
    if (id >= TITLE_NEW && id < TITLE_NEW + views_count()) {
        Scene *g = play_scene_new(app, views_at(id - TITLE_NEW), NULL, NULL, 0, false, &err);
        if (!g)
            app_message(app, "%s", err.msg);
        scene_push(app, g);
        return;
    }
    if (id >= TITLE_CONTINUE && id < TITLE_CONTINUE + views_count()) {
        Scene *g = play_scene_resume(app, views_at(id - TITLE_CONTINUE), &err);
        if (!g)
            app_message(app, "%s", err.msg);
        scene_push(app, g);
        return;
    }
    switch (id) {
    case TITLE_LAYOUT: scene_push(app, mahjong_picker_new(app)); break;
    case TITLE_EDITOR: scene_push(app, mahjong_editor_new(app)); break;
    case TITLE_OPEN: play_push_open_dialog(app); break;
    case TITLE_SETTINGS: scene_push(app, settings_scene_new(app)); break;
    case TITLE_HELP: scene_push(app, help_scene_new(app, NULL)); break;
    case TITLE_GUIDE: scene_push(app, guide_scene_new(app)); break;
    case TITLE_QUIT: app_quit(app); break;
    default: break;
    }
}

static void title_back(App *app, Scene *menu, void *ctx)
{
    (void)app;
    (void)menu;
    (void)ctx; /* the title stays: Quit is an explicit choice */
}

/* Rebuilt on every return to the title: "Continue" appears once a game was kept. */
static void title_enter(Scene *s, App *app)
{
    menu_clear(s);
    for (int i = 0; i < views_count(); i++) {
        const GameView *v = views_at(i);
        char label[96];
        if (play_has_autosave(app, v)) {
            snprintf(label, sizeof label, "Continue %s", v->rules->name);
            menu_add(s, TITLE_CONTINUE + i, label, NULL);
        }
        menu_add(s, TITLE_NEW + i, v->rules->name, NULL);
        if (v == &mahjong_view)
            menu_add(s, TITLE_LAYOUT, "Choose a layout", NULL);
    }
    menu_add(s, TITLE_OPEN, "Open a saved game", NULL);
    menu_add(s, TITLE_EDITOR, "Layout editor", NULL);
    menu_add(s, TITLE_SETTINGS, "Settings", NULL);
    menu_add(s, TITLE_HELP, "Help", NULL);
    menu_add(s, TITLE_GUIDE, "Guide to these tiles", NULL);
    menu_add(s, TITLE_QUIT, "Quit", NULL);
}

Scene *title_scene_new(App *app)
{
    (void)app;
    MenuSpec spec = {
        .name = "title",
        .title = "Pagoda",
        .message = "Tile and card solitaire",
        .on_select = title_select,
        .on_back = title_back,
    };
    Scene *m = menu_scene_new(&spec);
    if (m)
        m->enter = title_enter;
    return m;
}

/* F1 anywhere: the help of the game in play, or of every game. */
static void open_help(App *app)
{
    Scene *g = scene_find_game(app);
    const GameView *v = g ? views_find(g->name) : NULL;
    scene_push(app, help_scene_new(app, v ? v->rules : NULL));
}

bool scenes_start(App *app, Error *err)
{
    app->start_game = play_start;
    app->start_variant = play_start_variant;
    app->open_help = open_help;
    const AppConfig *c = &app->cfg;
    const GameView *view = NULL;
    if (c->game) {
        view = views_find(c->game);
        if (!view) {
            char list[256] = "";
            for (int i = 0; i < views_count(); i++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "",
                         views_at(i)->rules->id);
            return error_set(err, "unknown game '%s' (available: %s)", c->game, list);
        }
    } else if (c->layout || c->has_seed) {
        view = &mahjong_view;
    }
    const RulesVariant *variant = view && c->variant ? rules_variant(view->rules, c->variant) : NULL;
    if (view && c->variant && !variant)
        return error_set(err, "unknown variant '%s' of %s", c->variant, view->rules->id);
    if (view) {
        Scene *g = play_scene_new(app, view, variant, view == &mahjong_view ? c->layout : NULL, c->seed,
                                  c->has_seed, err);
        if (!g)
            return false;
        scene_push(app, title_scene_new(app));
        scene_push(app, g);
        return true;
    }
    scene_push(app, title_scene_new(app));
    return true;
}
