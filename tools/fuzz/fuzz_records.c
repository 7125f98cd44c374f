/* libFuzzer target: records_parse (best times, records.txt; also the format of
 * Shamrocks' statistics and Stones' scores). A table that parses must format,
 * parse back to the same table and format to the same text; the same through
 * the checked reader of table files (table.h). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/records.h"
#include "table.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Records r, back;
static char text[RECORDS_MAX_BYTES * 2], text2[RECORDS_MAX_BYTES * 2];

static void t_init(void *t)
{
    records_init(t);
}

static bool t_parse(void *t, const char *text, size_t len, const char *src, Error *err)
{
    return records_parse(t, text, len, src, err);
}

static size_t t_format(const void *t, char *buf, size_t cap)
{
    return records_format(t, buf, cap);
}

static const TableFile table = {RECORDS_MAX_BYTES, t_init, t_parse, t_format, "pagoda-records", "records"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_table(&table, &r, &back, data, size, text, text2, sizeof text);
    Error err = {{0}};
    if (!records_parse(&r, (const char *)data, size, "fuzz.txt", &err)) {
        if (!err.msg[0] || r.n != 0)
            abort(); /* a failure says why and leaves an empty table */
        return 0;
    }
    size_t n = records_format(&r, text, sizeof text);
    if (n >= sizeof text)
        abort();
    if (!records_parse(&back, text, n, "formatted.txt", &err)) {
        fprintf(stderr, "formatted records do not parse: %s\n", err.msg);
        abort();
    }
    if (back.n != r.n)
        abort();
    for (int i = 0; i < r.n; i++)
        if (strcmp(back.id[i], r.id[i]) != 0 || back.best_s[i] != r.best_s[i] || back.wins[i] != r.wins[i])
            abort();
    size_t n2 = records_format(&back, text2, sizeof text2);
    if (n2 != n || memcmp(text, text2, n) != 0)
        abort();
    return 0;
}
