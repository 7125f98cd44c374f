/* Mahjong saves of version 1, written before the rules seam (they still load):
 *
 *   pagoda-save 1
 *   game mahjong
 *   seed <decimal u64>
 *   elapsed <decimal seconds, u32>
 *   rng <4 x 16 hex digits: the game RNG state>
 *   layout-begin
 *   <the layout in Pagoda's layout format>
 *   layout-end
 *   deal <2 hex digits per place: the faces as dealt>
 *   history <len> <pos>        moves recorded, moves applied (pos <= len)
 *   remove <A> <B>             len move lines: a removed pair (place ids), or
 *   shuffle <2 hex per place>  the faces of every place after a shuffle
 *   end
 *   checksum <16 hex digits: FNV-1a 64 of every byte before this line>
 */
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/mahjong.h"
#include "core/i18n.h"
#include "core/savetext.h"

#define V1_MAX_MOVES 100000 /* what version 1 allowed */

/* The layout between "layout-begin" and "layout-end" (shared with rules.c). */
bool mj_read_layout_block(TextReader *r, Mahjong *t);
bool mj_read_layout_block(TextReader *r, Mahjong *t)
{
    if (!textreader_expect(r, "layout-begin", "", _("expected 'layout-begin'")))
        return false;
    size_t lstart = r->pos;
    int lline = r->line;
    for (;;) {
        const char *s;
        size_t n;
        if (!textreader_line(r, &s, &n))
            return error_set(r->err, _("%s: damaged: file is truncated"), r->src);
        if (n == 10 && memcmp(s, "layout-end", 10) == 0)
            break;
    }
    size_t lend = r->pos - 11;
    char lsrc[300];
    /* TRANSLATORS: where an error was found: %s a save file's path, %d a line of it */
    snprintf(lsrc, sizeof lsrc, _("%s (layout from line %d)"), r->src, lline + 1);
    if (!layout_parse(&t->layout, r->text + lstart, lend - lstart, lsrc, r->err))
        return false;
    if (!mj_layout_valid(&t->layout))
        return textreader_fail(r, _("the layout cannot be played"));
    layout_links_build(&t->layout, &t->links);
    return true;
}

typedef struct V1Move {
    bool shuffle;
    int16_t a, b;
    uint8_t *faces; /* shuffle: LAYOUT_MAX_TILES bytes */
} V1Move;

static bool read_body(TextReader *r, Mahjong *t, uint32_t *elapsed_s, V1Move **moves,
                      int *n_moves, int *pos)
{
    const char *v;
    size_t vn;
    uint64_t num;
    if (!textreader_expect(r, "game", "mahjong", _("not a Mahjong save")))
        return false;
    if (!textreader_u64(r, "seed", UINT64_MAX, &t->seed) ||
        !textreader_u64(r, "elapsed", UINT32_MAX, &num))
        return false;
    *elapsed_s = (uint32_t)num;
    if (!textreader_key(r, "rng", &v, &vn))
        return false;
    if (!text_parse_rng(v, vn, &t->rng))
        return textreader_fail(r, _("bad rng state"));
    if (!mj_read_layout_block(r, t))
        return false;
    int count = t->layout.count;
    if (!textreader_key(r, "deal", &v, &vn))
        return false;
    if (!text_parse_hex(v, vn, t->deal, count))
        return textreader_fail(r, _("bad deal (wrong length or not hex)"));
    if (!mj_deal_valid(t->deal, count))
        return textreader_fail(r, _("the deal is not a valid set of tiles for this layout"));

    if (!textreader_key(r, "history", &v, &vn))
        return false;
    const char *a, *b;
    size_t an, bn;
    uint64_t hlen, hpos;
    if (!text_split(v, vn, &a, &an, &b, &bn) || !text_parse_u64(a, an, V1_MAX_MOVES, &hlen) ||
        !text_parse_u64(b, bn, V1_MAX_MOVES, &hpos))
        return textreader_fail(r, _("bad history line"));
    if (hpos > hlen)
        return textreader_fail(r, _("history position past its end"));
    *moves = calloc(hlen ? hlen : 1, sizeof **moves);
    if (!*moves)
        return error_set(r->err, _("%s: out of memory"), r->src);
    *n_moves = 0;
    *pos = (int)hpos;

    /* every move is checked on a replay of the whole history, redo tail included */
    Mahjong *play = malloc(sizeof *play);
    if (!play)
        return error_set(r->err, _("%s: out of memory"), r->src);
    *play = *t;
    mj_reset_to_deal(play);
    bool ok = true;
    for (uint64_t i = 0; ok && i < hlen; i++) {
        const char *s;
        size_t n;
        V1Move *mv = &(*moves)[i];
        if (!textreader_line(r, &s, &n)) {
            ok = error_set(r->err, _("%s: damaged: file is truncated"), r->src);
        } else if (n > 7 && memcmp(s, "remove ", 7) == 0) {
            uint64_t ia = 0, ib = 0;
            if (!text_split(s + 7, n - 7, &a, &an, &b, &bn) ||
                !text_parse_u64(a, an, (uint64_t)count - 1, &ia) ||
                !text_parse_u64(b, bn, (uint64_t)count - 1, &ib))
                ok = textreader_fail(r, _("bad move"));
            else if (!mj_remove(play, (int)ia, (int)ib))
                ok = textreader_fail(r, _("illegal move in the history"));
            mv->a = (int16_t)ia;
            mv->b = (int16_t)ib;
        } else if (n > 8 && memcmp(s, "shuffle ", 8) == 0) {
            mv->shuffle = true;
            mv->faces = malloc(LAYOUT_MAX_TILES);
            if (!mv->faces)
                ok = error_set(r->err, _("%s: out of memory"), r->src);
            else if (!text_parse_hex(s + 8, n - 8, mv->faces, count))
                ok = textreader_fail(r, _("bad shuffle (wrong length or not hex)"));
            else if (!mj_shuffle_to(play, mv->faces))
                ok = textreader_fail(r, _("shuffle does not match the tiles left"));
        } else {
            ok = textreader_fail(r, _("unknown move"));
        }
        *n_moves = (int)i + 1;
    }
    free(play);
    return ok && textreader_expect(r, "end", "", _("expected 'end'"));
}

typedef struct V1Read {
    Mahjong *t;
    uint32_t elapsed_s;
    V1Move *mv;
    int n_moves, pos;
} V1Read;

static bool read_v1(TextReader *r, uint64_t version, void *ctx)
{
    (void)version;
    V1Read *v = ctx;
    return read_body(r, v->t, &v->elapsed_s, &v->mv, &v->n_moves, &v->pos);
}

bool mj_load_v1(Mahjong *out, const char *text, size_t len, const char *source,
                uint32_t *elapsed_s, MjPair *moves, int cap, int *n_moves, int *pos, Error *err)
{
    V1Read v = {.t = malloc(sizeof(Mahjong))};
    if (!v.t)
        return error_set(err, _("%s: out of memory"), source ? source : "save");
    mj_init(v.t);
    Mahjong *t = v.t;
    bool ok = textfile_read(text, len, source, "pagoda-save", N_("save"), 1, read_v1, &v, err);
    V1Move *mv = v.mv;
    int nm = v.n_moves, hpos = v.pos;
    if (ok) {
        bool removals = nm <= cap;
        for (int i = 0; i < nm; i++)
            removals = removals && !mv[i].shuffle;
        mj_reset_to_deal(t);
        if (removals) {
            for (int i = 0; i < nm; i++)
                moves[i] = (MjPair){mv[i].a, mv[i].b};
            *n_moves = nm;
            *pos = hpos;
        } else {
            /* shuffles of version 1 name their faces: go on from the position */
            for (int i = 0; i < hpos; i++)
                if (mv[i].shuffle)
                    mj_shuffle_to(t, mv[i].faces);
                else
                    mj_remove(t, mv[i].a, mv[i].b);
            /* the game starts here now: its deal is these faces */
            memcpy(t->deal, t->face, sizeof t->deal);
            *n_moves = 0;
            *pos = 0;
        }
        *elapsed_s = v.elapsed_s;
        *out = *t;
    }
    for (int i = 0; i < nm; i++)
        free(mv[i].faces);
    free(mv);
    free(t);
    return ok;
}
