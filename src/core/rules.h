#pragma once
/* The rules seam: the contract every game implements.
 *
 * A game is one const RulesModule: a table of functions over a plain-data state
 * (no pointers inside: it is copied with memcpy, compared with memcmp and handed
 * to worker threads by value). Everything around the rules is written once, in
 * core/game.c (undo/redo history, aids and their costs, saves that are replays,
 * hints), core/selection.c, core/worker.c and the play scene; no game writes undo,
 * save-file parsing or a scene of its own. docs/ARCHITECTURE.md says which files a
 * new game adds.
 *
 * Variants are const data rows (RulesVariant): Tournament Mahjong is a row of the
 * Mahjong module, LinkSame's Timed and Practice are rows of LinkSame. Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/savetext.h"

/* One move, the same plain struct for every game; it never grows per game. `kind`
 * is the module's own (0 is never a move); a, b, arg are its operands (Mahjong:
 * REMOVE a b; LinkSame: LINK a b; a shuffle's arg picks its arrangement). */
typedef struct Move {
    uint8_t kind;
    uint8_t player; /* whose move, in two-player games; 0 otherwise */
    int16_t a, b;
    int32_t arg;
} Move;

/* What a pick of `piece` means with `selected` (or -1) already picked. */
typedef enum PickKind {
    PICK_REFUSE = 0, /* cannot be picked now: selection unchanged */
    PICK_SELECT,     /* piece becomes the selection */
    PICK_MOVE,       /* *out is the move the two picks make */
} PickKind;

typedef enum GameOutcome {
    OUTCOME_PLAYING = 0,
    OUTCOME_WON,
    OUTCOME_LOST,  /* the rules ended the game against the player */
    OUTCOME_STUCK, /* no move left; undo or a shuffle may go on */
} GameOutcome;

typedef struct GameStatus {
    GameOutcome outcome;
    int to_move;      /* player to move (0 in solitaires) */
    bool scored;      /* the game keeps a score (else the HUD counts pieces) */
    int32_t score;    /* the rules' own score; core/game.c subtracts aid costs */
    int left;         /* pieces still in play */
    int stage, stages;/* 1..stages; 1 of 1 for single-stage games */
    bool alert;       /* the score is draining (a shot clock): the HUD shows it red */
    /* Games for two (RulesModule.players == 2): each side's score, and once the
     * outcome is OUTCOME_WON (the game is over) the side that won, -1 a tie. */
    int32_t side_score[2];
    int winner;
} GameStatus;

/* What one applied move did, for the view's animations and sounds. */
enum {
    EVENT_STAGE_CLEARED = 1 << 0,
    EVENT_RESHUFFLED = 1 << 1, /* the rules reshuffled by themselves */
};

#define MOVE_EVENT_FOLLOW_MAX 64

typedef struct MoveEvent {
    int32_t points;   /* score change */
    uint32_t flags;
    int n_pts;        /* a drawn path (LinkSame's link): points as x, y pairs */
    int16_t pts[8];
    /* Moves the rules made by themselves right after this one and as part of it
     * (a card solitaire's automatic moves to the foundations), in order: piece
     * from, piece to. The view animates them one after another; undo takes them
     * back with the move. 0 in games without such moves. */
    int n_follow;
    int16_t follow[MOVE_EVENT_FOLLOW_MAX][2];
} MoveEvent;

/* The aids a variant allows: limit -1 is unlimited, 0 not allowed. Each use costs
 * cost + cost_per_left * (pieces left / 2) points, charged by core/game.c and kept
 * across undo. */
typedef enum AidKind { AID_HINT = 0, AID_UNDO, AID_SHUFFLE, AID_COUNT } AidKind;

typedef struct Aid {
    int16_t limit;
    int32_t cost;
    int32_t cost_per_pair;
} Aid;

/* Who plays a side of a game for two (RulesVariant.seat). */
typedef enum SeatKind {
    SEAT_HUMAN = 0,   /* at this screen, hand face up */
    SEAT_COMPUTER,    /* RulesModule.computer, on the worker */
    SEAT_HOT,         /* a human sharing the screen: hands hidden until Flip */
} SeatKind;

typedef struct RulesVariant {
    const char *id, *name;
    Aid aid[AID_COUNT];
    bool redo;        /* redo after undo */
    bool saves;       /* the game may be saved and kept on quit */
    bool clock;       /* the HUD shows the game clock */
    const void *params; /* the module's own table for this row */
    /* Contest rows (Tournament Mahjong); zero keeps the behaviour of the others. */
    uint32_t time_limit_ms; /* a countdown: the game ends when play time reaches it */
    uint32_t time_limit_min_ms, time_limit_max_ms; /* the countdowns a player may
                       * choose instead (0, 0: time_limit_ms only); replays are
                       * checked against them */
    bool end_game;    /* the player may end the game once no shuffle is left, and a
                       * stuck game that no aid left could help is over */
    bool no_restart;  /* no Restart of the same deal (a competition) */
    bool no_menu_row; /* no "New game: <name>" row in the game menu: the view
                       * starts it its own way (Tournament competition: the pot) */
    uint8_t undo_kind; /* undo goes back to before the last move of this kind
                        * (Tournament: the last pair, shuffles after it too);
                        * 0: one move */
    uint8_t seat[2];  /* games for two: who plays each side (SeatKind) */
} RulesVariant;

/* An action a game offers besides picking pieces (Draw, Done): the play scene
 * shows it as a HUD button, reachable by mouse, its key and the gamepad. */
typedef struct RulesAction {
    const char *label;
    char key;         /* a lowercase letter, or 0 */
    bool enabled;
    Move move;        /* applied when chosen */
    const char *why;  /* when not enabled: why not, in the player's words (or NULL) */
} RulesAction;

typedef struct HelpPage {
    const char *title;
    const char *lines; /* '\n'-separated */
} HelpPage;

/* Optional: a solver behind hints, "still winnable", winnable deals, computer
 * players. Runs on any thread; scratch is the module's own per-thread memory.
 * What it tells the player (the move, the verdict, the chance) depends only on
 * what the player may see: in a game with `see`, the same for every position
 * with the same view (the contract test checks it). */
typedef enum SuggestResult {
    SUGGEST_WINNING = 0, /* *out starts a proved win */
    SUGGEST_LOST,        /* proved: no line wins */
    SUGGEST_UNKNOWN,     /* budget ran out; *out (if any) is only a legal move */
    SUGGEST_NONE,        /* no legal move */
} SuggestResult;

#define RULES_WALL_GUARD 4.0 /* RulesSolver.suggest: wall time, in CPU budgets */

typedef struct RulesSolver {
    void *(*scratch_new)(void);
    void (*scratch_free)(void *scratch);
    /* A move for `st` within budget_ms of the calling thread's CPU time, so that
     * the verdict does not depend on what else the machine runs (0: the module's
     * own node budget, which is deterministic); the wall clock stops it only as a
     * guard, at RULES_WALL_GUARD times the budget, so that a busy machine cannot
     * keep the player waiting. out may be NULL when only the verdict is wanted. */
    SuggestResult (*suggest)(const void *st, void *scratch, double budget_ms, Move *out);
} RulesSolver;

typedef struct RulesModule {
    const char *id;   /* stable: saves, --game, records */
    const char *name; /* what the player reads */
    const RulesVariant *variants;
    int n_variants;   /* variants[0] is the default */
    const HelpPage *help;
    int n_help;
    size_t state_size; /* the whole state, plain data */
    /* The part of the state a move changes (undo snapshots copy only this): the
     * first pos_size bytes from pos_offset. A game whose state is small keeps
     * pos_offset 0 and pos_size == state_size. */
    size_t pos_offset, pos_size;

    /* Deals a new game into st (state_size bytes, zeroed by the caller).
     * `options` is the module's own (Mahjong: its layout; may be NULL for the
     * defaults). Same variant, seed and options -> same deal, on every machine. */
    bool (*deal)(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err);
    PickKind (*pick)(const void *st, int selected, int piece, Move *out);
    /* Validates first: a refused move leaves st untouched and returns false. */
    bool (*apply)(void *st, const Move *m, MoveEvent *ev);
    /* Legal moves (at most cap written); returns the total. */
    int (*list_moves)(const void *st, Move *out, int cap);
    GameStatus (*status)(const void *st);
    /* Optional: clocks inside the rules (a shot clock); ms of play time. */
    void (*tick)(void *st, uint32_t ms);
    /* Optional: the move an aid makes (a shuffle): false when it cannot be used now.
     * May use the solver scratch (NULL allowed) with a wall-time budget: the move
     * it returns is then replayed without the solver. */
    bool (*aid_move)(const void *st, AidKind aid, void *scratch, Move *out, Error *why);
    /* The setup (what `deal` needs besides the seed: a layout, a board size) as
     * lines of a save, and back. load_setup deals st from them and the seed. */
    bool (*save_setup)(const void *st, TextBuf *w);
    bool (*load_setup)(void *st, const RulesVariant *v, uint64_t seed, TextReader *r);
    /* Optional: version-1 saves of the time before the seam. Fills the variant
     * index, seed and play time. When the old history can be replayed, st is the
     * deal and moves[0, *n_moves) (room for cap) the history, *pos of them applied;
     * otherwise *n_moves is 0 and st is the saved position. */
    bool (*load_v1)(void *st, const char *text, size_t len, const char *src, int *variant,
                    uint64_t *seed, uint32_t *elapsed_ms, Move *moves, int cap, int *n_moves,
                    int *pos, Error *err);
    /* The state as JSON object members (no braces), for --dump. */
    void (*dump_json)(const void *st, TextBuf *w);
    /* Optional: piece ids that may be picked now (cursor, hints); NULL: any. */
    bool (*pickable)(const void *st, int piece);
    /* Optional: why `pick` refused `piece` (with `selected` or -1 picked), in a few
     * words the HUD shows ("covered by a tile"); buf left "" when there is nothing
     * worth saying (an empty place). */
    void (*why_refused)(const void *st, int selected, int piece, char *buf, size_t cap);
    const RulesSolver *solver; /* optional */
    /* Optional: the move a double click on `piece` makes by itself (a card to its
     * foundation); false when there is none (the click is then a pick). */
    bool (*quick_move)(const void *st, int piece, Move *out);
    /* Optional: the move a hint shows when the module picks it itself (the pair
     * worth most): 1 with *out, 0 when there is nothing to show (the hint then
     * costs nothing), -1 to leave it to core/game.c (known move, solver, first). */
    int (*hint_move)(const void *st, Move *out);
    /* Optional: the deal was proved winnable when dealt, because the player
     * asked for winnable deals. While the solver cannot judge the position
     * (SUGGEST_UNKNOWN) the status repeats that promise, which tells nothing
     * new (Mahjong: "Dealt winnable"). */
    bool (*dealt_winnable)(const void *st);

    /* Optional, games for two (players == 2; 0 means a solitaire). Moves carry
     * the side in Move.player; GameStatus.to_move says whose turn it is. */
    int players;
    const char *player_name[2];
    /* The state as `player` may see it, into out (state_size bytes): what is
     * hidden from that side (the other hand, face-down tiles, the wall) is made
     * unknown, so the view is the same whatever the hidden pieces are. The
     * computer and the view of a hidden hand read only this. */
    void (*see)(const void *st, int player, void *out);
    /* Optional, games with hidden pieces and a solver: the chance, in per mille,
     * that the player finishes from st, judged from what see shows; -1 when
     * there is no figure. Asked after solver->suggest on the same position with
     * the same scratch, so the module may keep that work there. */
    int (*chance)(const void *st, void *scratch);
    /* The computer's move for the side to move in `seen` (a `see` view), at
     * level 1..computer_levels (the hardest); seed varies its choices. Runs on
     * core/worker.c. false: no move. */
    bool (*computer)(const void *seen, int level, uint64_t seed, Move *out);
    int computer_levels;
    /* Optional: the actions besides picks (at most cap written); returns the
     * count. A listed move may be an action's instead of a pick's. */
    int (*actions)(const void *st, RulesAction *out, int cap);
} RulesModule;

/* The pick of pair games (Mahjong, LinkSame, ...): a piece that cannot be picked
 * is refused; the first becomes the selection; a second that pairs with it makes
 * the move {kind, selected, piece}, any other is refused. */
PickKind rules_pick_pair(const void *st, int selected, int piece, uint8_t kind,
                         bool (*can_pick)(const void *st, int piece),
                         bool (*can_pair)(const void *st, int a, int b), Move *out);

/* The variant of `m` with id `id`, or NULL. */
const RulesVariant *rules_variant(const RulesModule *m, const char *id);
