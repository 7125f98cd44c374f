#!/usr/bin/python3
"""Generate the "Classic Mahjong" tileset for Pagoda (vector faces).

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-noto-cjk):

    /usr/bin/python3 tools/gen_tileset_classic.py

Writes assets/tilesets/classic/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Each SVG is only the face art (the engine draws the ivory tile body, edges and
shadow): viewBox 0 0 100 130, transparent background, art kept ~6 units from
the edge.  The SVGs are rasterised by SDL_image's built-in nanosvg, so they use
only <path>/<rect>/<circle>/<ellipse>/<line>/<polygon>/<g transform> with plain
fill/stroke attributes -- no <text>, <use>, CSS, filters, masks or patterns.
Chinese glyphs are converted to paths from Noto Serif CJK (SIL OFL 1.1).
"""

import math
import os
import sys

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "classic")
FONT_DIR = "/usr/share/fonts/opentype/noto"
SERIF_BOLD = os.path.join(FONT_DIR, "NotoSerifCJK-Bold.ttc")
SANS_BOLD = os.path.join(FONT_DIR, "NotoSansCJK-Bold.ttc")
TC = 3  # index of the Traditional Chinese face inside the Noto CJK collections

W, H = 100, 130

# Traditional palette.
RED = "#c4161c"
RED_D = "#8e0f14"
GREEN = "#0f7a3a"
GREEN_D = "#0a5228"
GREEN_L = "#4fae5a"
BLUE = "#1d3f8f"
BLUE_D = "#122a63"
BLUE_L = "#5b7fc7"
INK = "#1b1f2e"
IVORY = "#fbf6e6"
GOLD = "#e0a21b"
BROWN = "#6b3e1f"
PINK = "#e8638a"
PINK_L = "#f6b3c6"
PURPLE = "#7b3f9e"


def f(v):
    """Format a number with at most one decimal."""
    v = round(v + 0.0, 1)
    if v == int(v):
        return str(int(v))
    return "%.1f" % v


# ---------------------------------------------------------------------------
# Glyph outlines
# ---------------------------------------------------------------------------

_fonts = {}


def font(path, num=TC):
    key = (path, num)
    if key not in _fonts:
        _fonts[key] = TTFont(path, fontNumber=num, lazy=True)
    return _fonts[key]


class _PathPen(BasePen):
    """Collect a glyph outline as compact SVG path data under an affine map."""

    def __init__(self, glyphset, m):
        super().__init__(glyphset)
        self.m = m
        self.parts = []

    def _pt(self, p):
        a, b, c, d, e, g = self.m
        x, y = p
        return f(a * x + c * y + e) + " " + f(b * x + d * y + g)

    def _moveTo(self, p):
        self.parts.append("M" + self._pt(p))

    def _lineTo(self, p):
        self.parts.append("L" + self._pt(p))

    def _curveToOne(self, p1, p2, p3):
        self.parts.append("C" + " ".join(self._pt(p) for p in (p1, p2, p3)))

    def _qCurveToOne(self, p1, p2):
        self.parts.append("Q" + " ".join(self._pt(p) for p in (p1, p2)))

    def _closePath(self):
        self.parts.append("Z")

    def data(self):
        return "".join(self.parts)


def glyph_bounds(ch, path=SERIF_BOLD, num=TC):
    ft = font(path, num)
    gs = ft.getGlyphSet()
    name = ft.getBestCmap()[ord(ch)]
    bp = BoundsPen(gs)
    gs[name].draw(bp)
    return bp.bounds, ft["head"].unitsPerEm


def glyph(ch, cx, cy, size, fill, path=SERIF_BOLD, num=TC, sx=1.0, sy=1.0,
          center="bbox"):
    """Glyph `ch` as a <path>: em square scaled to `size` units (times sx/sy),
    centred on (cx, cy) by its ink bounding box (center="bbox") or by the em
    square horizontally and the ink vertically (center="em-x")."""
    ft = font(path, num)
    gs = ft.getGlyphSet()
    name = ft.getBestCmap()[ord(ch)]
    (x0, y0, x1, y1), upem = glyph_bounds(ch, path, num)
    kx = size * sx / upem
    ky = size * sy / upem
    if center == "em-x":
        adv = gs[name].width
        mx = adv / 2.0
    else:
        mx = (x0 + x1) / 2.0
    my = (y0 + y1) / 2.0
    m = (kx, 0, 0, -ky, cx - kx * mx, cy + ky * my)
    pen = _PathPen(gs, m)
    gs[name].draw(pen)
    return '<path fill="%s" fill-rule="nonzero" d="%s"/>' % (fill, pen.data())


def glyph_fit(ch, box, fill, path=SERIF_BOLD, num=TC):
    """Glyph scaled (uniformly) so its ink fills box = (x0, y0, x1, y1)."""
    (gx0, gy0, gx1, gy1), upem = glyph_bounds(ch, path, num)
    bx0, by0, bx1, by1 = box
    k = min((bx1 - bx0) / (gx1 - gx0), (by1 - by0) / (gy1 - gy0))
    return glyph(ch, (bx0 + bx1) / 2, (by0 + by1) / 2, k * upem, fill, path, num)


# ---------------------------------------------------------------------------
# Small SVG helpers
# ---------------------------------------------------------------------------


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float) or isinstance(v, int):
            v = f(v)
        out.append('%s="%s"' % (k, v))
    return " ".join(out)


def circle(cx, cy, r, **kw):
    return "<circle %s/>" % attrs(cx=cx, cy=cy, r=r, **kw)


def ellipse(cx, cy, rx, ry, **kw):
    return "<ellipse %s/>" % attrs(cx=cx, cy=cy, rx=rx, ry=ry, **kw)


def rect(x, y, w, h, **kw):
    return "<rect %s/>" % attrs(x=x, y=y, width=w, height=h, **kw)


def line(x1, y1, x2, y2, **kw):
    return "<line %s/>" % attrs(x1=x1, y1=y1, x2=x2, y2=y2, **kw)


def path(d, **kw):
    return '<path d="%s" %s/>' % (d, attrs(**kw))


def poly(pts, **kw):
    return '<polygon points="%s" %s/>' % (
        " ".join(f(x) + "," + f(y) for x, y in pts), attrs(**kw))


def group(items, transform=None):
    t = ' transform="%s"' % transform if transform else ""
    return "<g%s>%s</g>" % (t, "".join(items))


def rot(deg, cx, cy):
    return "rotate(%s %s %s)" % (f(deg), f(cx), f(cy))


def svg(items):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="130" '
            'viewBox="0 0 100 130">' + "".join(items) + "</svg>\n")


def polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


# ---------------------------------------------------------------------------
# Dots
# ---------------------------------------------------------------------------


def dot(cx, cy, r, col, dark):
    """One coin: coloured rim, light ring, coloured disc with light centre."""
    out = [circle(cx, cy, r, fill=col),
           circle(cx, cy, r * 0.80, fill=IVORY),
           circle(cx, cy, r * 0.62, fill=col),
           circle(cx, cy, r * 0.62, fill="none", stroke=dark,
                  stroke_width=max(0.8, r * 0.06))]
    # eight small notches between the rim and the disc
    for i in range(8):
        x, y = polar(cx, cy, r * 0.71, i * 45 + 22.5)
        out.append(circle(x, y, r * 0.075, fill=dark))
    out.append(circle(cx, cy, r * 0.24, fill=IVORY))
    out.append(circle(cx, cy, r * 0.1, fill=dark))
    return "".join(out)


def one_dot():
    cx, cy = 50, 65
    out = [circle(cx, cy, 42, fill=GREEN),
           circle(cx, cy, 37.5, fill=IVORY)]
    # ring of 16 blue beads
    for i in range(16):
        x, y = polar(cx, cy, 33, i * 22.5)
        out.append(circle(x, y, 3.6, fill=BLUE))
    out.append(circle(cx, cy, 27, fill=RED))
    out.append(circle(cx, cy, 27, fill="none", stroke=RED_D, stroke_width=1.2))
    # eight-petal ivory flower in the red disc
    for i in range(8):
        px, py = polar(cx, cy, 15, i * 45)
        out.append(ellipse(px, py, 9, 4.6, fill=IVORY,
                           transform=rot(i * 45, px, py)))
    out.append(circle(cx, cy, 9, fill=GREEN))
    out.append(circle(cx, cy, 5.5, fill=IVORY))
    out.append(circle(cx, cy, 2.6, fill=RED))
    return out


DOTS = {
    2: ([(50, 36), (50, 94)], 25, [GREEN, BLUE]),
    3: ([(26, 28), (50, 65), (74, 102)], 19.5, [BLUE, RED, GREEN]),
    4: ([(28.5, 37), (71.5, 37), (28.5, 93), (71.5, 93)], 21,
        [BLUE, GREEN, GREEN, BLUE]),
    5: ([(26, 29), (74, 29), (50, 65), (26, 101), (74, 101)], 18.5,
        [BLUE, GREEN, RED, GREEN, BLUE]),
    6: ([(29, 25), (71, 25), (29, 70), (71, 70), (29, 105), (71, 105)], 17,
        [GREEN, GREEN, RED, RED, RED, RED]),
    7: ([(23, 20), (50, 35), (77, 50), (31, 80), (69, 80), (31, 109), (69, 109)],
        14.2, [GREEN, GREEN, GREEN, RED, RED, RED, RED]),
    8: ([(30, 21), (70, 21), (30, 50.3), (70, 50.3), (30, 79.7), (70, 79.7),
         (30, 109), (70, 109)], 14.5, [BLUE] * 8),
    9: ([(21, 25), (50, 25), (79, 25), (21, 65), (50, 65), (79, 65),
         (21, 105), (50, 105), (79, 105)], 14.2,
        [BLUE] * 3 + [RED] * 3 + [GREEN] * 3),
}

DARK = {GREEN: GREEN_D, BLUE: BLUE_D, RED: RED_D}


def dots_face(n):
    if n == 1:
        return one_dot()
    pts, r, cols = DOTS[n]
    return [dot(x, y, r, c, DARK[c]) for (x, y), c in zip(pts, cols)]


# ---------------------------------------------------------------------------
# Bamboo
# ---------------------------------------------------------------------------


def stick(cx, cy, length, w, col, angle=0):
    """A bamboo stick centred on (cx, cy): tapered joints at ends and middle."""
    dark = DARK[col]
    hl = length / 2.0
    x0, x1 = cx - w / 2.0, cx + w / 2.0
    y0, y1 = cy - hl, cy + hl
    n = w * 0.16  # waist inset at the joints
    # outline: straight sides that pinch slightly at the middle joint
    d = ("M%s %sQ%s %s %s %sL%s %sQ%s %s %s %sL%s %sQ%s %s %s %sL%s %sQ%s %s %s %sZ"
         % (f(x0 + n), f(y0), f(x0), f(y0 + 3), f(x0), f(y0 + 5),
            f(x0), f(y1 - 5), f(x0), f(y1 - 3), f(x0 + n), f(y1),
            f(x1 - n), f(y1), f(x1), f(y1 - 3), f(x1), f(y1 - 5),
            f(x1), f(y0 + 5), f(x1), f(y0 + 3), f(x1 - n), f(y0)))
    out = [path(d, fill=col)]
    # light highlight stripe
    out.append(rect(cx - w * 0.2, y0 + 3, w * 0.16, length - 6, fill=IVORY,
                    fill_opacity=0.55, rx=w * 0.08))
    # joints: dark bands at both ends and in the middle
    bw = w + 1.6
    for yy in (y0 + 0.9, cy, y1 - 0.9):
        out.append(rect(cx - bw / 2, yy - 1.1, bw, 2.2, fill=dark, rx=1.1))
    # small leaf-bud marks either side of the middle joint
    out.append(line(cx, y0 + 3.5, cx, cy - 3, stroke=dark, stroke_width=0.7))
    out.append(line(cx, cy + 3, cx, y1 - 3.5, stroke=dark, stroke_width=0.7))
    g = "".join(out)
    if angle:
        return group([g], rot(angle, cx, cy))
    return g


def bird():
    """A simple sparrow perched on a bamboo twig (the 1 of Bamboo)."""
    out = []
    # twig it perches on
    out.append(path("M14 112 Q50 100 88 106", fill="none", stroke=BROWN,
                    stroke_width=3.2, stroke_linecap="round"))
    out.append(path("M70 104 Q76 94 86 92", fill="none", stroke=BROWN,
                    stroke_width=2.2, stroke_linecap="round"))
    out.append(path("M86 92 Q90 84 84 80 Q80 88 86 92Z", fill=GREEN))
    out.append(path("M28 108 Q20 100 12 102 Q18 110 28 108Z", fill=GREEN))
    # legs
    out.append(path("M46 88 L43 106 M56 88 L57 104", fill="none", stroke=BROWN,
                    stroke_width=2, stroke_linecap="round"))
    # tail feathers fanned to lower left
    out.append(path("M34 70 L8 94 Q12 100 18 98 Z", fill=BLUE))
    out.append(path("M36 74 L14 104 Q20 108 24 104 Z", fill=GREEN))
    out.append(path("M40 78 L26 110 Q32 112 34 106 Z", fill=RED))
    # body
    out.append(path("M30 70 Q32 46 58 40 Q74 38 78 50 Q80 70 64 86 "
                    "Q48 96 36 84 Q28 78 30 70Z", fill=GREEN))
    # breast
    out.append(path("M78 50 Q82 70 64 86 Q52 94 44 88 Q64 82 70 62 Q72 54 78 50Z",
                    fill=RED))
    # wing
    out.append(path("M38 64 Q48 50 64 54 Q62 70 46 80 Q38 82 34 76 Z",
                    fill=BLUE))
    out.append(path("M40 70 Q50 62 60 60 M40 76 Q50 70 58 66", fill="none",
                    stroke=IVORY, stroke_width=1.3, stroke_linecap="round"))
    # head
    out.append(circle(70, 34, 14, fill=GREEN))
    out.append(path("M60 26 Q68 12 82 22 Q74 20 66 28Z", fill=RED))  # crest
    out.append(circle(74, 31, 4.2, fill=IVORY))
    out.append(circle(75, 31, 2.2, fill=INK))
    # beak
    out.append(poly([(82, 32), (94, 37), (82, 40)], fill=GOLD, stroke=BROWN,
                    stroke_width=0.8))
    return out


def bamboo_face(n):
    if n == 1:
        return bird()
    G, R, B = GREEN, RED, BLUE
    L, Wd = 50, 15
    layouts = {
        2: [(50, 37, L, G), (50, 93, L, B)],
        3: [(50, 37, L, B), (30, 93, L, G), (70, 93, L, G)],
        4: [(30, 37, L, B), (70, 37, L, G), (30, 93, L, G), (70, 93, L, B)],
        5: [(21, 37, L, G), (79, 37, L, B), (50, 65, L, R), (21, 93, L, B),
            (79, 93, L, G)],
        6: [(22, 37, L, G), (50, 37, L, G), (78, 37, L, G),
            (22, 93, L, B), (50, 93, L, B), (78, 93, L, B)],
        7: [(50, 22, 32, R),
            (22, 63, 37, G), (50, 63, 37, G), (78, 63, 37, G),
            (22, 104, 37, G), (50, 104, 37, G), (78, 104, 37, G)],
        9: [(x, y, 37, c) for y in (25.5, 65, 104.5)
            for x, c in ((22, G), (50, R), (78, B))],
    }
    if n == 8:
        out = []
        for cy, s, col in ((37, 1, G), (93, -1, B)):
            out.append(stick(14, cy, L, 11, col))
            out.append(stick(86, cy, L, 11, col))
            out.append(stick(37, cy, L, 11, col, angle=18 * s))
            out.append(stick(63, cy, L, 11, col, angle=-18 * s))
        return out
    return [stick(x, y, l, Wd if n < 7 else 13.5, c) for x, y, l, c in layouts[n]]


# ---------------------------------------------------------------------------
# Characters, winds, dragons
# ---------------------------------------------------------------------------

NUMERALS = "一二三四五六七八九"


def characters_face(n):
    num = NUMERALS[n - 1]
    # numerals share one em size so 一二三 keep their natural stroke spacing
    return [glyph(num, 50, 33, 60, INK, sx=1.05, sy=0.8),
            glyph("萬", 50, 92, 64, RED)]


def wind_face(ch):
    return [glyph_fit(ch, (10, 14, 90, 116), INK)]


def dragon_face(kind):
    if kind == "red":
        return [glyph_fit("中", (12, 12, 88, 118), RED)]
    if kind == "green":
        return [glyph_fit("發", (8, 14, 92, 116), GREEN)]
    # white dragon: double blue frame with corner blocks
    out = [rect(12, 12, 76, 106, fill="none", stroke=BLUE, stroke_width=5, rx=2),
           rect(21, 21, 58, 88, fill="none", stroke=BLUE, stroke_width=2.2)]
    for x, y in ((12, 12), (88, 12), (12, 118), (88, 118)):
        out.append(rect(x - 5, y - 5, 10, 10, fill=BLUE))
        out.append(rect(x - 2, y - 2, 4, 4, fill=IVORY))
    return out


# ---------------------------------------------------------------------------
# Flowers and seasons
# ---------------------------------------------------------------------------


def flower_mark(k, name_ch):
    """Flower number: ivory digit in a red disc (top left) + name (top right)."""
    return [circle(17, 17, 11.5, fill=RED),
            glyph(str(k), 17, 17, 20, IVORY, path=SANS_BOLD),
            glyph_fit(name_ch, (69, 6, 94, 31), GREEN_D)]


def season_mark(k, name_ch):
    """Season number: ivory digit in a blue diamond (top left) + name."""
    return [poly([(17, 4), (30, 17), (17, 30), (4, 17)], fill=BLUE),
            glyph(str(k), 17, 17.2, 17, IVORY, path=SANS_BOLD),
            glyph_fit(name_ch, (69, 6, 94, 31), BLUE_D)]


def petals5(cx, cy, r, col, centre, notch=False, rotate=-90):
    out = []
    for i in range(5):
        a = rotate + i * 72
        px, py = polar(cx, cy, r * 0.55, a)
        out.append(circle(px, py, r * 0.5, fill=col))
    out.append(circle(cx, cy, r * 0.3, fill=centre))
    return "".join(out)


def plum():
    out = [path("M30 124 Q34 100 26 84 Q20 70 34 56 Q46 44 44 30", fill="none",
                stroke=BROWN, stroke_width=5, stroke_linecap="round"),
           path("M30 80 Q48 78 60 64 Q70 54 84 54", fill="none", stroke=BROWN,
                stroke_width=3.5, stroke_linecap="round"),
           path("M36 58 Q56 44 66 36", fill="none", stroke=BROWN,
                stroke_width=2.5, stroke_linecap="round")]
    for (x, y, r) in ((44, 32, 12), (66, 38, 10), (80, 58, 11), (58, 68, 9),
                      (24, 96, 9)):
        out.append(petals5(x, y, r, RED, GOLD))
        out.append(circle(x, y, r * 0.12, fill=RED_D))
    out.append(circle(38, 68, 3, fill=RED))
    out.append(circle(86, 46, 2.6, fill=RED))
    return out


def orchid():
    out = []
    leaves = [("M50 124 Q30 90 12 74 Q36 88 54 124Z", GREEN),
              ("M52 124 Q60 80 86 62 Q66 88 58 124Z", GREEN),
              ("M48 124 Q44 96 32 60 Q52 92 54 124Z", GREEN_D),
              ("M54 124 Q72 104 92 102 Q70 110 58 124Z", GREEN_D)]
    for d, c in leaves:
        out.append(path(d, fill=c))
    out.append(path("M52 120 Q50 80 58 44", fill="none", stroke=GREEN_D,
                    stroke_width=2))
    # two orchid blooms: three long sepals and two petals around a lip
    for cx, cy, s in ((58, 44, 1.0), (36, 72, 0.75)):
        parts = []
        for a in (-90, 30, 150):
            px, py = polar(cx, cy, 11 * s, a)
            parts.append(ellipse(px, py, 12 * s, 4.8 * s, fill=PURPLE,
                                 transform=rot(a, px, py)))
        for a in (-30, -150):
            px, py = polar(cx, cy, 8 * s, a)
            parts.append(ellipse(px, py, 8 * s, 4.5 * s, fill="#b57bd1",
                                 transform=rot(a, px, py)))
        parts.append(ellipse(cx, cy + 5 * s, 5 * s, 6 * s, fill=RED))
        parts.append(circle(cx, cy, 2.4 * s, fill=GOLD))
        out.append("".join(parts))
    return out


def chrysanthemum():
    out = [path("M50 124 Q48 100 50 80", fill="none", stroke=GREEN_D,
                stroke_width=3.5, stroke_linecap="round"),
           path("M49 110 Q30 98 20 104 Q32 116 49 110Z", fill=GREEN),
           path("M51 100 Q70 88 82 94 Q70 106 51 100Z", fill=GREEN)]
    cx, cy = 50, 58
    for i in range(20):
        a = i * 18
        px, py = polar(cx, cy, 20, a)
        out.append(ellipse(px, py, 12, 3.6, fill=GOLD, stroke="#b36b00",
                           stroke_width=0.7, transform=rot(a, px, py)))
    for i in range(14):
        a = i * (360 / 14) + 9
        px, py = polar(cx, cy, 11, a)
        out.append(ellipse(px, py, 7.5, 3, fill="#f2c230", stroke="#b36b00",
                           stroke_width=0.6, transform=rot(a, px, py)))
    out.append(circle(cx, cy, 6, fill="#c85a0c"))
    return out


def bamboo_plant():
    out = []
    # two slanted culms with joints (distinct from the upright suit sticks)
    for x0, y0, x1, y1, w in ((40, 124, 58, 34, 7), (62, 124, 72, 62, 5.5)):
        out.append(line(x0, y0, x1, y1, stroke=GREEN, stroke_width=w,
                        stroke_linecap="round"))
        for t in (0.3, 0.62):
            x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            out.append(ellipse(x, y, w * 0.75, 1.3, fill=GREEN_D,
                               transform=rot(math.degrees(
                                   math.atan2(y1 - y0, x1 - x0)) + 90, x, y)))
    # clusters of narrow leaves
    def leaf(x, y, a, ln, wd, col):
        ex, ey = polar(x, y, ln, a)
        c1 = polar(x, y, ln * 0.5, a - 18)
        c2 = polar(x, y, ln * 0.5, a + 18)
        return path("M%s %sQ%s %s %s %sQ%s %s %s %sZ" % (
            f(x), f(y), f(c1[0]), f(c1[1]), f(ex), f(ey),
            f(c2[0]), f(c2[1]), f(x), f(y)), fill=col)
    for x, y, angs in ((52, 58, (-160, -130, 200)), (56, 44, (-40, -70, -10)),
                       (66, 84, (20, -20, 50)), (45, 96, (170, 200, 140))):
        for i, a in enumerate(angs):
            out.append(leaf(x, y, a, 26 - i * 3, 6, GREEN if i % 2 else GREEN_D))
    return out


def spring():
    """Spring: a cherry blossom with notched petals above a sprouting bud."""
    out = []
    cx, cy = 50, 64
    for i in range(5):
        a = -90 + i * 72
        px, py = polar(cx, cy, 17, a)
        tip = polar(cx, cy, 37, a)
        l = polar(cx, cy, 31, a - 22)
        r = polar(cx, cy, 31, a + 22)
        nt = polar(cx, cy, 30, a)
        d = "M%s %sQ%s %s %s %sL%s %sL%s %sQ%s %s %s %sZ" % (
            f(cx), f(cy), f(polar(cx, cy, 22, a - 40)[0]),
            f(polar(cx, cy, 22, a - 40)[1]), f(l[0]), f(l[1]),
            f(nt[0]), f(nt[1]), f(r[0]), f(r[1]),
            f(polar(cx, cy, 22, a + 40)[0]), f(polar(cx, cy, 22, a + 40)[1]),
            f(cx), f(cy))
        out.append(path(d, fill=PINK, stroke=RED_D, stroke_width=1))
    for i in range(5):
        a = -54 + i * 72
        x, y = polar(cx, cy, 10, a)
        out.append(line(cx, cy, x, y, stroke=RED_D, stroke_width=1))
        out.append(circle(x, y, 1.8, fill=GOLD))
    out.append(circle(cx, cy, 4.5, fill=RED))
    # little sprouting leaves at the bottom
    out.append(path("M50 124 L50 92", stroke=GREEN_D, stroke_width=2.5,
                    fill="none"))
    out.append(path("M50 110 Q36 96 26 104 Q36 116 50 110Z", fill=GREEN))
    out.append(path("M50 108 Q64 94 74 102 Q64 114 50 108Z", fill=GREEN))
    return out


def summer():
    """Summer: the sun with straight and wavy rays."""
    out = []
    cx, cy = 50, 72
    for i in range(16):
        a = i * 22.5
        ln = 44 if i % 2 == 0 else 36
        tip = polar(cx, cy, ln, a)
        b1 = polar(cx, cy, 22, a - 7)
        b2 = polar(cx, cy, 22, a + 7)
        out.append(poly([b1, tip, b2], fill=RED if i % 2 == 0 else GOLD))
    out.append(circle(cx, cy, 24, fill=GOLD))
    out.append(circle(cx, cy, 19, fill=RED))
    out.append(circle(cx, cy, 19, fill="none", stroke=RED_D, stroke_width=1.2))
    out.append(circle(cx - 6, cy - 6, 6, fill="#e8584e"))
    return out


def autumn():
    """Autumn: a maple leaf."""
    cx, cy = 50, 68
    # seven-lobed maple outline built from a radial profile
    pts = []
    lobes = [(-90, 44), (-45, 36), (0, 38), (45, 22), (135, 22), (180, 38),
             (225, 36)]
    prof = []
    for a, r in lobes:
        prof.append((a, r))
    prof.sort()
    ring = []
    for i, (a, r) in enumerate(prof):
        na, nr = prof[(i + 1) % len(prof)]
        if na <= a:
            na += 360
        ring.append(polar(cx, cy, r, a))
        # shallow serration between lobes
        ring.append(polar(cx, cy, r * 0.78, a + (na - a) * 0.22))
        ring.append(polar(cx, cy, r * 0.55 + 4, a + (na - a) * 0.38))
        ring.append(polar(cx, cy, 12, a + (na - a) * 0.5))
        ring.append(polar(cx, cy, nr * 0.55 + 4, a + (na - a) * 0.62))
        ring.append(polar(cx, cy, nr * 0.78, a + (na - a) * 0.78))
    out = [poly(ring, fill="#d9541e", stroke=RED_D, stroke_width=1.4,
                stroke_linejoin="round")]
    # veins and stem
    for a, r in lobes:
        x, y = polar(cx, cy, r * 0.85, a)
        out.append(line(cx, cy, x, y, stroke=RED_D, stroke_width=1.3))
    out.append(path("M50 68 Q52 100 44 124", fill="none", stroke=BROWN,
                    stroke_width=3, stroke_linecap="round"))
    return out


def winter():
    """Winter: a six-armed snowflake."""
    out = []
    cx, cy = 50, 70
    s = dict(stroke=BLUE, stroke_width=4.2, stroke_linecap="round")
    t = dict(stroke=BLUE, stroke_width=3, stroke_linecap="round")
    for i in range(6):
        a = -90 + i * 60
        x, y = polar(cx, cy, 40, a)
        out.append(line(cx, cy, x, y, **s))
        for d, ln in ((18, 10), (29, 7)):
            bx, by = polar(cx, cy, d, a)
            for da in (-45, 45):
                ex, ey = polar(bx, by, ln, a + da)
                out.append(line(bx, by, ex, ey, **t))
    out.append(poly([polar(cx, cy, 9, -90 + i * 60) for i in range(6)],
                    fill=IVORY, stroke=BLUE_L, stroke_width=2.5))
    return out


FLOWERS = [("plum", "Plum", "梅", plum), ("orchid", "Orchid", "蘭", orchid),
           ("chrysanthemum", "Chrysanthemum", "菊", chrysanthemum),
           ("bamboo", "Bamboo", "竹", bamboo_plant)]
SEASONS = [("spring", "Spring", "春", spring), ("summer", "Summer", "夏", summer),
           ("autumn", "Autumn", "秋", autumn), ("winter", "Winter", "冬", winter)]


# ---------------------------------------------------------------------------
# Assemble
# ---------------------------------------------------------------------------


def faces():
    """Yield (index, id, display name, svg items) in the game's face order."""
    i = 0
    for n in range(1, 10):
        yield i, "dots-%d" % n, "%d of Dots" % n, dots_face(n)
        i += 1
    for n in range(1, 10):
        yield i, "bamboo-%d" % n, "%d of Bamboo" % n, bamboo_face(n)
        i += 1
    for n in range(1, 10):
        yield i, "characters-%d" % n, "%d of Characters" % n, characters_face(n)
        i += 1
    for key, name, ch in (("east", "East", "東"), ("south", "South", "南"),
                          ("west", "West", "西"), ("north", "North", "北")):
        yield i, "wind-" + key, name + " Wind", wind_face(ch)
        i += 1
    for key, name in (("red", "Red"), ("green", "Green"), ("white", "White")):
        yield i, "dragon-" + key, name + " Dragon", dragon_face(key)
        i += 1
    for k, (key, name, ch, fn) in enumerate(FLOWERS, 1):
        yield i, "flower-" + key, name + " (flower)", fn() + flower_mark(k, ch)
        i += 1
    for k, (key, name, ch, fn) in enumerate(SEASONS, 1):
        yield i, "season-" + key, name + " (season)", fn() + season_mark(k, ch)
        i += 1


def write_tileset(out, title, faces_iter, groups):
    """Writes NN.svg for every (index, id, name, items) face and the manifest;
    groups names the two groups of four (faces 34-37 and 38-41). Shared by every
    tileset generator."""
    os.makedirs(out, exist_ok=True)
    manifest = ["pagoda-tileset 1", "name: " + title, "author: Pagoda"]
    count = 0
    for idx, fid, name, items in faces_iter:
        with open(os.path.join(out, "%02d.svg" % idx), "w", encoding="utf-8",
                  newline="\n") as fh:
            fh.write(svg(items))
        manifest.append('face %d %s "%s"' % (idx, fid, name))
        count += 1
    assert count == 42, count
    manifest.append("group %s 34 35 36 37" % groups[0])
    manifest.append("group %s 38 39 40 41" % groups[1])
    with open(os.path.join(out, "tileset.txt"), "w", encoding="utf-8",
              newline="\n") as fh:
        fh.write("\n".join(manifest) + "\n")
    print("wrote %d faces to %s" % (count, os.path.relpath(out, ROOT)))
    return 0


def main():
    return write_tileset(OUT, "Classic Mahjong", faces(), ("flowers", "seasons"))


if __name__ == "__main__":
    sys.exit(main())
