#pragma once
/* Widgets every screen uses: menus and dialogs, text entry, and a pager of help
 * pages. Every one works with mouse, keyboard alone and gamepad alone. */

#include <stdbool.h>

#include "core/rules.h"
#include "engine/app.h"

/* --- menus and dialogs --- */
typedef void (*MenuSelectFn)(App *app, Scene *menu, int id, void *ctx);
/* Left/right on an item with a value: delta -1 or +1. */
typedef void (*MenuAdjustFn)(App *app, Scene *menu, int id, int delta, void *ctx);
/* Back/Escape/B; NULL pops the menu. */
typedef void (*MenuBackFn)(App *app, Scene *menu, void *ctx);

typedef struct MenuSpec {
    const char *name;     /* scene name, for dumps and logs */
    const char *title;
    const char *message;  /* may hold several lines separated by '\n' */
    bool overlay;         /* draw the scene beneath, dimmed */
    /* The panel, no wider than it needs, goes where it hides nothing the scene
     * beneath lists as occupied (Scene.occupied: the board), nearest the
     * middle; where nothing is free, over the corner where it hides least (the
     * end dialogs: the finished board stays in view). */
    bool place_clear;
    MenuSelectFn on_select;
    MenuAdjustFn on_adjust;
    MenuBackFn on_back;
    /* Delete, gamepad X (H) or a right click on an item: remove what it names
     * (the caller asks first). NULL: those do nothing, a right click picks. */
    MenuSelectFn on_delete;
    /* A letter key (a-z, lowercase) pressed in the menu: true when it did
     * something (the menu then does nothing else with the key). NULL: none. */
    bool (*on_letter)(App *app, Scene *menu, char letter, void *ctx);
    void *ctx;
    void (*free_ctx)(void *ctx);
} MenuSpec;

/* The bytes an item's label and value keep (a longer one loses whole
 * characters at its end): room for 90 Cyrillic letters (2 bytes each) or 60
 * Chinese characters (3 bytes) a label, 60 and 40 a value. */
#define MENU_LABEL_MAX 192
#define MENU_VALUE_MAX 128

Scene *menu_scene_new(const MenuSpec *spec);
void menu_add(Scene *menu, int id, const char *label, const char *value);
void menu_set_value(Scene *menu, int id, const char *value);
void menu_set_message(Scene *menu, const char *message);
/* A disabled item shows dim and does nothing when picked (Redo with nothing to redo). */
void menu_set_enabled(Scene *menu, int id, bool enabled);
void menu_select_id(Scene *menu, int id);
void menu_clear(Scene *menu);
/* Grouped menus: each header starts a column of its own (Left/Right go across,
 * Up/Down within); a shortcut is shown at the right of its item ("Ctrl+S"). */
#define MENU_HEADER_ID (-1000)
void menu_add_header(Scene *menu, const char *label);
void menu_set_shortcut(Scene *menu, int id, const char *keys);
/* For --dump: when `s` is a menu, appends ,"menu":{...} to w: its panel, the
 * cursor, each item's label, value and place on screen (empty: scrolled out of
 * view). Anything else appends nothing. */
struct TextBuf;
void menu_dump_json(Scene *s, App *app, struct TextBuf *w);

/* --- confirmations --- */
typedef void (*ConfirmFn)(App *app, void *ctx);
/* Asks before work is thrown away: `yes` (first, chosen by Enter / A) calls
 * on_yes after the question is gone; `no` or Esc / B just closes it. A letter
 * key answers too, in every language: the first letter of an answer as shown
 * when it is one of a-z (any case, the letters every keyboard has), else Y
 * for `yes` and N for `no` (so Cyrillic and Chinese answers keep a key); a
 * letter both answers start with does nothing. */
Scene *confirm_scene_new(const char *title, const char *message, const char *yes, const char *no, ConfirmFn on_yes,
                         void *ctx);

/* --- text entry --- */
typedef void (*TextDoneFn)(App *app, const char *text, void *ctx);
/* charset: the characters allowed (gamepad up/down cycle through them). initial
 * starts selected: typing replaces it. The scene pops itself before calling
 * done, so done may push other scenes. */
Scene *textinput_scene_new(const char *title, const char *prompt, const char *initial,
                           const char *charset, int max_len, TextDoneFn done, void *ctx);

/* Pages of help, Left/Right to turn, Esc/B to close: any number of them, copied
 * (the caller may free its own); `name` is copied. NULL when memory runs out. */
Scene *pager_scene_new(App *app, const char *name, const HelpPage *const *pages, int n);
/* A picture under a page's text: fn(app, arg, &box) draws it in box. A page
 * whose lines hold tabs is drawn as a table (first line: the header; a first
 * line of tabs only, "\t\n": no header, as for a label and its figure a row), where
 * "(A)", "(B)", "(LB)", "(Start)"... are gamepad buttons; a column with a
 * number below its header (digits, "12:05") is right-aligned, its header too,
 * and a table narrower than the panel stands in its middle. A single page's
 * foot only says how to close it. */
typedef bool (*PagerPictureFn)(App *app, int arg, const SDL_Rect *box);
void pager_set_picture(Scene *pager, int page, PagerPictureFn fn, int arg);
/* Optional, after pager_set_picture: the height the page's picture needs when it
 * is `width` wide, so that its box fits it (never taller than the window
 * allows). Without it a picture's box is two fifths of the window high. */
typedef int (*PagerPictureHeightFn)(App *app, int arg, int width);
void pager_set_picture_height(Scene *pager, int page, PagerPictureHeightFn fn);
/* Marks one row of a table page: `row` counts the rows under the header from 0
 * (a high-score table's rank less one). The row lies on a band, in the accent
 * colour, with `word` (copied, e.g. "New" for the win just recorded) after its
 * last cell. One row a pager: a second call moves the mark; a row the page
 * lacks marks nothing. */
void pager_mark_row(Scene *pager, int page, int row, const char *word);
