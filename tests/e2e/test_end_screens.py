"""End screens (issue 39): the win leaves the finished board in view, in full
light, with the dialog beside it or over a corner (Stones' win painted the
table over the whole grid, HUD and all); a scored win names the deal, not the
top bar's line (LinkSame's said "0 tiles"); Tournament's game over says in
words that the game is kept as a replay (it showed a file path). At every size
of the play-screen trace the dialog's texts are inside the window and apart."""

import os
import subprocess

from pagoda_e2e import Pagoda, limit, png_pixels

SIZES = ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160")


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def dialog_fits(t, where, st, W, H):
    panel = st["menu"]["panel"]
    t.check(panel[0] >= 0 and panel[1] >= 0 and panel[0] + panel[2] <= W and panel[1] + panel[3] <= H,
            f"{where}: the dialog {panel} inside the window")
    texts = [x for x in st["screen"]["texts"] if x["in"] == "other"]
    for x in texts:
        r = x["rect"]
        t.check(r[0] >= panel[0] and r[1] >= panel[1] and r[0] + r[2] <= panel[0] + panel[2] and r[1] + r[3] <= panel[1] + panel[3],
                f"{where}: {x['text']!r} {r} inside the dialog {panel}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{where}: {a['text']!r} and {b['text']!r} apart")
    return panel


t = Pagoda()
solver = os.path.join(os.path.dirname(t.binary), "pagoda-solve")
out = subprocess.run([solver, "--game", "stones", "--variant", "tiny", "--seed", "7"], capture_output=True, text=True, timeout=limit(60))
line = [tuple(map(int, l.split()[1:])) for l in out.stdout.split("\n")[1:] if l.startswith("place")]
t.check(len(line) == 28, f"the solver's 28 placements: {len(line)}")
script = "".join(f"click tile {y * 8 + x}\nwait 1\n" for x, y in line) + "wait 30\n"
for size in SIZES:
    W, H = map(int, size.split("x"))
    st, shot, p = t.run(["--game", "stones", "--variant", "tiny", "--seed", "7"], script, size=size)
    where = f"Stones' win at {size}"
    if not st:
        continue
    t.check(st["status"] == "won" and st["top"] == "win", f"{where}: the win dialog is up: {st['status']} {st['top']}")
    said = [x["text"] for x in st["screen"]["texts"]]
    t.check("Tiny Pebbles, deal 7" in said and not any("0 tiles" in s for s in said), f"{where}: the deal named: {said}")
    t.check(any(x["in"] == "view" for x in st["screen"]["texts"]) and any(x["in"] == "hud" for x in st["screen"]["texts"]),
            f"{where}: the board and the top bar are drawn under the dialog")
    panel = dialog_fits(t, where, st, W, H)
    board = st["screen"]["board"]
    if size in ("1280x720", "1920x1080", "3840x2160"):  # room beside the board: nothing of it hidden
        t.check(not any(overlap(panel, b) for b in board), f"{where}: the dialog {panel} beside the board {board}")
    # the grid in full light: the brightest pixel of its visible part is a tile's own colour, not dimmed
    w, h, ch, rows = png_pixels(shot)
    g = board[0]
    best = 0
    for y in range(g[1], g[1] + g[3], 3):
        for x in range(g[0], g[0] + g[2], 3):
            if not overlap((x, y, 1, 1), panel):
                best = max(best, max(rows[y][x * ch:x * ch + 3]))
    t.check(best > 200, f"{where}: the grid is not dimmed (brightest {best})")
    if size == "1280x720":
        os.replace(shot, os.path.join(t.work, "stones-win.png"))

# Tournament's game over (End game after the last shuffle) says it in words
training = ["--game", "mahjong", "--variant", "tournament", "--seed", "42"]
for size in ("800x1280", "1280x720", "3840x2160"):
    W, H = map(int, size.split("x"))
    start, _, _ = t.run(training + ["--frames", "2"], size=size)
    end = {b["label"]: (b["x"], b["y"]) for b in start["buttons"]}["End game"]
    st, shot, p = t.run(training, "wait 5\n" + "key s\nwait 20\n" * 5 + f"wait 5\nclick {end[0]} {end[1]}\nwait 20\n", size=size)
    where = f"Tournament's game over at {size}"
    if not st:
        continue
    t.check(st["top"] == "no-moves", f"{where}: the dialog is up: {st['top']}")
    said = " ".join(x["text"] for x in st["screen"]["texts"] if x["in"] == "other")
    t.check("kept as a replay" in said and ".replay" not in said and "/" not in said, f"{where}: no file path: {said!r}")
    dialog_fits(t, where, st, W, H)
    if size == "1280x720":
        os.replace(shot, os.path.join(t.work, "tournament-over.png"))
t.done()
