#!/usr/bin/env python3
"""Prints a .pot fragment of the player-read strings that live in data files,
for tools/i18n_pot.sh to merge into po/pagoda.pot:

  layouts/*.layout               the built-in layouts' names ("name: Turtle")
  assets/tilesets/*/tileset.txt  the tilesets' names ("name: Classic Mahjong"),
                                 their tiles' names in the tile guide (the
                                 quoted name of a "face" line, else its id) and
                                 their group names ("group flowers ...", in the
                                 context "tile group": msgctxt)

The game shows each through _() where it draws it. Each message carries a
#: reference to its data file and line, and a comment saying what it is.
Usage: tools/i18n_data.py [SOURCE_DIR] > data.pot"""
import glob
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
os.chdir(root)

entries = {}  # (msgctxt or None, msgid) -> {"refs": [...], "comments": [...]}, in the order first seen

# The context of the group names: the code looks them up with C_("tile group", ...)
# (src/engine/tiles.c), so a group and a tile or a tileset of the same name may differ.
GROUP_CONTEXT = "tile group"


def add(msgid, ref, comment, context=None):
    if not msgid.strip():
        return
    e = entries.setdefault((context, msgid), {"refs": [], "comments": []})
    e["refs"].append(ref)
    if comment not in e["comments"]:
        e["comments"].append(comment)


def read_lines(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().splitlines()
    except (OSError, UnicodeDecodeError) as err:
        sys.exit(f"{path}: cannot read: {err}")


for path in sorted(glob.glob("layouts/*.layout")):
    for n, line in enumerate(read_lines(path), 1):
        if line.startswith("name:"):
            add(line[5:].strip(), f"{path}:{n}", "TRANSLATORS: the name of a built-in Mahjong layout (the picture its tiles make)")
            break

for path in sorted(glob.glob("assets/tilesets/*/tileset.txt")):
    tileset = os.path.basename(os.path.dirname(path))
    for n, line in enumerate(read_lines(path), 1):
        if line.startswith("name:"):
            add(line[5:].strip(), f"{path}:{n}", "TRANSLATORS: the name of a tileset (the art on the tiles)")
        elif line.startswith("group "):
            parts = line.split()
            if len(parts) > 1:
                add(parts[1], f"{path}:{n}",
                    "TRANSLATORS: the tile guide's name of a group of four tiles that match one another "
                    f"(tileset {tileset})", GROUP_CONTEXT)
        else:
            m = re.match(r'face\s+\d+\s+(\S+)\s*(?:"([^"]*)")?', line)
            if m:
                add(m.group(2) if m.group(2) is not None else m.group(1), f"{path}:{n}",
                    f"TRANSLATORS: a tile's name in the tile guide (tileset {tileset})")


def quote(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n") + '"'


out = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
for (context, msgid), e in entries.items():
    for c in e["comments"]:
        out.append("#. " + c)
    out.append("#: " + " ".join(e["refs"]))
    if context is not None:
        out.append("msgctxt " + quote(context))
    out.append("msgid " + quote(msgid))
    out.append('msgstr ""')
    out.append("")
sys.stdout.write("\n".join(out))
