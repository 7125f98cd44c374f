/* libFuzzer target: ls_scores_parse (LinkSame high scores). A table that parses
 * must format, parse back to the same table and format to the same text; the same
 * through the checked reader of table files (table.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/linksame/linksame.h"
#include "core/games/linksame/scores_file.h"
#include "table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static LsScores t, back;
static char text[1 << 20], text2[1 << 20];

static void t_init(void *p)
{
    ls_scores_init(p);
}

static bool t_parse(void *p, const char *text, size_t len, const char *src, Error *err)
{
    return ls_scores_parse(p, text, len, src, err);
}

static size_t t_format(const void *p, char *buf, size_t cap)
{
    return ls_scores_format(p, buf, cap);
}

static const TableFile table = {LS_SCORES_MAX_BYTES, t_init, t_parse, t_format, "pagoda-linksame-scores",
                                "high scores"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_table(&table, &t, &back, data, size, text, text2, sizeof text);
    Error err = {{0}};
    if (!ls_scores_parse(&t, (const char *)data, size, "fuzz.txt", &err)) {
        if (!err.msg[0])
            abort();
        for (int k = 0; k < LS_HS_KEYS; k++)
            if (t.n[k] != 0)
                abort(); /* a failure leaves an empty table */
        return 0;
    }
    size_t n = ls_scores_format(&t, text, sizeof text);
    if (n >= sizeof text)
        abort();
    if (!ls_scores_parse(&back, text, n, "formatted.txt", &err)) {
        fprintf(stderr, "formatted scores do not parse: %s\n", err.msg);
        abort();
    }
    for (int k = 0; k < LS_HS_KEYS; k++) {
        if (back.n[k] != t.n[k])
            abort();
        for (int i = 0; i < t.n[k]; i++)
            if (back.e[k][i].score != t.e[k][i].score || back.e[k][i].seed != t.e[k][i].seed ||
                strcmp(back.e[k][i].date, t.e[k][i].date) != 0)
                abort();
    }
    size_t n2 = ls_scores_format(&back, text2, sizeof text2);
    if (n2 != n || memcmp(text, text2, n) != 0)
        abort();
    return 0;
}
