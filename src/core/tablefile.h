#pragma once
/* Locked read-modify-write of a small table file (best times, high scores,
 * statistics, the club file) that several Pagoda instances may update at once.
 *
 * Under an exclusive lock on PATH.lock the file is read again, parsed, edited and
 * written atomically (core/fileio), so two instances never lose each other's
 * updates. A missing file is an empty table. A file that cannot be read is never
 * written; one that does not parse is never replaced by a fresh table either: a
 * copy is kept as PATH.bad-HASH (once per distinct content) and the update is
 * refused with a message naming both files.
 *
 * Version 2 of every table ("MAGIC 2" on the first line) ends with the checksum
 * line of saves (core/savetext), so a file cut at a line boundary is not read as
 * a shorter table. Version 1 files (written before checksums) are read as they
 * are and written as version 2. A version-2 file that fails its checksum but
 * whose lines still parse is kept aside as PATH.bad-HASH too; the table goes on
 * from what still reads, and a notice says so: on success, err->msg is empty or
 * holds that notice for the player. */

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

typedef struct TableFile {
    size_t max_bytes; /* read limit, also the size of the format buffer */
    void (*init)(void *table);
    bool (*parse)(void *table, const char *text, size_t len, const char *source, Error *err);
    size_t (*format)(const void *table, char *buf, size_t cap);
    const char *magic; /* the first line's word: "pagoda-records" */
    const char *what;  /* for the notice: "best times" */
} TableFile;

/* `static const TableFile name` for a table type whose own functions take it
 * typed (void init(Type *), bool parse(Type *, ...), size_t format(const Type *,
 * ...)), with the adapters it needs: one line in each table's file. */
#define TABLEFILE_TYPED(name, Type, init_fn, parse_fn, format_fn, max, magic_word, what_text)      \
    static void name##_init(void *t)                                                                 \
    {                                                                                                \
        init_fn((Type *)t);                                                                          \
    }                                                                                                \
    static bool name##_parse(void *t, const char *text, size_t len, const char *source, Error *err) \
    {                                                                                                \
        return parse_fn((Type *)t, text, len, source, err);                                          \
    }                                                                                                \
    static size_t name##_format(const void *t, char *buf, size_t cap)                               \
    {                                                                                                \
        return format_fn((const Type *)t, buf, cap);                                                 \
    }                                                                                                \
    static const TableFile name = {max, name##_init, name##_parse, name##_format, magic_word, what_text}

/* The version tables are written in: from this one on, with a checksum line. */
#define TABLEFILE_VERSION 2

/* True when line[0, n) (a '\r' at its end allowed) is "MAGIC 1" or "MAGIC 2":
 * the first line of a table file this Pagoda reads. The format functions write
 * "MAGIC 2"; the checksum line is added and checked here, not by them. */
bool tablefile_magic(const char *line, size_t n, const char *magic);

/* The rows of a table file's text, for a format's parse: the text holds no NUL
 * byte, its first line is magic's (tablefile_magic), no line is longer than
 * TABLEFILE_LINE_MAX bytes, and every other line that is not blank or a
 * comment ('#') goes to row (without its line end), which says whether it
 * parsed. False with a message naming src and the line: "not a Pagoda WHAT
 * file", "line too long", "empty file", or bad_row (what a row should be). */
#define TABLEFILE_LINE_MAX 511
bool tablefile_rows(const char *text, size_t len, const char *src, const char *magic, const char *what,
                    const char *bad_row, bool (*row)(void *ctx, const char *line), void *ctx, Error *err);

typedef enum TableText {
    TABLE_OK,      /* read, its checksum right (or a version-1 file) */
    TABLE_DAMAGED, /* its lines read, but its checksum fails: cut or changed */
    TABLE_BAD,     /* not a table of this kind, or a line does not parse */
} TableText;

/* The text of a table file into table, its checksum checked by its version;
 * touches no file. TABLE_DAMAGED: table holds what still reads, why says what
 * is wrong. TABLE_BAD: table is empty, why says why. Messages name src. */
TableText tablefile_parse(const TableFile *tf, void *table, const char *text, size_t len, const char *src,
                          Error *why);
/* The text written for table: tf->format, then the checksum line. The length,
 * or 0 when it does not fit in cap. */
size_t tablefile_format(const TableFile *tf, const void *table, char *buf, size_t cap);

/* Changes the freshly read table; returns true when it changed and must be written. */
typedef bool (*TableEdit)(void *table, void *ctx);

/* table is caller-owned scratch of the table's type; afterwards it holds the
 * table as read (and edited). False with a message when the file could not be
 * read, parsed, locked or written; then the file on disk is untouched. True
 * with err->msg empty, or holding the notice of a file kept aside (above). */
bool tablefile_update(const char *path, const TableFile *tf, void *table, TableEdit edit, void *ctx,
                      Error *err);

/* Inserts one entry into a ranked table (high scores) in the file at path:
 * tablefile_update over a scratch table of table_size bytes that this
 * allocates, with insert, which puts entry into the table and returns its
 * rank (1 = first; 0 = it does not make the table, and nothing is written).
 * *rank gets that rank, 0 on failure. Errors and notices as tablefile_update. */
bool tablefile_insert(const char *path, const TableFile *tf, size_t table_size,
                      int (*insert)(void *table, const void *entry), const void *entry, int *rank, Error *err);

/* Reads the table at path without changing the file (a missing file is an
 * empty table), with the same checks and notices as tablefile_update. */
bool tablefile_read(const char *path, const TableFile *tf, void *table, Error *err);

/* The lock tablefile_update holds (on PATH.lock), for another locked
 * read-modify-write of a file (settings.txt). NULL with a message naming the
 * lock file; tablefile_unlock releases it (NULL allowed). */
struct PlatformFile *tablefile_lock(const char *path, Error *err);
void tablefile_unlock(struct PlatformFile *lock);

/* Copies the bytes of a file that failed to parse to PATH.bad-HASH (HASH from the
 * content, so the same damage is kept once). Writes the copy's path to out. */
bool tablefile_keep_bad(const char *path, const char *text, size_t len, char *out, size_t cap, Error *err);
