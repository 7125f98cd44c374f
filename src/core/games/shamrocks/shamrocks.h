#pragma once
/* Shamrocks (A. Pipkin's card solitaire): the game itself, no SDL.
 *
 * 52 cards dealt into 18 building stacks (17 of three cards, the last of one);
 * four suit stacks built up by suit from the ace. Only a stack's top card moves:
 * to its suit stack (the next rank of its suit), or onto a building stack holding
 * one or two cards whose top card is one rank above or below (suit irrelevant, no
 * wrapping). An empty building stack takes nothing. docs/rules/shamrocks.md has
 * the decisions the rules text leaves open (the king rule, automatic moves). */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"

#define SH_CARDS 52
#define SH_STACKS 18      /* building stacks */
#define SH_SUITS 4
#define SH_RANKS 13
#define SH_STACK_MAX 3    /* a building stack never holds more (rules text) */
#define SH_DEAL_FULL 17   /* stacks dealt three cards; the last gets one */
#define SH_PIECES (SH_STACKS + SH_SUITS) /* piece ids: 0..17 stacks, 18..21 suit stacks */
#define SH_NO_CARD 0xff

/* A card is suit * 13 + (rank - 1): rank 1 (ace) .. 13 (king); suits in the
 * order clubs, diamonds, hearts, spades. */
static inline int sh_rank(int card) { return card % SH_RANKS + 1; }
static inline int sh_suit(int card) { return card / SH_RANKS; }
static inline int sh_card(int suit, int rank) { return suit * SH_RANKS + rank - 1; }
static inline int sh_suit_piece(int suit) { return SH_STACKS + suit; }

typedef struct Shamrocks {
    /* setup: what the deal was */
    uint64_t seed;
    uint8_t deal[SH_CARDS];   /* stack s slot k (bottom first) is deal[3*s + k] */
    bool automatic;           /* automatic moves to the suit stacks (on by default) */
    uint8_t pad[3];
    /* position */
    uint8_t card[SH_STACKS][SH_STACK_MAX]; /* bottom first; SH_NO_CARD above count */
    uint8_t count[SH_STACKS];
    uint8_t found[SH_SUITS];  /* top rank on each suit stack, 0 when empty */
    uint8_t left;             /* cards not yet on the suit stacks */
    uint8_t pad2[3];
} Shamrocks;

/* One card moved by itself after a player's move (an automatic move). */
typedef struct ShAuto {
    int8_t from, to; /* stack, suit-stack piece */
} ShAuto;

/* The cards of a shuffled deck laid into stacks, then the king rule applied:
 * deal[] from seed (the game RNG), as the rules document says. */
void sh_shuffle_deal(uint64_t seed, uint8_t deal[SH_CARDS]);
/* The king rule on a laid deal: in every stack, a king with a card of its own
 * suit below it moves to the bottom of the stack (the cards it passes move up
 * one place, keeping their order). */
void sh_apply_king_rule(uint8_t deal[SH_CARDS]);
/* True when no stack of the deal has a card below the king of its suit. */
bool sh_king_rule_holds(const uint8_t deal[SH_CARDS]);
/* True when deal[] holds each of the 52 cards once. */
bool sh_deal_valid(const uint8_t deal[SH_CARDS]);

/* Sets *g to the start of `deal` (then the automatic moves, if on). */
void sh_start(Shamrocks *g, uint64_t seed, const uint8_t deal[SH_CARDS], bool automatic);
/* A new game from seed (sh_shuffle_deal). */
void sh_new(Shamrocks *g, uint64_t seed, bool automatic);

/* Top card of a building stack, or -1 when empty. */
int sh_top(const Shamrocks *g, int stack);
/* Can the top card of stack `from` go to piece `to` (a building stack or the
 * suit stack of its own suit)? */
bool sh_can_move(const Shamrocks *g, int from, int to);
/* Moves it, then (automatic on) the automatic moves it allows, written to
 * chain[0, *n_chain) (room for SH_CARDS; chain may be NULL). False, and nothing
 * changes, when the move is illegal. */
bool sh_move(Shamrocks *g, int from, int to, ShAuto *chain, int *n_chain);
/* The stack whose top card goes by itself now, or -1 (docs/rules/shamrocks.md):
 * a top card that is not its stack's last card goes when its suit stack takes it
 * and it is an ace, or no card of the other three suits one rank above or below
 * it is left on the building stacks. */
int sh_auto_candidate(const Shamrocks *g);
/* Legal moves as (from, to) pairs; returns the count (at most 18 * 18). */
int sh_list_moves(const Shamrocks *g, int8_t (*out)[2], int cap);
bool sh_won(const Shamrocks *g);

/* "AS", "TD", "10" is written T (as in assets/cards/). */
void sh_card_name(int card, char out[3]);
/* The card of a name ("QH"), or -1. */
int sh_card_parse(const char *s);
