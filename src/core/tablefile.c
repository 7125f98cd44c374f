#include "core/tablefile.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "platform/platform.h"

#define PATH_CAP 4096

static uint64_t fnv1a(const char *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 1099511628211ull;
    }
    return h;
}

bool tablefile_keep_bad(const char *path, const char *text, size_t len, char *out, size_t cap, Error *err)
{
    int k = snprintf(out, cap, "%s.bad-%016" PRIx64, path, fnv1a(text, len));
    if (k < 0 || (size_t)k >= cap)
        return error_set(err, "%s: path too long", path);
    if (file_exists(out))
        return true;
    return file_write_atomic(out, text, len, err);
}

/* A lock on a side file: the table file itself is replaced (a new file takes
 * its name), so a lock on it would guard the old file. NULL on failure. */
static PlatformFile *lock_open(const char *path, Error *err)
{
    char lock[PATH_CAP];
    int k = snprintf(lock, sizeof lock, "%s.lock", path);
    if (k < 0 || (size_t)k >= sizeof lock) {
        error_set(err, "%s: path too long", path);
        return NULL;
    }
    PlatformFile *f = platform_lock(lock);
    if (!f)
        error_set(err, "%s: cannot lock: %s", lock, platform_error());
    return f;
}

bool tablefile_update(const char *path, const TableFile *tf, void *table, TableEdit edit, void *ctx,
                      Error *err)
{
    tf->init(table);
    PlatformFile *lock = lock_open(path, err);
    if (!lock)
        return false;
    bool ok = false;
    char *text = NULL, *buf = NULL;
    Error why = {{0}};
    size_t len = 0;
    if (!file_exists(path)) {
        /* a first win: nothing to keep */
    } else if (!file_read_all(path, tf->max_bytes, &text, &len, err)) {
        goto out; /* unreadable now: never overwrite what we could not read */
    } else if (!tf->parse(table, text, len, path, &why)) {
        char bad[PATH_CAP];
        Error copy = {{0}};
        tf->init(table);
        if (tablefile_keep_bad(path, text, len, bad, sizeof bad, &copy))
            error_set(err, "%s (a copy is in %s; the file is left as it is until it is fixed or removed)",
                      why.msg, bad);
        else
            error_set(err, "%s (the file is left as it is; %s)", why.msg, copy.msg);
        goto out;
    }
    if (!edit(table, ctx)) {
        ok = true;
        goto out;
    }
    buf = malloc(tf->max_bytes);
    if (!buf) {
        error_set(err, "%s: out of memory", path);
        goto out;
    }
    size_t n = tf->format(table, buf, tf->max_bytes);
    if (n >= tf->max_bytes) {
        error_set(err, "%s: table too large to write", path);
        goto out;
    }
    ok = file_write_atomic(path, buf, n, err);
out:
    free(text);
    free(buf);
    platform_close(lock); /* releases the lock */
    return ok;
}
