#pragma once
/* Whole-file reads with a size cap and atomic writes (temporary file in the same
 * folder, flush, fsync, rename): a crash mid-write never loses the old file. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

/* Reads a file into a malloc'd NUL-terminated buffer. Fails with a message naming
 * the path if it is missing, unreadable, not a regular file (a named pipe never
 * blocks) or larger than max_bytes. */
bool file_read_all(const char *path, size_t max_bytes, char **out, size_t *len, Error *err);
/* Reads up to cap bytes from the start of a regular file (no NUL added). */
bool file_read_head(const char *path, char *buf, size_t cap, size_t *len, Error *err);
bool file_write_atomic(const char *path, const void *data, size_t len, Error *err);
/* The same, the file being `head` followed by `body` (no copy joins them). */
bool file_write_atomic2(const char *path, const void *head, size_t head_len, const void *body, size_t body_len,
                        Error *err);
bool file_exists(const char *path);
/* Creates a directory (and its parents); true if it exists afterwards. */
bool dir_make(const char *path);
/* A temporary file of file_write_atomic older than this (seconds) is left by a
 * writer that was killed: a write takes far less. */
#define FILE_TMP_STALE_S (5 * 60)
/* True for a temporary name of file_write_atomic: NAME.tmp-PID-HEX (and the
 * older NAME.tmp-PID-N, NAME.tmp-PID). */
bool file_is_tmp_name(const char *name);
/* True when a temporary file last written at mtime_ns (since 1970) is older
 * than FILE_TMP_STALE_S: no writer is at it any more. */
bool file_tmp_is_stale(int64_t mtime_ns);
/* Removes the temporary files that file_write_atomic left in dir when its
 * process was killed: only those older than FILE_TMP_STALE_S, so that the
 * file of another instance (another sandbox's, whose pid means nothing here)
 * being written now is never touched. Returns how many were removed. */
int file_clean_stale_tmp(const char *dir);

/* file_write_atomic in two steps, for a caller that must move the old file
 * aside in between and only once the new one is safely written: file_stage
 * writes and flushes the data to a new temporary file beside path (its name to
 * tmp); file_commit puts it in place of `to` in one step; file_discard removes
 * it. A failed stage leaves nothing behind. */
bool file_stage(const char *path, const void *data, size_t len, char *tmp, size_t cap, Error *err);
bool file_commit(const char *tmp, const char *to, Error *err);
void file_discard(const char *tmp);
