#include "core/selection.h"

#include <string.h>

void selection_clear(Selection *s)
{
    s->selected = -1;
}

PickKind rules_pick_pair(const void *st, int selected, int piece, uint8_t kind,
                         bool (*can_pick)(const void *st, int piece),
                         bool (*can_pair)(const void *st, int a, int b), Move *out)
{
    if (!can_pick(st, piece))
        return PICK_REFUSE;
    if (selected < 0)
        return PICK_SELECT;
    if (!can_pair(st, selected, piece))
        return PICK_REFUSE;
    *out = (Move){.kind = kind, .a = (int16_t)selected, .b = (int16_t)piece};
    return PICK_MOVE;
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
