#pragma once
/* Helpers shared by the unit tests. Include after <cmocka.h>. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/linksame/rules.h"
#include "core/games/mahjong/rules.h"
#include "core/games/shamrocks/rules.h"
#include "core/layout.h"
#include "core/rules.h"

#define TURTLE_PATH PAGODA_SOURCE_DIR "/layouts/turtle.layout"

static inline void tu_load_turtle(Layout *l)
{
    Error err = {{0}};
    if (!layout_load_file(l, TURTLE_PATH, &err))
        fail_msg("%s", err.msg);
}

/* What each game deals from in the unit tests: Mahjong the Turtle, LinkSame
 * Easy with 3 shuffles; a game added to the registry without a line here deals
 * with NULL options (its defaults). The options live as long as the program. */
static inline const void *tu_options_for(const RulesModule *m)
{
    static Layout turtle;
    static bool turtle_loaded;
    static MjDealOptions mj;
    static LsDealOptions ls = {LS_EASY, 3};
    if (m == &mahjong_rules) {
        if (!turtle_loaded)
            tu_load_turtle(&turtle);
        turtle_loaded = true;
        mj.layout = &turtle;
        return &mj;
    }
    if (m == &linksame_rules)
        return &ls;
    return NULL;
}

static inline void tu_parse(Layout *l, const char *text)
{
    Error err = {{0}};
    if (!layout_parse(l, text, strlen(text), "test.layout", &err))
        fail_msg("%s", err.msg);
}

/* A flat layout of n places (n even): rows of 12 tiles, 2 tiles apart vertically. */
static inline void tu_grid(Layout *l, int n)
{
    size_t cap = 64 + (size_t)n * 24;
    char *t = malloc(cap);
    assert_non_null(t);
    size_t len = (size_t)snprintf(t, cap, "pagoda-layout 1\nname: grid\n");
    for (int i = 0; i < n; i++)
        len += (size_t)snprintf(t + len, cap - len, "tile %d %d 0\n", 2 * (i % 12), 2 * (i / 12));
    tu_parse(l, t);
    free(t);
}

/* A path under the test temp folder. */
static inline const char *tu_tmp(char *buf, size_t cap, const char *name)
{
    snprintf(buf, cap, "%s/%s", PAGODA_TEST_TMP, name);
    return buf;
}

/* A LinkSame board from rows of text: '.' is empty, 'A'.. are faces 0.. */
static inline void tu_ls_board_from(LsBoard *b, const char *const *rows, int h)
{
    int w = (int)strlen(rows[0]);
    ls_board_init(b, w, h);
    for (int y = 0; y < h; y++) {
        assert_int_equal((int)strlen(rows[y]), w);
        for (int x = 0; x < w; x++)
            b->cell[y * w + x] = rows[y][x] == '.' ? LS_EMPTY : (uint8_t)(rows[y][x] - 'A');
    }
}

/* The cell at column x, row y of a LinkSame board */
static inline int tu_ls_at(const LsBoard *b, int x, int y)
{
    return y * b->w + x;
}

/* A Shamrocks card by its name ("TD", "AS"); a bad name fails the test. */
static inline int tu_sh_card(const char *name)
{
    int c = sh_card_parse(name);
    if (c < 0)
        fail_msg("bad card %s", name);
    return c;
}

/* A Shamrocks position: stacks as space-separated card names bottom first (""
 * empty, NULL for the stacks not given), suit stacks at the given ranks; cards in
 * neither are taken to be on their suit stacks (the test gives consistent positions). */
static inline void tu_sh_position(Shamrocks *g, bool automatic, const char *const *stacks, int n,
                                  const int found[SH_SUITS])
{
    memset(g, 0, sizeof *g);
    for (int i = 0; i < SH_CARDS; i++)
        g->deal[i] = (uint8_t)i;
    g->automatic = automatic;
    memset(g->card, SH_NO_CARD, sizeof g->card);
    for (int s = 0; s < n && s < SH_STACKS; s++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s", stacks[s] ? stacks[s] : "");
        for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
            g->card[s][g->count[s]++] = (uint8_t)tu_sh_card(tok);
            g->left++;
        }
    }
    for (int t = 0; t < SH_SUITS; t++)
        g->found[t] = (uint8_t)found[t];
}
