/* LinkSame's solver (depth first with a memo of boards) and its dealing:
 * random stages proved clearable, else built backwards under the real slide. */
#include "core/games/linksame/internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/savetext.h"

/* --- solver ------------------------------------------------------------------- */

typedef struct Memo {
    uint64_t *key; /* 0 = free slot */
    uint32_t mask;
    uint32_t n;
} Memo;

typedef struct Search {
    LsSlide slide;
    uint32_t max_nodes, nodes;
    bool out_of_budget;
    Memo memo;
    LsPair *sol; /* one per depth */
} Search;

/* A candidate move with its ordering priority. */
static uint64_t board_hash(const LsBoard *bd)
{
    uint64_t h = 0;
    for (int i = 0; i < bd->w * bd->h; i++)
        if (bd->cell[i] != LS_EMPTY)
            h ^= ls_mix64((uint64_t)i << 8 | bd->cell[i]);
    return h ? h : 1;
}

static bool memo_has(const Memo *m, uint64_t k)
{
    for (uint32_t i = (uint32_t)k & m->mask;; i = (i + 1) & m->mask) {
        if (m->key[i] == k)
            return true;
        if (m->key[i] == 0)
            return false;
    }
}

static void memo_add(Memo *m, uint64_t k)
{
    if (m->n * 4 >= (m->mask + 1) * 3) /* full enough: stop remembering */
        return;
    uint32_t i = (uint32_t)k & m->mask;
    while (m->key[i] != 0 && m->key[i] != k)
        i = (i + 1) & m->mask;
    if (m->key[i] == 0) {
        m->key[i] = k;
        m->n++;
    }
}

/* Legal moves, best first. Priorities: 3 = the last two of a face; 2 = one of two
 * disjoint pairs of a face that are both linkable now; 1 = the rest. Without a
 * slide, tiles never move and removing tiles only frees paths, so a move of
 * priority 2 or 3 can never spoil a win: then only that move is returned. */
int ls_gen_moves(const LsBoard *bd, LsSlide slide, Cand *out)
{
    static const int PI[6] = {0, 0, 0, 1, 1, 2}, PJ[6] = {1, 2, 3, 2, 3, 3};
    Occ o;
    Kinds k;
    ls_occ_build(&o, bd);
    ls_kinds_build(&k, bd);
    int n = 0;
    for (int f = 0; f < 255; f++) {
        int c = k.n[f];
        if (c < 2)
            continue;
        bool ok[6] = {false};
        int np = c == 2 ? 1 : c == 3 ? 3 : 6;
        for (int p = 0; p < np; p++)
            ok[p] = ls_cells_linkable(&o, bd->w, k.at[f][PI[p]], k.at[f][PJ[p]], NULL);
        for (int p = 0; p < np; p++) {
            if (!ok[p])
                continue;
            int prio = 1;
            if (c == 2)
                prio = 3;
            else if (c == 4 && ok[5 - p])
                prio = 2; /* pairs p and 5-p are complementary */
            if (slide == LS_SLIDE_NONE && prio >= 2) {
                out[0].p.a = k.at[f][PI[p]];
                out[0].p.b = k.at[f][PJ[p]];
                out[0].prio = prio;
                return 1;
            }
            out[n].p.a = k.at[f][PI[p]];
            out[n].p.b = k.at[f][PJ[p]];
            out[n].prio = prio;
            n++;
        }
    }
    /* stable insertion sort by priority, highest first */
    for (int i = 1; i < n; i++) {
        Cand c = out[i];
        int j = i;
        while (j > 0 && out[j - 1].prio < c.prio) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = c;
    }
    return n;
}

void ls_board_remove(LsBoard *bd, LsPair p, LsSlide slide)
{
    bd->cell[p.a] = LS_EMPTY;
    bd->cell[p.b] = LS_EMPTY;
    ls_board_slide(bd, slide);
}

static bool dfs(Search *s, const LsBoard *bd, int left, int depth)
{
    if (left <= 0)
        return true;
    if (s->nodes >= s->max_nodes) {
        s->out_of_budget = true;
        return false;
    }
    s->nodes++;
    uint64_t h = board_hash(bd);
    if (memo_has(&s->memo, h))
        return false;
    Cand moves[LS_MAX_CELLS * 3 / 2];
    int n = ls_gen_moves(bd, s->slide, moves);
    for (int i = 0; i < n; i++) {
        LsBoard next = *bd;
        ls_board_remove(&next, moves[i].p, s->slide);
        s->sol[depth] = moves[i].p;
        if (dfs(s, &next, left - 2, depth + 1))
            return true;
        if (s->out_of_budget)
            return false;
    }
    memo_add(&s->memo, h);
    return false;
}

LsSolveResult ls_solve(const LsBoard *bd, LsSlide slide, uint32_t max_nodes, LsPair *solution,
                       uint32_t *nodes)
{
    if (nodes)
        *nodes = 0;
    if (!ls_board_valid(bd))
        return LS_SOLVE_UNKNOWN;
    int left = ls_board_count(bd);
    if (left % 2 != 0)
        return LS_SOLVE_STUCK;
    uint32_t size = MEMO_MIN;
    while (size < MEMO_MAX && size < max_nodes * 2u)
        size *= 2;
    Search s = {0};
    s.slide = slide;
    s.max_nodes = max_nodes;
    s.memo.mask = size - 1;
    s.memo.key = calloc(size, sizeof *s.memo.key);
    LsPair sol[LS_MAX_CELLS / 2];
    s.sol = sol;
    if (!s.memo.key)
        return LS_SOLVE_UNKNOWN;
    bool won = dfs(&s, bd, left, 0);
    free(s.memo.key);
    if (nodes)
        *nodes = s.nodes;
    if (won) {
        if (solution)
            memcpy(solution, sol, sizeof sol[0] * (size_t)(left / 2));
        return LS_SOLVE_CLEARABLE;
    }
    return s.out_of_budget ? LS_SOLVE_UNKNOWN : LS_SOLVE_STUCK;
}

/* --- dealing -------------------------------------------------------------------- */

uint64_t ls_stage_seed(uint64_t seed, int stage)
{
    return ls_mix64(seed ^ ls_mix64(0x4c696e6b53616d65ull + (uint64_t)stage));
}

/* Builds a clearable deal: plays the stage forward on tiles without faces,
 * removing a random linkable pair of tiles each time (there always is one, see
 * reshuffle), then gives the pairs faces, two pairs per kind. Cells hold tile ids
 * (the starting cell index) while playing. */
static void deal_build(LsBoard *out, int w, int h, LsSlide slide, Rng *r, LsPair *solution)
{
    int n = w * h;
    LsBoard ids;
    ls_board_init(&ids, w, h);
    for (int i = 0; i < n; i++)
        ids.cell[i] = (uint8_t)i;
    uint8_t pair_of[LS_MAX_CELLS] = {0};
    LsPair sol[LS_MAX_CELLS / 2];
    int16_t occupied[LS_MAX_CELLS];
    for (int step = 0; step < n / 2; step++) {
        Occ o;
        ls_occ_build(&o, &ids);
        int count = 0;
        for (int i = 0; i < n; i++)
            if (ids.cell[i] != LS_EMPTY)
                occupied[count++] = (int16_t)i;
        /* a random tile with a partner, then a random partner */
        int a = -1, b = -1;
        for (int tries = count; tries > 0 && b < 0; tries--) {
            int k = (int)rng_below(r, (uint32_t)tries);
            a = occupied[k];
            occupied[k] = occupied[tries - 1];
            int16_t partners[LS_MAX_CELLS];
            int np = 0;
            for (int j = 0; j < count; j++) {
                int c = occupied[j];
                if (c != a && ids.cell[c] != LS_EMPTY && ls_cells_linkable(&o, w, a, c, NULL))
                    partners[np++] = (int16_t)c;
            }
            if (np > 0)
                b = partners[rng_below(r, (uint32_t)np)];
        }
        if (b < 0)
            break; /* cannot happen (see reshuffle); the board check below catches it */
        sol[step].a = (int16_t)a;
        sol[step].b = (int16_t)b;
        pair_of[ids.cell[a]] = (uint8_t)step;
        pair_of[ids.cell[b]] = (uint8_t)step;
        ls_board_remove(&ids, sol[step], slide);
    }
    uint8_t kind_of[LS_MAX_CELLS / 2];
    for (int k = 0; k < n / 2; k++)
        kind_of[k] = (uint8_t)(k / 2);
    rng_shuffle_u8(r, kind_of, (size_t)(n / 2));
    ls_board_init(out, w, h);
    for (int i = 0; i < n; i++)
        out->cell[i] = kind_of[pair_of[i]];
    if (solution)
        memcpy(solution, sol, sizeof sol[0] * (size_t)(n / 2));
}

bool ls_deal_stage(LsBoard *out, LsSize size, int stage, uint64_t seed, LsPair *solution,
                   LsDealStats *stats)
{
    if (!ls_size_valid(size) || stage < 1 || stage > LS_STAGES)
        return false;
    int w = LS_SIZES[size].w, h = LS_SIZES[size].h, n = w * h;
    LsSlide slide = ls_stage_slide(stage);
    Rng r;
    rng_seed(&r, seed);
    LsBoard bd;
    ls_board_init(&bd, w, h);
    LsDealStats st = {0, 0, false};
    bool proved = false;
    while (!proved && st.nodes < DEAL_SEARCH_NODES) {
        for (int i = 0; i < n; i++)
            bd.cell[i] = (uint8_t)(i / 4);
        rng_shuffle_u8(&r, bd.cell, (size_t)n);
        uint32_t used;
        uint32_t budget = DEAL_SEARCH_NODES - st.nodes;
        LsSolveResult res = ls_solve(&bd, slide, budget < DEAL_NODE_BUDGET ? budget : DEAL_NODE_BUDGET,
                                     solution, &used);
        st.attempts++;
        st.nodes += used > 0 ? used : 1;
        proved = res == LS_SOLVE_CLEARABLE;
    }
    if (!proved) {
        deal_build(&bd, w, h, slide, &r, solution);
        st.constructed = true;
    }
    *out = bd;
    if (stats)
        *stats = st;
    return true;
}
