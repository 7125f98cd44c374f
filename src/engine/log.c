#include "engine/log.h"

#include <stdio.h>

#include "engine/app_state.h"

#define MESSAGE_TICKS (APP_TICK_HZ * 4)

static struct {
    uint64_t start;
    int enabled; /* PAGODA_TRACE: -1 not asked yet */
} data = {0, -1};

void log_start(uint64_t counter)
{
    data.start = counter;
}

void log_trace(const char *what)
{
    if (data.enabled < 0)
        data.enabled = SDL_getenv("PAGODA_TRACE") != NULL;
    if (data.enabled)
        fprintf(stderr, "trace %8.2f ms  %s\n",
                (double)(SDL_GetPerformanceCounter() - data.start) * 1000.0 / (double)SDL_GetPerformanceFrequency(),
                what);
}

void log_vmessage(struct App *app, const char *fmt, va_list ap)
{
    vsnprintf(app->status_msg, sizeof app->status_msg, fmt, ap);
    app->status_ticks = MESSAGE_TICKS;
    app->dirty = true;
    SDL_Log("%s", app->status_msg);
}

void log_message(struct App *app, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    log_vmessage(app, fmt, ap);
    va_end(ap);
}
