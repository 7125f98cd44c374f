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
#include <stdio.h>

#include "core/error.h"
#include "core/layout.h"
#include "core/rng.h"

#define MJ_FACES 42
#define MJ_GROUPS 36       /* match classes: faces 0-33, flowers, seasons */
#define MJ_FULL_SET 144    /* one full set: 36 groups x 4 tiles */
#define MJ_SAVE_VERSION 1

typedef enum MjStatus {
    MJ_PLAYING = 0,
    MJ_WON,   /* board cleared */
    MJ_STUCK, /* tiles left, no free matching pair */
} MjStatus;

typedef enum MjMoveKind {
    MJ_MOVE_REMOVE = 1,
    MJ_MOVE_SHUFFLE = 2,
} MjMoveKind;

typedef struct MjMove {
    uint8_t kind;
    int16_t a, b;   /* REMOVE: the pair */
    uint8_t *faces; /* SHUFFLE: faces of every place after it (count bytes), owned */
} MjMove;

typedef struct MjPair {
    int16_t a, b;
} MjPair;

typedef struct Mahjong {
    Layout layout;
    LayoutLinks links;
    uint64_t seed;
    uint8_t deal[LAYOUT_MAX_TILES]; /* faces as dealt */
    uint8_t face[LAYOUT_MAX_TILES]; /* faces now (shuffles change them) */
    bool present[LAYOUT_MAX_TILES];
    int left;                       /* tiles still on the board */
    MjMove *hist;                   /* moves; [0, hist_pos) are applied */
    int hist_len, hist_pos, hist_cap;
    Rng rng;                        /* game stream: shuffles */
    uint32_t elapsed_s;             /* play time, kept by the view, saved */
} Mahjong;

/* Match class of a face: equal classes match. */
int mj_face_group(int face);
bool mj_faces_match(int fa, int fb);

/* An empty game; safe to mj_free. */
void mj_init(Mahjong *m);
void mj_free(Mahjong *m);

/* Deals `layout` uniformly at random from `seed`. A layout with fewer than 144
 * places takes whole groups of four (and a pair if count % 4 == 2); one with more
 * adds further groups on top of a full set. Fails only on an invalid layout.
 * `m` must be initialised (mj_init) or freed; its old history is freed. */
bool mj_new(Mahjong *m, const Layout *layout, uint64_t seed, Error *err);
/* Same deal again, history cleared. */
void mj_restart(Mahjong *m);

/* Free: present, nothing overlapping it on a higher layer, and no present
 * neighbour on the left or none on the right. */
bool mj_is_free(const Mahjong *m, int id);
bool mj_can_remove(const Mahjong *m, int a, int b);
/* Removes a free matching pair and records it (dropping any redo tail). */
bool mj_remove(Mahjong *m, int a, int b);
/* Redistributes the faces still on the board over the occupied places (game RNG);
 * recorded as a move so it can be undone. False when fewer than 2 tiles are left. */
bool mj_shuffle(Mahjong *m);
/* Records a shuffle whose result is given (faces for every place; removed places
 * ignored). False if `faces` is not a permutation of the remaining faces. */
bool mj_shuffle_to(Mahjong *m, const uint8_t *faces);

bool mj_can_undo(const Mahjong *m);
bool mj_can_redo(const Mahjong *m);
bool mj_undo(Mahjong *m);
bool mj_redo(Mahjong *m);

/* All removable pairs, a < b, in ascending order; returns the total count (may
 * exceed cap, only cap are written). */
int mj_list_pairs(const Mahjong *m, MjPair *out, int cap);
/* A removable pair, or false when there is none. */
bool mj_hint(const Mahjong *m, int *a, int *b);
MjStatus mj_status(const Mahjong *m);
/* Pairs removed so far (applied REMOVE moves). */
int mj_pairs_removed(const Mahjong *m);
/* Moves applied (removals and shuffles), what the win screen shows. */
int mj_moves(const Mahjong *m);

/* Versioned text save (format in mahjong.c's header comment), self-contained: it
 * embeds the layout, the deal, the RNG state and the whole history with a
 * checksum. Returns a malloc'd NUL-terminated string, or NULL on out of memory. */
char *mj_save_text(const Mahjong *m, size_t *len);
/* Loads into `out` (initialised or freed by the caller) only on success: every move
 * is replayed and checked, so a damaged or foreign file gives false with a message
 * naming `source` and the problem, and leaves `out` untouched. */
bool mj_load_text(Mahjong *out, const char *text, size_t len, const char *source, Error *err);

/* The state as JSON for --dump: game, layout, seed, tiles_left, tiles (id, x, y,
 * z, face, group, free), selection and cursor focus (tile ids or -1), score,
 * moves, status. */
void mj_write_json(const Mahjong *m, int selected, int focus, FILE *f);
