#include "core/replay.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/registry.h"
#include "core/savetext.h"

static const char *const act_names[] = {"", "move", "undo", "redo", "hint", "shuffle", "end"};

static void put_move(TextBuf *b, const Move *m)
{
    textbuf_printf(b, " %u %d %d %" PRId32 " %u", m->kind, m->a, m->b, m->arg, m->player);
}

ReplayTags replay_tags_none(void)
{
    return (ReplayTags){.ante = -1};
}

bool replay_valid_name(const char *s)
{
    return text_is_name(s, REPLAY_NAME);
}

char *replay_text(const Game *g, const ReplayTags *tags, size_t *len, Error *err)
{
    if (!g->rules)
        return error_set(err, "%s", _("no game to write")), NULL;
    if (g->acts_full)
        return error_set(err, "%s", _("this game is too long to be written as a replay")), NULL;
    TextBuf b = {0};
    textbuf_printf(&b, "%s %d\ngame %s\nvariant %s\nseed %" PRIu64 "\nlimit %" PRIu32 "\n", REPLAY_MAGIC,
                   REPLAY_VERSION, g->rules->id, g->variant->id, g->seed, g->time_limit_ms);
    if (tags && tags->player[0] && replay_valid_name(tags->player))
        textbuf_printf(&b, "player %s\n", tags->player);
    if (tags && tags->ante >= 0 && tags->ante <= REPLAY_ANTE_MAX)
        textbuf_printf(&b, "ante %" PRId64 "\n", tags->ante);
    if (tags && text_is_date(tags->daily, strlen(tags->daily)))
        textbuf_printf(&b, "daily %s\n", tags->daily);
    if (!g->rules->save_setup(g->start, &b)) {
        textbuf_free(&b);
        return error_set(err, "%s", _("the game's setup could not be written")), NULL;
    }
    textbuf_printf(&b, "actions %d\n", g->n_acts);
    for (int i = 0; i < g->n_acts; i++) {
        const GameAct *a = &g->acts[i];
        textbuf_printf(&b, "%" PRIu32 " %s", a->tick, act_names[a->kind]);
        if (a->kind == GACT_MOVE || a->kind == GACT_HINT || a->kind == GACT_SHUFFLE)
            put_move(&b, &a->m);
        textbuf_put(&b, "\n", 1);
    }
    textbuf_printf(&b, "elapsed %" PRIu32 "\nscore %" PRId32 "\nend\n", g->elapsed_ms, game_status(g).score);
    if (b.oom) {
        textbuf_free(&b);
        return error_set(err, "%s", _("out of memory")), NULL;
    }
    if (len)
        *len = b.len;
    return b.p;
}

/* "SRC:LINE: what" */
static bool at(TextReader *r, const char *fmt, ...) PAGODA_PRINTF(2, 3);
static bool at(TextReader *r, const char *fmt, ...)
{
    char what[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return error_set(r->err, "%s:%d: %s", r->src, r->line, what);
}

static bool parse_move(const char *s, size_t n, Move *m)
{
    const char *f[6];
    size_t fn[6];
    if (text_fields(s, n, f, fn, 6) != 5)
        return false;
    uint64_t kind, player;
    int64_t a, b, arg;
    if (!text_parse_u64(f[0], fn[0], 255, &kind) || kind == 0 ||
        !text_parse_i64(f[1], fn[1], -1, INT16_MAX, &a) || !text_parse_i64(f[2], fn[2], -1, INT16_MAX, &b) ||
        !text_parse_i64(f[3], fn[3], INT32_MIN, INT32_MAX, &arg) || !text_parse_u64(f[4], fn[4], 255, &player))
        return false;
    *m = (Move){(uint8_t)kind, (uint8_t)player, (int16_t)a, (int16_t)b, (int32_t)arg};
    return true;
}

static bool same_move(const Move *a, const Move *b)
{
    return a->kind == b->kind && a->player == b->player && a->a == b->a && a->b == b->b && a->arg == b->arg;
}

static bool over(const Game *g)
{
    GameOutcome o = game_status(g).outcome;
    return o == OUTCOME_WON || o == OUTCOME_LOST;
}

/* One action line at play time `tick`. */
static bool replay_act(TextReader *r, Game *g, const char *s, size_t n)
{
    const char *name = s, *rest = s + n;
    size_t nn = n;
    const char *sp = memchr(s, ' ', n);
    if (sp) {
        nn = (size_t)(sp - s);
        rest = sp + 1;
    }
    size_t rn = (size_t)(s + n - rest);
    int kind = 0;
    for (int k = GACT_MOVE; k <= GACT_END; k++)
        if (strlen(act_names[k]) == nn && memcmp(act_names[k], name, nn) == 0)
            kind = k;
    bool with_move = kind == GACT_MOVE || kind == GACT_HINT || kind == GACT_SHUFFLE;
    Move m = {0};
    if (!kind || (with_move && !parse_move(rest, rn, &m)) || (!with_move && sp))
        return textreader_fail(r, _("bad action line"));
    if (over(g))
        return at(r, "%s", _("an action after the game was over"));
    Error why = {{0}};
    switch (kind) {
    case GACT_MOVE:
        if (!game_apply(g, &m, NULL, &why))
            return at(r, _("illegal move (%d %d): %s"), m.a, m.b, why.msg);
        return true;
    case GACT_UNDO:
        if (!game_undo(g, &why))
            return at(r, _("an undo the rules refuse: %s"), why.msg);
        return true;
    case GACT_REDO:
        if (!game_redo(g))
            return at(r, "%s", _("a redo the rules refuse"));
        return true;
    case GACT_END:
        if (!game_end(g, &why))
            return at(r, _("End game where it is not offered: %s"), why.msg);
        return true;
    case GACT_HINT: {
        Move shown, own_m;
        /* the pair is checked where the rules pick it themselves (not the solver's) */
        int own = g->rules->hint_move ? g->rules->hint_move(g->state, &own_m) : -1;
        if (!game_hint(g, NULL, NULL, 0, &shown, NULL, &why))
            return at(r, _("a hint the rules refuse: %s"), why.msg);
        if (own > 0 && !same_move(&shown, &m))
            return at(r, _("the hint shows %d %d, not the pair written"), shown.a, shown.b);
        return true;
    }
    default: { /* GACT_SHUFFLE */
        if (!game_shuffle(g, NULL, NULL, &why))
            return at(r, _("a shuffle the rules refuse: %s"), why.msg);
        const Move *made = &g->moves[g->pos - 1];
        if (!same_move(made, &m))
            return at(r, _("the shuffle makes arrangement %ld, not %ld"), (long)made->arg, (long)m.arg);
        return true;
    }
    }
}

/* The optional tag lines (version 2), each at most once, in this order. */
static bool read_tags(TextReader *r, const ReplayRules *rules, uint64_t seed, ReplayTags *tags)
{
    static const char *const keys[] = {"player", "ante", "daily"};
    *tags = replay_tags_none();
    for (int k = 0; k < 3; k++) {
        size_t pos = r->pos;
        int line = r->line;
        const char *s, *v;
        size_t n, vn;
        size_t kn = strlen(keys[k]);
        if (!textreader_line(r, &s, &n))
            return error_set(r->err, _("%s: damaged: file is truncated"), r->src);
        if (n <= kn || memcmp(s, keys[k], kn) != 0 || s[kn] != ' ') {
            r->pos = pos; /* not this tag: read the line again */
            r->line = line;
            continue;
        }
        v = s + kn + 1;
        vn = n - kn - 1;
        if (k == 0) {
            snprintf(tags->player, sizeof tags->player, "%.*s", (int)(vn < REPLAY_NAME ? vn : REPLAY_NAME), v);
            if (vn >= REPLAY_NAME || !replay_valid_name(tags->player))
                return at(r, "%s", _("not a player's name (1 to 16 letters, digits, - or _)"));
        } else if (k == 1) {
            uint64_t ante;
            if (!text_parse_u64(v, vn, REPLAY_ANTE_MAX, &ante))
                return at(r, P_("not an ante (0 to %d chip)", "not an ante (0 to %d chips)", REPLAY_ANTE_MAX),
                          REPLAY_ANTE_MAX);
            tags->ante = (int64_t)ante;
        } else {
            uint64_t want = 0;
            if (!text_is_date(v, vn))
                return at(r, "%s", _("not a date (YYYY-MM-DD)"));
            snprintf(tags->daily, sizeof tags->daily, "%.*s", (int)vn, v);
            if (!rules->daily_seed || !rules->daily_seed(tags->daily, &want))
                return at(r, _("no daily deal of %s"), tags->daily);
            if (want != seed)
                return at(r, _("the daily deal of %s is deal %llu, not %llu"), tags->daily, (unsigned long long)want,
                          (unsigned long long)seed);
        }
    }
    return true;
}

/* The file's setup lines must be, line for line, the setup of st (the deal the
 * rules make); the first that is not is named. */
static bool same_setup(TextReader *r, const RulesModule *m, const RulesVariant *var, uint64_t seed, const void *st)
{
    TextBuf b = {0};
    if (!m->save_setup(st, &b) || b.oom) {
        textbuf_free(&b);
        return error_set(r->err, _("%s: out of memory"), r->src);
    }
    bool ok = true;
    for (size_t i = 0; ok && i < b.len;) {
        const char *e = memchr(b.p + i, '\n', b.len - i);
        size_t en = e ? (size_t)(e - (b.p + i)) : b.len - i;
        const char *s;
        size_t n;
        if (!textreader_line(r, &s, &n))
            ok = error_set(r->err, _("%s: damaged: file is truncated"), r->src);
        else if (n != en || memcmp(s, b.p + i, n) != 0)
            ok = at(r, _("not deal %llu of %s as the rules deal it: this line should read '%.*s%s'"),
                    (unsigned long long)seed, var->id,
                    (int)(en < 40 ? en : 40), b.p + i, en > 40 ? "..." : "");
        i += en + 1;
    }
    textbuf_free(&b);
    return ok;
}

static bool read_body(TextReader *r, uint64_t version, const ReplayRules *rules, ReplayResult *out, Game *g)
{
    const char *v;
    size_t vn;
    char id[64];
    if (!textreader_key(r, "game", &v, &vn))
        return false;
    snprintf(id, sizeof id, "%.*s", (int)(vn < 63 ? vn : 63), v);
    const RulesModule *m = registry_find(id);
    if (!m || vn >= sizeof id)
        return at(r, _("a game this Pagoda does not have ('%s')"), id);
    snprintf(out->game, sizeof out->game, "%s", m->id);
    if (!textreader_key(r, "variant", &v, &vn))
        return false;
    snprintf(id, sizeof id, "%.*s", (int)(vn < 63 ? vn : 63), v);
    const RulesVariant *var = rules_variant(m, id);
    if (!var)
        return at(r, _("unknown variant '%s'"), id);
    snprintf(out->variant, sizeof out->variant, "%s", var->id);
    uint64_t seed, limit, n_acts;
    if (!textreader_u64(r, "seed", UINT64_MAX, &seed))
        return false;
    int seed_line = r->line;
    if (!textreader_u64(r, "limit", UINT32_MAX, &limit))
        return false;
    out->seed = seed;
    out->limit_ms = (uint32_t)limit;
    if (limit != var->time_limit_ms &&
        !(var->time_limit_min_ms && limit >= var->time_limit_min_ms && limit <= var->time_limit_max_ms)) {
        if (var->time_limit_min_ms)
            return at(r, _("a countdown Pagoda does not offer: %llu ms (%s: %lu to %lu ms)"), (unsigned long long)limit,
                      var->id, (unsigned long)var->time_limit_min_ms, (unsigned long)var->time_limit_max_ms);
        return at(r, _("a countdown Pagoda does not offer: %llu ms (%s: %lu ms)"), (unsigned long long)limit, var->id,
                  (unsigned long)var->time_limit_ms);
    }
    if (version >= 2 && !read_tags(r, rules, seed, &out->tags))
        return false;
    void *st = calloc(1, m->state_size);
    if (!st)
        return error_set(r->err, _("%s: out of memory"), r->src);
    /* the deal is the rules' own, never the file's: the setup lines must be it */
    const void *opts = rules->game && strcmp(rules->game, m->id) == 0 ? rules->deal_options : NULL;
    Error why = {{0}};
    if (!m->deal(st, var, seed, opts, &why)) {
        free(st);
        return error_set(r->err, _("%s:%d: deal %llu of %s cannot be dealt here: %s"), r->src, seed_line,
                         (unsigned long long)seed,
                         var->id, why.msg);
    }
    if (!same_setup(r, m, var, seed, st)) {
        free(st);
        return false;
    }
    /* a fresh game around the setup: game_new's path, from a state */
    Game t;
    game_init(&t);
    t.rules = m;
    t.variant = var;
    t.seed = seed;
    t.state = st;
    t.start = malloc(m->state_size);
    if (!t.start) {
        game_free(&t);
        return error_set(r->err, _("%s: out of memory"), r->src);
    }
    memcpy(t.start, st, m->state_size);
    t.time_limit_ms = (uint32_t)limit;
    bool ok = textreader_u64(r, "actions", GAME_MAX_ACTS, &n_acts);
    uint32_t last = 0;
    for (uint64_t i = 0; ok && i < n_acts; i++) {
        const char *s;
        size_t n;
        if (!textreader_line(r, &s, &n)) {
            ok = error_set(r->err, _("%s: damaged: file is truncated"), r->src);
            break;
        }
        const char *tk, *rest;
        size_t tkn, rn;
        uint64_t tick;
        if (!text_split(s, n, &tk, &tkn, &rest, &rn) || !text_parse_u64(tk, tkn, UINT32_MAX, &tick)) {
            ok = textreader_fail(r, _("bad action line"));
            break;
        }
        if (tick < last) {
            ok = at(r, _("wrong time: %llu ms is before the action above (%lu ms)"), (unsigned long long)tick,
                    (unsigned long)last);
            break;
        }
        if (limit && tick >= limit) {
            ok = at(r, _("wrong time: %llu ms is past the clock's end (%llu ms)"), (unsigned long long)tick,
                    (unsigned long long)limit);
            break;
        }
        t.elapsed_ms = (uint32_t)tick;
        last = (uint32_t)tick;
        ok = replay_act(r, &t, rest, rn);
        out->actions = (int)i + 1;
    }
    uint64_t elapsed = 0;
    ok = ok && textreader_u64(r, "elapsed", UINT32_MAX, &elapsed);
    if (ok && (elapsed < last || (limit && elapsed > limit)))
        ok = at(r, _("wrong time: the game cannot have lasted %llu ms (actions up to %lu ms, clock %llu ms)"),
                (unsigned long long)elapsed, (unsigned long)last, (unsigned long long)limit);
    if (ok && over(&t) && elapsed != last)
        ok = at(r, _("wrong time: the game was over at %lu ms, not %llu ms"), (unsigned long)last,
                (unsigned long long)elapsed);
    if (ok) {
        t.elapsed_ms = (uint32_t)elapsed;
        if (limit && elapsed == limit && t.end == GAME_END_NONE && !over(&t))
            t.end = GAME_END_CLOCK;
    }
    GameStatus s = game_status(&t);
    out->elapsed_ms = t.elapsed_ms;
    out->score = s.score;
    out->left = s.left;
    out->outcome = s.outcome;
    out->end = game_end_reason(&t);
    int64_t claim = 0;
    if (ok && !textreader_key(r, "score", &v, &vn))
        ok = false;
    if (ok && !text_parse_i64(v, vn, INT32_MIN, INT32_MAX, &claim))
        ok = textreader_fail(r, _("bad score"));
    if (ok && claim != s.score)
        ok = at(r, _("tampered score: %lld claimed, the replay scores %ld"), (long long)claim, (long)s.score);
    ok = ok && textreader_expect(r, "end", "", _("expected 'end'"));
    if (ok && !textreader_at_end(r)) {
        textreader_line(r, &v, &vn);
        ok = textreader_fail(r, _("text after 'end'"));
    }
    if (ok && g) {
        game_free(g);
        *g = t;
    } else {
        game_free(&t);
    }
    return ok;
}

bool replay_verify(const char *text, size_t len, const char *src, const ReplayRules *rules, ReplayResult *out,
                   Game *g, Error *err)
{
    static const ReplayRules none = {0};
    ReplayResult dummy;
    if (!out)
        out = &dummy;
    if (!rules)
        rules = &none;
    memset(out, 0, sizeof *out);
    if (!src)
        src = "replay";
    if (memchr(text, '\0', len))
        return error_set(err, _("%s: not a replay (binary data)"), src);
    char *t = malloc(len + 1);
    if (!t)
        return error_set(err, _("%s: out of memory"), src);
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (!(text[i] == '\r' && i + 1 < len && text[i + 1] == '\n'))
            t[n++] = text[i];
    if (n > 0 && t[n - 1] != '\n')
        t[n++] = '\n';
    TextReader r = {.text = t, .len = n, .src = src, .err = err};
    const char *s;
    size_t sn;
    size_t ml = strlen(REPLAY_MAGIC);
    bool ok = textreader_line(&r, &s, &sn);
    uint64_t version = 0;
    if (!ok || sn <= ml + 1 || memcmp(s, REPLAY_MAGIC, ml) != 0 || s[ml] != ' ' ||
        !text_parse_u64(s + ml + 1, sn - ml - 1, UINT32_MAX, &version))
        ok = error_set(err, _("%s: not a Pagoda replay"), src);
    else if (version > REPLAY_VERSION)
        ok = error_set(err, _("%s: written by a newer Pagoda (replay version %llu)"), src, (unsigned long long)version);
    else
        ok = read_body(&r, version, rules, out, g);
    free(t);
    return ok;
}

bool replay_verify_path(const char *path, const ReplayRules *rules, ReplayResult *out, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, REPLAY_MAX_BYTES, &text, &len, err))
        return false;
    bool ok = replay_verify(text, len, path, rules, out, NULL, err);
    free(text);
    return ok;
}

int replay_verify_file(const char *path, const ReplayRules *rules, FILE *out, FILE *errs)
{
    Error err = {{0}};
    ReplayResult r;
    if (!replay_verify_path(path, rules, &r, &err)) {
        /* TRANSLATORS: %s why a replay was rejected, with its path */
        fprintf(errs, _("pagoda: rejected: %s\n"), err.msg);
        return 1;
    }
    static const char *const ends[] = {"", ", the clock ran out", ", ended by the player", ", no aid could help"};
    fprintf(out, "%s: verified: %s %s, deal %" PRIu64 "%s%s, %d actions, %" PRIu32 ".%03" PRIu32 " s of play%s%s, %d tiles left\n",
            path, r.game, r.variant, r.seed, r.tags.daily[0] ? ", daily deal of " : "", r.tags.daily, r.actions,
            r.elapsed_ms / 1000, r.elapsed_ms % 1000, r.outcome == OUTCOME_WON ? ", cleared" : "", ends[r.end], r.left);
    if (r.tags.player[0])
        fprintf(out, "player %s\n", r.tags.player);
    fprintf(out, "score %" PRId32 "\n", r.score);
    return 0;
}
