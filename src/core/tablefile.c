#include "core/tablefile.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/savetext.h"
#include "platform/platform.h"

#define PATH_CAP 4096

bool tablefile_magic(const char *line, size_t n, const char *magic)
{
    size_t m = strlen(magic);
    if (n > 0 && line[n - 1] == '\r')
        n--;
    return n == m + 2 && memcmp(line, magic, m) == 0 && line[m] == ' ' && line[m + 1] >= '1' &&
           line[m + 1] <= '0' + TABLEFILE_VERSION;
}

bool tablefile_rows(const char *text, size_t len, const char *src, const char *magic, const char *what,
                    const char *bad_row, bool (*row)(void *ctx, const char *line), void *ctx, Error *err)
{
    if (!text || len == 0)
        return error_set(err, _("%s: empty file"), src);
    if (memchr(text, 0, len))
        /* TRANSLATORS: %1$s a file's path, %2$s what it should be ("Pagoda club", "Pagoda records") */
        return error_set(err, _("%s: not a %s file"), src, _(what));
    TextLines lines = {text, text + len, 0};
    char buf[TABLEFILE_LINE_MAX + 1];
    TextLine got;
    while ((got = textlines_next(&lines, buf, sizeof buf)) != TEXTLINE_END) {
        int line = lines.line;
        if (got == TEXTLINE_LONG)
            return error_set(err, _("%s:%d: line too long"), src, line);
        if (line == 1) {
            if (!tablefile_magic(buf, strlen(buf), magic))
                /* TRANSLATORS: %1$s a file's path, %2$s what it should be ("Pagoda club", "Pagoda records") */
                return error_set(err, _("%s:1: not a %s file"), src, _(what));
            continue;
        }
        if (buf[0] == 0 || buf[0] == '#')
            continue;
        if (!row(ctx, buf))
            return error_set(err, "%s:%d: %s", src, line, _(bad_row));
    }
    return true;
}

bool tablefile_keep_bad(const char *path, const char *text, size_t len, char *out, size_t cap, Error *err)
{
    int k = snprintf(out, cap, "%s.bad-%016" PRIx64, path, text_fnv1a(text, len));
    if (k < 0 || (size_t)k >= cap)
        return error_set(err, _("%s: path too long"), path);
    if (file_exists(out))
        return true;
    return file_write_atomic(out, text, len, err);
}

/* A lock on a side file: the table file itself is replaced (a new file takes
 * its name), so a lock on it would guard the old file. NULL on failure. */
PlatformFile *tablefile_lock(const char *path, Error *err)
{
    char lock[PATH_CAP];
    int k = snprintf(lock, sizeof lock, "%s.lock", path);
    if (k < 0 || (size_t)k >= sizeof lock) {
        error_set(err, _("%s: path too long"), path);
        return NULL;
    }
    PlatformFile *f = platform_lock(lock);
    if (!f)
        error_set(err, _("%s: cannot lock: %s"), lock, platform_error());
    return f;
}

void tablefile_unlock(PlatformFile *lock)
{
    platform_close(lock); /* releases the lock */
}

/* The version on the first line when it is "MAGIC N" with N 1..9, else 0. */
static int first_line_version(const char *text, size_t len, const char *magic)
{
    size_t m = strlen(magic);
    if (len < m + 2 || memcmp(text, magic, m) != 0 || text[m] != ' ' || text[m + 1] < '1' || text[m + 1] > '9')
        return 0;
    if (len > m + 2 && text[m + 2] != '\n' && text[m + 2] != '\r')
        return 0;
    return text[m + 1] - '0';
}

TableText tablefile_parse(const TableFile *tf, void *table, const char *text, size_t len, const char *src,
                          Error *why)
{
    size_t body = len;
    bool checked = first_line_version(text, len, tf->magic) >= TABLEFILE_VERSION;
    Error sum = {{0}};
    bool sound = !checked || text_checksum_check(text, len, src, &body, &sum);
    if (sound) {
        if (tf->parse(table, text, body, src, why))
            return TABLE_OK;
        tf->init(table);
        return TABLE_BAD;
    }
    Error parsed = {{0}};
    if (tf->parse(table, text, body, src, &parsed)) {
        if (why)
            *why = sum;
        return TABLE_DAMAGED;
    }
    tf->init(table);
    error_set(why, "%s; %s", sum.msg, parsed.msg); /* both: the checksum says more */
    return TABLE_BAD;
}

size_t tablefile_format(const TableFile *tf, const void *table, char *buf, size_t cap)
{
    size_t n = tf->format(table, buf, cap);
    if (n >= cap || cap - n <= TEXT_CHECKSUM_LEN)
        return 0;
    return n + text_checksum_line(buf, n, buf + n, cap - n);
}

/* Parses the text of the table file at path into table. When it is damaged
 * but its lines still parse, the file is kept aside and *notice says so. False
 * with a message when nothing can be trusted; then a copy is kept as well. */
static bool parse_file(const char *path, const TableFile *tf, void *table, const char *text, size_t len,
                       Error *notice, Error *err)
{
    Error why = {{0}};
    TableText got = tablefile_parse(tf, table, text, len, path, &why);
    if (got == TABLE_OK)
        return true;
    char bad[PATH_CAP];
    Error copy = {{0}};
    bool kept = tablefile_keep_bad(path, text, len, bad, sizeof bad, &copy);
    if (got == TABLE_DAMAGED) {
        if (kept)
            /* TRANSLATORS: %1$s what is wrong with the file, %2$s the path of its copy, %3$s what the file
             * holds, plural ("best times", "high scores", "statistics", "club results") */
            error_set(notice, _("%s; the file as it was is kept in %s, and the %s go on from what still reads"),
                      why.msg, bad, _(tf->what));
        else
            /* TRANSLATORS: %1$s what is wrong with the file, %2$s why no copy was kept, %3$s what the file
             * holds, plural ("best times", "high scores", "statistics", "club results") */
            error_set(notice, _("%s (%s); the %s go on from what still reads"), why.msg, copy.msg, _(tf->what));
        return true;
    }
    if (kept)
        error_set(err, _("%s (a copy is in %s; the file is left as it is until it is fixed or removed)"), why.msg,
                  bad);
    else
        error_set(err, _("%s (the file is left as it is; %s)"), why.msg, copy.msg);
    return false;
}

bool tablefile_read(const char *path, const TableFile *tf, void *table, Error *err)
{
    tf->init(table);
    if (err)
        err->msg[0] = 0;
    if (!file_exists(path))
        return true;
    char *text = NULL;
    size_t len = 0;
    if (!file_read_all(path, tf->max_bytes, &text, &len, err))
        return false;
    Error notice = {{0}};
    bool ok = parse_file(path, tf, table, text, len, &notice, err);
    if (ok && err)
        *err = notice;
    free(text);
    return ok;
}

bool tablefile_update(const char *path, const TableFile *tf, void *table, TableEdit edit, void *ctx,
                      Error *err)
{
    tf->init(table);
    if (err)
        err->msg[0] = 0;
    PlatformFile *lock = tablefile_lock(path, err);
    if (!lock)
        return false;
    bool ok = false;
    char *text = NULL, *buf = NULL;
    Error notice = {{0}};
    size_t len = 0;
    if (!file_exists(path)) {
        /* a first win: nothing to keep */
    } else if (!file_read_all(path, tf->max_bytes, &text, &len, err)) {
        goto out; /* unreadable now: never overwrite what we could not read */
    } else if (!parse_file(path, tf, table, text, len, &notice, err)) {
        goto out;
    }
    /* a file kept aside is written afresh from what still read, edit or not */
    if (!edit(table, ctx) && !notice.msg[0]) {
        ok = true;
        goto out;
    }
    buf = malloc(tf->max_bytes);
    if (!buf) {
        error_set(err, _("%s: out of memory"), path);
        goto out;
    }
    size_t n = tablefile_format(tf, table, buf, tf->max_bytes);
    if (n == 0) {
        error_set(err, _("%s: table too large to write"), path);
        goto out;
    }
    ok = file_write_atomic(path, buf, n, err);
out:
    if (ok && err)
        *err = notice;
    free(text);
    free(buf);
    tablefile_unlock(lock);
    return ok;
}

typedef struct RankedInsert {
    int (*insert)(void *table, const void *entry);
    const void *entry;
    int rank;
} RankedInsert;

static bool ranked_edit(void *table, void *ctx)
{
    RankedInsert *in = ctx;
    in->rank = in->insert(table, in->entry);
    return in->rank > 0;
}

bool tablefile_insert(const char *path, const TableFile *tf, size_t table_size,
                      int (*insert)(void *table, const void *entry), const void *entry, int *rank, Error *err)
{
    RankedInsert in = {insert, entry, 0};
    void *scratch = malloc(table_size);
    *rank = 0;
    if (!scratch)
        return error_set(err, _("%s: out of memory"), path);
    bool ok = tablefile_update(path, tf, scratch, ranked_edit, &in, err);
    free(scratch);
    if (ok)
        *rank = in.rank;
    return ok;
}
