/* platform on POSIX systems (Linux, the BSDs, macOS), and in the browser
 * (Emscripten's POSIX, with the parts of its own under __EMSCRIPTEN__: the loop
 * the page owns, the player's folder kept in IndexedDB). MAP_ANONYMOUS, madvise
 * and the huge-page advice are outside POSIX proper. */
#define _DEFAULT_SOURCE 1
#define _DARWIN_C_SOURCE 1

#include "platform/platform.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#define PATH_CAP 4096

struct PlatformFile {
    int fd;
};

struct PlatformDir {
    DIR *d;
};

static _Thread_local char last_error[256];

const char *platform_error(void)
{
    return last_error[0] ? last_error : "unknown error";
}

static bool fail_errno(int e)
{
    snprintf(last_error, sizeof last_error, "%s", strerror(e));
    return false;
}

static bool fail(const char *why)
{
    snprintf(last_error, sizeof last_error, "%s", why);
    return false;
}

static void stat_fill(const struct stat *s, PlatformStat *st)
{
    st->is_dir = S_ISDIR(s->st_mode);
    st->is_file = S_ISREG(s->st_mode);
    st->size = (uint64_t)s->st_size;
#if defined(__APPLE__)
    st->mtime_ns = (int64_t)s->st_mtimespec.tv_sec * 1000000000 + s->st_mtimespec.tv_nsec;
#else
    st->mtime_ns = (int64_t)s->st_mtim.tv_sec * 1000000000 + s->st_mtim.tv_nsec;
#endif
}

bool platform_stat(const char *path, PlatformStat *st)
{
    struct stat s;
    if (stat(path, &s) != 0)
        return fail_errno(errno);
    stat_fill(&s, st);
    return true;
}

bool platform_mkdir(const char *path)
{
    if (mkdir(path, 0755) == 0)
        return true;
    int e = errno;
    struct stat s;
    if (e == EEXIST && stat(path, &s) == 0 && S_ISDIR(s.st_mode))
        return true;
    return fail_errno(e);
}

#ifdef __EMSCRIPTEN__
/* src/platform/web_lib.js: the page's side. The player's folder is an
 * IndexedDB store that the page mounted before main (web_pre.js): a change
 * lasts once the page copies the folder there (one copy at a time, one more if
 * asked meanwhile). Asked from any thread; runs on the page's. */
extern void pagoda_web_persist(void);
/* The program ended with this status: the page collects what it asked for. */
extern void pagoda_web_exit(int status);
/* 1 with why the folder could not be kept in IndexedDB, 0 while it can (page's thread). */
extern int pagoda_web_store_error(char *out, int cap);
/* The page's address with this query, written to out; offered to the clipboard. */
extern int pagoda_web_link(const char *query, char *out, int cap);
/* The page's size in CSS pixels. */
extern void pagoda_web_viewport(int *w, int *h);

static void persist(void)
{
    pagoda_web_persist();
}
#else
static void persist(void)
{
}
#endif

bool platform_remove(const char *path)
{
    if (unlink(path) != 0)
        return fail_errno(errno);
    persist();
    return true;
}

bool platform_touch(const char *path)
{
    return utimensat(AT_FDCWD, path, NULL, 0) == 0 || fail_errno(errno);
}

/* Makes a rename durable; failure here is not worth reporting. */
static void sync_parent(const char *path)
{
    char dir[PATH_CAP];
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(dir, sizeof dir, ".");
    } else {
        size_t n = (size_t)(slash - path);
        if (n == 0)
            n = 1;
        if (n >= sizeof dir)
            return;
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

bool platform_replace(const char *from, const char *to)
{
    if (rename(from, to) != 0)
        return fail_errno(errno);
    sync_parent(to);
    persist();
    return true;
}

bool platform_cache_dir(const char *name, char *out, size_t cap)
{
    const char *x = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    int k;
    if (x && x[0] == '/')
        k = snprintf(out, cap, "%s/%s", x, name);
    else if (home && home[0])
        k = snprintf(out, cap, "%s/.cache/%s", home, name);
    else
        return fail("no HOME");
    return (k > 0 && (size_t)k < cap) || fail("path too long");
}

bool platform_exe_path(char *buf, size_t cap)
{
    if (cap < 2)
        return fail("buffer too small");
    ssize_t n = readlink("/proc/self/exe", buf, cap - 1);
    if (n <= 0)
        return fail_errno(n < 0 ? errno : ENOENT);
    buf[n] = '\0';
    return true;
}

static PlatformFile *file_new(int fd)
{
    PlatformFile *f = malloc(sizeof *f);
    if (!f) {
        close(fd);
        fail("out of memory");
        return NULL;
    }
    f->fd = fd;
    return f;
}

PlatformFile *platform_open_read(const char *path)
{
    /* O_NONBLOCK: opening a named pipe must not wait for a writer */
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        fail_errno(errno);
        return NULL;
    }
    struct stat s;
    const char *why = NULL;
    if (fstat(fd, &s) != 0)
        why = strerror(errno);
    else if (S_ISDIR(s.st_mode))
        why = "is a folder, not a file";
    else if (!S_ISREG(s.st_mode))
        why = "not a regular file";
    if (why) {
        fail(why);
        close(fd);
        return NULL;
    }
    return file_new(fd);
}

bool platform_random(void *buf, size_t n)
{
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return fail_errno(errno);
    size_t got = 0;
    while (got < n) {
        ssize_t k = read(fd, (char *)buf + got, n - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            int e = k < 0 ? errno : EIO;
            close(fd);
            return fail_errno(e);
        }
        got += (size_t)k;
    }
    close(fd);
    return true;
}

/* 64 random bits for a temporary name; without a random source (a sandbox
 * without /dev/urandom), the clock and a counter: the name is still created
 * exclusively, so a clash costs a retry, never a file. */
static uint64_t temp_bits(void)
{
    static atomic_uint counter;
    uint64_t r;
    if (platform_random(&r, sizeof r))
        return r;
    return platform_monotonic_ns() * 0x9e3779b97f4a7c15ull ^ ((uint64_t)atomic_fetch_add(&counter, 1) << 48);
}

PlatformFile *platform_create_temp(const char *path, char *tmp, size_t cap)
{
    for (int tries = 0; tries < 100; tries++) {
        int k = snprintf(tmp, cap, "%s.tmp-%ld-%016llx", path, (long)getpid(), (unsigned long long)temp_bits());
        if (k < 0 || (size_t)k >= cap) {
            fail("path too long");
            return NULL;
        }
        int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0)
            return file_new(fd);
        if (errno != EEXIST) {
            fail_errno(errno);
            return NULL;
        }
    }
    fail("no free temporary name");
    return NULL;
}

PlatformFile *platform_lock(const char *path)
{
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        fail_errno(errno);
        return NULL;
    }
    /* a POSIX record lock: per process, released when the fd closes */
    struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
    while (fcntl(fd, F_SETLKW, &fl) != 0) {
        if (errno == EINTR)
            continue;
        fail_errno(errno);
        close(fd);
        return NULL;
    }
    return file_new(fd);
}

PlatformFile *platform_try_lock(const char *path, bool *busy)
{
    *busy = false;
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        fail_errno(errno);
        return NULL;
    }
    /* advisory: readers still read the holder's line */
    struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
    while (fcntl(fd, F_SETLK, &fl) != 0) {
        if (errno == EINTR)
            continue;
        *busy = errno == EACCES || errno == EAGAIN;
        fail_errno(errno);
        close(fd);
        return NULL;
    }
    return file_new(fd);
}

int64_t platform_read(PlatformFile *f, void *buf, size_t n)
{
    for (;;) {
        ssize_t k = read(f->fd, buf, n);
        if (k >= 0)
            return k;
        if (errno != EINTR) {
            fail_errno(errno);
            return -1;
        }
    }
}

bool platform_write(PlatformFile *f, const void *buf, size_t n)
{
    const char *p = buf;
    while (n > 0) {
        ssize_t k = write(f->fd, p, n);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            return fail_errno(errno);
        }
        p += k;
        n -= (size_t)k;
    }
    return true;
}

bool platform_sync(PlatformFile *f)
{
    return fsync(f->fd) == 0 || fail_errno(errno);
}

bool platform_file_stat(PlatformFile *f, PlatformStat *st)
{
    struct stat s;
    if (fstat(f->fd, &s) != 0)
        return fail_errno(errno);
    stat_fill(&s, st);
    return true;
}

bool platform_close(PlatformFile *f)
{
    if (!f)
        return true;
    int r = close(f->fd);
    int e = errno;
    free(f);
    return r == 0 || fail_errno(e);
}

void *platform_map(PlatformFile *f, size_t len, bool writable)
{
    int flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
    flags |= MAP_POPULATE; /* the page cache's pages at once, no page-by-page faults */
#endif
    void *m = mmap(NULL, len, writable ? PROT_READ | PROT_WRITE : PROT_READ, flags, f->fd, 0);
    if (m == MAP_FAILED) {
        fail_errno(errno);
        return NULL;
    }
    return m;
}

void platform_unmap(void *p, size_t len)
{
    if (p)
        munmap(p, len);
}

#ifdef __EMSCRIPTEN__
/* WebAssembly has one flat memory and no pages to map: Emscripten's mmap is
 * malloc underneath and cannot unmap part of a mapping (3.1.6 even keeps its
 * lock held then, and the next munmap waits for ever). An aligned block. */
void *platform_pages_alloc(size_t len, size_t align)
{
    void *p = aligned_alloc(align, (len + align - 1) & ~(align - 1));
    if (!p) {
        fail_errno(ENOMEM);
        return NULL;
    }
    return memset(p, 0, len);
}

void platform_pages_free(void *p, size_t len)
{
    (void)len;
    free(p);
}
#else
void *platform_pages_alloc(size_t len, size_t align)
{
    size_t span = len + align;
    char *m = mmap(NULL, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) {
        fail_errno(errno);
        return NULL;
    }
    char *p = (char *)(((uintptr_t)m + align - 1) & ~(uintptr_t)(align - 1));
    if (p > m)
        munmap(m, (size_t)(p - m));
    size_t tail = (size_t)(m + span - (p + len));
    if (tail)
        munmap(p + len, tail);
#ifdef MADV_HUGEPAGE
    size_t whole = len & ~(align - 1);
    if (whole)
        madvise(p, whole, MADV_HUGEPAGE);
#endif
    return p;
}

void platform_pages_free(void *p, size_t len)
{
    if (p)
        munmap(p, len);
}
#endif

void platform_pages_populate(void *p, size_t len)
{
#ifdef MADV_POPULATE_WRITE
    size_t page = 4096;
    uintptr_t a = ((uintptr_t)p + page - 1) & ~(uintptr_t)(page - 1);
    uintptr_t b = ((uintptr_t)p + len) & ~(uintptr_t)(page - 1);
    if (b > a)
        madvise((void *)a, b - a, MADV_POPULATE_WRITE); /* advice: failure is harmless */
#else
    (void)p;
    (void)len;
#endif
}

PlatformDir *platform_dir_open(const char *path)
{
    DIR *d = opendir(path);
    if (!d) {
        fail_errno(errno);
        return NULL;
    }
    PlatformDir *pd = malloc(sizeof *pd);
    if (!pd) {
        closedir(d);
        fail("out of memory");
        return NULL;
    }
    pd->d = d;
    return pd;
}

const char *platform_dir_next(PlatformDir *d)
{
    struct dirent *e;
    while ((e = readdir(d->d)))
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            return e->d_name;
    return NULL;
}

void platform_dir_close(PlatformDir *d)
{
    if (!d)
        return;
    closedir(d->d);
    free(d);
}

long platform_pid(void)
{
    return (long)getpid();
}

void platform_host_name(char *out, size_t cap)
{
    if (cap == 0)
        return;
    if (gethostname(out, cap) != 0)
        out[0] = '\0';
    out[cap - 1] = '\0';
}

#ifdef __EMSCRIPTEN__
/* navigator exists in the page and in a worker alike */
EM_JS(void, web_languages, (char *out, int cap), {
    var l = (typeof navigator !== 'undefined' && (navigator.languages || [navigator.language])) || [];
    stringToUTF8(l.filter(function (x) { return x; }).join(':'), out, cap);
})
#else
static void append_language(char *out, size_t cap, const char *s)
{
    size_t len = strlen(out);
    if (!s || !*s || len + 1 >= cap)
        return;
    snprintf(out + len, cap - len, "%s%s", len ? ":" : "", s);
}
#endif

void platform_ui_languages(char *out, size_t cap)
{
    if (cap == 0)
        return;
    out[0] = '\0';
#ifdef __EMSCRIPTEN__
    web_languages(out, (int)cap);
#else
    append_language(out, cap, getenv("LANGUAGE"));
    const char *names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *v = getenv(names[i]);
        if (v && *v) {
            append_language(out, cap, v);
            break;
        }
    }
#endif
}

bool platform_process_gone(long pid)
{
    return pid > 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

uint64_t platform_monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t platform_thread_cpu_ns(void)
{
    struct timespec ts;
#ifdef __EMSCRIPTEN__
    /* a browser shows no thread its CPU time (Emscripten refuses the clock):
     * the solver's budgets are wall time there */
    clock_gettime(CLOCK_MONOTONIC, &ts);
#else
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
#endif
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

bool platform_thread_cpu_exact(void)
{
#ifdef __EMSCRIPTEN__
    return false;
#else
    return true;
#endif
}

void *platform_library_open(const char *name)
{
    void *lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *e = dlerror();
        fail(e ? e : "cannot load the library");
    }
    return lib;
}

void *platform_library_symbol(void *lib, const char *name)
{
    void *p = dlsym(lib, name);
    if (!p)
        fail("symbol not found");
    return p;
}

void platform_library_close(void *lib)
{
    if (lib)
        dlclose(lib);
}

bool platform_no_gpu_device(void)
{
#if defined(__linux__)
    return access("/dev/dri", F_OK) != 0;
#else
    return false;
#endif
}

#ifdef __EMSCRIPTEN__
static struct {
    bool (*step)(void *ctx);
    int (*done)(void *ctx);
    void *ctx;
} loop;

static void loop_frame(void)
{
    if (loop.step(loop.ctx))
        return;
    emscripten_cancel_main_loop();
    pagoda_web_exit(loop.done(loop.ctx));
}

int platform_run_loop(bool (*step)(void *ctx), int (*done)(void *ctx), void *ctx)
{
    loop.step = step;
    loop.done = done;
    loop.ctx = ctx;
    emscripten_set_main_loop(loop_frame, 0, 1); /* a frame each requestAnimationFrame; never returns */
    return 0;
}

bool platform_loop_may_wait(void)
{
    return false;
}

bool platform_has_page(void)
{
    return true;
}

bool platform_page_link(const char *query, char *out, size_t cap)
{
    return cap > 0 && cap <= INT_MAX && pagoda_web_link(query, out, (int)cap) != 0;
}

bool platform_window_size_wanted(int *w, int *h)
{
    static int last_w, last_h;
    int vw = 0, vh = 0;
    pagoda_web_viewport(&vw, &vh);
    if (vw <= 0 || vh <= 0 || (vw == last_w && vh == last_h))
        return false;
    *w = last_w = vw;
    *h = last_h = vh;
    return true;
}

bool platform_ends_unasked(void)
{
    return true;
}

const char *platform_store_trouble(void)
{
    static char why[256];
    static bool said;
    if (said || !pagoda_web_store_error(why, (int)sizeof why))
        return NULL;
    said = true;
    return why;
}
#endif
