#!/usr/bin/python3
"""Generate the "Wooden Blocks" tileset for Pagoda (vector faces).

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-lato):

    /usr/bin/python3 tools/gen_tileset_blocks.py

Writes assets/tilesets/blocks/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports): face art only, viewBox 0 0 100 130, transparent background, art kept
~6 units from the edge, nanosvg-safe elements only.  Letter and digit outlines
come from Lato Black (SIL OFL 1.1), converted to paths with fontTools.

The block fills the whole tile top (the manifest says "bleed: yes", so the
engine draws the art edge to edge instead of inside the ivory margin; issue 21),
with corners rounded like the tile's.

Face order: 0..25 the letters A..Z painted straight on the wood; 26..33 the
digits 1..8 in a dark round badge (so 1/I, 2/Z, 5/S and 8/B never look alike);
34..37 the Arrows (up, right, down, left; match each other); 38..41 the Shapes
(circle, triangle, square, star; match each other).
"""

import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (_PathPen, circle, f, line, path,  # noqa: E402
                                 polar, poly, rect, svg)
from gen_tileset_classic import write_tileset  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "blocks")
LATO_BLACK = "/usr/share/fonts/truetype/lato/Lato-Black.ttf"

WOOD = "#eac48a"
WOOD_L = "#f5dcae"
WOOD_D = "#b98a4e"
GRAIN = "#d2a466"
EDGE = "#7a4f24"
INK = "#2b1d12"

# Paint colours, all dark enough to stand out from the wood in greyscale.
PAINTS = ["#c0262d", "#1f4fa8", "#1d7a3a", "#6b35a3", "#b54a0a", "#0f6f7a"]

# ---------------------------------------------------------------------------
# Glyph outlines (Lato Black)
# ---------------------------------------------------------------------------

_font = None


def _lato():
    global _font
    if _font is None:
        _font = TTFont(LATO_BLACK, lazy=True)
    return _font


def glyph(ch, cx, cy, cap_h, max_w, fill, **extra):
    """Glyph `ch` as a <path>, scaled so capitals are cap_h units tall (but no
    wider than max_w), centred on (cx, cy) by its ink bounding box."""
    ft = _lato()
    gs = ft.getGlyphSet()
    name = ft.getBestCmap()[ord(ch)]
    bp = BoundsPen(gs)
    gs[name].draw(bp)
    x0, y0, x1, y1 = bp.bounds
    k = cap_h / ft["OS/2"].sCapHeight
    k = min(k, max_w / (x1 - x0))
    mx, my = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    pen = _PathPen(gs, (k, 0, 0, -k, cx - k * mx, cy + k * my))
    gs[name].draw(pen)
    more = "".join(' %s="%s"' % (a.replace("_", "-"), v) for a, v in extra.items())
    return '<path fill="%s"%s d="%s"/>' % (fill, more, pen.data())


# ---------------------------------------------------------------------------
# The block face
# ---------------------------------------------------------------------------


def block(seed):
    """A wooden block face filling the tile: bevelled plank with end grain."""
    out = [rect(0, 0, 100, 130, rx=11, fill=WOOD_D),
           rect(0, 0, 100, 125, rx=11, fill=WOOD),
           rect(6, 6, 88, 113, rx=7, fill=WOOD_L, fill_opacity=0.55)]
    # a few wavy grain lines, varied per face so the set does not look stamped
    off = (seed * 7) % 13
    for i, y in enumerate((24, 50, 78, 104)):
        y0 = y + ((off + i * 5) % 9) - 4
        a = 3 + (seed + i) % 3
        out.append(path("M4 %s Q27 %s 50 %s T96 %s" % (
            f(y0), f(y0 - a), f(y0), f(y0)), fill="none", stroke=GRAIN,
            stroke_width=1.3, stroke_linecap="round"))
    out.append(rect(1, 1, 98, 128, rx=10.5, fill="none", stroke=EDGE, stroke_width=2.2))
    return out


def letter_face(i, ch):
    col = PAINTS[i % len(PAINTS)]
    out = block(i)
    # painted letter with a darker drop edge, as if stencilled slightly raised
    out.append(glyph(ch, 51.5, 67.5, 74, 84, INK, fill_opacity="0.35"))
    out.append(glyph(ch, 50, 66, 74, 84, col))
    return out


# the digits each have a colour of their own (2 and 8 used to share one)
DIGIT_PAINTS = ["#c0262d", "#1f4fa8", "#1d7a3a", "#6b35a3", "#b54a0a", "#0f6f7a",
                "#a3246e", "#3b3b3b"]


def digit_face(i, ch):
    col = DIGIT_PAINTS[int(ch) - 1]
    out = block(i)
    out.append(circle(51.5, 67.5, 42, fill=INK, fill_opacity=0.35))
    out.append(circle(50, 66, 42, fill=col))
    out.append(circle(50, 66, 37, fill="none", stroke=WOOD_L, stroke_width=2.4))
    out.append(glyph(ch, 50, 66, 52, 46, WOOD_L))
    return out


def arrow_face(i, deg):
    out = block(i)
    cx, cy = 50, 65
    pts = [(0, -40), (34, -4), (13, -4), (13, 40), (-13, 40), (-13, -4), (-34, -4)]
    col = "#1d7a3a"
    g = [poly([(x + 1.5, y + 1.5) for x, y in pts], fill=INK, fill_opacity=0.35),
         poly(pts, fill=col, stroke=INK, stroke_width=2.2, stroke_linejoin="round")]
    out.append('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (
        f(cx), f(cy), f(deg), "".join(g)))
    return out


def shape_face(i, kind):
    out = block(i)
    cx, cy = 50, 65
    st = dict(stroke=INK, stroke_width=2.4, stroke_linejoin="round")
    if kind == "circle":
        out.append(circle(cx, cy, 33, fill="#c0262d", **st))
        out.append(circle(cx, cy, 14, fill=WOOD_L, **st))
    elif kind == "triangle":
        out.append(poly([(cx, cy - 38), (cx + 40, cy + 32), (cx - 40, cy + 32)],
                        fill="#e0a21b", **st))
        out.append(poly([(cx, cy - 8), (cx + 14, cy + 18), (cx - 14, cy + 18)],
                        fill=WOOD_L, **st))
    elif kind == "square":
        out.append(rect(cx - 32, cy - 32, 64, 64, fill="#1f4fa8", **st))
        out.append(rect(cx - 12, cy - 12, 24, 24, fill=WOOD_L, **st))
    else:
        pts = [polar(cx, cy + 3, 42 if k % 2 == 0 else 18, -90 + k * 36)
               for k in range(10)]
        out.append(poly(pts, fill="#6b35a3", **st))
        out.append(circle(cx, cy + 3, 7, fill=WOOD_L, **st))
    return out


ARROWS = [("up", "Up", 0), ("right", "Right", 90), ("down", "Down", 180),
          ("left", "Left", 270)]
SHAPES = ["circle", "triangle", "square", "star"]


def faces():
    i = 0
    for n in range(26):
        ch = chr(ord("A") + n)
        yield i, "letter-" + ch.lower(), "Letter %s" % ch, letter_face(i, ch)
        i += 1
    for n in range(1, 9):
        yield i, "number-%d" % n, "Number %d" % n, digit_face(i, str(n))
        i += 1
    for key, name, deg in ARROWS:
        yield i, "arrow-" + key, "%s Arrow (arrow)" % name, arrow_face(i, deg)
        i += 1
    for kind in SHAPES:
        yield i, "shape-" + kind, "%s (shape)" % kind.capitalize(), shape_face(i, kind)
        i += 1


def main():
    rc = write_tileset(OUT, "Wooden Blocks", faces(), ("arrows", "shapes"))
    # the art covers the whole tile top: drawn without the ivory margin
    with open(os.path.join(OUT, "tileset.txt"), "a", encoding="utf-8", newline="\n") as fh:
        fh.write("bleed: yes\n")
    return rc


if __name__ == "__main__":
    sys.exit(main())
