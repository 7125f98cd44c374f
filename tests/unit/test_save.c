#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <inttypes.h>

#include "core/fileio.h"
#include "core/games/mahjong.h"
#include "testutil.h"

#define FIXTURE PAGODA_SOURCE_DIR "/tests/data/mahjong-v1.pgsave"

typedef struct Fx {
    Mahjong game;   /* a game in progress */
    Mahjong loaded; /* load target */
    char *text;     /* its save */
    size_t len;
} Fx;

/* Mid-game: two removals, a shuffle, another removal, one undo. */
static void play(Mahjong *m)
{
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    tu_load_turtle(l);
    assert_true(mj_new(m, l, 1234, NULL));
    free(l);
    int a, b;
    assert_true(mj_hint(m, &a, &b));
    assert_true(mj_remove(m, a, b));
    assert_true(mj_hint(m, &a, &b));
    assert_true(mj_remove(m, a, b));
    assert_true(mj_shuffle(m));
    assert_true(mj_hint(m, &a, &b));
    assert_true(mj_remove(m, a, b));
    assert_true(mj_undo(m));
    m->elapsed_s = 345;
}

static int setup(void **state)
{
    Fx *fx = calloc(1, sizeof *fx);
    if (!fx)
        return -1;
    mj_init(&fx->game);
    mj_init(&fx->loaded);
    play(&fx->game);
    fx->text = mj_save_text(&fx->game, &fx->len);
    if (!fx->text)
        return -1;
    *state = fx;
    return 0;
}

static int teardown(void **state)
{
    Fx *fx = *state;
    mj_free(&fx->game);
    mj_free(&fx->loaded);
    free(fx->text);
    free(fx);
    return 0;
}

static void assert_same_game(const Mahjong *a, const Mahjong *b)
{
    assert_int_equal(a->layout.count, b->layout.count);
    assert_memory_equal(a->layout.place, b->layout.place, sizeof a->layout.place[0] * (size_t)a->layout.count);
    assert_string_equal(a->layout.name, b->layout.name);
    assert_true(a->seed == b->seed);
    assert_memory_equal(a->deal, b->deal, (size_t)a->layout.count);
    assert_memory_equal(a->face, b->face, (size_t)a->layout.count);
    assert_memory_equal(a->present, b->present, sizeof a->present);
    assert_int_equal(a->left, b->left);
    assert_int_equal(a->hist_len, b->hist_len);
    assert_int_equal(a->hist_pos, b->hist_pos);
    for (int i = 0; i < a->hist_len; i++) {
        assert_int_equal(a->hist[i].kind, b->hist[i].kind);
        if (a->hist[i].kind == MJ_MOVE_REMOVE) {
            assert_int_equal(a->hist[i].a, b->hist[i].a);
            assert_int_equal(a->hist[i].b, b->hist[i].b);
        } else {
            assert_memory_equal(a->hist[i].faces, b->hist[i].faces, (size_t)a->layout.count);
        }
    }
    assert_memory_equal(&a->rng, &b->rng, sizeof a->rng);
    assert_int_equal(a->elapsed_s, b->elapsed_s);
}

static void test_round_trip(void **state)
{
    Fx *fx = *state;
    Error err = {{0}};
    assert_int_equal(strlen(fx->text), fx->len);
    assert_int_equal(strncmp(fx->text, "pagoda-save 1\ngame mahjong\nseed 1234\nelapsed 345\n", 49), 0);
    if (!mj_load_text(&fx->loaded, fx->text, fx->len, "game1.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_same_game(&fx->game, &fx->loaded);
    assert_int_equal(fx->loaded.hist_len, 4);
    assert_int_equal(fx->loaded.hist_pos, 3);
    assert_true(mj_can_redo(&fx->loaded));
    /* saving the loaded game gives the same bytes */
    size_t n2;
    char *t2 = mj_save_text(&fx->loaded, &n2);
    assert_non_null(t2);
    assert_int_equal(n2, fx->len);
    assert_memory_equal(t2, fx->text, n2);
    free(t2);
    /* and it plays on identically: redo, then a shuffle from the saved RNG */
    assert_true(mj_redo(&fx->game));
    assert_true(mj_redo(&fx->loaded));
    assert_true(mj_shuffle(&fx->game));
    assert_true(mj_shuffle(&fx->loaded));
    assert_same_game(&fx->game, &fx->loaded);
    /* loading over a game in progress replaces it (no leak under ASan) */
    assert_true(mj_load_text(&fx->loaded, fx->text, fx->len, "game1.pgsave", &err));
    assert_int_equal(fx->loaded.hist_len, 4);
}

static void test_fresh_and_peer_round_trip(void **state)
{
    (void)state;
    Mahjong a, b;
    mj_init(&a);
    mj_init(&b);
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    tu_parse(l, "pagoda-layout 1\nname: Peer \"test\"\nrule: peer\nrow 0 0 0 10\nrow 1 0 1 7\n");
    assert_true(mj_new(&a, l, UINT64_MAX, NULL));
    free(l);
    size_t n;
    char *t = mj_save_text(&a, &n);
    assert_non_null(t);
    Error err = {{0}};
    if (!mj_load_text(&b, t, n, "p.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_same_game(&a, &b);
    assert_int_equal(b.layout.rule, LAYOUT_RULE_PEER);
    free(t);
    mj_free(&a);
    mj_free(&b);
}

static void test_fixture_still_loads(void **state)
{
    Fx *fx = *state;
    char *t;
    size_t n;
    Error err = {{0}};
    if (!file_read_all(FIXTURE, 1 << 20, &t, &n, &err))
        fail_msg("%s", err.msg);
    if (!mj_load_text(&fx->loaded, t, n, "mahjong-v1.pgsave", &err))
        fail_msg("%s", err.msg);
    /* the fixture is the save of play() */
    assert_same_game(&fx->game, &fx->loaded);
    free(t);
}

/* Expects the load to fail with `want` in the message and `loaded` untouched. */
static void expect_fail(Fx *fx, const char *text, size_t len, const char *want)
{
    Error err = {{0}};
    Mahjong before = fx->loaded;
    bool ok = mj_load_text(&fx->loaded, text, len, "game1.pgsave", &err);
    if (ok)
        fail_msg("loaded, expected '%s'", want);
    if (want && !strstr(err.msg, want))
        fail_msg("message '%s' lacks '%s'", err.msg, want);
    if (want)
        assert_non_null(strstr(err.msg, "game1.pgsave"));
    assert_memory_equal(&before, &fx->loaded, sizeof before);
}

static uint64_t fnv(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* Replaces the first occurrence of `from` by `to` in the body and re-signs the
 * checksum, so that the content checks (not the checksum) must catch it. */
static char *edit(const Fx *fx, const char *from, const char *to, size_t *len)
{
    const char *cs = strstr(fx->text, "checksum ");
    const char *at = strstr(fx->text, from);
    assert_non_null(cs);
    assert_non_null(at);
    assert_true(at < cs);
    size_t body = (size_t)(cs - fx->text);
    size_t cap = body + strlen(to) + 64;
    char *out = malloc(cap);
    assert_non_null(out);
    size_t pre = (size_t)(at - fx->text);
    memcpy(out, fx->text, pre);
    size_t n = pre;
    memcpy(out + n, to, strlen(to));
    n += strlen(to);
    size_t post = pre + strlen(from);
    memcpy(out + n, fx->text + post, body - post);
    n += body - post;
    n += (size_t)snprintf(out + n, cap - n, "checksum %016" PRIx64 "\n", fnv(out, n));
    *len = n;
    return out;
}

static void expect_edit_fails(Fx *fx, const char *from, const char *to, const char *want)
{
    size_t n;
    char *t = edit(fx, from, to, &n);
    expect_fail(fx, t, n, want);
    free(t);
}

static void test_bad_headers(void **state)
{
    Fx *fx = *state;
    /* a game in progress must survive every failed load */
    play(&fx->loaded);
    expect_fail(fx, "", 0, "not a Pagoda save");
    expect_fail(fx, NULL, 0, "not a Pagoda save");
    expect_fail(fx, "hello world\n", 12, "game1.pgsave: not a Pagoda save");
    expect_fail(fx, "pagoda-layout 1\n", 16, "not a Pagoda save");
    expect_fail(fx, "pagoda-savx 1\ngame mahjong\n", 26, "not a Pagoda save");
    expect_fail(fx, "pagoda-save 2\nwhatever\n", 23, "saved by a newer Pagoda (version 2)");
    expect_fail(fx, "pagoda-save 0\n", 14, "not a Pagoda save");
    expect_fail(fx, "pagoda-save x\n", 14, "not a Pagoda save");
    expect_fail(fx, "pagoda-save 1", 13, "truncated");
    expect_fail(fx, "pagoda-save 1\n", 14, "truncated");
    expect_fail(fx, "pagoda-save 1\ncheksum 0\n", 24, "truncated");
}

static void test_checksum(void **state)
{
    Fx *fx = *state;
    char *t = malloc(fx->len);
    assert_non_null(t);
    const char *cs = strstr(fx->text, "checksum ");
    size_t body = (size_t)(cs - fx->text);
    /* flipping any one byte of the body is caught */
    for (size_t i = 14; i < body; i += 3) {
        memcpy(t, fx->text, fx->len);
        t[i] ^= 0x01;
        expect_fail(fx, t, fx->len, NULL);
    }
    memcpy(t, fx->text, fx->len);
    t[body / 2] ^= 0x20;
    expect_fail(fx, t, fx->len, "game1.pgsave: damaged: checksum mismatch");
    memcpy(t, fx->text, fx->len);
    t[fx->len - 3] = 'g';
    expect_fail(fx, t, fx->len, "bad checksum");
    free(t);
    /* trailing junk after the checksum line */
    char *u = malloc(fx->len + 2);
    assert_non_null(u);
    memcpy(u, fx->text, fx->len);
    memcpy(u + fx->len, "x\n", 2);
    expect_fail(fx, u, fx->len + 2, "damaged");
    free(u);
}

static void test_truncated_everywhere(void **state)
{
    Fx *fx = *state;
    for (size_t n = 0; n < fx->len; n++) {
        /* copy, so ASan sees reads past the prefix */
        char *t = malloc(n ? n : 1);
        assert_non_null(t);
        memcpy(t, fx->text, n);
        expect_fail(fx, t, n, NULL);
        free(t);
    }
}

static void test_bad_content(void **state)
{
    Fx *fx = *state;
    char line[64];
    /* the first recorded removal, made illegal: two places never free together */
    snprintf(line, sizeof line, "remove %d %d\n", fx->game.hist[0].a, fx->game.hist[0].b);
    expect_edit_fails(fx, line, "remove 0 1\n", "illegal move");
    expect_edit_fails(fx, line, "remove 0 999\n", "bad move");
    expect_edit_fails(fx, line, "remove -1 2\n", "bad move");
    expect_edit_fails(fx, line, "remove 3\n", "bad move");
    expect_edit_fails(fx, line, "jump 1 2\n", "unknown move");
    expect_edit_fails(fx, "history 4 3\n", "history 4 5\n", "position past its end");
    expect_edit_fails(fx, "history 4 3\n", "history 5 3\n", "unknown move");
    expect_edit_fails(fx, "history 4 3\n", "history 3 3\n", "expected 'end'");
    expect_edit_fails(fx, "history 4 3\n", "history 99999999999 3\n", "bad history");
    expect_edit_fails(fx, "history 4 3\n", "history 4\n", "bad history");
    expect_edit_fails(fx, "game mahjong\n", "game stones\n", "not a Mahjong save");
    expect_edit_fails(fx, "seed 1234\n", "seed 99999999999999999999\n", "bad seed");
    expect_edit_fails(fx, "seed 1234\n", "seed -1\n", "bad seed");
    expect_edit_fails(fx, "elapsed 345\n", "elapsed 4294967296\n", "bad elapsed");
    expect_edit_fails(fx, "elapsed 345\n", "", "expected 'elapsed'");
    expect_edit_fails(fx, "rng ", "rng zz", "bad rng");
    expect_edit_fails(fx, "layout-end\n", "", "truncated");
    expect_edit_fails(fx, "tile 2 0 0\n", "tile 2 0 0\ntile 3 0 0\ntile 40 40 0\n", "overlap");
    expect_edit_fails(fx, "tile 2 0 0\n", "", "odd tile count");
    expect_edit_fails(fx, "\nend\n", "\nend\nmore\n", "unexpected text after 'end'");
    expect_edit_fails(fx, "deal ", "deal zz", "bad deal");
    expect_edit_fails(fx, "deal ", "deal 00", "bad deal");
    /* valid hex, but a face out of range, or an invalid multiset */
    char deal[16];
    snprintf(deal, sizeof deal, "deal %02x", fx->game.deal[0]);
    expect_edit_fails(fx, deal, "deal 2a", "not a valid set");
    snprintf(line, sizeof line, "deal %02x", fx->game.deal[0] == 0 ? 1 : 0);
    expect_edit_fails(fx, deal, line, "not a valid set");
    /* a shuffle that is not a permutation of the tiles left */
    expect_edit_fails(fx, "shuffle ", "shuffle 2a", "bad shuffle");
    char *sh = strstr(fx->text, "shuffle ");
    assert_non_null(sh);
    int p = 0; /* a place still present at the shuffle */
    while (p == fx->game.hist[0].a || p == fx->game.hist[0].b || p == fx->game.hist[1].a ||
           p == fx->game.hist[1].b)
        p++;
    char from[600], to[600];
    snprintf(from, sizeof from, "%.*s", 8 + 2 * p + 2, sh);
    snprintf(to, sizeof to, "%.*s%02x", 8 + 2 * p, sh,
             (unsigned)((fx->game.hist[2].faces[p] + 1) % 34));
    expect_edit_fails(fx, from, to, "shuffle does not match");
    /* binary junk with a valid checksum */
    expect_edit_fails(fx, "game mahjong\n", "game mah\x01jong\n", "not a Mahjong save");
    size_t n;
    char *t = edit(fx, "seed 1234\n", "seed 12X34\n", &n);
    *strchr(t, 'X') = '\0';
    char *cs = strstr(t + n - 30, "checksum ");
    snprintf(cs, 27, "checksum %016" PRIx64 "\n", fnv(t, (size_t)(cs - t)));
    expect_fail(fx, t, n, "binary");
    free(t);
    /* CRLF line ends (an editor converted the file) */
    expect_edit_fails(fx, "seed 1234\n", "seed 1234\r\n", "bad seed");
}

static void test_binary_junk(void **state)
{
    Fx *fx = *state;
    Rng r;
    rng_seed(&r, 42);
    char buf[512];
    for (int i = 0; i < 2000; i++) {
        size_t n = rng_below(&r, sizeof buf);
        for (size_t k = 0; k < n; k++)
            buf[k] = (char)rng_below(&r, 256);
        if (i % 2 && n > 14)
            memcpy(buf, "pagoda-save 1\n", 14);
        expect_fail(fx, buf, n, NULL);
    }
}

/* Random byte edits with a valid checksum reach the deep checks; any result is
 * fine as long as nothing crashes and a success gives a consistent game. */
static void test_mutations_resigned(void **state)
{
    Fx *fx = *state;
    const char *cs = strstr(fx->text, "checksum ");
    size_t body = (size_t)(cs - fx->text);
    char *t = malloc(body + 64);
    assert_non_null(t);
    Rng r;
    rng_seed(&r, 7);
    static const char junk[] = "0123456789abcdefxz -\n\r\t";
    for (int i = 0; i < 3000; i++) {
        memcpy(t, fx->text, body);
        int edits = 1 + (int)rng_below(&r, 3);
        for (int e = 0; e < edits; e++)
            t[rng_below(&r, (uint32_t)body)] = junk[rng_below(&r, sizeof junk - 1)];
        size_t n = body + (size_t)snprintf(t + body, 64, "checksum %016" PRIx64 "\n", fnv(t, body));
        Mahjong m;
        mj_init(&m);
        Error err = {{0}};
        if (mj_load_text(&m, t, n, "m.pgsave", &err)) {
            assert_int_equal(m.left % 2, 0);
            assert_true(m.hist_pos <= m.hist_len);
            int present = 0;
            for (int k = 0; k < m.layout.count; k++)
                present += m.present[k];
            assert_int_equal(present, m.left);
        } else {
            assert_non_null(strstr(err.msg, "m.pgsave"));
        }
        mj_free(&m);
    }
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_round_trip, setup, teardown),
        cmocka_unit_test(test_fresh_and_peer_round_trip),
        cmocka_unit_test_setup_teardown(test_fixture_still_loads, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_headers, setup, teardown),
        cmocka_unit_test_setup_teardown(test_checksum, setup, teardown),
        cmocka_unit_test_setup_teardown(test_truncated_everywhere, setup, teardown),
        cmocka_unit_test_setup_teardown(test_bad_content, setup, teardown),
        cmocka_unit_test_setup_teardown(test_binary_junk, setup, teardown),
        cmocka_unit_test_setup_teardown(test_mutations_resigned, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
