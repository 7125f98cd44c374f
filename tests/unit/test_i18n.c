/* The player's language: the .mo reader (either byte order, hostile files),
 * the Plural-Forms parser, the pseudo-language, the choice of language, and
 * the number and date helpers (positional printf arguments included: this
 * test runs under Wine in the Windows stage too). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/mo.h"
#include "core/plural.h"
#include "core/pseudo.h"
#include "platform/positional.h"
#include "testutil.h"

static void set_env(const char *k, const char *v)
{
#ifdef _WIN32
    _putenv_s(k, v ? v : "");
#else
    if (v)
        setenv(k, v, 1);
    else
        unsetenv(k);
#endif
}

/* --- a .mo writer for the tests: entries sorted as msgfmt sorts them --- */

typedef struct Entry {
    const char *id;
    size_t id_len; /* 0: strlen */
    const char *str;
    size_t str_len;
} Entry;

static int entry_cmp(const void *a, const void *b)
{
    return strcmp(((const Entry *)a)->id, ((const Entry *)b)->id);
}

static void put32(unsigned char *p, uint32_t v, bool be)
{
    for (int i = 0; i < 4; i++)
        p[be ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

/* A .mo of the n entries into a malloc'd buffer; *len its size. */
static unsigned char *mo_build(Entry *e, int n, bool be, size_t *len)
{
    qsort(e, (size_t)n, sizeof *e, entry_cmp);
    size_t strings = 0;
    for (int i = 0; i < n; i++) {
        if (!e[i].id_len)
            e[i].id_len = strlen(e[i].id);
        if (!e[i].str_len)
            e[i].str_len = strlen(e[i].str);
        strings += e[i].id_len + e[i].str_len + 2;
    }
    size_t head = 28, orig = head, trans = orig + (size_t)n * 8, at = trans + (size_t)n * 8;
    *len = at + strings;
    unsigned char *b = calloc(1, *len);
    assert_non_null(b);
    put32(b, 0x950412de, be);
    put32(b + 8, (uint32_t)n, be);
    put32(b + 12, (uint32_t)orig, be);
    put32(b + 16, (uint32_t)trans, be);
    for (int i = 0; i < n; i++) {
        put32(b + orig + 8 * i, (uint32_t)e[i].id_len, be);
        put32(b + orig + 8 * i + 4, (uint32_t)at, be);
        memcpy(b + at, e[i].id, e[i].id_len);
        at += e[i].id_len + 1;
    }
    for (int i = 0; i < n; i++) {
        put32(b + trans + 8 * i, (uint32_t)e[i].str_len, be);
        put32(b + trans + 8 * i + 4, (uint32_t)at, be);
        memcpy(b + at, e[i].str, e[i].str_len);
        at += e[i].str_len + 1;
    }
    return b;
}

#define HEADER_DE "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"

static unsigned char *sample(bool be, size_t *len)
{
    Entry e[] = {
        {"", 0, HEADER_DE, 0},
        {"New game", 0, "Neues Spiel", 0},
        {"%d tile\0%d tiles", 16, "%d Stein\0%d Steine", 18},
        {"menu\004Back", 0, "Zurück", 0},
        {"Untranslated", 0, "", 1}, /* an empty translation: none */
        {"%d-%02d-%02d", 0, "%3$02d.%2$02d.%1$d", 0},
        {"decimal separator\004.", 0, ",", 0},
        {"%d%%", 0, "%d %%", 0},
    };
    e[4].str_len = 0;
    e[4].str = "";
    return mo_build(e, (int)(sizeof e / sizeof e[0]), be, len);
}

static void test_mo_both_orders(void **state)
{
    (void)state;
    for (int be = 0; be < 2; be++) {
        size_t len;
        unsigned char *b = sample(be, &len);
        Error err = {{0}};
        MoFile *mo = mo_from_bytes(b, len, "de.mo", &err);
        assert_non_null(mo);
        size_t tl = 0;
        assert_string_equal(mo_lookup(mo, "New game", 8, &tl), "Neues Spiel");
        assert_int_equal(tl, 11);
        assert_null(mo_lookup(mo, "New gam", 7, NULL));
        assert_null(mo_lookup(mo, "New games", 9, NULL));
        assert_null(mo_lookup(mo, "Untranslated", 12, NULL));
        const char *p = mo_lookup(mo, "%d tile", 7, &tl);
        assert_non_null(p);
        assert_int_equal(tl, 18);
        assert_string_equal(p + strlen(p) + 1, "%d Steine");
        assert_string_equal(mo_lookup(mo, "menu\004Back", 9, NULL), "Zurück");
        assert_non_null(strstr(mo_header(mo), "Plural-Forms"));
        assert_int_equal(mo_count(mo), 8);
        mo_free(mo);
        free(b);
    }
}

static void expect_refused(const unsigned char *b, size_t len, const char *why)
{
    Error err = {{0}};
    MoFile *mo = mo_from_bytes(b, len, "bad.mo", &err);
    if (mo)
        fail_msg("accepted a catalogue that %s", why);
    assert_non_null(strstr(err.msg, "bad.mo"));
}

static void test_mo_hostile(void **state)
{
    (void)state;
    size_t len;
    unsigned char *b = sample(false, &len);
    unsigned char *c = malloc(len);
    assert_non_null(c);
    expect_refused(b, 10, "is too short");
    memcpy(c, b, len);
    c[0] ^= 0xff;
    expect_refused(c, len, "has no magic number");
    memcpy(c, b, len);
    put32(c + 8, 0x40000000u, false); /* N: tables far past the end */
    expect_refused(c, len, "has a table past its end");
    memcpy(c, b, len);
    put32(c + 12, (uint32_t)len - 4, false);
    expect_refused(c, len, "has its originals' table at the end");
    memcpy(c, b, len);
    put32(c + 28 + 4, 0xfffffff0u, false); /* the first original's offset */
    expect_refused(c, len, "has a string past its end");
    memcpy(c, b, len);
    put32(c + 28, 0xffffffffu, false); /* its length: offset + length wraps in 32 bits */
    expect_refused(c, len, "has a string whose length wraps");
    memcpy(c, b, len);
    c[len - 1] = 'x'; /* the last translation not terminated */
    expect_refused(c, len, "has an unterminated string");
    memcpy(c, b, len);
    put32(c + 4, 0x00020000u, false);
    expect_refused(c, len, "has an unknown revision");
    expect_refused(b, 0, "is empty");

    /* random damage: refused or read, never a read outside the bytes (ASan) */
    srand(40);
    for (int round = 0; round < 3000; round++) {
        memcpy(c, b, len);
        int hits = 1 + rand() % 4;
        for (int k = 0; k < hits; k++)
            c[rand() % len] = (unsigned char)rand();
        size_t cut = round % 7 == 0 ? (size_t)rand() % len : len;
        MoFile *mo = mo_from_bytes(c, cut, "fuzz.mo", NULL);
        if (mo) {
            const char *keys[] = {"New game", "%d tile", "menu\004Back", "zzz", ""};
            for (int k = 0; k < 5; k++)
                mo_lookup(mo, keys[k], strlen(keys[k]), NULL);
            PluralRule r;
            plural_from_header(&r, mo_header(mo), NULL);
            mo_free(mo);
        }
    }
    free(c);
    free(b);
}

static void test_mo_unsorted(void **state)
{
    (void)state;
    /* a catalogue written by another tool, not sorted: still found */
    size_t len;
    Entry e[] = {{"b", 0, "B", 0}, {"a", 0, "A", 0}};
    unsigned char *b = mo_build(e, 2, false, &len);
    /* swap the two entries of both tables */
    unsigned char t[8];
    for (size_t table = 12; table <= 16; table += 4) {
        size_t at = b[table] | (size_t)b[table + 1] << 8;
        memcpy(t, b + at, 8);
        memcpy(b + at, b + at + 8, 8);
        memcpy(b + at + 8, t, 8);
    }
    MoFile *mo = mo_from_bytes(b, len, "unsorted.mo", NULL);
    assert_non_null(mo);
    assert_string_equal(mo_lookup(mo, "a", 1, NULL), "A");
    assert_string_equal(mo_lookup(mo, "b", 1, NULL), "B");
    mo_free(mo);
    free(b);
}

/* --- plural rules --- */

static void expect_plural(const char *expr, int nplurals, const int *want, int count)
{
    PluralRule r;
    Error err = {{0}};
    if (!plural_parse(&r, expr, nplurals, &err))
        fail_msg("%s", err.msg);
    for (int n = 0; n < count; n++)
        if (plural_eval(&r, (unsigned long)n) != want[n])
            fail_msg("%s: n=%d gives %d, not %d", expr, n, plural_eval(&r, (unsigned long)n), want[n]);
}

static void test_plural_rules(void **state)
{
    (void)state;
    static const int de[] = {1, 0, 1, 1};
    expect_plural("(n != 1)", 2, de, 4);
    static const int fr[] = {0, 0, 1, 1};
    expect_plural("(n > 1)", 2, fr, 4);
    static const int zh[] = {0, 0, 0};
    expect_plural("0", 1, zh, 3);
    /* Polish: 1, 2-4 (not 12-14), the rest */
    static const int pl[] = {2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2};
    expect_plural("(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", 3, pl, 26);
    /* Russian: 1, 21; 2-4, 22-24; the rest */
    static const int ru[] = {2, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 1, 1, 1, 2};
    expect_plural("(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)", 3, ru,
                  26);
    /* every operator once */
    static const int all[] = {1, 0, 1};
    expect_plural("!(n == 1) * 1 + 0 - 0 / 1 >= 1 || 0 <= 0 && !1", 2, all, 3);
    /* division and remainder by zero: 0, no trap */
    static const int zero[] = {0, 0, 0};
    expect_plural("n / 0 + n % 0", 2, zero, 3);
    /* a rule that names a form past nplurals gives form 0 */
    static const int past[] = {0, 0};
    expect_plural("n + 5", 2, past, 2);
}

static void test_plural_bad(void **state)
{
    (void)state;
    const char *bad[] = {"", "n !=", "(n != 1", "n ? 1", "n = 1", "n & 1", "x", "n != 1 )", "99999999999 > n",
                         "n | 1", "n ! 1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        PluralRule r;
        Error err = {{0}};
        if (plural_parse(&r, bad[i], 2, &err))
            fail_msg("accepted \"%s\"", bad[i]);
        assert_true(err.msg[0]);
        assert_int_equal(plural_eval(&r, 1), 0); /* n != 1 instead */
        assert_int_equal(plural_eval(&r, 2), 1);
    }
    /* nesting deep enough to exhaust a naive parser's stack */
    char deep[4096];
    memset(deep, '(', 2000);
    strcpy(deep + 2000, "n");
    PluralRule r;
    assert_false(plural_parse(&r, deep, 2, NULL));
    memset(deep, '!', 2000);
    assert_false(plural_parse(&r, deep, 2, NULL));
    /* headers */
    Error err = {{0}};
    assert_true(plural_from_header(&r, "Content-Type: text/plain; charset=UTF-8\n", &err));
    assert_int_equal(r.nplurals, 2);
    assert_true(plural_from_header(&r, "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);\n", &err));
    assert_int_equal(r.nplurals, 3);
    assert_int_equal(plural_eval(&r, 2), 1);
    assert_false(plural_from_header(&r, "Plural-Forms: nplurals=2; plural=n !!! 1;\n", &err));
    assert_non_null(strstr(err.msg, "n != 1"));
    assert_int_equal(plural_eval(&r, 1), 0);
    assert_false(plural_from_header(&r, "Plural-Forms: plural=n;\n", &err));
    assert_false(plural_from_header(&r, "Plural-Forms: nplurals=99; plural=n;\n", &err));
}

/* --- the pseudo-language --- */

static bool has_ascii_letter(const char *s)
{
    for (; *s; s++)
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
            return true;
    return false;
}

static size_t chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xc0) != 0x80;
    return n;
}

static void test_pseudo(void **state)
{
    (void)state;
    char out[512];
    pseudo_translate("New game", out, sizeof out);
    assert_string_equal(out, "[Ñéŵ ĝáḿé ~]");
    const char *texts[] = {"Undo the last move", "Choose a layout for the next game", "Hint",
                           "Tiles left: 144", "A"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        pseudo_translate(texts[i], out, sizeof out);
        assert_false(has_ascii_letter(out));
        assert_true(out[0] == '[' && out[strlen(out) - 1] == ']');
        if (chars(texts[i]) >= 8 && chars(out) * 10 < chars(texts[i]) * 13)
            fail_msg("\"%s\" is not about 40%% longer", out);
    }
    /* printf directives as they are */
    pseudo_translate("%d tiles, %1$s, %-5.2f%%, %zu %ld %*d %2$*1$d %s", out, sizeof out);
    assert_non_null(strstr(out, "%d "));
    assert_non_null(strstr(out, "%1$s"));
    assert_non_null(strstr(out, "%-5.2f%%"));
    assert_non_null(strstr(out, "%zu %ld %*d %2$*1$d %s"));
    /* lines and cells bracketed one by one */
    pseudo_translate("Undo\tCtrl+Z\nRedo\n\nEnd", out, sizeof out);
    assert_string_equal(out, "[Üñďö ~]\t[Çţŕĺ+Ž ~]\n[Ŕéďö ~]\n\n[Éñď ~]");
    /* the size asked for, truncated safely */
    size_t need = pseudo_translate("Settings", NULL, 0);
    assert_int_equal(need, strlen("[Šéţţîñĝš ~]"));
    char small[6];
    assert_int_equal(pseudo_translate("Settings", small, sizeof small), need);
    assert_int_equal(strlen(small), 5);
}

/* --- choosing a language --- */

static char locale_dir[1024];

static void write_catalogue(const char *code, const unsigned char *b, size_t len)
{
    char dir[1200], path[1300];
    snprintf(dir, sizeof dir, "%s/%s/LC_MESSAGES", locale_dir, code);
    assert_true(dir_make(dir));
    snprintf(path, sizeof path, "%s/pagoda.mo", dir);
    Error err = {{0}};
    if (!file_write_atomic(path, b, len, &err))
        fail_msg("%s", err.msg);
}

static int setup_locale(void **state)
{
    (void)state;
    tu_tmp(locale_dir, sizeof locale_dir, "i18n-locale");
    size_t len;
    unsigned char *b = sample(false, &len);
    write_catalogue("de", b, len);
    free(b);
    /* Polish, big-endian, its three forms; and a damaged Russian */
    Entry e[] = {
        {"", 0, "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n", 0},
        {"%d tile\0%d tiles", 16, "%d kamień\0%d kamienie\0%d kamieni", 33},
    };
    e[1].str_len = strlen("%d kamień") + 1 + strlen("%d kamienie") + 1 + strlen("%d kamieni");
    b = mo_build(e, 2, true, &len);
    write_catalogue("pl", b, len);
    b[20] ^= 0xff; /* one table entry off */
    b[31] ^= 0x7f;
    write_catalogue("ru", b, len / 2);
    free(b);
    /* French with a broken plural rule: read, with n != 1 and a message */
    Entry f[] = {
        {"", 0, "Plural-Forms: nplurals=2; plural=n >>> 1;\n", 0},
        {"%d tile\0%d tiles", 16, "%d tuile\0%d tuiles", 18},
    };
    b = mo_build(f, 2, false, &len);
    write_catalogue("fr", b, len);
    free(b);
    return 0;
}

static void test_set_language(void **state)
{
    (void)state;
    char err[512];
    unsigned gen = i18n_generation();
    assert_true(i18n_set_language("de", locale_dir, err, sizeof err));
    assert_string_equal(i18n_language(), "de");
    assert_true(i18n_generation() != gen);
    assert_string_equal(_("New game"), "Neues Spiel");
    assert_string_equal(_("Not in the catalogue"), "Not in the catalogue");
    assert_string_equal(_("Untranslated"), "Untranslated");
    assert_string_equal(C_("menu", "Back"), "Zurück");
    assert_string_equal(C_("card", "Back"), "Back");
    assert_string_equal(P_("%d tile", "%d tiles", 1), "%d Stein");
    assert_string_equal(P_("%d tile", "%d tiles", 7), "%d Steine");
    assert_string_equal(P_("%d cat", "%d cats", 7), "%d cats");
    assert_string_equal(_(""), "");

    assert_true(i18n_set_language("pl", locale_dir, err, sizeof err));
    assert_string_equal(P_("%d tile", "%d tiles", 1), "%d kamień");
    assert_string_equal(P_("%d tile", "%d tiles", 3), "%d kamienie");
    assert_string_equal(P_("%d tile", "%d tiles", 12), "%d kamieni");
    assert_string_equal(P_("%d tile", "%d tiles", 22), "%d kamienie");
    assert_string_equal(_("New game"), "New game");

    /* a damaged catalogue: English, and a message naming the file */
    gen = i18n_generation();
    assert_false(i18n_set_language("ru", locale_dir, err, sizeof err));
    assert_non_null(strstr(err, "ru/LC_MESSAGES/pagoda.mo"));
    assert_string_equal(i18n_language(), "en");
    assert_true(i18n_generation() != gen);
    assert_string_equal(P_("%d tile", "%d tiles", 3), "%d tiles");

    /* a missing one, an unknown language */
    assert_false(i18n_set_language("es", locale_dir, err, sizeof err));
    assert_non_null(strstr(err, "es/LC_MESSAGES/pagoda.mo"));
    assert_false(i18n_set_language("tlh", locale_dir, err, sizeof err));
    assert_non_null(strstr(err, "tlh"));
    assert_false(i18n_set_language("de_DE", locale_dir, err, sizeof err));
    assert_string_equal(i18n_language(), "en");

    /* a broken plural rule: the catalogue all the same, n != 1, and a message */
    assert_true(i18n_set_language("fr", locale_dir, err, sizeof err));
    assert_non_null(strstr(err, "fr/LC_MESSAGES/pagoda.mo"));
    assert_string_equal(P_("%d tile", "%d tiles", 0), "%d tuiles");
    assert_string_equal(P_("%d tile", "%d tiles", 1), "%d tuile");

    /* strings handed out before a change stay valid */
    assert_true(i18n_set_language("de", locale_dir, err, sizeof err));
    const char *kept = _("New game");
    assert_true(i18n_set_language("qps", locale_dir, err, sizeof err));
    assert_string_equal(kept, "Neues Spiel");
    assert_string_equal(_("New game"), "[Ñéŵ ĝáḿé ~]");
    assert_string_equal(C_("menu", "Back"), "[Ɓáçķ ~]");
    assert_string_equal(P_("%d tile", "%d tiles", 2), "[%d ţîĺéš ~]");
    char buf[32];
    snprintf(buf, sizeof buf, "Layout %d", 3); /* a caller's buffer: the result is a copy */
    const char *q = _(buf);
    buf[0] = 'X';
    assert_string_equal(q, "[Ĺáýöüţ 3 ~]");
    assert_true(i18n_set_language("en", locale_dir, err, sizeof err));
    assert_string_equal(_("New game"), "New game");
}

static void test_match_and_system(void **state)
{
    (void)state;
    assert_string_equal(i18n_match("de_AT.UTF-8"), "de");
    assert_string_equal(i18n_match("de-DE"), "de");
    assert_string_equal(i18n_match("fr_FR@euro"), "fr");
    assert_string_equal(i18n_match("ES"), "es");
    assert_string_equal(i18n_match("ru_RU.KOI8-R"), "ru");
    assert_string_equal(i18n_match("zh_CN.UTF-8"), "zh_CN");
    assert_string_equal(i18n_match("zh-Hans-CN"), "zh_CN");
    assert_string_equal(i18n_match("zh_SG"), "zh_CN");
    assert_null(i18n_match("zh_TW"));
    assert_null(i18n_match("zh-Hant"));
    assert_string_equal(i18n_match("C"), "en");
    assert_string_equal(i18n_match("C.UTF-8"), "en");
    assert_string_equal(i18n_match("POSIX"), "en");
    assert_string_equal(i18n_match("en_GB"), "en");
    assert_null(i18n_match("pt_BR"));
    assert_null(i18n_match(""));
    assert_null(i18n_match(NULL));
    assert_string_equal(i18n_language_at(0)->code, "en");
    assert_string_equal(i18n_language_find("zh_CN")->name, "简体中文");
    assert_null(i18n_language_find("qps"));
    assert_true(i18n_available("de", locale_dir));
    assert_false(i18n_available("es", locale_dir));
    assert_true(i18n_available("qps", locale_dir));

    set_env("PAGODA_LANGUAGE", "de_CH.UTF-8");
    assert_string_equal(i18n_system_language(locale_dir), "de");
    set_env("PAGODA_LANGUAGE", "pt");
    assert_string_equal(i18n_system_language(locale_dir), "en");
    char err[256];
    set_env("PAGODA_LANGUAGE", "de");
    assert_true(i18n_set_language("system", locale_dir, err, sizeof err));
    assert_string_equal(i18n_language(), "de");
    set_env("PAGODA_LANGUAGE", "en");
    assert_true(i18n_set_language(NULL, locale_dir, err, sizeof err));
    assert_string_equal(i18n_language(), "en");
#ifndef _WIN32
    /* POSIX: LANGUAGE's list, the first language with a catalogue */
    set_env("PAGODA_LANGUAGE", NULL);
    set_env("LANGUAGE", "pt_BR:es:pl:de");
    assert_string_equal(i18n_system_language(locale_dir), "pl");
    set_env("LANGUAGE", NULL);
    set_env("LC_ALL", NULL);
    set_env("LC_MESSAGES", "de_DE.UTF-8");
    assert_string_equal(i18n_system_language(locale_dir), "de");
    set_env("LC_MESSAGES", NULL);
    set_env("LANG", "C");
    assert_string_equal(i18n_system_language(locale_dir), "en");
    set_env("PAGODA_LANGUAGE", "en");
#endif
}

static void test_numbers_and_dates(void **state)
{
    (void)state;
    char err[256], buf[64];
    assert_true(i18n_set_language("en", locale_dir, err, sizeof err));
    assert_string_equal(i18n_date(buf, sizeof buf, 2026, 11, 26), "2026-11-26");
    assert_string_equal(i18n_decimal(buf, sizeof buf, 3.14159, 2), "3.14");
    assert_string_equal(i18n_percent(buf, sizeof buf, 42), "42%");
    /* German: the catalogue reorders with positional arguments (%3$02d.%2$02d.%1$d) */
    assert_true(i18n_set_language("de", locale_dir, err, sizeof err));
    assert_string_equal(i18n_date(buf, sizeof buf, 2026, 11, 6), "06.11.2026");
    assert_string_equal(i18n_decimal(buf, sizeof buf, -2.5, 1), "-2,5");
    assert_string_equal(i18n_decimal(buf, sizeof buf, 7, 0), "7");
    assert_string_equal(i18n_percent(buf, sizeof buf, 42), "42 %");
    /* positional arguments straight through the C library's snprintf */
    snprintf(buf, sizeof buf, _("%d-%02d-%02d"), 1999, 1, 2);
    assert_string_equal(buf, "02.01.1999");
    char small[5];
    i18n_date(small, sizeof small, 2026, 11, 6);
    assert_string_equal(small, "06.1");
    assert_true(i18n_set_language("en", locale_dir, err, sizeof err));
}

/* platform/positional.c (the Windows build's snprintf) against the C
 * library's (glibc's here; under Wine the expected text says what is right) */
static void expect_format(const char *want, const char *fmt, ...)
{
    char buf[128];
    va_list ap;
    va_start(ap, fmt);
    int n = positional_vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (strcmp(buf, want) != 0 || n != (int)strlen(want))
        fail_msg("\"%s\" gave \"%s\" (%d), not \"%s\"", fmt, buf, n, want);
}

static void test_positional_printf(void **state)
{
    (void)state;
    expect_format("hello world", "%2$s %1$s", "world", "hello");
    expect_format("06.11.2026", "%3$02d.%2$02d.%1$d", 2026, 11, 6);
    expect_format("[  3.14|x|-7|ff]", "[%4$6.2f|%3$c|%2$ld|%1$x]", 255u, -7L, 'x', 3.14159);
    expect_format("12345678901 9 100%", "%2$lld %1$zu %3$d%%", (size_t)9, 12345678901LL, 100);
    expect_format("  ab|", "%2$*1$s|", 4, "ab");
    expect_format("3.1|", "%2$.*1$f|", 1, 3.14159);
    expect_format("50% of 8", "%2$d%% of %1$d", 8, 50);
    expect_format("plain 5 x", "plain %d %s", 5, "x"); /* no position: the library's own */
    /* truncated like snprintf: the length it needs, the start in the buffer */
    char small[6];
    const char *swap = "%2$s-%1$s"; /* (a variable: -Wpedantic refuses %n$ in a literal) */
    int n = positional_snprintf(small, sizeof small, swap, "bbbb", "aaaa");
    assert_int_equal(n, 9);
    assert_string_equal(small, "aaaa-");
    /* through the redirect of the Windows build (snprintf is positional_snprintf
     * there) and the C library's here: the same */
    char buf[64];
    snprintf(buf, sizeof buf, swap, "B", "A");
    assert_string_equal(buf, "A-B");
}

/* A real msgfmt's output, when the build made one (tests/data/i18n). */
static void test_msgfmt_catalogue(void **state)
{
    (void)state;
#ifdef PAGODA_TEST_MO
    Error err = {{0}};
    MoFile *mo = mo_open(PAGODA_TEST_MO, &err);
    if (!mo)
        fail_msg("%s", err.msg);
    assert_string_equal(mo_lookup(mo, "New game", 8, NULL), "Neues Spiel");
    assert_string_equal(mo_lookup(mo, "menu\004Back", 9, NULL), "Zurück");
    size_t tl;
    const char *p = mo_lookup(mo, "%d tile", 7, &tl);
    assert_non_null(p);
    assert_string_equal(p + strlen(p) + 1, "%d Steine");
    assert_null(mo_lookup(mo, "Fuzzy", 5, NULL)); /* msgfmt leaves fuzzy entries out */
    PluralRule r;
    assert_true(plural_from_header(&r, mo_header(mo), &err));
    mo_free(mo);
#else
    skip();
#endif
}

int main(void)
{
    set_env("PAGODA_LANGUAGE", "en");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mo_both_orders),   cmocka_unit_test(test_mo_hostile),
        cmocka_unit_test(test_mo_unsorted),      cmocka_unit_test(test_plural_rules),
        cmocka_unit_test(test_plural_bad),       cmocka_unit_test(test_pseudo),
        cmocka_unit_test(test_set_language),     cmocka_unit_test(test_match_and_system),
        cmocka_unit_test(test_numbers_and_dates), cmocka_unit_test(test_msgfmt_catalogue),
        cmocka_unit_test(test_positional_printf),
    };
    return cmocka_run_group_tests(tests, setup_locale, NULL);
}
