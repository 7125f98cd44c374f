#pragma once
/* Mahjong solitaire with Shanghai rules: remove free pairs of matching tiles.
 *
 * Tile ids are place indices of the layout (stable for a whole game).
 * Faces are 0..41 in the order every tileset follows:
 *   0-8 dots 1-9, 9-17 bamboo 1-9, 18-26 characters 1-9, 27-30 winds E S W N,
 *   31-33 dragons red green white, 34-37 flowers (any matches any),
 *   38-41 seasons (any matches any).
 * A tileset may give faces other pictures but keeps this structure: 34 faces that
 * appear four times and two groups of four whose members match each other. */

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

#include "core/error.h"
#include "core/layout.h"
#include "core/rng.h"

#define MJ_FACES 42
#define MJ_GROUPS 36       /* match classes: faces 0-33, flowers, seasons */
#define MJ_FULL_SET 144    /* one full set: 36 groups x 4 tiles */
#define MJ_SHUFFLE_MAX_K 255 /* arrangements a shuffle move may name */

typedef enum MjStatus {
    MJ_PLAYING = 0,
    MJ_WON,   /* board cleared */
    MJ_STUCK, /* tiles left, no free matching pair */
} MjStatus;

typedef enum MjMoveKind {
    MJ_MOVE_REMOVE = 1,  /* a, b: the pair */
    MJ_MOVE_SHUFFLE = 2, /* arg: which arrangement of the game RNG (mj_shuffle_nth) */
} MjMoveKind;

typedef struct MjPair {
    int16_t a, b;
} MjPair;

/* A game's state: plain data, no pointers. The position (what a move changes)
 * comes first, [face, rng]: undo snapshots copy only that. */
typedef struct Mahjong {
    uint8_t face[LAYOUT_MAX_TILES]; /* faces now (shuffles change them) */
    bool present[LAYOUT_MAX_TILES];
    int left;                       /* tiles still on the board */
    int pairs;                      /* pairs removed */
    int32_t points;                 /* scored so far (scoring variants) */
    Rng rng;                        /* game stream: shuffles */
    /* the setup, fixed for the game */
    uint64_t seed;
    bool bonus_any;                 /* any flower or season matches any other */
    bool promised;                  /* dealt by "Deal only winnable games": proved
                                     * winnable when dealt, a promise the status
                                     * may repeat (it tells nothing new) */
    uint8_t value[MJ_FACES];        /* points per pair left, by face; all 0: no score */
    uint8_t deal[LAYOUT_MAX_TILES]; /* faces as dealt */
    Layout layout;
    LayoutLinks links;
} Mahjong;

#define MJ_POS_OFFSET offsetof(Mahjong, face)
#define MJ_POS_SIZE (offsetof(Mahjong, rng) + sizeof(Rng) - offsetof(Mahjong, face))

/* Match class of a face: equal classes match. */
int mj_face_group(int face);
bool mj_faces_match(int fa, int fb);
/* Match class of a face in this game (bonus_any: every bonus tile one class). */
int mj_tile_group(const Mahjong *m, int face);

/* An empty game. */
void mj_init(Mahjong *m);
/* Resets to an empty game (a Mahjong owns no memory). */
void mj_free(Mahjong *m);

/* Deals `layout` uniformly at random from `seed`. A layout with fewer than 144
 * places takes whole groups of four (and a pair if count % 4 == 2); one with more
 * adds further groups on top of a full set. Fails only on an invalid layout. */
bool mj_new(Mahjong *m, const Layout *layout, uint64_t seed, Error *err);

/* Back to the deal (faces as dealt, every place present); the RNG is left. */
void mj_reset_to_deal(Mahjong *m);
/* Places in range, an even count of them. */
bool mj_layout_valid(const Layout *l);
/* Faces that mj_new could deal on `count` places. */
bool mj_deal_valid(const uint8_t *deal, int count);

/* Free: present, nothing overlapping it on a higher layer, and no present
 * neighbour on the left or none on the right. */
bool mj_is_free(const Mahjong *m, int id);

/* The same rule over any presence array of a layout's tiles (the game's, the
 * deal generator's, the verdict's search): one place for it, inline for the
 * searches' inner loops. */
static inline bool mj_free_in(const LayoutLinks *k, const bool *present, int id)
{
    if (!present[id])
        return false;
    for (int i = 0; i < k->n_above[id]; i++)
        if (present[k->above[id][i]])
            return false;
    bool left = false, right = false;
    for (int i = 0; i < k->n_left[id]; i++)
        left = left || present[k->left[id][i]];
    for (int i = 0; i < k->n_right[id]; i++)
        right = right || present[k->right[id][i]];
    return !(left && right);
}
bool mj_can_remove(const Mahjong *m, int a, int b);
/* Removes a free matching pair. False (nothing changes) when it is not one. */
bool mj_remove(Mahjong *m, int a, int b);
/* Redistributes the faces on the board over the occupied places: arrangement k
 * (0, 1, ...) is the remaining faces shuffled k + 1 times by the game RNG, which
 * advances. Never the arrangement already on the board when another exists.
 * False when fewer than 2 tiles are left. */
bool mj_shuffle_nth(Mahjong *m, int k);
bool mj_shuffle(Mahjong *m);
/* Sets the faces of the occupied places (removed places ignored). False if `faces`
 * is not a permutation of the remaining faces. */
bool mj_shuffle_to(Mahjong *m, const uint8_t *faces);

/* All removable pairs, a < b, in ascending order; returns the total count (may
 * exceed cap, only cap are written). */
int mj_list_pairs(const Mahjong *m, MjPair *out, int cap);
/* A removable pair, or false when there is none. */
bool mj_hint(const Mahjong *m, int *a, int *b);
MjStatus mj_status(const Mahjong *m);
/* Pairs removed so far. */
int mj_pairs_removed(const Mahjong *m);

/* Version-1 saves (before the rules seam; format in save_v1.c). Loads into *out
 * only on success: every move is replayed and checked, so a damaged or foreign
 * file gives false with a message naming `source`. When every recorded move is a
 * removal, *out is the deal and moves[0, *n_moves) (room for cap; may be NULL
 * with cap 0) the pairs, *pos of them applied; otherwise *n_moves is 0 and *out
 * is the saved position. */
bool mj_load_v1(Mahjong *out, const char *text, size_t len, const char *source,
                uint32_t *elapsed_s, MjPair *moves, int cap, int *n_moves, int *pos, Error *err);
