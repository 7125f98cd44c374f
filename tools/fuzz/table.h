#pragma once
/* For the fuzz targets of table files (core/tablefile.h): the checked reader
 * over the input as it is and with its checksum line made right (resign.h).
 * Whatever reads (whole, or damaged with what still reads) must write a text
 * that reads back whole, to the same text. Aborts otherwise. */
#include <stdlib.h>
#include <string.h>

#include "core/tablefile.h"
#include "resign.h"

static inline void fuzz_table_one(const TableFile *tf, void *table, void *back, const char *text, size_t len,
                                  char *out, char *out2, size_t cap)
{
    Error why = {{0}};
    TableText got = tablefile_parse(tf, table, text, len, "fuzz.txt", &why);
    if (got != TABLE_OK && !why.msg[0])
        abort(); /* a damaged or bad file says why */
    if (got == TABLE_BAD)
        return;
    size_t n = tablefile_format(tf, table, out, cap);
    if (n == 0)
        abort(); /* what was read can be written */
    if (tablefile_parse(tf, back, out, n, "formatted.txt", &why) != TABLE_OK) {
        fprintf(stderr, "a written table does not read back: %s\n", why.msg);
        abort();
    }
    size_t n2 = tablefile_format(tf, back, out2, cap);
    if (n2 != n || memcmp(out, out2, n) != 0)
        abort();
}

static inline void fuzz_table(const TableFile *tf, void *table, void *back, const uint8_t *data, size_t size,
                              char *out, char *out2, size_t cap)
{
    fuzz_table_one(tf, table, back, (const char *)data, size, out, out2, cap);
    size_t len;
    char *fixed = fuzz_resign(data, size, &len);
    if (fixed) {
        fuzz_table_one(tf, table, back, fixed, len, out, out2, cap);
        free(fixed);
    }
}
