/* libFuzzer target: layout_parse (Pagoda's layout format). Beyond crashes and
 * sanitizer reports, it aborts when an accepted layout breaks the documented
 * invariants or does not survive layout_format -> layout_parse. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/layout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Layout parsed, back;
static LayoutLinks links;

static void check_layout(const Layout *l)
{
    if (l->count < 2 || l->count > LAYOUT_MAX_TILES || l->count % 2 != 0)
        abort();
    if (!memchr(l->name, '\0', sizeof l->name) || !l->name[0])
        abort();
    int minx = 1000, miny = 1000;
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *p = &l->place[i];
        if (p->x < 0 || p->y < 0 || p->z < 0 || p->x + 2 > l->width || p->y + 2 > l->height ||
            p->z >= l->depth || l->width > LAYOUT_MAX_W || l->height > LAYOUT_MAX_H ||
            l->depth > LAYOUT_MAX_Z)
            abort();
        minx = p->x < minx ? p->x : minx;
        miny = p->y < miny ? p->y : miny;
    }
    if (minx != 0 || miny != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Error err;
    if (!layout_parse(&parsed, (const char *)data, size, "fuzz.layout", &err))
        return 0;
    check_layout(&parsed);
    layout_links_build(&parsed, &links);
    size_t need = layout_format(&parsed, NULL, 0);
    char *buf = malloc(need + 1);
    if (!buf)
        return 0;
    if (layout_format(&parsed, buf, need + 1) != need)
        abort();
    if (!layout_parse(&back, buf, need, "fuzz.layout", &err))
        abort(); /* Pagoda cannot read back what it wrote */
    if (back.count != parsed.count || back.rule != parsed.rule ||
        memcmp(back.place, parsed.place, (size_t)parsed.count * sizeof parsed.place[0]) != 0)
        abort();
    free(buf);
    return 0;
}
