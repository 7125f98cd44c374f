/* Issue 34, Mahjong: does what Pagoda computes for the player read the faces of
 * covered tiles (a tile with another lying on it: the player cannot see its
 * face)? For GAMES winnable Turtle deals, a game is played along the hint for a
 * random number of moves; at that position the worker's answer (the rules
 * module's suggest at the game's own node budget: the "winnable" verdict and
 * its pair) and the hint shown (the rules' own hint_move, else that pair) are asked of the real position and of copies whose
 * covered faces are shuffled among the covered places (the same tiles, a
 * player who cannot tell them apart). Prints how often the pair and the
 * verdict change: both are zero for a player who reads only what is seen.
 * Usage: mahjong_covered GAMES COPIES LAYOUT_FILE */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/deal.h"
#include "core/games/mahjong/mahjong.h"
#include "core/games/mahjong/rules.h"
#include "core/rng.h"

/* Covered: present, and a present tile on a higher layer overlaps it. */
static bool covered(const Mahjong *m, int id)
{
    for (int i = 0; i < m->links.n_above[id]; i++)
        if (m->present[m->links.above[id][i]])
            return true;
    return false;
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 100, copies = argc > 2 ? atoi(argv[2]) : 4;
    const char *path = argc > 3 ? argv[3] : "layouts/turtle.layout";
    Layout *layout = malloc(sizeof *layout);
    Mahjong *m = malloc(sizeof *m), *c = malloc(sizeof *c);
    Error err = {{0}};
    if (!layout || !m || !c || !layout_load_file(layout, path, &err)) {
        fprintf(stderr, "mahjong_covered: %s\n", err.msg[0] ? err.msg : "out of memory");
        return 1;
    }
    const RulesModule *r = &mahjong_rules;
    void *scratch = r->solver->scratch_new();
    MjDealOptions o = {.layout = layout, .winnable = true};
    Rng rng;
    rng_seed(&rng, 34);
    long positions = 0, with_covered = 0, asked = 0, pair_changed = 0, verdict_changed = 0, pos_changed = 0;
    for (int g = 0; g < games; g++) {
        if (!r->deal(m, &r->variants[0], 1000 + (uint64_t)g, &o, &err))
            continue;
        int moves = (int)rng_below(&rng, 60);
        for (int k = 0; k < moves; k++) {
            Move mv;
            MoveEvent ev;
            if (r->solver->suggest(m, scratch, 0, &mv) == SUGGEST_NONE || !r->apply(m, &mv, &ev))
                break;
        }
        Move real, own_real;
        SuggestResult v = r->solver->suggest(m, scratch, 0, &real);
        int own = r->hint_move(m, &own_real); /* the hint shown: the rules' own pair, else the worker's */
        if (own > 0)
            real = own_real;
        if (v == SUGGEST_NONE)
            continue;
        positions++;
        int ids[LAYOUT_MAX_TILES], n = 0;
        for (int i = 0; i < m->layout.count; i++)
            if (m->present[i] && covered(m, i))
                ids[n++] = i;
        if (n < 2)
            continue;
        with_covered++;
        bool changed = false;
        for (int k = 0; k < copies; k++) {
            *c = *m;
            for (int i = n - 1; i > 0; i--) { /* shuffle the covered faces among their places */
                int j = (int)rng_below(&rng, (uint32_t)(i + 1));
                uint8_t t = c->face[ids[i]];
                c->face[ids[i]] = c->face[ids[j]];
                c->face[ids[j]] = t;
            }
            Move other, own_other;
            SuggestResult w = r->solver->suggest(c, scratch, 0, &other);
            if (r->hint_move(c, &own_other) > 0)
                other = own_other;
            asked++;
            bool pc = !(other.a == real.a && other.b == real.b) && !(other.a == real.b && other.b == real.a);
            pair_changed += pc;
            verdict_changed += w != v;
            changed |= pc || w != v;
        }
        pos_changed += changed;
    }
    printf("mahjong %s: %ld positions (%ld with 2+ covered tiles), %d copies each\n", path, positions, with_covered,
           copies);
    printf("covered faces shuffled: hinted pair changed in %ld of %ld copies, verdict in %ld; positions with "
           "a change: %ld of %ld\n",
           pair_changed, asked, verdict_changed, pos_changed, with_covered);
    r->solver->scratch_free(scratch);
    free(layout);
    free(m);
    free(c);
    return 0;
}
