/* The layout editor's state, shared by its screen (editor_view.c: drawing,
 * tools, input) and its files (editor_files.c: save, load, test, the menu,
 * the --dump state). Private to games/mahjong. */
#ifndef PAGODA_GAMES_MAHJONG_EDITOR_INTERNAL_H
#define PAGODA_GAMES_MAHJONG_EDITOR_INTERNAL_H

#include "core/editor.h"
#include "core/solver.h"
#include "engine/app.h"

enum { TOOL_ADD, TOOL_DELETE, TOOL_MOVE, TOOL_COUNT };

/* "Test winnable": like a deal, with a node budget per attempt */
#define TEST_ATTEMPTS 40
#define TEST_NODE_LIMIT SOLVER_DEAL_NODES
#define ZOOM_MAX 8 /* zoom level z draws tiles (4 + z) / 4 of the size that fits the grid */

enum {
    EM_SAVE = 1, EM_PLAY, EM_TEST, EM_GRAVITY, EM_LOAD, EM_CLEAR, EM_BACK, EM_RESUME,
};

/* The toolbar's buttons, left to right. */
enum {
    TB_ADD, TB_REMOVE, TB_MOVE, TB_LAYER_DOWN, TB_LAYER, TB_LAYER_UP, TB_UNDO, TB_REDO, TB_ZOOM_OUT, TB_ZOOM_IN,
    TB_TEST, TB_SAVE, TB_MENU, TB_COUNT,
};

typedef struct ToolButton {
    SDL_Rect r;
    char label[96]; /* a translated label: Russian takes two bytes a letter */
    bool enabled, active;
} ToolButton;

typedef struct EditorView {
    Editor ed;
    int cx, cy, layer;  /* cursor in half cells, and the layer being edited */
    int tool;
    int moving;         /* tile picked up by the Move tool, or -1 */
    char name[48];      /* the layout's name, also its file name */
    SDL_Rect area;      /* where the grid is seen (clipped) */
    int ox, oy;         /* screen position of half-cell (0, 0) on the table */
    int tw, th, depth;  /* a tile's face and its sides, at this zoom */
    int zoom;           /* 0: the whole grid fits the area */
    bool frame_layout;  /* at the next frame: the zoom that shows the whole layout, centred */
    int pan_x, pan_y;   /* pixels the view is moved by, zoomed in */
    Layout clean;       /* the tiles as last saved or loaded: more is unsaved work */
    int confirm_id;     /* the menu action a confirmation asks about */
    bool confirmed;
    char own_id[64];    /* the player's layout file this one came from or was saved to */
    int replace_id;     /* EM_SAVE or EM_PLAY waiting on "Replace the layout?" */
    ToolButton button[TB_COUNT];
    int bar_focus;      /* the toolbar button the keyboard / gamepad is on, or -1 */
    char msg[200];      /* the last message, shown on its own line until the next action */
    SDL_Rect msg_r, hint_r, status_r;
    SDL_Texture *body;  /* the blank tile at this size (engine/tile_body's painters) */
    int body_w, body_so;
} EditorView;

/* editor_view.c */
void ed_mark_clean(EditorView *v);
bool ed_unsaved(const EditorView *v);
void ed_note(EditorView *v, const char *fmt, ...) SDL_PRINTF_VARARG_FUNC(2);
void ed_say(EditorView *v, const char *why);
/* editor_files.c */
void ed_open_menu(Scene *s, App *app);
bool ed_ask_first(App *app, Scene *s, int id);
void ed_save_asking(Scene *s, App *app, int id);
void ed_test_winnable(EditorView *v);
void ed_menu_select(App *app, Scene *menu, int id, void *ctx);

#endif
