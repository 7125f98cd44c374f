#pragma once
/* Mahjong's high scores (issue 39): one table per layout and variant, the
 * MJ_HS_TOP fastest wins, each with its time, date and deal. A layout is known
 * by its key (layout_hash in hex), so a renamed file keeps its table, as the
 * best times do (core/records). Text file, one line per entry:
 *
 *   pagoda-mahjong-scores 2
 *   <layout key> <variant id> <seconds> <YYYY-MM-DD> <seed>
 *   ...
 *   the checksum line of every table file (core/tablefile)
 *
 * Equal times keep the earlier win first. Plain C. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/layout.h"

#define MJ_HS_TOP 10
#define MJ_HS_TABLES 128 /* layouts x variants; a win on another one past this is not kept */
#define MJ_HS_ID_LEN 32
#define MJ_SCORES_MAX_BYTES (256 * 1024)

typedef struct MjScore {
    uint32_t seconds;
    char date[11];
    uint64_t seed;
} MjScore;

typedef struct MjScoreTable {
    char layout[MJ_HS_ID_LEN];
    char variant[MJ_HS_ID_LEN];
    int n;
    MjScore e[MJ_HS_TOP]; /* fastest first */
} MjScoreTable;

typedef struct MjScores {
    int n;
    MjScoreTable t[MJ_HS_TABLES];
} MjScores;

void mj_scores_init(MjScores *s);
/* The key of a layout's table: its hash, 16 hex digits. */
void mj_scores_layout_key(const Layout *l, char *out, size_t cap);
/* Inserts a win; returns its rank 1..MJ_HS_TOP, or 0 when it does not make the
 * table (slower than all of a full table, ids or date malformed, no room for
 * another table). */
int mj_scores_insert(MjScores *s, const char *layout, const char *variant, uint32_t seconds, const char *date,
                     uint64_t seed);
/* The entries of one table, fastest first; *n is 0 when it has none. */
const MjScore *mj_scores_get(const MjScores *s, const char *layout, const char *variant, int *n);
/* On a malformed file returns false with a message naming source and line, and
 * *s is empty. */
bool mj_scores_parse(MjScores *s, const char *text, size_t len, const char *source, Error *err);
/* Returns the length written (like snprintf). */
size_t mj_scores_format(const MjScores *s, char *buf, size_t cap);
/* Inserts a win into the table file at path (locked read-modify-write,
 * core/tablefile.h); *rank as mj_scores_insert (0: nothing written). False with
 * a message when the file could not be read, parsed or written: a damaged file
 * is kept, never replaced by a table that lost its lines. */
/* Reads the table file at path (a missing file: no wins yet), its checksum
 * checked as every table file's (core/tablefile.h): false with a message
 * naming the file; true with err->msg holding the notice of a file kept aside. */
bool mj_scores_file_read(const char *path, MjScores *s, Error *err);
bool mj_scores_file_insert(const char *path, const char *layout, const char *variant, uint32_t seconds,
                           const char *date, uint64_t seed, int *rank, Error *err);
