"""The tile guide at every window size (issue 39): each name whole under its
tile ("Chrysanthem..." was cut at 1024x768, and at 800x1280 every name was cut
to "Ba...", "Ch..."; the title and the group lines ran off a tall window), no
two texts on each other, all inside the window. A name too wide for its cell
wraps at a space, is drawn a little smaller, or is hyphenated ("Chrysan-
themum"); it is cut only when none of that fits."""

from pagoda_e2e import Pagoda


def overlap(a, b):
    """Lettering on lettering: a line's box has room above and below its letters
    (a name's two lines are set 85% of a line apart), so that much may touch."""
    a = (a[0], a[1] + a[3] * 15 // 100, a[2], a[3] * 70 // 100)
    b = (b[0], b[1] + b[3] * 15 // 100, b[2], b[3] * 70 // 100)
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


t = Pagoda()
for size in ("640x400", "800x1280", "1024x768", "1280x720", "1920x1080", "3840x2160"):
    W, H = map(int, size.split("x"))
    st, _, _ = t.run(["--game", "mahjong", "--seed", "12"], "wait 3\nkey Escape\nwait 3\n", size=size)
    guide = [i["rect"] for i in st["menu"]["items"] if i["label"] == "Guide to these tiles"]
    t.check(len(guide) == 1, f"{size}: the menu has the guide: {[i['label'] for i in st['menu']['items']]}")
    if not guide:
        continue
    r = guide[0]
    st, shot, _ = t.run(["--game", "mahjong", "--seed", "12"],
                        f"wait 3\nkey Escape\nwait 3\nclick {r[0] + r[2] // 2} {r[1] + r[3] // 2}\nwait 3\n", size=size)
    t.check(st["top"] == "tile-guide", f"{size}: the guide is up: {st['top']}")
    texts = st["screen"]["texts"]
    names = [x["text"] for x in texts]
    t.check(any("Chrysan" in n for n in names) and not any("…" in n or "..." in n for n in names),
            f"{size}: no name cut: {[n for n in names if '…' in n or '...' in n or 'Chrys' in n]}")
    for x in texts:
        q = x["rect"]
        t.check(q[0] >= 0 and q[1] >= 0 and q[0] + q[2] <= W and q[1] + q[3] <= H, f"{size}: {x['text']!r} {q} inside the window")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{size}: {a['text']!r} {a['rect']} and {b['text']!r} {b['rect']} apart")
t.done()
