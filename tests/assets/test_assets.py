"""Assets: every tileset has 42 faces in the nanosvg-safe subset of SVG and two
valid groups of four; every asset the code names exists; CREDITS.md covers every
asset file that no generator in tools/ makes."""

import glob
import os
import re
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
failures, checks = 0, 0


def check(cond, what):
    global failures, checks
    checks += 1
    if not cond:
        failures += 1
        print("FAIL:", what)


# tilesets
sets = sorted(d for d in glob.glob(os.path.join(root, "assets", "tilesets", "*")) if os.path.isdir(d))
check(len(sets) >= 1 and os.path.isdir(os.path.join(root, "assets", "tilesets", "classic")), "the classic set exists")
for d in sets:
    name = os.path.basename(d)
    faces = sorted(glob.glob(os.path.join(d, "[0-9][0-9].svg")))
    check([os.path.basename(f) for f in faces] == [f"{i:02d}.svg" for i in range(42)], f"{name}: faces 00..41")
    for f in faces:
        svg = open(f, encoding="utf-8").read()
        bad = [t for t in ("<text", "<use", "<style", "<filter", "<mask", "<clipPath", "<pattern") if t in svg]
        check(not bad and "viewBox" in svg, f"{name}/{os.path.basename(f)}: renderable by nanosvg ({bad})")
    manifest = open(os.path.join(d, "tileset.txt"), encoding="utf-8").read().splitlines()
    check(manifest[0] == "pagoda-tileset 1", f"{name}: manifest magic")
    ids = [int(m.group(1)) for m in (re.match(r"face (\d+) ", l) for l in manifest) if m]
    check(sorted(ids) == list(range(42)), f"{name}: one manifest line per face")
    groups = [l.split()[2:] for l in manifest if l.startswith("group ")]
    check(groups == [["34", "35", "36", "37"], ["38", "39", "40", "41"]], f"{name}: groups of four {groups}")
    check(any(l.startswith("name:") for l in manifest), f"{name}: has a display name")

# assets the code names
code = ""
for f in glob.glob(os.path.join(root, "src", "**", "*.c"), recursive=True):
    code += open(f, encoding="utf-8").read()
for rel in sorted(set(re.findall(r'"((?:fonts|music|layouts|assets)/[^"%]+)"', code))):
    check(os.path.exists(os.path.join(root, rel)), f"named in the code: {rel}")
for sfx in re.search(r"sfx_file\[SFX_COUNT\] = \{([^}]*)\}", code).group(1).split(","):
    sfx = sfx.strip().strip('"')
    if sfx:
        check(os.path.exists(os.path.join(root, "assets", "sounds", sfx + ".wav")), f"sound effect {sfx}.wav")
check(len(glob.glob(os.path.join(root, "music", "*.ogg"))) >= 1, "at least one music track")
check(os.path.exists(os.path.join(root, "layouts", "turtle.layout")), "the turtle layout")

# credits: every asset file is generated (its generator is named) or credited
credits = open(os.path.join(root, "assets", "CREDITS.md"), encoding="utf-8").read()
generators = {os.path.basename(g) for g in glob.glob(os.path.join(root, "tools", "gen_*.py"))}
for g in generators:
    check(g in credits or g == "gen_layouts.py", f"CREDITS.md names the generator {g}")
assets = [f for f in glob.glob(os.path.join(root, "assets", "**", "*"), recursive=True) if os.path.isfile(f)]
assets += glob.glob(os.path.join(root, "music", "*.ogg")) + glob.glob(os.path.join(root, "fonts", "*.ttf"))
for f in assets:
    rel = os.path.relpath(f, root)
    if rel == "assets/CREDITS.md":
        continue
    folder = os.path.dirname(rel)
    covered = rel in credits or folder + "/" in credits or os.path.basename(rel) in credits
    check(covered, f"CREDITS.md covers {rel}")

print(f"{checks - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
