"""The Layout Construction Set beside KMahjongg's (issue 39): a toolbar on
screen - the tools, the layer with Layer down / Layer up, Undo, Redo, the zoom,
Test winnable, Save - that the mouse clicks, and the keyboard (L) and the
gamepad (right stick, then the d-pad and A) walk; tiles drawn tile-shaped, a
loaded layout centred, zoom by + and - about the cursor; undo and redo of every
edit; a message never over the keys' line. Before this the editor had no
toolbar, drew flat squares, put a loaded layout in the grid's top-left corner,
had no undo, and printed messages over its keys' line."""

from pagoda_e2e import Pagoda, png_pixels

t = Pagoda()
EDITOR = "key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"
LOAD = "key Escape\nwait 2\nkey Down Down Down Down Down Return\nwait 2\nkey Return\nwait 2\n"  # the Turtle


def ed(st):
    return (st or {}).get("editor") or {}


def button(st, label):
    for b in (st or {}).get("screen", {}).get("buttons", []):
        if b["label"] == label:
            return b
    return None


def click(st, label):
    b = button(st, label)
    if not b:
        return ""
    x, y, w, h = b["rect"]
    return f"click {x + w // 2} {y + h // 2}\nwait 2\n"


# the toolbar is on screen, every item in it
st, shot, _ = t.run([], EDITOR)
labels = [b["label"] for b in (st or {}).get("screen", {}).get("buttons", [])]
for want in ("Add", "Remove", "Move", "Layer down", "Layer 1 of 8", "Layer up", "Undo", "Redo", "Zoom out", "Zoom in",
             "Test winnable", "Save", "Menu"):
    t.check(want in labels, f"the toolbar shows {want!r}: {labels}")
t.check(st and button(st, "Add") and button(st, "Add")["active"], "the Add tool is the one in use")

# mouse: two tiles placed by clicks, Layer up clicked, a third across them; Undo
# clicked three times takes all back, Redo twice puts two back
cells = ""
if ed(st):
    c = ed(st)["cursor_rect"]
    cx, cy = c[0] + c[2] // 2, c[1] + c[3] // 2
    cells = f"click {cx} {cy}\nwait 2\nclick {cx + c[2]} {cy}\nwait 2\n"
base, _, _ = t.run([], EDITOR + cells)
t.check(ed(base).get("tiles") == 2, f"two tiles placed by clicks: {ed(base).get('tiles')}")
up, _, _ = t.run([], EDITOR + cells + click(base, "Layer up"))
t.check(ed(up).get("layer") == 1 and button(up, "Layer 2 of 8"), f"Layer up clicked: layer {ed(up).get('layer')}")
if ed(up):
    r = ed(up)["cursor_rect"]  # on the second tile, one layer up
    over = f"click {r[0]} {r[1] + r[3] // 2}\nwait 2\n"  # between the two, one layer up
    three, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over)
    t.check(ed(three).get("tiles") == 3 and sorted(p["z"] for p in ed(three)["places"]) == [0, 0, 1],
            f"a third tile across the two on layer 2: {ed(three).get('places')}")
    undo = click(three, "Undo")
    back, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over + undo * 3)
    t.check(ed(back).get("tiles") == 0 and ed(back).get("can_redo") and not button(back, "Undo")["enabled"],
            f"Undo clicked three times: nothing left, Undo off, Redo on: {ed(back).get('tiles')}")
    redo = click(back, "Redo")
    again, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over + undo * 3 + redo * 2)
    t.check([(p["x"], p["y"], p["z"]) for p in ed(again).get("places", [])] ==
            [(p["x"], p["y"], p["z"]) for p in ed(base).get("places", [])],
            f"Redo clicked twice: the first two tiles again: {ed(again).get('places')}")
    # the Remove tool clicked, then the tile on layer 2: gone; Ctrl+Z brings it back, Ctrl+Y takes it away
    rm = click(three, "Remove") + over
    gone, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over + rm)
    t.check(ed(gone).get("tool") == "Remove" and ed(gone).get("tiles") == 2, f"the Remove tool removes: {ed(gone).get('tiles')}")
    keys, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over + rm + "key ctrl+z\nwait 2\n")
    t.check(ed(keys).get("tiles") == 3, f"Ctrl+Z undoes the removal: {ed(keys).get('tiles')}")
    keys, _, _ = t.run([], EDITOR + cells + click(base, "Layer up") + over + rm + "key ctrl+z ctrl+y\nwait 2\n")
    t.check(ed(keys).get("tiles") == 2, f"Ctrl+Y redoes it: {ed(keys).get('tiles')}")

# keyboard: L goes to the toolbar, Right walks it, Return presses (Add -> Remove);
# gamepad: the right stick, then right and A, the same
st, _, _ = t.run([], EDITOR + "key l Right Return\nwait 2\n")
t.check(ed(st).get("tool") == "Remove", f"L, Right, Return: the Remove tool: {ed(st).get('tool')}")
st, _, _ = t.run([], EDITOR + "pad rs right right right right a\nwait 2\n")
t.check(ed(st).get("layer") == 1, f"gamepad: right stick, right x4, A presses Layer up: layer {ed(st).get('layer')}")
st, _, _ = t.run([], EDITOR + "pad a\nwait 2\npad y\nwait 2\n")
t.check(ed(st).get("tiles") == 0 and ed(st).get("can_redo"), f"gamepad: A places, Y undoes: {ed(st).get('tiles')}")

# a loaded layout: centred in the editing area, drawn as tiles
st, shot, _ = t.run([], EDITOR + LOAD)
places = ed(st).get("places", [])
t.check(len(places) == 144, f"the Turtle loaded: {len(places)} tiles")
if places:
    area = st["screen"]["area"]
    x0 = min(p["rect"][0] for p in places)
    x1 = max(p["rect"][0] + p["rect"][2] for p in places)
    y0 = min(p["rect"][1] for p in places)
    y1 = max(p["rect"][1] + p["rect"][3] for p in places)
    mx, my = (x0 + x1) / 2 - (area[0] + area[2] / 2), (y0 + y1) / 2 - (area[1] + area[3] / 2)
    t.check(abs(mx) < area[2] * 0.05 and abs(my) < area[3] * 0.05, f"the Turtle centred in {area}: off by {mx}, {my}")
    t.check((x1 - x0) > area[2] * 0.4 or (y1 - y0) > area[3] * 0.6, f"and framed large: {x1 - x0}x{y1 - y0} in {area}")
    # tile-shaped: taller than wide (a tile's face), with the body's sides below and
    # left of the face a darker colour than its top
    r = places[0]["rect"]
    t.check(r[3] > r[2], f"a tile is taller than wide: {r}")
    w, h, ch, rows = png_pixels(shot)
    z0 = [p for p in places if p["z"] == 0 and not any(q["z"] > 0 and abs(q["x"] - p["x"]) < 2 and abs(q["y"] - p["y"]) < 2 for q in places)]
    p = z0[0]["rect"]
    top = rows[p[1] + p[3] // 2][(p[0] + p[2] // 2) * ch:(p[0] + p[2] // 2) * ch + 3]
    t.check(min(top) > 150, f"the tile's top is ivory: {list(top)}")

# zoom: + twice makes tiles larger, - back; the cursor's tile stays put
z0s, _, _ = t.run([], EDITOR + LOAD)
z2, _, _ = t.run([], EDITOR + LOAD + "key + +\nwait 2\n")
zb, _, _ = t.run([], EDITOR + LOAD + "key + + - -\nwait 2\n")
t.check(ed(z2).get("tile_w", 0) > ed(z0s).get("tile_w", 0), f"+ zooms in: {ed(z0s).get('tile_w')} -> {ed(z2).get('tile_w')}")
t.check(ed(zb).get("tile_w") == ed(z0s).get("tile_w"), f"- zooms back: {ed(zb).get('tile_w')}")
zw, _, _ = t.run([], EDITOR + LOAD + "wheel 2\nwait 2\n")
zwb, _, _ = t.run([], EDITOR + LOAD + "wheel 2\nwait 2\nwheel -2\nwait 2\n")
t.check(ed(zw).get("zoom") == ed(z2).get("zoom") and ed(zwb).get("zoom") == ed(z0s).get("zoom"),
        f"the wheel zooms in and out: {ed(z0s).get('zoom')} -> {ed(zw).get('zoom')} -> {ed(zwb).get('zoom')}")
if ed(z2) and ed(z0s):
    a, b = ed(z0s)["cursor_rect"], ed(z2)["cursor_rect"]
    t.check(abs(a[0] - b[0]) <= b[2] and abs(a[1] - b[1]) <= b[3], f"zoomed about the cursor: {a} -> {b}")

# a refused edit says why on the editor's line, and the keys' line stays as it was
plain, shot1, _ = t.run([], EDITOR)
said, shot2, p = t.run([], EDITOR + "key Tab Return\nwait 2\n")
t.check("hang in the air" in p.stderr and "hang in the air" in ed(said).get("message", ""),
        f"a refused tile says why: {ed(said).get('message')!r}")
if said and "screen" in said:
    keys = said["screen"]["keys"]
    m = [x["rect"] for x in said["screen"]["texts"] if "hang in the air" in x["text"]]
    t.check(m and (m[0][1] + m[0][3] <= keys[1] or m[0][1] >= keys[1] + keys[3]), f"the message {m} off the keys' line {keys}")
w, h, ch, rows1 = png_pixels(shot1)
_, _, _, rows2 = png_pixels(shot2)
band = range(h - h // 12, h)  # the keys' line at the bottom
t.check(all(rows1[y] == rows2[y] for y in band), "the keys' line at the bottom looks the same with a message shown")
t.done()
