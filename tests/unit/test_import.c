#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fileio.h"
#include "core/layout.h"
#include "core/layout_import.h"
#include "testutil.h"

#define IMPORT_DIR PAGODA_SOURCE_DIR "/tests/data/import/"
#define MAX_OUT 4

static Layout OUT[MAX_OUT];

static bool has_place(const Layout *l, int x, int y, int z)
{
    for (int i = 0; i < l->count; i++)
        if (l->place[i].x == x && l->place[i].y == y && l->place[i].z == z)
            return true;
    return false;
}

static int import_file(const char *name, Layout *out, int cap)
{
    char path[512];
    snprintf(path, sizeof path, "%s%s", IMPORT_DIR, name);
    Error err = {{0}};
    int n = layout_import_file(path, out, cap, NULL, &err);
    if (n < 0)
        fail_msg("%s", err.msg);
    return n;
}

static int import_text(const char *text, const char *source, Layout *out, int cap)
{
    Error err = {{0}};
    int n = layout_import(text, strlen(text), source, out, cap, NULL, &err);
    if (n < 0)
        fail_msg("%s", err.msg);
    return n;
}

/* Imports expecting failure; the message must contain `want` and `out` stays as it was. */
static void expect_error_n(const char *text, size_t len, const char *source, const char *want)
{
    Layout *l = malloc(2 * sizeof *l);
    assert_non_null(l);
    memset(l, 0x5a, 2 * sizeof *l);
    Error err = {{0}};
    int n = layout_import(text, len, source, l, 2, NULL, &err);
    if (n >= 0)
        fail_msg("imported %d layouts, expected '%s'", n, want);
    if (!strstr(err.msg, want))
        fail_msg("message '%s' lacks '%s'", err.msg, want);
    for (size_t i = 0; i < 2 * sizeof *l; i++)
        assert_int_equal(((unsigned char *)l)[i], 0x5a);
    free(l);
}

static void expect_error(const char *text, const char *source, const char *want)
{
    expect_error_n(text, strlen(text), source, want);
}

/* The format's own writer and reader give back the same layout. */
static void check_round_trip(const Layout *l)
{
    size_t need = layout_format(l, NULL, 0);
    char *buf = malloc(need + 1);
    assert_non_null(buf);
    assert_int_equal(layout_format(l, buf, need + 1), need);
    Layout *back = malloc(sizeof *back);
    assert_non_null(back);
    Error err = {{0}};
    if (!layout_parse(back, buf, need, "back.layout", &err))
        fail_msg("%s", err.msg);
    assert_int_equal(back->count, l->count);
    assert_int_equal(back->rule, LAYOUT_RULE_PEER);
    assert_string_equal(back->name, l->name);
    assert_memory_equal(back->place, l->place, (size_t)l->count * sizeof l->place[0]);
    assert_int_equal(back->width, l->width);
    assert_int_equal(back->height, l->height);
    assert_int_equal(back->depth, l->depth);
    free(back);
    free(buf);
}

static void test_kmj_v10_turtle(void **state)
{
    (void)state;
    Layout turtle;
    tu_load_turtle(&turtle);
    assert_int_equal(import_file("kmj-v10-turtle.layout", OUT, MAX_OUT), 1);
    const Layout *l = &OUT[0];
    assert_string_equal(l->name, "kmj-v10-turtle");
    assert_non_null(strstr(l->description, "KMahjongg"));
    assert_int_equal(l->rule, LAYOUT_RULE_PEER);
    assert_int_equal(l->count, 144);
    /* the grid has a free column on the left; normalising removes it */
    assert_int_equal(layout_hash(l), layout_hash(&turtle));
    assert_int_equal(l->width, 30);
    assert_int_equal(l->height, 16);
    assert_int_equal(l->depth, 5);
    assert_true(has_place(l, 13, 7, 4)); /* the cap, half a tile over both ways */
    assert_true(has_place(l, 0, 7, 0));
    check_round_trip(l);
}

static void test_kmj_v11(void **state)
{
    (void)state;
    assert_int_equal(import_file("kmj-v11-small.layout", OUT, MAX_OUT), 1);
    const Layout *l = &OUT[0];
    assert_string_equal(l->name, "kmj-v11-small");
    assert_int_equal(l->count, 18);
    assert_int_equal(l->depth, 3);
    assert_int_equal(l->width, 12);
    assert_int_equal(l->height, 6);
    assert_true(has_place(l, 10, 2, 0));
    assert_true(has_place(l, 3, 1, 1));
    assert_true(has_place(l, 5, 1, 1));
    assert_true(has_place(l, 8, 4, 2));
    check_round_trip(l);

    /* v1.0 grid lines may be split anywhere: KMahjongg reads one run of cells;
     * CRLF, a byte order mark and a name from the source path */
    char t[4096];
    size_t n = (size_t)snprintf(t, sizeof t, "\xef\xbb\xbfkmahjongg-layout-v1.0\r\n");
    for (int i = 0; i < 32 * 16 * 5; i++) {
        int x = i % 32, y = i / 32 % 16, z = i / 512;
        char c = '.';
        if (z == 0 && y < 2 && x < 4)
            c = "12124343"[y * 4 + x];
        t[n++] = c;
        if (i % 50 == 49) {
            t[n++] = '\r';
            t[n++] = '\n';
        }
    }
    t[n] = '\0';
    assert_int_equal(import_text(t, "some/dir/two.tiles.layout", OUT, 1), 1);
    assert_string_equal(OUT[0].name, "two.tiles");
    assert_int_equal(OUT[0].count, 2);
}

static void test_gnome_two_maps(void **state)
{
    (void)state;
    Layout turtle;
    tu_load_turtle(&turtle);
    assert_int_equal(import_file("gnome-two.map", OUT, MAX_OUT), 2);
    const Layout *a = &OUT[0], *b = &OUT[1];
    assert_string_equal(a->name, "Turtle");
    assert_non_null(strstr(a->description, "GNOME Mahjongg"));
    assert_int_equal(a->rule, LAYOUT_RULE_PEER);
    assert_int_equal(a->count, 144);
    assert_int_equal(layout_hash(a), layout_hash(&turtle));

    assert_string_equal(b->name, "Tom & Jerry's Bridge");
    assert_int_equal(b->count, 14);
    assert_int_equal(b->depth, 3);
    assert_true(has_place(b, 0, 4, 0));  /* column */
    assert_true(has_place(b, 10, 0, 0)); /* column x="5" */
    assert_true(has_place(b, 8, 2, 0));  /* row */
    assert_true(has_place(b, 3, 2, 1));  /* half offset from the layer */
    assert_true(has_place(b, 5, 2, 2));  /* per-element z */
    check_round_trip(a);
    check_round_trip(b);
}

static void test_gnome_syntax(void **state)
{
    (void)state;
    /* unknown elements and attributes are ignored (what they contain still
     * counts); names ignore case; CDATA, PIs, a DOCTYPE subset and character
     * references are read */
    const char *t = "<?xml version='1.0'?>\n"
                    "<!DOCTYPE mahjongg [ <!ENTITY x 'y'> ]>\n"
                    "<Mahjongg version=\"2\">\n"
                    "<MAP Name=\"Caf&#xe9; &#8211; &lt;1&gt; &quot;q&quot;\">\n"
                    "  <![CDATA[ <row y=\"9\"/> ]]>\n"
                    "  <group kind=\"decor\"><Tile X=\" 1 \" y=\"+0.50\" color=\"red\"/></group>\n"
                    "  <tile x=\"2\" y=\"0.5\" ></tile>\n"
                    "  <?editor cursor=3?>\n"
                    "</MAP></Mahjongg>\n";
    assert_int_equal(import_text(t, "x.map", OUT, MAX_OUT), 1);
    assert_string_equal(OUT[0].name, "Caf\xc3\xa9 \xe2\x80\x93 <1> \"q\"");
    assert_int_equal(OUT[0].count, 2);
    assert_true(has_place(&OUT[0], 0, 0, 0));
    assert_true(has_place(&OUT[0], 2, 0, 0));

    /* no name: the file name, numbered after the first map; map need not be under <mahjongg> */
    t = "<map><block left='0' right='1' top='0' bottom='0'/></map>"
        "<map><row y='0' left='0' right='1' z='3'/></map>";
    assert_int_equal(import_text(t, "dir/pack.map", OUT, MAX_OUT), 2);
    assert_string_equal(OUT[0].name, "pack");
    assert_string_equal(OUT[1].name, "pack 2");
    /* a long file name with multi-byte characters still gives valid names */
    char src[200] = "";
    for (int i = 0; i < 40; i++)
        memcpy(src + 3 * i, "\xe5\xa1\x94", 4);
    assert_int_equal(import_text(t, src, OUT, MAX_OUT), 2);
    assert_int_equal(strlen(OUT[0].name), 63);
    assert_int_equal(strlen(OUT[1].name), 51 + 2);
    assert_int_equal(OUT[1].place[0].z, 3);

    /* character references of every UTF-8 length */
    t = "<map name='&#65;&#xe9;&#x20AC;&#x1F600;'><tile x='0' y='0'/><tile x='1' y='0'/></map>";
    assert_int_equal(import_text(t, "c.map", OUT, 1), 1);
    assert_string_equal(OUT[0].name, "A\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");

    /* trailing blanks on the magic and size lines */
    assert_int_equal(import_text("kmahjongg-layout-v1.1 \t\r\nw4 \nh 2\t\nd1\n1212\n4343\n", "b.layout",
                                 OUT, 1),
                     1);
    assert_int_equal(OUT[0].count, 2);

    /* a long name is cut on a character boundary */
    char longname[400];
    snprintf(longname, sizeof longname,
             "<map name='%062d\xc3\xa9xyz'><tile x='0' y='0'/><tile x='1' y='0'/></map>", 0);
    assert_int_equal(import_text(longname, "l.map", OUT, 1), 1);
    assert_int_equal(strlen(OUT[0].name), 62);
    char huge[800];
    snprintf(huge, sizeof huge, "<map name='%0600d'><tile x='0' y='0'/><tile x='1' y='0'/></map>", 5);
    assert_int_equal(import_text(huge, "h.map", OUT, 1), 1);
    assert_int_equal(strlen(OUT[0].name), 63);
}

/* Imports `text` expecting success with `tiles` places and a first warning that
 * contains `want` (`total` warnings in all). */
static void expect_warning(const char *text, const char *source, int tiles, int total,
                           const char *want)
{
    Layout *l = malloc(sizeof *l);
    assert_non_null(l);
    Error err = {{0}};
    ImportWarnings w;
    int n = layout_import(text, strlen(text), source, l, 1, &w, &err);
    if (n != 1)
        fail_msg("import failed: %s (expected a warning '%s')", err.msg, want);
    assert_int_equal(l->count, tiles);
    assert_int_equal(w.total, total);
    assert_true(w.n >= 1);
    if (!strstr(w.msg[0], want))
        fail_msg("warning '%s' lacks '%s'", w.msg[0], want);
    free(l);
}

/* KMahjongg takes a tile where its '1' is and ignores the other quarters: so does
 * the import, with a warning for each malformed tile or stray quarter. */
static void test_kmj_lenient(void **state)
{
    (void)state;
    expect_warning("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1.12\n4343\n", "k.layout", 2, 1,
                   "k.layout:5: column 1: tile drawn '1.' over '43' instead of '12' over '43'");
    expect_warning("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4.43\n", "k.layout", 2, 1,
                   "column 1: tile drawn '12' over '4.'");
    expect_warning("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n.343\n", "k.layout", 2, 1,
                   "'12' over '.3'");
    expect_warning("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4334\n", "k.layout", 2, 1,
                   "k.layout:5: column 3: tile drawn '12' over '34'");
    expect_warning("kmahjongg-layout-v1.1\nw6\nh2\nd1\n12..12\n434.43\n", "k.layout", 2, 1,
                   "k.layout:6: column 3: '4' that belongs to no tile's '1'");
    expect_warning("kmahjongg-layout-v1.1\nw6\nh2\nd1\n..1212\n3.4343\n", "k.layout", 2, 1,
                   "k.layout:6: column 1: '3' that belongs to no tile's '1'");
    expect_warning("kmahjongg-layout-v1.1\nw3\nh2\nd1\n121\n434\n", "k.layout", 2, 1,
                   "column 3: tile drawn '1.' over '4.'");
    expect_warning("kmahjongg-layout-v1.1\nw4\nh1\nd1\n1212\n", "k.layout", 2, 2,
                   "column 1: tile drawn '12' over '..'");
    /* a '2' and a '3' left of the first '1' of their rows, and a tile cut at the edge */
    expect_warning("kmahjongg-layout-v1.1\nw4\nh2\nd1\n2121\n3434\n", "k.layout", 2, 3,
                   "column 4: tile drawn '1.' over '4.'");
    /* no warnings on a well-formed file */
    Error err = {{0}};
    ImportWarnings w;
    w.n = w.total = 99;
    const char *ok = "kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4343\n";
    assert_int_equal(layout_import(ok, strlen(ok), "k.layout", OUT, 1, &w, &err), 1);
    assert_int_equal(w.n, 0);
    assert_int_equal(w.total, 0);
}

/* KMahjongg's castle.layout has a tile drawn '12' over '32'; this file (written for
 * these tests) does the same: 8 tiles, one warning naming the line of its '1'. */
static void test_kmj_malformed_quarter_file(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s%s", IMPORT_DIR, "kmj-malformed-quarter.layout");
    Error err = {{0}};
    ImportWarnings w;
    assert_int_equal(layout_load_any_warn(path, OUT, 1, &w, &err), 1);
    assert_int_equal(OUT[0].count, 8);
    assert_int_equal(w.total, 1);
    assert_int_equal(w.n, 1);
    assert_non_null(strstr(w.msg[0], "kmj-malformed-quarter.layout:6: column 1: tile drawn '12' "
                                     "over '32' instead of '12' over '43' (cell x 0, y 0, layer 0); "
                                     "taken where its '1' is"));
    /* the old entry point reads it too, without the warnings */
    assert_int_equal(layout_load_any(path, OUT, 1, &err), 1);
}

static void test_kmj_errors(void **state)
{
    (void)state;
    expect_error("kmahjongg-layout-v2.0\n", "foo.layout",
                 "foo.layout:1: wrong magic line (expected kmahjongg-layout-v1.0 or v1.1");
    expect_error("pagoda-layout 1\ntile 0 0 0\n", "p.layout", "wrong magic line");
    expect_error("", "e.layout", "e.layout:1: empty file");
    expect_error(" \n\r\n", "e.layout", "empty file");
    expect_error("kmahjongg-layout-v1.0\n1212\n4343\n", "t.layout",
                 "t.layout:3: truncated grid: 8 of 2560 cells");
    expect_error("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n4343\n....\n", "t.layout",
                 "t.layout:7: grid longer than w 4 x h 2 x d 1");
    expect_error("kmahjongg-layout-v1.1\nw6\nh2\nd1\n121212\n434343\n", "o.layout",
                 "o.layout: odd tile count (3)");
    expect_error("kmahjongg-layout-v1.1\nw5000\nh2\nd1\n", "big.layout",
                 "big.layout:2: dimensions too large (w 5000, at most 256)");
    expect_error("kmahjongg-layout-v1.1\nw4\nh99999999999\nd1\n", "big.layout",
                 "dimensions too large (h ");
    expect_error("kmahjongg-layout-v1.1\nw4\nh0\nd1\n", "z.layout", "z.layout:3: bad dimension (h 0)");
    expect_error("kmahjongg-layout-v1.1\nwide\nh2\nd1\n", "b.layout",
                 "b.layout:2: bad 'w' line");
    expect_error("kmahjongg-layout-v1.1\nw4\nd1\n1212\n4343\n", "m.layout",
                 "without a 'h' line");
    /* broken 2x2 blocks */
    /* Pagoda's limits: 16 layers, 64 x 32 tiles, 288 tiles */
    char t[70000];
    size_t n = (size_t)snprintf(t, sizeof t, "kmahjongg-layout-v1.1\nw4\nh2\nd17\n");
    for (int z = 0; z < 17; z++)
        n += (size_t)snprintf(t + n, sizeof t - n, "%s", z == 0 || z == 16 ? "1212\n4343\n" : "....\n....\n");
    expect_error(t, "deep.layout", "deep.layout:37: layer 16 out of range");
    n = (size_t)snprintf(t, sizeof t, "kmahjongg-layout-v1.1\nw200\nh2\nd1\n");
    for (int y = 0; y < 2; y++) {
        for (int x = 0; x < 200; x++)
            t[n++] = x == 0 || x == 130 ? "14"[y] : x == 1 || x == 131 ? "23"[y] : '.';
        t[n++] = '\n';
    }
    t[n] = '\0';
    expect_error(t, "wide.layout", "wide.layout:5: layout wider than 64 tiles");
    n = (size_t)snprintf(t, sizeof t, "kmahjongg-layout-v1.1\nw200\nh8\nd1\n");
    for (int y = 0; y < 8; y++) {
        for (int x = 0; x < 200; x++)
            t[n++] = "1243"[(y % 2) * 2 + x % 2];
        t[n++] = '\n';
    }
    t[n] = '\0';
    expect_error(t, "many.layout", "many.layout:9: more than 288 tiles");
}

static void test_gnome_errors(void **state)
{
    (void)state;
#define MAP(body) "<mahjongg>\n<map name=\"M\">\n" body "\n</map>\n</mahjongg>\n"
    expect_error(MAP("<layer z='0'>\n<row left='0' right='2'/>\n</layer>"), "ox.map",
                 "ox.map:4: <row> without 'y'");
    expect_error(MAP("<column x='0' top='0'/>"), "ox.map", "ox.map:3: <column> without 'bottom'");
    expect_error(MAP("<block left='0' right='2' bottom='1'/>"), "ox.map", "<block> without 'top'");
    expect_error(MAP("<tile y='0'/>"), "ox.map", "<tile> without 'x'");
    expect_error(MAP("<layer><tile x='0' y='0'/></layer>"), "ox.map", "<layer> without 'z'");
    expect_error(MAP("<tile x='0.25' y='0'/><tile x='3' y='0'/>"), "ox.map",
                 "ox.map:3: <tile> x=\"0.25\" is not on a half-tile step");
    expect_error(MAP("<tile x='0' y='0' z='1.5'/>"), "ox.map", "z=\"1.5\" is not a whole layer");
    expect_error(MAP("<tile x='zero' y='0'/>"), "ox.map", "x=\"zero\" is not a number");
    expect_error(MAP("<tile x='' y='0'/>"), "ox.map", "is not a number");
    expect_error(MAP("<tile x='1e3' y='0'/>"), "ox.map", "is not a number");
    expect_error(MAP("<tile x='99999999999999999999' y='0'/>"), "ox.map", "out of range");
    expect_error(MAP("<row y='0' left='4' right='1'/>"), "ox.map", "<row> has right before left");
    expect_error(MAP("<row y='0' left='1' right='2.5'/>"), "ox.map",
                 "from left to right is not a whole number of tiles");
    expect_error(MAP("<row y='0' left='0' right='2'/>"), "ox.map",
                 "ox.map:2: map 'M': odd tile count (3)");
    expect_error(MAP(""), "ox.map", "ox.map:2: map 'M': no tiles");
    expect_error("<map name='Empty'/>", "ox.map", "map 'Empty': no tiles");
    expect_error(MAP("<tile x='0' y='0'/>\n<tile x='0.5' y='0.5'/>"), "ox.map",
                 "ox.map:4: map 'M': tiles overlap on layer 0 (the other is on line 3)");
    expect_error(MAP("<tile x='0' y='0' z='16'/><tile x='1' y='0' z='16'/>"), "ox.map",
                 "layer 16 out of range");
    expect_error(MAP("<tile x='0' y='0' z='-1'/>"), "ox.map", "layer -1 out of range");
    expect_error(MAP("<tile x='0' y='0'/><tile x='64' y='0'/>"), "ox.map", "wider than 64 tiles");
    expect_error(MAP("<tile x='0' y='0'/><tile x='0' y='-32'/>"), "ox.map", "taller than 32 tiles");
    expect_error(MAP("<block left='0' right='20' top='0' bottom='20'/>"), "ox.map",
                 "ox.map:3: more than 288 tiles");
    expect_error(MAP("<block left='-500' right='500' top='-500' bottom='500'/>"), "ox.map",
                 "more than 288 tiles");
    /* structure */
    expect_error(MAP("<layer z='0'>\n<tile x='0' y='0'/>\n</map>"), "ox.map",
                 "ox.map:5: unbalanced XML: </map> closes <layer> (line 3)");
    expect_error("<mahjongg>\n<map>\n<layer z='1'>\n</map>\n", "ox.map",
                 "unbalanced XML: </map> closes <layer>");
    expect_error("<mahjongg><map><tile x='0' y='0'/><tile x='1' y='0'/></map></mahjongg></mahjongg>",
                 "ox.map",
                 "unbalanced XML: </mahjongg> without an open element");
    expect_error("<mahjongg>\n<map name='A'><tile x='0' y='0'/><tile x='1' y='0'/></map>\n",
                 "ox.map", "ox.map:3: unbalanced XML: <mahjongg> (line 1) is never closed");
    expect_error("<mahjongg><map name='A'><tile x='0' y='0'/><tile x='1' y='0'", "ox.map",
                 "the file ends inside <tile>");
    expect_error(MAP("<map><tile x='0' y='0'/></map>"), "ox.map", "ox.map:3: <map> inside <map> (line 2)");
    expect_error(MAP("<layer z='0'><layer z='1'/></layer>"), "ox.map", "<layer> inside <layer>");
    expect_error("<mahjongg><tile x='0' y='0'/></mahjongg>", "ox.map", "ox.map:1: <tile> outside <map>");
    expect_error("<mahjongg><layer z='0'/></mahjongg>", "ox.map", "<layer> outside <map>");
    expect_error("<mahjongg><!-- only a comment --></mahjongg>", "ox.map",
                 "ox.map: no <map> element");
    expect_error("<html><body>hello</body></html>", "page.html", "no <map> element");
    expect_error("<mahjongg>\n<!-- no end\n<map/>", "ox.map", "ox.map:2: unterminated comment");
    expect_error("<?xml version='1.0'", "ox.map", "unterminated '<?'");
    expect_error("<!DOCTYPE x [ <!ENTITY a 'b'>", "ox.map", "unterminated '<!' declaration");
    expect_error("<![CDATA[ x", "ox.map", "unterminated CDATA section");
    expect_error(MAP("<tile x=0 y='0'/>"), "ox.map", "the value of 'x' in <tile> is not quoted");
    expect_error(MAP("<tile x='0 y='0'/>"), "ox.map", "unexpected character in <tile>");
    expect_error(MAP("<tile x='0' y=\"0/>"), "ox.map", "unterminated value of 'y'");
    expect_error(MAP("<tile x='0' X='1' y='0'/>"), "ox.map", "duplicate attribute 'X' in <tile>");
    expect_error(MAP("<tile x='0' y='0' checked/>"), "ox.map", "attribute 'checked' of <tile> without a value");
    expect_error(MAP("<tile x='<0' y='0'/>"), "ox.map", "'<' in an attribute value of <tile>");
    expect_error("<map name='a &nbsp; b'/>", "ox.map", "unknown or unusable entity '&nbsp;'");
    expect_error("<map name='a & b'/>", "ox.map", "'&' without an entity name");
    expect_error("<map name='&#1;'/>", "ox.map", "unusable entity '&#1;'");
    expect_error("<map name='&#xd800;'/>", "ox.map", "unusable entity");
    expect_error("<map name='&#x1G;'/>", "ox.map", "unusable entity '&#x1G;'");
    expect_error("<map name='&#;'/>", "ox.map", "unusable entity '&#;'");
    expect_error("<map name='&#99999999;'/>", "ox.map", "unusable entity");
    expect_error("< map/>", "ox.map", "expected an element name after '<'");
    expect_error("<map/ >", "ox.map", "expected '>' after '/' in <map>");
    expect_error("<map></map x>", "ox.map", "expected '>' after </map");
    expect_error(MAP("<tile a='1' b='1' c='1' d='1' e='1' f='1' g='1' h='1' i='1' j='1' k='1' "
                     "l='1' m='1' n='1' o='1' p='1' q='1'/>"),
                 "ox.map", "too many attributes in <tile>");
    char deep[300];
    size_t dn = (size_t)snprintf(deep, sizeof deep, "<mahjongg>");
    for (int i = 0; i < 70; i++)
        dn += (size_t)snprintf(deep + dn, sizeof deep - dn, "<g>");
    expect_error(deep, "ox.map", "nested too deeply");
    /* more maps than the caller has room for */
    expect_error("<map><tile x='0' y='0'/><tile x='1' y='0'/></map>"
                 "<map><tile x='0' y='0'/><tile x='1' y='0'/></map>"
                 "<map><tile x='0' y='0'/><tile x='1' y='0'/></map>",
                 "three.map", "three.map:1: more than 2 maps in one file");
#undef MAP
}

static void test_junk(void **state)
{
    (void)state;
    expect_error_n("kmahjongg-layout-v1.0\n\0\0\0", 25, "bin.layout", "bin.layout:2: binary data (NUL byte)");
    expect_error_n("<map>\x01</map>", 12, "bin.map", "bin.map:1: invalid character");
    expect_error("\x89PNG\r\n\x1a\n", "img.png", "invalid character");
    expect_error("<map name='\xff'/>", "u.map", "invalid character");
    expect_error("\xef\xbb\xbf", "bom.map", "empty file");
    expect_error("ELF junk junk", "j.layout", "wrong magic line");

    Error err = {{0}};
    assert_int_equal(layout_import(NULL, 5, NULL, OUT, 1, NULL, &err), -1);
    assert_non_null(strstr(err.msg, "layout:1: empty file"));
    assert_int_equal(layout_import("<map/>", 6, "x.map", OUT, 0, NULL, &err), -1);
    assert_int_equal(layout_import("<map/>", 6, "x.map", NULL, 1, NULL, &err), -1);
    assert_int_equal(layout_import("x", LAYOUT_IMPORT_MAX_BYTES + 1u, "huge.map", OUT, 1, NULL, &err), -1);
    assert_non_null(strstr(err.msg, "huge.map: too large"));
    assert_int_equal(layout_import_file(IMPORT_DIR "missing.map", OUT, 1, NULL, &err), -1);
    assert_non_null(strstr(err.msg, "missing.map"));
}

/* Every prefix of the fixtures, and byte corruptions, import or fail cleanly. */
static void test_truncated_and_mutated(void **state)
{
    (void)state;
    static const char *const files[] = {"gnome-two.map", "kmj-v11-small.layout",
                                        "kmj-v10-turtle.layout"};
    static const size_t step[] = {7, 3, 17}; /* bytes between corruptions */
    static const char junk[] = {'\0', '\n', '<', '>', '/', '\'', '1', '3', '.', '&', (char)0xff};
    Layout *l = malloc(MAX_OUT * sizeof *l);
    assert_non_null(l);
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char path[512];
        snprintf(path, sizeof path, "%s%s", IMPORT_DIR, files[f]);
        char *text;
        size_t len;
        Error err = {{0}};
        assert_true(file_read_all(path, 1 << 20, &text, &len, &err));
        int full = layout_import(text, len, "f", l, MAX_OUT, NULL, &err);
        assert_true(full >= 1);
        for (size_t n = 0; n < len; n += (f == 2 ? 5 : 1)) {
            int k = layout_import(text, n, "cut", l, MAX_OUT, NULL, &err);
            if (k < 0)
                assert_non_null(strstr(err.msg, "cut"));
            else
                for (int i = 0; i < k; i++)
                    assert_true(l[i].count % 2 == 0 && l[i].count >= 2);
        }
        char *copy = malloc(len);
        assert_non_null(copy);
        for (size_t i = 0; i < len; i += step[f])
            for (size_t j = 0; j < sizeof junk; j++) {
                memcpy(copy, text, len);
                copy[i] = junk[j];
                int k = layout_import(copy, len, "mut", l, MAX_OUT, NULL, &err);
                assert_true(k == -1 || (k >= 1 && k <= MAX_OUT));
            }
        free(copy);
        free(text);
    }
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kmj_v10_turtle),
        cmocka_unit_test(test_kmj_v11),
        cmocka_unit_test(test_kmj_lenient),
        cmocka_unit_test(test_kmj_malformed_quarter_file),
        cmocka_unit_test(test_gnome_two_maps),
        cmocka_unit_test(test_gnome_syntax),
        cmocka_unit_test(test_kmj_errors),
        cmocka_unit_test(test_gnome_errors),
        cmocka_unit_test(test_junk),
        cmocka_unit_test(test_truncated_and_mutated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
