#pragma once
/* Shared by the importers (layout_import.c and one file per format): raw places
 * with the source line of each, the checks of layout_parse on them, the
 * conversion to a Layout, and the per-format readers. Not for other modules. */

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "core/layout.h"
#include "core/layout_import.h"

typedef struct Raw {
    int n;
    int x[LAYOUT_MAX_TILES], y[LAYOUT_MAX_TILES], z[LAYOUT_MAX_TILES];
    int line[LAYOUT_MAX_TILES];
} Raw;

bool import_raw_add(Raw *r, int x, int y, int z, int line, const char *src, Error *err);
/* The checks of layout_parse that concern single places, with source lines.
 * `line` (0: none) and `what` ("map 'X': " or "") locate whole-layout problems. */
bool import_raw_check(const Raw *r, const char *src, int line, const char *what, Error *err);
/* Copies s (n bytes) into dst as one line of valid UTF-8 (see layout_import.c). */
void import_copy_clean(char *dst, size_t cap, const char *s, size_t n);
/* The file name without folder and last extension ("dir/ox.map" -> "ox"). */
void import_file_stem(char *dst, size_t cap, const char *src);
/* Writes the places in Pagoda's format and parses that (layout_parse normalises,
 * sorts and checks the rest). */
bool import_raw_to_layout(const Raw *r, const char *name, const char *format, const char *src,
                          Layout *out, Error *err);
/* One line of text without its '\n' or "\r\n"; false at the end. */
bool import_next_line(const char *t, size_t len, size_t *pos, const char **s, size_t *n);
bool import_is_blank(char c);
/* Adds a warning (kept when there is room, always counted); no-op when w is NULL. */
void import_warn(ImportWarnings *w, const char *fmt, ...) PAGODA_PRINTF(2, 3);

/* KMahjongg .layout (layout_import_kmj.c): one layout into *out; returns 1, or -1
 * with err filled. Malformed tile quarters become warnings. */
int import_kmj(const char *text, size_t len, const char *src, Layout *out, ImportWarnings *warn,
               Error *err);
/* GNOME Mahjongg .map (layout_import_gnome.c): at most max_maps layouts into a
 * malloc'd *out; returns the count, or -1 with err filled. */
int import_gnome(const char *text, size_t len, const char *src, int max_maps, Layout **out,
                 Error *err);
