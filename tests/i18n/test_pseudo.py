"""i18n.pseudo: every screen in the pseudo-language (--language qps: each
translated string about 40% longer, accented, bracketed) at 1280x720 and
800x1280, through the layout trace of the texts drawn (PAGODA_TEXT_TRACE, and
the play screen's own trace in --dump, as test_play_layout reads it):

  - no text leaves its box: each inside the window, none on another text of
    its scene, and on a play screen none on a button of the top bar nor on the
    board (the checks of test_play_layout). Each screen is also drawn in
    English, and what English already has (a layout that is cramped in any
    language: 800x1280's help pages) is printed as a note, not failed: the test
    fails on what the longer language adds;
  - every text drawn was translated: in qps every letter of a translated
    string is an accented one, so a drawn text with a plain ASCII letter in it
    did not come through the catalogue (a string nobody marked). Each is
    printed with the screen it was on. Those listed in
    tests/i18n/pseudo_unmarked.txt (one text a line, exactly as drawn) are
    known and pass: the list of strings still to mark, which empties as the
    marking lands (PAGODA_PSEUDO_UPDATE=1 rewrites it from what is seen).

Usage: test_pseudo.py PAGODA_BINARY WORK_DIR"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from pagoda_e2e import Pagoda  # noqa: E402

t = Pagoda()
LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pseudo_unmarked.txt")
UPDATE = os.environ.get("PAGODA_PSEUDO_UPDATE") == "1"
known = set()
if os.path.exists(LIST):
    with open(LIST, encoding="utf-8") as f:
        known = {line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")}
seen_unmarked = {}  # text -> first screen it was on

# Texts no catalogue holds: numbers, times, scores, deal numbers, sizes, and
# what the player typed or the files they made (here: none typed).
NOT_TEXT = re.compile(r"^[\s\d:.,;%+\-−–—/()\[\]#×x~…·'\"!?<>=*]*$")
LETTER = re.compile(r"[A-Za-z]")
# a key named after a button's label, "Draw (D)": a key's letter, not a word
KEY = re.compile(r"\((?:Ctrl\+|Shift\+|Alt\+)?(?:[A-Z0-9]|F\d{1,2})\)")
# a shortcut whose modifier came through the catalogue, "[Çţŕĺ ~]+S": the key
# after it is a key's name, not a word (engine/input.c input_chord_name)
CHORD = re.compile(r"(?:\[[^\[\]]*~\]\+)+(?:[A-Z0-9]|F\d{1,2})$")
# A string translated twice comes out with two pseudo brackets: "[[Ďŕáŵ ~] ~]".
TWICE = re.compile(r"\[\[[^\[\]]*~\]\s*~+\]")


def run(args, script, size, language):
    """A run with the text trace; (dump, trace)."""
    trace = os.path.join(t.work, f"trace{t.runs + 1}.json")
    os.environ["PAGODA_TEXT_TRACE"] = trace
    try:
        st, _, _ = t.run(["--language", language, *args], script, size=size)
    finally:
        del os.environ["PAGODA_TEXT_TRACE"]
    tr = None
    if os.path.exists(trace):
        with open(trace, encoding="utf-8", errors="replace") as f:
            tr = json.load(f)
    return st, tr


def click_on(args, prefix, english, size):
    """The script line that clicks what reads `english` in English, found by
    its place in the order of drawing (the same in every language)."""
    _, en = run(args, prefix, size, "en")
    texts = [x["text"] for x in (en or {}).get("texts", [])]
    k = next((i for i, s in enumerate(texts) if s.startswith(english)), None)
    if k is None:
        t.fail(f"{english!r} is not on the screen of {args} {prefix!r} at {size}: {texts}")
        return None
    _, qps = run(args, prefix, size, "qps")
    q = (qps or {}).get("texts", [])
    if k >= len(q):
        t.fail(f"{english!r}: the pseudo-language drew fewer texts ({len(q)}) than English ({len(texts)})")
        return None
    r = q[k]["rect"]
    return f"click {r[0] + r[2] // 2} {r[1] + r[3] // 2}\nwait 5\n"


def overlap(a, b, slack=1):
    return (a[0] + slack < b[0] + b[2] and b[0] + slack < a[0] + a[2] and
            a[1] + slack < b[1] + b[3] and b[1] + slack < a[1] + a[3])


def ink(r):
    """A text's rectangle less the room above and below its letters (SDL_ttf's
    surface is the line's height, taller still where an accent rises above a
    capital): the middle 70%, as test_guide_layout reads it."""
    return (r[0], r[1] + r[3] * 15 // 100, r[2], r[3] * 70 // 100)


def box_problems(st, tr):
    """What leaves its box on one screen, by kind: [(kind, message)]."""
    out = []
    W, H = tr["size"]
    texts = tr["texts"]
    for x in texts:
        r = x["rect"]
        if not (r[0] >= 0 and r[1] >= 0 and r[0] + r[2] <= W and r[1] + r[3] <= H):
            out.append(("window", f"{x['text']!r} {r} outside the window {W}x{H}"))
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            # the texts of one scene (one over another is dimmed beneath it); a
            # text drawn twice is its shadow
            if a["text"] != b["text"] and a.get("layer") == b.get("layer") and overlap(ink(a["rect"]), ink(b["rect"])):
                out.append(("texts", f"{a['text']!r} {a['rect']} on {b['text']!r} {b['rect']}"))
    layout = (st or {}).get("screen")
    if layout and (st or {}).get("top") == (st or {}).get("game"):  # the play screen: test_play_layout's checks
        labels = {b["label"] for b in layout["buttons"]}
        hud = [x for x in layout["texts"] if x["in"] == "hud" and x["text"] not in labels]
        view = [x for x in layout["texts"] if x["in"] == "view"]
        play = [x for x in layout["texts"] if x["in"] == "play"]
        for x in hud + view:
            for b in layout["buttons"]:
                if overlap(x["rect"], b["rect"], 0):
                    out.append(("button", f"{x['text']!r} {x['rect']} on the button {b['label']!r} {b['rect']}"))
        for x in play + hud:
            for b in layout["board"]:
                if overlap(x["rect"], b, 0):
                    out.append(("board", f"{x['text']!r} {x['rect']} on the board {b}"))
    return out


def check_screen(where, st, tr, english):
    """The pseudo-language's screen against English's: a kind of problem that
    English does not have, or has fewer of, is a text the longer language
    pushed out of its box. (What English has already is printed as a note.)"""
    if not tr or not english:
        t.fail(f"{where}: no text trace")
        return
    t.check(len(tr["texts"]) > 0, f"{where}: texts are drawn")
    mine, base = box_problems(st, tr), box_problems(*english)
    for kind in ("window", "texts", "button", "board"):
        q = [m for k, m in mine if k == kind]
        e = [m for k, m in base if k == kind]
        t.check(len(q) <= len(e), f"{where}: {len(q)} texts leave their box ({kind}) where English has {len(e)}: "
                + "; ".join(q[:6]))
        if e:
            notes.append(f"{where}: English too: {len(e)} ({kind}), e.g. {e[0]}")
    for x in tr["texts"]:
        s = x["text"]
        t.check(not TWICE.search(s), f"{where}: {s!r} was translated twice (a _() of a text already translated)")
        if NOT_TEXT.match(s) or not LETTER.search(CHORD.sub("", KEY.sub("", s))):
            continue
        if s not in seen_unmarked:
            seen_unmarked[s] = where
        if not UPDATE:
            t.check(s in known, f"{where}: {s!r} was drawn untranslated: mark it (or list it in "
                                f"{os.path.basename(LIST)})")


notes = []
GAME = ["--game", "mahjong", "--seed", "12"]
MENU = "wait 3\nkey Escape\nwait 3\n"
PLAY = [
    ("mahjong", GAME),
    ("tournament", ["--game", "mahjong", "--variant", "tournament", "--seed", "12"]),
    ("linksame", ["--game", "linksame", "--seed", "12"]),
    ("shamrocks", ["--game", "shamrocks", "--seed", "12"]),
    ("dragon", ["--game", "dragon", "--variant", "slayer", "--seed", "12"]),
    ("stones", ["--game", "stones", "--seed", "12"]),
]

for size in ("1280x720", "800x1280"):
    screens = [("title", [], "wait 5\n"),
               ("help", [], "wait 3\nkey F1\nwait 3\n"),
               ("help page 2", [], "wait 3\nkey F1\nwait 2\nkey Right\nwait 3\n"),
               ("help controls", ["--game", "shamrocks", "--seed", "1"], "key F1\nwait 2\nkey Left\nwait 3\n"),
               ("open dialog", GAME, "wait 3\nkey ctrl+o\nwait 3\n")]
    for name, args in PLAY:
        screens.append((f"{name} play", args, "wait 5\n"))
        screens.append((f"{name} game menu", args, MENU))
    for name, english in (("settings", "Settings"), ("tile guide", "Guide to these tiles"),
                          ("layout picker", "Choose a layout")):
        line = click_on(GAME, MENU, english, size)
        if line:
            screens.append((name, GAME, MENU + line))
    line = click_on([], "wait 5\n", "Settings", size)
    if line:
        screens.append(("settings over the title", [], "wait 5\n" + line))
    for name, args, script in screens:
        english = run(args, script, size, "en")
        st, tr = run(args, script, size, "qps")
        check_screen(f"{name} at {size}", st, tr, english if english[1] else None)

if UPDATE:
    with open(LIST, "w", encoding="utf-8") as f:
        f.write("# Texts drawn untranslated in the pseudo-language (tests/i18n/test_pseudo.py),\n"
                "# one a line exactly as drawn: strings still to mark. Empty it as marking\n"
                "# lands; PAGODA_PSEUDO_UPDATE=1 rewrites it from what the test sees.\n")
        for s in sorted(seen_unmarked):
            f.write(s + "\n")
    print(f"{LIST}: {len(seen_unmarked)} texts")
else:
    stale = sorted(known - set(seen_unmarked))
    if stale:
        print(f"note: {len(stale)} texts of {os.path.basename(LIST)} were not seen (marked since?): "
              f"{stale[:10]}{' ...' if len(stale) > 10 else ''}")
for n in notes:
    print("note:", n)
print(f"untranslated texts seen: {len(seen_unmarked)} ({len(set(seen_unmarked) - known)} not in the list)")
t.done()
