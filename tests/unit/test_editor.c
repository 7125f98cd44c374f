#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_and_overlap),
        cmocka_unit_test(test_gravity),
        cmocka_unit_test(test_move),
        cmocka_unit_test(test_init_from_layout),
        cmocka_unit_test(test_builtin_layouts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
