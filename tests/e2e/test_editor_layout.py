"""The layout editor's screen laid out at 640x400, 800x1280 (portrait),
1280x720, 1920x1080 and 3840x2160 (issue 39), as test_play_layout does for the
play screens: every text inside the window, each button's label inside its
button, no two buttons or texts on each other, no text on the editing area, and
the message line apart from the keys' line. Where things went comes from
--dump's "screen": the toolbar's buttons and every text the last frame drew."""

from pagoda_e2e import Pagoda

SIZES = ("640x400", "800x1280", "1280x720", "1920x1080", "3840x2160")
EDITOR = "key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"
LOAD = "key Escape\nwait 2\nkey Down Down Down Down Down Return\nwait 2\nkey Return\nwait 2\n"
REFUSED = "key Escape\nwait 2\nkey Down Down Down Return\nwait 5\n"  # Test winnable: its verdict on the message line


def overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(r, box):
    return r[0] >= box[0] and r[1] >= box[1] and r[0] + r[2] <= box[0] + box[2] and r[1] + r[3] <= box[1] + box[3]


t = Pagoda()
for size in SIZES:
    W, H = map(int, size.split("x"))
    st, _, _ = t.run([], EDITOR + LOAD + REFUSED, size=size)
    where = f"editor at {size}"
    sc = (st or {}).get("screen")
    t.check(sc and sc["texts"] and sc["buttons"] and st["editor"]["message"], f"{where}: the layout is traced, with a message")
    if not sc:
        continue
    buttons, texts, area = sc["buttons"], sc["texts"], sc["area"]
    t.check(area[2] > W // 3 and area[3] > H // 3, f"{where}: the editing area {area} has room")
    for x in texts:
        t.check(inside(x["rect"], [0, 0, W, H]), f"{where}: {x['text']!r} {x['rect']} inside the window")
        t.check(not overlap(x["rect"], area), f"{where}: {x['text']!r} {x['rect']} off the editing area {area}")
    for b in buttons:
        t.check(inside(b["rect"], [0, 0, W, H]) and not overlap(b["rect"], area), f"{where}: button {b['label']} {b['rect']}")
        own = [x for x in texts if x["text"] == b["label"]]
        t.check(own and inside(own[0]["rect"], b["rect"]), f"{where}: {b['label']!r} inside its button {b['rect']}: {own}")
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{where}: buttons {a['label']} and {b['label']} apart")
    labels = {b["label"] for b in buttons}
    free = [x for x in texts if x["text"] not in labels]
    for x in free:
        for b in buttons:
            t.check(not overlap(x["rect"], b["rect"]), f"{where}: {x['text']!r} {x['rect']} off the button {b['label']}")
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            t.check(not overlap(a["rect"], b["rect"]), f"{where}: {a['text']!r} {a['rect']} and {b['text']!r} {b['rect']} apart")
    t.check(not overlap(sc["message"], sc["keys"]), f"{where}: the message line {sc['message']} off the keys' line {sc['keys']}")
    t.check(any(x["text"].startswith("Layout editor:") for x in free) and any("Gravity is on." in x["text"] for x in free),
            f"{where}: the layout's line shown whole: {[x['text'] for x in free]}")
    # the whole message is shown (not cut to its first line)
    shown = " ".join(x["text"] for x in free if x["rect"][1] >= sc["message"][1] and x["rect"][1] < sc["message"][1] + sc["message"][3] * 3
                     and x["rect"][1] < sc["keys"][1])
    t.check(st["editor"]["message"] in shown or st["editor"]["message"].replace(" ", "") in shown.replace(" ", ""),
            f"{where}: the message shown whole: {st['editor']['message']!r} in {shown!r}")
t.done()
