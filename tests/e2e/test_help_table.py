"""The controls table stays inside its panel on the smallest screen (1024x600):
a table wider than three quarters of the window widens the panel (the gamepad
column's "(X) erases" used to run over the right border)."""

from pagoda_e2e import Pagoda, png_pixels

t = Pagoda()
# F1 then Left: the Controls page, the last one
_, shot, _ = t.run(["--game", "shamrocks", "--seed", "1"], "key F1\nwait 2\nkey Left\nwait 2\n", size="1024x600")
w, h, ch, rows = png_pixels(shot)


def px(x, y):
    r = rows[y]
    return r[x * ch], r[x * ch + 1], r[x * ch + 2]


def gold(p):  # the panel's border
    return p[0] > 150 and p[1] > 120 and p[2] < 120 and p[0] - p[2] > 80


def text(p):  # light grey or white lettering
    return min(p) > 150 and max(p) - min(p) < 40


mid = h // 2
right = max((x for x in range(w // 2, w) if gold(px(x, mid))), default=None)
t.check(right is not None, "the help panel's right border is found")
if right is not None:
    spill = [(x, y) for y in range(60, h - 60) for x in range(right + 1, w) if text(px(x, y))]
    t.check(not spill, f"no lettering right of the panel (border at x={right}): {spill[:5]}")
t.done()
