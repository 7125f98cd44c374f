"""LinkSame's help pictures fit their boxes (issue 39): the box under each rules
page is as high as its picture, with no band of empty table above, below or
inside it (the captions right under their small boards). They sat at the top of
boxes two fifths of the window high, captions at the very bottom, far below.
Measured on the screenshot: the box is the help's table colour, the picture
whatever else is drawn in it; a text line's height is the unit."""

from pagoda_e2e import Pagoda, png_pixels

BOX = (24, 84, 74)  # the pager's piece of the table under a picture


def bands(path):
    """The box's rows [top, bottom) and the runs of empty rows inside it."""
    w, h, ch, rows = png_pixels(path)

    def is_box(row, x):
        return all(abs(row[x * ch + k] - BOX[k]) <= 2 for k in range(3))

    # the box: the rows whose middle pixel and a pixel near the left are its colour
    top = bottom = None
    left = right = None
    for y in range(h):
        row = rows[y]
        xs = [x for x in range(0, w, 4) if is_box(row, x)]
        if len(xs) > w // 16:
            if top is None:
                top = y
                left, right = xs[0], xs[-1]
            bottom = y + 1
    if top is None:
        return None
    empty = []
    for y in range(top, bottom):
        row = rows[y]
        empty.append(all(is_box(row, x) for x in range(left + 2, right - 2, 2)))
    runs, start = [], None
    for i, e in enumerate(empty + [False]):
        if e and start is None:
            start = i
        elif not e and start is not None:
            runs.append((start, i))
            start = None
    return top, bottom, runs


t = Pagoda()
for size in ("1920x1080", "1280x720"):
    for page in range(3):
        script = "key F1\nwait 2\n" + "key Right\nwait 1\n" * page
        st, shot, _ = t.run(["--game", "linksame", "--seed", "5"], script, size=size)
        texts = (st or {}).get("screen", {}).get("texts", [])
        body = [x for x in texts if x["text"].startswith(("Remove the tiles", "1: nothing", "Timed:"))]
        t.check(st is not None and st.get("top") == "help-linksame" and body, f"{size} page {page + 1}: the help is open")
        if not body:
            continue
        th = body[0]["rect"][3]
        found = bands(shot)
        t.check(found is not None, f"{size} page {page + 1}: the picture's box is on screen")
        if not found:
            continue
        top, bottom, runs = found
        height = bottom - top
        above = next((b - a for a, b in runs if a == 0), 0)
        below = next((b - a for a, b in runs if b == height), 0)
        inside = max([b - a for a, b in runs if a > 0 and b < height], default=0)
        where = f"{size} page {page + 1} (box {height} px, a line {th} px)"
        t.check(above <= 2 * th, f"{where}: {above} px of empty box above the picture")
        t.check(below <= 2 * th, f"{where}: {below} px of empty box below the picture")
        t.check(inside <= th, f"{where}: a gap of {inside} px inside the picture (captions under their boards)")
t.done()
