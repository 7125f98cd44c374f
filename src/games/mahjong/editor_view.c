/* The Layout Construction Set: builds Mahjong layouts on a grid of half-tile
 * cells, layer by layer, with mouse, keyboard or gamepad. The rules (overlap,
 * gravity) live in core/editor.c; this draws them and routes input. */

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
#include "engine/tile_body.h"
#include "engine/tiles.h"
#include "games/mahjong/view.h"
#include "engine/ui.h"
#include "games/mahjong/editor_internal.h"

/* TRANSLATORS: the layout editor's tools (verbs: add a tile, remove one, move one); also its buttons */
static const char *const tool_name[TOOL_COUNT] = {NC_("editor tool", "Add"), NC_("editor tool", "Remove"),
                                                  NC_("editor tool", "Move")};

/* Shown in the player's words: ACT_HELP hands the pager the translated page. */
static const HelpPage editor_page = {
    N_("The Layout Construction Set"),
    /* TRANSLATORS: the layout editor's help page; keep the line breaks, the key and button names */
    N_("Build a Mahjong layout on a grid of half-tile steps, layer by layer.\n"
    "The toolbar holds the tools (Add, Remove, Move), the layer, Undo and Redo, the zoom,\n"
    "Test winnable and Save; click its buttons, or reach them with L or the right stick.\n"
    "Click (or Enter, A) uses the tool where the outline is; a right click (Delete, X) removes.\n"
    "Page Up / Page Down, Tab or LB / RB change the layer; T changes the tool.\n"
    "Ctrl+Z or U (Y on a gamepad) undoes an edit, Ctrl+Y or R redoes it.\n"
    "The wheel, + and - zoom in and out.\n"
    "With gravity on, a tile needs support below it on every layer but the table.\n"
    "A layout needs an even number of tiles, at most 288.\n"
    "The menu (Esc, Start) saves the layout, tests that it admits winnable deals,\n"
    "starts from an existing layout, or plays it.")};


void ed_mark_clean(EditorView *v)
{
    v->clean = v->ed.layout;
}

bool ed_unsaved(const EditorView *v)
{
    const Layout *a = &v->ed.layout, *b = &v->clean;
    return a->count != b->count || memcmp(a->place, b->place, sizeof a->place[0] * (size_t)a->count) != 0;
}

/* A message on the editor's own line (never over the keys' line), and in the log. */
void ed_note(EditorView *v, const char *fmt, ...) SDL_PRINTF_VARARG_FUNC(2);
void ed_note(EditorView *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->msg, sizeof v->msg, fmt, ap);
    va_end(ap);
    SDL_Log("%s", v->msg);
}

void ed_say(EditorView *v, const char *why)
{
    /* the reasons come from core/editor.c, a few words each */
    /* TRANSLATORS: the layout editor refused an edit; %s is why ("another tile is there") */
    ed_note(v, _("Cannot do that: %s."), why ? _(why) : _("not allowed"));
}

/* TRANSLATORS: the layout editor's line of keys (keyboard and gamepad) */
static const char *const keys_line = N_(
    "Click, Enter or A: use the tool.   Right click, Delete or X: remove.   T: next tool.   "
    "Tab, Shift+Tab, LB, RB: layer.   Ctrl+Z, U or Y: undo.   Ctrl+Y or R: redo.   Wheel, + and -: zoom.   "
    "L or right stick: toolbar.   Esc or Start: menu.");

static void label_buttons(EditorView *v)
{
    static const char *const fixed[TB_COUNT] = {
        /* TRANSLATORS: the layout editor's toolbar buttons (short: they share one row) */
        [TB_LAYER_DOWN] = N_("Layer down"), [TB_LAYER_UP] = N_("Layer up"), [TB_UNDO] = N_("Undo"),
        [TB_REDO] = N_("Redo"), [TB_ZOOM_OUT] = N_("Zoom out"), [TB_ZOOM_IN] = N_("Zoom in"),
        [TB_TEST] = N_("Test winnable"), [TB_SAVE] = N_("Save"), [TB_MENU] = N_("Menu"),
    };
    for (int i = 0; i < TB_COUNT; i++) {
        ToolButton *b = &v->button[i];
        if (i == TB_LAYER)
            snprintf(b->label, sizeof b->label, _("Layer %d of %d"), v->layer + 1, EDITOR_D);
        else if (i == TB_ADD || i == TB_REMOVE || i == TB_MOVE)
            SDL_strlcpy(b->label, C_("editor tool", tool_name[i == TB_ADD ? TOOL_ADD : i == TB_REMOVE ? TOOL_DELETE : TOOL_MOVE]),
                        sizeof b->label);
        else
            SDL_strlcpy(b->label, _(fixed[i]), sizeof b->label);
        b->enabled = true;
        b->active = false;
    }
    v->button[TB_ADD + v->tool].active = true;
    v->button[TB_LAYER].enabled = false; /* a label: the layer being edited */
    v->button[TB_LAYER_DOWN].enabled = v->layer > 0;
    v->button[TB_LAYER_UP].enabled = v->layer < EDITOR_D - 1;
    v->button[TB_UNDO].enabled = editor_can_undo(&v->ed);
    v->button[TB_REDO].enabled = editor_can_redo(&v->ed);
    v->button[TB_ZOOM_OUT].enabled = v->zoom > 0;
    v->button[TB_ZOOM_IN].enabled = v->zoom < ZOOM_MAX;
}

/* Lays the screen out from the top: title, toolbar (wrapping into rows on a
 * narrow window), the layout's line, the message line; the keys' line at the
 * bottom, above the engine's own messages; the grid in what is left. */
static void fit(EditorView *v, App *app)
{
    int th = text_height(FONT_BODY), pad = th / 2, bh = th * 3 / 2;
    label_buttons(v);
    int x = pad, y = pad / 2;
    static const bool group_end[TB_COUNT] = {[TB_MOVE] = true, [TB_LAYER_UP] = true, [TB_REDO] = true,
                                             [TB_ZOOM_IN] = true};
    for (int i = 0; i < TB_COUNT; i++) {
        int w = text_width(FONT_BODY, v->button[i].label) + th * 2 / 3;
        if (x > pad && x + w > app->w - pad) {
            x = pad;
            y += bh + pad / 2;
        }
        v->button[i].r = (SDL_Rect){x, y, w, bh};
        x += w + (group_end[i] ? pad * 3 / 2 : pad / 3);
    }
    y += bh + pad / 2;
    int small = text_height(FONT_SMALL), lines = 0;
    /* the layout's line and the message: one line of the body's font, or two of the small one */
    v->status_r = (SDL_Rect){pad, y, app->w - 2 * pad, SDL_max(th, small * 2)};
    y += v->status_r.h;
    /* a message is one line of the body's font, or two of the small one */
    v->msg_r = (SDL_Rect){pad, y, app->w - 2 * pad, SDL_max(th, small * 2)};
    y += v->msg_r.h + pad / 2;
    char wrapped[1024];
    text_wrap(FONT_SMALL, _(keys_line), app->w - 2 * pad, wrapped, sizeof wrapped);
    text_lines_width(FONT_SMALL, wrapped, &lines);
    v->hint_r = (SDL_Rect){pad, app->h - pad / 2 - lines * small, app->w - 2 * pad, lines * small};
    v->area = (SDL_Rect){pad, y, app->w - 2 * pad, SDL_max(th, v->hint_r.y - pad / 2 - y)};
    /* the tile size at which the whole grid fits the area, then the zoom */
    float cols = EDITOR_W * 0.5f + EDITOR_D * TILES_DEPTH, rows = EDITOR_H * 0.5f * TILES_ASPECT + EDITOR_D * TILES_DEPTH;
    float fit_w = SDL_min(v->area.w / cols, v->area.h / rows);
    int tw = (int)(fit_w * (4 + v->zoom) / 4);
    tw = SDL_max(6, tw & ~1);
    v->tw = tw;
    v->th = ((int)(tw * TILES_ASPECT)) & ~1;
    v->depth = SDL_max(1, (int)(tw * TILES_DEPTH));
    int gw = EDITOR_W * v->tw / 2 + EDITOR_D * v->depth, gh = EDITOR_H * v->th / 2 + EDITOR_D * v->depth;
    /* zoomed in, the view may be moved, never past the grid's edges */
    int max_px = SDL_max(0, (gw - v->area.w) / 2 + tw), max_py = SDL_max(0, (gh - v->area.h) / 2 + tw);
    v->pan_x = SDL_clamp(v->pan_x, -max_px, max_px);
    v->pan_y = SDL_clamp(v->pan_y, -max_py, max_py);
    v->ox = v->area.x + (v->area.w - gw) / 2 + v->depth - v->pan_x;
    v->oy = v->area.y + (v->area.h - gh) / 2 + EDITOR_D * v->depth - v->pan_y;
}

/* The face of a tile at (x, y) on layer z (its sides reach left and down). */
static SDL_Rect tile_rect(const EditorView *v, int x, int y, int z);

/* A layout just loaded: the largest zoom that shows it whole with a tile to
 * spare all round, centred in the area. */
static void frame_layout(EditorView *v, App *app)
{
    v->frame_layout = false;
    const Layout *l = &v->ed.layout;
    if (l->count == 0)
        return;
    int minx = EDITOR_W, miny = EDITOR_H, maxx = 0, maxy = 0, maxz = 0;
    for (int i = 0; i < l->count; i++) {
        minx = SDL_min(minx, l->place[i].x);
        miny = SDL_min(miny, l->place[i].y);
        maxx = SDL_max(maxx, l->place[i].x + 2);
        maxy = SDL_max(maxy, l->place[i].y + 2);
        maxz = SDL_max(maxz, l->place[i].z);
    }
    minx -= 2, miny -= 2, maxx += 2, maxy += 2;
    v->pan_x = v->pan_y = 0;
    for (v->zoom = ZOOM_MAX; v->zoom > 0; v->zoom--) {
        v->pan_x = v->pan_y = 0;
        fit(v, app);
        int w = (maxx - minx) * v->tw / 2 + (maxz + 1) * v->depth, h = (maxy - miny) * v->th / 2 + (maxz + 1) * v->depth;
        if (w <= v->area.w && h <= v->area.h)
            break;
    }
    fit(v, app);
    SDL_Rect a = tile_rect(v, minx, miny, 0), b = tile_rect(v, maxx, maxy, 0);
    v->pan_x += (a.x + b.x) / 2 - (v->area.x + v->area.w / 2);
    v->pan_y += (a.y + b.y) / 2 - (v->area.y + v->area.h / 2);
    fit(v, app);
}

static SDL_Rect tile_rect(const EditorView *v, int x, int y, int z)
{
    return (SDL_Rect){v->ox + x * v->tw / 2 + z * v->depth, v->oy + y * v->th / 2 - z * v->depth, v->tw, v->th};
}

/* The blank tile's sprite at the editor's size, painted once per size. */
static SDL_Texture *tile_body(EditorView *v, App *app)
{
    if (v->body && v->body_w == v->tw)
        return v->body;
    if (v->body)
        SDL_DestroyTexture(v->body);
    v->body = NULL;
    int w = v->tw, h = v->th, d = v->depth, so = SDL_max(1, d / 2);
    SDL_Surface *sprite = SDL_CreateRGBSurfaceWithFormat(0, w + d + so * 2, h + d + so * 2, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *body = SDL_CreateRGBSurfaceWithFormat(0, w + d, h + d, 32, SDL_PIXELFORMAT_ARGB8888);
    if (sprite && body) {
        SDL_FillRect(sprite, NULL, 0);
        SDL_FillRect(body, NULL, 0);
        tile_body_contact_shadow(sprite, w, h, d, so);
        tile_body_paint(body, w, h, d);
        SDL_SetSurfaceBlendMode(body, SDL_BLENDMODE_BLEND);
        SDL_BlitSurface(body, NULL, sprite, &(SDL_Rect){so, 0, w + d, h + d});
        v->body = SDL_CreateTextureFromSurface(app->renderer, sprite);
        if (v->body)
            SDL_SetTextureBlendMode(v->body, SDL_BLENDMODE_BLEND);
    }
    SDL_FreeSurface(sprite);
    SDL_FreeSurface(body);
    v->body_w = w;
    v->body_so = so;
    return v->body;
}

static void draw_tile(EditorView *v, App *app, SDL_Rect face, SDL_Color tint, Uint8 alpha)
{
    SDL_Texture *t = tile_body(v, app);
    if (!t) {
        gfx_fill(app, face, tint);
        return;
    }
    int w, h;
    SDL_QueryTexture(t, NULL, NULL, &w, &h);
    SDL_SetTextureColorMod(t, tint.r, tint.g, tint.b);
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(app->renderer, t, NULL, &(SDL_Rect){face.x - v->depth - v->body_so, face.y, w, h});
}

static const Layout *sort_layout;

static int cmp_draw(const void *pa, const void *pb)
{
    const LayoutPlace *a = &sort_layout->place[*(const int *)pa], *b = &sort_layout->place[*(const int *)pb];
    if (a->z != b->z)
        return a->z - b->z;
    int ka = a->y - a->x, kb = b->y - b->x; /* sides stick out left and down: top-right first */
    return ka != kb ? ka - kb : a->y - b->y;
}

static bool cursor_ok(EditorView *v)
{
    if (v->tool == TOOL_DELETE)
        return editor_can_remove(&v->ed, editor_at(&v->ed, v->cx, v->cy, v->layer), NULL);
    if (v->tool == TOOL_MOVE && v->moving >= 0) {
        Editor *trial = malloc(sizeof *trial);
        bool ok = trial && (*trial = v->ed, editor_move(trial, v->moving, v->cx, v->cy, v->layer, NULL));
        free(trial);
        return ok;
    }
    if (v->tool == TOOL_MOVE)
        return editor_at(&v->ed, v->cx, v->cy, v->layer) >= 0;
    return editor_can_add(&v->ed, v->cx, v->cy, v->layer, NULL);
}

/* One line in the body's font when it fits, else up to two in the small one. */
static void draw_lines(App *app, const char *s, SDL_Rect r, SDL_Color c)
{
    char fitted[512];
    FontSize f = text_width(FONT_BODY, s) <= r.w ? FONT_BODY : FONT_SMALL;
    text_wrap(f, s, r.w, fitted, sizeof fitted);
    char *second = strchr(fitted, '\n');
    if (second) {
        *second++ = 0;
        second[strcspn(second, "\n")] = 0;
    }
    text_draw(app, f, fitted, r.x, r.y, c, ALIGN_LEFT);
    if (second)
        text_draw(app, f, second, r.x, r.y + text_height(f), c, ALIGN_LEFT);
}

static void draw_toolbar(EditorView *v, App *app)
{
    int th = text_height(FONT_BODY);
    for (int i = 0; i < TB_COUNT; i++) {
        const ToolButton *b = &v->button[i];
        bool label = i == TB_LAYER;
        gfx_fill(app, b->r, b->active ? (SDL_Color){70, 110, 60, 230} : (SDL_Color){8, 24, 20, label ? 90 : 170});
        if (!label)
            gfx_frame(app, b->r, b->active ? 2 : 1, b->enabled ? COLOR_ACCENT : COLOR_TEXT_DIM);
        if (i == v->bar_focus)
            gfx_frame(app, (SDL_Rect){b->r.x - 3, b->r.y - 3, b->r.w + 6, b->r.h + 6}, 2, COLOR_GOOD);
        text_draw(app, FONT_BODY, b->label, b->r.x + b->r.w / 2, b->r.y + (b->r.h - th) / 2,
                  label ? COLOR_ACCENT : b->enabled ? COLOR_TEXT : COLOR_TEXT_DIM, ALIGN_CENTER);
    }
}

static void ed_draw(Scene *s, App *app)
{
    EditorView *v = s->data;
    if (v->frame_layout)
        frame_layout(v, app);
    fit(v, app);
    gfx_background(app);
    text_trace_reset();
    draw_toolbar(v, app);
    char line[192];
    int n = v->ed.layout.count;
    /* TRANSLATORS: the layout editor's status line: the layout's name, its tile count (then the tool in use) */
    if (n % 2 && v->ed.gravity)
        snprintf(line, sizeof line, P_("Layout editor: %.40s, %d tile, an odd number (add or remove one). Gravity is on.",
                                       "Layout editor: %.40s, %d tiles, an odd number (add or remove one). Gravity is on.", n), v->name, n);
    else if (n % 2)
        snprintf(line, sizeof line, P_("Layout editor: %.40s, %d tile, an odd number (add or remove one). Gravity is off.",
                                       "Layout editor: %.40s, %d tiles, an odd number (add or remove one). Gravity is off.", n), v->name, n);
    else if (v->ed.gravity)
        snprintf(line, sizeof line, P_("Layout editor: %.40s, %d tile. Tool: %s. Gravity is on.",
                                       "Layout editor: %.40s, %d tiles. Tool: %s. Gravity is on.", n), v->name, n,
                 C_("editor tool", tool_name[v->tool]));
    else
        snprintf(line, sizeof line, P_("Layout editor: %.40s, %d tile. Tool: %s. Gravity is off.",
                                       "Layout editor: %.40s, %d tiles. Tool: %s. Gravity is off.", n), v->name, n,
                 C_("editor tool", tool_name[v->tool]));
    draw_lines(app, line, v->status_r, COLOR_TEXT);
    if (v->msg[0])
        draw_lines(app, v->msg, v->msg_r, COLOR_ACCENT);
    SDL_RenderSetClipRect(app->renderer, &v->area);
    gfx_fill(app, v->area, (SDL_Color){8, 24, 20, 120});
    /* the table's grid, one line a tile */
    SDL_Rect g0 = tile_rect(v, 0, 0, v->layer), g1 = tile_rect(v, EDITOR_W, EDITOR_H, v->layer);
    SDL_Color line_c = {255, 255, 255, 26};
    for (int x = 0; x <= EDITOR_W; x += 2)
        gfx_fill(app, (SDL_Rect){g0.x + x * v->tw / 2, g0.y, 1, g1.y - g0.y}, line_c);
    for (int y = 0; y <= EDITOR_H; y += 2)
        gfx_fill(app, (SDL_Rect){g0.x, g0.y + y * v->th / 2, g1.x - g0.x, 1}, line_c);
    gfx_frame(app, (SDL_Rect){g0.x - 1, g0.y - 1, g1.x - g0.x + 2, g1.y - g0.y + 2}, 1, (SDL_Color){255, 255, 255, 70});
    /* tiles: lower layers darker, the edited one lit, those above it faint */
    int order[LAYOUT_MAX_TILES];
    for (int i = 0; i < n; i++)
        order[i] = i;
    sort_layout = &v->ed.layout;
    qsort(order, (size_t)n, sizeof order[0], cmp_draw);
    sort_layout = NULL;
    for (int k = 0; k < n; k++) {
        int i = order[k];
        const LayoutPlace *p = &v->ed.layout.place[i];
        SDL_Rect r = tile_rect(v, p->x, p->y, p->z);
        Uint8 shade = (Uint8)(p->z == v->layer ? 255 : SDL_max(120, 235 - (v->layer - p->z) * 25));
        SDL_Color tint = {shade, shade, shade, 255};
        draw_tile(v, app, r, tint, p->z > v->layer ? 70 : 255);
        if (p->z == v->layer)
            gfx_frame(app, r, 1, (SDL_Color){60, 40, 10, 200});
        if (i == v->moving)
            gfx_frame(app, r, SDL_max(2, v->tw / 10), (SDL_Color){80, 200, 255, 255});
    }
    /* the cursor: where the tool acts */
    SDL_Rect c = tile_rect(v, v->cx, v->cy, v->layer);
    bool ok = cursor_ok(v);
    gfx_fill(app, c, ok ? (SDL_Color){120, 230, 140, 110} : (SDL_Color){240, 110, 100, 110});
    gfx_frame(app, c, SDL_max(2, v->tw / 12), ok ? COLOR_GOOD : COLOR_WARN);
    SDL_RenderSetClipRect(app->renderer, NULL);
    char keys[1024];
    text_wrap(FONT_SMALL, _(keys_line), v->hint_r.w, keys, sizeof keys);
    int small = text_height(FONT_SMALL);
    for (char *l = keys, *next; l && *l; l = next) {
        next = strchr(l, '\n');
        if (next)
            *next++ = 0;
        text_draw(app, FONT_SMALL, l, app->w / 2, v->hint_r.y, COLOR_TEXT_DIM, ALIGN_CENTER);
        v->hint_r.y += small;
    }
    v->hint_r.y -= v->hint_r.h;
}

static void use_tool(EditorView *v)
{
    const char *why = NULL;
    int at = editor_at(&v->ed, v->cx, v->cy, v->layer);
    switch (v->tool) {
    case TOOL_ADD:
        if (!editor_add(&v->ed, v->cx, v->cy, v->layer, &why))
            ed_say(v, why);
        break;
    case TOOL_DELETE:
        if (!editor_remove(&v->ed, at, &why))
            ed_say(v, why);
        break;
    case TOOL_MOVE:
        if (v->moving < 0) {
            if (at < 0)
                ed_say(v, N_("there is no tile to pick up")); /* ed_say() translates */
            else
                v->moving = at;
        } else if (editor_move(&v->ed, v->moving, v->cx, v->cy, v->layer, &why)) {
            v->moving = -1;
        } else {
            ed_say(v, why);
        }
        break;
    default:
        break;
    }
}

/* The layout as Pagoda reads it back: normalised and validated. */
static bool cell_at(EditorView *v, int px, int py, int *x, int *y)
{
    if (!SDL_PointInRect(&(SDL_Point){px, py}, &v->area))
        return false;
    /* undo the layer's lift, then take the tile whose centre is nearest */
    float hx = (float)(px - v->ox - v->layer * v->depth) / (float)(v->tw / 2);
    float hy = (float)(py - v->oy + v->layer * v->depth) / (float)(v->th / 2);
    int cx = (int)SDL_floorf(hx + 0.5f) - 1, cy = (int)SDL_floorf(hy + 0.5f) - 1;
    if (cx < -1 || cy < -1 || cx > EDITOR_W - 1 || cy > EDITOR_H - 1)
        return false;
    *x = SDL_clamp(cx, 0, EDITOR_W - 2);
    *y = SDL_clamp(cy, 0, EDITOR_H - 2);
    return true;
}

/* Zoomed in, the view follows the cursor off its edge. */
static void keep_cursor_seen(EditorView *v, App *app)
{
    fit(v, app);
    SDL_Rect c = tile_rect(v, v->cx, v->cy, v->layer), a = v->area;
    if (c.x < a.x)
        v->pan_x -= a.x - c.x + v->tw;
    else if (c.x + c.w > a.x + a.w)
        v->pan_x += c.x + c.w - (a.x + a.w) + v->tw;
    if (c.y < a.y)
        v->pan_y -= a.y - c.y + v->th;
    else if (c.y + c.h > a.y + a.h)
        v->pan_y += c.y + c.h - (a.y + a.h) + v->th;
    fit(v, app);
}

/* Zooms about half-cell (x, y) of the edited layer: it stays where it was on screen. */
static void zoom_by(EditorView *v, App *app, int delta, int x, int y)
{
    int z = SDL_clamp(v->zoom + delta, 0, ZOOM_MAX);
    if (z == v->zoom)
        return;
    fit(v, app);
    SDL_Rect before = tile_rect(v, x, y, v->layer);
    v->zoom = z;
    if (z == 0)
        v->pan_x = v->pan_y = 0;
    fit(v, app);
    SDL_Rect after = tile_rect(v, x, y, v->layer);
    v->pan_x += after.x - before.x;
    v->pan_y += after.y - before.y;
    fit(v, app);
}

static void undo_redo(EditorView *v, bool redo)
{
    v->moving = -1; /* its index may not be the same tile any more */
    if (!(redo ? editor_redo(&v->ed) : editor_undo(&v->ed)))
        ed_note(v, "%s", redo ? _("There is nothing to redo.") : _("There is nothing to undo."));
}

static void set_layer(EditorView *v, int layer)
{
    v->layer = SDL_clamp(layer, 0, EDITOR_D - 1);
}

static void press(Scene *s, App *app, int b)
{
    EditorView *v = s->data;
    if (b < 0 || b >= TB_COUNT || !v->button[b].enabled)
        return;
    switch (b) {
    case TB_ADD: case TB_REMOVE: case TB_MOVE:
        v->tool = b - TB_ADD;
        v->moving = -1;
        break;
    case TB_LAYER_DOWN: set_layer(v, v->layer - 1); break;
    case TB_LAYER_UP: set_layer(v, v->layer + 1); break;
    case TB_UNDO: undo_redo(v, false); break;
    case TB_REDO: undo_redo(v, true); break;
    case TB_ZOOM_OUT: zoom_by(v, app, -1, v->cx, v->cy); break;
    case TB_ZOOM_IN: zoom_by(v, app, 1, v->cx, v->cy); break;
    case TB_TEST: ed_menu_select(app, NULL, EM_TEST, s); break;
    case TB_SAVE: ed_menu_select(app, NULL, EM_SAVE, s); break;
    case TB_MENU: ed_open_menu(s, app); break;
    default: break;
    }
}

static int button_at(const EditorView *v, int x, int y)
{
    for (int i = 0; i < TB_COUNT; i++)
        if (SDL_PointInRect(&(SDL_Point){x, y}, &v->button[i].r))
            return i;
    return -1;
}

/* The keyboard's and gamepad's way along the toolbar (L, the right stick). */
static bool bar_action(Scene *s, App *app, const Action *a)
{
    EditorView *v = s->data;
    int step = a->kind == ACT_RIGHT ? 1 : a->kind == ACT_LEFT ? -1 : 0;
    if (step) {
        do
            v->bar_focus = (v->bar_focus + step + TB_COUNT) % TB_COUNT;
        while (v->bar_focus == TB_LAYER);
        return true;
    }
    switch (a->kind) {
    case ACT_SELECT: press(s, app, v->bar_focus); return true;
    case ACT_BACK: case ACT_DOWN: case ACT_SHOW_MOVES: v->bar_focus = -1; return true;
    case ACT_UP: return true;
    default: return false;
    }
}

static void ed_action(Scene *s, App *app, const Action *a)
{
    EditorView *v = s->data;
    fit(v, app);
    if (a->kind != ACT_POINTER_MOVE && a->kind != ACT_POINTER_UP)
        v->msg[0] = 0; /* a message lasts until the player does something */
    if (v->bar_focus >= 0 && !a->wheel && bar_action(s, app, a))
        return;
    int cx = v->cx, cy = v->cy;
    switch (a->kind) {
    case ACT_LEFT: v->cx = SDL_max(0, v->cx - 1); break;
    case ACT_RIGHT: v->cx = SDL_min(EDITOR_W - 2, v->cx + 1); break;
    case ACT_UP: case ACT_DOWN: {
        if (a->wheel) { /* the wheel zooms about the tile under the pointer */
            int x = v->cx, y = v->cy;
            cell_at(v, a->x, a->y, &x, &y);
            zoom_by(v, app, a->wheel, x, y);
            break;
        }
        v->cy = a->kind == ACT_UP ? SDL_max(0, v->cy - 1) : SDL_min(EDITOR_H - 2, v->cy + 1);
        break;
    }
    case ACT_ZOOM_IN: zoom_by(v, app, 1, v->cx, v->cy); break;
    case ACT_ZOOM_OUT: zoom_by(v, app, -1, v->cx, v->cy); break;
    case ACT_PAGE_NEXT: set_layer(v, v->layer + 1); break;
    case ACT_PAGE_PREV: set_layer(v, v->layer - 1); break;
    case ACT_SELECT: use_tool(v); break;
    case ACT_HINT: case ACT_DELETE: { /* X / H / Delete: remove at the cursor */
        const char *why = NULL;
        if (!editor_remove(&v->ed, editor_at(&v->ed, v->cx, v->cy, v->layer), &why))
            ed_say(v, why);
        v->moving = -1;
        break;
    }
    case ACT_UNDO: undo_redo(v, false); break;
    case ACT_REDO: undo_redo(v, true); break;
    case ACT_TOOL: press(s, app, TB_ADD + (v->tool + 1) % TOOL_COUNT); break;
    case ACT_SHOW_MOVES: v->bar_focus = TB_ADD + v->tool; break;
    case ACT_SAVE: ed_menu_select(app, NULL, EM_SAVE, s); break;
    case ACT_BACK:
        if (v->moving >= 0)
            v->moving = -1;
        else
            ed_open_menu(s, app);
        break;
    case ACT_MENU: ed_open_menu(s, app); break;
    case ACT_HELP: { /* the page in the player's words: the pager shows what it is given */
        HelpPage page = {_(editor_page.title), _(editor_page.lines)};
        const HelpPage *pages[] = {&page};
        scene_push(app, pager_scene_new(app, "help", pages, 1));
        break;
    }
    case ACT_POINTER_MOVE: {
        int x, y;
        if (cell_at(v, a->x, a->y, &x, &y) && (x != v->cx || y != v->cy)) {
            v->cx = x;
            v->cy = y;
            app->dirty = true;
        }
        return;
    }
    case ACT_POINTER_DOWN: {
        int b = button_at(v, a->x, a->y), x, y;
        if (b >= 0) {
            v->bar_focus = -1;
            press(s, app, b);
            break;
        }
        if (!cell_at(v, a->x, a->y, &x, &y))
            break;
        v->cx = x;
        v->cy = y;
        if (a->button == SDL_BUTTON_RIGHT) {
            const char *why = NULL;
            if (!editor_remove(&v->ed, editor_at(&v->ed, x, y, v->layer), &why))
                ed_say(v, why);
            v->moving = -1;
        } else {
            use_tool(v);
        }
        return;
    }
    default:
        break;
    }
    if (v->cx != cx || v->cy != cy)
        keep_cursor_seen(v, app);
    app->dirty = true;
}

static void json_str(TextBuf *w, const char *s)
{
    textbuf_put(w, "\"", 1);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            textbuf_put(w, "\\", 1);
        if ((unsigned char)*s >= ' ')
            textbuf_put(w, s, 1);
    }
    textbuf_put(w, "\"", 1);
}

static void json_rect(TextBuf *w, SDL_Rect r)
{
    textbuf_printf(w, "[%d,%d,%d,%d]", r.x, r.y, r.w, r.h);
}

/* --dump: the layout being built, the tool, layer, zoom and history, and where
 * everything went on screen ("screen": the toolbar's buttons and each text the
 * last frame drew, as the play screens give it). */
static bool ed_dump(Scene *s, App *app, FILE *f)
{
    EditorView *v = s->data;
    TextBuf w = {0};
    Scene *top = scene_top(app);
    textbuf_printf(&w, "{\"game\":null,\"scene\":");
    json_str(&w, top ? top->name : ""); /* the screen on top, as for any screen without a game */
    textbuf_printf(&w, ",\"editor\":{\"name\":");
    json_str(&w, v->name);
    textbuf_printf(&w, ",\"tiles\":%d,\"layer\":%d,\"tool\":\"%s\",\"zoom\":%d,\"cursor\":[%d,%d],\"moving\":%d,"
                       "\"can_undo\":%s,\"can_redo\":%s,\"toolbar_focus\":%d,\"tile_w\":%d,\"message\":",
                   v->ed.layout.count, v->layer, tool_name[v->tool], v->zoom, v->cx, v->cy, v->moving,
                   editor_can_undo(&v->ed) ? "true" : "false", editor_can_redo(&v->ed) ? "true" : "false",
                   v->bar_focus, v->tw);
    json_str(&w, v->msg);
    textbuf_printf(&w, ",\"places\":[");
    for (int i = 0; i < v->ed.layout.count; i++) {
        const LayoutPlace *p = &v->ed.layout.place[i];
        SDL_Rect r = tile_rect(v, p->x, p->y, p->z);
        textbuf_printf(&w, "%s{\"x\":%d,\"y\":%d,\"z\":%d,\"rect\":", i ? "," : "", p->x, p->y, p->z);
        json_rect(&w, r);
        textbuf_put(&w, "}", 1);
    }
    textbuf_printf(&w, "],\"cursor_rect\":");
    json_rect(&w, tile_rect(v, v->cx, v->cy, v->layer));
    textbuf_printf(&w, "},\"screen\":{\"area\":");
    json_rect(&w, v->area);
    textbuf_printf(&w, ",\"message\":");
    json_rect(&w, v->msg_r);
    textbuf_printf(&w, ",\"keys\":");
    json_rect(&w, v->hint_r);
    textbuf_printf(&w, ",\"buttons\":[");
    for (int i = 0; i < TB_COUNT; i++) {
        textbuf_printf(&w, "%s{\"label\":", i ? "," : "");
        json_str(&w, v->button[i].label);
        textbuf_printf(&w, ",\"enabled\":%s,\"active\":%s,\"rect\":", v->button[i].enabled ? "true" : "false",
                       v->button[i].active ? "true" : "false");
        json_rect(&w, v->button[i].r);
        textbuf_put(&w, "}", 1);
    }
    textbuf_printf(&w, "],\"texts\":[");
    const char *t;
    SDL_Rect r;
    for (int i = 0; text_trace_get(i, &t, &r); i++) {
        textbuf_printf(&w, "%s{\"text\":", i ? "," : "");
        json_str(&w, t);
        textbuf_printf(&w, ",\"rect\":");
        json_rect(&w, r);
        textbuf_put(&w, "}", 1);
    }
    textbuf_printf(&w, "]}");
    menu_dump_json(top, app, &w);
    textbuf_printf(&w, "}\n");
    bool ok = !w.oom && fwrite(w.p, 1, w.len, f) == w.len;
    textbuf_free(&w);
    return ok;
}


static void ed_destroy(Scene *s)
{
    EditorView *v = s->data;
    if (v && v->body)
        SDL_DestroyTexture(v->body);
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
    /* TRANSLATORS: the name a new layout starts with in the editor */
    SDL_strlcpy(v->name, _("My layout"), sizeof v->name);
    v->moving = -1;
    v->bar_focus = -1;
    v->cx = EDITOR_W / 2 - 1;
    v->cy = EDITOR_H / 2 - 1;
    ed_mark_clean(v);
    s->name = "layout-editor";
    s->data = v;
    s->action = ed_action;
    s->draw = ed_draw;
    s->destroy = ed_destroy;
    s->dump = ed_dump;
    return s;
}
