#include "core/worker.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "platform/platform.h"

struct Worker {
    const RulesModule *rules;
    double budget_ms;
    pthread_t thread;
    bool started;
    bool in_frame;       /* no thread: worker_poll answers (worker_new_in_frame) */
    void *scratch;       /* ... with this scratch and state */
    void *state;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool quit;
    /* request, guarded by lock */
    bool pending;
    uint32_t req_gen;
    void *req_state;
    bool computer;       /* serves RulesModule.computer instead of the solver */
    int req_level;
    uint64_t req_seed;
    /* answer, guarded by lock */
    bool answered;
    WorkerAnswer answer;
};

static void lower_priority(void)
{
#ifdef SCHED_IDLE
    struct sched_param p = {0};
    pthread_setschedparam(pthread_self(), SCHED_IDLE, &p); /* best effort */
#endif
}

/* One request's answer: the same code on the thread and in the frame. */
static WorkerAnswer answer(const Worker *w, const void *state, void *scratch, uint32_t gen,
                           int level, uint64_t seed)
{
    WorkerAnswer a;
    memset(&a, 0, sizeof a);
    a.generation = gen;
    a.result = SUGGEST_UNKNOWN;
    a.chance = -1;
    if (w->computer && state)
        a.result = w->rules->computer(state, level, seed, &a.move) ? SUGGEST_UNKNOWN : SUGGEST_NONE;
    else if (scratch && state) {
        a.result = w->rules->solver->suggest(state, scratch, w->budget_ms, &a.move);
        if (w->rules->chance)
            a.chance = w->rules->chance(state, scratch);
    }
    return a;
}

static void *worker_main(void *p)
{
    Worker *w = p;
    lower_priority();
    void *scratch = w->computer ? NULL : w->rules->solver->scratch_new();
    void *state = malloc(w->rules->state_size);
    pthread_mutex_lock(&w->lock);
    while (!w->quit) {
        if (!w->pending) {
            pthread_cond_wait(&w->wake, &w->lock);
            continue;
        }
        uint32_t gen = w->req_gen;
        int level = w->req_level;
        uint64_t seed = w->req_seed;
        if (state)
            memcpy(state, w->req_state, w->rules->state_size);
        w->pending = false;
        pthread_mutex_unlock(&w->lock);

        WorkerAnswer a = answer(w, state, scratch, gen, level, seed);
        pthread_mutex_lock(&w->lock);
        w->answer = a;
        w->answered = true;
    }
    pthread_mutex_unlock(&w->lock);
    if (scratch)
        w->rules->solver->scratch_free(scratch);
    free(state);
    return NULL;
}

/* Where no thread starts (a page without shared memory: Emscripten's
 * pthread_create fails there) the worker answers inside worker_poll instead,
 * one request per call, with the same budgets. */
static Worker *worker_start(const RulesModule *rules, double budget_ms, bool computer, bool in_frame)
{
    Worker *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->rules = rules;
    /* a CPU budget that is really the wall clock would make the verdict depend
     * on the load: the module's own node budget instead (0) */
    w->budget_ms = platform_thread_cpu_exact() ? budget_ms : 0;
    w->computer = computer;
    w->req_state = malloc(rules->state_size);
    if (!w->req_state) {
        free(w);
        return NULL;
    }
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    if (!in_frame)
        w->started = pthread_create(&w->thread, NULL, worker_main, w) == 0;
    if (!w->started) {
        w->in_frame = true;
        w->scratch = computer ? NULL : rules->solver->scratch_new();
        w->state = malloc(rules->state_size);
        if (!w->state || (!computer && !w->scratch)) {
            worker_free(w);
            return NULL;
        }
    }
    return w;
}

Worker *worker_new(const RulesModule *rules, double budget_ms)
{
    return rules && rules->solver ? worker_start(rules, budget_ms, false, false) : NULL;
}

Worker *worker_new_in_frame(const RulesModule *rules, double budget_ms)
{
    return rules && rules->solver ? worker_start(rules, budget_ms, false, true) : NULL;
}

Worker *worker_new_computer(const RulesModule *rules)
{
    return rules && rules->computer ? worker_start(rules, 0, true, false) : NULL;
}

bool worker_in_frame(const Worker *w)
{
    return w && w->in_frame;
}

void worker_request_computer(Worker *w, const void *seen, uint32_t generation, int level, uint64_t seed)
{
    pthread_mutex_lock(&w->lock);
    w->req_level = level;
    w->req_seed = seed;
    pthread_mutex_unlock(&w->lock);
    worker_request(w, seen, generation);
}

void worker_free(Worker *w)
{
    if (!w)
        return;
    if (w->started) {
        pthread_mutex_lock(&w->lock);
        w->quit = true;
        pthread_cond_signal(&w->wake);
        pthread_mutex_unlock(&w->lock);
        pthread_join(w->thread, NULL);
    }
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->lock);
    if (w->scratch)
        w->rules->solver->scratch_free(w->scratch);
    free(w->state);
    free(w->req_state);
    free(w);
}

void worker_request(Worker *w, const void *state, uint32_t generation)
{
    pthread_mutex_lock(&w->lock);
    w->req_gen = generation;
    memcpy(w->req_state, state, w->rules->state_size);
    w->pending = true;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
}

bool worker_poll(Worker *w, WorkerAnswer *out)
{
    if (w->in_frame && w->pending) { /* no thread: the newest request, answered now */
        memcpy(w->state, w->req_state, w->rules->state_size);
        w->pending = false;
        w->answer = answer(w, w->state, w->scratch, w->req_gen, w->req_level, w->req_seed);
        w->answered = true;
    }
    pthread_mutex_lock(&w->lock);
    bool got = w->answered;
    if (got) {
        *out = w->answer;
        w->answered = false;
    }
    pthread_mutex_unlock(&w->lock);
    return got;
}
