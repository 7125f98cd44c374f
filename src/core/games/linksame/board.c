/* LinkSame boards: sizes and faces, links of at most three segments, the
 * sliding rules of the nine stages. */
#include "core/games/linksame/internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/savetext.h"

const LsSizeInfo LS_SIZES[LS_SIZE_COUNT] = {
    {"easy", 12, 7},
    {"normal", 14, 8},
    {"hard", 16, 9},
};

/* --- sizes and faces ---------------------------------------------------------- */

bool ls_size_valid(LsSize size)
{
    return (int)size >= 0 && size < LS_SIZE_COUNT;
}

int ls_size_w(LsSize size)
{
    return ls_size_valid(size) ? LS_SIZES[size].w : 0;
}

int ls_size_h(LsSize size)
{
    return ls_size_valid(size) ? LS_SIZES[size].h : 0;
}

int ls_size_kinds(LsSize size)
{
    return ls_size_valid(size) ? LS_SIZES[size].w * LS_SIZES[size].h / 4 : 0;
}

const char *ls_size_name(LsSize size)
{
    return ls_size_valid(size) ? LS_SIZES[size].name : NULL;
}

int ls_face_tileset(int face)
{
    if (face < 0 || face >= LS_MAX_KINDS)
        return -1;
    if (face < 34)
        return face;
    return face == 34 ? 34 : 38;
}

LsSlide ls_stage_slide(int stage)
{
    return stage >= 1 && stage <= LS_STAGES ? (LsSlide)stage : LS_SLIDE_NONE;
}


/* --- boards ------------------------------------------------------------------- */

void ls_board_init(LsBoard *bd, int w, int h)
{
    memset(bd, 0, sizeof *bd);
    bd->w = w < 1 ? 1 : w > LS_MAX_W ? LS_MAX_W : w;
    bd->h = h < 1 ? 1 : h > LS_MAX_H ? LS_MAX_H : h;
    memset(bd->cell, LS_EMPTY, sizeof bd->cell);
}

bool ls_board_valid(const LsBoard *bd)
{
    return bd->w >= 1 && bd->w <= LS_MAX_W && bd->h >= 1 && bd->h <= LS_MAX_H;
}

int ls_board_count(const LsBoard *bd)
{
    int n = 0;
    for (int i = 0; i < bd->w * bd->h; i++)
        n += bd->cell[i] != LS_EMPTY;
    return n;
}

/* Occupancy with the margin: bit x+1 of row[y+1] and bit y+1 of col[x+1] are set
 * when (x, y) holds a tile; margin bits are never set. */
bool ls_board_find_path(const LsBoard *bd, int a, int b, LsPath *out)
{
    if (!ls_board_valid(bd))
        return false;
    int n = bd->w * bd->h;
    if (a < 0 || b < 0 || a >= n || b >= n || a == b || bd->cell[a] == LS_EMPTY ||
        bd->cell[a] != bd->cell[b])
        return false;
    Occ o;
    ls_occ_build(&o, bd);
    LsPath p;
    if (!ls_cells_linkable(&o, bd->w, a, b, &p))
        return false;
    if (out)
        *out = p;
    return true;
}

/* Cells of each face (at most 4 are kept; more make the board unclearable). */
void ls_kinds_build(Kinds *k, const LsBoard *bd)
{
    memset(k->n, 0, sizeof k->n);
    for (int i = 0; i < bd->w * bd->h; i++) {
        uint8_t f = bd->cell[i];
        if (f != LS_EMPTY && k->n[f] < 4)
            k->at[f][k->n[f]++] = (int16_t)i;
    }
}

static int pair_cmp(const void *pa, const void *pb)
{
    const LsPair *a = pa, *b = pb;
    if (a->a != b->a)
        return a->a < b->a ? -1 : 1;
    return (a->b > b->b) - (a->b < b->b);
}

int ls_board_list_pairs(const LsBoard *bd, LsPair *out, int cap)
{
    if (!ls_board_valid(bd))
        return 0;
    static const int PI[6] = {0, 0, 0, 1, 1, 2}, PJ[6] = {1, 2, 3, 2, 3, 3};
    Occ o;
    Kinds k;
    ls_occ_build(&o, bd);
    ls_kinds_build(&k, bd);
    LsPair all[LS_MAX_CELLS * 3 / 2];
    int total = 0;
    for (int f = 0; f < 255; f++) {
        for (int p = 0; p < 6; p++) {
            if (PJ[p] >= k.n[f])
                continue;
            int a = k.at[f][PI[p]], b = k.at[f][PJ[p]];
            if (ls_cells_linkable(&o, bd->w, a, b, NULL)) {
                all[total].a = (int16_t)ls_imin(a, b);
                all[total].b = (int16_t)ls_imax(a, b);
                total++;
            }
        }
    }
    qsort(all, (size_t)total, sizeof all[0], pair_cmp);
    if (out)
        memcpy(out, all, sizeof all[0] * (size_t)ls_imin(ls_imax(cap, 0), total));
    return total;
}

bool ls_board_has_pair(const LsBoard *bd)
{
    return ls_board_list_pairs(bd, NULL, 0) > 0;
}

/* Packs the tiles of the line start, start+step, ... (n cells) toward start,
 * keeping their order. */
static void compact(LsBoard *bd, int start, int step, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        uint8_t v = bd->cell[start + i * step];
        if (v != LS_EMPTY)
            bd->cell[start + k++ * step] = v;
    }
    for (; k < n; k++)
        bd->cell[start + k * step] = LS_EMPTY;
}

void ls_board_slide(LsBoard *bd, LsSlide slide)
{
    if (!ls_board_valid(bd))
        return;
    int w = bd->w, h = bd->h, hw = w / 2, hh = h / 2;
    switch (slide) {
    case LS_SLIDE_DOWN:
        for (int x = 0; x < w; x++)
            compact(bd, (h - 1) * w + x, -w, h);
        break;
    case LS_SLIDE_RIGHT:
        for (int y = 0; y < h; y++)
            compact(bd, y * w + w - 1, -1, w);
        break;
    case LS_SLIDE_TO_HLINE:
        for (int x = 0; x < w && hh > 0; x++) {
            compact(bd, (hh - 1) * w + x, -w, hh);
            compact(bd, hh * w + x, w, h - hh);
        }
        break;
    case LS_SLIDE_TO_VLINE:
        for (int y = 0; y < h && hw > 0; y++) {
            compact(bd, y * w + hw - 1, -1, hw);
            compact(bd, y * w + hw, 1, w - hw);
        }
        break;
    case LS_SLIDE_FROM_HLINE:
        for (int x = 0; x < w; x++) {
            compact(bd, x, w, hh);
            compact(bd, (h - 1) * w + x, -w, h - hh);
        }
        break;
    case LS_SLIDE_FROM_VLINE:
        for (int y = 0; y < h; y++) {
            compact(bd, y * w, 1, hw);
            compact(bd, y * w + w - 1, -1, w - hw);
        }
        break;
    case LS_SLIDE_SPLIT_COLS:
        for (int x = 0; x < w; x++) {
            if (x < hw)
                compact(bd, (h - 1) * w + x, -w, h);
            else
                compact(bd, x, w, h);
        }
        break;
    case LS_SLIDE_SPLIT_ROWS:
        for (int y = 0; y < h; y++) {
            if (y < hh)
                compact(bd, y * w + w - 1, -1, w);
            else
                compact(bd, y * w, 1, w);
        }
        break;
    case LS_SLIDE_NONE:
    default:
        break;
    }
}
