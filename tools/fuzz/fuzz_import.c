/* libFuzzer target: layout_import (KMahjongg .layout, GNOME Mahjongg .map).
 * Aborts when an imported layout breaks layout.h's invariants or does not
 * survive layout_format -> layout_parse. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/layout.h"
#include "core/layout_import.h"

#define FUZZ_CAP 8

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Layout got[FUZZ_CAP], back;

static void check(const Layout *l)
{
    if (l->count < 2 || l->count > LAYOUT_MAX_TILES || l->count % 2 != 0 ||
        l->rule != LAYOUT_RULE_PEER || !memchr(l->name, '\0', sizeof l->name) || !l->name[0])
        abort();
    for (int i = 0; i < l->count; i++) {
        const LayoutPlace *p = &l->place[i];
        if (p->x < 0 || p->y < 0 || p->z < 0 || p->x + 2 > LAYOUT_MAX_W ||
            p->y + 2 > LAYOUT_MAX_H || p->z >= LAYOUT_MAX_Z)
            abort();
    }
    size_t need = layout_format(l, NULL, 0);
    char *buf = malloc(need + 1);
    if (!buf)
        return;
    layout_format(l, buf, need + 1);
    Error err;
    if (!layout_parse(&back, buf, need, "fuzz", &err) || back.count != l->count ||
        layout_hash(&back) != layout_hash(l))
        abort();
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Error err;
    int n = layout_import((const char *)data, size, "fuzz.map", got, FUZZ_CAP, NULL, &err);
    if (n == -1) {
        if (!err.msg[0])
            abort(); /* a failure always says why */
        return 0;
    }
    if (n < 1 || n > FUZZ_CAP)
        abort();
    for (int i = 0; i < n; i++)
        check(&got[i]);
    return 0;
}
