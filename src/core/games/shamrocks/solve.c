#include "core/games/shamrocks/solve.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TABLE_MIN_BITS 16
#define TABLE_MAX_BITS 23 /* 8M entries, 64 MB: filled to 3/4, the search says UNKNOWN */
#define CLOCK_EVERY 1024  /* nodes between wall-clock checks */

#define FRAME_MOVES 180 /* 18 top cards, each to at most 8 neighbours and its suit stack */

typedef struct Frame {
    Shamrocks g;
    uint8_t move[FRAME_MOVES][2];
    int n, next;
} Frame;

struct ShSolver {
    uint64_t *table; /* open addressing; 0 is empty */
    int bits;
    uint64_t used;
    /* the current search */
    uint64_t nodes, max_nodes, made; /* made: children generated (the clock) */
    double deadline_ms;
    bool out_of_budget;
    Frame *frame; /* the search path: frame[d].move[frame[d].next - 1] is move d */
    int cap;
};

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static uint64_t mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return x;
}

/* The stacks as a set: a sum of one hash per stack, so the order of the stacks
 * does not count. The suit stacks follow from the cards still in play. */
static uint64_t position_key(const Shamrocks *g)
{
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (int s = 0; s < SH_STACKS; s++) {
        if (g->count[s] == 0)
            continue;
        uint64_t v = 0;
        for (int k = 0; k < g->count[s]; k++)
            v = v << 6 | (uint64_t)(g->card[s][k] + 1);
        h += mix(v + 0x632be59bd9b4e019ull);
    }
    return h | 1; /* never 0: that marks an empty slot */
}

ShSolver *sh_solver_new(void)
{
    ShSolver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->bits = TABLE_MIN_BITS;
    s->table = calloc((size_t)1 << s->bits, sizeof *s->table);
    if (!s->table) {
        free(s);
        return NULL;
    }
    return s;
}

void sh_solver_free(ShSolver *s)
{
    if (!s)
        return;
    free(s->table);
    free(s->frame);
    free(s);
}

static bool table_grow(ShSolver *s)
{
    if (s->bits >= TABLE_MAX_BITS)
        return false;
    int bits = s->bits + 1;
    uint64_t *t = calloc((size_t)1 << bits, sizeof *t);
    if (!t)
        return false;
    size_t mask = ((size_t)1 << bits) - 1;
    for (size_t i = 0; i < (size_t)1 << s->bits; i++) {
        uint64_t k = s->table[i];
        if (!k)
            continue;
        size_t j = (size_t)k & mask;
        while (t[j])
            j = (j + 1) & mask;
        t[j] = k;
    }
    free(s->table);
    s->table = t;
    s->bits = bits;
    return true;
}

/* Marks key seen; false when it already was. Sets out_of_budget when full. */
static bool table_insert(ShSolver *s, uint64_t key)
{
    uint64_t size = (uint64_t)1 << s->bits;
    if ((s->used + 1) * 2 > size && (s->bits >= TABLE_MAX_BITS || !table_grow(s)) &&
        (s->used + 1) * 4 > size * 3) {
        s->out_of_budget = true;
        return false;
    }
    size_t mask = ((size_t)1 << s->bits) - 1;
    size_t j = (size_t)key & mask;
    while (s->table[j]) {
        if (s->table[j] == key)
            return false;
        j = (j + 1) & mask;
    }
    s->table[j] = key;
    s->used++;
    return true;
}

/* Search order: suit stack first, then building down (the card one rank below
 * the top it goes on: the tip of the rules text), then up; a move that empties
 * its stack last, since it takes the stack out of play. */
static int move_rank(const Shamrocks *g, int from, int to)
{
    if (to >= SH_STACKS)
        return 0;
    int n = g->count[from], score;
    int under = n >= 2 ? g->card[from][n - 2] : -1;
    if (under >= 0 && g->found[sh_suit(under)] == sh_rank(under) - 1)
        score = 1; /* uncovers a card its suit stack takes */
    else if (n == SH_STACK_MAX)
        score = 2; /* opens a full stack */
    else
        score = sh_rank(sh_top(g, from)) < sh_rank(sh_top(g, to)) ? 3 : 4;
    if (n == 1)
        score += 8; /* takes the stack out of play */
    return score;
}

static bool budget_left(ShSolver *s)
{
    if (s->out_of_budget)
        return false;
    if (s->max_nodes && s->nodes >= s->max_nodes)
        s->out_of_budget = true;
    else if (s->deadline_ms > 0 && ++s->made % CLOCK_EVERY == 0 && now_ms() > s->deadline_ms)
        s->out_of_budget = true;
    return !s->out_of_budget;
}

/* The moves of g in search order, as (from, to) pairs; returns the count. */
/* A card whose suit stack takes it, when every card of the other suits one rank
 * above or below it is home already: nothing can want it as a base any more (the
 * next card of its own suit can follow it home instead), so putting it home is
 * never worse than any other move. -1 when there is none. */
static int safe_home(const Shamrocks *g)
{
    for (int s = 0; s < SH_STACKS; s++) {
        int c = sh_top(g, s);
        if (c < 0)
            continue;
        int suit = sh_suit(c), r = sh_rank(c);
        if (g->found[suit] != r - 1)
            continue;
        int need = r == SH_RANKS ? SH_RANKS - 1 : r + 1;
        bool safe = true;
        for (int t = 0; t < SH_SUITS; t++)
            if (t != suit && g->found[t] < need)
                safe = false;
        if (safe)
            return s;
    }
    return -1;
}

static int ordered_moves(const Shamrocks *g, uint8_t (*out)[2])
{
    int safe = safe_home(g);
    if (safe >= 0) {
        out[0][0] = (uint8_t)safe;
        out[0][1] = (uint8_t)sh_suit_piece(sh_suit(sh_top(g, safe)));
        return 1;
    }
    int key[FRAME_MOVES], top[SH_STACKS], n = 0;
    for (int t = 0; t < SH_STACKS; t++) /* rank of the top of each stack that takes a card */
        top[t] = g->count[t] > 0 && g->count[t] < SH_STACK_MAX ? sh_rank(sh_top(g, t)) : -9;
    for (int from = 0; from < SH_STACKS; from++) {
        int c = sh_top(g, from);
        if (c < 0)
            continue;
        int r = sh_rank(c);
        for (int to = 0; to <= SH_STACKS && n < FRAME_MOVES; to++) {
            int dest = to;
            if (to == SH_STACKS) { /* its suit stack */
                if (g->found[sh_suit(c)] != r - 1)
                    continue;
                dest = sh_suit_piece(sh_suit(c));
            } else if (to == from || (top[to] != r - 1 && top[to] != r + 1) || g->count[from] == 1) {
                /* moving a stack's last card onto another stack is never needed:
                 * the position before it can do all the one after it can, with
                 * more room (docs/rules/shamrocks.md, "The solver") */
                continue;
            }
            int k = move_rank(g, from, dest), j = n++;
            while (j > 0 && key[j - 1] > k) { /* stable insertion sort */
                out[j][0] = out[j - 1][0];
                out[j][1] = out[j - 1][1];
                key[j] = key[j - 1];
                j--;
            }
            out[j][0] = (uint8_t)from;
            out[j][1] = (uint8_t)dest;
            key[j] = k;
        }
    }
    return n;
}

static bool frames_reserve(ShSolver *s, int depth)
{
    if (depth < s->cap)
        return true;
    int cap = s->cap ? s->cap * 2 : 256;
    if (cap > SH_DEPTH_MAX)
        return false;
    Frame *f = realloc(s->frame, (size_t)cap * sizeof *f);
    if (!f)
        return false;
    s->frame = f;
    s->cap = cap;
    return true;
}

/* Depth-first, with an explicit stack (lines can be thousands of moves long).
 * True: a win, its line in frame[0..*len).move. */
static bool search(ShSolver *s, const Shamrocks *root, int *len)
{
    if (sh_won(root)) {
        *len = 0;
        return true;
    }
    if (!frames_reserve(s, 0))
        return s->out_of_budget = true, false;
    Frame *f = &s->frame[0];
    f->g = *root;
    f->n = ordered_moves(&f->g, f->move);
    f->next = 0;
    s->nodes++;
    int depth = 0;
    while (depth >= 0) {
        f = &s->frame[depth];
        if (f->next >= f->n) {
            depth--;
            continue;
        }
        const uint8_t *m = f->move[f->next++];
        if (s->deadline_ms > 0 && ++s->made % CLOCK_EVERY == 0 && now_ms() > s->deadline_ms)
            return s->out_of_budget = true, false;
        Shamrocks next = f->g;
        sh_move(&next, m[0], m[1], NULL, NULL);
        if (!table_insert(s, position_key(&next))) {
            if (s->out_of_budget)
                return false;
            continue;
        }
        if (sh_won(&next)) {
            *len = depth + 1;
            return true;
        }
        if (!budget_left(s) || !frames_reserve(s, depth + 1)) {
            s->out_of_budget = true;
            return false;
        }
        s->nodes++;
        Frame *c = &s->frame[++depth];
        c->g = next;
        c->n = ordered_moves(&c->g, c->move);
        c->next = 0;
    }
    return false;
}

ShVerdict sh_solve(ShSolver *s, const Shamrocks *g, const ShSolveLimits *lim, ShSolution *out)
{
    if (s->bits > TABLE_MIN_BITS + 4) { /* a big search before: start small again */
        uint64_t *t = calloc((size_t)1 << TABLE_MIN_BITS, sizeof *t);
        if (t) {
            free(s->table);
            s->table = t;
            s->bits = TABLE_MIN_BITS;
        }
    }
    memset(s->table, 0, ((size_t)1 << s->bits) * sizeof *s->table);
    s->used = 0;
    s->nodes = s->made = 0;
    s->max_nodes = lim ? lim->max_nodes : 0;
    s->deadline_ms = lim && lim->max_ms > 0 ? now_ms() + lim->max_ms : 0;
    s->out_of_budget = false;
    table_insert(s, position_key(g));
    int len = 0;
    bool won = search(s, g, &len);
    if (out) {
        out->nodes = s->nodes;
        out->n = 0;
        for (int d = 0; won && d < len && d < SH_LINE_MAX; d++) {
            const Frame *f = &s->frame[d];
            out->move[d][0] = (int8_t)f->move[f->next - 1][0];
            out->move[d][1] = (int8_t)f->move[f->next - 1][1];
            out->n = d + 1;
        }
        out->complete = won && len <= SH_LINE_MAX;
    }
    return won ? SH_WINNABLE : s->out_of_budget ? SH_UNKNOWN : SH_LOST;
}
