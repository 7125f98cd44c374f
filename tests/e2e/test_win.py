"""A whole game to the end: the solver's removal sequence played by mouse clears
the board, the win dialog offers a new game, and the kept game is dropped. The
win screens of every game say a new record the same way."""

import os
import re
import subprocess

from pagoda_e2e import Pagoda, limit

t = Pagoda()

# "A new best time!" / "A new best score!" (Mahjong adds "on LAYOUT") in every
# game's win line (GameView.record_win); they read four ways ("- a new best
# time!", "a new high score")
views = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "games")
for game in sorted(os.listdir(views)):
    path = os.path.join(views, game, "view.c")
    if not os.path.exists(path):
        continue
    with open(path) as f:
        src = f.read()
    for said in re.findall(r'"([^"\n]*new (?:best|high)[^"]*)"', src, re.I):
        t.check(re.match(r"A new best (time|score)( on %\.\d+s)?!(\\n)?$", said) or
                re.match(r"A new high score: number %d in the table$", said),
                f"{game}: the win line {said!r} reads like the others")
solver = os.path.join(os.path.dirname(t.binary), "pagoda-solve")
# the game's own deal for this seed (winnable deals only), saved, then solved
t.run(["--game", "mahjong", "--seed", "4242"], "key ctrl+s\nwait 2\nkey Return\nwait 2\n")
saved = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves", "Turtle 4242.pgsave")
out = subprocess.run([solver, "--position", saved], capture_output=True, text=True, timeout=limit(60))
lines = out.stdout.split("\n")
t.check(lines[0] == "solvable", f"deal 4242 as dealt is solvable: {lines[0]!r} {out.stderr!r}")
pairs = [tuple(map(int, l.split())) for l in lines[1:] if l.strip()]
t.check(len(pairs) == 72, f"72 pairs in the solution, got {len(pairs)}")

script = "".join(f"click tile {a}\nclick tile {b}\nwait 1\n" for a, b in pairs) + "wait 90\n"
state, shot, p = t.run(["--game", "mahjong", "--seed", "4242"], script)
t.check(state["status"] == "won" and state["tiles_left"] == 0, f"board cleared: {state['status']}")
t.check(state["moves"] == 72, f"72 moves: {state['moves']}")
kept = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "current.pgsave")
t.check(not os.path.exists(kept), "a won game is not offered again")
with open(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "records.txt")) as f:
    rec = f.read().split("\n")
t.check(rec[0] == "pagoda-records 2" and rec[-2].startswith("checksum ") and len(rec[1].split()) == 3 and rec[1].split()[2] == "1",
        f"the win is recorded with its time: {rec!r}")

# Hint on the cleared table (at once, and over the win dialog) says nothing
# misleading: no "No move can be made: undo or shuffle." over "Well played"
for when, hinted in (("at once", script[:-len("wait 90\n")] + "key h\nwait 90\n"), ("on the dialog", script + "key h\nwait 30\n")):
    state, _, p = t.run(["--game", "mahjong", "--seed", "4242"], hinted)
    t.check(state["status"] == "won" and state["top"] == "win", f"Hint {when}: still the win dialog: {state['top']}")
    t.check("No move can be made" not in p.stderr, f"Hint {when}: nothing misleading: {p.stderr!r}")

# issue 23 item 1: a records file with one bad line is never replaced by the new win
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
bad = "pagoda-records 1\nc69206fa1fcd73e7 3 5\n0123456789abcdef 400 2\nthis is not a record\n"
with open(os.path.join(pref, "records.txt"), "w") as f:
    f.write(bad)
state, _, _ = t.run(["--game", "mahjong", "--seed", "4242"], script)
t.check(state["status"] == "won", "won again")
with open(os.path.join(pref, "records.txt")) as f:
    t.check(f.read() == bad, "the damaged records file is left as it was")
t.check(any(n.startswith("records.txt.bad-") for n in os.listdir(pref)), "a copy of the damaged file is kept")

# issue 36 item 8: an old records file (no checksum) is read and gains one; a
# file cut at a line boundary is kept aside, said with its name, and the win is
# counted on what still reads
recs = os.path.join(pref, "records.txt")
for f in os.listdir(pref):
    if f.startswith("records.txt"):
        os.remove(os.path.join(pref, f))
with open(recs, "w") as f:
    f.write("pagoda-records 1\n0123456789abcdef 400 2\nfedcba9876543210 300 4\n")
state, _, p = t.run(["--game", "mahjong", "--seed", "4242"], script)
with open(recs) as f:
    rec = f.read().split("\n")
t.check(rec[0] == "pagoda-records 2" and "0123456789abcdef 400 2" in rec and "fedcba9876543210 300 4" in rec
        and rec[-2].startswith("checksum ") and len(rec) == 6, f"the old file is kept and gains a checksum: {rec!r}")
t.check(not any(n.startswith("records.txt.bad-") for n in os.listdir(pref)), "an old file is not damaged")
with open(recs, "w") as f:
    f.write("\n".join(rec[:2]) + "\n")  # cut after the first record: the rest and the checksum are gone
state, _, p = t.run(["--game", "mahjong", "--seed", "4242"], script)
t.check(state is not None and state["status"] == "won", "won on a cut records file")
t.check("records.txt: damaged" in p.stderr and "records.txt.bad-" in p.stderr and "still reads" in p.stderr,
        f"the cut file is named and kept aside: {p.stderr!r}")
with open(recs) as f:
    rec = f.read().split("\n")
t.check(rec[0] == "pagoda-records 2" and rec[1] == "0123456789abcdef 400 2" and rec[-2].startswith("checksum ")
        and len(rec) == 5, f"the next update starts from what still reads: {rec!r}")
t.check(any(n.startswith("records.txt.bad-") for n in os.listdir(pref)), "a copy of the cut file is kept")

# Enter on the win dialog starts a new deal
state, _, _ = t.run(["--game", "mahjong", "--seed", "4242"], script + "key Return\nwait 2\n")
t.check(state["status"] == "playing" and state["tiles_left"] == 144 and state["seed"] != 4242, "New game from the win dialog")
t.done()
