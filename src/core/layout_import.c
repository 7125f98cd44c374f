/* Importers: KMahjongg `.layout` grids (layout_import_kmj.c) and GNOME Mahjongg
 * `.map` XML (layout_import_gnome.c); this file detects the format and holds what
 * both share.
 *
 * Both readers collect raw places with the source line of each, check what
 * layout_parse would reject (so messages point at the line in the player's file),
 * then write the places in Pagoda's own format and hand that text to
 * layout_parse, which normalises, sorts and checks the rest exactly as for a
 * native layout. */
#include "core/layout_import.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/layout_import_formats.h"

#define IMPORT_TEXT_CAP 16384 /* Pagoda text of one layout: header + 288 short lines */

/* --- shared: raw places, checks, conversion ---------------------------------- */


static int iabs(int v)
{
    return v < 0 ? -v : v;
}

bool import_raw_add(Raw *r, int x, int y, int z, int line, const char *src, Error *err)
{
    if (z < 0 || z >= LAYOUT_MAX_Z)
        return error_set(err, _("%s:%d: layer %d out of range (Pagoda has layers 0..%d)"), src, line,
                         z, LAYOUT_MAX_Z - 1);
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

/* The checks of layout_parse that concern single places, with source lines.
 * `line` (0: none) and `what` ("map 'X': " or "") locate whole-layout problems. */
bool import_raw_check(const Raw *r, const char *src, int line, const char *what, Error *err)
{
    char at[32] = "";
    if (line > 0)
        snprintf(at, sizeof at, ":%d", line);
    if (r->n == 0)
        /* TRANSLATORS: %1$s a file's path, %2$s ":LINE" or nothing, %3$s "map 'X': " or nothing */
        return error_set(err, _("%s%s: %sno tiles"), src, at, what);
    if (r->n % 2 != 0)
        return error_set(err, _("%s%s: %sodd tile count (%d)"), src, at, what, r->n);
    int minx = r->x[0], miny = r->y[0];
    for (int i = 1; i < r->n; i++) {
        if (r->x[i] < minx)
            minx = r->x[i];
        if (r->y[i] < miny)
            miny = r->y[i];
    }
    for (int i = 0; i < r->n; i++) {
        if (r->x[i] - minx + 2 > LAYOUT_MAX_W)
            /* TRANSLATORS: %1$s a file's path, %2$d a line, %3$s "map 'X': " or nothing */
            return error_set(err,
                             P_("%s:%d: %slayout wider than %d tile", "%s:%d: %slayout wider than %d tiles",
                                LAYOUT_MAX_W / 2),
                             src, r->line[i], what, LAYOUT_MAX_W / 2);
        if (r->y[i] - miny + 2 > LAYOUT_MAX_H)
            return error_set(err,
                             P_("%s:%d: %slayout taller than %d tile", "%s:%d: %slayout taller than %d tiles",
                                LAYOUT_MAX_H / 2),
                             src, r->line[i], what, LAYOUT_MAX_H / 2);
    }
    for (int i = 0; i < r->n; i++)
        for (int j = i + 1; j < r->n; j++)
            if (r->z[i] == r->z[j] && iabs(r->x[i] - r->x[j]) < 2 && iabs(r->y[i] - r->y[j]) < 2)
                return error_set(err, _("%s:%d: %stiles overlap on layer %d (the other is on line %d)"),
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
void import_copy_clean(char *dst, size_t cap, const char *s, size_t n)
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
void import_file_stem(char *dst, size_t cap, const char *src)
{
    const char *b = base_name(src);
    const char *dot = strrchr(b, '.');
    size_t n = dot && dot != b ? (size_t)(dot - b) : strlen(b);
    import_copy_clean(dst, cap, b, n);
}

/* Writes the places in Pagoda's format and parses that: layout_parse does the
 * normalising, sorting and remaining checks. */
bool import_raw_to_layout(const Raw *r, const char *name, const char *format, const char *src,
                          Layout *out, Error *err)
{
    char *text = malloc(IMPORT_TEXT_CAP);
    if (!text)
        return error_set(err, _("%s: out of memory"), src);
    char desc[200];
    import_copy_clean(desc, sizeof desc, base_name(src), strlen(base_name(src)));
    size_t n = (size_t)snprintf(text, IMPORT_TEXT_CAP,
                                "pagoda-layout 1\nname: %s\ndescription: Imported from %s (%s)\n"
                                "rule: peer\n",
                                name, format, desc);
    for (int i = 0; i < r->n && n < IMPORT_TEXT_CAP; i++)
        n += (size_t)snprintf(text + n, IMPORT_TEXT_CAP - n, "tile %d %d %d\n", r->x[i], r->y[i],
                              r->z[i]);
    bool ok;
    if (n >= IMPORT_TEXT_CAP)
        ok = error_set(err, _("%s: layout too large to convert"), src); /* cannot happen: 288 lines */
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
            return error_set(err, _("%s:%d: binary data (NUL byte)"), src, line);
        if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7f)
            return error_set(err, _("%s:%d: invalid character (not a text file?)"), src, line);
        size_t k = utf8_seq((const unsigned char *)text + i, len - i);
        if (k == 0)
            return error_set(err, _("%s:%d: invalid character (not a text file?)"), src, line);
        i += k;
    }
    return true;
}

/* One line of text without its '\n' or "\r\n"; false at the end. */
bool import_next_line(const char *t, size_t len, size_t *pos, const char **s, size_t *n)
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

bool import_is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
void import_warn(ImportWarnings *w, const char *fmt, ...)
{
    if (!w)
        return;
    if (w->n < LAYOUT_IMPORT_MAX_WARNINGS) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(w->msg[w->n], sizeof w->msg[w->n], fmt, ap);
        va_end(ap);
        w->n++;
    }
    w->total++;
}

/* --- entry points ---------------------------------------------------------------- */

int layout_import(const char *text, size_t len, const char *source, Layout *out, int cap,
                  ImportWarnings *warn, Error *err)
{
    if (warn)
        memset(warn, 0, sizeof *warn);
    const char *src = source && source[0] ? source : "layout";
    if (!text)
        len = 0;
    if (!out || cap < 1) {
        error_set(err, _("%s: no room for the layouts"), src);
        return -1;
    }
    if (len > LAYOUT_IMPORT_MAX_BYTES) {
        error_set(err,
                  P_("%s: too large for a layout (%zu byte, at most %u)",
                     "%s: too large for a layout (%zu bytes, at most %u)",
                     len),
                  src, len,
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
    while (i < len && import_is_blank(text[i]))
        i++;
    if (i == len) {
        error_set(err, _("%s:1: empty file (not a KMahjongg layout or GNOME Mahjongg map)"), src);
        return -1;
    }
    Layout *got = NULL;
    int n;
    if (text[i] == '<') {
        n = import_gnome(text, len, src, cap, &got, err);
    } else if ((got = malloc(sizeof *got)) != NULL) {
        n = import_kmj(text, len, src, got, warn, err);
    } else {
        error_set(err, _("%s: out of memory"), src);
        n = -1;
    }
    if (n > 0)
        memcpy(out, got, (size_t)n * sizeof *out);
    free(got);
    return n;
}

int layout_import_file(const char *path, Layout *out, int cap, ImportWarnings *warn,
                       Error *err)
{
    if (warn)
        memset(warn, 0, sizeof *warn);
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, LAYOUT_IMPORT_MAX_BYTES, &text, &len, err))
        return -1;
    int n = layout_import(text, len, base_name(path), out, cap, warn, err);
    free(text);
    return n;
}

int layout_load_any(const char *path, Layout *out, int cap, Error *err)
{
    return layout_load_any_warn(path, out, cap, NULL, err);
}

int layout_load_any_warn(const char *path, Layout *out, int cap, ImportWarnings *warn,
                         Error *err)
{
    if (warn)
        memset(warn, 0, sizeof *warn);
    if (cap < 1)
        return error_set(err, _("%s: no room for a layout"), path), -1;
    char head[16] = {0};
    size_t n = 0;
    if (!file_read_head(path, head, sizeof head - 1, &n, err))
        return -1;
    if (n >= 13 && memcmp(head, "pagoda-layout", 13) == 0)
        return layout_load_file(out, path, err) ? 1 : -1;
    return layout_import_file(path, out, cap, warn, err);
}

