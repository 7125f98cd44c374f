#include "core/game.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/registry.h"

void game_init(Game *g)
{
    memset(g, 0, sizeof *g);
}

void game_free(Game *g)
{
    free(g->state);
    free(g->start);
    free(g->moves);
    free(g->snaps);
    free(g->acts);
    game_init(g);
}

static uint8_t *pos_of(const Game *g, void *st)
{
    return (uint8_t *)st + g->rules->pos_offset;
}

/* A game around a dealt state (taken over). */
static bool game_adopt(Game *g, const RulesModule *m, const RulesVariant *v, uint64_t seed,
                       void *st, Error *err)
{
    void *start = malloc(m->state_size);
    if (!start) {
        free(st);
        return error_set(err, "%s", _("out of memory"));
    }
    memcpy(start, st, m->state_size);
    game_free(g);
    g->rules = m;
    g->variant = v;
    g->seed = seed;
    g->state = st;
    g->start = start;
    g->time_limit_ms = v->time_limit_ms;
    return true;
}

bool game_new(Game *g, const RulesModule *m, const RulesVariant *v, uint64_t seed,
              const void *options, Error *err)
{
    if (!v)
        v = &m->variants[0];
    void *st = calloc(1, m->state_size);
    if (!st)
        return error_set(err, "%s", _("out of memory"));
    if (!m->deal(st, v, seed, options, err)) {
        free(st);
        return false;
    }
    return game_adopt(g, m, v, seed, st, err);
}

void game_restart(Game *g)
{
    if (!g->rules)
        return;
    memcpy(g->state, g->start, g->rules->state_size);
    g->n_moves = g->pos = 0;
    g->elapsed_ms = 0;
    memset(g->aid_used, 0, sizeof g->aid_used);
    g->penalty = 0;
    g->end = GAME_END_NONE;
    g->n_acts = 0;
    g->acts_full = false;
}

/* The action log: what the player did and when (play time). A log that cannot
 * grow stops and says so (acts_full): a replay is then not written. */
static void log_act(Game *g, GameActKind kind, const Move *m)
{
    if (g->acts_full)
        return;
    if (g->n_acts >= g->acts_cap) {
        int cap = g->acts_cap ? g->acts_cap * 2 : 64;
        if (g->n_acts >= GAME_MAX_ACTS) {
            g->acts_full = true;
            return;
        }
        if (cap > GAME_MAX_ACTS)
            cap = GAME_MAX_ACTS;
        GameAct *a = realloc(g->acts, (size_t)cap * sizeof *a);
        if (!a) {
            g->acts_full = true;
            return;
        }
        g->acts = a;
        g->acts_cap = cap;
    }
    GameAct *a = &g->acts[g->n_acts++];
    memset(a, 0, sizeof *a);
    a->tick = g->elapsed_ms;
    a->kind = (uint8_t)kind;
    if (m)
        a->m = *m;
}

static bool ended(const Game *g, Error *why)
{
    if (g->end == GAME_END_NONE)
        return false;
    error_set(why, "%s", _("This game is over."));
    return true;
}

/* Room for one more recorded move. */
static bool reserve(Game *g, Error *why)
{
    if (g->pos >= GAME_MAX_MOVES)
        return error_set(why, P_("This game has reached %d move: start a new one.",
                                  "This game has reached %d moves: start a new one.", GAME_MAX_MOVES),
                         GAME_MAX_MOVES);
    if (g->pos < g->cap)
        return true;
    int cap = g->cap ? g->cap * 2 : 64;
    if (cap > GAME_MAX_MOVES)
        cap = GAME_MAX_MOVES;
    Move *mv = realloc(g->moves, (size_t)cap * sizeof *mv);
    if (!mv)
        return error_set(why, "%s", _("out of memory"));
    g->moves = mv;
    uint8_t *sn = realloc(g->snaps, (size_t)cap * g->rules->pos_size);
    if (!sn)
        return error_set(why, "%s", _("out of memory"));
    g->snaps = sn;
    g->cap = cap;
    return true;
}

static bool apply_move(Game *g, const Move *m, MoveEvent *ev, Error *why)
{
    if (!g->rules || m->kind == 0)
        return error_set(why, "%s", _("no such move"));
    if (!reserve(g, why)) /* room first: an applied move is always recorded */
        return false;
    MoveEvent e;
    memset(&e, 0, sizeof e);
    if (!g->rules->apply(g->state, m, &e))
        return error_set(why, "%s", _("That move is not allowed."));
    if (ev)
        *ev = e;
    size_t ps = g->rules->pos_size;
    g->moves[g->pos] = *m;
    memcpy(g->snaps + (size_t)g->pos * ps, pos_of(g, g->state), ps);
    g->n_moves = ++g->pos;
    return true;
}

bool game_apply(Game *g, const Move *m, MoveEvent *ev, Error *why)
{
    if (ended(g, why) || !apply_move(g, m, ev, why))
        return false;
    log_act(g, GACT_MOVE, m);
    return true;
}

static void restore(Game *g, int pos)
{
    size_t ps = g->rules->pos_size;
    const uint8_t *src = pos == 0 ? pos_of(g, g->start) : g->snaps + (size_t)(pos - 1) * ps;
    memcpy(pos_of(g, g->state), src, ps);
    g->pos = pos;
}

int game_aid_left(const Game *g, AidKind aid)
{
    if (!g->variant)
        return 0;
    int limit = g->variant->aid[aid].limit;
    if (limit < 0)
        return -1;
    return limit > g->aid_used[aid] ? limit - g->aid_used[aid] : 0;
}

int32_t game_aid_cost(const Game *g, AidKind aid)
{
    if (!g->variant)
        return 0;
    const Aid *a = &g->variant->aid[aid];
    return a->cost + a->cost_per_pair * (game_status(g).left / 2);
}

static bool aid_allowed(const Game *g, AidKind aid, Error *why)
{
    /* one sentence per aid, so that each reads whole in every language */
    static const char *const none[AID_COUNT] = {N_("This game allows no hints."), N_("This game allows no undos."),
                                                N_("This game allows no shuffles.")};
    static const char *const used[AID_COUNT] = {N_("No hints left in this game."), N_("No undos left in this game."),
                                                N_("No shuffles left in this game.")};
    if (!g->variant || g->variant->aid[aid].limit == 0)
        return error_set(why, "%s", _(none[aid]));
    if (game_aid_left(g, aid) == 0)
        return error_set(why, "%s", _(used[aid]));
    return true;
}

static void charge(Game *g, AidKind aid, int32_t cost)
{
    g->aid_used[aid]++;
    int64_t p = (int64_t)g->penalty + cost;
    g->penalty = p > INT32_MAX ? INT32_MAX : (int32_t)p;
}

/* Where an undo goes back to: one move, or to before the last move of the
 * variant's undo_kind; -1 when there is nothing to undo. */
static int undo_target(const Game *g)
{
    int k = g->variant ? g->variant->undo_kind : 0;
    if (!k)
        return g->pos - 1;
    for (int i = g->pos - 1; i >= 0; i--)
        if (g->moves[i].kind == k)
            return i;
    return -1;
}

bool game_can_undo(const Game *g)
{
    return g->rules && g->pos > 0 && undo_target(g) >= 0 && game_aid_left(g, AID_UNDO) != 0 &&
           g->end == GAME_END_NONE;
}

bool game_can_redo(const Game *g)
{
    return g->rules && g->variant->redo && g->pos < g->n_moves && g->end == GAME_END_NONE;
}

bool game_undo(Game *g, Error *why)
{
    if (!g->rules || ended(g, why) || !aid_allowed(g, AID_UNDO, why))
        return false;
    if (g->pos == 0 || undo_target(g) < 0)
        return error_set(why, "%s", _("Nothing to undo."));
    int32_t cost = game_aid_cost(g, AID_UNDO);
    restore(g, undo_target(g));
    charge(g, AID_UNDO, cost);
    log_act(g, GACT_UNDO, NULL);
    return true;
}

bool game_redo(Game *g)
{
    if (!game_can_redo(g))
        return false;
    restore(g, g->pos + 1);
    log_act(g, GACT_REDO, NULL);
    return true;
}

bool game_hint(Game *g, const Move *known, void *scratch, double budget_ms, Move *out,
               bool *keeps, Error *why)
{
    if (keeps)
        *keeps = false;
    if (!g->rules || ended(g, why))
        return false;
    if (g->rules->status(g->state).outcome == OUTCOME_WON) /* not "no move can be made" */
        return error_set(why, "%s", _("This game is won."));
    if (!aid_allowed(g, AID_HINT, why))
        return false;
    Move m;
    memset(&m, 0, sizeof m);
    bool found = false;
    int own = g->rules->hint_move ? g->rules->hint_move(g->state, &m) : -1;
    if (own == 0)
        return error_set(why, "%s", _("No move can be made: the hint costs nothing."));
    if (own > 0) {
        found = m.kind != 0;
    } else if (known && known->kind) {
        m = *known;
        found = true;
        if (keeps)
            *keeps = true;
    } else if (g->rules->solver && scratch) {
        SuggestResult r = g->rules->solver->suggest(g->state, scratch, budget_ms, &m);
        found = r != SUGGEST_NONE && m.kind != 0;
        if (keeps)
            *keeps = r == SUGGEST_WINNING;
    }
    if (!found)
        found = g->rules->list_moves(g->state, &m, 1) > 0;
    if (!found)
        return error_set(why, "%s", _("No move can be made: undo or shuffle."));
    charge(g, AID_HINT, game_aid_cost(g, AID_HINT));
    log_act(g, GACT_HINT, &m);
    if (out)
        *out = m;
    return true;
}

bool game_shuffle(Game *g, void *scratch, MoveEvent *ev, Error *why)
{
    if (!g->rules || ended(g, why) || !aid_allowed(g, AID_SHUFFLE, why))
        return false;
    Move m;
    memset(&m, 0, sizeof m);
    if (!g->rules->aid_move || !g->rules->aid_move(g->state, AID_SHUFFLE, scratch, &m, why))
        return false;
    int32_t cost = game_aid_cost(g, AID_SHUFFLE);
    if (!apply_move(g, &m, ev, why))
        return false;
    charge(g, AID_SHUFFLE, cost);
    log_act(g, GACT_SHUFFLE, &m);
    return true;
}

void game_set_time_limit(Game *g, uint32_t ms)
{
    g->time_limit_ms = ms;
}

uint32_t game_time_left(const Game *g)
{
    if (!g->time_limit_ms)
        return UINT32_MAX;
    return g->elapsed_ms < g->time_limit_ms ? g->time_limit_ms - g->elapsed_ms : 0;
}

/* Stuck, and neither an undo nor a shuffle that leaves a pair is left. */
static bool helpless(const Game *g, const GameStatus *s)
{
    if (s->outcome != OUTCOME_STUCK || !g->variant->end_game)
        return false;
    if (g->pos > 0 && undo_target(g) >= 0 && game_aid_left(g, AID_UNDO) != 0)
        return false;
    if (game_aid_left(g, AID_SHUFFLE) == 0 || !g->rules->aid_move)
        return true;
    Move m;
    return !g->rules->aid_move(g->state, AID_SHUFFLE, NULL, &m, NULL);
}

GameEnd game_end_reason(const Game *g)
{
    if (!g->rules)
        return GAME_END_NONE;
    if (g->end != GAME_END_NONE)
        return (GameEnd)g->end;
    GameStatus s = g->rules->status(g->state);
    return helpless(g, &s) ? GAME_END_HELPLESS : GAME_END_NONE;
}

bool game_can_end(const Game *g)
{
    if (!g->rules || !g->variant->end_game || g->end != GAME_END_NONE)
        return false;
    GameStatus s = g->rules->status(g->state);
    if (s.outcome != OUTCOME_PLAYING && s.outcome != OUTCOME_STUCK)
        return false;
    if (game_aid_left(g, AID_SHUFFLE) != 0 || helpless(g, &s))
        return false;
    return s.outcome == OUTCOME_PLAYING || game_can_undo(g);
}

bool game_end(Game *g, Error *why)
{
    if (!game_can_end(g))
        return error_set(why, "%s", _("End game is offered once no shuffle is left."));
    g->end = GAME_END_PLAYER;
    log_act(g, GACT_END, NULL);
    return true;
}

GameStatus game_status(const Game *g)
{
    GameStatus s;
    memset(&s, 0, sizeof s);
    if (!g->rules)
        return s;
    s = g->rules->status(g->state);
    if (s.outcome != OUTCOME_WON && (g->end != GAME_END_NONE || helpless(g, &s)))
        s.outcome = OUTCOME_LOST;
    int64_t score = (int64_t)s.score - g->penalty;
    s.score = score < INT32_MIN ? INT32_MIN : (int32_t)score;
    return s;
}

static uint32_t min_u32(uint32_t a, uint32_t b)
{
    return a < b ? a : b;
}

void game_tick(Game *g, uint32_t ms)
{
    if (!g->rules || g->rules->status(g->state).outcome != OUTCOME_PLAYING)
        return;
    if (g->end != GAME_END_NONE)
        return;
    if (g->time_limit_ms && ms >= g->time_limit_ms - min_u32(g->elapsed_ms, g->time_limit_ms))
        ms = g->time_limit_ms - min_u32(g->elapsed_ms, g->time_limit_ms);
    g->elapsed_ms = g->elapsed_ms > UINT32_MAX - ms ? UINT32_MAX : g->elapsed_ms + ms;
    if (g->rules->tick)
        g->rules->tick(g->state, ms);
    if (g->time_limit_ms && g->elapsed_ms >= g->time_limit_ms)
        g->end = GAME_END_CLOCK;
}

int game_moves(const Game *g)
{
    return g->pos;
}

/* --- saves ----------------------------------------------------------------- */

char *game_save_text(const Game *g, size_t *len, Error *err)
{
    if (!g->rules)
        return error_set(err, "%s", _("no game to save")), NULL;
    if (!g->variant->saves) {
        /* TRANSLATORS: %s a variant's name ("Timed LinkSame", "Tournament competition") */
        error_set(err, _("%s games cannot be saved"), _(g->variant->name));
        return NULL;
    }
    TextBuf b = {0};
    textbuf_printf(&b, "%s %d\ngame %s\nvariant %s\n", GAME_SAVE_MAGIC, GAME_SAVE_VERSION,
                   g->rules->id, g->variant->id);
    textbuf_printf(&b, "seed %" PRIu64 "\nelapsed %" PRIu32 "\n", g->seed, g->elapsed_ms);
    textbuf_printf(&b, "aids %d %d %d\npenalty %" PRId32 "\n", g->aid_used[AID_HINT],
                   g->aid_used[AID_UNDO], g->aid_used[AID_SHUFFLE], g->penalty);
    if (!g->rules->save_setup(g->start, &b)) {
        textbuf_free(&b);
        error_set(err, "%s", _("the game's setup could not be written"));
        return NULL;
    }
    textbuf_printf(&b, "moves %d %d\n", g->n_moves, g->pos);
    for (int i = 0; i < g->n_moves; i++) {
        const Move *m = &g->moves[i];
        textbuf_printf(&b, "m %u %d %d %" PRId32 " %u\n", m->kind, m->a, m->b, m->arg, m->player);
    }
    textbuf_put(&b, "end\n", 4);
    char *text = textbuf_finish(&b, len);
    if (!text)
        error_set(err, "%s", _("out of memory"));
    return text;
}

static bool parse_move(const char *s, size_t n, Move *m)
{
    const char *f[6];
    size_t fn[6];
    if (n < 2 || s[0] != 'm' || s[1] != ' ' || text_fields(s + 2, n - 2, f, fn, 5) != 5)
        return false;
    uint64_t kind, player;
    int64_t a, b, arg;
    if (!text_parse_u64(f[0], fn[0], 255, &kind) || kind == 0 ||
        !text_parse_i64(f[1], fn[1], -1, INT16_MAX, &a) ||
        !text_parse_i64(f[2], fn[2], -1, INT16_MAX, &b) ||
        !text_parse_i64(f[3], fn[3], INT32_MIN, INT32_MAX, &arg) ||
        !text_parse_u64(f[4], fn[4], 255, &player))
        return false;
    *m = (Move){(uint8_t)kind, (uint8_t)player, (int16_t)a, (int16_t)b, (int32_t)arg};
    return true;
}

static bool load_v2(Game *t, TextReader *r)
{
    const char *v;
    size_t vn;
    char id[64];
    if (!textreader_key(r, "game", &v, &vn))
        return false;
    snprintf(id, sizeof id, "%.*s", (int)(vn < 63 ? vn : 63), v);
    const RulesModule *m = registry_find(id);
    if (!m || vn >= sizeof id)
        return error_set(r->err, _("%s: a save of a game this Pagoda does not have ('%s')"), r->src, id);
    if (!textreader_key(r, "variant", &v, &vn))
        return false;
    snprintf(id, sizeof id, "%.*s", (int)(vn < 63 ? vn : 63), v);
    const RulesVariant *var = rules_variant(m, id);
    if (!var)
        return textreader_fail(r, _("unknown variant"));
    uint64_t seed, elapsed;
    if (!textreader_u64(r, "seed", UINT64_MAX, &seed) ||
        !textreader_u64(r, "elapsed", UINT32_MAX, &elapsed))
        return false;
    if (!textreader_key(r, "aids", &v, &vn))
        return false;
    const char *f[4];
    size_t fn[4];
    uint64_t used[AID_COUNT];
    if (text_fields(v, vn, f, fn, 3) != 3)
        return textreader_fail(r, _("bad aids line"));
    for (int i = 0; i < AID_COUNT; i++)
        if (!text_parse_u64(f[i], fn[i], GAME_MAX_MOVES, &used[i]))
            return textreader_fail(r, _("bad aids line"));
    if (!textreader_key(r, "penalty", &v, &vn))
        return false;
    int64_t penalty;
    if (!text_parse_i64(v, vn, INT32_MIN, INT32_MAX, &penalty))
        return textreader_fail(r, _("bad penalty"));

    void *st = calloc(1, m->state_size);
    if (!st)
        return error_set(r->err, _("%s: out of memory"), r->src);
    if (!m->load_setup(st, var, seed, r)) {
        free(st);
        return false;
    }
    if (!game_adopt(t, m, var, seed, st, r->err))
        return false;

    if (!textreader_key(r, "moves", &v, &vn))
        return false;
    const char *a, *b;
    size_t an, bn;
    uint64_t len, pos;
    if (!text_split(v, vn, &a, &an, &b, &bn) || !text_parse_u64(a, an, GAME_MAX_MOVES, &len) ||
        !text_parse_u64(b, bn, len, &pos))
        return textreader_fail(r, _("bad moves line"));
    for (uint64_t i = 0; i < len; i++) {
        const char *s;
        size_t n;
        Move mv;
        if (!textreader_line(r, &s, &n))
            return error_set(r->err, _("%s: damaged: file is truncated"), r->src);
        if (!parse_move(s, n, &mv))
            return textreader_fail(r, _("bad move line"));
        if (!game_apply(t, &mv, NULL, NULL))
            return textreader_fail(r, _("a move the rules refuse"));
    }
    if (!textreader_expect(r, "end", "", _("expected 'end'")))
        return false;
    restore(t, (int)pos);
    t->elapsed_ms = (uint32_t)elapsed;
    for (int i = 0; i < AID_COUNT; i++)
        t->aid_used[i] = (int)used[i];
    t->penalty = (int32_t)penalty;
    t->n_acts = 0; /* a save keeps no action log: a loaded game starts one */
    return true;
}

/* Version 1: "pagoda-save 1" then "game ID": the module reads the rest. */
static bool load_v1(Game *t, const char *text, size_t len, TextReader *r)
{
    const char *v;
    size_t vn;
    if (!textreader_key(r, "game", &v, &vn))
        return false;
    char id[64];
    snprintf(id, sizeof id, "%.*s", (int)(vn < 63 ? vn : 63), v);
    const RulesModule *m = registry_find(id);
    if (!m || !m->load_v1)
        return error_set(r->err, _("%s: a save of a game this Pagoda does not have ('%s')"), r->src, id);
    void *st = calloc(1, m->state_size);
    if (!st)
        return error_set(r->err, _("%s: out of memory"), r->src);
    int variant = 0, n_moves = 0, pos = 0;
    uint64_t seed = 0;
    uint32_t elapsed = 0;
    Move *moves = malloc(GAME_MAX_MOVES * sizeof *moves);
    if (!moves) {
        free(st);
        return error_set(r->err, _("%s: out of memory"), r->src);
    }
    if (!m->load_v1(st, text, len, r->src, &variant, &seed, &elapsed, moves, GAME_MAX_MOVES,
                    &n_moves, &pos, r->err)) {
        free(st);
        free(moves);
        return false;
    }
    if (variant < 0 || variant >= m->n_variants)
        variant = 0;
    bool ok = game_adopt(t, m, &m->variants[variant], seed, st, r->err);
    for (int i = 0; ok && i < n_moves; i++)
        if (!game_apply(t, &moves[i], NULL, NULL))
            ok = error_set(r->err, _("%s: damaged: move %d of the history is refused"), r->src, i + 1);
    free(moves);
    if (!ok)
        return false;
    restore(t, pos < 0 || pos > n_moves ? n_moves : pos);
    t->elapsed_ms = elapsed;
    t->n_acts = 0;
    return true;
}

typedef struct LoadCtx {
    Game *t;
    const char *text; /* the whole file, for version 1 */
    size_t len;
} LoadCtx;

static bool load_any(TextReader *r, uint64_t version, void *ctx)
{
    LoadCtx *c = ctx;
    if (version != 1)
        return load_v2(c->t, r);
    if (!load_v1(c->t, c->text, c->len, r))
        return false;
    r->pos = r->len; /* the module read the whole file */
    return true;
}

bool game_load_text(Game *out, const char *text, size_t len, const char *src, Error *err)
{
    Game t;
    game_init(&t);
    LoadCtx c = {&t, text, len};
    if (!textfile_read(text, len, src, GAME_SAVE_MAGIC, N_("save"), GAME_SAVE_VERSION, load_any, &c, err)) {
        game_free(&t);
        return false;
    }
    game_free(out);
    *out = t;
    return true;
}

bool game_save_is_newer(const char *text, size_t len)
{
    size_t ml = strlen(GAME_SAVE_MAGIC), i = ml + 1;
    if (!text || len <= i || memcmp(text, GAME_SAVE_MAGIC, ml) != 0 || text[ml] != ' ')
        return false;
    uint64_t v = 0;
    for (; i < len && text[i] >= '0' && text[i] <= '9' && v < 1000000; i++)
        v = v * 10 + (uint64_t)(text[i] - '0');
    if (i == ml + 1 || (i < len && text[i] != '\n' && text[i] != '\r'))
        return false;
    if (v > GAME_SAVE_VERSION)
        return true;
    TextReader r;
    uint64_t version;
    char *owned = NULL;
    Error e = {{0}};
    bool newer = false;
    if (textfile_open(&r, text, len, "save", GAME_SAVE_MAGIC, N_("save"), GAME_SAVE_VERSION, &version, &owned, &e) &&
        version >= 2) {
        const char *s;
        size_t n;
        char id[64];
        if (textreader_key(&r, "game", &s, &n)) {
            snprintf(id, sizeof id, "%.*s", (int)(n < 63 ? n : 63), s);
            const RulesModule *m = registry_find(id);
            newer = !m || n >= sizeof id;
            if (m && !newer && textreader_key(&r, "variant", &s, &n)) {
                snprintf(id, sizeof id, "%.*s", (int)(n < 63 ? n : 63), s);
                newer = !rules_variant(m, id);
            }
        }
    }
    free(owned);
    return newer;
}

void game_dump_json(const Game *g, TextBuf *w)
{
    if (!g->rules)
        return;
    g->rules->dump_json(g->state, w);
    GameStatus s = game_status(g);
    textbuf_printf(w,
                   ",\"moves\":%d,\"score\":%" PRId32 ",\"can_undo\":%s,\"can_redo\":%s,"
                   "\"elapsed\":%" PRIu32 ",\"variant\":\"%s\",\"aids_left\":[%d,%d,%d]",
                   g->pos, s.score, game_can_undo(g) ? "true" : "false",
                   game_can_redo(g) ? "true" : "false", g->elapsed_ms / 1000, g->variant->id,
                   game_aid_left(g, AID_HINT), game_aid_left(g, AID_UNDO),
                   game_aid_left(g, AID_SHUFFLE));
    static const char *const ends[] = {"none", "clock", "player", "helpless"};
    textbuf_printf(w, ",\"ended_by\":\"%s\",\"can_end\":%s,\"elapsed_ms\":%" PRIu32 ",\"time_limit_ms\":%" PRIu32,
                   ends[game_end_reason(g)], game_can_end(g) ? "true" : "false", g->elapsed_ms,
                   g->time_limit_ms);
}
