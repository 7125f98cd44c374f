#include "core/records.h"

#include "core/i18n.h"
#include "core/tablefile.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC "pagoda-records"

void records_init(Records *r)
{
    memset(r, 0, sizeof *r);
}

static bool valid_id(const char *id)
{
    size_t n = strlen(id);
    if (n == 0 || n >= RECORDS_ID_LEN || id[0] == '#') /* '#' would read back as a comment */
        return false;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)id[i] <= ' ' || (unsigned char)id[i] == 0x7f)
            return false;
    return true;
}

static int find(const Records *r, const char *id)
{
    for (int i = 0; i < r->n; i++)
        if (strcmp(r->id[i], id) == 0)
            return i;
    return -1;
}

static bool record_row(void *ctx, const char *line)
{
    Records *r = ctx;
    char id[RECORDS_ID_LEN + 1];
    unsigned long long best, wins; /* not long: 32 bits on Windows */
    char extra;
    if (sscanf(line, "%64s %llu %llu %c", id, &best, &wins, &extra) != 3 || !valid_id(id) ||
        best > UINT32_MAX || wins > UINT32_MAX || find(r, id) >= 0 || r->n >= RECORDS_MAX)
        return false;
    memcpy(r->id[r->n], id, strlen(id) + 1);
    r->best_s[r->n] = (uint32_t)best;
    r->wins[r->n] = (uint32_t)wins;
    r->n++;
    return true;
}

bool records_parse(Records *r, const char *text, size_t len, const char *source, Error *err)
{
    records_init(r);
    if (tablefile_rows(text, len, source, MAGIC, N_("Pagoda records"), N_("expected 'ID SECONDS WINS'"), record_row, r,
                       err))
        return true;
    records_init(r);
    return false;
}

size_t records_format(const Records *r, char *buf, size_t cap)
{
    size_t used = 0;
    int n = snprintf(buf, cap, "%s %d\n", MAGIC, TABLEFILE_VERSION);
    used += n > 0 ? (size_t)n : 0;
    for (int i = 0; i < r->n; i++) {
        n = snprintf(used < cap ? buf + used : NULL, used < cap ? cap - used : 0, "%s %" PRIu32 " %" PRIu32 "\n",
                     r->id[i], r->best_s[i], r->wins[i]);
        used += n > 0 ? (size_t)n : 0;
    }
    return used;
}

bool records_add_win(Records *r, const char *id, uint32_t seconds)
{
    if (!valid_id(id))
        return false;
    int i = find(r, id);
    if (i < 0) {
        if (r->n >= RECORDS_MAX)
            return false;
        i = r->n++;
        memcpy(r->id[i], id, strlen(id) + 1);
        r->wins[i] = 1;
        r->best_s[i] = seconds;
        return true;
    }
    r->wins[i]++;
    if (seconds < r->best_s[i]) {
        r->best_s[i] = seconds;
        return true;
    }
    return false;
}

long records_best(const Records *r, const char *id)
{
    int i = find(r, id);
    return i >= 0 ? (long)r->best_s[i] : -1;
}

typedef struct Win {
    const char *id;
    uint32_t seconds;
    bool best;
} Win;

/* Counts the win; true when the table changed (a full table of other ids does not). */
static bool add_win(void *r, void *ctx)
{
    Win *w = ctx;
    Records *rec = r;
    int before = rec->n;
    int i = find(rec, w->id);
    uint32_t wins = i >= 0 ? rec->wins[i] : 0;
    w->best = records_add_win(rec, w->id, w->seconds);
    i = find(rec, w->id);
    return rec->n != before || (i >= 0 && rec->wins[i] != wins);
}

TABLEFILE_TYPED(table, Records, records_init, records_parse, records_format, RECORDS_MAX_BYTES, MAGIC,
                N_("best times"));

bool records_file_read(const char *path, Records *r, Error *err)
{
    return tablefile_read(path, &table, r, err);
}

bool records_file_add_win(const char *path, const char *id, uint32_t seconds, bool *best, Error *err)
{
    Win w = {id, seconds, false};
    *best = false;
    Records *r = malloc(sizeof *r);
    if (!r)
        return error_set(err, _("%s: out of memory"), path);
    bool ok = tablefile_update(path, &table, r, add_win, &w, err);
    free(r);
    if (ok)
        *best = w.best;
    return ok;
}
