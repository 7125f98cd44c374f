/* libFuzzer target: a compiled catalogue (core/mo.c) and a Plural-Forms
 * expression (core/plural.c). Any input is either refused with a message naming
 * it or read; every lookup of a read one stays inside its bytes (ASan), and a
 * plural rule read from its header (or from the input as text) gives a form
 * below its nplurals for every n tried. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mo.h"
#include "core/plural.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_rule(const PluralRule *r)
{
    static const unsigned long ns[] = {0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 111, 1000000, 4294967295UL};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        int f = plural_eval(r, ns[i]);
        if (f < 0 || (r->nplurals > 0 && f >= r->nplurals)) {
            fprintf(stderr, "plural form %d of %d for n=%lu\n", f, r->nplurals, ns[i]);
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Error err = {{0}};
    MoFile *mo = mo_from_bytes(data, size, "fuzz.mo", &err);
    if (!mo && !strstr(err.msg, "fuzz.mo")) {
        fprintf(stderr, "refused without naming the file: %s\n", err.msg);
        abort();
    }
    PluralRule r;
    if (mo) {
        static const char *const keys[] = {"", "New game", "%d tile", "menu\004Back", "zzzz", "a"};
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
            size_t tl = 0;
            const char *t = mo_lookup(mo, keys[i], strlen(keys[i]), &tl);
            if (t && strlen(t) > tl) /* a translation's forms lie within its length */
                abort();
        }
        plural_from_header(&r, mo_header(mo), NULL);
        check_rule(&r);
        mo_free(mo);
    }
    /* the input as a header's text */
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    plural_from_header(&r, text, NULL);
    check_rule(&r);
    plural_parse(&r, text, 3, NULL);
    check_rule(&r);
    free(text);
    return 0;
}
