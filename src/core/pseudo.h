#pragma once
/* The pseudo-language "qps": English made about 40% longer with accented
 * letters, bracketed, so that a test (and a developer's eye) sees at once which
 * text went through the catalogue, which text was clipped, and which box is too
 * small for a longer language. printf directives (%d, %1$s, %-5.2f, %%) are
 * kept as they are, and so is the structure of '\n' and '\t': each line and
 * each tab-separated cell is bracketed on its own ("[Ñéŵ ĝáḿé ~~]"). */

#include <stddef.h>

/* Writes the pseudo form of s into out (always NUL-terminated when cap > 0);
 * returns the length it needs, like snprintf. */
size_t pseudo_translate(const char *s, char *out, size_t cap);
