#pragma once
/* What can be chosen, found by looking so that a new one needs no code change:
 * the tilesets under assets/tilesets/ here; Mahjong's layouts in
 * games/mahjong/layouts.h, on the same CatalogEntry. */

#include <stdbool.h>
#include <stddef.h>

struct App;

#define CATALOG_MAX 64

typedef struct CatalogEntry {
    char id[64];      /* folder or file name without extension: what settings store */
    char name[64];    /* what the player reads */
    char path[1024];  /* the manifest or layout file */
    bool user;        /* from the player's own folder */
    int index;        /* which layout of a file holding several (GNOME .map) */
} CatalogEntry;

/* Classic first, then by name. */
int catalog_tilesets(CatalogEntry *out, int cap);
/* Index of id in entries, or -1. */
int catalog_find(const CatalogEntry *entries, int n, const char *id);
/* The value of a "key: value" line near the top of a small text file. */
bool catalog_header_value(const char *path, const char *key, char *out, size_t cap);
/* Sorts by name, `first` (an id, may be NULL) first and the player's own last. */
void catalog_sort(CatalogEntry *e, int n, const char *first);
