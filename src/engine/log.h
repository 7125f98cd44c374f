#pragma once
/* What Pagoda says: messages for the player (the status line at the bottom of
 * the window, and the log) and traces for whoever measures start-up. Needs only
 * the App's state, never its loop, so any engine module may report. */

#include <SDL.h>
#include <stdarg.h>
#include <stdint.h>

struct App;

/* Traces count from `counter` (SDL_GetPerformanceCounter at process start). */
void log_start(uint64_t counter);
/* With PAGODA_TRACE set, prints milliseconds since start and what just happened. */
void log_trace(const char *what);
/* Shows a transient message at the bottom of the window (about four seconds)
 * and logs it; the frame is redrawn. */
void log_message(struct App *app, SDL_PRINTF_FORMAT_STRING const char *fmt, ...) SDL_PRINTF_VARARG_FUNC(2);
void log_vmessage(struct App *app, const char *fmt, va_list ap);
