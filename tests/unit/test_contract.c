/* The contract of the rules seam (core/rules.h), checked on every registered
 * game and every variant: same seed, same deal; every listed move applies and
 * the pick of its pieces makes it; a refused move changes nothing; apply then
 * undo restores the state byte for byte (and redo the state after); save then
 * load gives the same game, whose replayed moves reproduce the state and the
 * score; a position with no legal move says the game is not being played;
 * in a game with hidden pieces (RulesModule.see), the hint and the status are
 * the same whatever is hidden.
 * The checker itself is shown to fail on broken toy modules. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "core/game.h"
#include "core/helpbook.h"
#include "core/registry.h"
#include "testutil.h"

#define FAIL(...) (snprintf(why, cap, __VA_ARGS__), false)

/* The move is one of the game's actions (RulesModule.actions), enabled now. */
static bool is_action(const RulesModule *m, const void *st, const Move *mv)
{
    RulesAction a[8];
    int n = m->actions ? m->actions(st, a, 8) : 0;
    for (int i = 0; i < n && i < 8; i++)
        if (a[i].enabled && memcmp(&a[i].move, mv, sizeof *mv) == 0)
            return true;
    return false;
}

/* Plays a whole game from `seed` by the listed moves (a pseudo-random one each
 * time), checking the contract at every step. False with a reason. */
static bool check_game(const RulesModule *m, const RulesVariant *v, const void *opts, uint64_t seed,
                       char *why, size_t cap)
{
    Game g, h;
    game_init(&g);
    game_init(&h);
    Error err = {{0}};
    bool ok = true;
    uint8_t *before = malloc(m->state_size), *after = malloc(m->state_size);
    if (!game_new(&g, m, v, seed, opts, &err) || !game_new(&h, m, v, seed, opts, &err)) {
        ok = FAIL("%s/%s: deal failed: %.200s", m->id, v->id, err.msg);
        goto out;
    }
    if (memcmp(g.state, h.state, m->state_size) != 0) {
        ok = FAIL("%s/%s: seed %llu dealt twice differs", m->id, v->id, (unsigned long long)seed);
        goto out;
    }
    Rng r;
    rng_seed(&r, seed);
    for (int step = 0; step < 400 && ok; step++) {
        Move moves[512];
        int n = m->list_moves(g.state, moves, 512);
        GameStatus st = m->status(g.state);
        if (n == 0) {
            if (st.outcome == OUTCOME_PLAYING)
                ok = FAIL("%s/%s: no legal move, yet the status says playing", m->id, v->id);
            break;
        }
        if (st.outcome == OUTCOME_WON || st.outcome == OUTCOME_LOST)
            ok = FAIL("%s/%s: moves listed after the game ended", m->id, v->id);
        Move mv = moves[rng_below(&r, (uint32_t)(n < 512 ? n : 512))];
        /* the picks of its two pieces make the move, or the pick of its one piece
         * does (a placement game: a cell is the move), unless an action does */
        Move picked;
        memset(&picked, 0, sizeof picked);
        bool action = is_action(m, g.state, &mv);
        PickKind first = action ? PICK_REFUSE : m->pick(g.state, -1, mv.a, &picked);
        bool one = first == PICK_MOVE && memcmp(&picked, &mv, sizeof mv) == 0;
        if (!action && !one &&
            (first != PICK_SELECT || m->pick(g.state, mv.a, mv.b, &picked) != PICK_MOVE ||
             memcmp(&picked, &mv, sizeof mv) != 0)) {
            ok = FAIL("%s/%s: picking %d then %d does not make the listed move", m->id, v->id, mv.a, mv.b);
            break;
        }
        /* a refused move changes nothing */
        memcpy(before, g.state, m->state_size);
        Move bogus = mv;
        bogus.a = bogus.b = -1;
        if (game_apply(&g, &bogus, NULL, NULL) || memcmp(before, g.state, m->state_size) != 0) {
            ok = FAIL("%s/%s: a refused move was applied or changed the state", m->id, v->id);
            break;
        }
        int pos = g.pos;
        if (!game_apply(&g, &mv, NULL, &err)) {
            ok = FAIL("%s/%s: listed move %d %d refused: %.200s", m->id, v->id, mv.a, mv.b, err.msg);
            break;
        }
        memcpy(after, g.state, m->state_size);
        if (game_can_undo(&g)) {
            if (!game_undo(&g, NULL) || g.pos != pos || memcmp(before, g.state, m->state_size) != 0) {
                ok = FAIL("%s/%s: undo of step %d does not restore the state", m->id, v->id, step);
                break;
            }
            if (v->redo && (!game_redo(&g) || memcmp(after, g.state, m->state_size) != 0)) {
                ok = FAIL("%s/%s: redo of step %d does not restore the state", m->id, v->id, step);
                break;
            }
            if (!v->redo && !game_apply(&g, &mv, NULL, NULL)) {
                ok = FAIL("%s/%s: the move cannot be made again after undo", m->id, v->id);
                break;
            }
        }
    }
    if (ok && v->saves) {
        size_t len;
        char *text = game_save_text(&g, &len, &err);
        Game l;
        game_init(&l);
        if (!text || !game_load_text(&l, text, len, "contract.pgsave", &err))
            ok = FAIL("%s/%s: save and load: %.200s", m->id, v->id, err.msg);
        else if (memcmp(l.state, g.state, m->state_size) != 0 || l.pos != g.pos || l.n_moves != g.n_moves ||
                 game_status(&l).score != game_status(&g).score)
            ok = FAIL("%s/%s: the loaded game (its moves replayed) differs", m->id, v->id);
        free(text);
        game_free(&l);
    } else if (ok && game_save_text(&g, NULL, &err) != NULL) {
        ok = FAIL("%s/%s: a variant that does not save wrote a save", m->id, v->id);
    }
out:
    free(before);
    free(after);
    game_free(&g);
    game_free(&h);
    return ok;
}

/* The seat a human plays in variant v (the view whose hint and status count). */
static int human_seat(const RulesModule *m, const RulesVariant *v)
{
    for (int i = 0; i < m->players; i++)
        if (v->seat[i] != SEAT_COMPUTER)
            return i;
    return 0;
}

/* What Pagoda tells the player about st: status, the module's own hint, the
 * solver's verdict, move and chance. */
typedef struct Told {
    GameStatus status;
    int own;
    Move own_move;
    SuggestResult verdict;
    Move move;
    int chance;
} Told;

static Told told(const RulesModule *m, const void *st, void *scratch)
{
    Told t;
    memset(&t, 0, sizeof t);
    t.status = m->status(st);
    t.own = m->hint_move ? m->hint_move(st, &t.own_move) : -1;
    t.verdict = SUGGEST_NONE;
    t.chance = -1;
    if (m->solver && scratch) {
        t.verdict = m->solver->suggest(st, scratch, 0, &t.move);
        if (m->chance)
            t.chance = m->chance(st, scratch);
    }
    return t;
}

static bool same_told(const Told *a, const Told *b)
{
    const GameStatus *x = &a->status, *y = &b->status;
    return x->outcome == y->outcome && x->to_move == y->to_move && x->scored == y->scored &&
           x->score == y->score && x->left == y->left && x->stage == y->stage && x->stages == y->stages &&
           x->alert == y->alert && x->side_score[0] == y->side_score[0] && x->side_score[1] == y->side_score[1] &&
           x->winner == y->winner && a->own == b->own && memcmp(&a->own_move, &b->own_move, sizeof(Move)) == 0 &&
           a->verdict == b->verdict && memcmp(&a->move, &b->move, sizeof(Move)) == 0 && a->chance == b->chance;
}

/* What Pagoda computes for the player reads only what `see` shows: on a
 * position and on its view (which differ only in what see hides, the view being
 * a position whose view is itself) the hint and the status are the same - so
 * they are the same on any two positions with the same view. Checked along a
 * game of random moves, at a few steps. */
static bool check_fair(const RulesModule *m, const RulesVariant *v, const void *opts, uint64_t seed, char *why,
                       size_t cap)
{
    uint8_t *st = calloc(1, m->state_size), *seen = calloc(1, m->state_size), *again = calloc(1, m->state_size);
    void *scratch = m->solver ? m->solver->scratch_new() : NULL;
    Error err = {{0}};
    bool ok = st && seen && again;
    if (ok && !m->deal(st, v, seed, opts, &err))
        ok = FAIL("%s/%s: deal failed: %.200s", m->id, v->id, err.msg);
    Rng r;
    rng_seed(&r, seed);
    static const int at[] = {0, 3, 10, 25, 45};
    for (int step = 0, k = 0; ok && k < (int)(sizeof at / sizeof at[0]); step++) {
        if (step == at[k]) {
            k++;
            int side = m->players ? m->status(st).to_move : human_seat(m, v);
            m->see(st, side, seen);
            m->see(seen, side, again);
            if (memcmp(seen, again, m->state_size) != 0) {
                ok = FAIL("%s/%s: the view of a view differs from the view (step %d)", m->id, v->id, step);
                break;
            }
            Told a = told(m, st, scratch), b = told(m, seen, scratch);
            if (!same_told(&a, &b)) {
                ok = FAIL("%s/%s seed %llu step %d: hint or status reads what see hides: move %d %d vs %d %d, "
                          "verdict %d vs %d, chance %d vs %d",
                          m->id, v->id, (unsigned long long)seed, step, a.move.a, a.move.b, b.move.a, b.move.b,
                          a.verdict, b.verdict, a.chance, b.chance);
                break;
            }
        }
        Move moves[512];
        int n = m->list_moves(st, moves, 512);
        if (n == 0)
            break;
        MoveEvent ev;
        memset(&ev, 0, sizeof ev);
        if (!m->apply(st, &moves[rng_below(&r, (uint32_t)(n < 512 ? n : 512))], &ev))
            ok = FAIL("%s/%s: a listed move was refused", m->id, v->id);
    }
    if (scratch)
        m->solver->scratch_free(scratch);
    free(st);
    free(seen);
    free(again);
    return ok;
}

static bool check_module(const RulesModule *m, const void *opts, char *why, size_t cap)
{
    if (!m->id || !m->name || m->n_variants < 1 || !m->help || m->n_help < 1 || !m->deal || !m->pick ||
        !m->apply || !m->list_moves || !m->status || !m->save_setup || !m->load_setup || !m->dump_json ||
        m->pos_offset + m->pos_size > m->state_size)
        return FAIL("%s: the rules table is incomplete", m->id ? m->id : "?");
    for (int v = 0; v < m->n_variants; v++)
        for (uint64_t seed = 1; seed <= 3; seed++)
            if (!check_game(m, &m->variants[v], opts, seed, why, cap) ||
                (m->see && !check_fair(m, &m->variants[v], opts, seed, why, cap)))
                return false;
    return true;
}

static void test_every_registered_game(void **state)
{
    (void)state;
    assert_true(registry_count() >= 2);
    for (int i = 0; i < registry_count(); i++) {
        const RulesModule *m = registry_at(i);
        char why[512] = "";
        if (!check_module(m, tu_options_for(m), why, sizeof why))
            fail_msg("%s", why);
        assert_ptr_equal(registry_find(m->id), m);
    }
    assert_null(registry_find("no-such-game"));
}

/* --- a toy game to show the checker fails: pieces 0..7, pair i with i^1 --- */

typedef struct Toy {
    uint8_t here[8];
    int left;
} Toy;

static int toy_flaw; /* 1: a refused move still changes the state; 2: apply forgets a field;
                      * 3: one pick makes a move, but not the listed one; 4: one pick makes
                      * the listed move (a placement game: the checker accepts it) */

static bool toy_deal(void *st, const RulesVariant *v, uint64_t seed, const void *o, Error *err)
{
    (void)v, (void)seed, (void)o, (void)err;
    Toy *t = st;
    memset(t->here, 1, 8);
    t->left = 8;
    return true;
}

static PickKind toy_pick(const void *st, int sel, int piece, Move *out)
{
    const Toy *t = st;
    if (piece < 0 || piece >= 8 || !t->here[piece])
        return PICK_REFUSE;
    if (sel < 0 && (toy_flaw == 3 || toy_flaw == 4) && !(piece & 1)) {
        *out = (Move){.kind = 1, .a = (int16_t)piece, .b = (int16_t)(toy_flaw == 4 ? piece + 1 : piece)};
        return PICK_MOVE;
    }
    if (sel < 0)
        return PICK_SELECT;
    if ((sel ^ 1) != piece)
        return PICK_REFUSE;
    *out = (Move){.kind = 1, .a = (int16_t)sel, .b = (int16_t)piece};
    return PICK_MOVE;
}

static bool toy_apply(void *st, const Move *m, MoveEvent *ev)
{
    (void)ev;
    Toy *t = st;
    if (m->a < 0 || m->a >= 8 || m->b != (m->a ^ 1) || !t->here[m->a] || !t->here[m->b]) {
        if (toy_flaw == 1)
            t->left++;
        return false;
    }
    t->here[m->a] = t->here[m->b] = 0;
    if (toy_flaw != 2)
        t->left -= 2;
    return true;
}

static int toy_list(const void *st, Move *out, int cap)
{
    const Toy *t = st;
    int n = 0;
    for (int i = 0; i < 8; i += 2)
        if (t->here[i] && n < cap)
            out[n++] = (Move){.kind = 1, .a = (int16_t)i, .b = (int16_t)(i + 1)};
    return n;
}

static GameStatus toy_status(const void *st)
{
    const Toy *t = st;
    return (GameStatus){.outcome = t->left == 0 ? OUTCOME_WON : OUTCOME_PLAYING, .left = t->left};
}

static bool toy_save_setup(const void *st, TextBuf *w)
{
    (void)st;
    textbuf_put(w, "toy\n", 4);
    return true;
}

static bool toy_load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    return textreader_expect(r, "toy", "", "not a toy") && toy_deal(st, v, seed, NULL, NULL);
}

static void toy_json(const void *st, TextBuf *w)
{
    (void)st;
    textbuf_put(w, "\"game\":\"toy\"", 12);
}

static const RulesVariant toy_variants[] = {
    {.id = "plain", .name = "Toy", .aid = {[AID_UNDO] = {-1, 0, 0}}, .redo = true},
};
static const HelpPage toy_help[] = {{"Toy", "Pair i with i^1."}};
static const RulesModule toy = {
    .id = "toy", .name = "Toy", .variants = toy_variants, .n_variants = 1, .help = toy_help, .n_help = 1,
    .state_size = sizeof(Toy), .pos_offset = 0, .pos_size = sizeof(Toy),
    .deal = toy_deal, .pick = toy_pick, .apply = toy_apply, .list_moves = toy_list, .status = toy_status,
    .save_setup = toy_save_setup, .load_setup = toy_load_setup, .dump_json = toy_json,
};

static void test_checker_can_fail(void **state)
{
    (void)state;
    char why[512];
    toy_flaw = 0;
    assert_true(check_module(&toy, NULL, why, sizeof why));
    toy_flaw = 1;
    assert_false(check_module(&toy, NULL, why, sizeof why));
    assert_non_null(strstr(why, "refused move"));
    /* undo snapshots that cover too little: left is outside the position */
    toy_flaw = 0;
    RulesModule short_pos = toy;
    short_pos.pos_size = offsetof(Toy, left);
    assert_false(check_module(&short_pos, NULL, why, sizeof why));
    assert_non_null(strstr(why, "undo"));
    /* one pick may make the move, but only the listed one */
    toy_flaw = 4;
    assert_true(check_module(&toy, NULL, why, sizeof why));
    toy_flaw = 3;
    assert_false(check_module(&toy, NULL, why, sizeof why));
    assert_non_null(strstr(why, "does not make the listed move"));
    /* a game that is over but says it is playing */
    toy_flaw = 2;
    assert_false(check_module(&toy, NULL, why, sizeof why));
    toy_flaw = 0;
}

/* The title's help holds every page of every registered game, whatever their
 * number (it used to stop at 14 and drop the rest silently): the overview,
 * each game's pages and its controls, then the controls of every game. */
static void test_help_has_every_page(void **state)
{
    (void)state;
    int want = 2;
    for (int g = 0; g < registry_count(); g++)
        want += registry_at(g)->n_help + 1;
    int n = helpbook_pages(NULL, NULL, 0);
    assert_int_equal(n, want);
    HelpBookPage *book = test_malloc(sizeof *book * (size_t)n);
    assert_int_equal(helpbook_pages(NULL, book, n), n);
    assert_int_equal(book[0].kind, HELPBOOK_OVERVIEW);
    assert_true(book[n - 1].kind == HELPBOOK_CONTROLS && book[n - 1].game == NULL);
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        for (int i = -1; i < m->n_help; i++) { /* -1: its controls */
            int seen = 0;
            for (int k = 0; k < n; k++)
                seen += book[k].game == m && (i < 0 ? book[k].kind == HELPBOOK_CONTROLS
                                                    : book[k].kind == HELPBOOK_RULES && book[k].index == i);
            if (seen != 1)
                fail_msg("%s: page %d is in the title's help %d times", m->id, i, seen);
        }
        /* the game's own help: its pages, then its controls */
        assert_int_equal(helpbook_pages(m, NULL, 0), m->n_help + 1);
    }
    test_free(book);
}

/* A row of a Controls table whose first column starts with `what`. */
static bool has_row(const char *table, const char *what)
{
    size_t n = strlen(what);
    for (const char *l = strchr(table, '\n'); l; l = strchr(l + 1, '\n'))
        if (strncmp(l + 1, what, n) == 0 && (l[1 + n] == '\t' || l[1 + n] == ' '))
            return true;
    return false;
}

static const char *controls_of(const char *game, const char *variant, HelpBookView view)
{
    static char buf[4096];
    const RulesModule *m = registry_find(game);
    assert_non_null(m);
    const RulesVariant *v = variant ? rules_variant(m, variant) : NULL;
    assert_true(!variant || v);
    assert_true(helpbook_controls(m, v, view, buf, sizeof buf));
    return buf;
}

/* Each game's Controls table lists what that game and variant allow, from what
 * they declare: aids, redo, saves, restart, actions, seats, quick moves. */
static void test_help_controls_follow_the_game(void **state)
{
    (void)state;
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        for (int i = 0; i < m->n_variants; i++) {
            const RulesVariant *v = &m->variants[i];
            char buf[4096];
            assert_true(helpbook_controls(m, v, (HelpBookView){0}, buf, sizeof buf));
            const char *what[] = {"Hint", "Undo", "Shuffle"};
            for (int a = 0; a < AID_COUNT; a++)
                if (has_row(buf, what[a]) != (v->aid[a].limit != 0))
                    fail_msg("%s %s: the %s row says the opposite of the variant", m->id, v->id, what[a]);
            assert_int_equal(has_row(buf, "Undo / redo") || has_row(buf, "Redo"), v->redo);
            assert_int_equal(has_row(buf, "Save"), v->saves);
            assert_int_equal(has_row(buf, "New game / restart"), !v->no_restart);
            assert_int_equal(has_row(buf, "End game"), v->end_game);
            assert_true(has_row(buf, "Game menu") && has_row(buf, "This help"));
        }
    }
    HelpBookView sham_view = {.drag_drop = true}, stones_view = {.shows_legal = true}, plain = {0};
    const char *t = controls_of("shamrocks", "classic", sham_view);
    assert_false(has_row(t, "Shuffle"));
    assert_true(has_row(t, "Drag a piece") && has_row(t, "Send it home") && has_row(t, "Put it back"));
    t = controls_of("dragon", "slayer", plain);
    assert_true(has_row(t, "Draw") && has_row(t, "Done"));
    assert_false(has_row(t, "Hint") || has_row(t, "Undo") || has_row(t, "Shuffle") || has_row(t, "Flip"));
    assert_true(strstr(t, "\nDraw\tD\t") && strstr(t, "\nDone\tE\t"));
    t = controls_of("dragon", "master", plain); /* Draw and Done are the computer's */
    assert_false(has_row(t, "Draw") || has_row(t, "Done"));
    t = controls_of("dragon", "challenge", plain);
    assert_true(has_row(t, "Flip") && has_row(t, "Draw"));
    t = controls_of("linksame", "timed", plain);
    assert_false(has_row(t, "Undo"));
    assert_true(has_row(t, "Hint") && has_row(t, "Shuffle"));
    t = controls_of("stones", "stones", stones_view); /* a click places: nothing to put back */
    assert_true(has_row(t, "Show where it can go") && has_row(t, "Place the piece"));
    assert_false(has_row(t, "Put it back") || has_row(t, "Pick a piece"));
    /* every variant at once (the title's help): the rows only some have say which */
    t = controls_of("linksame", NULL, plain);
    assert_non_null(strstr(t, "\nUndo / redo in practice\t"));
    t = controls_of("dragon", NULL, plain); /* "Dragon's Eye (Challenge)" names the variant */
    assert_non_null(strstr(t, "\nFlip in Challenge\t"));
    assert_false(has_row(t, "Game menu")); /* listed once, after every game */
    t = controls_of("mahjong", NULL, plain);
    assert_non_null(strstr(t, "\nEnd game in Tournament training, competition\t"));
    assert_true(helpbook_controls(NULL, NULL, plain, (char[4096]){0}, 4096));
}

/* The help names settings as the Settings screen does (src/scenes/settings.c);
 * it said "Still winnable" and "Winnable deals only", which no screen shows. */
static void test_help_names_real_settings(void **state)
{
    (void)state;
    static const char *const settings[] = {"Warn when the deal is lost", "Deal only winnable games",
                                           "Show \"winnable\" in the top bar", "Count the moves available"};
    static const char *const stale[] = {"Still winnable", "Winnable deals only", "winnable only",
                                        "Look for moves"};
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        for (int i = 0; i < m->n_help; i++) {
            char flat[2048]; /* the page's lines joined by spaces */
            snprintf(flat, sizeof flat, "%s", m->help[i].lines);
            for (char *c = flat; *c; c++)
                *c = *c == '\n' ? ' ' : *c;
            for (size_t k = 0; k < sizeof stale / sizeof stale[0]; k++)
                if (strstr(flat, stale[k]))
                    fail_msg("%s page %d names a setting \"%s\" that Settings does not show", m->id, i + 1,
                             stale[k]);
            if (!strstr(flat, "Settings"))
                continue;
            bool named = false;
            for (size_t k = 0; k < sizeof settings / sizeof settings[0]; k++)
                named |= strstr(flat, settings[k]) != NULL;
            if (!named)
                fail_msg("%s page %d speaks of Settings without naming one as it shows", m->id, i + 1);
        }
    }
}

/* A copy of s in lower case, for searches that ignore case. */
static void lower(char *out, size_t cap, const char *s)
{
    size_t i = 0;
    for (; s[i] && i + 1 < cap; i++)
        out[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]);
    out[i] = 0;
}

/* Names read the same everywhere: the help spells the game as the title does
 * ("Mahjong solitaire" vs "Mahjong Solitaire"), the tiles as the tile guide
 * does (Dots, not circles), and no variant name holds a colon, since the menu
 * says "New game: NAME" ("New game: Dragon's Eye: you slay"). */
static void test_help_names_as_the_game_does(void **state)
{
    (void)state;
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        char name[64], text[2048];
        lower(name, sizeof name, m->name);
        for (int i = 0; i < m->n_variants; i++)
            if (strchr(m->variants[i].name, ':'))
                fail_msg("%s: the variant name \"%s\" reads \"New game: %s\" in the menu", m->id,
                         m->variants[i].name, m->variants[i].name);
        for (int i = 0; i < m->n_help; i++) {
            for (int part = 0; part < 2; part++) {
                const char *said = part ? m->help[i].lines : m->help[i].title;
                lower(text, sizeof text, said);
                for (const char *at = strstr(text, name); at; at = strstr(at + 1, name))
                    if (strncmp(said + (at - text), m->name, strlen(m->name)) != 0)
                        fail_msg("%s page %d spells the game otherwise than \"%s\"", m->id, i + 1, m->name);
                if (strstr(text, "circles"))
                    fail_msg("%s page %d says circles where the tile guide says Dots", m->id, i + 1);
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_registered_game),
        cmocka_unit_test(test_checker_can_fail),
        cmocka_unit_test(test_help_has_every_page),
        cmocka_unit_test(test_help_controls_follow_the_game),
        cmocka_unit_test(test_help_names_real_settings),
        cmocka_unit_test(test_help_names_as_the_game_does),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
