/* Mahjong solitaire as a rules module: the table the shared history, saves,
 * hints, worker and play scene drive. */
#include "core/games/mahjong/rules.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/seen.h"
#include "core/games/mahjong/solve.h"
#include "core/games/mahjong/tournament.h"
#include "core/games/mahjong/verdict.h"
#include "core/i18n.h"
#include "core/solver.h"

#define DEAL_MAX_ATTEMPTS 64
#define SHUFFLE_ATTEMPTS 24 /* arrangements tried for a winnable shuffle */
#define SHUFFLE_BUDGET_MS 40.0 /* the solver's CPU time for each of them */

bool mj_read_layout_block(TextReader *r, Mahjong *t); /* save_v1.c */

static const RulesVariant variants[] = {
    /* TRANSLATORS: a variant's name (menus, top bar, help). Where it starts with the game's name, keep the
     * translated game's name at its start: the help's Controls table shortens "Dragon's Eye (Challenge)"
     * to "Challenge" after it. */
    {
        .id = "classic",
        .name = N_("Mahjong Solitaire"),
        .aid = {[AID_HINT] = {-1, 0, 0}, [AID_UNDO] = {-1, 0, 0}, [AID_SHUFFLE] = {-1, 0, 0}},
        .redo = true,
        .saves = true,
        .clock = true,
    },
    /* Tournament Mahjong (tournament.h): Training and Competition */
    {
        .id = "tournament",
        .name = N_("Tournament training"),
        .aid = {[AID_HINT] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR},
                [AID_UNDO] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR},
                [AID_SHUFFLE] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR}},
        .clock = true,
        .params = &mj_tourn_training,
        .time_limit_ms = MJ_TOURN_CLOCK_MS,
        .time_limit_min_ms = MJ_TOURN_CLOCK_MIN_MS, /* the option Clock (next game) */
        .time_limit_max_ms = MJ_TOURN_CLOCK_MAX_MS,
        .end_game = true,
        .undo_kind = MJ_MOVE_REMOVE, /* undo restores the table before the last pair */
    },
    {
        .id = "tournament-competition",
        .name = N_("Tournament competition"),
        .aid = {[AID_HINT] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR},
                [AID_UNDO] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR},
                [AID_SHUFFLE] = {MJ_TOURN_AID_USES, 0, MJ_TOURN_AID_COST_PER_PAIR}},
        .clock = true,
        .params = &mj_tourn_competition,
        .time_limit_ms = MJ_TOURN_CLOCK_MS,
        .time_limit_min_ms = MJ_TOURN_CLOCK_MIN_MS, /* the option Clock (next game) */
        .time_limit_max_ms = MJ_TOURN_CLOCK_MAX_MS,
        .end_game = true,
        .undo_kind = MJ_MOVE_REMOVE, /* undo restores the table before the last pair */
        .no_restart = true,
        .no_menu_row = true, /* one entry: "Competition for the pot..." (issue #35) */
    },
};

static const HelpPage help[] = {
    /* TRANSLATORS: a page of the game's rules in the help: its title, then its lines. The help re-flows
     * them to its width (the lines of a paragraph are joined and wrapped again: break them anywhere); a
     * blank line or a line ending in ":" ends a paragraph; a line starting with spaces, "- ", or a number
     * and ". " or ": " (a list item) keeps its own start. */
    {N_("How to play Mahjong Solitaire"),
     N_("Clear the board by removing tiles in matching pairs.\n"
     "Only free tiles can be taken: nothing may lie on any part of a tile,\n"
     "and it must be able to slide out to the left or to the right.\n"
     "Identical tiles match. Any flower matches any flower,\n"
     "and any season matches any season.\n"
     "Pick one tile, then its partner. Pick the same tile again, or the\n"
     "empty table, to put it back. The count of tiles left is top left.\n"
     "Every deal has a number: type it in (New game with seed) to play it again.")},
    {N_("Mahjong: hints, shuffles and the winnable status"),
     N_("Hint shows a pair chosen from what you can see: while faces lie hidden\n"
        "under other tiles, a kind with every tile left free, else the pair that\n"
        "frees and uncovers most; once every tile is in sight, a pair that keeps\n"
        "the deal winnable when the solver has proved one.\n"
        "Shuffle deals the tiles left over their places again, winnable when it can.\n"
        "Undo and redo as far as you like; the clock only runs while you play.\n"
        "Show \"winnable\" in the top bar (Settings) judges only what you see:\n"
        "the hidden faces are the tiles not yet seen, lying in any order.\n"
        "Winnable: every order can be cleared. No longer winnable: none can.\n"
        "Dealt winnable, or Too hard to tell: neither is proved (the first for a\n"
        "deal dealt winnable). Warn when the deal is lost shows a banner when none\n"
        "can; the menu can then undo to the last position not proved lost.\n"
        "Deal only winnable games deals only games the solver has cleared.")},
    {N_("Tournament Mahjong: scoring"),
     N_("The Turtle, 144 tiles, the usual free rule. Any flower or season pairs\n"
        "with any other flower or season.\n"
        "A pair scores its set's value times the pairs still on the table\n"
        "(72 for the first): characters 1, dots 2, bamboos 3, winds 4,\n"
        "dragons 5, flowers 6, seasons 7; a flower with a season counts 7.\n"
        "Hint, Undo and Shuffle: five of each per game, each costing 5 points\n"
        "per pair on the table. The top bar shows the uses left and the time left.\n"
        "Undo puts the last pair back, with its points. A hint shows the pair worth\n"
        "most; a shuffle always leaves a free pair. When neither can do anything,\n"
        "they cost nothing and say so. No aid looks under a tile: the winnable\n"
        "status is free and, as in the classic game, judges only what you see.")},
    {N_("Tournament Mahjong: the end, the pot, replays"),
     N_("The game ends when the table is clear, when nothing can be removed and no\n"
     "aid could help, when the clock (10:00, Clock in the menu) runs out, or\n"
     "with End game, offered once the shuffles are used up.\n"
     "Training may restart; Competition may not.\n"
     "Competition for the pot (menu): 2 to 6 players ante chips and play the\n"
     "same deal in turn; the board stays hidden between turns. The best score\n"
     "takes the pot, a tie shares it. Balances are kept in club.txt.\n"
     "Daily deal: the same deal for everyone on a date, with your best score.\n"
     "Each finished game writes a replay in replays/: pagoda --verify FILE\n"
     "replays it and rejects a file whose score or times do not add up.")},
};

static bool deal(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err)
{
    const MjDealOptions *o = options;
    Mahjong *m = st;
    if (v && v->params)
        return mj_tourn_deal(m, v->params, seed, o, err);
    if (!o || !o->layout)
        return error_set(err, "%s", _("Mahjong needs a layout to deal"));
    if (!o->winnable)
        return mj_new(m, o->layout, seed, err);
    SolveLimits lim = {.max_nodes = o->node_limit ? o->node_limit : SOLVER_DEAL_NODES};
    m->promised = mj_new_winnable(m, o->layout, seed, &lim,
                                  o->max_attempts > 0 ? o->max_attempts : DEAL_MAX_ATTEMPTS, NULL, err);
    return m->promised;
}

static bool can_pick(const void *st, int piece)
{
    return mj_is_free(st, piece);
}

static bool can_pair(const void *st, int a, int b)
{
    return mj_can_remove(st, a, b);
}

static PickKind pick(const void *st, int selected, int piece, Move *out)
{
    return rules_pick_pair(st, selected, piece, MJ_MOVE_REMOVE, can_pick, can_pair, out);
}

static void why_refused(const void *st, int selected, int piece, char *buf, size_t cap)
{
    const Mahjong *m = st;
    buf[0] = '\0';
    if (piece < 0 || piece >= m->layout.count || !m->present[piece])
        return;
    const LayoutLinks *k = &m->links;
    for (int i = 0; i < k->n_above[piece]; i++)
        if (m->present[k->above[piece][i]]) {
            snprintf(buf, cap, "%s", _("That tile is covered by another."));
            return;
        }
    if (!mj_is_free(m, piece))
        snprintf(buf, cap, "%s", _("That tile is blocked on both sides."));
    else if (selected >= 0 && mj_tile_group(m, m->face[selected]) != mj_tile_group(m, m->face[piece]))
        snprintf(buf, cap, "%s", _("Those two tiles do not match."));
}

static bool apply(void *st, const Move *mv, MoveEvent *ev)
{
    Mahjong *m = st;
    switch (mv->kind) {
    case MJ_MOVE_REMOVE: {
        int32_t pts = mj_can_remove(m, mv->a, mv->b) ? mj_tourn_pair_points(m, mv->a, mv->b) : 0;
        if (!mj_remove(m, mv->a, mv->b))
            return false;
        m->points += pts;
        ev->points = mj_tourn_scoring(m) ? pts : 2;
        return true;
    }
    case MJ_MOVE_SHUFFLE:
        return mj_shuffle_nth(m, mv->arg);
    default:
        return false;
    }
}

static int list_moves(const void *st, Move *out, int cap)
{
    MjPair pairs[64];
    int n = mj_list_pairs(st, pairs, cap < 64 ? cap : 64);
    for (int i = 0; i < n && i < cap && i < 64; i++)
        out[i] = (Move){.kind = MJ_MOVE_REMOVE, .a = pairs[i].a, .b = pairs[i].b};
    return n;
}

static GameStatus status(const void *st)
{
    const Mahjong *m = st;
    MjStatus s = mj_status(m);
    return (GameStatus){
        .outcome = s == MJ_WON ? OUTCOME_WON : s == MJ_STUCK ? OUTCOME_STUCK : OUTCOME_PLAYING,
        .scored = mj_tourn_scoring(m),
        .score = mj_tourn_scoring(m) ? m->points : m->pairs * 2,
        .left = m->left,
        .stage = 1,
        .stages = 1,
    };
}

static bool tourn_shuffle(const Mahjong *m, Move *out, Error *why);

/* Shuffle: the first of SHUFFLE_ATTEMPTS arrangements the solver proves winnable
 * within budget, else the last tried; the move names it, so replays need no solver. */
static bool aid_move(const void *st, AidKind aid, void *scratch, Move *out, Error *why)
{
    const Mahjong *m = st;
    if (aid != AID_SHUFFLE)
        return error_set(why, "%s", _("not an aid of this game"));
    if (m->left < 2)
        return error_set(why, "%s", _("Too few tiles are left to shuffle."));
    if (mj_tourn_scoring(m))
        return tourn_shuffle(m, out, why);
    Mahjong *t = malloc(sizeof *t);
    if (!t)
        return error_set(why, "%s", _("out of memory"));
    int k = 0;
    bool proved = !scratch; /* without a solver: the first arrangement, no claim */
    for (; scratch && k < SHUFFLE_ATTEMPTS; k++) {
        *t = *m;
        mj_shuffle_nth(t, k);
        SolveLimits lim = {.max_ms = SHUFFLE_BUDGET_MS, .max_wall_ms = SHUFFLE_BUDGET_MS * RULES_WALL_GUARD};
        if (solver_run_mahjong(mj_scratch_solver(scratch), t, &lim, NULL) == SOLVE_SOLVABLE) {
            proved = true;
            break;
        }
    }
    free(t);
    if (k >= SHUFFLE_ATTEMPTS)
        k = SHUFFLE_ATTEMPTS - 1;
    if (!proved)
        error_set(why, "%s", _("No winnable arrangement was found for these tiles."));
    else if (why)
        why->msg[0] = '\0';
    *out = (Move){.kind = MJ_MOVE_SHUFFLE, .a = -1, .b = -1, .arg = k};
    return true;
}

/* Tournament shuffle: the first arrangement that leaves a free pair, found
 * without a solver (so a replay checks it); when none does, it costs nothing. */
static bool tourn_shuffle(const Mahjong *m, Move *out, Error *why)
{
    int k;
    if (!mj_tourn_shuffle_k(m, &k))
        return error_set(why, "%s", _("No shuffle of these tiles leaves a free pair: it costs nothing."));
    if (why)
        why->msg[0] = '\0';
    *out = (Move){.kind = MJ_MOVE_SHUFFLE, .a = -1, .b = -1, .arg = k};
    return true;
}

/* The hint. Tournament rows: the free pair worth most now. Classic rows: while
 * a face lies hidden, the pair seen_pair picks; once every tile left is in
 * sight, -1: the solver's line (it then reads nothing the player cannot see). */
static int hint_move(const void *st, Move *out)
{
    const Mahjong *m = st;
    if (!mj_tourn_scoring(m)) {
        for (int i = 0; i < m->layout.count; i++)
            if (mj_covered(m, i))
                return mj_seen_pair(m, out) ? 1 : 0;
        return -1;
    }
    MjPair p;
    if (!mj_tourn_best_pair(m, &p))
        return 0;
    *out = (Move){.kind = MJ_MOVE_REMOVE, .a = p.a, .b = p.b};
    return 1;
}

static bool save_setup(const void *st, TextBuf *w)
{
    const Mahjong *m = st;
    size_t need = layout_format(&m->layout, NULL, 0);
    char *lt = malloc(need + 1);
    if (!lt)
        return false;
    layout_format(&m->layout, lt, need + 1);
    textbuf_put(w, "layout-begin\n", 13);
    textbuf_put(w, lt, need);
    textbuf_put(w, "layout-end\n", 11);
    free(lt);
    /* the start position: faces (the deal, or a version-1 game's position) and
     * the places already empty */
    textbuf_hex(w, "deal", m->face, m->layout.count);
    textbuf_put(w, "removed", 7);
    for (int i = 0; i < m->layout.count; i++)
        if (!m->present[i])
            textbuf_printf(w, " %d", i);
    textbuf_put(w, "\n", 1);
    textbuf_rng(w, "rng", &m->rng);
    if (m->promised)
        textbuf_put(w, "promise winnable\n", 17);
    return !w->oom;
}

static bool load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    Mahjong *m = st;
    mj_init(m);
    m->seed = seed;
    if (!mj_read_layout_block(r, m))
        return false;
    const char *s;
    size_t n;
    if (!textreader_key(r, "deal", &s, &n))
        return false;
    if (!text_parse_hex(s, n, m->deal, m->layout.count))
        return textreader_fail(r, _("bad deal (wrong length or not hex)"));
    if (!mj_deal_valid(m->deal, m->layout.count))
        return textreader_fail(r, _("the deal is not a valid set of tiles for this layout"));
    mj_reset_to_deal(m);
    if (!textreader_key(r, "removed", &s, &n))
        return false;
    while (n > 0) { /* place ids, separated by single spaces */
        size_t k = 0;
        while (k < n && s[k] != ' ')
            k++;
        uint64_t id;
        if (!text_parse_u64(s, k, (uint64_t)m->layout.count - 1, &id) || !m->present[id] ||
            (k < n && k + 1 == n))
            return textreader_fail(r, _("bad list of removed places"));
        m->present[id] = false;
        m->left--;
        s += k < n ? k + 1 : k;
        n -= k < n ? k + 1 : k;
    }
    if (m->left % 2 != 0)
        return textreader_fail(r, _("an odd number of places removed"));
    m->pairs = (m->layout.count - m->left) / 2;
    if (!textreader_key(r, "rng", &s, &n))
        return false;
    if (!text_parse_rng(s, n, &m->rng))
        return textreader_fail(r, _("bad rng state"));
    size_t pos = r->pos; /* an optional line: a deal dealt winnable (saves before it have none) */
    int line = r->line;
    if (textreader_line(r, &s, &n) && n == 16 && memcmp(s, "promise winnable", 16) == 0) {
        m->promised = true;
    } else {
        r->pos = pos;
        r->line = line;
    }
    if (v && v->params) {
        if (m->left != m->layout.count)
            return textreader_fail(r, _("a tournament game starts with every tile on the table"));
        mj_tourn_setup(m, v->params);
    }
    return true;
}

static bool load_v1(void *st, const char *text, size_t len, const char *src, int *variant,
                    uint64_t *seed, uint32_t *elapsed_ms, Move *moves, int cap, int *n_moves,
                    int *pos, Error *err)
{
    Mahjong *m = st;
    MjPair *pairs = cap > 0 ? malloc((size_t)cap * sizeof *pairs) : NULL;
    if (cap > 0 && !pairs)
        return error_set(err, _("%s: out of memory"), src);
    uint32_t el = 0;
    bool ok = mj_load_v1(m, text, len, src, &el, pairs, cap, n_moves, pos, err);
    for (int i = 0; ok && i < *n_moves; i++)
        moves[i] = (Move){.kind = MJ_MOVE_REMOVE, .a = pairs[i].a, .b = pairs[i].b};
    free(pairs);
    if (ok) {
        *variant = 0;
        *seed = m->seed;
        *elapsed_ms = el > UINT32_MAX / 1000 ? UINT32_MAX : el * 1000;
    }
    return ok;
}

static void json_string(TextBuf *w, const char *s)
{
    textbuf_put(w, "\"", 1);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            textbuf_printf(w, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            textbuf_printf(w, "\\u%04x", c);
        else
            textbuf_put(w, (const char *)&c, 1);
    }
    textbuf_put(w, "\"", 1);
}

static void dump_json(const void *st, TextBuf *w)
{
    static const char *const names[] = {"playing", "won", "stuck"};
    const Mahjong *m = st;
    textbuf_printf(w, "\"game\":\"mahjong\",\"layout\":");
    json_string(w, m->layout.name);
    textbuf_printf(w,
                   ",\"seed\":%" PRIu64 ",\"tiles_left\":%d,\"pairs_removed\":%d,"
                   "\"status\":\"%s\",\"tiles\":[",
                   m->seed, m->left, m->pairs, names[mj_status(m)]);
    bool first = true;
    for (int i = 0; i < m->layout.count; i++) {
        if (!m->present[i])
            continue;
        const LayoutPlace *p = &m->layout.place[i];
        textbuf_printf(w, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"z\":%d,\"face\":%d,\"group\":%d,\"free\":%s}",
                       first ? "" : ",", i, p->x, p->y, p->z, m->face[i], mj_tile_group(m, m->face[i]),
                       mj_is_free(m, i) ? "true" : "false");
        first = false;
    }
    textbuf_put(w, "]", 1);
}

static void *scratch_new(void)
{
    return mj_scratch_new();
}

static void scratch_free(void *s)
{
    mj_scratch_free(s);
}

/* The first pair of a clearing line of the position v (nothing covered), as
 * the game matches (Tournament rows: any bonus tile with any other). */
static SolveResult solve_in_sight(MjScratch *sc, const Mahjong *v, double budget_ms, Move *first)
{
    SolveReport *r = malloc(sizeof *r);
    if (!r)
        return SOLVE_UNKNOWN;
    uint8_t group[LAYOUT_MAX_TILES];
    mj_play_groups(v, group);
    SolveLimits lim = {.max_ms = budget_ms,
                       .max_wall_ms = budget_ms * RULES_WALL_GUARD,
                       .max_nodes = budget_ms > 0 ? 0 : SOLVER_DEAL_NODES};
    SolveResult res = solver_run(mj_scratch_solver(sc), &v->links, group, v->present, &lim, r);
    if (res == SOLVE_SOLVABLE && r->n_pairs > 0)
        *first = (Move){.kind = MJ_MOVE_REMOVE, .a = r->pairs[0][0], .b = r->pairs[0][1]};
    free(r);
    return res;
}

/* The verdict and the move, from what the player sees (issue 34): on the view,
 * never on st. With nothing covered the view is the position and the solver
 * judges it (within budget_ms, as before). With covered faces the verdict is
 * about every arrangement of them (verdict.h, node budgets only) and the move
 * is the hint's pair (with WINNING, proved to keep every arrangement winnable
 * when MjVerdictReport.pair_keeps, else only one that every arrangement may
 * still need). */
static SuggestResult suggest(const void *st, void *scratch, double budget_ms, Move *out)
{
    MjScratch *own = scratch ? NULL : mj_scratch_new(); /* no scratch: one for this call */
    Mahjong *v = malloc(sizeof *v);
    if (own)
        scratch = own;
    if (!v || !scratch) {
        free(v);
        mj_scratch_free(own);
        return SUGGEST_UNKNOWN;
    }
    mj_see(st, v);
    bool hidden = false;
    for (int i = 0; i < v->layout.count && !hidden; i++)
        hidden = mj_covered(v, i);
    Move pair = {0};
    SuggestResult s;
    if (hidden) {
        if (hint_move(v, &pair) <= 0)
            memset(&pair, 0, sizeof pair);
        s = mj_verdict_covered(scratch, v, &pair, NULL);
    } else {
        SolveResult res = solve_in_sight(scratch, v, budget_ms, &pair);
        s = res == SOLVE_SOLVABLE ? SUGGEST_WINNING : res == SOLVE_UNSOLVABLE ? SUGGEST_LOST : SUGGEST_UNKNOWN;
        if (res != SOLVE_SOLVABLE)
            memset(&pair, 0, sizeof pair);
    }
    if (out) {
        *out = pair;
        if (pair.kind == 0 && list_moves(v, out, 1) == 0) {
            memset(out, 0, sizeof *out);
            s = SUGGEST_NONE;
        }
    }
    free(v);
    mj_scratch_free(own);
    return s;
}

static const RulesSolver solver = {scratch_new, scratch_free, suggest};

static bool dealt_winnable(const void *st)
{
    return ((const Mahjong *)st)->promised;
}

static void see(const void *st, int player, void *out)
{
    (void)player;
    mj_see(st, out);
}

const RulesModule mahjong_rules = {
    .id = "mahjong",
    .name = N_("Mahjong Solitaire"),
    .variants = variants,
    .n_variants = (int)(sizeof variants / sizeof variants[0]),
    .help = help,
    .n_help = (int)(sizeof help / sizeof help[0]),
    .state_size = sizeof(Mahjong),
    .pos_offset = MJ_POS_OFFSET,
    .pos_size = MJ_POS_SIZE,
    .deal = deal,
    .pick = pick,
    .apply = apply,
    .list_moves = list_moves,
    .status = status,
    .aid_move = aid_move,
    .save_setup = save_setup,
    .load_setup = load_setup,
    .load_v1 = load_v1,
    .dump_json = dump_json,
    .pickable = can_pick,
    .why_refused = why_refused,
    .solver = &solver,
    .hint_move = hint_move,
    .see = see,
    .dealt_winnable = dealt_winnable,
};
