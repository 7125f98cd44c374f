"""Mahjong's high-score table (issue 39; KMahjongg keeps one per layout): each
win goes into the table of its layout and variant - time, date, deal - kept in
mahjong-scores.txt; the win dialog says the rank and offers "High scores", which
shows the table (the pager's, as every game's scores are) with the new entry
marked ("New") over the dialog, and Esc returns to it; the game menu shows the table too, another layout's is its own. The
table's screen is traced at 640x400, 800x1280, 1280x720, 1920x1080 and 3840x2160:
every text inside the window, none on another. Before this Mahjong had best
times only: no table, no "High scores" anywhere."""

import os
import re

from pagoda_e2e import Pagoda

SIZES = ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160")
t = Pagoda()
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(os.path.join(folder, "layouts"))
with open(os.path.join(folder, "layouts", "pair.layout"), "w") as f:  # one pair: a win in one move
    f.write("pagoda-layout 1\nname: Pair\ntile 0 0 0\ntile 2 0 0\n")
PAIR = ["--game", "mahjong", "--layout", "pair"]


def win(seconds):
    return f"wait {seconds * 60 + 10}\nclick tile 0\nclick tile 1\nwait 90\n"


def other_texts(st):
    """Texts drawn over the board and HUD: dialogs and the table (not the covered board's "Paused")."""
    return [x for x in (st or {}).get("screen", {}).get("texts", []) if x["in"] == "other" and x["text"] != "Paused"]


def item(st, label):
    for i in ((st or {}).get("menu") or {}).get("items", []):
        if i["label"] == label:
            return i
    return None


def click(it):
    x, y, w, h = it["rect"]
    return f"click {x + w // 2} {y + h // 2}\nwait 5\n"


# three wins, slow to fast by the clock (5 s, 2 s, 4 s): the table orders them by
# the time each took (play time is the wall clock's: read back from the file)
path = os.path.join(folder, "mahjong-scores.txt")


def table():
    lines = open(path).read().split("\n") if os.path.exists(path) else []
    return lines, [l.split() for l in lines[1:] if l and not l.startswith("checksum ")]


def fmt(secs):
    return f"{int(secs) // 60}:{int(secs) % 60:02d}"


for seed, secs in ((3, 5), (4, 2)):
    st, _, _ = t.run(PAIR + ["--seed", str(seed)], win(secs))
    t.check(st and st["status"] == "won" and st["top"] == "win", f"deal {seed} won: {st and st['top']}")
st, shot, p = t.run(PAIR + ["--seed", "5"], win(4))
lines, rows = table()
t.check(lines[:1] == ["pagoda-mahjong-scores 2"] and len(rows) == 3 and
        any(l.startswith("checksum ") for l in lines), f"three wins in the table file: {lines}")
t.check(all(len(r) == 5 and r[1] == "classic" and re.match(r"\d{4}-\d\d-\d\d$", r[3]) for r in rows) and
        sorted(r[4] for r in rows) == ["3", "4", "5"] and len({r[0] for r in rows}) == 1 and
        [int(r[2]) for r in rows] == sorted(int(r[2]) for r in rows),
        f"fastest first, each with its layout, variant, time, date and deal: {rows}")
rank = next((i + 1 for i, r in enumerate(rows) if r[4] == "5"), 0)
said = " ".join(x["text"] for x in other_texts(st))
want = "A new best time on Pair!" if rank == 1 else f"A new high score: number {rank} in the table"
t.check(want in said, f"the win dialog gives the rank ({want!r}): {said!r}")
hs = item(st, "High scores")
t.check(hs is not None, f"the win dialog offers High scores: {[i['label'] for i in (st.get('menu') or {}).get('items', [])] if st else None}")

if hs:
    before = rows
    st, shot, _ = t.run(PAIR + ["--seed", "5"], win(4) + click(hs))  # deal 5 won once more
    t.check(st["top"] == "mahjong-scores", f"High scores opens the table: {st['top']}")
    _, rows = table()
    added = [i for i, r in enumerate(rows) if rows[:i + 1].count(r) > before.count(r)]
    texts = other_texts(st)
    new = [x for x in texts if x["text"] == "New"]
    times = [x for x in texts if re.match(r"\d+:\d\d$", x["text"])]
    t.check([x["text"] for x in times] == [fmt(r[2]) for r in rows], f"the table's times, as in the file: {times} {rows}")
    t.check(len(new) == 1 and len(added) == 1 and len(times) == len(rows) and
            abs(new[0]["rect"][1] - times[added[0]]["rect"][1]) < 3,
            f"the new entry (row {added}) is the one lit: New {new}, times {times}")
    st, _, _ = t.run(PAIR + ["--seed", "5"], win(4) + click(hs) + "key Escape\nwait 3\n")
    t.check(st["top"] == "win", f"Esc returns to the win dialog: {st['top']}")

# the game menu, in a game of Pair: the same table, nothing lit
MENU = "wait 10\nkey Escape\nwait 3\n"
st, _, _ = t.run(PAIR + ["--seed", "9"], MENU)
hs = item(st, "High scores")
t.check(hs is not None, f"the game menu has High scores: {[i['label'] for i in (st.get('menu') or {}).get('items', [])] if st else None}")
if hs:
    st, _, _ = t.run(PAIR + ["--seed", "9"], MENU + click(hs))
    texts = [x["text"] for x in other_texts(st)]
    t.check(st["top"] == "mahjong-scores" and "New" not in texts and len(
        [x for x in texts if re.match(r"\d{4}-\d\d-\d\d$", x)]) >= 3, f"the table from the game menu, nothing lit: {texts}")
    # another layout: its own table, empty
    st, _, _ = t.run(["--game", "mahjong", "--seed", "9"], MENU + click(hs))
    texts = [x["text"] for x in other_texts(st)]
    t.check(any("No wins on this layout" in x for x in texts) and any("Turtle" in x for x in texts),
            f"the Turtle's table is its own, empty: {texts}")


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


# the table at five sizes: everything inside the window, nothing on anything else
for size in SIZES:
    W, H = map(int, size.split("x"))
    st, _, _ = t.run(PAIR + ["--seed", "9"], MENU, size=size)
    hs = item(st, "High scores")
    t.check(hs and hs["rect"][2] > 0, f"{size}: High scores in the game menu, in view")
    if not hs or not hs["rect"][2]:
        continue
    st, _, _ = t.run(PAIR + ["--seed", "9"], MENU + click(hs), size=size)
    texts = other_texts(st)
    t.check(st["top"] == "mahjong-scores" and len(texts) >= 15, f"{size}: the table is on screen: {st['top']}")
    for x in texts:
        r = x["rect"]
        t.check(r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= W and r[1] + r[3] <= H, f"{size}: {x['text']!r} {r} inside the window")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{size}: {a['text']!r} {a['rect']} and {b['text']!r} {b['rect']} apart")
t.done()
