#pragma once
/* The one reader and writer of Pagoda's versioned text files (saves, replays):
 * line-oriented "key value" text with '\n' line ends, a magic and version on the
 * first line, and a last line "checksum <16 hex digits>" holding the FNV-1a 64
 * of every byte before it. Files with CRLF line ends are accepted (read as LF).
 *
 * Every game's save goes through here (core/game.c writes version 2, the games'
 * version-1 readers use the same primitives), so no game parses numbers, hex or
 * checksums on its own. Plain C, no SDL. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"

/* --- writing --- */

typedef struct TextBuf {
    char *p;      /* NUL-terminated; owned */
    size_t len, cap;
    bool oom;     /* a write failed: the text is incomplete */
} TextBuf;

void textbuf_put(TextBuf *b, const char *s, size_t n);
void textbuf_printf(TextBuf *b, const char *fmt, ...) PAGODA_PRINTF(2, 3);
/* "key " then 2 hex digits per byte, then '\n'. */
void textbuf_hex(TextBuf *b, const char *key, const uint8_t *v, int n);
/* "key " then the four 64-bit words of r in hex, then '\n'. */
void textbuf_rng(TextBuf *b, const char *key, const Rng *r);
/* Appends the checksum line and hands over the text (len in *len); NULL (and the
 * buffer freed) when memory ran out at any point. */
char *textbuf_finish(TextBuf *b, size_t *len);
void textbuf_free(TextBuf *b);

/* --- reading --- */

typedef struct TextReader {
    const char *text;
    size_t len, pos; /* the body: the checksum line is outside [0, len) */
    int line;        /* of the last line read, 1-based */
    const char *src; /* file name for messages */
    Error *err;
} TextReader;

/* Next line without its '\n'; false at the end of the body. */
bool textreader_line(TextReader *r, const char **s, size_t *n);
/* Fills err with "SRC:LINE: damaged: WHAT" and returns false. */
bool textreader_fail(TextReader *r, const char *what);
/* The next line must be `key`, alone or followed by a space and a value (*v, *vn). */
bool textreader_key(TextReader *r, const char *key, const char **v, size_t *vn);
/* textreader_key with a decimal value in [min, max]. */
bool textreader_u64(TextReader *r, const char *key, uint64_t max, uint64_t *out);
/* textreader_key with a value that must equal `want` exactly. */
bool textreader_expect(TextReader *r, const char *key, const char *want, const char *what);
/* True when the reader has consumed the whole body. */
bool textreader_at_end(const TextReader *r);

/* The lines of a whole text, one at a time (table files, the competition
 * file): unlike TextReader, the last line may lack its '\n', and there is no
 * checksum line. Start with {text, text + len, 0}. */
typedef struct TextLines {
    const char *p, *end;
    int line; /* of the last line read, 1-based */
} TextLines;

typedef enum TextLine {
    TEXTLINE_OK,   /* buf holds the line */
    TEXTLINE_END,  /* no line left */
    TEXTLINE_LONG, /* the line does not fit in buf (cap - 1 bytes at most); skipped */
} TextLine;

/* The next line into buf (cap bytes, NUL-terminated) without its line end
 * ("\n" or "\r\n"). */
TextLine textlines_next(TextLines *t, char *buf, size_t cap);

/* A name that fits a file's word (a player's in replays and the club file): 1 to
 * cap - 1 letters, digits, '-' or '_', so it never needs quoting nor becomes a path. */
bool text_is_name(const char *s, size_t cap);
/* Decimal digits only, no sign, at most max. */
bool text_parse_u64(const char *s, size_t n, uint64_t max, uint64_t *out);
/* Optional '-', then decimal digits; in [min, max]. */
bool text_parse_i64(const char *s, size_t n, int64_t min, int64_t max, int64_t *out);
/* Exactly 2*n hex digits into n bytes. */
bool text_parse_hex(const char *s, size_t sn, uint8_t *out, int n);
/* Four space-separated 16-digit hex words; an all-zero state is refused. */
bool text_parse_rng(const char *s, size_t n, Rng *out);
/* Splits at the first space: false when there is none. */
bool text_split(const char *s, size_t n, const char **a, size_t *an, const char **b, size_t *bn);
/* Splits "a b c ..." into up to `max` fields; returns how many. */
int text_fields(const char *s, size_t n, const char **f, size_t *fn, int max);
uint64_t text_fnv1a(const char *s, size_t n);
/* The checksum line of every checked file: "checksum " and text_fnv1a of
 * text[0, len) in 16 hex digits, then '\n'. Written NUL-terminated into out
 * (cap > TEXT_CHECKSUM_LEN); returns its length. */
#define TEXT_CHECKSUM_LEN 26
size_t text_checksum_line(const char *text, size_t len, char *out, size_t cap);
/* True when the last line of text is its right checksum line; *body_len is then
 * the length before that line. Otherwise "SRC: damaged: ..." (truncated, no
 * checksum, bad checksum line, checksum mismatch), and *body_len is the part
 * that may still be read: the text before a checksum line that does not match,
 * the whole text when there is none, the full lines of a text cut inside a line. */
bool text_checksum_check(const char *text, size_t len, const char *src, size_t *body_len, Error *err);
/* A date YYYY-MM-DD that is on the calendar (month 1..12, the day in its month,
 * 29 February in leap years only), n its length. */
bool text_is_date(const char *s, size_t n);

/* A checked file: "MAGIC VERSION" on the first line (version 1..max_version),
 * the checksum line last and right, no NUL byte. CRLF line ends are turned into
 * LF first (into *owned, which the caller frees; NULL when the text was used as
 * it is). On success *r reads the body after the first line, *version holds the
 * version. Messages name `src`: "not a Pagoda save", "saved by a newer Pagoda",
 * "damaged: ...". */
bool textfile_open(TextReader *r, const char *text, size_t len, const char *src, const char *magic,
                   const char *kind, uint64_t max_version, uint64_t *version, char **owned,
                   Error *err);
/* The whole of a checked file: textfile_open, then `body` reads the lines after
 * the first (version given), then nothing may follow. src NULL reads "save". */
bool textfile_read(const char *text, size_t len, const char *src, const char *magic,
                   const char *kind, uint64_t max_version,
                   bool (*body)(TextReader *r, uint64_t version, void *ctx), void *ctx, Error *err);
