#include "core/games/shamrocks/shamrocks.h"

#include <string.h>

static const char RANK_CHARS[] = "A23456789TJQK";
static const char SUIT_CHARS[] = "CDHS";

void sh_card_name(int card, char out[3])
{
    out[0] = RANK_CHARS[sh_rank(card) - 1];
    out[1] = SUIT_CHARS[sh_suit(card)];
    out[2] = '\0';
}

int sh_card_parse(const char *s)
{
    const char *r = s && s[0] ? strchr(RANK_CHARS, s[0]) : NULL;
    const char *u = r && s[1] ? strchr(SUIT_CHARS, s[1]) : NULL;
    if (!r || !u || s[2])
        return -1;
    return sh_card((int)(u - SUIT_CHARS), (int)(r - RANK_CHARS) + 1);
}

static int stack_size_at_deal(int s)
{
    return s < SH_DEAL_FULL ? SH_STACK_MAX : SH_CARDS - SH_DEAL_FULL * SH_STACK_MAX;
}

void sh_apply_king_rule(uint8_t deal[SH_CARDS])
{
    for (int s = 0; s < SH_STACKS; s++) {
        uint8_t *c = deal + SH_STACK_MAX * s;
        int n = stack_size_at_deal(s);
        for (int k = 1; k < n; k++) {
            if (sh_rank(c[k]) != SH_RANKS)
                continue;
            bool below = false;
            for (int j = 0; j < k; j++)
                below |= sh_suit(c[j]) == sh_suit(c[k]);
            if (!below)
                continue;
            uint8_t king = c[k];
            memmove(c + 1, c, (size_t)k);
            c[0] = king;
        }
    }
}

bool sh_king_rule_holds(const uint8_t deal[SH_CARDS])
{
    for (int s = 0; s < SH_STACKS; s++) {
        const uint8_t *c = deal + SH_STACK_MAX * s;
        for (int k = 0; k < stack_size_at_deal(s); k++)
            for (int j = 0; j < k; j++)
                if (sh_rank(c[k]) == SH_RANKS && sh_suit(c[j]) == sh_suit(c[k]))
                    return false;
    }
    return true;
}

bool sh_deal_valid(const uint8_t deal[SH_CARDS])
{
    bool seen[SH_CARDS] = {false};
    for (int i = 0; i < SH_CARDS; i++) {
        if (deal[i] >= SH_CARDS || seen[deal[i]])
            return false;
        seen[deal[i]] = true;
    }
    return true;
}

void sh_shuffle_deal(uint64_t seed, uint8_t deal[SH_CARDS])
{
    Rng r;
    rng_seed(&r, seed);
    for (int i = 0; i < SH_CARDS; i++)
        deal[i] = (uint8_t)i;
    rng_shuffle_u8(&r, deal, SH_CARDS);
    sh_apply_king_rule(deal);
}

int sh_top(const Shamrocks *g, int stack)
{
    if (stack < 0 || stack >= SH_STACKS || g->count[stack] == 0)
        return -1;
    return g->card[stack][g->count[stack] - 1];
}

bool sh_can_move(const Shamrocks *g, int from, int to)
{
    int c = sh_top(g, from);
    if (c < 0 || to == from)
        return false;
    if (to >= SH_STACKS && to < SH_PIECES)
        return to == sh_suit_piece(sh_suit(c)) && g->found[sh_suit(c)] == sh_rank(c) - 1;
    int d = sh_top(g, to);
    if (d < 0 || g->count[to] >= SH_STACK_MAX)
        return false; /* an empty stack is out of play; a full one takes nothing */
    int diff = sh_rank(c) - sh_rank(d);
    return diff == 1 || diff == -1;
}

static void move_card(Shamrocks *g, int from, int to)
{
    int c = sh_top(g, from);
    if (c < 0 || from >= SH_STACKS || to < 0 || to >= SH_PIECES)
        return; /* callers validate first; this keeps every index in its array */
    g->card[from][--g->count[from]] = SH_NO_CARD;
    if (to >= SH_STACKS) {
        g->found[sh_suit(c)]++;
        g->left--;
    } else {
        g->card[to][g->count[to]++] = (uint8_t)c;
    }
}

int sh_auto_candidate(const Shamrocks *g)
{
    if (!g->automatic)
        return -1;
    for (int s = 0; s < SH_STACKS; s++) {
        int c = sh_top(g, s);
        if (c < 0 || g->count[s] < 2)
            continue; /* a stack's last card never goes by itself */
        int suit = sh_suit(c), rank = sh_rank(c);
        if (g->found[suit] != rank - 1)
            continue;
        bool safe = true;
        /* the other suits' cards of rank +-1 could still be built on it unless
         * they are on their suit stacks (rank + 1 there implies rank - 1 too) */
        int need = rank == SH_RANKS ? SH_RANKS - 1 : rank + 1;
        for (int t = 0; t < SH_SUITS && rank > 1; t++)
            if (t != suit && g->found[t] < need)
                safe = false;
        if (safe)
            return s;
    }
    return -1;
}

static int run_automatic(Shamrocks *g, ShAuto *chain)
{
    int n = 0, s;
    while ((s = sh_auto_candidate(g)) >= 0) {
        int to = sh_suit_piece(sh_suit(sh_top(g, s)));
        move_card(g, s, to);
        if (chain)
            chain[n] = (ShAuto){(int8_t)s, (int8_t)to};
        n++;
    }
    return n;
}

void sh_start(Shamrocks *g, uint64_t seed, const uint8_t deal[SH_CARDS], bool automatic)
{
    memset(g, 0, sizeof *g);
    g->seed = seed;
    memcpy(g->deal, deal, SH_CARDS);
    g->automatic = automatic;
    memset(g->card, SH_NO_CARD, sizeof g->card);
    for (int s = 0; s < SH_STACKS; s++) {
        g->count[s] = (uint8_t)stack_size_at_deal(s);
        for (int k = 0; k < g->count[s]; k++)
            g->card[s][k] = deal[SH_STACK_MAX * s + k];
    }
    g->left = SH_CARDS;
    run_automatic(g, NULL); /* aces on top at the deal go at once */
}

void sh_new(Shamrocks *g, uint64_t seed, bool automatic)
{
    uint8_t deal[SH_CARDS];
    sh_shuffle_deal(seed, deal);
    sh_start(g, seed, deal, automatic);
}

bool sh_move(Shamrocks *g, int from, int to, ShAuto *chain, int *n_chain)
{
    if (!sh_can_move(g, from, to))
        return false;
    move_card(g, from, to);
    int n = run_automatic(g, chain);
    if (n_chain)
        *n_chain = n;
    return true;
}

int sh_list_moves(const Shamrocks *g, int8_t (*out)[2], int cap)
{
    int n = 0;
    for (int from = 0; from < SH_STACKS; from++) {
        int c = sh_top(g, from);
        if (c < 0)
            continue;
        for (int to = 0; to < SH_PIECES; to++)
            if (sh_can_move(g, from, to)) {
                if (n < cap) {
                    out[n][0] = (int8_t)from;
                    out[n][1] = (int8_t)to;
                }
                n++;
            }
    }
    return n;
}

bool sh_won(const Shamrocks *g)
{
    return g->left == 0;
}
