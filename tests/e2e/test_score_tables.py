"""LinkSame's and Mahjong's high scores and Shamrocks' statistics are tables
in real columns, as MahJongg Stones' high scores are (test_stones_scores.py):
LinkSame's and Shamrocks' used to be one centred message of padded lines in the
proportional font, where no column lined up; Mahjong's had a drawer of its own,
its columns' texts starting at one x, times and deals too.

- LinkSame: rank, score, date, deal; the ranks, scores and deals end at one x
  each (digits line up), the dates start at one x, under their headings. The
  scores file is written as the game writes it (its own format, version 2,
  with the checksum line), for the board and stage count the menu starts on;
  with no score for them, the sentence that says so.
- Shamrocks: a label and its figure a row, no heading row: the labels start at
  one x, the figures (a time, or "none yet") end at one x. The statistics are
  the records file the game keeps.
- Mahjong: rank, time, date, deal for the layout and variant in play (a
  one-pair layout here, won in one move); the ranks, times and deals end at one
  x each, the dates start at one x. From the game menu no row is marked; from
  the win dialog's "High scores" the win just recorded is the one marked row,
  "New" after its deal, on the pager's table as the others (the pager's row
  mark, engine/ui.h), and Esc returns to the win dialog.

In English, German and Chinese, at 1280x720 and 800x1280."""

import os
import re

from pagoda_e2e import Pagoda
from tables_e2e import (MENU, check_columns, check_inside, left, marked, menu_index, open_item, open_table, right,
                        rows_of, texts, write_table)

LANGS = ("en", "de", "zh_CN")
SIZES = ("1280x720", "800x1280")
# the default board (normal) and stage count (9); a deal's number may take all of a u64's 20 digits
SCORES = [(12345, "2026-11-20", 12345678901234567890), (987, "2026-11-27", 7), (40, "2025-01-03", 4242)]
# the records file's rows (core/games/shamrocks/stats.h): played 12, won 5 (best 1:05), streak 2, longest 3
STATS = ["shamrocks 65 5", "shamrocks-played 0 12", "shamrocks-streak 12 2", "shamrocks-best-streak 0 3"]
NEVER_WON = ["shamrocks-played 0 4"]

t = Pagoda()
shots = []


def linksame_scores(lines):
    write_table(t, "linksame-scores.txt", "pagoda-linksame-scores", lines)


def shamrocks_stats(lines):
    write_table(t, "shamrocks-records.txt", "pagoda-records", lines)


linksame_scores([f"normal 9 {s} {d} {seed}" for s, d, seed in SCORES] + ["easy 9 999 2026-11-01 5"])
shamrocks_stats(STATS)
for size in SIZES:
    ls = menu_index(t, "linksame", "High scores", size)
    sh = menu_index(t, "shamrocks", "Statistics", size)
    for lang in LANGS:
        where = f"LinkSame {lang} {size}"
        rows = open_table(t, "linksame", ls, lang, size, "linksame-scores", shots)
        if rows is not None:
            t.check(len(rows) == 1 + len(SCORES), f"{where}: a header and {len(SCORES)} rows: {texts(rows)}")
            t.check(texts(rows[1:]) == [[f"{i + 1}.", str(s), d, str(seed)] for i, (s, d, seed) in enumerate(SCORES)],
                    f"{where}: rank, score, date and deal, best first, this board's only: {texts(rows)}")
            check_columns(t, where, rows, (right, right, left, right))
            check_inside(t, where, rows, size)
        where = f"Shamrocks {lang} {size}"
        rows = open_table(t, "shamrocks", sh, lang, size, "shamrocks-stats", shots)
        if rows is not None:
            figures = [r[-1]["text"].replace("\u00a0", " ") for r in rows]
            t.check(len(rows) == 6 and figures[:2] == ["12", "5"] and figures[2].startswith("42") and
                    figures[3:] == ["2", "3", "1:05"], f"{where}: six figures, no heading row: {texts(rows)}")
            check_columns(t, where, rows, (left, right))
            check_inside(t, where, rows, size)

# no win yet: the best time says so, in the column of figures
shamrocks_stats(NEVER_WON)
sh = menu_index(t, "shamrocks", "Statistics", "1280x720")
for lang in LANGS:
    rows = open_table(t, "shamrocks", sh, lang, "1280x720", "shamrocks-stats", shots)
    if rows is not None:
        t.check(len(rows) == 6 and not rows[-1][-1]["text"][0].isdigit(),
                f"Shamrocks {lang}: the best time before a win is a word: {texts(rows)}")
        check_columns(t, f"Shamrocks {lang}, never won", rows, (left, right))

# no score for this board and stage count: the sentence, no table
linksame_scores(["easy 9 999 2026-11-01 5"])
ls = menu_index(t, "linksame", "High scores", "1280x720")
st, _ = open_item(t, "linksame", ls, "en", "1280x720") if ls is not None else (None, None)
if st:
    words = [x["text"] for x in st["screen"]["texts"] if x["in"] == "other"]
    t.check("No scores yet for this board and stage count." in words and not rows_of(st),
            f"LinkSame without a score here says so: {words}")
    st, _ = open_item(t, "linksame", ls, "en", "1280x720", "key Escape\nwait 3\n")
    t.check(st and st["top"] != "linksame-scores", f"Esc closes the high scores: {st and st['top']}")
# Mahjong: a layout of one pair, its key (layout_hash) read back from the file its first win writes
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
os.makedirs(os.path.join(folder, "layouts"), exist_ok=True)
with open(os.path.join(folder, "layouts", "pair.layout"), "w") as f:
    f.write("pagoda-layout 1\nname: Pair\ntile 0 0 0\ntile 2 0 0\n")
PAIR = ["--layout", "pair"]
WIN = "wait 10\nclick tile 0\nclick tile 1\nwait 90\n"
NEW = {"en": "New", "de": "Neu", "zh_CN": "\u65b0"}  # po/*.po, msgctxt "high score"
st, _, _ = t.run(["--game", "mahjong", "--seed", "3"] + PAIR, WIN)
t.check(st and st["top"] == "win", f"Mahjong: the pair won: {st and st['top']}")
scores = os.path.join(folder, "mahjong-scores.txt")
key = open(scores).read().split("\n")[1].split()[0] if os.path.exists(scores) else "none"
# the fastest first; a win of this game (a second or so) comes second, after the win of 0 s
MJ = [(0, "0:00", "2026-11-20", 12345678901234567890), (3900, "1:05:00", "2026-11-27", 7),
      (4000, "1:06:40", "2025-01-03", 4242)]


def mahjong_scores():
    write_table(t, "mahjong-scores.txt", "pagoda-mahjong-scores", [f"{key} classic {s} {d} {n}" for s, _, d, n in MJ])


def check_mahjong(where, rows, size, lang, new_at):
    """The rows of the table, the one marked `new_at` (None: none) a win of deal 5."""
    rows, at = marked(t, where, rows, NEW[lang])
    t.check(at == new_at, f"{where}: the row marked {NEW[lang]!r}: {at}, expected {new_at}")
    want = [[f"{i + 1}.", time, d, str(n)] for i, (_, time, d, n) in enumerate(MJ)]
    if new_at is not None:
        want.insert(new_at - 1, [f"{new_at}.", "0:0?", "????-??-??", "5"])
        want[new_at:] = [[f"{int(r[0][:-1]) + 1}."] + r[1:] for r in want[new_at:]]
    got = texts(rows[1:])
    t.check(len(rows) == 1 + len(want) and all(len(g) == 4 and all(
        re.fullmatch(w.replace("?", r"\d").replace(".", r"\."), c) for w, c in zip(wr, g)) for g, wr in zip(got, want)),
        f"{where}: rank, time, date and deal, fastest first: {got}")
    check_columns(t, where, rows, (right, right, left, right))
    check_inside(t, where, rows, size)


def win_item(size):
    """The index of the win dialog's High scores (in English), or None."""
    mahjong_scores()
    st, _, _ = t.run(["--game", "mahjong", "--seed", "5"] + PAIR, WIN, size=size)
    labels = [i["label"] for i in ((st or {}).get("menu") or {}).get("items", [])]
    t.check(st and st["top"] == "win" and "High scores" in labels, f"Mahjong {size}: the win dialog has High scores: "
            f"{st and st['top']} {labels}")
    return labels.index("High scores") if "High scores" in labels else None


for size in SIZES:
    mj = menu_index(t, "mahjong", "High scores", size, PAIR)
    won = win_item(size)
    for lang in LANGS:
        mahjong_scores()
        rows = open_table(t, "mahjong", mj, lang, size, "mahjong-scores", shots, PAIR)
        if rows is not None:
            check_mahjong(f"Mahjong {lang} {size}, from the menu", rows, size, lang, None)
        # won: the win dialog's High scores shows the win just recorded marked
        args = ["--game", "mahjong", "--seed", "5", "--language", lang] + PAIR
        mahjong_scores()
        st, _, _ = t.run(args, WIN, size=size)
        items = ((st or {}).get("menu") or {}).get("items", [])
        if won is None or won >= len(items):
            continue
        x, y, w, h = items[won]["rect"]
        click = f"click {x + w // 2} {y + h // 2}\nwait 5\n"
        mahjong_scores()
        st, shot, _ = t.run(args, WIN + click, size=size)
        where = f"Mahjong {lang} {size}, after a win"
        t.check(st and st["top"] == "mahjong-scores", f"{where}: the table is open: {st and st['top']}")
        if st and st["top"] == "mahjong-scores":
            shots.append(shot)
            check_mahjong(where, rows_of(st), size, lang, 2)
        mahjong_scores()
        st, _, _ = t.run(args, WIN + click + "key Escape\nwait 3\n", size=size)
        t.check(st and st["top"] == "win", f"{where}: Esc returns to the win dialog: {st and st['top']}")
print("screenshots:", " ".join(shots))
t.done()
