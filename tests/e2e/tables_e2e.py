"""Helpers of the tests of the score screens drawn as tables by the pager
(MahJongg Stones', LinkSame's and Mahjong's high scores, Shamrocks'
statistics): a table
file written as the game writes it, the screen opened from the game menu by
script, and the table read back from the dump's layout trace, in rows, with
checks that a column's cells share one edge, and the row a table marks (the
win just recorded, "New")."""

import os

MENU = "wait 10\nkey Escape\nwait 3\n"  # the game menu, over the game


def write_table(t, name, magic, lines):
    """The per-user table file `name` as core/tablefile.c writes it: "MAGIC 2",
    the lines, then the checksum line of core/savetext.c (FNV-1a 64)."""
    folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
    os.makedirs(folder, exist_ok=True)
    body = f"{magic} 2\n" + "".join(line + "\n" for line in lines)
    h = 0xCBF29CE484222325
    for byte in body.encode():
        h = ((h ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    with open(os.path.join(folder, name), "w") as f:
        f.write(body + f"checksum {h:016x}\n")


def menu_index(t, game, label, size, args=()):
    """The index of the game menu's item `label` (in English), or None; `args`:
    more of the command line (a layout...)."""
    st, _, _ = t.run(["--game", game, "--seed", "5", *args], MENU, size=size)
    labels = [i["label"] for i in ((st or {}).get("menu") or {}).get("items", [])]
    t.check(label in labels, f"{game} {size}: the game menu has {label}: {labels}")
    return labels.index(label) if label in labels else None


def open_item(t, game, index, lang, size, then="", args=()):
    """The game menu's item `index` clicked, in `lang`, then the script `then`:
    the dump and the screenshot (None, None without a game menu)."""
    args = ["--game", game, "--seed", "5", "--language", lang, *args]
    st, _, _ = t.run(args, MENU, size=size)
    items = ((st or {}).get("menu") or {}).get("items", [])
    if index >= len(items):
        t.fail(f"{game} {lang} {size}: no game menu: {st and st.get('top')}")
        return None, None
    x, y, w, hh = items[index]["rect"]
    st, shot, _ = t.run(args, MENU + f"click {x + w // 2} {y + hh // 2}\nwait 5\n" + then, size=size)
    return st, shot


def open_table(t, game, index, lang, size, top, shots, args=()):
    """The screen `top` opened from the game menu's item `index` (None: the
    game menu had no such item), its screenshot added to `shots`: its table's
    rows (rows_of), or None."""
    st, shot = open_item(t, game, index, lang, size, args=args) if index is not None else (None, None)
    if not st:
        return None
    shots.append(shot)
    t.check(st["top"] == top, f"{game} {lang} {size}: {top} is open: {st['top']}")
    return rows_of(st)


def rows_of(st):
    """The table's rows, top to bottom: the texts of the screen that share a
    line, two or more of them (the title and the foot stand alone)."""
    lines = {}
    for x in st["screen"]["texts"]:
        if x["in"] == "other" and x["text"] != "Paused":
            lines.setdefault(x["rect"][1], []).append(x)
    return [sorted(r, key=lambda c: c["rect"][0]) for y, r in sorted(lines.items()) if len(r) >= 2]


def marked(t, where, rows, word):
    """The rows with the mark taken off, and the index of the one row that
    ended in `word` (None: no row did). A second mark fails."""
    found = [i for i, r in enumerate(rows) if len(r) >= 2 and r[-1]["text"] == word]
    t.check(len(found) <= 1, f"{where}: one row marked {word!r} at most: {texts(rows)}")
    for i in found:
        t.check(left(rows[i][-1]) > right(rows[i][-2]), f"{where}: {word!r} after its row's last cell")
    return [r[:-1] if i in found else r for i, r in enumerate(rows)], (found[0] if found else None)


def texts(rows):
    return [[c["text"] for c in r] for r in rows]


def left(c):
    return c["rect"][0]


def right(c):
    return c["rect"][0] + c["rect"][2]


def check_edge(t, where, what, cells, edge):
    """The cells (a column) share their left x (edge `left`: text) or their
    right x (edge `right`: numbers)."""
    xs = sorted({edge(c) for c in cells})
    t.check(len(xs) == 1, f"{where}: {what} {'start' if edge is left else 'end'} at one x: {xs} "
            f"{[c['text'] for c in cells]}")


def check_columns(t, where, rows, edges):
    """Every row has one cell a column, and column i's cells share edges[i]."""
    t.check(all(len(r) == len(edges) for r in rows), f"{where}: {len(edges)} cells a row: {texts(rows)}")
    for i, edge in enumerate(edges):
        check_edge(t, where, f"column {i + 1}", [r[i] for r in rows if len(r) == len(edges)], edge)


def check_inside(t, where, rows, size):
    """Every cell inside the window, none running into the next of its row."""
    W, H = map(int, size.split("x"))
    cells = [c for r in rows for c in r]
    t.check(all(c["rect"][0] >= 0 and right(c) <= W and c["rect"][1] + c["rect"][3] <= H for c in cells),
            f"{where}: every cell inside the window")
    t.check(all(right(a) < left(b) for r in rows for a, b in zip(r, r[1:])),
            f"{where}: no cell runs into the next: {[[c['rect'] for c in r] for r in rows]}")
