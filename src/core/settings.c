/* Settings file, version 1:
 *
 *   pagoda-settings 1
 *   # comments and blank lines are ignored
 *   music = on                 booleans: on/off (also yes/no, true/false, 1/0)
 *   window_w = 1280            integers, clamped to their range
 *   tileset = classic          names: letters, digits, '_', '-', '.', ' '
 *
 * Unknown keys are skipped so that a newer file still loads.
 */
#include "core/settings.h"

#include "core/i18n.h"

#include <stdio.h>
#include <string.h>

#include "core/i18n.h"

#define SETTINGS_MAGIC "pagoda-settings 1"

typedef enum KeyType { KEY_BOOL, KEY_INT, KEY_STR } KeyType;

typedef struct Key {
    const char *name;
    KeyType type;
    size_t offset;
    int lo, hi;   /* KEY_INT: range; values outside are clamped */
    size_t size;  /* KEY_STR: buffer size */
} Key;

#define BOOL_KEY(f) {#f, KEY_BOOL, offsetof(Settings, f), 0, 0, 0}
#define INT_KEY(f, lo, hi) {#f, KEY_INT, offsetof(Settings, f), lo, hi, 0}
#define STR_KEY(f) {#f, KEY_STR, offsetof(Settings, f), 0, 0, sizeof(((Settings *)0)->f)}

static const Key keys[] = {
    BOOL_KEY(music),
    BOOL_KEY(sound),
    BOOL_KEY(animations),
    BOOL_KEY(stones_patterns),
    BOOL_KEY(look_for_moves),
    BOOL_KEY(winnable_only),
    BOOL_KEY(show_winnable),
    BOOL_KEY(fullscreen),
    BOOL_KEY(tile_indices),
    INT_KEY(window_w, 640, SETTINGS_WINDOW_MAX_W),
    INT_KEY(window_h, 400, SETTINGS_WINDOW_MAX_H),
    INT_KEY(music_volume, 0, 100),
    INT_KEY(sound_volume, 0, 100),
    INT_KEY(linksame_size, 0, 2),
    INT_KEY(linksame_stages, 1, 9),
    STR_KEY(tileset),
    STR_KEY(layout),
    STR_KEY(music_track),
    STR_KEY(background),
    BOOL_KEY(show_moves),
    STR_KEY(language),
};
#define KEY_COUNT (sizeof keys / sizeof keys[0])

void settings_defaults(Settings *s)
{
    memset(s, 0, sizeof *s);
    s->music = s->sound = s->animations = true;
    s->look_for_moves = true;
    s->winnable_only = true;
    s->show_winnable = false;
    s->fullscreen = false;
    s->tile_indices = true; /* a first-time player sees "3B" on the Classic set */
    s->window_w = 1280;
    s->window_h = 800;
    s->music_volume = 70;
    s->sound_volume = 80;
    snprintf(s->tileset, sizeof s->tileset, "classic");
    snprintf(s->layout, sizeof s->layout, "turtle");
    snprintf(s->music_track, sizeof s->music_track, "rotate");
    snprintf(s->background, sizeof s->background, "jade");
    s->linksame_size = 1; /* Normal, 14 x 8 */
    s->linksame_stages = 9;
    snprintf(s->language, sizeof s->language, "system");
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

static bool eq(const char *s, size_t n, const char *lit)
{
    return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

static bool parse_bool(const char *v, size_t n, bool *out)
{
    if (eq(v, n, "on") || eq(v, n, "yes") || eq(v, n, "true") || eq(v, n, "1"))
        return *out = true, true;
    if (eq(v, n, "off") || eq(v, n, "no") || eq(v, n, "false") || eq(v, n, "0"))
        return *out = false, true;
    return false;
}

static bool parse_int(const char *v, size_t n, int lo, int hi, int *out)
{
    size_t i = 0;
    bool neg = false;
    if (n > 0 && (v[0] == '-' || v[0] == '+')) {
        neg = v[0] == '-';
        i = 1;
    }
    if (i == n)
        return false;
    long x = 0;
    for (; i < n; i++) {
        if (v[i] < '0' || v[i] > '9')
            return false;
        if (x < 100000000)
            x = x * 10 + (v[i] - '0'); /* beyond that it is clamped anyway */
    }
    if (neg)
        x = -x;
    *out = x < lo ? lo : x > hi ? hi : (int)x;
    return true;
}

static bool parse_name(const char *v, size_t n, char *dst, size_t cap)
{
    if (n == 0 || n >= cap || v[0] == '.' || v[0] == ' ')
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = v[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_' || c == '-' || c == '.' || c == ' ';
        if (!ok)
            return false;
    }
    memcpy(dst, v, n);
    dst[n] = '\0';
    return true;
}

static bool fail(Settings *s, Error *err, const char *src, int line, const char *what)
{
    settings_defaults(s);
    return error_set(err, "%s:%d: %s", src, line, what);
}

static bool line_is_text(const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (((unsigned char)p[i] < 0x20 && p[i] != '\t') || p[i] == 0x7f)
            return false;
    return true;
}

static void bad_line(Error *first, const char *src, int line, const char *what)
{
    if (!first->msg[0])
        error_set(first, "%s:%d: %s", src, line, what);
}

bool settings_parse(Settings *s, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "settings";
    Settings tmp;
    settings_defaults(&tmp);
    settings_defaults(s);
    if (!text)
        len = 0;
    if (memchr(text ? text : "", '\0', len))
        return fail(s, err, src, 1, _("not a Pagoda settings file"));

    size_t pos = 0;
    int line = 0;
    Error first = {{0}}; /* the first bad line; the others are read all the same */
    while (pos < len) {
        const char *p = text + pos;
        const char *nl = memchr(p, '\n', len - pos);
        size_t n = nl ? (size_t)(nl - p) : len - pos;
        pos += n + (nl ? 1 : 0);
        line++;
        while (n > 0 && is_space(p[n - 1]))
            n--;
        if (!line_is_text(p, n)) {
            if (line == 1)
                return fail(s, err, src, 1, _("not a Pagoda settings file"));
            bad_line(&first, src, line, _("invalid character"));
            continue;
        }
        if (line == 1) {
            if (!eq(p, n, SETTINGS_MAGIC))
                return fail(s, err, src, 1, _("not a Pagoda settings file"));
            continue;
        }
        while (n > 0 && is_space(*p))
            p++, n--;
        if (n == 0 || p[0] == '#')
            continue;
        const char *eqs = memchr(p, '=', n);
        if (!eqs) {
            /* TRANSLATORS: the form of a line of settings.txt: "key" and "value" may be translated, "=" stays */
            bad_line(&first, src, line, _("expected 'key = value'"));
            continue;
        }
        size_t kn = (size_t)(eqs - p);
        while (kn > 0 && is_space(p[kn - 1]))
            kn--;
        const char *v = eqs + 1;
        size_t vn = n - (size_t)(v - p);
        while (vn > 0 && is_space(*v))
            v++, vn--;

        const Key *k = NULL;
        for (size_t i = 0; i < KEY_COUNT; i++)
            if (eq(p, kn, keys[i].name))
                k = &keys[i];
        if (!k)
            continue; /* a newer Pagoda's key */
        char *field = (char *)&tmp + k->offset;
        bool ok = false;
        switch (k->type) {
        case KEY_BOOL:
            ok = parse_bool(v, vn, (bool *)field);
            break;
        case KEY_INT:
            ok = parse_int(v, vn, k->lo, k->hi, (int *)field);
            break;
        case KEY_STR:
            ok = parse_name(v, vn, field, k->size);
            break;
        }
        if (ok && field == tmp.language && strcmp(tmp.language, "system") != 0 && !i18n_language_find(tmp.language)) {
            char what[96];
            snprintf(what, sizeof what, "unknown language '%s', using the system's", tmp.language);
            bad_line(&first, src, line, what);
            snprintf(tmp.language, sizeof tmp.language, "system");
        } else if (!ok) {
            char what[96];
            /* TRANSLATORS: %s a key of settings.txt, left as it is ("tileset", "music") */
            snprintf(what, sizeof what, _("bad value for '%s'"), k->name);
            bad_line(&first, src, line, what);
        }
    }
    if (line == 0)
        return fail(s, err, src, 1, _("not a Pagoda settings file"));
    *s = tmp;
    if (first.msg[0]) {
        if (err)
            *err = first;
        return false;
    }
    return true;
}

/* One "key = value\n" line into line[cap]; returns its length (like snprintf). */
static int format_key(const Key *k, const Settings *s, char *line, size_t cap)
{
    const char *field = (const char *)s + k->offset;
    switch (k->type) {
    case KEY_BOOL:
        return snprintf(line, cap, "%s = %s\n", k->name, *(const bool *)field ? "on" : "off");
    case KEY_INT:
        return snprintf(line, cap, "%s = %d\n", k->name, *(const int *)field);
    case KEY_STR:
        return snprintf(line, cap, "%s = %.*s\n", k->name, (int)k->size, field);
    }
    return -1;
}

typedef struct Out {
    char *buf;
    size_t cap, len;
} Out;

static void out_put(Out *o, const char *p, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - o->len - 1;
        memcpy(o->buf + o->len, p, n < room ? n : room);
    }
    o->len += n;
}

static void out_key(Out *o, const Key *k, const Settings *s)
{
    char line[128];
    int n = format_key(k, s, line, sizeof line);
    if (n > 0)
        out_put(o, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
}

static size_t out_end(Out *o)
{
    if (o->cap > 0)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
    return o->len;
}

size_t settings_format(const Settings *s, char *buf, size_t cap)
{
    Out o = {buf, cap, 0};
    out_put(&o, SETTINGS_MAGIC "\n", strlen(SETTINGS_MAGIC) + 1);
    for (size_t i = 0; i < KEY_COUNT; i++)
        out_key(&o, &keys[i], s);
    return out_end(&o);
}

/* The length of old's first line; false when old is not a settings file. */
static bool settings_text(const char *old, size_t old_len, size_t *first_len)
{
    size_t first = 0;
    while (old && first < old_len && old[first] != '\n')
        first++;
    size_t fn = first;
    while (fn > 0 && is_space(old[fn - 1]))
        fn--;
    *first_len = first;
    return old && !memchr(old, '\0', old_len) && eq(old, fn, SETTINGS_MAGIC);
}

/* Whether key k has another value in a than in b (bytes compared, so a
 * Settings filled with 0xff, "differs everywhere", is read safely). */
static bool key_differs(const Key *k, const Settings *a, const Settings *b)
{
    const char *fa = (const char *)a + k->offset, *fb = (const char *)b + k->offset;
    switch (k->type) {
    case KEY_BOOL:
        return memcmp(fa, fb, sizeof(bool)) != 0;
    case KEY_INT:
        return memcmp(fa, fb, sizeof(int)) != 0;
    case KEY_STR: {
        size_t na = 0, nb = 0;
        while (na < k->size && fa[na])
            na++;
        while (nb < k->size && fb[nb])
            nb++;
        return na != nb || memcmp(fa, fb, na) != 0;
    }
    }
    return true;
}

static size_t key_bytes(const Key *k)
{
    return k->type == KEY_BOOL ? sizeof(bool) : k->type == KEY_INT ? sizeof(int) : k->size;
}

size_t settings_merge_changes(const Settings *base, const Settings *mine, const char *old, size_t old_len, char *buf,
                              size_t cap)
{
    size_t first;
    if (!settings_text(old, old_len, &first))
        return settings_format(mine, buf, cap);
    Settings now;
    settings_parse(&now, old, old_len, NULL, NULL); /* a bad line: its default, as it was read */
    for (size_t i = 0; i < KEY_COUNT; i++)
        if (key_differs(&keys[i], base, mine))
            memcpy((char *)&now + keys[i].offset, (const char *)mine + keys[i].offset, key_bytes(&keys[i]));
    return settings_merge(&now, old, old_len, buf, cap);
}

size_t settings_merge(const Settings *s, const char *old, size_t old_len, char *buf, size_t cap)
{
    size_t first;
    if (!settings_text(old, old_len, &first))
        return settings_format(s, buf, cap);
    Out o = {buf, cap, 0};
    out_put(&o, SETTINGS_MAGIC "\n", strlen(SETTINGS_MAGIC) + 1);
    bool seen[KEY_COUNT] = {false};
    size_t pos = first < old_len ? first + 1 : old_len;
    while (pos < old_len) {
        const char *raw = old + pos;
        const char *nl = memchr(raw, '\n', old_len - pos);
        size_t rn = nl ? (size_t)(nl - raw) : old_len - pos;
        pos += rn + (nl ? 1 : 0);
        const char *p = raw;
        size_t n = rn;
        while (n > 0 && is_space(p[n - 1]))
            n--;
        if (!line_is_text(p, n))
            continue; /* unreadable: only the backup copy keeps it */
        while (n > 0 && is_space(*p))
            p++, n--;
        const char *eqs = n > 0 && p[0] != '#' ? memchr(p, '=', n) : NULL;
        if (n > 0 && p[0] != '#' && !eqs) {
            out_put(&o, "# ", 2); /* kept, as a comment */
            out_put(&o, p, n);
            out_put(&o, "\n", 1);
            continue;
        }
        if (eqs) {
            size_t kn = (size_t)(eqs - p);
            while (kn > 0 && is_space(p[kn - 1]))
                kn--;
            size_t k = 0;
            while (k < KEY_COUNT && !eq(p, kn, keys[k].name))
                k++;
            if (k < KEY_COUNT) {
                if (!seen[k])
                    out_key(&o, &keys[k], s);
                seen[k] = true;
                continue;
            }
        }
        out_put(&o, raw, rn); /* comments, blank lines, a newer Pagoda's keys */
        out_put(&o, "\n", 1);
    }
    for (size_t k = 0; k < KEY_COUNT; k++)
        if (!seen[k])
            out_key(&o, &keys[k], s);
    return out_end(&o);
}
