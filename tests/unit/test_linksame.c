#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/linksame/linksame.h"
#include "testutil.h"

static void assert_board(const LsBoard *b, const char *const *rows)
{
    for (int y = 0; y < b->h; y++)
        for (int x = 0; x < b->w; x++) {
            uint8_t v = b->cell[y * b->w + x];
            char c = v == LS_EMPTY ? '.' : (char)('A' + v);
            if (c != rows[y][x])
                fail_msg("cell (%d,%d) is '%c', expected '%c' (row %d '%s')", x, y, c, rows[y][x], y,
                         rows[y]);
        }
}

static void assert_pt(const LsPath *p, int i, int x, int y)
{
    assert_true(i < p->n);
    assert_int_equal(p->pt[i].x, x);
    assert_int_equal(p->pt[i].y, y);
}

/* --- sizes and faces ------------------------------------------------------------ */

static void test_sizes(void **state)
{
    (void)state;
    assert_int_equal(ls_size_w(LS_EASY), 12);
    assert_int_equal(ls_size_h(LS_EASY), 7);
    assert_int_equal(ls_size_kinds(LS_EASY), 21);
    assert_int_equal(ls_size_w(LS_NORMAL), 14);
    assert_int_equal(ls_size_h(LS_NORMAL), 8);
    assert_int_equal(ls_size_kinds(LS_NORMAL), 28);
    assert_int_equal(ls_size_w(LS_HARD), 16);
    assert_int_equal(ls_size_h(LS_HARD), 9);
    assert_int_equal(ls_size_kinds(LS_HARD), 36);
    assert_int_equal(ls_face_tileset(0), 0);
    assert_int_equal(ls_face_tileset(33), 33);
    assert_int_equal(ls_face_tileset(34), 34);
    assert_int_equal(ls_face_tileset(35), 38);
    assert_int_equal(ls_face_tileset(36), -1);
    assert_int_equal(ls_stage_slide(1), LS_SLIDE_NONE);
    assert_int_equal(ls_stage_slide(9), LS_SLIDE_SPLIT_ROWS);
}

/* --- paths ------------------------------------------------------------------------ */

static void test_path_straight(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "BBBBB",
        "BA.AB",
        "BBBBB",
    };
    LsBoard b;
    LsPath p;
    tu_ls_board_from(&b, rows, 3);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 3, 1), &p));
    assert_int_equal(p.n, 2);
    assert_pt(&p, 0, 1, 1);
    assert_pt(&p, 1, 3, 1);
    /* adjacent, vertical */
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 0), tu_ls_at(&b, 0, 1), &p));
    assert_int_equal(p.n, 2);
    /* different faces, same cell, empty cell: never */
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 1, 0), NULL));
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 1, 1), NULL));
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 2, 1), tu_ls_at(&b, 2, 1), NULL));
    assert_false(ls_board_find_path(&b, -1, 3, NULL));
    assert_false(ls_board_find_path(&b, 0, 15, NULL));
}

static void test_path_one_turn(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "CCCC",
        "CA.C",
        "CC.C",
        "CCAC",
    };
    LsBoard b;
    LsPath p;
    tu_ls_board_from(&b, rows, 4);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 2, 3), &p));
    assert_int_equal(p.n, 3);
    assert_pt(&p, 0, 1, 1);
    assert_pt(&p, 1, 2, 1);
    assert_pt(&p, 2, 2, 3);
}

static void test_path_two_turns(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "DDDDDD",
        "DA...D",
        "DDDD.D",
        "D....D",
        "DDDDAD",
        "DDDDDD",
    };
    LsBoard b;
    LsPath p;
    tu_ls_board_from(&b, rows, 6);
    /* right along row 1, then down column 4 into the other A */
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 4, 4), &p));
    assert_int_equal(p.n, 3); /* right, then down into A */
    assert_pt(&p, 1, 4, 1);

    static const char *const z[] = {
        "EEEEEE",
        "EA..EE",
        "EEE.EE",
        "EEE.AE",
        "EEEEEE",
    };
    tu_ls_board_from(&b, z, 5);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 4, 3), &p));
    assert_int_equal(p.n, 4); /* right, down, right */
    assert_pt(&p, 0, 1, 1);
    assert_pt(&p, 1, 3, 1);
    assert_pt(&p, 2, 3, 3);
    assert_pt(&p, 3, 4, 3);
}

static void test_path_margin(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "AFFFA",
        "FFFFF",
    };
    LsBoard b;
    LsPath p;
    tu_ls_board_from(&b, rows, 2);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 0), tu_ls_at(&b, 4, 0), &p));
    assert_int_equal(p.n, 4);
    assert_pt(&p, 1, 0, -1);
    assert_pt(&p, 2, 4, -1);
    /* left and right margins */
    static const char *const cols[] = {
        "GHHHH",
        "HHHHH",
        "GHHHH",
    };
    tu_ls_board_from(&b, cols, 3);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 0), tu_ls_at(&b, 0, 2), &p));
    assert_int_equal(p.n, 4);
    assert_pt(&p, 1, -1, 0);
    assert_pt(&p, 2, -1, 2);
    /* bottom right corner tiles through the bottom margin (h = 3) */
    static const char *const bot[] = {
        "HHHHH",
        "HHHHH",
        "IHHHI",
    };
    tu_ls_board_from(&b, bot, 3);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 2), tu_ls_at(&b, 4, 2), &p));
    assert_pt(&p, 1, 0, 3);
    assert_pt(&p, 2, 4, 3);
}

static void test_path_blocked(void **state)
{
    (void)state;
    /* the classic cross: no pair can be linked within three segments */
    static const char *const cross[] = {
        ".....",
        ".AB..",
        ".BA..",
        ".....",
    };
    LsBoard b;
    tu_ls_board_from(&b, cross, 4);
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 2, 2), NULL));
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 2, 1), tu_ls_at(&b, 1, 2), NULL));
    assert_false(ls_board_has_pair(&b));
    assert_int_equal(ls_board_list_pairs(&b, NULL, 0), 0);
    /* enclosed tile */
    static const char *const box[] = {
        "BBB.",
        "BAB.",
        "BBBA",
    };
    tu_ls_board_from(&b, box, 3);
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 3, 2), NULL));
    /* a path needing four segments */
    static const char *const four[] = {
        "CCCCC",
        "CA.CC",
        "CCC.C",
        "CCCAC",
        "CCCCC",
    };
    tu_ls_board_from(&b, four, 5);
    assert_false(ls_board_find_path(&b, tu_ls_at(&b, 1, 1), tu_ls_at(&b, 3, 3), NULL));
}

static void test_path_prefers_fewest_then_shortest(void **state)
{
    (void)state;
    /* A one-turn path exists inside; the margin offers only longer ones */
    static const char *const rows[] = {
        "A..",
        "B.A",
    };
    LsBoard b;
    LsPath p;
    tu_ls_board_from(&b, rows, 2);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 0), tu_ls_at(&b, 2, 1), &p));
    assert_int_equal(p.n, 3);
    assert_pt(&p, 1, 2, 0);
    /* right is blocked by B: down, then right */
    static const char *const r2[] = {
        "AB.",
        "...",
        "..A",
    };
    tu_ls_board_from(&b, r2, 3);
    assert_true(ls_board_find_path(&b, tu_ls_at(&b, 0, 0), tu_ls_at(&b, 2, 2), &p));
    assert_int_equal(p.n, 3);
    assert_pt(&p, 1, 0, 2);
}

static void test_list_pairs(void **state)
{
    (void)state;
    static const char *const rows[] = {
        "AB",
        "BA",
        "CC",
    };
    LsBoard b;
    LsPair out[8];
    tu_ls_board_from(&b, rows, 3);
    int n = ls_board_list_pairs(&b, out, 8);
    /* the As and the Bs each need four segments around the other pair: only C-C */
    assert_int_equal(n, 1);
    assert_int_equal(out[0].a, 4);
    assert_int_equal(out[0].b, 5);
}

/* --- slides ------------------------------------------------------------------------ */

/* A 4 x 5 board (odd height: top half rows 0-1, bottom half rows 2-4). */
static const char *const SLIDE_IN[] = {
    "A.B.",
    ".C..",
    "D..E",
    "..F.",
    "G.H.",
};

static void check_slide(LsSlide s, const char *const *expect)
{
    LsBoard b;
    tu_ls_board_from(&b, SLIDE_IN, 5);
    ls_board_slide(&b, s);
    assert_board(&b, expect);
    /* sliding again changes nothing */
    LsBoard again = b;
    ls_board_slide(&again, s);
    assert_memory_equal(again.cell, b.cell, sizeof b.cell);
}

static void test_slide_none(void **state)
{
    (void)state;
    check_slide(LS_SLIDE_NONE, SLIDE_IN);
}

static void test_slide_down(void **state)
{
    (void)state;
    static const char *const e[] = {
        "....",
        "....",
        "A.B.",
        "D.F.",
        "GCHE",
    };
    check_slide(LS_SLIDE_DOWN, e);
}

static void test_slide_right(void **state)
{
    (void)state;
    static const char *const e[] = {
        "..AB",
        "...C",
        "..DE",
        "...F",
        "..GH",
    };
    check_slide(LS_SLIDE_RIGHT, e);
}

static void test_slide_to_hline(void **state)
{
    (void)state;
    /* top half (rows 0-1) down to row 1, bottom half (rows 2-4) up to row 2 */
    static const char *const e[] = {
        "....",
        "ACB.",
        "D.FE",
        "G.H.",
        "....",
    };
    check_slide(LS_SLIDE_TO_HLINE, e);
}

static void test_slide_to_vline(void **state)
{
    (void)state;
    /* left half (cols 0-1) right, right half (cols 2-3) left */
    static const char *const e[] = {
        ".AB.",
        ".C..",
        ".DE.",
        "..F.",
        ".GH.",
    };
    check_slide(LS_SLIDE_TO_VLINE, e);
}

static void test_slide_from_hline(void **state)
{
    (void)state;
    static const char *const e[] = {
        "ACB.",
        "....",
        "....",
        "D.F.",
        "G.HE",
    };
    check_slide(LS_SLIDE_FROM_HLINE, e);
}

static void test_slide_from_vline(void **state)
{
    (void)state;
    static const char *const e[] = {
        "A..B",
        "C...",
        "D..E",
        "...F",
        "G..H",
    };
    check_slide(LS_SLIDE_FROM_VLINE, e);
}

static void test_slide_split_cols(void **state)
{
    (void)state;
    /* columns 0-1 down, columns 2-3 up */
    static const char *const e2[] = {
        "..BE",
        "..F.",
        "A.H.",
        "D...",
        "GC..",
    };
    check_slide(LS_SLIDE_SPLIT_COLS, e2);
}

static void test_slide_split_rows(void **state)
{
    (void)state;
    /* rows 0-1 right, rows 2-4 left */
    static const char *const e[] = {
        "..AB",
        "...C",
        "DE..",
        "F...",
        "GH..",
    };
    check_slide(LS_SLIDE_SPLIT_ROWS, e);
}

static void test_slide_even_halves(void **state)
{
    (void)state;
    /* 2 x 4: halves are exactly rows 0-1 and 2-3 */
    static const char *const in[] = {"A.", "..", "..", ".B"};
    static const char *const e[] = {"..", "A.", ".B", ".."};
    LsBoard b;
    tu_ls_board_from(&b, in, 4);
    ls_board_slide(&b, LS_SLIDE_TO_HLINE);
    assert_board(&b, e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sizes),
        cmocka_unit_test(test_path_straight),
        cmocka_unit_test(test_path_one_turn),
        cmocka_unit_test(test_path_two_turns),
        cmocka_unit_test(test_path_margin),
        cmocka_unit_test(test_path_blocked),
        cmocka_unit_test(test_path_prefers_fewest_then_shortest),
        cmocka_unit_test(test_list_pairs),
        cmocka_unit_test(test_slide_none),
        cmocka_unit_test(test_slide_down),
        cmocka_unit_test(test_slide_right),
        cmocka_unit_test(test_slide_to_hline),
        cmocka_unit_test(test_slide_to_vline),
        cmocka_unit_test(test_slide_from_hline),
        cmocka_unit_test(test_slide_from_vline),
        cmocka_unit_test(test_slide_split_cols),
        cmocka_unit_test(test_slide_split_rows),
        cmocka_unit_test(test_slide_even_halves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
