#pragma once
/* The play scene's shared state: one Play per scene (Scene.data), read and
 * written by every file of src/scenes/play/ and by nothing else (the public face
 * is scenes/play.h). Each file's header says which parts of it that file owns:
 *   play_scene.c   lifecycle and frame: the scene callbacks, play.h's constructors
 *   play_clock.c   the play clock and the pause that hides the board
 *   play_moves.c   moves, aids, deals and the "still winnable" worker
 *   play_hud.c     the top bar, its buttons and the lost-deal banner
 *   play_focus.c   the keyboard/gamepad cursor
 *   play_pick.c    the player's picks: click, cursor, drag and drop, double click
 *   play_files.c   save, save as, the Open list, the kept game (autosave)
 *   play_seats.c   games for two: seats, the computer, Flip, the game's actions
 *   play_menus.c   the game menu, the end dialog, the confirmations
 *   play_demo.c    attract mode */

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/selection.h"
#include "core/worker.h"
#include "engine/app.h"
#include "engine/gameview.h"
#include "scenes/play.h"

typedef struct HudButton {
    SDL_Rect r;
    ActionKind act;
    const char *label;
    bool enabled;
} HudButton;

enum { HUD_MAX = 6 };

/* Games for two (RulesModule.players == 2): who plays each side (the variant's
 * seats), the computer's moves from a worker of its own, the hot seat's Flip and
 * the game's own actions (RulesModule.actions) as buttons. */
enum { SEAT_BUTTONS = 4, SEAT_LEVEL_DEFAULT = 0 /* 0: the hardest */ };

typedef struct Seats {
    Worker *computer;
    uint32_t gen;
    int asked_pos;        /* history position the computer was asked about, -1 none */
    uint64_t due;         /* app->tick from which its answer is played */
    bool ready;
    Move move;
    int flipped;          /* hot seat: the side whose hand is face up, -1 none */
    int last_to_move;     /* the turn passed: the cursor starts afresh */
    int level;            /* the computer's level, 1..computer_levels */
    HudButton button[SEAT_BUTTONS];
    RulesAction action[SEAT_BUTTONS]; /* the action of each button; label "Flip": Flip */
    int n_buttons;
} Seats;

typedef struct Play {
    const GameView *view;
    void *vd;
    Game game;
    Selection sel;
    int focus;            /* cursor (piece id) or -1 */
    bool show_focus;      /* the cursor shows once keys or a pad are used */
    int flash, flash_ticks;
    int hint[2], hint_ticks; /* pulsing for hint_ticks, shown until the next move */
    bool hint_on;
    bool pending_end;     /* the end dialog, once the animation settles */
    bool ended;           /* ... was shown for this position */
    char save_name[64];   /* set after Save as or Open */
    char replace_name[64]; /* Save as asks before replacing this saved game */
    uint64_t clock_mark;  /* wall clock of the last sync, ms */
    bool clock_on;
    int out_w, out_h;
    HudButton button[HUD_MAX];
    int n_buttons;
    int traced_view, traced_hud; /* the texts the view, then the HUD drew (text_trace) */
    int traced_play;      /* ... and the rest of the play screen (seats, banner) */
    void *scratch;        /* the rules' solver memory on this thread */
    /* "still winnable": answers from the worker, by position generation */
    Worker *worker;
    uint32_t gen;
    bool known;
    bool worker_later;    /* the request waits for the first frame to be shown */
    WorkerAnswer answer;
    int last_winnable_pos; /* history position last proved winnable (in Mahjong:
                            * not proved lost, play_not_lost), or -1 */
    bool warned, pending_warn;
    bool fresh_setup;     /* the next deal takes its setup from the settings */
    int confirm_id;       /* the menu action a confirmation asks about */
    bool confirmed;       /* ... and the player said yes */
    Scene *quit_asked;    /* the question before quitting, while it is up */
    bool kept;            /* this game is the one in the autosave file */
    struct FileClaim *kept_claim; /* this window alone changes the autosave file (core/claim.h) */
    bool banner;          /* "can no longer be cleared", over the board, play goes on */
    SDL_Rect banner_r, banner_undo;
    SDL_Rect hud_r;       /* what the top bar drew over, clock included (its damage) */
    /* what the last frame was drawn from (play_scene.c): the screen but the
     * view's animations, and the clock's text */
    uint64_t drawn_sig, drawn_clock_sig;
    SDL_Point focus_pt;   /* where the cursor last was: it comes back near there */
    bool has_focus_pt;
    /* drag and drop (views with drag_drop): the piece pressed, where, how far */
    int drag;
    bool dragging;
    int drag_x0, drag_y0, drag_dx, drag_dy;
    Seats seats;          /* games for two */
    bool show_legal;      /* mark every piece that starts a legal move, until the position changes */
    int moves_now;        /* moves available in position gen (moves_gen = gen + 1) */
    uint32_t moves_gen;
    bool demo;            /* attract mode: the computer plays; any input ends it */
    uint64_t demo_start;  /* app->tick when this game of the demo began */
    uint64_t demo_mark;   /* app->tick of its last move (a game for two: of its last tick of play) */
    DemoGame demo_games[DEMO_GAMES_MAX]; /* the round of games, this one at demo_at */
    int demo_n, demo_at;
    /* The end dialog (play_menus_end_dialog, set by play_scene.c): the moves
     * call it, and the menus, which make moves, sit above them. */
    void (*end_dialog)(App *app);
} Play;

/* The ids of the game menu's rows (play_menus.c), which the end dialogs
 * (play_menus.c, play_seats.c) and the scene's keys (play_scene.c) reuse. */
enum {
    MENU_RESUME = 1, MENU_HINT, MENU_UNDO, MENU_REDO, MENU_SHUFFLE, MENU_RESTART, MENU_NEW,
    MENU_SEED, MENU_SAVE, MENU_SAVE_AS, MENU_OPEN, MENU_SETTINGS, MENU_HELP, MENU_TITLE, MENU_QUIT,
    MENU_UNDO_WINNABLE, MENU_GUIDE, MENU_NEW_SETTINGS, MENU_FULLSCREEN, MENU_END_GAME, MENU_LINK,
    MENU_VARIANT = 50, /* + variant index: a new game of that variant */
    MENU_SEATS = 80,   /* up to MENU_VIEW: games for two (play_seats_menu_items) */
    MENU_VIEW = 100,   /* and up: the game's own items */
};

/* True while the game is on (not won, lost nor stuck). */
static inline bool play_is_playing(const Play *p)
{
    return game_status(&p->game).outcome == OUTCOME_PLAYING;
}

/* True when the view has no animation running. */
static inline bool play_settled(const Play *p)
{
    return !p->view->animating || !p->view->animating(p->vd);
}
