/* LinkSame practice saves of version 1 (before the rules seam).
 *
 * Version-1 save format (practice games only; text, '\n' line ends, every line
 * required, in order):
 *
 *   pagoda-save 1
 *   game linksame
 *   size <easy|normal|hard>
 *   stages <1..9>
 *   stage <1..stages>
 *   seed <decimal u64>
 *   rng <4 x 16 hex digits: the game RNG state>
 *   board <2 hex digits per cell, row by row; ff = empty>
 *   end
 *   checksum <16 hex digits: FNV-1a 64 of every byte before this line>
 *
 * A loaded board must be one the game could reach: faces in range, each at most
 * four times and an even number of times, already closed up under the stage's
 * slide, and holding a legal pair (or empty on the last stage: a finished game).
 */
#include "core/games/linksame/internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"

/* --- version-1 saves -------------------------------------------------------------- */

char *ls_save_text(const LinkSame *g, size_t *len, Error *err)
{
    if (g->mode != LS_PRACTICE) {
        error_set(err, "%s", _("Timed LinkSame games cannot be saved"));
        return NULL;
    }
    if (!ls_size_valid(g->size) || !ls_board_valid(&g->board)) {
        error_set(err, "%s", _("LinkSame: the game is not in a state that can be saved"));
        return NULL;
    }
    TextBuf b = {0};
    textbuf_printf(&b, "pagoda-save 1\ngame linksame\nsize %s\nstages %d\nstage %d\nseed %" PRIu64 "\n",
                   LS_SIZES[g->size].name, g->stages, g->stage, g->seed);
    textbuf_rng(&b, "rng", &g->rng);
    textbuf_hex(&b, "board", g->board.cell, g->board.w * g->board.h);
    textbuf_put(&b, "end\n", 4);
    char *text = textbuf_finish(&b, len);
    if (!text)
        error_set(err, "%s", _("out of memory"));
    return text;
}

bool ls_read_size(TextReader *r, LsSize *out)
{
    const char *v;
    size_t vn;
    if (!textreader_key(r, "size", &v, &vn))
        return false;
    for (int s = 0; s < LS_SIZE_COUNT; s++)
        if (vn == strlen(LS_SIZES[s].name) && memcmp(v, LS_SIZES[s].name, vn) == 0) {
            *out = (LsSize)s;
            return true;
        }
    return textreader_fail(r, _("unknown board size"));
}

bool ls_read_position(TextReader *r, LinkSame *t)
{
    const char *v;
    size_t vn;
    if (!textreader_key(r, "rng", &v, &vn))
        return false;
    if (!text_parse_rng(v, vn, &t->rng))
        return textreader_fail(r, _("bad rng state"));
    int w = LS_SIZES[t->size].w, h = LS_SIZES[t->size].h, kinds = w * h / 4;
    ls_board_init(&t->board, w, h);
    if (!textreader_key(r, "board", &v, &vn))
        return false;
    if (!text_parse_hex(v, vn, t->board.cell, w * h))
        return textreader_fail(r, _("bad board (wrong length or not hex)"));
    int per[256] = {0};
    for (int i = 0; i < w * h; i++) {
        uint8_t f = t->board.cell[i];
        if (f != LS_EMPTY && f >= kinds)
            return textreader_fail(r, _("a tile has a face this board does not use"));
        per[f]++;
    }
    for (int f = 0; f < kinds; f++)
        if (per[f] > 4 || per[f] % 2 != 0)
            return textreader_fail(r, _("the tiles on the board cannot all be paired"));
    LsBoard slid = t->board;
    ls_board_slide(&slid, ls_stage_slide(t->stage));
    if (memcmp(slid.cell, t->board.cell, sizeof slid.cell) != 0)
        return textreader_fail(r, _("the board does not fit the stage's sliding rule"));
    t->left = ls_board_count(&t->board);
    if (t->left == 0) {
        if (t->stage != t->stages)
            return textreader_fail(r, _("empty board before the last stage"));
        t->complete = true;
    } else if (!ls_board_has_pair(&t->board)) {
        return textreader_fail(r, _("no legal pair on the board"));
    }
    return true;
}

static bool load_body(LinkSame *t, TextReader *r)
{
    uint64_t num;
    if (!textreader_expect(r, "game", "linksame", _("not a LinkSame save")))
        return false;
    if (!ls_read_size(r, &t->size))
        return false;
    if (!textreader_u64(r, "stages", LS_STAGES, &num))
        return false;
    if (num < 1)
        return textreader_fail(r, _("bad number of stages"));
    t->stages = (int)num;
    if (!textreader_u64(r, "stage", (uint64_t)t->stages, &num))
        return false;
    if (num < 1)
        return textreader_fail(r, _("bad stage"));
    t->stage = (int)num;
    if (!textreader_u64(r, "seed", UINT64_MAX, &t->seed) || !ls_read_position(r, t))
        return false;
    return textreader_expect(r, "end", "", _("expected 'end'"));
}

static bool read_v1(TextReader *r, uint64_t version, void *ctx)
{
    (void)version;
    return load_body(ctx, r);
}

bool ls_load_text(LinkSame *out, const char *text, size_t len, const char *source, Error *err)
{
    LinkSame t;
    memset(&t, 0, sizeof t);
    t.mode = LS_PRACTICE;
    if (!textfile_read(text, len, source, "pagoda-save", N_("save"), 1, read_v1, &t, err))
        return false;
    *out = t;
    return true;
}
