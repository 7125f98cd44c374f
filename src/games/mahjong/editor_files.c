/* The layout editor's files and menu: save (and replace), load, test that a
 * layout admits winnable deals, the editor's menu and its questions, and the
 * state for --dump. The screen itself is editor_view.c. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/editor.h"
#include "core/fileio.h"
#include "core/filename.h"
#include "core/i18n.h"
#include "core/savetext.h"
#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"
#include "engine/catalog.h"
#include "games/mahjong/layouts.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "engine/tiles.h"
#include "games/mahjong/view.h"
#include "engine/ui.h"
#include "games/mahjong/editor_internal.h"

static bool finished_layout(EditorView *v, Layout *out, Error *err)
{
    Layout l = v->ed.layout;
    SDL_strlcpy(l.name, v->name, sizeof l.name);
    SDL_strlcpy(l.author, "", sizeof l.author);
    SDL_strlcpy(l.description, "Made in the Layout Construction Set", sizeof l.description);
    l.rule = LAYOUT_RULE_PAGODA;
    if (l.count < 2 || l.count % 2)
        return error_set(err, _("a layout needs an even number of tiles (now %d)"), l.count);
    size_t cap = 64 * 1024;
    char *text = malloc(cap);
    if (!text)
        return error_set(err, "%s", _("out of memory"));
    size_t len = layout_format(&l, text, cap);
    bool ok = len < cap && layout_parse(out, text, len, v->name, err);
    free(text);
    return ok;
}

static void file_id(const char *name, char *out, size_t cap)
{
    /* a name from a shared file never becomes a path (core/filename.h) */
    if (!filename_make(name, strlen(name), "", FILENAME_LOWER, "layout", NULL, NULL, out, cap))
        SDL_strlcpy(out, "layout", cap);
}

/* A name (or the file name it gives) already in the catalog: a built-in's,
 * whose layout would be dealt instead of the saved one, or (with `any`) one of
 * the player's other layouts. This layout's own file does not count. */
static bool name_listed(const EditorView *v, App *app, const char *name, bool any)
{
    CatalogEntry *all = malloc(sizeof *all * CATALOG_MAX);
    if (!all)
        return false;
    char fid[64], rel[160], path[1024];
    file_id(name, fid, sizeof fid);
    int n = catalog_layouts(app, all, CATALOG_MAX);
    bool clash = false;
    for (int i = 0; i < n && !clash; i++)
        clash = (any || !all[i].user) && !(all[i].user && strcmp(all[i].id, v->own_id) == 0) &&
                (strcmp(all[i].id, fid) == 0 || SDL_strcasecmp(all[i].name, name) == 0);
    free(all);
    snprintf(rel, sizeof rel, "layouts/%s.layout", fid);
    return clash || (any && strcmp(fid, v->own_id) != 0 && prefs_path(app, rel, path, sizeof path) && file_exists(path));
}

/* A built-in layout edited is saved as the player's copy, never under the
 * built-in's name: "Turtle (mine)", or "Turtle (mine 2)"... when that is taken. */
static void name_own_copy(EditorView *v, App *app)
{
    if (!name_listed(v, app, v->name, false))
        return;
    char base[48], name[48];
    SDL_strlcpy(base, v->name, sizeof base);
    for (int k = 1; k < 100; k++) {
        /* TRANSLATORS: the player's copy of a built-in layout (%.36s is its name); %d counts copies */
        snprintf(name, sizeof name, k == 1 ? _("%.36s (mine)") : _("%.36s (mine %d)"), base, k);
        if (!name_listed(v, app, name, true))
            break;
    }
    SDL_strlcpy(v->name, name, sizeof v->name);
}

static bool save_layout(EditorView *v, App *app, char *id, size_t id_cap)
{
    Layout *l = malloc(sizeof *l);
    char *text = malloc(64 * 1024);
    Error err = {{0}};
    bool ok = l && text && finished_layout(v, l, &err);
    char rel[160], path[1024];
    file_id(v->name, id, id_cap);
    snprintf(rel, sizeof rel, "layouts/%s.layout", id);
    if (ok && prefs_path(app, "layouts", path, sizeof path) && dir_make(path) &&
        prefs_path(app, rel, path, sizeof path)) {
        size_t len = layout_format(l, text, 64 * 1024);
        ok = len < 64 * 1024 && file_write_atomic(path, text, len, &err);
    } else if (ok) {
        ok = error_set(&err, "%s", _("there is no per-user folder to save in"));
    }
    Error why = {{0}};
    if (ok && mj_layout_clearable(l, &why) == MJ_CLEARABLE_NO)
        /* TRANSLATORS: the layout's name, then why no deal on it can be won */
        ed_note(v, _("Saved \"%s\", but %s."), v->name, why.msg);
    else if (ok)
        ed_note(v, P_("Saved \"%s\" (%d tile) in your layouts.", "Saved \"%s\" (%d tiles) in your layouts.", l->count),
             v->name, l->count);
    else
        ed_note(v, _("Not saved: %s"), err.msg);
    if (ok) {
        ed_mark_clean(v);
        SDL_strlcpy(v->own_id, id, sizeof v->own_id);
    }
    free(l);
    free(text);
    return ok;
}

static void save_then(EditorView *v, App *app, int id)
{
    char fid[64];
    if (save_layout(v, app, fid, sizeof fid) && id == EM_PLAY) {
        log_message(app, "%s", v->msg); /* the game's screen says it */
        mahjong_start_layout(app, fid); /* replaces the editor with the game */
    }
}

static void replace_yes(App *app, void *ctx)
{
    Scene *s = ctx;
    EditorView *v = s->data;
    save_then(v, app, v->replace_id);
}

/* Saving under the name of another of the player's layouts would write over it:
 * ask first. The file this layout came from or was last saved to is its own. */
void ed_save_asking(Scene *s, App *app, int id)
{
    EditorView *v = s->data;
    name_own_copy(v, app);
    char fid[64], rel[160], path[1024];
    file_id(v->name, fid, sizeof fid);
    snprintf(rel, sizeof rel, "layouts/%s.layout", fid);
    if (strcmp(fid, v->own_id) == 0 || !prefs_path(app, rel, path, sizeof path) || !file_exists(path)) {
        save_then(v, app, id);
        return;
    }
    char title[96];
    snprintf(title, sizeof title, _("Replace the layout \"%.40s\"?"), v->name);
    v->replace_id = id;
    /* TRANSLATORS: the two buttons are "Replace" (the saved layout) and "Keep it" */
    scene_push(app, confirm_scene_new(title, _("Your layout saved under this name will be gone for good."), _("Replace"),
                                      _("Keep it"), replace_yes, s));
}

void ed_test_winnable(EditorView *v)
{
    Layout *l = malloc(sizeof *l);
    Error err = {{0}};
    if (!l || !finished_layout(v, l, &err)) {
        ed_note(v, _("Cannot test: %s"), err.msg);
        free(l);
        return;
    }
    Mahjong m;
    mj_init(&m);
    SolveLimits lim = {.max_nodes = TEST_NODE_LIMIT};
    MjDealReport *rep = malloc(sizeof *rep);
    if (rep && mj_deal_winnable(&m, l, 1, &lim, TEST_ATTEMPTS, rep, &err))
        /* TRANSLATORS: %d is the attempt that was proved winnable, or how many were tried */
        ed_note(v, rep->how == MJ_DEAL_RANDOM
                             ? _("Winnable: a random deal was proved winnable (try %d).")
                             : _("Winnable: random deals rarely are (%d tried), so games on it "
                                 "are built backwards from a winning line."),
                    rep->attempts);
    else
        ed_note(v, _("No winnable deal: %s"), rep ? err.msg : _("out of memory"));
    free(rep);
    mj_free(&m);
    free(l);
}

static void name_done(App *app, const char *text, void *ctx)
{
    Scene *s = ctx;
    EditorView *v = s->data;
    if (!*text)
        return;
    SDL_strlcpy(v->name, text, sizeof v->name);
    ed_save_asking(s, app, EM_SAVE);
}

typedef struct LoadList {
    Scene *editor;
    CatalogEntry entry[CATALOG_MAX];
    int n;
} LoadList;

static void load_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    LoadList *list = ctx;
    EditorView *v = list->editor->data;
    if (id >= 0 && id < list->n) {
        Layout *l = malloc(sizeof *l);
        Error err = {{0}};
        if (l && catalog_load_layout(&list->entry[id], l, &err)) {
            if (editor_init(&v->ed, l)) {
                SDL_strlcpy(v->name, l->name, sizeof v->name);
                SDL_strlcpy(v->own_id, list->entry[id].user ? list->entry[id].id : "", sizeof v->own_id);
                v->moving = -1;
                v->frame_layout = true;
                v->cx = EDITOR_W / 2 - 1;
                v->cy = EDITOR_H / 2 - 1;
                ed_mark_clean(v);
            } else {
                ed_note(v, _("%s is larger than the editor's grid."), list->entry[id].user ? l->name : catalog_layout_name(l->name));
            }
        } else {
            ed_note(v, "%s", err.msg);
        }
        free(l);
    }
    scene_pop_to(app, list->editor);
}

static void push_load_list(App *app, Scene *editor)
{
    LoadList *list = calloc(1, sizeof *list);
    if (!list)
        return;
    list->editor = editor;
    list->n = catalog_layouts(app, list->entry, CATALOG_MAX);
    MenuSpec spec = {.name = "editor-load", .title = _("Start from a layout"), .overlay = true,
                     .on_select = load_select, .ctx = list, .free_ctx = free};
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(list);
        return;
    }
    for (int i = 0; i < list->n && i < 20; i++)
        menu_add(m, i, list->entry[i].user ? list->entry[i].name : catalog_layout_name(list->entry[i].name), NULL);
    menu_add(m, -1, C_("menu", "Back"), NULL);
    scene_push(app, m);
}

bool ed_ask_first(App *app, Scene *s, int id);

void ed_menu_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    Scene *s = ctx;
    EditorView *v = s->data;
    scene_pop_to(app, s);
    if (ed_ask_first(app, s, id))
        return;
    switch (id) {
    case EM_SAVE:
        scene_push(app, textinput_scene_new(_("Save layout"), _("Name of the layout"), v->name,
                                            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_", 40,
                                            name_done, s));
        break;
    case EM_PLAY: ed_save_asking(s, app, EM_PLAY); break;
    case EM_TEST: ed_test_winnable(v); break;
    case EM_GRAVITY:
        v->ed.gravity = !v->ed.gravity;
        ed_note(v, "%s", v->ed.gravity ? _("Gravity on: no tile may hang.") : _("Gravity off: tiles may hang in the air."));
        break;
    case EM_LOAD: push_load_list(app, s); break;
    case EM_CLEAR:
        editor_init(&v->ed, NULL);
        v->moving = -1;
        v->own_id[0] = 0; /* a new layout: saving it over the old file asks */
        ed_mark_clean(v);
        break;
    case EM_BACK: scene_pop(app); break;
    default: break;
    }
}

static void confirm_yes(App *app, void *ctx)
{
    Scene *s = ctx;
    EditorView *v = s->data;
    v->confirmed = true;
    ed_menu_select(app, NULL, v->confirm_id, s);
}

/* Starting from a layout, clearing and leaving throw away unsaved tiles: ask. */
bool ed_ask_first(App *app, Scene *s, int id)
{
    EditorView *v = s->data;
    bool confirmed = v->confirmed;
    v->confirmed = false;
    const char *title = id == EM_LOAD ? _("Start from a layout?") : id == EM_CLEAR ? _("Clear the grid?")
                      : id == EM_BACK ? _("Leave the editor?") : NULL;
    if (!title || confirmed || !ed_unsaved(v))
        return false;
    /* TRANSLATORS: buttons of the editor's questions (verbs) */
    const char *yes = id == EM_LOAD ? _("Choose a layout") : id == EM_CLEAR ? C_("verb", "Clear") : _("Leave");
    v->confirm_id = id;
    scene_push(app, confirm_scene_new(title, _("The changes since the last save will be lost."), yes, _("Keep editing"),
                                      confirm_yes, s));
    return true;
}

void ed_open_menu(Scene *s, App *app)
{
    EditorView *v = s->data;
    MenuSpec spec = {.name = "editor-menu", .title = _("Layout editor"), .overlay = true, .on_select = ed_menu_select,
                     .ctx = s};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, EM_RESUME, _("Resume"), NULL);
    menu_add(m, EM_SAVE, _("Save as…"), NULL);
    menu_add(m, EM_PLAY, _("Save and play"), NULL);
    menu_add(m, EM_TEST, _("Test winnable"), NULL);
    menu_add(m, EM_GRAVITY, v->ed.gravity ? _("Gravity: on") : _("Gravity: off"), NULL);
    menu_add(m, EM_LOAD, _("Start from a layout…"), NULL);
    menu_add(m, EM_CLEAR, C_("verb", "Clear"), NULL);
    menu_add(m, EM_BACK, _("Leave the editor"), NULL);
    scene_push(app, m);
}
