#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/rng.h"
#include "testutil.h"

static Layout L;

static int setup(void **state)
{
    Mahjong *m = malloc(sizeof *m);
    if (!m)
        return -1;
    mj_init(m);
    *state = m;
    return 0;
}

static int teardown(void **state)
{
    mj_free(*state);
    free(*state);
    return 0;
}

static void start(Mahjong *m, const char *layout_text, uint64_t seed)
{
    Error err = {{0}};
    tu_parse(&L, layout_text);
    if (!mj_new(m, &L, seed, &err))
        fail_msg("%s", err.msg);
}

static int find(const Mahjong *m, int x, int y, int z)
{
    for (int i = 0; i < m->layout.count; i++)
        if (m->layout.place[i].x == x && m->layout.place[i].y == y && m->layout.place[i].z == z)
            return i;
    fail_msg("no place at (%d,%d,%d)", x, y, z);
    return -1;
}

static void test_groups(void **state)
{
    (void)state;
    assert_int_equal(mj_face_group(0), 0);
    assert_int_equal(mj_face_group(33), 33);
    for (int f = 34; f < 38; f++)
        assert_int_equal(mj_face_group(f), 34);
    for (int f = 38; f < 42; f++)
        assert_int_equal(mj_face_group(f), 35);
    assert_int_equal(mj_face_group(-1), -1);
    assert_int_equal(mj_face_group(42), -1);
    assert_true(mj_faces_match(5, 5));
    assert_false(mj_faces_match(5, 6));
    assert_true(mj_faces_match(34, 37));
    assert_true(mj_faces_match(38, 41));
    assert_false(mj_faces_match(37, 38));
    assert_false(mj_faces_match(34, 41));
    assert_false(mj_faces_match(42, 42));
    assert_false(mj_faces_match(-1, -1));
}

static void test_free_stack(void **state)
{
    Mahjong *m = *state;
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 0 0 1\ntile 0 0 2\ntile 20 0 0\n", 1);
    int b0 = find(m, 0, 0, 0), b1 = find(m, 0, 0, 1), b2 = find(m, 0, 0, 2);
    assert_false(mj_is_free(m, b0));
    assert_false(mj_is_free(m, b1));
    assert_true(mj_is_free(m, b2));
    m->present[b1] = false; /* Pagoda rule: the top tile still blocks */
    assert_false(mj_is_free(m, b0));
    m->present[b2] = false;
    assert_true(mj_is_free(m, b0));
    assert_false(mj_is_free(m, b2)); /* removed tiles are never free */
    assert_false(mj_is_free(m, -1));
    assert_false(mj_is_free(m, 4));
    assert_false(mj_is_free(m, 9999));
}

static void test_free_peer(void **state)
{
    Mahjong *m = *state;
    start(m, "pagoda-layout 1\nrule: peer\ntile 0 0 0\ntile 0 0 1\ntile 0 0 2\ntile 20 0 0\n", 1);
    int b0 = find(m, 0, 0, 0), b1 = find(m, 0, 0, 1);
    assert_false(mj_is_free(m, b0));
    m->present[b1] = false; /* PEER: only the next layer up blocks */
    assert_true(mj_is_free(m, b0));
}

static void test_free_half_offset(void **state)
{
    Mahjong *m = *state;
    /* (1,0,1) half covers (0,0,0) and (2,0,0); (1,1,1) would quarter-cover */
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 2 0 0\ntile 1 0 1\ntile 20 0 0\n", 1);
    assert_false(mj_is_free(m, find(m, 0, 0, 0)));
    assert_false(mj_is_free(m, find(m, 2, 0, 0)));
    assert_true(mj_is_free(m, find(m, 1, 0, 1)));
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 1 1 1\n", 1);
    assert_false(mj_is_free(m, find(m, 0, 0, 0)));
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 2 2 1\n", 1);
    assert_true(mj_is_free(m, find(m, 0, 0, 0)));
}

static void test_free_sideways(void **state)
{
    Mahjong *m = *state;
    /* neighbours at y-1 and y+1 both block sideways */
    start(m, "pagoda-layout 1\ntile 0 1 0\ntile 2 0 0\ntile 4 1 0\ntile 20 0 0\n", 1);
    int l = find(m, 0, 1, 0), c = find(m, 2, 0, 0), r = find(m, 4, 1, 0);
    assert_false(mj_is_free(m, c));
    assert_true(mj_is_free(m, l));
    assert_true(mj_is_free(m, r));
    m->present[l] = false; /* right-only neighbour: free */
    assert_true(mj_is_free(m, c));
    m->present[l] = true;
    m->present[r] = false; /* left-only neighbour: free */
    assert_true(mj_is_free(m, c));
    /* two rows apart is not a neighbour */
    start(m, "pagoda-layout 1\ntile 0 2 0\ntile 2 0 0\ntile 4 2 0\ntile 20 0 0\n", 1);
    assert_true(mj_is_free(m, find(m, 2, 0, 0)));
}

/* A refused pick says why: covered, blocked on both sides, or no match. */
static void test_why_refused(void **state)
{
    Mahjong *m = *state;
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 0 0 1\ntile 2 0 0\ntile 4 0 0\n", 1);
    char buf[96];
    mahjong_rules.why_refused(m, -1, find(m, 0, 0, 0), buf, sizeof buf);
    assert_string_equal(buf, "That tile is covered by another.");
    mahjong_rules.why_refused(m, -1, find(m, 2, 0, 0), buf, sizeof buf);
    assert_string_equal(buf, "That tile is blocked on both sides.");
    int top = find(m, 0, 0, 1), right = find(m, 4, 0, 0);
    m->face[top] = 0;
    m->face[right] = 1;
    mahjong_rules.why_refused(m, top, right, buf, sizeof buf);
    assert_string_equal(buf, "Those two tiles do not match.");
    m->present[right] = false;
    mahjong_rules.why_refused(m, -1, right, buf, sizeof buf); /* an empty place */
    assert_string_equal(buf, "");
}

static void count_faces(const Mahjong *m, int *per_face, int *per_group)
{
    memset(per_face, 0, sizeof(int) * MJ_FACES);
    memset(per_group, 0, sizeof(int) * MJ_GROUPS);
    for (int i = 0; i < m->layout.count; i++) {
        assert_in_range(m->deal[i], 0, MJ_FACES - 1);
        per_face[m->deal[i]]++;
        per_group[mj_face_group(m->deal[i])]++;
    }
}

static void test_deal_full(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    Error err;
    assert_true(mj_new(m, &L, 1234, &err));
    int pf[MJ_FACES], pg[MJ_GROUPS];
    count_faces(m, pf, pg);
    for (int f = 0; f < MJ_FACES; f++)
        assert_int_equal(pf[f], f < 34 ? 4 : 1);
    assert_int_equal(m->left, 144);
    assert_memory_equal(m->face, m->deal, 144);

    uint8_t first[LAYOUT_MAX_TILES];
    memcpy(first, m->deal, sizeof first);
    Rng r = m->rng;
    assert_true(mj_new(m, &L, 1234, &err));
    assert_memory_equal(first, m->deal, 144);
    assert_memory_equal(&r, &m->rng, sizeof r);
    assert_true(mj_new(m, &L, 1235, &err));
    assert_memory_not_equal(first, m->deal, 144);
}

static void test_deal_small_and_large(void **state)
{
    Mahjong *m = *state;
    Error err;
    int pf[MJ_FACES], pg[MJ_GROUPS];
    static const int sizes[] = {2, 4, 72, 74, 140, 146, 148, 288};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        tu_grid(&L, n);
        for (uint64_t seed = 0; seed < 20; seed++) {
            assert_true(mj_new(m, &L, seed, &err));
            count_faces(m, pf, pg);
            int pairs = 0, sixes = 0, eights = 0;
            for (int g = 0; g < MJ_GROUPS; g++) {
                int c = pg[g];
                if (n < 144) {
                    assert_true(c == 0 || c == 2 || c == 4);
                    pairs += c == 2;
                } else {
                    assert_true(c == 4 || c == 6 || c == 8);
                    sixes += c == 6;
                    eights += c == 8;
                }
            }
            assert_int_equal(pairs, n < 144 && n % 4 == 2);
            if (n > 144) {
                assert_int_equal(sixes, (n - 144) % 4 == 2);
                assert_int_equal(eights, (n - 144) / 4);
            }
            /* flowers and seasons: members are distinct within each full set */
            int sets = n > 144 ? 2 : 1;
            for (int f = 34; f < 42; f++)
                assert_true(pf[f] <= sets);
            for (int f = 0; f < 34; f++)
                assert_true(pf[f] <= 4 * sets);
        }
    }
    /* different seeds choose different groups for a small layout */
    tu_grid(&L, 72);
    assert_true(mj_new(m, &L, 1, &err));
    count_faces(m, pf, pg);
    int g1[MJ_GROUPS];
    memcpy(g1, pg, sizeof g1);
    bool differ = false;
    for (uint64_t seed = 2; seed < 6 && !differ; seed++) {
        assert_true(mj_new(m, &L, seed, &err));
        count_faces(m, pf, pg);
        differ = memcmp(g1, pg, sizeof g1) != 0;
    }
    assert_true(differ);
}

static void test_new_rejects_bad_layout(void **state)
{
    Mahjong *m = *state;
    Error err = {{0}};
    memset(&L, 0, sizeof L);
    L.count = 3;
    assert_false(mj_new(m, &L, 1, &err));
    assert_true(err.msg[0] != '\0');
    L.count = 0;
    assert_false(mj_new(m, &L, 1, NULL));
}

/* Removals through the rules; undo and redo are the shared history's
 * (core/game.c), tested here on Mahjong moves. */
static void test_remove_undo_redo(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    assert_true(mj_new(m, &L, 99, NULL));
    int a, b;
    assert_true(mj_hint(m, &a, &b));
    assert_true(a < b);
    assert_false(mj_remove(m, a, a));
    assert_false(mj_remove(m, -1, b));
    assert_false(mj_remove(m, a, 500));
    assert_true(mj_remove(m, a, b));
    assert_false(mj_remove(m, a, b)); /* gone */
    assert_int_equal(m->left, 142);
    assert_false(m->present[a]);
    assert_int_equal(mj_pairs_removed(m), 1);

    Game g;
    game_init(&g);
    MjDealOptions o = {.layout = &L};
    assert_true(game_new(&g, &mahjong_rules, NULL, 99, &o, NULL));
    Mahjong *gm = g.state;
    Move mv = {.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b};
    assert_true(game_apply(&g, &mv, NULL, NULL));
    assert_false(game_apply(&g, &mv, NULL, NULL)); /* refused: nothing recorded */
    assert_int_equal(game_moves(&g), 1);
    assert_true(game_can_undo(&g));
    assert_false(game_can_redo(&g));
    assert_true(game_undo(&g, NULL));
    assert_int_equal(gm->left, 144);
    assert_true(gm->present[a] && gm->present[b]);
    assert_false(game_can_undo(&g));
    assert_false(game_undo(&g, NULL));
    assert_true(game_redo(&g));
    assert_false(game_redo(&g));
    assert_int_equal(gm->left, 142);

    /* a new move after undo drops the redo tail */
    int c, d;
    assert_true(mj_hint(gm, &c, &d));
    Move mv2 = {.kind = MJ_MOVE_REMOVE, .a = (int16_t)c, .b = (int16_t)d};
    assert_true(game_apply(&g, &mv2, NULL, NULL));
    assert_true(game_undo(&g, NULL));
    assert_true(game_undo(&g, NULL));
    assert_int_equal(g.n_moves, 2);
    MjPair pairs[64];
    int np = mj_list_pairs(gm, pairs, 64);
    int k = 0;
    while (k < np && pairs[k].a == a && pairs[k].b == b)
        k++;
    assert_true(k < np);
    Move mv3 = {.kind = MJ_MOVE_REMOVE, .a = pairs[k].a, .b = pairs[k].b};
    assert_true(game_apply(&g, &mv3, NULL, NULL));
    assert_int_equal(g.n_moves, 1);
    assert_false(game_can_redo(&g));

    game_restart(&g);
    assert_int_equal(gm->left, 144);
    assert_int_equal(g.n_moves, 0);
    assert_memory_equal(gm->face, gm->deal, 144);
    game_free(&g);
}

static void test_list_pairs(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    assert_true(mj_new(m, &L, 7, NULL));
    MjPair p[300];
    int n = mj_list_pairs(m, p, 300);
    assert_int_equal(mj_list_pairs(m, NULL, 0), n);
    for (int i = 0; i < n; i++) {
        assert_true(p[i].a < p[i].b);
        assert_true(mj_can_remove(m, p[i].a, p[i].b));
        if (i > 0)
            assert_true(p[i - 1].a < p[i].a || (p[i - 1].a == p[i].a && p[i - 1].b < p[i].b));
    }
    /* brute force agrees */
    int brute = 0;
    for (int a = 0; a < 144; a++)
        for (int b = a + 1; b < 144; b++)
            brute += mj_can_remove(m, a, b);
    assert_int_equal(brute, n);
    MjPair one;
    assert_int_equal(mj_list_pairs(m, &one, 1), n);
    assert_int_equal(one.a, p[0].a);
}

static void multiset(const Mahjong *m, int *count)
{
    memset(count, 0, sizeof(int) * MJ_FACES);
    for (int i = 0; i < m->layout.count; i++)
        if (m->present[i])
            count[m->face[i]]++;
}

static void test_shuffle(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    assert_true(mj_new(m, &L, 5, NULL));
    int a, b;
    for (int i = 0; i < 5 && mj_hint(m, &a, &b); i++)
        assert_true(mj_remove(m, a, b));
    int before[MJ_FACES], after[MJ_FACES];
    multiset(m, before);
    uint8_t face0[LAYOUT_MAX_TILES];
    bool present0[LAYOUT_MAX_TILES];
    memcpy(face0, m->face, sizeof face0);
    memcpy(present0, m->present, sizeof present0);
    int pairs = mj_pairs_removed(m);
    Mahjong *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    *copy = *m;

    assert_true(mj_shuffle(m));
    multiset(m, after);
    assert_memory_equal(before, after, sizeof before);
    assert_memory_equal(present0, m->present, sizeof present0);
    assert_memory_not_equal(face0, m->face, 144);
    assert_int_equal(mj_pairs_removed(m), pairs);
    /* arrangement k is fixed by the RNG: the same state shuffles the same way,
     * and another k gives another arrangement */
    Mahjong *again = malloc(sizeof *again);
    assert_non_null(again);
    *again = *copy;
    assert_true(mj_shuffle_nth(again, 0));
    assert_memory_equal(again->face, m->face, 144);
    *again = *copy;
    assert_true(mj_shuffle_nth(again, 3));
    assert_memory_not_equal(again->face, m->face, 144);
    assert_false(mj_shuffle_nth(again, -1));
    assert_false(mj_shuffle_nth(again, MJ_SHUFFLE_MAX_K + 1));
    free(again);
    free(copy);

    /* shuffle_to rejects a non-permutation */
    uint8_t bad[LAYOUT_MAX_TILES];
    memcpy(bad, m->face, sizeof bad);
    for (int i = 0; i < 144; i++)
        if (m->present[i]) {
            bad[i] = (uint8_t)((bad[i] + 1) % MJ_FACES);
            break;
        }
    assert_false(mj_shuffle_to(m, bad));
    bad[0] = 200;
    assert_false(mj_shuffle_to(m, bad));
}

static void test_shuffle_two_kinds(void **state)
{
    Mahjong *m = *state;
    start(m, "pagoda-layout 1\nrow 0 0 0 6\n", 3);
    /* faces x, y, x, y: a shuffle must not return the same arrangement */
    m->face[0] = m->deal[0] = 1;
    m->face[1] = m->deal[1] = 2;
    m->face[2] = m->deal[2] = 1;
    m->face[3] = m->deal[3] = 2;
    for (int i = 0; i < 50; i++) {
        uint8_t f0[4];
        memcpy(f0, m->face, 4);
        assert_true(mj_shuffle(m));
        assert_memory_not_equal(f0, m->face, 4);
    }
    /* identical faces: nothing to change, but still a legal shuffle */
    start(m, "pagoda-layout 1\nrow 0 0 0 2\n", 3);
    assert_true(mj_shuffle(m));
}

static void test_status(void **state)
{
    Mahjong *m = *state;
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 4 0 0\n", 3);
    assert_true(mj_faces_match(m->face[0], m->face[1]));
    assert_int_equal(mj_status(m), MJ_PLAYING);
    assert_true(mj_remove(m, 0, 1));
    assert_int_equal(mj_status(m), MJ_WON);
    assert_false(mj_shuffle(m));
    assert_false(mj_hint(m, NULL, NULL));

    /* a pair stacked: only the top is free */
    start(m, "pagoda-layout 1\ntile 0 0 0\ntile 0 0 1\n", 3);
    assert_int_equal(mj_status(m), MJ_STUCK);
    assert_false(mj_hint(m, NULL, NULL));

    /* four tiles, ends free with different faces */
    start(m, "pagoda-layout 1\nrow 0 0 0 6\n", 3);
    static const uint8_t f[4] = {1, 2, 1, 2};
    memcpy(m->face, f, 4);
    memcpy(m->deal, f, 4);
    assert_int_equal(mj_status(m), MJ_STUCK);
    m->face[3] = 1;
    m->face[1] = 2;
    m->face[2] = 2;
    assert_int_equal(mj_status(m), MJ_PLAYING);
}

/* Greedy play of a whole turtle game reaches WON or STUCK and stays consistent. */
static void test_play_out(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    for (uint64_t seed = 0; seed < 10; seed++) {
        assert_true(mj_new(m, &L, seed, NULL));
        int a, b, guard = 0;
        while (mj_hint(m, &a, &b) && guard++ < 100)
            assert_true(mj_remove(m, a, b));
        MjStatus st = mj_status(m);
        assert_true(st == MJ_WON || st == MJ_STUCK);
        assert_int_equal(m->left, 144 - 2 * mj_pairs_removed(m));
        mj_reset_to_deal(m);
        assert_int_equal(m->left, 144);
        assert_int_equal(mj_pairs_removed(m), 0);
    }
}

/* A hint on a cleared table finds nothing and says so without blaming the
 * player ("undo or shuffle"), and costs nothing. */
static void test_hint_after_win(void **state)
{
    (void)state;
    tu_load_turtle(&L);
    MjDealOptions o = {.layout = &L};
    bool won = false;
    for (uint64_t seed = 0; seed < 60 && !won; seed++) {
        Game g;
        game_init(&g);
        assert_true(game_new(&g, &mahjong_rules, NULL, seed, &o, NULL));
        Move mv;
        for (int guard = 0; guard < 80 && game_status(&g).outcome == OUTCOME_PLAYING; guard++) {
            assert_true(mahjong_rules.list_moves(g.state, &mv, 1) > 0);
            assert_true(game_apply(&g, &mv, NULL, NULL));
        }
        if (game_status(&g).outcome == OUTCOME_WON) {
            won = true;
            int used = g.aid_used[AID_HINT];
            Error why = {{0}};
            assert_false(game_hint(&g, NULL, NULL, 0, &mv, NULL, &why));
            assert_string_equal(why.msg, "This game is won.");
            assert_int_equal(g.aid_used[AID_HINT], used);
        }
        game_free(&g);
    }
    assert_true(won);
}

static char *json_of(const Game *g)
{
    TextBuf w = {0};
    game_dump_json(g, &w);
    assert_false(w.oom);
    return w.p;
}

static void test_json(void **state)
{
    (void)state;
    tu_load_turtle(&L);
    Game g;
    game_init(&g);
    MjDealOptions o = {.layout = &L};
    assert_true(game_new(&g, &mahjong_rules, NULL, 1234, &o, NULL));
    char *j = json_of(&g);
    assert_non_null(strstr(j, "\"game\":\"mahjong\",\"layout\":\"Turtle\",\"seed\":1234,"
                              "\"tiles_left\":144,\"pairs_removed\":0,\"status\":\"playing\",\"tiles\":[{\"id\":0,"));
    assert_non_null(strstr(j, "\"moves\":0,\"score\":0,\"can_undo\":false,\"can_redo\":false,\"elapsed\":0"));
    int tiles = 0;
    for (const char *p = j; (p = strstr(p, "{\"id\":")); p++)
        tiles++;
    assert_int_equal(tiles, 144);
    free(j);

    Mahjong *m = g.state;
    int a, b;
    assert_true(mj_hint(m, &a, &b));
    Move mv = {.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b};
    assert_true(game_apply(&g, &mv, NULL, NULL));
    snprintf(m->layout.name, sizeof m->layout.name, "Tu\"r\\t\nle");
    j = json_of(&g);
    assert_non_null(strstr(j, "\"layout\":\"Tu\\\"r\\\\t\\u000ale\""));
    assert_non_null(strstr(j, "\"tiles_left\":142,\"pairs_removed\":1"));
    assert_non_null(strstr(j, "\"moves\":1,\"score\":2,\"can_undo\":true"));
    char idpat[32];
    snprintf(idpat, sizeof idpat, "{\"id\":%d,", a);
    assert_null(strstr(j, idpat));
    free(j);
    game_free(&g);
}

/* Issue 34: the classic hint reads no covered face. Along games on the Turtle
 * (following the hint), the rules' own hint is the same pair when the faces of
 * the covered tiles are shuffled among their places; once nothing is covered
 * the rules leave the hint to the solver (-1). */
static void test_hint_ignores_covered(void **state)
{
    (void)state;
    Layout *turtle = malloc(sizeof *turtle);
    Mahjong *m = malloc(sizeof *m), *c = malloc(sizeof *c);
    assert_non_null(turtle);
    assert_non_null(m);
    assert_non_null(c);
    tu_load_turtle(turtle);
    Rng r;
    rng_seed(&r, 34);
    int checked = 0, sure = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        MjDealOptions o = {.layout = turtle};
        assert_true(mahjong_rules.deal(m, &mahjong_rules.variants[0], seed, &o, NULL));
        for (int step = 0; step < 80; step++) {
            Move h;
            int own = mahjong_rules.hint_move(m, &h);
            int hidden[LAYOUT_MAX_TILES], n = 0;
            for (int i = 0; i < m->layout.count; i++) {
                bool under = false;
                for (int k = 0; k < m->links.n_above[i]; k++)
                    under = under || m->present[m->links.above[i][k]];
                if (m->present[i] && under)
                    hidden[n++] = i;
            }
            if (n == 0) {
                assert_int_equal(own, -1); /* every face in sight: the solver's line */
                sure++;
                Move any;
                if (mahjong_rules.list_moves(m, &any, 1) == 0)
                    break;
                MoveEvent ev;
                assert_true(mahjong_rules.apply(m, &any, &ev));
                continue;
            }
            for (int copy = 0; copy < 3; copy++) {
                *c = *m;
                for (int i = n - 1; i > 0; i--) {
                    int j = (int)rng_below(&r, (uint32_t)(i + 1));
                    uint8_t t = c->face[hidden[i]];
                    c->face[hidden[i]] = c->face[hidden[j]];
                    c->face[hidden[j]] = t;
                }
                Move h2;
                int own2 = mahjong_rules.hint_move(c, &h2);
                assert_int_equal(own2, own);
                if (own > 0) {
                    assert_int_equal(h2.a, h.a);
                    assert_int_equal(h2.b, h.b);
                }
                checked++;
            }
            if (own <= 0)
                break; /* no free pair */
            MoveEvent ev;
            assert_true(mahjong_rules.apply(m, &h, &ev));
        }
    }
    assert_true(checked > 300);
    free(turtle);
    free(m);
    free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_groups),
        cmocka_unit_test_setup_teardown(test_free_stack, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_peer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_half_offset, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_sideways, setup, teardown),
        cmocka_unit_test_setup_teardown(test_why_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_deal_full, setup, teardown),
        cmocka_unit_test_setup_teardown(test_deal_small_and_large, setup, teardown),
        cmocka_unit_test_setup_teardown(test_new_rejects_bad_layout, setup, teardown),
        cmocka_unit_test_setup_teardown(test_remove_undo_redo, setup, teardown),
        cmocka_unit_test_setup_teardown(test_list_pairs, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shuffle, setup, teardown),
        cmocka_unit_test_setup_teardown(test_shuffle_two_kinds, setup, teardown),
        cmocka_unit_test_setup_teardown(test_status, setup, teardown),
        cmocka_unit_test_setup_teardown(test_play_out, setup, teardown),
        cmocka_unit_test_setup_teardown(test_json, setup, teardown),
        cmocka_unit_test(test_hint_after_win),
        cmocka_unit_test(test_hint_ignores_covered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
