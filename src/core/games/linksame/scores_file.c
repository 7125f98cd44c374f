#include "core/games/linksame/scores_file.h"

#include "core/i18n.h"
#include "core/tablefile.h"

TABLEFILE_TYPED(table, LsScores, ls_scores_init, ls_scores_parse, ls_scores_format, LS_SCORES_MAX_BYTES,
                "pagoda-linksame-scores", N_("high scores"));

typedef struct Entry {
    LsSize size;
    int stages;
    int32_t score;
    const char *date;
    uint64_t seed;
} Entry;

static int insert(void *t, const void *entry)
{
    const Entry *e = entry;
    return ls_scores_insert(t, e->size, e->stages, e->score, e->date, e->seed);
}

bool ls_scores_file_read(const char *path, LsScores *t, Error *err)
{
    return tablefile_read(path, &table, t, err);
}

bool ls_scores_file_insert(const char *path, LsSize size, int stages, int32_t score, const char *date,
                           uint64_t seed, int *rank, Error *err)
{
    Entry e = {size, stages, score, date, seed};
    return tablefile_insert(path, &table, sizeof(LsScores), insert, &e, rank, err);
}
