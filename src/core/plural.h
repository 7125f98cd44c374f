#pragma once
/* A catalogue's plural rule: the `plural=` expression of its Plural-Forms
 * header (C's ?:, ||, &&, ==, !=, <, >, <=, >=, %, +, -, *, /, !, parentheses,
 * n and numbers), parsed once into a small tree and evaluated for each count.
 * Never fails at evaluation: division or remainder by zero give 0. */

#include <stdbool.h>

#include "core/error.h"

#define PLURAL_MAX_NODES 96

typedef struct PluralNode {
    unsigned char op; /* a token: 'n', '0' (a number), or an operator */
    unsigned char a, b, c; /* operands: node indices */
    unsigned long value;
} PluralNode;

typedef struct PluralRule {
    int nplurals;
    int root;
    int count;
    PluralNode node[PLURAL_MAX_NODES];
} PluralRule;

/* English's rule: nplurals=2, plural=(n != 1). */
void plural_default(PluralRule *r);
/* Reads "nplurals=N; plural=EXPR;" out of a catalogue's header (the whole
 * header text, the Plural-Forms line found in it). No Plural-Forms line gives
 * the default, true. A line that does not parse gives the default and false,
 * with a message saying what is wrong. */
bool plural_from_header(PluralRule *r, const char *header, Error *err);
/* Parses just the expression (for tests). */
bool plural_parse(PluralRule *r, const char *expr, int nplurals, Error *err);
/* The form index for n, always in [0, nplurals). */
int plural_eval(const PluralRule *r, unsigned long n);
