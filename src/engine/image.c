#include "engine/image.h"

#include <SDL_image.h>
#include <stdbool.h>

static struct {
    SDL_SpinLock lock;
    bool tried;
    void *lib;
    SDL_Surface *(SDLCALL *load_sized_svg)(SDL_RWops *src, int width, int height);
    int(SDLCALL *save_png)(SDL_Surface *surface, const char *file);
    SDL_Surface *(SDLCALL *load)(const char *file);
    void(SDLCALL *quit)(void);
} data;

/* The prototypes above must match SDL_image's (checked, never evaluated: a
 * comparison of distinct pointer types is a warning, an error with -Werror). */
static void check_prototypes(void)
{
    (void)sizeof(data.load_sized_svg == IMG_LoadSizedSVG_RW);
    (void)sizeof(data.save_png == IMG_SavePNG);
    (void)sizeof(data.load == IMG_Load);
    (void)sizeof(data.quit == IMG_Quit);
}

static bool image_open(void)
{
    static const char *const names[] = {"libSDL2_image-2.0.so.0", "libSDL2_image.so", "libSDL2_image-2.0.0.dylib",
                                        "SDL2_image.dll"};
    (void)check_prototypes;
    SDL_AtomicLock(&data.lock);
    if (!data.tried) {
        data.tried = true;
#ifdef PAGODA_LINKED_CODECS /* the browser build links SDL_image in: no shared libraries */
        data.lib = &data;
        data.load_sized_svg = IMG_LoadSizedSVG_RW;
        data.save_png = IMG_SavePNG;
        data.load = IMG_Load;
        data.quit = IMG_Quit;
        (void)names;
#else
        for (size_t i = 0; i < SDL_arraysize(names) && !data.lib; i++)
            data.lib = SDL_LoadObject(names[i]);
        if (data.lib) {
            *(void **)&data.load_sized_svg = SDL_LoadFunction(data.lib, "IMG_LoadSizedSVG_RW");
            *(void **)&data.save_png = SDL_LoadFunction(data.lib, "IMG_SavePNG");
            *(void **)&data.load = SDL_LoadFunction(data.lib, "IMG_Load");
            *(void **)&data.quit = SDL_LoadFunction(data.lib, "IMG_Quit");
        }
#endif
        if (!data.lib || !data.load_sized_svg || !data.save_png || !data.load || !data.quit) {
            SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "SDL_image: %s", SDL_GetError());
#ifndef PAGODA_LINKED_CODECS
            if (data.lib)
                SDL_UnloadObject(data.lib);
#endif
            data.lib = NULL;
        }
    }
    bool ok = data.lib != NULL;
    SDL_AtomicUnlock(&data.lock);
    return ok;
}

SDL_Surface *image_load_svg(const void *svg, size_t len, int w, int h)
{
    if (!image_open() || len > INT32_MAX)
        return NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)len);
    if (!rw)
        return NULL;
    SDL_Surface *s = data.load_sized_svg(rw, w, h);
    SDL_RWclose(rw);
    return s;
}

SDL_Surface *image_load(const char *path)
{
    return image_open() ? data.load(path) : NULL;
}

int image_save_png(SDL_Surface *s, const char *path)
{
    return image_open() ? data.save_png(s, path) : -1;
}

void image_shutdown(void)
{
    SDL_AtomicLock(&data.lock);
    if (data.lib) {
        data.quit();
#ifndef PAGODA_LINKED_CODECS
        SDL_UnloadObject(data.lib);
#endif
    }
    data.lib = NULL;
    data.tried = false;
    SDL_AtomicUnlock(&data.lock);
}
