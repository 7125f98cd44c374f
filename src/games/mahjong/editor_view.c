/* The Layout Construction Set: builds Mahjong layouts on a grid of half-tile
 * cells, layer by layer, with mouse, keyboard or gamepad. The rules (overlap,
 * gravity) live in core/editor.c; this draws them and routes input. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/editor.h"
#include "core/fileio.h"
#include "core/filename.h"
#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/solve.h"
#include "core/solver.h"
#include "engine/catalog.h"
#include "games/mahjong/layouts.h"
#include "engine/gfx.h"
#include "engine/prefs.h"
#include "engine/text.h"
#include "games/mahjong/view.h"
#include "engine/ui.h"

enum { TOOL_ADD, TOOL_DELETE, TOOL_MOVE, TOOL_COUNT };
static const char *const tool_name[TOOL_COUNT] = {"Add", "Delete", "Move"};


static const HelpPage editor_page = {
    "The Layout Construction Set",
    "Build a Mahjong layout on a grid of half-tile steps, layer by layer.\n"
    "Click (or Enter) places a tile where the outline is; click a tile to take it away\n"
    "(Delete does too). Page Up / Page Down or LB / RB change the layer; T changes the tool.\n"
    "With gravity on, a tile needs support below it on every layer but the table.\n"
    "A layout needs an even number of tiles, at most 288.\n"
    "The menu (Esc, Start) saves the layout, tests that it admits winnable deals,\n"
    "starts from an existing layout, or plays it."};
static const HelpPage *const editor_help[] = {&editor_page};

/* "Test winnable": like a deal, with a node budget per attempt */
#define TEST_ATTEMPTS 40
#define TEST_NODE_LIMIT SOLVER_DEAL_NODES

enum {
    EM_SAVE = 1, EM_PLAY, EM_TEST, EM_GRAVITY, EM_LOAD, EM_CLEAR, EM_BACK, EM_RESUME,
};

typedef struct EditorView {
    Editor ed;
    int cx, cy, layer;  /* cursor in half cells, and the layer being edited */
    int tool;
    int moving;         /* tile picked up by the Move tool, or -1 */
    char name[48];      /* the layout's name, also its file name */
    SDL_Rect grid;
    int cell, lift;     /* half-cell size; how far a layer is drawn up-right */
    Layout clean;       /* the tiles as last saved or loaded: more is unsaved work */
    int confirm_id;     /* the menu action a confirmation asks about */
    bool confirmed;
    char own_id[64];    /* the player's layout file this one came from or was saved to */
    int replace_id;     /* EM_SAVE or EM_PLAY waiting on "Replace the layout?" */
} EditorView;

static void mark_clean(EditorView *v)
{
    v->clean = v->ed.layout;
}

static bool unsaved(const EditorView *v)
{
    const Layout *a = &v->ed.layout, *b = &v->clean;
    return a->count != b->count || memcmp(a->place, b->place, sizeof a->place[0] * (size_t)a->count) != 0;
}

static void say(App *app, const char *why)
{
    log_message(app, "Cannot do that: %s.", why ? why : "not allowed");
}

static void fit(EditorView *v, App *app)
{
    int th = text_height(FONT_BODY);
    int top = text_height(FONT_TITLE) + th * 2, bottom = th * 2;
    int cw = (app->w - th * 2) / (EDITOR_W + 4), ch = (app->h - top - bottom) / (EDITOR_H + 4);
    v->cell = SDL_max(4, SDL_min(cw, ch));
    v->lift = SDL_max(1, v->cell / 4);
    v->grid = (SDL_Rect){(app->w - v->cell * EDITOR_W) / 2, top + v->lift * EDITOR_D / 2, v->cell * EDITOR_W,
                         v->cell * EDITOR_H};
}

static SDL_Rect tile_rect(const EditorView *v, int x, int y, int z)
{
    return (SDL_Rect){v->grid.x + x * v->cell + z * v->lift, v->grid.y + y * v->cell - z * v->lift,
                      v->cell * 2 - 1, v->cell * 2 - 1};
}

static SDL_Color layer_color(int z, Uint8 a)
{
    static const SDL_Color c[EDITOR_D] = {
        {214, 204, 170, 255}, {226, 196, 130, 255}, {200, 220, 150, 255}, {150, 210, 200, 255},
        {160, 180, 235, 255}, {210, 160, 230, 255}, {240, 150, 150, 255}, {250, 250, 250, 255},
    };
    SDL_Color r = c[z % EDITOR_D];
    r.a = a;
    return r;
}

static void ed_draw(Scene *s, App *app)
{
    EditorView *v = s->data;
    fit(v, app);
    gfx_background(app);
    int th = text_height(FONT_BODY);
    char line[192];
    int n = v->ed.layout.count;
    snprintf(line, sizeof line, "%.40s   -   %d tiles%s   -   Layer %d of %d   -   Tool: %s   -   Gravity %s", v->name, n,
             n % 2 ? " (odd: add or remove one)" : "", v->layer + 1, EDITOR_D, tool_name[v->tool],
             v->ed.gravity ? "on" : "off");
    text_draw(app, FONT_TITLE, "Layout editor", th, th / 4, COLOR_ACCENT, ALIGN_LEFT);
    text_draw(app, FONT_BODY, line, th, text_height(FONT_TITLE) + th / 4, COLOR_TEXT, ALIGN_LEFT);
    gfx_fill(app, v->grid, (SDL_Color){8, 24, 20, 170});
    for (int x = 0; x <= EDITOR_W; x += 2)
        gfx_fill(app, (SDL_Rect){v->grid.x + x * v->cell, v->grid.y, 1, v->grid.h}, (SDL_Color){255, 255, 255, 28});
    for (int y = 0; y <= EDITOR_H; y += 2)
        gfx_fill(app, (SDL_Rect){v->grid.x, v->grid.y + y * v->cell, v->grid.w, 1}, (SDL_Color){255, 255, 255, 28});
    /* tiles, lower layers first; those above the edited layer are faint */
    for (int z = 0; z < EDITOR_D; z++)
        for (int i = 0; i < n; i++) {
            const LayoutPlace *p = &v->ed.layout.place[i];
            if (p->z != z)
                continue;
            SDL_Rect r = tile_rect(v, p->x, p->y, p->z);
            bool above = z > v->layer;
            gfx_fill(app, r, layer_color(z, above ? 60 : 255));
            gfx_frame(app, r, 1, z == v->layer ? (SDL_Color){40, 30, 10, 255} : (SDL_Color){0, 0, 0, 90});
            if (i == v->moving)
                gfx_frame(app, r, SDL_max(2, v->cell / 5), (SDL_Color){80, 200, 255, 255});
        }
    /* the cursor: where the tool acts */
    SDL_Rect c = tile_rect(v, v->cx, v->cy, v->layer);
    bool ok;
    if (v->tool == TOOL_DELETE) {
        ok = editor_can_remove(&v->ed, editor_at(&v->ed, v->cx, v->cy, v->layer), NULL);
    } else if (v->tool == TOOL_MOVE && v->moving >= 0) {
        Editor trial = v->ed;
        ok = editor_move(&trial, v->moving, v->cx, v->cy, v->layer, NULL);
    } else if (v->tool == TOOL_MOVE) {
        ok = editor_at(&v->ed, v->cx, v->cy, v->layer) >= 0;
    } else {
        ok = editor_can_add(&v->ed, v->cx, v->cy, v->layer, NULL);
    }
    gfx_fill(app, c, ok ? (SDL_Color){120, 230, 140, 110} : (SDL_Color){240, 110, 100, 110});
    gfx_frame(app, c, SDL_max(2, v->cell / 6), ok ? COLOR_GOOD : COLOR_WARN);
    text_draw(app, FONT_SMALL,
              "Click / Enter / A: use the tool   Right click / Delete / X: delete   T / Y: next tool   "
              "Tab / RB: layer up   Shift+Tab / LB: down   Esc / Start: menu",
              app->w / 2, app->h - th * 3 / 2, COLOR_TEXT_DIM, ALIGN_CENTER);
}

static void use_tool(EditorView *v, App *app)
{
    const char *why = NULL;
    int at = editor_at(&v->ed, v->cx, v->cy, v->layer);
    switch (v->tool) {
    case TOOL_ADD:
        if (!editor_add(&v->ed, v->cx, v->cy, v->layer, &why))
            say(app, why);
        break;
    case TOOL_DELETE:
        if (!editor_remove(&v->ed, at, &why))
            say(app, why);
        break;
    case TOOL_MOVE:
        if (v->moving < 0) {
            if (at < 0)
                say(app, "there is no tile to pick up");
            else
                v->moving = at;
        } else if (editor_move(&v->ed, v->moving, v->cx, v->cy, v->layer, &why)) {
            v->moving = -1;
        } else {
            say(app, why);
        }
        break;
    default:
        break;
    }
}

/* The layout as Pagoda reads it back: normalised and validated. */
static bool finished_layout(EditorView *v, Layout *out, Error *err)
{
    Layout l = v->ed.layout;
    SDL_strlcpy(l.name, v->name, sizeof l.name);
    SDL_strlcpy(l.author, "", sizeof l.author);
    SDL_strlcpy(l.description, "Made in the Layout Construction Set", sizeof l.description);
    l.rule = LAYOUT_RULE_PAGODA;
    if (l.count < 2 || l.count % 2)
        return error_set(err, "a layout needs an even number of tiles (now %d)", l.count);
    size_t cap = 64 * 1024;
    char *text = malloc(cap);
    if (!text)
        return error_set(err, "out of memory");
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
        snprintf(name, sizeof name, k == 1 ? "%.36s (mine)" : "%.36s (mine %d)", base, k);
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
        ok = error_set(&err, "there is no per-user folder to save in");
    }
    Error why = {{0}};
    if (ok && mj_layout_clearable(l, &why) == MJ_CLEARABLE_NO)
        log_message(app, "Saved \"%s\", but %s.", v->name, why.msg);
    else if (ok)
        log_message(app, "Saved \"%s\" (%d tiles) in your layouts.", v->name, l->count);
    else
        log_message(app, "Not saved: %s", err.msg);
    if (ok) {
        mark_clean(v);
        SDL_strlcpy(v->own_id, id, sizeof v->own_id);
    }
    free(l);
    free(text);
    return ok;
}

static void save_then(EditorView *v, App *app, int id)
{
    char fid[64];
    if (save_layout(v, app, fid, sizeof fid) && id == EM_PLAY)
        mahjong_start_layout(app, fid); /* replaces the editor with the game */
}

static void replace_yes(App *app, void *ctx)
{
    Scene *s = ctx;
    EditorView *v = s->data;
    save_then(v, app, v->replace_id);
}

/* Saving under the name of another of the player's layouts would write over it:
 * ask first. The file this layout came from or was last saved to is its own. */
static void save_asking(Scene *s, App *app, int id)
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
    snprintf(title, sizeof title, "Replace the layout \"%.40s\"?", v->name);
    v->replace_id = id;
    scene_push(app, confirm_scene_new(title, "Your layout saved under this name will be gone for good.", "Replace",
                                      "Keep it", replace_yes, s));
}

static void test_winnable(EditorView *v, App *app)
{
    Layout *l = malloc(sizeof *l);
    Error err = {{0}};
    if (!l || !finished_layout(v, l, &err)) {
        log_message(app, "Cannot test: %s", err.msg);
        free(l);
        return;
    }
    Mahjong m;
    mj_init(&m);
    SolveLimits lim = {.max_nodes = TEST_NODE_LIMIT};
    MjDealReport *rep = malloc(sizeof *rep);
    if (rep && mj_deal_winnable(&m, l, 1, &lim, TEST_ATTEMPTS, rep, &err))
        log_message(app, rep->how == MJ_DEAL_RANDOM
                             ? "Winnable: a random deal was proved winnable (try %d)."
                             : "Winnable: random deals rarely are (%d tried), so games on it "
                               "are built backwards from a winning line.",
                    rep->attempts);
    else
        log_message(app, "No winnable deal: %s", rep ? err.msg : "out of memory");
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
    save_asking(s, app, EM_SAVE);
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
                mark_clean(v);
            } else {
                log_message(app, "%s is larger than the editor's grid.", l->name);
            }
        } else {
            log_message(app, "%s", err.msg);
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
    MenuSpec spec = {.name = "editor-load", .title = "Start from a layout", .overlay = true,
                     .on_select = load_select, .ctx = list, .free_ctx = free};
    Scene *m = menu_scene_new(&spec);
    if (!m) {
        free(list);
        return;
    }
    for (int i = 0; i < list->n && i < 20; i++)
        menu_add(m, i, list->entry[i].name, NULL);
    menu_add(m, -1, "Back", NULL);
    scene_push(app, m);
}

static bool ask_first(App *app, Scene *s, int id);

static void menu_select(App *app, Scene *menu, int id, void *ctx)
{
    (void)menu;
    Scene *s = ctx;
    EditorView *v = s->data;
    scene_pop_to(app, s);
    if (ask_first(app, s, id))
        return;
    switch (id) {
    case EM_SAVE:
        scene_push(app, textinput_scene_new("Save layout", "Name of the layout", v->name,
                                            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_", 40,
                                            name_done, s));
        break;
    case EM_PLAY: save_asking(s, app, EM_PLAY); break;
    case EM_TEST: test_winnable(v, app); break;
    case EM_GRAVITY:
        v->ed.gravity = !v->ed.gravity;
        log_message(app, v->ed.gravity ? "Gravity on: no tile may hang." : "Gravity off: tiles may hang in the air.");
        break;
    case EM_LOAD: push_load_list(app, s); break;
    case EM_CLEAR:
        editor_init(&v->ed, NULL);
        v->moving = -1;
        v->own_id[0] = 0; /* a new layout: saving it over the old file asks */
        mark_clean(v);
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
    menu_select(app, NULL, v->confirm_id, s);
}

/* Starting from a layout, clearing and leaving throw away unsaved tiles: ask. */
static bool ask_first(App *app, Scene *s, int id)
{
    EditorView *v = s->data;
    bool confirmed = v->confirmed;
    v->confirmed = false;
    const char *title = id == EM_LOAD ? "Start from a layout?" : id == EM_CLEAR ? "Clear the grid?"
                      : id == EM_BACK ? "Leave the editor?" : NULL;
    if (!title || confirmed || !unsaved(v))
        return false;
    const char *yes = id == EM_LOAD ? "Choose a layout" : id == EM_CLEAR ? "Clear" : "Leave";
    v->confirm_id = id;
    scene_push(app, confirm_scene_new(title, "The changes since the last save will be lost.", yes, "Keep editing",
                                      confirm_yes, s));
    return true;
}

static void open_menu(Scene *s, App *app)
{
    EditorView *v = s->data;
    MenuSpec spec = {.name = "editor-menu", .title = "Layout editor", .overlay = true, .on_select = menu_select,
                     .ctx = s};
    Scene *m = menu_scene_new(&spec);
    if (!m)
        return;
    menu_add(m, EM_RESUME, "Resume", NULL);
    menu_add(m, EM_SAVE, "Save as...", NULL);
    menu_add(m, EM_PLAY, "Save and play", NULL);
    menu_add(m, EM_TEST, "Test winnable", NULL);
    menu_add(m, EM_GRAVITY, v->ed.gravity ? "Gravity: on" : "Gravity: off", NULL);
    menu_add(m, EM_LOAD, "Start from a layout...", NULL);
    menu_add(m, EM_CLEAR, "Clear", NULL);
    menu_add(m, EM_BACK, "Leave the editor", NULL);
    scene_push(app, m);
}

static bool cell_at(EditorView *v, int px, int py, int *x, int *y)
{
    /* undo the layer's lift, then find the tile whose top-left cell is nearest */
    int gx = px - v->grid.x - v->layer * v->lift, gy = py - v->grid.y + v->layer * v->lift;
    if (gx < 0 || gy < 0 || gx >= v->grid.w || gy >= v->grid.h)
        return false;
    *x = SDL_clamp(gx / v->cell - (gx % v->cell < v->cell / 2 ? 1 : 0), 0, EDITOR_W - 2);
    *y = SDL_clamp(gy / v->cell - (gy % v->cell < v->cell / 2 ? 1 : 0), 0, EDITOR_H - 2);
    return true;
}

static void ed_action(Scene *s, App *app, const Action *a)
{
    EditorView *v = s->data;
    fit(v, app);
    switch (a->kind) {
    case ACT_LEFT: v->cx = SDL_max(0, v->cx - 1); break;
    case ACT_RIGHT: v->cx = SDL_min(EDITOR_W - 2, v->cx + 1); break;
    case ACT_UP: v->cy = SDL_max(0, v->cy - 1); break;
    case ACT_DOWN: v->cy = SDL_min(EDITOR_H - 2, v->cy + 1); break;
    case ACT_PAGE_NEXT: v->layer = SDL_min(EDITOR_D - 1, v->layer + 1); break;
    case ACT_PAGE_PREV: v->layer = SDL_max(0, v->layer - 1); break;
    case ACT_SELECT: use_tool(v, app); break;
    case ACT_HINT: case ACT_DELETE: { /* X / H / Delete: delete at the cursor */
        const char *why = NULL;
        if (!editor_remove(&v->ed, editor_at(&v->ed, v->cx, v->cy, v->layer), &why))
            say(app, why);
        break;
    }
    case ACT_UNDO: case ACT_TOOL: /* Y / T: next tool */
        v->tool = (v->tool + 1) % TOOL_COUNT;
        v->moving = -1;
        break;
    case ACT_SAVE: menu_select(app, NULL, EM_SAVE, s); break;
    case ACT_BACK:
        if (v->moving >= 0)
            v->moving = -1;
        else
            open_menu(s, app);
        break;
    case ACT_MENU: open_menu(s, app); break;
    case ACT_HELP: scene_push(app, pager_scene_new(app, "help", editor_help, (int)SDL_arraysize(editor_help))); break;
    case ACT_POINTER_MOVE: {
        int x, y;
        if (cell_at(v, a->x, a->y, &x, &y) && (x != v->cx || y != v->cy)) {
            v->cx = x;
            v->cy = y;
            app->dirty = true;
        }
        break;
    }
    case ACT_POINTER_DOWN: {
        int x, y;
        if (!cell_at(v, a->x, a->y, &x, &y))
            break;
        v->cx = x;
        v->cy = y;
        if (a->button == SDL_BUTTON_RIGHT) {
            const char *why = NULL;
            if (!editor_remove(&v->ed, editor_at(&v->ed, x, y, v->layer), &why))
                say(app, why);
        } else {
            use_tool(v, app);
        }
        break;
    }
    default:
        break;
    }
}

static void ed_destroy(Scene *s)
{
    free(s->data);
    free(s);
}

Scene *mahjong_editor_new(App *app)
{
    (void)app;
    Scene *s = calloc(1, sizeof *s);
    EditorView *v = calloc(1, sizeof *v);
    if (!s || !v) {
        free(s);
        free(v);
        return NULL;
    }
    editor_init(&v->ed, NULL);
    SDL_strlcpy(v->name, "My layout", sizeof v->name);
    v->moving = -1;
    v->cx = EDITOR_W / 2 - 1;
    v->cy = EDITOR_H / 2 - 1;
    mark_clean(v);
    s->name = "layout-editor";
    s->data = v;
    s->action = ed_action;
    s->draw = ed_draw;
    s->destroy = ed_destroy;
    return s;
}
