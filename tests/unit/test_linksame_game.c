/* LinkSame's game: scoring and clocks, the solver and deals, saves and the
 * high-score table (the board's paths and slides: test_linksame.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/linksame/linksame.h"
#include "testutil.h"

/* --- scoring and clocks -------------------------------------------------------------- */

static void test_speed_bonus(void **state)
{
    (void)state;
    /* ceil(15 - 1.5 sqrt(10 g)): "under ten seconds, and the faster the better" */
    assert_int_equal(ls_speed_bonus(0), 15);
    assert_int_equal(ls_speed_bonus(1), 15);    /* 14.85 */
    assert_int_equal(ls_speed_bonus(500), 12);  /* 15 - 1.5 sqrt(5) = 11.65 */
    assert_int_equal(ls_speed_bonus(1000), 11); /* 15 - 1.5 sqrt(10) = 10.26 */
    assert_int_equal(ls_speed_bonus(2000), 9);  /* 8.29 */
    assert_int_equal(ls_speed_bonus(5000), 5);  /* 4.39 */
    /* every gap under ten seconds earns a bonus (it used to end at 8.8 s) */
    assert_int_equal(ls_speed_bonus(8800), 1);  /* 0.93 */
    assert_int_equal(ls_speed_bonus(9900), 1);  /* 0.075 */
    assert_int_equal(ls_speed_bonus(9999), 1);
    assert_int_equal(ls_speed_bonus(10000), 0);
    assert_int_equal(ls_speed_bonus(60000), 0);
    assert_int_equal(ls_speed_bonus(UINT32_MAX), 0);
    /* exact at the boundaries: g = 0.4 s gives 15 - 1.5*2 = 12 exactly */
    assert_int_equal(ls_speed_bonus(399), 13);
    assert_int_equal(ls_speed_bonus(400), 12);
    assert_int_equal(ls_speed_bonus(401), 12);
    /* monotone, and 1..15 all through the window */
    for (uint32_t ms = 0; ms < 10000; ms += 37) {
        assert_true(ls_speed_bonus(ms) >= ls_speed_bonus(ms + 37));
        assert_in_range(ls_speed_bonus(ms), 1, LS_BONUS_MAX);
    }
}

/* Two linkable cells of the current board. */
static LsPair some_pair(const LinkSame *g)
{
    LsPair p[LS_MAX_CELLS * 3 / 2];
    int n = ls_board_list_pairs(&g->board, p, LS_MAX_CELLS * 3 / 2);
    assert_true(n > 0);
    return p[0];
}

static void test_score_in_game(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(ls_new(g, LS_EASY, LS_TIMED, 1, 7, NULL));
    static const uint32_t gaps[] = {0, 500, 1000, 2000, 5000, 9900, 10000};
    static const int bonus[] = {15, 12, 11, 9, 5, 1, 0};
    LsEvent ev;
    /* the stage's first pair: its gap runs from the stage's start */
    ls_tick(g, 2000);
    LsPair p = some_pair(g);
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_int_equal(ev.points, 1 + 9);
    assert_int_equal(g->score, 10);
    int32_t expect = 10;
    for (size_t i = 0; i < sizeof gaps / sizeof gaps[0]; i++) {
        ls_tick(g, gaps[i]);
        expect -= (int32_t)(gaps[i] / LS_SHOT_CLOCK_MS); /* the shot clock at 10 s */
        p = some_pair(g);
        assert_true(ls_remove(g, p.a, p.b, &ev));
        assert_int_equal(ev.points, 1 + bonus[i]);
        expect += 1 + bonus[i];
        assert_int_equal(g->score, expect);
    }
    /* practice: no score at all */
    assert_true(ls_new(g, LS_EASY, LS_PRACTICE, 1, 7, NULL));
    ls_tick(g, 50000);
    p = some_pair(g);
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_int_equal(g->score, 0);
    assert_false(ls_score_draining(g));
    free(g);
}

/* A stage's first pair earns a speed bonus measured from the stage's start, as
 * the rules text says ("bonus points naturally ... at the very beginning and the
 * very end of a stage"): in stage 1 from the deal, in a later stage from the
 * pair that cleared the one before. It used to earn none (issue 39). */
static void test_first_pair_bonus(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(ls_new(g, LS_EASY, LS_TIMED, 2, 7, NULL));
    LsEvent ev;
    ls_tick(g, 1000);
    LsPair p = some_pair(g);
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_int_equal(ev.points, 1 + ls_speed_bonus(1000));
    assert_int_equal(ev.points, 12);
    /* clear stage 1 at once, pair by pair with the solver's hints */
    while (g->stage == 1) {
        assert_true(ls_hint(g, &p, NULL));
        assert_true(ls_remove(g, p.a, p.b, &ev));
    }
    assert_true(ev.stage_cleared);
    assert_int_equal(g->idle_ms, 0);
    int32_t before = g->score;
    ls_tick(g, 5000);
    p = some_pair(g);
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_int_equal(ev.points, 1 + 5); /* 4.39, rounded up */
    assert_int_equal(g->score, before + 6);
    /* a first pair after ten idle seconds: none, and the shot clock took its point */
    assert_true(ls_new(g, LS_EASY, LS_TIMED, 1, 7, NULL));
    ls_tick(g, 10000);
    p = some_pair(g);
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_int_equal(ev.points, 1);
    assert_int_equal(g->score, 0);
    free(g);
}

static void test_shot_clock(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(ls_new(g, LS_NORMAL, LS_TIMED, 2, 11, NULL));
    g->score = 100;
    ls_tick(g, 9999);
    assert_int_equal(g->score, 100);
    assert_false(ls_score_draining(g));
    ls_tick(g, 1);
    assert_int_equal(g->score, 99);
    assert_true(ls_score_draining(g));
    for (int i = 0; i < 100; i++)
        ls_tick(g, 100); /* 10 s in small ticks */
    assert_int_equal(g->score, 98);
    ls_tick(g, 35000);
    assert_int_equal(g->score, 95);
    /* a removal resets the clock */
    LsPair p = some_pair(g);
    LsEvent ev;
    assert_true(ls_remove(g, p.a, p.b, &ev));
    assert_false(ls_score_draining(g));
    assert_int_equal(g->score, 95 + 1);
    ls_tick(g, 9000);
    assert_int_equal(g->score, 96);
    ls_tick(g, 1000);
    assert_int_equal(g->score, 95);
    assert_true(ls_score_draining(g));
    /* a hint and a shuffle cost nothing in the rules (the Timed variant's aids
     * charge them: test_contract) */
    LsPair hp;
    LsPath hpath;
    assert_true(ls_hint(g, &hp, &hpath));
    assert_int_equal(g->score, 95);
    assert_true(ls_board_find_path(&g->board, hp.a, hp.b, NULL));
    assert_true(hpath.n >= 2 && hpath.n <= 4);
    assert_true(ls_shuffle(g));
    assert_int_equal(g->score, 95);
    assert_true(ls_board_has_pair(&g->board));
    free(g);
}

static void test_auto_reshuffle(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(ls_new(g, LS_EASY, LS_TIMED, 1, 3, NULL));
    /* stage 1 (no slide): a cross that links nothing, and one pair C C */
    ls_board_init(&g->board, 12, 7);
    LsBoard *b = &g->board;
    b->cell[tu_ls_at(b, 4, 2)] = 0;
    b->cell[tu_ls_at(b, 5, 2)] = 1;
    b->cell[tu_ls_at(b, 4, 3)] = 1;
    b->cell[tu_ls_at(b, 5, 3)] = 0;
    b->cell[tu_ls_at(b, 9, 5)] = 2;
    b->cell[tu_ls_at(b, 10, 5)] = 2;
    g->left = 6;
    int32_t score = g->score;
    LsEvent ev;
    assert_true(ls_remove(g, tu_ls_at(b, 9, 5), tu_ls_at(b, 10, 5), &ev));
    assert_true(ev.reshuffled);
    assert_false(ev.stage_cleared);
    assert_int_equal(g->reshuffles, 1);
    assert_int_equal(g->score, score + 1 + LS_BONUS_MAX); /* the pair, at once; the reshuffle is free */
    assert_true(ls_board_has_pair(&g->board));
    /* same tiles, same cells */
    int faces[2] = {0, 0};
    for (int i = 0; i < 12 * 7; i++)
        if (b->cell[i] != LS_EMPTY) {
            assert_true(i == tu_ls_at(b, 4, 2) || i == tu_ls_at(b, 5, 2) || i == tu_ls_at(b, 4, 3) || i == tu_ls_at(b, 5, 3));
            assert_true(b->cell[i] < 2);
            faces[b->cell[i]]++;
        }
    assert_int_equal(faces[0], 2);
    assert_int_equal(faces[1], 2);
    /* and the game plays out */
    while (!g->complete) {
        LsPair p = some_pair(g);
        assert_true(ls_remove(g, p.a, p.b, &ev));
    }
    assert_true(ev.complete);
    free(g);
}

/* --- solver ---------------------------------------------------------------------------- */

/* Exhaustive search without memo or budget: the reference for small boards. */
static bool brute(const LsBoard *b, LsSlide s)
{
    if (ls_board_count(b) == 0)
        return true;
    LsPair p[64];
    int n = ls_board_list_pairs(b, p, 64);
    for (int i = 0; i < n && i < 64; i++) {
        LsBoard nb = *b;
        nb.cell[p[i].a] = nb.cell[p[i].b] = LS_EMPTY;
        ls_board_slide(&nb, s);
        if (brute(&nb, s))
            return true;
    }
    return false;
}

static void replay(const LsBoard *start, LsSlide s, const LsPair *sol)
{
    LsBoard b = *start;
    int pairs = ls_board_count(start) / 2;
    for (int i = 0; i < pairs; i++) {
        if (!ls_board_find_path(&b, sol[i].a, sol[i].b, NULL))
            fail_msg("move %d (%d, %d) is not legal", i, sol[i].a, sol[i].b);
        b.cell[sol[i].a] = b.cell[sol[i].b] = LS_EMPTY;
        ls_board_slide(&b, s);
    }
    assert_int_equal(ls_board_count(&b), 0);
}

static void test_solver_known(void **state)
{
    (void)state;
    LsBoard b;
    LsPair sol[LS_MAX_CELLS / 2];
    static const char *const abba[] = {"ABBA"};
    tu_ls_board_from(&b, abba, 1);
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 1000, sol, NULL), LS_SOLVE_CLEARABLE);
    replay(&b, LS_SLIDE_NONE, sol);

    static const char *const cross[] = {
        ".....",
        ".AB..",
        ".BA..",
        "...CC",
    };
    tu_ls_board_from(&b, cross, 4);
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 1000, sol, NULL), LS_SOLVE_STUCK);
    /* the cross again, after the only pair: stuck with or without a slide */
    static const char *const grav[] = {
        "AB",
        "BA",
        "CC",
    };
    tu_ls_board_from(&b, grav, 3);
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 1000, sol, NULL), LS_SOLVE_STUCK);
    assert_int_equal(ls_solve(&b, LS_SLIDE_RIGHT, 1000, sol, NULL), LS_SOLVE_STUCK);
    /* odd tile count: never */
    static const char *const odd[] = {"AAA"};
    tu_ls_board_from(&b, odd, 1);
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 1000, sol, NULL), LS_SOLVE_STUCK);
    /* a tiny budget gives an honest unknown */
    static const char *const big[] = {"ABCDDCBA", "EFGHHGFE"};
    tu_ls_board_from(&b, big, 2);
    uint32_t nodes = 0;
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 100000, sol, &nodes), LS_SOLVE_CLEARABLE);
    assert_true(nodes > 1);
    replay(&b, LS_SLIDE_NONE, sol);
    assert_int_equal(ls_solve(&b, LS_SLIDE_NONE, 1, sol, NULL), LS_SOLVE_UNKNOWN);
}

static void test_solver_slide_matters(void **state)
{
    (void)state;
    /* every slide agrees with exhaustive search on a small board */
    static const char *const rows[] = {
        "AB",
        "CA",
        "BC",
    };
    LsBoard b;
    tu_ls_board_from(&b, rows, 3);
    for (int s = LS_SLIDE_NONE; s <= LS_SLIDE_SPLIT_ROWS; s++)
        assert_int_equal(ls_solve(&b, (LsSlide)s, 100000, NULL, NULL) == LS_SOLVE_CLEARABLE,
                         brute(&b, (LsSlide)s));
}

static void test_solver_vs_brute_force(void **state)
{
    (void)state;
    Rng r;
    rng_seed(&r, 2024);
    int agree = 0, clear = 0, stuck = 0;
    for (int t = 0; t < 300; t++) {
        LsBoard b;
        ls_board_init(&b, 4, 4);
        for (int i = 0; i < 16; i++)
            b.cell[i] = (uint8_t)(i / 4);
        if (t % 2 == 0) /* eight faces of two tiles: crosses and locks happen */
            for (int i = 0; i < 16; i++)
                b.cell[i] = (uint8_t)(i / 2);
        rng_shuffle_u8(&r, b.cell, 16);
        /* punch a few holes in pairs so that boards differ in shape */
        if (t % 3 == 1) {
            for (int i = 0; i < 16; i++)
                if (b.cell[i] == 2)
                    b.cell[i] = LS_EMPTY;
        }
        LsSlide s = (LsSlide)(1 + t % LS_STAGES);
        ls_board_slide(&b, s);
        LsPair sol[LS_MAX_CELLS / 2];
        LsSolveResult res = ls_solve(&b, s, 1000000, sol, NULL);
        assert_int_not_equal(res, LS_SOLVE_UNKNOWN);
        bool want = brute(&b, s);
        assert_int_equal(res == LS_SOLVE_CLEARABLE, want);
        if (want) {
            replay(&b, s, sol);
            clear++;
        } else {
            stuck++;
        }
        agree++;
    }
    assert_int_equal(agree, 300);
    assert_true(clear > 0);
    assert_true(stuck > 0);
}

static void test_deal_replays(void **state)
{
    (void)state;
    for (int size = LS_EASY; size <= LS_HARD; size++) {
        for (int stage = 1; stage <= LS_STAGES; stage++) {
            if (size == LS_HARD && stage != 1 && stage != 2 && stage != 9)
                continue; /* keep the test quick: the bench covers every Hard stage */
            LsBoard b, again;
            LsPair sol[LS_MAX_CELLS / 2];
            LsDealStats st;
            uint64_t seed = 1000u + (uint64_t)stage;
            assert_true(ls_deal_stage(&b, (LsSize)size, stage, seed, sol, &st));
            assert_int_equal(b.w, ls_size_w((LsSize)size));
            assert_int_equal(b.h, ls_size_h((LsSize)size));
            assert_int_equal(ls_board_count(&b), b.w * b.h);
            int per[LS_MAX_KINDS] = {0};
            for (int i = 0; i < b.w * b.h; i++) {
                assert_true(b.cell[i] < ls_size_kinds((LsSize)size));
                per[b.cell[i]]++;
            }
            for (int f = 0; f < ls_size_kinds((LsSize)size); f++)
                assert_int_equal(per[f], 4);
            assert_true(st.attempts >= 1);
            replay(&b, ls_stage_slide(stage), sol);
            /* deterministic per seed */
            assert_true(ls_deal_stage(&again, (LsSize)size, stage, seed, NULL, NULL));
            assert_memory_equal(again.cell, b.cell, sizeof b.cell);
        }
    }
    LsBoard b;
    assert_false(ls_deal_stage(&b, LS_EASY, 0, 1, NULL, NULL));
    assert_false(ls_deal_stage(&b, LS_EASY, 10, 1, NULL, NULL));
    assert_false(ls_deal_stage(&b, LS_SIZE_COUNT, 1, 1, NULL, NULL));
}

static void test_game_plays_out(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    Error err = {{0}};
    assert_false(ls_new(g, LS_EASY, LS_TIMED, 0, 1, &err));
    assert_non_null(strstr(err.msg, "stages"));
    assert_false(ls_new(g, LS_EASY, LS_TIMED, 10, 1, &err));
    assert_true(ls_new(g, LS_EASY, LS_PRACTICE, 3, 99, &err));
    /* follow the solver's hints through three stages */
    int stages_cleared = 0;
    LsEvent ev;
    for (int moves = 0; !g->complete && moves < 1000; moves++) {
        LsPair p;
        LsPath path;
        assert_true(ls_hint(g, &p, &path));
        assert_true(ls_can_remove(g, p.a, p.b));
        assert_true(ls_remove(g, p.a, p.b, &ev));
        stages_cleared += ev.stage_cleared;
    }
    assert_true(g->complete);
    assert_int_equal(stages_cleared, 3);
    assert_int_equal(g->stage, 3);
    assert_false(ls_hint(g, NULL, NULL));
    assert_false(ls_shuffle(g));
    assert_false(ls_remove(g, 0, 1, NULL));
    free(g);
}

/* --- saves --------------------------------------------------------------------------- */

static uint64_t test_fnv(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static int hex2(const char *s)
{
    unsigned v = 0;
    assert_int_equal(sscanf(s, "%2x", &v), 1);
    return (int)v;
}

/* Replaces the checksum line of a save after editing its body (NUL-terminated,
 * with room for the line). False when there is no checksum line. */
static bool try_reseal(char *text, size_t *len)
{
    char *ck = strstr(text, "checksum ");
    if (!ck)
        return false;
    size_t body = (size_t)(ck - text);
    int n = snprintf(ck, 32, "checksum %016llx\n", (unsigned long long)test_fnv(text, body));
    *len = body + (size_t)n;
    return true;
}

static void reseal(char *text, size_t *len)
{
    assert_true(try_reseal(text, len));
}

static void test_save_round_trip(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g), *h = malloc(sizeof *h);
    assert_non_null(g);
    assert_non_null(h);
    assert_true(ls_new(g, LS_NORMAL, LS_PRACTICE, 4, 4242, NULL));
    /* into stage 2 (gravity) and a few moves on */
    LsEvent ev;
    while (g->stage < 2) {
        LsPair p;
        assert_true(ls_hint(g, &p, NULL));
        assert_true(ls_remove(g, p.a, p.b, &ev));
    }
    for (int i = 0; i < 5; i++) {
        LsPair p = some_pair(g);
        assert_true(ls_remove(g, p.a, p.b, &ev));
    }
    assert_true(ls_shuffle(g));
    Error err = {{0}};
    size_t len = 0;
    char *text = ls_save_text(g, &len, &err);
    assert_non_null(text);
    assert_int_equal(strlen(text), len);
    assert_true(ls_load_text(h, text, len, "slot1.save", &err));
    assert_int_equal(h->size, g->size);
    assert_int_equal(h->mode, LS_PRACTICE);
    assert_int_equal(h->stages, g->stages);
    assert_int_equal(h->stage, g->stage);
    assert_int_equal(h->left, g->left);
    assert_true(h->seed == g->seed);
    assert_memory_equal(&h->rng, &g->rng, sizeof g->rng);
    assert_memory_equal(h->board.cell, g->board.cell, sizeof g->board.cell);
    /* the restored game continues identically */
    assert_true(ls_shuffle(g));
    assert_true(ls_shuffle(h));
    assert_memory_equal(h->board.cell, g->board.cell, sizeof g->board.cell);
    /* saving the loaded game gives the same text (before the extra shuffles) */
    free(text);

    /* timed games are refused */
    LinkSame *t = malloc(sizeof *t);
    assert_non_null(t);
    assert_true(ls_new(t, LS_EASY, LS_TIMED, 1, 1, NULL));
    assert_null(ls_save_text(t, &len, &err));
    assert_non_null(strstr(err.msg, "Timed"));
    free(t);
    free(g);
    free(h);
}

static void expect_refused(const char *text, size_t len, const char *needle)
{
    LinkSame *out = malloc(sizeof *out);
    assert_non_null(out);
    memset(out, 0x5a, sizeof *out);
    Error err = {{0}};
    if (ls_load_text(out, text, len, "bad.save", &err))
        fail_msg("accepted a damaged save (expected '%s')", needle);
    assert_non_null(strstr(err.msg, "bad.save"));
    if (needle && !strstr(err.msg, needle))
        fail_msg("message '%s' lacks '%s'", err.msg, needle);
    /* untouched */
    for (size_t i = 0; i < sizeof *out; i++)
        assert_int_equal(((unsigned char *)out)[i], 0x5a);
    free(out);
}

static void test_save_damaged(void **state)
{
    (void)state;
    LinkSame *g = malloc(sizeof *g);
    assert_non_null(g);
    assert_true(ls_new(g, LS_EASY, LS_PRACTICE, 2, 77, NULL));
    size_t len;
    char *text = ls_save_text(g, &len, NULL);
    assert_non_null(text);
    char *t = malloc(len + 64);
    assert_non_null(t);

    expect_refused("", 0, "not a Pagoda save");
    expect_refused(NULL, 0, "not a Pagoda save");
    expect_refused("hello\n", 6, "not a Pagoda save");
    expect_refused("pagoda-save 9\n", 14, "newer");
    /* truncated */
    expect_refused(text, len - 1, "truncated");
    expect_refused(text, len / 2, "truncated");
    /* a flipped character */
    memcpy(t, text, len);
    t[40] ^= 1;
    expect_refused(t, len, "checksum");
    /* valid checksum, bad content */
    static const struct {
        const char *from, *to, *why;
    } edits[] = {
        {"game linksame", "game mahjong!", "not a LinkSame save"},
        {"size easy", "size huge", "size"},
        {"stages 2", "stages 0", "stages"},
        {"stage 1\n", "stage 3\n", "stage"},
        {"board ", "board ff", "board"},
        {"\nend\n", "\nend x\n", "end"},
    };
    for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
        memcpy(t, text, len + 1);
        char *at_ = strstr(t, edits[i].from);
        assert_non_null(at_);
        size_t fl = strlen(edits[i].from), tl = strlen(edits[i].to);
        memmove(at_ + tl, at_ + fl, len + 1 - (size_t)(at_ - t) - fl);
        memcpy(at_, edits[i].to, tl);
        size_t nl = len - fl + tl;
        reseal(t, &nl);
        expect_refused(t, nl, edits[i].why);
    }
    /* one tile's face changed: the faces no longer pair up */
    memcpy(t, text, len + 1);
    {
        char *bd = strstr(t, "board ") + 6;
        int f = hex2(bd);
        char h2[3];
        snprintf(h2, sizeof h2, "%02x", (f + 1) % ls_size_kinds(LS_EASY));
        bd[0] = h2[0];
        bd[1] = h2[1];
        size_t nl = len;
        reseal(t, &nl);
        expect_refused(t, nl, "paired");
    }
    /* a board that is not closed up under the stage's slide (stage 2: gravity) */
    LinkSame *h = malloc(sizeof *h);
    assert_non_null(h);
    *h = *g;
    h->stage = 2;
    char *t2 = ls_save_text(h, &len, NULL); /* full board fits any slide: accepted */
    assert_non_null(t2);
    assert_true(ls_load_text(h, t2, len, "ok.save", NULL));
    char *b = strstr(t2, "board ") + 6;
    /* blank the bottom-left tile (and another of its face): a hole under gravity */
    int first = 6 * 12;
    int f0 = hex2(b + 2 * first);
    b[2 * first] = b[2 * first + 1] = 'f';
    for (int i = 0; i < 12 * 7; i++)
        if (i != first && hex2(b + 2 * i) == f0) {
            b[2 * i] = b[2 * i + 1] = 'f';
            break;
        }
    reseal(t2, &len);
    expect_refused(t2, len, "slid");
    free(t2);
    free(h);

    /* random mutations must never crash, and are almost always refused */
    Rng r;
    rng_seed(&r, 5);
    for (int i = 0; i < 3000; i++) {
        memcpy(t, text, len + 1);
        size_t l = len;
        int k = 1 + (int)rng_below(&r, 4);
        for (int j = 0; j < k; j++) {
            size_t pos = rng_below(&r, (uint32_t)l);
            t[pos] = (char)rng_below(&r, 256);
        }
        if (i % 2)
            (void)try_reseal(t, &l); /* without a checksum line it is left as is */
        LinkSame *o = malloc(sizeof *o);
        assert_non_null(o);
        Error err;
        (void)ls_load_text(o, t, rng_below(&r, 2) ? l : rng_below(&r, (uint32_t)l + 1), "fuzz", &err);
        free(o);
    }
    free(t);
    free(text);
    free(g);
}

/* --- high scores ------------------------------------------------------------------- */

static void test_scores(void **state)
{
    (void)state;
    LsScores *t = malloc(sizeof *t);
    assert_non_null(t);
    ls_scores_init(t);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 9, 500, "2025-01-02", 1), 1);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 9, 700, "2025-01-03", 2), 1);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 9, 500, "2025-01-04", 3), 3); /* ties: older first */
    assert_int_equal(ls_scores_insert(t, LS_HARD, 3, -5, "2025-01-04", 4), 1);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 9, 1, "bad-date!!", 5), 0);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 0, 1, "2025-01-04", 5), 0);
    assert_int_equal(ls_scores_insert(t, LS_SIZE_COUNT, 1, 1, "2025-01-04", 5), 0);
    int n;
    const LsScore *e = ls_scores_get(t, LS_HARD, 9, &n);
    assert_int_equal(n, 3);
    assert_int_equal(e[0].score, 700);
    assert_int_equal(e[1].score, 500);
    assert_true(e[1].seed == 1);
    assert_true(e[2].seed == 3);
    /* fill beyond the top 10 */
    for (int i = 0; i < 20; i++)
        ls_scores_insert(t, LS_HARD, 9, 100 + i, "2025-02-01", (uint64_t)(100 + i));
    e = ls_scores_get(t, LS_HARD, 9, &n);
    assert_int_equal(n, LS_HS_TOP);
    for (int i = 1; i < n; i++)
        assert_true(e[i - 1].score >= e[i].score);
    assert_int_equal(e[n - 1].score, 113);
    assert_int_equal(ls_scores_insert(t, LS_HARD, 9, 50, "2025-02-01", 9), 0);
    e = ls_scores_get(t, LS_EASY, 1, &n);
    assert_int_equal(n, 0);

    /* format and parse back */
    size_t need = ls_scores_format(t, NULL, 0);
    char *buf = malloc(need + 1);
    assert_non_null(buf);
    assert_int_equal(ls_scores_format(t, buf, need + 1), need);
    assert_int_equal(strncmp(buf, "pagoda-linksame-scores 2\n", 25), 0);
    LsScores *u = malloc(sizeof *u);
    assert_non_null(u);
    Error err = {{0}};
    assert_true(ls_scores_parse(u, buf, need, "scores.txt", &err));
    assert_memory_equal(u->n, t->n, sizeof t->n);
    for (int k = 0; k < LS_HS_KEYS; k++)
        for (int i = 0; i < t->n[k]; i++) {
            assert_int_equal(u->e[k][i].score, t->e[k][i].score);
            assert_string_equal(u->e[k][i].date, t->e[k][i].date);
            assert_true(u->e[k][i].seed == t->e[k][i].seed);
        }
    /* a hand-written file, unordered, with comments and CRLF */
    static const char hand[] = "pagoda-linksame-scores 1\r\n# mine\n\neasy 1 10 2024-12-31 5\r\n"
                               "easy 1 30 2024-12-30 6\neasy 1 -2147483648 2024-12-29 7\n";
    assert_true(ls_scores_parse(u, hand, sizeof hand - 1, "scores.txt", &err));
    e = ls_scores_get(u, LS_EASY, 1, &n);
    assert_int_equal(n, 3);
    assert_int_equal(e[0].score, 30);
    assert_int_equal(e[2].score, INT32_MIN);
    /* malformed */
    static const char *const bad[] = {
        "",
        "pagoda-linksame-scores 3\n",
        "pagoda-linksame-scores 1\nhuge 1 10 2024-12-31 5\n",
        "pagoda-linksame-scores 1\neasy 10 10 2024-12-31 5\n",
        "pagoda-linksame-scores 1\neasy 1 x 2024-12-31 5\n",
        "pagoda-linksame-scores 1\neasy 1 10 2024-1-31 5\n",
        "pagoda-linksame-scores 1\neasy 1 10 2024-12-31\n",
        "pagoda-linksame-scores 1\neasy 1 10 2024-12-31 5 6\n",
        "pagoda-linksame-scores 1\neasy 1 2147483648 2024-12-31 5\n",
        "pagoda-linksame-scores 1\neasy 1 10 2024-12-31 18446744073709551616\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err.msg[0] = 0;
        assert_false(ls_scores_parse(u, bad[i], strlen(bad[i]), "scores.txt", &err));
        assert_non_null(strstr(err.msg, "scores.txt"));
        int m;
        ls_scores_get(u, LS_EASY, 1, &m);
        assert_int_equal(m, 0);
    }
    free(buf);
    free(t);
    free(u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_speed_bonus),
        cmocka_unit_test(test_score_in_game),
        cmocka_unit_test(test_first_pair_bonus),
        cmocka_unit_test(test_shot_clock),
        cmocka_unit_test(test_auto_reshuffle),
        cmocka_unit_test(test_solver_known),
        cmocka_unit_test(test_solver_slide_matters),
        cmocka_unit_test(test_solver_vs_brute_force),
        cmocka_unit_test(test_deal_replays),
        cmocka_unit_test(test_game_plays_out),
        cmocka_unit_test(test_save_round_trip),
        cmocka_unit_test(test_save_damaged),
        cmocka_unit_test(test_scores),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
