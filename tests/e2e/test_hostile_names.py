"""Names from files never become paths (issue 36, item 1). A shared layout's
name used to be its file name when the editor saved it: "../../../tmp/x"
opened with "Start from a layout" and saved with "Save and play" wrote x.layout
far outside the player's folder. Each hostile name here (a ../ chain into the
test's folder, one to /tmp, an absolute path, CON, a 4,000-character name, a
name cut by a NUL byte) is opened, saved and played: nothing is written outside
the player's folder, every file in it has a plain name, and the name inside
the file is still the one the player sees."""

import os
import re
import shutil

from pagoda_e2e import Pagoda

t = Pagoda()
pref = os.path.join(t.work, "xdg", "Pagoda", "pagoda")
layouts = os.path.join(pref, "layouts")
outside = os.path.join(t.work, "outside")
os.makedirs(outside)
tmp_target = f"/tmp/pgh{os.getpid()}"  # lower case: the old file id lower-cased it
shutil.rmtree(tmp_target, ignore_errors=True)
os.makedirs(tmp_target)
src = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
builtins = len([f for f in os.listdir(os.path.join(src, "layouts")) if f.endswith(".layout")])

EDITOR = "key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"
LOAD = "key Escape\nwait 2\nkey Down Down Down Down Down Return\nwait 2\n"  # Start from a layout...
PLAY = "key Escape\nwait 2\nkey Down Down Return\nwait 5\n"  # Save and play
START_MINE = EDITOR + LOAD + "key" + " Down" * builtins + " Return\nwait 2\n"  # the player's one layout


def files_outside():
    """Every file under the test's folder but the player's folder and the runs' own, and in tmp_target."""
    found = set()
    for root, _, names in os.walk(t.work):
        if root.startswith(os.path.join(t.work, "xdg")) or root.startswith(os.path.join(t.work, "cache")):
            continue
        for n in names:
            if not re.fullmatch(r"run\d+\.(json|png|script)", n):
                found.add(os.path.join(root, n))
    for root, _, names in os.walk(tmp_target):
        found.update(os.path.join(root, n) for n in names)
    return found


def plain(name):
    stem = name[:-len(".layout")] if name.endswith(".layout") else None
    return (stem is not None and re.fullmatch(r"[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?", stem) is not None
            and stem.lower() not in ("con", "prn", "aux", "nul") and not re.fullmatch(r"(com|lpt)[1-9]", stem))


def hostile(label, name_bytes, expect_saved):
    shutil.rmtree(layouts, ignore_errors=True)
    os.makedirs(layouts)
    with open(os.path.join(layouts, "shared.layout"), "wb") as f:
        f.write(b"pagoda-layout 1\nname: " + name_bytes + b"\nauthor: someone\nrule: pagoda\nrow 0 0 0 2\n")
    before = files_outside()
    state, _, p = t.run([], START_MINE + PLAY)
    t.check(p.returncode == 0, f"{label}: runs to the end ({p.returncode})")
    new = files_outside() - before
    t.check(not new, f"{label}: nothing is written outside the player's folder: {sorted(new)}")
    names = sorted(os.listdir(layouts))
    t.check(all(plain(n) for n in names), f"{label}: every layout file has a plain name: {names}")
    if expect_saved is None:
        return p
    m = re.search(r'Saved "([^"]*)" \((\d+) tiles\)', p.stderr)
    t.check(m is not None and m.group(1) == expect_saved, f"{label}: saved under the name the player sees: "
            f"{m and m.group(1)!r} {p.stderr[-300:]!r}")
    t.check(state is not None and state.get("game") == "mahjong" and state.get("tiles_left") == 2,
            f"{label}: Save and play deals it: {state and (state.get('game'), state.get('tiles_left'))}")
    inside = [open(os.path.join(layouts, n), "rb").read() for n in names]
    t.check(any(b"\nname: " + expect_saved.encode() + b"\n" in x for x in inside),
            f"{label}: the name inside the file stays the player's: {names}")
    return p


hostile("a ../ chain", b"../../../../outside/x", "../../../../outside/x")
chain = "../" * 10 + tmp_target[1:] + "/x"  # the editor keeps 47 bytes of a name
hostile("a ../ chain to /tmp", chain.encode(), chain)
hostile("an absolute path", (tmp_target + "/y").encode(), tmp_target + "/y")
hostile("CON", b"CON", "CON")
t.check(not os.path.exists(os.path.join(layouts, "con.layout")), "CON is not saved as con.layout (a device on Windows)")
hostile("a NUL byte", b"ab\x00/../../../../outside/z", None)
p = hostile("a 4,000-character name", b"../" * 1333 + b"x", None)
t.check("name too long" in p.stderr, f"a 4,000-character name is refused with a message: {p.stderr[-300:]!r}")
shutil.rmtree(tmp_target, ignore_errors=True)
t.done()
