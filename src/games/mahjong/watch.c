#include "games/mahjong/watch.h"

#include <SDL.h>
#include <stdlib.h>
#include <string.h>

struct Watch {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    bool quit;
    double budget_ms;
    /* request, guarded by lock */
    bool pending;
    uint32_t req_gen;
    uint64_t req_layout;
    LayoutLinks req_links;
    uint8_t req_group[LAYOUT_MAX_TILES];
    bool req_present[LAYOUT_MAX_TILES];
    /* answer, guarded by lock */
    bool answered;
    WatchAnswer answer;
};

static int watch_main(void *p)
{
    Watch *w = p;
    /* background work: frames come first (on Linux this needs no privilege) */
    SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW);
    Solver *solver = solver_new();
    LayoutLinks *links = malloc(sizeof *links);
    SolveReport *report = malloc(sizeof *report);
    uint8_t group[LAYOUT_MAX_TILES];
    bool present[LAYOUT_MAX_TILES];
    uint64_t layout = 0;
    SDL_LockMutex(w->lock);
    while (!w->quit) {
        if (!w->pending) {
            SDL_CondWait(w->wake, w->lock);
            continue;
        }
        uint32_t gen = w->req_gen;
        if (w->req_layout != layout && links) {
            *links = w->req_links;
            layout = w->req_layout;
        }
        memcpy(group, w->req_group, sizeof group);
        memcpy(present, w->req_present, sizeof present);
        w->pending = false;
        SDL_UnlockMutex(w->lock);

        WatchAnswer a = {gen, SOLVE_UNKNOWN, -1, -1};
        if (solver && links && report) {
            SolveLimits lim = {.max_ms = w->budget_ms};
            a.result = solver_run(solver, links, group, present, &lim, report);
            if (a.result == SOLVE_SOLVABLE && report->n_pairs > 0) {
                a.hint_a = report->pairs[0][0];
                a.hint_b = report->pairs[0][1];
            }
        }
        SDL_LockMutex(w->lock);
        w->answer = a;
        w->answered = true;
    }
    SDL_UnlockMutex(w->lock);
    solver_free(solver);
    free(links);
    free(report);
    return 0;
}

Watch *watch_new(double budget_ms)
{
    Watch *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->budget_ms = budget_ms;
    w->lock = SDL_CreateMutex();
    w->wake = SDL_CreateCond();
    if (w->lock && w->wake)
        w->thread = SDL_CreateThread(watch_main, "winnable", w);
    if (!w->thread) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "no solver thread: %s", SDL_GetError());
        watch_free(w);
        return NULL;
    }
    return w;
}

void watch_free(Watch *w)
{
    if (!w)
        return;
    if (w->thread) {
        SDL_LockMutex(w->lock);
        w->quit = true;
        SDL_CondSignal(w->wake);
        SDL_UnlockMutex(w->lock);
        SDL_WaitThread(w->thread, NULL);
    }
    if (w->wake)
        SDL_DestroyCond(w->wake);
    if (w->lock)
        SDL_DestroyMutex(w->lock);
    free(w);
}

void watch_request(Watch *w, const Mahjong *m, uint32_t generation)
{
    uint64_t layout = layout_hash(&m->layout);
    SDL_LockMutex(w->lock);
    w->req_gen = generation;
    if (w->req_layout != layout) {
        w->req_links = m->links;
        w->req_layout = layout;
    }
    for (int i = 0; i < m->layout.count; i++)
        w->req_group[i] = (uint8_t)mj_face_group(m->face[i]);
    memcpy(w->req_present, m->present, sizeof w->req_present);
    w->pending = true;
    SDL_CondSignal(w->wake);
    SDL_UnlockMutex(w->lock);
}

bool watch_poll(Watch *w, WatchAnswer *out)
{
    SDL_LockMutex(w->lock);
    bool got = w->answered;
    if (got) {
        *out = w->answer;
        w->answered = false;
    }
    SDL_UnlockMutex(w->lock);
    return got;
}
