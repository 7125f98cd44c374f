#include "core/games/shamrocks/solve.h"

#include "core/cputime.h"
#include "core/games/shamrocks/finalspot.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>


#define TABLE_MIN_BITS 16
#define TABLE_MAX_BITS 23 /* 8M entries, 64 MB: filled to 3/4, the search says UNKNOWN */
#define CLOCK_EVERY 1024  /* moves tried between clock checks */

#define MOVES_MAX 180 /* 18 top cards, each to at most 8 neighbours and its suit stack */
#define UNBOUNDED 0xff /* the pass with no bound on building moves */
#define STREAK_LAST 12 /* the last bounded pass (a bound above it: the unbounded pass) */
#define BOUNDED_SHARE 0.6 /* of the budget (time or nodes) for the bounded passes */
#define ROUNDS 8 /* rounds of bounded passes with a time budget, each with its own order of ties */

/* One step of the search path: the move made from this depth's position and what
 * it takes to undo it. The moves of a position are not kept: they are listed again
 * (in the same order) when the search comes back to it, so a step is 8 bytes and
 * a path of millions of moves fits. */
typedef struct Step {
    uint8_t from, to;  /* the move made (to: a stack, or a suit-stack piece) */
    uint8_t next;      /* the index, in move order, of the next move to try */
    uint8_t streak;    /* building moves since the last card went home */
    uint8_t n_auto;    /* automatic moves that followed the move */
    uint8_t auto_at;   /* where they are in ShSolver.auto_move */
    uint8_t card;      /* the card moved */
    uint8_t pad;
} Step;

struct ShSolver {
    uint64_t *table; /* open addressing; 0 is empty */
    uint8_t *streak; /* beside each key: see table_visit */
    int bits;
    uint64_t used;
    /* the current search */
    Shamrocks g;                   /* the position, changed in place along the path */
    uint64_t stack_hash[SH_STACKS];
    uint64_t key;                  /* sum of stack_hash: the stacks as a set */
    uint64_t nodes, max_nodes, made; /* made: moves tried (the clock) */
    double deadline_ms;            /* this thread's CPU time (core/cputime.h) */
    double wall_deadline_ms;       /* the wall clock's outer guard, 0: none */
    bool out_of_budget;
    int limit;                     /* building moves allowed between cards going home */
    bool cut;                      /* a move was left out for the bound */
    Step *path;
    size_t cap;
    uint8_t auto_move[SH_CARDS];   /* the automatic moves on the path: stack | suit << 5 */
    int n_auto;
    bool settled;                  /* the root has no automatic move pending: see make */
    int rot;                       /* the order of ties in this round (ordered_moves) */
    bool rev;
};


static uint64_t mix(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return x;
}

/* Top card of a building stack, or -1 (sh_top without its checks: the search
 * only asks about stacks that exist). */
static inline int top_of(const Shamrocks *g, int s)
{
    return g->count[s] ? g->card[s][g->count[s] - 1] : -1;
}

/* A stack's share of the key; the key is the sum over the stacks, so which stack
 * holds what does not count (the rules do not tell stacks apart). The suit
 * stacks follow from the cards still in play. */
static uint64_t cards_hash(const uint8_t *card, int n, int more)
{
    if (n == 0 && more < 0)
        return 0;
    uint64_t v = 0;
    for (int k = 0; k < n; k++)
        v = v << 6 | (uint64_t)(card[k] + 1);
    if (more >= 0)
        v = v << 6 | (uint64_t)(more + 1);
    return mix(v + 0x632be59bd9b4e019ull);
}

static uint64_t stack_hash(const Shamrocks *g, int s)
{
    return cards_hash(g->card[s], g->count[s], -1);
}

/* The key after building move (from, to) when no automatic move can follow it
 * (see make), from the key now, without making it; 0 when one could (or the key
 * happens to be 0): then the move has to be made to know. */
static uint64_t child_key(const ShSolver *s, const uint8_t m[2])
{
    const Shamrocks *g = &s->g;
    int from = m[0], to = m[1], n = g->count[from] - 1;
    if (to >= SH_STACKS || !s->settled || n < 1)
        return 0;
    int under = g->card[from][n - 1];
    if (n >= 2 && g->found[sh_suit(under)] == sh_rank(under) - 1)
        return 0;
    return s->key - s->stack_hash[from] - s->stack_hash[to] + cards_hash(g->card[from], n, -1) +
           cards_hash(g->card[to], g->count[to], g->card[from][n]);
}

static void rehash(ShSolver *s, int stack)
{
    uint64_t h = stack_hash(&s->g, stack);
    s->key += h - s->stack_hash[stack];
    s->stack_hash[stack] = h;
}

/* The table: 64-bit keys (0: an empty slot) and beside each the fewest building
 * moves since a card went home with which its position was searched. */
static bool table_alloc(ShSolver *s, int bits)
{
    uint64_t *t = calloc((size_t)1 << bits, sizeof *t);
    uint8_t *k = malloc((size_t)1 << bits);
    if (!t || !k) {
        free(t);
        free(k);
        return false;
    }
    free(s->table);
    free(s->streak);
    s->table = t;
    s->streak = k;
    s->bits = bits;
    return true;
}

ShSolver *sh_solver_new(void)
{
    ShSolver *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    if (!table_alloc(s, TABLE_MIN_BITS)) {
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
    free(s->streak);
    free(s->path);
    free(s);
}

static size_t slot_of(uint64_t key, int bits)
{
    return (size_t)(key >> (64 - bits));
}

static bool table_grow(ShSolver *s)
{
    if (s->bits >= TABLE_MAX_BITS)
        return false;
    uint64_t *old = s->table;
    uint8_t *old_streak = s->streak;
    int old_bits = s->bits;
    s->table = NULL; /* table_alloc frees what it replaces */
    s->streak = NULL;
    if (!table_alloc(s, old_bits + 1)) {
        s->table = old;
        s->streak = old_streak;
        s->bits = old_bits;
        return false;
    }
    size_t mask = ((size_t)1 << s->bits) - 1;
    for (size_t i = 0; i < (size_t)1 << old_bits; i++) {
        if (!old[i])
            continue;
        size_t j = slot_of(old[i], s->bits);
        while (s->table[j])
            j = (j + 1) & mask;
        s->table[j] = old[i];
        s->streak[j] = old_streak[i];
    }
    free(old);
    free(old_streak);
    return true;
}

static void table_clear(ShSolver *s)
{
    if (s->bits > TABLE_MIN_BITS + 4) /* a big search before: start small again */
        table_alloc(s, TABLE_MIN_BITS);
    memset(s->table, 0, ((size_t)1 << s->bits) * sizeof *s->table);
    s->used = 0;
}

/* Asks the memory for the slot where table_visit will look for key first. */
static void table_prefetch(const ShSolver *s, uint64_t key)
{
    __builtin_prefetch(&s->table[slot_of(key | (key == 0), s->bits)]);
}

/* True when the position of key must be searched with `streak` building moves
 * already made since a card last went home: it was not seen, or only with more
 * (then fewer moves were left to it). Records it. Sets out_of_budget when full. */
static bool table_visit(ShSolver *s, uint64_t key, int streak)
{
    uint64_t size = (uint64_t)1 << s->bits;
    if ((s->used + 1) * 2 > size && (s->bits >= TABLE_MAX_BITS || !table_grow(s)) &&
        (s->used + 1) * 4 > size * 3) {
        s->out_of_budget = true;
        return false;
    }
    key |= key == 0; /* never 0: that marks an empty slot */
    size_t mask = ((size_t)1 << s->bits) - 1;
    size_t j = slot_of(key, s->bits);
    while (s->table[j]) {
        if (s->table[j] == key) {
            if (s->streak[j] <= streak)
                return false;
            s->streak[j] = (uint8_t)streak;
            return true;
        }
        j = (j + 1) & mask;
    }
    s->table[j] = key;
    s->streak[j] = (uint8_t)streak;
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
        score = sh_rank(top_of(g, from)) < sh_rank(top_of(g, to)) ? 3 : 4;
    if (n == 1)
        score += 8; /* takes the stack out of play */
    return score;
}

/* A top card its suit stack takes that no card can ever be put on: every card of
 * the other suits one rank above or below it is home, and the card of its own
 * suit one above cannot go on it either (it is a king, or its stack is full).
 * Then the card can only go home or onto that card of its own suit, and going
 * home at once is never worse (docs/rules/shamrocks.md, "The solver"). -1 when
 * there is none. */
static int safe_home(const Shamrocks *g)
{
    for (int s = 0; s < SH_STACKS; s++) {
        int c = top_of(g, s);
        if (c < 0)
            continue;
        int suit = sh_suit(c), r = sh_rank(c);
        if (g->found[suit] != r - 1 || (r != SH_RANKS && g->count[s] != SH_STACK_MAX))
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

/* A bound that proves a position lost: some card can never go home. It computes
 * what can ever happen, as the least set of events each justified by events
 * before it (the first time a card is a top, leaves its stack, is built on
 * another stack, goes home):
 *   - a card becomes a top once every card now above it has left;
 *   - a card goes home once it is a top and the card below it in its suit is home;
 *   - a card leaves by going home or by a building move, which needs it on top and
 *     a card one rank away, not home and not under it in its stack, that can be
 *     built on: a top in the first two places of its stack, or a card that made a
 *     building move onto a stack's bottom card left alone (a stack's bottom card
 *     never changes, so a card built onto anything else lies third, in a full
 *     stack);
 * A cycle justifies nothing: a king on its own suit's queen, or two kings each on
 * the other's queen, show up as cards that never go home. Every real game is such
 * a sequence of events, so the bound never calls a winnable position lost
 * (docs/rules/shamrocks.md, "The solver"). */
bool sh_dead_end(const Shamrocks *g)
{
    uint64_t top = 0, build = 0, leave = 0, target = 0, in_play = 0, bottom = 0;
    uint64_t above[SH_CARDS], below[SH_CARDS]; /* set for the cards in play */
    uint8_t place[SH_CARDS], order[SH_CARDS];
    for (int s = 0; s < SH_STACKS; s++) {
        int n = g->count[s];
        uint64_t all = 0;
        for (int k = 0; k < n; k++)
            all |= 1ull << g->card[s][k];
        uint64_t lower = 0;
        for (int k = 0; k < n; k++) {
            int c = g->card[s][k];
            place[c] = (uint8_t)k;
            if (k == 0)
                bottom |= 1ull << c;
            below[c] = lower;
            lower |= 1ull << c;
            above[c] = all & ~lower;
        }
        in_play |= all;
        if (n > 0) {
            top |= 1ull << g->card[s][n - 1];
            if (n < SH_STACK_MAX)
                target |= 1ull << g->card[s][n - 1];
        }
    }
    const uint64_t deck = (1ull << SH_CARDS) - 1;
    const uint64_t aces = 1ull | 1ull << SH_RANKS | 1ull << 2 * SH_RANKS | 1ull << 3 * SH_RANKS;
    const uint64_t home = deck & ~in_play; /* on the suit stacks (in a made-up position, or nowhere) */
    uint64_t home_ok = home;
    /* the cards in play in rank order, so a suit's run home settles in one sweep */
    int n_play = 0;
    for (int i = 0; i < SH_CARDS; i++) {
        int c = i % SH_SUITS * SH_RANKS + i / SH_SUITS;
        if (in_play >> c & 1)
            order[n_play++] = (uint8_t)c;
    }
    /* done as soon as every card can go home */
    for (bool changed = true; changed && home_ok != deck;) {
        changed = false;
        int kept = 0; /* the cards with something left to learn, in the same order */
        for (int i = 0; i < n_play; i++) {
            int c = order[i];
            uint64_t bit = 1ull << c;
            uint64_t t0 = top, h0 = home_ok, b0 = build, g0 = target;
            if (!(top & bit) && (above[c] & ~leave) == 0)
                top |= bit;
            if (!(top & bit)) {
                order[kept++] = (uint8_t)c;
                continue;
            }
            int r = sh_rank(c);
            if (r == 1 || (home_ok >> (c - 1) & 1))
                home_ok |= bit;
            /* every card of rank r - 1 or r + 1 */
            uint64_t near = (r > 1 ? aces << (r - 2) : 0) | (r < SH_RANKS ? aces << r : 0);
            uint64_t onto = near & ~home & ~below[c] & target;
            if (onto)
                build |= bit;
            if ((home_ok | build) & bit)
                leave |= bit;
            /* a card is built on when it lies second or lower in its stack, or
             * after a building move onto a stack's bottom card left alone (onto
             * anything else it lands third, in a full stack); that bottom card
             * may lie under it now, if it can first move somewhere else */
            if (place[c] < SH_STACK_MAX - 1 || (onto && (near & ~home & target & bottom)))
                target |= bit;
            changed |= top != t0 || home_ok != h0 || build != b0 || target != g0;
            /* a card that goes home and is a target has nothing left to learn:
             * whether it could also build counts only for being a target */
            if (!(home_ok & target & bit))
                order[kept++] = (uint8_t)c;
        }
        n_play = kept;
    }
    return (home_ok & deck) != deck;
}

/* The moves of g in search order, as (from, to) pairs; returns the count. Moves
 * of the same kind (move_rank) come in order of stack from stack `rot` on, or in
 * the opposite order when `rev`. */
static int ordered_moves(const Shamrocks *g, int rot, bool rev, uint8_t (*out)[2])
{
    int safe = safe_home(g);
    if (safe >= 0) {
        out[0][0] = (uint8_t)safe;
        out[0][1] = (uint8_t)sh_suit_piece(sh_suit(top_of(g, safe)));
        return 1;
    }
    enum { KEYS = 13 }; /* move_rank is 0..12 */
    uint8_t list[MOVES_MAX][2], key[MOVES_MAX];
    int n = 0, count[KEYS + 1] = {0};
    uint32_t takes[SH_RANKS + 2] = {0}; /* takes[r]: the stacks that take a card onto a top of rank r */
    for (int t = 0; t < SH_STACKS; t++)
        if (g->count[t] > 0 && g->count[t] < SH_STACK_MAX)
            takes[sh_rank(top_of(g, t))] |= 1u << t;
    for (int i = 0; i < SH_STACKS; i++) {
        int from = (i + rot) % SH_STACKS, c = top_of(g, from);
        if (c < 0)
            continue;
        int r = sh_rank(c);
        /* moving a stack's last card onto another stack is never needed: the
         * position before it can do all the one after it can, with more room
         * (docs/rules/shamrocks.md, "The solver") */
        uint32_t to_mask = g->count[from] == 1 ? 0 : (takes[r - 1] | takes[r + 1]) & ~(1u << from);
        for (; to_mask && n < MOVES_MAX; to_mask &= to_mask - 1) {
            int to = __builtin_ctz(to_mask), k = move_rank(g, from, to);
            list[n][0] = (uint8_t)from;
            list[n][1] = (uint8_t)to;
            key[n++] = (uint8_t)k;
            count[k + 1]++;
        }
        if (g->found[sh_suit(c)] == r - 1 && n < MOVES_MAX) { /* its suit stack */
            list[n][0] = (uint8_t)from;
            list[n][1] = (uint8_t)sh_suit_piece(sh_suit(c));
            key[n++] = 0;
            count[1]++;
        }
    }
    for (int k = 1; k <= KEYS; k++) /* stable counting sort by move_rank */
        count[k] += count[k - 1];
    for (int i = 0; i < n; i++) {
        /* rev: ties in the opposite order (the block of a key filled from its end) */
        int j = rev ? --count[key[i] + 1] : count[key[i]]++;
        out[j][0] = list[i][0];
        out[j][1] = list[i][1];
    }
    return n;
}

static bool path_reserve(ShSolver *s, size_t depth)
{
    if (depth < s->cap)
        return true;
    size_t cap = s->cap ? s->cap * 2 : 1024;
    if (cap > SH_DEPTH_MAX)
        return false;
    Step *p = realloc(s->path, cap * sizeof *p);
    if (!p)
        return false;
    s->path = p;
    s->cap = cap;
    return true;
}

/* Makes the move of step st on s->g, keeping the key and what undo needs, then
 * the automatic moves exactly as the rules make them (sh_auto_candidate). When
 * the position before had none pending (true of every position on the path once
 * the root has none), a building move can only start them through the card it
 * uncovers: the card it moves was a top of a stack of two or more before and its
 * suit stack has not changed, and no other top changed. So the rules are asked
 * only after a card goes home or when the uncovered card could follow its suit. */
static void make(ShSolver *s, Step *st)
{
    Shamrocks *g = &s->g;
    int from = st->from, to = st->to;
    int card = g->card[from][--g->count[from]];
    g->card[from][g->count[from]] = SH_NO_CARD;
    bool ask = !s->settled;
    if (to >= SH_STACKS) {
        g->found[sh_suit(card)]++;
        g->left--;
        ask = true;
    } else {
        g->card[to][g->count[to]++] = (uint8_t)card;
        int under = top_of(g, from);
        ask |= g->count[from] >= 2 && g->found[sh_suit(under)] == sh_rank(under) - 1;
    }
    st->card = (uint8_t)card;
    st->n_auto = 0;
    st->auto_at = (uint8_t)s->n_auto;
    rehash(s, from);
    if (to < SH_STACKS)
        rehash(s, to);
    for (int a; ask && (a = sh_auto_candidate(g)) >= 0;) {
        int c = g->card[a][--g->count[a]], suit = sh_suit(c);
        g->card[a][g->count[a]] = SH_NO_CARD;
        g->found[suit]++;
        g->left--;
        s->auto_move[s->n_auto++] = (uint8_t)(a | suit << 5);
        st->n_auto++;
        rehash(s, a);
    }
}

/* The top card of a suit stack back onto building stack `stack`. */
static void unhome(Shamrocks *g, int suit, int stack)
{
    g->card[stack][g->count[stack]++] = (uint8_t)sh_card(suit, g->found[suit]);
    g->found[suit]--;
    g->left++;
}

/* The exact inverse of make: the automatic moves last to first, then the move. */
static void unmake(ShSolver *s, const Step *st)
{
    Shamrocks *g = &s->g;
    for (int i = st->n_auto - 1; i >= 0; i--) {
        int m = s->auto_move[st->auto_at + i];
        unhome(g, m >> 5, m & 31);
        rehash(s, m & 31);
    }
    s->n_auto = st->auto_at;
    if (st->to >= SH_STACKS) {
        unhome(g, sh_suit(st->card), st->from);
    } else {
        g->card[st->to][--g->count[st->to]] = SH_NO_CARD;
        rehash(s, st->to);
        g->card[st->from][g->count[st->from]++] = st->card;
    }
    rehash(s, st->from);
}

static bool out_of_time(ShSolver *s)
{
    if ((s->deadline_ms > 0 || s->wall_deadline_ms > 0) && ++s->made % CLOCK_EVERY == 0 &&
        ((s->deadline_ms > 0 && cputime_thread_ms() > s->deadline_ms) ||
         (s->wall_deadline_ms > 0 && cputime_wall_ms() > s->wall_deadline_ms)))
        s->out_of_budget = true;
    return s->out_of_budget;
}

/* One depth-first pass from s->g with at most s->limit building moves between
 * cards going home (UNBOUNDED: no bound), over positions not seen in this pass
 * (a position seen with fewer building moves behind it is not searched again).
 * Sets s->cut when the bound left a move out. True: a win, its line in
 * path[0, *len). On return s->g is the root again. */
static bool pass(ShSolver *s, int *len)
{
    uint8_t moves[MOVES_MAX][2];
    uint64_t keys[MOVES_MAX]; /* child_key of each move, 0: unknown */
    size_t depth = 0;
    if (!path_reserve(s, 0))
        return s->out_of_budget = true, false;
    s->path[0] = (Step){.next = 0, .streak = 0};
    s->n_auto = 0;
    for (;;) {
        Step *st = &s->path[depth];
        int n = ordered_moves(&s->g, s->rot, s->rev, moves);
        bool down = false;
        /* the children's slots of the table are fetched together, so that their
         * cache misses overlap; most children were seen and are never made */
        for (int i = st->next; i < n; i++)
            if ((keys[i] = child_key(s, moves[i])))
                table_prefetch(s, keys[i]);
        while (st->next < n) {
            uint64_t key = keys[st->next];
            const uint8_t *m = moves[st->next++];
            bool home = m[1] >= SH_STACKS;
            int streak = home || s->limit == UNBOUNDED ? 0 : st->streak + 1;
            if (streak > s->limit) {
                s->cut = true;
                continue;
            }
            if (out_of_time(s))
                break;
            st->from = m[0];
            st->to = m[1];
            if (key) { /* a building move that starts no automatic move */
                if (!table_visit(s, key, streak)) {
                    if (s->out_of_budget)
                        break;
                    continue;
                }
                make(s, st);
            } else {
                make(s, st);
                if (sh_won(&s->g)) {
                    *len = (int)depth + 1;
                    for (size_t d = depth + 1; d-- > 0;)
                        unmake(s, &s->path[d]);
                    return true;
                }
                if (!table_visit(s, s->key, streak)) {
                    unmake(s, st);
                    if (s->out_of_budget)
                        break;
                    continue;
                }
            }
            /* the dead-end bound after a card went home, where it tells most: after
             * a building move it costs more than it cuts (bench/README.md) */
            if ((st->to >= SH_STACKS || st->n_auto) && sh_dead_end(&s->g)) {
                unmake(s, st);
                continue;
            }
            if ((s->max_nodes && s->nodes >= s->max_nodes) || !path_reserve(s, depth + 1)) {
                s->out_of_budget = true;
                unmake(s, st);
                break;
            }
            s->nodes++;
            s->path[++depth] = (Step){.next = 0, .streak = (uint8_t)streak};
            down = true;
            break;
        }
        if (down)
            continue;
        if (s->out_of_budget || depth == 0) {
            while (depth-- > 0)
                unmake(s, &s->path[depth]);
            return false;
        }
        unmake(s, &s->path[--depth]);
    }
}

ShVerdict sh_solve(ShSolver *s, const Shamrocks *g, const ShSolveLimits *lim, ShSolution *out)
{
    s->g = *g;
    s->settled = sh_auto_candidate(g) < 0;
    s->key = 0;
    for (int t = 0; t < SH_STACKS; t++) {
        s->stack_hash[t] = stack_hash(&s->g, t);
        s->key += s->stack_hash[t];
    }
    s->nodes = s->made = 0;
    s->max_nodes = lim ? lim->max_nodes : 0;
    double start = cputime_thread_ms(), budget = lim && lim->max_ms > 0 ? lim->max_ms : 0;
    s->wall_deadline_ms = lim && lim->max_wall_ms > 0 ? cputime_wall_ms() + lim->max_wall_ms : 0;
    int len = 0;
    bool won = sh_won(g), lost = false;
    /* Passes with a bound on the building moves between cards going home, the
     * bound growing: most wins need few, and a short pass finds them at once. A
     * pass that left no move out decides. The bounded passes share part of the
     * budget; the unbounded pass, which alone proves most deals lost, has the rest.
     * With a time budget the bounded passes run in ROUNDS rounds, each with an
     * equal slice of their share and its own order among moves of the same kind
     * (stacks from another one on, ties reversed): where one order sinks its time
     * into a part of the game with no win, another finds one (600 deals at 1 s: 80
     * left undecided with one round, 77 with 2, 72 with 4, 70 with 8, 73 with 16).
     * Node budgets (dealing) keep one round: the same deal for a seed as before. */
    bool bounded = budget > 0 || s->max_nodes > 0;
    double share = lim && lim->bounded > 0 && lim->bounded <= 1 ? lim->bounded : BOUNDED_SHARE;
    uint64_t node_cap = s->max_nodes;
    /* the proofs that list no position, at the root: a deal they decide costs no search */
    lost = !won && (sh_dead_end(g) || (!(lim && lim->no_final_spot) && sh_final_spot_lost(g, 0)));
    int rounds = budget > 0 && !node_cap ? ROUNDS : 1, round = 0;
    s->rot = 0;
    s->rev = false;
    for (int k = bounded ? 0 : UNBOUNDED; !won && !lost; k = k < STREAK_LAST ? k + 1 : UNBOUNDED) {
        bool last = k == UNBOUNDED;
        if (last)
            s->rot = 0, s->rev = false;
        s->deadline_ms = budget > 0 ? start + budget * (last ? 1.0 : share * (round + 1) / rounds) : 0;
        s->max_nodes = last ? node_cap : (uint64_t)((double)node_cap * share) + 1;
        if (!node_cap)
            s->max_nodes = 0;
        s->out_of_budget = false;
        s->limit = k;
        s->cut = false;
        table_clear(s);
        table_visit(s, s->key, 0);
        won = pass(s, &len);
        lost = !won && !s->cut && !s->out_of_budget;
        if (last || (s->out_of_budget && budget == 0 && !node_cap)) /* out of memory */
            break;
        if (s->out_of_budget && ++round < rounds) { /* the next round, in its own order */
            s->rot = round / 2 * 7 % SH_STACKS;
            s->rev = round & 1;
            k = -1;
        } else if (s->out_of_budget) { /* the bounded share is spent: on to the unbounded pass */
            k = STREAK_LAST;
        }
    }
    if (out) {
        out->nodes = s->nodes;
        out->n = 0;
        for (int d = 0; won && d < len && d < SH_LINE_MAX; d++) {
            out->move[d][0] = (int8_t)s->path[d].from;
            out->move[d][1] = (int8_t)s->path[d].to;
            out->n = d + 1;
        }
        out->complete = won && len <= SH_LINE_MAX;
    }
    return won ? SH_WINNABLE : lost ? SH_LOST : SH_UNKNOWN;
}
