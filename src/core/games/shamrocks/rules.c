/* Shamrocks as a rules module: the table the shared history, saves, hints,
 * worker and play scene drive. */
#include "core/games/shamrocks/rules.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/games/shamrocks/solve.h"
#include "core/i18n.h"

static const RulesVariant variants[] = {
    /* TRANSLATORS: a variant's name (menus, top bar, help). Where it starts with the game's name, keep the
     * translated game's name at its start: the help's Controls table shortens "Dragon's Eye (Challenge)"
     * to "Challenge" after it. */
    {
        .id = "classic",
        .name = N_("Shamrocks"),
        .aid = {[AID_HINT] = {-1, 0, 0}, [AID_UNDO] = {-1, 0, 0}, [AID_SHUFFLE] = {0, 0, 0}},
        .redo = true,
        .saves = true,
        .clock = true,
    },
};

static const HelpPage help[] = {
    /* TRANSLATORS: a page of the game's rules in the help: its title, then its lines. The help re-flows
     * them to its width (the lines of a paragraph are joined and wrapped again: break them anywhere); a
     * blank line or a line ending in ":" ends a paragraph; a line starting with spaces, "- ", or a number
     * and ". " or ": " (a list item) keeps its own start. */
    {N_("How to play Shamrocks"),
     N_("Put all 52 cards on the four suit stacks in the left column,\n"
     "each built up in one suit from the ace to the king.\n"
     "Only the top card of a building stack can move. It may go:\n"
     "  - to its suit stack, when that stack shows the rank just below it;\n"
     "  - onto a building stack that holds one or two cards, when its rank is\n"
     "    one above or one below that stack's top card. The suit does not matter;\n"
     "    an ace takes a two, and a king and an ace are not neighbours.\n"
     "A stack of three cards takes nothing, and an empty stack is out of play.\n"
     "Pick a card and then where it goes, or drag it there.\n"
     "Double-click a card to send it to its suit stack.")},
    {N_("Shamrocks: a legal move"),
     N_("The 7 of diamonds may go onto the 8 of spades: one rank below it, and\n"
     "that stack holds two cards. It may not go onto a stack of three, nor onto\n"
     "a 5 or a 9, nor onto an empty place. Each king was dealt below every card\n"
     "of its own suit in its stack, so no king ever buries a card of its suit.")},
    {N_("Shamrocks: automatic moves and help"),
     N_("Aces go to their suit stacks by themselves. Any other top card goes by\n"
     "itself once its suit stack is ready for it and every card of the other\n"
     "suits one rank above or below it is already on a suit stack. A card that\n"
     "is the last of its stack never goes by itself. One undo takes back your\n"
     "move and the automatic moves it caused. The menu turns automatic moves\n"
     "off for the next game.\n"
     "Hint shows a move; when the solver has proved the game still winnable,\n"
     "the move keeps it winnable. In Settings: with Deal only winnable games\n"
     "every deal is one the solver has won, and Show \"winnable\" in the top bar\n"
     "says there whether the game can still be won.")},
};

static uint64_t attempt_seed(uint64_t seed, int k)
{
    if (k == 0)
        return seed;
    uint64_t x = seed + 0x9e3779b97f4a7c15ull * (uint64_t)k;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

bool sh_deal_seed(Shamrocks *g, uint64_t seed, const ShDealOptions *o, int *attempts, Error *err)
{
    bool automatic = !(o && o->manual);
    if (attempts)
        *attempts = 1;
    if (!o || !o->winnable) {
        sh_new(g, seed, automatic);
        return true;
    }
    ShSolver *s = sh_solver_new();
    if (!s)
        return error_set(err, "%s", _("out of memory"));
    ShSolveLimits lim = SH_DEAL_LIMITS;
    if (o->node_limit)
        lim.max_nodes = o->node_limit;
    int max = o->max_attempts > 0 ? o->max_attempts : SH_DEAL_ATTEMPTS;
    bool found = false;
    for (int k = 0; k < max && !found; k++) {
        uint8_t deal[SH_CARDS];
        sh_shuffle_deal(attempt_seed(seed, k), deal);
        sh_start(g, seed, deal, automatic);
        found = sh_solve(s, g, &lim, NULL) == SH_WINNABLE;
        if (attempts)
            *attempts = k + 1;
    }
    sh_solver_free(s);
    if (!found)
        return error_set(err, P_("No winnable Shamrocks deal was found for seed %llu in %d try.",
                            "No winnable Shamrocks deal was found for seed %llu in %d tries.", max),
                         (unsigned long long)seed, max);
    return true;
}

static bool deal(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err)
{
    (void)v;
    return sh_deal_seed(st, seed, options, NULL, err);
}

static bool can_pick(const void *st, int piece)
{
    return sh_top(st, piece) >= 0;
}

/* The cursor visits the stacks with cards and the suit stacks (a place to put
 * the picked card). */
static bool pickable(const void *st, int piece)
{
    return can_pick(st, piece) || (piece >= SH_STACKS && piece < SH_PIECES);
}

static PickKind pick(const void *st, int selected, int piece, Move *out)
{
    if (selected < 0)
        return can_pick(st, piece) ? PICK_SELECT : PICK_REFUSE;
    if (!sh_can_move(st, selected, piece))
        return PICK_REFUSE;
    *out = (Move){.kind = SH_MOVE_CARD, .a = (int16_t)selected, .b = (int16_t)piece};
    return PICK_MOVE;
}

static void why_refused(const void *st, int selected, int piece, char *buf, size_t cap)
{
    const Shamrocks *g = st;
    buf[0] = '\0';
    int c = sh_top(g, selected);
    if (c < 0 || piece < 0 || piece >= SH_PIECES)
        return;
    if (piece >= SH_STACKS) {
        if (piece != sh_suit_piece(sh_suit(c)))
            snprintf(buf, cap, "%s", _("A card goes only to the suit stack of its own suit."));
        else
            snprintf(buf, cap, "%s", _("Its suit stack takes it after the card one rank below."));
    } else if (g->count[piece] == 0) {
        snprintf(buf, cap, "%s", _("An empty stack is out of play."));
    } else if (g->count[piece] >= SH_STACK_MAX) {
        snprintf(buf, cap, "%s", _("A stack holds at most three cards."));
    } else {
        snprintf(buf, cap, "%s", _("A card goes on a card one rank above or below it."));
    }
}

static bool apply(void *st, const Move *m, MoveEvent *ev)
{
    if (m->kind != SH_MOVE_CARD || m->arg != 0)
        return false;
    ShAuto chain[SH_CARDS];
    int n = 0;
    if (!sh_move(st, m->a, m->b, chain, &n))
        return false;
    if (ev) {
        for (int i = 0; i < n && i < MOVE_EVENT_FOLLOW_MAX; i++) {
            ev->follow[i][0] = chain[i].from;
            ev->follow[i][1] = chain[i].to;
        }
        ev->n_follow = n < MOVE_EVENT_FOLLOW_MAX ? n : MOVE_EVENT_FOLLOW_MAX;
    }
    return true;
}

static int list_moves(const void *st, Move *out, int cap)
{
    int8_t mv[SH_STACKS * SH_PIECES][2];
    int n = sh_list_moves(st, mv, SH_STACKS * SH_PIECES);
    for (int i = 0; i < n && i < cap; i++)
        out[i] = (Move){.kind = SH_MOVE_CARD, .a = mv[i][0], .b = mv[i][1]};
    return n;
}

static GameStatus status(const void *st)
{
    const Shamrocks *g = st;
    GameOutcome o = OUTCOME_PLAYING;
    if (sh_won(g))
        o = OUTCOME_WON;
    else if (list_moves(st, NULL, 0) == 0)
        o = OUTCOME_STUCK;
    return (GameStatus){.outcome = o, .left = g->left, .stage = 1, .stages = 1};
}

static bool save_setup(const void *st, TextBuf *w)
{
    const Shamrocks *g = st;
    textbuf_printf(w, "automatic %d\n", g->automatic ? 1 : 0);
    textbuf_hex(w, "deal", g->deal, SH_CARDS);
    return !w->oom;
}

static bool load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    (void)v;
    uint64_t automatic;
    const char *s;
    size_t n;
    uint8_t d[SH_CARDS];
    if (!textreader_u64(r, "automatic", 1, &automatic) || !textreader_key(r, "deal", &s, &n))
        return false;
    if (!text_parse_hex(s, n, d, SH_CARDS))
        return textreader_fail(r, _("bad deal (wrong length or not hex)"));
    if (!sh_deal_valid(d))
        return textreader_fail(r, _("the deal is not the 52 cards once each"));
    if (!sh_king_rule_holds(d))
        return textreader_fail(r, _("the deal has a king above a card of its suit"));
    sh_start(st, seed, d, automatic != 0);
    return true;
}

static void dump_json(const void *st, TextBuf *w)
{
    const Shamrocks *g = st;
    const char *state = sh_won(g) ? "won" : list_moves(st, NULL, 0) == 0 ? "stuck" : "playing";
    textbuf_printf(w,
                   "\"game\":\"shamrocks\",\"seed\":%" PRIu64 ",\"automatic\":%s,\"cards_left\":%d,"
                   "\"status\":\"%s\",\"foundations\":[%d,%d,%d,%d],\"stacks\":[",
                   g->seed, g->automatic ? "true" : "false", g->left, state, g->found[0], g->found[1],
                   g->found[2], g->found[3]);
    for (int s = 0; s < SH_STACKS; s++) {
        textbuf_printf(w, "%s[", s ? "," : "");
        for (int k = 0; k < g->count[s]; k++) {
            char name[3];
            sh_card_name(g->card[s][k], name);
            textbuf_printf(w, "%s\"%s\"", k ? "," : "", name);
        }
        textbuf_put(w, "]", 1);
    }
    textbuf_put(w, "]", 1);
}

static void *scratch_new(void)
{
    return sh_solver_new();
}

static void scratch_free(void *s)
{
    sh_solver_free(s);
}

static SuggestResult suggest(const void *st, void *scratch, double budget_ms, Move *out)
{
    Move first[1];
    if (list_moves(st, first, 1) == 0)
        return SUGGEST_NONE;
    ShSolveLimits lim = {.max_ms = budget_ms,
                         .max_wall_ms = budget_ms * RULES_WALL_GUARD,
                         .max_nodes = budget_ms > 0 ? 0 : SH_SOLVER_DEFAULT_NODES};
    static _Thread_local ShSolution sol; /* 1 KB: off the worker's stack */
    ShVerdict v = scratch ? sh_solve(scratch, st, &lim, &sol) : SH_UNKNOWN;
    if (out) {
        *out = first[0];
        if (v == SH_WINNABLE && sol.n > 0)
            *out = (Move){.kind = SH_MOVE_CARD, .a = sol.move[0][0], .b = sol.move[0][1]};
    }
    return v == SH_WINNABLE ? SUGGEST_WINNING : v == SH_LOST ? SUGGEST_LOST : SUGGEST_UNKNOWN;
}

static const RulesSolver solver = {scratch_new, scratch_free, suggest};

/* A double click on a stack sends its top card to its suit stack. */
static bool quick_move(const void *st, int piece, Move *out)
{
    int c = sh_top(st, piece);
    if (c < 0 || !sh_can_move(st, piece, sh_suit_piece(sh_suit(c))))
        return false;
    *out = (Move){.kind = SH_MOVE_CARD, .a = (int16_t)piece, .b = (int16_t)sh_suit_piece(sh_suit(c))};
    return true;
}

const RulesModule shamrocks_rules = {
    .id = "shamrocks",
    .name = N_("Shamrocks"),
    .variants = variants,
    .n_variants = (int)(sizeof variants / sizeof variants[0]),
    .help = help,
    .n_help = (int)(sizeof help / sizeof help[0]),
    .state_size = sizeof(Shamrocks),
    .pos_offset = 0,
    .pos_size = sizeof(Shamrocks),
    .deal = deal,
    .pick = pick,
    .apply = apply,
    .list_moves = list_moves,
    .status = status,
    .save_setup = save_setup,
    .load_setup = load_setup,
    .dump_json = dump_json,
    .pickable = pickable,
    .why_refused = why_refused,
    .solver = &solver,
    .quick_move = quick_move,
};
