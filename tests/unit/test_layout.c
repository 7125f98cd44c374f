#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fileio.h"
#include "core/layout.h"
#include "testutil.h"

static Layout L;
static LayoutLinks K;

/* Parses text expecting failure; the message must contain `want`. */
static void expect_error(const char *text, size_t len, const char *want)
{
    Error err = {{0}};
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    l->count = -7; /* untouched on failure */
    bool ok = layout_parse(l, text, len, "bad.layout", &err);
    if (ok)
        fail_msg("parsed, expected '%s'", want);
    if (!strstr(err.msg, want))
        fail_msg("message '%s' lacks '%s'", err.msg, want);
    assert_int_equal(l->count, -7);
    free(l);
}

static void expect_error_s(const char *text, const char *want)
{
    expect_error(text, strlen(text), want);
}

static void test_turtle(void **state)
{
    (void)state;
    tu_load_turtle(&L);
    assert_int_equal(L.count, 144);
    assert_int_equal(L.depth, 5);
    assert_int_equal(L.width, 30);
    assert_int_equal(L.height, 16);
    assert_string_equal(L.name, "Turtle");
    assert_string_equal(L.author, "Pagoda");
    assert_int_equal(L.rule, LAYOUT_RULE_PAGODA);
    int per_layer[5] = {0};
    for (int i = 0; i < L.count; i++) {
        per_layer[L.place[i].z]++;
        if (i > 0) {
            const LayoutPlace *a = &L.place[i - 1], *b = &L.place[i];
            bool sorted = a->z < b->z || (a->z == b->z && (a->y < b->y || (a->y == b->y && a->x < b->x)));
            assert_true(sorted);
        }
    }
    assert_int_equal(per_layer[0], 87);
    assert_int_equal(per_layer[1], 36);
    assert_int_equal(per_layer[2], 16);
    assert_int_equal(per_layer[3], 4);
    assert_int_equal(per_layer[4], 1);
    /* the cap sits over the 2x2 of layer 3 */
    assert_int_equal(L.place[143].x, 13);
    assert_int_equal(L.place[143].y, 7);
    layout_links_build(&L, &K);
    assert_int_equal(K.n_above[143], 0);
}

static void test_normalise_crlf_no_newline(void **state)
{
    (void)state;
    const char *t = "pagoda-layout 1  \r\n# c\r\n\r\nname: N  \r\ntile 5 -3 1\r\ntile -1 7 0";
    Error err = {{0}};
    assert_true(layout_parse(&L, t, strlen(t), "n.layout", &err));
    assert_int_equal(L.count, 2);
    assert_string_equal(L.name, "N");
    /* sorted by z: the layer-0 tile first; min x = min y = 0 */
    assert_int_equal(L.place[0].x, 0);
    assert_int_equal(L.place[0].y, 10);
    assert_int_equal(L.place[0].z, 0);
    assert_int_equal(L.place[1].x, 6);
    assert_int_equal(L.place[1].y, 0);
    assert_int_equal(L.width, 8);
    assert_int_equal(L.height, 12);
    assert_int_equal(L.depth, 2);
}

static void test_name_defaults_to_file(void **state)
{
    (void)state;
    Error err = {{0}};
    const char *t = "pagoda-layout 1\nrow 0 0 0 2\n";
    assert_true(layout_parse(&L, t, strlen(t), "dir/pyramid.layout", &err));
    assert_string_equal(L.name, "pyramid");
}

static void test_row_and_rule(void **state)
{
    (void)state;
    tu_parse(&L, "pagoda-layout 1\nrule: peer\nfuture-key: whatever\nrow 0 4 0 6\n");
    assert_int_equal(L.count, 4);
    assert_int_equal(L.rule, LAYOUT_RULE_PEER);
    assert_int_equal(L.place[3].x, 6);
}

static void test_errors(void **state)
{
    (void)state;
    expect_error_s("", "wrong magic line");
    expect_error_s("pagoda-layout 2\ntile 0 0 0\ntile 2 0 0\n", "bad.layout:1: wrong magic line");
    expect_error_s("kmahjongg layout\n", "wrong magic line");
    expect_error_s("pagoda-layout 1\n", "no tiles");
    expect_error_s("pagoda-layout 1\ntile 0 0 0\ntile 2 0 0\ntile 4 0 0\n",
                   "odd tile count (3)");
    expect_error_s("pagoda-layout 1\ntile 4 2 0\ntile 5 2 0\n",
                   "bad.layout:3: tiles at (4,2,0) and (5,2,0) overlap");
    expect_error_s("pagoda-layout 1\ntile 4 2\n", "bad.layout:2: expected 3 numbers after 'tile'");
    expect_error_s("pagoda-layout 1\ntile 4 2 x\n", "expected 3 numbers after 'tile'");
    expect_error_s("pagoda-layout 1\ntile 4 2 0 9\n", "unexpected text");
    expect_error_s("pagoda-layout 1\ntile 99999999999999999999 2 0\n", "expected 3 numbers");
    expect_error_s("pagoda-layout 1\nrow 0 0 4 0\n", "row needs");
    expect_error_s("pagoda-layout 1\nrow 0 0 0 3\n", "row needs");
    expect_error_s("pagoda-layout 1\nrow 0 0\n", "expected 4 numbers");
    expect_error_s("pagoda-layout 1\nbanana 1 2 3\n", "unknown keyword 'banana'");
    expect_error_s("pagoda-layout 1\nrule: magic\n", "unknown rule");
    expect_error_s("pagoda-layout 1\ntile 0 0 16\ntile 2 0 16\n", "coordinate out of range");
    expect_error_s("pagoda-layout 1\ntile 0 0 -1\ntile 2 0 0\n", "coordinate out of range");
    expect_error_s("pagoda-layout 1\ntile 0 0 0\ntile 200 0 0\n", "coordinate out of range");
    expect_error_s("pagoda-layout 1\ntile 0 0 0\ntile 0 63 0\n", "coordinate out of range");
    expect_error_s("pagoda-layout 1\nrow 0 0 0 600\n", "more than 288 tiles");
    expect_error(
        "pagoda-layout 1\ntile 0\0 0 0\n", 26, "NUL");
    expect_error_s("pagoda-layout 1\ntile 0 0 0\x01\n", "invalid character");
    expect_error_s("pagoda-layout 1\nname: \xff\xfe\n", "invalid character");
    expect_error_s("pagoda-layout 1\nname: \xc3\n", "invalid character");
    expect_error_s("pagoda-layout 1\nname: \xed\xa0\x80\n", "invalid character");
    char longname[400];
    snprintf(longname, sizeof longname, "pagoda-layout 1\nname: %0100d\n", 7);
    expect_error_s(longname, "name too long");
    /* valid UTF-8 is fine */
    tu_parse(&L, "pagoda-layout 1\nname: Pagode \xc3\xa0 \xe5\xa1\x94\ntile 0 0 0\ntile 2 0 0\n");
    assert_string_equal(L.name, "Pagode \xc3\xa0 \xe5\xa1\x94");
}

static void test_too_many_above(void **state)
{
    (void)state;
    /* four tiles per layer over one place on 15 layers: 60 > LAYOUT_MAX_ABOVE */
    char t[4096];
    size_t n = (size_t)snprintf(t, sizeof t, "pagoda-layout 1\ntile 2 2 0\ntile 10 10 0\n");
    for (int z = 1; z < 16; z++)
        n += (size_t)snprintf(t + n, sizeof t - n, "tile 1 1 %d\ntile 3 1 %d\ntile 1 3 %d\ntile 3 3 %d\n",
                              z, z, z, z);
    expect_error_s(t, "covered by 60 tiles");
    /* the PEER rule only counts the next layer: 4 */
    char t2[4200];
    snprintf(t2, sizeof t2, "pagoda-layout 1\nrule: peer\n%s", t + strlen("pagoda-layout 1\n"));
    tu_parse(&L, t2);
    assert_int_equal(L.count, 62);
}

/* Every prefix of the turtle, and every single-byte corruption, parses or fails
 * without crashing. */
static void test_truncated_and_mutated(void **state)
{
    (void)state;
    char *text;
    size_t len;
    Error err;
    assert_true(file_read_all(TURTLE_PATH, 1 << 20, &text, &len, &err));
    for (size_t n = 0; n < len; n++) {
        Layout *l = malloc(sizeof *l);
        assert_non_null(l);
        bool ok = layout_parse(l, text, n, "cut.layout", &err);
        if (ok)
            assert_true(l->count % 2 == 0 && l->count <= 144);
        else
            assert_true(strstr(err.msg, "cut.layout") != NULL);
        free(l);
    }
    static const char junk[] = {'\0', '\n', '-', '9', 'x', (char)0xff, ' ', '#'};
    char *copy = malloc(len);
    assert_non_null(copy);
    for (size_t i = 0; i < len; i += 7) {
        for (size_t j = 0; j < sizeof junk; j++) {
            memcpy(copy, text, len);
            copy[i] = junk[j];
            Layout *l = malloc(sizeof *l);
            assert_non_null(l);
            (void)layout_parse(l, copy, len, "mut.layout", &err);
            free(l);
        }
    }
    free(copy);
    free(text);
    assert_false(layout_parse(&L, NULL, 0, NULL, &err));
}

static void test_format_round_trip(void **state)
{
    (void)state;
    tu_load_turtle(&L);
    size_t need = layout_format(&L, NULL, 0);
    char *buf = malloc(need + 1);
    assert_non_null(buf);
    assert_int_equal(layout_format(&L, buf, need + 1), need);
    assert_int_equal(strlen(buf), need);
    Layout *b = malloc(sizeof *b);
    assert_non_null(b);
    tu_parse(b, buf);
    assert_int_equal(b->count, L.count);
    assert_memory_equal(b->place, L.place, sizeof L.place[0] * (size_t)L.count);
    assert_string_equal(b->name, L.name);
    assert_string_equal(b->description, L.description);
    assert_true(layout_hash(b) == layout_hash(&L));
    /* truncated output stays terminated */
    char small[20];
    assert_int_equal(layout_format(&L, small, sizeof small), need);
    assert_int_equal(strlen(small), sizeof small - 1);
    /* the hash depends on places, not the name */
    snprintf(b->name, sizeof b->name, "Other");
    assert_true(layout_hash(b) == layout_hash(&L));
    b->place[5].x++;
    assert_true(layout_hash(b) != layout_hash(&L));
    /* control characters in a programmatic name do not break the format */
    snprintf(b->name, sizeof b->name, "a\nb");
    b->place[5].x--;
    layout_format(b, buf, need + 1);
    tu_parse(b, buf);
    assert_string_equal(b->name, "a b");
    free(b);
    free(buf);
}

static bool has(const uint16_t *list, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (list[i] == v)
            return true;
    return false;
}

static int find(const Layout *l, int x, int y, int z)
{
    for (int i = 0; i < l->count; i++)
        if (l->place[i].x == x && l->place[i].y == y && l->place[i].z == z)
            return i;
    fail_msg("no place at (%d,%d,%d)", x, y, z);
    return -1;
}

static void test_links(void **state)
{
    (void)state;
    tu_parse(&L, "pagoda-layout 1\n"
                 "tile 0 0 0\ntile 2 1 0\ntile 4 0 0\n" /* a row with a half-offset middle */
                 "tile 0 4 0\ntile 2 4 0\n"
                 "tile 1 0 1\n"                         /* straddles (0,0) and (2,1) */
                 "tile 1 0 3\ntile 20 20 0\n");
    layout_links_build(&L, &K);
    int a = find(&L, 0, 0, 0), m = find(&L, 2, 1, 0), c = find(&L, 4, 0, 0);
    int up = find(&L, 1, 0, 1), top = find(&L, 1, 0, 3);
    assert_int_equal(K.n_right[a], 1);
    assert_true(has(K.right[a], K.n_right[a], m));
    assert_true(has(K.left[m], K.n_left[m], a));
    assert_true(has(K.right[m], K.n_right[m], c));
    assert_int_equal(K.n_left[a], 0);
    assert_true(has(K.above[a], K.n_above[a], up));
    assert_true(has(K.above[a], K.n_above[a], top));
    assert_true(has(K.above[m], K.n_above[m], up));
    assert_int_equal(K.n_above[c], 0);
    assert_int_equal(K.n_above[up], 1);
    /* (0,4) and (2,4) are 3 rows below (2,1): no link */
    int d = find(&L, 0, 4, 0);
    assert_int_equal(K.n_right[d], 1);
    assert_false(has(K.left[m], K.n_left[m], d));

    L.rule = LAYOUT_RULE_PEER;
    layout_links_build(&L, &K);
    assert_true(has(K.above[a], K.n_above[a], up));
    assert_false(has(K.above[a], K.n_above[a], top));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turtle),
        cmocka_unit_test(test_normalise_crlf_no_newline),
        cmocka_unit_test(test_name_defaults_to_file),
        cmocka_unit_test(test_row_and_rule),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_too_many_above),
        cmocka_unit_test(test_truncated_and_mutated),
        cmocka_unit_test(test_format_round_trip),
        cmocka_unit_test(test_links),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
