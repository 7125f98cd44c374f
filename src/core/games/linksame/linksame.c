/* A LinkSame game: stages dealt from the game seed, removals that score and
 * slide, the shot clock, free reshuffles when no pair is left, hints.
 *
 * The parts of LinkSame: board.c (sizes, links, slides), solve.c (solver,
 * dealing), this file (a game), save_v1.c (saves before the rules seam),
 * scores.c (high scores), rules.c (the rules table of the seam).
 */
#include "core/games/linksame/internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"

/* --- a game --------------------------------------------------------------------- */

int ls_speed_bonus(uint32_t gap_ms)
{
    /* the smallest b with b >= 15 - 1.5 sqrt(ms / 100), i.e. 100 (30 - 2b)^2 <= 9 ms:
     * rounded up, so that every gap under ten seconds earns at least 1 */
    if (gap_ms >= LS_BONUS_WINDOW_MS)
        return 0;
    for (int b = 1; b < LS_BONUS_MAX; b++) {
        uint64_t r = (uint64_t)(2 * LS_BONUS_MAX - 2 * b);
        if (100ull * r * r <= 9ull * gap_ms)
            return b;
    }
    return LS_BONUS_MAX;
}

static void deal_current(LinkSame *g)
{
    ls_deal_stage(&g->board, g->size, g->stage, ls_stage_seed(g->seed, g->stage), NULL, NULL);
    g->left = ls_board_count(&g->board);
    g->idle_ms = 0;
    g->stage_pairs = 0;
}

bool ls_new(LinkSame *g, LsSize size, LsMode mode, int stages, uint64_t seed, Error *err)
{
    if (!ls_size_valid(size))
        return error_set(err, _("LinkSame: unknown board size %d"), (int)size);
    if (mode != LS_TIMED && mode != LS_PRACTICE)
        return error_set(err, _("LinkSame: unknown mode %d"), (int)mode);
    if (stages < 1 || stages > LS_STAGES)
        return error_set(err, _("LinkSame: the number of stages must be 1 to %d, not %d"), LS_STAGES,
                         stages);
    memset(g, 0, sizeof *g);
    g->size = size;
    g->mode = mode;
    g->stages = stages;
    g->stage = 1;
    g->seed = seed;
    rng_seed(&g->rng, ls_mix64(seed ^ 0x53687566666c6521ull));
    deal_current(g);
    return true;
}

void ls_tick(LinkSame *g, uint32_t ms)
{
    if (g->mode != LS_TIMED || g->complete)
        return;
    g->elapsed_ms = g->elapsed_ms > UINT32_MAX - ms ? UINT32_MAX : g->elapsed_ms + ms;
    uint32_t before = g->idle_ms / LS_SHOT_CLOCK_MS;
    g->idle_ms = g->idle_ms > UINT32_MAX - ms ? UINT32_MAX : g->idle_ms + ms;
    uint32_t taken = g->idle_ms / LS_SHOT_CLOCK_MS - before;
    int64_t score = (int64_t)g->score - (int64_t)taken * LS_SHOT_CLOCK_POINTS;
    g->score = score < INT32_MIN ? INT32_MIN : (int32_t)score;
}

bool ls_score_draining(const LinkSame *g)
{
    return g->mode == LS_TIMED && !g->complete && g->idle_ms >= LS_SHOT_CLOCK_MS;
}

bool ls_can_remove(const LinkSame *g, int a, int b)
{
    return !g->complete && ls_board_find_path(&g->board, a, b, NULL);
}

static void charge(LinkSame *g, int points)
{
    if (g->mode != LS_TIMED)
        return;
    int64_t s = (int64_t)g->score + points;
    g->score = s < INT32_MIN ? INT32_MIN : s > INT32_MAX ? INT32_MAX : (int32_t)s;
}

/* Any two tiles that a path joins, faces aside (there always are two when at
 * least two tiles are left: see reshuffle). */
static bool geometric_pair(const LsBoard *bd, LsPair *p)
{
    LsBoard same = *bd;
    for (int i = 0; i < same.w * same.h; i++)
        if (same.cell[i] != LS_EMPTY)
            same.cell[i] = 0;
    Occ o;
    ls_occ_build(&o, &same);
    for (int a = 0; a < same.w * same.h; a++)
        for (int b = a + 1; b < same.w * same.h; b++)
            if (same.cell[a] == 0 && same.cell[b] == 0 && ls_cells_linkable(&o, same.w, a, b, NULL)) {
                p->a = (int16_t)a;
                p->b = (int16_t)b;
                return true;
            }
    return false;
}

/* Re-deals the faces over the occupied cells: the first of SHUFFLE_TRIES
 * arrangements the solver proves clearable, else the first with a legal pair, else
 * one forced to have one. (Two tiles can always be joined: take the leftmost tile
 * A of the topmost occupied row; the next tile right of it in its row, or the one
 * below it in its column, or the topmost tile of any other column is linkable
 * through the top margin.) */
static void reshuffle(LinkSame *g)
{
    LsBoard *bd = &g->board;
    int n = bd->w * bd->h;
    uint8_t faces[LS_MAX_CELLS];
    int16_t at[LS_MAX_CELLS];
    int count = 0;
    for (int i = 0; i < n; i++)
        if (bd->cell[i] != LS_EMPTY) {
            faces[count] = bd->cell[i];
            at[count++] = (int16_t)i;
        }
    if (count < 2)
        return;
    LsSlide slide = ls_stage_slide(g->stage);
    LsBoard first;
    bool have_first = false;
    for (int t = 0; t < SHUFFLE_TRIES; t++) {
        rng_shuffle_u8(&g->rng, faces, (size_t)count);
        LsBoard cand = *bd;
        for (int i = 0; i < count; i++)
            cand.cell[at[i]] = faces[i];
        if (!ls_board_has_pair(&cand))
            continue;
        if (ls_solve(&cand, slide, SHUFFLE_NODE_BUDGET, NULL, NULL) == LS_SOLVE_CLEARABLE) {
            *bd = cand;
            return;
        }
        if (!have_first) {
            first = cand;
            have_first = true;
        }
    }
    if (have_first) {
        *bd = first;
        return;
    }
    LsPair p;
    if (!geometric_pair(bd, &p))
        return;
    uint8_t fa = bd->cell[p.a];
    if (bd->cell[p.b] == fa)
        return;
    for (int i = 0; i < n; i++)
        if (i != p.a && bd->cell[i] == fa) {
            bd->cell[i] = bd->cell[p.b];
            bd->cell[p.b] = fa;
            return;
        }
}

bool ls_remove(LinkSame *g, int a, int b, LsEvent *ev)
{
    LsPath path;
    if (g->complete || !ls_board_find_path(&g->board, a, b, &path))
        return false;
    LsEvent e;
    memset(&e, 0, sizeof e);
    e.path = path;
    if (g->mode == LS_TIMED) {
        /* idle_ms: since the previous removal, or since the stage began for its
         * first pair ("bonus points ... at the very beginning ... of a stage") */
        e.points = LS_POINTS_PER_PAIR + ls_speed_bonus(g->idle_ms);
        charge(g, e.points);
    }
    g->idle_ms = 0;
    g->stage_pairs++;
    g->pairs++;
    LsPair p = {(int16_t)a, (int16_t)b};
    ls_board_remove(&g->board, p, ls_stage_slide(g->stage));
    g->left -= 2;
    if (g->left <= 0) {
        e.stage_cleared = true;
        if (g->stage >= g->stages) {
            g->complete = true;
            e.complete = true;
        } else {
            g->stage++;
            deal_current(g);
        }
    } else if (!ls_board_has_pair(&g->board)) {
        reshuffle(g);
        g->reshuffles++;
        e.reshuffled = true;
    }
    if (ev)
        *ev = e;
    return true;
}

bool ls_hint(const LinkSame *g, LsPair *pair, LsPath *path)
{
    if (g->complete || g->left < 2 || !ls_board_has_pair(&g->board))
        return false;
    LsPair sol[LS_MAX_CELLS / 2];
    LsPair p;
    if (ls_solve(&g->board, ls_stage_slide(g->stage), HINT_NODE_BUDGET, sol, NULL) ==
        LS_SOLVE_CLEARABLE) {
        p = sol[0];
    } else {
        Cand c[LS_MAX_CELLS * 3 / 2];
        if (ls_gen_moves(&g->board, ls_stage_slide(g->stage), c) == 0)
            return false;
        p = c[0].p;
    }
    LsPath lp;
    if (!ls_board_find_path(&g->board, p.a, p.b, &lp))
        return false;
    if (pair)
        *pair = p;
    if (path)
        *path = lp;
    return true;
}

bool ls_shuffle(LinkSame *g)
{
    if (g->complete || g->left < 2)
        return false;
    reshuffle(g);
    return true;
}
