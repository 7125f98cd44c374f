#include "engine/memory.h"

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "platform/platform.h"

#if defined(__SANITIZE_ADDRESS__)
#define MEMORY_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MEMORY_SANITIZED 1
#endif
#endif

#define PAGE ((size_t)4096)

#ifndef MEMORY_SANITIZED
#define BIG_MIN ((size_t)1 << 20)   /* blocks from 1 MB up are mapped */
#define HUGE_PAGE ((size_t)2 << 20)
#define BIG_MAX 256                 /* live big blocks tracked; more fall back to libc */

static struct {
    SDL_SpinLock lock;
    struct {
        void *p;
        size_t len;
    } big[BIG_MAX];
} data;

/* A 2 MB-aligned anonymous mapping (zeroed), huge pages over its whole 2 MB
 * pages and ordinary ones for the tail, so RSS grows exactly as with malloc. */
static void *big_alloc(size_t n)
{
    size_t len = (n + PAGE - 1) & ~(PAGE - 1);
    char *p = platform_pages_alloc(len, HUGE_PAGE);
    if (!p)
        return NULL;
    size_t whole = len & ~(HUGE_PAGE - 1);
    /* the tail's small pages in one call; the huge pages fault (and are
     * cleared) in whichever thread first draws into them */
    memory_populate(p + whole, len - whole);
    SDL_AtomicLock(&data.lock);
    for (int i = 0; i < BIG_MAX; i++) {
        if (!data.big[i].p) {
            data.big[i].p = p;
            data.big[i].len = len;
            SDL_AtomicUnlock(&data.lock);
            return p;
        }
    }
    SDL_AtomicUnlock(&data.lock);
    platform_pages_free(p, len);
    return NULL;
}

/* The length of a big block, or 0 if `p` came from libc. */
static size_t big_len(void *p, bool forget)
{
    if (!p || ((uintptr_t)p & (HUGE_PAGE - 1)))
        return 0; /* libc never hands out 2 MB-aligned blocks */
    size_t len = 0;
    SDL_AtomicLock(&data.lock);
    for (int i = 0; i < BIG_MAX; i++) {
        if (data.big[i].p == p) {
            len = data.big[i].len;
            if (forget)
                data.big[i].p = NULL;
            break;
        }
    }
    SDL_AtomicUnlock(&data.lock);
    return len;
}

static void *mem_malloc(size_t n)
{
    void *p = n >= BIG_MIN ? big_alloc(n) : NULL;
    return p ? p : malloc(n);
}

static void *mem_calloc(size_t k, size_t n)
{
    if (n && k > SIZE_MAX / n)
        return NULL;
    void *p = k * n >= BIG_MIN ? big_alloc(k * n) : NULL; /* mappings are zeroed */
    return p ? p : calloc(k, n);
}

static void mem_free(void *p)
{
    size_t len = big_len(p, true);
    if (len)
        platform_pages_free(p, len);
    else
        free(p);
}

static void *mem_realloc(void *p, size_t n)
{
    size_t len = big_len(p, false);
    if (!len)
        return realloc(p, n);
    if (n == 0) {
        mem_free(p);
        return NULL;
    }
    if (n <= len)
        return p;
    void *q = mem_malloc(n);
    if (!q)
        return NULL;
    memcpy(q, p, len);
    mem_free(p);
    return q;
}

#endif /* MEMORY_SANITIZED */

void memory_populate(void *p, size_t len)
{
    platform_pages_populate(p, len);
}

void memory_init(void)
{
#ifndef MEMORY_SANITIZED
    static bool done;
    if (done)
        return;
    done = true;
    /* blocks SDL took from libc before this free through libc (big_len is 0) */
    SDL_SetMemoryFunctions(mem_malloc, mem_calloc, mem_realloc, mem_free);
#endif
}
