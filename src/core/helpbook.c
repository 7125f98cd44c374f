/* The help's pages and each game's Controls table, from what the game declares. */
#include "core/helpbook.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/registry.h"

int helpbook_pages(const RulesModule *game, HelpBookPage *out, int cap)
{
    int n = 0;
#define PUT(...)                                                                                                   \
    do {                                                                                                           \
        if (out && n < cap)                                                                                        \
            out[n] = (HelpBookPage){__VA_ARGS__};                                                                  \
        n++;                                                                                                       \
    } while (0)
    if (!game)
        PUT(HELPBOOK_OVERVIEW, NULL, 0);
    for (int g = 0; g < registry_count(); g++) {
        const RulesModule *m = registry_at(g);
        if (game && m != game)
            continue;
        for (int i = 0; i < m->n_help; i++)
            PUT(HELPBOOK_RULES, m, i);
        PUT(HELPBOOK_CONTROLS, m, 0);
    }
    if (!game)
        PUT(HELPBOOK_CONTROLS, NULL, 0); /* what works the same in every game, once */
    if (game && n == 0) { /* a game outside the registry (tests): its own pages */
        for (int i = 0; i < game->n_help; i++)
            PUT(HELPBOOK_RULES, game, i);
        PUT(HELPBOOK_CONTROLS, game, 0);
    }
#undef PUT
    return n;
}

/* ---------- the controls ---------- */

#define PROBE_MOVES 64
#define PROBE_ACTIONS 8

/* What a fresh deal shows of the game: whether a pick selects a piece first
 * (pairs, cards) or plays at once (a placement game), and its actions. */
typedef struct Probe {
    bool selects;
    int n_actions;
    RulesAction action[PROBE_ACTIONS];
} Probe;

static bool probe_deal(const RulesModule *m, const RulesVariant *v, void *st, Probe *p)
{
    memset(st, 0, m->state_size);
    if (!m->deal(st, v, 1, NULL, NULL)) /* a game that needs options (a layout) keeps the defaults */
        return false;
    Move mv[PROBE_MOVES];
    int n = m->list_moves(st, mv, PROBE_MOVES);
    for (int i = 0; i < n && i < PROBE_MOVES; i++) {
        Move out;
        PickKind k = mv[i].a >= 0 ? m->pick(st, -1, mv[i].a, &out) : PICK_REFUSE;
        if (k != PICK_REFUSE) {
            p->selects = k == PICK_SELECT;
            break;
        }
    }
    if (m->actions)
        p->n_actions = m->actions(st, p->action, PROBE_ACTIONS);
    return true;
}

static Probe probe(const RulesModule *m, const RulesVariant *v)
{
    Probe p = {.selects = true};
    void *st = calloc(1, m->state_size);
    if (!st)
        return p;
    if (!v || !probe_deal(m, v, st, &p))
        for (int i = 0; i < m->n_variants; i++)
            if (probe_deal(m, &m->variants[i], st, &p))
                break;
    free(st);
    return p;
}

typedef struct Ctx {
    const RulesModule *m;
    HelpBookView view;
    Probe probe;
    bool one_variant; /* the help of the game in play: its seats count too */
} Ctx;

static bool watch_only(const Ctx *c, const RulesVariant *v)
{
    return c->one_variant && c->m->players == 2 && v->seat[0] == SEAT_COMPUTER && v->seat[1] == SEAT_COMPUTER;
}

static bool has_pick(const Ctx *c, const RulesVariant *v) { return !watch_only(c, v); }
static bool has_select(const Ctx *c, const RulesVariant *v) { return c->probe.selects && !watch_only(c, v); }
static bool has_place(const Ctx *c, const RulesVariant *v) { return !c->probe.selects && !watch_only(c, v); }
static bool has_drag(const Ctx *c, const RulesVariant *v) { return c->view.drag_drop && !watch_only(c, v); }
static bool has_quick(const Ctx *c, const RulesVariant *v) { return c->m->quick_move && !watch_only(c, v); }
static bool has_legal(const Ctx *c, const RulesVariant *v) { return c->view.shows_legal && !watch_only(c, v); }
static bool has_hint(const Ctx *c, const RulesVariant *v) { (void)c; return v->aid[AID_HINT].limit != 0; }
static bool has_undo(const Ctx *c, const RulesVariant *v) { (void)c; return v->aid[AID_UNDO].limit != 0; }
static bool has_redo(const Ctx *c, const RulesVariant *v) { (void)c; return v->redo; }
static bool has_shuffle(const Ctx *c, const RulesVariant *v) { (void)c; return v->aid[AID_SHUFFLE].limit != 0; }
static bool has_end(const Ctx *c, const RulesVariant *v) { (void)c; return v->end_game; }
static bool has_restart(const Ctx *c, const RulesVariant *v) { (void)c; return !v->no_restart; }
static bool has_save(const Ctx *c, const RulesVariant *v) { (void)c; return v->saves; }
static bool has_flip(const Ctx *c, const RulesVariant *v)
{
    return c->m->players == 2 && (v->seat[0] == SEAT_HOT || v->seat[1] == SEAT_HOT);
}
static bool always(const Ctx *c, const RulesVariant *v) { (void)c; (void)v; return true; }

/* A row, or two that read as one (`both`: "Undo / redo") when the same
 * variants have both halves. Its texts are looked up (_) where they are put. */
typedef struct Row {
    const char *what, *keys, *pad;
    bool (*has)(const Ctx *c, const RulesVariant *v);
    const char *what2, *keys2, *pad2;
    bool (*has2)(const Ctx *c, const RulesVariant *v);
    const char *both;
} Row;

/* The game's own rows; its actions (Draw, Done) go after ACTIONS_AFTER of
 * them. The keys are src/engine/input.c's; the play scene does what each row
 * says. */
static const Row game_rows[] = {
    /* TRANSLATORS: the Controls table of the help: what the player does, then the keys and mouse that do
     * it, then the gamepad's buttons ("(A)", "(RB)" are buttons, left as they are; "D-pad" the cross);
     * "menu": it is done from the game menu. A "piece" is a tile or a card. */
    {N_("Pick a piece"), N_("Click; or arrows, then Enter or Space"), N_("D-pad, then (A)"), has_select, NULL, NULL,
     NULL, NULL, NULL},
    {N_("Place the piece"), N_("Click a place; or arrows, then Enter or Space"), N_("D-pad, then (A)"), has_place, NULL,
     NULL, NULL, NULL, NULL},
    {N_("Drag a piece"), N_("Drag it onto its place"), "", has_drag, NULL, NULL, NULL, NULL, NULL},
    /* TRANSLATORS: a card to its suit stack, by itself */
    {N_("Send it home"), N_("Double-click it"), "", has_quick, NULL, NULL, NULL, NULL, NULL},
    /* TRANSLATORS: un-select the picked piece */
    {N_("Put it back"), N_("Click it again, Esc"), "(B)", has_select, NULL, NULL, NULL, NULL, NULL},
    {N_("Show where it can go"), N_("Right click, L"), "(RS)", has_legal, NULL, NULL, NULL, NULL, NULL},
    {N_("Next / previous piece"), N_("Tab / Shift+Tab"), "(RB) / (LB)", has_pick, NULL, NULL, NULL, NULL, NULL},
#define ACTIONS_AFTER 7
    /* TRANSLATORS: Dragon's Eye at one screen: turn the hand face up (key F) */
    {N_("Flip"), "F", NC_("gamepad", "menu"), has_flip, NULL, NULL, NULL, NULL, NULL},
    {N_("Hint"), "H", "(X)", has_hint, NULL, NULL, NULL, NULL, NULL},
    {N_("Undo"), N_("U, Backspace, Ctrl+Z"), "(Y)", has_undo, N_("Redo"), N_("R, Ctrl+Y"), NC_("gamepad", "menu"),
     has_redo, N_("Undo / redo")},
    {N_("Shuffle"), "S", NC_("gamepad", "menu"), has_shuffle, NULL, NULL, NULL, NULL, NULL},
    /* TRANSLATORS: the keys column of End game: it has a button of its own on the screen */
    {N_("End game"), N_("its button"), NC_("gamepad", "menu"), has_end, NULL, NULL, NULL, NULL, NULL},
    {N_("New game"), "N", NC_("gamepad", "menu"), always, N_("Restart"), N_("Ctrl+R"), NC_("gamepad", "menu"),
     has_restart, N_("New game / restart")},
    {N_("Save"), N_("Ctrl+S"), NC_("gamepad", "menu"), has_save, N_("Open"), N_("Ctrl+O"), NC_("gamepad", "menu"),
     always, N_("Save / open")},
};

/* The same in every game: the title's help lists them once, after the games. */
static const Row common_rows[] = {
    {N_("Delete a save (in Open)"), N_("Delete, right click (it asks)"), "(X)", always, NULL, NULL, NULL, NULL, NULL},
    {N_("Game menu"), N_("Esc, M, F10"), "(Start)", always, NULL, NULL, NULL, NULL, NULL},
    {N_("This help"), "F1", "(Back)", always, NULL, NULL, NULL, NULL, NULL},
    {N_("Full screen"), N_("F11, Alt+Enter"), NC_("gamepad", "menu"), always, NULL, NULL, NULL, NULL, NULL},
    {N_("In menus"), N_("Arrows, Enter, Esc"), N_("D-pad, (A), (B)"), always, NULL, NULL, NULL, NULL, NULL},
    {N_("Typing a name"), N_("Letters, Left/Right, Home/End, Shift"), N_("D-pad, (A) types, (X) erases"), always, NULL,
     NULL, NULL, NULL, NULL},
};

/* A table text in the player's language: "" stays "" (gettext's "" is the
 * catalogue's header), the gamepad's "menu" is looked up in its context. */
static const char *tr(const char *s)
{
    if (!s || !s[0])
        return s;
    if (strcmp(s, "menu") == 0)
        return C_("gamepad", "menu");
    return _(s);
}

typedef struct Out {
    char *buf;
    size_t cap, len;
    bool fits;
} Out;

static void out_put(Out *o, const char *fmt, ...) PAGODA_PRINTF(2, 3);

static void out_put(Out *o, const char *fmt, ...)
{
    if (o->len >= o->cap) {
        o->fits = false;
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= o->cap - o->len) {
        o->fits = false;
        o->len = o->cap;
        return;
    }
    o->len += (size_t)n;
}

/* The variants (a bit each) that have a row: the one in play, or all of them. */
static uint32_t row_set(const Ctx *c, const RulesVariant *v, bool (*has)(const Ctx *c, const RulesVariant *v))
{
    if (v)
        return has(c, v) ? 1u : 0u;
    uint32_t set = 0;
    for (int i = 0; i < c->m->n_variants && i < 32; i++)
        set |= has(c, &c->m->variants[i]) ? 1u << i : 0u;
    return set;
}

/* A variant's name without the game's in front: "Dragon's Eye (Challenge)" and
 * "LinkSame practice" read "Challenge" and "practice" after a row of that game
 * (both names in the player's language; a translation that does not start
 * with the game's name is shown whole). */
static const char *short_name(const RulesModule *m, const char *name, char *buf, size_t cap)
{
    const char *game = m->name ? _(m->name) : "";
    name = _(name);
    size_t n = strlen(game);
    if (!n || strncmp(name, game, n) != 0 || !name[n])
        return name;
    name += n + strspn(name + n, " :,(");
    snprintf(buf, cap, "%s", name);
    size_t len = strlen(buf);
    if (len && buf[len - 1] == ')')
        buf[len - 1] = 0;
    return buf[0] ? buf : name;
}

/* One row when the variant in play (or any variant) has it; with every
 * variant, a row that only some have names them ("Flip in Challenge"). */
static void put_row(Out *o, const Ctx *c, uint32_t set, bool all, const char *what, const char *keys,
                    const char *pad)
{
    if (!set)
        return;
    if (all) {
        out_put(o, "\n%s", what);
    } else { /* no parentheses: "(Word)" is a gamepad button */
        char names[256] = "", buf[96], prev[96];
        Out list = {names, sizeof names, 0, true};
        const char *sep = "", *last = NULL;
        for (int i = 0; i < c->m->n_variants && i < 32; i++)
            if (set & 1u << i) { /* "Tournament training, competition" */
                const char *name = short_name(c->m, c->m->variants[i].name, buf, sizeof buf),
                           *sp = strchr(name, ' ');
                size_t first = sp ? (size_t)(sp - name) + 1 : 0;
                bool same = last && first && strncmp(last, name, first) == 0;
                out_put(&list, "%s%s", sep, same ? name + first : name);
                snprintf(prev, sizeof prev, "%s", name);
                last = prev;
                /* TRANSLATORS: between the variants' names in a list of the help's Controls table */
                sep = _(", ");
            }
        out_put(o, "\n");
        /* TRANSLATORS: a row of the help's Controls table that only some variants have: %1$s what the
         * player does ("Flip"), %2$s the variants, a list ("Challenge", "training, competition") */
        out_put(o, _("%s in %s"), what, names);
    }
    out_put(o, "\t%s\t%s", keys, pad);
}

static void put_rows(Out *o, const Ctx *c, const RulesVariant *v, const Row *r)
{
    uint32_t all = v ? 1u : c->m->n_variants >= 32 ? ~0u : (1u << c->m->n_variants) - 1;
    uint32_t a = row_set(c, v, r->has), b = r->has2 ? row_set(c, v, r->has2) : 0;
    if (a && a == b) {
        char keys[128], pad[64];
        snprintf(keys, sizeof keys, "%s / %s", tr(r->keys), tr(r->keys2));
        snprintf(pad, sizeof pad, strcmp(r->pad, r->pad2) ? "%s / %s" : "%s", tr(r->pad), tr(r->pad2));
        put_row(o, c, a, v || a == all, _(r->both), keys, pad);
        return;
    }
    put_row(o, c, a, v || a == all, _(r->what), tr(r->keys), tr(r->pad));
    if (b)
        put_row(o, c, b, v || b == all, _(r->what2), tr(r->keys2), tr(r->pad2));
}

/* The action's side is played by the computer in this variant. */
static bool action_computers(const Ctx *c, const RulesVariant *v, const RulesAction *a)
{
    return c->one_variant && c->m->players == 2 && v->seat[a->move.player & 1] == SEAT_COMPUTER;
}

bool helpbook_controls(const RulesModule *game, const RulesVariant *variant, HelpBookView view, char *out,
                       size_t cap)
{
    if (!cap)
        return false;
    static const RulesVariant none = {0};
    static const RulesModule nogame = {.variants = &none, .n_variants = 1};
    Ctx c = {.m = game ? game : &nogame, .view = view, .one_variant = variant != NULL};
    if (game)
        c.probe = probe(game, variant);
    if (!game)
        variant = &none;
    Out o = {out, cap, 0, true};
    out[0] = 0;
    /* TRANSLATORS: the heads of the help's Controls table's columns */
    out_put(&o, "\t%s\t%s", _("Keyboard and mouse"), _("Gamepad"));
    for (size_t r = 0; game && r < sizeof game_rows / sizeof game_rows[0]; r++) {
        if (r == ACTIONS_AFTER)
            for (int i = 0; i < c.probe.n_actions; i++) {
                const RulesAction *a = &c.probe.action[i];
                if (variant && action_computers(&c, variant, a))
                    continue;
                char key[2] = {(char)(a->key >= 'a' && a->key <= 'z' ? a->key - 'a' + 'A' : a->key), 0};
                /* the label is the game's, already in the player's language */
                out_put(&o, "\n%s\t%s\t%s", a->label, key[0] ? key : _("its button"), C_("gamepad", "menu"));
            }
        put_rows(&o, &c, variant, &game_rows[r]);
    }
    for (size_t r = 0; (!game || c.one_variant) && r < sizeof common_rows / sizeof common_rows[0]; r++)
        put_rows(&o, &c, variant, &common_rows[r]);
    return o.fits;
}
