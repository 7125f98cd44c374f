#pragma once
/* Mahjong as the player sees it (issue 34): a tile with another lying on it
 * shows no face. The view the rules' `see` gives, the hint picked from it, and
 * (verdict.c) the "winnable" verdict judged from it. Plain C. */

#include <stdbool.h>

#include "core/games/mahjong/mahjong.h"
#include "core/rules.h"

/* Covered: present, and a present tile on a higher layer overlaps it, so the
 * player cannot see its face. */
bool mj_covered(const Mahjong *m, int id);

/* The position as the player may see it, into *out: the covered faces laid out
 * sorted over the covered places (their multiset is known: the tiles of the
 * deal minus those in sight or removed), and the seed, the game RNG and the
 * dealt faces cleared (each would give the hidden order back). The view of a
 * view is the view itself; with nothing covered only those three differ. */
void mj_see(const Mahjong *m, Mahjong *out);

/* The classic hint while some face lies hidden: a free pair chosen from what
 * the player sees (where the tiles are, the free tiles' faces, how many of each
 * kind are left), so it never changes when covered faces are shuffled among
 * their places. False when no pair is free. */
bool mj_seen_pair(const Mahjong *m, Move *out);
