#pragma once
/* Shamrocks statistics - played, won, win rate, the current and the longest
 * winning streak, the best time - kept in the shared records file format
 * (core/records.h: "ID SECONDS WINS" lines) and updated under its lock
 * (core/tablefile.h), so no new file format. The rows of the table:
 *
 *   shamrocks              best time (s)            games won
 *   shamrocks-played       0                        games played
 *   shamrocks-streak       games played at the last win   current winning streak
 *   shamrocks-best-streak  0                        longest winning streak
 *
 * A game counts as played at its first move; a streak goes on when no other game
 * was started between two wins. Plain C. */

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/records.h"

typedef struct ShStats {
    uint32_t played, won;
    uint32_t streak, best_streak; /* streak: 0 once a second game was started after the last win */
    long best_s;                  /* -1: never won */
} ShStats;

/* The statistics a records table holds (an empty table: all zero). */
void sh_stats_of(const Records *r, ShStats *out);
/* A game's first move: one more game played. */
void sh_stats_started(Records *r);
/* A win in `seconds`; *best_time: a new best. */
void sh_stats_won(Records *r, uint32_t seconds, bool *best_time);

/* The same on the file at path (missing: empty), locked read-modify-write; out
 * (may be NULL) gets the statistics after the change. False with a message naming
 * the file; a damaged file is kept, never replaced. True with a notice in
 * err->msg when a file that failed its checksum was kept aside and the
 * statistics went on from what still read (core/tablefile.h). */
bool sh_stats_file_started(const char *path, ShStats *out, Error *err);
bool sh_stats_file_won(const char *path, uint32_t seconds, bool *best_time, ShStats *out, Error *err);
bool sh_stats_file_read(const char *path, ShStats *out, Error *err);
