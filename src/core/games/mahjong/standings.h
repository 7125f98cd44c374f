#pragma once
/* Standings across machines (pagoda --standings): players of one competition
 * who played the same deal on their own computers exchange their replays; each
 * is verified through the rules (core/replay.h), and the table of scores and
 * the split of the pot (mj_pot_split, as in the hot seat) is printed. Plain C. */

#include <stdio.h>

#include "core/replay.h"

/* Verifies the n replays at paths with rules and prints the table to out.
 * Every replay must verify, be a Tournament competition and carry a player's
 * name and an ante; they must share the deal, the countdown and the ante (those
 * of most of them; the first file's on a tie) and name each player once. Each
 * file that does not is named on errs ("pagoda: refused: FILE: why"). Exit
 * status: 0 when all are accepted, 1 when any was refused (the table is still
 * printed when two or more remain), 2 for fewer than two files. */
int mj_standings(const char *const *paths, int n, const ReplayRules *rules, FILE *out, FILE *errs);
