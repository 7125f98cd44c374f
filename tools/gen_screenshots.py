#!/usr/bin/python3
"""Make the screenshots shown in software centres (AppStream metainfo).

Run from the repository root after a build:

    python3 tools/gen_screenshots.py [build/pagoda]

Each shot is a headless run of the real binary (`--headless --screenshot`) with
a fixed game and deal, so the output is reproducible.  The PNGs are written
again as opaque RGB with the best row filters and zlib level 9 (about a fifth
smaller than the game's own RGBA files), to packaging/screenshots/, which is
committed and listed in packaging/io.github.pagoda.Pagoda.metainfo.xml.
To add a game, add a row to SHOTS and a <screenshot> to the metainfo.
"""

import os
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "e2e"))
from pagoda_e2e import png_pixels  # noqa: E402

OUT = os.path.join(ROOT, "packaging", "screenshots")
SIZE = "960x540"  # 16:9, wide enough for software centres, small to store

# name, arguments
SHOTS = [
    ("mahjong", ["--game", "mahjong", "--layout", "turtle", "--seed", "7"]),
    ("linksame", ["--game", "linksame", "--seed", "7"]),
]


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def filtered(line, prev, ch):
    """The row under the filter (0..4) whose output has the smallest sum of
    absolute values, the usual libpng heuristic."""
    best = None
    for f in range(5):
        out = bytearray([f])
        for x, v in enumerate(line):
            a = line[x - ch] if x >= ch else 0
            b = prev[x]
            c = prev[x - ch] if x >= ch else 0
            pred = (0, a, b, (a + b) // 2, paeth(a, b, c))[f]
            out.append((v - pred) & 255)
        cost = sum(v if v < 128 else 256 - v for v in out[1:])
        if best is None or cost < best[0]:
            best = (cost, out)
    return best[1]


def write_rgb_png(path, w, h, ch, rows):
    raw = bytearray()
    prev = bytes(w * 3)
    for row in rows:
        rgb = row if ch == 3 else bytes(v for i, v in enumerate(row) if i % 4 != 3)
        raw += filtered(rgb, prev, 3)
        prev = rgb

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(bytes(raw), 9)))
        f.write(chunk(b"IEND", b""))


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "pagoda")
    os.makedirs(OUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(tmp, "xdg"))  # a fresh player
        env.pop("PAGODA_DATA_DIR", None)
        for name, args in SHOTS:
            shot = os.path.join(tmp, name + ".png")
            subprocess.run([binary, "--headless", "--size", SIZE, "--frames", "3",
                            "--screenshot", shot] + args, env=env, check=True)
            w, h, ch, rows = png_pixels(shot)
            out = os.path.join(OUT, name + ".png")
            write_rgb_png(out, w, h, ch, rows)
            print(f"{out}: {w}x{h}, {os.path.getsize(out)} bytes")


if __name__ == "__main__":
    main()
