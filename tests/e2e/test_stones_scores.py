"""MahJongg Stones' high scores are a table in real columns: the variants'
names start at one x, the best scores and the win counts end at one x each
(digits line up), in every language and at every window size. They used to be
one centred message of padded lines in the proportional font, where no column
lined up. The scores file is written here as the game writes it (records
format, version 2, with its checksum): wins in three variants, none in the
others ("no win yet")."""

from pagoda_e2e import Pagoda
from tables_e2e import check_edge, check_inside, left, menu_index, open_item, open_table, right, texts, write_table

LANGS = ("en", "de", "fr", "es", "pl", "ru", "zh_CN")
SIZES = ("800x1280", "1280x720", "3840x2160")
RECORDS = {"stones": (12345, 3), "throwing": (987, 12), "tiny": (1029, 1)}  # best score, wins
VARIANTS = 6

t = Pagoda()
write_table(t, "stones-scores.txt", "pagoda-records", [f"{k} {b} {w}" for k, (b, w) in RECORDS.items()])

shots = []
for size in SIZES:
    index = menu_index(t, "stones", "High scores", size)
    if index is None:
        continue
    for lang in LANGS:
        rows = open_table(t, "stones", index, lang, size, "stones-scores", shots)
        if rows is None:
            continue
        where = f"{lang} {size}"
        t.check(len(rows) == 1 + VARIANTS, f"{where}: a header and {VARIANTS} rows in columns: {texts(rows)}")
        if len(rows) != 1 + VARIANTS:
            continue
        won = [r for r in rows[1:] if len(r) == 3]
        never = [r for r in rows[1:] if len(r) == 2]
        t.check(len(rows[0]) == 3 and len(won) == len(RECORDS) and len(never) == VARIANTS - len(RECORDS),
                f"{where}: three headings, {len(RECORDS)} variants won, the others not: {texts(rows)}")
        t.check(sorted((int(r[1]["text"]), int(r[2]["text"])) for r in won if r[1]["text"].isdigit() and
                       r[2]["text"].isdigit()) == sorted(RECORDS.values()),
                f"{where}: each won variant's best score and wins: {texts(won)}")
        check_edge(t, where, "the variants' names (and their heading)", [r[0] for r in rows], left)
        check_edge(t, where, "the best scores (and their heading)", [r[1] for r in [rows[0]] + won], right)
        check_edge(t, where, "the wins, \"no win yet\" and their heading", [r[-1] for r in rows], right)
        t.check(len({r[-1]["text"] for r in never}) == 1, f"{where}: one word for a variant never won: "
                f"{[r[-1]['text'] for r in never]}")
        check_inside(t, where, rows, size)

# Esc closes the table
index = menu_index(t, "stones", "High scores", "1280x720")
if index is not None:
    st, _ = open_item(t, "stones", index, "en", "1280x720", "key Escape\nwait 3\n")
    t.check(st and st["top"] != "stones-scores", f"Esc closes the table: {st and st['top']}")
print("screenshots:", " ".join(shots))
t.done()
