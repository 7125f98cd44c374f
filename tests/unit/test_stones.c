/* MahJongg Stones (core/games/stones): every case of the neighbour table on
 * hand-made grids, edges and corners, the start tiles of each size, each
 * variant's difference, throws, score and bonuses, win and loss, saves, the
 * solver against an exhaustive search, and winnable deals. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/games/stones/estimate.h"
#include "core/games/stones/rules.h"
#include "core/games/stones/solve.h"
#include "core/games/stones/stones.h"

/* A w x h test grid (rows of "cs" pairs: colour digit, symbol letter; ".." is
 * empty) with a stock (same notation, no spaces). */
static void grid(Stones *s, const StonesParams *p, const char *const *rows, const char *stock)
{
    st_init(s, p);
    for (int y = 0; y < p->h; y++) {
        assert_int_equal((int)strlen(rows[y]), 2 * p->w);
        for (int x = 0; x < p->w; x++) {
            const char *c = rows[y] + 2 * x;
            s->cell[y * p->w + x] = c[0] == '.' ? ST_EMPTY : st_tile(c[0] - '0', c[1] - 'a');
        }
    }
    int n = (int)strlen(stock) / 2;
    for (int i = 0; i < n; i++)
        s->stock[i] = st_tile(stock[2 * i] - '0', stock[2 * i + 1] - 'a');
    s->n_stock = (uint8_t)n;
}

static const StonesParams P3 = {3, 3, 6, 0, {{0}}, false, ST_MATCH_STRICT, 0};
static const StonesParams P3_FREE = {3, 3, 6, 0, {{0}}, true, ST_MATCH_STRICT, 0};
static const StonesParams P3_LOOSE = {3, 3, 6, 0, {{0}}, false, ST_MATCH_LOOSE, 0};
static const StonesParams P3_THROW = {3, 3, 6, 0, {{0}}, false, ST_MATCH_STRICT, 3};

/* The centre cell (4) of a 3x3 grid with neighbours up/down/left/right given as
 * tiles ("" none), for tile t: legal? */
static bool centre(const StonesParams *p, const char *up, const char *down, const char *left, const char *right,
                   const char *t)
{
    char r0[7] = "......", r1[7] = "......", r2[7] = "......";
    if (*up)
        memcpy(r0 + 2, up, 2);
    if (*down)
        memcpy(r2 + 2, down, 2);
    if (*left)
        memcpy(r1, left, 2);
    if (*right)
        memcpy(r1 + 4, right, 2);
    const char *rows[3] = {r0, r1, r2};
    Stones s;
    grid(&s, p, rows, t);
    return st_cell_legal(&s, 4, st_current(&s));
}

/* The tile placed is 0a (colour 0, symbol a); "C" neighbours share only its
 * colour (0b..), "S" only its symbol (1a..), "T" both (a twin, 0a), "N" neither. */
#define T "0a"
#define C1 "0b"
#define C2 "0c"
#define C3 "0d"
#define C4 "0e"
#define S1 "1a"
#define S2 "2a"
#define S3 "3a"
#define S4 "4a"
#define N1 "1b"

static void test_zero_neighbours(void **state)
{
    (void)state;
    assert_false(centre(&P3, "", "", "", "", T));
    assert_true(centre(&P3_FREE, "", "", "", "", T));
    assert_false(centre(&P3_LOOSE, "", "", "", "", T));
}

static void test_one_neighbour(void **state)
{
    (void)state;
    const char *none = "";
    /* on every side: colour, symbol, both match; neither does not */
    for (int side = 0; side < 4; side++) {
        const char *t[4] = {none, none, none, none};
        t[side] = C1;
        assert_true(centre(&P3, t[0], t[1], t[2], t[3], T));
        t[side] = S1;
        assert_true(centre(&P3, t[0], t[1], t[2], t[3], T));
        t[side] = T;
        assert_true(centre(&P3, t[0], t[1], t[2], t[3], T));
        t[side] = N1;
        assert_false(centre(&P3, t[0], t[1], t[2], t[3], T));
    }
}

static void test_two_neighbours(void **state)
{
    (void)state;
    assert_true(centre(&P3, C1, S1, "", "", T));  /* colour + symbol */
    assert_true(centre(&P3, S1, C1, "", "", T));  /* symbol + colour */
    assert_true(centre(&P3, "", "", C1, S1, T));  /* left/right too */
    assert_false(centre(&P3, C1, C2, "", "", T)); /* two colours */
    assert_false(centre(&P3, S1, S2, "", "", T)); /* two symbols */
    assert_false(centre(&P3, C1, N1, "", "", T)); /* one matches nothing */
    assert_true(centre(&P3, T, C1, "", "", T));   /* the twin stands for the symbol */
    assert_true(centre(&P3, T, S1, "", "", T));   /* ... or the colour */
    assert_true(centre(&P3, T, T, "", "", T));
    assert_false(centre(&P3, T, N1, "", "", T));
    assert_true(centre(&P3, C1, "", S1, "", T)); /* around a corner of the cell */
}

static void test_three_neighbours(void **state)
{
    (void)state;
    assert_true(centre(&P3, C1, C2, S1, "", T));
    assert_true(centre(&P3, S1, S2, C1, "", T));
    assert_true(centre(&P3, "", C1, S1, S2, T));
    assert_false(centre(&P3, C1, C2, C3, "", T)); /* no symbol */
    assert_false(centre(&P3, S1, S2, S3, "", T)); /* no colour */
    assert_false(centre(&P3, C1, S1, N1, "", T)); /* the third matches nothing */
    assert_true(centre(&P3, T, C1, C2, "", T));   /* the twin gives the symbol */
    assert_true(centre(&P3, T, S1, S2, "", T));
    assert_true(centre(&P3, T, T, T, "", T));
}

static void test_four_neighbours(void **state)
{
    (void)state;
    assert_true(centre(&P3, C1, C2, S1, S2, T));
    assert_true(centre(&P3, S1, C1, S2, C2, T));
    assert_false(centre(&P3, C1, C2, C3, S1, T)); /* three colours */
    assert_false(centre(&P3, S1, S2, S3, C1, T)); /* three symbols */
    assert_false(centre(&P3, C1, C2, C3, C4, T));
    assert_false(centre(&P3, S1, S2, S3, S4, T));
    assert_false(centre(&P3, C1, C2, S1, N1, T));
    assert_true(centre(&P3, T, C1, S1, S2, T));   /* twin as the second colour */
    assert_true(centre(&P3, T, T, C1, S1, T));
    assert_true(centre(&P3, T, T, T, T, T));
    assert_false(centre(&P3, T, C1, C2, C3, T));  /* only one can be a symbol */
}

static void test_loose(void **state)
{
    (void)state;
    assert_true(centre(&P3_LOOSE, C1, N1, "", "", T));
    assert_true(centre(&P3_LOOSE, C1, C2, C3, C4, T)); /* Stones refuses this */
    assert_true(centre(&P3_LOOSE, N1, N1, N1, S1, T));
    assert_false(centre(&P3_LOOSE, N1, N1, "", "", T));
}

static void test_why(void **state)
{
    (void)state;
    const char *rows[3] = {"..0b..", "..........", ""};
    (void)rows;
    const char *g1[3] = {"..1a..", "0b....", "......"};
    Stones s;
    char buf[128];
    grid(&s, &P3, g1, "0a");
    assert_true(st_cell_legal(&s, 4, st_current(&s)));
    st_why_not(&s, 4, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "");
    const char *g2[3] = {"..1a..", "2a....", "......"}; /* two symbols */
    grid(&s, &P3, g2, "0a");
    st_why_not(&s, 4, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "Needs a colour match with the tile above or the tile to the left.");
    const char *g3[3] = {"..1a..", "1b....", "......"}; /* left matches nothing */
    grid(&s, &P3, g3, "0a");
    st_why_not(&s, 4, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "Needs a colour or symbol match with the tile to the left.");
    const char *g4[3] = {"..0b..", "0c..1a", "..0d.."}; /* three colours, one symbol */
    grid(&s, &P3, g4, "0a");
    st_why_not(&s, 4, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "Needs a symbol match with the tile above, the tile below or the tile to the left.");
    const char *g5[3] = {"..0b..", "0c..0e", "..0d.."};
    grid(&s, &P3, g5, "0a");
    st_why_not(&s, 4, st_current(&s), buf, sizeof buf);
    assert_non_null(strstr(buf, "Needs two symbol matches"));
    grid(&s, &P3, g1, "0a");
    st_why_not(&s, 8, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "A tile needs a neighbour above, below, left or right.");
    grid(&s, &P3, g5, "0a");
    st_why_not(&s, 1, st_current(&s), buf, sizeof buf);
    assert_string_equal(buf, "That cell is taken.");
    /* the module's why_refused says the same for a click */
    stones_rules.why_refused(&s, -1, 1, buf, sizeof buf);
    assert_string_equal(buf, "That cell is taken.");
}

/* Edges do not wrap: the last cell of a row is not next to the first of the
 * next row, and corners have two neighbours at most. */
static void test_edges_and_corners(void **state)
{
    (void)state;
    const char *g[3] = {"....0b", "......", "......"};
    Stones s;
    grid(&s, &P3, g, "0a0a");
    assert_false(st_cell_legal(&s, 3, st_current(&s))); /* (0,1): after (2,0) in memory */
    assert_true(st_cell_legal(&s, 1, st_current(&s)));
    assert_true(st_cell_legal(&s, 5, st_current(&s)));
    uint8_t nb[4];
    assert_int_equal(st_neighbours(&s, 8, nb), 0);
    const char *g2[3] = {"..0b..", "0c0d0e", "..0f.."};
    grid(&s, &P3, g2, "0a");
    assert_int_equal(st_neighbours(&s, 0, nb), 2);
    assert_int_equal(st_neighbours(&s, 8, nb), 2);
    assert_int_equal(st_neighbours(&s, 4, nb), 4);
}

static void test_start_tiles(void **state)
{
    (void)state;
    for (int v = 0; v < stones_rules.n_variants; v++) {
        const StonesParams *p = stones_params(&stones_rules.variants[v]);
        assert_non_null(p);
        for (uint64_t seed = 1; seed <= 50; seed++) {
            Stones s;
            st_deal_random(&s, p, seed);
            unsigned colours = 0, symbols = 0;
            int on = 0;
            for (int c = 0; c < s.w * s.h; c++)
                if (s.cell[c] != ST_EMPTY) {
                    colours |= 1u << st_colour(s.cell[c]);
                    symbols |= 1u << st_symbol(s.cell[c]);
                    on++;
                }
            assert_int_equal(on, p->kinds);
            assert_int_equal(colours, (1u << p->kinds) - 1);
            assert_int_equal(symbols, (1u << p->kinds) - 1);
            for (int i = 0; i < p->n_start; i++)
                assert_int_not_equal(s.cell[p->start[i][1] * p->w + p->start[i][0]], ST_EMPTY);
            /* corners first */
            assert_int_not_equal(s.cell[0], ST_EMPTY);
            assert_int_not_equal(s.cell[p->w - 1], ST_EMPTY);
            assert_int_not_equal(s.cell[(p->h - 1) * p->w], ST_EMPTY);
            assert_int_not_equal(s.cell[p->h * p->w - 1], ST_EMPTY);
            /* every tile twice in all */
            int count[64] = {0};
            for (int c = 0; c < s.w * s.h; c++)
                if (s.cell[c] != ST_EMPTY)
                    count[s.cell[c]]++;
            for (int i = 0; i < s.n_stock; i++)
                count[s.stock[i]]++;
            for (int c = 0; c < p->kinds; c++)
                for (int y = 0; y < p->kinds; y++)
                    assert_int_equal(count[st_tile(c, y)], 2);
            assert_int_equal(s.n_stock + on, 2 * p->kinds * p->kinds);
        }
    }
    const StonesParams *stones = stones_params(rules_variant(&stones_rules, "stones"));
    assert_int_equal(stones->w * stones->h, 96);
    assert_int_equal(2 * stones->kinds * stones->kinds, 72);
    const StonesParams *small = stones_params(rules_variant(&stones_rules, "small"));
    assert_int_equal(small->w * 10 + small->h, 107);
    assert_int_equal(2 * small->kinds * small->kinds, 50);
    const StonesParams *tiny = stones_params(rules_variant(&stones_rules, "tiny"));
    assert_int_equal(tiny->w * 10 + tiny->h, 86);
    assert_int_equal(2 * tiny->kinds * tiny->kinds, 32);
    assert_int_equal(tiny->n_start, 4);
    assert_int_equal(small->n_start, 5);
    assert_int_equal(stones->n_start, 6);
}

static void test_variant_rows(void **state)
{
    (void)state;
    const char *ids[] = {"stones", "free", "loose", "throwing", "small", "tiny"};
    assert_int_equal(stones_rules.n_variants, 6);
    for (int i = 0; i < 6; i++)
        assert_non_null(rules_variant(&stones_rules, ids[i]));
    assert_true(stones_params(rules_variant(&stones_rules, "free"))->free_cells);
    assert_false(stones_params(rules_variant(&stones_rules, "stones"))->free_cells);
    assert_int_equal(stones_params(rules_variant(&stones_rules, "loose"))->match, ST_MATCH_LOOSE);
    assert_int_equal(stones_params(rules_variant(&stones_rules, "throwing"))->throws, 3);
    assert_int_equal(stones_params(rules_variant(&stones_rules, "stones"))->throws, 0);
}

static void test_throws(void **state)
{
    (void)state;
    const char *g[3] = {"0a....", "......", "......"};
    Stones s;
    grid(&s, &P3_THROW, g, "0b1b0c0d0e0f");
    int32_t pts;
    /* 0b fits next to 0a: the throw costs */
    assert_true(st_can_throw(&s));
    assert_true(st_throw(&s, &pts));
    assert_int_equal(pts, -ST_THROW_COST);
    /* 1b fits nowhere: free */
    assert_false(st_has_legal_cell(&s));
    assert_true(st_throw(&s, &pts));
    assert_int_equal(pts, 0);
    assert_true(st_throw(&s, &pts));
    assert_int_equal(s.throws_used, 3);
    assert_false(st_can_throw(&s));
    assert_false(st_throw(&s, &pts));
    assert_int_equal(s.score, -ST_THROW_COST * 2);
    /* Stones throws nothing */
    grid(&s, &P3, g, "0b");
    assert_false(st_can_throw(&s));
    Move m = {.kind = ST_MOVE_THROW, .a = 9, .b = -1};
    assert_false(stones_rules.apply(&s, &m, NULL));
    /* with no cell and no throw left the game is lost; with a throw, not yet */
    grid(&s, &P3_THROW, g, "1b1b1b1b");
    for (int i = 0; i < 3; i++) {
        assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_PLAYING);
        Move list[16];
        assert_int_equal(stones_rules.list_moves(&s, list, 16), 1); /* only the throw */
        assert_int_equal(list[0].kind, ST_MOVE_THROW);
        assert_true(stones_rules.apply(&s, &list[0], NULL));
    }
    assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_LOST);
    assert_int_equal(stones_rules.list_moves(&s, (Move[4]){0}, 4), 0);
    /* a throw of the last tile wins */
    grid(&s, &P3_THROW, g, "1b");
    assert_true(st_throw(&s, &pts));
    assert_int_equal(st_end(&s), ST_WON);
    assert_int_equal(pts, ST_END_BONUS_0);
}

static void test_score(void **state)
{
    (void)state;
    assert_int_equal(ST_PLACE_POINTS[1], 1);
    assert_int_equal(ST_PLACE_POINTS[2], 2);
    assert_int_equal(ST_PLACE_POINTS[3], 4);
    assert_int_equal(ST_PLACE_POINTS[4], 8);
    /* a 5x3 grid: two holes with four neighbours each */
    static const StonesParams P5 = {5, 3, 6, 0, {{0}}, false, ST_MATCH_STRICT, 0};
    const char *g[3] = {"..0b..0b..", "0c..1a..0c", "..1a..1a.."};
    Stones s;
    grid(&s, &P5, g, "0a0a0a0a0a");
    int32_t pts;
    assert_true(st_place(&s, 6, &pts)); /* four: 0b 0c up/left, 1a right, 1a below */
    assert_int_equal(pts, 8 + 25);
    assert_true(st_place(&s, 8, &pts)); /* four: 0b up, 0c right, 0a left (twin), 1a below */
    assert_int_equal(pts, 8 + 50);
    assert_int_equal(s.fourways, 2);
    assert_false(st_place(&s, 0, &pts)); /* 0b right, 0c below: two colours */
    assert_true(st_place(&s, 10, &pts)); /* 0c above, 1a right */
    assert_int_equal(pts, 2);
    assert_true(st_place(&s, 2, &pts)); /* 0b left and right, 1a below */
    assert_int_equal(pts, 4);
    /* the bonus table rises and its last value repeats */
    assert_int_equal(ST_FOURWAY_BONUS[0], 25);
    assert_int_equal(ST_FOURWAY_BONUS[11], 50000);
    /* end bonuses */
    assert_int_equal(st_end_bonus(0), 1000);
    assert_int_equal(st_end_bonus(1), 500);
    assert_int_equal(st_end_bonus(2), 100);
    assert_int_equal(st_end_bonus(3), 0);
    int32_t before = s.score;
    assert_true(st_place(&s, 14, &pts)); /* the last tile: 0c above, 1a left */
    assert_int_equal(st_end(&s), ST_WON);
    assert_int_equal(s.score - before, pts);
    assert_int_equal(pts, 2 + ST_END_BONUS_0);
    assert_int_equal(s.score, 8 + 25 + 8 + 50 + 2 + 4 + 2 + ST_END_BONUS_0);
}

static void test_four_way_bonus_sequence(void **state)
{
    (void)state;
    /* a 3x3 grid refilled 14 times: the k-th four-way placement earns bonus k */
    const char *g[3] = {"..0b..", "0c..1a", "..2a.."};
    Stones s;
    grid(&s, &P3, g, "0a");
    for (int k = 0; k < 14; k++) {
        int32_t pts;
        s.next = 0;
        s.ended = 0;
        s.cell[4] = ST_EMPTY;
        s.fourways = (uint8_t)k;
        assert_true(st_place(&s, 4, &pts));
        int bonus = ST_FOURWAY_BONUS[k < 12 ? k : 11];
        assert_int_equal(pts, 8 + bonus + ST_END_BONUS_0);
    }
}

static void test_win_and_loss(void **state)
{
    (void)state;
    const char *g[3] = {"0a....", "......", "......"};
    Stones s;
    grid(&s, &P3, g, "0b0c");
    assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_PLAYING);
    assert_int_equal(stones_rules.status(&s).left, 2);
    assert_true(st_place(&s, 1, NULL));
    assert_true(st_place(&s, 2, NULL));
    assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_WON);
    assert_int_equal(s.score, 1 + 1 + ST_END_BONUS_0);
    assert_false(st_place(&s, 3, NULL)); /* nothing after the end */
    /* lost with one tile left: 500; with two: 100 */
    grid(&s, &P3, g, "0b1c");
    assert_true(st_place(&s, 1, NULL));
    assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_LOST);
    assert_int_equal(s.score, 1 + ST_END_BONUS_1);
    grid(&s, &P3, g, "0b1c1c");
    assert_true(st_place(&s, 1, NULL));
    assert_int_equal(stones_rules.status(&s).outcome, OUTCOME_LOST);
    assert_int_equal(s.score, 1 + ST_END_BONUS_2);
    grid(&s, &P3, g, "0b1c1c1c");
    assert_true(st_place(&s, 1, NULL));
    assert_int_equal(s.score, 1);
}

/* --- the one-pick moves of the seam ------------------------------------------ */

static void test_pick(void **state)
{
    (void)state;
    const char *g[3] = {"0a....", "......", "......"};
    Stones s;
    grid(&s, &P3_THROW, g, "0b0c");
    Move m;
    assert_int_equal(stones_rules.pick(&s, -1, 1, &m), PICK_MOVE);
    assert_int_equal(m.kind, ST_MOVE_PLACE);
    assert_int_equal(m.a, 1);
    assert_int_equal(stones_rules.pick(&s, -1, 4, &m), PICK_REFUSE);
    assert_int_equal(stones_rules.pick(&s, -1, 9, &m), PICK_MOVE); /* the stock: a throw */
    assert_int_equal(m.kind, ST_MOVE_THROW);
    assert_true(stones_rules.pickable(&s, 4));  /* the cursor visits empty cells */
    assert_false(stones_rules.pickable(&s, 0)); /* not tiles */
}

/* --- saves ------------------------------------------------------------------------ */

static void test_save_and_damage(void **state)
{
    (void)state;
    Game g;
    game_init(&g);
    Error err = {{0}};
    assert_true(game_new(&g, &stones_rules, rules_variant(&stones_rules, "tiny"), 7, NULL, &err));
    Move m[64];
    for (int i = 0; i < 5 && stones_rules.list_moves(g.state, m, 64) > 0; i++)
        assert_true(game_apply(&g, &m[0], NULL, &err));
    size_t len;
    char *text = game_save_text(&g, &len, &err);
    assert_non_null(text);
    Game l;
    game_init(&l);
    if (!game_load_text(&l, text, len, "ok.pgsave", &err))
        fail_msg("%s", err.msg);
    assert_memory_equal(l.state, g.state, sizeof(Stones));
    game_free(&l);
    /* a stock holding a tile three times: a clear message */
    char *bad = strdup(text);
    char *stock = strstr(bad, "\nstock ");
    assert_non_null(stock);
    memcpy(stock + 7, "000000", 6);
    /* the checksum no longer fits either; either message names the file */
    game_init(&l);
    assert_false(game_load_text(&l, bad, len, "bad.pgsave", &err));
    assert_non_null(strstr(err.msg, "bad.pgsave"));
    game_free(&l);
    free(bad);
    free(text);
    game_free(&g);
}

static void test_load_setup_checks(void **state)
{
    (void)state;
    const RulesVariant *v = rules_variant(&stones_rules, "tiny");
    Stones s;
    Error err = {{0}};
    struct { const char *text, *what; } cases[] = {
        {"grid zz\nstock 00\n", "bad grid line"},
        {"grid 000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000\n"
         "stock 00\n", "more than twice"},
        {"grid ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\n"
         "stock 00\n", "the grid is empty"},
        {"grid 07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\n"
         "stock 00\n", "no tile of this game"},
        {"grid 00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff\n"
         "stock 0\n", "bad stock line"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TextReader r = {.text = cases[i].text, .len = strlen(cases[i].text), .src = "x.pgsave", .err = &err};
        assert_false(stones_rules.load_setup(&s, v, 1, &r));
        if (!strstr(err.msg, cases[i].what) || !strstr(err.msg, "x.pgsave"))
            fail_msg("case %zu: '%s'", i, err.msg);
    }
}

/* --- the solver ------------------------------------------------------------------- */

/* Every line of play, no memo, no ordering: true when one empties the stock. */
static bool exhaustive(const Stones *s, uint64_t *nodes)
{
    (*nodes)++;
    if (st_end(s) == ST_WON)
        return true;
    Move m[ST_MAX_CELLS + 1];
    int n = stones_rules.list_moves(s, m, ST_MAX_CELLS + 1);
    for (int i = 0; i < n; i++) {
        Stones t = *s;
        assert_true(st_apply_move(&t, &m[i], NULL));
        if (exhaustive(&t, nodes))
            return true;
    }
    return false;
}

static void replay_line(const Stones *s, const StSolveReport *rep)
{
    Stones t = *s;
    for (int i = 0; i < rep->n_line; i++)
        if (!st_apply_move(&t, &rep->line[i], NULL))
            fail_msg("step %d of the line is refused", i);
    assert_int_equal(st_end(&t), ST_WON);
}

/* Near-end positions of Tiny Pebbles (and Throwing, on a cramped grid): the
 * solver's verdict equals the exhaustive search's, and its lines replay. */
static void test_solver_vs_exhaustive(void **state)
{
    (void)state;
    StSolver *sv = st_solver_new();
    StSolveReport *rep = malloc(sizeof *rep);
    int won = 0, lost = 0;
    /* 5x4 cells, three colours and symbols: 15 tiles for 17 cells */
    static const StonesParams cramped = {5, 4, 3, 3, {{0, 0}, {4, 0}, {2, 3}}, false, ST_MATCH_STRICT, 0};
    static const StonesParams cramped_throw = {5, 4, 3, 3, {{0, 0}, {4, 0}, {2, 3}}, false, ST_MATCH_STRICT, 1};
    static const StonesParams cramped_free = {5, 4, 3, 3, {{0, 0}, {4, 0}, {2, 3}}, true, ST_MATCH_STRICT, 0};
    static const StonesParams cramped_loose = {5, 4, 3, 3, {{0, 0}, {4, 0}, {2, 3}}, false, ST_MATCH_LOOSE, 0};
    const StonesParams *ps[] = {stones_params(rules_variant(&stones_rules, "tiny")), &cramped, &cramped_throw,
                                &cramped_free, &cramped_loose};
    for (size_t v = 0; v < 5; v++)
        for (uint64_t seed = 1; seed <= 150; seed++) {
            Stones s;
            st_deal_random(&s, ps[v], seed);
            /* random moves until at most 6 to 8 tiles are left */
            Rng r;
            rng_seed(&r, seed * 77);
            int keep = 6 + (int)(seed % 3);
            while (st_tiles_left(&s) > keep) {
                Move m[ST_MAX_CELLS + 1];
                int n = stones_rules.list_moves(&s, m, ST_MAX_CELLS + 1);
                if (n == 0)
                    break;
                assert_true(st_apply_move(&s, &m[rng_below(&r, (uint32_t)n)], NULL));
            }
            if (s.ended == ST_LOST)
                continue;
            uint64_t nodes = 0;
            bool truth = exhaustive(&s, &nodes);
            StSolveLimits lim = {.max_nodes = UINT64_MAX};
            StSolveResult res = st_solve(sv, &s, &lim, rep);
            assert_int_not_equal(res, ST_SOLVE_UNKNOWN);
            if ((res == ST_SOLVE_WIN) != truth)
                fail_msg("variant %zu seed %llu: the solver says %s, the exhaustive search %s", v,
                     (unsigned long long)seed, res == ST_SOLVE_WIN ? "won" : "lost", truth ? "won" : "lost");
            if (truth) {
                replay_line(&s, rep);
                won++;
            } else {
                lost++;
            }
        }
    /* both answers occur (the comparison means something) */
    print_message("solver vs exhaustive: %d won, %d lost\n", won, lost);
    assert_true(won > 20);
    assert_true(lost > 20);
    free(rep);
    st_solver_free(sv);
}

static void test_solver_hand_made(void **state)
{
    (void)state;
    /* 0b fits right of 0a only; then 1c fits nowhere: lost however it goes */
    const char *g[3] = {"0a....", "......", "......"};
    Stones s;
    grid(&s, &P3, g, "0b1c");
    StSolveReport rep;
    assert_int_equal(st_solve(NULL, &s, NULL, &rep), ST_SOLVE_LOST);
    /* 0b then 1b: 1b must touch 0b by symbol, so 0b must leave it a cell */
    grid(&s, &P3, g, "0b1b");
    assert_int_equal(st_solve(NULL, &s, NULL, &rep), ST_SOLVE_WIN);
    assert_int_equal(rep.n_line, 2);
    replay_line(&s, &rep);
    /* a throw is part of the line when it must be */
    grid(&s, &P3_THROW, g, "1c0b");
    assert_int_equal(st_solve(NULL, &s, NULL, &rep), ST_SOLVE_WIN);
    assert_int_equal(rep.line[0].kind, ST_MOVE_THROW);
    replay_line(&s, &rep);
    /* the node budget gives an honest unknown */
    Stones big;
    st_deal_random(&big, stones_params(rules_variant(&stones_rules, "stones")), 3);
    StSolveLimits one = {.max_nodes = 1};
    assert_int_equal(st_solve(NULL, &big, &one, &rep), ST_SOLVE_UNKNOWN);
    /* suggest: a winning first move for the module */
    grid(&s, &P3, g, "0b1b");
    Move m;
    void *sc = stones_rules.solver->scratch_new();
    assert_int_equal(stones_rules.solver->suggest(&s, sc, 0, &m), SUGGEST_WINNING);
    assert_true(stones_rules.apply(&s, &m, NULL));
    grid(&s, &P3, g, "0b1c");
    assert_int_equal(stones_rules.solver->suggest(&s, sc, 0, &m), SUGGEST_LOST);
    stones_rules.solver->scratch_free(sc);
}

/* The hint and the chance from the player's view (issue 34): with few tiles
 * left every order is tried, so a share is exact and a loss is proved. */
static void test_estimate_from_the_view(void **state)
{
    (void)state;
    const char *g[3] = {"0a....", "......", "......"};
    Stones s;
    StEstimate e;
    StSolver *sv = st_solver_new();
    /* 0b, then 1c and 2d in either order: neither ever fits */
    grid(&s, &P3, g, "0b1c2d");
    st_estimate(sv, &s, &e);
    assert_true(e.exact && e.lost && !e.won);
    assert_int_equal(e.samples, 2);
    assert_int_equal(e.chance, 0);
    void *sc = stones_rules.solver->scratch_new();
    Move m;
    assert_int_equal(stones_rules.solver->suggest(&s, sc, 0, &m), SUGGEST_LOST);
    assert_int_equal(stones_rules.chance(&s, sc), 0);
    /* 0b, then 1b and 1c: 1b first finishes (1b by 0b's symbol, 1c by 1b's
     * colour), 1c first does not: half the orders, and no verdict */
    grid(&s, &P3, g, "0b1c1b");
    st_estimate(sv, &s, &e);
    assert_true(e.exact && !e.lost && !e.won);
    assert_int_equal(e.samples, 2);
    assert_int_equal(e.raw, 500);
    assert_int_equal(stones_rules.solver->suggest(&s, sc, 0, &m), SUGGEST_UNKNOWN);
    assert_true(stones_rules.apply(&s, &m, NULL));
    /* Throwing Stones: a tile with no cell is best thrown, and the hint says so */
    grid(&s, &P3_THROW, g, "1c0b");
    st_estimate(sv, &s, &e);
    assert_int_equal(e.move.kind, ST_MOVE_THROW);
    assert_true(e.won);
    stones_rules.solver->scratch_free(sc);
    st_solver_free(sv);
}

/* The chance of a view with many orders is the hint's share on orders drawn
 * for it alone, not on those that chose it among several moves (that share is
 * the best of several noisy ones and runs high); the same view gives the same
 * hint and chance with any solver memory, and the order under the view does
 * not matter. */
static void test_estimate_scored_apart(void **state)
{
    (void)state;
    StSolver *a = st_solver_new(), *b = st_solver_new();
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Stones s, v, w;
        st_deal_random(&s, stones_params(rules_variant(&stones_rules, "stones")), seed);
        stones_rules.see(&s, 0, &v);
        StEstimate e, f;
        st_estimate(a, &v, &e);
        assert_false(e.exact);
        assert_int_equal(e.samples, ST_EST_SAMPLES);
        assert_true(e.scored == ST_EST_SCORE || e.scored == ST_EST_SCORE + ST_EST_SCORE_MORE);
        assert_true(e.raw >= 0 && e.raw <= 1000 && e.chance >= 0 && e.chance <= 1000);
        st_estimate(b, &v, &f);
        assert_memory_equal(&e, &f, sizeof e);
        /* the hidden tiles in another order: the view, so the answer, is the same */
        w = s;
        for (int i = w.next + 1, j = w.n_stock - 1; i < j; i++, j--) {
            uint8_t t = w.stock[i];
            w.stock[i] = w.stock[j];
            w.stock[j] = t;
        }
        w.seed ^= 0x1234;
        stones_rules.see(&w, 0, &v);
        st_estimate(b, &v, &f);
        assert_memory_equal(&e, &f, sizeof e);
    }
    st_solver_free(a);
    st_solver_free(b);
}

static void test_winnable_deals(void **state)
{
    (void)state;
    StSolveReport *rep = malloc(sizeof *rep);
    for (int v = 0; v < stones_rules.n_variants; v++) {
        const StonesParams *p = stones_params(&stones_rules.variants[v]);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            Stones a, b;
            StDealStats st;
            st_deal_winnable(&a, p, seed, 0, 0, &st);
            st_deal_winnable(&b, p, seed, 0, 0, NULL);
            assert_memory_equal(&a, &b, sizeof a); /* the seed fixes the deal */
            assert_true(st.proved);
            StSolveLimits lim = {.max_nodes = 2000000};
            assert_int_equal(st_solve(NULL, &a, &lim, rep), ST_SOLVE_WIN);
            replay_line(&a, rep);
            /* no budget at all: the deal is built forward, and still winnable */
            st_deal_winnable(&a, p, seed, 1, 1, &st);
            assert_true(st.constructed);
            assert_int_equal(st_solve(NULL, &a, &lim, rep), ST_SOLVE_WIN);
            replay_line(&a, rep);
        }
    }
    free(rep);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_zero_neighbours),
        cmocka_unit_test(test_one_neighbour),
        cmocka_unit_test(test_two_neighbours),
        cmocka_unit_test(test_three_neighbours),
        cmocka_unit_test(test_four_neighbours),
        cmocka_unit_test(test_loose),
        cmocka_unit_test(test_why),
        cmocka_unit_test(test_edges_and_corners),
        cmocka_unit_test(test_start_tiles),
        cmocka_unit_test(test_variant_rows),
        cmocka_unit_test(test_throws),
        cmocka_unit_test(test_score),
        cmocka_unit_test(test_four_way_bonus_sequence),
        cmocka_unit_test(test_win_and_loss),
        cmocka_unit_test(test_pick),
        cmocka_unit_test(test_save_and_damage),
        cmocka_unit_test(test_load_setup_checks),
        cmocka_unit_test(test_solver_vs_exhaustive),
        cmocka_unit_test(test_solver_hand_made),
        cmocka_unit_test(test_estimate_from_the_view),
        cmocka_unit_test(test_estimate_scored_apart),
        cmocka_unit_test(test_winnable_deals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
