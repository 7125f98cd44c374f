#pragma once
/* How one game draws and turns the pointer into pieces: the small per-game view
 * table the play scene (scenes/play/) drives. Everything else on the play
 * screen - HUD, clock, pause, selection, cursor, hints, undo, menus, saves, the
 * end dialog, --dump and scripts' "click tile N" - is the play scene's. */

#include <SDL.h>
#include <stdbool.h>

#include "core/game.h"
#include "core/rules.h"
#include "engine/app.h"

/* What the play scene wants shown on the pieces. */
typedef struct ViewMarks {
    int selected;      /* -1: none */
    int focus;         /* keyboard/gamepad cursor, -1: hidden */
    int hint[2];       /* -1: none */
    int flash;         /* a refused pick, -1: none */
    /* A piece being dragged (views with drag_drop), -1: none; drawn moved by
     * (drag_dx, drag_dy) pixels from where it lies. */
    int drag;
    int drag_dx, drag_dy;
    /* Games for two: bit s set when side s's hidden pieces (its hand) may be
     * shown face up on this screen; 0 in solitaires. */
    unsigned hands_up;
    /* The pieces that start a legal move, while the player asks to see them
     * (right click, L, the pad's right stick); n_legal 0: not shown. A view may
     * ignore them. */
    const int16_t *legal;
    int n_legal;
} ViewMarks;

/* Between the parts of the top bar's line, in every game ("Turtle" GAMEVIEW_SEP
 * "Deal 42"); the line wraps there when it must. */
#define GAMEVIEW_SEP "   -   "

typedef struct GameView {
    const RulesModule *rules;
    const char *autosave;   /* file in the per-user folder that keeps a game on quit */
    /* The options rules->deal takes for a new game, from the settings (and the
     * command line's --layout); malloc'd, freed with free(). NULL on failure. */
    void *(*deal_options)(App *app, const char *arg, Error *err);
    void *(*create)(App *app);
    void (*destroy)(void *vd);
    /* A new, restarted or loaded game: drop what was about the old one. */
    void (*reset)(void *vd, App *app, const Game *g);
    /* Lays the board out in `area` (below the HUD). */
    void (*fit)(void *vd, App *app, const Game *g, SDL_Rect area);
    void (*draw)(void *vd, App *app, const Game *g, const ViewMarks *marks);
    /* The piece under (x, y) that a click picks, or -1. */
    int (*piece_at)(void *vd, const Game *g, int x, int y);
    /* Where a piece is on screen (cursor, scripts); false if it is not there. */
    bool (*piece_rect)(void *vd, const Game *g, int piece, SDL_Rect *out);
    /* Optional: what of the board a message, a banner or the end dialog must not
     * hide, as rectangles (at most cap into out; returns how many): a stack's
     * whole fan of cards, a grid with its empty cells. NULL: every piece's
     * piece_rect. Texts the view draws are kept clear of anyway. */
    int (*occupied)(void *vd, const Game *g, SDL_Rect *out, int cap);
    /* A move is about to be applied to g (animations read the pieces here). */
    void (*before_move)(void *vd, App *app, const Game *g, const Move *m);
    void (*after_move)(void *vd, App *app, const Game *g, const Move *m, const MoveEvent *ev);
    void (*update)(void *vd, App *app);  /* one tick of animations */
    bool (*animating)(void *vd);
    /* Optional: for a frame in which nothing moved but the view's animations
     * (and marks that pulse, a hint's), marks with app_damage every rectangle
     * whose pixels may differ from the last frame drawn - where animated things
     * were drawn then and where they are drawn now - and returns true; false
     * (or NULL) draws the whole frame. The play scene asks only when nothing
     * else on the screen changed, with the same marks as the last draw. */
    bool (*damage)(void *vd, App *app, const Game *g, const ViewMarks *marks);
    /* Optional: where a piece comes in reading order (Tab, gamepad shoulders);
     * default: by its rectangle, top to bottom, left to right. */
    long (*reading_key)(void *vd, const Game *g, int piece);
    /* Optional: the name Save as proposes ("Turtle 4242"). */
    void (*save_name)(void *vd, const Game *g, char *buf, size_t cap);
    /* The HUD's line about the deal: "Turtle - Deal 42", "Hard - Stage 2 of 9". */
    void (*describe)(void *vd, const Game *g, char *buf, size_t cap);
    /* Optional: a won game's record (best time, high score); writes a line for
     * the end dialog into msg ("" when nothing to say). */
    void (*record_win)(void *vd, App *app, const Game *g, char *msg, size_t cap);
    /* Optional: items of the game's own on the win dialog (ids from 100, picked
     * through menu_select, whose screen then opens over the dialog): High scores. */
    void (*win_items)(void *vd, App *app, Scene *menu);
    /* Optional: any game that just ended (won, lost, over by the clock or End
     * game), once, as the end dialog opens: a replay to write, a turn of a hot
     * seat to close. Writes a line for the end dialog into msg ("" if none);
     * true when the view pushed a screen of its own instead of the end dialog. */
    bool (*finished)(void *vd, App *app, const Game *g, char *msg, size_t cap);
    /* Optional: leaving g unfinished (Quit, Ctrl+Q, Main menu) needs a yes: true
     * with the question in msg (a competition's turn in progress). */
    bool (*leave_question)(void *vd, App *app, const Game *g, char *msg, size_t cap);
    /* Optional: g is being left (quit, Main menu, another game in its place):
     * keep what must be kept (a competition's turn in progress, as its replay). */
    void (*leaving)(void *vd, App *app, const Game *g);
    /* Optional: the countdown a new game of variant v gets (the player's option),
     * or 0 for the variant's own time_limit_ms. */
    uint32_t (*time_limit)(void *vd, App *app, const RulesVariant *v);
    /* Optional: the game's own items in its menu (ids from 100) and their actions. */
    void (*menu_items)(void *vd, App *app, Scene *menu);
    void (*menu_select)(void *vd, App *app, int id);
    void (*menu_adjust)(void *vd, App *app, Scene *menu, int id, int delta);
    /* Optional: the deal options of a new game on the setup of g (Mahjong: its
     * layout), so that New game keeps what is in play; NULL: deal_options from
     * the settings. malloc'd, freed with free(); NULL on failure. */
    void *(*repeat_options)(void *vd, App *app, const Game *g, Error *err);
    /* Drag and drop: a press on a piece and a release over another is the pick
     * of the first and then the second; a drop that makes no move puts the piece
     * back. false: a release does nothing (click, click only). */
    bool drag_drop;
    /* A refused second pick of a piece that can be picked alone selects it
     * instead (KShisen): the next pick is compared with it, not with the first.
     * false: the first piece stays selected. */
    bool reselect_on_refuse;
    /* draw() marks marks->legal (right click, L, the pad's right stick): the
     * help's controls list it only then. */
    bool shows_legal;
    /* Optional: what one piece is called ("card"), an id, never shown: the
     * sentences that name the pieces are whole sentences for each word, in the
     * player's language. NULL: "tile". */
    const char *piece_word;
    /* No "Guide to these tiles" in the game menu: the pieces are not tiles
     * (Shamrocks' cards), and the game has no guide of its own. */
    bool no_tile_guide;
    /* Optional: the game's own "Guide to these tiles" screen, for a game whose
     * tiles are not a Mahjong tileset; NULL: the shared guide. */
    Scene *(*guide)(App *app);
    /* Optional: a small picture of the game for its card on the title screen,
     * drawn inside box (the tiles are prepared at some size: scale them with
     * tiles_draw's scale); NULL: a generic card. */
    void (*thumbnail)(App *app, SDL_Rect box);
    /* Optional: a sign of the game's own in the HUD, after its line, inside box
     * (LinkSame: the current stage's slide direction as arrows). */
    void (*hud_extra)(void *vd, App *app, const Game *g, SDL_Rect box);
    /* Optional: a picture for rules->help[page], drawn with the game's own
     * renderer inside *box; with box NULL only says whether that page has one. */
    bool (*help_picture)(App *app, int page, const SDL_Rect *box);
    /* Optional: the height that picture needs when it is `width` wide, so that
     * the help's box fits it; NULL: the help gives it a fixed share of the
     * window. */
    int (*help_picture_height)(App *app, int page, int width);
} GameView;
