#pragma once
/* The help's book: which pages it holds, in order, and each game's Controls
 * table, built from what the game declares (its variants' aids, redo, saves,
 * restart and seats, its actions and quick moves, how its picks behave), so
 * that the table lists only what the game really does. Plain C. */

#include <stdbool.h>
#include <stddef.h>

#include "core/rules.h"

/* One page of the book: a game's rules page, its controls, or the overview. */
typedef enum HelpBookKind { HELPBOOK_OVERVIEW = 0, HELPBOOK_RULES, HELPBOOK_CONTROLS } HelpBookKind;

typedef struct HelpBookPage {
    HelpBookKind kind;
    const RulesModule *game; /* NULL for the overview */
    int index;               /* HELPBOOK_RULES: the page in game->help */
} HelpBookPage;

/* The pages of the help of `game` (its rules pages, then its controls) or, with
 * game NULL, of every registered game (the overview, each game's pages and
 * controls, then the controls the same in every game: a HELPBOOK_CONTROLS page
 * with game NULL). Writes at most cap pages (out may be NULL with cap 0); returns how
 * many there are. */
int helpbook_pages(const RulesModule *game, HelpBookPage *out, int cap);

/* What the game's view adds to the controls (from its GameView). */
typedef struct HelpBookView {
    bool drag_drop;   /* a piece may be dragged to its place */
    bool shows_legal; /* right click, L, the pad's right stick mark the legal moves */
} HelpBookView;

/* The Controls table of `game` as a help page's lines (columns split by tabs,
 * the first line the header; "(A)" is a gamepad button). `variant`: the one in
 * play (the table then ends with the controls every game has), or NULL for
 * all of them (its own rows only; a row only some variants have names them).
 * game NULL: the controls every game has.
 * Truncated to cap; returns false when it did not fit. */
bool helpbook_controls(const RulesModule *game, const RulesVariant *variant, HelpBookView view, char *out,
                       size_t cap);
