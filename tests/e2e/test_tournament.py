"""Tournament Mahjong: a scripted Training game with two of each aid and End
game; its replay verified by pagoda --verify, and rejected (exit status 1, the
line named) once its score is edited; a three-player Competition on one deal to
the pot; the daily deal of a fixed date, twice."""

import glob
import os
import subprocess

from pagoda_e2e import Pagoda, limit

t = Pagoda()
training = ["--game", "mahjong", "--variant", "tournament", "--seed", "42"]
start, shot, _ = t.run(training, "wait 5\n")
t.check(start["variant"] == "tournament" and start["tiles_left"] == 144 and start["score"] == 0,
        f"a Training game starts on the full Turtle: {start['variant']} {start['tiles_left']}")
t.check(start["aids_left"] == [5, 5, 5] and start["time_limit_ms"] == 600000, f"five of each aid, 10:00: {start['aids_left']}")
t.check(not start["can_end"], "End game is not offered while shuffles are left")
buttons = {b["label"]: (b["x"], b["y"]) for b in start["buttons"]}
t.check("End game" in buttons, f"the HUD has End game: {list(buttons)}")
end_x, end_y = buttons.get("End game", (0, 0))

# the hint shows the pair worth most: on deal 42, a flower with a season (7 x 72)
hinted, _, _ = t.run(training, "wait 5\nkey h\nwait 2\n")
a, b = hinted["hint"]
faces = {x["id"]: x["face"] for x in start["tiles"]}
t.check(hinted["score"] == -360, f"a hint costs 5 x 72 pairs: {hinted['score']}")
t.check(faces[a] >= 34 and faces[b] >= 34, f"the hint is the pair worth most (bonus tiles): {faces[a]} {faces[b]}")

# two of each aid: hint, the pair (+504), undo (5 x 71), hint, the pair, undo, shuffle, shuffle
two = (f"wait 5\nkey h\nwait 2\nclick tile {a}\nclick tile {b}\nwait 30\nkey u\nwait 2\n"
       f"key h\nwait 2\nclick tile {a}\nclick tile {b}\nwait 30\nkey u\nwait 2\nkey s\nwait 30\nkey s\nwait 30\n")
after, shot, _ = t.run(training, two)
t.check(after["aids_left"] == [3, 3, 3], f"two of each aid used: {after['aids_left']}")
t.check(after["tiles_left"] == 144 and after["score"] == -(360 + 355 + 360 + 355 + 360 + 360),
        f"undo took back the pair and its points, every aid charged: {after['score']}")
t.check(not after["can_end"], "End game still waits for the last shuffle")
os.replace(shot, os.path.join(t.work, "hud-aids.png"))

# use up the shuffles: End game is offered; press it
ended, shot, p = t.run(training, two + "key s\nwait 30\n" * 3 + f"wait 5\nclick {end_x} {end_y}\nwait 30\n")
t.check(ended["aids_left"][2] == 0, f"no shuffle left: {ended['aids_left']}")
t.check("144 tiles left" in p.stderr and "piece" not in p.stderr, f"the end dialog counts tiles: {p.stderr!r}")
t.check(ended["ended_by"] == "player" and ended["top"] == "no-moves", f"End game ends it: {ended['ended_by']} {ended['top']}")
os.replace(shot, os.path.join(t.work, "end-game.png"))

# the replay it wrote verifies, with the same score; an edited score is rejected
replays = sorted(glob.glob(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "replays", "*.replay")))
t.check(len(replays) == 1, f"one replay written: {replays}")
if replays:
    proc = subprocess.run([t.binary, "--verify", replays[0]], env=t.env(), capture_output=True, text=True, timeout=limit(60))
    t.check(proc.returncode == 0 and f"score {ended['score']}" in proc.stdout,
            f"--verify recomputes the score {ended['score']}: {proc.returncode} {proc.stdout} {proc.stderr}")
    lines = open(replays[0]).read().split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("score "))
    lines[at] = f"score {ended['score'] + 1000}"
    forged = os.path.join(t.work, "forged.replay")
    with open(forged, "w") as f:
        f.write("\n".join(lines))
    proc = subprocess.run([t.binary, "--verify", forged], env=t.env(), capture_output=True, text=True, timeout=limit(60))
    t.check(proc.returncode == 1 and f"forged.replay:{at + 1}: tampered score" in proc.stderr,
            f"an edited score is rejected naming line {at + 1}: {proc.returncode} {proc.stderr}")
    # a move line moved into the past: wrong time
    moves = [i for i, line in enumerate(lines) if " move " in line]
    lines[at] = f"score {ended['score']}"
    lines[moves[-1]] = "0" + lines[moves[-1]][lines[moves[-1]].index(" "):]
    with open(forged, "w") as f:
        f.write("\n".join(lines))
    proc = subprocess.run([t.binary, "--verify", forged], env=t.env(), capture_output=True, text=True, timeout=limit(60))
    t.check(proc.returncode == 1 and f":{moves[-1] + 1}: wrong time" in proc.stderr,
            f"a move put back in time is rejected: {proc.stderr}")

# Competition: three players on one deal. Game menu: Right to the Game column
# (New game, two variant rows - Competition has none: "Competition for the pot"
# is its one entry - seed, pot; no "Choose a layout": Tournament plays the
# Turtle only): 4 x Down.
comp = ["--game", "mahjong", "--variant", "tournament-competition", "--seed", "77"]
setup = "wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * 4 + "key Return\nwait 2\ntext Ann, Bob, Cy\nkey Return\nwait 2\nkey Return\nwait 2\n"
first, shot, _ = t.run(comp, setup)
t.check(first["top"] == "hot-seat" and first["paused"] and first["moves"] == 0,
        f"the handover screen hides the board: {first['top']}")
turn = "key Return\nwait 5\n"
give_up = "key s\nwait 30\n" * 5 + f"wait 5\nclick {end_x} {end_y}\nwait 30\n"
seen = "key Return\nwait 2\n"                  # the score screen after a turn: hand over
ann = turn + give_up + seen                   # 5 shuffles: -1800
bob = turn + "key h\nwait 2\n" + give_up + seen  # a hint too: -2160
cy = turn + give_up + seen                    # -1800: a tie with Ann
shown, shot, _ = t.run(comp, setup + turn + give_up)
t.check(shown["top"] == "turn-over" and shown["score"] == -1800, f"after Ann's turn, her score first: {shown['top']}")
os.replace(shot, os.path.join(t.work, "turn-over.png"))
handed, shot, _ = t.run(comp, setup + ann)
t.check(handed["top"] == "hot-seat" and handed["tiles_left"] == 144, f"then Bob's handover: {handed['top']}")
os.replace(shot, os.path.join(t.work, "handover.png"))
final, shot, _ = t.run(comp, setup + ann + bob + cy)
t.check(final["top"] == "pot-results", f"after three turns, the results: {final['top']}")
os.replace(shot, os.path.join(t.work, "results.png"))
club = open(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "club.txt")).read()
t.check("player 1050 Ann" in club and "player 900 Bob" in club and "player 1050 Cy" in club,
        f"the tie splits the pot of 300 (ante 100 each): {club}")
t.check(" 77 100 300 3 Ann:-1800:150 Bob:-2160:0 Cy:-1800:150" in club, f"the result line: {club}")
t.check(len(glob.glob(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "replays", "*-Cy.replay"))) == 1,
        "each turn wrote its replay")
# the three replays carry the names and the ante: --standings settles the same pot
turns = [glob.glob(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "replays", f"*-{n}.replay"))[0] for n in ("Ann", "Bob", "Cy")]
proc = subprocess.run([t.binary, "--standings", *turns], env=t.env(), capture_output=True, text=True, timeout=limit(60))
rows = [r.split() for r in proc.stdout.splitlines()[2:]]
t.check(proc.returncode == 0 and "deal 77, clock 10:00, 3 players, ante 100, pot 300 chips (a tie: shared)" in proc.stdout
        and rows == [["1", "Ann", "-1800", "150"], ["1", "Cy", "-1800", "150"], ["3", "Bob", "-2160", "0"]],
        f"--standings on the three turns: {proc.returncode} {proc.stdout} {proc.stderr}")

# the clock option: the game menu's Game column, row 6 ("Clock (next game)"), Right = one
# more minute; the next game counts down from 11:00, and so do later runs
clock = "wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * 6 + "key Right\nwait 2\nkey Escape\nwait 2\nkey n\nwait 5\n"
longer, _, _ = t.run(training, clock)
t.check(longer["time_limit_ms"] == 660000, f"the clock option gives the next game 11:00: {longer['time_limit_ms']}")
kept, _, _ = t.run(["--game", "mahjong", "--variant", "tournament"], "wait 5\n")
t.check(kept["time_limit_ms"] == 660000, f"the option is kept in the per-user folder: {kept['time_limit_ms']}")
classic, _, _ = t.run(["--game", "mahjong", "--seed", "42"], "wait 5\n")
t.check(classic["time_limit_ms"] == 0 and classic["variant"] == "classic", "the classic game has no countdown")

# the clock running out ends the game at its score: Clock down to 1:00, a pair
# on the next deal, then a minute of play time
short = ("wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * 6 + "key Left\n" * 10 + "wait 2\nkey Escape\nwait 2\n"
         "key n\nwait 5\nkey h\nwait 2\n")
hinted, _, _ = t.run(training, short)
t.check(hinted["time_limit_ms"] == 60000, f"the clock set to 1:00: {hinted['time_limit_ms']}")
ha, hb = hinted["hint"]
timeout, shot, _ = t.run(training, short + f"click tile {ha}\nclick tile {hb}\nwait 3700\n")
t.check(timeout["ended_by"] == "clock" and timeout["top"] == "no-moves" and timeout["elapsed_ms"] == 60000,
        f"time is up after 1:00: {timeout['ended_by']} {timeout['top']} {timeout['elapsed_ms']}")
t.check(timeout["tiles_left"] == 142 and timeout["score"] > 0, f"the game keeps its score: {timeout['score']}")
os.replace(shot, os.path.join(t.work, "time-up.png"))
last = max(glob.glob(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "replays", "*-tournament-*.replay")),
           key=os.path.getmtime)
proc = subprocess.run([t.binary, "--verify", last], env=t.env(), capture_output=True, text=True, timeout=limit(60))
t.check(proc.returncode == 0 and "the clock ran out" in proc.stdout and f"score {timeout['score']}" in proc.stdout,
        f"its replay verifies: {proc.stdout} {proc.stderr}")

# from a classic game on another layout, "New game: Tournament training" (the
# Game column's third row) still deals the Turtle
switched, _, _ = t.run(["--game", "mahjong", "--layout", "dog", "--seed", "3"],
                       "wait 5\nkey Escape\nwait 2\nkey Right\nkey Down\nkey Down\nkey Return\nwait 5\n")
t.check(switched["variant"] == "tournament" and switched["layout"] == "Turtle",
        f"Tournament deals the Turtle whatever the layout in play: {switched['variant']} {switched['layout']}")

# Tournament plays the Turtle only: its Game column has no "Choose a layout…"
# (the fifth row of a classic game's, which opens the picker)
pick = "wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * 4 + "key Return\nwait 5\n"
picked, _, _ = t.run(["--game", "mahjong", "--seed", "3"], pick)
t.check(picked["top"] == "layout-picker", f"a classic game offers Choose a layout: {picked['top']}")
for variant in (training, comp):
    menu, _, _ = t.run(variant, "wait 5\nkey Escape\nwait 2\n")
    labels = [i["label"] for i in menu["menu"]["items"]]
    t.check("Choose a layout…" not in labels, f"{variant[3]} offers no layout: {labels}")
    t.check(labels.count("Competition for the pot…") == 1 and "New game: Tournament competition" not in labels,
            f"{variant[3]}: one entry for a competition: {labels}")

# the daily deal of a fixed date: the same twice, and the deal the unit test pins
os.environ["PAGODA_DATE"] = "2026-01-01"
daily = "wait 5\nkey Escape\nwait 2\nkey Right\n" + "key Down\n" * 5 + "key Return\nwait 5\n"
d1, _, _ = t.run(comp, daily)
d2, _, _ = t.run(comp, daily)
t.check(d1["seed"] == 190899224 and d2["seed"] == d1["seed"], f"the daily deal of 2026-01-01: {d1['seed']} {d2['seed']}")
t.check(d1["tiles"] == d2["tiles"], "the same tiles in two runs")
first12 = [x["face"] for x in sorted(d1["tiles"], key=lambda x: x["id"])[:12]]
t.check(first12 == [5, 18, 30, 5, 7, 18, 0, 21, 32, 23, 1, 29], f"its first tiles: {first12}")
t.done()
