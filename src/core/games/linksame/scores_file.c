#include "core/games/linksame/scores_file.h"

#include <stdlib.h>

#include "core/i18n.h"
#include "core/tablefile.h"

typedef struct Insert {
    LsSize size;
    int stages;
    int32_t score;
    const char *date;
    uint64_t seed;
    int rank;
} Insert;

static void init(void *t)
{
    ls_scores_init(t);
}

static bool parse(void *t, const char *text, size_t len, const char *source, Error *err)
{
    return ls_scores_parse(t, text, len, source, err);
}

static size_t format(const void *t, char *buf, size_t cap)
{
    return ls_scores_format(t, buf, cap);
}

static bool insert(void *t, void *ctx)
{
    Insert *in = ctx;
    in->rank = ls_scores_insert(t, in->size, in->stages, in->score, in->date, in->seed);
    return in->rank > 0;
}

static const TableFile table = {LS_SCORES_MAX_BYTES, init, parse, format, "pagoda-linksame-scores", N_("high scores")};

bool ls_scores_file_read(const char *path, LsScores *t, Error *err)
{
    return tablefile_read(path, &table, t, err);
}

bool ls_scores_file_insert(const char *path, LsSize size, int stages, int32_t score, const char *date,
                           uint64_t seed, int *rank, Error *err)
{
    Insert in = {size, stages, score, date, seed, 0};
    LsScores *t = malloc(sizeof *t);
    *rank = 0;
    if (!t)
        return error_set(err, _("%s: out of memory"), path);
    bool ok = tablefile_update(path, &table, t, insert, &in, err);
    free(t);
    if (ok)
        *rank = in.rank;
    return ok;
}
