/* GNOME Mahjongg `.map` reader: a small XML tokenizer and the map's elements. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/layout_import_formats.h"

#include "core/i18n.h"

#define XML_MAX_DEPTH 64
#define XML_MAX_ATTRS 16
#define XML_VALUE_MAX 256     /* decoded attribute value, bytes with the NUL */
#define GNOME_COORD_MAX 500   /* |coordinate| in tiles: 1000 half tiles, layout.c's raw limit */
#define MSG_NAME_MAX 32       /* bytes of a name quoted in a message */

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
    while (x->p < x->end && import_is_blank(*x->p)) {
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
            return error_set(x->err, _("%s:%d: '<' in an attribute value of <%.*s>"), x->src, t->line,
                             clip(t->name_len), t->name);
        if (*s != '&') {
            attr_put(a, &len, s, 1);
            s++;
            continue;
        }
        const char *semi = memchr(s, ';', (size_t)(e - s));
        if (!semi || semi - s > 12)
            return error_set(x->err, _("%s:%d: '&' without an entity name and ';' in <%.*s>"),
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
            return error_set(x->err, _("%s:%d: unknown or unusable entity '&%.*s;' in <%.*s>"), x->src, t->line,
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
        return error_set(x->err, _("%s:%d: expected an element name after '<'"), x->src, x->line);
    for (;;) {
        xml_skip_blank(x);
        if (x->p >= x->end)
            return error_set(x->err, _("%s:%d: the file ends inside <%.*s> (line %d)"), x->src,
                             x->line, clip(t->name_len), t->name, t->line);
        if (*x->p == '>') {
            x->p++;
            return true;
        }
        if (*x->p == '/' && !t->closing) {
            x->p++;
            if (x->p >= x->end || *x->p != '>')
                return error_set(x->err, _("%s:%d: expected '>' after '/' in <%.*s>"), x->src,
                                 x->line, clip(t->name_len), t->name);
            x->p++;
            t->self_closing = true;
            return true;
        }
        if (t->closing)
            return error_set(x->err, _("%s:%d: expected '>' after </%.*s"), x->src, x->line,
                             clip(t->name_len), t->name);
        const char *an = x->p;
        size_t anl = xml_name(x);
        if (anl == 0)
            return error_set(x->err, _("%s:%d: unexpected character in <%.*s>"), x->src, x->line,
                             clip(t->name_len), t->name);
        xml_skip_blank(x);
        if (x->p >= x->end || *x->p != '=')
            return error_set(x->err, _("%s:%d: attribute '%.*s' of <%.*s> without a value"), x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        x->p++;
        xml_skip_blank(x);
        if (x->p >= x->end || (*x->p != '"' && *x->p != '\''))
            return error_set(x->err, _("%s:%d: the value of '%.*s' in <%.*s> is not quoted"), x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        char q = *x->p++;
        const char *vb = x->p;
        const char *ve = memchr(vb, q, (size_t)(x->end - vb));
        if (!ve)
            return error_set(x->err, _("%s:%d: unterminated value of '%.*s' in <%.*s>"), x->src,
                             x->line, clip(anl), an, clip(t->name_len), t->name);
        for (int i = 0; i < t->n_attr; i++)
            if (names_equal(t->attr[i].name, t->attr[i].name_len, an, anl))
                return error_set(x->err, _("%s:%d: duplicate attribute '%.*s' in <%.*s>"), x->src,
                                 x->line, clip(anl), an, clip(t->name_len), t->name);
        if (t->n_attr >= XML_MAX_ATTRS)
            return error_set(x->err, _("%s:%d: too many attributes in <%.*s> (at most %d)"), x->src,
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
    const char *what, *close; /* what: the message when it does not end, whole (one per kind) */
    size_t skip;
    if (starts(x, "<!--")) {
        what = N_("%s:%d: unterminated comment");
        close = "-->";
        skip = 4;
    } else if (starts(x, "<![CDATA[")) {
        what = N_("%s:%d: unterminated CDATA section");
        close = "]]>";
        skip = 9;
    } else if (starts(x, "<?")) {
        what = N_("%s:%d: unterminated '<?'");
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
        return error_set(x->err, _("%s:%d: unterminated '<!' declaration"), x->src, line);
    }
    const char *e = xml_find(x, x->p + skip, close);
    if (!e)
        return error_set(x->err, _(what), x->src, line);
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
    while (import_is_blank(*s))
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
    while (import_is_blank(*s))
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
            return error_set(x->err, _("%s:%d: <%.*s> without '%s'"), x->src, t->line,
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
        return error_set(x->err, _("%s:%d: <%.*s> %s=\"%.*s\" is not a number"), x->src, t->line,
                         clip(t->name_len), t->name, name, MSG_NAME_MAX, a->value);
    case NUM_FRACTION:
        return error_set(x->err,
                         layer ? _("%s:%d: <%.*s> %s=\"%.*s\" is not a whole layer")
                               : _("%s:%d: <%.*s> %s=\"%.*s\" is not on a half-tile step"),
                         x->src, t->line, clip(t->name_len), t->name, name, MSG_NAME_MAX,
                         a->value);
    default:
        return error_set(x->err, _("%s:%d: <%.*s> %s=\"%.*s\" out of range"), x->src, t->line,
                         clip(t->name_len), t->name, name, MSG_NAME_MAX, a->value);
    }
}

/* A span lo..hi in half tiles, stepping a whole tile. */
static bool check_span(const Gnome *g, const char *lo_name, int lo, const char *hi_name, int hi)
{
    const Tag *t = &g->tag;
    if (hi < lo)
        return error_set(g->x.err, _("%s:%d: <%.*s> has %s before %s"), g->x.src, t->line,
                         clip(t->name_len), t->name, hi_name, lo_name);
    if ((hi - lo) % 2 != 0)
        return error_set(g->x.err, _("%s:%d: <%.*s> from %s to %s is not a whole number of tiles"),
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
            if (!import_raw_add(&g->raw, x, y, z, g->tag.line, g->x.src, g->x.err))
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
        import_copy_clean(g->map_name, sizeof g->map_name, a->value, strlen(a->value));
    } else {
        /* unnamed: the file name, numbered after the first map */
        char stem[sizeof g->map_name - 12]; /* room for " <number>", cut on a character */
        if (g->n_maps == 0) {
            import_file_stem(g->map_name, sizeof g->map_name, g->x.src);
        } else {
            import_file_stem(stem, sizeof stem, g->x.src);
            snprintf(g->map_name, sizeof g->map_name, "%s %d", stem, g->n_maps + 1);
        }
    }
    return true;
}

static bool gnome_map_end(Gnome *g)
{
    g->in_map = g->in_layer = false;
    char what[sizeof g->map_name + 16];
    /* TRANSLATORS: put before a message about one map of a GNOME Mahjongg file: "map 'Easy': no tiles" */
    snprintf(what, sizeof what, _("map '%s': "), g->map_name);
    if (!import_raw_check(&g->raw, g->x.src, g->map_line, what, g->x.err))
        return false;
    if (g->n_maps >= g->max_maps)
        return error_set(g->x.err,
                         P_("%s:%d: more than %d map in one file", "%s:%d: more than %d maps in one file", g->max_maps),
                         g->x.src, g->map_line,
                         g->max_maps);
    if (g->n_maps == g->cap_maps) {
        int cap = g->cap_maps ? g->cap_maps * 2 : 4;
        if (cap > g->max_maps)
            cap = g->max_maps;
        Layout *p = realloc(g->maps, (size_t)cap * sizeof *p);
        if (!p)
            return error_set(g->x.err, _("%s: out of memory"), g->x.src);
        g->maps = p;
        g->cap_maps = cap;
    }
    if (!import_raw_to_layout(&g->raw, g->map_name, "GNOME Mahjongg", g->x.src, &g->maps[g->n_maps],
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
            return error_set(x->err, _("%s:%d: <map> inside <map> (line %d)"), x->src, t->line,
                             g->map_line);
        *kind = EL_MAP;
        return gnome_map_start(g);
    }
    if (name_is(t->name, t->name_len, "layer")) {
        if (!g->in_map)
            return error_set(x->err, _("%s:%d: <layer> outside <map>"), x->src, t->line);
        if (g->in_layer)
            return error_set(x->err, _("%s:%d: <layer> inside <layer>"), x->src, t->line);
        if (!attr_coord(g, "z", true, true, &g->layer_z, NULL))
            return false;
        *kind = EL_LAYER;
        g->in_layer = !t->self_closing;
        return true;
    }
    for (size_t i = 0; i < sizeof tiles / sizeof tiles[0]; i++)
        if (name_is(t->name, t->name_len, tiles[i])) {
            if (!g->in_map)
                return error_set(x->err, _("%s:%d: <%.*s> outside <map>"), x->src, t->line,
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
        return error_set(x->err, _("%s:%d: unbalanced XML: </%.*s> without an open element"), x->src,
                         t->line, clip(t->name_len), t->name);
    const Frame *f = &g->stack[g->depth - 1];
    if (f->name_len != t->name_len || memcmp(f->name, t->name, t->name_len) != 0)
        return error_set(x->err, _("%s:%d: unbalanced XML: </%.*s> closes <%.*s> (line %d)"), x->src,
                         t->line, clip(t->name_len), t->name, clip(f->name_len), f->name, f->line);
    g->depth--;
    if (f->kind == EL_LAYER)
        g->in_layer = false;
    if (f->kind == EL_MAP)
        return gnome_map_end(g);
    return true;
}

int import_gnome(const char *text, size_t len, const char *src, int max_maps,
                        Layout **out, Error *err)
{
    Gnome *g = calloc(1, sizeof *g);
    if (!g) {
        error_set(err, _("%s: out of memory"), src);
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
            ok = error_set(err, _("%s:%d: elements nested too deeply (more than %d)"), src,
                           g->tag.line, XML_MAX_DEPTH);
            continue;
        }
        g->stack[g->depth++] = (Frame){g->tag.name, g->tag.name_len, g->tag.line, kind};
    }
    if (ok && g->depth > 0) {
        const Frame *f = &g->stack[g->depth - 1];
        ok = error_set(err, _("%s:%d: unbalanced XML: <%.*s> (line %d) is never closed"), src,
                       x->line, clip(f->name_len), f->name, f->line);
    }
    if (ok && g->n_maps == 0)
        ok = error_set(err, _("%s: no <map> element (not a GNOME Mahjongg map?)"), src);
    int n = ok ? g->n_maps : -1;
    if (ok)
        *out = g->maps;
    else
        free(g->maps);
    free(g);
    return n;
}
