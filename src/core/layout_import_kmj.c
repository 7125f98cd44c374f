/* KMahjongg `.layout` reader (v1.0 and v1.1): a grid of cells per layer where a
 * tile is drawn '1 2' over '4 3'. Like KMahjongg, a tile is where its '1' is; the
 * other quarters are only checked, and a malformed one is a warning. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/layout_import_formats.h"

#include "core/i18n.h"

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
        return error_set(err, _("%s:%d: bad '%c' line (expected %c<number>)"), src, line, key, key);
    int max = key == 'w' ? KMJ_MAX_W : key == 'h' ? KMJ_MAX_H : KMJ_MAX_D;
    if (v < 1)
        return error_set(err, _("%s:%d: bad dimension (%c %d)"), src, line, key, v);
    if (v > max)
        return error_set(err, _("%s:%d: dimensions too large (%c %d, at most %d)"), src, line, key, v,
                         max);
    *(key == 'w' ? w : key == 'h' ? h : d) = v;
    return true;
}

/* The character of cell (x, y) on the layer starting at `layer`, or ' ' outside. */
static char kmj_cell(const char *g, size_t layer, int w, int h, int x, int y)
{
    if (x < 0 || y < 0 || x >= w || y >= h)
        return ' ';
    return g[layer + (size_t)y * (size_t)w + (size_t)x];
}

static char shown(char c)
{
    return c >= '!' && c <= '~' ? c : '.';
}

/* Collects a place for every '1', as KMahjongg does: a tile is where its '1' is.
 * The other quarters ('2' right, '4' below, '3' below right) are checked, and a
 * tile drawn wrong or a quarter that belongs to no '1' is a warning, not an error
 * (KMahjongg's own castle.layout has a tile drawn '12' over '32'). */
static bool kmj_scan(const char *g, int w, int h, int d, const Grid *gl, Raw *raw, const char *src,
                     ImportWarnings *warn, Error *err)
{
    size_t cells = (size_t)w * (size_t)h * (size_t)d, plane = (size_t)w * (size_t)h;
    bool *owned = calloc(cells ? cells : 1, 1); /* a quarter of some '1' tile */
    if (!owned)
        return error_set(err, _("%s: out of memory"), src);
    for (size_t k = 0; k < cells; k++) {
        if (g[k] != '1')
            continue;
        int x = (int)(k % (size_t)w), y = (int)(k / (size_t)w % (size_t)h);
        int z = (int)(k / plane);
        size_t layer = (size_t)z * plane;
        const GridLine *l = grid_line_of(gl, k);
        int line = l->line, col = (int)(k - l->cell) + 1;
        char c2 = kmj_cell(g, layer, w, h, x + 1, y), c4 = kmj_cell(g, layer, w, h, x, y + 1);
        char c3 = kmj_cell(g, layer, w, h, x + 1, y + 1);
        if (x + 1 < w)
            owned[k + 1] = true;
        if (y + 1 < h) {
            owned[k + (size_t)w] = true;
            if (x + 1 < w)
                owned[k + (size_t)w + 1] = true;
        }
        if (c2 != '2' || c4 != '4' || c3 != '3')
            import_warn(warn,
                        _("%s:%d: column %d: tile drawn '1%c' over '%c%c' instead of '12' over "
                          "'43' (cell x %d, y %d, layer %d); taken where its '1' is, as KMahjongg "
                          "does"),
                        src, line, col, shown(c2), shown(c4), shown(c3), x, y, z);
        if (!import_raw_add(raw, x, y, z, line, src, err)) {
            free(owned);
            return false;
        }
    }
    for (size_t k = 0; k < cells; k++) {
        char c = g[k];
        if (c < '2' || c > '4' || owned[k])
            continue;
        const GridLine *l = grid_line_of(gl, k);
        int x = (int)(k % (size_t)w), y = (int)(k / (size_t)w % (size_t)h);
        import_warn(warn,
                    _("%s:%d: column %d: '%c' that belongs to no tile's '1' (cell x %d, y %d, "
                      "layer %d); ignored, as KMahjongg does"),
                    src, l->line, (int)(k - l->cell) + 1, c, x, y, (int)(k / plane));
    }
    free(owned);
    return true;
}

int import_kmj(const char *text, size_t len, const char *src, Layout *out, ImportWarnings *warn,
               Error *err)
{
    size_t pos = 0;
    const char *s;
    size_t n;
    if (!import_next_line(text, len, &pos, &s, &n)) {
        error_set(err, _("%s:1: empty file"), src);
        return -1;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    bool v11 = n == strlen(KMJ_MAGIC_11) && memcmp(s, KMJ_MAGIC_11, n) == 0;
    bool v10 = n == strlen(KMJ_MAGIC_10) && memcmp(s, KMJ_MAGIC_10, n) == 0;
    if (!v10 && !v11) {
        error_set(err,
                  _("%s:1: wrong magic line (expected kmahjongg-layout-v1.0 or v1.1, or a GNOME "
                  "Mahjongg map starting with '<')"),
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
    while (import_next_line(text, len, &pos, &s, &n)) {
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
            error_set(err, _("%s: out of memory"), src);
            goto done;
        }
        total += n;
    }
    const char *missing = !w ? "w" : !h ? "h" : !d ? "d" : NULL;
    if (missing) {
        error_set(err, _("%s:1: kmahjongg-layout-v1.1 without a '%s' line (its size)"), src, missing);
        goto done;
    }
    /* KMahjongg reads the grid as one run of cells, however it is split into lines */
    size_t want = (size_t)w * (size_t)h * (size_t)d;
    if (total < want) {
        error_set(err, _("%s:%d: truncated grid: %zu of %zu cells (w %d x h %d x d %d)"), src, line,
                  total, want, w, h, d);
        goto done;
    }
    if (total > want) {
        error_set(err, _("%s:%d: grid longer than w %d x h %d x d %d = %zu cells"), src,
                  grid_line_of(&grid, want)->line, w, h, d, want);
        goto done;
    }
    cells = malloc(want);
    raw = calloc(1, sizeof *raw);
    if (!cells || !raw) {
        error_set(err, _("%s: out of memory"), src);
        goto done;
    }
    for (size_t i = 0; i < grid.n; i++)
        memcpy(cells + grid.lines[i].cell, text + grid.lines[i].off, grid.lines[i].len);
    if (!kmj_scan(cells, w, h, d, &grid, raw, src, warn, err) || !import_raw_check(raw, src, 0, "", err))
        goto done;
    char name[sizeof out->name];
    import_file_stem(name, sizeof name, src);
    if (import_raw_to_layout(raw, name, "KMahjongg", src, out, err))
        result = 1;
done:
    free(grid.lines);
    free(cells);
    free(raw);
    return result;
}
