/* Saves: the shared version-2 format of core/game.c (a save is a replay), the
 * version-1 files of earlier Pagodas, and every way a file can be damaged. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/games/linksame/rules.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/fileio.h"
#include "testutil.h"

static Layout L;

/* A Turtle game: three removals, a shuffle, a fourth removal, then one undo. */
static void play_some(Game *g)
{
    tu_load_turtle(&L);
    MjDealOptions o = {.layout = &L};
    assert_true(game_new(g, &mahjong_rules, NULL, 4242, &o, NULL));
    for (int i = 0; i < 4; i++) {
        int a, b;
        if (i == 3) {
            Move sh = {.kind = MJ_MOVE_SHUFFLE, .a = -1, .b = -1, .arg = 2};
            assert_true(game_apply(g, &sh, NULL, NULL));
        }
        assert_true(mj_hint(g->state, &a, &b));
        Move m = {.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b};
        assert_true(game_apply(g, &m, NULL, NULL));
    }
    assert_true(game_undo(g, NULL));
    g->elapsed_ms = 61000;
}

static char *save_of(const Game *g, size_t *n)
{
    Error err = {{0}};
    char *t = game_save_text(g, n, &err);
    if (!t)
        fail_msg("%s", err.msg);
    return t;
}

static void test_round_trip(void **state)
{
    (void)state;
    Game a, b;
    game_init(&a);
    game_init(&b);
    play_some(&a);
    size_t n;
    char *t = save_of(&a, &n);
    Error err = {{0}};
    if (!game_load_text(&b, t, n, "game1.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_int_equal(b.n_moves, 5);
    assert_int_equal(b.pos, 4);
    assert_int_equal(b.elapsed_ms, 61000);
    assert_memory_equal(a.state, b.state, sizeof(Mahjong));
    assert_memory_equal(a.snaps, b.snaps, (size_t)a.n_moves * mahjong_rules.pos_size);
    /* the loaded game saves the same text, and its redo tail came back too */
    size_t n2;
    char *t2 = save_of(&b, &n2);
    assert_int_equal(n, n2);
    assert_memory_equal(t, t2, n);
    free(t2);
    assert_true(game_redo(&b));
    assert_int_equal(((Mahjong *)b.state)->left, 144 - 8);
    /* CRLF line ends (an editor on another system) load the same */
    char *crlf = malloc(2 * n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (t[i] == '\n')
            crlf[k++] = '\r';
        crlf[k++] = t[i];
    }
    Game c;
    game_init(&c);
    if (!game_load_text(&c, crlf, k, "crlf.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_memory_equal(a.state, c.state, sizeof(Mahjong));
    free(crlf);
    game_free(&c);
    free(t);
    game_free(&a);
    game_free(&b);
}

/* A save of an earlier Pagoda (version 1) still loads, with its history. */
static void test_v1_fixture_still_loads(void **state)
{
    (void)state;
    char *t = NULL;
    size_t n = 0;
    Error err = {{0}};
    assert_true(file_read_all(PAGODA_SOURCE_DIR "/tests/data/mahjong-v1.pgsave", 1 << 20, &t, &n, &err));
    Game g;
    game_init(&g);
    if (!game_load_text(&g, t, n, "mahjong-v1.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_string_equal(g.rules->id, "mahjong");
    const Mahjong *m = g.state;
    assert_int_equal(m->left, m->layout.count - 2 * m->pairs);
    assert_true(m->layout.count > 0);
    /* what it loads, it saves as version 2 and loads again */
    size_t n2;
    char *t2 = save_of(&g, &n2);
    assert_non_null(strstr(t2, "pagoda-save 2\n"));
    Game h;
    game_init(&h);
    if (!game_load_text(&h, t2, n2, "again.pgsave", &err))
        fail_msg("%s", err.msg);
    /* the same game (one whose old history had shuffles starts from its position) */
    assert_memory_equal(g.state, h.state, sizeof(Mahjong));
    free(t);
    free(t2);
    game_free(&g);
    game_free(&h);
}

/* A LinkSame practice save of an earlier Pagoda (version 1, written by the
 * commit before the rules seam) loads as a practice game and goes on. */
static void test_linksame_v1_fixture(void **state)
{
    (void)state;
    char *t = NULL;
    size_t n = 0;
    Error err = {{0}};
    assert_true(file_read_all(PAGODA_SOURCE_DIR "/tests/data/linksame-v1.pgsave", 1 << 20, &t, &n, &err));
    Game g;
    game_init(&g);
    if (!game_load_text(&g, t, n, "linksame-practice.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_string_equal(g.rules->id, "linksame");
    assert_string_equal(g.variant->id, "practice");
    const LinkSame *ls = g.state;
    assert_int_equal(ls->size, LS_NORMAL);
    assert_int_equal(ls->stages, 4);
    assert_int_equal(ls->left, 14 * 8 - 20);
    /* kept again (version 2), it comes back where it was, not dealt afresh */
    size_t n2;
    char *t2 = save_of(&g, &n2);
    Game h;
    game_init(&h);
    if (!game_load_text(&h, t2, n2, "again.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_memory_equal(g.state, h.state, sizeof(LinkSame));
    free(t2);
    game_free(&h);
    Move m;
    assert_true(linksame_rules.list_moves(g.state, &m, 1) > 0);
    assert_true(game_apply(&g, &m, NULL, NULL));
    assert_true(game_undo(&g, NULL));
    free(t);
    game_free(&g);
}

/* Version 1 with a shuffle in its history goes on from the saved position. */
static void test_v1_with_shuffle(void **state)
{
    (void)state;
    Mahjong *m = malloc(sizeof *m);
    tu_load_turtle(&L);
    assert_true(mj_new(m, &L, 8, NULL));
    size_t need = layout_format(&L, NULL, 0);
    char *lt = malloc(need + 1);
    layout_format(&L, lt, need + 1);
    TextBuf b = {0};
    textbuf_printf(&b, "pagoda-save 1\ngame mahjong\nseed 8\nelapsed 12\n");
    textbuf_rng(&b, "rng", &m->rng);
    textbuf_put(&b, "layout-begin\n", 13);
    textbuf_put(&b, lt, need);
    textbuf_put(&b, "layout-end\n", 11);
    textbuf_hex(&b, "deal", m->deal, L.count);
    int a, c;
    assert_true(mj_hint(m, &a, &c));
    assert_true(mj_remove(m, a, c));
    assert_true(mj_shuffle(m));
    textbuf_printf(&b, "history 2 2\nremove %d %d\n", a, c);
    textbuf_hex(&b, "shuffle", m->face, L.count);
    textbuf_put(&b, "end\n", 4);
    size_t n;
    char *t = textbuf_finish(&b, &n);
    Game g;
    game_init(&g);
    Error err = {{0}};
    if (!game_load_text(&g, t, n, "old.pgsave", &err))
        fail_msg("%s", err.msg);
    const Mahjong *gm = g.state;
    assert_memory_equal(gm->face, m->face, (size_t)L.count);
    assert_memory_equal(gm->present, m->present, (size_t)L.count);
    assert_int_equal(g.elapsed_ms, 12000);
    free(t);
    free(lt);
    free(m);
    game_free(&g);
}

static void expect_fail(const char *text, size_t n, const char *needle)
{
    Game g;
    game_init(&g);
    Error err = {{0}};
    bool ok = game_load_text(&g, text, n, "bad.pgsave", &err);
    if (ok || !strstr(err.msg, needle))
        fail_msg("expected a failure with '%s', got %s: %s", needle, ok ? "success" : "failure", err.msg);
    assert_non_null(strstr(err.msg, "bad.pgsave"));
    game_free(&g);
}

/* Re-signs an edited text, so that the content check (not the checksum) speaks. */
static char *resign(const char *body, size_t *n)
{
    TextBuf b = {0};
    textbuf_put(&b, body, strlen(body));
    return textbuf_finish(&b, n);
}

static void test_damaged(void **state)
{
    (void)state;
    Game g;
    game_init(&g);
    play_some(&g);
    size_t n;
    char *t = save_of(&g, &n);
    expect_fail("", 0, "not a Pagoda save");
    expect_fail("hello\n", 6, "not a Pagoda save");
    expect_fail("pagoda-save x\n", 14, "bad version");
    expect_fail("pagoda-save 9\n", 14, "newer Pagoda");
    /* a flipped byte anywhere in the body is caught */
    char *c = malloc(n);
    memcpy(c, t, n);
    c[n / 2] ^= 1;
    expect_fail(c, n, "damaged");
    /* every truncation is refused, none crashes */
    for (size_t k = 0; k < n; k++) {
        Game h;
        game_init(&h);
        assert_false(game_load_text(&h, t, k, "cut.pgsave", NULL));
        game_free(&h);
    }
    /* content problems, re-signed */
    char *body = malloc(n + 64);
    size_t cs = n - 26; /* "checksum " + 16 + '\n' */
    memcpy(body, t, cs);
    body[cs] = 0;
    char *e;
    size_t en;
    char *p = strstr(body, "game mahjong");
    memcpy(p, "game mahjonx", 12);
    e = resign(body, &en);
    expect_fail(e, en, "does not have");
    /* issue 36: a whole file naming a game this Pagoda lacks, or a newer
     * version, is a newer Pagoda's (kept as it is), not damaged */
    assert_true(game_save_is_newer(e, en));
    assert_true(game_save_is_newer("pagoda-save 9\n", 14));
    assert_true(game_save_is_newer("pagoda-save 3\r\nanything", 24));
    assert_false(game_save_is_newer("pagoda-save 2\n", 14));
    assert_false(game_save_is_newer("pagoda-save x\n", 14));
    assert_false(game_save_is_newer("", 0));
    assert_false(game_save_is_newer(t, n)); /* a good save is not "newer" */
    assert_false(game_save_is_newer(c, n)); /* a flipped byte: damaged, not newer */
    e[en / 2] ^= 1;
    assert_false(game_save_is_newer(e, en)); /* an unknown game in a broken file: damaged */
    free(e);
    memcpy(p, "game mahjong", 12);
    p = strstr(body, "m 1 ");
    p[4] = p[4] == '9' ? '8' : '9'; /* another place: a removal the rules refuse */
    e = resign(body, &en);
    expect_fail(e, en, "damaged");
    assert_false(game_save_is_newer(e, en));
    free(e);
    free(body);
    free(c);
    free(t);
    game_free(&g);
}

/* Whatever Pagoda writes, Pagoda reads: the longest history there can be. */
static void test_largest_save(void **state)
{
    (void)state;
    Game g;
    game_init(&g);
    tu_load_turtle(&L);
    MjDealOptions o = {.layout = &L};
    assert_true(game_new(&g, &mahjong_rules, NULL, 1, &o, NULL));
    Move sh = {.kind = MJ_MOVE_SHUFFLE, .a = -1, .b = -1, .arg = 0};
    for (int i = 0; i < GAME_MAX_MOVES; i++)
        assert_true(game_apply(&g, &sh, NULL, NULL));
    Error err = {{0}};
    assert_false(game_apply(&g, &sh, NULL, &err)); /* bounded: refused with a message */
    assert_non_null(strstr(err.msg, "moves"));
    size_t n;
    char *t = save_of(&g, &n);
    /* the longest move line there can be, for every move, still fits */
    const size_t longest_line = sizeof "m 255 -32768 -32768 -2147483648 255\n" - 1;
    assert_true(n + (size_t)GAME_MAX_MOVES * longest_line < GAME_SAVE_MAX_BYTES);
    Game h;
    game_init(&h);
    if (!game_load_text(&h, t, n, "big.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_int_equal(h.n_moves, GAME_MAX_MOVES);
    assert_memory_equal(g.state, h.state, sizeof(Mahjong));
    free(t);
    game_free(&g);
    game_free(&h);
}

static void test_linksame(void **state)
{
    (void)state;
    Game g, h;
    game_init(&g);
    game_init(&h);
    LsDealOptions o = {LS_EASY, 2};
    Error err = {{0}};
    assert_true(game_new(&g, &linksame_rules, NULL, 5, &o, NULL));
    assert_null(game_save_text(&g, NULL, &err)); /* timed games are never saved */
    assert_true(game_new(&g, &linksame_rules, rules_variant(&linksame_rules, "practice"), 5, &o, NULL));
    for (int i = 0; i < 5; i++) {
        Move m;
        assert_true(linksame_rules.list_moves(g.state, &m, 1) > 0);
        assert_true(game_apply(&g, &m, NULL, NULL));
    }
    size_t n;
    char *t = save_of(&g, &n);
    if (!game_load_text(&h, t, n, "ls.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_memory_equal(g.state, h.state, sizeof(LinkSame));
    assert_string_equal(h.variant->id, "practice");
    free(t);
    game_free(&g);
    game_free(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_v1_fixture_still_loads),
        cmocka_unit_test(test_v1_with_shuffle),
        cmocka_unit_test(test_linksame_v1_fixture),
        cmocka_unit_test(test_damaged),
        cmocka_unit_test(test_largest_save),
        cmocka_unit_test(test_linksame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
