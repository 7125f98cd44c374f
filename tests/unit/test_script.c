/* Input scripts (--script): what parses, and that every malformed line is refused
 * with SOURCE:LINE. Links the engine (key names are SDL's); no window needed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "engine/script.h"

static void test_valid(void **state)
{
    (void)state;
    const char *t = "# a comment\n\nwait 2\r\nkey Return ctrl+z shift+ctrl+z   # undo, redo\n"
                    "text Turtle #1\nclick 10 20\nrclick 0 0\ndclick tile 143\nmove 5 6\npad a b start\nwheel 2\nwheel -1\nquit";
    Error err = {{0}};
    Script *s = script_parse(t, strlen(t), "s.txt", &err);
    assert_non_null(s);
    /* wait, 3 keys, text, click, rclick, dclick tile, move, 3 pads, 2 wheels, quit */
    assert_int_equal(script_length(s), 15);
    assert_false(script_done(s));
    script_free(s);
    s = script_parse("", 0, "empty.txt", &err);
    assert_non_null(s);
    assert_int_equal(script_length(s), 0);
    assert_true(script_done(s));
    script_free(s);
}

static void test_bad(void **state)
{
    (void)state;
    static const struct { const char *text, *want; } bad[] = {
        {"wait\n", "s.txt:1: 'wait' takes"},
        {"wait 2\nwait x\n", "s.txt:2: 'wait' takes"},
        {"wait -1\n", "s.txt:1:"},
        {"wait 1000001\n", "s.txt:1:"},
        {"wait 2 3\n", "s.txt:1:"},
        {"key\n", "s.txt:1: 'key' needs"},
        {"key nosuchkey\n", "s.txt:1: unknown key 'nosuchkey'"},
        {"key hyper+a\n", "s.txt:1: unknown key"},
        {"text\n", "s.txt:1: 'text' needs"},
        {"click 1\n", "s.txt:1: 'click' takes"},
        {"click tile\n", "s.txt:1: 'click' takes"},
        {"move 1 2 3\n", "s.txt:1: 'move' takes"},
        {"pad q\n", "s.txt:1: unknown gamepad button 'q'"},
        {"wheel\n", "s.txt:1: 'wheel' takes"},
        {"wheel 0\n", "s.txt:1: 'wheel' takes"},
        {"wheel up\n", "s.txt:1: 'wheel' takes"},
        {"wheel --1\n", "s.txt:1: 'wheel' takes"},
        {"\n\nfrobnicate\n", "s.txt:3: unknown command 'frobnicate'"},
        {"key a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a "
         "a a a a a a a a a a a a a a\n", "s.txt:1: a line holds at most 64 words"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Error err = {{0}};
        Script *s = script_parse(bad[i].text, strlen(bad[i].text), "s.txt", &err);
        if (s)
            fail_msg("'%s' parsed", bad[i].text);
        if (!strstr(err.msg, bad[i].want))
            fail_msg("'%s': message '%s' lacks '%s'", bad[i].text, err.msg, bad[i].want);
    }
    Error err = {{0}};
    assert_null(script_parse("wait 1\n\0quit\n", 13, "s.txt", &err));
    assert_non_null(strstr(err.msg, "not a text file"));
    /* not NUL-terminated: never read past len */
    char exact[6] = {'w', 'a', 'i', 't', ' ', '9'};
    Script *s = script_parse(exact, 5, "s.txt", &err);
    assert_null(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid),
        cmocka_unit_test(test_bad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
