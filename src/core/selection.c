#include "core/selection.h"

#include <stddef.h>

void selection_clear(Selection *s)
{
    s->selected = -1;
}

SelResult selection_pick(Selection *s, const SelectionRules *r, const void *game, int id,
                         int *a, int *b)
{
    if (id < 0 || id == s->selected) {
        s->selected = -1;
        return SEL_DESELECTED;
    }
    if (r->can_pick && !r->can_pick(game, id))
        return SEL_INVALID;
    if (s->selected < 0) {
        s->selected = id;
        return SEL_SELECTED;
    }
    if (r->pair_ok && r->pair_ok(game, s->selected, id)) {
        if (a)
            *a = s->selected;
        if (b)
            *b = id;
        s->selected = -1;
        return SEL_PAIR;
    }
    return SEL_INVALID;
}
