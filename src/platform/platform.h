#pragma once
/* platform: the operating system, beneath core. Plain C, no SDL; one
 * implementation per system (posix.c, win32.c; the browser is posix.c built
 * with Emscripten, its own parts marked there), the build compiles one.
 * Paths are UTF-8 everywhere, with '/' as the separator ('\\' is accepted on
 * Windows too); only win32.c ever sees a wide string.
 * Functions that can fail return false (or NULL, or -1) and leave a message a
 * player could read in platform_error(), which is per thread. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The message of this thread's last failure ("No such file or directory"). */
const char *platform_error(void);

/* --- files and folders --- */

typedef struct PlatformStat {
    bool is_dir;
    bool is_file; /* a regular file */
    uint64_t size;
    int64_t mtime_ns; /* last modification, nanoseconds since 1970 */
} PlatformStat;

/* False if nothing is at path (or it cannot be reached). Follows links. */
bool platform_stat(const char *path, PlatformStat *st);
/* Creates one folder; true if it was made or a folder is already there. */
bool platform_mkdir(const char *path);
bool platform_remove(const char *path);
/* Sets the modification time to now (a cache marks what it used last). */
bool platform_touch(const char *path);
/* Moves `from` onto `to`, replacing it in one step: a reader sees the old file
 * or the new one, never neither, and the result is on disk when this returns
 * (POSIX: rename and fsync of the folder; Windows: MoveFileEx, write-through;
 * the browser: the player's folder is copied to IndexedDB soon after).
 * A file open elsewhere is replaced at once on POSIX and on Windows 10 1809+
 * (a POSIX-semantics rename); where Windows cannot (older ones, Wine, or a
 * holder that did not share delete), this waits up to a second for it. */
bool platform_replace(const char *from, const char *to);
/* The per-user folder for files that may be deleted at any time:
 * $XDG_CACHE_HOME/NAME, else ~/.cache/NAME; Windows: %LOCALAPPDATA%/NAME/cache.
 * False if there is none. Not created here. */
bool platform_cache_dir(const char *name, char *out, size_t cap);
/* The running program's own path (to find data beside it). */
bool platform_exe_path(char *buf, size_t cap);

typedef struct PlatformFile PlatformFile;

/* Opens a regular file to read. Never waits (a named pipe is refused); shares
 * delete, so platform_replace can replace it meanwhile (see there). */
PlatformFile *platform_open_read(const char *path);
/* Creates a new file next to `path` with a name no other writer uses, writes
 * its name to tmp: PATH.tmp-PID-R, R 64 random bits in 16 hex digits (the pid
 * alone clashes between sandboxes with their own pid namespace), created
 * exclusively (O_EXCL / CREATE_NEW), another R on a clash. */
PlatformFile *platform_create_temp(const char *path, char *tmp, size_t cap);
/* Opens (creating it if needed) and locks `path` for this process alone,
 * waiting while another holds it; platform_close releases it. */
PlatformFile *platform_lock(const char *path);
/* The same without waiting: NULL at once when another process holds the lock
 * (then *busy is true) or the file cannot be opened (*busy false). A lock
 * never outlives its process, however it ends. Readers may still read the
 * file (the lock does not cover its bytes on Windows either). */
PlatformFile *platform_try_lock(const char *path, bool *busy);
/* Bytes read (0 at the end), or -1. */
int64_t platform_read(PlatformFile *f, void *buf, size_t n);
/* Writes all n bytes. */
bool platform_write(PlatformFile *f, const void *buf, size_t n);
/* Flushes the file's data to the disk. */
bool platform_sync(PlatformFile *f);
/* The file's size and time; false if they cannot be had. */
bool platform_file_stat(PlatformFile *f, PlatformStat *st);
/* Closes (and unlocks); false if a buffered write failed. NULL is allowed. */
bool platform_close(PlatformFile *f);

/* Maps the first len bytes of an open file. writable: a private copy that can
 * be changed in memory (the file never sees it); else read-only. NULL on
 * failure. The mapping outlives the file's handle. */
void *platform_map(PlatformFile *f, size_t len, bool writable);
void platform_unmap(void *p, size_t len);

/* Zeroed pages, `len` bytes at an address that is a multiple of `align` (a
 * power of two, at least 4096); huge pages where the system offers them. */
void *platform_pages_alloc(size_t len, size_t align);
void platform_pages_free(void *p, size_t len);
/* Advice: fault in the pages of [p, p+len) now. */
void platform_pages_populate(void *p, size_t len);

/* Lists a folder: each name once, without "." and ".."; NULL at the end. The
 * name is valid until the next call. */
typedef struct PlatformDir PlatformDir;
PlatformDir *platform_dir_open(const char *path);
const char *platform_dir_next(PlatformDir *d);
void platform_dir_close(PlatformDir *d);

/* --- processes, time, libraries --- */

long platform_pid(void);
/* n bytes from the system's random source (/dev/urandom, BCryptGenRandom). */
bool platform_random(void *buf, size_t n);
/* This machine's name ("" when it has none), for messages. */
void platform_host_name(char *out, size_t cap);
/* True only if no process with this id runs (false when unsure). */
bool platform_process_gone(long pid);
/* A clock that never goes back, in nanoseconds from an arbitrary origin. */
uint64_t platform_monotonic_ns(void);
/* The CPU time this thread has used, in nanoseconds. */
uint64_t platform_thread_cpu_ns(void);
/* (In the browser, which shows no thread its CPU time: the monotonic clock.)
 * False where platform_thread_cpu_ns is that wall clock in disguise: a budget
 * in CPU time would give verdicts that depend on the machine's load, so the
 * solver's callers count nodes there instead (core/worker.c). */
bool platform_thread_cpu_exact(void);
/* A shared library by file name ("libfoo.so.1", "foo.dll"); NULL if absent.
 * (The engine has SDL_LoadObject; this is for code below it.) */
void *platform_library_open(const char *name);
void *platform_library_symbol(void *lib, const char *name);
void platform_library_close(void *lib);
/* True when the machine shows no GPU device to render with (a headless server,
 * a container): the engine then picks the software renderer. */
bool platform_no_gpu_device(void);

/* --- the page (the browser; elsewhere there is none) --- */

/* True where the program runs in a web page, whose address can name a deal. */
bool platform_has_page(void);
/* The page's address with `query` ("game=mahjong&seed=7") for its own query,
 * into out (cap bytes), and offered to the clipboard. False where there is no
 * page, or out is too small. */
bool platform_page_link(const char *query, char *out, size_t cap);
/* The size the window should take, in the page's CSS pixels: true once after
 * each change of the page's size (and at the start), false elsewhere. */
bool platform_window_size_wanted(int *w, int *h);
/* Why the player's folder cannot be kept (the browser's store, IndexedDB,
 * could not be read at the start or refused a copy: turned off, full), once:
 * the browser's reason the first time it is asked after the first failure,
 * NULL otherwise. Always NULL where the folder is the system's own (files
 * that cannot be written say so where they are written). */
const char *platform_store_trouble(void);

/* --- the main loop --- */

/* Runs the program's loop: `step` until it returns false, then `done`, whose
 * status this returns. Where the system owns the loop (the browser calls
 * `step` once a displayed frame) this never returns: `done` runs after the
 * last step, and the page is told the status (Module.pagodaExit). */
int platform_run_loop(bool (*step)(void *ctx), int (*done)(void *ctx), void *ctx);
/* --- the player's language --- */

/* The languages the user chose in the system, most wanted first, as the system
 * names them ("de_DE.UTF-8", "de-DE", "zh-Hans-CN"), separated by ':' in out
 * ("" when it names none). POSIX: LANGUAGE's list, then the first of LC_ALL,
 * LC_MESSAGES, LANG that is set; Windows: the user's UI languages
 * (GetUserPreferredUILanguages, else GetUserDefaultLocaleName); the browser:
 * navigator.languages. */
void platform_ui_languages(char *out, size_t cap);

/* True when a step may block to wait for events (false in the browser: it
 * must give the page back every frame). */
bool platform_loop_may_wait(void);
/* True where the program may end without being asked to quit (a browser tab
 * closes, or is dropped while hidden): what a quit keeps is kept on hiding. */
bool platform_ends_unasked(void);
