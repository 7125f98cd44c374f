/* libFuzzer target: tileset_manifest_parse (assets/tilesets/NAME/tileset.txt).
 * Never reads past the input (ASan), and every string it fills is terminated. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/tileset_manifest.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static TilesetManifest m;

static void terminated(const char *s, size_t cap)
{
    if (!memchr(s, 0, cap))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tileset_manifest_parse(&m, (const char *)data, size);
    terminated(m.display, sizeof m.display);
    if (m.groups < 0 || m.groups > 2)
        abort();
    for (int g = 0; g < 2; g++)
        terminated(m.group_name[g], sizeof m.group_name[g]);
    for (int i = 0; i < TILESET_FACES; i++) {
        terminated(m.face_id[i], sizeof m.face_id[i]);
        terminated(m.face_name[i], sizeof m.face_name[i]);
        if (!m.has_face[i] && (m.face_id[i][0] || m.face_name[i][0]))
            abort();
    }
    return 0;
}
