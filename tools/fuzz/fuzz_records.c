/* libFuzzer target: records_parse (best times, records.txt). A table that parses
 * must format, parse back to the same table and format to the same text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/records.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static Records r, back;
static char text[RECORDS_MAX_BYTES * 2], text2[RECORDS_MAX_BYTES * 2];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
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
