#include "core/games/shamrocks/finalspot.h"

#include <stdint.h>

#define BIT(c) (1ull << (c))

/* What one choice leaves possible. before[c] is closed transitively: c goes home
 * before every card of it, in every game that wins under the choices made. */
typedef struct Spots {
    uint64_t before[SH_CARDS];
    uint64_t onto[SH_CARDS]; /* the cards c may still end on */
    uint64_t stay;           /* the cards that may still go home from where they lie */
    uint64_t split;          /* the cards whose spot is chosen */
} Spots;

/* The position, fixed for the whole proof. */
typedef struct Table {
    uint64_t in_play;
    uint64_t below[SH_CARDS]; /* the cards under c in its stack now */
    uint64_t bottoms;         /* the cards first in a stack */
    uint64_t floor[SH_CARDS]; /* the bottom cards a card not at a bottom can lie on
                               * while it is built on (it lies second then) */
    uint8_t cards[SH_CARDS];  /* the cards in play */
    int n;
    int budget;               /* choices left to try */
} Table;

/* Warshall's closure over the cards in play, a row at a time. */
static void close_before(const Table *t, uint64_t *before)
{
    for (int k = 0; k < t->n; k++) {
        int via = t->cards[k];
        for (int i = 0; i < t->n; i++) {
            int c = t->cards[i];
            if (before[c] >> via & 1)
                before[c] |= before[via];
        }
    }
}

/* Until nothing changes: drop the spots of a card that would put it before
 * itself, and give each card the orders all its remaining spots share. False when
 * a card goes home before itself or has no spot left: the choice is impossible. */
static bool propagate(const Table *t, Spots *sp)
{
    for (bool changed = true; changed;) {
        changed = false;
        close_before(t, sp->before);
        for (int i = 0; i < t->n; i++) {
            int c = t->cards[i];
            if (sp->before[c] >> c & 1)
                return false;
            uint64_t common = ~0ull;
            bool any = false;
            if (sp->stay >> c & 1) {
                /* staying: before every card under it now, and all they precede */
                uint64_t after = t->below[c];
                for (uint64_t m = t->below[c]; m; m &= m - 1)
                    after |= sp->before[__builtin_ctzll(m)];
                if (after >> c & 1) {
                    sp->stay &= ~BIT(c);
                    changed = true;
                } else {
                    common &= after;
                    any = true;
                }
            }
            for (uint64_t m = sp->onto[c]; m; m &= m - 1) {
                int b = __builtin_ctzll(m);
                uint64_t after = BIT(b) | sp->before[b];
                if (!(t->bottoms >> b & 1)) { /* c lies third, over b and a bottom card */
                    uint64_t under = ~0ull;
                    for (uint64_t f = t->floor[b]; f; f &= f - 1) {
                        int d = __builtin_ctzll(f);
                        under &= BIT(d) | sp->before[d];
                    }
                    after |= under;
                }
                if (after >> c & 1) {
                    sp->onto[c] &= ~BIT(b);
                    changed = true;
                } else {
                    common &= after;
                    any = true;
                }
            }
            if (!any)
                return false;
            if (common & ~sp->before[c]) {
                sp->before[c] |= common;
                changed = true;
            }
        }
    }
    return true;
}

/* True when some choice of spots for the cards still to split is possible (or
 * the budget ran out: not proved). Splits the card with the fewest spots first. */
static bool possible(Table *t, const Spots *sp)
{
    if (--t->budget < 0)
        return true;
    int pick = -1, fewest = 64;
    for (uint64_t m = t->in_play & ~sp->split; m; m &= m - 1) {
        int c = __builtin_ctzll(m);
        int n = __builtin_popcountll(sp->onto[c]) + (int)(sp->stay >> c & 1);
        if (n > 1 && n < fewest)
            pick = c, fewest = n;
    }
    if (pick < 0)
        return true;
    uint64_t spots = sp->onto[pick];
    for (int k = -1; k < 64; k++) { /* k = -1: it stays; then each card it may end on */
        if (k >= 0 && !(spots >> k & 1))
            continue;
        if (k < 0 && !(sp->stay >> pick & 1))
            continue;
        Spots next = *sp;
        next.split |= BIT(pick);
        next.onto[pick] = k < 0 ? 0 : BIT(k);
        if (k >= 0)
            next.stay &= ~BIT(pick);
        if (propagate(t, &next) && possible(t, &next))
            return true;
        if (t->budget < 0)
            return true;
    }
    return false;
}

bool sh_final_spot_lost(const Shamrocks *g, int budget)
{
    Table t = {.budget = budget > 0 ? budget : SH_FINAL_SPOT_BUDGET};
    static Spots empty; /* all zero, read only */
    Spots sp = empty;
    uint64_t bottoms = 0, low = 0; /* low: cards lying first or second in a stack */
    for (int s = 0; s < SH_STACKS; s++) {
        uint64_t under = 0;
        for (int k = 0; k < g->count[s]; k++) {
            int c = g->card[s][k];
            t.in_play |= BIT(c);
            t.below[c] = under;
            under |= BIT(c);
            if (k == 0)
                bottoms |= BIT(c);
            if (k < SH_STACK_MAX - 1)
                low |= BIT(c);
        }
    }
    for (int c = 0; c < SH_CARDS; c++)
        if (t.in_play >> c & 1)
            t.cards[t.n++] = (uint8_t)c;
    /* a card can be built on only while it lies first or second in its stack: it
     * lies there now, or gets there by a building move onto a stack's bottom card
     * (the only card ever first in a stack in play) */
    uint64_t rank_cards[SH_RANKS + 2] = {0}; /* rank_cards[r]: the cards of rank r in play */
    for (int i = 0; i < t.n; i++)
        rank_cards[sh_rank(t.cards[i])] |= BIT(t.cards[i]);
    uint64_t target = low;
    t.bottoms = bottoms;
    for (int i = 0; i < t.n; i++) {
        int c = t.cards[i], r = sh_rank(c);
        t.floor[c] = (rank_cards[r - 1] | rank_cards[r + 1]) & bottoms;
        if (t.below[c] && (low >> c & 1))
            t.floor[c] |= t.below[c]; /* it lies second now, on its stack's bottom card */
        if (t.floor[c])
            target |= BIT(c);
    }
    target |= bottoms;
    for (int i = 0; i < t.n; i++) {
        int c = t.cards[i], r = sh_rank(c);
        /* the higher cards of its suit still in play */
        sp.before[c] = t.in_play & ~(BIT(c + 1) - 1) &
                       ((BIT(sh_card(sh_suit(c), SH_RANKS)) << 1) - 1);
        /* a stack's bottom card never needs to be built elsewhere (the argument
         * is in docs/rules/shamrocks.md) */
        if (!(bottoms >> c & 1))
            sp.onto[c] = (rank_cards[r - 1] | rank_cards[r + 1]) & target;
    }
    sp.stay = t.in_play;
    if (!propagate(&t, &sp))
        return true;
    return !possible(&t, &sp);
}
