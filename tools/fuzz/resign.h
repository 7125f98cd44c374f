#pragma once
/* For the fuzz targets of checked files (core/savetext.h): the input with its
 * checksum line made right, so that mutations reach the parser instead of
 * stopping at the checksum. The last line is replaced when it looks like a
 * checksum line, else one is appended. Returns a malloc'd copy (*len its
 * length), or NULL. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/savetext.h"

static inline char *fuzz_resign(const uint8_t *data, size_t size, size_t *len)
{
    static const char ck[] = "checksum ";
    size_t body = size;
    if (size > 0 && data[size - 1] == '\n') {
        size_t cs = size - 1;
        while (cs > 0 && data[cs - 1] != '\n')
            cs--;
        if (size - 1 - cs == sizeof ck - 1 + 16 && memcmp(data + cs, ck, sizeof ck - 1) == 0)
            body = cs;
    }
    char *fixed = malloc(body + 2 + sizeof ck + 16 + 1);
    if (!fixed)
        return NULL;
    memcpy(fixed, data, body);
    if (body > 0 && fixed[body - 1] != '\n')
        fixed[body++] = '\n';
    int n = snprintf(fixed + body, sizeof ck + 16 + 2, "%s%016" PRIx64 "\n", ck, text_fnv1a(fixed, body));
    *len = body + (size_t)n;
    return fixed;
}
