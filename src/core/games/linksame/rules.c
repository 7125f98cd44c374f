/* LinkSame as a rules module. Timed and Practice are variant rows: Timed keeps a
 * score with a speed bonus and a shot clock, charges for hints and shuffles and
 * allows no undo (as the original); Practice has no score, undo and redo, and is
 * kept on quit. */
#include "core/games/linksame/rules.h"

#include "core/i18n.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#define DEFAULT_STAGES LS_STAGES

static const LsMode timed = LS_TIMED, practice = LS_PRACTICE;

static const RulesVariant variants[] = {
    /* TRANSLATORS: a variant's name (menus, top bar, help). Where it starts with the game's name, keep the
     * translated game's name at its start: the help's Controls table shortens "Dragon's Eye (Challenge)"
     * to "Challenge" after it. */
    {
        .id = "timed",
        .name = N_("LinkSame"),
        .aid = {[AID_HINT] = {-1, LS_HINT_COST, 0}, [AID_UNDO] = {0, 0, 0},
                [AID_SHUFFLE] = {-1, LS_SHUFFLE_COST, 0}},
        .clock = true,
        .params = &timed,
    },
    {
        .id = "practice",
        .name = N_("LinkSame practice"),
        .aid = {[AID_HINT] = {-1, 0, 0}, [AID_UNDO] = {-1, 0, 0}, [AID_SHUFFLE] = {-1, 0, 0}},
        .redo = true,
        .saves = true,
        .params = &practice,
    },
};

static const HelpPage help[] = {
    /* TRANSLATORS: a page of the game's rules in the help: its title, then its lines. The help re-flows
     * them to its width (the lines of a paragraph are joined and wrapped again: break them anywhere); a
     * blank line or a line ending in ":" ends a paragraph; a line starting with spaces, "- ", or a number
     * and ". " or ": " (a list item) keeps its own start. */
    {N_("How to play LinkSame"),
     N_("Remove the tiles in pairs of identical tiles.\n"
     "Two tiles can be removed when a path of at most three straight lines\n"
     "joins them without crossing another tile. The path may run around the\n"
     "board, through the empty border. Any flower or season here matches\n"
     "only a tile just like it.\n"
     "Clear the board to finish the stage; a game has up to nine stages.\n"
     "When no pair can be linked, the tiles are reshuffled for free.")},
    {N_("LinkSame: the nine stages"),
     N_("1: nothing moves.   2: tiles fall down.   3: tiles slide right.\n"
     "4: the top half falls down, the bottom half rises to the middle.\n"
     "5: the left half slides right, the right half left, to the middle.\n"
     "6: halves move apart, up and down.   7: halves move apart, left and right.\n"
     "8: left columns fall, right columns rise.\n"
     "9: top rows slide right, bottom rows slide left.")},
    {N_("LinkSame: timed and practice games"),
     N_("Timed: a point a pair, and a speed bonus for a pair made within ten seconds\n"
     "of the one before (the first pair of a stage: of the stage's start). The bonus\n"
     "is 15 at once, less as the seconds pass, and at least 1 under ten seconds.\n"
     "A hint costs 10 points, a shuffle 20, and every ten seconds without a pair\n"
     "costs a point (the score turns red). Timed games have no undo.\n"
     "Practice: no clock and no score; undo and redo as you like, and the game\n"
     "is kept when you quit. The pause menu sets the board size and the number\n"
     "of stages for the next game.")},
};

static LsMode mode_of(const RulesVariant *v)
{
    return v && v->params ? *(const LsMode *)v->params : LS_TIMED;
}

static bool deal(void *st, const RulesVariant *v, uint64_t seed, const void *options, Error *err)
{
    const LsDealOptions *o = options;
    return ls_new(st, o ? o->size : LS_NORMAL, mode_of(v), o ? o->stages : DEFAULT_STAGES, seed,
                  err);
}

static bool pickable(const void *st, int piece)
{
    const LinkSame *g = st;
    return !g->complete && piece >= 0 && piece < g->board.w * g->board.h &&
           g->board.cell[piece] != LS_EMPTY;
}

static bool can_pair(const void *st, int a, int b)
{
    return ls_can_remove(st, a, b);
}

static PickKind pick(const void *st, int selected, int piece, Move *out)
{
    return rules_pick_pair(st, selected, piece, LS_MOVE_LINK, pickable, can_pair, out);
}

static void why_refused(const void *st, int selected, int piece, char *buf, size_t cap)
{
    const LinkSame *g = st;
    buf[0] = '\0';
    if (selected < 0 || !pickable(st, piece) || !pickable(st, selected))
        return;
    if (g->board.cell[selected] != g->board.cell[piece])
        snprintf(buf, cap, "%s", _("Those two tiles do not match."));
    else
        snprintf(buf, cap, "%s", _("No path of three lines or fewer joins them."));
}

static bool apply(void *st, const Move *m, MoveEvent *ev)
{
    LinkSame *g = st;
    if (m->kind == LS_MOVE_SHUFFLE)
        return ls_shuffle(g);
    if (m->kind != LS_MOVE_LINK)
        return false;
    LsEvent e;
    if (!ls_remove(g, m->a, m->b, &e))
        return false;
    ev->points = e.points;
    ev->flags = (e.stage_cleared ? EVENT_STAGE_CLEARED : 0u) | (e.reshuffled ? EVENT_RESHUFFLED : 0u);
    ev->n_pts = e.path.n;
    for (int i = 0; i < e.path.n && i < 4; i++) {
        ev->pts[2 * i] = e.path.pt[i].x;
        ev->pts[2 * i + 1] = e.path.pt[i].y;
    }
    return true;
}

static int list_moves(const void *st, Move *out, int cap)
{
    const LinkSame *g = st;
    if (g->complete)
        return 0;
    LsPair p[LS_MAX_CELLS];
    int n = ls_board_list_pairs(&g->board, p, LS_MAX_CELLS);
    for (int i = 0; i < n && i < cap && i < LS_MAX_CELLS; i++)
        out[i] = (Move){.kind = LS_MOVE_LINK, .a = p[i].a, .b = p[i].b};
    return n;
}

static GameStatus status(const void *st)
{
    const LinkSame *g = st;
    return (GameStatus){
        .outcome = g->complete ? OUTCOME_WON : OUTCOME_PLAYING,
        .scored = g->mode == LS_TIMED,
        .score = g->score,
        .left = g->left,
        .stage = g->stage,
        .stages = g->stages,
        .alert = ls_score_draining(g),
    };
}

static void tick(void *st, uint32_t ms)
{
    ls_tick(st, ms);
}

static bool aid_move(const void *st, AidKind aid, void *scratch, Move *out, Error *why)
{
    (void)scratch;
    const LinkSame *g = st;
    if (aid != AID_SHUFFLE)
        return error_set(why, "%s", _("not an aid of this game"));
    if (g->complete || g->left < 2)
        return error_set(why, "%s", _("Too few tiles are left to shuffle."));
    *out = (Move){.kind = LS_MOVE_SHUFFLE, .a = -1, .b = -1};
    return true;
}

static bool save_setup(const void *st, TextBuf *w)
{
    const LinkSame *g = st;
    /* the start position, not only the deal: a game converted from version 1
     * starts where it was saved */
    textbuf_printf(w, "size %s\nstages %d\nstage %d\n", ls_size_name(g->size), g->stages, g->stage);
    textbuf_rng(w, "rng", &g->rng);
    textbuf_hex(w, "board", g->board.cell, g->board.w * g->board.h);
    return !w->oom;
}

static bool load_setup(void *st, const RulesVariant *v, uint64_t seed, TextReader *r)
{
    LsSize size;
    uint64_t stages, stage;
    if (!ls_read_size(r, &size) || !textreader_u64(r, "stages", LS_STAGES, &stages))
        return false;
    if (stages < 1)
        return textreader_fail(r, _("bad number of stages"));
    if (!ls_new(st, size, mode_of(v), (int)stages, seed, r->err))
        return false;
    LinkSame *g = st;
    if (!textreader_u64(r, "stage", stages, &stage))
        return false;
    if (stage < 1)
        return textreader_fail(r, _("bad stage"));
    g->stage = (int)stage;
    return ls_read_position(r, g);
}

static bool load_v1(void *st, const char *text, size_t len, const char *src, int *variant,
                    uint64_t *seed, uint32_t *elapsed_ms, Move *moves, int cap, int *n_moves,
                    int *pos, Error *err)
{
    (void)moves;
    (void)cap;
    LinkSame *g = st;
    if (!ls_load_text(g, text, len, src, err))
        return false;
    *variant = 1; /* version 1 kept practice games only */
    *seed = g->seed;
    *elapsed_ms = 0;
    *n_moves = *pos = 0;
    return true;
}

static void dump_json(const void *st, TextBuf *w)
{
    const LinkSame *g = st;
    textbuf_printf(w,
                   "\"game\":\"linksame\",\"size\":\"%s\",\"mode\":\"%s\",\"seed\":%" PRIu64
                   ",\"stage\":%d,\"stages\":%d,\"draining\":%s,\"tiles_left\":%d,"
                   "\"status\":\"%s\",\"tiles\":[",
                   ls_size_name(g->size), g->mode == LS_TIMED ? "timed" : "practice", g->seed,
                   g->stage, g->stages, ls_score_draining(g) ? "true" : "false", g->left,
                   g->complete ? "complete" : "playing");
    bool first = true;
    for (int c = 0; c < g->board.w * g->board.h; c++) {
        if (g->board.cell[c] == LS_EMPTY)
            continue;
        textbuf_printf(w, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"face\":%d}", first ? "" : ",", c,
                       c % g->board.w, c / g->board.w, g->board.cell[c]);
        first = false;
    }
    textbuf_put(w, "]", 1);
}


/* LinkSame's solver is bounded by nodes (deterministic); it needs no scratch. */
static void *scratch_new(void)
{
    static int none;
    return &none;
}

static void scratch_free(void *s)
{
    (void)s;
}

static SuggestResult suggest(const void *st, void *scratch, double budget_ms, Move *out)
{
    (void)scratch;
    (void)budget_ms;
    const LinkSame *g = st;
    LsPair p;
    if (!ls_hint(g, &p, NULL))
        return SUGGEST_NONE;
    if (out)
        *out = (Move){.kind = LS_MOVE_LINK, .a = p.a, .b = p.b};
    return SUGGEST_UNKNOWN; /* a later stage is dealt anew: a stage's proof is not a win */
}

static const RulesSolver solver = {scratch_new, scratch_free, suggest};

const RulesModule linksame_rules = {
    .id = "linksame",
    .name = N_("LinkSame"),
    .variants = variants,
    .n_variants = (int)(sizeof variants / sizeof variants[0]),
    .help = help,
    .n_help = (int)(sizeof help / sizeof help[0]),
    .state_size = sizeof(LinkSame),
    .pos_offset = 0,
    .pos_size = sizeof(LinkSame),
    .deal = deal,
    .pick = pick,
    .apply = apply,
    .list_moves = list_moves,
    .status = status,
    .tick = tick,
    .aid_move = aid_move,
    .save_setup = save_setup,
    .load_setup = load_setup,
    .load_v1 = load_v1,
    .dump_json = dump_json,
    .pickable = pickable,
    .why_refused = why_refused,
    .solver = &solver,
};
