"""Shamrocks end to end: a winnable deal (the game's own, saved and solved by
pagoda-solve --position) played to the win dialog by script - the first move by
keyboard (Tab and Enter), the second by gamepad (RB and A), the third by drag and
drop, moves to a suit stack by double click, the rest by clicks; an illegal drop
goes back; save, quit and resume give the same game; screenshots at 1280x720 and
3840x2160."""

import os
import subprocess

from pagoda_e2e import Pagoda, data_without, limit, png_pixels, png_size

t = Pagoda()
SEED = "4242"
solver = os.path.join(os.path.dirname(t.binary), "pagoda-solve")
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")

start, shot, _ = t.run(["--game", "shamrocks", "--seed", SEED], "key ctrl+s\nwait 2\nkey Return\nwait 2\n")
t.check(start is not None and start["game"] == "shamrocks" and start["status"] == "playing", f"a deal: {start}")
t.check(png_size(shot) == (1280, 720), "screenshot at 1280x720")
saved = os.path.join(pref, "saves", f"Shamrocks {SEED}.pgsave")
t.check(os.path.exists(saved), "Save as wrote the deal")
out = subprocess.run([solver, "--game", "shamrocks", "--position", saved, "--budget-ms", "0",
                      "--max-nodes", "2000000"], capture_output=True, text=True, timeout=limit(60))
lines = [l for l in out.stdout.split("\n") if l.strip()]
t.check(lines and lines[0].startswith("winnable"), f"the dealt game is winnable: {lines[:1]} {out.stderr!r}")
t.check(not any(l.startswith("(the first") for l in lines), "the whole line is printed")

SUITS = "CDHS"
moves = []  # (from piece, to piece)
for l in lines[1:]:
    w = l.split()
    a = int(w[3]) - 1
    b = 18 + SUITS.index(w[0][1]) if l.endswith("suit stack") else int(w[-1]) - 1
    moves.append((a, b))
t.check(len(moves) >= 3, f"a line of {len(moves)} moves")

counts = [len(s) for s in start["stacks"]]


def reading_order():
    """Pieces the cursor visits in Tab order: row by row, the suit stack first."""
    order = []
    for row in range(4):
        order.append(18 + row)
        order += [s for s in range(row * 5, min(row * 5 + 5, 18)) if counts[s] > 0]
    return order


def steps(focus, target, key):
    order = reading_order()
    n = order.index(target) + 1 if focus is None else (order.index(target) - order.index(focus)) % len(order)
    return "".join(f"{key}\n" for _ in range(n))


def play(a, b):
    counts[a] -= 1
    if b < 18:
        counts[b] += 1


script = ""
a, b = moves[0]  # keyboard
script += steps(None, a, "key Tab") + "key Return\n" + steps(a, b, "key Tab") + "key Return\nwait 12\n"
play(a, b)
a2, b2 = moves[1]  # gamepad
script += steps(b, a2, "pad rb") + "pad a\n" + steps(a2, b2, "pad rb") + "pad a\nwait 12\n"
play(a2, b2)
a3, b3 = moves[2]  # drag and drop
script += f"drag tile {a3} {b3}\nwait 12\n"
play(a3, b3)
prefix = script
for a, b in moves[3:]:
    script += f"dclick tile {a}\nwait 12\n" if b >= 18 else f"click tile {a}\nclick tile {b}\nwait 12\n"
won, _, p = t.run(["--game", "shamrocks", "--seed", SEED], script + "wait 60\n")
t.check(won is not None and won["status"] == "won" and won["cards_left"] == 0,
        f"the deal is won: {won and won['status']} {won and won['cards_left']}")
t.check(won is not None and won["top"] == "win", f"the win dialog shows: {won and won['top']}")
t.check(won is not None and won["moves"] == len(moves), f"{len(moves)} moves: {won and won['moves']}")
rec = open(os.path.join(pref, "shamrocks-records.txt")).read().split("\n")
t.check(rec[0] == "pagoda-records 2" and rec[-2].startswith("checksum ") and "shamrocks-played 0 1" in rec and any(
    l.startswith("shamrocks ") and l.endswith(" 1") for l in rec), f"the win and the game played are recorded: {rec}")

# keyboard, gamepad and drag each made their move
part, _, _ = t.run(["--game", "shamrocks", "--seed", SEED], prefix + "wait 30\n")
t.check(part is not None and part["moves"] == 3, f"keyboard, gamepad and drag made 3 moves: {part and part['moves']}")

# an illegal drop: onto a full stack (one with three cards that is not the source)
full = [s for s in range(18) if len(start["stacks"][s]) == 3]
src = next(s for s in range(18) if start["stacks"][s] and s not in full[:1])
dst = next(s for s in full if s != src)
back, _, p = t.run(["--game", "shamrocks", "--seed", SEED], f"drag tile {src} {dst}\nwait 20\n")
t.check(back["moves"] == 0 and back["stacks"] == start["stacks"] and back["selection"] == -1,
        "an illegal drop goes back and nothing is picked")
t.check("at most three cards" in p.stderr, f"and says why: {p.stderr[-300:]!r}")

# save, quit, resume: the kept game comes back as it was
kept, _, _ = t.run(["--game", "shamrocks", "--seed", SEED], prefix + "wait 30\n")
resumed, _, _ = t.run([], "wait 2\nkey Return\nwait 5\n")  # the title starts on the kept game's Continue
t.check(resumed is not None and resumed.get("game") == "shamrocks" and resumed["stacks"] == kept["stacks"] and
        resumed["moves"] == kept["moves"] and resumed["can_undo"], f"Continue restores the kept game: {resumed and resumed.get('game')}")
# one undo takes the last move back
undone, _, _ = t.run([], "wait 2\nkey Return\nwait 5\nkey u\nwait 20\n")
t.check(undone is not None and undone["moves"] == 2, "undo after resuming")

# the help's second page shows the legal move in the game's own cards, drawn by
# the view (GameView.help_picture): card white and the pale green of the moved 7D
helped, hshot, _ = t.run(["--game", "shamrocks", "--seed", SEED], "key F1\nwait 2\nkey Right\nwait 2\n")
t.check(helped["top"] == "help-shamrocks", f"F1 opens Shamrocks' help: {helped['top']}")
w, h, ch, rows = png_pixels(hshot)
box = [rows[y][x * ch:x * ch + 3] for y in range(h * 2 // 5, h * 3 // 4, 4) for x in range(w // 8, w * 7 // 8, 4)]
white = sum(1 for px in box if min(px) > 235)
green = sum(1 for px in box if px[1] > 220 and px[0] < 190 and px[2] < 210)
t.check(white > 500 and green > 100, f"the legal move is drawn under the text: {white} white, {green} green samples")

# one missing card file: only that card is drawn as a labelled frame, the others
# keep their faces, and the log names the file once
full_env = t.env
whole, wshot, _ = t.run(["--game", "shamrocks", "--seed", "3"], "wait 5\n", size="800x500")
t.env = data_without(t, "data_noqh", "assets/cards/QH.svg")
holed, hshot, p = t.run(["--game", "shamrocks", "--seed", "3"], "wait 5\n", size="800x500")
t.env = full_env
t.check(p.stderr.count("QH.svg") == 1 and "no such file" in p.stderr and "udev" not in p.stderr,
        f"the log names the missing card once: {p.stderr[-400:]!r}")
_, _, ch, a = png_pixels(wshot)
_, _, _, b = png_pixels(hshot)
# the board only: the HUD's clock may read 0:01 on a busy machine
diff = [(x, y) for y in range(50, 500) for x in range(800) if a[y][x * ch:x * ch + 3] != b[y][x * ch:x * ch + 3]]
xs, ys = [d[0] for d in diff], [d[1] for d in diff]
t.check(diff and max(xs) - min(xs) < 800 // 8 and max(ys) - min(ys) < 500 // 4,
        f"only the queen of hearts looks different: {len(diff)} pixels in {diff and (min(xs), min(ys), max(xs), max(ys))}")

big, shot4k, _ = t.run(["--game", "shamrocks", "--seed", SEED], prefix + "wait 30\n", size="3840x2160")
t.check(png_size(shot4k) == (3840, 2160), "screenshot at 3840x2160")
t.done()
