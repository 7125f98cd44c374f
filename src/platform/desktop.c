/* platform: what Linux and Windows share, having no page around them (the
 * browser's own versions are in posix.c under __EMSCRIPTEN__): the program
 * owns its loop, and there is no page address nor page size. Built beside
 * posix.c or win32.c, never for the web. */
#include "platform/platform.h"

int platform_run_loop(bool (*step)(void *ctx), int (*done)(void *ctx), void *ctx)
{
    while (step(ctx)) {
    }
    return done(ctx);
}

bool platform_loop_may_wait(void)
{
    return true;
}

bool platform_ends_unasked(void)
{
    return false;
}

bool platform_has_page(void)
{
    return false;
}

bool platform_page_link(const char *query, char *out, size_t cap)
{
    (void)query;
    if (cap > 0)
        out[0] = '\0';
    return false;
}

bool platform_window_size_wanted(int *w, int *h)
{
    (void)w;
    (void)h;
    return false;
}

const char *platform_store_trouble(void)
{
    return NULL;
}
