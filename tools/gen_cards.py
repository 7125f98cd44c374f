#!/usr/bin/python3
"""Generate Pagoda's 52-card deck and card back for the card games.

Run from the repository root with the system Python (it needs python3-fonttools
and the Debian package fonts-lato):

    /usr/bin/python3 tools/gen_cards.py

Writes assets/cards/<RANK><SUIT>.svg (ranks A 2 3 4 5 6 7 8 9 T J Q K, suits
S H D C; e.g. AS.svg, TH.svg, KC.svg) and back.svg.  Output is deterministic;
it is committed, so the game never runs this script.  See assets/cards/README.md.

Unlike the tilesets these are whole cards: viewBox 0 0 100 140 (poker
proportion), a rounded white card with a border, rank and suit indices in the
top-left and (turned) bottom-right corners, the standard pip arrangement for
2..10, a large pip for the ace and a framed, ornamented letter with a headdress
for J, Q and K.  Same nanosvg-safe subset as the tilesets; the rank characters
are Lato Black outlines (SIL OFL 1.1) and the suit pips are the ones of
tools/gen_tileset_cards.py.  Sized to stay readable at 60 px wide.
"""

import os
import sys

from fontTools.pens.boundsPen import BoundsPen

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_tileset_classic import _PathPen, circle, f, line, path, poly, rect  # noqa: E402
from gen_tileset_cards import PIPS, _lato, clip  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "cards")

W, H = 100, 140
INK = "#1c1a20"
RED = "#c8141e"
BORDER = "#4a4650"
GOLD = "#e0a21b"
TINT = "#fbf1da"
BACK = "#1f4e9c"
BACK_L = "#7fa4e0"

SUITS = {"S": ("spades", INK), "H": ("hearts", RED), "D": ("diamonds", RED),
         "C": ("clubs", INK)}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]
LABEL = {"T": "10"}


def svg(items):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="140" '
            'viewBox="0 0 100 140">' + "".join(items) + "</svg>\n")


def text(s, cx, cy, cap_h, fill, max_w=None, transform=None):
    """String `s` as one <path> of Lato Black outlines, capitals cap_h tall,
    centred on (cx, cy) by the ink box (squeezed to max_w if given)."""
    ft = _lato()
    gs = ft.getGlyphSet()
    cmap = ft.getBestCmap()
    k = cap_h / ft["OS/2"].sCapHeight
    # ink box of the laid-out string, in font units
    x = 0
    boxes = []
    for ch in s:
        name = cmap[ord(ch)]
        bp = BoundsPen(gs)
        gs[name].draw(bp)
        x0, y0, x1, y1 = bp.bounds
        boxes.append((name, x, (x + x0, y0, x + x1, y1)))
        x += gs[name].width - (40 if len(s) > 1 else 0)
    bx0 = min(b[2][0] for b in boxes)
    bx1 = max(b[2][2] for b in boxes)
    by0 = min(b[2][1] for b in boxes)
    by1 = max(b[2][3] for b in boxes)
    kx = k
    if max_w and (bx1 - bx0) * k > max_w:
        kx = max_w / (bx1 - bx0)
    mx, my = (bx0 + bx1) / 2.0, (by0 + by1) / 2.0
    d = []
    for name, off, _ in boxes:
        pen = _PathPen(gs, (kx, 0, 0, -k, cx - kx * (mx - off), cy + k * my))
        gs[name].draw(pen)
        d.append(pen.data())
    t = ' transform="%s"' % transform if transform else ""
    return '<path fill="%s" d="%s"%s/>' % (fill, "".join(d), t)


def pip(suit, cx, cy, size, fill, flip=False):
    s = size / 100.0
    t = "translate(%s %s) scale(%s)" % (f(cx - size / 2), f(cy - size / 2),
                                        ("%.3f" % s).rstrip("0"))
    if flip:
        t = "rotate(180 %s %s) " % (f(cx), f(cy)) + t
    return '<path transform="%s" fill="%s" d="%s"/>' % (t, fill, PIPS[suit])


def blank():
    return [rect(1, 1, 98, 138, rx=7, fill="#ffffff", stroke=BORDER,
                 stroke_width=1.4)]


def indices(rank, suit, col):
    lab = LABEL.get(rank, rank)
    out = []
    for flip in (False, True):
        t = "rotate(180 50 70)" if flip else None
        g = [text(lab, 10.5, 14, 15, col, max_w=14),
             pip(suit, 10.5, 30, 11, col)]
        if t:
            out.append('<g transform="%s">%s</g>' % (t, "".join(g)))
        else:
            out += g
    return out


# pip layouts: (x, y) in the 100 x 140 card; the lower half is turned
L, M, R = 32, 50, 68
Y = [28, 55, 85, 112]          # four rows for 9 and 10
T, C, B = 28, 70, 112          # top, centre, bottom
LAYOUT = {
    "2": [(M, T), (M, B)],
    "3": [(M, T), (M, C), (M, B)],
    "4": [(L, T), (R, T), (L, B), (R, B)],
    "5": [(L, T), (R, T), (M, C), (L, B), (R, B)],
    "6": [(L, T), (R, T), (L, C), (R, C), (L, B), (R, B)],
    "7": [(L, T), (R, T), (M, 49), (L, C), (R, C), (L, B), (R, B)],
    "8": [(L, T), (R, T), (M, 49), (L, C), (R, C), (M, 91), (L, B), (R, B)],
    "9": [(L, Y[0]), (R, Y[0]), (L, Y[1]), (R, Y[1]), (M, C), (L, Y[2]),
          (R, Y[2]), (L, Y[3]), (R, Y[3])],
    "T": [(L, Y[0]), (R, Y[0]), (M, 41.5), (L, Y[1]), (R, Y[1]), (L, Y[2]),
          (R, Y[2]), (M, 98.5), (L, Y[3]), (R, Y[3])],
}


def number_card(rank, suit, col):
    out = blank() + indices(rank, suit, col)
    for x, y in LAYOUT[rank]:
        out.append(pip(suit, x, y, 19, col, flip=y > C))
    return out


def ace_card(suit, col):
    out = blank() + indices("A", suit, col)
    if suit == "spades":
        out.append(circle(50, 70, 31, fill="none", stroke=GOLD, stroke_width=2.4))
        out.append(circle(50, 70, 34, fill="none", stroke=INK, stroke_width=1))
        out.append(pip(suit, 50, 70, 46, col))
    else:
        out.append(pip(suit, 50, 70, 40, col))
    return out


def headdress(rank, col):
    """Crown (K), tiara (Q) or feathered cap (J), sitting on y = 52."""
    if rank == "K":
        pts = [(32, 52), (30, 30), (40, 40), (50, 24), (60, 40), (70, 30), (68, 52)]
        out = [poly(pts, fill=GOLD, stroke=INK, stroke_width=1.6,
                    stroke_linejoin="round")]
        for x, y in ((30, 30), (50, 24), (70, 30)):
            out.append(circle(x, y, 2.6, fill=col, stroke=INK, stroke_width=1))
        out.append(rect(32, 47, 36, 5, fill=col, stroke=INK, stroke_width=1.2))
        return out
    if rank == "Q":
        out = [path("M30 52 Q32 38 40 40 Q44 28 50 28 Q56 28 60 40 Q68 38 70 52Z",
                    fill=GOLD, stroke=INK, stroke_width=1.6, stroke_linejoin="round")]
        for x, y in ((40, 40), (50, 30), (60, 40)):
            out.append(circle(x, y, 2.8, fill="#ffffff", stroke=INK, stroke_width=1))
        out.append(circle(50, 45, 3.2, fill=col, stroke=INK, stroke_width=1))
        return out
    return [path("M30 52 Q30 36 50 36 Q70 36 70 52Z", fill=col, stroke=INK,
                 stroke_width=1.6),
            rect(29, 48, 42, 5, rx=2, fill=GOLD, stroke=INK, stroke_width=1.2),
            path("M58 40 Q70 22 78 20 Q72 32 62 44Z", fill="#ffffff", stroke=INK,
                 stroke_width=1.4, stroke_linejoin="round")]


def court_card(rank, suit, col):
    out = blank() + indices(rank, suit, col)
    out += [rect(20, 16, 60, 108, rx=4, fill=TINT, stroke=col, stroke_width=2),
            rect(23, 19, 54, 102, rx=3, fill="none", stroke=GOLD, stroke_width=1.2)]
    out += headdress(rank, col)
    out.append(text(rank, 50, 80, 38, col))
    # ornament: a pip below and small pips in the frame corners
    out.append(pip(suit, 50, 110, 13, col))
    for x, y, fl in ((27, 26, False), (73, 26, False), (27, 114, True), (73, 114, True)):
        out.append(pip(suit, x, y, 6, col, flip=fl))
    out += [line(30, 100, 70, 100, stroke=GOLD, stroke_width=1.6),
            line(34, 59, 66, 59, stroke=GOLD, stroke_width=1.6)]
    return out


def back_card():
    out = blank()
    x0, y0, x1, y1 = 8, 8, 92, 132
    out.append(rect(x0, y0, x1 - x0, y1 - y0, rx=4, fill=BACK))
    step = 10
    for k in range(-14, 14):
        x = x0 + k * step
        for seg in ((x, y0, x + (y1 - y0), y1), (x + (y1 - y0), y0, x, y1)):
            c = clip(seg, x0, y0, x1, y1)
            if c:
                out.append(line(*c, stroke=BACK_L, stroke_width=1.4))
    out += [rect(x0, y0, x1 - x0, y1 - y0, rx=4, fill="none", stroke="#ffffff",
                 stroke_width=2.4),
            rect(x0 + 3, y0 + 3, x1 - x0 - 6, y1 - y0 - 6, rx=3, fill="none",
                 stroke=GOLD, stroke_width=1.2),
            circle(50, 70, 20, fill=BACK, stroke="#ffffff", stroke_width=2.4),
            circle(50, 70, 16, fill="none", stroke=GOLD, stroke_width=1.4)]
    # a small pagoda roof silhouette in the medallion
    out += [path("M36 66 L50 56 L64 66 Q56 64 50 64 Q44 64 36 66Z", fill="#ffffff"),
            rect(43, 66, 14, 6, fill="#ffffff"),
            path("M38 77 L50 70 L62 77 Q56 75.5 50 75.5 Q44 75.5 38 77Z", fill="#ffffff"),
            rect(44, 77, 12, 6, fill="#ffffff")]
    return out


def cards():
    for s, (suit, col) in SUITS.items():
        for r in RANKS:
            if r == "A":
                items = ace_card(suit, col)
            elif r in "JQK":
                items = court_card(r, suit, col)
            else:
                items = number_card(r, suit, col)
            yield r + s, items
    yield "back", back_card()


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    os.makedirs(out, exist_ok=True)
    n = 0
    for name, items in cards():
        with open(os.path.join(out, name + ".svg"), "w", encoding="utf-8",
                  newline="\n") as fh:
            fh.write(svg(items))
        n += 1
    assert n == 53, n
    print("wrote %d cards to %s" % (n, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
