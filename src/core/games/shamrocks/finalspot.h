#pragma once
/* The final-spot proof: a Shamrocks position is lost when no choice of the places
 * its cards go home from can put them in an order of going home.
 *
 * Every card goes home from its final spot: where it lies now (it never moves
 * before), or on the card it was last built onto. Staying, it goes home before
 * every card under it now; on a card b, before b. Lower cards of a suit go home
 * first. The proof keeps for every card what all its spots imply, closes "goes
 * home before" transitively, splits the cards one at a time over the spots they
 * can still end on (the one with the fewest first), and calls a choice impossible
 * when a card would go home before itself or has no spot left. All choices
 * impossible: lost. docs/rules/shamrocks.md ("The final-spot proof") argues it
 * is sound: it never calls a winnable position lost, automatic moves on or off.
 * Plain C, no state: any thread. */

#include <stdbool.h>

#include "core/games/shamrocks/shamrocks.h"

/* Choices tried before the proof gives up (then it says "not proved"): at most
 * about 20 ms (docs/rules/shamrocks.md has what more would prove). */
#define SH_FINAL_SPOT_BUDGET 256

/* True when g is lost by the final-spot proof within `budget` choices (0:
 * SH_FINAL_SPOT_BUDGET). Never true of a winnable position; false says nothing.
 * Cards neither in play nor on their suit stacks (a made-up position) count as
 * home. */
bool sh_final_spot_lost(const Shamrocks *g, int budget);
