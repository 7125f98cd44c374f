#pragma once
/* Mahjong solitaire through the rules seam (core/rules.h). */

#include <stdbool.h>
#include <stdint.h>

#include "core/layout.h"
#include "core/rules.h"

extern const RulesModule mahjong_rules;

/* What mahjong_rules.deal takes as options. */
typedef struct MjDealOptions {
    const Layout *layout;  /* required */
    bool winnable;         /* only a deal the solver proved winnable */
    uint64_t node_limit;   /* per attempt (winnable); 0: SOLVER_DEAL_NODES */
    int max_attempts;      /* winnable; 0: 64 */
    const Layout *turtle;  /* Tournament rows deal the Turtle: this, else layout */
} MjDealOptions;

/* Points of the Tournament table and friends will be rows here; the classic game
 * has none. */
