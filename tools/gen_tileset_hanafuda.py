#!/usr/bin/python3
"""Generate the "Hanafuda" tileset for Pagoda (vector faces).

Run from the repository root with the system Python:

    /usr/bin/python3 tools/gen_tileset_hanafuda.py

Writes assets/tilesets/hanafuda/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Original, stylised drawings inspired by the flowers of the twelve months of the
Japanese flower cards (pine, plum, cherry, wisteria, iris, peony, bush clover,
pampas grass, chrysanthemum, maple, willow, paulownia) and their card types.
They are not copies of any printed deck.  Same conventions as
tools/gen_tileset_classic.py (whose small SVG helpers it imports): face art
only, viewBox 0 0 100 130, transparent background, art kept ~6 units from the
edge, nanosvg-safe elements only; no font outlines.

The three kinds of figure differ in silhouette and colour as well as in
subject (issue 21), so that e.g. Wisteria, Cuckoo and Wisteria, and the
Wisteria crest never look alike: the plants stand on the bare tile; the animal
and object cards are scenes on a full coloured sky (a night for the cuckoo, a
sunset for the geese, water under the bridge); the crests are round family
crests, the motif on a coloured disc.

Face order: 0..11 the twelve plants; 12..20 the nine animal and object cards;
21..33 thirteen crests and emblems; 34..37 the Brights (crane and sun, cherry
curtain, moon over pampas, phoenix; on a red sky in a gold frame, matching each
other); 38..41 the Ribbons (poem ribbons with pine and plum, blue ribbons with
peony and maple; a long ribbon across the flower, matching each other).
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (circle, ellipse, f, group, line, path,  # noqa: E402
                                 polar, poly, rect, rot, svg)
from gen_tileset_classic import write_tileset  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "hanafuda")

INK = "#201a1c"
RED = "#cc1f2f"
RED_D = "#8a1020"
PINK = "#f3a3bd"
PINK_D = "#d2587e"
WHITE = "#ffffff"
GOLD = "#efb21c"
GOLD_D = "#a87409"
GREEN = "#2e8b3e"
GREEN_D = "#1a5a28"
GREEN_L = "#86c35a"
PINE = "#1f6b3a"
PURPLE = "#6d3aa0"
PURPLE_L = "#a77fd6"
BLUE = "#2350a8"
BROWN = "#6b4020"
BROWN_L = "#a06a3a"
YELLOW = "#f6d23c"
ORANGE = "#e8661c"
SKY = "#d8342f"
MOON = "#fff3c4"
GREY = "#8d8f96"

SW = 2.4


def o(**kw):
    base = dict(stroke=INK, stroke_width=SW, stroke_linejoin="round",
                stroke_linecap="round")
    base.update(kw)
    return base


def P(*pp):
    return " ".join("%s %s" % (f(x), f(y)) for x, y in pp)


# ---------------------------------------------------------------------------
# Motifs
# ---------------------------------------------------------------------------


def branch(d, w=6, col=BROWN):
    return [path(d, fill="none", stroke=INK, stroke_width=w + 3,
                 stroke_linecap="round", stroke_linejoin="round"),
            path(d, fill="none", stroke=col, stroke_width=w,
                 stroke_linecap="round", stroke_linejoin="round")]


def plum_flower(cx, cy, r, col=RED, centre=YELLOW):
    out = []
    for k in range(5):
        x, y = polar(cx, cy, r * 0.55, -90 + 72 * k)
        out.append(circle(x, y, r * 0.5, fill=col, **o(stroke_width=1.6)))
    out.append(circle(cx, cy, r * 0.32, fill=centre, **o(stroke_width=1.2)))
    return out


def cherry_flower(cx, cy, r, col=PINK, centre=PINK_D):
    out = []
    for k in range(5):
        a = -90 + 72 * k
        d = "M0 0 C%s %s %s L%s L%s C%s %s %s Z" % (
            P((-r * 0.75, -r * 0.35)), P((-r * 0.6, -r)), P((-r * 0.2, -r)),
            P((0, -r * 0.78)), P((r * 0.2, -r)), P((r * 0.6, -r)),
            P((r * 0.75, -r * 0.35)), P((0, 0)))
        out.append(path(d, fill=col, transform="translate(%s %s) rotate(%s)" % (
            f(cx), f(cy), f(a + 90)), **o(stroke_width=1.5)))
    out.append(circle(cx, cy, r * 0.22, fill=centre))
    return out


def leaf(cx, cy, ln, w, ang, col=GREEN, vein=True):
    d = "M0 0 Q%s %s Q%s 0 0Z" % (P((ln * 0.5, -w)), P((ln, 0)), P((ln * 0.5, w)))
    g = [path(d, fill=col, **o(stroke_width=1.6))]
    if vein:
        g.append(line(ln * 0.1, 0, ln * 0.85, 0, stroke=GREEN_D, stroke_width=1.2))
    return group(g, "translate(%s %s) rotate(%s)" % (f(cx), f(cy), f(ang)))


def pine_clump(cx, cy, w, h, col=PINE):
    d = "M%s Q%s %s Q%s %s Z" % (P((cx - w / 2, cy)), P((cx - w / 2, cy - h)),
                                 P((cx, cy - h)), P((cx + w / 2, cy - h)),
                                 P((cx + w / 2, cy)))
    out = [path(d, fill=col, **o())]
    for i in range(1, 5):
        t = i / 5.0
        x = cx - w / 2 + w * t
        out.append(line(cx, cy, x, cy - h * 0.72, stroke=GREEN_L,
                        stroke_width=1.3))
    return out


def maple_leaf(cx, cy, r, col=RED, ang=0):
    pts = []
    for k in range(14):
        a = -90 + k * 360.0 / 14
        rr = r if k % 2 == 0 else r * 0.45
        if k in (6, 8):
            rr = r * 0.7 if k % 2 == 0 else rr
        pts.append(polar(0, 0, rr, a))
    g = [poly(pts, fill=col, **o(stroke_width=1.8)),
         line(0, 0, 0, r * 0.95, stroke=INK, stroke_width=2, stroke_linecap="round")]
    for k in (0, 2, 12):
        g.append(line(0, 0, *polar(0, 0, r * 0.7, -90 + k * 360.0 / 14),
                      stroke=RED_D if col != RED_D else INK, stroke_width=1))
    return group(g, "translate(%s %s) rotate(%s)" % (f(cx), f(cy), f(ang)))


def chrysanthemum(cx, cy, r, col=YELLOW, n=16, centre=ORANGE):
    out = []
    for layer, (rr, cc) in enumerate(((r, col), (r * 0.65, WHITE if col == YELLOW else YELLOW))):
        for k in range(n):
            a = k * 360.0 / n + layer * 180.0 / n
            x, y = polar(cx, cy, rr * 0.55, a)
            out.append(ellipse(0, 0, rr * 0.45, rr * 0.16, fill=cc,
                               transform="translate(%s %s) rotate(%s)" % (
                                   f(x), f(y), f(a)), **o(stroke_width=1.2)))
    out.append(circle(cx, cy, r * 0.2, fill=centre, **o(stroke_width=1.4)))
    return out


def wisteria(cx, top, n=7, w=16, col=PURPLE_L, dark=PURPLE):
    out = [path("M%s Q%s %s" % (P((cx, top - 4)), P((cx + 3, top + n * 6)),
                                P((cx, top + n * 8))), fill="none", stroke=GREEN_D,
                stroke_width=1.6)]
    for i in range(n):
        t = i / float(n)
        ww = w * (1 - t * 0.75)
        y = top + i * 8
        for s in (-1, 1):
            out.append(ellipse(cx + s * ww * 0.45, y, ww * 0.4, 4,
                               fill=col if (i + (s > 0)) % 2 else dark,
                               **o(stroke_width=1.2)))
    return out


def iris_flower(cx, cy, s=1.0):
    g = [path("M0 -2 Q-6 -26 0 -30 Q6 -26 0 -2Z", fill=PURPLE_L, **o(stroke_width=1.6)),
         path("M-2 0 Q-22 -4 -24 10 Q-12 12 -2 4Z", fill=PURPLE, **o(stroke_width=1.6)),
         path("M2 0 Q22 -4 24 10 Q12 12 2 4Z", fill=PURPLE, **o(stroke_width=1.6)),
         path("M-4 -4 Q-14 -22 -8 -26 Q-2 -16 -1 -4Z", fill=PURPLE_L, **o(stroke_width=1.4)),
         path("M4 -4 Q14 -22 8 -26 Q2 -16 1 -4Z", fill=PURPLE_L, **o(stroke_width=1.4)),
         path("M-14 4 Q-10 2 -6 3 M14 4 Q10 2 6 3", stroke=YELLOW, stroke_width=2,
              fill="none"),
         path("M-4 2 L4 2 L2 10 L-2 10Z", fill=GREEN, **o(stroke_width=1.2))]
    return group(g, "translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))


def sword_leaves(xs, base=122, h=60):
    out = []
    for i, x in enumerate(xs):
        lean = (i % 3 - 1) * 8
        out.append(path("M%s L%s L%s Z" % (P((x - 4, base)), P((x + lean, base - h + i % 2 * 14)),
                                          P((x + 4, base))), fill=GREEN, **o(stroke_width=1.8)))
    return out


def peony(cx, cy, r):
    out = []
    for layer, (rr, col) in enumerate(((r, RED), (r * 0.72, "#e84a5a"), (r * 0.44, RED))):
        n = 7 - layer
        for k in range(n):
            a = k * 360.0 / n + layer * 20
            x, y = polar(cx, cy, rr * 0.5, a)
            out.append(circle(x, y, rr * 0.5, fill=col, **o(stroke_width=1.6)))
    out.append(circle(cx, cy, r * 0.16, fill=YELLOW, **o(stroke_width=1.4)))
    return out


def clover_twig(d, dots):
    out = branch(d, 2.2, GREEN_D)
    for x, y in dots:
        out.append(ellipse(x, y, 3.4, 2.3, fill="#c8306e", **o(stroke_width=1.1)))
    return out


def pampas(hill=True):
    out = []
    if hill:
        out.append(path("M6 124 L6 86 Q50 48 94 86 L94 124Z", fill=INK))
    for i in range(9):
        x = 12 + i * 9.5
        top = 30 + (i % 3) * 10
        d = "M%s Q%s %s" % (P((x, 122)), P((x - 6 + i % 2 * 12, 80)),
                            P((x + (i % 2 * 2 - 1) * 6, top)))
        out.append(path(d, fill="none", stroke=INK, stroke_width=4.6,
                        stroke_linecap="round"))
        out.append(path(d, fill="none", stroke="#f3e6b0", stroke_width=2.2,
                        stroke_linecap="round"))
    return out


def willow_strands(x0, x1, top, bottom):
    out = []
    for i in range(6):
        x = x0 + (x1 - x0) * i / 5.0
        b = bottom - (i % 2) * 18
        out.append(path("M%s Q%s %s" % (P((x, top)), P((x + 10, (top + b) / 2)),
                                        P((x + 2, b))), fill="none",
                        stroke=GREEN, stroke_width=2.2, stroke_linecap="round"))
        for k in range(4):
            t = 0.3 + k * 0.18
            y = top + (b - top) * t
            xx = x + 10 * 2 * t * (1 - t) + 2 * t * t
            out.append(ellipse(xx + 3, y, 3, 1.3, fill=GREEN_L,
                               transform=rot(60, xx + 3, y)))
    return out


def paulownia_leaf(cx, cy, r, ang=0):
    d = ("M0 %s Q%s %s %s %s Q%s %s 0 %s Q%s %s %s %s Q%s %s 0 %s Z" % (
        f(r), f(-r * 1.2), f(r * 0.2), f(-r * 0.6), f(-r * 0.7), f(-r * 0.3),
        f(-r * 1.1), f(-r * 0.6), f(r * 0.3), f(-r * 1.1), f(r * 0.6), f(-r * 0.7),
        f(r * 1.2), f(r * 0.2), f(r)))
    g = [path(d, fill=GREEN, **o()),
         path("M0 %s L0 %s M0 0 L%s %s M0 0 L%s %s" % (
             f(r), f(-r * 0.5), f(-r * 0.5), f(-r * 0.4), f(r * 0.5), f(-r * 0.4)),
             fill="none", stroke=GREEN_D, stroke_width=1.6)]
    return group(g, "translate(%s %s) rotate(%s)" % (f(cx), f(cy), f(ang)))


def paulownia_stalk(cx, base, h, n=5):
    out = [line(cx, base, cx, base - h, **o(stroke_width=2.4))]
    for i in range(n):
        y = base - h * (i + 0.5) / n
        w = 6 + (n - i) * 1.2
        for s in (-1, 1):
            out.append(ellipse(cx + s * w * 0.55, y, w * 0.5, 3.4, fill=PURPLE_L if i % 2 else PURPLE,
                               **o(stroke_width=1.2)))
    return out


def bird(cx, cy, s, body, wing, ang=0, tail="fan", beak=YELLOW, wings_up=False):
    g = []
    if tail == "fork":
        g.append(path("M-10 0 L-30 -8 L-20 2 L-30 10Z", fill=body, **o(stroke_width=1.8)))
    else:
        g.append(path("M-10 -2 L-26 -8 L-24 6 L-10 4Z", fill=body, **o(stroke_width=1.8)))
    g.append(ellipse(0, 0, 16, 9, fill=body, **o()))
    g.append(circle(13, -5, 7, fill=body, **o()))
    g.append(poly([(19, -7), (27, -4), (19, -2)], fill=beak, **o(stroke_width=1.4)))
    g.append(circle(15, -6, 1.6, fill=INK))
    if wings_up:
        g.append(path("M-6 -4 Q-2 -30 16 -34 Q8 -16 8 -2Z", fill=wing, **o(stroke_width=1.8)))
    else:
        g.append(path("M-8 -2 Q2 -12 10 -2 Q2 6 -8 -2Z", fill=wing, **o(stroke_width=1.6)))
    return group(g, "translate(%s %s) rotate(%s) scale(%s)" % (f(cx), f(cy), f(ang), f(s)))


# ---------------------------------------------------------------------------
# 0..11 the twelve plants
# ---------------------------------------------------------------------------


def pine():
    out = branch("M50 122 Q44 100 52 80 Q58 64 46 48 M52 80 Q66 72 74 60 "
                 "M48 52 Q36 44 28 46", 7)
    out += pine_clump(26, 54, 34, 22) + pine_clump(74, 66, 34, 24)
    out += pine_clump(50, 40, 44, 28) + pine_clump(40, 92, 30, 18)
    return out


def plum():
    out = branch("M14 122 Q30 96 26 76 Q24 56 44 40 Q58 30 82 26 M28 84 Q52 80 70 92 "
                 "M44 40 Q42 24 50 12", 5, INK)
    for x, y, r in ((44, 40, 12), (76, 28, 10), (68, 90, 11), (50, 14, 8), (22, 64, 9)):
        out += plum_flower(x, y, r)
    out.append(circle(60, 34, 3.4, fill=RED, **o(stroke_width=1.2)))
    return out


def cherry():
    out = branch("M10 110 Q40 94 54 70 Q66 48 92 36 M54 70 Q48 46 30 32", 5)
    for x, y, r in ((30, 32, 13), (60, 56, 14), (84, 40, 11), (38, 88, 12), (70, 88, 10)):
        out += cherry_flower(x, y, r)
    return out


def wisteria_plant():
    out = branch("M6 16 Q50 6 94 18", 4, BROWN)
    out += wisteria(28, 22, 9, 18) + wisteria(70, 24, 10, 20)
    out += [leaf(46, 18, 20, 5, 70), leaf(52, 18, 18, 5, 110)]
    return out


def iris():
    out = sword_leaves([24, 34, 44, 56, 66, 76], 122, 70)
    out.append(iris_flower(38, 54, 0.9))
    out.append(iris_flower(66, 40, 1.0))
    return out


def peony_plant():
    out = [leaf(50, 96, 36, 12, 150), leaf(50, 96, 36, 12, 30), leaf(50, 100, 30, 10, 90)]
    out += peony(50, 58, 36)
    return out


def bush_clover():
    out = []
    out += clover_twig("M20 122 Q24 60 70 22", [(40, 60), (52, 40), (66, 28), (30, 84)])
    out += clover_twig("M40 122 Q58 70 88 58", [(62, 80), (76, 64), (86, 60)])
    out += clover_twig("M60 122 Q60 90 84 96", [(70, 94), (82, 96)])
    for x, y, a in ((28, 70, 200), (46, 48, 220), (58, 90, 300), (70, 70, 250), (34, 100, 180)):
        out.append(leaf(x, y, 10, 4, a, GREEN_L, vein=False))
    return out


def pampas_plant():
    return pampas(True)


def chrysanthemum_plant():
    out = [leaf(50, 110, 26, 10, 200), leaf(50, 110, 26, 10, 340),
           path("M50 122 L50 70", stroke=GREEN_D, stroke_width=4)]
    out += chrysanthemum(50, 56, 38)
    return out


def maple():
    out = branch("M92 10 Q60 30 50 60 Q42 88 16 112 M56 44 Q70 56 74 78", 4, BROWN)
    for x, y, r, a in ((30, 30, 15, -20), (74, 80, 14, 15), (26, 96, 14, 10),
                       (58, 20, 11, 30), (46, 66, 13, -5)):
        out.append(maple_leaf(x, y, r, RED if a % 2 else ORANGE, a))
    return out


def willow():
    out = branch("M8 14 Q40 8 60 16 Q80 24 92 20", 4, INK)
    out += willow_strands(18, 86, 16, 118)
    return out


def paulownia():
    out = paulownia_stalk(50, 62, 50, 6)
    out += [paulownia_leaf(28, 96, 22, -30), paulownia_leaf(72, 96, 22, 30),
            paulownia_leaf(50, 100, 20, 0)]
    return out


# ---------------------------------------------------------------------------
# 12..20 animals and objects
# ---------------------------------------------------------------------------


def warbler():
    out = branch("M8 100 Q40 92 60 78 Q76 66 94 70 M40 92 Q34 110 40 122", 5, INK)
    for x, y, r in ((60, 78, 10), (20, 96, 8), (86, 62, 9)):
        out += plum_flower(x, y, r)
    out.append(bird(44, 58, 1.25, GREEN, GREEN_L, -10))
    return out


def cuckoo():
    out = [path("M80 10 A16 16 0 1 0 88 40 A13 13 0 1 1 80 10Z", fill=GOLD, **o())]
    out.append(bird(42, 42, 1.3, "#f2eef8", "#a9a2bb", 20, tail="fan", beak=RED, wings_up=True))
    out += wisteria(24, 76, 6, 16) + wisteria(60, 72, 6, 18)
    out.append(path("M6 70 Q50 62 94 72", fill="none", stroke=BROWN, stroke_width=3.4))
    return out


def bridge():
    out = sword_leaves([12, 20, 80, 88], 122, 60)
    out.append(iris_flower(18, 66, 0.7))
    out.append(iris_flower(84, 62, 0.7))
    out += [path("M24 40 L60 60 L36 82 L76 104", fill="none", stroke=INK,
                 stroke_width=15, stroke_linejoin="miter"),
            path("M24 40 L60 60 L36 82 L76 104", fill="none", stroke=BROWN_L,
                 stroke_width=10, stroke_linejoin="miter")]
    for x, y in ((30, 44), (42, 50), (52, 56), (48, 71), (42, 77), (48, 89), (60, 95), (70, 101)):
        out.append(circle(x, y, 1.4, fill=BROWN))
    return out


def butterfly(cx, cy, s, col, ang):
    g = [path("M0 0 Q-22 -24 -26 -8 Q-26 4 0 2Z", fill=col, **o(stroke_width=1.8)),
         path("M0 0 Q22 -24 26 -8 Q26 4 0 2Z", fill=col, **o(stroke_width=1.8)),
         path("M0 2 Q-18 6 -16 18 Q-8 20 0 4Z", fill=col, **o(stroke_width=1.6)),
         path("M0 2 Q18 6 16 18 Q8 20 0 4Z", fill=col, **o(stroke_width=1.6)),
         circle(-14, -8, 3.4, fill=WHITE, **o(stroke_width=1)),
         circle(14, -8, 3.4, fill=WHITE, **o(stroke_width=1)),
         ellipse(0, 4, 2.4, 10, fill=INK),
         path("M0 -4 Q-4 -14 -8 -16 M0 -4 Q4 -14 8 -16", fill="none", stroke=INK,
              stroke_width=1.2)]
    return group(g, "translate(%s %s) rotate(%s) scale(%s)" % (f(cx), f(cy), f(ang), f(s)))


def butterflies():
    out = [leaf(50, 110, 30, 10, 200), leaf(50, 110, 30, 10, 340)]
    out += peony(50, 92, 22)
    out += [butterfly(30, 34, 1.0, BLUE, -15), butterfly(72, 44, 0.9, GOLD, 15)]
    return out


def boar():
    out = clover_twig("M6 50 Q40 10 94 30", [(24, 34), (44, 22), (66, 20), (84, 26)])
    out.append(path("M14 96 Q16 70 44 64 Q66 60 80 72 L92 80 Q94 86 88 88 L80 88 "
                    "Q76 96 70 98 L68 112 L60 112 L60 100 L34 100 L32 112 L24 112 "
                    "L24 100 Q14 100 14 96Z", fill=BROWN, **o()))
    out += [path("M30 66 L34 58 L38 65 M44 63 L48 55 L52 63 M58 63 L62 56 L64 64",
                 fill=BROWN, **o(stroke_width=1.8)),
            circle(76, 74, 2.2, fill=INK),
            path("M84 86 Q80 80 86 76", fill="none", stroke=WHITE, stroke_width=2.4,
                 stroke_linecap="round"),
            poly([(70, 66), (74, 58), (76, 68)], fill=BROWN, **o(stroke_width=1.6))]
    return out


def goose(cx, cy, s):
    g = [path("M-18 0 L14 -2 L26 -8 L28 -4 L16 4 L-16 6Z", fill=INK),
         path("M-4 0 L-18 -18 L6 -2Z M-2 2 L-10 18 L6 4Z", fill=INK)]
    return group(g, "translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))


def geese():
    out = pampas(True)
    out += [goose(30, 30, 1.0), goose(62, 22, 0.85), goose(74, 44, 0.75)]
    return out


def sake_cup():
    out = chrysanthemum(30, 32, 22) + chrysanthemum(76, 26, 14)
    out += [path("M14 72 Q50 64 86 72 Q82 100 50 102 Q18 100 14 72Z", fill=RED, **o()),
            ellipse(50, 72, 36, 7, fill=RED_D, **o()),
            path("M38 102 L62 102 L66 114 L34 114Z", fill=RED, **o()),
            circle(50, 86, 8, fill=GOLD, **o(stroke_width=1.6))]
    out += chrysanthemum(50, 86, 7, YELLOW, 10)
    return out


def deer():
    out = [maple_leaf(22, 22, 13, RED, -15), maple_leaf(80, 18, 11, ORANGE, 20),
           maple_leaf(86, 104, 10, RED, 10)]
    out.append(path("M18 84 Q20 66 40 64 L60 64 Q66 54 64 40 L72 40 Q78 48 86 50 "
                    "L84 56 L74 56 Q74 70 70 78 L70 112 L64 112 L62 86 L32 88 "
                    "L30 112 L24 112 L24 92 Q18 92 18 84Z", fill=ORANGE, **o()))
    out += [path("M66 40 L62 24 L54 18 M62 24 L66 14 M70 40 L76 24 L86 18 M76 24 L74 14",
                 fill="none", **o(stroke_width=2.6)),
            circle(72, 46, 1.8, fill=INK),
            circle(34, 74, 2.2, fill=WHITE), circle(44, 76, 2.2, fill=WHITE),
            circle(52, 72, 2.2, fill=WHITE)]
    return out


def swallow():
    out = branch("M8 12 Q40 6 92 14", 3, INK)
    out += willow_strands(10, 70, 12, 118)
    out.append(bird(64, 70, 1.35, INK, BLUE, -25, tail="fork", beak=RED,
                    wings_up=True))
    out.append(circle(79, 61, 3, fill=RED))
    return out


# ---------------------------------------------------------------------------
# 21..33 crests and emblems
# ---------------------------------------------------------------------------


def crest_pine():
    out = [path("M50 112 L50 80", stroke=BROWN, stroke_width=6, stroke_linecap="round")]
    out += pine_clump(50, 84, 70, 46) + pine_clump(50, 52, 48, 30)
    return out


def crest_plum():
    return plum_flower(50, 65, 42)


def crest_cherry():
    return cherry_flower(50, 67, 42)


def crest_wisteria():
    return ([leaf(50, 24, 26, 7, 200), leaf(50, 24, 26, 7, 340)] +
            wisteria(50, 30, 11, 34))


def crest_iris():
    return [iris_flower(50, 72, 1.7)]


def summer_fan():
    out = [path("M50 84 L46 122 L54 122Z", fill=BROWN_L, **o()),
           circle(50, 50, 38, fill=WHITE, **o())]
    for k in range(12):
        out.append(line(50, 84, *polar(50, 50, 36, -90 + (k - 5.5) * 14),
                        stroke="#e2d6c0", stroke_width=1.4))
    out += peony(40, 48, 18)
    out += [leaf(56, 64, 18, 6, 20), leaf(56, 64, 16, 6, -30)]
    out.append(circle(50, 50, 38, fill="none", **o()))
    return out


def crest_clover():
    out = []
    for k in range(3):
        a = -90 + 120 * k
        out.append(leaf(50, 62, 40, 15, a, GREEN))
    out += [circle(50, 62, 6, fill="#c8306e", **o(stroke_width=1.4))]
    for a in (30, 150, 270):
        x, y = polar(50, 62, 36, a + 60)
        out.append(ellipse(x, y, 5, 3.4, fill="#c8306e", **o(stroke_width=1.4)))
    return out


def crest_pampas():
    out = []
    for i, a in enumerate((-40, -20, 0, 20, 40)):
        g = [path("M0 0 Q4 -40 0 -90", fill="none", stroke=BROWN, stroke_width=2.6)]
        for k in range(7):
            y = -50 - k * 6
            g.append(ellipse(3, y, 6, 1.8, fill=GOLD if i % 2 else "#e6d2a0",
                             transform=rot(-30, 3, y), **o(stroke_width=0.8)))
        out.append(group(g, "translate(50 118) rotate(%d)" % a))
    return out


def crest_chrysanthemum():
    out = [circle(50, 65, 40, fill=GOLD, **o())]
    for k in range(16):
        a = k * 22.5
        out.append(path("M%s L%s A7 7 0 0 1 %s Z" % (
            P((50, 65)), P(polar(50, 65, 36, a - 8)), P(polar(50, 65, 36, a + 8))),
            fill=YELLOW, **o(stroke_width=1.4)))
    out.append(circle(50, 65, 10, fill=GOLD, **o()))
    return out


def crest_maple():
    return [maple_leaf(50, 62, 42, RED, 0)]


def lightning():
    out = [path("M6 30 Q30 10 50 22 Q70 6 94 28 L94 40 L6 40Z", fill=INK),
           poly([(56, 36), (34, 74), (50, 74), (36, 116), (72, 64), (54, 64), (70, 36)],
                fill=GOLD, **o())]
    for x in (14, 24, 80, 88):
        out.append(line(x, 48, x - 6, 70, stroke=BLUE, stroke_width=2.4,
                        stroke_linecap="round"))
    return out


def crest_paulownia():
    out = [paulownia_leaf(50, 98, 24, 0), paulownia_leaf(24, 92, 18, -40),
           paulownia_leaf(76, 92, 18, 40)]
    out += paulownia_stalk(50, 74, 54, 5) + paulownia_stalk(26, 70, 36, 3) + \
        paulownia_stalk(74, 70, 36, 3)
    return out


def umbrella():
    out = [path("M10 60 Q14 18 50 14 Q86 18 90 60 Q80 52 70 60 Q60 52 50 60 "
                "Q40 52 30 60 Q20 52 10 60Z", fill=RED, **o()),
           path("M50 14 Q40 30 30 60 M50 14 Q60 30 70 60 M50 14 L50 60", fill="none",
                stroke=RED_D, stroke_width=2),
           path("M50 60 L50 106 Q50 114 42 114 Q36 114 36 108", fill="none",
                **o(stroke_width=3.4))]
    for x, y in ((14, 76), (26, 96), (72, 82), (84, 102), (62, 112)):
        out.append(line(x, y, x - 4, y + 10, stroke=BLUE, stroke_width=2.6,
                        stroke_linecap="round"))
    return out


PLANTS = [
    ("pine", "Pine (January)", pine), ("plum", "Plum (February)", plum),
    ("cherry", "Cherry (March)", cherry),
    ("wisteria", "Wisteria (April)", wisteria_plant),
    ("iris", "Iris (May)", iris), ("peony", "Peony (June)", peony_plant),
    ("bush-clover", "Bush Clover (July)", bush_clover),
    ("pampas", "Pampas Grass (August)", pampas_plant),
    ("chrysanthemum", "Chrysanthemum (September)", chrysanthemum_plant),
    ("maple", "Maple (October)", maple), ("willow", "Willow (November)", willow),
    ("paulownia", "Paulownia (December)", paulownia),
]
ANIMALS = [
    ("warbler", "Bush Warbler and Plum", warbler),
    ("cuckoo", "Cuckoo and Wisteria", cuckoo),
    ("bridge", "Plank Bridge and Iris", bridge),
    ("butterflies", "Butterflies and Peony", butterflies),
    ("boar", "Boar and Bush Clover", boar),
    ("geese", "Geese over Pampas", geese),
    ("sake-cup", "Sake Cup and Chrysanthemum", sake_cup),
    ("deer", "Deer and Maple", deer),
    ("swallow", "Swallow and Willow", swallow),
]
CRESTS = [
    ("crest-pine", "Pine Crest", crest_pine), ("crest-plum", "Plum Blossom", crest_plum),
    ("crest-cherry", "Cherry Blossom", crest_cherry),
    ("crest-wisteria", "Wisteria Cluster", crest_wisteria),
    ("crest-iris", "Iris Flower", crest_iris), ("fan", "Summer Fan", summer_fan),
    ("crest-clover", "Clover Leaves", crest_clover),
    ("crest-pampas", "Pampas Plumes", crest_pampas),
    ("crest-chrysanthemum", "Chrysanthemum Crest", crest_chrysanthemum),
    ("crest-maple", "Maple Leaf", crest_maple),
    ("lightning", "Thunder (November)", lightning),
    ("crest-paulownia", "Paulownia Crest", crest_paulownia),
    ("umbrella", "Rain Umbrella", umbrella),
]

# scenes: the sky behind each animal or object card
SCENE = {"warbler": "#e0f0c8", "cuckoo": "#27305e", "bridge": "#b9def0",
         "butterflies": "#fbeeb2", "boar": "#efd3a2", "geese": "#f49a52",
         "sake-cup": "#e4dcf4", "deer": "#d3e8c0", "swallow": "#cdd5dc"}
# crests: the disc behind each motif (the fan, the chrysanthemum, thunder and the
# umbrella keep their own round or bold shapes)
DISC = {"crest-pine": "#f4d57e", "crest-plum": "#22306b", "crest-cherry": "#1f5a3a",
        "crest-wisteria": "#efb21c", "crest-iris": "#f8e49a", "crest-clover": "#7a1f2b",
        "crest-pampas": "#2b2a5a", "crest-maple": "#2a2228",
        "crest-paulownia": "#e6dcf6"}


def scene(key_, items):
    if key_ not in SCENE:
        return items
    return [rect(3, 3, 94, 124, rx=7, fill=SCENE[key_], stroke=INK, stroke_width=2.4)] + items


def crest(key_, items):
    if key_ not in DISC:
        return items
    return [circle(50, 65, 46, fill=DISC[key_], stroke=INK, stroke_width=2.6),
            circle(50, 65, 41, fill="none", stroke=GOLD, stroke_width=1.6),
            group(items, "translate(50 65) scale(0.74) translate(-50 -65)")]


def figure(key_, fn):
    return crest(key_, scene(key_, fn()))


FIGURES = PLANTS + ANIMALS + CRESTS


# ---------------------------------------------------------------------------
# Brights (34..37): red sky in a gold frame
# ---------------------------------------------------------------------------


def bright_frame(items):
    return ([rect(8, 6, 84, 118, rx=5, fill=SKY)] + items +
            [rect(8, 6, 84, 118, rx=5, fill="none", stroke=INK, stroke_width=6),
             rect(8, 6, 84, 118, rx=5, fill="none", stroke=GOLD, stroke_width=3)] +
            [circle(x, y, 3.2, fill=GOLD, **o(stroke_width=1.2))
             for x, y in ((8, 6), (92, 6), (8, 124), (92, 124))])


def crane():
    out = [circle(66, 34, 20, fill="#f4e04d", **o())]
    out += pine_clump(22, 124, 30, 20) + pine_clump(80, 124, 26, 16)
    out += [path("M30 100 L36 118 M40 100 L42 118", fill="none", stroke=INK,
                 stroke_width=2.2),
            path("M20 80 Q30 60 52 66 Q66 72 56 92 Q44 104 26 98 Q14 92 20 80Z",
                 fill=WHITE, **o()),
            path("M20 84 L8 96 L16 96Z", fill=INK),
            path("M50 70 Q52 44 40 30", fill="none", **o(stroke_width=7)),
            path("M50 70 Q52 44 40 30", fill="none", stroke=WHITE, stroke_width=3.4),
            circle(40, 28, 5, fill=WHITE, **o(stroke_width=2)),
            circle(40, 24.5, 2.4, fill=RED),
            poly([(36, 28), (22, 34), (36, 31)], fill=INK),
            path("M30 74 Q46 70 54 82", fill="none", stroke=INK, stroke_width=2.4)]
    return bright_frame(out)


def curtain():
    out = []
    for x, y, r in ((20, 22, 9), (40, 16, 8), (62, 22, 9), (82, 16, 8), (30, 40, 7),
                    (72, 40, 7)):
        out += cherry_flower(x, y, r, PINK, PINK_D)
    out += [path("M12 54 L88 54 L88 110 Q76 104 66 110 Q56 104 50 110 Q44 104 "
                 "34 110 Q24 104 12 110Z", fill=WHITE, **o()),
            rect(12, 50, 76, 8, fill=BROWN, **o(stroke_width=2))]
    for x in (31, 50, 69):
        out.append(line(x, 58, x, 106, stroke=RED, stroke_width=2))
    out += plum_flower(50, 80, 10, RED, WHITE)
    return bright_frame(out)


def moon():
    out = [circle(50, 44, 28, fill=MOON, **o())]
    out += pampas(True)
    return bright_frame(out)


def phoenix():
    out = [paulownia_leaf(28, 110, 16, -20), paulownia_leaf(74, 112, 14, 25)]
    for i, (c, a) in enumerate(((GOLD, 0), (GREEN, 12), (PURPLE_L, -12))):
        out.append(path("M46 72 Q%s %s %s %s" % (f(30 + a), f(96), f(18 + a * 1.4), f(112)),
                        fill="none", **o(stroke_width=6)))
        out.append(path("M46 72 Q%s %s %s %s" % (f(30 + a), f(96), f(18 + a * 1.4), f(112)),
                        fill="none", stroke=c, stroke_width=3, stroke_linecap="round"))
    out += [path("M34 74 Q40 52 60 48 Q74 46 78 36 L84 38 Q80 54 70 66 Q58 82 34 74Z",
                 fill=GOLD, **o()),
            path("M46 58 Q52 24 84 14 Q74 34 66 54Z", fill=GREEN, **o()),
            path("M54 54 Q62 34 80 26", fill="none", stroke=GOLD, stroke_width=2),
            circle(80, 36, 5, fill=GOLD, **o(stroke_width=1.8)),
            poly([(84, 34), (92, 38), (84, 40)], fill=ORANGE, **o(stroke_width=1.2)),
            circle(81, 35, 1.2, fill=INK),
            path("M78 31 Q80 24 86 22", fill="none", stroke=RED, stroke_width=2.4,
                 stroke_linecap="round")]
    return bright_frame(out)


BRIGHTS = [("crane", "Crane and Sun", crane), ("curtain", "Cherry Curtain", curtain),
           ("moon", "Moon over Pampas", moon), ("phoenix", "Phoenix", phoenix)]


# ---------------------------------------------------------------------------
# Ribbons (38..41): a long ribbon over the flower
# ---------------------------------------------------------------------------


def ribbon(col, poem):
    g = [path("M38 10 L62 10 L62 116 L50 108 L38 116Z", fill=col, **o()),
         line(41, 16, 59, 16, stroke=WHITE, stroke_width=1.6)]
    if poem:
        for y, w in ((30, 8), (44, 6), (56, 8), (70, 5), (84, 7), (96, 4)):
            g.append(path("M%s Q%s %s" % (P((50 - w / 2, y)), P((50, y - 4)),
                                          P((50 + w / 2, y + 3))), fill="none",
                          stroke=INK, stroke_width=2.6, stroke_linecap="round"))
    return group(g, rot(-14, 50, 65))


def ribbon_pine():
    out = branch("M60 124 Q56 100 66 84", 6)
    out += pine_clump(24, 40, 34, 22) + pine_clump(76, 96, 36, 24) + pine_clump(28, 110, 30, 18)
    out.append(ribbon(RED, True))
    return out


def ribbon_plum():
    out = branch("M8 122 Q30 100 24 80 M70 30 Q86 40 92 60", 4, INK)
    for x, y, r in ((24, 80, 11), (20, 104, 8), (80, 40, 11), (88, 62, 8)):
        out += plum_flower(x, y, r)
    out.append(ribbon(RED, True))
    return out


def ribbon_peony():
    out = peony(26, 96, 20) + [leaf(78, 36, 18, 7, 250), leaf(78, 36, 18, 7, 300)]
    out.append(ribbon(BLUE, False))
    return out


def ribbon_maple():
    out = [maple_leaf(24, 94, 16, RED, -10), maple_leaf(80, 30, 14, ORANGE, 15),
           maple_leaf(22, 30, 10, ORANGE, 5), maple_leaf(80, 102, 11, RED, 20)]
    out.append(ribbon(BLUE, False))
    return out


RIBBONS = [("ribbon-pine", "Poem Ribbon, Pine", ribbon_pine),
           ("ribbon-plum", "Poem Ribbon, Plum", ribbon_plum),
           ("ribbon-peony", "Blue Ribbon, Peony", ribbon_peony),
           ("ribbon-maple", "Blue Ribbon, Maple", ribbon_maple)]


# ---------------------------------------------------------------------------
# Assemble
# ---------------------------------------------------------------------------


def faces():
    i = 0
    for key_, name, fn in FIGURES:
        yield i, key_, name, figure(key_, fn)
        i += 1
    for key_, name, fn in BRIGHTS:
        yield i, "bright-" + key_, name + " (bright)", fn()
        i += 1
    for key_, name, fn in RIBBONS:
        yield i, key_, name + " (ribbon)", fn()
        i += 1


def main():
    assert len(FIGURES) == 34, len(FIGURES)
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    return write_tileset(out, "Hanafuda", faces(), ("brights", "ribbons"))


if __name__ == "__main__":
    sys.exit(main())
