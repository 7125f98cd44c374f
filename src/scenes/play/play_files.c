#include "scenes/play/play_files.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/claim.h"
#include "core/fileio.h"
#include "core/filename.h"
#include "core/i18n.h"
#include "platform/platform.h"
#include "engine/prefs.h"
#include "scenes/play.h"
#include "scenes/scenes.h"
#include "scenes/play/play_clock.h"

static void save_as_named(Scene *s, App *app, const char *name);
static void replace_yes(App *app, void *ctx);
static void write_kept(Play *p, App *app, const char *path);

static bool write_save(Play *p, App *app, const char *path)
{
    size_t len = 0;
    Error err = {{0}};
    char *text = game_save_text(&p->game, &len, &err);
    bool ok = text && file_write_atomic(path, text, len, &err);
    if (!ok)
        log_message(app, _("Could not save: %s"), err.msg);
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
        log_message(app, "%s", _("A name is 1 to 40 letters, digits, spaces, - or _."));
        return;
    }
    snprintf(rel, sizeof rel, "saves/%s%s", name, PREFS_SAVE_EXT);
    if (!prefs_path(app, rel, path, sizeof path)) {
        log_message(app, "%s", _("There is no per-user folder to save in."));
        return;
    }
    if (!replace && strcmp(name, p->save_name) != 0 && file_exists(path)) {
        save_as_named(s, app, name); /* the field again, under the question */
        SDL_strlcpy(p->replace_name, name, sizeof p->replace_name);
        char title[320];
        /* TRANSLATORS: %s is the name of a saved game */
        snprintf(title, sizeof title, _("Replace the saved game \"%s\"?"), name);
        /* TRANSLATORS: the answers: "Replace" (a verb) writes over the saved game */
        Scene *c = confirm_scene_new(title, _("The game saved under this name will be gone for good."),
                                     C_("answer", "Replace"), _("Choose another name"), replace_yes, s);
        if (c)
            scene_push(app, c);
        return;
    }
    play_clock_sync(s, app, false);
    if (write_save(p, app, path)) {
        SDL_strlcpy(p->save_name, name, sizeof p->save_name);
        /* TRANSLATORS: %s is the name of a saved game */
        log_message(app, _("Saved \"%s\"."), name);
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
    /* TRANSLATORS: the title and the field's label of the box where a saved game is named */
    scene_push(app, textinput_scene_new(C_("title", "Save as"), _("Name of the saved game"), name,
                                        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_",
                                        40, save_as_done, s));
}

void play_files_save_as(Scene *s, App *app)
{
    Play *p = s->data;
    if (!p->game.variant->saves) {
        /* TRANSLATORS: %s is a variant of a game ("Competition") */
        log_message(app, _("%s games cannot be saved."), _(p->game.variant->name));
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
        log_message(app, _("Could not open: %s"), err.msg); /* the game in progress is untouched */
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
    /* TRANSLATORS: %s is the name of a saved game */
    log_message(app, _("Opened \"%s\"."), list->names[id]);
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
    if (!prefs_path(app, rel, path, sizeof path) || !platform_remove(path)) {
        /* TRANSLATORS: the name of a saved game, then the system's reason */
        log_message(app, _("Could not delete \"%s\": %s"), name, platform_error());
        return;
    }
    int at = list->doomed;
    open_list_fill(list, app);
    menu_select_id(list->menu, list->n ? SDL_min(at, list->n - 1) : -1);
    log_message(app, _("Deleted \"%s\"."), name);
}

static void open_delete(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    OpenList *list = ctx;
    if (id < 0 || id >= list->n)
        return;
    list->doomed = id;
    char msg[480];
    /* TRANSLATORS: %s is the name of a saved game */
    snprintf(msg, sizeof msg, _("\"%s\" will be gone for good."), list->names[id]);
    /* TRANSLATORS: the answers: "Delete" (a verb) deletes the saved game, "Keep it" keeps it */
    Scene *c = confirm_scene_new(_("Delete this saved game?"), msg, C_("answer", "Delete"), _("Keep it"),
                                 open_delete_yes, list);
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
    /* TRANSLATORS: a menu item that goes back to the screen before */
    menu_add(list->menu, -1, C_("menu", "Back"), NULL);
    /* TRANSLATORS: Delete is the keyboard's key */
    menu_set_message(list->menu, list->n ? _("Delete, X on a gamepad or a right click deletes a saved game.")
                                         : _("There are no saved games yet."));
}

void play_push_open_dialog(App *app)
{
    OpenList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    MenuSpec spec = {
        .name = "open",
        .title = _("Open a saved game"),
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

/* What the kept game's file holds, as far as keeping goes. Only a file that
 * reads but does not parse is damaged; one that cannot be read (permission,
 * an I/O error, too large) or that a newer Pagoda wrote is left as it is and
 * offered again once it reads. */
typedef enum KeptState {
    KEPT_NONE,       /* no file */
    KEPT_GAME,       /* a game that loads: in g, its text in text */
    KEPT_UNREADABLE, /* cannot be read: err says why */
    KEPT_NEWER,      /* saved by a newer Pagoda */
    KEPT_DAMAGED,    /* does not parse: err says where */
} KeptState;

static const char *base_of(const char *path)
{
    const char *b = strrchr(path, '/');
    return b ? b + 1 : path;
}

/* g from game_init; *text is the file's text (KEPT_GAME only), to free. */
static KeptState kept_state(const char *path, Game *g, char **text, size_t *len, Error *err)
{
    *text = NULL;
    *len = 0;
    if (!file_exists(path))
        return KEPT_NONE;
    if (!file_read_all(path, GAME_SAVE_MAX_BYTES, text, len, err))
        return KEPT_UNREADABLE;
    KeptState st = game_load_text(g, *text, *len, base_of(path), err) ? KEPT_GAME
                   : game_save_is_newer(*text, *len)                  ? KEPT_NEWER
                                                                      : KEPT_DAMAGED;
    if (st != KEPT_GAME) {
        free(*text);
        *text = NULL;
    }
    return st;
}

/* Says a kept game's trouble once per run (the title asks on every return). */
static void say_once(App *app, const char *path, const char *fmt, ...) PAGODA_PRINTF(3, 4);
static void say_once(App *app, const char *path, const char *fmt, ...)
{
    static char said[8][1024];
    for (int i = 0; i < 8; i++)
        if (strcmp(said[i], path) == 0)
            return;
    for (int i = 0; i < 8; i++)
        if (!said[i][0]) {
            SDL_strlcpy(said[i], path, sizeof said[i]);
            break;
        }
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    log_message(app, "%s", msg);
}

/* A file that does not parse is never offered nor thrown away: it is renamed
 * "<file>.damaged" (then ".damaged-2"...), which Open does not list, and said
 * once, in full on stderr and in short on screen. */
static bool set_aside_damaged(App *app, const char *path, const Error *why)
{
    char dest[1100];
    bool moved = false;
    for (int k = 1; k < 100 && !moved; k++) {
        if (k == 1)
            snprintf(dest, sizeof dest, "%s.damaged", path);
        else
            snprintf(dest, sizeof dest, "%s.damaged-%d", path, k);
        moved = !file_exists(dest) && platform_replace(path, dest);
    }
    if (moved) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s); it is set aside as %s",
                    why->msg, dest);
        /* TRANSLATORS: a game kept on quitting; %s is the file it was renamed to */
        log_message(app, _("The kept game could not be read: it is now %s."), base_of(dest)); /* one line at 640 */
    } else {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "the kept game cannot be read (%s) nor set aside: %s", why->msg,
                    platform_error());
        /* TRANSLATORS: a game kept on quitting; %s is its file */
        log_message(app, _("The kept game %s could not be read."), base_of(path));
    }
    return moved;
}

/* Says why a kept game that is left as it is cannot be offered. */
static void say_left(App *app, const char *path, KeptState st, const Error *why)
{
    if (st == KEPT_NEWER)
        /* TRANSLATORS: a game kept on quitting; %s is its file */
        say_once(app, path, _("The kept game %s was saved by a newer Pagoda: it is left as it is for that one."),
                 base_of(path));
    else
        /* TRANSLATORS: a game kept on quitting; its file, then the system's reason */
        say_once(app, path, _("The kept game %s cannot be read (%s): it is left as it is, and offered again once it can."),
                 base_of(path), strstr(why->msg, ": ") ? strstr(why->msg, ": ") + 2 : why->msg);
}

static bool move_to_saves(App *app, const char *from, const Game *g, time_t when, PrefsSaveName name);

bool play_check_kept(App *app, const GameView *view)
{
    char path[1024];
    if (!view->autosave || !prefs_path(app, view->autosave, path, sizeof path))
        return false;
    Game g;
    game_init(&g);
    char *text = NULL;
    size_t len = 0;
    Error err = {{0}};
    KeptState st = kept_state(path, &g, &text, &len, &err);
    bool ok = st == KEPT_GAME && g.rules == view->rules;
    if (st == KEPT_GAME && !ok) {
        /* another game's save in this game's slot (copied there by hand, or by
         * an older Pagoda): never continued as this game's, never lost */
        PrefsSaveName name;
        PlatformStat ps;
        time_t when = platform_stat(path, &ps) ? (time_t)(ps.mtime_ns / 1000000000) : time(NULL);
        if (move_to_saves(app, path, &g, when, name))
            /* TRANSLATORS: a file, the game (Shamrocks, LinkSame...) it held, the game it was meant for, and the
               name it now has among the saved games */
            log_message(app, _("%s held a %s game, not a %s one: it is now the saved game \"%s\"."), base_of(path),
                        _(g.rules->name), _(view->rules->name), name);
        else
            /* TRANSLATORS: a file, the game it holds, the game it was meant for, then the system's reason */
            say_once(app, path, _("%s holds a %s game, not a %s one, and could not be moved to the saved games: %s"),
                     base_of(path), _(g.rules->name), _(view->rules->name), platform_error());
    } else if (st == KEPT_DAMAGED) {
        set_aside_damaged(app, path, &err);
    } else if (st == KEPT_UNREADABLE || st == KEPT_NEWER) {
        say_left(app, path, st, &err);
    }
    free(text);
    game_free(&g);
    return ok;
}

/* Continue: the kept game, claimed for this window. When another window has
 * it already, this one plays a copy, and says so: on leaving, the copy goes to
 * the saved games (write_kept), the other window's game stays the kept one. */
Scene *play_scene_resume(App *app, const GameView *view, Error *err)
{
    char path[1024];
    if (!view->autosave || !prefs_path(app, view->autosave, path, sizeof path))
        return error_set(err, "%s", _("there is no per-user folder")), NULL;
    Scene *s = play_scene_open(app, path, err);
    if (!s)
        return NULL;
    Play *p = s->data;
    if (p->view != view) /* not this game's (play_check_kept moves such a file aside) */
        return s;
    char holder[200];
    ClaimResult r = file_claim(path, &p->kept_claim, holder, sizeof holder);
    if (r == CLAIM_BUSY)
        /* TRANSLATORS: %s says which window (its process) */
        log_message(app, _("This game is open in another window (%s): this is a copy, kept in the saved games when you leave."),
                    holder);
    else
        p->kept = true; /* claimed, or no lock could be made here (a read-only folder): as before */
    return s;
}

void play_files_release(Play *p)
{
    file_claim_release(p->kept_claim);
    p->kept_claim = NULL;
}

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

/* The saved games' folder ("" when there is none). */
static bool saves_dir(App *app, char *dir, size_t cap)
{
    return prefs_path(app, "saves", dir, cap) && dir_make(dir);
}

/* Moves the save at `from` (of game g) into the saved games, named with its
 * game, deal and date ("Kept Mahjong Solitaire deal 12 Nov 26 17-05") never
 * over another; its name goes to name. */
static bool move_to_saves(App *app, const char *from, const Game *g, time_t when, PrefsSaveName name)
{
    char dir[1024], text[96], file[96], dest[1200], date[32] = "";
    if (!saves_dir(app, dir, sizeof dir))
        return false;
    struct tm *tm = localtime(&when);
    if (tm)
        strftime(date, sizeof date, " %b %d %H-%M", tm);
    snprintf(text, sizeof text, "Kept %.24s deal %" PRIu64 "%s", g->rules->name, g->seed, date);
    if (!filename_make(text, strlen(text), PREFS_SAVE_EXT, FILENAME_SPACES, "Kept game", filename_taken_in_dir, dir,
                       file, sizeof file))
        return false;
    snprintf(dest, sizeof dest, "%s/%s", dir, file);
    if (!platform_replace(from, dest))
        return false;
    snprintf(name, sizeof(PrefsSaveName), "%.*s", (int)(strlen(file) - strlen(PREFS_SAVE_EXT)), file);
    return true;
}

/* This game, staged in tmp, goes to the saved games instead of the kept slot,
 * and the player is told why. */
static void keep_among_saves(Play *p, App *app, const char *tmp, const char *why)
{
    PrefsSaveName name;
    if (move_to_saves(app, tmp, &p->game, time(NULL), name)) {
        /* TRANSLATORS: %s is a whole clause that says why ("The kept game X is left as it is"), then the name of
           a saved game */
        log_message(app, _("%s: this game is the saved game \"%s\"."), why, name);
    } else {
        /* TRANSLATORS: %s is a whole clause that says why ("The kept game X is left as it is"), then the system's
           reason */
        log_message(app, _("%s, and this game could not be saved: %s"), why, platform_error());
        file_discard(tmp);
    }
}

/* The autosave file keeps one game per game, written by one window at a time.
 * The new game is written first (to a temporary file: a full disk leaves the
 * kept slot as it was), then the game kept there moves to the saved games (or
 * goes, when this very game is there already; a damaged file goes to
 * "<file>.damaged"), then the new one takes its place. When the slot cannot
 * be had (another window continues its game; it cannot be read; a newer
 * Pagoda wrote it), this game goes to the saved games instead. */
static void write_kept(Play *p, App *app, const char *path)
{
    Error err = {{0}};
    size_t len = 0;
    char *text = game_save_text(&p->game, &len, &err), tmp[1200];
    if (!text || !file_stage(path, text, len, tmp, sizeof tmp, &err)) {
        log_message(app, _("This game could not be kept: %s"), err.msg);
        free(text);
        return;
    }
    char holder[200], why[400];
    if (!p->kept_claim && file_claim(path, &p->kept_claim, holder, sizeof holder) == CLAIM_BUSY) {
        /* TRANSLATORS: a clause (no full stop): the game's name, then which window (its process) */
        snprintf(why, sizeof why, _("The kept %.40s game is open in another window (%.160s)"), _(p->game.rules->name),
                 holder);
        keep_among_saves(p, app, tmp, why);
        free(text);
        return;
    }
    if (!p->kept) {
        Game old;
        game_init(&old);
        char *otext = NULL;
        size_t olen = 0;
        Error oerr = {{0}};
        KeptState st = kept_state(path, &old, &otext, &olen, &oerr);
        bool room = true;
        if (st == KEPT_UNREADABLE || st == KEPT_NEWER) {
            say_left(app, path, st, &oerr);
            /* TRANSLATORS: a clause (no full stop); %s is the file of the game kept on quitting */
            snprintf(why, sizeof why, _("The kept game %.60s is left as it is"), base_of(path));
            keep_among_saves(p, app, tmp, why);
            room = false;
        } else if (st == KEPT_DAMAGED) {
            room = set_aside_damaged(app, path, &oerr);
            if (!room)
                /* TRANSLATORS: a clause (no full stop) */
                keep_among_saves(p, app, tmp, _("The damaged kept game could not be set aside"));
        } else if (st == KEPT_GAME) {
            PrefsSaveName name;
            PlatformStat ps;
            time_t when = platform_stat(path, &ps) ? (time_t)(ps.mtime_ns / 1000000000) : time(NULL);
            if (old.rules == p->game.rules && kept_already(app, otext, olen, name)) {
                room = platform_remove(path); /* this very game is kept there already */
                if (room)
                    SDL_Log("the earlier kept game is already the saved game \"%s\"", name);
            } else if ((room = move_to_saves(app, path, &old, when, name))) {
                if (old.rules != p->game.rules)
                    /* TRANSLATORS: a file, the game (Shamrocks, LinkSame...) it held, and the name it now has
                       among the saved games */
                    log_message(app, _("%s held a %s game: it is now the saved game \"%s\"."), base_of(path),
                                _(old.rules->name), name);
                else
                    SDL_Log("the earlier kept game is now the saved game \"%s\"", name);
            }
            if (!room)
                /* TRANSLATORS: a clause (no full stop) */
                keep_among_saves(p, app, tmp, _("The kept game could not be moved aside"));
        }
        free(otext);
        game_free(&old);
        if (!room) {
            free(text);
            return;
        }
    }
    if (file_commit(tmp, path, &err))
        p->kept = true;
    else
        log_message(app, _("This game could not be kept: %s"), err.msg);
    free(text);
}

/* A finished game leaves the autosave file, if it is the game kept there. */
void play_files_forget_kept(Play *p, const char *path)
{
    if (p->kept)
        platform_remove(path);
    p->kept = false;
}
