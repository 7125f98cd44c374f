#!/usr/bin/python3
"""Generate the "Fantasy" tileset for Pagoda (vector faces).

Run from the repository root with the system Python:

    /usr/bin/python3 tools/gen_tileset_fantasy.py

Writes assets/tilesets/fantasy/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports): face art only, viewBox 0 0 100 130, transparent background, art kept
~6 units from the edge, nanosvg-safe elements only.  Every figure is a bold
pictogram with a dark outline so that the set reads without colour.

Face order: 0..33 thirty-four figures (four of each in a deal); 34..37 the
Court (King, Queen, Princess, Jester; framed portraits that match each other);
38..41 the Elements (Fire, Water, Earth, Air; in a round medallion, matching
each other).
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (circle, ellipse, f, group, line, path,  # noqa: E402
                                 polar, poly, rect, rot, svg)
from gen_tileset_classic import write_tileset  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "fantasy")

INK = "#231a1a"
RED = "#c8282c"
RED_D = "#8a1418"
ORANGE = "#ee7a1a"
GOLD = "#f0b522"
GOLD_D = "#a8740c"
GREEN = "#2f9a46"
GREEN_D = "#1b6a2e"
LIME = "#8cc63f"
BLUE = "#2a5cb8"
BLUE_D = "#183a7c"
SKY = "#8fd3f2"
PURPLE = "#7a3fa8"
PURPLE_L = "#b88be0"
PINK = "#f08db0"
BROWN = "#8a5a2b"
BROWN_D = "#5a3618"
TAN = "#e6c88e"
STEEL = "#c3ccd6"
STEEL_D = "#7d8894"
WHITE = "#ffffff"
CREAM = "#fff4dc"
SKIN = "#f6c9a0"
BLACK = "#2a2430"

SW = 2.6  # outline width


def o(**kw):
    """Outline style: dark round-joined stroke."""
    base = dict(stroke=INK, stroke_width=SW, stroke_linejoin="round",
                stroke_linecap="round")
    base.update(kw)
    return base


def star(cx, cy, r, fill, n=5, inner=0.45, rotate=-90, **kw):
    pts = []
    for i in range(2 * n):
        pts.append(polar(cx, cy, r if i % 2 == 0 else r * inner,
                         rotate + i * 180.0 / n))
    return poly(pts, fill=fill, **kw)


def sparkle(cx, cy, r, fill=GOLD):
    return star(cx, cy, r, fill, n=4, inner=0.3, rotate=-90)


# ---------------------------------------------------------------------------
# The thirty-four figures
# ---------------------------------------------------------------------------


def dragon():
    out = []
    # back spikes along the neck
    for x, y in ((22, 96), (24, 78), (30, 62), (40, 48)):
        out.append(poly([(x - 4, y + 6), (x - 12, y - 4), (x + 4, y - 2)],
                        fill=GREEN_D, **o()))
    # horns
    out.append(path("M50 40 Q40 22 30 16 Q44 20 58 36Z", fill=CREAM, **o()))
    out.append(path("M60 38 Q58 20 50 8 Q64 18 68 38Z", fill=CREAM, **o()))
    # head and neck
    out.append(path("M26 122 Q20 92 28 72 Q36 50 52 40 Q68 32 80 44 "
                    "L92 58 Q95 66 88 70 L72 72 Q66 76 70 84 L58 86 "
                    "Q48 96 50 122Z", fill=GREEN, **o()))
    # belly scales
    out.append(path("M50 122 Q48 96 58 86 L50 86 Q40 98 42 122Z", fill=LIME,
                    **o(stroke_width=1.6)))
    # jaw line and teeth
    out.append(path("M72 72 L90 68", fill="none", **o(stroke_width=2)))
    out.append(poly([(76, 71.5), (78, 76), (80, 71)], fill=WHITE,
                    **o(stroke_width=1.2)))
    out.append(poly([(83, 70.5), (85, 75), (87, 70)], fill=WHITE,
                    **o(stroke_width=1.2)))
    # eye and nostril
    out.append(ellipse(66, 52, 6.5, 5, fill=GOLD, **o(stroke_width=1.8)))
    out.append(ellipse(67, 52, 1.6, 4, fill=INK))
    out.append(path("M58 46 Q66 40 74 46", fill="none", **o(stroke_width=2.4)))
    out.append(circle(86, 60, 1.8, fill=INK))
    return out


def castle():
    out = []
    stone, stone_d = "#b9b3a8", "#8c857a"
    # side towers with red cone roofs
    for x in (10, 68):
        out.append(rect(x, 50, 22, 70, fill=stone, **o()))
        out.append(poly([(x - 3, 52), (x + 11, 14), (x + 25, 52)], fill=RED,
                        **o()))
        out.append(rect(x + 7.5, 66, 7, 12, fill=INK, rx=3.5))
    # keep with battlements
    out.append(path("M32 120 L32 46 L38 46 L38 40 L44 40 L44 46 L50 46 "
                    "L50 40 L56 40 L56 46 L62 46 L62 40 L68 40 L68 120Z",
                    fill=stone_d, **o()))
    # flag on the keep
    out.append(line(50, 40, 50, 16, **o(stroke_width=2)))
    out.append(poly([(50, 16), (66, 21), (50, 27)], fill=GOLD, **o(stroke_width=1.8)))
    # gate
    out.append(path("M40 120 L40 96 Q50 84 60 96 L60 120Z", fill=BROWN_D,
                    **o()))
    for x in (45, 50, 55):
        out.append(line(x, 92 if x == 50 else 94, x, 120, stroke=GOLD,
                        stroke_width=1.4))
    out.append(rect(46, 58, 8, 12, fill=INK, rx=4))
    return out


def wizard_hat():
    out = [path("M30 96 Q36 60 44 40 Q52 18 70 10 Q80 8 84 16 Q72 14 64 30 "
                "Q60 56 72 96Z", fill=BLUE, **o()),
           ellipse(50, 100, 44, 14, fill=BLUE_D, **o()),
           path("M30 96 Q50 104 72 96 L71 86 Q50 93 32 86Z", fill=GOLD,
                **o(stroke_width=2)),
           star(52, 60, 8, GOLD, **o(stroke_width=1.4)),
           star(44, 80, 4.5, GOLD),
           star(62, 36, 4, GOLD),
           path("M58 76 A7 7 0 1 0 66 68 A5.5 5.5 0 1 1 58 76Z", fill=GOLD)]
    return out


def sword():
    return [poly([(43, 90), (43, 26), (50, 8), (57, 26), (57, 90)],
                 fill=STEEL, **o()),
            line(50, 22, 50, 84, stroke=STEEL_D, stroke_width=2.4),
            path("M22 88 Q26 84 34 86 L66 86 Q74 84 78 88 Q74 96 66 94 "
                 "L34 94 Q26 96 22 88Z", fill=GOLD, **o()),
            rect(44.5, 94, 11, 18, fill=BROWN, **o()),
            line(45, 100, 55, 98, stroke=BROWN_D, stroke_width=1.6),
            line(45, 106, 55, 104, stroke=BROWN_D, stroke_width=1.6),
            circle(50, 117, 6.5, fill=GOLD, **o()),
            circle(50, 90, 3, fill=RED, **o(stroke_width=1.2))]


def shield():
    body = "M14 18 Q50 10 86 18 L86 58 Q86 98 50 122 Q14 98 14 58Z"
    return [path(body, fill=GOLD, **o(stroke_width=3)),
            path("M21 24 Q50 17 79 24 L79 58 Q79 92 50 113 Q21 92 21 58Z",
                 fill=BLUE),
            path("M43 20 L57 20 L57 52 L80 52 L80 66 L57 66 L57 113 "
                 "L50 117 L43 113 L43 66 L20 66 L20 52 L43 52Z", fill=GOLD),
            circle(50, 59, 8, fill=RED, **o(stroke_width=1.8)),
            path(body, fill="none", **o(stroke_width=3))]


def potion():
    return [rect(41, 16, 18, 12, fill=BROWN, rx=2, **o()),
            path("M42 28 L58 28 L58 52 Q82 60 82 86 Q82 118 50 118 "
                 "Q18 118 18 86 Q18 60 42 52Z", fill="#e7f4fb", **o()),
            path("M20.5 80 Q35 74 50 80 Q65 86 79.5 80 Q82 116 50 116 "
                 "Q18 116 20.5 80Z", fill="#d6338a"),
            path("M42 28 L58 28 L58 52 Q82 60 82 86 Q82 118 50 118 "
                 "Q18 118 18 86 Q18 60 42 52Z", fill="none", **o()),
            circle(40, 94, 4.5, fill="#f5a3cd"),
            circle(58, 102, 3, fill="#f5a3cd"),
            circle(52, 68, 2.8, fill="#f5a3cd", **o(stroke_width=1)),
            path("M28 72 Q30 62 40 58", fill="none", stroke=WHITE,
                 stroke_width=3, stroke_linecap="round")]


def ring():
    out = [circle(50, 80, 30, fill="none", stroke=INK, stroke_width=14),
           circle(50, 80, 30, fill="none", stroke=GOLD, stroke_width=8.6),
           path("M28 70 Q32 60 40 56", fill="none", stroke="#fbe7a6",
                stroke_width=2.4, stroke_linecap="round")]
    # claw setting and a cut gem
    out.append(path("M36 50 L64 50 L58 58 L42 58Z", fill=GOLD, **o()))
    gem = [(32, 34), (42, 22), (58, 22), (68, 34), (50, 54)]
    out.append(poly(gem, fill=BLUE, **o()))
    out.append(poly([(32, 34), (68, 34), (58, 22), (42, 22)], fill="#5f8fe0",
                    **o(stroke_width=1.6)))
    out.append(path("M42 34 L50 54 L58 34 M50 22 L42 34 M50 22 L58 34",
                    fill="none", **o(stroke_width=1.4)))
    return out


def unicorn():
    out = []
    # mane behind the neck
    out.append(path("M56 34 Q74 30 80 46 Q90 56 84 68 Q92 80 84 92 "
                    "Q90 106 80 120 L62 120 Q70 96 64 74 Q60 56 56 34Z",
                    fill=PURPLE_L, **o()))
    # head and neck (facing left)
    out.append(path("M70 122 Q72 96 64 76 Q60 62 60 50 Q58 38 46 36 "
                    "Q36 36 28 50 L14 74 Q10 82 18 86 Q26 88 32 82 "
                    "L40 74 Q44 96 36 122Z", fill=WHITE, **o()))
    # horn
    out.append(poly([(40, 38), (30, 4), (50, 36)], fill=GOLD, **o()))
    for t in (0.3, 0.55, 0.78):
        y = 36 - 32 * t
        out.append(line(40 - 10 * t + 1, y + 1, 50 - 20 * t - 1, y - 3,
                        stroke=GOLD_D, stroke_width=1.4))
    # ear
    out.append(poly([(52, 40), (60, 22), (60, 44)], fill=WHITE, **o()))
    # forelock
    out.append(path("M50 36 Q58 40 54 52 Q50 44 44 42Z", fill=PURPLE_L,
                    **o(stroke_width=1.8)))
    out.append(ellipse(40, 56, 3.4, 4.2, fill=INK))
    out.append(circle(41, 54.5, 1.1, fill=WHITE))
    out.append(circle(18, 78, 1.8, fill=INK))
    out.append(path("M20 84 Q26 84 30 80", fill="none", **o(stroke_width=1.6)))
    return out


def owl():
    out = [path("M24 20 L36 38 L64 38 L76 20 L78 50 Q86 70 80 96 Q72 120 50 120 "
                "Q28 120 20 96 Q14 70 22 50Z", fill=BROWN, **o()),
           path("M34 74 Q50 66 66 74 Q70 100 50 114 Q30 100 34 74Z",
                fill=TAN, **o(stroke_width=1.6))]
    for y in (82, 92, 102):
        for x in (42, 50, 58):
            if y == 102 and x != 50:
                continue
            out.append(path("M%s %s Q%s %s %s %s" % (f(x - 3), f(y), f(x), f(y + 3),
                                                      f(x + 3), f(y)),
                            fill="none", stroke=BROWN_D, stroke_width=1.6,
                            stroke_linecap="round"))
    for x in (36, 64):
        out.append(circle(x, 54, 13, fill=WHITE, **o()))
        out.append(circle(x, 54, 8, fill=GOLD))
        out.append(circle(x, 54, 4.5, fill=INK))
        out.append(circle(x - 1.6, 52.4, 1.5, fill=WHITE))
    out.append(poly([(45, 64), (55, 64), (50, 74)], fill=ORANGE, **o(stroke_width=1.6)))
    for x in (42, 58):
        out.append(path("M%s 118 L%s 124 M%s 118 L%s 124 M%s 118 L%s 124" % (
            f(x), f(x - 4), f(x), f(x), f(x), f(x + 4)), fill="none",
            stroke=ORANGE, stroke_width=2.6, stroke_linecap="round"))
    return out


def key():
    out = [circle(50, 32, 19, fill="none", stroke=INK, stroke_width=13.5),
           circle(50, 32, 19, fill="none", stroke=GOLD, stroke_width=8),
           rect(44, 50, 12, 68, fill=GOLD, **o()),
           path("M56 90 L70 90 L70 100 L62 100 L62 106 L70 106 L70 116 L56 116",
                fill=GOLD, **o()),
           rect(40, 54, 20, 6, fill=GOLD, rx=2, **o(stroke_width=2)),
           circle(50, 32, 5, fill=GOLD, **o(stroke_width=1.8)),
           line(47, 62, 47, 112, stroke="#fbe7a6", stroke_width=2)]
    return out


def scroll():
    paper, paper_d = TAN, "#c9a45f"
    out = [rect(22, 24, 56, 84, fill=paper, **o())]
    for y in (38, 48, 58, 68, 78):
        out.append(line(30, y, 70 if y != 78 else 56, y, stroke=BROWN,
                        stroke_width=2.4, stroke_linecap="round"))
    for y in (20, 108):
        out.append(rect(14, y - 7, 72, 14, fill=paper_d, rx=7, **o()))
        out.append(ellipse(14, y, 4, 7, fill=BROWN, **o(stroke_width=2)))
        out.append(ellipse(86, y, 4, 7, fill=BROWN, **o(stroke_width=2)))
    out.append(path("M58 92 L56 120 L62 114 L66 121 L68 92Z", fill=RED_D,
                    **o(stroke_width=1.6)))
    out.append(circle(62, 90, 9, fill=RED, **o()))
    out.append(star(62, 90, 4.5, RED_D))
    return out


def crystal_ball():
    return [path("M22 120 L30 100 L70 100 L78 120Z", fill=BROWN, **o()),
            rect(32, 92, 36, 10, fill=GOLD, rx=3, **o()),
            circle(50, 58, 36, fill=SKY, **o()),
            path("M30 66 Q36 44 52 48 Q64 52 58 62 Q52 70 46 62 Q42 56 50 56",
                 fill="none", stroke=PURPLE, stroke_width=4, stroke_linecap="round"),
            path("M40 76 Q56 82 70 66", fill="none", stroke=PURPLE_L,
                 stroke_width=3.2, stroke_linecap="round"),
            ellipse(36, 38, 9, 5, fill=WHITE, transform=rot(-35, 36, 38)),
            sparkle(68, 38, 6, WHITE)]


def bow():
    return [path("M34 10 Q92 65 34 120", fill="none", stroke=INK, stroke_width=9.5,
                 stroke_linecap="round"),
            path("M34 10 Q92 65 34 120", fill="none", stroke=BROWN, stroke_width=5,
                 stroke_linecap="round"),
            line(34, 12, 34, 118, stroke=INK, stroke_width=1.6),
            rect(55, 58, 8, 14, fill=RED, **o(stroke_width=1.6)),
            line(18, 65, 80, 65, **o(stroke_width=4)),
            line(18, 65, 80, 65, stroke=TAN, stroke_width=2),
            poly([(78, 57), (94, 65), (78, 73)], fill=STEEL, **o(stroke_width=2)),
            poly([(8, 56), (24, 61), (26, 65), (12, 65)], fill=RED, **o(stroke_width=1.6)),
            poly([(8, 74), (24, 69), (26, 65), (12, 65)], fill=RED, **o(stroke_width=1.6))]


def axe():
    blade = "M45 26 Q30 26 18 14 Q8 42 18 72 Q30 60 45 60Z"
    return [rect(45, 12, 10, 110, fill=BROWN, rx=3, **o()),
            path(blade, fill=STEEL, **o()),
            group([path(blade, fill=STEEL, **o())], "translate(100 0) scale(-1 1)"),
            path("M18 18 Q10 42 18 68", fill="none", stroke=WHITE, stroke_width=2.4),
            path("M82 18 Q90 42 82 68", fill="none", stroke=WHITE, stroke_width=2.4),
            rect(42, 24, 16, 38, fill=STEEL_D, rx=3, **o()),
            poly([(45, 12), (50, 2), (55, 12)], fill=STEEL, **o(stroke_width=2)),
            rect(44, 100, 12, 4, fill=BROWN_D),
            rect(44, 108, 12, 4, fill=BROWN_D)]


def chest():
    return [path("M12 58 Q12 30 50 30 Q88 30 88 58Z", fill=BROWN, **o()),
            rect(12, 58, 76, 56, fill=BROWN, **o()),
            line(12, 78, 88, 78, stroke=BROWN_D, stroke_width=2),
            line(12, 96, 88, 96, stroke=BROWN_D, stroke_width=2),
            rect(20, 31, 10, 83, fill=GOLD, **o(stroke_width=2)),
            rect(70, 31, 10, 83, fill=GOLD, **o(stroke_width=2)),
            rect(10, 54, 80, 8, fill=GOLD, **o(stroke_width=2)),
            rect(40, 54, 20, 24, fill=GOLD, rx=3, **o()),
            circle(50, 64, 3.2, fill=INK),
            poly([(48, 65), (52, 65), (53, 72), (47, 72)], fill=INK),
            circle(38, 28, 5, fill=GOLD, **o(stroke_width=1.6)),
            circle(52, 26, 5, fill=GOLD, **o(stroke_width=1.6)),
            sparkle(68, 18, 7, GOLD)]


def spellbook():
    return [rect(22, 14, 64, 102, fill=CREAM, rx=3, **o()),
            rect(16, 10, 62, 104, fill=PURPLE, rx=4, **o()),
            rect(16, 10, 10, 104, fill="#55257a", rx=4, **o()),
            rect(78, 18, 8, 92, fill=CREAM, **o(stroke_width=1.6)),
            circle(52, 58, 18, fill="none", stroke=GOLD, stroke_width=3.2),
            star(52, 58, 15, GOLD, inner=0.4),
            circle(52, 58, 4, fill=PURPLE),
            rect(72, 54, 14, 10, fill=GOLD, rx=2, **o(stroke_width=1.8)),
            path("M30 20 L74 20 M30 102 L74 102", stroke=GOLD, stroke_width=2)]


def mushroom():
    return [path("M36 72 Q34 100 28 118 Q50 124 72 118 Q66 100 64 72Z",
                 fill=CREAM, **o()),
            path("M8 72 Q8 22 50 18 Q92 22 92 72 Q50 82 8 72Z", fill=RED, **o()),
            ellipse(50, 36, 8, 6, fill=WHITE),
            circle(26, 52, 6.5, fill=WHITE),
            circle(74, 52, 6.5, fill=WHITE),
            circle(46, 60, 5, fill=WHITE),
            circle(68, 30, 4, fill=WHITE),
            circle(30, 34, 3.5, fill=WHITE),
            path("M14 120 L18 108 L22 120 M78 120 L82 106 L86 120", fill=GREEN,
                 **o(stroke_width=1.6))]


def lantern():
    return [path("M36 26 Q36 8 50 8 Q64 8 64 26", fill="none", **o(stroke_width=4)),
            poly([(30, 36), (38, 24), (62, 24), (70, 36)], fill=BLACK, **o()),
            rect(30, 36, 40, 66, fill="#ffe57a", **o()),
            ellipse(50, 74, 16, 24, fill="#fff7c4"),
            path("M50 56 Q58 68 56 80 Q50 88 44 80 Q42 68 50 56Z", fill=ORANGE,
                 **o(stroke_width=1.6)),
            path("M50 66 Q54 74 52 80 Q50 83 48 80 Q47 74 50 66Z", fill=GOLD),
            rect(30, 36, 40, 66, fill="none", **o()),
            line(40, 36, 40, 102, stroke=BLACK, stroke_width=2.6),
            line(60, 36, 60, 102, stroke=BLACK, stroke_width=2.6),
            poly([(26, 102), (74, 102), (66, 116), (34, 116)], fill=BLACK, **o())]


def ghost():
    return [path("M20 118 L20 56 Q20 14 50 14 Q80 14 80 56 L80 118 L70 108 "
                 "L60 118 L50 108 L40 118 L30 108Z", fill="#dfe8f6", **o(stroke_width=3)),
            path("M20 64 Q8 66 10 52 Q16 60 22 56Z", fill="#dfe8f6", **o()),
            path("M80 64 Q92 66 90 52 Q84 60 78 56Z", fill="#dfe8f6", **o()),
            ellipse(39, 50, 6, 9, fill=INK),
            ellipse(61, 50, 6, 9, fill=INK),
            circle(37, 46, 1.8, fill=WHITE), circle(59, 46, 1.8, fill=WHITE),
            ellipse(50, 76, 7, 9, fill=INK),
            ellipse(50, 78, 4, 4.5, fill="#e05a7a")]


def dragon_egg():
    egg = "M50 10 Q82 10 84 72 Q84 112 50 112 Q16 112 16 72 Q18 10 50 10Z"
    out = [path("M10 106 Q50 126 90 106 L84 124 Q50 130 16 124Z", fill=TAN,
                **o()),
           path(egg, fill="#6cb86a", **o(stroke_width=3))]
    for cx, cy in ((36, 40), (58, 32), (48, 60), (30, 74), (68, 62), (58, 88),
                   (36, 98), (72, 92)):
        out.append(path("M%s %s Q%s %s %s %s" % (f(cx - 7), f(cy), f(cx), f(cy + 7),
                                                  f(cx + 7), f(cy)),
                        fill="none", stroke=GREEN_D, stroke_width=2.4,
                        stroke_linecap="round"))
    out.append(path("M50 12 L46 26 L54 32 L48 44", fill="none",
                    **o(stroke_width=2)))
    out.append(ellipse(36, 30, 5, 9, fill="#b8e2b0", transform=rot(25, 36, 30)))
    for x in (18, 30, 70, 82):
        out.append(line(x, 112, x + 6, 122, stroke=BROWN_D, stroke_width=1.6))
    return out


def moon():
    return [path("M64 16 A49 49 0 1 0 64 114 A58 58 0 0 1 64 16Z", fill=GOLD,
                 **o(stroke_width=3)),
            circle(34, 54, 3, fill=GOLD_D),
            circle(40, 90, 4.5, fill=GOLD_D),
            circle(26, 74, 2.5, fill=GOLD_D),
            star(74, 44, 10, GOLD, **o(stroke_width=1.8)),
            star(80, 86, 6.5, GOLD, **o(stroke_width=1.4)),
            sparkle(58, 66, 5, GOLD)]


def helmet():
    return [path("M48 22 Q60 4 84 10 Q70 12 66 20 Q86 18 90 36 Q74 24 58 30Z",
                 fill=RED, **o()),
            path("M22 118 L22 56 Q22 22 50 22 Q78 22 78 56 L78 118Z",
                 fill=STEEL, **o(stroke_width=3)),
            rect(24, 56, 52, 8, fill=INK, rx=2),
            rect(24, 70, 52, 6, fill=INK, rx=2),
            line(50, 24, 50, 54, stroke=STEEL_D, stroke_width=3),
            line(50, 78, 50, 116, stroke=STEEL_D, stroke_width=3),
            circle(36, 94, 2, fill=INK), circle(36, 102, 2, fill=INK),
            circle(64, 94, 2, fill=INK), circle(64, 102, 2, fill=INK),
            circle(36, 86, 2, fill=INK), circle(64, 86, 2, fill=INK),
            path("M30 40 Q32 30 42 28", fill="none", stroke=WHITE, stroke_width=3,
                 stroke_linecap="round"),
            rect(18, 112, 64, 8, fill=GOLD, rx=2, **o(stroke_width=2))]


def bat():
    wing = ("M50 56 Q40 44 28 42 Q16 42 6 34 Q10 50 8 62 Q14 58 20 64 "
            "Q22 72 28 72 Q34 70 36 78 Q42 70 50 74Z")
    return [path(wing, fill="#4a3766", **o()),
            group([path(wing, fill="#4a3766", **o())], "translate(100 0) scale(-1 1)"),
            ellipse(50, 72, 12, 20, fill="#3a2a52", **o()),
            poly([(40, 58), (38, 40), (48, 54)], fill="#3a2a52", **o(stroke_width=2)),
            poly([(60, 58), (62, 40), (52, 54)], fill="#3a2a52", **o(stroke_width=2)),
            circle(50, 62, 11, fill="#3a2a52", **o()),
            ellipse(45, 61, 3, 3.4, fill=GOLD), ellipse(55, 61, 3, 3.4, fill=GOLD),
            circle(45, 61, 1.3, fill=INK), circle(55, 61, 1.3, fill=INK),
            poly([(46, 67), (48, 71), (49, 67)], fill=WHITE),
            poly([(51, 67), (52, 71), (54, 67)], fill=WHITE),
            path("M44 90 L42 98 M56 90 L58 98", fill="none", **o(stroke_width=2.4))]


def cauldron():
    return [circle(32, 46, 6, fill=LIME, **o(stroke_width=1.8)),
            circle(58, 34, 8, fill=LIME, **o(stroke_width=1.8)),
            circle(44, 20, 4.5, fill=LIME, **o(stroke_width=1.6)),
            path("M24 104 L18 120 M76 104 L82 120", fill="none", **o(stroke_width=5)),
            path("M14 64 Q10 112 50 114 Q90 112 86 64Z", fill=BLACK, **o()),
            ellipse(50, 64, 38, 10, fill=LIME, **o()),
            circle(40, 64, 5, fill=GREEN, **o(stroke_width=1.4)),
            circle(62, 62, 3.5, fill=GREEN, **o(stroke_width=1.2)),
            rect(8, 58, 84, 8, fill="#4b4550", rx=4, **o()),
            path("M26 80 Q26 100 40 106", fill="none", stroke="#6a6472",
                 stroke_width=3, stroke_linecap="round")]


def goblet():
    return [path("M18 16 L82 16 Q82 62 50 70 Q18 62 18 16Z", fill=GOLD, **o()),
            path("M20 24 L80 24", stroke=RED_D, stroke_width=3.5),
            rect(44, 68, 12, 34, fill=GOLD, **o()),
            ellipse(50, 84, 9, 5, fill=GOLD, **o(stroke_width=2)),
            path("M24 118 Q26 104 50 102 Q74 104 76 118Z", fill=GOLD, **o()),
            circle(50, 42, 7, fill=RED, **o(stroke_width=2)),
            circle(32, 38, 3.5, fill=BLUE, **o(stroke_width=1.4)),
            circle(68, 38, 3.5, fill=BLUE, **o(stroke_width=1.4)),
            path("M26 28 Q28 46 38 56", fill="none", stroke="#fbe7a6",
                 stroke_width=2.8, stroke_linecap="round")]


def hourglass():
    glass = "M28 22 L72 22 Q72 50 54 65 Q72 80 72 108 L28 108 Q28 80 46 65 Q28 50 28 22Z"
    return [path(glass, fill="#e3f2f8"),
            path("M35 44 L65 44 Q62 54 50 62 Q38 54 35 44Z", fill=GOLD),
            path("M50 66 L50 90", stroke=GOLD, stroke_width=2.4),
            path("M30 106 Q36 86 50 84 Q64 86 70 106Z", fill=GOLD),
            path(glass, fill="none", **o()),
            rect(16, 10, 68, 12, fill=BROWN, rx=3, **o()),
            rect(16, 108, 68, 12, fill=BROWN, rx=3, **o()),
            rect(18, 22, 6, 86, fill=BROWN_D, **o(stroke_width=1.8)),
            rect(76, 22, 6, 86, fill=BROWN_D, **o(stroke_width=1.8))]


def harp():
    out = []
    for i in range(7):
        x = 32 + i * 7
        ytop = 30 + i * 3.2 if i < 4 else 30 + 12 - (i - 4) * 0
        ytop = [44, 38, 33, 30, 29, 30, 33][i]
        out.append(line(x, ytop, x, 108, stroke="#8a7a60", stroke_width=1.6))
    out.append(path("M22 120 L22 28 Q22 14 34 20 Q54 34 70 22 Q84 12 84 26 "
                    "Q76 28 74 34 Q56 48 30 40 L30 120Z", fill=GOLD, **o()))
    out.append(rect(22, 106, 66, 12, fill=GOLD, rx=3, **o()))
    out.append(path("M84 26 L84 106", fill="none", **o(stroke_width=6)))
    out.append(path("M84 26 L84 106", fill="none", stroke=GOLD, stroke_width=2.6))
    out.append(circle(26, 22, 5, fill=GOLD, **o(stroke_width=2)))
    out.append(circle(46, 37, 2.5, fill=RED))
    return out


def spider_web():
    out = []
    cx, cy = 50, 56
    spokes = [polar(cx, cy, 46, -90 + i * 45) for i in range(8)]
    for x, y in spokes:
        out.append(line(cx, cy, x, max(10, y), stroke="#5c5866", stroke_width=2))
    for r in (12, 24, 36):
        pts = [polar(cx, cy, r, -90 + i * 45) for i in range(9)]
        d = "M" + " ".join("%s %s" % (f(x), f(y)) for x, y in pts[:1])
        for i in range(8):
            (x0, y0), (x1, y1) = pts[i], pts[i + 1]
            mx, my = polar(cx, cy, r * 0.82, -90 + i * 45 + 22.5)
            d += " Q%s %s %s %s" % (f(mx), f(my), f(x1), f(y1))
        out.append(path(d, fill="none", stroke="#5c5866", stroke_width=2))
    # spider dangling on a thread
    out.append(line(66, 70, 66, 98, stroke=INK, stroke_width=1.6))
    for s in (-1, 1):
        for dy, dx2 in ((-4, 12), (0, 14), (4, 13), (8, 10)):
            out.append(path("M%s %s Q%s %s %s %s" % (
                f(66), f(106 + dy * 0.5), f(66 + s * 9), f(98 + dy),
                f(66 + s * dx2), f(110 + dy)), fill="none", stroke=INK,
                stroke_width=2.2, stroke_linecap="round"))
    out.append(ellipse(66, 108, 8, 10, fill=BLACK, **o(stroke_width=1.5)))
    out.append(circle(66, 97, 5, fill=BLACK))
    out.append(poly([(66, 104), (69, 108), (66, 112), (63, 108)], fill=RED))
    return out


def quill():
    return [path("M20 106 Q30 60 68 20 Q84 8 92 10 Q88 34 70 56 Q48 84 22 106Z",
                 fill=WHITE, **o()),
            path("M24 104 Q52 60 88 14", fill="none", stroke="#9aa6b4",
                 stroke_width=2.2),
            path("M56 52 L72 46 M48 64 L64 60 M64 40 L80 32", fill="none",
                 stroke="#9aa6b4", stroke_width=1.6),
            path("M24 104 L14 120", fill="none", **o(stroke_width=4)),
            path("M8 124 L10 104 Q10 94 22 94 L38 94 Q50 94 50 104 L52 124Z",
                 fill=BLUE_D, **o()),
            rect(16, 88, 28, 8, fill=BLACK, rx=2, **o(stroke_width=2))]


def pouch():
    return [path("M34 38 Q14 60 14 90 Q14 118 48 118 Q80 118 80 90 Q80 60 60 38Z",
                 fill=TAN, **o()),
            path("M34 38 Q26 26 30 16 Q40 24 46 22 Q52 14 62 16 Q68 26 60 38Z",
                 fill=TAN, **o()),
            rect(30, 34, 34, 7, fill=RED, rx=3, **o(stroke_width=1.8)),
            path("M30 90 Q40 100 58 96", fill="none", stroke="#c9a45f",
                 stroke_width=2.4, stroke_linecap="round"),
            circle(47, 74, 10, fill=GOLD, **o(stroke_width=2)),
            circle(47, 74, 5, fill="none", stroke=GOLD_D, stroke_width=1.6),
            ellipse(82, 118, 12, 4.5, fill=GOLD_D, **o(stroke_width=1.6)),
            ellipse(82, 112, 12, 4.5, fill=GOLD, **o(stroke_width=1.6)),
            ellipse(82, 106, 12, 4.5, fill=GOLD, **o(stroke_width=1.6))]


def frog():
    fg, fg_d = "#7cc23a", "#3f7f1c"
    return [path("M18 104 Q10 118 26 120 L40 118 Q34 110 30 102Z", fill=fg, **o()),
            path("M82 104 Q90 118 74 120 L60 118 Q66 110 70 102Z", fill=fg, **o()),
            path("M16 84 Q14 54 34 46 Q50 40 66 46 Q86 54 84 84 Q84 112 50 112 "
                 "Q16 112 16 84Z", fill=fg, **o()),
            ellipse(50, 92, 20, 16, fill="#d9ef9f"),
            circle(32, 42, 12, fill=fg, **o()),
            circle(68, 42, 12, fill=fg, **o()),
            circle(32, 40, 7, fill=WHITE), circle(68, 40, 7, fill=WHITE),
            circle(33, 41, 4, fill=INK), circle(67, 41, 4, fill=INK),
            path("M26 66 Q50 82 74 66", fill="none", stroke=fg_d, stroke_width=3,
                 stroke_linecap="round"),
            circle(44, 56, 1.6, fill=fg_d), circle(56, 56, 1.6, fill=fg_d),
            path("M34 110 L28 120 M34 110 L36 121 M66 110 L72 120 M66 110 L64 121",
                 fill="none", stroke=fg_d, stroke_width=3, stroke_linecap="round")]


def tree():
    return [path("M42 122 L44 80 L30 66 L38 64 L46 72 L48 58 L54 58 L54 72 L64 62 "
                 "L70 66 L56 82 L58 122Z", fill=BROWN, **o()),
            path("M20 70 Q6 66 10 50 Q6 32 24 28 Q28 10 48 12 Q64 6 74 20 "
                 "Q92 22 90 42 Q98 58 84 68 Q80 80 64 76 Q52 84 40 76 Q24 82 20 70Z",
                 fill=GREEN, **o()),
            path("M26 46 Q34 38 42 44 M58 32 Q66 28 72 34 M60 58 Q70 52 78 58",
                 fill="none", stroke=GREEN_D, stroke_width=2.4, stroke_linecap="round"),
            circle(36, 60, 4, fill=RED, **o(stroke_width=1.4)),
            circle(70, 44, 4, fill=RED, **o(stroke_width=1.4)),
            circle(48, 28, 4, fill=RED, **o(stroke_width=1.4)),
            path("M14 122 Q50 114 86 122", fill="none", stroke=GREEN_D,
                 stroke_width=3, stroke_linecap="round")]


def wand():
    return [group([rect(44, 40, 12, 84, fill=BLACK, rx=3, **o()),
                   rect(44, 40, 12, 12, fill=WHITE, **o(stroke_width=2)),
                   rect(44, 100, 12, 5, fill=GOLD)], rot(32, 50, 80)),
            star(30, 34, 17, GOLD, **o(stroke_width=2)),
            sparkle(64, 18, 7), sparkle(72, 44, 5), sparkle(14, 62, 5),
            sparkle(52, 52, 4), sparkle(12, 12, 4)]


def crystals():
    def prism(cx, base, w, h, ang, col, light):
        x0, x1 = cx - w / 2, cx + w / 2
        pts = [(x0, base), (x0, base - h), (cx, base - h - w * 0.8), (x1, base - h),
               (x1, base)]
        g = [poly(pts, fill=col, **o()),
             poly([(cx, base), (cx, base - h), (cx, base - h - w * 0.8), (x1, base - h),
                   (x1, base)], fill=light),
             poly(pts, fill="none", **o()),
             line(cx, base - 2, cx, base - h, stroke=INK, stroke_width=1.4)]
        return group(g, rot(ang, cx, base))
    return [prism(30, 112, 18, 44, -24, PURPLE, "#9b63c8"),
            prism(70, 112, 18, 48, 24, PURPLE, "#9b63c8"),
            prism(50, 112, 24, 70, 0, "#a064d8", PURPLE_L),
            path("M12 124 Q14 108 30 106 L70 106 Q86 108 88 124Z", fill="#8c857a",
                 **o()),
            sparkle(78, 30, 6, WHITE), sparkle(24, 40, 4.5, WHITE)]


FIGURES = [
    ("dragon", "Dragon", dragon),
    ("castle", "Castle", castle),
    ("wizard-hat", "Wizard's Hat", wizard_hat),
    ("sword", "Sword", sword),
    ("shield", "Shield", shield),
    ("potion", "Potion", potion),
    ("ring", "Magic Ring", ring),
    ("unicorn", "Unicorn", unicorn),
    ("owl", "Owl", owl),
    ("key", "Key", key),
    ("scroll", "Scroll", scroll),
    ("crystal-ball", "Crystal Ball", crystal_ball),
    ("bow", "Bow and Arrow", bow),
    ("axe", "Battle Axe", axe),
    ("chest", "Treasure Chest", chest),
    ("spellbook", "Spellbook", spellbook),
    ("mushroom", "Toadstool", mushroom),
    ("lantern", "Lantern", lantern),
    ("ghost", "Ghost", ghost),
    ("egg", "Dragon Egg", dragon_egg),
    ("moon", "Moon and Stars", moon),
    ("helmet", "Knight's Helm", helmet),
    ("bat", "Bat", bat),
    ("cauldron", "Cauldron", cauldron),
    ("goblet", "Goblet", goblet),
    ("hourglass", "Hourglass", hourglass),
    ("harp", "Harp", harp),
    ("web", "Spider Web", spider_web),
    ("quill", "Quill and Ink", quill),
    ("pouch", "Coin Pouch", pouch),
    ("frog", "Frog", frog),
    ("tree", "Enchanted Tree", tree),
    ("wand", "Magic Wand", wand),
    ("crystals", "Crystals", crystals),
]


# ---------------------------------------------------------------------------
# The Court (34..37): portraits in a shared arched gold frame
# ---------------------------------------------------------------------------

FRAME = "M10 124 L10 40 Q10 6 50 6 Q90 6 90 40 L90 124Z"


def portrait(robe, collar, head_items, hat_items, face_extra=()):
    out = [path(FRAME, fill="#f3e3b8"),
           path("M14 124 Q16 94 50 90 Q84 94 86 124Z", fill=robe, **o())]
    out += collar
    out.append(rect(44, 78, 12, 14, fill=SKIN, **o(stroke_width=2)))
    out += head_items
    out.append(ellipse(50, 64, 17, 20, fill=SKIN, **o()))
    out += [circle(43, 62, 2.4, fill=INK), circle(57, 62, 2.4, fill=INK),
            circle(38, 70, 3, fill="#f29a8a"), circle(62, 70, 3, fill="#f29a8a")]
    out += list(face_extra)
    out += hat_items
    out.append(path(FRAME, fill="none", stroke=GOLD_D, stroke_width=5))
    out.append(path(FRAME, fill="none", stroke=GOLD, stroke_width=2.4))
    return out


def king():
    crown = [path("M28 44 L26 18 L36 30 L43 12 L50 26 L57 12 L64 30 L74 18 "
                  "L72 44Z", fill=GOLD, **o()),
             rect(27, 38, 46, 8, fill=GOLD_D, **o(stroke_width=2)),
             circle(50, 42, 3, fill=RED), circle(38, 42, 2.4, fill=BLUE),
             circle(62, 42, 2.4, fill=BLUE),
             circle(43, 12, 2.6, fill=WHITE, **o(stroke_width=1.2)),
             circle(57, 12, 2.6, fill=WHITE, **o(stroke_width=1.2))]
    beard = [path("M33 66 Q34 98 50 102 Q66 98 67 66 Q60 78 50 76 Q40 78 33 66Z",
                  fill="#e8e4dc", **o()),
             path("M40 76 Q50 70 60 76 Q50 74 40 76Z", fill="#e8e4dc", **o(stroke_width=1.6)),
             path("M45 82 Q50 86 55 82", fill="none", **o(stroke_width=1.8))]
    collar = [path("M20 110 Q22 96 50 96 Q78 96 80 110 Q50 104 20 110Z",
                   fill=WHITE, **o()),
              circle(32, 104, 1.6, fill=INK), circle(50, 100, 1.6, fill=INK),
              circle(68, 104, 1.6, fill=INK)]
    return portrait(RED, collar, [], crown, beard)


def queen():
    hair = [path("M31 58 Q30 36 50 40 Q70 36 69 58 Q72 84 78 98 Q64 102 60 84 "
                 "L40 84 Q36 102 22 98 Q28 84 31 58Z", fill="#5a3320", **o())]
    crown = [path("M34 46 L32 16 L40 26 L45 8 L50 22 L55 8 L60 26 L68 16 L66 46Z",
                  fill=GOLD, **o()),
             circle(45, 8, 2.4, fill=WHITE, **o(stroke_width=1.2)),
             circle(55, 8, 2.4, fill=WHITE, **o(stroke_width=1.2)),
             circle(50, 36, 3.6, fill=RED, **o(stroke_width=1.2)),
             path("M44 50 Q50 46 56 50", fill="none", stroke="#5a3320", stroke_width=4)]
    lips = [path("M45 74 Q50 78 55 74", fill="none", stroke=RED_D, stroke_width=2.4,
                 stroke_linecap="round")]
    collar = [path("M36 96 Q50 108 64 96", fill="none", stroke=GOLD, stroke_width=3),
              circle(50, 104, 3.5, fill=BLUE, **o(stroke_width=1.2))]
    return portrait(BLUE, collar, hair, crown, lips)


def princess():
    hair = [path("M31 60 Q28 38 50 40 Q72 38 69 60 Q74 80 70 96 Q64 88 62 76 "
                 "L38 76 Q36 88 30 96 Q26 80 31 60Z", fill=GOLD, **o()),
            circle(50, 30, 9, fill=GOLD, **o())]
    tiara = [path("M36 48 Q50 36 64 48 L60 50 L56 44 L50 48 L44 44 L40 50Z",
                  fill=PINK, **o(stroke_width=1.8)),
             circle(50, 41, 2.6, fill=WHITE, **o(stroke_width=1)),
             path("M40 50 Q44 56 50 50 Q56 56 60 50", fill="none", stroke=GOLD,
                  stroke_width=3)]
    smile = [path("M45 73 Q50 78 55 73", fill="none", stroke=RED_D, stroke_width=2.2,
                  stroke_linecap="round")]
    collar = [path("M30 104 Q40 96 50 104 Q60 96 70 104", fill="none", stroke=WHITE,
                   stroke_width=4, stroke_linecap="round"),
              circle(50, 112, 4, fill=WHITE, **o(stroke_width=1.2))]
    return portrait(PINK, collar, hair, tiara, smile)


def jester():
    hat = [path("M32 52 Q22 30 10 36 Q22 22 34 34 Q34 16 50 8 Q66 16 66 34 "
                "Q78 22 90 36 Q78 30 68 52Z", fill=GREEN, **o()),
           path("M50 8 Q66 16 66 34 Q58 42 50 44Z", fill=RED),
           path("M10 36 Q22 22 34 34 Q32 44 32 52 Q22 30 10 36Z", fill=RED),
           path("M32 52 Q22 30 10 36 Q22 22 34 34 Q34 16 50 8 Q66 16 66 34 "
                "Q78 22 90 36 Q78 30 68 52Z", fill="none", **o()),
           rect(30, 46, 40, 8, fill=GOLD, rx=3, **o(stroke_width=2)),
           circle(10, 38, 4.5, fill=GOLD, **o(stroke_width=1.6)),
           circle(90, 38, 4.5, fill=GOLD, **o(stroke_width=1.6)),
           circle(50, 7, 4.5, fill=GOLD, **o(stroke_width=1.6))]
    grin = [path("M40 72 Q50 84 60 72Z", fill=WHITE, **o(stroke_width=1.8)),
            circle(50, 67, 3, fill=RED)]
    ruff = []
    pts = []
    for i in range(9):
        x = 20 + i * 7.5
        pts += [(x, 96), (x + 3.75, 106)]
    pts.append((20 + 9 * 7.5, 96))
    ruff.append(poly(pts + [(84, 100), (16, 100)], fill=GOLD, **o(stroke_width=1.8)))
    out = portrait(PURPLE, ruff, [], hat, grin)
    # split-colour doublet
    out.insert(2, path("M50 90 Q84 94 86 124 L50 124Z", fill=GREEN))
    return out


COURT = [("king", "King", king), ("queen", "Queen", queen),
         ("princess", "Princess", princess), ("jester", "Jester", jester)]


# ---------------------------------------------------------------------------
# The Elements (38..41): in a round stone medallion
# ---------------------------------------------------------------------------

MX, MY, MR = 50, 65, 42


def medallion(items):
    out = [circle(MX, MY, MR, fill="#efe6d2")]
    out += items
    out.append(circle(MX, MY, MR, fill="none", stroke=INK, stroke_width=7))
    out.append(circle(MX, MY, MR, fill="none", stroke="#a9a090", stroke_width=3.5))
    for i in range(4):
        x, y = polar(MX, MY, MR, 45 + i * 90)
        out.append(circle(x, y, 4.2, fill=GOLD, **o(stroke_width=1.6)))
    return out


def fire():
    return medallion([
        path("M50 100 Q24 100 26 76 Q28 58 42 44 Q40 60 48 62 Q44 42 58 28 "
             "Q56 50 68 58 Q76 66 74 80 Q72 100 50 100Z", fill=RED, **o()),
        path("M50 98 Q36 96 38 80 Q40 70 48 64 Q48 76 56 76 Q54 68 60 64 "
             "Q66 74 62 86 Q60 98 50 98Z", fill=ORANGE),
        path("M50 96 Q42 94 44 84 Q46 78 50 76 Q52 84 56 84 Q58 94 50 96Z",
             fill=GOLD)])


def water():
    return medallion([
        path("M50 28 Q70 56 70 72 Q70 92 50 92 Q30 92 30 72 Q30 56 50 28Z",
             fill=BLUE, **o()),
        path("M40 70 Q40 80 48 84", fill="none", stroke=SKY, stroke_width=3.4,
             stroke_linecap="round"),
        path("M16 92 Q24 86 32 92 Q40 98 48 92 Q56 86 64 92 Q72 98 80 92 Q86 88 88 90",
             fill="none", stroke=BLUE_D, stroke_width=3.4, stroke_linecap="round"),
        path("M20 102 Q28 96 36 102 Q44 108 52 102 Q60 96 68 102 Q76 108 82 102",
             fill="none", stroke=BLUE, stroke_width=3.4, stroke_linecap="round")])


def earth():
    return medallion([
        path("M12 96 L36 48 L46 62 L60 36 L88 96Z", fill="#8a6a44", **o()),
        path("M52 50 L60 36 L68 52 L62 48 L58 54Z", fill=WHITE, **o(stroke_width=1.6)),
        path("M30 60 L36 48 L42 56 L36 56Z", fill=WHITE, **o(stroke_width=1.4)),
        path("M10 96 Q50 86 90 96 L88 104 Q50 110 12 104Z", fill=GREEN, **o()),
        path("M28 104 L30 96 L34 104 M66 104 L68 95 L72 104", fill="none",
             stroke=GREEN_D, stroke_width=2)])


def air():
    return medallion([
        path("M16 52 L58 52 Q72 52 72 40 Q72 30 62 30 Q54 30 54 38", fill="none",
             stroke=INK, stroke_width=6.5, stroke_linecap="round"),
        path("M16 52 L58 52 Q72 52 72 40 Q72 30 62 30 Q54 30 54 38", fill="none",
             stroke=SKY, stroke_width=3.2, stroke_linecap="round"),
        path("M12 68 L74 68 Q88 68 88 80 Q88 92 76 92 Q66 92 66 84", fill="none",
             stroke=INK, stroke_width=6.5, stroke_linecap="round"),
        path("M12 68 L74 68 Q88 68 88 80 Q88 92 76 92 Q66 92 66 84", fill="none",
             stroke=WHITE, stroke_width=3.2, stroke_linecap="round"),
        path("M22 84 L48 84 Q58 84 58 94 Q58 102 50 102", fill="none",
             stroke=INK, stroke_width=6.5, stroke_linecap="round"),
        path("M22 84 L48 84 Q58 84 58 94 Q58 102 50 102", fill="none",
             stroke=SKY, stroke_width=3.2, stroke_linecap="round")])


ELEMENTS = [("fire", "Fire", fire), ("water", "Water", water),
            ("earth", "Earth", earth), ("air", "Air", air)]


# ---------------------------------------------------------------------------
# Assemble
# ---------------------------------------------------------------------------


def faces():
    i = 0
    for key_, name, fn in FIGURES:
        yield i, key_, name, fn()
        i += 1
    for key_, name, fn in COURT:
        yield i, "court-" + key_, name + " (court)", fn()
        i += 1
    for key_, name, fn in ELEMENTS:
        yield i, "element-" + key_, name + " (element)", fn()
        i += 1


def main():
    assert len(FIGURES) == 34, len(FIGURES)
    return write_tileset(OUT, "Fantasy", faces(), ("court", "elements"))


if __name__ == "__main__":
    sys.exit(main())
