"""A built-in layout edited in the Layout Construction Set is saved as the
player's copy, never under the built-in's name (issue 39): Turtle plus two tiles
saved is "Turtle (mine)", Save and play deals its 146 tiles, a second edit is
"Turtle (mine 2)", and the picker and "Start from a layout" list each once,
told apart. A file saved under a built-in's name before this gets the next
"(mine N)" id and deals its own tiles; the built-in stays the built-in."""

import os
import re

from pagoda_e2e import Pagoda

t = Pagoda()
EDITOR = "key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"
LOAD = "key Escape\nwait 2\nkey Down Down Down Down Down Return\nwait 2\n"  # Start from a layout...
EDIT = EDITOR + LOAD + "key Return\nwait 2\n" + "key" + " Up" * 10 + " Return Right Right Return\n"  # Turtle (centred), two tiles more above it
PLAY = "key Escape\nwait 2\nkey Down Down Return\nwait 5\n"  # Save and play
folder = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "layouts")

state, _, p = t.run([], EDIT + PLAY)
t.check('Saved "Turtle (mine)" (146 tiles)' in p.stderr, f"saved as Turtle (mine): {p.stderr[-400:]!r}")
t.check(state is not None and state.get("game") == "mahjong" and state.get("tiles_left") == 146,
        f"Save and play deals the edited 146 tiles: {state and state.get('tiles_left')}")
t.check(os.path.exists(os.path.join(folder, "turtle-mine.layout")), f"the copy's file: {os.listdir(folder) if os.path.isdir(folder) else None}")

state, _, p = t.run([], EDIT + PLAY)
t.check('Saved "Turtle (mine 2)" (146 tiles)' in p.stderr, f"a second copy is Turtle (mine 2): {p.stderr[-400:]!r}")
t.check(state is not None and state.get("tiles_left") == 146, f"and plays its 146 tiles: {state and state.get('tiles_left')}")

# the picker, on the layout last played (Turtle (mine 2)), deals it
state, _, _ = t.run([], "key " + "shift+Tab " * 7 + "\nkey Return\nwait 2\nkey Return\nwait 2\n")
t.check(state is not None and state.get("layout") == "Turtle (mine 2)" and state.get("tiles_left") == 146,
        f"the picker deals Turtle (mine 2): {state and (state.get('layout'), state.get('tiles_left'))}")
# "Start from a layout": the built-ins (Turtle first), then the player's three copies,
# each its own: started from and saved, each keeps its name and its 146 tiles;
# the built-in untouched and saved is one more copy, of 144
builtins = len([f for f in os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "layouts"))
                if f.endswith(".layout")])
saved = []
for k in (builtins, builtins + 1, 0):
    state, _, p = t.run([], EDITOR + LOAD + "key" + " Down" * k + " Return\nwait 2\n" + PLAY)
    want = 144 if k == 0 else 146
    m = re.search(r'Saved "([^"]*)" \((\d+) tiles\)', p.stderr)
    saved.append(m and (m.group(1), int(m.group(2))))
    t.check(state is not None and state.get("tiles_left") == want, f"entry {k} plays {want} tiles: {state and state.get('tiles_left')}")
t.check(sorted(x for x in saved[:2] if x) == [("Turtle (mine 2)", 146), ("Turtle (mine)", 146)],
        f"the two copies, each started from and saved under its own name: {saved}")
t.check(saved[2] == ("Turtle (mine 3)", 144), f"the built-in saved untouched is one more copy: {saved[2]}")

# an older file saved under the built-in's own name and file name
with open(os.path.join(folder, "turtle-mine.layout")) as f:
    text = f.read()
with open(os.path.join(folder, "turtle.layout"), "w") as f:
    f.write(text.replace("Turtle (mine)", "Turtle"))

# each id deals its own tiles: the built-in 144 (also beside that older file), each copy 146
for lid, want in (("turtle", 144), ("turtle-mine", 146), ("turtle-mine-2", 146), ("turtle-mine-4", 146)):
    state, _, _ = t.run(["--game", "mahjong", "--layout", lid, "--seed", "1"], "wait 2\n")
    t.check(state is not None and state.get("tiles_left") == want, f"{lid} deals {want} tiles: {state and state.get('tiles_left')}")
t.done()
