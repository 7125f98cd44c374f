#include "core/textflow.h"

#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"

bool textflow_is_cjk(uint32_t c)
{
    return (c >= 0x2e80 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xffef) ||
           (c >= 0x3000 && c <= 0x303f);
}

/* Marks a line never starts with: ，。、：；！？）」』 and their kin, and their ASCII forms. */
/* Room for need bytes in a growing text buffer (doubling); false when out of memory. */
static bool text_room(char **text, size_t *cap, size_t need)
{
    if (need <= *cap)
        return true;
    char *t = realloc(*text, need * 2);
    if (!t)
        return false;
    *text = t;
    *cap = need * 2;
    return true;
}

static bool closing(uint32_t c)
{
    static const uint32_t marks[] = {0xff0c, 0x3002, 0x3001, 0xff1a, 0xff1b, 0xff01, 0xff1f, 0xff09, 0x300d,
                                     0x300f, 0x3011, 0x3015, 0x300b, 0x3009, 0xff3d, 0xff5d, 0xff0e, 0x30fc,
                                     ',', '.', ':', ';', '!', '?', ')', ']', '}'};
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        if (c == marks[i])
            return true;
    return false;
}

/* Marks a line never ends with: （「『 and their kin. */
static bool opening(uint32_t c)
{
    static const uint32_t marks[] = {0xff08, 0x300c, 0x300e, 0x3010, 0x3014, 0x300a, 0x3008, 0xff3b, 0xff5b,
                                     '(', '[', '{'};
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        if (c == marks[i])
            return true;
    return false;
}

bool textflow_break_between(uint32_t a, uint32_t b)
{
    return textflow_is_cjk(a) && textflow_is_cjk(b) && !closing(b) && !opening(a);
}

bool textflow_may_break(const char *s, size_t n, size_t pos)
{
    if (pos == 0 || pos >= n || ((unsigned char)s[pos] & 0xc0) == 0x80)
        return false;
    uint32_t a, b;
    size_t p = utf8_prev(s, pos);
    utf8_decode(s + p, n - p, &a);
    utf8_decode(s + pos, n - pos, &b);
    if (a == ' ')
        return b != ' ';
    return textflow_break_between(a, b);
}

static size_t skip_spaces(const char *s, size_t n, size_t i)
{
    while (i < n && s[i] == ' ')
        i++;
    return i;
}

bool textflow_line(const char *s, size_t n, size_t start, int max_w, TextMeasureFn *measure, void *ctx,
                   size_t *end, size_t *next)
{
    start = skip_spaces(s, n, start);
    if (start >= n)
        return false;
    size_t last = n;
    while (last > start && s[last - 1] == ' ')
        last--;
    if (measure(ctx, s + start, last - start) <= max_w) { /* the rest fits */
        *end = last;
        *next = n;
        return true;
    }
    size_t best = 0, best_next = 0;
    for (size_t pos = start; pos < last;) {
        uint32_t cp;
        pos += utf8_decode(s + pos, n - pos, &cp);
        if (pos >= last || !textflow_may_break(s, n, pos))
            continue;
        size_t e = pos;
        while (e > start && s[e - 1] == ' ')
            e--;
        if (e == start)
            continue;
        if (measure(ctx, s + start, e - start) > max_w)
            break; /* wider from here on */
        best = e;
        best_next = pos;
    }
    if (best == 0) { /* a word alone too wide: as many of its characters as fit, one at least */
        uint32_t cp;
        best = start + utf8_decode(s + start, n - start, &cp);
        for (size_t pos = best; pos < last;) {
            size_t k = pos + utf8_decode(s + pos, n - pos, &cp);
            if (measure(ctx, s + start, k - start) > max_w)
                break;
            best = pos = k;
        }
        best_next = best;
    }
    *end = best;
    *next = skip_spaces(s, n, best_next);
    return true;
}

/* Appends s[0, k) to out (after a '\n' unless first), cut between characters
 * when out is full; false once it is. */
static bool put(char *out, size_t cap, size_t *len, const char *s, size_t k, bool first)
{
    if (!first) {
        if (*len + 1 >= cap)
            return false;
        out[(*len)++] = '\n';
    }
    size_t fit = utf8_fit(s, k, cap - 1 - *len);
    memcpy(out + *len, s, fit);
    *len += fit;
    out[*len] = '\0';
    return fit == k;
}

int textflow_wrap(const char *s, int max_w, TextMeasureFn *measure, void *ctx, char *out, size_t cap)
{
    if (cap == 0)
        return 0;
    out[0] = '\0';
    size_t len = 0;
    int lines = 0;
    bool room = true;
    for (const char *p = s; room && p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p), start = 0, end, next;
        bool any = false;
        while (room && textflow_line(p, n, start, max_w, measure, ctx, &end, &next)) {
            size_t from = skip_spaces(p, n, start);
            room = put(out, cap, &len, p + from, end - from, lines == 0);
            lines++;
            any = true;
            start = next;
        }
        if (!any && room && nl) { /* an empty line between two others stays */
            room = put(out, cap, &len, "", 0, lines == 0);
            lines++;
        }
        p = nl ? nl + 1 : NULL;
    }
    return lines > 0 ? lines : 1;
}

/* ---------- help pages ---------- */

static bool flow_add(Flow *f, const char *s, size_t k, int x, bool row)
{
    if (!text_room(&f->text, &f->text_cap, f->len + k + 1))
        return false;
    if (f->n == f->cap) {
        int cap = f->cap ? f->cap * 2 : 32;
        FlowLine *l = realloc(f->line, (size_t)cap * sizeof *l);
        if (!l)
            return false;
        f->line = l;
        f->cap = cap;
    }
    f->line[f->n++] = (FlowLine){f->len, x, row};
    memcpy(f->text + f->len, s, k);
    f->len += k;
    f->text[f->len++] = '\0';
    return true;
}

/* The bytes of a list item's marker at the start of s, its space included. */
static size_t marker_len(const char *s)
{
    if ((s[0] == '-' || s[0] == '*') && s[1] == ' ')
        return 2;
    if (strncmp(s, "\xe2\x80\xa2 ", 4) == 0) /* • */
        return 4;
    size_t d = 0;
    while (s[d] >= '0' && s[d] <= '9')
        d++;
    if (d > 0 && d <= 3 && (s[d] == '.' || s[d] == ':' || s[d] == ')') && s[d + 1] == ' ')
        return d + 2;
    return 0;
}

enum { JOIN_NONE, JOIN_PLAIN, JOIN_ITEM };

/* The paragraph, item or indented line being gathered. */
typedef struct Block {
    char *text;
    size_t len, cap;
    int indent;    /* spaces before it in the source */
    size_t marker; /* the item's marker at the start of text */
    int join;
} Block;

/* Appends s[0, k) to the block, after a space where `space` allows one and
 * neither side is CJK. */
static bool block_append(Block *b, const char *s, size_t k, bool space)
{
    if (!space || b->len == 0 || k == 0) {
        space = false;
    } else {
        uint32_t a, c;
        size_t p = utf8_prev(b->text, b->len);
        utf8_decode(b->text + p, b->len - p, &a);
        utf8_decode(s, k, &c);
        space = !textflow_is_cjk(a) && !textflow_is_cjk(c); /* Chinese joins with no space */
    }
    if (!text_room(&b->text, &b->cap, b->len + k + 2))
        return false;
    if (space)
        b->text[b->len++] = ' ';
    memcpy(b->text + b->len, s, k);
    b->len += k;
    return true;
}

static const char SPACES[] = "                                ";

static bool block_flush(Block *b, Flow *f, int max_w, TextMeasureFn *measure, void *ctx)
{
    if (b->len == 0)
        return true;
    int indent = b->indent < (int)sizeof SPACES - 1 ? b->indent : (int)sizeof SPACES - 1;
    int x0 = indent > 0 ? measure(ctx, SPACES, (size_t)indent) : 0;
    int hang = b->marker ? measure(ctx, b->text, b->marker) : 0;
    if (x0 + hang > max_w / 2) { /* a narrow box: the indent gives way */
        x0 = 0;
        hang = hang > max_w / 2 ? 0 : hang;
    }
    int w = max_w - x0 - hang;
    const char *c = b->text + b->marker;
    size_t n = b->len - b->marker, start = 0, end, next;
    bool first = true, ok = true;
    while (ok && textflow_line(c, n, start, w, measure, ctx, &end, &next)) {
        if (first) /* the marker, then the item's first words */
            ok = flow_add(f, b->text, b->marker + end, x0, false);
        else
            ok = flow_add(f, c + skip_spaces(c, n, start), end - skip_spaces(c, n, start), x0 + hang, false);
        first = false;
        start = next;
    }
    if (ok && first) /* a marker alone */
        ok = flow_add(f, b->text, b->marker, x0, false);
    b->len = 0;
    b->marker = 0;
    b->join = JOIN_NONE;
    return ok;
}

bool textflow_page(const char *page, int max_w, TextMeasureFn *measure, void *ctx, Flow *out)
{
    out->n = 0;
    out->len = 0;
    Block b = {0};
    bool ok = true;
    for (const char *p = page; ok && p && *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\r'))
            n--;
        /* the pseudo-language "qps" brackets every line ("[  - ţö ~~~]"): what is
         * inside them says what the line is */
        size_t open = n > 1 && p[0] == '[' && p[n - 1] == ']';
        int indent = 0;
        while (open + (size_t)indent < n && p[open + (size_t)indent] == ' ')
            indent++;
        const char *body = p + open + indent;
        size_t k = n - open - (size_t)indent;
        if (memchr(p, '\t', n)) { /* a table row, as it is */
            ok = block_flush(&b, out, max_w, measure, ctx) && flow_add(out, p, n, 0, true);
        } else if (k == 0) { /* a blank line ends the paragraph and stays */
            ok = block_flush(&b, out, max_w, measure, ctx) && flow_add(out, "", 0, 0, false);
        } else {
            char head[8] = {0};
            memcpy(head, body, k < 7 ? k : 7);
            size_t mk = marker_len(head);
            bool joins = mk == 0 && ((b.join == JOIN_ITEM && indent > b.indent) ||
                                     (b.join == JOIN_PLAIN && indent == 0));
            if (!joins) {
                ok = block_flush(&b, out, max_w, measure, ctx);
                b.indent = indent;
                b.marker = mk ? open + mk : 0;
                b.join = mk ? JOIN_ITEM : indent == 0 ? JOIN_PLAIN : JOIN_NONE;
            }
            ok = ok && (!open || block_append(&b, "[", 1, true)) && block_append(&b, body, k, !open);
        }
        p = nl ? nl + 1 : NULL;
    }
    ok = ok && block_flush(&b, out, max_w, measure, ctx);
    free(b.text);
    return ok;
}

void textflow_free(Flow *f)
{
    free(f->text);
    free(f->line);
    *f = (Flow){0};
}
