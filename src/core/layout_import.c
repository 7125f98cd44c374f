/* Importers: KMahjongg `.layout` grids and GNOME Mahjongg `.map` XML.
 *
 * Both readers collect raw places with the source line of each, check what
 * layout_parse would reject (so messages point at the line in the player's file),
 * then write the places in Pagoda's own format and hand that text to
 * layout_parse, which normalises, sorts and checks the rest exactly as for a
 * native layout. */
#include "core/layout_import.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"

#define KMJ_MAGIC_10 "kmahjongg-layout-v1.0"
#define KMJ_MAGIC_11 "kmahjongg-layout-v1.1"
/* v1.0 files carry no size: KMahjongg's board was fixed at 32 x 16 cells x 5 layers. */
#define KMJ_V10_W 32
#define KMJ_V10_H 16
#define KMJ_V10_D 5
/* Grid size limits (cells are half tiles); the tiles must still fit LAYOUT_MAX_*. */
#define KMJ_MAX_W 256
#define KMJ_MAX_H 256
#define KMJ_MAX_D 32

#define XML_MAX_DEPTH 64
#define XML_MAX_ATTRS 16
#define XML_VALUE_MAX 256     /* decoded attribute value, bytes with the NUL */
#define GNOME_COORD_MAX 500   /* |coordinate| in tiles: 1000 half tiles, layout.c's raw limit */
#define IMPORT_TEXT_CAP 16384 /* Pagoda text of one layout: header + 288 short lines */
#define MSG_NAME_MAX 32       /* bytes of a name quoted in a message */

/* --- shared: raw places, checks, conversion ---------------------------------- */

typedef struct Raw {
    int n;
    int x[LAYOUT_MAX_TILES], y[LAYOUT_MAX_TILES], z[LAYOUT_MAX_TILES];
    int line[LAYOUT_MAX_TILES];
} Raw;

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

static bool raw_add(Raw *r, int x, int y, int z, int line, const char *src, Error *err)
{
    if (z < 0 || z >= LAYOUT_MAX_Z)
        return error_set(err, "%s:%d: layer %d out of range (Pagoda has layers 0..%d)", src, line,
                         z, LAYOUT_MAX_Z - 1);
    if (r->n >= LAYOUT_MAX_TILES)
        return error_set(err, "%s:%d: more than %d tiles", src, line, LAYOUT_MAX_TILES);
    r->x[r->n] = x;
    r->y[r->n] = y;
    r->z[r->n] = z;
    r->line[r->n] = line;
    r->n++;
    return true;
}

/* The checks of layout_parse that concern single places, with source lines.
 * `line` (0: none) and `what` ("map 'X': " or "") locate whole-layout problems. */
static bool raw_check(const Raw *r, const char *src, int line, const char *what, Error *err)
{
    char at[32] = "";
    if (line > 0)
        snprintf(at, sizeof at, ":%d", line);
    if (r->n == 0)
        return error_set(err, "%s%s: %sno tiles", src, at, what);
    if (r->n % 2 != 0)
        return error_set(err, "%s%s: %sodd tile count (%d)", src, at, what, r->n);
    int minx = r->x[0], miny = r->y[0];
    for (int i = 1; i < r->n; i++) {
        if (r->x[i] < minx)
            minx = r->x[i];
        if (r->y[i] < miny)
            miny = r->y[i];
    }
    for (int i = 0; i < r->n; i++) {
        if (r->x[i] - minx + 2 > LAYOUT_MAX_W)
            return error_set(err, "%s:%d: %slayout wider than %d tiles", src, r->line[i], what,
                             LAYOUT_MAX_W / 2);
        if (r->y[i] - miny + 2 > LAYOUT_MAX_H)
            return error_set(err, "%s:%d: %slayout taller than %d tiles", src, r->line[i], what,
                             LAYOUT_MAX_H / 2);
    }
    for (int i = 0; i < r->n; i++)
        for (int j = i + 1; j < r->n; j++)
            if (r->z[i] == r->z[j] && iabs(r->x[i] - r->x[j]) < 2 && iabs(r->y[i] - r->y[j]) < 2)
                return error_set(err, "%s:%d: %stiles overlap on layer %d (the other is on line %d)",
                                 src, r->line[j], what, r->z[j], r->line[i]);
    return true;
}

/* Length of the valid UTF-8 sequence at s (1..4), or 0 if it is not one. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned char c = s[0];
    if (c < 0x80)
        return 1;
    size_t extra;
    if (c >= 0xc2 && c <= 0xdf)
        extra = 1;
    else if (c >= 0xe0 && c <= 0xef)
        extra = 2;
    else if (c >= 0xf0 && c <= 0xf4)
        extra = 3;
    else
        return 0;
    if (n <= extra)
        return 0;
    for (size_t k = 1; k <= extra; k++)
        if ((s[k] & 0xc0) != 0x80)
            return 0;
    /* overlong 3/4-byte forms, surrogates, > U+10FFFF */
    if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0) || (c == 0xf0 && s[1] < 0x90) ||
        (c == 0xf4 && s[1] >= 0x90))
        return 0;
    return extra + 1;
}

/* Copies s (n bytes) into dst as one line of valid UTF-8, at most cap - 1 bytes
 * cut on a character boundary: control characters become spaces, bytes that are
 * not UTF-8 become '?'. */
static void copy_clean(char *dst, size_t cap, const char *s, size_t n)
{
    size_t o = 0, i = 0;
    while (i < n) {
        size_t k = utf8_seq((const unsigned char *)s + i, n - i);
        if (o + (k ? k : 1) >= cap)
            break;
        if (k == 0) {
            dst[o++] = '?';
            i++;
        } else if (k == 1) {
            unsigned char c = (unsigned char)s[i++];
            dst[o++] = (c < 0x20 || c == 0x7f) ? ' ' : (char)c;
        } else {
            memcpy(dst + o, s + i, k);
            o += k;
            i += k;
        }
    }
    dst[o] = '\0';
}

static const char *base_name(const char *path)
{
    const char *b = path;
    for (const char *p = path; *p; p++)
        if (*p == '/' || *p == '\\')
            b = p + 1;
    return b;
}

/* The file name without folder and last extension ("dir/ox.map" -> "ox"). */
static void file_stem(char *dst, size_t cap, const char *src)
{
    const char *b = base_name(src);
    const char *dot = strrchr(b, '.');
    size_t n = dot && dot != b ? (size_t)(dot - b) : strlen(b);
    copy_clean(dst, cap, b, n);
}

/* Writes the places in Pagoda's format and parses that: layout_parse does the
 * normalising, sorting and remaining checks. */
static bool raw_to_layout(const Raw *r, const char *name, const char *format, const char *src,
                          Layout *out, Error *err)
{
    char *text = malloc(IMPORT_TEXT_CAP);
    if (!text)
        return error_set(err, "%s: out of memory", src);
    char desc[200];
    copy_clean(desc, sizeof desc, base_name(src), strlen(base_name(src)));
    size_t n = (size_t)snprintf(text, IMPORT_TEXT_CAP,
                                "pagoda-layout 1\nname: %s\ndescription: Imported from %s (%s)\n"
                                "rule: peer\n",
                                name, format, desc);
    for (int i = 0; i < r->n && n < IMPORT_TEXT_CAP; i++)
        n += (size_t)snprintf(text + n, IMPORT_TEXT_CAP - n, "tile %d %d %d\n", r->x[i], r->y[i],
                              r->z[i]);
    bool ok;
    if (n >= IMPORT_TEXT_CAP)
        ok = error_set(err, "%s: layout too large to convert", src); /* cannot happen: 288 lines */
    else
        ok = layout_parse(out, text, n, src, err);
    free(text);
    return ok;
}

/* Rejects NUL bytes, control characters and malformed UTF-8 anywhere. */
static bool text_check(const char *text, size_t len, const char *src, Error *err)
{
    int line = 1;
    size_t i = 0;
    while (i < len) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') {
            line++;
            i++;
            continue;
        }
        if (c == '\0')
            return error_set(err, "%s:%d: binary data (NUL byte)", src, line);
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            return error_set(err, "%s:%d: invalid character (not a text file?)", src, line);
        size_t k = utf8_seq((const unsigned char *)text + i, len - i);
        if (k == 0)
            return error_set(err, "%s:%d: invalid character (not a text file?)", src, line);
        i += k;
    }
    return true;
}

/* One line of text without its '\n' or "\r\n"; false at the end. */
static bool next_line(const char *t, size_t len, size_t *pos, const char **s, size_t *n)
{
    if (*pos >= len)
        return false;
    const char *b = t + *pos;
    const char *nl = memchr(b, '\n', len - *pos);
    size_t k = nl ? (size_t)(nl - b) : len - *pos;
    *pos += k + (nl ? 1 : 0);
    if (k > 0 && b[k - 1] == '\r')
        k--;
    *s = b;
    *n = k;
    return true;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* --- KMahjongg ----------------------------------------------------------------- */

/* A run of grid cells from one line of the file. */
typedef struct GridLine {
    size_t cell; /* index of its first cell in the whole grid */
    size_t off, len;
    int line;
} GridLine;

typedef struct Grid {
    GridLine *lines;
    size_t n, cap;
} Grid;

static bool grid_push(Grid *g, GridLine gl)
{
    if (g->n == g->cap) {
        size_t cap = g->cap ? g->cap * 2 : 64;
        GridLine *p = realloc(g->lines, cap * sizeof *p);
        if (!p)
            return false;
        g->lines = p;
        g->cap = cap;
    }
    g->lines[g->n++] = gl;
    return true;
}

/* The line holding cell k (k within the grid). */
static const GridLine *grid_line_of(const Grid *g, size_t k)
{
    size_t lo = 0, hi = g->n;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (g->lines[mid].cell <= k)
            lo = mid;
        else
            hi = mid;
    }
    return &g->lines[lo];
}

/* "w32" or "w 32" (KMahjongg writes the former). */
static bool parse_dim(const char *s, size_t n, int *out)
{
    size_t i = 1;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    size_t start = i;
    long v = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9') {
        if (v < 1000000)
            v = v * 10 + (s[i] - '0');
        i++;
    }
    if (i == start)
        return false;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    if (i != n)
        return false;
    *out = (int)v;
    return true;
}

static bool kmj_set_dim(char key, const char *s, size_t n, int line, int *w, int *h, int *d,
                        const char *src, Error *err)
{
    int v;
    if (!parse_dim(s, n, &v))
        return error_set(err, "%s:%d: bad '%c' line (expected %c<number>)", src, line, key, key);
    int max = key == 'w' ? KMJ_MAX_W : key == 'h' ? KMJ_MAX_H : KMJ_MAX_D;
    if (v < 1)
        return error_set(err, "%s:%d: bad dimension (%c %d)", src, line, key, v);
    if (v > max)
        return error_set(err, "%s:%d: dimensions too large (%c %d, at most %d)", src, line, key, v,
                         max);
    *(key == 'w' ? w : key == 'h' ? h : d) = v;
    return true;
}

/* Checks the 2x2 marks and collects a place for every '1'. */
static bool kmj_scan(const char *g, int w, int h, int d, const Grid *gl, Raw *raw, const char *src,
                     Error *err)
{
    size_t cells = (size_t)w * (size_t)h * (size_t)d;
    for (size_t k = 0; k < cells; k++) {
        char c = g[k];
        if (c < '1' || c > '4')
            continue;
        int x = (int)(k % (size_t)w), y = (int)(k / (size_t)w % (size_t)h);
        int z = (int)(k / ((size_t)w * (size_t)h));
        const GridLine *l = grid_line_of(gl, k);
        int line = l->line, col = (int)(k - l->cell) + 1;
        const char *problem = NULL;
        switch (c) {
        case '1':
            if (x + 1 >= w || g[k + 1] != '2')
                problem = "'1' without a '2' to its right";
            else if (y + 1 >= h || g[k + (size_t)w + 1] != '3')
                problem = "'1' without a '3' below right";
            else if (g[k + (size_t)w] != '4')
                problem = "'1' without a '4' below it";
            break;
        case '2':
            if (x == 0 || g[k - 1] != '1')
                problem = "'2' without a '1' to its left";
            break;
        case '3':
            if (x == 0 || y == 0 || g[k - (size_t)w - 1] != '1')
                problem = "'3' without a '1' above left";
            break;
        default: /* '4' */
            if (y == 0 || g[k - (size_t)w] != '1')
                problem = "'4' without a '1' above it";
            break;
        }
        if (problem)
            return error_set(err,
                             "%s:%d: column %d: broken tile: %s (cell x %d, y %d, layer %d; "
                             "a tile is 1 2 over 4 3)",
                             src, line, col, problem, x, y, z);
        if (c == '1' && !raw_add(raw, x, y, z, line, src, err))
            return false;
    }
    return true;
}

static int import_kmj(const char *text, size_t len, const char *src, Layout *out, Error *err)
{
    size_t pos = 0;
    const char *s;
    size_t n;
    if (!next_line(text, len, &pos, &s, &n)) {
        error_set(err, "%s:1: empty file", src);
        return -1;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    bool v11 = n == strlen(KMJ_MAGIC_11) && memcmp(s, KMJ_MAGIC_11, n) == 0;
    bool v10 = n == strlen(KMJ_MAGIC_10) && memcmp(s, KMJ_MAGIC_10, n) == 0;
    if (!v10 && !v11) {
        error_set(err,
                  "%s:1: wrong magic line (expected kmahjongg-layout-v1.0 or v1.1, or a GNOME "
                  "Mahjongg map starting with '<')",
                  src);
        return -1;
    }

    int w = v10 ? KMJ_V10_W : 0, h = v10 ? KMJ_V10_H : 0, d = v10 ? KMJ_V10_D : 0;
    Grid grid = {0};
    Raw *raw = NULL;
    char *cells = NULL;
    int result = -1;
    int line = 1;
    size_t total = 0;
    while (next_line(text, len, &pos, &s, &n)) {
        line++;
        if (n > 0 && s[0] == '#')
            continue;
        /* v1.1 takes any line starting with w, h or d as a size, like KMahjongg */
        if (v11 && n > 0 && (s[0] == 'w' || s[0] == 'h' || s[0] == 'd')) {
            if (!kmj_set_dim(s[0], s, n, line, &w, &h, &d, src, err))
                goto done;
            continue;
        }
        if (n == 0)
            continue;
        GridLine gl = {total, (size_t)(s - text), n, line};
        if (!grid_push(&grid, gl)) {
            error_set(err, "%s: out of memory", src);
            goto done;
        }
        total += n;
    }
    const char *missing = !w ? "w" : !h ? "h" : !d ? "d" : NULL;
    if (missing) {
        error_set(err, "%s:1: kmahjongg-layout-v1.1 without a '%s' line (its size)", src, missing);
        goto done;
    }
    /* KMahjongg reads the grid as one run of cells, however it is split into lines */
    size_t want = (size_t)w * (size_t)h * (size_t)d;
    if (total < want) {
        error_set(err, "%s:%d: truncated grid: %zu of %zu cells (w %d x h %d x d %d)", src, line,
                  total, want, w, h, d);
        goto done;
    }
    if (total > want) {
        error_set(err, "%s:%d: grid longer than w %d x h %d x d %d = %zu cells", src,
                  grid_line_of(&grid, want)->line, w, h, d, want);
        goto done;
    }
    cells = malloc(want);
    raw = calloc(1, sizeof *raw);
    if (!cells || !raw) {
        error_set(err, "%s: out of memory", src);
        goto done;
    }
    for (size_t i = 0; i < grid.n; i++)
        memcpy(cells + grid.lines[i].cell, text + grid.lines[i].off, grid.lines[i].len);
    if (!kmj_scan(cells, w, h, d, &grid, raw, src, err) || !raw_check(raw, src, 0, "", err))
        goto done;
    char name[sizeof out->name];
    file_stem(name, sizeof name, src);
    if (raw_to_layout(raw, name, "KMahjongg", src, out, err))
        result = 1;
done:
    free(grid.lines);
    free(cells);
    free(raw);
    return result;
}

/* --- XML ----------------------------------------------------------------------- */

typedef struct Attr {
    const char *name;
    size_t name_len;
    char value[XML_VALUE_MAX];
    bool too_long;
} Attr;

typedef struct Tag {
    const char *name;
    size_t name_len;
    int line;
    bool closing, self_closing;
    int n_attr;
    Attr attr[XML_MAX_ATTRS];
} Tag;

typedef struct Xml {
    const char *p, *end;
    int line;
    const char *src;
    Error *err;
} Xml;

static int clip(size_t n)
{
    return n > MSG_NAME_MAX ? MSG_NAME_MAX : (int)n;
}

static bool starts(const Xml *x, const char *lit)
{
    size_t n = strlen(lit);
    return (size_t)(x->end - x->p) >= n && memcmp(x->p, lit, n) == 0;
}

/* Moves to `to`, counting lines. */
static void xml_move(Xml *x, const char *to)
{
    for (; x->p < to; x->p++)
        if (*x->p == '\n')
            x->line++;
}

static const char *xml_find(const Xml *x, const char *from, const char *lit)
{
    size_t n = strlen(lit);
    for (const char *p = from; (size_t)(x->end - p) >= n; p++)
        if (memcmp(p, lit, n) == 0)
            return p;
    return NULL;
}

static void xml_skip_blank(Xml *x)
{
    while (x->p < x->end && is_blank(*x->p)) {
        if (*x->p == '\n')
            x->line++;
        x->p++;
    }
}

static bool is_name_start(char c)
{
    unsigned char u = (unsigned char)c;
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u == '_' || u == ':' || u >= 0x80;
}

static bool is_name_char(char c)
{
    return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

static size_t xml_name(Xml *x)
{
    const char *b = x->p;
    if (x->p < x->end && is_name_start(*x->p))
        while (x->p < x->end && is_name_char(*x->p))
            x->p++;
    return (size_t)(x->p - b);
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Names compare ignoring ASCII case, as GNOME Mahjongg reads them. */
static bool names_equal(const char *a, size_t an, const char *b, size_t bn)
{
    if (an != bn)
        return false;
    for (size_t i = 0; i < an; i++)
        if (lower(a[i]) != lower(b[i]))
            return false;
    return true;
}

static bool name_is(const char *s, size_t n, const char *lit)
{
    return names_equal(s, n, lit, strlen(lit));
}

static void attr_put(Attr *a, size_t *len, const char *s, size_t n)
{
    if (a->too_long || *len + n >= XML_VALUE_MAX) {
        a->too_long = true;
        return;
    }
    memcpy(a->value + *len, s, n);
    *len += n;
    a->value[*len] = '\0';
}

static size_t utf8_encode(unsigned long cp, char *o)
{
    if (cp < 0x80) {
        o[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (char)(0xc0 | (cp >> 6));
        o[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (char)(0xe0 | (cp >> 12));
        o[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        o[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    o[0] = (char)(0xf0 | (cp >> 18));
    o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    o[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* Decodes the quoted value [s, e) with its entities into a. */
static bool xml_value(Xml *x, const Tag *t, const char *s, const char *e, Attr *a)
{
    size_t len = 0;
    a->value[0] = '\0';
    a->too_long = false;
    while (s < e) {
        if (*s == '<')
            return error_set(x->err, "%s:%d: '<' in an attribute value of <%.*s>", x->src, t->line,
                             clip(t->name_len), t->name);
        if (*s != '&') {
            attr_put(a, &len, s, 1);
            s++;
            continue;
        }
        const char *semi = memchr(s, ';', (size_t)(e - s));
        if (!semi || semi - s > 12)
            return error_set(x->err, "%s:%d: '&' without an entity name and ';' in <%.*s>",
                             x->src, t->line, clip(t->name_len), t->name);
        const char *ent = s + 1;
        size_t en = (size_t)(semi - ent);
        static const struct {
            const char *name;
            char c;
        } named[] = {{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
        bool found = false;
        for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
            if (strlen(named[i].name) == en && memcmp(ent, named[i].name, en) == 0) {
                attr_put(a, &len, &named[i].c, 1);
                found = true;
            }
        if (!found && en >= 2 && ent[0] == '#') {
            bool hex = ent[1] == 'x';
            size_t i = hex ? 2 : 1;
            unsigned long cp = 0;
            bool digits = i < en;
            for (; i < en && digits; i++) {
                char c = ent[i];
                int v = c >= '0' && c <= '9'                ? c - '0'
                        : hex && c >= 'a' && c <= 'f'       ? c - 'a' + 10
                        : hex && c >= 'A' && c <= 'F'       ? c - 'A' + 10
                                                            : -1;
                if (v < 0)
                    digits = false;
                else if (cp <= 0x10ffff)
                    cp = cp * (hex ? 16u : 10u) + (unsigned long)v;
            }
            bool control = (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || cp == 0x7f;
            if (digits && !control && cp <= 0x10ffff &&
                !(cp >= 0xd800 && cp <= 0xdfff)) {
                char u[4];
                attr_put(a, &len, u, utf8_encode(cp, u));
                found = true;
            }
        }
        if (!found)
            return error_set(x->err, "%s:%d: unknown or unusable entity '&%.*s;' in <%.*s>", x->src, t->line,
                             clip(en), ent, clip(t->name_len), t->name);
        s = semi + 1;
    }
    return true;
}

static const Attr *tag_attr(const Tag *t, const char *name)
{
    for (int i = 0; i < t->n_attr; i++)
        if (name_is(t->attr[i].name, t->attr[i].name_len, name))
            return &t->attr[i];
    return NULL;
}

/* Reads a start or end tag; x->p is at its '<'. */
static bool xml_tag(Xml *x, Tag *t)
{
    t->line = x->line;
    t->n_attr = 0;
    t->self_closing = false;
    x->p++;
    t->closing = x->p < x->end && *x->p == '/';
    if (t->closing)
        x->p++;
    t->name = x->p;
    t->name_len = xml_name(x);
    if (t->name_len == 0)
        return error_set(x->err, "%s:%d: expected an element name after '<'", x->src, x->line);
    for (;;) {
        xml_skip_blank(x);
        if (x->p >= x->end)
            return error_set(x->err, "%s:%d: the file ends inside <%.*s> (line %d)", x->src,
                             x->line, clip(t->name_len), t->name, t->line);
        if (*x->p == '>') {
            x->p++;
            return true;
        }
        if (*x->p == '/' && !t->closing) {
            x->p++;
            if (x->p >= x->end || *x->p != '>')
                return error_set(x->err, "%s:%d: expected '>' after '/' in <%.*s>", x->src,
                                 x->line, clip(t->name_len), t->name);
            x->p++;
            t->self_closing = true;
            return true;
        }
        if (t->closing)
            return error_set(x->err, "%s:%d: expected '>' after </%.*s", x->src, x->line,
                             clip(t->name_len), t->name);
        const char *an = x->p;
        size_t anl = xml_name(x);
        if (anl == 0)
            return error_set(x->err, "%s:%d: unexpected character in <%.*s>", x->src, x->line,
                             clip(t->name_len), t->name);
        xml_skip_blank(x);
        if (x->p >= x->end || *x->p != '=')
            return error_set(x->err, "%s:%d: attribute '%.*s' of <%.*s> without a value", x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        x->p++;
        xml_skip_blank(x);
        if (x->p >= x->end || (*x->p != '"' && *x->p != '\''))
            return error_set(x->err, "%s:%d: the value of '%.*s' in <%.*s> is not quoted", x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        char q = *x->p++;
        const char *vb = x->p;
        const char *ve = memchr(vb, q, (size_t)(x->end - vb));
        if (!ve)
            return error_set(x->err, "%s:%d: unterminated value of '%.*s' in <%.*s>", x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        for (int i = 0; i < t->n_attr; i++)
            if (names_equal(t->attr[i].name, t->attr[i].name_len, an, anl))
                return error_set(x->err, "%s:%d: duplicate attribute '%.*s' in <%.*s>", x->src,
                                 x->line, clip(anl), an, clip(t->name_len), t->name);
        if (t->n_attr >= XML_MAX_ATTRS)
            return error_set(x->err, "%s:%d: too many attributes in <%.*s> (at most %d)", x->src,
                             x->line, clip(t->name_len), t->name, XML_MAX_ATTRS);
        Attr *a = &t->attr[t->n_attr++];
        a->name = an;
        a->name_len = anl;
        if (!xml_value(x, t, vb, ve, a))
            return false;
        xml_move(x, ve + 1);
    }
}

/* Skips a comment, processing instruction, CDATA section or DOCTYPE at x->p;
 * false (with a message) when it does not end. */
static bool xml_skip_special(Xml *x)
{
    int line = x->line;
    const char *what, *close;
    size_t skip;
    if (starts(x, "<!--")) {
        what = "comment";
        close = "-->";
        skip = 4;
    } else if (starts(x, "<![CDATA[")) {
        what = "CDATA section";
        close = "]]>";
        skip = 9;
    } else if (starts(x, "<?")) {
        what = "'<?'";
        close = "?>";
        skip = 2;
    } else {
        /* <!DOCTYPE ...> with an optional [internal subset] */
        int depth = 0;
        for (const char *p = x->p + 2; p < x->end; p++) {
            if (*p == '[')
                depth++;
            else if (*p == ']' && depth > 0)
                depth--;
            else if (*p == '>' && depth == 0) {
                xml_move(x, p + 1);
                return true;
            }
        }
        return error_set(x->err, "%s:%d: unterminated '<!' declaration", x->src, line);
    }
    const char *e = xml_find(x, x->p + skip, close);
    if (!e)
        return error_set(x->err, "%s:%d: unterminated %s", x->src, line, what);
    xml_move(x, e + strlen(close));
    return true;
}

/* --- GNOME Mahjongg ----------------------------------------------------------- */

typedef enum ElemKind { EL_OTHER, EL_MAP, EL_LAYER } ElemKind;

typedef struct Frame {
    const char *name;
    size_t name_len;
    int line;
    ElemKind kind;
} Frame;

typedef struct Gnome {
    Xml x;
    Frame stack[XML_MAX_DEPTH];
    int depth;
    bool in_map, in_layer;
    int layer_z;
    int map_line;
    char map_name[sizeof ((Layout *)0)->name];
    Raw raw;
    Tag tag;
    Layout *maps; /* finished layouts */
    int n_maps, cap_maps, max_maps;
} Gnome;

typedef enum NumResult { NUM_OK, NUM_BAD, NUM_FRACTION, NUM_RANGE } NumResult;

/* A GNOME coordinate in tiles ("3", "-1", "2.5") as half tiles. */
static NumResult parse_half(const char *s, int *out)
{
    while (is_blank(*s))
        s++;
    bool neg = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    long whole = 0;
    int digits = 0;
    bool big = false;
    for (; *s >= '0' && *s <= '9'; s++, digits++) {
        whole = whole * 10 + (*s - '0');
        if (whole > GNOME_COORD_MAX) {
            big = true;
            whole = GNOME_COORD_MAX;
        }
    }
    int half = 0;
    bool exact = true;
    if (*s == '.') {
        s++;
        for (int i = 0; *s >= '0' && *s <= '9'; s++, i++, digits++) {
            if (i == 0 && *s == '5')
                half = 1;
            else if (*s != '0')
                exact = false;
        }
    }
    while (is_blank(*s))
        s++;
    if (digits == 0 || *s != '\0')
        return NUM_BAD;
    if (big)
        return NUM_RANGE;
    if (!exact)
        return NUM_FRACTION;
    long v = whole * 2 + half;
    *out = (int)(neg ? -v : v);
    return NUM_OK;
}

/* Reads coordinate attribute `name` of the current tag in half tiles. A missing
 * attribute is an error when `required`, else leaves *present false. */
static bool attr_coord(Gnome *g, const char *name, bool required, bool layer, int *out,
                       bool *present)
{
    const Tag *t = &g->tag;
    const Xml *x = &g->x;
    const Attr *a = tag_attr(t, name);
    if (present)
        *present = a != NULL;
    if (!a) {
        if (required)
            return error_set(x->err, "%s:%d: <%.*s> without '%s'", x->src, t->line,
                             clip(t->name_len), t->name, name);
        return true;
    }
    NumResult r = a->too_long ? NUM_BAD : parse_half(a->value, out);
    if (r == NUM_OK && layer) {
        if (*out % 2 != 0)
            r = NUM_FRACTION;
        *out /= 2;
    }
    switch (r) {
    case NUM_OK:
        return true;
    case NUM_BAD:
        return error_set(x->err, "%s:%d: <%.*s> %s=\"%.*s\" is not a number", x->src, t->line,
                         clip(t->name_len), t->name, name, MSG_NAME_MAX, a->value);
    case NUM_FRACTION:
        return error_set(x->err,
                         layer ? "%s:%d: <%.*s> %s=\"%.*s\" is not a whole layer"
                               : "%s:%d: <%.*s> %s=\"%.*s\" is not on a half-tile step",
                         x->src, t->line, clip(t->name_len), t->name, name, MSG_NAME_MAX,
                         a->value);
    default:
        return error_set(x->err, "%s:%d: <%.*s> %s=\"%.*s\" out of range", x->src, t->line,
                         clip(t->name_len), t->name, name, MSG_NAME_MAX, a->value);
    }
}

/* A span lo..hi in half tiles, stepping a whole tile. */
static bool check_span(const Gnome *g, const char *lo_name, int lo, const char *hi_name, int hi)
{
    const Tag *t = &g->tag;
    if (hi < lo)
        return error_set(g->x.err, "%s:%d: <%.*s> has %s before %s", g->x.src, t->line,
                         clip(t->name_len), t->name, hi_name, lo_name);
    if ((hi - lo) % 2 != 0)
        return error_set(g->x.err, "%s:%d: <%.*s> from %s to %s is not a whole number of tiles",
                         g->x.src, t->line, clip(t->name_len), t->name, lo_name, hi_name);
    return true;
}

/* <row>, <column>, <block> or <tile>: adds its places to the open map. */
static bool gnome_tiles(Gnome *g, const char *kind)
{
    int z = g->in_layer ? g->layer_z : 0, zz = 0;
    bool has_z;
    if (!attr_coord(g, "z", false, true, &zz, &has_z))
        return false;
    if (has_z)
        z = zz;
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    bool ok;
    if (strcmp(kind, "row") == 0) {
        ok = attr_coord(g, "y", true, false, &y0, NULL) &&
             attr_coord(g, "left", true, false, &x0, NULL) &&
             attr_coord(g, "right", true, false, &x1, NULL) && check_span(g, "left", x0, "right", x1);
        y1 = y0;
    } else if (strcmp(kind, "column") == 0) {
        ok = attr_coord(g, "x", true, false, &x0, NULL) &&
             attr_coord(g, "top", true, false, &y0, NULL) &&
             attr_coord(g, "bottom", true, false, &y1, NULL) &&
             check_span(g, "top", y0, "bottom", y1);
        x1 = x0;
    } else if (strcmp(kind, "block") == 0) {
        ok = attr_coord(g, "left", true, false, &x0, NULL) &&
             attr_coord(g, "right", true, false, &x1, NULL) &&
             attr_coord(g, "top", true, false, &y0, NULL) &&
             attr_coord(g, "bottom", true, false, &y1, NULL) &&
             check_span(g, "left", x0, "right", x1) && check_span(g, "top", y0, "bottom", y1);
    } else {
        ok = attr_coord(g, "x", true, false, &x0, NULL) && attr_coord(g, "y", true, false, &y0, NULL);
        x1 = x0;
        y1 = y0;
    }
    if (!ok)
        return false;
    for (int y = y0; y <= y1; y += 2)
        for (int x = x0; x <= x1; x += 2)
            if (!raw_add(&g->raw, x, y, z, g->tag.line, g->x.src, g->x.err))
                return false;
    return true;
}

static bool gnome_map_start(Gnome *g)
{
    const Attr *a = tag_attr(&g->tag, "name");
    g->in_map = true;
    g->in_layer = false;
    g->map_line = g->tag.line;
    g->raw.n = 0;
    if (a && a->value[0]) { /* a name over XML_VALUE_MAX is cut later anyway */
        copy_clean(g->map_name, sizeof g->map_name, a->value, strlen(a->value));
    } else {
        /* unnamed: the file name, numbered after the first map */
        char stem[sizeof g->map_name - 12]; /* room for " <number>", cut on a character */
        if (g->n_maps == 0) {
            file_stem(g->map_name, sizeof g->map_name, g->x.src);
        } else {
            file_stem(stem, sizeof stem, g->x.src);
            snprintf(g->map_name, sizeof g->map_name, "%s %d", stem, g->n_maps + 1);
        }
    }
    return true;
}

static bool gnome_map_end(Gnome *g)
{
    g->in_map = g->in_layer = false;
    char what[sizeof g->map_name + 16];
    snprintf(what, sizeof what, "map '%s': ", g->map_name);
    if (!raw_check(&g->raw, g->x.src, g->map_line, what, g->x.err))
        return false;
    if (g->n_maps >= g->max_maps)
        return error_set(g->x.err, "%s:%d: more than %d maps in one file", g->x.src, g->map_line,
                         g->max_maps);
    if (g->n_maps == g->cap_maps) {
        int cap = g->cap_maps ? g->cap_maps * 2 : 4;
        if (cap > g->max_maps)
            cap = g->max_maps;
        Layout *p = realloc(g->maps, (size_t)cap * sizeof *p);
        if (!p)
            return error_set(g->x.err, "%s: out of memory", g->x.src);
        g->maps = p;
        g->cap_maps = cap;
    }
    if (!raw_to_layout(&g->raw, g->map_name, "GNOME Mahjongg", g->x.src, &g->maps[g->n_maps],
                       g->x.err))
        return false;
    g->n_maps++;
    return true;
}

/* Acts on a start tag; returns the kind of element to push. */
static bool gnome_start(Gnome *g, ElemKind *kind)
{
    const Tag *t = &g->tag;
    const Xml *x = &g->x;
    *kind = EL_OTHER;
    static const char *const tiles[] = {"row", "column", "block", "tile"};
    if (name_is(t->name, t->name_len, "map")) {
        if (g->in_map)
            return error_set(x->err, "%s:%d: <map> inside <map> (line %d)", x->src, t->line,
                             g->map_line);
        *kind = EL_MAP;
        return gnome_map_start(g);
    }
    if (name_is(t->name, t->name_len, "layer")) {
        if (!g->in_map)
            return error_set(x->err, "%s:%d: <layer> outside <map>", x->src, t->line);
        if (g->in_layer)
            return error_set(x->err, "%s:%d: <layer> inside <layer>", x->src, t->line);
        if (!attr_coord(g, "z", true, true, &g->layer_z, NULL))
            return false;
        *kind = EL_LAYER;
        g->in_layer = !t->self_closing;
        return true;
    }
    for (size_t i = 0; i < sizeof tiles / sizeof tiles[0]; i++)
        if (name_is(t->name, t->name_len, tiles[i])) {
            if (!g->in_map)
                return error_set(x->err, "%s:%d: <%.*s> outside <map>", x->src, t->line,
                                 clip(t->name_len), t->name);
            return gnome_tiles(g, tiles[i]);
        }
    return true; /* other elements are ignored; what they contain still counts */
}

static bool gnome_end(Gnome *g)
{
    const Tag *t = &g->tag;
    const Xml *x = &g->x;
    if (g->depth == 0)
        return error_set(x->err, "%s:%d: unbalanced XML: </%.*s> without an open element", x->src,
                         t->line, clip(t->name_len), t->name);
    const Frame *f = &g->stack[g->depth - 1];
    if (f->name_len != t->name_len || memcmp(f->name, t->name, t->name_len) != 0)
        return error_set(x->err, "%s:%d: unbalanced XML: </%.*s> closes <%.*s> (line %d)", x->src,
                         t->line, clip(t->name_len), t->name, clip(f->name_len), f->name, f->line);
    g->depth--;
    if (f->kind == EL_LAYER)
        g->in_layer = false;
    if (f->kind == EL_MAP)
        return gnome_map_end(g);
    return true;
}

static int import_gnome(const char *text, size_t len, const char *src, int max_maps,
                        Layout **out, Error *err)
{
    Gnome *g = calloc(1, sizeof *g);
    if (!g) {
        error_set(err, "%s: out of memory", src);
        return -1;
    }
    g->x = (Xml){text, text + len, 1, src, err};
    g->max_maps = max_maps;
    Xml *x = &g->x;
    bool ok = true;
    while (ok && x->p < x->end) {
        if (*x->p != '<') {
            /* character data between elements carries nothing for a map */
            const char *lt = memchr(x->p, '<', (size_t)(x->end - x->p));
            xml_move(x, lt ? lt : x->end);
            continue;
        }
        if (starts(x, "<!") || starts(x, "<?")) {
            ok = xml_skip_special(x);
            continue;
        }
        if (!xml_tag(x, &g->tag)) {
            ok = false;
            continue;
        }
        if (g->tag.closing) {
            ok = gnome_end(g);
            continue;
        }
        ElemKind kind;
        ok = gnome_start(g, &kind);
        if (!ok)
            break;
        if (g->tag.self_closing) {
            if (kind == EL_MAP)
                ok = gnome_map_end(g);
            continue;
        }
        if (g->depth >= XML_MAX_DEPTH) {
            ok = error_set(err, "%s:%d: elements nested too deeply (more than %d)", src,
                           g->tag.line, XML_MAX_DEPTH);
            continue;
        }
        g->stack[g->depth++] = (Frame){g->tag.name, g->tag.name_len, g->tag.line, kind};
    }
    if (ok && g->depth > 0) {
        const Frame *f = &g->stack[g->depth - 1];
        ok = error_set(err, "%s:%d: unbalanced XML: <%.*s> (line %d) is never closed", src,
                       x->line, clip(f->name_len), f->name, f->line);
    }
    if (ok && g->n_maps == 0)
        ok = error_set(err, "%s: no <map> element (not a GNOME Mahjongg map?)", src);
    int n = ok ? g->n_maps : -1;
    if (ok)
        *out = g->maps;
    else
        free(g->maps);
    free(g);
    return n;
}

/* --- entry points ---------------------------------------------------------------- */

int layout_import(const char *text, size_t len, const char *source, Layout *out, int cap,
                  Error *err)
{
    const char *src = source && source[0] ? source : "layout";
    if (!text)
        len = 0;
    if (!out || cap < 1) {
        error_set(err, "%s: no room for the layouts", src);
        return -1;
    }
    if (len > LAYOUT_IMPORT_MAX_BYTES) {
        error_set(err, "%s: too large for a layout (%zu bytes, at most %u)", src, len,
                  LAYOUT_IMPORT_MAX_BYTES);
        return -1;
    }
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
        text += 3; /* a UTF-8 byte order mark */
        len -= 3;
    }
    if (!text_check(text, len, src, err))
        return -1;
    size_t i = 0;
    while (i < len && is_blank(text[i]))
        i++;
    if (i == len) {
        error_set(err, "%s:1: empty file (not a KMahjongg layout or GNOME Mahjongg map)", src);
        return -1;
    }
    Layout *got = NULL;
    int n;
    if (text[i] == '<') {
        n = import_gnome(text, len, src, cap, &got, err);
    } else if ((got = malloc(sizeof *got)) != NULL) {
        n = import_kmj(text, len, src, got, err);
    } else {
        error_set(err, "%s: out of memory", src);
        n = -1;
    }
    if (n > 0)
        memcpy(out, got, (size_t)n * sizeof *out);
    free(got);
    return n;
}

int layout_import_file(const char *path, Layout *out, int cap, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, LAYOUT_IMPORT_MAX_BYTES, &text, &len, err))
        return -1;
    int n = layout_import(text, len, base_name(path), out, cap, err);
    free(text);
    return n;
}

int layout_load_any(const char *path, Layout *out, int cap, Error *err)
{
    if (cap < 1)
        return error_set(err, "%s: no room for a layout", path), -1;
    char head[16] = {0};
    size_t n = 0;
    if (!file_read_head(path, head, sizeof head - 1, &n, err))
        return -1;
    if (n >= 13 && memcmp(head, "pagoda-layout", 13) == 0)
        return layout_load_file(out, path, err) ? 1 : -1;
    return layout_import_file(path, out, cap, err);
}
