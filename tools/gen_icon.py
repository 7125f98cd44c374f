#!/usr/bin/python3
"""Generate Pagoda's application icon.

Run from the repository root:

    /usr/bin/python3 tools/gen_icon.py

It needs rsvg-convert (Debian package librsvg2-bin; `tools/bootstrap.sh package`
installs it).  Writes, deterministically:

    packaging/icons/io.github.pagoda.Pagoda.svg        the scalable icon
    packaging/icons/<N>/io.github.pagoda.Pagoda.png    N = 16 .. 512

The output is committed, so neither the build nor the Debian package runs this.

Two drawings of the same idea, a mahjong tile (ivory face, green back) showing a
red pagoda: the large one is a stack of two tiles with a three-tier pagoda; the
small one (used up to 32 px) is a single tile with a two-tier pagoda drawn as
16x16 pixel art, so at 16 and 32 px its edges fall on whole pixels and stay sharp.
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "packaging", "icons")
APP_ID = "io.github.pagoda.Pagoda"
SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]
SMALL_MAX = 32  # sizes up to this use the small drawing

IVORY = "#fbf3df"
IVORY_D = "#e6d6b2"
GREEN = "#1f7a4a"
GREEN_D = "#12502f"
EDGE = "#4a3622"
RED = "#c0282e"
RED_D = "#7c1a1e"
GOLD = "#e0a82e"


def f(v):
    """Short, stable number formatting."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return s if s != "-0" else "0"


def rect(x, y, w, h, r, fill, stroke=None, sw=0):
    s = f' stroke="{stroke}" stroke-width="{f(sw)}"' if stroke else ""
    return (f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(r)}" '
            f'fill="{fill}"{s}/>')


def poly(points, fill):
    pts = " ".join(f"{f(x)},{f(y)}" for x, y in points)
    return f'<polygon points="{pts}" fill="{fill}"/>'


def path(d, fill):
    return f'<path d="{d}" fill="{fill}"/>'


def svg(size, body, title):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
            f'viewBox="0 0 {size} {size}">\n<title>{title}</title>\n'
            + "\n".join(body) + "\n</svg>\n")


def tile(x, y, w, h, depth, r):
    """A tile whose face's top-left corner is (x, y); the green back shows
    `depth` units to the right and below."""
    return [
        rect(x + depth, y + depth, w, h, r, GREEN_D),
        rect(x + depth * 0.5, y + depth * 0.5, w, h, r, GREEN),
        rect(x, y, w, h, r, IVORY, EDGE, max(1.0, w / 36)),
        rect(x + w * 0.08, y + h * 0.06, w * 0.84, h * 0.88, r * 0.6, "none", IVORY_D, w / 48),
    ]


def roof(cx, y, top_w, bottom_w, h, curl):
    """A roof tier: a trapezoid whose lower corners curl up into eaves."""
    t0, t1 = cx - top_w / 2, cx + top_w / 2
    b0, b1 = cx - bottom_w / 2, cx + bottom_w / 2
    yb = y + h
    d = (f"M{f(t0)},{f(y)} L{f(t1)},{f(y)} "
         f"Q{f(t1 + (b1 - t1) * 0.55)},{f(yb - h * 0.15)} {f(b1)},{f(yb - curl)} "
         f"L{f(b1 - curl)},{f(yb)} L{f(b0 + curl)},{f(yb)} L{f(b0)},{f(yb - curl)} "
         f"Q{f(t0 - (t0 - b0) * 0.55)},{f(yb - h * 0.15)} {f(t0)},{f(y)} Z")
    return path(d, RED)


def large():
    """128-unit drawing: two stacked tiles, a three-tier pagoda on the front one."""
    body = []
    body += tile(44, 6, 66, 88, 7, 9)    # the tile underneath, up and to the right
    body += tile(16, 26, 70, 94, 7, 9)   # the front tile: face 16..86 x 26..120
    cx = 51
    body.append(rect(cx - 1.6, 34, 3.2, 10, 1.2, GOLD))          # spire
    body.append(rect(cx - 3.5, 40, 7, 3, 1, GOLD))
    tiers = [(43, 10, 30, 10), (62, 16, 42, 11), (83, 22, 56, 12)]  # y, top w, bottom w, h
    walls = [(53, 18, 9), (73, 28, 10)]                            # y, w, h
    for (wy, ww, wh) in walls:
        body.append(rect(cx - ww / 2, wy, ww, wh, 0, RED_D))
        body.append(rect(cx - 2.5, wy + wh * 0.35, 5, wh * 0.65, 1, GOLD))  # a door
    for (ty, tw, bw, th) in tiers:
        body.append(roof(cx, ty, tw, bw, th, 3))
    body.append(rect(cx - 20, 95, 40, 10, 0, RED_D))               # ground floor
    body.append(rect(cx - 4, 98, 8, 7, 1.5, GOLD))
    body.append(rect(cx - 28, 105, 56, 5, 1.5, EDGE))              # base
    return svg(128, body, "Pagoda")


def small():
    """16-unit pixel drawing (whole pixels at 16 and 32 px): one tile, its green
    back two pixels right and below, a two-tier pagoda."""
    def px(x0, x1, y0, y1, fill):  # the pixels x0..x1, y0..y1 inclusive
        return rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, 0, fill)
    body = [
        rect(3, 2, 12, 14, 1.5, GREEN),
        rect(1, 0, 12, 14, 1.5, EDGE),
        px(2, 11, 1, 12, IVORY),
        px(6, 7, 2, 2, RED_D),        # spire
        px(5, 8, 3, 3, RED),          # upper roof
        px(3, 10, 4, 4, RED),
        px(5, 8, 5, 5, RED_D),
        px(4, 9, 6, 6, RED),          # lower roof
        px(2, 11, 7, 7, RED),
        px(4, 9, 8, 10, RED_D),
        px(6, 7, 9, 10, GOLD),        # door
        px(3, 10, 11, 11, EDGE),      # base
    ]
    return svg(16, body, "Pagoda")


def main():
    os.makedirs(OUT, exist_ok=True)
    big_path = os.path.join(OUT, APP_ID + ".svg")
    with open(big_path, "w") as fh:
        fh.write(large())
    small_path = os.path.join(OUT, "small.svg")
    with open(small_path, "w") as fh:
        fh.write(small())
    for n in SIZES:
        d = os.path.join(OUT, str(n))
        os.makedirs(d, exist_ok=True)
        src = small_path if n <= SMALL_MAX else big_path
        out = os.path.join(d, APP_ID + ".png")
        try:
            subprocess.run(["rsvg-convert", "-w", str(n), "-h", str(n), "-o", out, src], check=True)
        except FileNotFoundError:
            sys.exit("gen_icon: rsvg-convert not found (Debian package librsvg2-bin)")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
