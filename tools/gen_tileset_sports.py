#!/usr/bin/python3
"""Generate the "Sports" tileset for Pagoda (vector faces).

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-lato):

    /usr/bin/python3 tools/gen_tileset_sports.py

Writes assets/tilesets/sports/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports): face art only, viewBox 0 0 100 130, transparent background, art kept
~6 units from the edge, nanosvg-safe elements only.  Every pictogram has a dark
outline and its own silhouette or bold inner pattern so that the set reads
without colour.  The few digits are Lato Black outlines (SIL OFL 1.1), through
the helper in tools/gen_tileset_cards.py.

Face order: 0..33 thirty-four sports pictograms (four of each in a deal);
34..37 the Medals (gold, silver, bronze, honour; a disc on a ribbon, matching
each other); 38..41 Water sports (swimming, rowing, sailing, surfing; in a round
blue frame over waves, matching each other).
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (circle, ellipse, f, group, line, path,  # noqa: E402
                                 polar, poly, rect, rot, svg)
from gen_tileset_classic import write_tileset  # noqa: E402
from gen_tileset_cards import glyph as lato  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "sports")

INK = "#1f1d24"
WHITE = "#ffffff"
RED = "#d22630"
RED_D = "#8e1219"
ORANGE = "#ee7a1a"
GOLD = "#f2b81f"
GOLD_D = "#a8740c"
SILVER = "#cfd6de"
SILVER_D = "#8a96a3"
BRONZE = "#c27a3a"
BRONZE_D = "#7d4718"
GREEN = "#2f9a46"
GREEN_D = "#1b6a2e"
LIME = "#d5e84a"
BLUE = "#2a5cb8"
BLUE_D = "#183a7c"
SKY = "#bfe6f7"
NAVY = "#1d2a55"
BROWN = "#9a5b2a"
BROWN_D = "#5f3414"
WOOD = "#e0b36e"
GREY = "#8d9099"
GREY_D = "#555a63"
PURPLE = "#7a3fa8"
CREAM = "#fff4dc"

SW = 2.6


def o(**kw):
    base = dict(stroke=INK, stroke_width=SW, stroke_linejoin="round",
                stroke_linecap="round")
    base.update(kw)
    return base


def pts(p):
    return " ".join("%s %s" % (f(x), f(y)) for x, y in p)


def star(cx, cy, r, fill, n=5, inner=0.45, rotate=-90, **kw):
    return poly([polar(cx, cy, r if i % 2 == 0 else r * inner,
                       rotate + i * 180.0 / n) for i in range(2 * n)],
                fill=fill, **kw)


def rim_arc(cx, cy, r, a0, a1):
    """Path fragment: arc on the circle from angle a0 to a1 (clockwise)."""
    x, y = polar(cx, cy, r, a1)
    return "A%s %s 0 0 1 %s %s" % (f(r), f(r), f(x), f(y))


# ---------------------------------------------------------------------------
# Balls
# ---------------------------------------------------------------------------

CX, CY = 50, 65


def soccer():
    r = 38
    out = [circle(CX, CY, r, fill=WHITE)]
    for k in range(5):
        a = -90 + 72 * k
        out.append(line(*polar(CX, CY, 12, a), *polar(CX, CY, r, a), stroke=INK,
                        stroke_width=2))
    for k in range(5):
        a = -54 + 72 * k
        p1, p2 = polar(CX, CY, r, a - 17), polar(CX, CY, 27, a - 11)
        p3, p4 = polar(CX, CY, 27, a + 11), polar(CX, CY, r, a + 17)
        out.append(path("M%s L%s L%s L%s A%s %s 0 0 0 %s Z" % (
            pts([p1]), pts([p2]), pts([p3]), pts([p4]), r, r, pts([p1])),
            fill=INK))
    out.append(poly([polar(CX, CY, 13, -90 + 72 * k) for k in range(5)],
                    fill=INK))
    out.append(circle(CX, CY, r, fill="none", **o()))
    return out


def basketball():
    r = 38
    return [circle(CX, CY, r, fill=ORANGE, **o()),
            path("M%d %d L%d %d M%d %d L%d %d" % (CX, CY - r, CX, CY + r,
                                                  CX - r, CY, CX + r, CY),
                 fill="none", **o(stroke_width=2.4)),
            path("M24 37 Q40 65 24 93 M76 37 Q60 65 76 93", fill="none",
                 **o(stroke_width=2.4)),
            path("M30 44 Q36 38 44 36", fill="none", stroke="#ffb070",
                 stroke_width=3, stroke_linecap="round")]


def tennis_ball():
    r = 34
    seam = "M21 48 Q44 65 21 82 M79 48 Q56 65 79 82"
    return [circle(CX, CY, r, fill=LIME, **o()),
            path(seam, fill="none", stroke=INK, stroke_width=8.5,
                 stroke_linecap="round"),
            path(seam, fill="none", stroke=WHITE, stroke_width=4.5,
                 stroke_linecap="round"),
            circle(CX, CY, r, fill="none", **o())]


def baseball():
    r = 36
    out = [circle(CX, CY, r, fill=WHITE, **o())]
    for side in (-1, 1):
        # seam: arc bulging toward the centre
        x0 = CX + side * 26
        out.append(path("M%s 40 Q%s 65 %s 90" % (f(x0), f(CX + side * 8), f(x0)),
                        fill="none", stroke=RED, stroke_width=2.4))
        for t in [i / 8.0 for i in range(1, 8)]:
            # point and normal on the quadratic curve
            px = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * (CX + side * 8) + t * t * x0
            py = (1 - t) ** 2 * 40 + 2 * (1 - t) * t * 65 + t * t * 90
            dx = 2 * (1 - t) * (CX + side * 8 - x0) + 2 * t * (x0 - CX - side * 8)
            dy = 2 * (1 - t) * 25 + 2 * t * 25
            n = math.hypot(dx, dy)
            nx, ny = -dy / n * 4.5, dx / n * 4.5
            out.append(line(px - nx - dx / n * 1.5, py - ny - dy / n * 1.5,
                            px + nx + dx / n * 1.5, py + ny + dy / n * 1.5,
                            stroke=RED_D, stroke_width=2.2, stroke_linecap="round"))
    return out


def volleyball():
    r = 38
    out = [circle(CX, CY, r, fill=WHITE)]
    cols = [BLUE, GOLD, WHITE]
    for k in range(3):
        a = -90 + 120 * k
        p0 = polar(CX, CY, r, a)
        p1 = polar(CX, CY, r, a + 120)
        c0 = polar(CX, CY, r * 0.55, a + 55)
        c1 = polar(CX, CY, r * 0.5, a + 120 - 30)
        out.append(path("M%s Q%s %s A%s %s 0 0 1 %s Q%s %s Z" % (
            pts([(CX, CY)]), pts([c0]), pts([p0]), r, r, pts([p1]),
            pts([c1]), pts([(CX, CY)])), fill=cols[k]))
    for k in range(3):
        a = -90 + 120 * k
        c0 = polar(CX, CY, r * 0.55, a + 55)
        p0 = polar(CX, CY, r, a)
        out.append(path("M%s Q%s %s" % (pts([(CX, CY)]), pts([c0]), pts([p0])),
                        fill="none", **o(stroke_width=2.4)))
        # an inner seam in each panel
        q0 = polar(CX, CY, r * 0.45, a + 60)
        q2 = polar(CX, CY, r, a + 105)
        out.append(path("M%s Q%s %s" % (pts([q0]), pts([polar(CX, CY, r * 0.8, a + 95)]),
                                        pts([q2])), fill="none", **o(stroke_width=1.8)))
    out.append(circle(CX, CY, r, fill="none", **o()))
    return out


def football():
    g = [ellipse(50, 65, 40, 23, fill=BROWN, **o()),
         path("M22 50 Q18 65 22 80 M78 50 Q82 65 78 80", fill="none",
              stroke=WHITE, stroke_width=4),
         line(34, 65, 66, 65, stroke=WHITE, stroke_width=3.2,
              stroke_linecap="round")]
    for x in range(38, 64, 6):
        g.append(line(x, 59, x, 71, stroke=WHITE, stroke_width=3,
                      stroke_linecap="round"))
    return [group(g, rot(-35, 50, 65))]


def golf():
    out = [ellipse(50, 114, 30, 6, fill=GREEN, **o(stroke_width=2)),
           path("M36 70 L64 70 L56 78 L53 112 L47 112 L44 78Z", fill=WOOD,
                **o()),
           circle(50, 46, 25, fill=WHITE, **o())]
    for dy in (-14, -4, 6, 15):
        n = 4 if abs(dy) < 10 else 3
        for i in range(n):
            x = 50 + (i - (n - 1) / 2.0) * 10 + (3 if dy in (-4, 15) else 0)
            if math.hypot(x - 50, dy) < 20:
                out.append(circle(x, 46 + dy, 2.6, fill=SILVER_D))
    return out


def bowling():
    side = [(50, 12), (57, 14), (59, 26), (56, 40), (55, 46), (62, 60),
            (66, 80), (63, 104), (58, 116)]
    left = [(100 - x, y) for x, y in reversed(side)]
    d = "M" + pts(side[:1])
    d += " C%s %s %s" % (pts([(55, 12)]), pts([(60, 18)]), pts([side[2]]))
    d += " Q%s %s" % (pts([(58, 34)]), pts([side[4]]))
    d += " Q%s %s" % (pts([(68, 64)]), pts([side[6]]))
    d += " Q%s %s" % (pts([(66, 96)]), pts([side[8]]))
    d += " L%s" % pts([left[0]])
    d += " Q%s %s" % (pts([(34, 96)]), pts([(34, 80)]))
    d += " Q%s %s" % (pts([(32, 64)]), pts([(45, 46)]))
    d += " Q%s %s" % (pts([(42, 34)]), pts([(41, 26)]))
    d += " C%s %s %s Z" % (pts([(40, 18)]), pts([(45, 12)]), pts([(50, 12)]))
    pin = [path(d, fill=WHITE, **o()),
           path("M44.6 34 L55.4 34 M44 40 L56 40", fill="none", stroke=RED,
                stroke_width=3.4)]
    out = [group(pin, "translate(-14 0)")]
    out.append(circle(64, 94, 24, fill=NAVY, **o()))
    out.append(path("M48 84 Q56 74 68 72", fill="none", stroke="#4a63a8",
                    stroke_width=3, stroke_linecap="round"))
    for x, y in ((58, 84), (67, 82), (63, 92)):
        out.append(circle(x, y, 3, fill=INK, stroke="#6d80b8", stroke_width=1))
    return out


def eight_ball():
    return [circle(CX, CY, 38, fill=INK),
            path("M26 50 Q32 38 44 34", fill="none", stroke="#55525e",
                 stroke_width=3.4, stroke_linecap="round"),
            circle(CX, CY - 2, 17, fill=WHITE),
            lato("8", CX, CY - 2, 20, 20, INK)]


def shuttlecock():
    g = [path("M34 24 Q50 16 66 24 L58 86 L42 86Z", fill=WHITE, **o()),
         ellipse(50, 24, 16, 5, fill=WHITE, **o(stroke_width=2))]
    for x0 in (40, 45, 50, 55, 60):
        g.append(line(x0 + (x0 - 50) * 0.1, 30, 50 + (x0 - 50) * 0.45, 84,
                      stroke=GREY, stroke_width=1.4))
    for y in (44, 60):
        w = 14 - (y - 30) * 0.08 * 2
        g.append(line(50 - w, y, 50 + w, y, stroke=RED, stroke_width=2.4))
    g.append(path("M40 86 L60 86 L60 96 Q60 110 50 110 Q40 110 40 96Z",
                  fill=RED, **o()))
    g.append(rect(40, 86, 20, 4, fill=WHITE, **o(stroke_width=1.8)))
    return [group(g, rot(20, 50, 65))]


def hockey():
    # a thick stick with a broad black blade and a big puck: solid shapes that
    # survive 40 px (issue 21: the thin stick read as a bat)
    stick = path("M62 6 L78 10 L50 96 L40 94Z", fill=BROWN, **o())
    blade = path("M40 92 L52 96 L48 112 Q46 118 38 118 L10 118 Q6 118 6 112 "
                 "Q6 104 14 104 L38 104Z", fill=INK, **o())
    tape = path("M60 18 L75 22 L71 34 L57 30Z", fill=WHITE, **o(stroke_width=2))
    return [stick, tape, blade,
            path("M60 96 L60 108 A17 7 0 0 0 94 108 L94 96Z", fill=INK),
            ellipse(77, 96, 17, 7, fill=GREY_D, **o(stroke_width=2.2)),
            path("M60 96 L60 108 A17 7 0 0 0 94 108 L94 96", fill="none",
                 **o(stroke_width=2.2))]


def racket():
    g = []
    cx, cy, rx, ry = 50, 42, 24, 32
    g.append(ellipse(cx, cy, rx, ry, fill="#fbfbf0"))
    for x in range(cx - 18, cx + 19, 6):
        h = ry * math.sqrt(max(0, 1 - ((x - cx) / rx) ** 2))
        g.append(line(x, cy - h, x, cy + h, stroke=GREY, stroke_width=1.3))
    for y in range(cy - 24, cy + 25, 6):
        w = rx * math.sqrt(max(0, 1 - ((y - cy) / ry) ** 2))
        g.append(line(cx - w, y, cx + w, y, stroke=GREY, stroke_width=1.3))
    g.append(ellipse(cx, cy, rx, ry, fill="none", stroke=INK, stroke_width=8.5))
    g.append(ellipse(cx, cy, rx, ry, fill="none", stroke=RED, stroke_width=4.5))
    g.append(path("M40 70 L50 86 L60 70", fill="none", stroke=INK,
                  stroke_width=7, stroke_linejoin="round"))
    g.append(path("M40 70 L50 86 L60 70", fill="none", stroke=RED,
                  stroke_width=3.4, stroke_linejoin="round"))
    g.append(rect(45, 84, 10, 36, rx=3, fill=INK, **o()))
    for y in (90, 98, 106):
        g.append(line(45.5, y, 54.5, y + 4, stroke="#6a6a72", stroke_width=1.6))
    return [group(g, rot(-24, 50, 70)), circle(80, 108, 9, fill=LIME, **o()),
            path("M73 104 Q80 108 87 104", fill="none", stroke=WHITE,
                 stroke_width=2)]


def bat():
    # a fat wooden bat and a large ball with red seams, solid at play size
    g = [path("M44 120 L45 76 Q36 36 37 14 Q38 4 50 4 Q62 4 63 14 "
              "Q64 36 55 76 L56 120Z", fill=WOOD, **o()),
         ellipse(50, 121, 9, 4, fill=WOOD, **o()),
         rect(44.6, 94, 10.8, 24, fill=INK),
         path("M55 16 Q57 40 53 64", fill="none", stroke="#f4d9a8",
              stroke_width=3, stroke_linecap="round")]
    return [group(g, rot(34, 50, 65)),
            circle(25, 30, 18, fill=WHITE, **o()),
            path("M13 22 Q22 30 14 40 M37 22 Q28 30 36 40", fill="none",
                 stroke=RED, stroke_width=2.6)]


def pingpong():
    g = [rect(44, 64, 12, 40, rx=4, fill=WOOD, **o()),
         rect(44, 80, 12, 24, rx=4, fill=BROWN_D, **o()),
         circle(50, 40, 30, fill=WOOD, **o()),
         circle(50, 40, 26, fill=RED),
         path("M34 30 Q40 20 50 18", fill="none", stroke="#f07070",
              stroke_width=3, stroke_linecap="round")]
    return [group(g, rot(-30, 50, 70)), circle(78, 104, 9, fill=WHITE, **o()),
            path("M92 94 Q96 100 94 108 M98 90 Q102 100 98 112", fill="none",
                 stroke=GREY, stroke_width=1.6, stroke_linecap="round")]


def skate():
    out = [path("M26 18 L52 18 Q54 40 56 56 Q76 60 84 70 Q88 76 86 86 "
                "L22 86 Q20 60 24 40Z", fill=WHITE, **o()),
           path("M22 78 L86 78 L86 86 L22 86Z", fill=GREY_D, **o()),
           rect(24, 16, 30, 7, rx=2, fill=RED, **o(stroke_width=2))]
    for i, y in enumerate((32, 40, 48, 56)):
        out.append(line(44, y, 56 if i == 3 else 54, y - 3, stroke=RED,
                        stroke_width=2.2, stroke_linecap="round"))
        out.append(circle(42, y, 1.6, fill=INK))
    out += [rect(30, 86, 6, 14, fill=SILVER, **o(stroke_width=2)),
            rect(70, 86, 6, 14, fill=SILVER, **o(stroke_width=2)),
            path("M14 100 L84 100 Q94 100 94 108 Q94 112 88 112 L14 112Z",
                 fill=SILVER, **o())]
    return out


def skis():
    # two broad skis, bright and solid, and two thick poles with baskets
    out = []
    for x0, x1 in ((16, 84), (84, 16)):
        out.append(line(x0, 12, x1, 116, **o(stroke_width=8)))
        out.append(line(x0, 12, x1, 116, stroke=SILVER, stroke_width=3.6,
                        stroke_linecap="round"))
        out.append(rect(x0 - 4, 8, 8, 18, rx=3, fill=INK,
                        transform=rot(-33 if x0 < 50 else 33, x0, 12)))
        bx, by = x0 + (x1 - x0) * 0.86, 12 + 104 * 0.86
        out.append(ellipse(bx, by, 10, 4, fill=INK))
    for x, a, col in ((36, -7, BLUE), (64, 7, RED)):
        g = [path("M%s 120 L%s 30 Q%s 8 %s 4 Q%s 8 %s 30 L%s 120Z" % (
            f(x - 9), f(x - 9), f(x - 9), f(x), f(x + 9), f(x + 9), f(x + 9)),
            fill=col, **o()),
            rect(x - 9, 62, 18, 18, fill=INK),
            line(x, 16, x, 56, stroke=WHITE, stroke_width=3, stroke_linecap="round")]
        out.append(group(g, rot(a, x, 70)))
    return out


def bicycle():
    out = []
    for cx in (25, 75):
        out.append(circle(cx, 88, 18, fill="none", **o(stroke_width=5)))
        for k in range(6):
            out.append(line(*polar(cx, 88, 2, k * 30), *polar(cx, 88, 16, k * 30),
                            stroke=GREY, stroke_width=1))
        out.append(circle(cx, 88, 2.6, fill=INK))
    frame = "M25 88 L42 56 L50 88 Z M42 56 L70 56 L50 88 M70 56 L75 88 M66 44 L70 56"
    out.append(path(frame, fill="none", stroke=INK, stroke_width=6.4,
                    stroke_linejoin="round", stroke_linecap="round"))
    out.append(path(frame, fill="none", stroke=RED, stroke_width=3.2,
                    stroke_linejoin="round", stroke_linecap="round"))
    out.append(path("M40 50 L40 56", stroke=INK, stroke_width=3))
    out.append(path("M32 48 Q40 44 48 48 L46 51 L34 51Z", fill=INK))
    out.append(path("M60 42 L66 44 Q72 40 76 44", fill="none", **o(stroke_width=3.4)))
    out.append(circle(50, 88, 5, fill=GREY_D, **o(stroke_width=1.6)))
    return out


def trophy():
    return [path("M30 40 Q12 40 14 56 Q16 70 36 72", fill="none",
                 **o(stroke_width=7)),
            path("M70 40 Q88 40 86 56 Q84 70 64 72", fill="none",
                 **o(stroke_width=7)),
            path("M30 40 Q12 40 14 56 Q16 70 36 72", fill="none", stroke=GOLD,
                 stroke_width=3, stroke_linecap="round"),
            path("M70 40 Q88 40 86 56 Q84 70 64 72", fill="none", stroke=GOLD,
                 stroke_width=3, stroke_linecap="round"),
            path("M24 22 L76 22 L74 50 Q70 76 54 82 L54 94 L46 94 L46 82 "
                 "Q30 76 26 50Z", fill=GOLD, **o()),
            path("M34 28 L34 50 Q36 64 44 72", fill="none", stroke="#ffe08a",
                 stroke_width=3, stroke_linecap="round"),
            star(50, 46, 11, WHITE, **o(stroke_width=1.8)),
            path("M36 94 L64 94 L66 102 L34 102Z", fill=GOLD_D, **o()),
            rect(28, 102, 44, 16, rx=2, fill=BROWN_D, **o()),
            rect(40, 106, 20, 7, fill=GOLD)]


def whistle():
    return [path("M50 44 Q34 24 46 12 Q58 2 70 14", fill="none", stroke=RED,
                 stroke_width=4, stroke_linecap="round"),
            circle(50, 44, 6, fill="none", **o(stroke_width=3.4)),
            path("M40 52 L90 52 L90 70 L70 70 Q72 76 72 82 Q72 108 46 108 "
                 "Q20 108 20 82 Q20 58 40 52Z", fill=SILVER, **o()),
            rect(78, 52, 12, 18, fill=SILVER_D, **o()),
            circle(46, 82, 12, fill=GREY_D, **o(stroke_width=2)),
            path("M52 58 L64 58 L62 66 L54 66Z", fill=INK),
            path("M28 72 Q30 62 38 58", fill="none", stroke=WHITE,
                 stroke_width=3, stroke_linecap="round")]


def stopwatch():
    cx, cy, r = 50, 74, 36
    out = [rect(44, 18, 12, 10, rx=2, fill=SILVER, **o()),
           rect(40, 12, 20, 8, rx=3, fill=RED, **o()),
           rect(70, 30, 9, 9, rx=2, fill=SILVER, transform=rot(45, 74.5, 34.5),
                **o()),
           circle(cx, cy, r + 2, fill=SILVER, **o()),
           circle(cx, cy, r - 5, fill=WHITE, **o(stroke_width=2))]
    out.append(path("M%s L%s %s Z" % (pts([(cx, cy)]), pts([polar(cx, cy, r - 7, -90)]),
                                      rim_arc(cx, cy, r - 7, -90, 0)), fill="#f6b0b0"))
    for k in range(12):
        a = k * 30
        out.append(line(*polar(cx, cy, r - 8 if k % 3 else r - 12, a),
                        *polar(cx, cy, r - 6, a), stroke=INK,
                        stroke_width=2.6 if k % 3 == 0 else 1.4))
    out += [line(cx, cy, *polar(cx, cy, r - 10, -10), stroke=RED,
                 stroke_width=2.6, stroke_linecap="round"),
            line(cx, cy, *polar(cx, cy, 14, -150), stroke=INK, stroke_width=3.4,
                 stroke_linecap="round"),
            circle(cx, cy, 3.4, fill=INK)]
    return out


def glove():
    return [path("M30 84 L28 54 Q24 30 38 20 Q50 12 64 16 Q84 22 82 46 "
                 "Q80 68 72 84Z", fill=RED, **o()),
            path("M30 64 Q16 62 16 50 Q16 40 26 40 Q32 42 32 52", fill=RED,
                 **o()),
            path("M34 40 Q48 30 70 36", fill="none", stroke=RED_D,
                 stroke_width=2.4, stroke_linecap="round"),
            path("M40 22 Q48 18 56 19", fill="none", stroke="#f27a80",
                 stroke_width=3, stroke_linecap="round"),
            rect(28, 84, 46, 30, rx=4, fill=WHITE, **o()),
            path("M44 90 L58 96 M58 90 L44 96 M44 100 L58 106 M58 100 L44 106",
                 fill="none", stroke=INK, stroke_width=1.8),
            rect(26, 82, 50, 6, rx=2, fill=RED_D, **o(stroke_width=1.8))]


def dumbbell():
    out = [rect(16, 60, 68, 10, rx=2, fill=SILVER, **o())]
    for x, w, h in ((8, 8, 34), (16, 10, 56), (26, 6, 40)):
        for xx in (x, 100 - x - w):
            out.append(rect(xx, 65 - h / 2, w, h, rx=2, fill=INK if w != 6 else GREY_D,
                            **o(stroke_width=2)))
    out.append(rect(36, 60, 28, 10, fill=GREY_D, **o(stroke_width=2)))
    for x in range(40, 62, 4):
        out.append(line(x, 61, x, 69, stroke=SILVER, stroke_width=1))
    return out


def shoe():
    return [path("M10 96 L12 74 Q14 60 24 56 L42 50 Q50 44 56 56 Q66 70 82 74 "
                 "Q94 78 92 92 L92 96Z", fill=BLUE, **o()),
            path("M8 96 L94 96 Q94 108 86 108 L14 108 Q8 108 8 102Z",
                 fill=WHITE, **o()),
            path("M16 102 L88 102", stroke=GREY, stroke_width=2,
                 stroke_dasharray="4 3"),
            path("M26 86 L48 66 M34 90 L58 70 M60 90 L80 82", fill="none",
                 stroke=WHITE, stroke_width=3.6, stroke_linecap="round"),
            path("M42 50 L46 62 M48 48 L52 62 M54 52 L58 64", fill="none",
                 stroke=WHITE, stroke_width=2.4, stroke_linecap="round"),
            path("M12 74 Q14 62 22 60 L20 74Z", fill=RED, **o(stroke_width=2))]


def hoop():
    out = [rect(14, 12, 72, 50, rx=3, fill=WHITE, **o()),
           rect(36, 30, 28, 22, fill="none", stroke=RED, stroke_width=3.4),
           rect(47, 60, 6, 8, fill=GREY_D, **o(stroke_width=1.6)),
           path("M30 70 L70 70 L62 112 L38 112Z", fill="none")]
    net = []
    for i in range(6):
        t = i / 5.0
        x0 = 30 + 40 * t
        x1 = 38 + 24 * t
        net.append("M%s 70 L%s 112" % (f(x0), f(x1)))
    for y in (82, 96):
        t = (y - 70) / 42.0
        net.append("M%s %s L%s %s" % (f(30 + 8 * t), f(y), f(70 - 8 * t), f(y)))
    out.append(path(" ".join(net), fill="none", stroke=INK, stroke_width=1.8))
    out.append(ellipse(50, 70, 21, 5, fill="none", stroke=INK, stroke_width=6))
    out.append(ellipse(50, 70, 21, 5, fill="none", stroke=ORANGE, stroke_width=3))
    return out


def dartboard():
    cx, cy, R = 48, 68, 38
    out = [circle(cx, cy, R + 1, fill=INK)]
    for k in range(20):
        a0, a1 = -99 + 18 * k, -81 + 18 * k
        for r_out, r_in, cols in ((30, 18, (INK, CREAM)), (18, 5, (INK, CREAM))):
            c = cols[k % 2]
            p0, p1 = polar(cx, cy, r_out, a0), polar(cx, cy, r_out, a1)
            q1, q0 = polar(cx, cy, r_in, a1), polar(cx, cy, r_in, a0)
            out.append(path("M%s A%s %s 0 0 1 %s L%s A%s %s 0 0 0 %s Z" % (
                pts([p0]), r_out, r_out, pts([p1]), pts([q1]), r_in, r_in,
                pts([q0])), fill=c))
        c = RED if k % 2 == 0 else GREEN
        for r in (33, 20):
            p0, p1 = polar(cx, cy, r, a0), polar(cx, cy, r, a1)
            out.append(path("M%s A%s %s 0 0 1 %s" % (pts([p0]), r, r, pts([p1])),
                            fill="none", stroke=c, stroke_width=4.5))
    out += [circle(cx, cy, 5, fill=GREEN), circle(cx, cy, 2.4, fill=RED),
            circle(cx, cy, R + 1, fill="none", **o()),
            # the dart
            line(cx + 2, cy - 2, 88, 20, **o(stroke_width=5)),
            line(cx + 2, cy - 2, 88, 20, stroke=SILVER, stroke_width=2.4,
                 stroke_linecap="round"),
            poly([(84, 24), (94, 10), (92, 26)], fill=ORANGE, **o(stroke_width=1.6)),
            poly([(84, 24), (78, 12), (94, 10)], fill=GOLD, **o(stroke_width=1.6))]
    return out


def fencing():
    # the fencer's mask (a dark mesh face with a white bib) over a crossed foil:
    # a solid silhouette instead of two thin blades that read as skis
    out = [line(14, 16, 86, 118, **o(stroke_width=5)),
           line(14, 16, 86, 118, stroke=SILVER, stroke_width=2.4, stroke_linecap="round"),
           path("M66 96 Q80 88 92 100 Q86 110 74 108Z", fill=SILVER, **o())]
    out += [path("M22 96 Q50 120 78 96 L74 118 Q50 128 26 118Z", fill=WHITE, **o()),
            ellipse(50, 58, 28, 38, fill="#3a3d46", **o(stroke_width=3))]
    for k in range(-3, 4):
        x = 50 + k * 7
        h = 38 * math.sqrt(max(0, 1 - ((x - 50) / 28.0) ** 2)) * 0.92
        out.append(line(x, 58 - h, x, 58 + h, stroke="#6d717c", stroke_width=1.4))
    for k in range(-4, 5):
        y = 58 + k * 8
        w = 28 * math.sqrt(max(0, 1 - ((y - 58) / 38.0) ** 2)) * 0.92
        out.append(line(50 - w, y, 50 + w, y, stroke="#6d717c", stroke_width=1.4))
    out.append(ellipse(50, 58, 28, 38, fill="none", stroke=SILVER, stroke_width=3))
    out.append(path("M24 40 Q50 30 76 40", fill="none", stroke=SILVER, stroke_width=3))
    return out


def skateboard():
    g = [path("M14 58 Q6 58 6 66 Q6 70 12 70 L88 70 Q94 70 94 66 Q94 58 86 58Z",
              fill=ORANGE, **o()),
         path("M20 64 L80 64", stroke=INK, stroke_width=2.4, stroke_dasharray="6 4"),
         rect(22, 70, 14, 5, fill=SILVER_D, **o(stroke_width=1.6)),
         rect(64, 70, 14, 5, fill=SILVER_D, **o(stroke_width=1.6))]
    for x in (24, 34, 66, 76):
        g.append(circle(x, 80, 6, fill=GOLD if x in (24, 66) else GOLD_D, **o(stroke_width=2)))
    return [group(g, rot(-30, 50, 68) + " translate(0 -4)")]


def checkered():
    out = [line(16, 12, 16, 120, **o(stroke_width=6)),
           line(16, 12, 16, 120, stroke=SILVER, stroke_width=2.6),
           circle(16, 12, 4.4, fill=GOLD, **o(stroke_width=1.6))]
    nx, ny = 5, 4
    x0, w, y0, h = 18, 72, 16, 56

    def P(i, j):
        x = x0 + w * i / nx
        y = y0 + h * j / ny + 6 * math.sin(math.pi * 2 * i / nx)
        return x, y
    for i in range(nx):
        for j in range(ny):
            out.append(poly([P(i, j), P(i + 1, j), P(i + 1, j + 1), P(i, j + 1)],
                            fill=INK if (i + j) % 2 == 0 else WHITE))
    border = [P(i, 0) for i in range(nx + 1)] + [P(nx - i, ny) for i in range(nx + 1)]
    out.append(poly(border, fill="none", **o()))
    return out


def cricket():
    out = []
    for x in (30, 46, 62):
        out.append(rect(x - 3, 26, 6, 80, rx=2, fill=WOOD, **o(stroke_width=2.2)))
    out += [rect(25, 21, 18, 5, rx=2.5, fill=WOOD, **o(stroke_width=1.8)),
            rect(49, 21, 18, 5, rx=2.5, fill=WOOD, **o(stroke_width=1.8)),
            line(20, 108, 72, 108, **o(stroke_width=3))]
    g = [rect(45, 10, 10, 34, rx=4, fill=INK, **o(stroke_width=2)),
         path("M42 44 L58 44 L59 114 Q50 120 41 114Z", fill=CREAM, **o())]
    out.append(group(g, rot(28, 50, 70) + " translate(14 2)"))
    out += [circle(24, 94, 9, fill=RED_D, **o()),
            path("M16 92 Q24 96 32 92", fill="none", stroke=WHITE, stroke_width=1.4)]
    return out


def jersey():
    return [path("M36 14 Q50 24 64 14 L88 26 L94 52 L78 58 L76 50 L76 118 "
                 "L24 118 L24 50 L22 58 L6 52 L12 26Z", fill=GREEN, **o()),
            path("M36 14 Q50 30 64 14", fill="none", stroke=WHITE, stroke_width=3.4),
            path("M12 42 L22 46 M88 42 L78 46", stroke=WHITE, stroke_width=3.4),
            lato("1", 40, 74, 32, 20, WHITE),
            lato("0", 60, 74, 32, 24, WHITE)]


def podium():
    out = [rect(36, 54, 28, 62, fill=GOLD, **o()),
           rect(8, 72, 28, 44, fill=SILVER, **o()),
           rect(64, 84, 28, 32, fill=BRONZE, **o()),
           lato("1", 50, 72, 20, 20, INK),
           lato("2", 22, 88, 16, 16, INK),
           lato("3", 78, 98, 14, 16, INK),
           star(50, 32, 16, GOLD, **o(stroke_width=2.2))]
    return out


def curling():
    return [ellipse(50, 108, 40, 9, fill=SKY, stroke=BLUE, stroke_width=2),
            path("M16 72 Q16 60 50 60 Q84 60 84 72 L84 92 Q84 104 50 104 "
                 "Q16 104 16 92Z", fill=GREY, **o()),
            path("M16 78 Q50 88 84 78 L84 84 Q50 94 16 84Z", fill=GREY_D),
            ellipse(50, 68, 30, 7, fill="#b4b8c0", **o(stroke_width=2)),
            path("M40 66 L40 48 Q40 40 50 40 L78 40", fill="none",
                 **o(stroke_width=9)),
            path("M40 66 L40 48 Q40 40 50 40 L78 40", fill="none", stroke=RED,
                 stroke_width=5, stroke_linecap="round"),
            path("M20 88 Q24 96 34 98", fill="none", stroke="#c0c3ca",
                 stroke_width=2.4, stroke_linecap="round")]


def hurdle():
    out = [path("M22 40 L22 110 M78 40 L78 110", **o(stroke_width=7)),
           path("M22 40 L22 110 M78 40 L78 110", stroke=SILVER, stroke_width=3.4),
           path("M10 112 L34 112 M66 112 L90 112", **o(stroke_width=6)),
           rect(12, 30, 76, 16, rx=2, fill=WHITE, **o())]
    for x in (12, 36, 60):
        out.append(poly([(x + 4, 31.3), (x + 16, 31.3), (x + 12, 44.7), (x, 44.7)],
                        fill=RED))
    out.append(rect(12, 30, 76, 16, rx=2, fill="none", **o()))
    return out


def helmet():
    return [path("M14 74 Q10 30 48 20 Q84 14 88 52 L88 64 L70 64 L66 86 "
                 "Q46 96 24 92 Q16 88 14 74Z", fill=RED, **o()),
            path("M40 20 Q64 14 80 30", fill="none", stroke=WHITE, stroke_width=5),
            path("M40 20 Q64 14 80 30", fill="none", stroke=NAVY, stroke_width=2),
            circle(38, 66, 6, fill=INK),
            path("M70 58 L94 58 M70 70 L92 70 M70 82 L88 82 M82 58 L82 84 "
                 "M92 58 L92 72", fill="none", stroke=INK, stroke_width=6,
                 stroke_linecap="round"),
            path("M70 58 L94 58 M70 70 L92 70 M70 82 L88 82 M82 58 L82 84 "
                 "M92 58 L92 72", fill="none", stroke=SILVER, stroke_width=2.6,
                 stroke_linecap="round"),
            path("M24 92 Q30 104 44 106", fill="none", **o(stroke_width=3)),
            path("M22 44 Q28 30 42 26", fill="none", stroke="#f27a80",
                 stroke_width=3.4, stroke_linecap="round")]


FIGURES = [
    ("soccer", "Football (soccer)", soccer),
    ("basketball", "Basketball", basketball),
    ("tennis-ball", "Tennis Ball", tennis_ball),
    ("baseball", "Baseball", baseball),
    ("volleyball", "Volleyball", volleyball),
    ("american-football", "American Football", football),
    ("golf", "Golf Ball on a Tee", golf),
    ("bowling", "Bowling", bowling),
    ("eight-ball", "Billiards", eight_ball),
    ("shuttlecock", "Shuttlecock", shuttlecock),
    ("hockey", "Hockey Stick and Puck", hockey),
    ("racket", "Tennis Racket", racket),
    ("bat", "Baseball Bat", bat),
    ("table-tennis", "Table Tennis Paddle", pingpong),
    ("skate", "Ice Skate", skate),
    ("skis", "Skis and Poles", skis),
    ("bicycle", "Bicycle", bicycle),
    ("trophy", "Trophy", trophy),
    ("whistle", "Whistle", whistle),
    ("stopwatch", "Stopwatch", stopwatch),
    ("boxing-glove", "Boxing Glove", glove),
    ("dumbbell", "Dumbbell", dumbbell),
    ("running-shoe", "Running Shoe", shoe),
    ("hoop", "Basketball Hoop", hoop),
    ("dartboard", "Darts", dartboard),
    ("fencing", "Fencing Mask and Foil", fencing),
    ("skateboard", "Skateboard", skateboard),
    ("finish-flag", "Chequered Flag", checkered),
    ("cricket", "Cricket Stumps and Bat", cricket),
    ("jersey", "Jersey", jersey),
    ("podium", "Podium", podium),
    ("curling", "Curling Stone", curling),
    ("hurdle", "Hurdle", hurdle),
    ("helmet", "Football Helmet", helmet),
]


# ---------------------------------------------------------------------------
# Medals (34..37): a disc on a V ribbon
# ---------------------------------------------------------------------------


def medal(face, dark, ribbon, emblem):
    out = [poly([(22, 8), (40, 8), (58, 62), (44, 66)], fill=ribbon[0], **o()),
           poly([(78, 8), (60, 8), (42, 62), (56, 66)], fill=ribbon[1], **o()),
           line(31, 8, 51, 64, stroke=WHITE, stroke_width=2.4),
           line(69, 8, 49, 64, stroke=WHITE, stroke_width=2.4),
           rect(40, 58, 20, 10, rx=3, fill=dark, **o(stroke_width=2)),
           circle(50, 88, 30, fill=face, **o()),
           circle(50, 88, 23, fill="none", stroke=dark, stroke_width=2.6)]
    for k in range(24):
        x, y = polar(50, 88, 26.5, k * 15)
        out.append(circle(x, y, 1.1, fill=dark))
    out += emblem
    return out


MEDALS = [
    ("gold", "Gold", lambda: medal(GOLD, GOLD_D, (RED, BLUE),
                                   [lato("1", 50, 88, 26, 24, GOLD_D)])),
    ("silver", "Silver", lambda: medal(SILVER, SILVER_D, (BLUE, WHITE),
                                       [lato("2", 50, 88, 26, 24, GREY_D)])),
    ("bronze", "Bronze", lambda: medal(BRONZE, BRONZE_D, (GREEN, WHITE),
                                       [lato("3", 50, 88, 26, 24, BRONZE_D)])),
    ("honour", "Honour", lambda: medal("#6a8fd8", BLUE_D, (PURPLE, GOLD),
                                       [star(50, 89, 17, GOLD, **o(stroke_width=2))])),
]


# ---------------------------------------------------------------------------
# Water sports (38..41): in a round frame over waves
# ---------------------------------------------------------------------------

WX, WY, WR = 50, 65, 42


def waves(y, col):
    d = "M%s %s" % (f(WX - WR + 4), f(y))
    x = WX - WR + 4
    while x < WX + WR - 4:
        d += " q5 -5 10 0"
        x += 10
    return path(d, fill="none", stroke=col, stroke_width=3.4, stroke_linecap="round")


def water_frame(items):
    sea = path("M%s 78 Q30 72 50 78 Q70 84 %s 78 L%s 78 A%s %s 0 0 1 %s 78Z" % (
        f(WX - WR + 0.5), f(WX + WR - 0.5), f(WX + WR - 0.5), WR, WR,
        f(WX - WR + 0.5)), fill=BLUE)
    out = [circle(WX, WY, WR, fill=SKY), sea]
    out += items
    out += [waves(92, WHITE), waves(104, "#7fb0e8"),
            circle(WX, WY, WR, fill="none", stroke=INK, stroke_width=6.5),
            circle(WX, WY, WR, fill="none", stroke=BLUE_D, stroke_width=3)]
    return out


def swimming():
    return water_frame([
        path("M18 82 Q34 70 50 80 Q66 90 82 78", fill="none", stroke=WHITE,
             stroke_width=3, stroke_linecap="round"),
        path("M34 78 Q40 52 64 44", fill="none", **o(stroke_width=8)),
        path("M34 78 Q40 52 64 44", fill="none", stroke="#f0b890",
             stroke_width=4.6, stroke_linecap="round"),
        circle(30, 72, 9, fill=RED, **o()),
        path("M22 70 Q30 64 38 70", fill="none", stroke=INK, stroke_width=2),
        path("M54 80 Q66 76 78 80", fill="none", **o(stroke_width=7)),
        path("M54 80 Q66 76 78 80", fill="none", stroke="#f0b890",
             stroke_width=3.6, stroke_linecap="round")])


def rowing():
    return water_frame([
        line(20, 56, 84, 90, **o(stroke_width=4)),
        line(20, 56, 84, 90, stroke=WOOD, stroke_width=1.6),
        path("M14 72 L86 72 Q80 84 60 84 L32 84 Q18 84 14 72Z", fill=RED,
             **o()),
        circle(44, 52, 6, fill="#f0b890", **o(stroke_width=2)),
        path("M38 72 L40 60 Q44 56 48 60 L50 72Z", fill=GOLD, **o(stroke_width=2)),
        path("M46 62 L58 70", **o(stroke_width=3.4)),
        poly([(78, 86), (90, 92), (86, 96), (76, 90)], fill=WOOD,
             **o(stroke_width=1.6))])


def sailing():
    return water_frame([
        line(50, 26, 50, 80, **o(stroke_width=3)),
        path("M52 28 L78 74 L52 74Z", fill=WHITE, **o()),
        path("M48 34 L26 74 L48 74Z", fill=ORANGE, **o()),
        path("M22 78 L82 78 Q76 88 64 88 L36 88 Q26 88 22 78Z", fill=NAVY,
             **o()),
        poly([(50, 26), (60, 29), (50, 32)], fill=RED)])


def surfing():
    return water_frame([
        path("M10 80 Q14 40 50 34 Q80 32 84 52 Q72 44 62 52 Q74 56 70 66 "
             "Q52 60 48 80Z", fill="#5b8ede", **o()),
        path("M60 52 Q68 46 80 50", fill="none", stroke=WHITE, stroke_width=3,
             stroke_linecap="round"),
        path("M26 84 Q40 66 72 64 Q80 66 74 72 Q56 82 26 84Z", fill=GOLD, **o()),
        path("M32 80 Q50 72 70 68", fill="none", stroke=RED, stroke_width=2.4),
        path("M46 72 L52 58 L58 70", fill="none", **o(stroke_width=3.6)),
        path("M52 58 L50 44", **o(stroke_width=5)),
        path("M50 48 L40 42 M50 48 L62 46", fill="none", **o(stroke_width=3)),
        circle(50, 38, 5, fill="#f0b890", **o(stroke_width=2))])


WATER = [("swimming", "Swimming", swimming), ("rowing", "Rowing", rowing),
         ("sailing", "Sailing", sailing), ("surfing", "Surfing", surfing)]


# ---------------------------------------------------------------------------
# Assemble
# ---------------------------------------------------------------------------


def faces():
    i = 0
    for key_, name, fn in FIGURES:
        yield i, key_, name, fn()
        i += 1
    for key_, name, fn in MEDALS:
        yield i, "medal-" + key_, name + " (medal)", fn()
        i += 1
    for key_, name, fn in WATER:
        yield i, "water-" + key_, name + " (water sport)", fn()
        i += 1


def main():
    assert len(FIGURES) == 34, len(FIGURES)
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    return write_tileset(out, "Sports", faces(), ("medals", "water"))


if __name__ == "__main__":
    sys.exit(main())
