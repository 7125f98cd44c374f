#include "core/selection.h"

#include <string.h>

void selection_clear(Selection *s)
{
    s->selected = -1;
}

SelResult selection_pick(Selection *s, const RulesModule *rules, const void *state, int piece,
                         Move *out)
{
    if (piece < 0 || piece == s->selected) {
        s->selected = -1;
        return SEL_DESELECTED;
    }
    Move m;
    memset(&m, 0, sizeof m);
    switch (rules->pick(state, s->selected, piece, &m)) {
    case PICK_SELECT:
        s->selected = piece;
        return SEL_SELECTED;
    case PICK_MOVE:
        if (out)
            *out = m;
        s->selected = -1;
        return SEL_MOVE;
    case PICK_REFUSE:
    default:
        return SEL_INVALID;
    }
}
