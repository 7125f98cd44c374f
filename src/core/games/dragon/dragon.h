#pragma once
/* Dragon's Eye: Shanghai's game for two. The Dragon Master builds a dragon of
 * tiles on a board of spaces; the Dragon Slayer removes matching pairs to clear
 * its heart and limbs. docs/rules/dragon.md has the rules as Pagoda plays them
 * and the picture of the board.
 *
 * Pieces (the ids pick, moves and the view use):
 *   0..36   spaces of the first level (DG_L1), in reading order
 *   37..44  second-level spaces over the heart and limb spaces
 *   45..50  the Slayer's hand, slots 0..5 (kept packed: slot i holds a tile iff
 *           i < count)
 *   51..53  the Master's hand, slots 0..2
 * Faces are Mahjong's (0..41: 34 faces x4, flowers 34-37, seasons 38-41). Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rules.h"

#define DG_COLS 13
#define DG_ROWS 5
#define DG_L1 37          /* first-level spaces */
#define DG_L2 8           /* second-level spaces: one over each heart and limb */
#define DG_SPACES (DG_L1 + DG_L2)
#define DG_TILES 144      /* one full Mahjong set */
#define DG_FACES 42
#define DG_GROUPS 36      /* match classes: 34 faces, flowers, seasons */
#define DG_SLAYER_HAND 5  /* the Slayer's hand; a sixth is drawn as her turn begins */
#define DG_SLAYER_MAX 6
#define DG_MASTER_HAND 3
#define DG_PIECE_HAND0 DG_SPACES                      /* Slayer's slot 0 */
#define DG_PIECE_HAND1 (DG_SPACES + DG_SLAYER_MAX)    /* Master's slot 0 */
#define DG_PIECES (DG_PIECE_HAND1 + DG_MASTER_HAND)
#define DG_NONE 0xFF      /* an empty space or slot */
#define DG_HIDDEN 0xFE    /* a tile whose face the viewer may not see (dg_see) */
#define DG_MAX_MOVES 1024

/* Points (Pagoda's own: the rules text names a score but not how it is made).
 * Both measure the position, each side's distance to its goal: the Master scores
 * the dragon as it stands, a point for each tile, two on a heart or limb space
 * (either level: 61 when complete); the Slayer scores each heart or limb space
 * that stands empty, three points (48 when the dragon is slain). */
#define DG_POINTS_PLAIN 1
#define DG_POINTS_CORE 2
#define DG_POINTS_EMPTY_CORE 3

typedef enum DgSide { DG_SLAYER = 0, DG_MASTER = 1 } DgSide;

typedef enum DgKind { DG_PLAIN = 0, DG_LIMB, DG_HEART } DgKind;

typedef enum DgMoveKind {
    DG_MOVE_REMOVE = 1,  /* Slayer: a, b the pair (board+board or hand+board) */
    DG_MOVE_DISCARD = 2, /* Slayer: a her hand piece, b the space */
    DG_MOVE_DRAW = 3,    /* Slayer: fill the hand to five (a = b = 0) */
    DG_MOVE_DONE = 4,    /* Slayer: end the turn with at most five (a = b = 0) */
    DG_MOVE_PLACE = 5,   /* Master: a his hand piece, b the space */
} DgMoveKind;

typedef enum DgEnd {
    DG_END_NONE = 0,
    DG_END_SLAIN,     /* heart and limb spaces all empty: the Slayer wins */
    DG_END_BUILT,     /* every space filled and the Slayer cannot match: the Master wins */
    DG_END_EXHAUSTED, /* wall empty, dragon unfinished, no match: the higher score wins */
} DgEnd;

/* The game: plain data. A state given by dg_see keeps the same layout with the
 * tiles its viewer may not see set to DG_HIDDEN (the wall entirely). */
typedef struct Dragon {
    uint8_t space[DG_SPACES];      /* face or DG_NONE */
    uint8_t hand[2][DG_SLAYER_MAX];/* [side][slot], packed */
    uint8_t count[2];              /* tiles in each hand */
    uint8_t to_move;               /* DgSide */
    uint8_t end;                   /* DgEnd */
    int8_t winner;                 /* DgSide, or -1 (a tie, or not over) */
    uint8_t viewer;                /* dg_see: whose view this is; else 0xFF */
    uint8_t gone[DG_GROUPS];       /* tiles of each class taken off the dragon (public) */
    int16_t drawn;                 /* tiles drawn from the wall */
    int16_t taken[2];              /* tiles each side took off the dragon; [1] unused */
    int16_t turn;                  /* turns begun */
    uint8_t wall[DG_TILES];        /* the wall in drawing order; [drawn, 144) remain */
    uint64_t seed;
} Dragon;

typedef struct DgSpaceInfo {
    int8_t col, row, level; /* level 1 or 2 */
    int8_t kind;            /* DgKind */
    int8_t left, right;     /* neighbours on the same level, -1 none */
    int8_t below, above;    /* the other level's space, -1 none */
} DgSpaceInfo;

/* The board of spaces (fixed for every game). */
const DgSpaceInfo *dg_space(int s);
/* Match class of a face: equal classes match (flowers with flowers, seasons
 * with seasons). */
int dg_group(int face);
bool dg_faces_match(int a, int b);

/* Deals from `seed`: eight tiles on the heart and limbs, five to the Slayer,
 * three to the Master, the rest the wall; the Slayer's first turn begins (her
 * sixth tile). */
void dg_deal(Dragon *g, uint64_t seed);
/* Deals from a given wall order (tests): wall[0..7] go to the heart then limbs,
 * then five to the Slayer, three to the Master. false if `wall` is not a set. */
bool dg_deal_wall(Dragon *g, const uint8_t wall[DG_TILES], uint64_t seed, Error *err);

/* One set of 144 Mahjong tiles. */
bool dg_wall_valid(const uint8_t wall[DG_TILES]);

bool dg_occupied(const Dragon *g, int s);
/* Neighbours on both the left and the right: the tile lies face down. */
bool dg_blocked(const Dragon *g, int s);
/* A second-level tile stands on it. */
bool dg_covered(const Dragon *g, int s);
/* Present, neither blocked nor covered: face up and removable. */
bool dg_free(const Dragon *g, int s);
/* An empty space a tile may go on now (ignoring the Master's heart-first rule):
 * first level always; second level only over a face-down heart or limb tile. */
bool dg_open(const Dragon *g, int s);
/* Where the Master may place now (heart first, then limbs, then any open). */
bool dg_master_may(const Dragon *g, int s);
/* Every space filled, both levels. */
bool dg_full(const Dragon *g);
/* Heart and limb spaces, both levels, all empty. */
bool dg_slain(const Dragon *g);
int dg_wall_left(const Dragon *g);
/* The Slayer has a pair to remove (hand+board or board+board). */
bool dg_slayer_can_remove(const Dragon *g);
/* The Slayer holds six and none of her tiles matches a free tile. */
bool dg_must_discard(const Dragon *g);
/* Occupied but face down or covered: its face is seen by neither side. */
bool dg_hidden_from(const Dragon *g, int s);
/* The face on a space or in a hand slot (DG_NONE if empty). */
int dg_face_of(const Dragon *g, int piece);
/* The Slayer may remove the pair of pieces a, b now (their faces match, each a
 * free tile or in her hand, not both in her hand). */
bool dg_can_remove(const Dragon *g, int a, int b);
/* Draw: the Slayer's turn, fewer than five in hand, tiles in the wall. */
bool dg_may_draw(const Dragon *g);
/* Done: the Slayer's turn and at most five in hand. */
bool dg_may_done(const Dragon *g);
bool dg_master_can_place(const Dragon *g);
/* A tile's worth on space s (DG_POINTS_*). */
int dg_points(int s);
/* The Master's points: the dragon as it stands. */
int dg_master_score(const Dragon *g);
int dg_score(const Dragon *g, int side);

/* Legal moves (at most cap written); returns the total. None once the game ends. */
int dg_list_moves(const Dragon *g, Move *out, int cap);
/* Validates first; a refused move changes nothing. */
bool dg_apply(Dragon *g, const Move *m);
/* What a move's piece index means: a space (0..44), a hand slot of `side`, or -1. */
int dg_hand_slot(int piece, int *side);

/* The state as `side` may see it: the other hand, the wall and every face-down
 * or covered tile become DG_HIDDEN. Same tiles anywhere hidden -> same view. */
void dg_see(const Dragon *g, int side, Dragon *out);

/* The computer: a move for the side to move in `seen` (a dg_see view), at
 * level 1..3; seed varies its choices. false when there is no move. */
bool dg_computer(const Dragon *seen, int level, uint64_t seed, Move *out);
#define DG_LEVELS 3
