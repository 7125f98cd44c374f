#pragma once
/* Pick-a-source-then-a-target selection, shared by the games. The game says what
 * may be picked and which pairs are legal; this decides what a pick means. */

#include <stdbool.h>

typedef enum SelResult {
    SEL_SELECTED,   /* id is now the selection */
    SEL_DESELECTED, /* picked the selected tile again, or empty space */
    SEL_PAIR,       /* selection + id form a legal pair; selection cleared */
    SEL_INVALID,    /* id cannot be picked, or does not pair; selection kept */
} SelResult;

typedef struct SelectionRules {
    bool (*can_pick)(const void *game, int id);
    bool (*pair_ok)(const void *game, int a, int b);
} SelectionRules;

typedef struct Selection {
    int selected; /* -1: none */
} Selection;

void selection_clear(Selection *s);
/* id < 0 means empty space. On SEL_PAIR, *a and *b receive the pair. */
SelResult selection_pick(Selection *s, const SelectionRules *r, const void *game, int id,
                         int *a, int *b);
