#include "engine/catalog.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "engine/app_state.h"
#include "engine/assets.h"
#include "platform/platform.h"

/* The value of a "key: value" header line near the top of a small text file. */
bool catalog_header_value(const char *path, const char *key, char *out, size_t cap)
{
    PlatformStat st; /* a named pipe would block fopen */
    FILE *f = platform_stat(path, &st) && st.is_file ? fopen(path, "r") : NULL;
    if (!f)
        return false;
    char line[256];
    size_t klen = strlen(key);
    bool found = false;
    for (int i = 0; i < 12 && fgets(line, sizeof line, f); i++) {
        if (strncmp(line, key, klen) == 0 && line[klen] == ':') {
            const char *v = line + klen + 1;
            while (*v == ' ' || *v == '\t')
                v++;
            SDL_strlcpy(out, v, cap);
            out[strcspn(out, "\r\n")] = 0;
            found = out[0] != 0;
            break;
        }
    }
    fclose(f);
    return found;
}

static const char *first_id;
static int by_name(const void *pa, const void *pb)
{
    const CatalogEntry *a = pa, *b = pb;
    if (a->user != b->user)
        return a->user ? 1 : -1;
    bool fa = first_id && strcmp(a->id, first_id) == 0, fb = first_id && strcmp(b->id, first_id) == 0;
    if (fa != fb)
        return fa ? -1 : 1;
    return SDL_strcasecmp(a->name, b->name);
}

void catalog_sort(CatalogEntry *e, int n, const char *first)
{
    first_id = first;
    qsort(e, (size_t)n, sizeof *e, by_name);
    first_id = NULL;
}

int catalog_tilesets(CatalogEntry *out, int cap)
{
    char dir[1100];
    snprintf(dir, sizeof dir, "%s/assets/tilesets", assets_root());
    PlatformDir *d = platform_dir_open(dir);
    if (!d)
        return 0;
    int n = 0;
    const char *name;
    while ((name = platform_dir_next(d)) && n < cap) {
        if (name[0] == '.' || strlen(name) >= sizeof out[n].id)
            continue;
        CatalogEntry *c = &out[n];
        if (snprintf(c->path, sizeof c->path, "%s/%s/tileset.txt", dir, name) >= (int)sizeof c->path ||
            !file_exists(c->path))
            continue;
        SDL_strlcpy(c->id, name, sizeof c->id);
        if (!catalog_header_value(c->path, "name", c->name, sizeof c->name))
            SDL_strlcpy(c->name, c->id, sizeof c->name);
        c->user = false;
        n++;
    }
    platform_dir_close(d);
    catalog_sort(out, n, "classic");
    return n;
}

int catalog_find(const CatalogEntry *entries, int n, const char *id)
{
    for (int i = 0; i < n; i++)
        if (strcmp(entries[i].id, id) == 0)
            return i;
    return -1;
}
