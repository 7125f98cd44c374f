#include "core/fileio.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"
#include "platform/platform.h"

#define PATH_CAP 4096

/* Opens a regular file for reading; NULL with a message otherwise. */
static PlatformFile *open_regular(const char *path, Error *err)
{
    PlatformFile *f = platform_open_read(path);
    if (!f)
        error_set(err, "%s: %s", path, platform_error());
    return f;
}

bool file_read_head(const char *path, char *buf, size_t cap, size_t *len, Error *err)
{
    *len = 0;
    PlatformFile *f = open_regular(path, err);
    if (!f)
        return false;
    while (*len < cap) {
        int64_t k = platform_read(f, buf + *len, cap - *len);
        if (k < 0) {
            error_set(err, "%s: %s", path, platform_error());
            platform_close(f);
            return false;
        }
        if (k == 0)
            break;
        *len += (size_t)k;
    }
    platform_close(f);
    return true;
}

bool file_read_all(const char *path, size_t max_bytes, char **out, size_t *len, Error *err)
{
    *out = NULL;
    if (len)
        *len = 0;
    PlatformFile *fd = open_regular(path, err);
    if (!fd)
        return false;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        platform_close(fd);
        return error_set(err, _("%s: out of memory"), path);
    }
    for (;;) {
        if (n + 1 >= cap) {
            if (cap - 1 > max_bytes) {
                /* already holding more than allowed */
                break;
            }
            size_t ncap = cap * 2;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                platform_close(fd);
                return error_set(err, _("%s: out of memory"), path);
            }
            buf = nb;
            cap = ncap;
        }
        int64_t k = platform_read(fd, buf + n, cap - n - 1);
        if (k < 0) {
            error_set(err, "%s: %s", path, platform_error());
            free(buf);
            platform_close(fd);
            return false;
        }
        if (k == 0)
            break;
        n += (size_t)k;
        if (n > max_bytes)
            break;
    }
    platform_close(fd);
    if (n > max_bytes) {
        free(buf);
        return error_set(err,
                         P_("%s: file too large (more than %zu byte)", "%s: file too large (more than %zu bytes)",
                            max_bytes),
                         path,
                         max_bytes);
    }
    buf[n] = '\0';
    *out = buf;
    if (len)
        *len = n;
    return true;
}

bool file_write_atomic2(const char *path, const void *head, size_t head_len, const void *body, size_t body_len,
                        Error *err)
{
    char tmp[PATH_CAP];
    PlatformFile *f = platform_create_temp(path, tmp, sizeof tmp);
    if (!f)
        return error_set(err, _("%s: cannot write: %s"), path, platform_error());
    if (!platform_write(f, head, head_len) || !platform_write(f, body, body_len) || !platform_sync(f)) {
        error_set(err, _("%s: cannot write: %s"), path, platform_error());
        platform_close(f);
        platform_remove(tmp);
        return false;
    }
    if (!platform_close(f)) {
        error_set(err, _("%s: cannot write: %s"), path, platform_error());
        platform_remove(tmp);
        return false;
    }
    if (!platform_replace(tmp, path)) {
        error_set(err, _("%s: cannot replace: %s"), path, platform_error());
        platform_remove(tmp);
        return false;
    }
    return true;
}

bool file_write_atomic(const char *path, const void *data, size_t len, Error *err)
{
    return file_write_atomic2(path, data, len, NULL, 0, err);
}

bool file_exists(const char *path)
{
    PlatformStat st;
    return platform_stat(path, &st);
}

static bool is_dir(const char *path)
{
    PlatformStat st;
    return platform_stat(path, &st) && st.is_dir;
}

bool dir_make(const char *path)
{
    char buf[PATH_CAP];
    size_t n = strlen(path);
    if (n == 0 || n >= sizeof buf)
        return false;
    memcpy(buf, path, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (buf[i] != '/' && buf[i] != '\0')
            continue;
        char c = buf[i];
        buf[i] = '\0';
        if (!platform_mkdir(buf)) {
            buf[i] = c;
            return false;
        }
        buf[i] = c;
    }
    return is_dir(path);
}

bool file_is_tmp_name(const char *name)
{
    const char *t = strstr(name, ".tmp-");
    if (!t || t == name)
        return false;
    t += 5;
    const char *pid = t;
    while (*t >= '0' && *t <= '9')
        t++;
    if (t == pid || t - pid > 10)
        return false;
    if (!*t) /* the oldest names: NAME.tmp-PID */
        return true;
    if (*t++ != '-' || !*t)
        return false;
    /* the writer's counter (NAME.tmp-PID-N) or random bits (NAME.tmp-PID-HEX) */
    for (; *t; t++)
        if (!((*t >= '0' && *t <= '9') || (*t >= 'a' && *t <= 'f')))
            return false;
    return true;
}

bool file_tmp_is_stale(int64_t mtime_ns)
{
    int64_t now_s = (int64_t)time(NULL);
    return now_s > 0 && mtime_ns / 1000000000 < now_s - FILE_TMP_STALE_S;
}

int file_clean_stale_tmp(const char *dir)
{
    PlatformDir *d = platform_dir_open(dir);
    if (!d)
        return 0;
    int removed = 0;
    const char *name;
    while ((name = platform_dir_next(d))) {
        if (!file_is_tmp_name(name))
            continue;
        char path[PATH_CAP];
        int k = snprintf(path, sizeof path, "%s/%s", dir, name);
        PlatformStat st;
        /* by age alone: a pid says nothing across sandboxes, and a writer
         * takes far less than FILE_TMP_STALE_S to write and rename its file */
        if (k > 0 && (size_t)k < sizeof path && platform_stat(path, &st) && st.is_file &&
            file_tmp_is_stale(st.mtime_ns) && platform_remove(path))
            removed++;
    }
    platform_dir_close(d);
    return removed;
}

bool file_stage(const char *path, const void *data, size_t len, char *tmp, size_t cap, Error *err)
{
    PlatformFile *f = platform_create_temp(path, tmp, cap);
    if (!f)
        return error_set(err, _("%s: cannot write: %s"), path, platform_error());
    bool ok = platform_write(f, data, len) && platform_sync(f);
    if (!ok)
        error_set(err, _("%s: cannot write: %s"), path, platform_error());
    if (!platform_close(f) && ok)
        ok = error_set(err, _("%s: cannot write: %s"), path, platform_error());
    if (!ok)
        platform_remove(tmp);
    return ok;
}

bool file_commit(const char *tmp, const char *to, Error *err)
{
    if (platform_replace(tmp, to))
        return true;
    error_set(err, _("%s: cannot replace: %s"), to, platform_error());
    platform_remove(tmp);
    return false;
}

void file_discard(const char *tmp)
{
    platform_remove(tmp);
}
