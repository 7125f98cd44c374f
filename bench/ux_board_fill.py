"""Share of the window width and height the LinkSame board's tiles cover (issue
20: KShisen uses about 95% of the width at 1280x800). Usage:
  python3 bench/ux_board_fill.py build/pagoda [WxH ...]"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e"))
from pagoda_e2e import png_pixels  # noqa: E402


def extent(path):
    w, h, ch, rows = png_pixels(path)
    xs, ys = [], []
    top = int(h * 0.08)  # below the HUD
    for y in range(top, h, 2):
        row = rows[y]
        for x in range(0, w, 2):
            r, g, b = row[x * ch], row[x * ch + 1], row[x * ch + 2]
            if r > 200 and g > 190 and b > 150:  # tile ivory
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs)) / w, (max(ys) - min(ys)) / h


binary = sys.argv[1]
sizes = sys.argv[2:] or ["1280x800", "1280x720", "1920x1080"]
with tempfile.TemporaryDirectory() as tmp:
    env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_CACHE_HOME=tmp)
    for size in sizes:
        shot = os.path.join(tmp, size + ".png")
        subprocess.run([binary, "--headless", "--size", size, "--game", "linksame", "--seed", "5", "--frames", "3",
                        "--screenshot", shot], env=env, check=True, capture_output=True)
        fw, fh = extent(shot)
        print(f"{size}: tiles span {fw * 100:.1f}% of the width, {fh * 100:.1f}% of the height")
