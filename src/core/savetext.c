#include "core/savetext.h"

#include "core/i18n.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- writing --------------------------------------------------------------- */

void textbuf_put(TextBuf *b, const char *s, size_t n)
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

void textbuf_printf(TextBuf *b, const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        b->oom = true; /* never write a cut line */
        return;
    }
    textbuf_put(b, tmp, (size_t)n);
}

void textbuf_hex(TextBuf *b, const char *key, const uint8_t *v, int n)
{
    static const char digits[] = "0123456789abcdef";
    textbuf_put(b, key, strlen(key));
    textbuf_put(b, " ", 1);
    for (int i = 0; i < n; i++) {
        char h[2] = {digits[v[i] >> 4], digits[v[i] & 15]};
        textbuf_put(b, h, 2);
    }
    textbuf_put(b, "\n", 1);
}

void textbuf_rng(TextBuf *b, const char *key, const Rng *r)
{
    textbuf_printf(b, "%s %016" PRIx64 " %016" PRIx64 " %016" PRIx64 " %016" PRIx64 "\n", key,
                   r->s[0], r->s[1], r->s[2], r->s[3]);
}

char *textbuf_finish(TextBuf *b, size_t *len)
{
    if (!b->oom) {
        char line[TEXT_CHECKSUM_LEN + 1];
        text_checksum_line(b->p, b->len, line, sizeof line);
        textbuf_put(b, line, TEXT_CHECKSUM_LEN);
    }
    if (b->oom) {
        textbuf_free(b);
        return NULL;
    }
    char *p = b->p;
    if (len)
        *len = b->len;
    b->p = NULL;
    b->len = b->cap = 0;
    return p;
}

void textbuf_free(TextBuf *b)
{
    free(b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* --- reading --------------------------------------------------------------- */

bool textreader_line(TextReader *r, const char **s, size_t *n)
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

TextLine textlines_next(TextLines *t, char *buf, size_t cap)
{
    if (t->p >= t->end)
        return TEXTLINE_END;
    const char *s = t->p;
    const char *eol = memchr(s, '\n', (size_t)(t->end - s));
    size_t n = eol ? (size_t)(eol - s) : (size_t)(t->end - s);
    t->p = eol ? eol + 1 : t->end;
    t->line++;
    if (n > 0 && s[n - 1] == '\r')
        n--;
    if (n >= cap)
        return TEXTLINE_LONG;
    memcpy(buf, s, n);
    buf[n] = 0;
    return TEXTLINE_OK;
}

bool textreader_fail(TextReader *r, const char *what)
{
    return error_set(r->err, _("%s:%d: damaged: %s"), r->src, r->line, what);
}

bool textreader_key(TextReader *r, const char *key, const char **v, size_t *vn)
{
    const char *s;
    size_t n;
    if (!textreader_line(r, &s, &n))
        return error_set(r->err, _("%s: damaged: file is truncated"), r->src);
    size_t k = strlen(key);
    if (n < k || memcmp(s, key, k) != 0 || (n > k && s[k] != ' ')) {
        char what[96];
        /* TRANSLATORS: %s a key of a save file's line, left as it is ("seed", "moves") */
        snprintf(what, sizeof what, _("expected '%s'"), key);
        return textreader_fail(r, what);
    }
    *v = n > k ? s + k + 1 : s + n;
    *vn = n > k ? n - k - 1 : 0;
    return true;
}

bool textreader_u64(TextReader *r, const char *key, uint64_t max, uint64_t *out)
{
    const char *v = NULL;
    size_t vn = 0;
    if (!textreader_key(r, key, &v, &vn))
        return false;
    if (!text_parse_u64(v, vn, max, out)) {
        char what[96];
        /* TRANSLATORS: %s a key of a save file's line, left as it is ("seed", "moves"): its value is wrong */
        snprintf(what, sizeof what, _("bad %s"), key);
        return textreader_fail(r, what);
    }
    return true;
}

bool textreader_expect(TextReader *r, const char *key, const char *want, const char *what)
{
    const char *v = NULL;
    size_t vn = 0;
    if (!textreader_key(r, key, &v, &vn))
        return false;
    if (vn != strlen(want) || memcmp(v, want, vn) != 0)
        return textreader_fail(r, what);
    return true;
}

bool textreader_at_end(const TextReader *r)
{
    return r->pos >= r->len;
}

bool text_is_name(const char *s, size_t cap)
{
    size_t n = strlen(s);
    if (n == 0 || n >= cap)
        return false;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' ||
              ch == '_'))
            return false;
    }
    return true;
}

bool text_is_date(const char *s, size_t n)
{
    if (n != 10 || s[4] != '-' || s[7] != '-')
        return false;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
            return false;
    int y = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    int m = (s[5] - '0') * 10 + (s[6] - '0');
    int d = (s[8] - '0') * 10 + (s[9] - '0');
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m < 1 || m > 12 || d < 1)
        return false;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return d <= days[m - 1] + (m == 2 && leap);
}

bool text_parse_u64(const char *s, size_t n, uint64_t max, uint64_t *out)
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

bool text_parse_i64(const char *s, size_t n, int64_t min, int64_t max, int64_t *out)
{
    bool neg = n > 0 && s[0] == '-';
    uint64_t mag;
    uint64_t lim = neg ? (uint64_t)(-(min + 1)) + 1 : (uint64_t)(max < 0 ? 0 : max);
    if (!text_parse_u64(s + neg, n - neg, lim, &mag))
        return false;
    int64_t v = neg ? (mag == (uint64_t)INT64_MAX + 1 ? INT64_MIN : -(int64_t)mag) : (int64_t)mag;
    if (v < min || v > max)
        return false;
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

bool text_parse_hex(const char *s, size_t sn, uint8_t *out, int n)
{
    if (n < 0 || sn != (size_t)n * 2)
        return false;
    for (int i = 0; i < n; i++) {
        int hi = hex_val(s[2 * i]), lo = hex_val(s[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return false;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}

bool text_parse_rng(const char *v, size_t vn, Rng *out)
{
    if (vn != 4 * 17 - 1)
        return false;
    Rng r;
    for (int i = 0; i < 4; i++) {
        uint8_t bytes[8];
        if (!text_parse_hex(v + 17 * i, 16, bytes, 8) || (i < 3 && v[17 * i + 16] != ' '))
            return false;
        uint64_t s = 0;
        for (int k = 0; k < 8; k++)
            s = s << 8 | bytes[k];
        r.s[i] = s;
    }
    if ((r.s[0] | r.s[1] | r.s[2] | r.s[3]) == 0)
        return false;
    *out = r;
    return true;
}

bool text_split(const char *s, size_t n, const char **a, size_t *an, const char **b, size_t *bn)
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

int text_fields(const char *s, size_t n, const char **f, size_t *fn, int max)
{
    int k = 0;
    size_t i = 0;
    while (i < n && k < max) {
        size_t j = i;
        while (j < n && s[j] != ' ')
            j++;
        f[k] = s + i;
        fn[k++] = j - i;
        i = j + 1;
        if (j == n)
            break;
    }
    return i < n ? max + 1 : k; /* more fields than max: say so */
}

uint64_t text_fnv1a(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

size_t text_checksum_line(const char *text, size_t len, char *out, size_t cap)
{
    int k = snprintf(out, cap, "checksum %016" PRIx64 "\n", text_fnv1a(text, len));
    return k > 0 ? (size_t)k : 0;
}

bool text_checksum_check(const char *text, size_t len, const char *src, size_t *body_len, Error *err)
{
    if (len == 0 || text[len - 1] != '\n') {
        /* cut inside a line: what is before that line is all there is */
        size_t b = len;
        while (b > 0 && text[b - 1] != '\n')
            b--;
        *body_len = b;
        return error_set(err, _("%s: damaged: file is truncated"), src);
    }
    /* the checksum line is the last line */
    size_t cs = len - 1;
    while (cs > 0 && text[cs - 1] != '\n')
        cs--;
    static const char ck[] = "checksum ";
    size_t cl = len - 1 - cs;
    *body_len = len;
    if (cl != sizeof ck - 1 + 16 || memcmp(text + cs, ck, sizeof ck - 1) != 0)
        return error_set(err, _("%s: damaged: file is truncated (no checksum)"), src);
    *body_len = cs;
    uint8_t cb[8];
    if (!text_parse_hex(text + cs + sizeof ck - 1, 16, cb, 8))
        return error_set(err, _("%s: damaged: bad checksum line"), src);
    uint64_t want = 0;
    for (int i = 0; i < 8; i++)
        want = want << 8 | cb[i];
    if (text_fnv1a(text, cs) != want)
        return error_set(err, _("%s: damaged: checksum mismatch"), src);
    return true;
}

/* CRLF -> LF into a new buffer, or NULL (and *out_len untouched) when there is
 * no CR before a LF. */
static char *crlf_to_lf(const char *text, size_t len, size_t *out_len, bool *oom)
{
    bool any = false;
    for (size_t i = 0; i + 1 < len && !any; i++)
        any = text[i] == '\r' && text[i + 1] == '\n';
    if (!any)
        return NULL;
    char *p = malloc(len + 1);
    if (!p) {
        *oom = true;
        return NULL;
    }
    size_t k = 0;
    for (size_t i = 0; i < len; i++)
        if (!(text[i] == '\r' && i + 1 < len && text[i + 1] == '\n'))
            p[k++] = text[i];
    p[k] = '\0';
    *out_len = k;
    return p;
}

bool textfile_open(TextReader *r, const char *text, size_t len, const char *src, const char *magic,
                   const char *kind, uint64_t max_version, uint64_t *version, char **owned,
                   Error *err)
{
    *owned = NULL;
    if (!text)
        len = 0;
    bool oom = false;
    char *lf = crlf_to_lf(text, len, &len, &oom);
    if (oom)
        return error_set(err, _("%s: out of memory"), src);
    if (lf)
        text = lf;
    *owned = lf;

    size_t ml = strlen(magic);
    const char *eol = len ? memchr(text, '\n', len) : NULL;
    size_t first = eol ? (size_t)(eol - text) : len;
    if (first < ml + 1 || memcmp(text, magic, ml) != 0 || text[ml] != ' ')
        /* TRANSLATORS: %1$s a file's path, %2$s the kind of file it should be ("save") */
        return error_set(err, _("%s: not a Pagoda %s"), src, _(kind));
    uint64_t v;
    if (!text_parse_u64(text + ml + 1, first - ml - 1, 1000000, &v) || v == 0)
        /* TRANSLATORS: %1$s a file's path, %2$s the kind of file it should be ("save") */
        return error_set(err, _("%s: not a Pagoda %s (bad version)"), src, _(kind));
    if (v > max_version)
        return error_set(err, _("%s: saved by a newer Pagoda (version %llu)"), src, (unsigned long long)v);
    if (!eol)
        return error_set(err, _("%s: damaged: file is truncated"), src);
    size_t cs;
    if (!text_checksum_check(text, len, src, &cs, err))
        return false;
    if (memchr(text, '\0', len))
        return error_set(err, _("%s: damaged: binary data"), src);

    *r = (TextReader){text, cs, 0, 0, src, err};
    const char *s;
    size_t n;
    textreader_line(r, &s, &n); /* magic and version, checked above */
    *version = v;
    return true;
}

bool textfile_read(const char *text, size_t len, const char *src, const char *magic,
                   const char *kind, uint64_t max_version,
                   bool (*body)(TextReader *r, uint64_t version, void *ctx), void *ctx, Error *err)
{
    TextReader r;
    uint64_t version;
    char *owned = NULL;
    bool ok = textfile_open(&r, text, len, src ? src : "save", magic, kind, max_version, &version,
                            &owned, err) &&
              body(&r, version, ctx);
    if (ok && !textreader_at_end(&r)) {
        const char *s;
        size_t n;
        textreader_line(&r, &s, &n);
        ok = textreader_fail(&r, _("unexpected text after 'end'"));
    }
    free(owned);
    return ok;
}
