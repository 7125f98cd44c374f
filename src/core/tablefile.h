#pragma once
/* Locked read-modify-write of a small table file (best times, high scores) that
 * several Pagoda instances may update at once.
 *
 * Under an exclusive lock on PATH.lock the file is read again, parsed, edited and
 * written atomically (core/fileio), so two instances never lose each other's
 * updates. A missing file is an empty table. A file that cannot be read is never
 * written; one that does not parse is never replaced by a fresh table either: a
 * copy is kept as PATH.bad-HASH (once per distinct content) and the update is
 * refused with a message naming both files. */

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

typedef struct TableFile {
    size_t max_bytes; /* read limit, also the size of the format buffer */
    void (*init)(void *table);
    bool (*parse)(void *table, const char *text, size_t len, const char *source, Error *err);
    size_t (*format)(const void *table, char *buf, size_t cap);
} TableFile;

/* Changes the freshly read table; returns true when it changed and must be written. */
typedef bool (*TableEdit)(void *table, void *ctx);

/* table is caller-owned scratch of the table's type; afterwards it holds the
 * table as read (and edited). False with a message when the file could not be
 * read, parsed, locked or written; then the file on disk is untouched. */
bool tablefile_update(const char *path, const TableFile *tf, void *table, TableEdit edit, void *ctx,
                      Error *err);

/* Copies the bytes of a file that failed to parse to PATH.bad-HASH (HASH from the
 * content, so the same damage is kept once). Writes the copy's path to out. */
bool tablefile_keep_bad(const char *path, const char *text, size_t len, char *out, size_t cap, Error *err);
