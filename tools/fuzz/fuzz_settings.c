/* libFuzzer target: settings_parse, settings_merge and settings_merge_changes
 * (settings.txt). Whatever parses (even with bad lines) must format and merge
 * into texts that parse cleanly to the same settings; merging is idempotent; a
 * window's one change merged into the text keeps every other key as the text
 * has it. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char a[4096], b[4096];

static void same(const Settings *x, const Settings *y, const char *what)
{
    size_t n = settings_format(x, a, sizeof a), m = settings_format(y, b, sizeof b);
    if (n != m || memcmp(a, b, n) != 0) {
        fprintf(stderr, "%s: settings differ\n", what);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    Settings s, back;
    Error err = {{0}};
    if (!settings_parse(&s, text, size, "fuzz.txt", &err) && !err.msg[0])
        abort(); /* a failure says why */

    char *fmt = malloc(4096);
    size_t n = settings_format(&s, fmt, 4096);
    if (n >= 4096 || !settings_parse(&back, fmt, n, "formatted", &err))
        abort();
    same(&s, &back, "format");
    free(fmt);

    size_t cap = 2 * size + 4096;
    char *m1 = malloc(cap), *m2 = malloc(cap);
    size_t n1 = settings_merge(&s, text, size, m1, cap);
    if (n1 >= cap)
        abort();
    if (!settings_parse(&back, m1, n1, "merged", &err)) {
        fprintf(stderr, "merged text does not parse: %s\n", err.msg);
        abort();
    }
    same(&s, &back, "merge");
    size_t n2 = settings_merge(&s, m1, n1, m2, cap);
    if (n2 != n1 || memcmp(m1, m2, n1) != 0) {
        fprintf(stderr, "merge is not idempotent\n");
        abort();
    }
    /* another window read the defaults and turned the music over */
    Settings base, mine, want = s;
    settings_defaults(&base);
    mine = base;
    mine.music = !base.music;
    n1 = settings_merge_changes(&base, &mine, text, size, m1, cap);
    if (n1 >= cap || !settings_parse(&back, m1, n1, "merged changes", &err))
        abort();
    if (size >= 17 && memcmp(text, "pagoda-settings 1", 17) == 0 && settings_parse(&want, text, size, "x", &err)) {
        want.music = mine.music; /* a clean settings file: only the music changed */
        same(&want, &back, "merge changes");
    }
    free(m1);
    free(m2);
    return 0;
}
