#!/usr/bin/python3
"""Generate the "Flags of the World" tileset for Pagoda (vector faces).

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-lato):

    /usr/bin/python3 tools/gen_tileset_flags.py

Writes assets/tilesets/flags/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports): face art only, viewBox 0 0 100 130, transparent background, art kept
~6 units from the edge, nanosvg-safe elements only.  The flags are simplified
original drawings of public national flag designs (3:2 field; proportions and
emblems simplified).  Many flags differ only by colour, so every face also
carries the country's two-letter ISO 3166 code under the flag (outlines from
Lato Black, SIL OFL 1.1): the set reads in greyscale.

Face order: 0..33 thirty-four flags (four of each in a deal); 34..37 the Nordic
crosses (Denmark, Sweden, Norway, Finland; match each other); 38..41 the disc
flags (Japan, Bangladesh, Palau, Laos; match each other).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_blocks import _lato  # noqa: E402
from gen_tileset_classic import _PathPen, circle, f, path, polar, poly, rect, svg  # noqa: E402
from gen_tileset_classic import write_tileset  # noqa: E402
from gen_tileset_fantasy import star  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "flags")

INK = "#22202a"
W_ = "#ffffff"
RED = "#d22630"
BLUE = "#1f3f94"
SKYB = "#2e8fd6"
GREEN = "#138a4a"
YELLOW = "#f6c81e"
ORANGE = "#f08a24"
BLACK = "#1c1c1c"

# flag field: 3:2, top left at (X0, Y0)
X0, Y0, FW, FH = 7, 14, 86, 57.3


def vstripes(cols):
    w = FW / len(cols)
    return [rect(X0 + i * w, Y0, w + (0.3 if i < len(cols) - 1 else 0), FH, fill=c)
            for i, c in enumerate(cols)]


def hstripes(cols, weights=None):
    weights = weights or [1] * len(cols)
    tot = float(sum(weights))
    out, y = [], Y0
    for c, wt in zip(cols, weights):
        h = FH * wt / tot
        out.append(rect(X0, y, FW, h + 0.3, fill=c))
        y += h
    return out


def field(c):
    return [rect(X0, Y0, FW, FH, fill=c)]


def nordic(bg, cross, inner=None):
    # cross centre is offset toward the hoist, arm width FH/4 (inner FH/8)
    cx = X0 + FW * 0.36
    cy = Y0 + FH / 2
    a = FH / 4.0
    out = field(bg) + [rect(cx - a / 2, Y0, a, FH, fill=cross),
                       rect(X0, cy - a / 2, FW, a, fill=cross)]
    if inner:
        b = a / 2
        out += [rect(cx - b / 2, Y0, b, FH, fill=inner),
                rect(X0, cy - b / 2, FW, b, fill=inner)]
    return out


def disc(bg, col, dx=0.0, r=None):
    r = r or FH * 0.3
    return field(bg) + [circle(X0 + FW / 2 + dx, Y0 + FH / 2, r, fill=col)]


def cx_():
    return X0 + FW / 2, Y0 + FH / 2


def switzerland():
    c = cx_()
    return field(RED) + [rect(c[0] - 5.5, c[1] - 18, 11, 36, fill=W_),
                         rect(c[0] - 18, c[1] - 5.5, 36, 11, fill=W_)]


def greece():
    out = hstripes([BLUE, W_] * 4 + [BLUE])
    s = FH / 9.0
    out.append(rect(X0, Y0, 5 * s, 5 * s, fill=BLUE))
    out.append(rect(X0 + 2 * s, Y0, s, 5 * s, fill=W_))
    out.append(rect(X0, Y0 + 2 * s, 5 * s, s, fill=W_))
    return out


def thailand():
    return hstripes([RED, W_, BLUE, W_, RED], [1, 1, 2, 1, 1])


def colombia():
    return hstripes([YELLOW, BLUE, RED], [2, 1, 1])


def czechia():
    return hstripes([W_, RED]) + [poly([(X0, Y0), (X0 + FW / 2, Y0 + FH / 2),
                                        (X0, Y0 + FH)], fill=BLUE)]


def jamaica():
    x1, y1, cx, cy = X0 + FW, Y0 + FH, X0 + FW / 2, Y0 + FH / 2
    k = 7  # half width of the gold saltire along each edge
    return field(YELLOW) + [
        poly([(X0 + k, Y0), (x1 - k, Y0), (cx, cy - k * 0.67)], fill=GREEN),
        poly([(X0 + k, y1), (x1 - k, y1), (cx, cy + k * 0.67)], fill=GREEN),
        poly([(X0, Y0 + k * 0.67), (X0, y1 - k * 0.67), (cx - k, cy)], fill=BLACK),
        poly([(x1, Y0 + k * 0.67), (x1, y1 - k * 0.67), (cx + k, cy)], fill=BLACK)]


def vietnam():
    c = cx_()
    return field(RED) + [star(c[0], c[1] + 1.5, 19, YELLOW, inner=0.38)]


def china():
    out = field(RED) + [star(X0 + 15, Y0 + 15, 9.5, YELLOW, inner=0.38)]
    for x, y in ((29, 6), (34, 11.5), (34, 19), (29, 24.5)):
        out.append(star(X0 + x, Y0 + y, 3.2, YELLOW, inner=0.38))
    return out


def israel():
    c = cx_()
    out = field(W_) + [rect(X0, Y0 + 6, FW, 7, fill=BLUE),
                       rect(X0, Y0 + FH - 13, FW, 7, fill=BLUE)]
    for a in (-90, 90):
        out.append(poly([polar(c[0], c[1], 13, a + k * 120) for k in range(3)],
                        fill="none", stroke=BLUE, stroke_width=3))
    return out


def turkey():
    c = cx_()
    return field(RED) + [circle(c[0] - 10, c[1], 15, fill=W_),
                         circle(c[0] - 6, c[1], 12, fill=RED),
                         star(c[0] + 14, c[1], 8, W_, inner=0.4, rotate=180)]


def chile():
    s = FH / 2
    return hstripes([W_, RED]) + [rect(X0, Y0, s, s, fill=BLUE),
                                  star(X0 + s / 2, Y0 + s / 2 + 0.8, 9, W_, inner=0.4)]


def cuba():
    out = hstripes([BLUE, W_, BLUE, W_, BLUE])
    out.append(poly([(X0, Y0), (X0 + FH * 0.87, Y0 + FH / 2), (X0, Y0 + FH)], fill=RED))
    out.append(star(X0 + FH * 0.3, Y0 + FH / 2 + 0.8, 9, W_, inner=0.4))
    return out


FLAGS = [
    ("FR", "France", lambda: vstripes([BLUE, W_, RED])),
    ("IT", "Italy", lambda: vstripes([GREEN, W_, RED])),
    ("IE", "Ireland", lambda: vstripes([GREEN, W_, ORANGE])),
    ("BE", "Belgium", lambda: vstripes([BLACK, YELLOW, RED])),
    ("RO", "Romania", lambda: vstripes([BLUE, YELLOW, RED])),
    ("NG", "Nigeria", lambda: vstripes([GREEN, W_, GREEN])),
    ("PE", "Peru", lambda: vstripes([RED, W_, RED])),
    ("ML", "Mali", lambda: vstripes([GREEN, YELLOW, RED])),
    ("DE", "Germany", lambda: hstripes([BLACK, RED, YELLOW])),
    ("NL", "Netherlands", lambda: hstripes([RED, W_, BLUE])),
    ("RU", "Russia", lambda: hstripes([W_, BLUE, RED])),
    ("AT", "Austria", lambda: hstripes([RED, W_, RED])),
    ("HU", "Hungary", lambda: hstripes([RED, W_, GREEN])),
    ("BG", "Bulgaria", lambda: hstripes([W_, GREEN, RED])),
    ("EE", "Estonia", lambda: hstripes([SKYB, BLACK, W_])),
    ("LT", "Lithuania", lambda: hstripes([YELLOW, GREEN, RED])),
    ("SL", "Sierra Leone", lambda: hstripes([GREEN, W_, SKYB])),
    ("YE", "Yemen", lambda: hstripes([RED, W_, BLACK])),
    ("GA", "Gabon", lambda: hstripes([GREEN, YELLOW, BLUE])),
    ("PL", "Poland", lambda: hstripes([W_, RED])),
    ("ID", "Indonesia", lambda: hstripes([RED, W_])),
    ("UA", "Ukraine", lambda: hstripes([SKYB, YELLOW])),
    ("CH", "Switzerland", switzerland),
    ("GR", "Greece", greece),
    ("TH", "Thailand", thailand),
    ("CO", "Colombia", colombia),
    ("CZ", "Czechia", czechia),
    ("JM", "Jamaica", jamaica),
    ("VN", "Vietnam", vietnam),
    ("CN", "China", china),
    ("IL", "Israel", israel),
    ("TR", "Turkey", turkey),
    ("CL", "Chile", chile),
    ("CU", "Cuba", cuba),
]

NORDIC = [
    ("DK", "Denmark", lambda: nordic(RED, W_)),
    ("SE", "Sweden", lambda: nordic("#1d6bb5", YELLOW)),
    ("NO", "Norway", lambda: nordic(RED, W_, BLUE)),
    ("FI", "Finland", lambda: nordic(W_, "#1c4fa0")),
]

DISCS = [
    ("JP", "Japan", lambda: disc(W_, "#c8102e")),
    ("BD", "Bangladesh", lambda: disc("#006a4e", "#e03a3e", dx=-4)),
    ("PW", "Palau", lambda: disc("#3aa2dc", "#f8d020", dx=-6)),
    ("LA", "Laos", lambda: hstripes([RED, "#1d3f8f", RED], [1, 2, 1])
     + [circle(X0 + FW / 2, Y0 + FH / 2, FH * 0.2, fill=W_)]),
]


def label(text, cx, base, cap_h, max_w, fill):
    """`text` set in Lato Black on one baseline, centred on cx, capitals cap_h
    tall (narrowed to max_w if needed), with a little extra tracking."""
    ft = _lato()
    gs = ft.getGlyphSet()
    cmap = ft.getBestCmap()
    names = [cmap[ord(c)] for c in text]
    track = 0.06 * ft["head"].unitsPerEm
    width = sum(gs[n].width for n in names) + track * (len(names) - 1)
    k = min(cap_h / ft["OS/2"].sCapHeight, max_w / width)
    x = cx - k * width / 2
    pen = _PathPen(gs, None)
    for n in names:
        pen.m = (k, 0, 0, -k, x, base)
        gs[n].draw(pen)
        x += k * (gs[n].width + track)
    return '<path fill="%s" d="%s"/>' % (fill, pen.data())


def face(code, draw, label_col=INK):
    out = [rect(X0 + 1.5, Y0 + 1.5, FW, FH, fill="#000000", fill_opacity=0.15)]
    out += draw()
    out.append(rect(X0, Y0, FW, FH, fill="none", stroke=INK, stroke_width=1.6))
    out.append(label(code, 50, 113, 30, 84, label_col))
    return out


def faces():
    i = 0
    for code, name, fn in FLAGS:
        yield i, "flag-" + code.lower(), name, face(code, fn)
        i += 1
    for code, name, fn in NORDIC:
        yield i, "nordic-" + code.lower(), name + " (Nordic cross)", face(code, fn, "#1d4f9a")
        i += 1
    for code, name, fn in DISCS:
        yield i, "disc-" + code.lower(), name + " (disc flag)", face(code, fn, "#b0141e")
        i += 1


def main():
    assert len(FLAGS) == 34, len(FLAGS)
    return write_tileset(OUT, "Flags of the World", faces(), ("nordic", "discs"))


if __name__ == "__main__":
    sys.exit(main())
