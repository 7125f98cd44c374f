/* core/filename: a name that came from text never becomes a path (issue 36). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/filename.h"

static const char *make(const char *text, const char *ext, unsigned flags)
{
    static char out[256];
    assert_true(filename_make(text, strlen(text), ext, flags, "layout", NULL, NULL, out, sizeof out));
    return out;
}

/* What every name made must be: a plain file name on Linux and Windows. */
static void assert_safe(const char *f, const char *ext)
{
    size_t n = strlen(f), e = strlen(ext);
    assert_true(n > e && n - e <= FILENAME_MAX_STEM);
    assert_string_equal(f + n - e, ext);
    assert_null(strchr(f, '/'));
    assert_null(strchr(f, '\\'));
    assert_null(strstr(f, ".."));
    assert_int_not_equal(f[0], '.');
    assert_int_not_equal(f[0], '-');
    assert_int_not_equal(f[0], ' ');
    for (const char *p = f; *p; p++)
        assert_true((unsigned char)*p > 0x1f && (unsigned char)*p < 0x7f && !strchr(":*?\"<>|", *p));
    assert_true(filename_is_safe(f, ext, FILENAME_LOWER) || filename_is_safe(f, ext, FILENAME_SPACES) ||
                filename_is_safe(f, ext, 0));
}

static void test_plain_names(void **state)
{
    (void)state;
    assert_string_equal(make("Dragon's Lair", ".layout", FILENAME_LOWER), "dragon-s-lair.layout");
    assert_string_equal(make("Turtle (mine 2)", ".layout", FILENAME_LOWER), "turtle-mine-2.layout");
    assert_string_equal(make("Kept Mahjong Solitaire deal 12 Nov 26 17-05", ".pgsave", FILENAME_SPACES),
                        "Kept Mahjong Solitaire deal 12 Nov 26 17-05.pgsave");
    assert_string_equal(make("  a   b  ", "", FILENAME_SPACES), "a b");
    assert_string_equal(make("snake_case-ok", "", 0), "snake_case-ok");
}

static void test_hostile_names(void **state)
{
    (void)state;
    const char *hostile[] = {
        "../../../../../../../../../../tmp/x", "/etc/passwd", "..\\..\\windows\\system32\\x", "..", ".", "...",
        "a/../../b", "C:\\x", "x. ", "name.  ", ". hidden", "-rf", "\t\r\n\x1b[31m", "a:b*c?d\"e<f>g|h",
        "\xe9\xbe\x8d\xe3\x81\xae\xe5\xb7\xa3", "", "CON", "con.txt", "Aux", "nul", "COM1", "lpt9", "LPT1.layout",
    };
    for (size_t i = 0; i < sizeof hostile / sizeof *hostile; i++) {
        assert_safe(make(hostile[i], ".layout", FILENAME_LOWER), ".layout");
        assert_safe(make(hostile[i], ".pgsave", FILENAME_SPACES), ".pgsave");
    }
    assert_string_equal(make("../../../../../../../../../../tmp/x", ".layout", FILENAME_LOWER), "tmp-x.layout");
    assert_string_equal(make("/etc/passwd", "", 0), "etc-passwd");
    assert_string_equal(make("..", ".layout", 0), "layout.layout"); /* nothing left: the fallback */
    assert_string_equal(make("", ".layout", 0), "layout.layout");
    assert_string_equal(make("\xe9\xbe\x8d", ".layout", 0), "layout.layout");
    /* Windows device names, in any case, with or without an extension */
    assert_string_equal(make("CON", ".layout", 0), "CON_.layout");
    assert_string_equal(make("con", ".layout", FILENAME_LOWER), "con_.layout");
    assert_string_equal(make("Aux.txt", "", 0), "Aux-txt");
    assert_string_equal(make("aux", "", 0), "aux_");
    assert_string_equal(make("nUl", ".x", FILENAME_LOWER), "nul_.x");
    assert_string_equal(make("COM1", "", 0), "COM1_");
    assert_string_equal(make("lpt9", "", 0), "lpt9_");
    assert_string_equal(make("com0", "", 0), "com0"); /* not a device */
    assert_string_equal(make("console", "", 0), "console");
    /* a NUL byte inside the name is one more byte to drop, not the end */
    char out[128];
    assert_true(filename_make("ab\0/../cd", 9, ".layout", 0, NULL, NULL, NULL, out, sizeof out));
    assert_string_equal(out, "ab-cd.layout");
    /* trailing dots and spaces */
    assert_string_equal(make("name. . .", "", FILENAME_SPACES), "name");
}

static void test_long_name(void **state)
{
    (void)state;
    char *big = malloc(4001);
    assert_non_null(big);
    for (int i = 0; i < 4000; i++)
        big[i] = "ab/."[i % 4];
    big[4000] = 0;
    const char *f = make(big, ".layout", 0);
    assert_safe(f, ".layout");
    assert_true(strlen(f) <= FILENAME_MAX_STEM + strlen(".layout"));
    memset(big, 'x', 4000);
    f = make(big, ".layout", 0);
    assert_int_equal(strlen(f), FILENAME_MAX_STEM + strlen(".layout"));
    free(big);
    /* too small an output: false, never a cut name */
    char small[8];
    assert_false(filename_make("abcdefgh", 8, ".layout", 0, NULL, NULL, NULL, small, sizeof small));
    assert_string_equal(small, "");
}

static int calls;
static bool taken_below_4(const char *file, void *ctx)
{
    (void)ctx;
    calls++;
    return strcmp(file, "x.layout") == 0 || strcmp(file, "x-2.layout") == 0 || strcmp(file, "x-3.layout") == 0;
}

static bool taken_all(const char *file, void *ctx)
{
    (void)file;
    (void)ctx;
    return true;
}

static void test_unique(void **state)
{
    (void)state;
    char out[96];
    calls = 0;
    assert_true(filename_make("x", 1, ".layout", 0, NULL, taken_below_4, NULL, out, sizeof out));
    assert_string_equal(out, "x-4.layout");
    assert_int_equal(calls, 4);
    assert_false(filename_make("x", 1, ".layout", 0, NULL, taken_all, NULL, out, sizeof out));
    /* a long name stays bounded with its number */
    char big[200];
    memset(big, 'y', sizeof big);
    assert_true(filename_make(big, sizeof big, ".layout", 0, NULL, taken_below_4, NULL, out, sizeof out));
    assert_true(strlen(out) <= FILENAME_MAX_STEM + strlen(".layout"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_names),
        cmocka_unit_test(test_hostile_names),
        cmocka_unit_test(test_long_name),
        cmocka_unit_test(test_unique),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
