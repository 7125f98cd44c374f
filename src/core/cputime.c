#include "core/cputime.h"

#include "platform/platform.h"

double cputime_thread_ms(void)
{
    return (double)platform_thread_cpu_ns() / 1e6;
}

double cputime_wall_ms(void)
{
    return (double)platform_monotonic_ns() / 1e6;
}
