#include "engine/assets.h"

#include <SDL.h>
#include <stdio.h>

#include "core/fileio.h"
#include "platform/platform.h"

static struct {
    bool searched;
    char root[1024];
} data;

static bool has_data(const char *dir)
{
    char probe[1200];
    int n = snprintf(probe, sizeof probe, "%s/layouts/turtle.layout", dir);
    return n > 0 && (size_t)n < sizeof probe && file_exists(probe);
}

static void find_root(void)
{
    data.searched = true;
    const char *env = SDL_getenv("PAGODA_DATA_DIR");
    if (env && has_data(env)) {
        SDL_strlcpy(data.root, env, sizeof data.root);
        return;
    }
    char *base = SDL_GetBasePath();
    if (base) {
        char cand[1100];
        SDL_strlcpy(cand, base, sizeof cand);
        if (has_data(cand)) {
            SDL_strlcpy(data.root, cand, sizeof data.root);
            SDL_free(base);
            return;
        }
        int n = snprintf(cand, sizeof cand, "%s../share/pagoda", base);
        SDL_free(base);
        if (n > 0 && (size_t)n < sizeof cand && has_data(cand)) {
            SDL_strlcpy(data.root, cand, sizeof data.root);
            return;
        }
    }
    if (has_data(PAGODA_INSTALL_DATA_DIR)) {
        SDL_strlcpy(data.root, PAGODA_INSTALL_DATA_DIR, sizeof data.root);
        return;
    }
#ifdef PAGODA_SOURCE_DATA_DIR
    SDL_strlcpy(data.root, PAGODA_SOURCE_DATA_DIR, sizeof data.root);
#else
    SDL_strlcpy(data.root, PAGODA_INSTALL_DATA_DIR, sizeof data.root); /* named in messages */
#endif
}

const char *assets_root(void)
{
    if (!data.searched) {
        find_root();
        if (SDL_getenv("PAGODA_TRACE")) /* tests check which copy of the data is used */
            fprintf(stderr, "trace data folder %s\n", data.root);
    }
    return data.root;
}

bool assets_path(const char *rel, char *out, size_t cap)
{
    int n = snprintf(out, cap, "%s/%s", assets_root(), rel);
    return n > 0 && (size_t)n < cap && file_exists(out);
}

static bool is_dir(const char *path)
{
    PlatformStat st;
    return platform_stat(path, &st) && st.is_dir;
}

const char *assets_locale_dir(void)
{
    static char dir[1100];
    if (dir[0])
        return dir;
    const char *env = SDL_getenv("PAGODA_LOCALE_DIR");
    if (env && *env) {
        SDL_strlcpy(dir, env, sizeof dir);
        return dir;
    }
    char *base = SDL_GetBasePath();
    if (base) {
        int n = snprintf(dir, sizeof dir, "%slocale", base);
        SDL_free(base);
        if (n > 0 && (size_t)n < sizeof dir && is_dir(dir))
            return dir;
    }
    snprintf(dir, sizeof dir, "%s/locale", assets_root());
    return dir;
}
