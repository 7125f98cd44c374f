#include "core/tileset_manifest.h"

#include <stdio.h>
#include <string.h>

static void copy(char *dst, size_t cap, const char *src, size_t n)
{
    if (n >= cap)
        n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

void tileset_manifest_parse(TilesetManifest *m, const char *text, size_t len)
{
    memset(m, 0, sizeof *m);
    size_t pos = 0;
    while (pos < len) {
        const char *p = text + pos;
        const char *eol = memchr(p, '\n', len - pos);
        size_t n = eol ? (size_t)(eol - p) : len - pos;
        pos += n + (eol ? 1 : 0);
        char line[256];
        copy(line, sizeof line, p, n);
        line[strcspn(line, "\r")] = '\0'; /* also ends the line at a NUL byte */
        int idx, used = 0;
        char id[64];
        if (strncmp(line, "name:", 5) == 0) {
            const char *v = line + 5;
            while (*v == ' ')
                v++;
            copy(m->display, sizeof m->display, v, strlen(v));
        } else if (strncmp(line, "bleed:", 6) == 0) {
            m->bleed = strstr(line + 6, "yes") != NULL;
        } else if (strncmp(line, "group ", 6) == 0 && m->groups < 2) {
            char g[32];
            if (sscanf(line + 6, "%31s", g) == 1)
                copy(m->group_name[m->groups++], sizeof m->group_name[0], g, strlen(g));
        } else if (sscanf(line, "face %d %63s %n", &idx, id, &used) == 2 && idx >= 0 && idx < TILESET_FACES) {
            m->has_face[idx] = true;
            copy(m->face_id[idx], sizeof m->face_id[idx], id, strlen(id));
            const char *q = used > 0 ? strchr(line + used, '"') : NULL;
            if (q) {
                const char *e = strchr(q + 1, '"');
                copy(m->face_name[idx], sizeof m->face_name[idx], q + 1, e ? (size_t)(e - q - 1) : strlen(q + 1));
            } else {
                copy(m->face_name[idx], sizeof m->face_name[idx], id, strlen(id));
            }
        }
    }
}
