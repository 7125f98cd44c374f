#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/selection.h"

/* A toy game: ids 0..9 pickable except 7; a move pairs ids of equal parity. */
static PickKind toy_pick(const void *st, int selected, int piece, Move *out)
{
    (void)st;
    if (piece < 0 || piece >= 10 || piece == 7)
        return PICK_REFUSE;
    if (selected < 0)
        return PICK_SELECT;
    if (selected % 2 != piece % 2)
        return PICK_REFUSE;
    *out = (Move){.kind = 1, .a = (int16_t)selected, .b = (int16_t)piece};
    return PICK_MOVE;
}

static const RulesModule toy = {.id = "toy", .pick = toy_pick};

static void test_pick_sequence(void **state)
{
    (void)state;
    Selection s;
    Move m = {.a = -5, .b = -5};
    selection_clear(&s);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, -1, &m), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, 7, &m), SEL_INVALID);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, 2, &m), SEL_SELECTED);
    assert_int_equal(s.selected, 2);
    assert_int_equal(selection_pick(&s, &toy, NULL, 2, &m), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, 2, &m), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &toy, NULL, 7, &m), SEL_INVALID);
    assert_int_equal(s.selected, 2);
    assert_int_equal(selection_pick(&s, &toy, NULL, 3, &m), SEL_INVALID);
    assert_int_equal(s.selected, 2);
    assert_int_equal(m.a, -5);
    assert_int_equal(selection_pick(&s, &toy, NULL, 4, &m), SEL_MOVE);
    assert_int_equal(m.kind, 1);
    assert_int_equal(m.a, 2);
    assert_int_equal(m.b, 4);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, 5, NULL), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &toy, NULL, -1, NULL), SEL_DESELECTED);
    assert_int_equal(s.selected, -1);
    assert_int_equal(selection_pick(&s, &toy, NULL, 5, NULL), SEL_SELECTED);
    assert_int_equal(selection_pick(&s, &toy, NULL, 9, NULL), SEL_MOVE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pick_sequence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
