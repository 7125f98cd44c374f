/* libFuzzer target: game_load_text (saves of every game, versions 1 and 2). Each
 * input is loaded as it is and again with its checksum line made right (mutations
 * almost always break the checksum, which would keep the fuzzer out of the
 * parser). A save that loads must save again (when its variant saves), load
 * again to the same state, and give the same text the second time. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resign.h"

#include "core/game.h"
#include "core/savetext.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void load_and_resave(const char *text, size_t size)
{
    Error err = {{0}};
    Game game, again;
    game_init(&game);
    game_init(&again);
    if (!game_load_text(&game, text, size, "fuzz.pgsave", &err)) {
        if (!err.msg[0])
            abort(); /* a failure always says why */
        return;
    }
    size_t len = 0, len2 = 0;
    char *saved = game_save_text(&game, &len, &err);
    if (saved) {
        if (!game_load_text(&again, saved, len, "resaved.pgsave", &err)) {
            fprintf(stderr, "resaved game does not load: %s\n", err.msg);
            abort();
        }
        if (memcmp(game.state, again.state, game.rules->state_size) != 0) {
            fprintf(stderr, "save -> load gives another state\n");
            abort();
        }
        char *saved2 = game_save_text(&again, &len2, &err);
        if (saved2 && (len2 != len || memcmp(saved, saved2, len) != 0)) {
            fprintf(stderr, "save -> load -> save differs\n");
            abort();
        }
        free(saved2);
        free(saved);
    }
    game_free(&again);
    game_free(&game);
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
