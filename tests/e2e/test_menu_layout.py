"""The game menu as the player sees it: an item with a value (Board size, Clock,
Automatic moves, Computer level...) shows that value in its row, and the row
changes when Right changes it."""

from pagoda_e2e import Pagoda, png_pixels

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
t.done()
