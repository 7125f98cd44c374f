#pragma once
/* A folder of rasterised tile atlases, so that a start with a known tileset and
 * size skips the SVG work. Nothing read back is trusted: a file is used only if
 * its magic, format version, key (tileset content hash, face size, options, art
 * version), dimensions, length and checksums all agree; anything else is deleted
 * and the caller rebuilds. Files are written atomically (core/fileio), and after
 * each store the folder is trimmed, oldest first, to a byte bound.
 *
 * File format (binary, little-endian; pixels are raw, so the file is not text):
 *   0  magic "PGATLAS\n"          8 bytes
 *   8  format version (u32)        ATLAS_CACHE_FORMAT
 *  12  art version (u32)           key.art_version
 *  16  tileset content hash (u64)  key.content
 *  24  face width (u32)            key.face_w
 *  28  options (u32)               key.flags
 *  32  width, height (u32 each)    pixels, <= ATLAS_CACHE_MAX_SIDE
 *  40  payload checksum (u64)      atlas_hash of the pixel bytes
 *  48  header checksum (u64)       atlas_hash of bytes 0..47
 *  56  pixels: width * height ARGB8888 words, rows top to bottom */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define ATLAS_CACHE_FORMAT 1
#define ATLAS_CACHE_HEADER 56
#define ATLAS_CACHE_MAX_SIDE 8192
/* The whole folder, all atlases together: a 4K atlas is about 7 MB. */
#define ATLAS_CACHE_BOUND ((uint64_t)48 << 20)

typedef struct AtlasKey {
    uint64_t content;     /* hash of the tileset's sources */
    uint32_t face_w;      /* face width, pixels */
    uint32_t flags;       /* drawing options (corner indices, ...) */
    uint32_t art_version; /* bumped whenever the tile drawing code changes */
} AtlasKey;

typedef struct AtlasImage {
    int w, h;
    uint32_t *pixels;       /* w * h ARGB8888 words, 4-byte aligned */
    void *map;              /* loaded: the file's mapping (atlas_image_free) */
    size_t map_len;
} AtlasImage;

/* 64-bit hash of n bytes, continuing from h (start from ATLAS_HASH_SEED). Not
 * cryptographic: it catches damage, not malice (the worst a crafted file can
 * do is show wrong pictures of the right size). */
#define ATLAS_HASH_SEED 0x9e3779b97f4a7c15ull
uint64_t atlas_hash(uint64_t h, const void *data, size_t n);

/* "atlas-<16 hex digits>.pgc": the file that holds `key` in the folder. */
void atlas_cache_file_name(const AtlasKey *key, char *out, size_t cap);

/* Loads the atlas for `key` from `dir`. False if there is none or the file is
 * damaged or foreign (then it is deleted and err says why); on success `out`
 * owns its pixels and the file is marked as recently used. */
bool atlas_cache_load(const char *dir, const AtlasKey *key, AtlasImage *out, Error *err);
/* Writes the atlas for `key` into `dir` (created if needed), then trims the
 * folder to `bound` bytes, deleting the least recently used atlases first. */
bool atlas_cache_store(const char *dir, const AtlasKey *key, const AtlasImage *img, uint64_t bound,
                       Error *err);
/* Deletes the least recently used atlas files (and stale temporary files) in
 * `dir` until the rest total at most `bound` bytes. */
void atlas_cache_trim(const char *dir, uint64_t bound);
/* Bytes held by atlas files (and temporary ones) in `dir`. */
uint64_t atlas_cache_bytes(const char *dir);
/* Releases a loaded image (never one the caller filled in itself). */
void atlas_image_free(AtlasImage *img);
