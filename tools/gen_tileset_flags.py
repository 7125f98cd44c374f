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
original drawings of public national flag designs (the field fills the tile's
width; proportions and emblems simplified).  The thirty-four are chosen so that
no two share a design: at most one plain tricolour, and the others each have a
shape of their own (a cross, a saltire, a triangle, a diagonal, an emblem, a
pennant), so a face is told by its picture at play size (issue 21); the
country's ISO 3166 code stays as a small label under the flag (outlines from
Lato Black, SIL OFL 1.1).

Face order: 0..33 thirty-four flags (four of each in a deal); 34..37 the Nordic
crosses (Denmark, Sweden, Norway, Finland; match each other); 38..41 the disc
flags (Japan, Bangladesh, Palau, Laos; match each other).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_blocks import _lato  # noqa: E402
from gen_tileset_classic import _PathPen, circle, f, group, line, path, polar, poly, rect, svg  # noqa: E402
from gen_tileset_classic import write_tileset  # noqa: E402
from gen_tileset_fantasy import star  # noqa: E402
from gen_tileset_hanafuda import maple_leaf  # noqa: E402

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

# flag field: as wide as the tile, top left at (X0, Y0)
X0, Y0, FW, FH = 3, 4, 94, 84


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


def clip_poly(pts):
    """Sutherland-Hodgman: polygon pts clipped to the flag field (nanosvg has
    no clip paths)."""
    x1, y1 = X0 + FW, Y0 + FH
    edges = [(lambda p: p[0] >= X0, lambda a, b: _cut_x(a, b, X0)),
             (lambda p: p[0] <= x1, lambda a, b: _cut_x(a, b, x1)),
             (lambda p: p[1] >= Y0, lambda a, b: _cut_y(a, b, Y0)),
             (lambda p: p[1] <= y1, lambda a, b: _cut_y(a, b, y1))]
    for inside, cut in edges:
        out = []
        for k in range(len(pts)):
            a, b = pts[k - 1], pts[k]
            if inside(b):
                if not inside(a):
                    out.append(cut(a, b))
                out.append(b)
            elif inside(a):
                out.append(cut(a, b))
        pts = out
    return pts


def _cut_x(a, b, x):
    t = (x - a[0]) / (b[0] - a[0])
    return (x, a[1] + t * (b[1] - a[1]))


def _cut_y(a, b, y):
    t = (y - a[1]) / (b[1] - a[1])
    return (a[0] + t * (b[0] - a[0]), y)


def band(p0, p1, w, fill):
    """A straight band of width w along p0-p1, extended past both ends and
    clipped to the field."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    n = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / n, dy / n
    nx, ny = -uy * w / 2, ux * w / 2
    a = (p0[0] - ux * 40, p0[1] - uy * 40)
    b = (p1[0] + ux * 40, p1[1] + uy * 40)
    return poly(clip_poly([(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                           (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]), fill=fill)


def greece():
    out = hstripes([BLUE, W_] * 4 + [BLUE])
    s = FH / 9.0
    out.append(rect(X0, Y0, 5 * s, 5 * s, fill=BLUE))
    out.append(rect(X0 + 2 * s, Y0, s, 5 * s, fill=W_))
    out.append(rect(X0, Y0 + 2 * s, 5 * s, s, fill=W_))
    return out


def colombia():
    return hstripes([YELLOW, BLUE, RED], [2, 1, 1])


def czechia():
    return hstripes([W_, RED]) + [poly([(X0, Y0), (X0 + FW / 2, Y0 + FH / 2),
                                        (X0, Y0 + FH)], fill=BLUE)]


def jamaica():
    x1, y1, cx, cy = X0 + FW, Y0 + FH, X0 + FW / 2, Y0 + FH / 2
    k = 10  # half width of the gold saltire along each edge
    return field(YELLOW) + [
        poly([(X0 + k, Y0), (x1 - k, Y0), (cx, cy - k * 0.8)], fill=GREEN),
        poly([(X0 + k, y1), (x1 - k, y1), (cx, cy + k * 0.8)], fill=GREEN),
        poly([(X0, Y0 + k * 0.8), (X0, y1 - k * 0.8), (cx - k, cy)], fill=BLACK),
        poly([(x1, Y0 + k * 0.8), (x1, y1 - k * 0.8), (cx + k, cy)], fill=BLACK)]


def china():
    out = field(RED) + [star(X0 + 20, Y0 + 22, 14, YELLOW, inner=0.38)]
    for x, y in ((41, 8), (48, 17), (48, 28), (41, 37)):
        out.append(star(X0 + x, Y0 + y, 4.6, YELLOW, inner=0.38))
    return out


def israel():
    c = cx_()
    out = field(W_) + [rect(X0, Y0 + 8, FW, 11, fill=BLUE),
                       rect(X0, Y0 + FH - 19, FW, 11, fill=BLUE)]
    for a in (-90, 90):
        out.append(poly([polar(c[0], c[1], 17, a + k * 120) for k in range(3)],
                        fill="none", stroke=BLUE, stroke_width=3.6))
    return out


def turkey():
    c = cx_()
    return field(RED) + [circle(c[0] - 12, c[1], 23, fill=W_),
                         circle(c[0] - 6, c[1], 18.5, fill=RED),
                         star(c[0] + 20, c[1], 11, W_, inner=0.4, rotate=180)]


def cuba():
    out = hstripes([BLUE, W_, BLUE, W_, BLUE])
    out.append(poly([(X0, Y0), (X0 + FH * 0.87, Y0 + FH / 2), (X0, Y0 + FH)], fill=RED))
    out.append(star(X0 + FH * 0.3, Y0 + FH / 2 + 1, 13, W_, inner=0.4))
    return out


def usa():
    out = hstripes([RED, W_] * 6 + [RED])
    cw, ch = FW * 0.45, FH * 7 / 13
    out.append(rect(X0, Y0, cw, ch, fill="#2a3b8f"))
    for r in range(4):
        for c in range(4):
            out.append(circle(X0 + cw * (c + 0.5 + 0.25 * (r % 2) - 0.125) / 4.0,
                              Y0 + ch * (r + 0.5) / 4.0, 2.2, fill=W_))
    return out


def uk():
    x1, y1 = X0 + FW, Y0 + FH
    cx, cy = cx_()
    out = field("#1f3a7a")
    out.append(band((X0, Y0), (x1, y1), 17, W_))
    out.append(band((x1, Y0), (X0, y1), 17, W_))
    out.append(band((X0, Y0), (x1, y1), 6, RED))
    out.append(band((x1, Y0), (X0, y1), 6, RED))
    out += [rect(cx - 14, Y0, 28, FH, fill=W_), rect(X0, cy - 14, FW, 28, fill=W_),
            rect(cx - 8, Y0, 16, FH, fill=RED), rect(X0, cy - 8, FW, 16, fill=RED)]
    return [group(out)]


def canada():
    cx, cy = cx_()
    return vstripes([RED, W_, W_, RED]) + [maple_leaf(cx, cy - 1, 24, col=RED)]


def brazil():
    cx, cy = cx_()
    return field("#179c45") + [
        poly([(X0 + 8, cy), (cx, Y0 + 8), (X0 + FW - 8, cy), (cx, Y0 + FH - 8)], fill=YELLOW),
        circle(cx, cy, 20, fill="#1f3f94"),
        path("M%s %s Q%s %s %s %s" % (f(cx - 20), f(cy - 2), f(cx), f(cy - 12),
                                     f(cx + 20), f(cy + 4)),
             fill="none", stroke=W_, stroke_width=4)]


def nepal():
    # the double pennant: the only flag that is not a rectangle
    crim, blue = "#d0103a", "#1f3a8f"
    x, y, h = X0 + 14, Y0, FH
    pts = [(x, y), (x + 66, y + h * 0.47), (x + 26, y + h * 0.47), (x + 68, y + h), (x, y + h)]
    return [poly(pts, fill=crim, stroke=blue, stroke_width=5, stroke_linejoin="miter"),
            circle(x + 20, y + h * 0.3, 8, fill=W_), circle(x + 20, y + h * 0.26, 7, fill=crim),
            star(x + 20, y + h * 0.75, 9, W_, n=12, inner=0.6)]


def tanzania():
    x1, y1 = X0 + FW, Y0 + FH
    return [poly([(X0, Y0), (x1, Y0), (X0, y1)], fill="#1eb53a"),
            poly([(x1, Y0), (x1, y1), (X0, y1)], fill="#00a3dd"),
            band((X0, y1), (x1, Y0), 28, YELLOW),
            band((X0, y1), (x1, Y0), 19, BLACK)]


def south_africa():
    x1, y1, cy = X0 + FW, Y0 + FH, Y0 + FH / 2
    out = hstripes(["#e03c31", "#001489"])
    j = (X0 + 34, cy)
    for w, c in ((30, W_), (18, "#007749")):
        out.append(band((X0, Y0), j, w, c))
        out.append(band((X0, y1), j, w, c))
        out.append(poly(clip_poly([(j[0] - 8, cy - w / 2), (x1 + 5, cy - w / 2),
                                   (x1 + 5, cy + w / 2), (j[0] - 8, cy + w / 2)]), fill=c))
    out.append(poly([(X0, Y0 + 14), (X0 + 22, cy), (X0, y1 - 14)], fill=BLACK))
    out.append(poly([(X0, Y0 + 14), (X0 + 22, cy), (X0, y1 - 14)], fill="none",
                    stroke=YELLOW, stroke_width=4))
    return out


def seychelles():
    x1, y1 = X0 + FW, Y0 + FH
    cols = ["#003f87", "#fcd856", "#d62828", W_, "#007a3d"]
    edge = [(X0, Y0), (X0 + FW / 3, Y0), (X0 + FW * 2 / 3 + 6, Y0), (x1, Y0),
            (x1, Y0 + FH / 3), (x1, y1)]
    out = []
    for k, c in enumerate(cols):
        a, b = edge[k], edge[k + 1]
        if k == 2:
            out.append(poly([(X0, y1), a, b, (x1, Y0 + FH / 3)], fill=c))
            continue
        out.append(poly([(X0, y1), a, b], fill=c))
    return out


def uae():
    return hstripes(["#00732f", W_, BLACK]) + [rect(X0, Y0, FW * 0.27, FH, fill=RED)]


def bahamas():
    return hstripes(["#00778b", "#ffc72c", "#00778b"]) + [
        poly([(X0, Y0), (X0 + FW * 0.42, Y0 + FH / 2), (X0, Y0 + FH)], fill=BLACK)]


def argentina():
    cx, cy = cx_()
    out = hstripes(["#74acdf", W_, "#74acdf"])
    out.append(star(cx, cy, 13, "#f6b40e", n=16, inner=0.6))
    out.append(circle(cx, cy, 7, fill="#f6b40e", stroke="#85340a", stroke_width=1))
    return out


def macedonia():
    cx, cy = cx_()
    out = field("#d20000")
    for k in range(8):
        a = k * 45.0
        out.append(poly(clip_poly([(cx, cy), polar(cx, cy, 80, a - 7),
                                   polar(cx, cy, 80, a + 7)]), fill="#ffe600"))
    out.append(circle(cx, cy, 14, fill="#d20000"))
    out.append(circle(cx, cy, 11, fill="#ffe600"))
    return [group(out)]


def panama():
    cx, cy = cx_()
    return [rect(X0, Y0, FW / 2, FH / 2, fill=W_), rect(cx, Y0, FW / 2, FH / 2, fill="#d21034"),
            rect(X0, cy, FW / 2, FH / 2, fill="#005293"), rect(cx, cy, FW / 2, FH / 2, fill=W_),
            star(X0 + FW / 4, Y0 + FH / 4, 11, "#005293", inner=0.4),
            star(cx + FW / 4, cy + FH / 4, 11, "#d21034", inner=0.4)]


def mauritius():
    return hstripes(["#ea2839", "#1a206d", "#ffd500", "#00a551"])


def benin():
    return hstripes(["#fcd116", "#e8112d"]) + [rect(X0, Y0, FW * 0.4, FH, fill="#008751")]


def india():
    cx, cy = cx_()
    out = hstripes(["#ff9933", W_, "#138808"])
    out.append(circle(cx, cy, 11, fill="none", stroke="#000080", stroke_width=2.4))
    for k in range(12):
        out.append(line(cx, cy, *polar(cx, cy, 11, k * 30), stroke="#000080", stroke_width=1.2))
    return out


def qatar():
    out = field("#8a1538") + [rect(X0, Y0, FW * 0.28, FH, fill=W_)]
    n = 9
    pts = [(X0 + FW * 0.28 - 0.5, Y0)]
    for k in range(n):
        y0 = Y0 + FH * k / n
        pts += [(X0 + FW * 0.28 + 10, y0 + FH / (2 * n)), (X0 + FW * 0.28, y0 + FH / n)]
    out.append(poly(pts + [(X0 + FW * 0.28 - 0.5, Y0 + FH)], fill=W_))
    return out


def trinidad():
    x1, y1 = X0 + FW, Y0 + FH
    return field("#ce1126") + [band((X0, Y0), (x1, y1), 30, W_),
                               band((X0, Y0), (x1, y1), 21, BLACK)]


def somalia():
    cx, cy = cx_()
    return field("#4189dd") + [star(cx, cy + 2, 24, W_, inner=0.4)]


def bosnia():
    x1, y1 = X0 + FW, Y0 + FH
    out = field("#002395") + [poly([(X0 + FW * 0.25, Y0), (X0 + FW * 0.8, Y0),
                                    (X0 + FW * 0.8, y1)], fill="#fecb00")]
    for k in range(6):
        t = (k + 0.2) / 6.0
        out.append(star(X0 + FW * 0.2 + t * FW * 0.5 - 2, Y0 + t * FH + 2, 5, W_, inner=0.4))
    return out


def pakistan():
    cx, cy = cx_()
    g = "#01411c"
    return field(g) + [rect(X0, Y0, FW * 0.25, FH, fill=W_),
                       circle(cx + 12, cy, 20, fill=W_), circle(cx + 18, cy - 5, 17.5, fill=g),
                       star(cx + 22, cy - 8, 7, W_, inner=0.4, rotate=-50)]


def saint_lucia():
    cx = X0 + FW / 2
    y1 = Y0 + FH
    return field("#65cfff") + [
        poly([(cx, Y0 + 10), (cx + 24, y1 - 8), (cx - 24, y1 - 8)], fill=W_),
        poly([(cx, Y0 + 16), (cx + 19, y1 - 8), (cx - 19, y1 - 8)], fill=BLACK),
        poly([(cx, Y0 + 42), (cx + 24, y1 - 8), (cx - 24, y1 - 8)], fill="#fcd116")]


def guyana():
    x1, y1, cy = X0 + FW, Y0 + FH, Y0 + FH / 2
    return field("#009e49") + [
        poly([(X0, Y0), (x1, cy), (X0, y1)], fill=W_),
        poly([(X0, Y0 + 4), (x1 - 8, cy), (X0, y1 - 4)], fill="#fcd116"),
        poly([(X0, Y0), (X0 + FW * 0.48, cy), (X0, y1)], fill=BLACK),
        poly([(X0, Y0 + 4), (X0 + FW * 0.44, cy), (X0, y1 - 4)], fill="#ce1126")]


FLAGS = [
    ("FR", "France", lambda: vstripes([BLUE, W_, RED])),
    ("DE", "Germany", lambda: hstripes([BLACK, RED, YELLOW])),
    ("UA", "Ukraine", lambda: hstripes([SKYB, YELLOW])),
    ("IN", "India", india),
    ("GR", "Greece", greece),
    ("JM", "Jamaica", jamaica),
    ("CN", "China", china),
    ("IL", "Israel", israel),
    ("TR", "Turkey", turkey),
    ("CZ", "Czechia", czechia),
    ("CU", "Cuba", cuba),
    ("US", "United States", usa),
    ("GB", "United Kingdom", uk),
    ("CA", "Canada", canada),
    ("BR", "Brazil", brazil),
    ("NP", "Nepal", nepal),
    ("CO", "Colombia", colombia),
    ("GY", "Guyana", guyana),
    ("TZ", "Tanzania", tanzania),
    ("ZA", "South Africa", south_africa),
    ("SC", "Seychelles", seychelles),
    ("AE", "United Arab Emirates", uae),
    ("BS", "Bahamas", bahamas),
    ("AR", "Argentina", argentina),
    ("MK", "North Macedonia", macedonia),
    ("PA", "Panama", panama),
    ("MU", "Mauritius", mauritius),
    ("BJ", "Benin", benin),
    ("LC", "Saint Lucia", saint_lucia),
    ("QA", "Qatar", qatar),
    ("TT", "Trinidad and Tobago", trinidad),
    ("SO", "Somalia", somalia),
    ("BA", "Bosnia and Herzegovina", bosnia),
    ("PK", "Pakistan", pakistan),
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


def face(code, draw, label_col=INK, frame=True):
    out = draw()
    if frame:
        out.append(rect(X0, Y0, FW, FH, fill="none", stroke=INK, stroke_width=1.6))
    out.append(label(code, 50, 120, 22, 60, label_col))
    return out


def faces():
    i = 0
    for code, name, fn in FLAGS:
        yield i, "flag-" + code.lower(), name, face(code, fn, frame=code != "NP")
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
