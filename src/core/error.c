#include "core/error.h"

#include <stdbool.h>
#include <stdio.h>

bool error_setv(Error *err, const char *fmt, va_list ap)
{
    if (err)
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    return false;
}

bool error_set(Error *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_setv(err, fmt, ap);
    va_end(ap);
    return false;
}
