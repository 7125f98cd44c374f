"""The Layout Construction Set by keyboard: four tiles, one resting across two
others; gravity refuses a hanging tile; Save and play deals the new layout; the
saved file is a Pagoda layout in the player's folder; a layout that can never be
cleared is reported as such by Test winnable and on saving; saving over another of
the player's layouts asks first."""

import os

from pagoda_e2e import Pagoda

t = Pagoda()
build = ("key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"  # title: back from the first card to the Layout editor
         "key Return Right Right Return Left\n"      # two tiles side by side
         "key Tab Return\n"                          # layer 2: one across both
         "key Shift+Tab Right Right Right Return\n"  # a fourth on the table
         "key Tab Right Right Right Right Right Return\nwait 2\n")  # refused: would hang
state, shot, p = t.run([], build)
t.check(state and state["game"] is None and state["scene"] == "layout-editor", f"still in the editor: {state}")
t.check("hang in the air" in p.stderr, "gravity refuses a hanging tile")

state, _, _ = t.run([], build + "key Escape\nwait 2\nkey Down Down Return\nwait 5\n")
t.check(state is not None and state.get("game") == "mahjong" and state["tiles_left"] == 4,
        f"Save and play deals the 4-tile layout: {state}")
if state and state.get("tiles"):
    t.check(sorted(x["z"] for x in state["tiles"]) == [0, 0, 0, 1], "one tile on the second layer")
saved = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "layouts", "my-layout.layout")
t.check(os.path.exists(saved) and open(saved).readline().startswith("pagoda-layout 1"), "saved as a Pagoda layout")
# two tiles, one on the other: Test winnable and Save say it can never be cleared
tower = ("key shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab shift+Tab\nkey Return\nwait 2\n"
         "key Return Tab Return\nwait 2\n"
         "key Escape\nwait 2\nkey Down Down Down Return\nwait 5\n"   # Test winnable
         "key Escape\nwait 2\nkey Down Down Return\nwait 5\n")       # Save and play
# "My layout" is now a file of the player's: a new layout under that name asks first
before = open(saved).read()
state, _, p = t.run([], tower + "key Down Return\nwait 2\n")  # the question: "Keep it"
t.check("No winnable deal: layout 'My layout' cannot be cleared" in p.stderr,
        f"Test winnable says it cannot be cleared: {p.stderr[-600:]!r}")
t.check(open(saved).read() == before and "Saved" not in p.stderr,
        f"Keep it leaves the player's layout as it was: {p.stderr[-300:]!r}")
t.check(state and state["game"] is None and state["scene"] == "layout-editor", f"and goes back to the editor: {state}")
state, _, p = t.run([], tower + "key Return\nwait 5\n")  # "Replace"
t.check("Saved \"My layout\", but layout 'My layout' cannot be cleared" in p.stderr,
        f"Replace saves, and says it cannot be cleared: {p.stderr[-600:]!r}")
t.check(open(saved).read() != before, "the file holds the new layout")
t.done()
