"""MahJongg Stones on screen: a whole winnable Tiny Pebbles deal (the solver's
line for the game's own deal) placed by script to the win dialog, a third of
the tiles each by mouse, keyboard (Tab to the cell, Enter) and gamepad (RB, A);
a refused cell says why; right click shows every legal cell (screenshot); the
high score is kept in the records format; Throwing Stones throws from the
stock."""

import os
import subprocess

from pagoda_e2e import Pagoda, limit, png_pixels

t = Pagoda()
solver = os.path.join(os.path.dirname(t.binary), "pagoda-solve")
SEED = "7"
args = ["--game", "stones", "--variant", "tiny", "--seed", SEED]

# the game deals at random (Stones ignores "Deal only winnable games"): the
# solver, which knows the stock's order, finds the line for that deal
out = subprocess.run([solver, "--game", "stones", "--variant", "tiny", "--seed", SEED],
                     capture_output=True, text=True, timeout=limit(60))
lines = out.stdout.split("\n")
t.check(lines[0] == "winnable", f"the deal is winnable: {lines[0]!r} {out.stderr!r}")
line = [tuple(map(int, l.split()[1:])) for l in lines[1:] if l.startswith("place")]
t.check(len(line) == 28, f"28 placements, got {len(line)}")

start, _, _ = t.run(args + ["--frames", "1"])
t.check(start["game"] == "stones" and start["w"] == 8 and start["h"] == 6 and start["tiles_left"] == 28,
        f"Tiny Pebbles dealt: {start.get('w')}x{start.get('h')}, {start.get('tiles_left')} left")
taken = {x["id"] for x in start["tiles"]}

script = ""
methods = {"mouse": 0, "keyboard": 0, "gamepad": 0}
for i, (x, y) in enumerate(line):
    cell = y * 8 + x
    empty = [c for c in range(48) if c not in taken]  # the cursor's reading order: Tab/RB visit these
    k = empty.index(cell)
    how = ("mouse", "keyboard", "gamepad")[i % 3]
    methods[how] += 1
    if how == "mouse":
        script += f"click tile {cell}\nwait 1\n"
    elif how == "keyboard":
        script += "key Tab\n" * (k + 1) + "key Return\nwait 1\n"  # a script line takes 8 words at most
    else:
        script += "pad rb\n" * (k + 1) + "pad a\nwait 1\n"
    if how != "mouse":
        # after a placement the cursor stays near it (issue 20); a click on the
        # placed tile (refused: it is taken) puts the cursor there, so the next
        # Tab starts again from the first empty cell
        script += f"click tile {cell}\nwait 1\n"
    taken.add(cell)
state, shot, p = t.run(args, script + "wait 30\n")
t.check(state["status"] == "won" and state["tiles_left"] == 0, f"the stock is empty: {state['status']}")
t.check(state["moves"] == 28, f"28 moves: {state['moves']}")
t.check(state["top"] == "win", f"the win dialog is up: {state['top']}")
t.check(state["score"] >= 28 + 1000, f"score with the end bonus: {state['score']}")
t.check(min(methods.values()) >= 9, f"every input placed tiles: {methods}")
scores = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "stones-scores.txt")
with open(scores) as f:
    rec = f.read().split("\n")
t.check(rec[0] == "pagoda-records 2" and rec[-2].startswith("checksum ") and rec[1].split()[0] == "tiny" and int(rec[1].split()[1]) == state["score"],
        f"the high score is kept per variant: {rec!r}")

# a refused cell flashes and says why (stderr carries the HUD message)
bad = next(c for c in range(48) if c not in {x["id"] for x in start["tiles"]} and c not in start["legal"])
state, _, p = t.run(args, f"click tile {bad}\nwait 1\n")
t.check(state["moves"] == 0, "a refused cell places nothing")
t.check("Needs" in p.stderr or "needs a neighbour" in p.stderr, f"it says why: {p.stderr[-300:]!r}")

# right click: every legal cell marked (look at the screenshot)
state, shot, _ = t.run(args, f"rclick tile {bad}\nwait 1\n")
t.check(state["legal_shown"] is True and len(state["legal"]) > 0, "right click shows the legal cells")
w, h, ch, rows = png_pixels(shot)
state2, shot2, _ = t.run(args, f"rclick tile {bad}\nwait 1\nrclick tile {bad}\nwait 1\n")
t.check(state2["legal_shown"] is False, "a second right click hides them")
_, _, _, rows2 = png_pixels(shot2)
diff = sum(1 for y in range(0, h, 4) for x in range(0, w * ch, 12) if rows[y][x] != rows2[y][x])
t.check(diff > 50, f"the marks change the picture ({diff} samples differ)")

# Throwing Stones: a click on the stock's tile throws it (3 throws a game)
tw = ["--game", "stones", "--variant", "throwing", "--seed", "3"]
st0, _, _ = t.run(tw + ["--frames", "1"])
stock = st0["stock_piece"]
state, _, _ = t.run(tw, f"click tile {stock}\nwait 1\n" * 4)
t.check(state["throws_used"] == 3 and state["tiles_left"] == st0["tiles_left"] - 3,
        f"three throws, the fourth refused: {state['throws_used']} used, {state['tiles_left']} left")

# Hint: the cell that finishes the most orders of the stock the player cannot
# tell apart; the worker's answer is a chance, not a verdict
state, _, _ = t.run(args, "key h\nwait 30\n")
t.check(state["hint"][0] in state["legal"] and state["winnable"] in ("unknown", "checking", "off"),
        f"the hint is a legal cell, and no verdict is claimed: {state['hint']} {state['winnable']}")
t.check(-1 <= state["chance"] <= 1000, f"a chance in per mille (or none yet): {state['chance']}")

# the top bar: a chance to finish, not a verdict (Show "winnable" in the top bar)
prefs = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(prefs, exist_ok=True)
with open(os.path.join(prefs, "settings.txt"), "w") as f:
    f.write("pagoda-settings 1\nshow_winnable = on\n")
state, _, _ = t.run(args, "wait 30\n")
t.check(0 < state["chance"] <= 1000 and state["winnable"] == "unknown",
        f"the top bar has a chance: {state['chance']} {state['winnable']}")
state, _, _ = t.run(args, "wait 30\nkey h\nwait 5\n")
t.check(state["hint"][0] in state["legal"], f"the hint is the worker's legal cell: {state['hint']}")

# Settings over a Stones game: no "Deal only winnable games" (no deal is
# winnable from the player's seat), and the top bar's line is a chance; over
# Mahjong both rows are as before (issue 34)
to_settings = "key Escape\nwait 2\nkey Right Right\nwait 1\nkey Return\nwait 3\n"
for game, hidden in ((args, True), (["--game", "mahjong", "--seed", SEED], False)):
    state, _, _ = t.run(game, to_settings)
    labels = [i["label"] for i in state.get("menu", {}).get("items", [])]
    t.check(state["top"] == "settings" and ("Deal only winnable games" in labels) != hidden and
            ("Show the chance to finish in the top bar" in labels) == hidden and
            ('Show "winnable" in the top bar' in labels) != hidden,
            f"Settings over {game[1]}: {labels}")

# the game's own guide to its tiles, from the game menu (View and help: Guide)
state, shot, _ = t.run(args, "key Escape\nwait 2\nkey Right Right\n" + "key Down\n" * 3 + "wait 1\nkey Return\nwait 3\n")
t.check(state["top"] == "tile-guide", f"the Stones guide is open: {state['top']}")
t.done()
