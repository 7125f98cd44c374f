#include "core/games/shamrocks/stats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fileio.h"
#include "core/i18n.h"
#include "core/tablefile.h"

#define ID_WON "shamrocks"
#define ID_PLAYED "shamrocks-played"
#define ID_STREAK "shamrocks-streak"
#define ID_BEST_STREAK "shamrocks-best-streak"

static int row(Records *r, const char *id, bool add)
{
    for (int i = 0; i < r->n; i++)
        if (strcmp(r->id[i], id) == 0)
            return i;
    if (!add || r->n >= RECORDS_MAX)
        return -1;
    int i = r->n++;
    snprintf(r->id[i], RECORDS_ID_LEN, "%s", id);
    r->best_s[i] = r->wins[i] = 0;
    return i;
}

static uint32_t get(const Records *r, const char *id, bool seconds)
{
    int i = row((Records *)r, id, false);
    return i < 0 ? 0 : seconds ? r->best_s[i] : r->wins[i];
}

void sh_stats_of(const Records *r, ShStats *out)
{
    out->won = get(r, ID_WON, false);
    out->played = get(r, ID_PLAYED, false);
    out->best_streak = get(r, ID_BEST_STREAK, false);
    /* the streak stands while at most one game (the one in play) was started since */
    out->streak = out->played - get(r, ID_STREAK, true) <= 1 ? get(r, ID_STREAK, false) : 0;
    out->best_s = out->won > 0 ? (long)get(r, ID_WON, true) : -1;
}

void sh_stats_started(Records *r)
{
    int i = row(r, ID_PLAYED, true);
    if (i >= 0)
        r->wins[i]++;
}

void sh_stats_won(Records *r, uint32_t seconds, bool *best_time)
{
    ShStats before;
    sh_stats_of(r, &before);
    *best_time = records_add_win(r, ID_WON, seconds);
    int p = row(r, ID_PLAYED, true), s = row(r, ID_STREAK, true), b = row(r, ID_BEST_STREAK, true);
    if (p < 0 || s < 0 || b < 0)
        return;
    if (r->wins[p] < before.won + 1)
        r->wins[p] = before.won + 1; /* a win is a game played, even one not seen starting */
    /* the streak goes on when the game won is the only one started since the last win */
    bool goes_on = before.won > 0 && r->best_s[s] + 1 == r->wins[p];
    r->wins[s] = goes_on ? r->wins[s] + 1 : 1;
    r->best_s[s] = r->wins[p];
    if (r->wins[s] > r->wins[b])
        r->wins[b] = r->wins[s];
}

TABLEFILE_TYPED(table, Records, records_init, records_parse, records_format, RECORDS_MAX_BYTES, "pagoda-records",
                N_("statistics"));

typedef struct Edit {
    bool won, best;
    uint32_t seconds;
} Edit;

static bool edit(void *t, void *ctx)
{
    Edit *e = ctx;
    if (e->won)
        sh_stats_won(t, e->seconds, &e->best);
    else
        sh_stats_started(t);
    return true;
}

static bool update(const char *path, Edit *e, ShStats *out, Error *err)
{
    Records *r = malloc(sizeof *r);
    if (!r)
        return error_set(err, _("%s: out of memory"), path);
    bool ok = tablefile_update(path, &table, r, edit, e, err);
    if (ok && out)
        sh_stats_of(r, out);
    free(r);
    return ok;
}

bool sh_stats_file_started(const char *path, ShStats *out, Error *err)
{
    Edit e = {0};
    return update(path, &e, out, err);
}

bool sh_stats_file_won(const char *path, uint32_t seconds, bool *best_time, ShStats *out, Error *err)
{
    Edit e = {.won = true, .seconds = seconds};
    bool ok = update(path, &e, out, err);
    *best_time = ok && e.best;
    return ok;
}

bool sh_stats_file_read(const char *path, ShStats *out, Error *err)
{
    Records *r = malloc(sizeof *r);
    if (!r)
        return error_set(err, _("%s: out of memory"), path);
    bool ok = tablefile_read(path, &table, r, err);
    if (ok)
        sh_stats_of(r, out);
    free(r);
    return ok;
}
