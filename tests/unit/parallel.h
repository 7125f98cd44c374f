#pragma once
/* Runs work(0) .. work(n-1) at the same time; true if every one returned 0.
 * Each runs in a child process where the system has fork (PAGODA_TEST_FORK,
 * set by tests/CMakeLists.txt), else in a thread: on Windows the file locks
 * under test belong to a handle, not a process, so threads contend as
 * processes do. */

#include <stdbool.h>

#define TU_PARALLEL_MAX 16

#if PAGODA_TEST_FORK
#include <sys/wait.h>
#include <unistd.h>

static inline bool tu_parallel(int n, int (*work)(int))
{
    pid_t pid[TU_PARALLEL_MAX];
    for (int i = 0; i < n; i++) {
        pid[i] = fork();
        if (pid[i] < 0)
            return false;
        if (pid[i] == 0)
            _exit(work(i) ? 1 : 0);
    }
    bool ok = true;
    for (int i = 0; i < n; i++) {
        int st;
        ok = waitpid(pid[i], &st, 0) == pid[i] && WIFEXITED(st) && WEXITSTATUS(st) == 0 && ok;
    }
    return ok;
}
#else
#include <pthread.h>
#include <stdint.h>

typedef struct TuJob {
    int (*work)(int);
    int i, result;
} TuJob;

static inline void *tu_job_run(void *arg)
{
    TuJob *j = arg;
    j->result = j->work(j->i);
    return NULL;
}

static inline bool tu_parallel(int n, int (*work)(int))
{
    pthread_t t[TU_PARALLEL_MAX];
    TuJob job[TU_PARALLEL_MAX];
    for (int i = 0; i < n; i++) {
        job[i] = (TuJob){work, i, 1};
        if (pthread_create(&t[i], NULL, tu_job_run, &job[i]) != 0)
            return false;
    }
    bool ok = true;
    for (int i = 0; i < n; i++) {
        pthread_join(t[i], NULL);
        ok = ok && job[i].result == 0;
    }
    return ok;
}
#endif
