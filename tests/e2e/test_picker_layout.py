"""The layout picker's cards at every size (issue 39): a card's name and its
lines stay on the card, apart from the next card's ("144 tiles - not won yet
(yours)" was one line, wider than a card, and ran into its neighbours; at
800x1280 every card's line did). Each line is as wide as the card at most."""

import os

from pagoda_e2e import Pagoda


def overlap(a, b):
    a = (a[0], a[1] + a[3] * 15 // 100, a[2], a[3] * 70 // 100)
    b = (b[0], b[1] + b[3] * 15 // 100, b[2], b[3] * 70 // 100)
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


t = Pagoda()
layouts = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "layouts")
os.makedirs(layouts, exist_ok=True)
src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "layouts", "dog.layout")
with open(src) as f, open(os.path.join(layouts, "my-long.layout"), "w") as g:
    g.write(f.read().replace("name: Dog", "name: My long layout name", 1))
for size in ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160"):
    W, H = map(int, size.split("x"))
    st, _, _ = t.run(["--game", "mahjong", "--seed", "12"], "wait 3\nkey Escape\nwait 3\n", size=size)
    item = [i["rect"] for i in st["menu"]["items"] if i["label"].startswith("Choose a layout")]
    t.check(len(item) == 1, f"{size}: the menu offers the picker")
    if not item:
        continue
    r = item[0]
    st, shot, _ = t.run(["--game", "mahjong", "--seed", "12"],
                        f"wait 3\nkey Escape\nwait 3\nclick {r[0] + r[2] // 2} {r[1] + r[3] // 2}\nwait 3\nkey Left\nkey Left\nwait 3\n",
                        size=size)
    t.check(st["top"] == "layout-picker", f"{size}: the picker is up: {st['top']}")
    texts = [x for x in st["screen"]["texts"] if x["in"] == "other"]
    t.check(size == "640x400" or any("yours" in x["text"] for x in texts), f"{size}: the player's layout says so: {[x['text'] for x in texts]}")
    for x in texts:
        q = x["rect"]
        t.check(q[0] >= 0 and q[1] >= 0 and q[0] + q[2] <= W and q[1] + q[3] <= H, f"{size}: {x['text']!r} {q} inside the window")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{size}: {a['text']!r} {a['rect']} and {b['text']!r} {b['rect']} apart")
t.done()
