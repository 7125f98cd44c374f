#pragma once
/* Best times and win counts per layout: a small versioned text file in the
 * per-user folder ("pagoda-records 2", then "ID SECONDS WINS" lines, then the
 * checksum line of core/tablefile; version 1 had none). */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define RECORDS_MAX 256
#define RECORDS_ID_LEN 64

typedef struct Records {
    int n;
    char id[RECORDS_MAX][RECORDS_ID_LEN];
    uint32_t best_s[RECORDS_MAX];
    uint32_t wins[RECORDS_MAX];
} Records;

void records_init(Records *r);
/* On a malformed file returns false with a message naming source and line, and
 * *r is empty. */
bool records_parse(Records *r, const char *text, size_t len, const char *source, Error *err);
/* Returns the length written (like snprintf). */
size_t records_format(const Records *r, char *buf, size_t cap);
/* Counts a win; true when `seconds` is a new best for id. Ids are 1..63 chars
 * without spaces, not starting with '#' (a comment); others are ignored. */
bool records_add_win(Records *r, const char *id, uint32_t seconds);
/* Best time in seconds, or -1 if never won. */
long records_best(const Records *r, const char *id);

#define RECORDS_MAX_BYTES (64 * 1024)

/* Counts a win in the records file at path (locked read-modify-write, see
 * core/tablefile.h); *best is true when it is a new best time. False with a
 * message when the file could not be read, parsed or written: a damaged file is
 * kept, never replaced by a table that lost its lines. */
bool records_file_add_win(const char *path, const char *id, uint32_t seconds, bool *best, Error *err);
/* Reads the records file at path (missing: no records); true with a notice in
 * err->msg when a damaged file was kept aside (core/tablefile.h). */
bool records_file_read(const char *path, Records *r, Error *err);
