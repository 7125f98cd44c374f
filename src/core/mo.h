#pragma once
/* A GNU gettext catalogue compiled by msgfmt (a .mo file), read and checked
 * whole: either byte order; every offset and length is checked against the
 * file's size before any string is used, so a damaged file is refused with a
 * message naming it, never read past its end. Plain C, no SDL. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

typedef struct MoFile MoFile;

/* Reads and checks `path`; NULL with a message naming the file and the
 * problem. Files larger than MO_MAX_BYTES are refused. */
#define MO_MAX_BYTES (16u * 1024 * 1024)
MoFile *mo_open(const char *path, Error *err);
/* The same over bytes in memory (copied); `name` names it in messages. */
MoFile *mo_from_bytes(const void *bytes, size_t len, const char *name, Error *err);
void mo_free(MoFile *mo);

/* The translation of `key` (a msgid, or "ctx\004msgid"), `len` bytes long
 * without its NUL, and its byte length in *tlen (a plural entry's forms are
 * NUL-separated within it); NULL when the catalogue has no such entry. */
const char *mo_lookup(const MoFile *mo, const char *key, size_t len, size_t *tlen);
/* The catalogue's header (the translation of ""), or "". */
const char *mo_header(const MoFile *mo);
/* Number of entries, the header included. */
uint32_t mo_count(const MoFile *mo);
