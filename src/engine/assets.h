#pragma once
/* Where Pagoda's data lives: $PAGODA_DATA_DIR, beside the executable, in
 * ../share/pagoda from the executable (an installed tree moved elsewhere still
 * runs), under the install prefix, then the source tree (so a build tree runs as
 * is; left out when built with -DPAGODA_SOURCE_DATA=OFF, as the Debian package
 * is). PAGODA_TRACE=1 prints the folder chosen. */

#include <stdbool.h>
#include <stddef.h>

/* Resolves a data-relative path ("fonts/Lato-Regular.ttf") to a readable file;
 * false if it exists nowhere. */
bool assets_path(const char *rel, char *out, size_t cap);
/* The data root in use (for messages). */
const char *assets_root(void);
/* The folder of the compiled catalogues (LL/LC_MESSAGES/pagoda.mo):
 * $PAGODA_LOCALE_DIR, else locale/ beside the executable (the build tree, the
 * Windows zip, the browser's preloaded data), else locale/ under the data root
 * (share/pagoda/locale when installed). */
const char *assets_locale_dir(void);
