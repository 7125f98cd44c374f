"""The help's rules pages reflow to the panel's width (issue 40): a paragraph's
lines are joined and wrapped again, so no line runs out of the panel at any
window size (at 800x1280 they ran off the window's right edge), list items keep
their start and hang their wrapped lines under their words, and a page longer
than the window takes several screens, each counted in the foot's "Page x of
y", the text going on where the screen before left it."""

import re

from pagoda_e2e import Pagoda

t = Pagoda()


def lines_after(texts, head):
    """The page's lines: the texts drawn after its title, each a line below the one before."""
    i = next((k for k, x in enumerate(texts) if x is head), None)
    out = []
    for x in texts[i + 1:] if i is not None else []:
        if out and abs(x["rect"][1] - out[-1]["rect"][1] - out[0]["rect"][3]) > 1:
            break
        out.append(x)
    return out


def help_screen(game, size, turns=0):
    script = "key F1\nwait 2\n" + "key Right\nwait 1\n" * turns
    st, _, _ = t.run(["--game", game, "--seed", "1"], script, size=size)
    if not st or st.get("top") != "help-" + game:
        t.check(False, f"{game} {size}: the help is open: {st and st.get('top')}")
        return None, [], None
    texts = st["screen"]["texts"]
    foot = next((x for x in texts if re.match(r"Page \d+ of \d+", x["text"])), None)
    t.check(foot is not None, f"{game} {size}: the foot is drawn")
    return st, texts, foot


for size in ("800x1280", "1280x720", "3840x2160"):
    w, h = map(int, size.split("x"))
    st, texts, foot = help_screen("shamrocks", size)
    if not foot:
        continue
    title = next((x for x in texts if x["text"] == "How to play Shamrocks"), None)
    body = lines_after(texts, title)
    t.check(len(body) >= 8, f"{size}: the rules' lines are drawn ({len(body)})")
    th = body[0]["rect"][3] if body else 0
    out = [x["text"] for x in body if x["rect"][0] < th or x["rect"][0] + x["rect"][2] > w - th]
    t.check(not out, f"{size}: every line inside the panel, a line's height from the edges: {out[:3]}")
    first = body[0]["text"] if body else ""
    t.check(first.startswith("Put all 52 cards"), f"{size}: the page starts with its first words: {first!r}")
    if size != "800x1280":  # wide enough: the paragraph's second line joins the first
        t.check("each built up" in first, f"{size}: the paragraph is joined and re-wrapped: {first!r}")
    item = next((i for i, x in enumerate(body) if x["text"].startswith("- onto")), None)
    t.check(item is not None and item + 1 < len(body), f"{size}: the list item keeps its start")
    if item is not None and item + 1 < len(body):
        x0, x1 = body[item]["rect"][0], body[item + 1]["rect"][0]
        t.check(x1 > x0 + th // 4, f"{size}: its wrapped line hangs under its words ({x0} then {x1})")
        before = [x for x in body[:item] if x["text"].startswith("- to its suit")]
        t.check(before and before[0]["rect"][0] == x0, f"{size}: the item before it starts a line at the same place")
    t.check(foot["text"].startswith("Page 1 of 4"), f"{size}: Shamrocks' four pages fit: {foot['text']}")

# Mahjong's second page is longer than a short window: two screens (an upright
# one now draws its text for its width, and the page fits there)
SHORT = "640x400"
_, texts, foot = help_screen("mahjong", SHORT)
m = re.match(r"Page 1 of (\d+)", foot["text"]) if foot else None
t.check(m and int(m.group(1)) > 5, f"{SHORT}: more screens than Mahjong's five pages: {foot and foot['text']}")
screens = []
for turns in range(1, 6):  # the hints page's screens, wherever the pages before it end
    _, texts, foot = help_screen("mahjong", SHORT, turns)
    heads = [x for x in texts if x["text"].startswith("Mahjong: hints")]
    if heads and foot:
        t.check(foot["text"].startswith(f"Page {turns + 1} of"), f"screen {turns + 1}: {foot['text']}")
        screens.append([x["text"] for x in lines_after(texts, heads[0])])
t.check(len(screens) >= 2, f"{SHORT}: the hints page takes two screens or more ({len(screens)})")
screens = screens[:1] + screens[-1:] if len(screens) == 2 else screens[:2]
if len(screens) == 2 and screens[0] and screens[1]:
    t.check(screens[0][0].startswith("Hint shows a pair"), f"the page's first screen starts it: {screens[0][0]!r}")
    t.check(not screens[1][0].startswith("Hint shows"), f"the second goes on: {screens[1][0]!r}")
    t.check(screens[1][-1].endswith("has cleared."), f"and ends the page: {screens[1][-1]!r}")
    words = " ".join(screens[0] + screens[1]).split()
    t.check(words[:3] == ["Hint", "shows", "a"] and words.count("Shuffle") == 1, "no line shown twice or lost")
t.done()
