#pragma once
/* A Mahjong solitaire layout: the places where tiles lie, in half-tile units.
 * A tile covers 2x2 half-units: the tile at (x, y, z) spans [x, x+2) x [y, y+2)
 * on layer z (0 = the table). Format: layouts/FORMAT.md. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define LAYOUT_MAX_TILES 288 /* largest layouts in the peers' collections hold 228 */
#define LAYOUT_MAX_W 128      /* half-tile units */
#define LAYOUT_MAX_H 64
#define LAYOUT_MAX_Z 16
#define LAYOUT_MAX_ABOVE 32 /* tiles on higher layers that overlap one place */
#define LAYOUT_MAX_SIDE 3   /* neighbours touching one side (dy in -1..1) */

typedef struct LayoutPlace {
    int8_t x, y, z;
} LayoutPlace;

/* Which free rule a layout uses. Pagoda's own: blocked by any overlapping tile on
 * any higher layer. PEER (imported layouts): only by tiles on the next layer up.
 * Sideways both rules block only with a neighbour on the left AND on the right. */
typedef enum LayoutRule {
    LAYOUT_RULE_PAGODA = 0,
    LAYOUT_RULE_PEER = 1,
} LayoutRule;

typedef struct Layout {
    char name[64];
    char author[64];
    char description[256];
    LayoutRule rule;
    int count; /* number of places, even, 2..LAYOUT_MAX_TILES */
    LayoutPlace place[LAYOUT_MAX_TILES];
    /* Bounding box in half-units (min x/y are 0 after parsing). */
    int width, height, depth;
} Layout;

/* Blocking relations between places, derived once from a Layout. */
typedef struct LayoutLinks {
    int count;
    uint8_t n_above[LAYOUT_MAX_TILES];
    uint8_t n_left[LAYOUT_MAX_TILES];
    uint8_t n_right[LAYOUT_MAX_TILES];
    uint16_t above[LAYOUT_MAX_TILES][LAYOUT_MAX_ABOVE];
    uint16_t left[LAYOUT_MAX_TILES][LAYOUT_MAX_SIDE];
    uint16_t right[LAYOUT_MAX_TILES][LAYOUT_MAX_SIDE];
} LayoutLinks;

/* Parses Pagoda's layout text. `source` names the file in messages, which read
 * "turtle.layout:12: ...". Validates: even count, no two places overlapping,
 * coordinates in range. Places are normalised so min x = min y = 0 and sorted
 * for drawing (z, then y, then x). */
bool layout_parse(Layout *out, const char *text, size_t len, const char *source, Error *err);
bool layout_load_file(Layout *out, const char *path, Error *err);
/* Serialises in Pagoda's format into buf (cap bytes); returns bytes needed. */
size_t layout_format(const Layout *l, char *buf, size_t cap);

void layout_links_build(const Layout *l, LayoutLinks *out);

/* A stable 64-bit hash of the places (not the name); saves record it. */
uint64_t layout_hash(const Layout *l);
