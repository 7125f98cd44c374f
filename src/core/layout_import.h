#pragma once
/* Importers for the layout formats players already have (layouts/FORMAT.md,
 * "Importing"): KMahjongg `.layout` grids (v1.0 and v1.1) and GNOME Mahjongg
 * `.map` XML. Imported layouts use LAYOUT_RULE_PEER, the free rule of both games. */

#include <stddef.h>

#include "core/error.h"
#include "core/layout.h"

#define LAYOUT_IMPORT_MAX_BYTES (2u << 20) /* larger than any real layout or map file */
#define LAYOUT_IMPORT_MAX_WARNINGS 8

/* What an import read past without refusing the file (a malformed tile quarter the
 * peer's own game ignores): shown to the player beside the imported layouts. */
typedef struct ImportWarnings {
    int n;     /* messages kept, at most LAYOUT_IMPORT_MAX_WARNINGS */
    int total; /* warnings, also those not kept */
    char msg[LAYOUT_IMPORT_MAX_WARNINGS][256]; /* "castle.layout:44: column 16: ..." */
} ImportWarnings;

/* Reads the layouts in `text` (len bytes, need not be NUL-terminated), detecting
 * the format from the content: a first line `kmahjongg-layout-v1.x`, or XML
 * (first non-blank byte '<'). `source` names the file in messages ("ox.map:12:
 * <row> without 'y'") and gives KMahjongg layouts their name. Every layout goes
 * through the same checks as layout_parse and is normalised and sorted alike.
 * Returns how many layouts were written to out[0..] (>= 1; a GNOME file may hold
 * several maps), or -1 with err filled; on failure `out` is left untouched.
 * `warn` (may be NULL) is cleared, then receives the warnings. */
int layout_import(const char *text, size_t len, const char *source, Layout *out, int cap,
                  ImportWarnings *warn, Error *err);

/* layout_import on a file (at most LAYOUT_IMPORT_MAX_BYTES); messages name the
 * file without its folder. */
int layout_import_file(const char *path, Layout *out, int cap, ImportWarnings *warn,
                       Error *err);

/* Any layout file: Pagoda's own format (one layout) or one of the imported ones.
 * Returns how many layouts were written to out (>= 1), or -1 with err filled. */
int layout_load_any(const char *path, Layout *out, int cap, Error *err);
/* ... and the import's warnings into `warn` (cleared first; may be NULL). */
int layout_load_any_warn(const char *path, Layout *out, int cap, ImportWarnings *warn,
                         Error *err);
