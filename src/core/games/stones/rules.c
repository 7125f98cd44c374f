/* MahJongg Stones as a rules module: six variant rows (grid, kinds, start cells,
 * matching rule, free cells, throws) over one set of rules. */
#include "core/games/stones/rules.h"

#include "core/games/stones/estimate.h"
#include "core/i18n.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Start cells: the four corners, then the middle (issue 16). */
static const StonesParams P_STONES = {12, 8, 6, 6, {{0, 0}, {11, 0}, {0, 7}, {11, 7}, {5, 3}, {6, 4}},
                                      false, ST_MATCH_STRICT, 0};
static const StonesParams P_FREE = {12, 8, 6, 6, {{0, 0}, {11, 0}, {0, 7}, {11, 7}, {5, 3}, {6, 4}},
                                    true, ST_MATCH_STRICT, 0};
static const StonesParams P_LOOSE = {12, 8, 6, 6, {{0, 0}, {11, 0}, {0, 7}, {11, 7}, {5, 3}, {6, 4}},
                                     false, ST_MATCH_LOOSE, 0};
static const StonesParams P_THROWING = {12, 8, 6, 6, {{0, 0}, {11, 0}, {0, 7}, {11, 7}, {5, 3}, {6, 4}},
                                        false, ST_MATCH_STRICT, ST_THROW_LIMIT};
static const StonesParams P_SMALL = {10, 7, 5, 5, {{0, 0}, {9, 0}, {0, 6}, {9, 6}, {4, 3}},
                                     false, ST_MATCH_STRICT, 0};
static const StonesParams P_TINY = {8, 6, 4, 4, {{0, 0}, {7, 0}, {0, 5}, {7, 5}}, false, ST_MATCH_STRICT, 0};

#define AIDS {[AID_HINT] = {-1, 0, 0}, [AID_UNDO] = {-1, 0, 0}, [AID_SHUFFLE] = {0, 0, 0}}

static const RulesVariant variants[] = {
    /* TRANSLATORS: a variant's name (menus, top bar, help). Where it starts with the game's name, keep the
     * translated game's name at its start: the help's Controls table shortens "Dragon's Eye (Challenge)"
     * to "Challenge" after it. */
    {.id = "stones", .name = N_("MahJongg Stones"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_STONES},
    {.id = "free", .name = N_("Free Stones"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_FREE},
    {.id = "loose", .name = N_("Loose Stones"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_LOOSE},
    {.id = "throwing", .name = N_("Throwing Stones"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_THROWING},
    {.id = "small", .name = N_("Small Stones"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_SMALL},
    {.id = "tiny", .name = N_("Tiny Pebbles"), .aid = AIDS, .redo = true, .saves = true, .clock = true,
     .params = &P_TINY},
};

#define N_VARIANTS ((int)(sizeof variants / sizeof variants[0]))

static const HelpPage help[] = {
    /* TRANSLATORS: a page of the game's rules in the help: its title, then its lines. The help re-flows
     * them to its width (the lines of a paragraph are joined and wrapped again: break them anywhere); a
     * blank line or a line ending in ":" ends a paragraph; a line starting with spaces, "- ", or a number
     * and ". " or ": " (a list item) keeps its own start. */
    {N_("How to play MahJongg Stones"),
     N_("Every tile has a colour and a symbol. The tile shown beside the grid is the\n"
     "next one from the stock: click an empty cell to put it there.\n"
     "A tile must touch at least one tile above, below, left or right (corners\n"
     "do not count), and it must agree with the tiles it touches:\n"
     "  one neighbour: the same colour or the same symbol (or both);\n"
     "  two: the colour of one and the symbol of the other;\n"
     "  three: all of them, at least one by colour and another by symbol;\n"
     "  four: two of them by colour and the other two by symbol.\n"
     "Place every tile of the stock to win; the game is lost when the tile\n"
     "shown fits nowhere. A cell that will not take the tile says why.")},
    {N_("Stones: the grid and the keys"),
     N_("MahJongg Stones: 12 by 8 cells, six colours and six symbols, each\n"
     "combination twice (72 tiles). Six start on the grid: one in each corner\n"
     "and two in the middle, together showing every colour and every symbol.\n"
     "Right click (or L, or the pad's right stick) shows every cell that takes\n"
     "the tile. Arrows or the pad move the cursor over the cells; Enter or A\n"
     "places. Hint shows the cell that finishes most often (see Hints and\n"
     "chances); undo and redo as far as you like.")},
    {N_("Stones: hints and chances"),
     N_("The stock lies face down: you know which tiles are left, not their order,\n"
     "and Pagoda's help knows no more than you. Hint tries many orders that\n"
     "agree with what you see and shows the cell (in Throwing Stones perhaps\n"
     "the throw) after which the most of them can still be played out.\n"
     "The top bar shows the chance to finish from here if you follow the hints\n"
     "(Settings: Show the chance to finish in the top bar), or \"Proved lost\" when no\n"
     "order can be finished.\n"
     "With the order known nearly every deal could be played out, so no deal\n"
     "is winnable in advance from where you sit: Stones deals at random, and\n"
     "its Settings leave out \"Deal only winnable games\". \"Proved lost\" warns\n"
     "when no order of the tiles left can be finished; an undo to the last\n"
     "winnable position is offered only near the end, where the tiles left can\n"
     "come in one order only and it is sure to finish.")},
    {N_("Stones: the variants"),
     N_("Free Stones: a tile may also go where nothing touches it.\n"
     "Loose Stones: a tile needs a neighbour, but matching any one of its\n"
     "neighbours by colour or symbol is enough.\n"
     "Throwing Stones: three times a game you may throw the tile shown away\n"
     "(click it beside the grid, or move the cursor onto it): free when it fits\n"
     "nowhere, 25 points when it had a cell. Empty the stock to win.\n"
     "Small Stones: 10 by 7 cells, five colours and symbols, 50 tiles, five\n"
     "to start (corners and middle).\n"
     "Tiny Pebbles: 8 by 6 cells, four colours and symbols, 32 tiles, four\n"
     "to start in the corners.")},
    {N_("Stones: scoring"),
     N_("A tile scores 1, 2, 4 or 8 points for one, two, three or four\n"
     "neighbours (Free Stones: nothing for a tile alone).\n"
     "Every placement with four neighbours also earns the next bonus of:\n"
     "25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000.\n"
     "At the end: 1000 more for an empty stock, 500 when one tile is left,\n"
     "100 when two are. High scores are kept for each variant.")},
};

const StonesParams *stones_params(const RulesVariant *v)
{
    for (int i = 0; i < N_VARIANTS; i++)
        if (v == &variants[i])
            return variants[i].params;
    return NULL;
}

static const StonesParams *params_of(const RulesVariant *v)
{
    const StonesParams *p = stones_params(v);
    return p ? p : (v && v->params ? v->params : &P_STONES);
}

static bool deal(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err)
{
    (void)err;
    const StDealOptions *o = options;
    if (o && o->winnable)
        st_deal_winnable(st, params_of(v), seed, o->attempt_nodes, o->total_nodes, NULL);
    else
        st_deal_random(st, params_of(v), seed);
    return true;
}

static bool pickable(const void *st, int piece)
{
    const Stones *s = st;
    if (s->ended || piece < 0)
        return false;
    if (piece == ST_STOCK_PIECE(s->w, s->h))
        return st_can_throw(s);
    return piece < s->w * s->h && s->cell[piece] == ST_EMPTY;
}

/* One pick makes the move: a cell places the tile shown, the stock throws it. */
static PickKind pick(const void *st, int selected, int piece, Move *out)
{
    (void)selected;
    const Stones *s = st;
    if (s->ended || piece < 0)
        return PICK_REFUSE;
    if (piece == ST_STOCK_PIECE(s->w, s->h)) {
        if (!st_can_throw(s))
            return PICK_REFUSE;
        *out = (Move){.kind = ST_MOVE_THROW, .a = (int16_t)piece, .b = -1};
        return PICK_MOVE;
    }
    if (!st_cell_legal(s, piece, st_current(s)))
        return PICK_REFUSE;
    *out = (Move){.kind = ST_MOVE_PLACE, .a = (int16_t)piece, .b = -1};
    return PICK_MOVE;
}

static void why_refused(const void *st, int selected, int piece, char *buf, size_t cap)
{
    (void)selected;
    const Stones *s = st;
    buf[0] = '\0';
    if (s->ended || piece < 0)
        return;
    if (piece == ST_STOCK_PIECE(s->w, s->h)) {
        if (s->throw_limit == 0)
            snprintf(buf, cap, "%s", _("Only Throwing Stones throws tiles away."));
        else if (s->throws_used >= s->throw_limit)
            snprintf(buf, cap, "%s", _("No throw is left in this game."));
        return;
    }
    st_why_not(s, piece, st_current(s), buf, cap);
}

static bool apply(void *st, const Move *m, MoveEvent *ev)
{
    int32_t pts = 0;
    if (!st_apply_move(st, m, &pts))
        return false;
    if (ev)
        *ev = (MoveEvent){.points = pts};
    return true;
}

static int list_moves(const void *st, Move *out, int cap)
{
    const Stones *s = st;
    if (s->ended)
        return 0;
    int16_t cells[ST_MAX_CELLS];
    int n = st_legal_cells(s, cells);
    for (int i = 0; i < n && i < cap; i++)
        out[i] = (Move){.kind = ST_MOVE_PLACE, .a = cells[i], .b = -1};
    if (st_can_throw(s)) {
        if (n < cap)
            out[n] = (Move){.kind = ST_MOVE_THROW, .a = (int16_t)ST_STOCK_PIECE(s->w, s->h), .b = -1};
        n++;
    }
    return n;
}

static GameStatus status(const void *st)
{
    const Stones *s = st;
    StEnd e = s->ended ? (StEnd)s->ended : st_end(s);
    return (GameStatus){
        .outcome = e == ST_WON ? OUTCOME_WON : e == ST_LOST ? OUTCOME_LOST : OUTCOME_PLAYING,
        .scored = true,
        .score = s->score,
        .left = st_tiles_left(s),
        .stage = 1,
        .stages = 1,
    };
}

static bool save_setup(const void *st, TextBuf *w)
{
    const Stones *s = st;
    textbuf_hex(w, "grid", s->cell, s->w * s->h);
    textbuf_hex(w, "stock", s->stock, s->n_stock);
    return !w->oom;
}

static bool tile_ok(const Stones *s, uint8_t t)
{
    return t == ST_EMPTY || (st_colour(t) < s->kinds && st_symbol(t) < s->kinds);
}

/* The start position as saved: the grid and the stock, checked to hold each
 * tile at most twice and nothing that is not a tile of this variant. */
static bool load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    Stones *s = st;
    st_init(s, params_of(v));
    s->seed = seed;
    int cells = s->w * s->h, full = s->kinds * s->kinds * ST_COPIES;
    const char *val;
    size_t vn;
    if (!textreader_key(r, "grid", &val, &vn) || !text_parse_hex(val, vn, s->cell, cells))
        return textreader_fail(r, _("bad grid line"));
    if (!textreader_key(r, "stock", &val, &vn) || vn % 2 != 0 || vn / 2 > (size_t)full ||
        !text_parse_hex(val, vn, s->stock, (int)(vn / 2)))
        return textreader_fail(r, _("bad stock line"));
    s->n_stock = (uint8_t)(vn / 2);
    int count[ST_SYMBOL_BASE * ST_MAX_KINDS] = {0}, on_grid = 0;
    for (int c = 0; c < cells; c++) {
        if (!tile_ok(s, s->cell[c]))
            return textreader_fail(r, _("a cell holds no tile of this game"));
        if (s->cell[c] != ST_EMPTY) {
            count[s->cell[c]]++;
            on_grid++;
        }
    }
    for (int i = 0; i < s->n_stock; i++) {
        if (s->stock[i] == ST_EMPTY || !tile_ok(s, s->stock[i]))
            return textreader_fail(r, _("the stock holds no tile of this game"));
        count[s->stock[i]]++;
    }
    for (int t = 0; t < (int)(sizeof count / sizeof count[0]); t++)
        if (count[t] > ST_COPIES)
            return textreader_fail(r, _("a tile is there more than twice"));
    if (on_grid == 0)
        return textreader_fail(r, _("the grid is empty"));
    st_settle(s);
    return true;
}

static void dump_json(const void *st, TextBuf *w)
{
    const Stones *s = st;
    uint8_t t = st_current(s);
    StEnd e = s->ended ? (StEnd)s->ended : st_end(s);
    textbuf_printf(w,
                   "\"game\":\"stones\",\"seed\":%" PRIu64 ",\"w\":%d,\"h\":%d,\"kinds\":%d,"
                   "\"stock_piece\":%d,\"tiles_left\":%d,\"throws_used\":%d,\"throw_limit\":%d,"
                   "\"fourways\":%d,\"status\":\"%s\",",
                   s->seed, s->w, s->h, s->kinds, ST_STOCK_PIECE(s->w, s->h), st_tiles_left(s), s->throws_used,
                   s->throw_limit, s->fourways, e == ST_WON ? "won" : e == ST_LOST ? "lost" : "playing");
    if (t == ST_EMPTY)
        textbuf_printf(w, "\"current\":null,");
    else
        textbuf_printf(w, "\"current\":{\"colour\":%d,\"symbol\":%d},", st_colour(t), st_symbol(t));
    textbuf_printf(w, "\"legal\":[");
    int16_t cells[ST_MAX_CELLS];
    int n = s->ended ? 0 : st_legal_cells(s, cells);
    for (int i = 0; i < n; i++)
        textbuf_printf(w, "%s%d", i ? "," : "", cells[i]);
    /* the stock to come, face down in the game (tests script whole games) */
    textbuf_printf(w, "],\"stock\":[");
    for (int i = s->next; i < s->n_stock; i++)
        textbuf_printf(w, "%s[%d,%d]", i > s->next ? "," : "", st_colour(s->stock[i]), st_symbol(s->stock[i]));
    textbuf_printf(w, "],\"tiles\":[");
    bool first = true;
    for (int c = 0; c < s->w * s->h; c++) {
        if (s->cell[c] == ST_EMPTY)
            continue;
        textbuf_printf(w, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"colour\":%d,\"symbol\":%d}", first ? "" : ",", c,
                       c % s->w, c / s->w, st_colour(s->cell[c]), st_symbol(s->cell[c]));
        first = false;
    }
    textbuf_put(w, "]", 1);
}

/* The position as the player sees it: the grid, the face-up tile and what is
 * left in the stock, but not its order (the tiles under the face-up one are
 * sorted) nor the seed (which would give the order back). */
static void see(const void *st, int player, void *out)
{
    (void)player;
    Stones *v = out;
    *v = *(const Stones *)st;
    v->seed = 0;
    if (v->next + 1 < v->n_stock)
        st_sort_tiles(v->stock + v->next + 1, v->n_stock - v->next - 1);
}

/* --- the solver behind hints and "still winnable" ----------------------------- */

/* The solver's memory and the last view's estimate: the worker asks suggest,
 * then chance, about one position. */
typedef struct Scratch {
    StSolver *sv;
    bool have;
    Stones view;
    StEstimate est;
} Scratch;

static void *scratch_new(void)
{
    Scratch *sc = calloc(1, sizeof *sc);
    if (sc && !(sc->sv = st_solver_new())) {
        free(sc);
        sc = NULL;
    }
    return sc;
}

static void scratch_free(void *p)
{
    Scratch *sc = p;
    if (sc)
        st_solver_free(sc->sv);
    free(sc);
}

/* The estimate for what the player sees of st (never st itself). */
static bool estimate(const void *st, Scratch *sc, StEstimate *out)
{
    Stones v;
    see(st, 0, &v);
    if (sc && sc->have && memcmp(&sc->view, &v, sizeof v) == 0) {
        *out = sc->est;
        return true;
    }
    StSolver *sv = sc ? sc->sv : st_solver_new();
    if (!sv)
        return false;
    st_estimate(sv, &v, out);
    if (sc) {
        sc->view = v;
        sc->est = *out;
        sc->have = true;
    } else {
        st_solver_free(sv);
    }
    return true;
}

/* The hint: the move that finishes the most orders the player cannot tell
 * apart (node budgets, so budget_ms is not used: same view, same hint). WINNING
 * only when one order is left and it finishes; LOST when no order does. */
static SuggestResult suggest(const void *st, void *scratch, double budget_ms, Move *out)
{
    (void)budget_ms;
    const Stones *s = st;
    Move any[ST_MAX_CELLS + 1];
    StEstimate e;
    if (s->ended || list_moves(s, any, ST_MAX_CELLS + 1) == 0)
        return SUGGEST_NONE;
    if (!estimate(st, scratch, &e) || e.move.kind == 0) {
        if (out)
            *out = any[0];
        return SUGGEST_UNKNOWN;
    }
    if (out)
        *out = e.move;
    return e.won ? SUGGEST_WINNING : e.lost ? SUGGEST_LOST : SUGGEST_UNKNOWN;
}

static int chance(const void *st, void *scratch)
{
    StEstimate e;
    if (((const Stones *)st)->ended || !estimate(st, scratch, &e))
        return -1;
    return e.chance;
}

static const RulesSolver solver = {scratch_new, scratch_free, suggest};

const RulesModule stones_rules = {
    .id = "stones",
    .name = N_("MahJongg Stones"),
    .variants = variants,
    .n_variants = N_VARIANTS,
    .help = help,
    .n_help = (int)(sizeof help / sizeof help[0]),
    .state_size = sizeof(Stones),
    .pos_offset = 0,
    .pos_size = sizeof(Stones),
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
    .see = see,
    .chance = chance,
};
