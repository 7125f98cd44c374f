/* libFuzzer target: mj_club_parse (the Tournament club file, club.txt) through
 * the checked reader of table files (table.h): what reads writes a text that
 * reads back to the same text; every date read is on the calendar. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/mahjong/club.h"
#include "core/savetext.h"
#include "table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static MjClub c, back;
static char text[MJ_CLUB_MAX_BYTES * 2], text2[MJ_CLUB_MAX_BYTES * 2];

static void t_init(void *t)
{
    mj_club_init(t);
}

static bool t_parse(void *t, const char *s, size_t len, const char *src, Error *err)
{
    return mj_club_parse(t, s, len, src, err);
}

static size_t t_format(const void *t, char *buf, size_t cap)
{
    return mj_club_format(t, buf, cap);
}

static const TableFile table = {MJ_CLUB_MAX_BYTES, t_init, t_parse, t_format, "pagoda-club", "club results"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_table(&table, &c, &back, data, size, text, text2, sizeof text);
    Error err = {{0}};
    if (!mj_club_parse(&c, (const char *)data, size, "fuzz.txt", &err))
        return 0;
    for (int i = 0; i < c.n_daily; i++)
        if (!text_is_date(c.daily_date[i], strlen(c.daily_date[i])))
            abort();
    for (int i = 0; i < c.n_results; i++)
        if (!text_is_date(c.result[i].date, strlen(c.result[i].date)) || c.result[i].pot != c.result[i].ante * c.result[i].n)
            abort();
    for (int i = 0; i < c.n_players; i++)
        if (c.chips[i] > MJ_CLUB_CHIPS_MAX || c.chips[i] < -MJ_CLUB_CHIPS_MAX)
            abort();
    return 0;
}
