/* Mahjong solitaire rules, history and saves.
 *
 * State = deal + hist[0, hist_pos) replayed; undo rebuilds by replay (a game has
 * at most a few hundred moves, so this costs microseconds).
 *
 * Save format, version 1 (text, '\n' line ends, every line required, in order):
 *
 *   pagoda-save 1
 *   game mahjong
 *   seed <decimal u64>
 *   elapsed <decimal seconds, u32>
 *   rng <4 x 16 hex digits: the game RNG state>
 *   layout-begin
 *   <the layout in Pagoda's layout format, as layout_format writes it>
 *   layout-end
 *   deal <2 hex digits per place: the faces as dealt>
 *   history <len> <pos>        moves recorded, moves applied (pos <= len)
 *   remove <A> <B>             len move lines: a removed pair (place ids), or
 *   shuffle <2 hex per place>  the faces of every place after a shuffle
 *   end
 *   checksum <16 hex digits: FNV-1a 64 of every byte before this line>
 *
 * Loading replays and checks every move, including the redo tail.
 */
#include "core/games/mahjong.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define SAVE_MAGIC "pagoda-save "
#define SAVE_MAX_MOVES 100000 /* far above any real game; bounds a hostile file */
#define SHUFFLE_TRIES 8

/* --- faces ----------------------------------------------------------------- */

int mj_face_group(int face)
{
    if (face < 0 || face >= MJ_FACES)
        return -1;
    if (face < 34)
        return face;
    return face < 38 ? 34 : 35;
}

bool mj_faces_match(int fa, int fb)
{
    int ga = mj_face_group(fa);
    return ga >= 0 && ga == mj_face_group(fb);
}

/* Member k (0..3) of group g. */
static uint8_t group_member(int g, int k)
{
    if (g < 34)
        return (uint8_t)g;
    return (uint8_t)(g == 34 ? 34 + k : 38 + k);
}

/* --- lifecycle --------------------------------------------------------------- */

void mj_init(Mahjong *m)
{
    memset(m, 0, sizeof *m);
}

static void hist_free_from(Mahjong *m, int from)
{
    for (int i = from; i < m->hist_len; i++) {
        free(m->hist[i].faces);
        m->hist[i].faces = NULL;
    }
    if (from < m->hist_len)
        m->hist_len = from;
}

void mj_free(Mahjong *m)
{
    hist_free_from(m, 0);
    free(m->hist);
    m->hist = NULL;
    m->hist_len = m->hist_pos = m->hist_cap = 0;
}

static bool layout_valid(const Layout *l)
{
    if (l->count < 2 || l->count > LAYOUT_MAX_TILES || l->count % 2 != 0)
        return false;
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *p = &l->place[i];
        if (p->x < 0 || p->y < 0 || p->z < 0 || p->x + 2 > LAYOUT_MAX_W ||
            p->y + 2 > LAYOUT_MAX_H || p->z >= LAYOUT_MAX_Z)
            return false;
    }
    return true;
}

/* The deal for `l` from `seed`; leaves *r as the game stream continues. */
static void deal_faces(const Layout *l, uint64_t seed, Rng *r, uint8_t *faces)
{
    int count = l->count;
    rng_seed(r, seed);
    uint8_t order[MJ_GROUPS];
    for (int g = 0; g < MJ_GROUPS; g++)
        order[g] = (uint8_t)g;
    if (count != MJ_FULL_SET)
        rng_shuffle_u8(r, order, MJ_GROUPS);

    int n = 0;
    int rest = count;
    if (count >= MJ_FULL_SET) {
        for (int g = 0; g < MJ_GROUPS; g++)
            for (int k = 0; k < 4; k++)
                faces[n++] = group_member(g, k);
        rest = count - MJ_FULL_SET;
    }
    /* rest <= 144, so whole groups never run past the 36 in `order` */
    int whole = rest / 4;
    for (int i = 0; i < whole; i++)
        for (int k = 0; k < 4; k++)
            faces[n++] = group_member(order[i], k);
    if (rest % 4 == 2) {
        int g = order[whole];
        uint8_t members[4] = {0, 1, 2, 3};
        if (g >= 34)
            rng_shuffle_u8(r, members, 4);
        faces[n++] = group_member(g, members[0]);
        faces[n++] = group_member(g, members[1]);
    }
    rng_shuffle_u8(r, faces, (size_t)n);
}

static void reset_to_deal(Mahjong *m)
{
    int n = m->layout.count;
    memcpy(m->face, m->deal, (size_t)n);
    for (int i = 0; i < LAYOUT_MAX_TILES; i++)
        m->present[i] = i < n;
    m->left = n;
}

bool mj_new(Mahjong *m, const Layout *layout, uint64_t seed, Error *err)
{
    if (!layout_valid(layout))
        return error_set(err, "layout '%.*s' is not valid (%d places)", (int)sizeof layout->name,
                         layout->name, layout->count);
    mj_free(m);
    mj_init(m);
    m->layout = *layout;
    layout_links_build(&m->layout, &m->links);
    m->seed = seed;
    deal_faces(&m->layout, seed, &m->rng, m->deal);
    reset_to_deal(m);
    return true;
}

void mj_restart(Mahjong *m)
{
    hist_free_from(m, 0);
    m->hist_pos = 0;
    if (layout_valid(&m->layout)) {
        /* back to the RNG state right after the deal, when the deal is the seed's */
        Rng r;
        uint8_t tmp[LAYOUT_MAX_TILES];
        deal_faces(&m->layout, m->seed, &r, tmp);
        if (memcmp(tmp, m->deal, (size_t)m->layout.count) == 0)
            m->rng = r;
    }
    reset_to_deal(m);
}

/* --- rules ------------------------------------------------------------------- */

bool mj_is_free(const Mahjong *m, int id)
{
    if (id < 0 || id >= m->layout.count || !m->present[id])
        return false;
    const LayoutLinks *k = &m->links;
    for (int i = 0; i < k->n_above[id]; i++)
        if (m->present[k->above[id][i]])
            return false;
    bool left = false, right = false;
    for (int i = 0; i < k->n_left[id]; i++)
        left = left || m->present[k->left[id][i]];
    for (int i = 0; i < k->n_right[id]; i++)
        right = right || m->present[k->right[id][i]];
    return !(left && right);
}

bool mj_can_remove(const Mahjong *m, int a, int b)
{
    return a != b && mj_is_free(m, a) && mj_is_free(m, b) && mj_faces_match(m->face[a], m->face[b]);
}

static void apply_move(Mahjong *m, const MjMove *mv)
{
    if (mv->kind == MJ_MOVE_REMOVE) {
        m->present[mv->a] = false;
        m->present[mv->b] = false;
        m->left -= 2;
    } else {
        for (int i = 0; i < m->layout.count; i++)
            if (m->present[i])
                m->face[i] = mv->faces[i];
    }
}

/* Drops the redo tail and appends mv (taking ownership of mv->faces). */
static bool hist_push(Mahjong *m, MjMove mv)
{
    hist_free_from(m, m->hist_pos);
    if (m->hist_len == m->hist_cap) {
        int cap = m->hist_cap ? m->hist_cap * 2 : 64;
        MjMove *h = realloc(m->hist, (size_t)cap * sizeof *h);
        if (!h)
            return false;
        m->hist = h;
        m->hist_cap = cap;
    }
    m->hist[m->hist_len++] = mv;
    m->hist_pos = m->hist_len;
    return true;
}

bool mj_remove(Mahjong *m, int a, int b)
{
    if (!mj_can_remove(m, a, b))
        return false;
    MjMove mv = {.kind = MJ_MOVE_REMOVE, .a = (int16_t)a, .b = (int16_t)b, .faces = NULL};
    if (!hist_push(m, mv))
        return false;
    apply_move(m, &mv);
    return true;
}

/* True when faces[] on the present places is a permutation of the current faces. */
static bool is_permutation(const Mahjong *m, const uint8_t *faces)
{
    int have[MJ_FACES] = {0};
    for (int i = 0; i < m->layout.count; i++) {
        if (!m->present[i])
            continue;
        if (faces[i] >= MJ_FACES)
            return false;
        have[m->face[i]]++;
        have[faces[i]]--;
    }
    for (int f = 0; f < MJ_FACES; f++)
        if (have[f] != 0)
            return false;
    return true;
}

bool mj_shuffle_to(Mahjong *m, const uint8_t *faces)
{
    if (m->left < 2 || !is_permutation(m, faces))
        return false;
    MjMove mv = {.kind = MJ_MOVE_SHUFFLE, .a = -1, .b = -1, .faces = NULL};
    mv.faces = malloc(LAYOUT_MAX_TILES);
    if (!mv.faces)
        return false;
    memset(mv.faces, 0, LAYOUT_MAX_TILES);
    /* removed places keep their face, so the record is canonical */
    for (int i = 0; i < m->layout.count; i++)
        mv.faces[i] = m->present[i] ? faces[i] : m->face[i];
    if (!hist_push(m, mv)) {
        free(mv.faces);
        return false;
    }
    apply_move(m, &mv);
    return true;
}

bool mj_shuffle(Mahjong *m)
{
    if (m->left < 2)
        return false;
    int ids[LAYOUT_MAX_TILES];
    uint8_t vals[LAYOUT_MAX_TILES];
    int n = 0;
    for (int i = 0; i < m->layout.count; i++)
        if (m->present[i]) {
            ids[n] = i;
            vals[n++] = m->face[i];
        }
    uint8_t orig[LAYOUT_MAX_TILES];
    memcpy(orig, vals, (size_t)n);
    for (int t = 0; t < SHUFFLE_TRIES; t++) {
        rng_shuffle_u8(&m->rng, vals, (size_t)n);
        if (memcmp(vals, orig, (size_t)n) != 0)
            break;
    }
    if (memcmp(vals, orig, (size_t)n) == 0) {
        /* still identical: swap the first two different faces, if any */
        for (int j = 1; j < n; j++)
            if (vals[j] != vals[0]) {
                uint8_t t = vals[0];
                vals[0] = vals[j];
                vals[j] = t;
                break;
            }
    }
    uint8_t faces[LAYOUT_MAX_TILES];
    memcpy(faces, m->face, sizeof faces);
    for (int i = 0; i < n; i++)
        faces[ids[i]] = vals[i];
    return mj_shuffle_to(m, faces);
}

bool mj_can_undo(const Mahjong *m)
{
    return m->hist_pos > 0;
}

bool mj_can_redo(const Mahjong *m)
{
    return m->hist_pos < m->hist_len;
}

/* The state after hist[0, hist_pos). */
static void rebuild(Mahjong *m)
{
    reset_to_deal(m);
    for (int i = 0; i < m->hist_pos; i++)
        apply_move(m, &m->hist[i]);
}

bool mj_undo(Mahjong *m)
{
    if (!mj_can_undo(m))
        return false;
    m->hist_pos--;
    rebuild(m);
    return true;
}

bool mj_redo(Mahjong *m)
{
    if (!mj_can_redo(m))
        return false;
    apply_move(m, &m->hist[m->hist_pos++]);
    return true;
}

int mj_list_pairs(const Mahjong *m, MjPair *out, int cap)
{
    int free_ids[LAYOUT_MAX_TILES];
    int nf = 0;
    for (int i = 0; i < m->layout.count; i++)
        if (mj_is_free(m, i))
            free_ids[nf++] = i;
    int total = 0;
    for (int i = 0; i < nf; i++)
        for (int j = i + 1; j < nf; j++) {
            int a = free_ids[i], b = free_ids[j];
            if (!mj_faces_match(m->face[a], m->face[b]))
                continue;
            if (out && total < cap) {
                out[total].a = (int16_t)a;
                out[total].b = (int16_t)b;
            }
            total++;
        }
    return total;
}

bool mj_hint(const Mahjong *m, int *a, int *b)
{
    MjPair p;
    if (mj_list_pairs(m, &p, 1) == 0)
        return false;
    if (a)
        *a = p.a;
    if (b)
        *b = p.b;
    return true;
}

MjStatus mj_status(const Mahjong *m)
{
    if (m->left == 0)
        return MJ_WON;
    return mj_list_pairs(m, NULL, 0) == 0 ? MJ_STUCK : MJ_PLAYING;
}

int mj_pairs_removed(const Mahjong *m)
{
    int n = 0;
    for (int i = 0; i < m->hist_pos; i++)
        n += m->hist[i].kind == MJ_MOVE_REMOVE;
    return n;
}

int mj_moves(const Mahjong *m)
{
    return m->hist_pos;
}

/* --- save -------------------------------------------------------------------- */

typedef struct Buf {
    char *p;
    size_t len, cap;
    bool oom;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (b->len + n + 1 > cap)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void buf_printf(Buf *b, const char *fmt, ...) PAGODA_PRINTF(2, 3);
static void buf_printf(Buf *b, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0)
        buf_put(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

static void buf_hex(Buf *b, const char *key, const uint8_t *v, int n)
{
    static const char digits[] = "0123456789abcdef";
    buf_put(b, key, strlen(key));
    buf_put(b, " ", 1);
    for (int i = 0; i < n; i++) {
        char h[2] = {digits[v[i] >> 4], digits[v[i] & 15]};
        buf_put(b, h, 2);
    }
    buf_put(b, "\n", 1);
}

static uint64_t fnv1a(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

char *mj_save_text(const Mahjong *m, size_t *len)
{
    Buf b = {0};
    buf_printf(&b, "pagoda-save %d\ngame mahjong\n", MJ_SAVE_VERSION);
    buf_printf(&b, "seed %" PRIu64 "\nelapsed %" PRIu32 "\n", m->seed, m->elapsed_s);
    buf_printf(&b, "rng %016" PRIx64 " %016" PRIx64 " %016" PRIx64 " %016" PRIx64 "\n",
               m->rng.s[0], m->rng.s[1], m->rng.s[2], m->rng.s[3]);
    buf_put(&b, "layout-begin\n", 13);
    size_t need = layout_format(&m->layout, NULL, 0);
    char *lt = malloc(need + 1);
    if (!lt) {
        free(b.p);
        return NULL;
    }
    layout_format(&m->layout, lt, need + 1);
    buf_put(&b, lt, need);
    free(lt);
    buf_put(&b, "layout-end\n", 11);
    buf_hex(&b, "deal", m->deal, m->layout.count);
    buf_printf(&b, "history %d %d\n", m->hist_len, m->hist_pos);
    for (int i = 0; i < m->hist_len; i++) {
        const MjMove *mv = &m->hist[i];
        if (mv->kind == MJ_MOVE_REMOVE)
            buf_printf(&b, "remove %d %d\n", mv->a, mv->b);
        else
            buf_hex(&b, "shuffle", mv->faces, m->layout.count);
    }
    buf_put(&b, "end\n", 4);
    if (!b.oom)
        buf_printf(&b, "checksum %016" PRIx64 "\n", fnv1a(b.p, b.len));
    if (b.oom) {
        free(b.p);
        return NULL;
    }
    if (len)
        *len = b.len;
    return b.p;
}

/* --- load -------------------------------------------------------------------- */

typedef struct Reader {
    const char *text;
    size_t len, pos;
    int line;
    const char *src;
    Error *err;
} Reader;

/* Next line without its '\n'; false at end of input or on a line without '\n'. */
static bool rd_line(Reader *r, const char **s, size_t *n)
{
    if (r->pos >= r->len)
        return false;
    const char *p = r->text + r->pos;
    const char *nl = memchr(p, '\n', r->len - r->pos);
    if (!nl)
        return false;
    *s = p;
    *n = (size_t)(nl - p);
    r->pos += *n + 1;
    r->line++;
    return true;
}

static bool rd_fail(Reader *r, const char *what)
{
    return error_set(r->err, "%s:%d: damaged: %s", r->src, r->line, what);
}

/* Reads the next line, which must start with `key` followed by a space (or end the
 * line when the key has no value); *v receives the rest. */
static bool rd_key(Reader *r, const char *key, const char **v, size_t *vn)
{
    const char *s;
    size_t n;
    if (!rd_line(r, &s, &n))
        return error_set(r->err, "%s: damaged: file is truncated", r->src);
    size_t k = strlen(key);
    if (n < k || memcmp(s, key, k) != 0 || (n > k && s[k] != ' ')) {
        char what[96];
        snprintf(what, sizeof what, "expected '%s'", key);
        return rd_fail(r, what);
    }
    *v = n > k ? s + k + 1 : s + n;
    *vn = n > k ? n - k - 1 : 0;
    return true;
}

static bool parse_u64(const char *s, size_t n, uint64_t max, uint64_t *out)
{
    if (n == 0 || n > 20)
        return false;
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        unsigned d = (unsigned)(s[i] - '0');
        if (d > max || v > (max - d) / 10)
            return false;
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

static int hex_val(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Exactly 2*n hex digits into n bytes. */
static bool parse_hex(const char *s, size_t sn, uint8_t *out, int n)
{
    if (sn != (size_t)n * 2)
        return false;
    for (int i = 0; i < n; i++) {
        int hi = hex_val(s[2 * i]), lo = hex_val(s[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return false;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}

/* Splits "a b" at the first space. */
static bool split2(const char *s, size_t n, const char **a, size_t *an, const char **b,
                   size_t *bn)
{
    const char *sp = memchr(s, ' ', n);
    if (!sp)
        return false;
    *a = s;
    *an = (size_t)(sp - s);
    *b = sp + 1;
    *bn = n - *an - 1;
    return true;
}

/* A deal is valid when it could come from mj_new: faces in range, every group an
 * even count, no face more often than the full sets the layout needs allow. */
static bool deal_valid(const uint8_t *deal, int count)
{
    int sets = (count + MJ_FULL_SET - 1) / MJ_FULL_SET;
    int per_face[MJ_FACES] = {0}, per_group[MJ_GROUPS] = {0};
    for (int i = 0; i < count; i++) {
        if (deal[i] >= MJ_FACES)
            return false;
        per_face[deal[i]]++;
        per_group[mj_face_group(deal[i])]++;
    }
    for (int f = 0; f < MJ_FACES; f++)
        if (per_face[f] > (f < 34 ? 4 * sets : sets))
            return false;
    for (int g = 0; g < MJ_GROUPS; g++)
        if (per_group[g] % 2 != 0)
            return false;
    return true;
}

static bool load_body(Mahjong *t, Reader *r)
{
    const char *v;
    size_t vn;
    uint64_t num;

    if (!rd_key(r, "game", &v, &vn))
        return false;
    if (vn != 7 || memcmp(v, "mahjong", 7) != 0)
        return error_set(r->err, "%s: not a Mahjong save", r->src);
    if (!rd_key(r, "seed", &v, &vn))
        return false;
    if (!parse_u64(v, vn, UINT64_MAX, &t->seed))
        return rd_fail(r, "bad seed");
    if (!rd_key(r, "elapsed", &v, &vn))
        return false;
    if (!parse_u64(v, vn, UINT32_MAX, &num))
        return rd_fail(r, "bad elapsed time");
    t->elapsed_s = (uint32_t)num;
    if (!rd_key(r, "rng", &v, &vn))
        return false;
    if (vn != 4 * 17 - 1)
        return rd_fail(r, "bad rng state");
    for (int i = 0; i < 4; i++) {
        uint8_t bytes[8];
        if (!parse_hex(v + 17 * i, 16, bytes, 8) || (i < 3 && v[17 * i + 16] != ' '))
            return rd_fail(r, "bad rng state");
        uint64_t s = 0;
        for (int k = 0; k < 8; k++)
            s = s << 8 | bytes[k];
        t->rng.s[i] = s;
    }
    if ((t->rng.s[0] | t->rng.s[1] | t->rng.s[2] | t->rng.s[3]) == 0)
        return rd_fail(r, "bad rng state");

    if (!rd_key(r, "layout-begin", &v, &vn))
        return false;
    if (vn != 0)
        return rd_fail(r, "expected 'layout-begin'");
    size_t lstart = r->pos;
    int lline = r->line;
    for (;;) {
        const char *s;
        size_t n;
        if (!rd_line(r, &s, &n))
            return error_set(r->err, "%s: damaged: file is truncated", r->src);
        if (n == 10 && memcmp(s, "layout-end", 10) == 0)
            break;
    }
    size_t lend = r->pos - 11;
    char lsrc[300];
    snprintf(lsrc, sizeof lsrc, "%s (layout from line %d)", r->src, lline + 1);
    if (!layout_parse(&t->layout, r->text + lstart, lend - lstart, lsrc, r->err))
        return false;
    layout_links_build(&t->layout, &t->links);
    int count = t->layout.count;

    if (!rd_key(r, "deal", &v, &vn))
        return false;
    if (!parse_hex(v, vn, t->deal, count))
        return rd_fail(r, "bad deal (wrong length or not hex)");
    if (!deal_valid(t->deal, count))
        return rd_fail(r, "the deal is not a valid set of tiles for this layout");
    reset_to_deal(t);

    if (!rd_key(r, "history", &v, &vn))
        return false;
    const char *a, *b;
    size_t an, bn;
    uint64_t hlen, hpos;
    if (!split2(v, vn, &a, &an, &b, &bn) || !parse_u64(a, an, SAVE_MAX_MOVES, &hlen) ||
        !parse_u64(b, bn, SAVE_MAX_MOVES, &hpos))
        return rd_fail(r, "bad history line");
    if (hpos > hlen)
        return rd_fail(r, "history position past its end");

    for (uint64_t i = 0; i < hlen; i++) {
        const char *s;
        size_t n;
        if (!rd_line(r, &s, &n))
            return error_set(r->err, "%s: damaged: file is truncated", r->src);
        if (n > 7 && memcmp(s, "remove ", 7) == 0) {
            uint64_t ia, ib;
            if (!split2(s + 7, n - 7, &a, &an, &b, &bn) ||
                !parse_u64(a, an, (uint64_t)count - 1, &ia) ||
                !parse_u64(b, bn, (uint64_t)count - 1, &ib))
                return rd_fail(r, "bad move");
            if (!mj_remove(t, (int)ia, (int)ib))
                return rd_fail(r, "illegal move in the history");
        } else if (n > 8 && memcmp(s, "shuffle ", 8) == 0) {
            uint8_t faces[LAYOUT_MAX_TILES];
            if (!parse_hex(s + 8, n - 8, faces, count))
                return rd_fail(r, "bad shuffle (wrong length or not hex)");
            if (!mj_shuffle_to(t, faces))
                return rd_fail(r, "shuffle does not match the tiles left");
        } else {
            return rd_fail(r, "unknown move");
        }
    }
    if (!rd_key(r, "end", &v, &vn))
        return false;
    if (vn != 0)
        return rd_fail(r, "expected 'end'");
    t->hist_pos = (int)hpos;
    rebuild(t);
    return true;
}

bool mj_load_text(Mahjong *out, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "save";
    if (!text)
        len = 0;
    Reader r = {text, len, 0, 0, src, err};

    /* magic and version first, so a foreign or newer file gets the right message */
    const char *s;
    size_t n;
    size_t ml = strlen(SAVE_MAGIC);
    const char *eol = len ? memchr(text, '\n', len) : NULL;
    size_t first = eol ? (size_t)(eol - text) : len;
    if (first < ml || memcmp(text, SAVE_MAGIC, ml) != 0)
        return error_set(err, "%s: not a Pagoda save", src);
    uint64_t version;
    if (!parse_u64(text + ml, first - ml, 1000000, &version) || version == 0)
        return error_set(err, "%s: not a Pagoda save (bad version)", src);
    if (version > MJ_SAVE_VERSION)
        return error_set(err, "%s: saved by a newer Pagoda (version %" PRIu64 ")", src, version);
    if (!eol)
        return error_set(err, "%s: damaged: file is truncated", src);

    /* the checksum line is the last line, ending with '\n' */
    if (len < 2 || text[len - 1] != '\n')
        return error_set(err, "%s: damaged: file is truncated", src);
    size_t cs = len - 1;
    while (cs > 0 && text[cs - 1] != '\n')
        cs--;
    static const char ck[] = "checksum ";
    size_t cl = len - 1 - cs;
    if (cl != sizeof ck - 1 + 16 || memcmp(text + cs, ck, sizeof ck - 1) != 0)
        return error_set(err, "%s: damaged: file is truncated (no checksum)", src);
    uint8_t cb[8];
    if (!parse_hex(text + cs + sizeof ck - 1, 16, cb, 8))
        return error_set(err, "%s: damaged: bad checksum line", src);
    uint64_t want = 0;
    for (int i = 0; i < 8; i++)
        want = want << 8 | cb[i];
    if (fnv1a(text, cs) != want)
        return error_set(err, "%s: damaged: checksum mismatch", src);
    if (memchr(text, '\0', len))
        return error_set(err, "%s: damaged: binary data", src);

    Mahjong *t = malloc(sizeof *t);
    if (!t)
        return error_set(err, "%s: out of memory", src);
    mj_init(t);
    r.len = cs; /* the body ends where the checksum line starts */
    rd_line(&r, &s, &n); /* magic, checked above */
    bool ok = load_body(t, &r);
    if (ok && r.pos != r.len) {
        rd_line(&r, &s, &n);
        ok = rd_fail(&r, "unexpected text after 'end'");
    }
    if (ok) {
        mj_free(out);
        *out = *t;
    } else {
        mj_free(t);
    }
    free(t);
    return ok;
}

/* --- JSON -------------------------------------------------------------------- */

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

void mj_write_json(const Mahjong *m, int selected, int focus, FILE *f)
{
    static const char *const status[] = {"playing", "won", "stuck"};
    int pairs = mj_pairs_removed(m);
    fputs("{\"game\":\"mahjong\",\"layout\":", f);
    json_string(f, m->layout.name);
    fprintf(f,
            ",\"seed\":%" PRIu64 ",\"tiles_left\":%d,\"selection\":%d,\"focus\":%d,\"score\":%d,"
            "\"moves\":%d,\"pairs_removed\":%d,\"status\":\"%s\",\"can_undo\":%s,"
            "\"can_redo\":%s,\"elapsed\":%" PRIu32 ",\"tiles\":[",
            m->seed, m->left, selected, focus, pairs * 2, mj_moves(m), pairs, status[mj_status(m)],
            mj_can_undo(m) ? "true" : "false", mj_can_redo(m) ? "true" : "false", m->elapsed_s);
    bool first = true;
    for (int i = 0; i < m->layout.count; i++) {
        if (!m->present[i])
            continue;
        const LayoutPlace *p = &m->layout.place[i];
        fprintf(f, "%s{\"id\":%d,\"x\":%d,\"y\":%d,\"z\":%d,\"face\":%d,\"group\":%d,\"free\":%s}",
                first ? "" : ",", i, p->x, p->y, p->z, m->face[i], mj_face_group(m->face[i]),
                mj_is_free(m, i) ? "true" : "false");
        first = false;
    }
    fputs("]}\n", f);
}
