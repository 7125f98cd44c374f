"""The layout picker, from the title screen with the keyboard and the gamepad:
the chosen layout is dealt and persists in the settings."""

import os

from pagoda_e2e import Pagoda

t = Pagoda()
# title: Down = "Choose a layout" (no game kept yet), Enter; the current layout card is focused
state, shot, _ = t.run([], "key " + "shift+Tab " * 7 + "\nkey Return\nwait 2\nkey Return\nwait 2\n")  # title: Choose a layout
t.check(state is not None and state.get("game") == "mahjong" and state["layout"] == "Turtle",
        f"the picker deals the focused layout: {state and state.get('layout')}")
settings = open(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "settings.txt")).read()
t.check("layout = turtle" in settings, "the choice persists")

# gamepad: Start -> game menu, right (Game: New game), 4 x down (past the two "New game: variant" rows - the
# Tournament competition has none - and the seed) = "Choose a layout...", A, then the last card (Random), A
state, _, _ = t.run(["--game", "mahjong", "--seed", "3"],
                    "pad start\nwait 2\npad right\n" + "pad down\n" * 4 + "pad a\nwait 2\npad left\npad a\nwait 2\n")
settings = open(os.path.join(t.work, "xdg", "Pagoda", "pagoda", "settings.txt")).read()
t.check("layout = random" in settings, "Random layout is remembered as such")
t.check(state["tiles_left"] > 0 and state["seed"] != 3, "a new game was dealt")
t.done()
