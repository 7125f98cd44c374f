/* The player's language (see i18n.h). */
#include "core/i18n.h"

const char *i18n_gettext(const char *msgid)
{
    return msgid;
}

const char *i18n_ngettext(const char *singular, const char *plural, unsigned long n)
{
    return n == 1 ? singular : plural;
}

const char *i18n_pgettext(const char *ctx, const char *msgid)
{
    (void)ctx;
    return msgid;
}
