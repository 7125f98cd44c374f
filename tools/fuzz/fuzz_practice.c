/* libFuzzer target: ls_load_text (LinkSame practice saves). Each input is loaded
 * as it is and again with its checksum line made right. A save that loads must
 * save again, load again, and give the same text the second time. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/games/linksame/linksame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static LinkSame game, again;

static uint64_t fnv1a(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static void load_and_resave(const char *text, size_t size)
{
    Error err = {{0}};
    if (!ls_load_text(&game, text, size, "fuzz.pgsave", &err)) {
        if (!err.msg[0])
            abort();
        return;
    }
    size_t len = 0, len2 = 0;
    char *saved = ls_save_text(&game, &len, &err);
    if (!saved) {
        fprintf(stderr, "a loaded practice game does not save: %s\n", err.msg);
        abort();
    }
    if (!ls_load_text(&again, saved, len, "resaved.pgsave", &err)) {
        fprintf(stderr, "resaved game does not load: %s\n", err.msg);
        abort();
    }
    char *saved2 = ls_save_text(&again, &len2, &err);
    if (!saved2 || len2 != len || memcmp(saved, saved2, len) != 0) {
        fprintf(stderr, "save -> load -> save differs\n");
        abort();
    }
    free(saved2);
    free(saved);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    load_and_resave((const char *)data, size);
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
        return 0;
    memcpy(fixed, data, body);
    if (body > 0 && fixed[body - 1] != '\n')
        fixed[body++] = '\n';
    int n = snprintf(fixed + body, sizeof ck + 16 + 2, "%s%016" PRIx64 "\n", ck, fnv1a(fixed, body));
    load_and_resave(fixed, body + (size_t)n);
    free(fixed);
    return 0;
}
