/* Linked only into the browser build without threads (pagoda-st, cmake/web.cmake):
 * the POSIX calls that SDL2 and core/worker.c make, compiled with -pthread, and
 * that Emscripten's single-threaded C library lacks. There is one thread and
 * pthread_create always fails there, so none of them has another thread to
 * deal with. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <time.h>

int pthread_getschedparam(pthread_t thread, int *policy, struct sched_param *param)
{
    (void)thread;
    *policy = SCHED_OTHER;
    param->sched_priority = 0;
    return 0;
}

int pthread_setschedparam(pthread_t thread, int policy, const struct sched_param *param)
{
    (void)thread;
    (void)policy;
    (void)param;
    return EPERM; /* a thread's priority: best effort everywhere */
}

int sched_get_priority_max(int policy)
{
    (void)policy;
    return 0;
}

int sched_get_priority_min(int policy)
{
    (void)policy;
    return 0;
}

/* No other thread can post while this one waits: taken now, or timed out. */
int sem_timedwait(sem_t *restrict sem, const struct timespec *restrict at)
{
    (void)at;
    if (sem_trywait(sem) == 0)
        return 0;
    errno = ETIMEDOUT;
    return -1;
}
