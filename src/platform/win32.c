/* platform on Windows (Win32 API; built with MinGW-w64). Paths arrive as
 * UTF-8 and become UTF-16 here only. */
#define WIN32_LEAN_AND_MEAN
#define _WIN32_WINNT 0x0A00 /* declares Windows 10's rename flags; older systems refuse them at run time */
#define UNICODE 1
#define _UNICODE 1

#include "platform/platform.h"

#include <windows.h>
#include <bcrypt.h>
#include <limits.h>

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WPATH_CAP 4096

struct PlatformFile {
    HANDLE h;
};

struct PlatformDir {
    HANDLE find;
    bool first; /* data holds an entry not returned yet */
    WIN32_FIND_DATAW data;
    char name[MAX_PATH * 4];
};

static _Thread_local char last_error[256];

const char *platform_error(void)
{
    return last_error[0] ? last_error : "unknown error";
}

static bool fail(const char *why)
{
    snprintf(last_error, sizeof last_error, "%s", why);
    return false;
}

static bool fail_code(DWORD code)
{
    /* the common ones in the words the POSIX build uses, so that a player
     * (and a test) reads the same message on every system */
    static const struct {
        DWORD code;
        const char *text;
    } common[] = {
        {ERROR_FILE_NOT_FOUND, "No such file or directory"},
        {ERROR_PATH_NOT_FOUND, "No such file or directory"},
        {ERROR_INVALID_NAME, "No such file or directory"},
        {ERROR_ACCESS_DENIED, "Permission denied"},
        {ERROR_SHARING_VIOLATION, "Permission denied"},
        {ERROR_LOCK_VIOLATION, "Permission denied"},
        {ERROR_FILE_EXISTS, "File exists"},
        {ERROR_ALREADY_EXISTS, "File exists"},
        {ERROR_DISK_FULL, "No space left on device"},
        {ERROR_HANDLE_DISK_FULL, "No space left on device"},
        {ERROR_DIRECTORY, "Not a directory"},
        {ERROR_WRITE_PROTECT, "Read-only file system"},
    };
    for (size_t i = 0; i < sizeof common / sizeof common[0]; i++)
        if (common[i].code == code)
            return fail(common[i].text);
    WCHAR w[200];
    DWORD n = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL, code, 0, w,
                             sizeof w / sizeof w[0], NULL);
    while (n > 0 && (w[n - 1] == L'\r' || w[n - 1] == L'\n' || w[n - 1] == L'.'))
        w[--n] = 0;
    if (n == 0 || !WideCharToMultiByte(CP_UTF8, 0, w, -1, last_error, sizeof last_error, NULL, NULL))
        snprintf(last_error, sizeof last_error, "Windows error %lu", (unsigned long)code);
    return false;
}

static bool fail_last(void)
{
    return fail_code(GetLastError());
}

/* UTF-8 -> UTF-16, '/' kept (Win32 takes both separators). */
static bool widen(const char *path, WCHAR *out, int cap)
{
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, out, cap) == 0)
        return fail("not a valid UTF-8 path, or too long");
    return true;
}

static bool narrow(const WCHAR *w, char *out, int cap)
{
    if (WideCharToMultiByte(CP_UTF8, 0, w, -1, out, cap, NULL, NULL) == 0)
        return fail("name too long");
    return true;
}

/* FILETIME (100 ns since 1601) -> ns since 1970 */
static int64_t filetime_ns(FILETIME t)
{
    int64_t v = (int64_t)(((uint64_t)t.dwHighDateTime << 32) | t.dwLowDateTime);
    return (v - 116444736000000000LL) * 100;
}

static void attr_fill(DWORD attr, DWORD size_hi, DWORD size_lo, FILETIME mtime, PlatformStat *st)
{
    st->is_dir = (attr & FILE_ATTRIBUTE_DIRECTORY) != 0;
    st->is_file = !st->is_dir && !(attr & FILE_ATTRIBUTE_DEVICE);
    st->size = ((uint64_t)size_hi << 32) | size_lo;
    st->mtime_ns = filetime_ns(mtime);
}

bool platform_stat(const char *path, PlatformStat *st)
{
    WCHAR w[WPATH_CAP];
    WIN32_FILE_ATTRIBUTE_DATA a;
    if (!widen(path, w, WPATH_CAP))
        return false;
    if (!GetFileAttributesExW(w, GetFileExInfoStandard, &a))
        return fail_last();
    attr_fill(a.dwFileAttributes, a.nFileSizeHigh, a.nFileSizeLow, a.ftLastWriteTime, st);
    return true;
}

bool platform_mkdir(const char *path)
{
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return false;
    /* "C:" and "C:/" are drives, not folders to make */
    size_t n = wcslen(w);
    if ((n == 2 || n == 3) && w[1] == L':') {
        DWORD attr = GetFileAttributesW(w);
        return attr != INVALID_FILE_ATTRIBUTES || fail_last();
    }
    if (CreateDirectoryW(w, NULL))
        return true;
    DWORD e = GetLastError();
    DWORD attr = GetFileAttributesW(w);
    if (e == ERROR_ALREADY_EXISTS && attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_DIRECTORY))
        return true;
    return fail_code(e);
}

bool platform_remove(const char *path)
{
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return false;
    return DeleteFileW(w) || fail_last();
}

bool platform_touch(const char *path)
{
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return false;
    HANDLE h = CreateFileW(w, FILE_WRITE_ATTRIBUTES, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE)
        return fail_last();
    FILETIME now;
    GetSystemTimeAsFileTime(&now);
    bool ok = SetFileTime(h, NULL, NULL, &now);
    if (!ok)
        fail_last();
    CloseHandle(h);
    return ok;
}

/* Windows 10 1809 and later (NTFS): a rename with POSIX semantics replaces a
 * file that others have open (with FILE_SHARE_DELETE), as rename(2) does. */
#define RENAME_INFO_EX ((FILE_INFO_BY_HANDLE_CLASS)22) /* FileRenameInfoEx */

static bool replace_posix(const WCHAR *wf, const WCHAR *wt)
{
    size_t n = wcslen(wt);
    size_t size = sizeof(FILE_RENAME_INFO) + n * sizeof(WCHAR);
    FILE_RENAME_INFO *info = calloc(1, size);
    if (!info)
        return false;
    info->Flags = FILE_RENAME_FLAG_REPLACE_IF_EXISTS | FILE_RENAME_FLAG_POSIX_SEMANTICS;
    info->FileNameLength = (DWORD)(n * sizeof(WCHAR));
    memcpy(info->FileName, wt, (n + 1) * sizeof(WCHAR));
    HANDLE h = CreateFileW(wf, DELETE | SYNCHRONIZE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    bool ok = h != INVALID_HANDLE_VALUE && SetFileInformationByHandle(h, RENAME_INFO_EX, info, (DWORD)size);
    if (h != INVALID_HANDLE_VALUE)
        CloseHandle(h);
    free(info);
    return ok;
}

bool platform_replace(const char *from, const char *to)
{
    WCHAR wf[WPATH_CAP], wt[WPATH_CAP];
    if (!widen(from, wf, WPATH_CAP) || !widen(to, wt, WPATH_CAP))
        return false;
    /* The target open elsewhere blocks MoveFileEx: then the POSIX rename;
     * where the system has none (before Windows 10 1809, Wine), or the other
     * holder did not share delete (the C runtime's fopen), try again a while. */
    for (int tries = 0;; tries++) {
        if (MoveFileExW(wf, wt, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
            return true;
        DWORD e = GetLastError();
        if (e != ERROR_ACCESS_DENIED && e != ERROR_SHARING_VIOLATION)
            return fail_code(e);
        if (replace_posix(wf, wt))
            return true;
        if (tries >= 100)
            return fail_code(e);
        Sleep(10);
    }
}

bool platform_cache_dir(const char *name, char *out, size_t cap)
{
    WCHAR w[WPATH_CAP];
    DWORD n = GetEnvironmentVariableW(L"LOCALAPPDATA", w, WPATH_CAP);
    if (n == 0 || n >= WPATH_CAP)
        return fail("no LOCALAPPDATA");
    for (DWORD i = 0; i < n; i++)
        if (w[i] == L'\\')
            w[i] = L'/';
    char base[WPATH_CAP];
    if (!narrow(w, base, sizeof base))
        return false;
    int k = snprintf(out, cap, "%s/%s/cache", base, name);
    return (k > 0 && (size_t)k < cap) || fail("path too long");
}

bool platform_exe_path(char *buf, size_t cap)
{
    WCHAR w[WPATH_CAP];
    DWORD n = GetModuleFileNameW(NULL, w, WPATH_CAP);
    if (n == 0 || n >= WPATH_CAP)
        return fail_last();
    for (DWORD i = 0; i < n; i++)
        if (w[i] == L'\\')
            w[i] = L'/';
    return narrow(w, buf, (int)cap);
}

static PlatformFile *file_new(HANDLE h)
{
    PlatformFile *f = malloc(sizeof *f);
    if (!f) {
        CloseHandle(h);
        fail("out of memory");
        return NULL;
    }
    f->h = h;
    return f;
}

PlatformFile *platform_open_read(const char *path)
{
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return NULL;
    DWORD attr = GetFileAttributesW(w);
    if (attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_DIRECTORY)) {
        fail("is a folder, not a file");
        return NULL;
    }
    HANDLE h = CreateFileW(w, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        fail_last();
        return NULL;
    }
    if (GetFileType(h) != FILE_TYPE_DISK) {
        CloseHandle(h);
        fail("not a regular file");
        return NULL;
    }
    return file_new(h);
}

bool platform_random(void *buf, size_t n)
{
    if (n > ULONG_MAX || !BCRYPT_SUCCESS(BCryptGenRandom(NULL, buf, (ULONG)n, BCRYPT_USE_SYSTEM_PREFERRED_RNG))) {
        fail("no random numbers from the system");
        return false;
    }
    return true;
}

/* 64 random bits for a temporary name (see posix.c). */
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
        int k = snprintf(tmp, cap, "%s.tmp-%lu-%016llx", path, (unsigned long)GetCurrentProcessId(),
                         (unsigned long long)temp_bits());
        if (k < 0 || (size_t)k >= cap) {
            fail("path too long");
            return NULL;
        }
        WCHAR w[WPATH_CAP];
        if (!widen(tmp, w, WPATH_CAP))
            return NULL;
        HANDLE h = CreateFileW(w, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE, NULL, CREATE_NEW,
                               FILE_ATTRIBUTE_NORMAL, NULL);
        if (h != INVALID_HANDLE_VALUE)
            return file_new(h);
        if (GetLastError() != ERROR_FILE_EXISTS && GetLastError() != ERROR_ALREADY_EXISTS) {
            fail_last();
            return NULL;
        }
    }
    fail("no free temporary name");
    return NULL;
}

PlatformFile *platform_lock(const char *path)
{
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return NULL;
    HANDLE h = CreateFileW(w, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                           NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        fail_last();
        return NULL;
    }
    /* exclusive, waiting; per handle, released when the handle closes */
    OVERLAPPED o = {0};
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK, 0, 1, 0, &o)) {
        fail_last();
        CloseHandle(h);
        return NULL;
    }
    return file_new(h);
}

PlatformFile *platform_try_lock(const char *path, bool *busy)
{
    *busy = false;
    WCHAR w[WPATH_CAP];
    if (!widen(path, w, WPATH_CAP))
        return NULL;
    HANDLE h = CreateFileW(w, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                           NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        fail_last();
        return NULL;
    }
    /* one byte far past the end: a byte lock is mandatory on Windows, and the
     * holder's line must stay readable */
    OVERLAPPED o = {0};
    o.OffsetHigh = 1;
    if (!LockFileEx(h, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &o)) {
        *busy = GetLastError() == ERROR_LOCK_VIOLATION || GetLastError() == ERROR_IO_PENDING;
        fail_last();
        CloseHandle(h);
        return NULL;
    }
    return file_new(h);
}

int64_t platform_read(PlatformFile *f, void *buf, size_t n)
{
    DWORD got = 0;
    DWORD want = n > 0x40000000 ? 0x40000000 : (DWORD)n;
    if (!ReadFile(f->h, buf, want, &got, NULL)) {
        fail_last();
        return -1;
    }
    return got;
}

bool platform_write(PlatformFile *f, const void *buf, size_t n)
{
    const char *p = buf;
    while (n > 0) {
        DWORD put = 0;
        DWORD want = n > 0x40000000 ? 0x40000000 : (DWORD)n;
        if (!WriteFile(f->h, p, want, &put, NULL))
            return fail_last();
        p += put;
        n -= put;
    }
    return true;
}

bool platform_sync(PlatformFile *f)
{
    return FlushFileBuffers(f->h) || fail_last();
}

bool platform_file_stat(PlatformFile *f, PlatformStat *st)
{
    BY_HANDLE_FILE_INFORMATION i;
    if (!GetFileInformationByHandle(f->h, &i))
        return fail_last();
    attr_fill(i.dwFileAttributes, i.nFileSizeHigh, i.nFileSizeLow, i.ftLastWriteTime, st);
    return true;
}

bool platform_close(PlatformFile *f)
{
    if (!f)
        return true;
    bool ok = CloseHandle(f->h);
    if (!ok)
        fail_last();
    free(f);
    return ok;
}

void *platform_map(PlatformFile *f, size_t len, bool writable)
{
    HANDLE m = CreateFileMappingW(f->h, NULL, writable ? PAGE_WRITECOPY : PAGE_READONLY, 0, 0, NULL);
    if (!m) {
        fail_last();
        return NULL;
    }
    void *p = MapViewOfFile(m, writable ? FILE_MAP_COPY : FILE_MAP_READ, 0, 0, len);
    if (!p)
        fail_last();
    CloseHandle(m); /* the view keeps the mapping */
    return p;
}

void platform_unmap(void *p, size_t len)
{
    (void)len;
    if (p)
        UnmapViewOfFile(p);
}

void *platform_pages_alloc(size_t len, size_t align)
{
    /* reserve enough to find an aligned start, release, take the aligned
     * range (another thread may take it in between: try again) */
    for (int tries = 0; tries < 16; tries++) {
        char *m = VirtualAlloc(NULL, len + align, MEM_RESERVE, PAGE_NOACCESS);
        if (!m) {
            fail_last();
            return NULL;
        }
        char *p = (char *)(((uintptr_t)m + align - 1) & ~(uintptr_t)(align - 1));
        VirtualFree(m, 0, MEM_RELEASE);
        void *q = VirtualAlloc(p, len, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
        if (q)
            return q;
    }
    fail_last();
    return NULL;
}

void platform_pages_free(void *p, size_t len)
{
    (void)len;
    if (p)
        VirtualFree(p, 0, MEM_RELEASE);
}

void platform_pages_populate(void *p, size_t len)
{
    (void)p;
    (void)len;
}

PlatformDir *platform_dir_open(const char *path)
{
    WCHAR w[WPATH_CAP];
    size_t n = strlen(path);
    if (n + 3 >= WPATH_CAP) {
        fail("path too long");
        return NULL;
    }
    char pattern[WPATH_CAP];
    snprintf(pattern, sizeof pattern, "%s%s*", path,
             n > 0 && (path[n - 1] == '/' || path[n - 1] == '\\') ? "" : "/");
    if (!widen(pattern, w, WPATH_CAP))
        return NULL;
    PlatformDir *d = calloc(1, sizeof *d);
    if (!d) {
        fail("out of memory");
        return NULL;
    }
    d->find = FindFirstFileExW(w, FindExInfoBasic, &d->data, FindExSearchNameMatch, NULL, 0);
    if (d->find == INVALID_HANDLE_VALUE) {
        DWORD e = GetLastError();
        if (e != ERROR_FILE_NOT_FOUND) { /* an empty folder has no entry at all */
            free(d);
            fail_code(e);
            return NULL;
        }
    } else {
        d->first = true;
    }
    return d;
}

const char *platform_dir_next(PlatformDir *d)
{
    while (d->find != INVALID_HANDLE_VALUE) {
        if (!d->first && !FindNextFileW(d->find, &d->data))
            return NULL;
        d->first = false;
        const WCHAR *n = d->data.cFileName;
        if (wcscmp(n, L".") == 0 || wcscmp(n, L"..") == 0)
            continue;
        if (narrow(n, d->name, sizeof d->name))
            return d->name;
    }
    return NULL;
}

void platform_dir_close(PlatformDir *d)
{
    if (!d)
        return;
    if (d->find != INVALID_HANDLE_VALUE)
        FindClose(d->find);
    free(d);
}

long platform_pid(void)
{
    return (long)GetCurrentProcessId();
}

void platform_host_name(char *out, size_t cap)
{
    WCHAR w[MAX_COMPUTERNAME_LENGTH + 1];
    DWORD n = MAX_COMPUTERNAME_LENGTH + 1;
    if (cap == 0)
        return;
    int k = GetComputerNameW(w, &n) ? WideCharToMultiByte(CP_UTF8, 0, w, (int)n, out, (int)cap - 1, NULL, NULL) : 0;
    out[k > 0 ? k : 0] = '\0';
}

void platform_ui_languages(char *out, size_t cap)
{
    if (cap == 0)
        return;
    out[0] = '\0';
    /* a list of NUL-terminated names ending with an empty one */
    WCHAR list[512];
    ULONG count = 0, len = sizeof list / sizeof list[0];
    if (GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &count, list, &len) && count > 0) {
        size_t used = 0;
        for (const WCHAR *w = list; *w && used + 1 < cap; w += wcslen(w) + 1) {
            if (used)
                out[used++] = ':';
            int k = WideCharToMultiByte(CP_UTF8, 0, w, -1, out + used, (int)(cap - used), NULL, NULL);
            if (k <= 0)
                break;
            used += (size_t)k - 1;
        }
        out[used < cap ? used : cap - 1] = '\0';
        if (out[0])
            return;
    }
    WCHAR name[LOCALE_NAME_MAX_LENGTH];
    if (GetUserDefaultLocaleName(name, LOCALE_NAME_MAX_LENGTH) > 0)
        narrow(name, out, (int)cap);
}

bool platform_process_gone(long pid)
{
    if (pid <= 0)
        return false;
    HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, (DWORD)pid);
    if (!h)
        return GetLastError() == ERROR_INVALID_PARAMETER; /* no such process */
    DWORD code = 0;
    bool gone = GetExitCodeProcess(h, &code) && code != STILL_ACTIVE;
    CloseHandle(h);
    return gone;
}

uint64_t platform_monotonic_ns(void)
{
    static LARGE_INTEGER freq;
    if (freq.QuadPart == 0)
        QueryPerformanceFrequency(&freq);
    LARGE_INTEGER c;
    QueryPerformanceCounter(&c);
    uint64_t f = (uint64_t)freq.QuadPart, t = (uint64_t)c.QuadPart;
    return t / f * 1000000000u + t % f * 1000000000u / f;
}

uint64_t platform_thread_cpu_ns(void)
{
    FILETIME created, exited, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &exited, &kernel, &user))
        return platform_monotonic_ns();
    uint64_t k = ((uint64_t)kernel.dwHighDateTime << 32) | kernel.dwLowDateTime;
    uint64_t u = ((uint64_t)user.dwHighDateTime << 32) | user.dwLowDateTime;
    return (k + u) * 100;
}

bool platform_thread_cpu_exact(void)
{
    return true;
}

void *platform_library_open(const char *name)
{
    WCHAR w[WPATH_CAP];
    if (!widen(name, w, WPATH_CAP))
        return NULL;
    HMODULE m = LoadLibraryW(w);
    if (!m)
        fail_last();
    return (void *)m;
}

void *platform_library_symbol(void *lib, const char *name)
{
    FARPROC p = GetProcAddress((HMODULE)lib, name);
    if (!p)
        fail_last();
    void *q;
    memcpy(&q, &p, sizeof q); /* a function pointer as data, as dlsym gives it */
    return q;
}

void platform_library_close(void *lib)
{
    if (lib)
        FreeLibrary((HMODULE)lib);
}

bool platform_no_gpu_device(void)
{
    return false; /* Windows always has a display driver; SDL falls back itself */
}
