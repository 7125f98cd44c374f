#pragma once
/* Input becomes actions before any scene sees it: keyboard, mouse and
 * SDL_GameController events all map onto one small vocabulary. */

#include <SDL.h>
#include <stdbool.h>

typedef enum ActionKind {
    ACT_NONE = 0,
    ACT_UP,
    ACT_DOWN,
    ACT_LEFT,
    ACT_RIGHT,
    ACT_SELECT,  /* Enter, Space, gamepad A */
    ACT_BACK,    /* Escape, gamepad B: deselect / close */
    ACT_MENU,    /* gamepad Start, F10: open the game menu */
    ACT_HINT,    /* H, gamepad X */
    ACT_UNDO,    /* Ctrl+Z, U, Backspace in play, gamepad Y */
    ACT_REDO,    /* Ctrl+Y, Ctrl+Shift+Z, R */
    ACT_SHUFFLE, /* S */
    ACT_NEW,     /* N, Ctrl+N */
    ACT_RESTART, /* Ctrl+R */
    ACT_SAVE,    /* Ctrl+S */
    ACT_OPEN,    /* Ctrl+O */
    ACT_HELP,    /* F1, gamepad Back */
    ACT_PAGE_PREV, /* Shift+Tab, PageUp, gamepad LB: previous page / free tile */
    ACT_PAGE_NEXT, /* Tab, PageDown, gamepad RB: next page / free tile */
    ACT_POINTER_DOWN, /* x, y in renderer pixels; button 1 left, 3 right */
    ACT_POINTER_UP,
    ACT_POINTER_MOVE,
    ACT_TEXT,      /* text typed (UTF-8 in .text) */
    ACT_ERASE,     /* Backspace while typing */
    ACT_FULLSCREEN,
    ACT_DELETE,    /* Delete: remove what the cursor is on (editor) */
    ACT_TOOL,      /* T: next tool (editor) */
    ACT_QUIT,
    ACT_HOME,       /* Home: text entry, start of the line */
    ACT_END,        /* End */
    ACT_SELECT_ALL, /* Ctrl+A */
    ACT_LETTER,    /* a letter no other action takes (text[0], lowercase): a game's own actions */
    ACT_SHOW_MOVES, /* L, right click in play, gamepad right stick press: every legal piece */
    ACT_ZOOM_IN,    /* + or = (editor) */
    ACT_ZOOM_OUT,   /* - (editor) */
} ActionKind;

typedef struct Action {
    ActionKind kind;
    int x, y;     /* pointer position, renderer pixels */
    int button;   /* pointer button */
    int clicks;   /* 2 for a double click */
    bool from_pad;   /* came from a gamepad */
    bool shift;      /* Shift was held (text entry extends the selection) */
    int wheel;       /* ACT_UP / ACT_DOWN from the mouse wheel: +1 away from the player, -1 towards; x, y the pointer */
    char text[32];
    char letter;     /* a key a-z pressed alone (lowercase), whatever action it is (N: ACT_NEW): 0 otherwise */
} Action;

struct App;
/* Opens every gamepad already plugged in; later ones arrive as events. */
void input_init(struct App *app);
void input_shutdown(void);
/* Translates one SDL event into at most one action; false when it maps to none.
 * Handles controller hot-plug itself. */
bool input_translate(struct App *app, const SDL_Event *ev, Action *out);
const char *action_name(ActionKind k);
/* The modifiers of a key chord, as input_chord_name shows them. */
enum { INPUT_CTRL = 1, INPUT_SHIFT = 2, INPUT_ALT = 4 };
/* A key with its modifiers as the player's keyboard prints them ("Ctrl+S";
 * in German "Strg+S"), into out[cap]: the modifier names are translated (the
 * context "key"), the key itself ("S", "F11") is not. Returns out. */
const char *input_chord_name(char *out, size_t cap, unsigned mods, const char *key);
/* True for the actions a held key repeats (cursor moves, pages, erasing); the
 * others (shuffle, undo, hint, new game...) happen once per press. */
bool action_repeats(ActionKind k);
/* A gamepad direction held down repeats (the pad sends no repeats of its own):
 * called once a tick, true when a repeat is due. input_holding: one is held. */
bool input_repeat(struct App *app, Action *out);
bool input_holding(void);
