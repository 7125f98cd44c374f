#pragma once
/* Text set in lines no wider than a width: where a line may break (spaces, and
 * between two Chinese or Japanese characters), and the help's pages reflowed
 * into paragraphs, list items and rows. Plain C: the width of a text comes from
 * a function the caller gives (the engine's font), so a translation is wrapped
 * with its own measure. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The width of s[0, n) in the caller's units (pixels). */
typedef int TextMeasureFn(void *ctx, const char *s, size_t n);

/* Whether c is a CJK character that lines may break around: U+2E80-U+9FFF,
 * U+F900-U+FAFF, U+FF00-U+FFEF, U+3000-U+303F. */
bool textflow_is_cjk(uint32_t c);
/* Whether a line may break between the characters a and b written without a
 * space: both CJK, b no closing mark (，。、：；！？）」』 and the like, or their ASCII
 * forms) and a no opening one (（「『...). */
bool textflow_break_between(uint32_t a, uint32_t b);
/* Whether a line of s[0, n) may end at byte pos (0 < pos < n): pos is between
 * two characters, and either after a space before a non-space (the spaces then
 * go) or between two characters that textflow_break_between allows. */
bool textflow_may_break(const char *s, size_t n, size_t pos);

/* The next line of s[0, n) from `start` no wider than max_w: it ends at *end
 * (spaces before it dropped) and the line after starts at *next (spaces
 * skipped). A word wider than max_w alone is cut between characters (at least
 * one character a line). Returns false when nothing is left from start. */
bool textflow_line(const char *s, size_t n, size_t start, int max_w, TextMeasureFn *measure, void *ctx,
                   size_t *end, size_t *next);

/* s wrapped to max_w ('\n' in s breaks a line too) into out[cap], '\n' between
 * lines, cut between characters if out is too small; returns the number of
 * lines (1 for an empty text). */
int textflow_wrap(const char *s, int max_w, TextMeasureFn *measure, void *ctx, char *out, size_t cap);

/* ---------- help pages ---------- */

/* A line as laid out: its text (NUL-terminated, in Flow.text), where it starts
 * (x from the box's left) and whether it is a table row (tabs kept). */
typedef struct FlowLine {
    size_t text;
    int x;
    bool row;
} FlowLine;

typedef struct Flow {
    char *text;
    size_t len, text_cap;
    FlowLine *line;
    int n, cap;
} Flow;

/* Lays out a help page's text (lines ended by '\n') in lines no wider than
 * max_w. Within a paragraph, consecutive plain lines are joined (with a space,
 * none between CJK characters) and re-wrapped; a blank line ends the paragraph
 * (and stays); these keep their own line start: a table row (holding '\t', not
 * wrapped), a list item ("- ", "* ", "• ", or a number then ". ", ": " or ") "),
 * whose lines indented deeper continue it and whose wrapped lines hang under
 * its text, and an indented line (wrapped at its indent). A line ending in ':'
 * is joined like any other: the help texts end lines mid-sentence on a colon
 * (French "vous voyez :"), and what a lead-in introduces is a list, indented
 * lines or a new paragraph, which start their lines by their own shape. `out`
 * starts zeroed and is reused by later calls; false when memory runs out. */
bool textflow_page(const char *page, int max_w, TextMeasureFn *measure, void *ctx, Flow *out);
void textflow_free(Flow *f);
