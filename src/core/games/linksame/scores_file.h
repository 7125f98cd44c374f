#pragma once
/* The LinkSame high-score file updated safely by several instances (core/tablefile). */

#include "core/games/linksame/linksame.h"

#define LS_SCORES_MAX_BYTES (1 << 20)

/* Inserts a score into the table in the file at path; *rank gets its rank (0 when
 * it does not make the table, then nothing is written). False with a message when
 * the file could not be read, parsed or written: it is never replaced by a table
 * that lost its lines. */
bool ls_scores_file_insert(const char *path, LsSize size, int stages, int32_t score, const char *date,
                           uint64_t seed, int *rank, Error *err);
/* Reads the table (missing: empty); true with a notice in err->msg when a
 * damaged file was kept aside (core/tablefile.h). */
bool ls_scores_file_read(const char *path, LsScores *t, Error *err);
