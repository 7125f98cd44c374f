#pragma once
/* printf with positional arguments ("%2$s %1$d") where the C library has
 * none: MinGW-w64's printf (its own, __USE_MINGW_ANSI_STDIO, and msvcrt's)
 * prints "%1$s" as it is, glibc's and musl's understand it. A translation
 * reorders a sentence's placeholders that way (core/i18n.h), so the Windows
 * build forces this header into every file (CMakeLists.txt: -include), and
 * snprintf, vsnprintf, printf, fprintf, vprintf and vfprintf become these:
 * a format without "%N$" goes straight to the C library's; one with them is
 * split into its directives, each formatted alone with its argument, fetched
 * by the types the directives name. Plain C; built on every system (the unit
 * test compares it with glibc's), redirected only where PAGODA_POSITIONAL_PRINTF
 * is defined. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#ifndef PAGODA_POSITIONAL_FORMAT
#define PAGODA_POSITIONAL_FORMAT printf
#endif

int positional_vsnprintf(char *buf, size_t n, const char *fmt, va_list ap);
int positional_snprintf(char *buf, size_t n, const char *fmt, ...)
    __attribute__((format(PAGODA_POSITIONAL_FORMAT, 3, 4)));
int positional_vfprintf(FILE *f, const char *fmt, va_list ap);
int positional_fprintf(FILE *f, const char *fmt, ...) __attribute__((format(PAGODA_POSITIONAL_FORMAT, 2, 3)));
int positional_printf(const char *fmt, ...) __attribute__((format(PAGODA_POSITIONAL_FORMAT, 1, 2)));
int positional_vprintf(const char *fmt, va_list ap);

#if defined(PAGODA_POSITIONAL_PRINTF) && !defined(PAGODA_POSITIONAL_IMPL)
#undef snprintf
#undef vsnprintf
#undef printf
#undef fprintf
#undef vprintf
#undef vfprintf
#define snprintf positional_snprintf
#define vsnprintf positional_vsnprintf
#define printf positional_printf
#define fprintf positional_fprintf
#define vprintf positional_vprintf
#define vfprintf positional_vfprintf
#endif
