"""LinkSame's high scores and Shamrocks' statistics are tables in real
columns, as MahJongg Stones' high scores are (test_stones_scores.py): they used
to be one centred message of padded lines in the proportional font, where no
column lined up.

- LinkSame: rank, score, date, deal; the ranks, scores and deals end at one x
  each (digits line up), the dates start at one x, under their headings. The
  scores file is written as the game writes it (its own format, version 2,
  with the checksum line), for the board and stage count the menu starts on;
  with no score for them, the sentence that says so.
- Shamrocks: a label and its figure a row, no heading row: the labels start at
  one x, the figures (a time, or "none yet") end at one x. The statistics are
  the records file the game keeps.

In English, German and Chinese, at 1280x720 and 800x1280."""

from pagoda_e2e import Pagoda
from tables_e2e import (check_columns, check_inside, left, menu_index, open_item, open_table, right, rows_of, texts,
                        write_table)

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
print("screenshots:", " ".join(shots))
t.done()
