/* The Mahjong layouts a player can choose: the built-in ones under layouts/ and
 * the player's own folder (Pagoda layouts, KMahjongg .layout, GNOME .map files),
 * found by looking, so a new layout needs no code change. */
#include "games/mahjong/layouts.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/layout_import.h"
#include "engine/assets.h"
#include "engine/prefs.h"
#include "platform/platform.h"

#define PER_FILE 16 /* layouts read from one file at most */

static bool has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), k = strlen(suffix);
    return n > k && strcmp(name + n - k, suffix) == 0;
}

/* Built-in layouts are Pagoda files: the header is enough. The player's own
 * files may be in any format and hold several layouts: they are read whole. */
static int add_file(const char *dir, const char *file, bool user, CatalogEntry *out, int n, int cap)
{
    size_t stem = strlen(file) - (has_suffix(file, ".map") ? 4 : 7);
    if (stem == 0 || stem >= sizeof out[0].id - 4)
        return n;
    char path[1024];
    if (snprintf(path, sizeof path, "%s/%s", dir, file) >= (int)sizeof path)
        return n;
    if (!user) {
        CatalogEntry *c = &out[n];
        SDL_strlcpy(c->path, path, sizeof c->path);
        memcpy(c->id, file, stem);
        c->id[stem] = 0;
        if (!catalog_header_value(c->path, "name", c->name, sizeof c->name))
            SDL_strlcpy(c->name, c->id, sizeof c->name);
        c->user = false;
        c->index = 0;
        return n + 1;
    }
    Layout *l = malloc(sizeof *l * PER_FILE);
    Error err;
    int got = l ? layout_load_any(path, l, PER_FILE, &err) : -1;
    if (got < 0 && l)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "skipping a layout: %s", err.msg);
    for (int k = 0; k < got && n < cap; k++, n++) {
        CatalogEntry *c = &out[n];
        SDL_strlcpy(c->path, path, sizeof c->path);
        memcpy(c->id, file, stem);
        c->id[stem] = 0;
        if (k > 0)
            snprintf(c->id + stem, sizeof c->id - stem, "-%d", k + 1);
        SDL_strlcpy(c->name, l[k].name, sizeof c->name);
        c->user = true;
        c->index = k;
    }
    free(l);
    return n;
}

static int scan_layouts(const char *dir, bool user, CatalogEntry *out, int n, int cap)
{
    PlatformDir *d = platform_dir_open(dir);
    if (!d)
        return n;
    const char *name;
    while ((name = platform_dir_next(d)) && n < cap) {
        if (name[0] == '.' || !(has_suffix(name, ".layout") || (user && has_suffix(name, ".map"))))
            continue;
        n = add_file(dir, name, user, out, n, cap);
    }
    platform_dir_close(d);
    return n;
}

bool catalog_load_layout(const CatalogEntry *e, Layout *out, Error *err)
{
    if (e->index == 0 && !e->user)
        return layout_load_file(out, e->path, err);
    int cap = SDL_max(e->index + 1, PER_FILE);
    Layout *all = malloc(sizeof *all * (size_t)cap);
    if (!all)
        return error_set(err, "%s", _("out of memory"));
    int got = layout_load_any(e->path, all, cap, err);
    bool ok = got > e->index;
    if (ok)
        *out = all[e->index];
    else if (got >= 0)
        /* TRANSLATORS: %s is a file, %d the number of a layout in it (a file may hold several) */
        error_set(err, _("%s: has no layout %d"), e->path, e->index + 1);
    free(all);
    return ok;
}

const char *catalog_layout_name(const char *name)
{
    return name && name[0] ? _(name) : name ? name : "";
}

static bool id_taken(const CatalogEntry *e, int n, int self, const char *id)
{
    for (int i = 0; i < n; i++)
        if (i != self && strcmp(e[i].id, id) == 0)
            return true;
    return false;
}

static bool name_taken(const CatalogEntry *e, int n, int self, const char *name)
{
    for (int i = 0; i < n; i++)
        if (i != self && SDL_strcasecmp(e[i].name, name) == 0)
            return true;
    return false;
}

/* A player's layout saved under a built-in's name or file name (before the editor
 * saved edited built-ins as copies) would be shadowed by it: it becomes
 * "Turtle (mine)", id "turtle-mine", so both can be picked and told apart. */
static void distinguish(CatalogEntry *e, int builtins, int n)
{
    for (int i = builtins; i < n; i++) {
        char base[64];
        SDL_strlcpy(base, e[i].id, sizeof base);
        for (int k = 1; id_taken(e, n, i, e[i].id) && k < 100; k++)
            snprintf(e[i].id, sizeof e[i].id, k == 1 ? "%.40s-mine" : "%.40s-mine-%d", base, k);
        SDL_strlcpy(base, e[i].name, sizeof base);
        for (int k = 1; name_taken(e, n, i, e[i].name) && k < 100; k++)
            /* TRANSLATORS: the player's own layout saved under a built-in layout's name (%.40s); %d counts copies */
            snprintf(e[i].name, sizeof e[i].name, k == 1 ? _("%.40s (mine)") : _("%.40s (mine %d)"), base, k);
    }
}

int catalog_layouts(App *app, CatalogEntry *out, int cap)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/layouts", assets_root());
    int builtins = scan_layouts(dir, false, out, 0, cap), n = builtins;
    if (prefs_path(app, "layouts", dir, sizeof dir))
        n = scan_layouts(dir, true, out, n, cap);
    distinguish(out, builtins, n);
    catalog_sort(out, n, "turtle");
    return n;
}
