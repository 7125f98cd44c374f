#include "scenes/play/play_files.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "core/fileio.h"
#include "engine/prefs.h"
#include "scenes/play.h"
#include "scenes/scenes.h"
#include "scenes/play/play_clock.h"

static void save_as_named(Scene *s, App *app, const char *name);
static void replace_yes(App *app, void *ctx);
static bool kept_readable(App *app, const char *path);
static void write_kept(Play *p, App *app, const char *path);

static bool write_save(Play *p, App *app, const char *path)
{
    size_t len = 0;
    Error err = {{0}};
    char *text = game_save_text(&p->game, &len, &err);
    bool ok = text && file_write_atomic(path, text, len, &err);
    if (!ok)
        log_message(app, "Could not save: %s", err.msg);
    free(text);
    return ok;
}

bool play_files_read(const char *path, Game *into, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, GAME_SAVE_MAX_BYTES, &text, &len, err))
        return false;
    const char *base = strrchr(path, '/');
    bool ok = game_load_text(into, text, len, base ? base + 1 : path, err);
    free(text);
    return ok;
}

/* Writes the game to saves/<name>. A name taken by another saved game is only
 * replaced once the player says so (replace): the question comes over the Save
 * as field, which stays open for another name. The file this game was opened
 * from or last saved to (save_name) is rewritten without a question: that is Save. */
static void save_named(Scene *s, App *app, const char *name, bool replace)
{
    Play *p = s->data;
    char rel[128], path[1024];
    if (!prefs_valid_save_name(name)) {
        log_message(app, "A name is 1 to 40 letters, digits, spaces, - or _.");
        return;
    }
    snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path)) {
        log_message(app, "There is no per-user folder to save in.");
        return;
    }
    if (!replace && strcmp(name, p->save_name) != 0 && file_exists(path)) {
        save_as_named(s, app, name); /* the field again, under the question */
        SDL_strlcpy(p->replace_name, name, sizeof p->replace_name);
        char title[96];
        snprintf(title, sizeof title, "Replace the saved game \"%s\"?", name);
        Scene *c = confirm_scene_new(title, "The game saved under this name will be gone for good.",
                                     "Replace", "Choose another name", replace_yes, s);
        if (c)
            scene_push(app, c);
        return;
    }
    play_clock_sync(s, app, false);
    if (write_save(p, app, path)) {
        SDL_strlcpy(p->save_name, name, sizeof p->save_name);
        log_message(app, "Saved \"%s\".", name);
    }
}

/* "Replace": the Save as field under the question goes too. */
static void replace_yes(App *app, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) != s)
        return;
    scene_pop_to(app, s);
    Play *p = s->data;
    char name[sizeof p->replace_name];
    SDL_strlcpy(name, p->replace_name, sizeof name);
    save_named(s, app, name, true);
}

static void save_as_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    if (scene_find_game(app) == s)
        save_named(s, app, text, false);
}

/* The Save as field, holding `name` (selected: typing replaces it). */
static void save_as_named(Scene *s, App *app, const char *name)
{
    scene_push(app, textinput_scene_new("Save as", "Name of the saved game", name,
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_",
                                        40, save_as_done, s));
}

void play_files_save_as(Scene *s, App *app)
{
    Play *p = s->data;
    if (!p->game.variant->saves) {
        log_message(app, "%s games cannot be saved.", p->game.variant->name);
        return;
    }
    char def[64];
    if (p->save_name[0])
        SDL_strlcpy(def, p->save_name, sizeof def);
    else if (p->view->save_name)
        p->view->save_name(p->vd, &p->game, def, sizeof def);
    else if (snprintf(def, sizeof def, "%.30s %" PRIu64, p->game.rules->name, p->game.seed) < 0)
        def[0] = 0;
    for (char *c = def; *c; c++)
        if (!SDL_isalnum((unsigned char)*c) && *c != ' ' && *c != '-' && *c != '_')
            *c = '-';
    def[40] = 0;
    save_as_named(s, app, def);
}

void play_files_save(Scene *s, App *app)
{
    Play *p = s->data;
    if (p->save_name[0])
        save_named(s, app, p->save_name, true);
    else
        play_files_save_as(s, app);
}

/* The game in progress is kept on quit (when its variant saves) and offered on
 * the next start; a finished or untouched one is not. */
void play_files_autosave(Scene *s, App *app)
{
    Play *p = s->data;
    char path[1024];
    if (p->demo)
        return;
    play_clock_sync(s, app, false);
    if (p->view->leaving && p->game.rules)
        p->view->leaving(p->vd, app, &p->game);
    if (!p->view->autosave || !prefs_path(app, p->view->autosave, path, sizeof path))
        return;
    if (!p->game.variant->saves)
        return; /* a timed game is never kept; an earlier kept game stays */
    if (!play_is_playing(p) && game_status(&p->game).outcome != OUTCOME_STUCK)
        play_files_forget_kept(p, path);
    else if (game_moves(&p->game) > 0)
        write_kept(p, app, path);
}

typedef struct OpenList {
    PrefsSaveName *names; /* every save, newest first */
    int n;
    Scene *menu;          /* the dialog (a deletion refills it) */
    int doomed;           /* the save the question is about */
} OpenList;

static void open_list_fill(OpenList *list, App *app);

static void open_list_free(void *ctx)
{
    OpenList *list = ctx;
    free(list->names);
    free(list);
}

static void open_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    OpenList *list = ctx;
    if (id < 0 || id >= list->n) {
        scene_pop(app);
        return;
    }
    char rel[128], path[1024];
    snprintf(rel, sizeof rel, "saves/%s%s", list->names[id], PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path))
        return;
    Error err = {{0}};
    Scene *fresh = play_scene_open(app, path, &err);
    if (!fresh) {
        log_message(app, "Could not open: %s", err.msg); /* the game in progress is untouched */
        return;
    }
    Play *p = fresh->data;
    SDL_strlcpy(p->save_name, list->names[id], sizeof p->save_name);
    Scene *g = scene_find_game(app);
    if (g) {
        scene_pop_to(app, g);
        scene_replace(app, fresh);
    } else {
        scene_pop(app);
        scene_push(app, fresh);
    }
    log_message(app, "Opened \"%s\".", list->names[id]);
}

/* The player said yes: the save goes, the list is read again. The game in play
 * is never touched, even when it was opened from that save (Save writes it anew). */
static void open_delete_yes(App *app, void *ctx)
{
    OpenList *list = ctx;
    if (list->doomed < 0 || list->doomed >= list->n)
        return;
    char rel[128], path[1024], name[sizeof(PrefsSaveName)];
    SDL_strlcpy(name, list->names[list->doomed], sizeof name);
    snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path) || remove(path) != 0) {
        log_message(app, "Could not delete \"%s\": %s", name, strerror(errno));
        return;
    }
    int at = list->doomed;
    open_list_fill(list, app);
    menu_select_id(list->menu, list->n ? SDL_min(at, list->n - 1) : -1);
    log_message(app, "Deleted \"%s\".", name);
}

static void open_delete(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    OpenList *list = ctx;
    if (id < 0 || id >= list->n)
        return;
    list->doomed = id;
    char msg[160];
    snprintf(msg, sizeof msg, "\"%s\" will be gone for good.", list->names[id]);
    Scene *c = confirm_scene_new("Delete this saved game?", msg, "Delete", "Keep it", open_delete_yes, list);
    if (c)
        scene_push(app, c);
}

/* The saves, newest first (the menu scrolls), then Back. */
static void open_list_fill(OpenList *list, App *app)
{
    free(list->names);
    list->names = NULL;
    list->n = prefs_list_saves(app, &list->names);
    menu_clear(list->menu);
    for (int i = 0; i < list->n; i++)
        menu_add(list->menu, i, list->names[i], NULL);
    menu_add(list->menu, -1, "Back", NULL);
    menu_set_message(list->menu, list->n ? "Delete, X on a gamepad or a right click deletes a saved game."
                                         : "There are no saved games yet.");
}

void play_push_open_dialog(App *app)
{
    OpenList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    MenuSpec spec = {
        .name = "open",
        .title = "Open a saved game",
        .message = "",
        .overlay = scene_top(app) != NULL,
        .on_select = open_select,
        .on_delete = open_delete,
        .ctx = list,
        .free_ctx = open_list_free,
    };
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        open_list_free(list);
        return;
    }
    list->menu = m;
    open_list_fill(list, app);
    scene_push(app, m);
}

/* True when the kept game at path reads. One that does not is never offered nor
 * thrown away: it is renamed "<file>.damaged" (then ".damaged-2"...), which
 * Open does not list, and said once, in full on stderr and in short on screen. */
static bool kept_readable(App *app, const char *path)
{
    Game g;
    game_init(&g);
    Error err = {{0}};
    if (play_files_read(path, &g, &err)) {
        game_free(&g);
        return true;
    }
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    char dest[1100];
    bool moved = false;
    for (int k = 1; k < 100 && !moved; k++) {
        if (k == 1)
            snprintf(dest, sizeof dest, "%s.damaged", path);
        else
            snprintf(dest, sizeof dest, "%s.damaged-%d", path, k);
        moved = !file_exists(dest) && rename(path, dest) == 0;
    }
    if (moved) {
        const char *dbase = strrchr(dest, '/');
        dbase = dbase ? dbase + 1 : dest;
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s); it is set aside as %s",
                    err.msg, dest);
        log_message(app, "The kept game could not be read: it is now %s.", dbase); /* short: one line at 640 */
    } else {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s) nor set aside: %s", err.msg,
                    strerror(errno));
        log_message(app, "The kept game %s could not be read.", base);
    }
    return false;
}

bool play_check_kept(App *app, const GameView *view)
{
    char path[1024];
    return view->autosave && prefs_path(app, view->autosave, path, sizeof path) && file_exists(path) &&
           kept_readable(app, path);
}

Scene *play_scene_resume(App *app, const GameView *view, Error *err)
{
    char path[1024];
    if (!view->autosave || !prefs_path(app, view->autosave, path, sizeof path))
        return error_set(err, "there is no per-user folder"), NULL;
    Scene *s = play_scene_open(app, path, err);
    if (s)
        ((Play *)s->data)->kept = true;
    return s;
}

/* The autosave file keeps one game per game; a game that did not come from it
 * never overwrites it: the game kept there moves to the saved games first
 * ("Kept Mahjong Solitaire deal 12 Nov 26 17-05", in Open), so no kept game is
 * ever lost, and only once when the same game was kept before; one that
 * cannot be read goes to "<file>.damaged" instead (kept_readable). */
/* What makes two saves the same game: everything up to "end" but the clock
 * (game, variant, seed, aids, setup and moves). */
static size_t same_game_len(const char *text, size_t len)
{
    const char *end = strstr(text, "\nend\n");
    return end ? (size_t)(end - text) + 5 : len;
}

static bool same_game(const char *a, size_t alen, const char *b, size_t blen)
{
    alen = same_game_len(a, alen);
    blen = same_game_len(b, blen);
    size_t i = 0, j = 0;
    while (i < alen && j < blen) {
        bool ea = strncmp(a + i, "elapsed ", 8) == 0, eb = strncmp(b + j, "elapsed ", 8) == 0;
        const char *na = memchr(a + i, '\n', alen - i), *nb = memchr(b + j, '\n', blen - j);
        size_t la = na ? (size_t)(na - (a + i)) + 1 : alen - i, lb = nb ? (size_t)(nb - (b + j)) + 1 : blen - j;
        if (ea || eb) {
            i += ea ? la : 0;
            j += eb ? lb : 0;
            continue;
        }
        if (la != lb || memcmp(a + i, b + j, la) != 0)
            return false;
        i += la;
        j += lb;
    }
    return i == alen && j == blen;
}

/* The name of an earlier kept game already among the saved games as this very
 * game (same deal and moves), if any: it need not be kept twice. */
static bool kept_already(App *app, const char *text, size_t len, PrefsSaveName found)
{
    PrefsSaveName *names = NULL;
    int n = prefs_list_saves(app, &names);
    bool same = false;
    for (int i = 0; i < n && !same; i++) {
        char rel[128], path[1024], *other = NULL;
        size_t olen = 0;
        Error err = {{0}};
        snprintf(rel, sizeof rel, "saves/%s%s", names[i], PREFS_SAVE_EXT);
        if (strncmp(names[i], "Kept ", 5) != 0 || !prefs_path(app, rel, path, sizeof path) ||
            !file_read_all(path, GAME_SAVE_MAX_BYTES, &other, &olen, &err))
            continue;
        same = same_game(text, len, other, olen);
        if (same)
            SDL_strlcpy(found, names[i], sizeof(PrefsSaveName));
        free(other);
    }
    free(names);
    return same;
}

/* "Kept Mahjong Solitaire deal 12 Nov 26 17-05": the game, its deal and when
 * it was last played, so that kept games can be told apart in Open. */
static void kept_name(Play *p, const char *path, const char *text, char *out, size_t cap)
{
    char game[24], when[32] = "";
    snprintf(game, sizeof game, "%.20s", p->game.rules->name);
    for (char *c = game; *c; c++)
        if (!SDL_isalnum((unsigned char)*c) && *c != ' ' && *c != '-' && *c != '_')
            *c = '-';
    unsigned long long seed = 0;
    const char *at = strstr(text, "\nseed ");
    if (at)
        seed = strtoull(at + 6, NULL, 10);
    struct stat st;
    struct tm *tm = stat(path, &st) == 0 ? localtime(&st.st_mtime) : NULL;
    if (tm)
        strftime(when, sizeof when, " %b %d %H-%M", tm);
    snprintf(out, cap, "Kept %s deal %llu%s", game, seed, when);
}

static void write_kept(Play *p, App *app, const char *path)
{
    if (!p->kept && file_exists(path) && !kept_readable(app, path) && file_exists(path))
        return; /* unreadable and still there: said, and this game is not kept */
    if (!p->kept && file_exists(path)) {
        char *text = NULL;
        size_t len = 0;
        Error err = {{0}};
        if (!file_read_all(path, GAME_SAVE_MAX_BYTES, &text, &len, &err)) {
            log_message(app, "The kept game could not be moved aside; this game is not kept.");
            return;
        }
        char base[sizeof(PrefsSaveName) - 4]; /* room for " 999" */
        PrefsSaveName name;
        char rel[128], dest[1024];
        kept_name(p, path, text, base, sizeof base);
        bool moved = false;
        if (kept_already(app, text, len, name)) {
            moved = remove(path) == 0; /* this very game is kept there already */
            if (moved)
                SDL_Log("the earlier kept game is already the saved game \"%s\"", name);
        }
        for (int k = 1; k < 1000 && !moved; k++) {
            if (k == 1)
                SDL_strlcpy(name, base, sizeof name);
            else
                snprintf(name, sizeof name, "%.58s %d", base, k);
            snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
            if (prefs_path(app, rel, dest, sizeof dest) && !file_exists(dest))
                moved = rename(path, dest) == 0;
            if (moved)
                SDL_Log("the earlier kept game is now the saved game \"%s\"", name);
        }
        free(text);
        if (!moved) {
            log_message(app, "The kept game could not be moved aside; this game is not kept.");
            return;
        }
    }
    if (write_save(p, app, path))
        p->kept = true;
}

/* A finished game leaves the autosave file, if it is the game kept there. */
void play_files_forget_kept(Play *p, const char *path)
{
    if (p->kept)
        remove(path);
    p->kept = false;
}
