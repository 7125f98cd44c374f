#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/audio.h"
#include "engine/tiles.h"
#include "scenes/scenes.h"

enum {
    SET_MUSIC,
    SET_MUSIC_VOLUME,
    SET_SOUND,
    SET_SOUND_VOLUME,
    SET_ANIMATIONS,
    SET_LOOK_FOR_MOVES,
    SET_WINNABLE_ONLY,
    SET_SHOW_WINNABLE,
    SET_FULLSCREEN,
    SET_TILESET,
    SET_LAYOUT,
    SET_BACK,
};

/* Tilesets and layouts that ship today; their own issues add more. */
static const char *const tilesets[][2] = {{"classic", "Classic Mahjong"}};
static const char *const layouts[][2] = {{"turtle", "Turtle"}};

static const char *on_off(bool b)
{
    return b ? "On" : "Off";
}

static int find(const char *const table[][2], int n, const char *id)
{
    for (int i = 0; i < n; i++)
        if (strcmp(table[i][0], id) == 0)
            return i;
    return 0;
}

static void refresh(Scene *menu, App *app)
{
    const Settings *s = &app->settings;
    char v[16];
    menu_set_value(menu, SET_MUSIC, on_off(s->music));
    snprintf(v, sizeof v, "%d%%", s->music_volume);
    menu_set_value(menu, SET_MUSIC_VOLUME, v);
    menu_set_value(menu, SET_SOUND, on_off(s->sound));
    snprintf(v, sizeof v, "%d%%", s->sound_volume);
    menu_set_value(menu, SET_SOUND_VOLUME, v);
    menu_set_value(menu, SET_ANIMATIONS, on_off(s->animations));
    menu_set_value(menu, SET_LOOK_FOR_MOVES, on_off(s->look_for_moves));
    menu_set_value(menu, SET_WINNABLE_ONLY, on_off(s->winnable_only));
    menu_set_value(menu, SET_SHOW_WINNABLE, on_off(s->show_winnable));
    menu_set_value(menu, SET_FULLSCREEN, on_off(s->fullscreen));
    int nt = (int)SDL_arraysize(tilesets), nl = (int)SDL_arraysize(layouts);
    menu_set_value(menu, SET_TILESET, tilesets[find(tilesets, nt, s->tileset)][1]);
    menu_set_value(menu, SET_LAYOUT, layouts[find(layouts, nl, s->layout)][1]);
}

static void adjust(App *app, Scene *menu, int id, int delta, void *ctx)
{
    (void)ctx;
    Settings *s = &app->settings;
    switch (id) {
    case SET_MUSIC: s->music = !s->music; break;
    case SET_SOUND: s->sound = !s->sound; break;
    case SET_MUSIC_VOLUME: s->music_volume = SDL_clamp(s->music_volume + delta * 10, 0, 100); break;
    case SET_SOUND_VOLUME:
        s->sound_volume = SDL_clamp(s->sound_volume + delta * 10, 0, 100);
        audio_apply(app);
        audio_play(app, SFX_SELECT);
        break;
    case SET_ANIMATIONS: s->animations = !s->animations; break;
    case SET_LOOK_FOR_MOVES: s->look_for_moves = !s->look_for_moves; break;
    case SET_WINNABLE_ONLY: s->winnable_only = !s->winnable_only; break;
    case SET_SHOW_WINNABLE: s->show_winnable = !s->show_winnable; break;
    case SET_FULLSCREEN:
        if (!app->cfg.headless)
            app_toggle_fullscreen(app);
        else
            s->fullscreen = !s->fullscreen;
        break;
    case SET_TILESET: {
        int n = (int)SDL_arraysize(tilesets);
        int i = (find(tilesets, n, s->tileset) + delta + n) % n;
        Error err;
        if (tiles_load(app, tilesets[i][0], &err))
            SDL_strlcpy(s->tileset, tilesets[i][0], sizeof s->tileset);
        else
            app_message(app, "%s", err.msg);
        break;
    }
    case SET_LAYOUT: {
        int n = (int)SDL_arraysize(layouts);
        int i = (find(layouts, n, s->layout) + delta + n) % n;
        SDL_strlcpy(s->layout, layouts[i][0], sizeof s->layout);
        break;
    }
    default:
        break;
    }
    app_apply_settings(app);
    app_save_settings(app);
    refresh(menu, app);
}

static void select_item(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    (void)ctx;
    if (id == SET_BACK)
        scene_pop(app);
}

Scene *settings_scene_new(App *app)
{
    MenuSpec spec = {
        .name = "settings",
        .title = "Settings",
        .message = "Left/Right or A changes a value. Layout applies to the next game.",
        .overlay = scene_top(app) != NULL,
        .on_select = select_item,
        .on_adjust = adjust,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return NULL;
    menu_add(m, SET_MUSIC, "Music", "");
    menu_add(m, SET_MUSIC_VOLUME, "Music volume", "");
    menu_add(m, SET_SOUND, "Sound effects", "");
    menu_add(m, SET_SOUND_VOLUME, "Effects volume", "");
    menu_add(m, SET_ANIMATIONS, "Tile animations", "");
    menu_add(m, SET_LOOK_FOR_MOVES, "Look for moves", "");
    menu_add(m, SET_WINNABLE_ONLY, "Winnable deals only", "");
    menu_add(m, SET_SHOW_WINNABLE, "Show \"still winnable\"", "");
    menu_add(m, SET_FULLSCREEN, "Full screen", "");
    menu_add(m, SET_TILESET, "Tileset", "");
    menu_add(m, SET_LAYOUT, "Layout", "");
    menu_add(m, SET_BACK, "Back", NULL);
    refresh(m, app);
    return m;
}
