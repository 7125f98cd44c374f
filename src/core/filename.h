#pragma once
/* The one way a name that came from text (a layout's name, a player's name, a
 * game's name) becomes a file name: never a path. The name inside the file
 * stays what the player sees; only the file is named from it. */

#include <stdbool.h>
#include <stddef.h>

/* The longest name filename_make writes, without the extension. */
#define FILENAME_MAX_STEM 60

enum {
    FILENAME_LOWER = 1,  /* ASCII letters in lower case ("Dragon's Lair" -> "dragon-s-lair") */
    FILENAME_SPACES = 2, /* single spaces kept (else they become '-') */
};

/* Tells whether `file` (a name with its extension, no folder) is taken. */
typedef bool (*FilenameTaken)(const char *file, void *ctx);

/* Writes to out a file name made from the first len bytes of `text` (NUL
 * bytes and all): only ASCII letters, digits, '-' and '_' (and spaces with
 * FILENAME_SPACES) are kept, every other run of bytes (a '/', '\\', '.', a
 * control character, UTF-8) becomes one '-'; no leading or trailing '-' or
 * space; at most FILENAME_MAX_STEM bytes; a Windows device name (CON, PRN,
 * AUX, NUL, COM1-9, LPT1-9, any case) gets a '_' after it; nothing left:
 * `fallback` (itself made safe the same way, "file" when NULL). Then `ext`
 * (".layout"; may be "" or NULL) is added; while taken() says the name is
 * taken, "-2", "-3"... up to "-999" go before the extension. taken may be NULL.
 * False only when cap cannot hold the name or no number up to 999 is free. */
bool filename_make(const char *text, size_t len, const char *ext, unsigned flags, const char *fallback,
                   FilenameTaken taken, void *ctx, char *out, size_t cap);

/* True when `file` is a name filename_make could have written with these
 * flags and extension: no path, no device name (a check for names read back
 * from a folder listing or a file). */
bool filename_is_safe(const char *file, const char *ext, unsigned flags);

/* True when stem (a name before its extension) is a Windows device name:
 * CON, PRN, AUX, NUL, COM1-9, LPT1-9, any case; such a file cannot be made there. */
bool filename_is_device(const char *stem);

/* A FilenameTaken for a folder: ctx is the folder's path ("DIR/file" exists). */
bool filename_taken_in_dir(const char *file, void *dir);
