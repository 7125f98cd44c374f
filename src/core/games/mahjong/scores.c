#include "core/games/mahjong/scores.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"
#include "core/tablefile.h"

#define MAGIC "pagoda-mahjong-scores"

void mj_scores_init(MjScores *s)
{
    memset(s, 0, sizeof *s);
}

void mj_scores_layout_key(const Layout *l, char *out, size_t cap)
{
    snprintf(out, cap, "%016" PRIx64, layout_hash(l));
}

/* A word of the file: no spaces or control characters, not a comment. */
static bool valid_id(const char *id)
{
    size_t n = id ? strlen(id) : 0;
    if (n == 0 || n >= MJ_HS_ID_LEN || id[0] == '#')
        return false;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)id[i] <= ' ' || (unsigned char)id[i] == 0x7f)
            return false;
    return true;
}

static bool valid_date(const char *d)
{
    if (!d || strlen(d) != 10)
        return false;
    for (int i = 0; i < 10; i++) {
        bool dash = i == 4 || i == 7;
        if (dash ? d[i] != '-' : (d[i] < '0' || d[i] > '9'))
            return false;
    }
    return true;
}

static MjScoreTable *find(const MjScores *s, const char *layout, const char *variant)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->t[i].layout, layout) == 0 && strcmp(s->t[i].variant, variant) == 0)
            return (MjScoreTable *)&s->t[i];
    return NULL;
}

int mj_scores_insert(MjScores *s, const char *layout, const char *variant, uint32_t seconds, const char *date,
                     uint64_t seed)
{
    if (!valid_id(layout) || !valid_id(variant) || !valid_date(date))
        return 0;
    MjScoreTable *t = find(s, layout, variant);
    if (!t) {
        if (s->n >= MJ_HS_TABLES)
            return 0;
        t = &s->t[s->n++];
        memset(t, 0, sizeof *t);
        memcpy(t->layout, layout, strlen(layout) + 1);
        memcpy(t->variant, variant, strlen(variant) + 1);
    }
    int pos = 0;
    while (pos < t->n && t->e[pos].seconds <= seconds)
        pos++;
    if (pos >= MJ_HS_TOP)
        return 0;
    int last = t->n < MJ_HS_TOP ? t->n : MJ_HS_TOP - 1;
    memmove(&t->e[pos + 1], &t->e[pos], sizeof t->e[0] * (size_t)(last - pos));
    MjScore *e = &t->e[pos];
    e->seconds = seconds;
    memcpy(e->date, date, 11);
    e->seed = seed;
    if (t->n < MJ_HS_TOP)
        t->n++;
    return pos + 1;
}

const MjScore *mj_scores_get(const MjScores *s, const char *layout, const char *variant, int *n)
{
    const MjScoreTable *t = layout && variant ? find(s, layout, variant) : NULL;
    *n = t ? t->n : 0;
    return t ? t->e : NULL;
}

static bool score_row(void *ctx, const char *line)
{
    char layout[MJ_HS_ID_LEN + 1], variant[MJ_HS_ID_LEN + 1], secs[24], date[16], seed[24], extra[2];
    uint64_t sec = 0, sd = 0;
    int k = sscanf(line, "%32s %32s %23s %15s %23s %1s", layout, variant, secs, date, seed, extra);
    if (k != 5 || !valid_id(layout) || !valid_id(variant) || !valid_date(date) ||
        !text_parse_u64(secs, strlen(secs), UINT32_MAX, &sec) || !text_parse_u64(seed, strlen(seed), UINT64_MAX, &sd))
        return false;
    mj_scores_insert(ctx, layout, variant, (uint32_t)sec, date, sd);
    return true;
}

bool mj_scores_parse(MjScores *s, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "scores";
    mj_scores_init(s);
    if (tablefile_rows(text, len, src, MAGIC, N_("Pagoda Mahjong scores"),
                       N_("expected 'LAYOUT VARIANT SECONDS YYYY-MM-DD SEED'"), score_row, s, err))
        return true;
    mj_scores_init(s);
    return false;
}

size_t mj_scores_format(const MjScores *s, char *buf, size_t cap)
{
    size_t used = 0;
    int n = snprintf(buf, cap, "%s %d\n", MAGIC, TABLEFILE_VERSION);
    used += n > 0 ? (size_t)n : 0;
    for (int i = 0; i < s->n; i++)
        for (int j = 0; j < s->t[i].n; j++) {
            const MjScore *e = &s->t[i].e[j];
            n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0,
                         "%s %s %" PRIu32 " %s %" PRIu64 "\n", s->t[i].layout, s->t[i].variant, e->seconds,
                         e->date, e->seed);
            used += n > 0 ? (size_t)n : 0;
        }
    return used;
}

TABLEFILE_TYPED(table, MjScores, mj_scores_init, mj_scores_parse, mj_scores_format, MJ_SCORES_MAX_BYTES, MAGIC,
                N_("high scores"));

typedef struct Entry {
    const char *layout, *variant, *date;
    uint32_t seconds;
    uint64_t seed;
} Entry;

static int insert(void *t, const void *entry)
{
    const Entry *e = entry;
    return mj_scores_insert(t, e->layout, e->variant, e->seconds, e->date, e->seed);
}

bool mj_scores_file_read(const char *path, MjScores *s, Error *err)
{
    return tablefile_read(path, &table, s, err);
}

bool mj_scores_file_insert(const char *path, const char *layout, const char *variant, uint32_t seconds,
                           const char *date, uint64_t seed, int *rank, Error *err)
{
    Entry e = {layout, variant, date, seconds, seed};
    return tablefile_insert(path, &table, sizeof(MjScores), insert, &e, rank, err);
}
