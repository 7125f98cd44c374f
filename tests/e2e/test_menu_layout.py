"""The game menu as the player sees it: an item with a value (Board size, Clock,
Automatic moves, Computer level...) shows that value in its row, and the row
changes when Right changes it. Every dialog keeps as much room below its last
item as on its sides (the highlighted last row used to sit on the border). The
game menu fits the window from its smallest size (640x400) to tall narrow ones
(800x1280): fewer columns, tighter rows or the small font rather than items
beyond the edge, and the keyboard still reaches and picks the last item."""

from pagoda_e2e import Pagoda, matching_free_pair, png_pixels

t = Pagoda()
MENU = "wait 30\nkey Escape\nwait 2\n"
GAMES = {
    "linksame": ["--game", "linksame", "--seed", "3"],
    "tournament": ["--game", "mahjong", "--variant", "tournament", "--seed", "3"],
    "shamrocks": ["--game", "shamrocks", "--seed", "3"],
    "slayer": ["--game", "dragon", "--variant", "slayer", "--seed", "3"],
    "stones": ["--game", "stones", "--seed", "3"],
}


def crop(shot, r):
    """The pixels inside rect r = [x, y, w, h], 3 px in from its edges (not the frame)."""
    w, h, ch, rows = png_pixels(shot)
    x, y, rw, rh = r
    return [rows[j][(x + 3) * ch:(x + rw - 3) * ch] for j in range(y + 3, y + rh - 3)]


# every item with a value, in every game: the pointer on it, then Right
for name, args in GAMES.items():
    st, _, _ = t.run(args, MENU)
    valued = [i for i in st["menu"]["items"] if "value" in i]
    t.check(valued, f"{name}: the game menu has an item with a value")
    for item in valued:
        x, y, w, h = item["rect"]
        at = MENU + f"move {x + w // 2} {y + h // 2}\nwait 2\n"
        before, shot1, _ = t.run(args, at)
        after, shot2, _ = t.run(args, at + "key Right\nwait 2\n")
        was = [i["value"] for i in before["menu"]["items"] if i["label"] == item["label"]]
        now = [i["value"] for i in after["menu"]["items"] if i["label"] == item["label"]]
        if was == now:
            continue  # a value Right cannot change now (none here so far)
        t.check(crop(shot1, item["rect"]) != crop(shot2, item["rect"]),
                f"{name}: Right on {item['label']} ({was} to {now}) changes its row on screen")


def bottom_room(name, st):
    """The panel's room below its lowest row is at least the text height (a row
    is one and a half of it), as on its sides."""
    m = st.get("menu")
    t.check(m is not None, f"{name}: a menu is open ({st.get('top')})")
    if not m:
        return
    px, py, pw, ph = m["panel"]
    shown = [i["rect"] for i in m["items"] if i["rect"][3] > 0]
    low = max(r[1] + r[3] for r in shown)
    th = shown[0][3] * 2 // 3
    left = min(r[0] for r in shown) - px
    t.check(py + ph - low >= th - 1 and left >= th - 1,
            f"{name}: room below the last row {py + ph - low} px, on the left {left} px, text {th} px")


mj = ["--game", "mahjong", "--seed", "5"]
st, _, _ = t.run(mj, "wait 30\n")
a, b = matching_free_pair(st)
moved = f"wait 30\nclick tile {a}\nwait 3\nclick tile {b}\nwait 30\n"
for name, script in (("game menu", MENU), ("Open", "wait 30\nkey ctrl+o\nwait 5\n"),
                     ("New game? (Keep playing)", moved + "key n\nwait 5\n"),
                     ("Restart? (Keep playing)", moved + "key ctrl+r\nwait 5\n")):
    st, _, _ = t.run(mj, script)
    bottom_room(name, st)
for name, args in GAMES.items():
    st, _, _ = t.run(args, MENU)
    bottom_room(name + " menu", st)


def inside(r, box):
    return r[0] >= box[0] and r[1] >= box[1] and r[0] + r[2] <= box[0] + box[2] and r[1] + r[3] <= box[1] + box[3]


for size in ("640x400", "1024x600", "800x1280"):
    w, h = map(int, size.split("x"))
    for name, args in GAMES.items():
        st, _, _ = t.run(args, MENU, size=size)
        m = st["menu"]
        t.check(inside(m["panel"], [0, 0, w, h]), f"{name} at {size}: the menu {m['panel']} is inside the window")
        out = [i["label"] for i in m["items"] if i["rect"][2] and not inside(i["rect"], m["panel"])]
        t.check(not out, f"{name} at {size}: every item inside the menu's panel {m['panel']}: not {out}")
        hidden = [i["label"] for i in m["items"] if not i["rect"][2]]
        t.check(not hidden, f"{name} at {size}: every item in view: not {hidden}")
# the last item (Guide to these tiles) at 640x400: Left from Resume wraps to the
# last column, Up to its last item; it is in view, and Enter opens it
last = MENU + "key Left\nkey Up\nwait 2\n"
st, shot, _ = t.run(GAMES["stones"], last, size="640x400")
m = st["menu"]
cur = m["items"][m["cur"]]
t.check(cur["label"] == m["items"][-1]["label"] and cur["rect"][2] and inside(cur["rect"], m["panel"]),
        f"the cursor is on the last item, in view: {cur}")
st, _, _ = t.run(GAMES["stones"], last + "key Return\nwait 5\n", size="640x400")
t.check(st["top"] not in ("game-menu", "stones"), f"Enter on the last item opens it: {st['top']}")
# Down walks every item of a column once before coming back to the first
seen = set()
for k in range(20):
    st, _, _ = t.run(GAMES["stones"], MENU + "key Right\n" + "key Down\n" * k + "wait 2\n", size="640x400")
    seen.add(st["menu"]["items"][st["menu"]["cur"]]["label"])
game = [i["label"] for i in st["menu"]["items"] if i["rect"][0] == st["menu"]["items"][st["menu"]["cur"]]["rect"][0]
        and not i["header"]]
t.check(set(game) <= seen, f"Down walks every item of the Game column at 640x400: missing {set(game) - seen}")
t.done()
