#pragma once
/* What can be chosen: the tilesets under assets/tilesets/ and the layouts under
 * layouts/ and the player's own layouts folder, found by looking, so that a new
 * set or layout needs no code change. Files dropped into the player's folder may
 * be Pagoda layouts, KMahjongg .layout or GNOME Mahjongg .map files. */

#include <stdbool.h>

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
/* Turtle first, then built-in layouts by name, then the player's own. */
int catalog_layouts(struct App *app, CatalogEntry *out, int cap);
/* Index of id in entries, or -1. */
int catalog_find(const CatalogEntry *entries, int n, const char *id);

#include "core/layout.h"
/* Loads the layout an entry names (any format the importers read). */
bool catalog_load_layout(const CatalogEntry *e, Layout *out, Error *err);
