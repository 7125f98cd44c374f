#include "engine/prefs.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/filename.h"
#include "core/i18n.h"
#include "core/tablefile.h"
#include "engine/app_state.h"
#include "engine/log.h"
#include "platform/platform.h"

#define SETTINGS_FILE "settings.txt"
#define SETTINGS_MAX_BYTES (256 * 1024)

static struct {
    bool keep_file; /* settings.txt could not be read: never overwrite it */
} data;

/* Cleans what killed writers left (NAME.tmp-PID-R, older than a few minutes)
 * in every per-user folder Pagoda writes: settings, tables and the kept game,
 * saves, layouts, competition replays. (The atlas cache trims its own.) */
static void clean_stale_tmp(App *app)
{
    static const char *const dirs[] = {"", "saves", "layouts", "replays"};
    char path[1024];
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        if (prefs_path(app, dirs[i], path, sizeof path))
            file_clean_stale_tmp(path);
}

bool prefs_init(App *app)
{
    settings_defaults(&app->settings);
    data.keep_file = false;
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
    clean_stale_tmp(app);
    if (!prefs_path(app, SETTINGS_FILE, path, sizeof path) || !file_exists(path)) {
        /* the first start: the game is played full screen (remembered like any
         * choice; F11 / Alt+Enter or --windowed for a window) */
        app->settings.fullscreen = true;
        return false;
    }
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    if (!file_read_all(path, SETTINGS_MAX_BYTES, &text, &len, &err)) {
        data.keep_file = true;
        /* TRANSLATORS: %s says why (a system error, with the file's name) */
        log_message(app, _("Settings could not be read (%s); they will not be saved until Pagoda restarts"),
                    err.msg);
        return true;
    }
    if (!settings_parse(&app->settings, text, len, path, &err)) {
        /* every valid line is kept; the file is rewritten at exit with the bad
         * lines replaced, so a copy keeps them */
        char bad[1100];
        Error copy = {{0}};
        if (tablefile_keep_bad(path, text, len, bad, sizeof bad, &copy))
            /* TRANSLATORS: the bad line's problem, then the file that keeps the settings as they were */
            log_message(app, _("Settings: %s; the rest is kept (the file as it was is in %s)"), err.msg, bad);
        else
            /* TRANSLATORS: the bad line's problem, then why no copy of the file could be made */
            log_message(app, _("Settings: %s; the rest is kept (%s)"), err.msg, copy.msg);
        free(text);
        return false;
    }
    free(text);
    return true;
}

void prefs_check_store(App *app)
{
    const char *why = platform_store_trouble();
    if (!why)
        return;
    char what[sizeof app->status_msg];
    /* TRANSLATORS: the web page's game; %s is the browser's reason (IndexedDB turned off, full...) */
    snprintf(what, sizeof what, _("Your files cannot be kept in this browser: %s"), why);
    char before[sizeof app->status_msg] = ""; /* a message showing stays */
    if (app->status_ticks > 0) {
        SDL_strlcpy(before, app->status_msg, sizeof before);
        size_t n = strlen(before); /* the join brings its own full stop */
        if (n > 0 && before[n - 1] == '.')
            before[n - 1] = '\0';
    }
    if (before[0])
        log_message(app, _("%s. %s"), before, what);
    else
        log_message(app, "%s", what);
}

bool prefs_path(App *app, const char *rel, char *out, size_t cap)
{
    if (!app->pref_dir[0] || rel[0] == '/' || rel[0] == '\\' || strstr(rel, ".."))
        return false; /* never outside the per-user folder, whatever a caller was handed */
    int n = snprintf(out, cap, "%s%s", app->pref_dir, rel);
    return n > 0 && (size_t)n < cap;
}

bool prefs_save_settings(App *app)
{
    char path[1024];
    if (data.keep_file || !prefs_path(app, SETTINGS_FILE, path, sizeof path))
        return false;
    /* read, merge and write under the lock the tables use: another window
     * saving now waits, and its changes are in the file this one reads */
    Error err = {{0}};
    struct PlatformFile *lock = tablefile_lock(path, &err);
    if (!lock) {
        log_message(app, _("Settings not saved: %s"), err.msg);
        return false;
    }
    /* the file as it is now: its comments, unknown keys and the keys another
     * window changed stay; only what this window changed is written over them */
    char *old = NULL;
    size_t old_len = 0;
    if (file_exists(path) && !file_read_all(path, SETTINGS_MAX_BYTES, &old, &old_len, &err)) {
        log_message(app, _("Settings not saved: %s"), err.msg);
        tablefile_unlock(lock);
        return false;
    }
    size_t cap = 2 * old_len + 4096; /* a line without '=' gains "# " */
    char *buf = malloc(cap);
    bool ok = false;
    if (buf) {
        size_t n = settings_merge_changes(&app->saved_settings, &app->settings, old, old_len, buf, cap);
        bool fits = n < cap && n <= SETTINGS_MAX_BYTES; /* what is written must read back */
        ok = fits && file_write_atomic(path, buf, n, &err);
        if (fits && !ok)
            log_message(app, _("Could not save settings: %s"), err.msg);
    }
    free(buf);
    free(old);
    tablefile_unlock(lock);
    return ok;
}

bool prefs_valid_save_name(const char *name)
{
    size_t n = strlen(name);
    if (n < 1 || n >= sizeof(PrefsSaveName) || name[0] == ' ' || name[n - 1] == ' ' || filename_is_device(name))
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

int prefs_list_saves(App *app, PrefsSaveName **out)
{
    *out = NULL;
    char dir[1024];
    if (!prefs_path(app, "saves", dir, sizeof dir))
        return 0;
    PlatformDir *d = platform_dir_open(dir);
    if (!d)
        return 0;
    /* every save, then sorted: stopping early would drop saves in directory
     * order, not the oldest ones */
    SaveEntry *found = NULL;
    int n = 0, cap = 0;
    const char *name;
    size_t ext = strlen(PREFS_SAVE_EXT);
    while ((name = platform_dir_next(d))) {
        size_t len = strlen(name);
        if (len <= ext || strcmp(name + len - ext, PREFS_SAVE_EXT) != 0 || len - ext >= 64)
            continue;
        if (n == cap) {
            int ncap = cap ? cap * 2 : 64;
            SaveEntry *grown = realloc(found, sizeof *grown * (size_t)ncap);
            if (!grown)
                break;
            found = grown;
            cap = ncap;
        }
        SaveEntry *s = &found[n];
        memcpy(s->name, name, len - ext);
        s->name[len - ext] = 0;
        if (!prefs_valid_save_name(s->name))
            continue;
        char full[1300];
        PlatformStat st;
        snprintf(full, sizeof full, "%s/%s", dir, name);
        if (!platform_stat(full, &st) || !st.is_file)
            continue;
        s->mtime = st.mtime_ns;
        n++;
    }
    platform_dir_close(d);
    if (n > 0) {
        qsort(found, (size_t)n, sizeof found[0], by_mtime_desc);
        *out = malloc(sizeof **out * (size_t)n);
    }
    if (!*out) {
        free(found);
        return 0;
    }
    for (int i = 0; i < n; i++)
        memcpy((*out)[i], found[i].name, sizeof found[i].name);
    free(found);
    return n;
}
