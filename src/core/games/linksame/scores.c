/* LinkSame high scores: one table per board size and stage count. */
#include "core/games/linksame/internal.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/i18n.h"
#include "core/savetext.h"
#include "core/tablefile.h"

#define SCORES_MAGIC "pagoda-linksame-scores"

/* --- high scores ---------------------------------------------------------------- */

static int hs_key(LsSize size, int stages)
{
    if (!ls_size_valid(size) || stages < 1 || stages > LS_STAGES)
        return -1;
    return (int)size * LS_STAGES + stages - 1;
}

static bool date_valid(const char *d)
{
    return d && text_is_date(d, strlen(d));
}

void ls_scores_init(LsScores *t)
{
    memset(t, 0, sizeof *t);
}

int ls_scores_insert(LsScores *t, LsSize size, int stages, int32_t score, const char *date,
                     uint64_t seed)
{
    int k = hs_key(size, stages);
    if (k < 0 || !date_valid(date))
        return 0;
    int n = t->n[k];
    int pos = 0;
    while (pos < n && t->e[k][pos].score >= score)
        pos++;
    if (pos >= LS_HS_TOP)
        return 0;
    int last = n < LS_HS_TOP ? n : LS_HS_TOP - 1;
    for (int i = last; i > pos; i--)
        t->e[k][i] = t->e[k][i - 1];
    LsScore *e = &t->e[k][pos];
    e->score = score;
    memcpy(e->date, date, 11);
    e->seed = seed;
    if (n < LS_HS_TOP)
        t->n[k]++;
    return pos + 1;
}

const LsScore *ls_scores_get(const LsScores *t, LsSize size, int stages, int *n)
{
    int k = hs_key(size, stages);
    if (n)
        *n = k < 0 ? 0 : t->n[k];
    return k < 0 ? NULL : t->e[k];
}

static bool parse_i32(const char *s, size_t n, int32_t *out)
{
    bool neg = n > 0 && s[0] == '-';
    uint64_t v;
    if (!text_parse_u64(s + neg, n - neg, neg ? (uint64_t)INT32_MAX + 1 : INT32_MAX, &v))
        return false;
    *out = neg ? (int32_t)(-(int64_t)v) : (int32_t)v;
    return true;
}

bool ls_scores_parse(LsScores *t, const char *text, size_t len, const char *source, Error *err)
{
    const char *src = source ? source : "scores";
    ls_scores_init(t);
    if (!text)
        len = 0;
    if (len == 0)
        return error_set(err, _("%s: empty file"), src);
    if (memchr(text, 0, len))
        return error_set(err, _("%s: not a LinkSame scores file"), src);
    int line = 0;
    const char *p = text, *end = text + len;
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        const char *s = p;
        size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);
        p = eol ? eol + 1 : end;
        line++;
        if (n > 0 && s[n - 1] == '\r')
            n--;
        if (line == 1) {
            if (!tablefile_magic(s, n, SCORES_MAGIC))
                return error_set(err, _("%s:1: not a LinkSame scores file"), src);
            continue;
        }
        if (n == 0 || s[0] == '#')
            continue;
        const char *tok[6];
        size_t tl[6];
        int nt = 0;
        size_t i = 0;
        while (i < n && nt < 6) {
            while (i < n && s[i] == ' ')
                i++;
            if (i >= n)
                break;
            tok[nt] = s + i;
            while (i < n && s[i] != ' ')
                i++;
            tl[nt] = (size_t)(s + i - tok[nt]);
            nt++;
        }
        int size = -1;
        uint64_t stages = 0, seed = 0;
        int32_t score = 0;
        char date[11] = {0};
        if (nt == 5) {
            for (int z = 0; z < LS_SIZE_COUNT; z++)
                if (tl[0] == strlen(LS_SIZES[z].name) && memcmp(tok[0], LS_SIZES[z].name, tl[0]) == 0)
                    size = z;
            if (tl[3] == 10)
                memcpy(date, tok[3], 10);
        }
        if (nt != 5 || size < 0 || !text_parse_u64(tok[1], tl[1], LS_STAGES, &stages) || stages < 1 ||
            !parse_i32(tok[2], tl[2], &score) || !date_valid(date) ||
            !text_parse_u64(tok[4], tl[4], UINT64_MAX, &seed)) {
            ls_scores_init(t);
            return error_set(err, _("%s:%d: expected 'SIZE STAGES SCORE YYYY-MM-DD SEED'"), src, line);
        }
        ls_scores_insert(t, (LsSize)size, (int)stages, score, date, seed);
    }
    return true;
}

size_t ls_scores_format(const LsScores *t, char *buf, size_t cap)
{
    size_t used = 0;
    int n = snprintf(buf, cap, "%s %d\n", SCORES_MAGIC, TABLEFILE_VERSION);
    used += n > 0 ? (size_t)n : 0;
    for (int k = 0; k < LS_HS_KEYS; k++)
        for (int i = 0; i < t->n[k]; i++) {
            const LsScore *e = &t->e[k][i];
            n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0,
                         "%s %d %" PRId32 " %s %" PRIu64 "\n", LS_SIZES[k / LS_STAGES].name,
                         k % LS_STAGES + 1, e->score, e->date, e->seed);
            used += n > 0 ? (size_t)n : 0;
        }
    return used;
}
