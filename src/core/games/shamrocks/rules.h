#pragma once
/* Shamrocks through the rules seam (core/rules.h). Pieces: 0..17 the building
 * stacks (a pick takes the stack's top card), 18..21 the suit stacks (clubs,
 * diamonds, hearts, spades). One kind of move: SH_MOVE_CARD a = stack, b = the
 * piece it goes to; the automatic moves it triggers are part of it (one undo). */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/shamrocks/shamrocks.h"
#include "core/rules.h"

extern const RulesModule shamrocks_rules;

enum { SH_MOVE_CARD = 1 };

#define SH_DEAL_ATTEMPTS 64 /* winnable deals only: deals tried before giving up */

/* What shamrocks_rules.deal takes (NULL: automatic moves on, any deal). */
typedef struct ShDealOptions {
    bool winnable;       /* only a deal the solver proved winnable */
    bool manual;         /* automatic moves off */
    uint64_t node_limit; /* per attempt (winnable); 0: SH_SOLVER_DEAL_NODES */
    int max_attempts;    /* winnable; 0: SH_DEAL_ATTEMPTS */
} ShDealOptions;

/* The deal of a seed, winnable or not (what rules.deal does), with the number of
 * deals tried (1 when the first was proved). False when none of max_attempts
 * was proved winnable. */
bool sh_deal_seed(Shamrocks *g, uint64_t seed, const ShDealOptions *o, int *attempts, Error *err);
