#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/tileset_manifest.h"

static void test_classic(void **state)
{
    (void)state;
    char *text;
    size_t len;
    Error err;
    assert_true(file_read_all(PAGODA_SOURCE_DIR "/assets/tilesets/classic/tileset.txt", 65536, &text, &len, &err));
    TilesetManifest m;
    tileset_manifest_parse(&m, text, len);
    free(text);
    assert_string_equal(m.display, "Classic Mahjong");
    assert_true(m.has_face[0]);
    assert_string_equal(m.face_id[0], "dots-1");
    assert_string_equal(m.face_name[0], "1 of Dots");
}

static void test_odd_lines(void **state)
{
    (void)state;
    const char *t = "pagoda-tileset 1\r\nname:   Mine\r\ngroup a\ngroup b\ngroup c\nface 3 x-3\n"
                    "face 42 too-far \"no\"\nface -1 neg\nface 4 q \"unterminated\nface 5 y \"0123456789012345678901234567890123456789012345678901234567890123456789\"\n"
                    "face 6 z";
    TilesetManifest m;
    tileset_manifest_parse(&m, t, strlen(t) - 1); /* the last byte is not read */
    assert_string_equal(m.display, "Mine");
    assert_int_equal(m.groups, 2);
    assert_string_equal(m.group_name[1], "b");
    assert_string_equal(m.face_name[3], "x-3");
    assert_string_equal(m.face_name[4], "unterminated");
    assert_int_equal(strlen(m.face_name[5]), sizeof m.face_name[5] - 1);
    assert_false(m.has_face[6]); /* "face 6 " once the last byte is cut */
    assert_false(m.has_face[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_classic),
        cmocka_unit_test(test_odd_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
