#include "core/layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"

#define LAYOUT_MAGIC "pagoda-layout 1"
#define LAYOUT_FILE_MAX (1u << 20) /* a layout file is a few KiB */
#define COORD_LIMIT 1000           /* raw coordinates before normalising */

/* One line of text being tokenised; never reads past end. */
typedef struct Cursor {
    const char *p, *end;
} Cursor;

static bool is_space(char c)
{
    return c == ' ' || c == '\t';
}

static void skip_space(Cursor *c)
{
    while (c->p < c->end && is_space(*c->p))
        c->p++;
}

/* Next whitespace-separated word; false at end of line. */
static bool next_word(Cursor *c, const char **w, size_t *n)
{
    skip_space(c);
    if (c->p >= c->end)
        return false;
    *w = c->p;
    while (c->p < c->end && !is_space(*c->p))
        c->p++;
    *n = (size_t)(c->p - *w);
    return true;
}

static bool word_is(const char *w, size_t n, const char *lit)
{
    return strlen(lit) == n && memcmp(w, lit, n) == 0;
}

/* A decimal integer word within [-COORD_LIMIT, COORD_LIMIT]. */
static bool next_int(Cursor *c, int *out)
{
    const char *w;
    size_t n;
    if (!next_word(c, &w, &n))
        return false;
    size_t i = 0;
    bool neg = false;
    if (w[0] == '-' || w[0] == '+') {
        neg = w[0] == '-';
        i = 1;
    }
    if (i == n)
        return false;
    long v = 0;
    for (; i < n; i++) {
        if (w[i] < '0' || w[i] > '9')
            return false;
        v = v * 10 + (w[i] - '0');
        if (v > COORD_LIMIT)
            return false;
    }
    *out = (int)(neg ? -v : v);
    return true;
}

/* Rejects NUL, control characters and malformed UTF-8 in one line. */
static bool line_is_text(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t') || c == 0x7f)
                return false;
            i++;
            continue;
        }
        size_t extra;
        if (c >= 0xc2 && c <= 0xdf)
            extra = 1;
        else if (c >= 0xe0 && c <= 0xef)
            extra = 2;
        else if (c >= 0xf0 && c <= 0xf4)
            extra = 3;
        else
            return false;
        if (n - i <= extra)
            return false;
        for (size_t k = 1; k <= extra; k++)
            if ((s[i + k] & 0xc0) != 0x80)
                return false;
        /* overlong 3/4-byte forms, surrogates, > U+10FFFF */
        if ((c == 0xe0 && s[i + 1] < 0xa0) || (c == 0xed && s[i + 1] >= 0xa0) ||
            (c == 0xf0 && s[i + 1] < 0x90) || (c == 0xf4 && s[i + 1] >= 0x90))
            return false;
        i += extra + 1;
    }
    return true;
}

static bool set_field(char *dst, size_t cap, const char *v, size_t n)
{
    if (n >= cap)
        return false;
    memcpy(dst, v, n);
    dst[n] = '\0';
    return true;
}

static int cmp_place(const void *pa, const void *pb)
{
    const LayoutPlace *a = pa, *b = pb;
    if (a->z != b->z)
        return a->z - b->z;
    if (a->y != b->y)
        return a->y - b->y;
    return a->x - b->x;
}

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

/* Raw places collected before normalising (coordinates may be negative). */
typedef struct RawPlaces {
    int n;
    int x[LAYOUT_MAX_TILES], y[LAYOUT_MAX_TILES], z[LAYOUT_MAX_TILES];
    int line[LAYOUT_MAX_TILES];
} RawPlaces;

static bool add_place(RawPlaces *r, int x, int y, int z, int line, const char *src, Error *err)
{
    if (z < 0 || z >= LAYOUT_MAX_Z)
        return error_set(err, _("%s:%d: coordinate out of range (layer %d, allowed 0..%d)"), src,
                         line, z, LAYOUT_MAX_Z - 1);
    if (r->n >= LAYOUT_MAX_TILES)
        return error_set(err, P_("%s:%d: more than %d tile", "%s:%d: more than %d tiles", LAYOUT_MAX_TILES), src, line,
                         LAYOUT_MAX_TILES);
    r->x[r->n] = x;
    r->y[r->n] = y;
    r->z[r->n] = z;
    r->line[r->n] = line;
    r->n++;
    return true;
}

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* Parses one non-blank, non-comment line. */
static bool parse_line(Layout *out, RawPlaces *raw, const char *s, size_t n, int line,
                       const char *src, Error *err)
{
    Cursor c = {s, s + n};
    const char *w = s;
    size_t wn = 0;
    if (!next_word(&c, &w, &wn))
        return true; /* blank; the caller skips these already */

    if (word_is(w, wn, "tile")) {
        int x, y, z;
        if (!next_int(&c, &x) || !next_int(&c, &y) || !next_int(&c, &z))
            return error_set(err, _("%s:%d: expected 3 numbers after 'tile'"), src, line);
        skip_space(&c);
        if (c.p != c.end)
            return error_set(err, _("%s:%d: unexpected text after 'tile X Y Z'"), src, line);
        return add_place(raw, x, y, z, line, src, err);
    }
    if (word_is(w, wn, "row")) {
        int z, y, x0, x1;
        if (!next_int(&c, &z) || !next_int(&c, &y) || !next_int(&c, &x0) || !next_int(&c, &x1))
            return error_set(err, _("%s:%d: expected 4 numbers after 'row' (Z Y X0 X1)"), src,
                             line);
        skip_space(&c);
        if (c.p != c.end)
            return error_set(err, _("%s:%d: unexpected text after 'row Z Y X0 X1'"), src, line);
        if (x1 < x0 || (x1 - x0) % 2 != 0)
            return error_set(err, _("%s:%d: row needs X1 >= X0 with an even difference"), src,
                             line);
        for (int x = x0; x <= x1; x += 2)
            if (!add_place(raw, x, y, z, line, src, err))
                return false;
        return true;
    }
    if (wn > 1 && w[wn - 1] == ':') {
        /* header "key: value"; unknown keys are skipped for forward compatibility */
        skip_space(&c);
        const char *v = c.p;
        size_t vn = (size_t)(c.end - c.p);
        if (word_is(w, wn, "name:")) {
            if (!set_field(out->name, sizeof out->name, v, vn))
                return error_set(err,
                                 P_("%s:%d: name too long (at most %zu byte)", "%s:%d: name too long (at most %zu bytes)",
                                    sizeof out->name - 1),
                                 src, line, sizeof out->name - 1);
        } else if (word_is(w, wn, "author:")) {
            if (!set_field(out->author, sizeof out->author, v, vn))
                return error_set(err,
                                 P_("%s:%d: author too long (at most %zu byte)",
                                    "%s:%d: author too long (at most %zu bytes)",
                                    sizeof out->author - 1),
                                 src, line, sizeof out->author - 1);
        } else if (word_is(w, wn, "description:")) {
            if (!set_field(out->description, sizeof out->description, v, vn))
                return error_set(err, P_("%s:%d: description too long (at most %zu byte)",
                                    "%s:%d: description too long (at most %zu bytes)", sizeof out->description - 1),
                                 src, line, sizeof out->description - 1);
        } else if (word_is(w, wn, "rule:")) {
            if (word_is(v, vn, "pagoda"))
                out->rule = LAYOUT_RULE_PAGODA;
            else if (word_is(v, vn, "peer"))
                out->rule = LAYOUT_RULE_PEER;
            else
                return error_set(err, _("%s:%d: unknown rule (expected 'pagoda' or 'peer')"), src,
                                 line);
        }
        return true;
    }
    return error_set(err, _("%s:%d: unknown keyword '%.*s'"), src, line, wn > 32 ? 32 : (int)wn, w);
}

/* Normalises, sorts and checks the finished set of places. */
static bool finish(Layout *out, const RawPlaces *raw, const char *src, Error *err)
{
    if (raw->n == 0)
        return error_set(err, _("%s: no tiles"), src);
    if (raw->n % 2 != 0)
        return error_set(err, _("%s: odd tile count (%d)"), src, raw->n);

    int minx = raw->x[0], miny = raw->y[0];
    for (int i = 1; i < raw->n; i++) {
        if (raw->x[i] < minx)
            minx = raw->x[i];
        if (raw->y[i] < miny)
            miny = raw->y[i];
    }
    for (int i = 0; i < raw->n; i++) {
        int x = raw->x[i] - minx, y = raw->y[i] - miny;
        if (x + 2 > LAYOUT_MAX_W || y + 2 > LAYOUT_MAX_H)
            return error_set(err,
                             _("%s:%d: coordinate out of range (layout wider than %d or taller "
                             "than %d half-tiles)"),
                             src, raw->line[i], LAYOUT_MAX_W, LAYOUT_MAX_H);
    }
    for (int i = 0; i < raw->n; i++)
        for (int j = i + 1; j < raw->n; j++)
            if (raw->z[i] == raw->z[j] && iabs(raw->x[i] - raw->x[j]) < 2 &&
                iabs(raw->y[i] - raw->y[j]) < 2)
                return error_set(err, _("%s:%d: tiles at (%d,%d,%d) and (%d,%d,%d) overlap"), src,
                                 raw->line[j], raw->x[i], raw->y[i], raw->z[i], raw->x[j],
                                 raw->y[j], raw->z[j]);

    out->count = raw->n;
    out->width = out->height = out->depth = 0;
    for (int i = 0; i < raw->n; i++) {
        LayoutPlace *p = &out->place[i];
        p->x = (int8_t)(raw->x[i] - minx);
        p->y = (int8_t)(raw->y[i] - miny);
        p->z = (int8_t)raw->z[i];
        if (p->x + 2 > out->width)
            out->width = p->x + 2;
        if (p->y + 2 > out->height)
            out->height = p->y + 2;
        if (p->z + 1 > out->depth)
            out->depth = p->z + 1;
    }
    qsort(out->place, (size_t)out->count, sizeof out->place[0], cmp_place);

    /* A place may not lie under more tiles than LayoutLinks can hold. */
    for (int i = 0; i < out->count; i++) {
        const LayoutPlace *a = &out->place[i];
        int n = 0;
        for (int j = 0; j < out->count; j++) {
            const LayoutPlace *b = &out->place[j];
            bool higher = out->rule == LAYOUT_RULE_PEER ? b->z == a->z + 1 : b->z > a->z;
            if (higher && iabs(b->x - a->x) < 2 && iabs(b->y - a->y) < 2)
                n++;
        }
        if (n > LAYOUT_MAX_ABOVE)
            return error_set(err, P_("%s: the tile at (%d,%d,%d) is covered by %d tile (at most %d)",
                                "%s: the tile at (%d,%d,%d) is covered by %d tiles (at most %d)", n),
                             src, a->x, a->y, a->z, n, LAYOUT_MAX_ABOVE);
    }
    return true;
}

bool layout_parse(Layout *out, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "layout";
    if (!text)
        len = 0;
    Layout *l = calloc(1, sizeof *l);
    RawPlaces *raw = calloc(1, sizeof *raw);
    bool ok = false;
    if (!l || !raw) {
        error_set(err, _("%s: out of memory"), src);
        goto done;
    }
    l->rule = LAYOUT_RULE_PAGODA;

    size_t pos = 0;
    int line = 0;
    bool ended = false;
    while (!ended) {
        if (pos >= len) {
            if (line == 0) {
                error_set(err, _("%s:1: wrong magic line (expected '%s')"), src, LAYOUT_MAGIC);
                goto done;
            }
            break;
        }
        line++;
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - s) : len - pos;
        pos += n + (nl ? 1 : 0);
        ended = nl == NULL;
        if (memchr(s, '\0', n)) {
            error_set(err, _("%s:%d: binary data (NUL byte)"), src, line);
            goto done;
        }
        while (n > 0 && (s[n - 1] == '\r' || is_space(s[n - 1])))
            n--;
        if (!line_is_text((const unsigned char *)s, n)) {
            error_set(err, _("%s:%d: invalid character (not a text file?)"), src, line);
            goto done;
        }
        if (line == 1) {
            if (!word_is(s, n, LAYOUT_MAGIC)) {
                error_set(err, _("%s:1: wrong magic line (expected '%s')"), src, LAYOUT_MAGIC);
                goto done;
            }
            continue;
        }
        Cursor c = {s, s + n};
        skip_space(&c);
        if (c.p == c.end || *c.p == '#')
            continue;
        if (!parse_line(l, raw, c.p, (size_t)(c.end - c.p), line, src, err))
            goto done;
    }
    if (!finish(l, raw, src, err))
        goto done;
    if (l->name[0] == '\0') {
        /* untitled: the file name without its extension */
        const char *b = base_name(src);
        size_t bn = strcspn(b, ".");
        if (bn == 0 || bn >= sizeof l->name)
            bn = 0;
        memcpy(l->name, b, bn);
        l->name[bn] = '\0';
        if (bn == 0)
            snprintf(l->name, sizeof l->name, "Untitled");
    }
    *out = *l;
    ok = true;
done:
    free(l);
    free(raw);
    return ok;
}

bool layout_load_file(Layout *out, const char *path, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, LAYOUT_FILE_MAX, &text, &len, err))
        return false;
    bool ok = layout_parse(out, text, len, base_name(path), err);
    free(text);
    return ok;
}

/* Appends to buf like snprintf, tracking the total length needed. */
typedef struct Out {
    char *buf;
    size_t cap, len;
} Out;

static void out_put(Out *o, const char *s, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - o->len;
        size_t k = n < room ? n : room;
        memcpy(o->buf + o->len, s, k);
    }
    o->len += n;
}

static void out_str(Out *o, const char *s)
{
    out_put(o, s, strlen(s));
}

/* A header value with control characters replaced, so it reads back the same. */
static void out_field(Out *o, const char *key, const char *v)
{
    if (!v[0])
        return;
    out_str(o, key);
    out_str(o, ": ");
    size_t n = strlen(v);
    while (n > 0 && is_space(v[n - 1]))
        n--;
    size_t i = 0;
    while (i < n && is_space(v[i]))
        i++;
    for (; i < n; i++) {
        char c = v[i];
        if ((unsigned char)c < 0x20 || c == 0x7f)
            c = ' ';
        out_put(o, &c, 1);
    }
    out_str(o, "\n");
}

size_t layout_format(const Layout *l, char *buf, size_t cap)
{
    Out o = {buf, cap, 0};
    out_str(&o, LAYOUT_MAGIC "\n");
    out_field(&o, "name", l->name);
    out_field(&o, "author", l->author);
    out_field(&o, "description", l->description);
    out_str(&o, l->rule == LAYOUT_RULE_PEER ? "rule: peer\n" : "rule: pagoda\n");
    int n = l->count < 0 ? 0 : l->count > LAYOUT_MAX_TILES ? LAYOUT_MAX_TILES : l->count;
    for (int i = 0; i < n; i++) {
        char tmp[48];
        int k = snprintf(tmp, sizeof tmp, "tile %d %d %d\n", l->place[i].x, l->place[i].y,
                         l->place[i].z);
        out_put(&o, tmp, (size_t)k);
    }
    if (cap > 0)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}

void layout_links_build(const Layout *l, LayoutLinks *out)
{
    memset(out, 0, sizeof *out);
    int n = l->count < 0 ? 0 : l->count > LAYOUT_MAX_TILES ? LAYOUT_MAX_TILES : l->count;
    out->count = n;
    for (int i = 0; i < n; i++) {
        const LayoutPlace *a = &l->place[i];
        for (int j = 0; j < n; j++) {
            const LayoutPlace *b = &l->place[j];
            int dx = b->x - a->x, dy = b->y - a->y;
            if (j == i || iabs(dy) >= 2)
                continue;
            bool higher = l->rule == LAYOUT_RULE_PEER ? b->z == a->z + 1 : b->z > a->z;
            if (higher && iabs(dx) < 2) {
                if (out->n_above[i] < LAYOUT_MAX_ABOVE)
                    out->above[i][out->n_above[i]++] = (uint16_t)j;
            } else if (b->z == a->z && dx == -2) {
                if (out->n_left[i] < LAYOUT_MAX_SIDE)
                    out->left[i][out->n_left[i]++] = (uint16_t)j;
            } else if (b->z == a->z && dx == 2) {
                if (out->n_right[i] < LAYOUT_MAX_SIDE)
                    out->right[i][out->n_right[i]++] = (uint16_t)j;
            }
        }
    }
}

uint64_t layout_hash(const Layout *l)
{
    uint64_t h = 0xcbf29ce484222325ull;
    int n = l->count < 0 ? 0 : l->count > LAYOUT_MAX_TILES ? LAYOUT_MAX_TILES : l->count;
    for (int i = 0; i < n; i++) {
        const uint8_t b[3] = {(uint8_t)l->place[i].x, (uint8_t)l->place[i].y,
                              (uint8_t)l->place[i].z};
        for (int k = 0; k < 3; k++) {
            h ^= b[k];
            h *= 0x100000001b3ull;
        }
    }
    return h;
}
