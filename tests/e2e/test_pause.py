"""Pause hides the board in every game, and time in a menu, the help or the guide
never counts: the clock stands whenever the board is covered."""

from pagoda_e2e import Pagoda, png_pixels


def ivory_share(path):
    """Share of the screen in solid tile-coloured (light ivory) areas: tile faces
    are, the strokes of text are not."""
    w, h, ch, rows = png_pixels(path)

    def ivory(x, y):
        r, g, b = rows[y][x * ch], rows[y][x * ch + 1], rows[y][x * ch + 2]
        return r > 200 and g > 190 and b > 150
    n = total = 0
    for y in range(0, h - 6, 4):
        for x in range(0, w - 6, 4):
            total += 1
            n += ivory(x, y) and ivory(x + 5, y) and ivory(x, y + 5) and ivory(x + 5, y + 5)
    return n / total


t = Pagoda()
for game in (["--game", "mahjong", "--seed", "5"], ["--game", "linksame", "--seed", "5"]):
    name = game[1]
    playing, shot, _ = t.run(game, "wait 30\n")
    t.check(not playing["paused"] and ivory_share(shot) > 0.01, f"{name}: the board shows in play ({ivory_share(shot):.3f})")
    menu, shot, _ = t.run(game, "wait 30\nkey Escape\nwait 2\n")
    t.check(menu["top"] == "game-menu" and menu["paused"], f"{name}: the menu pauses: {menu['top']}")
    t.check(ivory_share(shot) < 0.002, f"{name}: no tile shows while paused ({ivory_share(shot):.3f})")
    helped, shot, _ = t.run(game, "wait 30\nkey F1\nwait 2\n")
    t.check(helped["top"] == "help-" + name and helped["paused"], f"{name}: F1 shows {name}'s help: {helped['top']}")
    # the rules pages have pictures of tiles of their own: look under the Controls
    # page (the last one, Left from the first), which has none
    helped, shot, _ = t.run(game, "wait 30\nkey F1\nwait 2\nkey Left\nwait 2\n")
    t.check(ivory_share(shot) < 0.002, f"{name}: no tile shows under the help")

# 30 s in the guide (opened from the game menu) adds nothing to the clock
menu_to_guide = "key Escape\nwait 2\nkey Right Right\n" + "key Down\n" * 3 + "key Return\nwait 2\n"  # View and help: Guide
g, _, _ = t.run(["--game", "mahjong", "--seed", "5"], "wait 120\n" + menu_to_guide + "wait 1800\n")
t.check(g["top"] == "tile-guide" and g["paused"], f"the guide is open over the paused game: {g['top']}")
back, _, _ = t.run(["--game", "mahjong", "--seed", "5"], "wait 120\n" + menu_to_guide + "wait 1800\nkey Escape\nwait 60\n")
t.check(back["top"] == "mahjong" and 2 <= back["elapsed"] <= 4, f"30 s in the guide add nothing: {back['elapsed']} s")
# Undo and Redo are disabled in the menu when there is nothing to undo or redo:
# picking them does nothing and the menu stays (Resume, Hint, Undo, Redo)
for down, what in ((2, "Undo"), (3, "Redo")):
    st, _, _ = t.run(["--game", "mahjong", "--seed", "5"], "key Escape\nwait 2\n" + "key Down\n" * down + "key Return\nwait 2\n")
    t.check(st["top"] == "game-menu" and st["moves"] == 0, f"{what} with nothing to {what.lower()} does nothing: {st['top']}")
t.done()
