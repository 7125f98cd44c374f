#!/usr/bin/python3
"""Generate the "Playing Cards" tileset for Pagoda (vector faces).

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-lato):

    /usr/bin/python3 tools/gen_tileset_cards.py

Writes assets/tilesets/cards/00.svg .. 41.svg and tileset.txt.  Output is
deterministic; it is committed, so the game never runs this script.

Same conventions as tools/gen_tileset_classic.py (whose small SVG helpers it
imports): face art only, viewBox 0 0 100 130, transparent background, art kept
~6 units from the edge, nanosvg-safe elements only.  Rank outlines come from
Lato Black (SIL OFL 1.1); the suit pips are drawn here.

Every face is a card that fills the tile: a big rank and suit in the top-left
corner and the pips laid out as on a real card, so that the 3 and the 8 of a suit
differ in the whole picture and not only in one digit (issue 21).  It uses a four-colour deck (spades black, hearts red, diamonds blue,
clubs green) but the pip shapes alone tell the suits apart.

Face order: 0..31 the 2..9 of spades, hearts, diamonds and clubs; 32 the Joker;
33 a card back; 34..37 the four Aces (match each other); 38..41 the four Kings
(match each other).
"""

import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import (_PathPen, circle, f, group, line, path,  # noqa: E402
                                 polar, poly, rect, rot, svg)
from gen_tileset_classic import write_tileset  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "tilesets", "cards")
LATO_BLACK = "/usr/share/fonts/truetype/lato/Lato-Black.ttf"

INK = "#1e1b22"
CARD = "#ffffff"
BORDER = "#3a3440"
GOLD = "#e9a91c"
GOLD_D = "#9c6a0a"
RED = "#c81e2a"

# ---------------------------------------------------------------------------
# Glyph outlines (Lato Black)
# ---------------------------------------------------------------------------

_font = None


def _lato():
    global _font
    if _font is None:
        _font = TTFont(LATO_BLACK, lazy=True)
    return _font


def glyph(ch, cx, cy, cap_h, max_w, fill):
    """Glyph `ch` as a <path>, capitals cap_h units tall (no wider than max_w),
    centred on (cx, cy) by its ink bounding box."""
    ft = _lato()
    gs = ft.getGlyphSet()
    name = ft.getBestCmap()[ord(ch)]
    bp = BoundsPen(gs)
    gs[name].draw(bp)
    x0, y0, x1, y1 = bp.bounds
    k = min(cap_h / ft["OS/2"].sCapHeight, max_w / (x1 - x0))
    mx, my = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    pen = _PathPen(gs, (k, 0, 0, -k, cx - k * mx, cy + k * my))
    gs[name].draw(pen)
    return '<path fill="%s" d="%s"/>' % (fill, pen.data())


# ---------------------------------------------------------------------------
# Suit pips, each drawn in a 100 x 100 box
# ---------------------------------------------------------------------------

PIPS = {
    "hearts": "M50 96 C22 74 6 58 6 38 C6 22 18 10 32 10 C42 10 48 16 50 24 "
              "C52 16 58 10 68 10 C82 10 94 22 94 38 C94 58 78 74 50 96Z",
    "spades": "M50 4 C24 28 6 44 6 62 C6 76 16 84 28 84 C38 84 45 79 47 73 "
              "C47 84 43 92 34 98 L66 98 C57 92 53 84 53 73 C55 79 62 84 72 84 "
              "C84 84 94 76 94 62 C94 44 76 28 50 4Z",
    "diamonds": "M50 2 C60 20 74 36 90 50 C74 64 60 80 50 98 C40 80 26 64 10 50 "
                "C26 36 40 20 50 2Z",
    "clubs": "M50 4 A20 20 0 0 1 66 36 A20 20 0 1 1 54 70 C54 82 58 90 66 98 "
             "L34 98 C42 90 46 82 46 70 A20 20 0 1 1 34 36 A20 20 0 0 1 50 4Z",
}
COLOURS = {"spades": INK, "hearts": RED, "diamonds": "#1c55b8",
           "clubs": "#17803d"}
SUITS = ["spades", "hearts", "diamonds", "clubs"]


def pip(suit, cx, cy, size, fill=None, angle=0):
    s = size / 100.0
    t = "translate(%s %s) scale(%s)" % (f(cx - size / 2), f(cy - size / 2),
                                        ("%.3f" % s).rstrip("0"))
    if angle:
        t = rot(angle, cx, cy) + " " + t
    return '<path transform="%s" fill="%s" d="%s"/>' % (
        t, fill or COLOURS[suit], PIPS[suit])


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------


def card(fill=CARD):
    return [rect(1.5, 1.5, 97, 127, rx=10, fill=fill, stroke=BORDER, stroke_width=2)]


# the card's art (designed for a card at 9,7 82x116) grown to the whole tile
BIG = "translate(50 65) scale(1.16 1.08) translate(-50 -65)"


def grown(items):
    return [group(items, BIG)]


# pip positions on a card, (column, row): columns 0..2 left, middle, right;
# rows 0..6 from the top in half steps of the four-row grid
LAYOUT = {
    2: [(1, 0), (1, 6)],
    3: [(1, 0), (1, 3), (1, 6)],
    4: [(0, 0), (2, 0), (0, 6), (2, 6)],
    5: [(0, 0), (2, 0), (1, 3), (0, 6), (2, 6)],
    6: [(0, 0), (2, 0), (0, 3), (2, 3), (0, 6), (2, 6)],
    7: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (0, 6), (2, 6)],
    8: [(0, 0), (2, 0), (1, 1.5), (0, 3), (2, 3), (1, 4.5), (0, 6), (2, 6)],
    9: [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3), (0, 4), (2, 4), (0, 6), (2, 6)],
}


# a light wash of the suit's colour on the card and a frame in it: the suit reads
# from across the table before the pips do
TINTS = {"spades": "#eeeef2", "hearts": "#fde8e8", "diamonds": "#e6eefc",
         "clubs": "#e4f4e6"}


def number_face(rank, suit):
    col = COLOURS[suit]
    out = [rect(2.5, 2.5, 95, 125, rx=10, fill=TINTS[suit], stroke=col, stroke_width=5)]
    # corner index: the rank over a small pip, large enough to read at 40 px
    out.append(glyph(str(rank), 18, 23, 27, 22, col))
    out.append(pip(suit, 18, 49, 18))
    size = {2: 30, 3: 27, 4: 28, 5: 26, 6: 25, 7: 23, 8: 22, 9: 21}[rank]
    for cx, ry in LAYOUT[rank]:
        x = 45 + cx * 20.5
        y = 22 + ry * 14.3
        out.append(pip(suit, x, y, size, angle=180 if ry > 3 else 0))
    return out


def ace_face(suit):
    col = COLOURS[suit]
    out = card()
    out += grown(ace_art(suit, col))
    return out


def ace_art(suit, col):
    out = []
    out.append(rect(14, 12, 72, 106, rx=5, fill="none", stroke=GOLD,
                    stroke_width=2.4))
    out.append(pip(suit, 50, 72, 64))
    out.append(glyph("A", 50, 30, 30, 40, col))
    return out


def crown(cx, cy, w, fill=GOLD):
    h = w * 0.6
    x0, x1 = cx - w / 2, cx + w / 2
    y0, y1 = cy - h / 2, cy + h / 2
    pts = [(x0, y1), (x0 - w * 0.04, y0), (cx - w * 0.25, y0 + h * 0.45),
           (cx, y0 - h * 0.15), (cx + w * 0.25, y0 + h * 0.45),
           (x1 + w * 0.04, y0), (x1, y1)]
    out = [poly(pts, fill=fill, stroke=GOLD_D, stroke_width=2,
                stroke_linejoin="round"),
           rect(x0, y1 - h * 0.22, w, h * 0.22, fill=GOLD_D)]
    for x, y in (pts[1], pts[3], pts[5]):
        out.append(circle(x, y, w * 0.07, fill=GOLD, stroke=GOLD_D,
                          stroke_width=1.4))
    return out


def king_face(suit):
    col = COLOURS[suit]
    out = card("#fff6d8")
    out += grown(king_art(suit, col))
    return out


def king_art(suit, col):
    out = []
    out.append(rect(14, 12, 72, 106, rx=5, fill="none", stroke=col,
                    stroke_width=2.4))
    out += crown(50, 31, 50)
    out.append(glyph("K", 50, 72, 40, 50, col))
    out.append(pip(suit, 50, 106, 18))
    return out


def joker_face():
    return card() + grown(joker_art())


def joker_art():
    out = []
    # jester's hat: three floppy points with bells
    hat = ("M24 66 Q16 44 10 40 Q26 36 34 50 Q36 28 50 14 Q64 28 66 50 "
           "Q74 36 90 40 Q84 44 76 66Z")
    out.append(path(hat, fill="#7a3fa8", stroke=INK, stroke_width=2.2,
                    stroke_linejoin="round"))
    out.append(path("M50 14 Q64 28 66 50 L76 66 L50 66Z", fill=RED))
    out.append(path(hat, fill="none", stroke=INK, stroke_width=2.2,
                    stroke_linejoin="round"))
    out.append(rect(22, 64, 56, 10, rx=4, fill=GOLD, stroke=INK, stroke_width=2))
    for x, y in ((10, 40), (50, 13), (90, 40)):
        out.append(circle(x, y, 5.5, fill=GOLD, stroke=INK, stroke_width=1.8))
    # a big five-pointed star
    pts = [polar(50, 98, 20 if k % 2 == 0 else 8.5, -90 + k * 36)
           for k in range(10)]
    out.append(poly(pts, fill=INK))
    return out


def clip(seg, xmin, ymin, xmax, ymax):
    """Liang-Barsky: the part of segment (x0, y0, x1, y1) inside the box."""
    x0, y0, x1, y1 = seg
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - xmin), (dx, xmax - x0), (-dy, y0 - ymin),
                 (dy, ymax - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def back_face():
    return card() + grown(back_art())


def back_art():
    out = []
    out.append(rect(15, 13, 70, 104, rx=4, fill=RED))
    # diamond lattice, each line clipped to the red panel
    for k in range(-6, 10):
        x = 15 + k * 12
        for seg in ((x, 13, x + 72.8, 117), (x + 72.8, 13, x, 117)):
            c = clip(seg, 15, 13, 85, 117)
            if c:
                out.append(line(*c, stroke="#f6c0c4", stroke_width=1.6))
    out.append(rect(15, 13, 70, 104, rx=2, fill="none", stroke=RED, stroke_width=2))
    out.append(circle(50, 65, 17, fill=CARD, stroke=RED, stroke_width=3))
    out.append(pip("hearts", 50, 66, 18, fill=RED))
    return out


def faces():
    i = 0
    for suit in SUITS:
        for rank in range(2, 10):
            yield (i, "%s-%d" % (suit, rank), "%d of %s" % (rank, suit.capitalize()),
                   number_face(rank, suit))
            i += 1
    yield i, "joker", "Joker", joker_face()
    i += 1
    yield i, "back", "Card Back", back_face()
    i += 1
    for suit in SUITS:
        yield i, "ace-" + suit, "Ace of %s (ace)" % suit.capitalize(), ace_face(suit)
        i += 1
    for suit in SUITS:
        yield i, "king-" + suit, "King of %s (king)" % suit.capitalize(), king_face(suit)
        i += 1


def main():
    rc = write_tileset(OUT, "Playing Cards", faces(), ("aces", "kings"))
    # the card is the whole tile top: drawn without the ivory margin
    with open(os.path.join(OUT, "tileset.txt"), "a", encoding="utf-8", newline="\n") as fh:
        fh.write("bleed: yes\n")
    return rc


if __name__ == "__main__":
    sys.exit(main())
