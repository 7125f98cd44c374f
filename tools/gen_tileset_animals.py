#!/usr/bin/python3
"""Generate the "Animals" tileset for Pagoda (vector faces).

Run from the repository root with the system Python:

    /usr/bin/python3 tools/gen_tileset_animals.py

Writes assets/tilesets/animals/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports, with the outline helpers of gen_tileset_fantasy.py): face art only,
viewBox 0 0 100 130, transparent background, art kept ~6 units from the edge,
nanosvg-safe elements only.  Bold outlined pictograms that read without colour.

Face order: 0..33 thirty-four animals (four of each in a deal); 34..37 Sea life
(fish, octopus, crab, whale; on a round blue porthole, matching each other);
38..41 Birds (chick, duck, parrot, penguin; on a green hexagon, matching each
other).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (circle, ellipse, f, group, line, path,  # noqa: E402
                                 polar, poly, rect, rot, svg)
from gen_tileset_classic import write_tileset  # noqa: E402
from gen_tileset_fantasy import INK, o  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "animals")

WHITE = "#ffffff"
PINK = "#f4a0b4"
PINK_D = "#d8607c"
ORANGE = "#ef8a2a"
BROWN = "#9a6434"
BROWN_D = "#5e3a1a"
TAN = "#e8c896"
GREY = "#a7a9b1"
GREY_D = "#6d7079"
BLACK = "#2a2630"
GREEN = "#5cae3c"
GREEN_D = "#2f7024"
YELLOW = "#f5c623"
RED = "#d2302c"
BLUE = "#2f6cc0"
SKY = "#cfe9f7"


def eyes(y=62, dx=11, r=3.6, col=INK):
    return [circle(50 - dx, y, r, fill=col), circle(50 + dx, y, r, fill=col),
            circle(50 - dx + 1.1, y - 1.2, r * 0.32, fill=WHITE),
            circle(50 + dx + 1.1, y - 1.2, r * 0.32, fill=WHITE)]


def mirror(item):
    return group([item], "translate(100 0) scale(-1 1)")


def both(item):
    return [item, mirror(item)]


# ---------------------------------------------------------------------------
# Heads
# ---------------------------------------------------------------------------


def cat():
    c = "#f0a040"
    out = both(poly([(24, 58), (22, 22), (46, 42)], fill=c, **o()))
    out += both(poly([(27, 50), (26, 30), (40, 42)], fill=PINK))
    out.append(ellipse(50, 72, 34, 30, fill=c, **o()))
    out += both(path("M40 44 L42 54 M50 42 L50 54", fill="none",
                     stroke="#b0651a", stroke_width=3, stroke_linecap="round"))
    for x in (38, 62):
        out.append(ellipse(x, 66, 6, 7, fill="#9ccd3c", **o(stroke_width=1.6)))
        out.append(ellipse(x, 66, 1.8, 5.5, fill=INK))
    out.append(poly([(45, 76), (55, 76), (50, 82)], fill=PINK_D))
    out.append(path("M42 86 Q46 90 50 84 Q54 90 58 86", fill="none", **o(stroke_width=2)))
    for dy in (-3, 3):
        out += both(line(10, 80 + dy * 1.6, 32, 80 + dy, stroke=INK, stroke_width=1.6))
    return out


def dog():
    c = "#e2b47a"
    out = [ellipse(50, 68, 30, 34, fill=c, **o())]
    out += both(path("M24 42 Q8 44 10 76 Q12 96 24 92 Q30 70 30 48Z",
                     fill=BROWN, **o()))
    out.append(ellipse(36, 56, 9, 10, fill=BROWN))
    out += eyes(58, 12, 4)
    out.append(ellipse(50, 86, 16, 12, fill=WHITE, **o(stroke_width=1.8)))
    out.append(path("M46 96 Q50 108 54 96Z", fill=PINK_D, **o(stroke_width=1.6)))
    out.append(ellipse(50, 80, 7, 5, fill=INK))
    out.append(path("M50 84 L50 90 M42 90 Q50 96 58 90", fill="none",
                    **o(stroke_width=1.8)))
    return out


def round_ears(col, inner, r=11, y=40, dx=26):
    out = []
    for s in (-1, 1):
        out.append(circle(50 + s * dx, y, r, fill=col, **o()))
        out.append(circle(50 + s * dx, y, r * 0.55, fill=inner))
    return out


def bear():
    c = BROWN
    out = round_ears(c, TAN)
    out.append(circle(50, 70, 32, fill=c, **o()))
    out += eyes(62, 12, 3.6)
    out.append(ellipse(50, 82, 14, 11, fill=TAN, **o(stroke_width=1.6)))
    out.append(ellipse(50, 78, 6, 4, fill=INK))
    out.append(path("M50 82 L50 87 M44 88 Q50 92 56 88", fill="none", **o(stroke_width=1.8)))
    return out


def panda():
    out = round_ears(BLACK, BLACK, 11, 42, 26)
    out.append(circle(50, 70, 32, fill=WHITE, **o()))
    for s in (-1, 1):
        out.append(ellipse(50 + s * 13, 66, 8, 11, fill=BLACK,
                           transform=rot(s * -30, 50 + s * 13, 66)))
        out.append(circle(50 + s * 13, 64, 3, fill=WHITE))
    out.append(ellipse(50, 80, 6, 4, fill=INK))
    out.append(path("M50 84 L50 88 M44 89 Q50 93 56 89", fill="none", **o(stroke_width=1.8)))
    return out


def fox():
    c = ORANGE
    out = both(poly([(22, 52), (22, 14), (46, 40)], fill=c, **o()))
    out += both(poly([(22, 30), (22, 14), (31, 24)], fill=BLACK))
    out.append(path("M12 52 Q30 36 50 40 Q70 36 88 52 Q80 80 50 112 "
                    "Q20 80 12 52Z", fill=c, **o()))
    out.append(path("M12 52 Q30 64 44 70 Q48 90 50 112 Q20 80 12 52Z", fill=WHITE))
    out.append(path("M88 52 Q70 64 56 70 Q52 90 50 112 Q80 80 88 52Z", fill=WHITE))
    out.append(path("M12 52 Q30 36 50 40 Q70 36 88 52 Q80 80 50 112 "
                    "Q20 80 12 52Z", fill="none", **o()))
    out += both(ellipse(38, 62, 3.4, 4.6, fill=INK))
    out.append(ellipse(50, 106, 6, 4.5, fill=INK))
    return out


def lion():
    out = []
    pts = [polar(50, 66, 44 if k % 2 == 0 else 36, k * 20) for k in range(18)]
    out.append(poly(pts, fill="#c0651c", **o(stroke_linejoin="round")))
    out += round_ears("#f2c14e", "#c0651c", 7, 40, 20)
    out.append(circle(50, 68, 26, fill="#f2c14e", **o()))
    out += eyes(62, 10, 3.4)
    out.append(ellipse(50, 80, 12, 8, fill=WHITE, fill_opacity=0.7))
    out.append(poly([(44, 74), (56, 74), (50, 81)], fill=INK))
    out.append(path("M50 81 L50 85 M43 86 Q50 90 57 86", fill="none", **o(stroke_width=1.8)))
    return out


def tiger():
    c = ORANGE
    out = round_ears(c, WHITE, 10, 42, 24)
    out.append(ellipse(50, 72, 34, 30, fill=c, **o()))
    out.append(path("M42 44 L44 52 M50 42 L50 54 M58 44 L56 52", fill="none",
                    stroke=BLACK, stroke_width=3.4, stroke_linecap="round"))
    out += both(path("M17 64 L28 68 M17 76 L28 76 M18 88 L28 84", fill="none",
                     stroke=BLACK, stroke_width=3.4, stroke_linecap="round"))
    out.append(path("M34 80 Q40 72 50 76 Q60 72 66 80 Q66 96 50 98 Q34 96 34 80Z",
                    fill=WHITE))
    out += both(ellipse(38, 64, 3.4, 4.4, fill=INK))
    out.append(poly([(45, 76), (55, 76), (50, 82)], fill=PINK_D))
    out.append(path("M50 82 L50 86 M43 88 Q50 92 57 88", fill="none", **o(stroke_width=1.8)))
    return out


def pig():
    c = "#f7b3c2"
    out = both(poly([(22, 54), (20, 28), (44, 42)], fill=c, **o()))
    out.append(circle(50, 70, 32, fill=c, **o()))
    out += eyes(60, 14, 3.4)
    out.append(ellipse(50, 80, 15, 11, fill="#f08aa3", **o(stroke_width=2)))
    out.append(ellipse(45, 80, 2.6, 4, fill=PINK_D))
    out.append(ellipse(55, 80, 2.6, 4, fill=PINK_D))
    return out


def cow():
    out = both(path("M30 40 Q22 24 30 18 Q30 30 38 36Z", fill="#f1e4c2", **o()))
    out += both(ellipse(16, 56, 12, 6, fill=WHITE, transform=rot(20, 16, 56), **o()))
    out.append(path("M24 52 Q24 30 50 30 Q76 30 76 52 L74 88 L26 88Z", fill=WHITE, **o()))
    out.append(path("M54 32 Q70 30 74 44 Q66 56 58 50 Q52 42 54 32Z", fill=BLACK))
    out.append(path("M26 60 Q34 58 36 68 Q32 76 26 74Z", fill=BLACK))
    out += eyes(60, 12, 3.4)
    out.append(rect(22, 78, 56, 32, rx=16, fill=PINK, **o()))
    out.append(ellipse(40, 92, 3, 4.5, fill=PINK_D))
    out.append(ellipse(60, 92, 3, 4.5, fill=PINK_D))
    return out


def sheep():
    out = []
    for k in range(12):
        x, y = polar(50, 66, 30, k * 30)
        out.append(circle(x, y, 12, fill=WHITE, **o()))
    out.append(circle(50, 66, 30, fill=WHITE))
    out += both(ellipse(24, 70, 11, 5.5, fill="#4a4450", transform=rot(25, 24, 70), **o()))
    out.append(path("M36 58 Q36 50 50 50 Q64 50 64 58 L60 96 Q50 104 40 96Z",
                    fill="#4a4450", **o()))
    for k, (x, y) in enumerate(((40, 44), (50, 40), (60, 44))):
        out.append(circle(x, y, 8, fill=WHITE, **o()))
    out += both(circle(43, 68, 3.6, fill=WHITE))
    out += both(circle(43, 68, 1.8, fill=INK))
    out.append(path("M45 90 Q50 94 55 90", fill="none", stroke=WHITE, stroke_width=2))
    return out


def rabbit():
    c = "#e8e4e8"
    out = both(ellipse(37, 36, 9, 26, fill=c, transform=rot(-8, 37, 36), **o()))
    out += both(ellipse(37, 38, 4, 18, fill=PINK, transform=rot(-8, 37, 38)))
    out.append(ellipse(50, 82, 30, 28, fill=c, **o()))
    out += eyes(76, 12, 3.6)
    out.append(ellipse(50, 88, 4, 3, fill=PINK_D))
    out.append(rect(45, 94, 10, 9, fill=WHITE, **o(stroke_width=1.4)))
    out.append(line(50, 94, 50, 103, stroke=INK, stroke_width=1.2))
    out += both(circle(30, 90, 4, fill=PINK, fill_opacity=0.7))
    return out


def mouse():
    out = []
    for s in (-1, 1):
        out.append(circle(50 + s * 28, 46, 19, fill=GREY, **o()))
        out.append(circle(50 + s * 28, 46, 12, fill=PINK))
    out.append(path("M24 70 Q24 50 50 50 Q76 50 76 70 Q70 92 50 106 Q30 92 24 70Z",
                    fill=GREY, **o()))
    out += eyes(72, 11, 3.4)
    out.append(circle(50, 100, 4.5, fill=PINK_D, **o(stroke_width=1.4)))
    for dy in (-3, 3):
        out += both(line(10, 96 + dy * 1.6, 40, 96 + dy, stroke=INK, stroke_width=1.4))
    return out


def monkey():
    c = BROWN
    out = both(circle(18, 66, 11, fill=TAN, **o()))
    out.append(circle(50, 66, 32, fill=c, **o()))
    out.append(path("M50 52 Q60 40 70 52 Q80 66 68 80 Q76 98 50 100 Q24 98 32 80 "
                    "Q20 66 30 52 Q40 40 50 52Z", fill=TAN, **o(stroke_width=1.8)))
    out += eyes(62, 10, 3.6)
    out += both(circle(46, 80, 1.6, fill=INK))
    out.append(path("M40 88 Q50 96 60 88", fill="none", **o(stroke_width=2)))
    return out


def koala():
    c = GREY
    out = []
    for s in (-1, 1):
        out.append(circle(50 + s * 30, 46, 18, fill=c, **o()))
        out.append(circle(50 + s * 30, 46, 10, fill=WHITE))
    out.append(ellipse(50, 72, 32, 30, fill=c, **o()))
    out += eyes(64, 16, 3.2)
    out.append(ellipse(50, 78, 9, 13, fill=BLACK))
    out.append(path("M44 96 Q50 99 56 96", fill="none", **o(stroke_width=1.8)))
    return out


def elephant():
    c = "#9aa3b5"
    out = both(path("M34 46 Q4 30 6 64 Q8 94 36 84Z", fill=c, **o()))
    out += both(path("M30 52 Q14 46 14 64 Q16 80 30 78Z", fill=PINK, fill_opacity=0.7))
    out.append(ellipse(50, 60, 22, 24, fill=c, **o()))
    out.append(path("M42 74 Q40 100 46 112 Q52 122 62 116 Q56 112 54 100 L58 74Z",
                    fill=c, **o()))
    out += both(path("M38 80 Q34 90 40 96", fill=WHITE, **o(stroke_width=1.6)))
    out += eyes(58, 10, 3.2)
    return out


def frog():
    c = GREEN
    out = [path("M14 88 Q12 56 50 54 Q88 56 86 88 Q80 114 50 114 Q20 114 14 88Z",
                fill=c, **o())]
    out += both(circle(30, 52, 14, fill=c, **o()))
    out += both(circle(30, 50, 8.5, fill=WHITE))
    out += both(circle(31, 51, 4.5, fill=INK))
    out.append(path("M24 84 Q50 100 76 84", fill="none", stroke=GREEN_D,
                    stroke_width=3.4, stroke_linecap="round"))
    out += both(circle(28, 92, 4, fill=PINK, fill_opacity=0.8))
    return out


def owl():
    c = "#8a6a50"
    out = [path("M22 22 L36 38 L64 38 L78 22 L80 56 Q84 92 50 116 Q16 92 20 56Z",
                fill=c, **o())]
    out.append(path("M34 80 Q50 72 66 80 Q64 100 50 110 Q36 100 34 80Z", fill=TAN))
    out += both(circle(36, 56, 13, fill=WHITE, **o()))
    out += both(circle(36, 56, 6, fill=INK))
    out.append(poly([(45, 66), (55, 66), (50, 76)], fill=ORANGE, **o(stroke_width=1.6)))
    return out


# ---------------------------------------------------------------------------
# Whole animals
# ---------------------------------------------------------------------------


def snail():
    out = [path("M8 112 Q10 100 26 100 L76 100 Q86 90 86 78 Q94 78 94 90 "
                "Q94 114 70 114 L14 114Z", fill="#e7c77a", **o()),
           path("M86 80 L82 62 M92 80 L94 62", fill="none", **o(stroke_width=2.4)),
           circle(82, 62, 3, fill=INK), circle(94, 62, 3, fill=INK),
           circle(46, 72, 32, fill="#c9743a", **o())]
    d = "M46 72"
    for k in range(1, 24):
        x, y = polar(46, 72, 1.2 * k, k * 40)
        d += " L%s %s" % (f(x), f(y))
    out.append(path(d, fill="none", stroke="#7a3e16", stroke_width=3.4,
                    stroke_linecap="round", stroke_linejoin="round"))
    return out


def turtle():
    c = "#4f9a52"
    out = [ellipse(86, 82, 10, 8, fill="#a7c77a", **o()),
           circle(89, 80, 1.8, fill=INK)]
    out += [ellipse(x, 102, 8, 10, fill="#a7c77a", **o()) for x in (26, 70)]
    out.append(path("M10 98 Q12 50 50 48 Q88 50 86 98Z", fill=c, **o()))
    out.append(poly([(38, 62), (62, 62), (70, 80), (62, 98), (38, 98), (30, 80)],
                    fill="#7cc07a", **o(stroke_width=2)))
    out += [line(30, 80, 14, 80, stroke=INK, stroke_width=2),
            line(70, 80, 84, 80, stroke=INK, stroke_width=2),
            line(38, 62, 30, 52, stroke=INK, stroke_width=2),
            line(62, 62, 70, 52, stroke=INK, stroke_width=2)]
    out.append(rect(8, 96, 82, 8, rx=4, fill="#3e7a40", **o()))
    return out


def snake():
    c = "#8bbf3a"
    body = "M18 118 Q70 122 76 100 Q80 82 50 80 Q18 78 22 58 Q26 40 60 42 Q70 42 72 30"
    out = [path(body, fill="none", stroke=INK, stroke_width=17, stroke_linecap="round"),
           path(body, fill="none", stroke=c, stroke_width=12, stroke_linecap="round"),
           path(body, fill="none", stroke="#4f7f1c", stroke_width=4,
                stroke_dasharray="4 8", stroke_linecap="round")]
    out.append(ellipse(72, 26, 14, 10, fill=c, transform=rot(-20, 72, 26), **o()))
    out.append(circle(74, 22, 2.6, fill=INK))
    out.append(path("M84 22 L94 18 M94 18 L96 14 M94 18 L98 20", fill="none",
                    stroke=RED, stroke_width=2, stroke_linecap="round"))
    return out


def butterfly():
    out = []
    for s in (-1, 1):
        up = path("M50 62 Q36 20 14 22 Q4 28 12 50 Q18 62 50 64Z",
                  fill="#e0512a", **o())
        lo = path("M50 66 Q20 66 16 88 Q18 104 34 102 Q48 96 50 70Z",
                  fill=YELLOW, **o())
        spot = circle(24, 38, 6, fill=WHITE, **o(stroke_width=1.4))
        spot2 = circle(30, 88, 4.5, fill="#e0512a")
        g = [up, lo, spot, spot2]
        out.append(group(g, "translate(100 0) scale(-1 1)") if s > 0 else "".join(g))
    out.append(ellipse(50, 68, 5, 24, fill=BLACK, **o(stroke_width=1.6)))
    out.append(path("M48 46 Q40 30 36 24 M52 46 Q60 30 64 24", fill="none",
                    **o(stroke_width=2)))
    out.append(circle(36, 24, 2.6, fill=INK))
    out.append(circle(64, 24, 2.6, fill=INK))
    return out


def bee():
    out = [ellipse(36, 42, 16, 22, fill=SKY, transform=rot(-30, 36, 42), **o()),
           ellipse(64, 42, 16, 22, fill=SKY, transform=rot(30, 64, 42), **o()),
           ellipse(50, 80, 26, 32, fill=YELLOW, **o())]
    for y, h in ((64, 8), (80, 9), (96, 8)):
        hw = 24 if y == 80 else 20
        out.append(rect(50 - hw, y - h / 2, 2 * hw, h, fill=BLACK))
    out.append(ellipse(50, 80, 26, 32, fill="none", **o()))
    out.append(poly([(46, 111), (54, 111), (50, 120)], fill=BLACK))
    out.append(circle(50, 46, 13, fill=BLACK, **o()))
    out += both(circle(45, 44, 3, fill=WHITE))
    out.append(path("M44 34 Q40 22 34 20 M56 34 Q60 22 66 20", fill="none",
                    **o(stroke_width=2)))
    return out


def ladybug():
    out = [path("M40 32 Q34 20 28 18 M60 32 Q66 20 72 18", fill="none",
                **o(stroke_width=2.4)),
           circle(50, 40, 14, fill=BLACK, **o())]
    for s in (-1, 1):
        for y in (62, 80, 98):
            out.append(line(50 + s * 28, y, 50 + s * 42, y + 4, **o(stroke_width=3)))
    out.append(ellipse(50, 80, 32, 36, fill=RED, **o()))
    out.append(line(50, 46, 50, 116, stroke=INK, stroke_width=2.6))
    for x, y, r in ((36, 64, 6), (64, 64, 6), (30, 86, 5.5), (70, 86, 5.5),
                    (40, 104, 5), (60, 104, 5)):
        out.append(circle(x, y, r, fill=BLACK))
    out += both(circle(44, 36, 3, fill=WHITE))
    return out


def giraffe():
    c = "#f2c14e"
    out = [path("M40 124 L44 60 L62 60 L66 124Z", fill=c, **o())]
    out.append(path("M62 62 L70 62 L72 124 L66 124Z", fill="#b8661e", **o(stroke_width=1.6)))
    out += [line(42, 32, 40, 14, **o(stroke_width=3.4)), line(56, 30, 58, 12, **o(stroke_width=3.4)),
            circle(40, 13, 4, fill="#b8661e", **o(stroke_width=1.6)),
            circle(58, 11, 4, fill="#b8661e", **o(stroke_width=1.6))]
    out.append(ellipse(28, 38, 9, 4.5, fill=c, transform=rot(-20, 28, 38), **o()))
    out.append(path("M36 30 Q50 20 62 30 Q70 46 82 56 Q88 66 78 70 Q64 72 50 60 "
                    "Q36 50 36 30Z", fill=c, **o()))
    out.append(circle(50, 38, 3.4, fill=INK))
    out.append(circle(80, 62, 1.8, fill=INK))
    for x, y, r in ((48, 76, 5), (56, 92, 6), (46, 104, 5), (58, 114, 4), (52, 70, 3)):
        out.append(circle(x, y, r, fill="#b8661e"))
    return out


def zebra():
    out = both(poly([(30, 36), (26, 10), (42, 30)], fill=WHITE, **o()))
    out.append(path("M30 34 Q50 18 70 34 Q76 60 68 94 L32 94 Q24 60 30 34Z",
                    fill=WHITE, **o()))
    for y in (40, 52, 64):
        out += both(path("M30 %s Q38 %s 44 %s" % (f(y), f(y - 2), f(y + 4)),
                         fill="none", stroke=BLACK, stroke_width=4.2,
                         stroke_linecap="round"))
    out.append(path("M46 28 L50 40 L54 28", fill="none", stroke=BLACK, stroke_width=4,
                    stroke_linecap="round"))
    out.append(path("M44 6 Q50 0 56 6 L54 30 L46 30Z", fill=BLACK))
    out += eyes(62, 15, 3.6)
    out.append(rect(30, 84, 40, 30, rx=14, fill=BLACK, **o()))
    out.append(ellipse(42, 98, 3, 4, fill=GREY))
    out.append(ellipse(58, 98, 3, 4, fill=GREY))
    return out


def hedgehog():
    out = []
    pts = []
    for k in range(15):
        a = 180 + k * 12.85
        pts.append(polar(50, 96, 44 if k % 2 == 0 else 32, a))
    out.append(poly([(6, 96)] + pts[1:] + [(94, 96)], fill="#6a4a32", **o()))
    out.append(path("M62 96 Q60 70 78 68 Q92 72 96 96Z", fill=TAN, **o()))
    out.append(circle(78, 80, 3, fill=INK))
    out.append(circle(96, 95, 3, fill=INK))
    out += [ellipse(30, 100, 7, 5, fill=TAN, **o()), ellipse(70, 100, 7, 5, fill=TAN, **o())]
    out.append(line(4, 106, 96, 106, stroke=GREEN_D, stroke_width=3, stroke_linecap="round"))
    return out


def crocodile():
    c = "#5e9a3a"
    out = [path("M8 70 Q10 52 30 50 L92 62 Q96 68 90 72 L40 76 Q46 80 90 80 "
                "Q96 86 88 90 L30 94 Q8 92 8 70Z", fill=c, **o())]
    for x in range(46, 88, 8):
        out.append(poly([(x, 71.5), (x + 3, 76), (x + 6, 71.5)], fill=WHITE))
        out.append(poly([(x + 2, 80.5), (x + 5, 76.5), (x + 8, 80.5)], fill=WHITE))
    out.append(ellipse(34, 48, 9, 7, fill=c, **o()))
    out.append(circle(34, 47, 4, fill=YELLOW))
    out.append(ellipse(34, 47, 1.4, 3.4, fill=INK))
    out.append(circle(88, 63, 2, fill=INK))
    out.append(path("M14 96 L14 110 M30 94 L30 110", fill="none", **o(stroke_width=6)))
    return out


def bat():
    wing = ("M50 58 Q40 46 28 44 Q16 44 6 36 Q10 52 8 64 Q14 60 20 66 "
            "Q22 74 28 74 Q34 72 36 80 Q42 72 50 76Z")
    c = "#5a4a6a"
    out = both(path(wing, fill=c, **o()))
    out.append(ellipse(50, 74, 11, 18, fill="#473a56", **o()))
    out += both(poly([(41, 60), (39, 44), (48, 56)], fill="#473a56", **o(stroke_width=2)))
    out.append(circle(50, 63, 10, fill="#473a56", **o()))
    out += both(circle(46, 62, 2.6, fill=WHITE))
    return out


def deer():
    c = "#b9783e"
    out = []
    for s in (-1, 1):
        out.append(group([path("M42 36 Q36 22 24 18 M36 28 Q30 30 24 30 "
                               "M32 22 Q32 14 26 8", fill="none", stroke=BROWN_D,
                               stroke_width=4, stroke_linecap="round")],
                         "translate(100 0) scale(-1 1)" if s > 0 else None))
    out += both(ellipse(24, 50, 12, 6, fill=c, transform=rot(20, 24, 50), **o()))
    out.append(path("M32 44 Q50 30 68 44 Q70 70 58 100 Q50 108 42 100 Q30 70 32 44Z",
                    fill=c, **o()))
    out.append(path("M42 80 Q50 76 58 80 L56 100 Q50 106 44 100Z", fill=TAN))
    out += eyes(62, 10, 3.4)
    out.append(ellipse(50, 96, 6, 4.5, fill=INK))
    return out


def hippo():
    c = "#a08aa8"
    out = both(circle(30, 36, 7, fill=c, **o()))
    out.append(ellipse(50, 52, 24, 20, fill=c, **o()))
    out.append(ellipse(50, 88, 38, 26, fill=c, **o()))
    out += both(circle(38, 48, 5.5, fill=WHITE, **o(stroke_width=1.6)))
    out += both(circle(38, 48, 2.6, fill=INK))
    out += both(ellipse(36, 80, 4.5, 6, fill="#6d5a78"))
    out.append(path("M28 100 Q50 110 72 100", fill="none", **o(stroke_width=2.2)))
    out += both(rect(38, 100, 6, 7, fill=WHITE, **o(stroke_width=1.2)))
    return out


def raccoon():
    c = "#9a9aa2"
    out = both(poly([(22, 54), (22, 26), (44, 42)], fill=c, **o()))
    out.append(path("M12 66 Q14 40 50 40 Q86 40 88 66 Q80 90 50 104 Q20 90 12 66Z",
                    fill=c, **o()))
    out.append(path("M14 66 Q30 54 44 60 Q50 66 56 60 Q70 54 86 66 Q76 78 58 74 "
                    "Q50 70 42 74 Q24 78 14 66Z", fill=BLACK))
    out += both(circle(34, 66, 4, fill=WHITE))
    out += both(circle(34, 66, 2, fill=INK))
    out.append(path("M38 82 Q50 76 62 82 Q60 98 50 102 Q40 98 38 82Z", fill=WHITE))
    out.append(ellipse(50, 84, 5, 3.6, fill=INK))
    out.append(path("M50 46 L50 58", stroke=GREY_D, stroke_width=4, stroke_linecap="round"))
    return out


def horse():
    c = "#a0622c"
    out = [path("M52 14 Q40 20 34 40 Q28 60 34 118 L52 118 Q50 90 58 80 "
                "Q66 86 80 92 Q92 92 92 80 Q86 56 70 40 Q66 24 52 14Z",
                fill=c, **o())]
    out.append(path("M52 14 Q36 22 30 44 Q24 70 28 110 L34 110 Q30 70 36 46 "
                    "Q42 28 56 20Z", fill=BROWN_D, **o(stroke_width=1.8)))
    out.append(poly([(54, 22), (60, 6), (64, 26)], fill=c, **o()))
    out.append(circle(62, 46, 3.4, fill=INK))
    out.append(circle(86, 82, 2, fill=INK))
    out.append(path("M70 92 Q76 94 84 92", fill="none", **o(stroke_width=1.6)))
    return out


def caterpillar():
    out = []
    for k, (x, y) in enumerate(((16, 96), (30, 84), (44, 92), (58, 84), (72, 90))):
        out.append(line(x - 3, y + 10, x - 5, y + 16, **o(stroke_width=2.4)))
        out.append(line(x + 3, y + 10, x + 5, y + 16, **o(stroke_width=2.4)))
        out.append(circle(x, y, 11, fill="#8fd14f" if k % 2 else "#62b43a", **o()))
    out.append(circle(82, 72, 14, fill="#62b43a", **o()))
    out.append(path("M78 60 Q76 48 70 46 M88 60 Q92 48 98 48", fill="none", **o(stroke_width=2.2)))
    out.append(circle(70, 46, 2.8, fill=RED))
    out.append(circle(98, 48, 2.8, fill=RED))
    out.append(circle(78, 70, 2.6, fill=INK))
    out.append(circle(88, 70, 2.6, fill=INK))
    out.append(path("M78 78 Q83 82 88 78", fill="none", **o(stroke_width=1.6)))
    return out


def spider():
    out = [line(50, 8, 50, 44, stroke=INK, stroke_width=1.6)]
    for s in (-1, 1):
        for k, (ey, ex) in enumerate(((40, 32), (58, 38), (80, 38), (100, 30))):
            out.append(path("M%s %s Q%s %s %s %s" % (
                f(50), f(72), f(50 + s * 26), f(ey - 14), f(50 + s * ex), f(ey + 18)),
                fill="none", stroke=BLACK, stroke_width=3.6, stroke_linecap="round"))
    out.append(ellipse(50, 80, 18, 22, fill=BLACK, **o()))
    out.append(circle(50, 54, 12, fill=BLACK, **o()))
    out += both(circle(45, 52, 3.6, fill=WHITE))
    out += both(circle(45, 53, 1.8, fill=INK))
    out.append(path("M44 76 L50 70 L56 76 L50 92Z", fill=RED))
    return out


ANIMALS = [
    ("cat", "Cat", cat), ("dog", "Dog", dog), ("bear", "Bear", bear),
    ("panda", "Panda", panda), ("fox", "Fox", fox), ("lion", "Lion", lion),
    ("tiger", "Tiger", tiger), ("pig", "Pig", pig), ("cow", "Cow", cow),
    ("sheep", "Sheep", sheep), ("rabbit", "Rabbit", rabbit), ("mouse", "Mouse", mouse),
    ("monkey", "Monkey", monkey), ("koala", "Koala", koala),
    ("elephant", "Elephant", elephant), ("frog", "Frog", frog), ("owl", "Owl", owl),
    ("snail", "Snail", snail), ("turtle", "Turtle", turtle), ("snake", "Snake", snake),
    ("butterfly", "Butterfly", butterfly), ("bee", "Bee", bee),
    ("ladybug", "Ladybird", ladybug), ("giraffe", "Giraffe", giraffe),
    ("zebra", "Zebra", zebra), ("hedgehog", "Hedgehog", hedgehog),
    ("crocodile", "Crocodile", crocodile), ("bat", "Bat", bat), ("deer", "Deer", deer),
    ("hippo", "Hippo", hippo), ("raccoon", "Raccoon", raccoon), ("horse", "Horse", horse),
    ("caterpillar", "Caterpillar", caterpillar), ("spider", "Spider", spider),
]


# ---------------------------------------------------------------------------
# Sea life (34..37): on a round porthole
# ---------------------------------------------------------------------------


def porthole(items):
    return ([circle(50, 65, 42, fill=SKY),
             path("M8 84 Q20 78 32 84 Q44 90 56 84 Q68 78 80 84 Q88 88 92 84 "
                  "L88 100 Q50 120 12 100Z", fill="#9fd0ec"),
             group(items, "translate(50 65) scale(0.8) translate(-50 -65)")] +
            [circle(50, 65, 42, fill="none", stroke=INK, stroke_width=7),
             circle(50, 65, 42, fill="none", stroke=BLUE, stroke_width=3.6)])


def fish():
    return porthole([
        poly([(22, 62), (8, 46), (10, 80)], fill=ORANGE, **o()),
        path("M20 63 Q44 36 70 44 Q88 52 90 64 Q88 78 70 84 Q44 90 20 63Z",
             fill=ORANGE, **o()),
        path("M48 44 Q44 64 48 84", fill="none", stroke=WHITE, stroke_width=5),
        path("M48 44 Q44 64 48 84", fill="none", **o(stroke_width=1.4)),
        circle(76, 58, 4.5, fill=WHITE, **o(stroke_width=1.4)),
        circle(77, 58, 2.2, fill=INK),
        circle(78, 36, 3, fill="none", stroke=BLUE, stroke_width=1.6),
        circle(82, 26, 2, fill="none", stroke=BLUE, stroke_width=1.4)])


def octopus():
    c = "#9b5bc4"
    legs = []
    for k, x in enumerate((24, 38, 50, 62, 76)):
        d = "M%s 70 Q%s 88 %s 100" % (f(x), f(x + (8 if k % 2 else -8)), f(x))
        legs.append(path(d, fill="none", stroke=INK, stroke_width=10, stroke_linecap="round"))
        legs.append(path(d, fill="none", stroke=c, stroke_width=6, stroke_linecap="round"))
    return porthole(legs + [
        path("M20 72 Q18 26 50 26 Q82 26 80 72Z", fill=c, **o()),
        circle(40, 54, 6, fill=WHITE, **o(stroke_width=1.4)),
        circle(60, 54, 6, fill=WHITE, **o(stroke_width=1.4)),
        circle(41, 55, 3, fill=INK), circle(61, 55, 3, fill=INK),
        path("M44 66 Q50 70 56 66", fill="none", **o(stroke_width=1.8)),
        circle(36, 38, 3, fill="#c79be0"), circle(62, 36, 4, fill="#c79be0")])


def crab():
    c = RED
    out = []
    for s in (-1, 1):
        for k in range(3):
            out.append(line(50 + s * 18, 80 + k * 5, 50 + s * 36, 90 + k * 8,
                            **o(stroke_width=3.6)))
    claws = [path("M34 66 Q24 54 22 42", fill="none", **o(stroke_width=4)),
             path("M22 42 Q8 38 12 24 Q18 32 24 30 Q20 20 30 18 Q36 30 22 42Z",
                  fill=c, **o())]
    return porthole(out + claws + [mirror("".join(claws)),
                                    ellipse(50, 78, 24, 16, fill=c, **o()),
                                    line(42, 64, 40, 54, **o(stroke_width=2.4)),
                                    line(58, 64, 60, 54, **o(stroke_width=2.4)),
                                    circle(40, 52, 4, fill=WHITE, **o(stroke_width=1.4)),
                                    circle(60, 52, 4, fill=WHITE, **o(stroke_width=1.4)),
                                    circle(40, 52, 2, fill=INK), circle(60, 52, 2, fill=INK),
                                    path("M44 82 Q50 86 56 82", fill="none", **o(stroke_width=1.8))])


def whale():
    c = BLUE
    return porthole([
        path("M50 34 Q46 24 40 22 M50 34 Q54 24 60 22 M50 34 L50 22", fill="none",
             stroke="#5aa8e0", stroke_width=3, stroke_linecap="round"),
        path("M14 66 Q16 40 46 40 Q76 40 80 64 Q84 58 92 50 Q94 64 86 72 Q94 80 92 90 "
             "Q84 84 78 78 Q66 92 40 90 Q14 88 14 66Z", fill=c, **o()),
        path("M16 72 Q36 80 60 76 Q54 88 40 88 Q20 86 16 72Z", fill="#bfe0f6"),
        path("M14 66 Q16 40 46 40 Q76 40 80 64", fill="none", **o()),
        circle(30, 62, 3, fill=INK), circle(31, 61, 1, fill=WHITE)])


SEA = [("fish", "Fish", fish), ("octopus", "Octopus", octopus), ("crab", "Crab", crab),
       ("whale", "Whale", whale)]


# ---------------------------------------------------------------------------
# Birds (38..41): on a green hexagon
# ---------------------------------------------------------------------------

HEX = [polar(50, 65, 44, 30 + k * 60) for k in range(6)]


def hexplate(items):
    return ([poly(HEX, fill="#dcefc8"),
             group(items, "translate(50 66) scale(0.86) translate(-50 -66)")] +
            [poly(HEX, fill="none", stroke=INK, stroke_width=6.5, stroke_linejoin="round"),
             poly(HEX, fill="none", stroke=GREEN, stroke_width=3.2, stroke_linejoin="round")])


def chick():
    return hexplate([
        path("M40 102 L38 110 M60 102 L62 110", fill="none", stroke=ORANGE, stroke_width=3.4,
             stroke_linecap="round"),
        ellipse(50, 80, 24, 24, fill=YELLOW, **o()),
        circle(50, 50, 17, fill=YELLOW, **o()),
        path("M48 34 Q46 24 52 22 Q52 30 54 34", fill=YELLOW, **o(stroke_width=1.8)),
        circle(44, 48, 2.8, fill=INK), circle(56, 48, 2.8, fill=INK),
        poly([(44, 56), (56, 56), (50, 64)], fill=ORANGE, **o(stroke_width=1.6)),
        path("M30 78 Q40 72 46 84 Q36 90 30 78Z", fill="#f7dc6a", **o(stroke_width=1.6))])


def duck():
    return hexplate([
        path("M14 82 Q14 66 34 68 L52 70 Q54 50 62 40 Q76 34 82 46 Q84 56 76 62 "
             "Q86 76 76 92 Q60 104 34 100 Q16 96 14 82Z", fill=WHITE, **o()),
        path("M80 46 L94 50 L80 56Z", fill=ORANGE, **o(stroke_width=1.8)),
        circle(72, 46, 2.8, fill=INK),
        path("M28 80 Q44 72 58 82 Q44 92 28 80Z", fill="#dfe4ea", **o(stroke_width=1.6)),
        path("M16 108 Q33 100 50 108 Q67 116 84 108", fill="none", stroke=BLUE,
             stroke_width=3, stroke_linecap="round")])


def parrot():
    return hexplate([
        path("M46 92 L36 122 L46 120 L52 96Z", fill=BLUE, **o(stroke_width=1.8)),
        path("M34 58 Q32 34 52 30 Q70 30 72 50 Q72 76 56 98 Q40 96 34 58Z", fill=RED, **o()),
        path("M36 66 Q50 60 60 72 Q56 90 46 96 Q38 84 36 66Z", fill="#2fa84f", **o(stroke_width=1.8)),
        path("M44 78 Q52 80 56 86", fill="none", stroke=YELLOW, stroke_width=2.6),
        path("M66 40 Q80 40 80 54 Q76 62 70 56 Q74 50 66 50Z", fill="#f1e8d0", **o(stroke_width=1.8)),
        circle(58, 42, 5, fill=WHITE, **o(stroke_width=1.4)), circle(59, 42, 2.4, fill=INK)])


def penguin():
    return hexplate([
        ellipse(50, 74, 26, 36, fill=BLACK, **o()),
        path("M50 50 Q68 52 68 80 Q66 104 50 106 Q34 104 32 80 Q32 52 50 50Z", fill=WHITE),
        circle(43, 46, 3.4, fill=WHITE), circle(57, 46, 3.4, fill=WHITE),
        circle(43, 46, 1.6, fill=INK), circle(57, 46, 1.6, fill=INK),
        poly([(44, 54), (56, 54), (50, 62)], fill=ORANGE, **o(stroke_width=1.6)),
        path("M26 66 Q16 84 22 96 Q28 86 30 76Z", fill=BLACK, **o(stroke_width=1.8)),
        path("M74 66 Q84 84 78 96 Q72 86 70 76Z", fill=BLACK, **o(stroke_width=1.8)),
        ellipse(42, 110, 7, 3.4, fill=ORANGE, **o(stroke_width=1.4)),
        ellipse(58, 110, 7, 3.4, fill=ORANGE, **o(stroke_width=1.4))])


BIRDS = [("chick", "Chick", chick), ("duck", "Duck", duck), ("parrot", "Parrot", parrot),
         ("penguin", "Penguin", penguin)]


def faces():
    i = 0
    for key, name, fn in ANIMALS:
        yield i, key, name, fn()
        i += 1
    for key, name, fn in SEA:
        yield i, "sea-" + key, name + " (sea life)", fn()
        i += 1
    for key, name, fn in BIRDS:
        yield i, "bird-" + key, name + " (bird)", fn()
        i += 1


def main():
    assert len(ANIMALS) == 34, len(ANIMALS)
    return write_tileset(OUT, "Animals", faces(), ("sea", "birds"))


if __name__ == "__main__":
    sys.exit(main())
