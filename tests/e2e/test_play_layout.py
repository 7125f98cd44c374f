"""Every game's play screen laid out at 640x400, 800x1280 (portrait), 1280x720,
1920x1080 and 3840x2160 (issue 39): every text drawn inside the window, none of
the top bar's texts on one of its buttons or on another of its texts, and the
board's texts not under the top bar. At 800x1280 the score sat on Undo in
Mahjong and Tournament, the status line ran off the right, and Dragon's Eye's
side panel was cut ("Dragon M", "Wall: 127 tile"). Where things went comes from
--dump's "screen": the HUD buttons and every text the last frame drew. A second
pass has the longest top bar ("Show winnable" and "Count the moves available"
on): Dragon's Eye's own line ("Your turn, Slayer.") and buttons, and the
"winnable" label, stay off the board's texts too."""

import os

from pagoda_e2e import Pagoda

SIZES = ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160")
GAMES = (("mahjong", []), ("tournament", ["--variant", "tournament"]), ("linksame", []), ("dragon", []),
         ("shamrocks", []), ("stones", []))


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


t = Pagoda()
prefs = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
for settings, size in [("", s) for s in SIZES] + [("show_winnable = on\nshow_moves = on\n", s) for s in SIZES]:
    os.makedirs(prefs, exist_ok=True)
    with open(os.path.join(prefs, "settings.txt"), "w") as f:
        f.write("pagoda-settings 1\n" + settings)
    W, H = map(int, size.split("x"))
    for name, extra in GAMES:
        game = "mahjong" if name == "tournament" else name
        st, _, _ = t.run(["--game", game, "--seed", "12", *extra], "wait 5\n", size=size)
        where = f"{name} at {size}{' (longest top bar)' if settings else ''}"
        layout = (st or {}).get("screen")
        t.check(layout is not None and layout["texts"] and layout["buttons"], f"{where}: the layout is traced")
        if not layout:
            continue
        labels = {b["label"] for b in layout["buttons"]}
        hud = [x for x in layout["texts"] if x["in"] == "hud" and x["text"] not in labels]
        view = [x for x in layout["texts"] if x["in"] == "view"]
        play = [x for x in layout["texts"] if x["in"] == "play"]
        for x in layout["texts"]:
            r = x["rect"]
            t.check(r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= W and r[1] + r[3] <= H,
                    f"{where}: {x['text']!r} {r} inside the window")
        for x in hud + view:
            for b in layout["buttons"]:
                t.check(not overlap(x["rect"], b["rect"]), f"{where}: {x['text']!r} {x['rect']} off the button {b['label']} {b['rect']}")
        for x in play + hud:
            for b in layout["board"]:
                t.check(not overlap(x["rect"], b), f"{where}: {x['text']!r} {x['rect']} off the board {b}")
        for i, a in enumerate(hud + play):
            for b in (hud + play)[i + 1:] + view:
                t.check(not overlap(a["rect"], b["rect"]), f"{where}: {a['text']!r} {a['rect']} and {b['text']!r} {b['rect']} apart")
t.done()
