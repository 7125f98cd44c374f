"""The top bar reads the same in every game (issue 39): one separator between
the parts of its line (Shamrocks and Dragon's Eye had a tight " - " where the
others had a wide one); the line is never cut (Dragon's Eye's was cut at 60
characters: "the dragon is bui"); a game for two says whose scores "24 : 16" are;
Tournament's line ("... 5 hints - 5 undos - 5 shuffles") is never broken in
two at 1280x800, even with a nine-digit deal: it takes a row of its own, and
the board starts below it."""

import re

from pagoda_e2e import Pagoda

SEP = "   -   "


def hud_line(st):
    labels = {b["label"] for b in st["screen"]["buttons"]}
    texts = [x for x in st["screen"]["texts"] if x["in"] == "hud" and x["text"] not in labels]
    return [x for x in texts if "Moves" in x["text"] or "Deal" in x["text"] or "shuffles" in x["text"]], texts


t = Pagoda()
for name, args in (("mahjong", ["--game", "mahjong"]), ("tournament", ["--game", "mahjong", "--variant", "tournament"]),
                   ("linksame", ["--game", "linksame"]), ("dragon", ["--game", "dragon"]),
                   ("shamrocks", ["--game", "shamrocks"]), ("stones", ["--game", "stones"])):
    st, _, _ = t.run(args + ["--seed", "12", "--frames", "3"], size="1920x1080")
    lines, _ = hud_line(st)
    t.check(len(lines) == 1, f"{name}: one line in the top bar: {[x['text'] for x in lines]}")
    for x in lines:
        t.check(" - " not in x["text"].replace(SEP, "|") and "Moves 0" in x["text"],
                f"{name}: every part after the one separator {SEP!r}: {x['text']!r}")

# Dragon's Eye watched (the longest variant name): the line whole, the scores
# named. Headless, the computers' thinking takes no frames: two frames see the
# game over, with the longest line ("... the wall is used up: the Master wins ...")
st, _, _ = t.run(["--game", "dragon", "--variant", "watch", "--seed", "12", "--frames", "2"], size="1280x720")
lines, texts = hud_line(st)
t.check(len(lines) == 1 and lines[0]["text"].startswith("Dragon's Eye (computer against computer)" + SEP) and
        re.search(r"(Turn \d+|wins)" + SEP + r"Moves \d+$", lines[0]["text"]),
        f"Dragon's Eye: the top bar's line is not cut: {[x['text'] for x in lines]}")
t.check(any(x["text"] == "Slayer : Master" for x in texts), f"the scores say whose they are: {[x['text'] for x in texts]}")

# Tournament at 1280x800 with a nine-digit deal: one line, clear of the board
for size in ("1280x800", "1280x720", "1024x768"):
    st, shot, _ = t.run(["--game", "mahjong", "--variant", "tournament", "--seed", "987654321", "--frames", "3"], size=size)
    lines, _ = hud_line(st)
    t.check(len(lines) == 1 and lines[0]["text"].startswith("Turtle") and lines[0]["text"].endswith("5 shuffles"),
            f"Tournament at {size}: the line whole, on one line: {[x['text'] for x in lines]}")
    for x in lines:
        r = x["rect"]
        top = min(b[1] for b in st["screen"]["board"])
        t.check(r[1] + r[3] <= top, f"Tournament at {size}: the line {r} above the board (from y {top})")

# a count of one reads in the singular (issue 40: counts go through P_): four of the five hints used
st, _, _ = t.run(["--game", "mahjong", "--variant", "tournament", "--seed", "12"],
                 "wait 2\n" + "key h\nwait 30\n" * 4, size="1920x1080")
lines, _ = hud_line(st)
t.check(len(lines) == 1 and (SEP + "1 hint" + SEP) in lines[0]["text"],
        f"Tournament with one hint left: \"1 hint\": {[x['text'] for x in lines]}")
t.done()
