#pragma once
/* A failure message a player could read. Functions that can fail return bool
 * (or a status enum) and fill an Error; err may always be NULL. */

#include <stdarg.h>
#include <stdbool.h>

typedef struct Error {
    char msg[512];
} Error;

/* The build names gnu_printf where plain printf would mean another C runtime's
 * formats (MinGW: msvcrt has no %zu; Pagoda uses MinGW's own printf there). */
#ifndef PAGODA_PRINTF_FORMAT
#define PAGODA_PRINTF_FORMAT printf
#endif
#if defined(__GNUC__)
#define PAGODA_PRINTF(a, b) __attribute__((format(PAGODA_PRINTF_FORMAT, a, b)))
#else
#define PAGODA_PRINTF(a, b)
#endif

/* Formats into err->msg (truncating). No-op when err is NULL. Returns false so
 * that callers can write `return error_set(err, ...);`. */
bool error_set(Error *err, const char *fmt, ...) PAGODA_PRINTF(2, 3);
bool error_setv(Error *err, const char *fmt, va_list ap);
