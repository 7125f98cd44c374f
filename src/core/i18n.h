/* The player's language: every string a player reads goes through here.
 *
 * Mark a string where it is used with _("..."); a string in a static table with
 * N_("...") (it is then looked up where it is shown, with _(table[i].name)); a
 * sentence that depends on a count with P_("one tile", "%d tiles", n); a short
 * word that needs its context to translate (a menu's "Back" against a card's
 * back) with C_("menu", "Back"), or NC_ in a table. Whole sentences only: a
 * sentence is never glued from pieces, it takes placeholders, and a translator
 * may reorder them with %1$s, %2$d.
 *
 * The catalogues are GNU gettext's (the .po files in po/, compiled by msgfmt to .mo); this
 * module reads the .mo of the chosen language itself, the same way on Linux,
 * Windows and in the browser, so a language can change while the game runs
 * whatever locales the system has installed. Plain C, no SDL. */
#ifndef PAGODA_CORE_I18N_H
#define PAGODA_CORE_I18N_H

#include <stdbool.h>
#include <stddef.h>

/* The text of `msgid` in the current language, or `msgid` itself. The result
 * lives until the language changes. */
#if defined(__GNUC__) /* the compiler checks a marked format string against its arguments */
#define I18N_FORMAT_ARG(i) __attribute__((format_arg(i)))
#else
#define I18N_FORMAT_ARG(i)
#endif

const char *i18n_gettext(const char *msgid) I18N_FORMAT_ARG(1);
/* The form of `singular`/`plural` for `n` in the current language. */
const char *i18n_ngettext(const char *singular, const char *plural, unsigned long n) I18N_FORMAT_ARG(1)
    I18N_FORMAT_ARG(2);
/* `msgid` in the context `ctx` (gettext's msgctxt). */
const char *i18n_pgettext(const char *ctx, const char *msgid) I18N_FORMAT_ARG(2);

/* --- the language in use --- */

typedef struct I18nLanguage {
    const char *code; /* the catalogue's name: "de", "zh_CN" */
    const char *name; /* in its own language: "Deutsch", "简体中文" */
} I18nLanguage;

/* Every language Pagoda has a name for, English first. */
int i18n_language_count(void);
const I18nLanguage *i18n_language_at(int i);
/* The entry of `code`, or NULL (the pseudo-language "qps" has none). */
const I18nLanguage *i18n_language_find(const char *code);
/* True when `code` can be chosen: English and qps always, another language
 * when its catalogue is in locale_dir (locale_dir/CODE/LC_MESSAGES/pagoda.mo). */
bool i18n_available(const char *code, const char *locale_dir);
/* A system's name for a language ("de_AT.UTF-8", "de-DE", "zh-Hans", "C") as
 * one of the codes above, or NULL when Pagoda has no such language. */
const char *i18n_match(const char *locale);
/* The language the system asks for: PAGODA_LANGUAGE if set (tests set it to
 * "en" so that no test depends on the machine's locale), else the first of
 * platform_ui_languages that is available in locale_dir; "en" otherwise. */
const char *i18n_system_language(const char *locale_dir);

/* Switches to `code` ("en", "de", "zh_CN", "qps", or "system"/NULL/"" for the
 * system's), reading its catalogue from locale_dir. On failure (no such
 * language, a missing or damaged catalogue) it falls back to English and
 * returns false with a message naming the file in err[n]. Catalogues once read
 * stay in memory, so strings handed out before a switch stay valid. */
bool i18n_set_language(const char *code, const char *locale_dir, char *err, size_t n);
/* The code in use: "en", "de", ..., "qps". */
const char *i18n_language(void);
/* Grows by one at each change of language: whatever keeps drawn or laid-out
 * text compares it with the value it was made at, and remakes itself. */
unsigned i18n_generation(void);

/* --- numbers and dates in the language's way --- */

/* The date y-m-d (m 1..12) in the language's order and separators. Returns buf. */
char *i18n_date(char *buf, size_t n, int y, int m, int d);
/* value with `decimals` digits after the language's decimal separator. */
char *i18n_decimal(char *buf, size_t n, double value, int decimals);
/* A whole percentage, "42%" ("42 %" in French). */
char *i18n_percent(char *buf, size_t n, int percent);

#define _(s) i18n_gettext(s)
#define N_(s) s
#define P_(s, p, n) i18n_ngettext((s), (p), (unsigned long)(n))
#define C_(ctx, s) i18n_pgettext((ctx), (s))
#define NC_(ctx, s) s

#endif
