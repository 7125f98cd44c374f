#include "core/filename.h"

#include <stdio.h>
#include <string.h>

#include "core/fileio.h"

static bool is_kept(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* CON, PRN, AUX, NUL, COM1-9, LPT1-9: Windows opens the device whatever the
 * extension, so "con.layout" is no file there. */
bool filename_is_device(const char *stem)
{
    static const char *const three[] = {"con", "prn", "aux", "nul"};
    size_t n = strlen(stem);
    char l[5] = {0};
    if (n != 3 && n != 4)
        return false;
    for (size_t i = 0; i < n; i++)
        l[i] = lower(stem[i]);
    if (n == 3) {
        for (size_t i = 0; i < sizeof three / sizeof *three; i++)
            if (strcmp(l, three[i]) == 0)
                return true;
        return false;
    }
    return (memcmp(l, "com", 3) == 0 || memcmp(l, "lpt", 3) == 0) && l[3] >= '1' && l[3] <= '9';
}

/* The stem made from text: kept bytes, every other run as one separator (a
 * run of spaces alone stays a space with FILENAME_SPACES, anything else is
 * '-'), none at either end, at most FILENAME_MAX_STEM bytes. */
static void make_stem(const char *text, size_t len, unsigned flags, char *stem)
{
    size_t n = 0;
    char sep = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == ' ' && (flags & FILENAME_SPACES)) {
            if (!sep)
                sep = ' ';
            continue;
        }
        if (!is_kept(c)) {
            sep = '-';
            continue;
        }
        size_t need = (sep && n > 0 ? 1 : 0) + 1;
        if (n + need > FILENAME_MAX_STEM)
            break;
        if (sep && n > 0)
            stem[n++] = sep;
        sep = 0;
        stem[n++] = (flags & FILENAME_LOWER) ? lower((char)c) : (char)c;
    }
    stem[n] = '\0';
}

bool filename_make(const char *text, size_t len, const char *ext, unsigned flags, const char *fallback,
                   FilenameTaken taken, void *ctx, char *out, size_t cap)
{
    char stem[FILENAME_MAX_STEM + 2];
    make_stem(text ? text : "", text ? len : 0, flags, stem);
    if (!stem[0])
        make_stem(fallback ? fallback : "file", fallback ? strlen(fallback) : 4, flags, stem);
    if (!stem[0])
        snprintf(stem, sizeof stem, "file");
    if (filename_is_device(stem)) {
        size_t n = strlen(stem);
        stem[n] = '_';
        stem[n + 1] = '\0';
    }
    if (!ext)
        ext = "";
    for (int k = 1; k <= 999; k++) {
        char num[8] = "";
        if (k > 1)
            snprintf(num, sizeof num, "-%d", k);
        size_t keep = strlen(stem); /* the number fits within the bound too */
        if (keep + strlen(num) > FILENAME_MAX_STEM)
            keep = FILENAME_MAX_STEM - strlen(num);
        while (keep > 1 && (stem[keep - 1] == '-' || stem[keep - 1] == ' '))
            keep--;
        int w = snprintf(out, cap, "%.*s%s%s", (int)keep, stem, num, ext);
        if (w < 0 || (size_t)w >= cap) {
            if (cap)
                out[0] = '\0';
            return false;
        }
        if (!taken || !taken(out, ctx))
            return true;
    }
    out[0] = '\0';
    return false;
}

bool filename_is_safe(const char *file, const char *ext, unsigned flags)
{
    size_t n = strlen(file), e = ext ? strlen(ext) : 0;
    if (n <= e || (e && strcmp(file + n - e, ext) != 0))
        return false;
    char again[FILENAME_MAX_STEM + 64];
    return filename_make(file, n - e, ext, flags, NULL, NULL, NULL, again, sizeof again) &&
           strcmp(again, file) == 0;
}

bool filename_taken_in_dir(const char *file, void *dir)
{
    char path[4096];
    int k = snprintf(path, sizeof path, "%s/%s", (const char *)dir, file);
    return k < 0 || (size_t)k >= sizeof path || file_exists(path);
}
