"""pagoda --import: layouts from KMahjongg and GNOME files land in the player's
layouts folder and can be played; a malformed file is refused with a message
naming the file and the line, and nothing is written; a malformed tile quarter
(which KMahjongg ignores) and a layout that can never be cleared are warnings."""

import os
import subprocess

from pagoda_e2e import Pagoda, limit

t = Pagoda()
data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "import")
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "layouts")


def imp(path):
    return subprocess.run([t.binary, "--import", path], env=t.env(), capture_output=True, text=True, timeout=limit(60))


p = imp(os.path.join(data, "gnome-two.map"))
t.check(p.returncode == 0 and sum(l.startswith("imported ") for l in p.stdout.splitlines()) == 2, f"two maps imported: {p.stdout!r} {p.stderr!r}")
files = sorted(os.listdir(folder))
t.check("turtle-imported.layout" in files, f"a built-in name is not shadowed: {files}")
p = imp(os.path.join(data, "kmj-v11-small.layout"))
t.check(p.returncode == 0, f"KMahjongg v1.1 imported: {p.stderr!r}")

state, _, _ = t.run(["--game", "mahjong", "--layout", "turtle-imported", "--seed", "8", "--frames", "1"])
t.check(state is not None and state["tiles_left"] == 144, "an imported layout plays")

# a tile drawn '12' over '32' (as in KMahjongg's castle.layout): imported, with a warning
p = imp(os.path.join(data, "kmj-malformed-quarter.layout"))
warn = [l for l in p.stdout.splitlines() if l.startswith("warning: ")]
t.check(p.returncode == 0 and "imported \"kmj-malformed-quarter\" (8 tiles)" in p.stdout, f"lenient import: {p.stdout!r} {p.stderr!r}")
t.check(len(warn) == 1 and "kmj-malformed-quarter.layout:6: column 1: tile drawn '12' over '32'" in warn[0], f"the malformed quarter is a warning: {p.stdout!r}")
state, _, _ = t.run(["--game", "mahjong", "--layout", "kmj-malformed-quarter", "--seed", "3", "--frames", "1"])
t.check(state is not None and state["tiles_left"] == 8, "the leniently imported layout plays")

# a layout no order of play can clear is imported with a warning saying so
tower = os.path.join(t.work, "tower.layout")
with open(tower, "w") as f:
    f.write("kmahjongg-layout-v1.1\nw6\nh2\nd3\n12..12\n43..43\n12....\n43....\n12....\n43....\n")
p = imp(tower)
t.check(p.returncode == 0 and any(l.startswith("warning: layout 'tower' cannot be cleared") for l in p.stdout.splitlines()), f"cannot be cleared, said at import: {p.stdout!r}")

bad = os.path.join(t.work, "bad.map")
with open(bad, "w") as f:
    f.write('<mahjongg>\n<map name="x">\n<layer z="0">\n<row left="0" right="4"/>\n</map>\n')
before = sorted(os.listdir(folder))
p = imp(bad)
t.check(p.returncode == 2 and "bad.map:4" in p.stderr, f"malformed map refused with file and line: {p.stderr!r}")
t.check(sorted(os.listdir(folder)) == before, "nothing half-imported")

# issue 23 item 10: with every name taken, the import is refused, nothing overwritten
for k in range(2, 1000):  # kmj-v11-small is the import above
    with open(os.path.join(folder, f"kmj-v11-small-{k}.layout"), "w") as f:
        f.write("mine")
p = imp(os.path.join(data, "kmj-v11-small.layout"))
t.check(p.returncode == 1 and "already" in p.stderr, f"no free name: refused: {p.returncode} {p.stderr!r}")
with open(os.path.join(folder, "kmj-v11-small-999.layout")) as f:
    t.check(f.read() == "mine", "the 999th import is not overwritten")
t.done()
