#pragma once
/* Pick-a-source-then-a-target selection, shared by every game: the rules say
 * what a pick means (RulesModule.pick), this keeps the selection. */

#include <stdbool.h>

#include "core/rules.h"

typedef enum SelResult {
    SEL_SELECTED,   /* piece is now the selection */
    SEL_DESELECTED, /* picked the selected piece again, or empty space */
    SEL_MOVE,       /* selection + piece make a move (*out); selection cleared */
    SEL_INVALID,    /* piece cannot be picked, or makes no move; selection kept */
} SelResult;

typedef struct Selection {
    int selected; /* -1: none */
} Selection;

void selection_clear(Selection *s);
/* piece < 0 means empty space. */
SelResult selection_pick(Selection *s, const RulesModule *rules, const void *state, int piece,
                         Move *out);
