"""LinkSame's board fills a wide window (issue 39): at 1920x1080 its tiles span
at least 75% of the width (KShisen's 18 x 8 board spans about 77%; LinkSame's
14 x 8 one spanned 61%, held by the window's height in Mahjong's tall tiles),
and at every size, 640x400 to 3840x2160 and portrait, the whole board is on
screen below the top bar. Tiles are found on the screenshot by their ivory
(bench/ux_board_fill.py measures the same way, for every board size)."""

from pagoda_e2e import Pagoda, png_pixels

WIDE = {"1280x720": 0.75, "1920x1080": 0.75, "3840x2160": 0.75}


def ivory_box(path, below):
    w, h, ch, rows = png_pixels(path)
    x0, y0, x1, y1 = w, h, -1, -1
    for y in range(below, h):
        row = rows[y]
        for x in range(0, w, 2 if w > 2000 else 1):
            r, g, b = row[x * ch], row[x * ch + 1], row[x * ch + 2]
            if r > 200 and g > 190 and b > 150:
                x0, x1 = min(x0, x), max(x1, x)
                y0, y1 = min(y0, y), max(y1, y)
    return x0, y0, x1, y1


t = Pagoda()
for size in ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160"):
    W, H = map(int, size.split("x"))
    st, shot, _ = t.run(["--game", "linksame", "--seed", "5", "--frames", "3"], size=size)
    layout = (st or {}).get("screen")
    t.check(layout is not None, f"{size}: the layout is traced")
    if not layout:
        continue
    hud = [x["rect"] for x in layout["texts"] if x["in"] == "hud"] + [b["rect"] for b in layout["buttons"]]
    hud_bottom = max(r[1] + r[3] for r in hud)
    x0, y0, x1, y1 = ivory_box(shot, hud_bottom)
    t.check(x1 > x0 and y1 > y0, f"{size}: tiles are drawn")
    t.check(x0 > 0 and x1 < W - 1 and y1 < H - 1 and y0 > hud_bottom,
            f"{size}: the board ({x0},{y0})-({x1},{y1}) is inside the window, below the top bar (y {hud_bottom})")
    if size in WIDE:
        share = (x1 - x0 + 1) / W
        t.check(share >= WIDE[size], f"{size}: the tiles span {share:.1%} of the width, at least {WIDE[size]:.0%}")
t.done()
