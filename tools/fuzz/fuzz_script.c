/* libFuzzer target: script_parse (input scripts, --script). A failure names the
 * source; a script that parses has commands only for non-blank lines. Links the
 * engine's script.c and SDL (key names); the stubs stand in for the App. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine/app.h"
#include "engine/script.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* script_tick drives the App; the fuzzer only parses */
Scene *scene_find_game(App *app)
{
    (void)app;
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Error err = {{0}};
    Script *s = script_parse((const char *)data, size, "fuzz.script", &err);
    if (!s) {
        if (strncmp(err.msg, "fuzz.script", 11) != 0)
            abort();
        return 0;
    }
    size_t lines = 1;
    for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
    if (script_length(s) < 0 || (size_t)script_length(s) > lines * 8)
        abort(); /* at most 7 names after key/pad, one command otherwise */
    script_free(s);
    return 0;
}
