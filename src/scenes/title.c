#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/prefs.h"
#include "games/linksame/view.h"
#include "games/mahjong/view.h"
#include "scenes/scenes.h"

enum {
    TITLE_CONTINUE,
    TITLE_MAHJONG,
    TITLE_LAYOUT,
    TITLE_LINKSAME,
    TITLE_LINKSAME_PRACTICE,
    TITLE_EDITOR,
    TITLE_OPEN,
    TITLE_SETTINGS,
    TITLE_HELP,
    TITLE_GUIDE,
    TITLE_QUIT,
};

static void start_game(App *app, Scene *game)
{
    if (game)
        scene_push(app, game);
}

static void title_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    Error err = {{0}};
    switch (id) {
    case TITLE_CONTINUE: {
        char path[1024];
        Scene *g = NULL;
        if (prefs_path(app, MAHJONG_AUTOSAVE, path, sizeof path))
            g = mahjong_scene_open(app, path, &err);
        if (!g)
            app_message(app, "%s", err.msg);
        start_game(app, g);
        break;
    }
    case TITLE_MAHJONG: {
        Scene *g = mahjong_scene_new(app, NULL, 0, false, &err);
        if (!g)
            app_message(app, "%s", err.msg);
        start_game(app, g);
        break;
    }
    case TITLE_LAYOUT:
        scene_push(app, mahjong_picker_new(app));
        break;
    case TITLE_LINKSAME:
    case TITLE_LINKSAME_PRACTICE: {
        Scene *g = id == TITLE_LINKSAME ? linksame_scene_new(app, 0, false, &err) : linksame_scene_resume(app, &err);
        if (!g)
            app_message(app, "%s", err.msg);
        start_game(app, g);
        break;
    }
    case TITLE_EDITOR:
        scene_push(app, mahjong_editor_new(app));
        break;
    case TITLE_OPEN:
        mahjong_push_open_dialog(app);
        break;
    case TITLE_SETTINGS:
        scene_push(app, settings_scene_new(app));
        break;
    case TITLE_HELP:
        scene_push(app, help_scene_new(app));
        break;
    case TITLE_GUIDE:
        scene_push(app, guide_scene_new(app));
        break;
    case TITLE_QUIT:
        app_quit(app);
        break;
    default:
        break;
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
    if (mahjong_has_autosave(app))
        menu_add(s, TITLE_CONTINUE, "Continue the last game", NULL);
    menu_add(s, TITLE_MAHJONG, "Mahjong Solitaire", NULL);
    menu_add(s, TITLE_LAYOUT, "Choose a layout", NULL);
    menu_add(s, TITLE_LINKSAME, "LinkSame", NULL);
    if (linksame_has_practice(app))
        menu_add(s, TITLE_LINKSAME_PRACTICE, "Continue LinkSame practice", NULL);
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

bool scenes_start(App *app, Error *err)
{
    const AppConfig *c = &app->cfg;
    if (c->game && strcmp(c->game, "mahjong") != 0 && strcmp(c->game, "linksame") != 0)
        return error_set(err, "unknown game '%s' (available: mahjong, linksame)", c->game);
    if (c->game && strcmp(c->game, "linksame") == 0) {
        Scene *g = linksame_scene_new(app, c->seed, c->has_seed, err);
        if (!g)
            return false;
        scene_push(app, title_scene_new(app));
        scene_push(app, g);
        return true;
    }
    if (c->game || c->layout || c->has_seed) {
        Scene *g = mahjong_scene_new(app, c->layout, c->seed, c->has_seed, err);
        if (!g)
            return false;
        scene_push(app, title_scene_new(app));
        scene_push(app, g);
        return true;
    }
    scene_push(app, title_scene_new(app));
    return true;
}
