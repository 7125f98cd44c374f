#pragma once
/* MahJongg Stones and its five variants through the rules seam (core/rules.h):
 * six RulesVariant rows of one module, each with a StonesParams table. */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/stones/solve.h"
#include "core/games/stones/stones.h"
#include "core/rules.h"

extern const RulesModule stones_rules;

/* What stones_rules.deal takes as options (NULL: a random deal). */
typedef struct StDealOptions {
    bool winnable;          /* only a deal proved winnable (st_deal_winnable) */
    uint64_t attempt_nodes; /* 0: ST_DEAL_ATTEMPT_NODES */
    uint64_t total_nodes;   /* 0: ST_DEAL_TOTAL_NODES */
} StDealOptions;

/* The variant's table, or NULL when v is not a row of stones_rules. */
const StonesParams *stones_params(const RulesVariant *v);
