#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "engine/assets.h"
#include "engine/audio.h"
#include "engine/catalog.h"
#include "engine/gfx.h"
#include "games/mahjong/layouts.h"
#include "engine/tiles.h"
#include "core/game.h"
#include "core/utf8.h"
#include "scenes/play.h"
#include "scenes/scenes.h"

enum {
    SET_MUSIC,
    SET_MUSIC_TRACK,
    SET_MUSIC_VOLUME,
    SET_SOUND,
    SET_SOUND_VOLUME,
    SET_ANIMATIONS,
    SET_LOOK_FOR_MOVES,
    SET_WINNABLE_ONLY,
    SET_SHOW_WINNABLE,
    SET_SHOW_MOVES,
    SET_FULLSCREEN,
    SET_TILESET,
    SET_INDICES,
    SET_BACKGROUND,
    SET_LAYOUT,
    SET_LANGUAGE,
    SET_BACK,
};

typedef struct SettingsData {
    CatalogEntry tileset[CATALOG_MAX];
    CatalogEntry layout[CATALOG_MAX];
    int n_tileset, n_layout;
} SettingsData;

static const char *on_off(bool b)
{
    /* TRANSLATORS: a setting's value: switched on, switched off */
    return b ? C_("setting", "On") : C_("setting", "Off");
}

static const char *entry_name(const CatalogEntry *e, int n, const char *id)
{
    int i = catalog_find(e, n, id);
    if (i < 0 && strcmp(id, "random") == 0)
        /* TRANSLATORS: the Layout setting's value: each new game on a layout picked at random */
        return C_("layout", "Random");
    return i >= 0 ? (e[i].user ? e[i].name : catalog_layout_name(e[i].name)) : id; /* a tileset's name too */
}

/* The next entry after id (delta +1) or before it (-1), wrapping. */
static const CatalogEntry *step(const CatalogEntry *e, int n, const char *id, int delta)
{
    if (n == 0)
        return NULL;
    int i = catalog_find(e, n, id);
    if (i < 0)
        i = 0;
    return &e[(i + delta + n) % n];
}

/* "track2-bamboo-rain" reads "Bamboo Rain"; "rotate" reads "All, in turn". */
static const char *track_label(const char *id)
{
    static char label[192];
    if (strcmp(id, "rotate") == 0)
        /* TRANSLATORS: the Music track setting's value: every track, one after the other */
        return _("All, in turn");
    const char *p = strchr(id, '-');
    SDL_strlcpy(label, p ? p + 1 : id, sizeof label);
    bool start = true;
    for (char *c = label; *c; c++) {
        if (*c == '-')
            *c = ' ';
        else if (start && *c >= 'a' && *c <= 'z')
            *c = (char)(*c - 'a' + 'A');
        start = *c == ' ';
    }
    return label;
}

/* The Language setting's choices: "system", then each language whose
 * catalogue is installed, in its own name. */
static int language_choices(const char **codes, int cap)
{
    int n = 0;
    codes[n++] = "system";
    for (int i = 0; i < i18n_language_count() && n < cap; i++)
        if (i18n_available(i18n_language_at(i)->code, assets_locale_dir()))
            codes[n++] = i18n_language_at(i)->code;
    return n;
}

static void language_value(const App *app, char *v, size_t cap)
{
    const char *code = app->settings.language;
    const I18nLanguage *l = i18n_language_find(code);
    if (l) {
        SDL_strlcpy(v, l->name, cap);
        return;
    }
    l = i18n_language_find(i18n_system_language(assets_locale_dir()));
    /* TRANSLATORS: the Language setting's value: the system's language, named
       in its own language in the brackets ("System (Deutsch)") */
    snprintf(v, cap, _("System (%s)"), l ? l->name : "English");
}

static void refresh(Scene *menu, App *app, const SettingsData *d)
{
    const Settings *s = &app->settings;
    char v[128];
    language_value(app, v, sizeof v);
    menu_set_value(menu, SET_LANGUAGE, v);
    menu_set_value(menu, SET_MUSIC, on_off(s->music));
    menu_set_value(menu, SET_MUSIC_TRACK, track_label(s->music_track));
    snprintf(v, sizeof v, "%d%%", s->music_volume);
    utf8_clip(v);
    menu_set_value(menu, SET_MUSIC_VOLUME, v);
    menu_set_value(menu, SET_SOUND, on_off(s->sound));
    snprintf(v, sizeof v, "%d%%", s->sound_volume);
    utf8_clip(v);
    menu_set_value(menu, SET_SOUND_VOLUME, v);
    menu_set_value(menu, SET_ANIMATIONS, on_off(s->animations));
    menu_set_value(menu, SET_LOOK_FOR_MOVES, on_off(s->look_for_moves));
    menu_set_value(menu, SET_WINNABLE_ONLY, on_off(s->winnable_only));
    menu_set_value(menu, SET_SHOW_WINNABLE, on_off(s->show_winnable));
    menu_set_value(menu, SET_SHOW_MOVES, on_off(s->show_moves));
    menu_set_value(menu, SET_FULLSCREEN, on_off(s->fullscreen));
    menu_set_value(menu, SET_INDICES, on_off(s->tile_indices));
    menu_set_value(menu, SET_BACKGROUND, gfx_background_name(SDL_max(0, gfx_background_find(s->background))));
    menu_set_value(menu, SET_TILESET, entry_name(d->tileset, d->n_tileset, s->tileset));
    menu_set_value(menu, SET_LAYOUT, entry_name(d->layout, d->n_layout, s->layout));
}

/* The language changed: a menu holds the texts it was made with, so this
 * screen is made anew (the screens beneath look their texts up as they draw
 * them; the game menu closes before the settings open). */
static void relabel(App *app)
{
    Scene *fresh = settings_scene_new(app);
    if (fresh) {
        menu_select_id(fresh, SET_LANGUAGE);
        scene_replace(app, fresh);
    }
}

static void adjust(App *app, Scene *menu, int id, int delta, void *ctx)
{
    SettingsData *d = ctx;
    Settings *s = &app->settings;
    switch (id) {
    case SET_LANGUAGE: {
        const char *codes[16];
        int n = language_choices(codes, 16), i = 0;
        for (int k = 0; k < n; k++)
            if (strcmp(codes[k], s->language) == 0)
                i = k;
        SDL_strlcpy(s->language, codes[(i + delta + n) % n], sizeof s->language);
        app->cfg.language = NULL; /* the player's choice over --language */
        app_apply_settings(app);
        app_save_settings(app);
        relabel(app);
        return;
    }
    case SET_MUSIC: s->music = !s->music; break;
    case SET_MUSIC_TRACK: {
        const char *names[AUDIO_MAX_TRACKS];
        int n = audio_tracks(names, AUDIO_MAX_TRACKS);
        int i = -1; /* -1 is "rotate", then the tracks */
        for (int k = 0; k < n; k++)
            if (strcmp(names[k], s->music_track) == 0)
                i = k;
        i = (i + 1 + delta + (n + 1)) % (n + 1) - 1;
        SDL_strlcpy(s->music_track, i < 0 ? "rotate" : names[i], sizeof s->music_track);
        break;
    }
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
    case SET_SHOW_MOVES: s->show_moves = !s->show_moves; break;
    case SET_FULLSCREEN:
        if (!app->cfg.headless)
            app_toggle_fullscreen(app);
        else
            s->fullscreen = !s->fullscreen;
        break;
    case SET_TILESET: {
        const CatalogEntry *e = step(d->tileset, d->n_tileset, s->tileset, delta);
        Error err;
        if (e && tiles_load(app, e->id, &err))
            SDL_strlcpy(s->tileset, e->id, sizeof s->tileset);
        else if (e)
            log_message(app, "%s", err.msg);
        break;
    }
    case SET_INDICES:
        s->tile_indices = !s->tile_indices;
        tiles_set_indices(s->tile_indices);
        break;
    case SET_BACKGROUND: {
        int i = (SDL_max(0, gfx_background_find(s->background)) + delta + GFX_BACKGROUNDS) % GFX_BACKGROUNDS;
        SDL_strlcpy(s->background, gfx_background_id(i), sizeof s->background);
        gfx_set_background(s->background);
        break;
    }
    case SET_LAYOUT: {
        const CatalogEntry *e = step(d->layout, d->n_layout, s->layout, delta);
        if (e)
            SDL_strlcpy(s->layout, e->id, sizeof s->layout);
        break;
    }
    default:
        break;
    }
    app_apply_settings(app);
    app_save_settings(app);
    refresh(menu, app, d);
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
    SettingsData *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->n_tileset = catalog_tilesets(d->tileset, CATALOG_MAX);
    d->n_layout = catalog_layouts(app, d->layout, CATALOG_MAX);
    MenuSpec spec = {
        .name = "settings",
        .title = _("Settings"),
        /* TRANSLATORS: A is the gamepad's button; Layout is the setting below */
        .message = _("Left/Right or A changes a value. Layout applies to the next game."),
        .overlay = scene_top(app) != NULL,
        .on_select = select_item,
        .on_adjust = adjust,
        .ctx = d,
        .free_ctx = free,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(d);
        return NULL;
    }
    menu_add(m, SET_MUSIC, _("Music"), "");
    menu_add(m, SET_MUSIC_TRACK, _("Music track"), "");
    menu_add(m, SET_MUSIC_VOLUME, _("Music volume"), "");
    menu_add(m, SET_SOUND, _("Sound effects"), "");
    menu_add(m, SET_SOUND_VOLUME, _("Effects volume"), "");
    menu_add(m, SET_ANIMATIONS, _("Tile animations"), "");
    menu_add(m, SET_LOOK_FOR_MOVES, _("Warn when the deal is lost"), "");
    /* Over a game with hidden pieces (MahJongg Stones: the stock face down) no
     * deal is winnable from where the player sits, and the top bar shows a
     * chance to finish, not a verdict (issue 34; the game's help says why) */
    const Game *g = play_scene_game(scene_find_game(app));
    bool chance = g && g->rules->chance;
    if (!chance)
        menu_add(m, SET_WINNABLE_ONLY, _("Deal only winnable games"), "");
    /* TRANSLATORS: "winnable" is the word the top bar shows ("Winnable") */
    menu_add(m, SET_SHOW_WINNABLE,
             chance ? _("Show the chance to finish in the top bar") : _("Show \"winnable\" in the top bar"), "");
    menu_add(m, SET_SHOW_MOVES, _("Count the moves available"), "");
    menu_add(m, SET_FULLSCREEN, _("Full screen"), "");
    menu_add(m, SET_TILESET, _("Tileset"), "");
    /* TRANSLATORS: small marks in a tile's corner, like "3B" for three of bamboo */
    menu_add(m, SET_INDICES, _("Corner indices (3B)"), "");
    /* TRANSLATORS: the setting of the table's background (Jade, Wood...) */
    menu_add(m, SET_BACKGROUND, C_("setting", "Table"), "");
    /* TRANSLATORS: the setting of Mahjong's arrangement of tiles (Turtle...) */
    menu_add(m, SET_LAYOUT, C_("setting", "Layout"), "");
    /* last but one: each language shown in its own name, to find it in any */
    menu_add(m, SET_LANGUAGE, _("Language"), "");
    menu_add(m, SET_BACK, C_("menu", "Back"), NULL);
    refresh(m, app, d);
    return m;
}
