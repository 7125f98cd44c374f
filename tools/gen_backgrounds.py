#!/usr/bin/python3
"""Generate Pagoda's table backgrounds (issue 21).

Run from the repository root with the system Python (standard library only):

    /usr/bin/python3 tools/gen_backgrounds.py

Writes assets/backgrounds/{cloth,wood,stone,lacquer,night}.png: seamless
512 x 512 greyscale textures (8-bit PNG). The engine (src/engine/gfx.c) tiles
one at the screen's own pixel size, so it stays crisp at 4K, maps its grey
levels onto the theme's two colours and adds the vignette, once per window
size; a frame costs one copy of that texture, as with the plain jade table.
Output is deterministic (fixed seeds); it is committed, so the game never runs
this script.

  cloth    green baize: a fine basket weave over a soft felt mottle
  wood     oak planks: grain lines that wander, plank seams and end joints
  stone    slate: many octaves of mottle with a few pale veins
  lacquer  red lacquer: nearly smooth, a slow sheen and rare gold flecks
  night    the dark theme: a deep blue-black with a faint grain
"""

import math
import os
import random
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "backgrounds")
N = 512


def smooth(t):
    return t * t * (3 - 2 * t)


def value_noise(cells, seed):
    """Periodic value noise over N x N pixels on a cells x cells lattice."""
    rnd = random.Random(seed)
    lat = [[rnd.random() for _ in range(cells)] for _ in range(cells)]
    step = N / cells
    xs = []
    for x in range(N):
        fx = x / step
        i = int(fx)
        xs.append((i % cells, (i + 1) % cells, smooth(fx - i)))
    out = []
    for y in range(N):
        fy = y / step
        j = int(fy)
        r0, r1, ty = lat[j % cells], lat[(j + 1) % cells], smooth(fy - j)
        row = []
        for i0, i1, tx in xs:
            a = r0[i0] + (r0[i1] - r0[i0]) * tx
            b = r1[i0] + (r1[i1] - r1[i0]) * tx
            row.append(a + (b - a) * ty)
        out.append(row)
    return out


def fbm(cells, octaves, seed, gain=0.5):
    total = [[0.0] * N for _ in range(N)]
    amp, norm = 1.0, 0.0
    for k in range(octaves):
        layer = value_noise(cells << k, seed * 31 + k)
        for y in range(N):
            t, l = total[y], layer[y]
            for x in range(N):
                t[x] += amp * l[x]
        norm += amp
        amp *= gain
    return [[v / norm for v in row] for row in total]


def grain(seed, amount):
    rnd = random.Random(seed)
    return [[(rnd.random() - 0.5) * amount for _ in range(N)] for _ in range(N)]


def cloth():
    felt = fbm(8, 3, 11)
    fine = grain(12, 0.10)
    img = []
    for y in range(N):
        row = []
        for x in range(N):
            # a basket weave two threads wide
            over = ((x >> 1) + (y >> 1)) & 1
            thread = 0.5 + 0.5 * math.sin(math.pi * ((x if over else y) % 2 + 0.5) / 2)
            v = 0.50 + 0.30 * (felt[y][x] - 0.5) + 0.05 * (thread - 0.5) + fine[y][x]
            row.append(v)
        img.append(row)
    return img


def wood():
    warp = fbm(4, 4, 21)
    fine = grain(22, 0.04)
    rnd = random.Random(23)
    planks = 4
    ph = N // planks
    phase = [rnd.random() * 10 for _ in range(planks)]
    tone = [rnd.uniform(-0.08, 0.08) for _ in range(planks)]
    joint = [rnd.randrange(N) for _ in range(planks)]
    img = []
    for y in range(N):
        p = y // ph
        py = y % ph
        row = []
        for x in range(N):
            # grain: rings stretched along the plank, bent by the warp noise
            u = 2 * math.pi * (3 * x / N) + 9 * warp[(y * 3) % N][x] + phase[p] + py * 0.21
            ring = 0.5 + 0.5 * math.sin(u)
            ring = ring ** 3
            v = 0.52 + tone[p] + 0.22 * (warp[y][x] - 0.5) + 0.20 * ring + fine[y][x]
            if py < 2 or abs(x - joint[p]) < 1.5:  # seams between planks
                v = 0.12
            elif py < 4:
                v *= 0.8
            row.append(v)
        img.append(row)
    return img


def stone():
    base = fbm(4, 6, 31)
    vein = fbm(2, 4, 32)
    fine = grain(33, 0.06)
    img = []
    for y in range(N):
        row = []
        for x in range(N):
            s = math.sin(2 * math.pi * (x / N + 2 * y / N) + 9 * vein[y][x])
            v = 0.48 + 0.55 * (base[y][x] - 0.5) + 0.18 * max(0.0, 1 - abs(s) * 7) + fine[y][x]
            row.append(v)
        img.append(row)
    return img


def lacquer():
    sheen = fbm(2, 3, 41)
    fine = grain(42, 0.025)
    rnd = random.Random(43)
    img = [[0.45 + 0.25 * (sheen[y][x] - 0.5) + fine[y][x] for x in range(N)] for y in range(N)]
    for _ in range(260):  # rare gold flecks
        x, y = rnd.randrange(N), rnd.randrange(N)
        img[y][x] = 0.95
    return img


def night():
    base = fbm(6, 4, 51)
    fine = grain(52, 0.05)
    return [[0.45 + 0.4 * (base[y][x] - 0.5) + fine[y][x] for x in range(N)] for y in range(N)]


def write_png(path, img):
    raw = bytearray()
    for row in img:
        raw.append(0)
        raw.extend(max(0, min(255, int(v * 255 + 0.5))) for v in row)

    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 0, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as fh:
        fh.write(png)


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, fn in (("cloth", cloth), ("wood", wood), ("stone", stone),
                     ("lacquer", lacquer), ("night", night)):
        path = os.path.join(OUT, name + ".png")
        write_png(path, fn())
        print("wrote %s (%d bytes)" % (os.path.relpath(path, ROOT), os.path.getsize(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
