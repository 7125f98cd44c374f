/* The player's language (see i18n.h): the catalogue in use, looked up through
 * core/mo.c, its plural rule through core/plural.c, and the pseudo-language
 * through core/pseudo.c. Lookups may come from any thread; a change of
 * language comes from the main one. Catalogues are read once and kept, so a
 * string handed out before a change stays valid. */
#include "core/i18n.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mo.h"
#include "core/plural.h"
#include "core/pseudo.h"
#include "platform/platform.h"

#define I18N_MAX_CATALOGUES 16

typedef struct Catalogue {
    char code[16];
    MoFile *mo;
    PluralRule plural;
} Catalogue;

/* The languages, each in its own name (po/LINGUAS lists the catalogues the
 * build compiles; a language is offered when its catalogue is found). */
static const I18nLanguage languages[] = {
    {"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"es", "Español"},
    {"pl", "Polski"},  {"ru", "Русский"}, {"zh_CN", "简体中文"},
};
#define LANGUAGE_COUNT ((int)(sizeof languages / sizeof languages[0]))

/* A translation of the pseudo-language, made once per string. */
typedef struct PseudoEntry {
    char *from, *to;
} PseudoEntry;

static struct {
    pthread_mutex_t lock; /* the tables below; `current` is read without it */
    Catalogue cat[I18N_MAX_CATALOGUES];
    int n_cat;
    _Atomic(const Catalogue *) current; /* NULL: English or qps */
    _Atomic bool pseudo;
    char code[16];
    _Atomic unsigned generation;
    PseudoEntry *pseudo_table;
    size_t pseudo_cap, pseudo_n;
} data = {.lock = PTHREAD_MUTEX_INITIALIZER, .code = "en"};

/* --- lookups --- */

static uint64_t hash_of(const char *s)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static bool pseudo_grow(void)
{
    size_t cap = data.pseudo_cap ? data.pseudo_cap * 2 : 1024;
    PseudoEntry *t = calloc(cap, sizeof *t);
    if (!t)
        return false;
    for (size_t i = 0; i < data.pseudo_cap; i++) {
        PseudoEntry e = data.pseudo_table[i];
        if (!e.from)
            continue;
        size_t k = hash_of(e.from) & (cap - 1);
        while (t[k].from)
            k = (k + 1) & (cap - 1);
        t[k] = e;
    }
    free(data.pseudo_table);
    data.pseudo_table = t;
    data.pseudo_cap = cap;
    return true;
}

/* The pseudo form of s, made once and kept (s may be a caller's buffer: the
 * table keeps its own copy). */
static const char *pseudo_of(const char *s)
{
    const char *result = s;
    /* already pseudo (a caller looked a translation up again): as it is */
    if (s[0] == '[' && strpbrk(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") == NULL)
        return s;
    pthread_mutex_lock(&data.lock);
    if ((data.pseudo_n + 1) * 2 <= data.pseudo_cap || pseudo_grow()) {
        size_t mask = data.pseudo_cap - 1;
        size_t k = hash_of(s) & mask;
        while (data.pseudo_table[k].from && strcmp(data.pseudo_table[k].from, s) != 0)
            k = (k + 1) & mask;
        PseudoEntry *e = &data.pseudo_table[k];
        if (!e->from) {
            size_t len = strlen(s), need = pseudo_translate(s, NULL, 0) + 1;
            char *from = malloc(len + 1), *to = malloc(need);
            if (from && to) {
                memcpy(from, s, len + 1);
                pseudo_translate(s, to, need);
                *e = (PseudoEntry){from, to};
                data.pseudo_n++;
            } else {
                free(from);
                free(to);
            }
        }
        if (e->to)
            result = e->to;
    }
    pthread_mutex_unlock(&data.lock);
    return result;
}

static const char *lookup(const Catalogue *c, const char *key, size_t len, size_t *tlen)
{
    return c ? mo_lookup(c->mo, key, len, tlen) : NULL;
}

const char *i18n_gettext(const char *msgid)
{
    if (!msgid || !*msgid)
        return msgid;
    if (atomic_load(&data.pseudo))
        return pseudo_of(msgid);
    const char *t = lookup(atomic_load(&data.current), msgid, strlen(msgid), NULL);
    return t ? t : msgid;
}

const char *i18n_ngettext(const char *singular, const char *plural, unsigned long n)
{
    const char *english = n == 1 ? singular : plural;
    if (!singular || !plural)
        return english;
    if (atomic_load(&data.pseudo))
        return pseudo_of(english);
    const Catalogue *c = atomic_load(&data.current);
    size_t tlen = 0;
    const char *t = lookup(c, singular, strlen(singular), &tlen);
    if (!t)
        return english;
    /* the forms, NUL-separated within tlen bytes */
    int want = plural_eval(&c->plural, n);
    const char *form = t, *end = t + tlen;
    for (int i = 0; i < want; i++) {
        const char *nul = memchr(form, '\0', (size_t)(end - form));
        if (!nul || nul + 1 > end)
            return english; /* the catalogue has fewer forms than its rule */
        form = nul + 1;
    }
    return form < end || (form == end && want == 0) ? form : english;
}

const char *i18n_pgettext(const char *ctx, const char *msgid)
{
    if (!msgid || !*msgid || !ctx)
        return msgid;
    if (atomic_load(&data.pseudo))
        return pseudo_of(msgid);
    const Catalogue *c = atomic_load(&data.current);
    if (!c)
        return msgid;
    char small[256];
    size_t cl = strlen(ctx), ml = strlen(msgid), len = cl + 1 + ml;
    char *key = len < sizeof small ? small : malloc(len + 1);
    if (!key)
        return msgid;
    memcpy(key, ctx, cl);
    key[cl] = '\004';
    memcpy(key + cl + 1, msgid, ml + 1);
    const char *t = lookup(c, key, len, NULL);
    if (key != small)
        free(key);
    return t ? t : msgid;
}

/* --- languages --- */

int i18n_language_count(void)
{
    return LANGUAGE_COUNT;
}

const I18nLanguage *i18n_language_at(int i)
{
    return i >= 0 && i < LANGUAGE_COUNT ? &languages[i] : NULL;
}

const I18nLanguage *i18n_language_find(const char *code)
{
    for (int i = 0; code && i < LANGUAGE_COUNT; i++)
        if (strcmp(languages[i].code, code) == 0)
            return &languages[i];
    return NULL;
}

static bool catalogue_path(const char *code, const char *locale_dir, char *out, size_t cap)
{
    int k = snprintf(out, cap, "%s/%s/LC_MESSAGES/pagoda.mo", locale_dir ? locale_dir : ".", code);
    return k > 0 && (size_t)k < cap;
}

bool i18n_available(const char *code, const char *locale_dir)
{
    if (!code)
        return false;
    if (strcmp(code, "en") == 0 || strcmp(code, "qps") == 0)
        return true;
    char path[1200];
    PlatformStat st; /* the platform directly: fileio's messages are translated, so it needs this module */
    return i18n_language_find(code) && catalogue_path(code, locale_dir, path, sizeof path) && platform_stat(path, &st);
}

static bool same_ci(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char x = a[i] >= 'A' && a[i] <= 'Z' ? (char)(a[i] + 32) : a[i];
        char y = b[i] >= 'A' && b[i] <= 'Z' ? (char)(b[i] + 32) : b[i];
        if (x != y)
            return false;
    }
    return true;
}

const char *i18n_match(const char *locale)
{
    if (!locale)
        return NULL;
    char tag[64];
    size_t n = strcspn(locale, ".@:");
    if (n == 0 || n >= sizeof tag)
        return NULL;
    for (size_t i = 0; i < n; i++)
        tag[i] = locale[i] == '-' ? '_' : locale[i];
    tag[n] = '\0';
    if (strcmp(tag, "C") == 0 || strcmp(tag, "POSIX") == 0)
        return "en";
    if (strcmp(tag, "qps") == 0)
        return "qps";
    size_t lang = strcspn(tag, "_");
    if (lang == 2 && same_ci(tag, "zh", 2)) {
        /* Simplified Chinese; Traditional (Hant, Taiwan, Hong Kong, Macao) is another language */
        const char *rest = tag + 2;
        if (strstr(rest, "Hant") || strstr(rest, "hant") || strstr(rest, "TW") || strstr(rest, "tw") ||
            strstr(rest, "HK") || strstr(rest, "hk") || strstr(rest, "MO") || strstr(rest, "mo"))
            return NULL;
        return "zh_CN";
    }
    for (int i = 0; i < LANGUAGE_COUNT; i++) {
        const char *code = languages[i].code;
        if (strlen(code) == lang && same_ci(tag, code, lang))
            return code;
    }
    return NULL;
}

const char *i18n_system_language(const char *locale_dir)
{
    const char *env = getenv("PAGODA_LANGUAGE");
    if (env && *env) {
        const char *m = i18n_match(env);
        return m ? m : "en";
    }
    char list[512];
    platform_ui_languages(list, sizeof list);
    for (char *p = list; *p;) {
        size_t n = strcspn(p, ":");
        char one[64];
        if (n < sizeof one) {
            memcpy(one, p, n);
            one[n] = '\0';
            const char *m = i18n_match(one);
            if (m && strcmp(m, "qps") != 0 && i18n_available(m, locale_dir))
                return m;
        }
        p += n;
        if (*p)
            p++;
    }
    return "en";
}

/* The catalogue of code, read once. NULL with a message. */
static const Catalogue *catalogue_get(const char *code, const char *locale_dir, char *err, size_t n)
{
    for (int i = 0; i < data.n_cat; i++)
        if (strcmp(data.cat[i].code, code) == 0)
            return &data.cat[i];
    char path[1200];
    Error e = {{0}};
    if (data.n_cat >= I18N_MAX_CATALOGUES) {
        snprintf(err, n, "too many catalogues read");
        return NULL;
    }
    if (!catalogue_path(code, locale_dir, path, sizeof path)) {
        snprintf(err, n, "%s: the catalogue's path is too long", locale_dir);
        return NULL;
    }
    MoFile *mo = mo_open(path, &e);
    if (!mo) {
        snprintf(err, n, "%s; the game stays in English", e.msg);
        return NULL;
    }
    Catalogue *c = &data.cat[data.n_cat];
    snprintf(c->code, sizeof c->code, "%s", code);
    c->mo = mo;
    if (!plural_from_header(&c->plural, mo_header(mo), &e))
        snprintf(err, n, "%s: %s", path, e.msg); /* a warning: the catalogue is used all the same */
    data.n_cat++;
    return c;
}

static void use(const char *code, const Catalogue *c, bool pseudo)
{
    bool changed = strcmp(data.code, code) != 0;
    atomic_store(&data.current, c);
    atomic_store(&data.pseudo, pseudo);
    snprintf(data.code, sizeof data.code, "%s", code);
    if (changed)
        atomic_fetch_add(&data.generation, 1);
}

bool i18n_set_language(const char *code, const char *locale_dir, char *err, size_t n)
{
    char spare[8];
    if (!err || n == 0) {
        err = spare;
        n = sizeof spare;
    }
    err[0] = '\0';
    if (!code || !*code || strcmp(code, "system") == 0)
        code = i18n_system_language(locale_dir);
    const char *m = i18n_match(code);
    if (!m || strlen(m) != strlen(code)) { /* a language by its code only: "de", not "de_DE" */
        snprintf(err, n, "unknown language '%.40s'; the game stays in English", code);
        use("en", NULL, false);
        return false;
    }
    if (strcmp(m, "en") == 0 || strcmp(m, "qps") == 0) {
        use(m, NULL, strcmp(m, "qps") == 0);
        return true;
    }
    pthread_mutex_lock(&data.lock);
    const Catalogue *c = catalogue_get(m, locale_dir, err, n);
    pthread_mutex_unlock(&data.lock);
    if (!c) {
        use("en", NULL, false);
        return false;
    }
    use(m, c, false);
    return true;
}

const char *i18n_language(void)
{
    return data.code;
}

unsigned i18n_generation(void)
{
    return atomic_load(&data.generation);
}

/* --- numbers and dates --- */

char *i18n_date(char *buf, size_t n, int y, int m, int d)
{
    /* TRANSLATORS: a date: the year, the month (01-12), the day, in this order;
       write them in your language's order and with its separators, numbering
       each: "%3$02d.%2$02d.%1$d" (day, month, year) or "%1$d年%2$d月%3$d日". */
    snprintf(buf, n, _("%d-%02d-%02d"), y, m, d);
    return buf;
}

char *i18n_decimal(char *buf, size_t n, double value, int decimals)
{
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*f", decimals < 0 ? 0 : decimals > 9 ? 9 : decimals, value);
    /* TRANSLATORS: the decimal separator: "," in German, French, Spanish, Polish,
       Russian. */
    const char *sep = C_("decimal separator", ".");
    size_t at = 0;
    for (const char *p = tmp; *p && at + 1 < n; p++) {
        if (*p == '.') {
            size_t k = strlen(sep);
            if (at + k >= n)
                break;
            memcpy(buf + at, sep, k);
            at += k;
        } else {
            buf[at++] = *p;
        }
    }
    if (n > 0)
        buf[at < n ? at : n - 1] = '\0';
    return buf;
}

char *i18n_percent(char *buf, size_t n, int percent)
{
    /* TRANSLATORS: a whole percentage; French writes "%d %%" (with a space). */
    snprintf(buf, n, _("%d%%"), percent);
    return buf;
}
