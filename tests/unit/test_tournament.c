/* Tournament Mahjong: the variant rows of the Mahjong module, their scoring,
 * aids, clock and End game, the daily deal and replays (the pot, the club and
 * the competition kept between turns: test_tournament_club.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/games/mahjong/tournament.h"
#include "core/replay.h"
#include "testutil.h"

static Layout turtle, hand;
static MjDealOptions vopts = {.turtle = &turtle};
/* what pagoda --verify recomputes: the Turtle, the daily seed of a date */
static const ReplayRules vrules = {.game = "mahjong", .deal_options = &vopts, .daily_seed = mj_daily_seed_of};

static const RulesVariant *training(void)
{
    const RulesVariant *v = rules_variant(&mahjong_rules, "tournament");
    assert_non_null(v);
    return v;
}

static void new_turtle(Game *g, const RulesVariant *v, uint64_t seed)
{
    tu_load_turtle(&turtle);
    MjDealOptions o = {.layout = &turtle};
    Error err = {{0}};
    game_init(g);
    if (!game_new(g, &mahjong_rules, v, seed, &o, &err))
        fail_msg("%s", err.msg);
}

/* A hand-made game: `layout` text, then faces[i] on place i (deal and now). */
static void new_hand(Game *g, const RulesVariant *v, const char *layout, const uint8_t *faces)
{
    tu_parse(&hand, layout);
    MjDealOptions o = {.layout = &hand};
    Error err = {{0}};
    game_init(g);
    if (!game_new(g, &mahjong_rules, v, 1, &o, &err))
        fail_msg("%s", err.msg);
    Mahjong *m = g->state, *s = g->start;
    for (int i = 0; i < hand.count; i++)
        m->face[i] = m->deal[i] = s->face[i] = s->deal[i] = faces[i];
}

/* Six places, far apart: every tile is free. */
static const char SIX_FREE[] = "pagoda-layout 1\nname: six\n"
                               "tile 0 0 0\ntile 4 0 0\ntile 8 0 0\ntile 12 0 0\ntile 16 0 0\ntile 20 0 0\n";
/* Two places, one on the other: never two free tiles. */
static const char STACK[] = "pagoda-layout 1\nname: stack\ntile 0 0 0\ntile 0 0 1\n";

static Move rm(int a, int b)
{
    return (Move){.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b};
}

static void test_set_values(void **state)
{
    (void)state;
    /* characters 1, circles 2, bamboos 3, winds 4, dragons 5, flowers 6, seasons 7 */
    static const struct { uint8_t face; int value; } sets[] = {
        {18, 1}, {26, 1}, {0, 2}, {8, 2}, {9, 3}, {17, 3}, {27, 4}, {30, 4},
        {31, 5}, {33, 5}, {34, 6}, {37, 6}, {38, 7}, {41, 7},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        uint8_t f = sets[i].face;
        uint8_t faces[6] = {f, f, 5, 5, 6, 6};
        if (f >= 34) /* bonus faces: one of each, they match each other */
            faces[1] = (uint8_t)(f >= 38 ? 38 + (f - 37) % 4 : 34 + (f - 33) % 4);
        Game g;
        new_hand(&g, training(), SIX_FREE, faces);
        MoveEvent ev;
        Error why = {{0}};
        assert_true(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 0, .b = 1}, &ev, &why));
        /* three pairs were on the table */
        assert_int_equal(ev.points, sets[i].value * 3);
        assert_int_equal(game_status(&g).score, sets[i].value * 3);
        game_free(&g);
    }
}

static void test_multiplier_sequence(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 7);
    const Mahjong *m = g.state;
    int32_t total = 0;
    for (int pairs = 72; pairs > 0; pairs--) {
        Move mv;
        if (mahjong_rules.list_moves(g.state, &mv, 1) == 0)
            break;
        int va = m->value[m->face[mv.a]], vb = m->value[m->face[mv.b]];
        int v = va > vb ? va : vb;
        MoveEvent ev;
        assert_true(game_apply(&g, &mv, &ev, NULL));
        assert_int_equal(ev.points, v * pairs); /* 72 for the first, then 71, 70... */
        total += ev.points;
        assert_int_equal(game_status(&g).score, total);
    }
    assert_true(total > 0);
    game_free(&g);
}

static void test_bonus_matching(void **state)
{
    (void)state;
    uint8_t faces[6] = {35, 40, 1, 1, 2, 2}; /* a flower and a season */
    Game g;
    new_hand(&g, training(), SIX_FREE, faces);
    assert_int_equal(mahjong_rules.pick(g.state, 0, 1, &(Move){0}), PICK_MOVE);
    MoveEvent ev;
    assert_true(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 0, .b = 1}, &ev, NULL));
    assert_int_equal(ev.points, 7 * 3); /* flower with season: the season's 7 */
    game_free(&g);
    /* flower with flower: 6 */
    uint8_t ff[6] = {34, 37, 1, 1, 2, 2};
    new_hand(&g, training(), SIX_FREE, ff);
    assert_true(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 0, .b = 1}, &ev, NULL));
    assert_int_equal(ev.points, 6 * 3);
    game_free(&g);
    /* the classic game keeps flowers with flowers, seasons with seasons, no score */
    new_hand(&g, &mahjong_rules.variants[0], SIX_FREE, faces);
    assert_int_equal(mahjong_rules.pick(g.state, 0, 1, &(Move){0}), PICK_REFUSE);
    assert_false(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 0, .b = 1}, &ev, NULL));
    assert_true(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 2, .b = 3}, &ev, NULL));
    assert_int_equal(ev.points, 2);
    assert_false(game_status(&g).scored);
    assert_int_equal(game_status(&g).score, 2);
    game_free(&g);
}

/* "Still winnable" on Tournament rows: the solver plays the classic matching, so
 * a win it finds is a win, and a classic loss is no proof (a flower with a
 * season may be the only way out). */
static void test_still_winnable(void **state)
{
    (void)state;
    Game g;
    void *scratch = mahjong_rules.solver->scratch_new();
    Move m;
    uint8_t ff[6] = {34, 37, 1, 1, 2, 2}; /* two flowers: a classic win */
    new_hand(&g, training(), SIX_FREE, ff);
    assert_int_equal(mahjong_rules.solver->suggest(g.state, scratch, 0, &m), SUGGEST_WINNING);
    game_free(&g);
    uint8_t fs[6] = {35, 40, 1, 1, 2, 2}; /* a flower and a season: won only here, and the
                                           * solver plays the Tournament's matching */
    new_hand(&g, training(), SIX_FREE, fs);
    assert_int_equal(mahjong_rules.solver->suggest(g.state, scratch, 0, &m), SUGGEST_WINNING);
    game_free(&g);
    new_hand(&g, &mahjong_rules.variants[0], SIX_FREE, fs); /* the classic game: lost */
    assert_int_equal(mahjong_rules.solver->suggest(g.state, scratch, 0, &m), SUGGEST_LOST);
    game_free(&g);
    mahjong_rules.solver->scratch_free(scratch);
}

static void test_aid_costs(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 11);
    for (int a = 0; a < AID_COUNT; a++)
        assert_int_equal(game_aid_cost(&g, (AidKind)a), 5 * 72);
    Move h;
    assert_true(game_hint(&g, NULL, NULL, 0, &h, NULL, NULL));
    assert_int_equal(g.penalty, 360);
    MoveEvent ev;
    assert_true(game_apply(&g, &h, &ev, NULL));
    int32_t after = game_status(&g).score;
    assert_int_equal(after, ev.points - 360);
    /* undo: 5 x 71 pairs on the table; takes back the pair and its points */
    assert_true(game_undo(&g, NULL));
    assert_int_equal(g.penalty, 360 + 355);
    assert_int_equal(game_status(&g).score, -(360 + 355));
    /* shuffle: 5 x 72 */
    assert_true(game_shuffle(&g, NULL, NULL, NULL));
    assert_int_equal(g.penalty, 360 + 355 + 360);
    assert_int_equal(game_aid_left(&g, AID_HINT), 4);
    assert_int_equal(game_aid_left(&g, AID_UNDO), 4);
    assert_int_equal(game_aid_left(&g, AID_SHUFFLE), 4);
    game_free(&g);
}

static void test_undo_takes_back_the_last_pair(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 13);
    const Mahjong *m = g.state;
    assert_false(game_can_undo(&g));
    assert_true(game_shuffle(&g, NULL, NULL, NULL)); /* a shuffle alone is no pair */
    assert_false(game_can_undo(&g));
    Mahjong before = *m;
    Move mv;
    mahjong_rules.list_moves(g.state, &mv, 1);
    assert_true(game_apply(&g, &mv, NULL, NULL));
    assert_true(game_shuffle(&g, NULL, NULL, NULL));
    assert_true(game_shuffle(&g, NULL, NULL, NULL));
    /* one undo: the table as it was before the pair, shuffles after it undone */
    assert_true(game_undo(&g, NULL));
    assert_memory_equal(m->face, before.face, sizeof m->face);
    assert_memory_equal(m->present, before.present, sizeof m->present);
    assert_int_equal(m->points, 0);
    assert_int_equal(game_moves(&g), 1);
    game_free(&g);
}

static void test_five_use_limit(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 12);
    Error why = {{0}};
    for (int i = 0; i < 5; i++) {
        assert_true(game_hint(&g, NULL, NULL, 0, NULL, NULL, &why));
        assert_true(game_shuffle(&g, NULL, NULL, &why));
        Move mv;
        assert_int_not_equal(mahjong_rules.list_moves(g.state, &mv, 1), 0);
        assert_true(game_apply(&g, &mv, NULL, &why));
        assert_true(game_undo(&g, &why));
    }
    int32_t pen = g.penalty;
    assert_false(game_hint(&g, NULL, NULL, 0, NULL, NULL, &why));
    assert_string_equal(why.msg, "No hints left in this game.");
    assert_false(game_shuffle(&g, NULL, NULL, &why));
    Move mv;
    mahjong_rules.list_moves(g.state, &mv, 1);
    assert_true(game_apply(&g, &mv, NULL, &why));
    assert_false(game_undo(&g, &why));
    assert_false(game_can_undo(&g));
    assert_int_equal(g.penalty, pen);
    game_free(&g);
}

static void test_free_shuffle_and_hint(void **state)
{
    (void)state;
    uint8_t faces[2] = {3, 3};
    Game g;
    new_hand(&g, training(), STACK, faces);
    Error why = {{0}};
    assert_false(game_shuffle(&g, NULL, NULL, &why));
    assert_non_null(strstr(why.msg, "costs nothing"));
    assert_false(game_hint(&g, NULL, NULL, 0, NULL, NULL, &why));
    assert_non_null(strstr(why.msg, "costs nothing"));
    assert_int_equal(g.penalty, 0);
    assert_int_equal(game_aid_left(&g, AID_SHUFFLE), 5);
    assert_int_equal(game_aid_left(&g, AID_HINT), 5);
    /* stuck, nothing to undo, no shuffle can help: the game is over */
    assert_int_equal(game_end_reason(&g), GAME_END_HELPLESS);
    assert_int_equal(game_status(&g).outcome, OUTCOME_LOST);
    assert_false(game_can_end(&g));
    game_free(&g);
    /* the classic game on the same position is only stuck */
    new_hand(&g, &mahjong_rules.variants[0], STACK, faces);
    assert_int_equal(game_status(&g).outcome, OUTCOME_STUCK);
    assert_int_equal(game_end_reason(&g), GAME_END_NONE);
    game_free(&g);
}

static void test_shuffle_leaves_a_pair(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 5);
    for (int i = 0; i < 5; i++) {
        assert_true(game_shuffle(&g, NULL, NULL, NULL));
        assert_int_not_equal(mahjong_rules.list_moves(g.state, &(Move){0}, 1), 0);
    }
    game_free(&g);
}

static void test_highest_hint(void **state)
{
    (void)state;
    uint8_t faces[6] = {20, 20, 32, 32, 9, 9}; /* characters 1, dragons 5, bamboos 3 */
    Game g;
    new_hand(&g, training(), SIX_FREE, faces);
    Move h;
    assert_true(game_hint(&g, NULL, NULL, 0, &h, NULL, NULL));
    assert_int_equal(h.a, 2);
    assert_int_equal(h.b, 3);
    assert_int_equal(g.penalty, 15);
    /* the worker's "known" move never overrides it */
    Move known = rm(0, 1);
    assert_true(game_hint(&g, &known, NULL, 0, &h, NULL, NULL));
    assert_int_equal(h.a, 2);
    game_free(&g);
    uint8_t bonus[6] = {20, 20, 34, 41, 31, 31}; /* the flower with a season: 7 */
    new_hand(&g, training(), SIX_FREE, bonus);
    assert_true(game_hint(&g, NULL, NULL, 0, &h, NULL, NULL));
    assert_int_equal(h.a, 2);
    assert_int_equal(h.b, 3);
    game_free(&g);
}

static void test_clock_end(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 3);
    assert_int_equal(g.time_limit_ms, 600000);
    game_tick(&g, 599000);
    assert_int_equal(game_time_left(&g), 1000);
    assert_int_equal(game_status(&g).outcome, OUTCOME_PLAYING);
    game_tick(&g, 5000);
    assert_int_equal(g.elapsed_ms, 600000);
    assert_int_equal(game_time_left(&g), 0);
    assert_int_equal(game_end_reason(&g), GAME_END_CLOCK);
    assert_int_equal(game_status(&g).outcome, OUTCOME_LOST);
    Move mv;
    mahjong_rules.list_moves(g.state, &mv, 1);
    assert_false(game_apply(&g, &mv, NULL, NULL));
    assert_false(game_hint(&g, NULL, NULL, 0, NULL, NULL, NULL));
    game_free(&g);
    /* a settable limit */
    new_turtle(&g, training(), 3);
    game_set_time_limit(&g, 60000);
    game_tick(&g, 60000);
    assert_int_equal(game_end_reason(&g), GAME_END_CLOCK);
    game_free(&g);
    /* the classic game has none */
    new_turtle(&g, &mahjong_rules.variants[0], 3);
    game_tick(&g, 3600000);
    assert_int_equal(game_end_reason(&g), GAME_END_NONE);
    assert_int_equal(game_time_left(&g), UINT32_MAX);
    game_free(&g);
}

static void test_end_game(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 21);
    Error why = {{0}};
    assert_false(game_can_end(&g)); /* shuffles left */
    assert_false(game_end(&g, &why));
    for (int i = 0; i < 4; i++)
        assert_true(game_shuffle(&g, NULL, NULL, NULL));
    assert_false(game_can_end(&g));
    assert_true(game_shuffle(&g, NULL, NULL, NULL));
    assert_true(game_can_end(&g)); /* no shuffle left, moves remain */
    Move mv;
    mahjong_rules.list_moves(g.state, &mv, 1);
    assert_true(game_apply(&g, &mv, NULL, NULL));
    int32_t score = game_status(&g).score;
    assert_true(game_end(&g, &why));
    assert_int_equal(game_end_reason(&g), GAME_END_PLAYER);
    assert_int_equal(game_status(&g).outcome, OUTCOME_LOST);
    assert_int_equal(game_status(&g).score, score);
    assert_false(game_can_end(&g));
    assert_false(game_can_undo(&g));
    game_free(&g);
    /* stuck with an undo left: offered once no shuffle is left */
    /* places by layer, then row, then column: 0, 1 under 4, 5; 2, 3 alone */
    uint8_t faces[6] = {3, 4, 5, 5, 3, 4};
    new_hand(&g, training(), "pagoda-layout 1\nname: t\ntile 0 0 0\ntile 0 0 1\ntile 4 0 0\ntile 4 0 1\n"
                             "tile 8 0 0\ntile 12 0 0\n", faces);
    /* tops 4 (face 3) and 5 (face 4) do not pair: once 2 and 3 go, it is stuck */
    assert_true(game_apply(&g, &(Move){.kind = MJ_MOVE_REMOVE, .a = 2, .b = 3}, NULL, NULL));
    g.aid_used[AID_SHUFFLE] = 5;
    assert_int_equal(game_status(&g).outcome, OUTCOME_STUCK);
    assert_true(game_can_end(&g));
    assert_int_equal(game_end_reason(&g), GAME_END_NONE);
    g.aid_used[AID_UNDO] = 5; /* and with no undo either: over by itself */
    assert_int_equal(game_end_reason(&g), GAME_END_HELPLESS);
    assert_false(game_can_end(&g));
    game_free(&g);
    /* the classic game never offers it */
    new_turtle(&g, &mahjong_rules.variants[0], 21);
    assert_false(game_can_end(&g));
    game_free(&g);
}

static void test_competition_row(void **state)
{
    (void)state;
    const RulesVariant *c = rules_variant(&mahjong_rules, "tournament-competition");
    assert_non_null(c);
    assert_true(c->no_restart);
    assert_false(training()->no_restart);
    assert_false(c->saves);
    assert_false(c->redo);
    for (int a = 0; a < AID_COUNT; a++) {
        assert_int_equal(c->aid[a].limit, 5);
        assert_int_equal(c->aid[a].cost_per_pair, 5);
    }
}

static void test_daily_deal(void **state)
{
    (void)state;
    uint64_t a = mj_daily_seed(2026, 1, 1);
    assert_true(a == mj_daily_seed(2026, 1, 1));
    assert_true(a != mj_daily_seed(2026, 1, 2));
    assert_true(a != mj_daily_seed(2025, 1, 1));
    assert_true(a >= 1 && a <= 999999999u);
    Game g;
    new_turtle(&g, training(), a);
    const Mahjong *m = g.state;
    /* pinned: the daily deal of 1 January 2026, its first twelve places */
    static const uint8_t first[12] = {5, 18, 30, 5, 7, 18, 0, 21, 32, 23, 1, 29};
    assert_int_equal(a, 190899224u);
    for (int i = 0; i < 12; i++)
        assert_int_equal(m->face[i], first[i]);
    game_free(&g);
}

/* Plays a short game with every kind of action; returns its replay. */
static char *play_some(Game *g, size_t *len)
{
    new_turtle(g, training(), 99);
    Move mv;
    game_tick(g, 1500);
    assert_true(game_hint(g, NULL, NULL, 0, &mv, NULL, NULL));
    game_tick(g, 700);
    assert_true(game_apply(g, &mv, NULL, NULL));
    game_tick(g, 1200);
    mahjong_rules.list_moves(g->state, &mv, 1);
    assert_true(game_apply(g, &mv, NULL, NULL));
    game_tick(g, 300);
    assert_true(game_undo(g, NULL));
    game_tick(g, 900);
    assert_true(game_shuffle(g, NULL, NULL, NULL));
    game_tick(g, 2000);
    mahjong_rules.list_moves(g->state, &mv, 1);
    assert_true(game_apply(g, &mv, NULL, NULL));
    Error err = {{0}};
    char *text = replay_text(g, NULL, len, &err);
    if (!text)
        fail_msg("%s", err.msg);
    return text;
}

/* text with the first line starting `key` replaced by `line`. */
static char *edit_line(const char *text, const char *key, const char *line, int *lineno)
{
    const char *at = text;
    int n = 1;
    while (strncmp(at, key, strlen(key)) != 0) {
        at = strchr(at, '\n');
        assert_non_null(at);
        at++;
        n++;
    }
    const char *end = strchr(at, '\n');
    size_t cap = strlen(text) + strlen(line) + 2;
    char *out = malloc(cap);
    assert_non_null(out);
    snprintf(out, cap, "%.*s%s%s", (int)(at - text), text, line, end);
    *lineno = n;
    return out;
}

/* text with the first `from` replaced by `to` (malloc'd). */
static char *swap_first(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t cap = strlen(text) + strlen(to) + 1;
    char *out = malloc(cap);
    assert_non_null(out);
    snprintf(out, cap, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

/* Verifying it fails with "r.txt:LINE: <want>..." */
static void refused_at(const char *text, int line, const char *want)
{
    ReplayResult res;
    Error err = {{0}};
    char prefix[64];
    assert_false(replay_verify(text, strlen(text), "r.txt", &vrules, &res, NULL, &err));
    snprintf(prefix, sizeof prefix, "r.txt:%d: ", line);
    if (strncmp(err.msg, prefix, strlen(prefix)) != 0 || !strstr(err.msg, want))
        fail_msg("expected '%s%s...', got '%s'", prefix, want, err.msg);
}

/* Nothing the rules can recompute is taken from the file: the deal, the
 * countdown, a daily deal's date. */
static void test_replay_recomputes_the_deal(void **state)
{
    (void)state;
    Game g;
    size_t len;
    char *text = play_some(&g, &len);
    int line;
    /* the seed relabelled: the deal in the file is not deal 42 */
    char *bad = edit_line(text, "seed ", "seed 42", &line);
    int dline = 1;
    for (const char *p = text; p <= strstr(text, "\ndeal "); p++)
        dline += *p == '\n';
    refused_at(bad, dline, "not deal 42 of tournament");
    free(bad);
    /* one tile of the layout moved: named at its line */
    char *tile = strstr(text, "\ntile ");
    assert_non_null(tile);
    int tline = 1;
    for (const char *p = text; p <= tile; p++)
        tline += *p == '\n';
    bad = swap_first(text, "\ntile ", "\ntile 1");
    refused_at(bad, tline, "not deal 99 of tournament");
    free(bad);
    /* no countdown, or one Pagoda does not offer */
    bad = edit_line(text, "limit ", "limit 0", &line);
    refused_at(bad, line, "a countdown Pagoda does not offer");
    free(bad);
    bad = edit_line(text, "limit ", "limit 59999", &line);
    refused_at(bad, line, "a countdown Pagoda does not offer");
    free(bad);
    free(text);
    game_free(&g);

    /* tags: a player, an ante and a daily date; the date must give the seed */
    uint64_t seed = 0;
    assert_true(mj_daily_seed_of("2026-01-01", &seed));
    assert_int_equal(seed, mj_daily_seed(2026, 1, 1));
    assert_false(mj_daily_seed_of("2026-02-30", &seed));
    assert_false(mj_daily_seed_of("2026-1-01x", &seed));
    new_turtle(&g, rules_variant(&mahjong_rules, "tournament-competition"), mj_daily_seed(2026, 1, 1));
    game_tick(&g, 700000);
    ReplayTags tags = replay_tags_none();
    snprintf(tags.player, sizeof tags.player, "Ann");
    tags.ante = 100;
    snprintf(tags.daily, sizeof tags.daily, "2026-01-01");
    text = replay_text(&g, &tags, &len, NULL);
    assert_non_null(text);
    ReplayResult res;
    Error err = {{0}};
    if (!replay_verify(text, len, "r.txt", &vrules, &res, NULL, &err))
        fail_msg("%s", err.msg);
    assert_string_equal(res.tags.player, "Ann");
    assert_int_equal(res.tags.ante, 100);
    assert_string_equal(res.tags.daily, "2026-01-01");
    bad = edit_line(text, "daily ", "daily 2026-01-02", &line);
    refused_at(bad, line, "the daily deal of 2026-01-02 is deal");
    free(bad);
    bad = edit_line(text, "player ", "player A?n", &line);
    refused_at(bad, line, "not a player's name");
    free(bad);
    /* a version-1 file (no tags) still verifies */
    char *v1 = swap_first(text, "pagoda-replay 2\n", "pagoda-replay 1\n");
    char *v1b = swap_first(v1, "player Ann\nante 100\ndaily 2026-01-01\n", "");
    assert_true(replay_verify(v1b, strlen(v1b), "r.txt", &vrules, &res, NULL, &err));
    assert_string_equal(res.tags.player, "");
    free(v1);
    free(v1b);
    free(text);
    game_free(&g);
}

static void test_replay(void **state)
{
    (void)state;
    Game g;
    size_t len;
    char *text = play_some(&g, &len);
    int32_t score = game_status(&g).score;
    ReplayResult res;
    Error err = {{0}};
    Game back;
    game_init(&back);
    if (!replay_verify(text, len, "r.txt", &vrules, &res, &back, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(res.score, score);
    assert_int_equal(res.actions, 6);
    assert_int_equal(res.elapsed_ms, 6600);
    assert_memory_equal(back.state, g.state, sizeof(Mahjong));
    assert_int_equal(back.penalty, g.penalty);
    game_free(&back);

    /* a score edited by hand: refused, naming its line */
    char claim[32], want[48];
    int line;
    snprintf(claim, sizeof claim, "score %d", (int)score + 100);
    char *bad = edit_line(text, "score ", claim, &line);
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    snprintf(want, sizeof want, "r.txt:%d: tampered score", line);
    assert_non_null(strstr(err.msg, want));
    free(bad);
    /* an illegal move: a pair that is not one */
    bad = edit_line(text, "3400 move", "3400 move 1 0 1 0 0", &line);
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    snprintf(want, sizeof want, "r.txt:%d: illegal move", line);
    assert_non_null(strstr(err.msg, want));
    free(bad);
    /* a tick before the one above it */
    char *moved = strstr(text, "\n3400 move");
    assert_non_null(moved);
    bad = edit_line(text, "3400 move", "", &line);
    free(bad);
    char buf[64];
    snprintf(buf, sizeof buf, "100 %s", "move");
    bad = malloc(strlen(text) + 8);
    assert_non_null(bad);
    size_t at = (size_t)(moved - text) + 1;
    snprintf(bad, strlen(text) + 8, "%.*s100%s", (int)at, text, moved + 5);
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    snprintf(want, sizeof want, "r.txt:%d: wrong time", line);
    assert_non_null(strstr(err.msg, want));
    free(bad);
    /* past the clock: the countdown's shortest (1:00) and the last move after it */
    char *shorter = edit_line(text, "limit ", "limit 60000", &line);
    assert_true(replay_verify(shorter, strlen(shorter), "r.txt", &vrules, &res, NULL, &err));
    bad = swap_first(shorter, "\n6600 move", "\n60000 move");
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    assert_non_null(strstr(err.msg, "past the clock"));
    free(bad);
    free(shorter);
    /* a hint that is not the one the rules show */
    bad = edit_line(text, "1500 hint", "1500 hint 1 0 1 0 0", &line);
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    snprintf(want, sizeof want, "r.txt:%d: the hint shows", line);
    assert_non_null(strstr(err.msg, want));
    free(bad);
    /* nothing may follow 'end' */
    size_t tl = strlen(text);
    bad = malloc(tl + 16);
    assert_non_null(bad);
    snprintf(bad, tl + 16, "%sscore 5\n", text);
    assert_false(replay_verify(bad, strlen(bad), "r.txt", &vrules, &res, NULL, &err));
    assert_non_null(strstr(err.msg, "text after 'end'"));
    free(bad);
    /* CRLF line ends are fine */
    bad = malloc(2 * tl + 1);
    assert_non_null(bad);
    size_t k = 0;
    for (size_t i = 0; i < tl; i++) {
        if (text[i] == '\n')
            bad[k++] = '\r';
        bad[k++] = text[i];
    }
    assert_true(replay_verify(bad, k, "r.txt", &vrules, &res, NULL, &err));
    free(bad);
    /* garbage is not a replay */
    assert_false(replay_verify("hello\n", 6, "x.txt", &vrules, &res, NULL, &err));
    assert_string_equal(err.msg, "x.txt: not a Pagoda replay");
    free(text);
    game_free(&g);
}

static void test_replay_of_end_and_clock(void **state)
{
    (void)state;
    Game g;
    new_turtle(&g, training(), 8);
    for (int i = 0; i < 5; i++)
        assert_true(game_shuffle(&g, NULL, NULL, NULL));
    game_tick(&g, 4000);
    assert_true(game_end(&g, NULL));
    size_t len;
    char *text = replay_text(&g, NULL, &len, NULL);
    assert_non_null(text);
    ReplayResult res;
    Error err = {{0}};
    if (!replay_verify(text, len, "e.txt", &vrules, &res, NULL, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(res.end, GAME_END_PLAYER);
    assert_int_equal(res.score, -5 * 360);
    free(text);
    game_free(&g);
    new_turtle(&g, training(), 8);
    game_tick(&g, 700000);
    text = replay_text(&g, NULL, &len, NULL);
    if (!replay_verify(text, len, "c.txt", &vrules, &res, NULL, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(res.end, GAME_END_CLOCK);
    assert_int_equal(res.elapsed_ms, 600000);
    free(text);
    game_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_set_values),
        cmocka_unit_test(test_multiplier_sequence),
        cmocka_unit_test(test_bonus_matching),
        cmocka_unit_test(test_still_winnable),
        cmocka_unit_test(test_aid_costs),
        cmocka_unit_test(test_undo_takes_back_the_last_pair),
        cmocka_unit_test(test_five_use_limit),
        cmocka_unit_test(test_free_shuffle_and_hint),
        cmocka_unit_test(test_shuffle_leaves_a_pair),
        cmocka_unit_test(test_highest_hint),
        cmocka_unit_test(test_clock_end),
        cmocka_unit_test(test_end_game),
        cmocka_unit_test(test_competition_row),
        cmocka_unit_test(test_daily_deal),
        cmocka_unit_test(test_replay),
        cmocka_unit_test(test_replay_recomputes_the_deal),
        cmocka_unit_test(test_replay_of_end_and_clock),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
