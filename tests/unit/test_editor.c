#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/editor.h"

static void test_add_and_overlap(void **state)
{
    (void)state;
    Editor e;
    const char *why = NULL;
    assert_true(editor_init(&e, NULL));
    assert_true(e.gravity);
    assert_true(editor_add(&e, 0, 0, 0, &why));
    assert_false(editor_add(&e, 1, 1, 0, &why)); /* half-overlaps the first */
    assert_string_equal(why, "another tile is there");
    assert_true(editor_add(&e, 2, 1, 0, &why)); /* beside it, half a tile lower */
    assert_false(editor_add(&e, EDITOR_W - 1, 0, 0, &why));
    assert_string_equal(why, "outside the grid");
    assert_false(editor_add(&e, 0, 0, EDITOR_D, &why));
    assert_int_equal(editor_at(&e, 3, 2, 0), 1);
    assert_int_equal(editor_at(&e, 3, 0, 0), -1);
}

static void test_gravity(void **state)
{
    (void)state;
    Editor e;
    const char *why = NULL;
    editor_init(&e, NULL);
    assert_false(editor_add(&e, 0, 0, 1, &why)); /* nothing below */
    assert_string_equal(why, "it would hang in the air");
    editor_add(&e, 0, 0, 0, NULL);
    editor_add(&e, 2, 0, 0, NULL);
    assert_false(editor_add(&e, 1, 1, 1, &why)); /* bottom half would hang */
    assert_true(editor_add(&e, 1, 0, 1, &why));  /* bridges the two: fully resting */
    assert_false(editor_remove(&e, 0, &why));    /* holds the bridge up */
    assert_string_equal(why, "a tile rests on it");
    assert_true(editor_remove(&e, 2, &why));
    assert_true(editor_remove(&e, 0, &why));
    assert_int_equal(layout_count_hanging(&e.layout), 0);
    /* gravity off: anything goes, and the hanging tiles are counted */
    e.gravity = false;
    assert_true(editor_add(&e, 10, 10, 3, &why));
    assert_int_equal(layout_count_hanging(&e.layout), 1);
}

static void test_move(void **state)
{
    (void)state;
    Editor e;
    const char *why = NULL;
    editor_init(&e, NULL);
    editor_add(&e, 0, 0, 0, NULL);
    editor_add(&e, 2, 0, 0, NULL);
    editor_add(&e, 0, 0, 1, NULL);
    assert_false(editor_move(&e, 0, 6, 0, 0, &why)); /* something rests on it */
    assert_true(editor_move(&e, 2, 1, 0, 1, &why));  /* across both */
    assert_false(editor_move(&e, 2, 4, 0, 1, &why)); /* would hang */
    assert_false(editor_move(&e, 1, 2, 4, 0, &why)); /* holds the moved tile */
    assert_int_equal(e.layout.count, 3);
}

static void test_init_from_layout(void **state)
{
    (void)state;
    Layout l;
    Error err;
    assert_true(layout_load_file(&l, PAGODA_SOURCE_DIR "/layouts/turtle.layout", &err));
    Editor e;
    assert_true(editor_init(&e, &l));
    assert_true(e.gravity);
    assert_int_equal(e.layout.count, 144);
    assert_int_equal(layout_count_hanging(&l), 0);
    /* centred on the grid, by whole tiles (a loaded layout used to sit in its top-left corner) */
    int minx = 99, miny = 99, maxx = 0, maxy = 0;
    for (int i = 0; i < e.layout.count; i++) {
        const LayoutPlace *p = &e.layout.place[i];
        minx = p->x < minx ? p->x : minx;
        miny = p->y < miny ? p->y : miny;
        maxx = p->x + 2 > maxx ? p->x + 2 : maxx;
        maxy = p->y + 2 > maxy ? p->y + 2 : maxy;
    }
    assert_true(abs(minx - (EDITOR_W - maxx)) <= 2);
    assert_true(abs(miny - (EDITOR_H - maxy)) <= 2);
    assert_int_equal(minx % 2, 0);
    assert_int_equal(miny % 2, 0);
}

/* Every built-in layout rests on the table and fits the editor's grid. */
static void test_builtin_layouts(void **state)
{
    (void)state;
    static const char *const names[] = {"turtle", "rat", "ox", "tiger", "rabbit", "dragon", "snake",
                                        "horse", "goat", "monkey", "rooster", "dog", "pig"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/layouts/%s.layout", PAGODA_SOURCE_DIR, names[i]);
        Layout l;
        Error err;
        assert_true(layout_load_file(&l, path, &err));
        assert_int_equal(l.count, 144);
        assert_int_equal(layout_count_hanging(&l), 0);
        Editor e;
        assert_true(editor_init(&e, &l));
    }
}

static bool same_layout(const Layout *a, const Layout *b)
{
    return a->count == b->count && memcmp(a->place, b->place, sizeof a->place[0] * (size_t)a->count) == 0;
}

/* Undo takes back adds, removals and moves (within a layer and to another) in
 * order, each to the exact earlier layout; redo makes them again; a new edit
 * forgets the redo. */
static void test_undo_redo(void **state)
{
    (void)state;
    Editor e;
    Layout step[8];
    int n = 0;
    editor_init(&e, NULL);
    assert_false(editor_can_undo(&e));
    assert_false(editor_undo(&e));
    step[n++] = e.layout;
    assert_true(editor_add(&e, 0, 0, 0, NULL));
    step[n++] = e.layout;
    assert_true(editor_add(&e, 2, 0, 0, NULL));
    step[n++] = e.layout;
    assert_true(editor_add(&e, 4, 0, 0, NULL));
    step[n++] = e.layout;
    assert_true(editor_add(&e, 1, 0, 1, NULL)); /* layer 2, across the first two */
    step[n++] = e.layout;
    assert_true(editor_move(&e, 3, 3, 0, 1, NULL)); /* along layer 2 */
    step[n++] = e.layout;
    assert_true(editor_move(&e, 3, 10, 4, 0, NULL)); /* down to the table */
    step[n++] = e.layout;
    assert_true(editor_remove(&e, 0, NULL)); /* the first: the others shift down */
    step[n++] = e.layout;
    assert_false(editor_add(&e, 2, 0, 0, NULL)); /* refused: not an edit */
    for (int i = n - 1; i > 0; i--) {
        assert_true(same_layout(&e.layout, &step[i]));
        assert_true(editor_undo(&e));
    }
    assert_true(same_layout(&e.layout, &step[0]));
    assert_false(editor_undo(&e));
    for (int i = 1; i < n; i++) {
        assert_true(editor_redo(&e));
        assert_true(same_layout(&e.layout, &step[i]));
    }
    assert_false(editor_redo(&e));
    /* back two, then a new edit: nothing to redo any more */
    editor_undo(&e);
    editor_undo(&e);
    assert_true(editor_can_redo(&e));
    assert_true(editor_add(&e, 20, 20, 0, NULL));
    assert_false(editor_can_redo(&e));
    assert_true(editor_undo(&e));
    assert_true(same_layout(&e.layout, &step[n - 3]));
}

/* The history keeps the last EDITOR_HISTORY edits: older ones cannot be undone. */
static void test_history_bounded(void **state)
{
    (void)state;
    Editor e;
    editor_init(&e, NULL);
    int total = EDITOR_HISTORY + 30, added = 0;
    for (int i = 0; added < total; i++) {
        assert_true(editor_add(&e, (i % 30) * 2, (i / 30) * 2, 0, NULL));
        added++;
        if (added % 3 == 0) { /* and some removals */
            assert_true(editor_remove(&e, e.layout.count - 1, NULL));
            added++;
        }
    }
    int undone = 0;
    while (editor_undo(&e))
        undone++;
    assert_int_equal(undone, EDITOR_HISTORY);
    assert_true(e.layout.count > 0); /* the first edits stay */
    int redone = 0;
    while (editor_redo(&e))
        redone++;
    assert_int_equal(redone, EDITOR_HISTORY);
    /* a fresh start or a loaded layout has no history */
    Layout l = e.layout;
    editor_init(&e, &l);
    assert_false(editor_can_undo(&e));
    assert_false(editor_can_redo(&e));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_and_overlap),
        cmocka_unit_test(test_gravity),
        cmocka_unit_test(test_move),
        cmocka_unit_test(test_undo_redo),
        cmocka_unit_test(test_history_bounded),
        cmocka_unit_test(test_init_from_layout),
        cmocka_unit_test(test_builtin_layouts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
