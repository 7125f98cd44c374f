#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/selection.h"

/* A toy game: ids 0..9 pickable except 7; pairs are ids with equal parity. */
static bool can_pick(const void *game, int id)
{
    (void)game;
    return id >= 0 && id < 10 && id != 7;
}

static bool pair_ok(const void *game, int a, int b)
{
    (void)game;
    return a % 2 == b % 2;
}

static const SelectionRules rules = {can_pick, pair_ok};

static void test_pick_sequence(void **state)
{
    (void)state;
    Selection s;
    int a = -5, b = -5;
    selection_clear(&s);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, -1, &a, &b), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, 7, &a, &b), SEL_INVALID);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, 2, &a, &b), SEL_SELECTED);
    assert_int_equal(s.selected, 2);
    assert_int_equal(selection_pick(&s, &rules, NULL, 2, &a, &b), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, 2, &a, &b), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &rules, NULL, 7, &a, &b), SEL_INVALID);
    assert_int_equal(s.selected, 2);
    assert_int_equal(selection_pick(&s, &rules, NULL, 3, &a, &b), SEL_INVALID);
    assert_int_equal(s.selected, 2);
    assert_int_equal(a, -5);
    assert_int_equal(selection_pick(&s, &rules, NULL, 4, &a, &b), SEL_PAIR);
    assert_int_equal(a, 2);
    assert_int_equal(b, 4);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, 5, NULL, NULL), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &rules, NULL, -1, NULL, NULL), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &rules, NULL, 5, NULL, NULL), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &rules, NULL, 9, NULL, NULL), SEL_PAIR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pick_sequence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
