#include "core/editor.h"

#include "core/i18n.h"

#include <stdio.h>
#include <string.h>

static bool overlaps(const LayoutPlace *p, int x, int y)
{
    return x - 2 < p->x && p->x < x + 2 && y - 2 < p->y && p->y < y + 2;
}

static bool covers(const LayoutPlace *p, int cx, int cy)
{
    return p->x <= cx && cx < p->x + 2 && p->y <= cy && cy < p->y + 2;
}

/* All four half-cells of a tile at (x, y) on layer z rest on layer z - 1;
 * `skip` (an index or -1) is treated as already gone. */
static bool supported(const Layout *l, int x, int y, int z, int skip)
{
    if (z == 0)
        return true;
    for (int cy = y; cy < y + 2; cy++)
        for (int cx = x; cx < x + 2; cx++) {
            bool found = false;
            for (int i = 0; i < l->count && !found; i++)
                found = i != skip && l->place[i].z == z - 1 && covers(&l->place[i], cx, cy);
            if (!found)
                return false;
        }
    return true;
}

bool editor_init(Editor *e, const Layout *from)
{
    memset(e, 0, sizeof *e);
    e->gravity = true;
    snprintf(e->layout.name, sizeof e->layout.name, "My layout");
    if (!from)
        return true;
    if (from->width > EDITOR_W || from->height > EDITOR_H || from->depth > EDITOR_D || from->count > LAYOUT_MAX_TILES)
        return false;
    e->layout = *from;
    e->gravity = layout_count_hanging(from) == 0;
    /* centred on the grid, by whole tiles so that it sits on the grid's lines */
    int minx = EDITOR_W, miny = EDITOR_H, maxx = 0, maxy = 0;
    for (int i = 0; i < from->count; i++) {
        const LayoutPlace *p = &from->place[i];
        minx = p->x < minx ? p->x : minx;
        miny = p->y < miny ? p->y : miny;
        maxx = p->x + 2 > maxx ? p->x + 2 : maxx;
        maxy = p->y + 2 > maxy ? p->y + 2 : maxy;
    }
    if (from->count > 0) {
        int dx = ((EDITOR_W - (maxx - minx)) / 2 & ~1) - minx, dy = ((EDITOR_H - (maxy - miny)) / 2 & ~1) - miny;
        for (int i = 0; i < e->layout.count; i++) {
            e->layout.place[i].x = (int8_t)(e->layout.place[i].x + dx);
            e->layout.place[i].y = (int8_t)(e->layout.place[i].y + dy);
        }
    }
    return true;
}

int editor_at(const Editor *e, int x, int y, int z)
{
    for (int i = 0; i < e->layout.count; i++) {
        const LayoutPlace *p = &e->layout.place[i];
        if (p->z == z && covers(p, x, y))
            return i;
    }
    return -1;
}

static void remember(Editor *e, EditorOp op)
{
    e->n_hist = e->done; /* what could be redone is forgotten */
    if (e->n_hist == EDITOR_HISTORY) {
        memmove(&e->hist[0], &e->hist[1], sizeof e->hist[0] * (EDITOR_HISTORY - 1));
        e->n_hist--;
    }
    e->hist[e->n_hist++] = op;
    e->done = e->n_hist;
}

static void insert_at(Layout *l, int index, LayoutPlace p)
{
    memmove(&l->place[index + 1], &l->place[index], sizeof l->place[0] * (size_t)(l->count - index));
    l->place[index] = p;
    l->count++;
}

static void delete_at(Layout *l, int index)
{
    memmove(&l->place[index], &l->place[index + 1], sizeof l->place[0] * (size_t)(l->count - index - 1));
    l->count--;
}

bool editor_can_undo(const Editor *e)
{
    return e->done > 0;
}

bool editor_can_redo(const Editor *e)
{
    return e->done < e->n_hist;
}

bool editor_undo(Editor *e)
{
    if (!editor_can_undo(e))
        return false;
    const EditorOp *op = &e->hist[--e->done];
    switch (op->kind) {
    case EDITOR_OP_ADD: delete_at(&e->layout, op->index); break;
    case EDITOR_OP_REMOVE: insert_at(&e->layout, op->index, op->from); break;
    default: e->layout.place[op->index] = op->from; break;
    }
    return true;
}

bool editor_redo(Editor *e)
{
    if (!editor_can_redo(e))
        return false;
    const EditorOp *op = &e->hist[e->done++];
    switch (op->kind) {
    case EDITOR_OP_ADD: insert_at(&e->layout, op->index, op->to); break;
    case EDITOR_OP_REMOVE: delete_at(&e->layout, op->index); break;
    default: e->layout.place[op->index] = op->to; break;
    }
    return true;
}

static bool fail(const char **why, const char *msg)
{
    if (why)
        *why = msg;
    return false;
}

static bool can_add_skipping(const Editor *e, int x, int y, int z, int skip, const char **why)
{
    if (x < 0 || y < 0 || z < 0 || x > EDITOR_W - 2 || y > EDITOR_H - 2 || z >= EDITOR_D)
        return fail(why, _("outside the grid"));
    if (e->layout.count - (skip >= 0) >= LAYOUT_MAX_TILES)
        return fail(why, _("the layout is full"));
    for (int i = 0; i < e->layout.count; i++)
        if (i != skip && e->layout.place[i].z == z && overlaps(&e->layout.place[i], x, y))
            return fail(why, _("another tile is there"));
    if (e->gravity && !supported(&e->layout, x, y, z, skip))
        return fail(why, _("it would hang in the air"));
    return true;
}

bool editor_can_add(const Editor *e, int x, int y, int z, const char **why)
{
    return can_add_skipping(e, x, y, z, -1, why);
}

bool editor_add(Editor *e, int x, int y, int z, const char **why)
{
    if (!editor_can_add(e, x, y, z, why))
        return false;
    LayoutPlace p = {(int8_t)x, (int8_t)y, (int8_t)z};
    remember(e, (EditorOp){EDITOR_OP_ADD, (uint16_t)e->layout.count, p, p});
    e->layout.place[e->layout.count++] = p;
    return true;
}

bool editor_can_remove(const Editor *e, int index, const char **why)
{
    if (index < 0 || index >= e->layout.count)
        return fail(why, _("no tile there"));
    const LayoutPlace *p = &e->layout.place[index];
    if (e->gravity)
        for (int i = 0; i < e->layout.count; i++)
            if (e->layout.place[i].z == p->z + 1 && overlaps(&e->layout.place[i], p->x, p->y))
                return fail(why, _("a tile rests on it"));
    return true;
}

bool editor_remove(Editor *e, int index, const char **why)
{
    if (!editor_can_remove(e, index, why))
        return false;
    remember(e, (EditorOp){EDITOR_OP_REMOVE, (uint16_t)index, e->layout.place[index], e->layout.place[index]});
    delete_at(&e->layout, index);
    return true;
}

bool editor_move(Editor *e, int index, int x, int y, int z, const char **why)
{
    if (!editor_can_remove(e, index, why) || !can_add_skipping(e, x, y, z, index, why))
        return false;
    /* a tile cannot hold itself up */
    const LayoutPlace *p = &e->layout.place[index];
    if (e->gravity && z == p->z + 1 && overlaps(p, x, y) && !supported(&e->layout, x, y, z, index))
        return fail(why, _("it would hang in the air"));
    LayoutPlace to = {(int8_t)x, (int8_t)y, (int8_t)z};
    remember(e, (EditorOp){EDITOR_OP_MOVE, (uint16_t)index, *p, to});
    e->layout.place[index] = to;
    return true;
}

int layout_count_hanging(const Layout *l)
{
    int n = 0;
    for (int i = 0; i < l->count; i++)
        n += !supported(l, l->place[i].x, l->place[i].y, l->place[i].z, -1);
    return n;
}
