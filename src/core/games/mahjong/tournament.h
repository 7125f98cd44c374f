#pragma once
/* Tournament Mahjong: the club rules of Mahjong solitaire played for stakes
 * (rules text: docs/rules/mahjong-tournament.md). A variant row of the Mahjong
 * module (rules.c): every bonus tile matches every other, each pair scores the
 * value of its set times the pairs still on the table, five undos, shuffles and
 * hints at 5 points per pair on the table, a ten-minute countdown. This file has
 * the rules of the row (points, the best hint, the shuffle that leaves a pair),
 * the daily deal's seed and the pot of a competition. Plain C. */

#include <stdbool.h>
#include <stdint.h>

#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"

/* From the rules text: five uses of each aid, each at 5 x the pairs on the table;
 * the clock starts at ten minutes. */
#define MJ_TOURN_AID_USES 5
#define MJ_TOURN_AID_COST_PER_PAIR 5
#define MJ_TOURN_CLOCK_MS (10u * 60u * 1000u)
#define MJ_TOURN_CLOCK_MIN_MS (1u * 60u * 1000u)
#define MJ_TOURN_CLOCK_MAX_MS (60u * 60u * 1000u)

/* Values of the sets (points per pair on the table): characters 1, circles 2,
 * bamboos 3, winds 4, dragons 5, flowers 6, seasons 7. */
enum {
    MJ_VALUE_CHARACTERS = 1, MJ_VALUE_CIRCLES = 2, MJ_VALUE_BAMBOOS = 3, MJ_VALUE_WINDS = 4,
    MJ_VALUE_DRAGONS = 5, MJ_VALUE_FLOWERS = 6, MJ_VALUE_SEASONS = 7,
};

/* What a variant row's params point to (RulesVariant.params). */
typedef struct MjTournParams {
    bool bonus_any;        /* any flower or season with any flower or season */
    uint8_t set_value[7];  /* characters, circles, bamboos, winds, dragons, flowers, seasons */
    bool competition;      /* Competition (no restart) rather than Training */
} MjTournParams;

extern const MjTournParams mj_tourn_training, mj_tourn_competition;

/* Deals the Turtle (o->turtle; else o->layout, which tests use for hand-made
 * positions) from seed, plainly: no winnable search, so that the daily deal is
 * the same on every machine. */
bool mj_tourn_deal(Mahjong *m, const MjTournParams *p, uint64_t seed, const MjDealOptions *o, Error *err);
/* Makes m (dealt) play by p: bonus matching and the value of every face. */
void mj_tourn_setup(Mahjong *m, const MjTournParams *p);
/* True when m keeps a score (a tournament row dealt it). */
bool mj_tourn_scoring(const Mahjong *m);
/* Points the pair (a, b) scores if removed now: the higher of its two faces'
 * values (a flower with a season scores as the season) times the pairs on the
 * table before the removal. 0 when m keeps no score. */
int32_t mj_tourn_pair_points(const Mahjong *m, int a, int b);
/* The removable pair worth most now (ties: the first in mj_list_pairs order);
 * false when no pair is free. */
bool mj_tourn_best_pair(const Mahjong *m, MjPair *out);
/* The first arrangement k (mj_shuffle_nth) that leaves a free pair; false when
 * none of 0..MJ_SHUFFLE_MAX_K does (then the shuffle costs nothing). */
bool mj_tourn_shuffle_k(const Mahjong *m, int *k);

/* The daily deal's seed: the same calendar date gives the same seed on every
 * machine (the player's local date; docs/rules/mahjong-tournament.md). */
uint64_t mj_daily_seed(int year, int month, int day);

/* The pot of a competition: the highest score takes it, ties split it. Fills
 * share[i] (chips won by player i) and returns how many share the pot. Chips
 * that do not divide go one each to the tied players in seat order. */
int mj_pot_split(const int32_t *scores, int n, int64_t pot, int64_t *share);
