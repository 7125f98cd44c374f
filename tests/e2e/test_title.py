"""The title screen at sizes from the window's minimum (640x400) to a tall
phone-like 800x1280 and a wide 1920x600: every card and button inside the
window, none over another, each game's name no wider than its card; each
card's picture drawn whole inside its frame (nothing cut at its edges), and
every game with a picture of its own (Shamrocks cards, Stones stones: no two
cards alike). With a game kept, Continue and New game both fit their card
(side by side, or one over the other on narrow cards). Where things went comes
from the title's PAGODA_TRACE lines."""

import re

from pagoda_e2e import Pagoda, matching_free_pair, png_pixels

PICTURE_BG = (24, 84, 74)


class Traced(Pagoda):
    def env(self):
        env = super().env()
        env["PAGODA_TRACE"] = "1"
        return env


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(r, w, h):
    return r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= w and r[1] + r[3] <= h


t = Traced()
runs = [(size, False) for size in ("640x400", "800x1280", "1280x720", "1920x600")]
runs += [("640x400", True), ("1280x720", True)]
for size, kept in runs:
    W, H = map(int, size.split("x"))
    if kept:  # a pair taken in Mahjong: the game is kept, its card gets Continue
        start, _, _ = t.run(["--game", "mahjong", "--seed", "3", "--frames", "1"])
        a, b = matching_free_pair(start)
        t.run(["--game", "mahjong", "--seed", "3"], f"wait 5\nclick tile {a}\nclick tile {b}\nwait 30\n")
        size_kept = size + " (kept)"
    _, shot, proc = t.run(["--frames", "3"], size=size)
    if kept:
        size = size_kept
    cards, buttons = {}, []
    for line in proc.stderr.splitlines():
        m = re.search(r"title card (\S+) (-?\d+) (-?\d+) (\d+) (\d+) picture (-?\d+) (-?\d+) (\d+) (\d+) name (\d+)", line)
        if m:
            v = [int(x) for x in m.groups()[1:]]
            cards[m.group(1)] = (tuple(v[0:4]), tuple(v[4:8]), v[8])
        m = re.search(r"title button (-?\d+) (-?\d+) (\d+) (\d+) label (\d+) (.+)$", line)
        if m:
            buttons.append((tuple(int(x) for x in m.groups()[:4]), m.group(6)))
            t.check(int(m.group(5)) <= int(m.group(3)), f"{size}: the label {m.group(6)} fits its button: {line}")
    small = size.startswith("640x400")  # the window's minimum: no room for a sixth card
    t.check(len(cards) == (5 if small else 6) and ("tournament" in cards) != small and len(buttons) >= 12,
            f"{size}: the title traced its cards (the games', Tournament's but at 640x400) and buttons")
    full = [label for _, label in buttons if label in ("Training", "Competition", "Daily deal")]
    t.check(full == ["Training", "Competition", "Daily deal"] or not size.startswith(("1280x720", "1920x600")),
            f"{size}: Tournament's card shows Training, Competition and Daily deal: {full}")
    t.check(kept == any(label == "Continue" for _, label in buttons), f"{size}: Continue only with a game kept")
    for r, label in buttons:
        t.check(inside(r, W, H), f"{size}: button {label} {r} inside the window")
    for i, (a, la) in enumerate(buttons):
        for b, lb in buttons[i + 1:]:
            t.check(not overlap(a, b), f"{size}: buttons {la} {a} and {lb} {b} apart")
    ids = list(cards)
    for i, g in enumerate(ids):
        card, pic, name_w = cards[g]
        t.check(inside(card, W, H), f"{size}: card {g} {card} inside the window")
        t.check(name_w <= card[2], f"{size}: the name of {g} ({name_w} px) fits its card ({card[2]} px)")
        for h in ids[i + 1:]:
            t.check(not overlap(card, cards[h][0]), f"{size}: cards {g} and {h} apart")
        for r, label in buttons:
            if label not in ("New game", "Continue", "Training", "Competition", "Daily deal"):
                t.check(not overlap(card, r), f"{size}: card {g} clear of button {label}")
            elif overlap(card, r):
                t.check(inside((r[0] - card[0], r[1] - card[1], r[2], r[3]), card[2], card[3]),
                        f"{size}: {label} {r} inside its card {g} {card}")
    w, h, ch, rows = png_pixels(shot)

    def px(x, y):
        return tuple(rows[y][x * ch:x * ch + 3])

    pictures = {}
    for g in ids:
        x, y, pw, ph = cards[g][1]
        if ph == 0:
            continue
        edge = [px(x + k, y) for k in range(pw)] + [px(x + k, y + ph - 1) for k in range(pw)] + \
               [px(x, y + k) for k in range(ph)] + [px(x + pw - 1, y + k) for k in range(ph)]
        t.check(all(p == PICTURE_BG for p in edge),
                f"{size}: {g}'s picture is whole, nothing cut at its edges "
                f"({sum(p != PICTURE_BG for p in edge)} edge pixels drawn)")
        inner = [px(x + i, y + j) for j in range(ph) for i in range(pw)]
        drawn = sum(p != PICTURE_BG for p in inner)
        t.check(drawn > len(inner) // 10, f"{size}: {g}'s picture shows something ({drawn} of {len(inner)})")
        pictures[g] = inner
    for i, g in enumerate(pictures):
        for h in list(pictures)[i + 1:]:
            t.check(pictures[g] != pictures[h], f"{size}: {g} and {h} have different pictures")
t.done()
