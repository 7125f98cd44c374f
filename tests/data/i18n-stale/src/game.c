/* A tree whose template and catalogue are out of date (i18n.catalogues_fail). */
#include "core/i18n.h"

const char *title(void)
{
    return _("In the template");
}

const char *forgot(void)
{
    return _("Marked but never put in the template");
}
