#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/settings.h"

static void assert_defaults(const Settings *s)
{
    Settings d;
    settings_defaults(&d);
    assert_memory_equal(s, &d, sizeof d);
}

static void test_defaults(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s);
    assert_true(s.music && s.sound && s.animations && s.look_for_moves && s.winnable_only);
    assert_false(s.show_winnable);
    assert_false(s.fullscreen);
    assert_int_equal(s.window_w, 1280);
    assert_int_equal(s.window_h, 800);
    assert_int_equal(s.music_volume, 70);
    assert_int_equal(s.sound_volume, 80);
    assert_string_equal(s.tileset, "classic");
    assert_string_equal(s.layout, "turtle");
    assert_true(s.tile_indices); /* Classic shows "3B" to a first-time player */
    assert_string_equal(s.background, "jade");
}

static void test_round_trip(void **state)
{
    (void)state;
    Settings s, t;
    settings_defaults(&s);
    s.music = false;
    s.show_winnable = true;
    s.fullscreen = true;
    s.window_w = 1920;
    s.window_h = 1080;
    s.music_volume = 0;
    s.sound_volume = 100;
    snprintf(s.tileset, sizeof s.tileset, "ivory-2");
    snprintf(s.layout, sizeof s.layout, "Red Dragon");
    snprintf(s.background, sizeof s.background, "lacquer");
    s.tile_indices = false;
    char buf[1024];
    size_t n = settings_format(&s, buf, sizeof buf);
    assert_int_equal(n, strlen(buf));
    assert_int_equal(strncmp(buf, "pagoda-settings 1\n", 18), 0);
    assert_non_null(strstr(buf, "music = off\n"));
    assert_non_null(strstr(buf, "window_w = 1920\n"));
    assert_non_null(strstr(buf, "background = lacquer\n"));
    assert_non_null(strstr(buf, "tile_indices = off\n"));
    Error err = {{0}};
    if (!settings_parse(&t, buf, n, "settings.txt", &err))
        fail_msg("%s", err.msg);
    assert_memory_equal(&s, &t, sizeof s);
    /* size query and truncation */
    assert_int_equal(settings_format(&s, NULL, 0), n);
    char small[10];
    assert_int_equal(settings_format(&s, small, sizeof small), n);
    assert_int_equal(strlen(small), sizeof small - 1);
}

static void test_lenient(void **state)
{
    (void)state;
    Settings s;
    Error err = {{0}};
    const char *t = "pagoda-settings 1\r\n# a comment\r\n\r\n  music=no  \r\n"
                    "future_key = anything at all\r\nmusic_volume = 150\r\nsound_volume = -3\r\n"
                    "window_w = 99999999999999\r\nfullscreen = yes";
    assert_true(settings_parse(&s, t, strlen(t), "settings.txt", &err));
    assert_false(s.music);
    assert_true(s.fullscreen);
    assert_int_equal(s.music_volume, 100);
    assert_int_equal(s.sound_volume, 0);
    assert_int_equal(s.window_w, SETTINGS_WINDOW_MAX_W); /* 8K at most: a bigger window only costs memory */
    assert_true(s.sound);
    /* a file from before backgrounds existed keeps the default table */
    assert_string_equal(s.background, "jade");
    const char *u = "pagoda-settings 1\nbackground = night\n";
    assert_true(settings_parse(&s, u, strlen(u), "settings.txt", &err));
    assert_string_equal(s.background, "night");
}

static void expect_bad(const char *text, size_t len, const char *want)
{
    Settings s;
    memset(&s, 0x5a, sizeof s);
    Error err = {{0}};
    if (text && len == SIZE_MAX)
        len = strlen(text);
    assert_false(settings_parse(&s, text, len, "settings.txt", &err));
    if (!strstr(err.msg, want))
        fail_msg("message '%s' lacks '%s'", err.msg, want);
    assert_defaults(&s);
}

static void test_garbage(void **state)
{
    (void)state;
    expect_bad("", 0, "settings.txt:1: not a Pagoda settings file");
    expect_bad(NULL, 0, "settings.txt:1: not a Pagoda settings file");
    expect_bad("[General]\nmusic=1\n", SIZE_MAX, "settings.txt:1: not a Pagoda settings file");
    expect_bad("\x89PNG\r\n\x1a\n\0\0\0", 11, "settings.txt:1: not a Pagoda settings file");
    expect_bad("pagoda-settings 1\nmusic = loud\n", SIZE_MAX, "settings.txt:2: bad value for 'music'");
    expect_bad("pagoda-settings 1\nmusic\n", SIZE_MAX, "settings.txt:2: expected 'key = value'");
    expect_bad("pagoda-settings 1\nwindow_w = 12x\n", SIZE_MAX, "bad value for 'window_w'");
    expect_bad("pagoda-settings 1\ntileset = ../../etc\n", SIZE_MAX, "bad value for 'tileset'");
    expect_bad("pagoda-settings 1\ntileset = a/b\n", SIZE_MAX, "bad value for 'tileset'");
    expect_bad("pagoda-settings 1\ntileset = \n", SIZE_MAX, "bad value for 'tileset'");
    expect_bad("pagoda-settings 1\ntileset = 0123456789012345678901234567890123\n", SIZE_MAX,
               "bad value for 'tileset'");
    expect_bad("pagoda-settings 1\nsound = on\x01\n", SIZE_MAX, "invalid character");
    expect_bad("pagoda-settings 1\nbackground = ../wood\n", SIZE_MAX, "bad value for 'background'");
    expect_bad("pagoda-settings 1\nbackground = 0123456789012345678901234\n", SIZE_MAX,
               "bad value for 'background'");
    expect_bad("pagoda-settings 1\nlanguage = klingon\n", SIZE_MAX,
               "settings.txt:2: unknown language 'klingon', using the system's");
    expect_bad("pagoda-settings 1\nlanguage = qps\n", SIZE_MAX, "unknown language 'qps'");
    expect_bad("pagoda-settings 1\nlanguage = ../de\n", SIZE_MAX, "bad value for 'language'");
}

/* The language: the system's by default, a listed code kept */
static void test_language(void **state)
{
    (void)state;
    Settings s;
    Error err = {{0}};
    settings_defaults(&s);
    assert_string_equal(s.language, "system");
    const char *t = "pagoda-settings 1\nlanguage = zh_CN\n";
    assert_true(settings_parse(&s, t, strlen(t), "settings.txt", &err));
    assert_string_equal(s.language, "zh_CN");
    char buf[4096];
    settings_format(&s, buf, sizeof buf);
    assert_non_null(strstr(buf, "language = zh_CN\n"));
}

/* Issue 23 item 3: a bad line costs that line only */
static void test_bad_line_keeps_the_rest(void **state)
{
    (void)state;
    Settings s;
    Error err = {{0}};
    const char *t = "pagoda-settings 1\nmusic_volume = loud\nsound_volume = 33\nnot a setting\n"
                    "tileset = caf\xc3\xa9\nlayout = ox\n";
    assert_false(settings_parse(&s, t, strlen(t), "settings.txt", &err));
    assert_non_null(strstr(err.msg, "settings.txt:2: bad value for 'music_volume'"));
    assert_int_equal(s.music_volume, 70);
    assert_int_equal(s.sound_volume, 33);
    assert_string_equal(s.tileset, "classic");
    assert_string_equal(s.layout, "ox");
}

static void test_merge(void **state)
{
    (void)state;
    Settings s;
    settings_defaults(&s);
    s.sound_volume = 12;
    const char *old = "pagoda-settings 1\r\n# mine\r\nsound_volume = 99\nfuture = x\n\nstray words\n"
                      "sound_volume = 98\n";
    char buf[4096];
    size_t n = settings_merge(&s, old, strlen(old), buf, sizeof buf);
    assert_true(n < sizeof buf);
    assert_non_null(strstr(buf, "pagoda-settings 1\n# mine\r\nsound_volume = 12\nfuture = x\n\n# stray words\n"));
    assert_null(strstr(buf, "= 98"));
    assert_non_null(strstr(buf, "\nmusic_volume = 70\n"));
    Settings back;
    Error err;
    assert_true(settings_parse(&back, buf, n, "merged", &err));
    assert_int_equal(back.sound_volume, 12);
    char again[4096];
    assert_int_equal(settings_merge(&s, buf, n, again, sizeof again), n);
    assert_string_equal(again, buf);
    /* not a settings file: written afresh */
    char fresh[4096];
    size_t f = settings_format(&s, fresh, sizeof fresh);
    assert_int_equal(settings_merge(&s, "pagoda-settings 2\nx = 1\n", 24, buf, sizeof buf), f);
    assert_string_equal(buf, fresh);
}

/* Issue 36 item 3: two windows change settings; each save writes only what
 * its window changed, over the file as it is then, so both changes stay. */
static void test_two_windows(void **state)
{
    (void)state;
    char file[4096], next[4096];
    const char *start = "pagoda-settings 1\n# mine\nfullscreen = off\nmusic = on\nfuture = x\n";
    Settings a_base, b_base;
    Error err = {{0}};
    assert_true(settings_parse(&a_base, start, strlen(start), "settings.txt", &err));
    b_base = a_base; /* both windows read the same file */
    Settings a = a_base, b = b_base;
    a.fullscreen = true; /* A turns full screen on and saves */
    size_t n = settings_merge_changes(&a_base, &a, start, strlen(start), file, sizeof file);
    assert_true(n < sizeof file);
    b.music = false; /* B, which read the file before, turns music off and saves */
    b.window_w = 1600;
    n = settings_merge_changes(&b_base, &b, file, n, next, sizeof next);
    assert_true(n < sizeof next);
    Settings got;
    assert_true(settings_parse(&got, next, n, "settings.txt", &err));
    assert_true(got.fullscreen); /* A's change stays */
    assert_false(got.music);     /* B's too */
    assert_int_equal(got.window_w, 1600);
    assert_non_null(strstr(next, "# mine\n"));
    assert_non_null(strstr(next, "future = x\n"));
    /* A saves again having changed the sound only: B's music stays off */
    a_base = a;
    a.sound = false;
    n = settings_merge_changes(&a_base, &a, next, n, file, sizeof file);
    assert_true(settings_parse(&got, file, n, "settings.txt", &err));
    assert_true(got.fullscreen && !got.music && !got.sound && got.window_w == 1600);
    /* a string key changed by one window, another string by the other */
    Settings c_base = got, c = got, d = got;
    snprintf(c.tileset, sizeof c.tileset, "blocks");
    snprintf(d.layout, sizeof d.layout, "ox");
    n = settings_merge_changes(&c_base, &c, file, n, next, sizeof next);
    n = settings_merge_changes(&c_base, &d, next, n, file, sizeof file);
    assert_true(settings_parse(&got, file, n, "settings.txt", &err));
    assert_string_equal(got.tileset, "blocks");
    assert_string_equal(got.layout, "ox");
    /* a base that differs everywhere (a file to write whole) writes every value */
    Settings all;
    memset(&all, 0xff, sizeof all);
    n = settings_merge_changes(&all, &a, file, n, next, sizeof next);
    assert_true(settings_parse(&got, next, n, "settings.txt", &err));
    assert_int_equal(got.fullscreen, a.fullscreen);
    assert_int_equal(got.music, a.music);
    assert_string_equal(got.layout, a.layout);
    /* not a settings file: this window's settings, whole */
    char fresh[4096];
    size_t f = settings_format(&b, fresh, sizeof fresh);
    assert_int_equal(settings_merge_changes(&b_base, &b, "pagoda-settings 2\nx = 1\n", 24, next, sizeof next), f);
    assert_string_equal(next, fresh);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_lenient),
        cmocka_unit_test(test_garbage),
        cmocka_unit_test(test_language),
        cmocka_unit_test(test_bad_line_keeps_the_rest),
        cmocka_unit_test(test_merge),
        cmocka_unit_test(test_two_windows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
