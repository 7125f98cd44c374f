#include "core/cputime.h"

#include <time.h>

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

double cputime_thread_ms(void)
{
    return clock_ms(CLOCK_THREAD_CPUTIME_ID);
}

double cputime_wall_ms(void)
{
    return clock_ms(CLOCK_MONOTONIC);
}
