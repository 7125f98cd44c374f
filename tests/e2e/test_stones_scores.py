"""MahJongg Stones' high scores are a table in real columns: the variants'
names start at one x, the best scores and the win counts end at one x each
(digits line up), in every language and at every window size. They used to be
one centred message of padded lines in the proportional font, where no column
lined up. The scores file is written here as the game writes it (records
format, version 2, with its checksum): wins in three variants, none in the
others ("no win yet")."""

import os

from pagoda_e2e import Pagoda

LANGS = ("en", "de", "fr", "es", "pl", "ru", "zh_CN")
SIZES = ("800x1280", "1280x720", "3840x2160")
RECORDS = {"stones": (12345, 3), "throwing": (987, 12), "tiny": (1029, 1)}  # best score, wins
VARIANTS = 6

t = Pagoda()
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(folder)
body = "pagoda-records 2\n" + "".join(f"{k} {b} {w}\n" for k, (b, w) in RECORDS.items())
h = 0xCBF29CE484222325  # FNV-1a 64, the checksum line of core/savetext.c
for byte in body.encode():
    h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
with open(os.path.join(folder, "stones-scores.txt"), "w") as f:
    f.write(body + f"checksum {h:016x}\n")

MENU = "wait 10\nkey Escape\nwait 3\n"


def open_scores(lang, size, index):
    """The game menu's item `index` (High scores) clicked; the dump of the table."""
    args = ["--game", "stones", "--seed", "5", "--language", lang]
    st, _, _ = t.run(args, MENU, size=size)
    items = ((st or {}).get("menu") or {}).get("items", [])
    if index >= len(items):
        t.fail(f"{lang} {size}: no game menu: {st and st.get('top')}")
        return None, None
    x, y, w, hh = items[index]["rect"]
    st, shot, _ = t.run(args, MENU + f"click {x + w // 2} {y + hh // 2}\nwait 5\n", size=size)
    return st, shot


def rows_of(st):
    """The table's rows, top to bottom: the texts of the scores' screen that
    share a line, two or more of them (the title and the foot stand alone)."""
    lines = {}
    for x in st["screen"]["texts"]:
        if x["in"] == "other" and x["text"] != "Paused":
            lines.setdefault(x["rect"][1], []).append(x)
    return [sorted(r, key=lambda c: c["rect"][0]) for y, r in sorted(lines.items()) if len(r) >= 2]


def left(c):
    return c["rect"][0]


def right(c):
    return c["rect"][0] + c["rect"][2]


shots = []
for size in SIZES:
    W, H = map(int, size.split("x"))
    st, _, _ = t.run(["--game", "stones", "--seed", "5"], MENU, size=size)
    labels = [i["label"] for i in ((st or {}).get("menu") or {}).get("items", [])]
    t.check("High scores" in labels, f"{size}: the game menu has High scores: {labels}")
    if "High scores" not in labels:
        continue
    index = labels.index("High scores")
    for lang in LANGS:
        st, shot = open_scores(lang, size, index)
        if not st:
            continue
        shots.append(shot)
        where = f"{lang} {size}"
        t.check(st["top"] == "stones-scores", f"{where}: the high scores are open: {st['top']}")
        rows = rows_of(st)
        t.check(len(rows) == 1 + VARIANTS, f"{where}: a header and {VARIANTS} rows in columns: "
                f"{[[c['text'] for c in r] for r in rows]}")
        if len(rows) != 1 + VARIANTS:
            continue
        won = [r for r in rows[1:] if len(r) == 3]
        never = [r for r in rows[1:] if len(r) == 2]
        t.check(len(rows[0]) == 3 and len(won) == len(RECORDS) and len(never) == VARIANTS - len(RECORDS),
                f"{where}: three headings, {len(RECORDS)} variants won, the others not: "
                f"{[[c['text'] for c in r] for r in rows]}")
        t.check(sorted((int(r[1]["text"]), int(r[2]["text"])) for r in won if r[1]["text"].isdigit() and
                       r[2]["text"].isdigit()) == sorted(RECORDS.values()),
                f"{where}: each won variant's best score and wins: {[[c['text'] for c in r] for r in won]}")
        names = {left(r[0]) for r in rows}
        best = {right(r[1]) for r in [rows[0]] + won}
        wins = {right(r[-1]) for r in rows}
        t.check(len(names) == 1, f"{where}: the variants' names (and their heading) start at one x: {sorted(names)}")
        t.check(len(best) == 1, f"{where}: the best scores (and their heading) end at one x: {sorted(best)}")
        t.check(len(wins) == 1, f"{where}: the wins, \"no win yet\" and their heading end at one x: {sorted(wins)}")
        t.check(len({r[-1]["text"] for r in never}) == 1, f"{where}: one word for a variant never won: "
                f"{[r[-1]['text'] for r in never]}")
        cells = [c for r in rows for c in r]
        t.check(all(c["rect"][0] >= 0 and right(c) <= W and c["rect"][1] + c["rect"][3] <= H for c in cells),
                f"{where}: every cell inside the window")
        t.check(all(right(a) < left(b) for r in rows for a, b in zip(r, r[1:])),
                f"{where}: no cell runs into the next: {[[c['rect'] for c in r] for r in rows]}")

# Esc closes the table
st, _, _ = t.run(["--game", "stones", "--seed", "5"], MENU, size="1280x720")
labels = [i["label"] for i in ((st or {}).get("menu") or {}).get("items", [])]
if "High scores" in labels:
    x, y, w, hh = st["menu"]["items"][labels.index("High scores")]["rect"]
    st, _, _ = t.run(["--game", "stones", "--seed", "5"],
                     MENU + f"click {x + w // 2} {y + hh // 2}\nwait 5\nkey Escape\nwait 3\n")
    t.check(st and st["top"] != "stones-scores", f"Esc closes the table: {st and st['top']}")
print("screenshots:", " ".join(shots))
t.done()
