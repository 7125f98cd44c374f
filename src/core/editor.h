#pragma once
/* The Layout Construction Set's model: tiles on a grid of half-tile cells, added,
 * deleted and moved one at a time. With gravity on (the default) no tile hangs in
 * the air, even partly: a tile on layer z > 0 needs all four of its half-cells
 * covered by tiles on layer z - 1, and a tile with anything on it cannot go. */

#include <stdbool.h>
#include <stdint.h>

#include "core/layout.h"

#define EDITOR_W 72 /* half-tile cells: 36 tiles across (the original had 30) */
#define EDITOR_H 36 /* 18 tiles down (16) */
#define EDITOR_D 8  /* layers */

/* Undo and redo keep the last EDITOR_HISTORY edits (an add, a removal, a move,
 * within a layer or to another); older ones are forgotten one by one. */
#define EDITOR_HISTORY 200

typedef enum EditorOpKind { EDITOR_OP_ADD, EDITOR_OP_REMOVE, EDITOR_OP_MOVE } EditorOpKind;

typedef struct EditorOp {
    uint8_t kind;
    uint16_t index;         /* the place added, removed or moved */
    LayoutPlace from, to;   /* REMOVE: from; ADD: to; MOVE: both */
} EditorOp;

typedef struct Editor {
    Layout layout; /* places in the order they were added */
    bool gravity;
    EditorOp hist[EDITOR_HISTORY];
    int n_hist; /* edits kept */
    int done;   /* of which applied: the rest can be redone */
} Editor;

/* Starts empty, or from a layout (which must fit the grid; false otherwise),
 * centred on the grid by whole tiles, with no history. */
bool editor_init(Editor *e, const Layout *from);
/* Index of the tile covering half-cell (x, y) on layer z, or -1. */
int editor_at(const Editor *e, int x, int y, int z);
/* Whether a tile may go at (x, y, z); on false *why says why in a few words. */
bool editor_can_add(const Editor *e, int x, int y, int z, const char **why);
bool editor_add(Editor *e, int x, int y, int z, const char **why);
bool editor_can_remove(const Editor *e, int index, const char **why);
bool editor_remove(Editor *e, int index, const char **why);
/* Moves tile `index` to (x, y, z) if it could be removed and then added there. */
bool editor_move(Editor *e, int index, int x, int y, int z, const char **why);
/* Takes back the last edit, or makes again the last one taken back: the layout
 * is then exactly as it was (places in the same order). False when there is
 * nothing to undo / redo. A new edit forgets what could be redone. */
bool editor_undo(Editor *e);
bool editor_redo(Editor *e);
bool editor_can_undo(const Editor *e);
bool editor_can_redo(const Editor *e);
/* Tiles resting on nothing (wholly or partly): 0 for a layout built with gravity. */
int layout_count_hanging(const Layout *l);
