"""Share of the window width and height the LinkSame board's tiles cover (issue
20: KShisen uses about 95% of the width at 1280x800; issue 39: about 78% at
1920x1080 with its 18 x 8 board). Usage:
  python3 bench/ux_board_fill.py build/pagoda [WxH ...] [--boards] [--peer SHOT.png ...]
--boards measures the Easy and Hard boards too (Normal, 14 x 8, is the default);
--peer measures screenshots of another game (KShisen under Xvfb) the same way.
Tiles are found by their ivory; the top 8% of the window (the top bar) is left out,
and of a peer's screenshot only the middle rows (30% to 70%) are looked at."""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e"))
from pagoda_e2e import png_pixels  # noqa: E402


def extent(path, top=0.08, bottom=1.0):
    w, h, ch, rows = png_pixels(path)
    xs, ys = [], []
    for y in range(int(h * top), int(h * bottom), 2):
        row = rows[y]
        for x in range(0, w, 2):
            r, g, b = row[x * ch], row[x * ch + 1], row[x * ch + 2]
            if r > 200 and g > 190 and b > 150:  # tile ivory
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs)) / w, (max(ys) - min(ys)) / h


args = sys.argv[1:]
peers = []
if "--peer" in args:
    peers = args[args.index("--peer") + 1:]
    args = args[:args.index("--peer")]
boards = ["normal"]
if "--boards" in args:
    args.remove("--boards")
    boards = ["easy", "normal", "hard"]
binary = args[0]
sizes = args[1:] or ["1280x800", "1280x720", "1920x1080"]
with tempfile.TemporaryDirectory() as tmp:
    env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_CACHE_HOME=tmp)
    prefs = os.path.join(tmp, "Pagoda", "pagoda")
    os.makedirs(prefs, exist_ok=True)
    for board in boards:
        with open(os.path.join(prefs, "settings.txt"), "w") as f:
            f.write(f"pagoda-settings 1\nlinksame_size = {['easy', 'normal', 'hard'].index(board)}\n")
        for size in sizes:
            shot = os.path.join(tmp, size + ".png")
            subprocess.run([binary, "--headless", "--size", size, "--game", "linksame", "--seed", "5", "--frames", "3",
                            "--screenshot", shot], env=env, check=True, capture_output=True)
            fw, fh = extent(shot)
            print(f"{board} {size}: tiles span {fw * 100:.1f}% of the width, {fh * 100:.1f}% of the height")
for shot in peers:  # a peer's menus, toolbar and status bar are light grey: its middle rows only
    fw, _ = extent(shot, 0.3, 0.7)
    print(f"{os.path.basename(shot)}: tiles span {fw * 100:.1f}% of the width")
