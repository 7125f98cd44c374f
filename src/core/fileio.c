#include "core/fileio.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PATH_CAP 4096

/* Opens a regular file for reading; -1 with a message otherwise. O_NONBLOCK:
 * opening a named pipe must not wait for a writer. */
static int open_regular(const char *path, Error *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error_set(err, "%s: %s", path, strerror(errno));
        return -1;
    }
    struct stat st;
    const char *why = NULL;
    if (fstat(fd, &st) != 0)
        why = strerror(errno);
    else if (S_ISDIR(st.st_mode))
        why = "is a folder, not a file";
    else if (!S_ISREG(st.st_mode))
        why = "not a regular file";
    if (why) {
        error_set(err, "%s: %s", path, why);
        close(fd);
        return -1;
    }
    return fd;
}

bool file_read_head(const char *path, char *buf, size_t cap, size_t *len, Error *err)
{
    *len = 0;
    int fd = open_regular(path, err);
    if (fd < 0)
        return false;
    while (*len < cap) {
        ssize_t k = read(fd, buf + *len, cap - *len);
        if (k < 0 && errno == EINTR)
            continue;
        if (k < 0) {
            int e = errno;
            close(fd);
            return error_set(err, "%s: %s", path, strerror(e));
        }
        if (k == 0)
            break;
        *len += (size_t)k;
    }
    close(fd);
    return true;
}

bool file_read_all(const char *path, size_t max_bytes, char **out, size_t *len, Error *err)
{
    *out = NULL;
    if (len)
        *len = 0;
    int fd = open_regular(path, err);
    if (fd < 0)
        return false;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    if (!buf) {
        close(fd);
        return error_set(err, "%s: out of memory", path);
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
                close(fd);
                return error_set(err, "%s: out of memory", path);
            }
            buf = nb;
            cap = ncap;
        }
        ssize_t k = read(fd, buf + n, cap - n - 1);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(buf);
            close(fd);
            return error_set(err, "%s: %s", path, strerror(e));
        }
        if (k == 0)
            break;
        n += (size_t)k;
        if (n > max_bytes)
            break;
    }
    close(fd);
    if (n > max_bytes) {
        free(buf);
        return error_set(err, "%s: file too large (more than %zu bytes)", path, max_bytes);
    }
    buf[n] = '\0';
    *out = buf;
    if (len)
        *len = n;
    return true;
}

static bool write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t k = write(fd, p, n);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        p += k;
        n -= (size_t)k;
    }
    return true;
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

bool file_write_atomic2(const char *path, const void *head, size_t head_len, const void *body, size_t body_len,
                        Error *err)
{
    char tmp[PATH_CAP];
    int k = snprintf(tmp, sizeof tmp, "%s.tmp-%ld", path, (long)getpid());
    if (k < 0 || (size_t)k >= sizeof tmp)
        return error_set(err, "%s: path too long", path);
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return error_set(err, "%s: cannot write: %s", path, strerror(errno));
    if (!write_all(fd, head, head_len) || !write_all(fd, body, body_len) || fsync(fd) != 0) {
        int e = errno;
        close(fd);
        unlink(tmp);
        return error_set(err, "%s: cannot write: %s", path, strerror(e));
    }
    if (close(fd) != 0) {
        int e = errno;
        unlink(tmp);
        return error_set(err, "%s: cannot write: %s", path, strerror(e));
    }
    if (rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        return error_set(err, "%s: cannot replace: %s", path, strerror(e));
    }
    sync_parent(path);
    return true;
}

bool file_write_atomic(const char *path, const void *data, size_t len, Error *err)
{
    return file_write_atomic2(path, data, len, NULL, 0, err);
}

bool file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
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
        if (mkdir(buf, 0755) != 0 && errno != EEXIST) {
            buf[i] = c;
            return false;
        }
        buf[i] = c;
    }
    return is_dir(path);
}

/* "NAME.tmp-PID" -> PID, or 0 when the name is not one of ours. */
static long tmp_owner(const char *name)
{
    const char *t = strstr(name, ".tmp-");
    if (!t || t == name)
        return 0;
    t += 5;
    long pid = 0;
    for (; *t; t++) {
        if (*t < '0' || *t > '9' || pid > 100000000)
            return 0;
        pid = pid * 10 + (*t - '0');
    }
    return pid;
}

int file_clean_stale_tmp(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        long pid = tmp_owner(e->d_name);
        if (pid <= 0 || pid == (long)getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue; /* not ours, or its writer may still be at work */
        char path[PATH_CAP];
        int k = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (k > 0 && (size_t)k < sizeof path && lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
            unlink(path) == 0)
            removed++;
    }
    closedir(d);
    return removed;
}
