"""The controls table stays inside its panel on the smallest screen (1024x600):
a table wider than three quarters of the window widens the panel (the gamepad
column's "(X) erases" used to run over the right border). The title's help
holds every page of every game (it stopped at 15 and dropped the rest)."""

import os
import re

from pagoda_e2e import Pagoda, png_pixels

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "core")

t = Pagoda()
# F1 then Left: the Controls page, the last one
_, shot, _ = t.run(["--game", "shamrocks", "--seed", "1"], "key F1\nwait 2\nkey Left\nwait 2\n", size="1024x600")
w, h, ch, rows = png_pixels(shot)


def px(x, y):
    r = rows[y]
    return r[x * ch], r[x * ch + 1], r[x * ch + 2]


def gold(p):  # the panel's border
    return p[0] > 150 and p[1] > 120 and p[2] < 120 and p[0] - p[2] > 80


def text(p):  # light grey or white lettering
    return min(p) > 150 and max(p) - min(p) < 40


mid = h // 2
right = max((x for x in range(w // 2, w) if gold(px(x, mid))), default=None)
t.check(right is not None, "the help panel's right border is found")
if right is not None:
    spill = [(x, y) for y in range(60, h - 60) for x in range(right + 1, w) if text(px(x, y))]
    t.check(not spill, f"no lettering right of the panel (border at x={right}): {spill[:5]}")


def help_pages(game):
    """The rules pages of a game: the entries of its `help[]` table."""
    with open(os.path.join(SRC, "games", game, "rules.c")) as f:
        table = re.search(r"static const HelpPage help\[\] = \{\n(.*?)\n\};", f.read(), re.S).group(1)
    return len(re.findall(r"^    \{(?:N_\()?\"", table, re.M))  # a page title, marked N_() for translation


with open(os.path.join(SRC, "games", "games.def")) as f:
    games = re.findall(r"^GAME\((\w+)\)", f.read(), re.M)
# the overview, each game's pages and its controls, the controls of every game
pages = 1 + sum(help_pages(g) + 1 for g in games) + 1
t.check(pages > 16, f"{pages} pages: more than the pager used to hold")


def enter_on_page(k):
    """F1 on the title, k pages on, Enter: it closes the help on the last page only."""
    state, _, _ = t.run([], "wait 3\nkey F1\nwait 2\n" + "key Right\n" * (k - 1) + "wait 2\nkey Return\nwait 2\n")
    return state and state.get("scene")


t.check(enter_on_page(pages) == "title", f"page {pages} is the last: Enter there closes the help")
t.check(enter_on_page(pages - 1) == "help", f"page {pages - 1} is not the last: Enter turns the page")
t.done()
