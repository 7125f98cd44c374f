#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "core/records.h"

static void test_round_trip(void **state)
{
    (void)state;
    Records r, back;
    records_init(&r);
    assert_true(records_add_win(&r, "turtle", 300));
    assert_false(records_add_win(&r, "turtle", 400)); /* slower: not a best */
    assert_true(records_add_win(&r, "turtle", 250));
    assert_true(records_add_win(&r, "ox", 99));
    assert_int_equal(records_best(&r, "turtle"), 250);
    assert_int_equal(records_best(&r, "dragon"), -1);
    char buf[512];
    size_t n = records_format(&r, buf, sizeof buf);
    assert_true(n < sizeof buf);
    Error err;
    assert_true(records_parse(&back, buf, n, "records.txt", &err));
    assert_int_equal(back.n, 2);
    assert_int_equal(records_best(&back, "turtle"), 250);
    assert_int_equal(back.wins[0], 3);
    assert_int_equal(records_best(&back, "ox"), 99);
}

static void test_bad_files(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "", "hello\n", "pagoda-records 3\n", "pagoda-records 1\nturtle\n",
        "pagoda-records 1\nturtle 1 2 3\n", "pagoda-records 1\nturtle -5 1\n",
        "pagoda-records 1\nturtle 5 1\nturtle 6 1\n", "pagoda-records 1\nturtle 99999999999 1\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Records r;
        Error err = {{0}};
        assert_false(records_parse(&r, bad[i], strlen(bad[i]), "records.txt", &err));
        assert_non_null(strstr(err.msg, "records.txt"));
        assert_int_equal(r.n, 0);
    }
    Records r;
    Error err;
    const char junk[] = "pagoda-records 1\n\0\xff";
    assert_false(records_parse(&r, junk, sizeof junk, "records.txt", &err));
}

static void test_ids(void **state)
{
    (void)state;
    Records r;
    records_init(&r);
    assert_false(records_add_win(&r, "", 5));
    assert_false(records_add_win(&r, "two words", 5));
    char long_id[100];
    memset(long_id, 'a', sizeof long_id - 1);
    long_id[sizeof long_id - 1] = 0;
    assert_false(records_add_win(&r, long_id, 5));
    assert_int_equal(r.n, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_bad_files),
        cmocka_unit_test(test_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
