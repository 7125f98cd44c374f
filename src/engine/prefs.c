#include "engine/prefs.h"

#include <SDL.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/fileio.h"
#include "engine/app.h"

#define SETTINGS_FILE "settings.txt"

bool prefs_init(App *app)
{
    settings_defaults(&app->settings);
    char *pref = SDL_GetPrefPath("Pagoda", "pagoda");
    if (!pref) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no per-user folder (%s): settings and saves are off",
                    SDL_GetError());
        app->pref_dir[0] = 0;
        return true;
    }
    SDL_strlcpy(app->pref_dir, pref, sizeof app->pref_dir);
    SDL_free(pref);
    char path[1024];
    prefs_path(app, "saves", path, sizeof path);
    dir_make(path);
    if (!prefs_path(app, SETTINGS_FILE, path, sizeof path) || !file_exists(path))
        return false;
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    if (!file_read_all(path, 65536, &text, &len, &err) ||
        !settings_parse(&app->settings, text, len, path, &err)) {
        settings_defaults(&app->settings);
        app_message(app, "Settings reset to defaults: %s", err.msg);
        free(text);
        return false;
    }
    free(text);
    return true;
}

bool prefs_path(App *app, const char *rel, char *out, size_t cap)
{
    if (!app->pref_dir[0])
        return false;
    int n = snprintf(out, cap, "%s%s", app->pref_dir, rel);
    return n > 0 && (size_t)n < cap;
}

bool prefs_save_settings(App *app)
{
    char path[1024], buf[2048];
    if (!prefs_path(app, SETTINGS_FILE, path, sizeof path))
        return false;
    size_t n = settings_format(&app->settings, buf, sizeof buf);
    if (n >= sizeof buf)
        return false;
    Error err;
    if (!file_write_atomic(path, buf, n, &err)) {
        app_message(app, "Could not save settings: %s", err.msg);
        return false;
    }
    return true;
}

bool prefs_valid_save_name(const char *name)
{
    size_t n = strlen(name);
    if (n < 1 || n > 40 || name[0] == ' ' || name[n - 1] == ' ')
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == ' ' || c == '-' || c == '_';
        if (!ok)
            return false;
    }
    return true;
}

typedef struct SaveEntry {
    char name[64];
    long long mtime;
} SaveEntry;

static int by_mtime_desc(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->mtime != y->mtime)
        return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->name, y->name);
}

int prefs_list_saves(App *app, char names[][64], int cap)
{
    char dir[1024];
    if (!prefs_path(app, "saves", dir, sizeof dir))
        return 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    SaveEntry found[PREFS_MAX_SAVES];
    int n = 0;
    struct dirent *e;
    size_t ext = strlen(PREFS_SAVE_EXT);
    while ((e = readdir(d)) && n < PREFS_MAX_SAVES) {
        size_t len = strlen(e->d_name);
        if (len <= ext || strcmp(e->d_name + len - ext, PREFS_SAVE_EXT) != 0 || len - ext >= 64)
            continue;
        SaveEntry *s = &found[n];
        memcpy(s->name, e->d_name, len - ext);
        s->name[len - ext] = 0;
        if (!prefs_valid_save_name(s->name))
            continue;
        char full[1300];
        struct stat st;
        snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
        s->mtime = stat(full, &st) == 0 ? (long long)st.st_mtime : 0;
        n++;
    }
    closedir(d);
    qsort(found, (size_t)n, sizeof found[0], by_mtime_desc);
    int out = n < cap ? n : cap;
    for (int i = 0; i < out; i++)
        SDL_strlcpy(names[i], found[i].name, 64);
    return out;
}
