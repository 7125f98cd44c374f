/* core/worker: the worker without a thread (a browser page without shared
 * memory) answers inside worker_poll, the newest request only, and gives the
 * same answers as the worker on its thread with the same node budget. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/registry.h"
#include "core/worker.h"
#include "testutil.h"

/* A deal of the game's first variant, played `moves` listed moves on. */
static void *position(const RulesModule *m, uint64_t seed, int moves)
{
    void *st = calloc(1, m->state_size);
    assert_non_null(st);
    Error err = {{0}};
    assert_true(m->deal(st, &m->variants[0], seed, tu_options_for(m), &err));
    for (int i = 0; i < moves; i++) {
        Move mv[64];
        int n = m->list_moves(st, mv, 64);
        if (n <= 0)
            break;
        MoveEvent ev;
        memset(&ev, 0, sizeof ev);
        assert_true(m->apply(st, &mv[(seed + (uint64_t)i) % (uint64_t)n], &ev));
    }
    return st;
}

/* The threaded worker's answer, waited for (at most a minute). */
static WorkerAnswer threaded_answer(Worker *w, const void *st, uint32_t gen)
{
    WorkerAnswer a;
    memset(&a, 0, sizeof a);
    worker_request(w, st, gen);
    for (int i = 0; i < 60000; i++) {
        if (worker_poll(w, &a) && a.generation == gen)
            return a;
        nanosleep(&(struct timespec){0, 1000000}, NULL);
    }
    fail_msg("no answer from the worker's thread");
    return a;
}

static void test_in_frame_answers_in_poll(void **unused)
{
    (void)unused;
    const char *games[] = {"mahjong", "stones", "shamrocks", "linksame"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const RulesModule *m = registry_find(games[g]);
        assert_non_null(m);
        Worker *in_frame = worker_new_in_frame(m, 0);
        Worker *thread = worker_new(m, 0);
        assert_non_null(in_frame);
        assert_non_null(thread);
        assert_true(worker_in_frame(in_frame));
        assert_false(worker_in_frame(thread)); /* Linux starts threads */
        for (uint64_t seed = 1; seed <= 3; seed++) {
            void *st = position(m, seed, (int)seed * 4);
            WorkerAnswer a, b = threaded_answer(thread, st, (uint32_t)seed);
            assert_false(worker_poll(in_frame, &a)); /* nothing asked yet */
            /* two requests: only the newer one is answered */
            worker_request(in_frame, st, 100);
            worker_request(in_frame, st, (uint32_t)seed);
            assert_true(worker_poll(in_frame, &a));
            assert_int_equal(a.generation, seed);
            assert_int_equal(a.result, b.result);
            assert_memory_equal(&a.move, &b.move, sizeof a.move);
            assert_int_equal(a.chance, b.chance);
            assert_false(worker_poll(in_frame, &a)); /* answered once */
            free(st);
        }
        worker_free(in_frame);
        worker_free(thread);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_in_frame_answers_in_poll),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
