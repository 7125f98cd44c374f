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
const char *i18n_gettext(const char *msgid);
/* The form of `singular`/`plural` for `n` in the current language. */
const char *i18n_ngettext(const char *singular, const char *plural, unsigned long n);
/* `msgid` in the context `ctx` (gettext's msgctxt). */
const char *i18n_pgettext(const char *ctx, const char *msgid);

#define _(s) i18n_gettext(s)
#define N_(s) s
#define P_(s, p, n) i18n_ngettext((s), (p), (unsigned long)(n))
#define C_(ctx, s) i18n_pgettext((ctx), (s))
#define NC_(ctx, s) s

#endif
