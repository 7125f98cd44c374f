#pragma once
/* LinkSame (Shisen-Sho): remove pairs of equal tiles whose centres can be joined by
 * a path of at most three horizontal or vertical segments crossing no tile. The
 * path may run through the one-cell margin around the board. Nine stages, each
 * with its own sliding rule applied after every removal.
 *
 * Boards (columns x rows): Easy 12x7, Normal 14x8, Hard 16x9; (w*h)/4 kinds of
 * face, four tiles of each. Cells are indexed y*w + x, row 0 at the top.
 *
 * Faces are 0..kinds-1 (Easy 0..20, Normal 0..27, Hard 0..35). The view draws
 * face f with tileset face ls_face_tileset(f): faces 0..33 are the tileset's
 * 0..33 (dots, bamboo, characters, winds, dragons); 34 and 35 (Hard only) are two
 * more ordinary kinds drawn with tileset faces 34 (first flower) and 38 (first
 * season). Here every face matches only itself: no "any flower" rule.
 *
 * Halves (used by stages 4-9): the top half is rows [0, h/2), the bottom half
 * rows [h/2, h); the left half is columns [0, w/2), the right half [w/2, w).
 * With an odd height (Easy 7, Hard 9) the bottom half has the extra row.
 *
 * Plain C, no SDL. Time only advances through ls_tick. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"
#include "core/savetext.h"

#define LS_MAX_W 16
#define LS_MAX_H 9
#define LS_MAX_CELLS (LS_MAX_W * LS_MAX_H)
#define LS_MAX_KINDS (LS_MAX_CELLS / 4)
#define LS_STAGES 9
#define LS_EMPTY 0xFF /* a cell without a tile */
#define LS_SAVE_VERSION 1

/* Timed-mode scoring (issue 5, after the LinkSame rules this game copies). */
#define LS_POINTS_PER_PAIR 1
/* The speed bonus: "bonus points for making pair-removals in quick succession -
 * under ten seconds, and the faster the better" (the rules text). Pagoda's
 * curve: ceil(15 - 1.5 * sqrt(10 * g)), g in seconds: 15 for an instant, at
 * least 1 for any gap under ten seconds, none from ten on (issue 39: it was
 * rounded down, and ended at 8.8 s). */
#define LS_BONUS_MAX 15
#define LS_BONUS_WINDOW_MS 10000 /* no bonus for a gap of 10 s or more */
#define LS_SHOT_CLOCK_MS 10000   /* the hidden shot clock takes a point per 10 s idle */
#define LS_SHOT_CLOCK_POINTS 1
#define LS_HINT_COST 10
#define LS_SHUFFLE_COST 20

typedef enum LsSize {
    LS_EASY = 0,  /* 12 x 7 */
    LS_NORMAL,    /* 14 x 8 */
    LS_HARD,      /* 16 x 9 */
    LS_SIZE_COUNT
} LsSize;

typedef enum LsMode {
    LS_TIMED = 0, /* score, speed bonus, shot clock; never saved */
    LS_PRACTICE,  /* no clock, no score; can be saved */
} LsMode;

/* The sliding rule of stage k is slide k. Tiles move to close the gaps, keeping
 * their order, within each line (column or row, or half of one). */
typedef enum LsSlide {
    LS_SLIDE_NONE = 1,     /* 1: nothing moves */
    LS_SLIDE_DOWN,         /* 2: every column falls to the bottom */
    LS_SLIDE_RIGHT,        /* 3: every row slides to the right */
    LS_SLIDE_TO_HLINE,     /* 4: per column, top half down, bottom half up */
    LS_SLIDE_TO_VLINE,     /* 5: per row, left half right, right half left */
    LS_SLIDE_FROM_HLINE,   /* 6: per column, top half up, bottom half down */
    LS_SLIDE_FROM_VLINE,   /* 7: per row, left half left, right half right */
    LS_SLIDE_SPLIT_COLS,   /* 8: left-half columns down, right-half columns up */
    LS_SLIDE_SPLIT_ROWS,   /* 9: top-half rows right, bottom-half rows left */
} LsSlide;

typedef struct LsBoard {
    int w, h;
    uint8_t cell[LS_MAX_CELLS]; /* face or LS_EMPTY; [y * w + x] */
} LsBoard;

typedef struct LsPoint {
    int8_t x, y; /* -1 and w / h are the margin */
} LsPoint;

/* A link: n corner points (2..4) from the first tile's centre to the second's,
 * n - 1 segments. */
typedef struct LsPath {
    int n;
    LsPoint pt[4];
} LsPath;

typedef struct LsPair {
    int16_t a, b; /* cell indices */
} LsPair;

typedef enum LsSolveResult {
    LS_SOLVE_CLEARABLE = 0, /* a solution was found (proof) */
    LS_SOLVE_STUCK,         /* searched everything: no solution */
    LS_SOLVE_UNKNOWN,       /* the node budget ran out first */
} LsSolveResult;

typedef struct LsDealStats {
    int attempts;         /* random deals tried */
    uint32_t nodes;       /* solver nodes over all attempts */
    bool constructed;     /* no random deal was proved within the budget: built instead */
} LsDealStats;

typedef struct LinkSame {
    LsSize size;
    LsMode mode;
    int stages;          /* stages in this game, 1..9 */
    int stage;           /* current stage, 1..stages */
    bool complete;       /* every stage cleared; the board is empty */
    LsBoard board;
    int left;            /* tiles on the board */
    uint64_t seed;       /* the game seed; stage k is dealt from it and k */
    Rng rng;             /* game stream: shuffles */
    /* timed mode only (all stay 0 in practice) */
    int32_t score;       /* may go below 0 through hints, shuffles, the shot clock */
    uint32_t elapsed_ms; /* game time, from ls_tick */
    uint32_t idle_ms;    /* since the last removal or the stage start: the speed
                            bonus's gap and the shot clock's idleness */
    int stage_pairs;     /* pairs removed in this stage */
    int pairs;           /* pairs removed in the game */
    int reshuffles;      /* automatic reshuffles (free) */
} LinkSame;

/* What one removal did, for the view's animation and sounds. */
typedef struct LsEvent {
    LsPath path;         /* the link, in board coordinates before the slide */
    int points;          /* score change (timed): 1 + speed bonus */
    bool stage_cleared;  /* the board was emptied; the next stage is dealt */
    bool complete;       /* ... and it was the last stage */
    bool reshuffled;     /* no legal pair was left: reshuffled at no cost */
} LsEvent;

/* --- sizes and faces -------------------------------------------------------- */

int ls_size_w(LsSize size);
int ls_size_h(LsSize size);
int ls_size_kinds(LsSize size);
/* "easy", "normal", "hard"; NULL for an invalid size. */
const char *ls_size_name(LsSize size);
/* Tileset face for a LinkSame face (see the header comment); -1 if out of range. */
int ls_face_tileset(int face);
/* Slide of stage 1..9 (stage k -> slide k). */
LsSlide ls_stage_slide(int stage);

/* --- boards (pure; the solver and tests use them) ---------------------------- */

/* An empty w x h board (1 <= w <= LS_MAX_W, 1 <= h <= LS_MAX_H). */
void ls_board_init(LsBoard *bd, int w, int h);
/* The best link between cells a and b: both occupied, distinct, same face, and a
 * path of 1..3 segments over empty cells and the margin. Fewest segments first,
 * then shortest. False (and *out untouched) when there is none. out may be NULL. */
bool ls_board_find_path(const LsBoard *bd, int a, int b, LsPath *out);
/* All linkable pairs (a < b, ascending); returns the total count (may exceed cap). */
int ls_board_list_pairs(const LsBoard *bd, LsPair *out, int cap);
bool ls_board_has_pair(const LsBoard *bd);
/* Closes the gaps by `slide` (a no-op for LS_SLIDE_NONE or an invalid slide). */
void ls_board_slide(LsBoard *bd, LsSlide slide);
/* Tiles on the board. */
int ls_board_count(const LsBoard *bd);

/* Depth-first search for an order that empties the board, removing linkable pairs
 * and applying `slide` after each, with a memo of explored boards (Zobrist hash).
 * Deterministic: bounded by max_nodes, never by time. On CLEARABLE, solution
 * (room for count/2 pairs, may be NULL) receives the pairs in order, as cell
 * indices at the time of each removal. *nodes (may be NULL) gets the nodes used.
 * UNKNOWN also on out of memory. */
LsSolveResult ls_solve(const LsBoard *bd, LsSlide slide, uint32_t max_nodes, LsPair *solution,
                       uint32_t *nodes);

/* Deals stage `stage` (1..9) of `size` from `seed`: random faces, four of each
 * kind, until the solver proves one clearable under the stage's slide (the first
 * such deal is taken). When a node budget over all attempts runs out (stages 3
 * and 5 on the bigger boards, whose random deals are mostly unclearable or too
 * hard to prove quickly) the deal is built instead: pairs of faceless tiles are
 * removed at random under the real slide and then given faces, so the removal
 * order is the proof. Either way the stage is clearable and solution (room for
 * LS_MAX_CELLS / 2, may be NULL) gets a proof that replays. stats may be NULL.
 * Deterministic per seed. False only for invalid arguments. */
bool ls_deal_stage(LsBoard *out, LsSize size, int stage, uint64_t seed, LsPair *solution,
                   LsDealStats *stats);

/* --- a game ------------------------------------------------------------------ */

/* Speed bonus for a gap of gap_ms since the previous removal, or for a stage's
 * first pair since the stage began: ceil(15 - 1.5 * sqrt(10 * g)),
 * g = gap_ms / 1000 s, exact in integers; 1..15 under 10 s, 0 from 10 s. */
int ls_speed_bonus(uint32_t gap_ms);

/* A new game: stage 1 dealt. stages 1..9. False with a message on bad arguments. */
bool ls_new(LinkSame *g, LsSize size, LsMode mode, int stages, uint64_t seed, Error *err);
/* Advances the clocks by ms (timed mode; no-op in practice or once complete).
 * The shot clock takes LS_SHOT_CLOCK_POINTS for every full 10 s without a removal. */
void ls_tick(LinkSame *g, uint32_t ms);
/* True while the shot clock is taking points (10 s or more since the last
 * removal or the stage start): the view shows the score red. */
bool ls_score_draining(const LinkSame *g);
/* Linkable now (cells in range, occupied, same face, a path exists). */
bool ls_can_remove(const LinkSame *g, int a, int b);
/* Removes a linkable pair: scores it (timed), slides, deals the next stage when
 * the board is empty, reshuffles for free when no legal pair is left. ev may be
 * NULL. False (nothing changes) when the pair is not linkable. */
bool ls_remove(LinkSame *g, int a, int b, LsEvent *ev);
/* A legal pair and its link (one on a winning line when the solver finds one
 * quickly). False when the game is over or no pair is linkable. Costs are the
 * shared aids' (core/game.c: LS_HINT_COST in the Timed variant). */
bool ls_hint(const LinkSame *g, LsPair *pair, LsPath *path);
/* Re-deals the faces on the board over the occupied cells (game RNG); the result
 * always has a legal pair. False when fewer than 2 tiles are left. */
bool ls_shuffle(LinkSame *g);

/* Version-1 practice saves (before the rules seam; games now save through
 * core/game.c, version 2). The writer stays for tests and fixtures. Timed games
 * are refused with a message. Returns a malloc'd NUL-terminated string or NULL. */
char *ls_save_text(const LinkSame *g, size_t *len, Error *err);
/* Loads into *out only on success; a damaged or foreign text gives false with a
 * message naming `source`, and *out is untouched. Never reads past len. */
bool ls_load_text(LinkSame *out, const char *text, size_t len, const char *source, Error *err);
/* The "size <easy|normal|hard>" line of a save. */
bool ls_read_size(TextReader *r, LsSize *out);
/* The "rng" and "board" lines of a save, into t (size, stages and stage already
 * set), checked to be a position the game could reach. */
bool ls_read_position(TextReader *r, LinkSame *t);

/* --- high scores --------------------------------------------------------------
 * One table per (board size, stage count), top LS_HS_TOP by score; equal scores
 * keep the older entry first. File format, version 1 ('\n' line ends):
 *
 *   pagoda-linksame-scores 1
 *   <size> <stages> <score> <date YYYY-MM-DD> <seed>     any number of lines
 *
 * size is easy/normal/hard, stages 1..9, score a signed 32-bit decimal, seed a
 * decimal u64. Lines starting with '#' and blank lines are ignored. */

#define LS_HS_TOP 10
#define LS_HS_KEYS (LS_SIZE_COUNT * LS_STAGES)

typedef struct LsScore {
    int32_t score;
    char date[11]; /* "YYYY-MM-DD" */
    uint64_t seed;
} LsScore;

typedef struct LsScores {
    int n[LS_HS_KEYS];
    LsScore e[LS_HS_KEYS][LS_HS_TOP]; /* best first */
} LsScores;

void ls_scores_init(LsScores *t);
/* Inserts in order; returns the rank 1..LS_HS_TOP, or 0 when it does not make the
 * table or the arguments are invalid (date must be YYYY-MM-DD). */
int ls_scores_insert(LsScores *t, LsSize size, int stages, int32_t score, const char *date,
                     uint64_t seed);
/* The table for a key, best first; *n gets its length. NULL for invalid keys. */
const LsScore *ls_scores_get(const LsScores *t, LsSize size, int stages, int *n);
/* On malformed text returns false with a message naming source and line; *t is
 * then empty. More than LS_HS_TOP lines for a key keep the best. */
bool ls_scores_parse(LsScores *t, const char *text, size_t len, const char *source, Error *err);
/* Returns the length of the full text (like snprintf); buf may be NULL with cap 0. */
size_t ls_scores_format(const LsScores *t, char *buf, size_t cap);
