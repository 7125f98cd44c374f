#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/games/mahjong.h"
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
    assert_int_equal(mj_moves(m), 1);
    assert_true(mj_can_undo(m));
    assert_false(mj_can_redo(m));

    assert_true(mj_undo(m));
    assert_int_equal(m->left, 144);
    assert_true(m->present[a] && m->present[b]);
    assert_false(mj_can_undo(m));
    assert_false(mj_undo(m));
    assert_true(mj_can_redo(m));
    assert_true(mj_redo(m));
    assert_false(mj_redo(m));
    assert_int_equal(m->left, 142);

    /* a new move after undo drops the redo tail */
    int c, d;
    assert_true(mj_hint(m, &c, &d));
    assert_true(mj_remove(m, c, d));
    assert_true(mj_undo(m));
    assert_true(mj_undo(m));
    assert_int_equal(m->hist_len, 2);
    MjPair pairs[64];
    int np = mj_list_pairs(m, pairs, 64);
    assert_true(np >= 1);
    int k = 0;
    while (k < np && pairs[k].a == a && pairs[k].b == b)
        k++;
    assert_true(k < np);
    assert_true(mj_remove(m, pairs[k].a, pairs[k].b));
    assert_int_equal(m->hist_len, 1);
    assert_false(mj_can_redo(m));

    mj_restart(m);
    assert_int_equal(m->left, 144);
    assert_int_equal(m->hist_len, 0);
    assert_memory_equal(m->face, m->deal, 144);
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
    int moves = mj_moves(m), pairs = mj_pairs_removed(m);

    assert_true(mj_shuffle(m));
    multiset(m, after);
    assert_memory_equal(before, after, sizeof before);
    assert_memory_equal(present0, m->present, sizeof present0);
    assert_memory_not_equal(face0, m->face, 144);
    assert_int_equal(mj_moves(m), moves + 1);
    assert_int_equal(mj_pairs_removed(m), pairs);
    uint8_t face1[LAYOUT_MAX_TILES];
    memcpy(face1, m->face, sizeof face1);

    assert_true(mj_undo(m));
    assert_memory_equal(face0, m->face, 144);
    assert_true(mj_redo(m));
    assert_memory_equal(face1, m->face, 144);

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
    assert_int_equal(mj_moves(m), moves + 1);
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
        while (mj_undo(m))
            ;
        assert_int_equal(m->left, 144);
        while (mj_redo(m))
            ;
        assert_int_equal(mj_status(m), st);
    }
}

static char *json_of(const Mahjong *m, int sel)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    assert_non_null(f);
    mj_write_json(m, sel, -1, f);
    fclose(f);
    return buf;
}

static void test_json(void **state)
{
    Mahjong *m = *state;
    tu_load_turtle(&L);
    assert_true(mj_new(m, &L, 1234, NULL));
    char *j = json_of(m, -1);
    assert_non_null(strstr(j, "{\"game\":\"mahjong\",\"layout\":\"Turtle\",\"seed\":1234,"
                              "\"tiles_left\":144,\"selection\":-1,\"focus\":-1,\"score\":0,\"moves\":0,"
                              "\"pairs_removed\":0,\"status\":\"playing\",\"can_undo\":false,"
                              "\"can_redo\":false,\"elapsed\":0,\"tiles\":[{\"id\":0,"));
    assert_non_null(strstr(j, "]}\n"));
    int tiles = 0;
    for (const char *p = j; (p = strstr(p, "{\"id\":")); p++)
        tiles++;
    assert_int_equal(tiles, 144);
    free(j);

    int a, b;
    assert_true(mj_hint(m, &a, &b));
    assert_true(mj_remove(m, a, b));
    snprintf(m->layout.name, sizeof m->layout.name, "Tu\"r\\t\nle");
    j = json_of(m, 5);
    assert_non_null(strstr(j, "\"layout\":\"Tu\\\"r\\\\t\\u000ale\""));
    assert_non_null(strstr(j, "\"tiles_left\":142,\"selection\":5,\"focus\":-1,\"score\":2,\"moves\":1,"
                              "\"pairs_removed\":1"));
    assert_non_null(strstr(j, "\"can_undo\":true"));
    char idpat[32];
    snprintf(idpat, sizeof idpat, "{\"id\":%d,", a);
    assert_null(strstr(j, idpat));
    free(j);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_groups),
        cmocka_unit_test_setup_teardown(test_free_stack, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_peer, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_half_offset, setup, teardown),
        cmocka_unit_test_setup_teardown(test_free_sideways, setup, teardown),
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
