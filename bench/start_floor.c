/* The floor under Pagoda's start-up (issue 24): the least an SDL2 program can do
 * to put a frame on screen the way Pagoda does it - SDL_Init(VIDEO), a window
 * of --size, SDL's software renderer, one clear, one present - printing the
 * same "trace" lines as PAGODA_TRACE=1 so bench/startup.py measures it as one
 * more binary beside Pagoda in the same interleaved run. Whatever this costs
 * on a machine, Pagoda cannot start faster there.
 * Built by bench/start_floor.sh; never part of the game. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double t0;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void trace(const char *what)
{
    fprintf(stderr, "trace %8.2f ms  %s\n", now_ms() - t0, what);
}

int main(int argc, char **argv)
{
    t0 = now_ms();
    int w = 1920, h = 1080;
    for (int i = 1; i + 1 < argc; i++)
        if (strcmp(argv[i], "--size") == 0 && sscanf(argv[i + 1], "%dx%d", &w, &h) != 2)
            return 2;
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0)
        return 1;
    trace("SDL_Init");
    SDL_Window *win = SDL_CreateWindow("floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, 0);
    SDL_Renderer *r = win ? SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!r)
        return 1;
    trace("window and renderer");
    SDL_SetRenderDrawColor(r, 20, 60, 40, 255);
    SDL_RenderClear(r);
    trace("first frame drawn");
    SDL_RenderPresent(r);
    trace("first frame presented");
    SDL_RenderPresent(r);
    trace("second frame presented");
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(win);
    SDL_Quit();
    return 0;
}
