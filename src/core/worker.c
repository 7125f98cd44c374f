#include "core/worker.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

struct Worker {
    const RulesModule *rules;
    double budget_ms;
    pthread_t thread;
    bool started;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool quit;
    /* request, guarded by lock */
    bool pending;
    uint32_t req_gen;
    void *req_state;
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

static void *worker_main(void *p)
{
    Worker *w = p;
    lower_priority();
    void *scratch = w->rules->solver->scratch_new();
    void *state = malloc(w->rules->state_size);
    pthread_mutex_lock(&w->lock);
    while (!w->quit) {
        if (!w->pending) {
            pthread_cond_wait(&w->wake, &w->lock);
            continue;
        }
        uint32_t gen = w->req_gen;
        if (state)
            memcpy(state, w->req_state, w->rules->state_size);
        w->pending = false;
        pthread_mutex_unlock(&w->lock);

        WorkerAnswer a;
        memset(&a, 0, sizeof a);
        a.generation = gen;
        a.result = SUGGEST_UNKNOWN;
        if (scratch && state)
            a.result = w->rules->solver->suggest(state, scratch, w->budget_ms, &a.move);
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

Worker *worker_new(const RulesModule *rules, double budget_ms)
{
    if (!rules || !rules->solver)
        return NULL;
    Worker *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->rules = rules;
    w->budget_ms = budget_ms;
    w->req_state = malloc(rules->state_size);
    if (!w->req_state) {
        free(w);
        return NULL;
    }
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    w->started = pthread_create(&w->thread, NULL, worker_main, w) == 0;
    if (!w->started) {
        worker_free(w);
        return NULL;
    }
    return w;
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
    pthread_mutex_lock(&w->lock);
    bool got = w->answered;
    if (got) {
        *out = w->answer;
        w->answered = false;
    }
    pthread_mutex_unlock(&w->lock);
    return got;
}
