/* libFuzzer target: ls_load_text (LinkSame practice saves). Each input is loaded
 * as it is and again with its checksum line made right. A save that loads must
 * save again, load again, and give the same text the second time. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resign.h"

#include "core/games/linksame/linksame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static LinkSame game, again;

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
    size_t len = 0;
    char *fixed = fuzz_resign(data, size, &len); /* the same body, checksum made right */
    if (fixed)
        load_and_resave(fixed, len);
    free(fixed);
    return 0;
}
