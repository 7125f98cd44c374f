"""A monkey: thousands of random keys, clicks and pad buttons through every
screen (menus, dialogs, editor, picker, text entry) must never crash the game,
and leave a consistent state behind. Deterministic (fixed random seeds)."""

import random

from pagoda_e2e import Pagoda

t = Pagoda()
keys = ["Up", "Down", "Left", "Right", "Return", "Escape", "Tab", "shift+Tab", "h", "u", "r", "s", "n", "m", "t",
        "BackSpace", "Delete", "PageUp", "PageDown", "F1", "ctrl+z", "ctrl+y", "ctrl+s", "ctrl+o", "ctrl+r", "space"]
pads = ["a", "b", "x", "y", "start", "back", "up", "down", "left", "right", "lb", "rb"]
for seed in range(3):
    rnd = random.Random(seed)
    lines = []
    for _ in range(700):
        r = rnd.random()
        if r < 0.45:
            lines.append("key " + rnd.choice(keys))
        elif r < 0.75:
            lines.append("pad " + rnd.choice(pads))
        elif r < 0.95:
            lines.append(f"{rnd.choice(['click', 'rclick', 'dclick'])} {rnd.randrange(1280)} {rnd.randrange(720)}")
        else:
            lines.append("text " + rnd.choice(["abc", "42", "Lunch"]))
        if rnd.random() < 0.3:
            lines.append(f"wait {rnd.randrange(1, 30)}")
    args = ["--game", "mahjong", "--seed", str(seed)] if seed != 1 else []
    state, shot, p = t.run(args, "\n".join(lines) + "\nwait 60\n")
    t.check(p.returncode == 0, f"monkey {seed}: exit {p.returncode}\n{p.stderr[-2000:]}")
    if state and state.get("game") == "mahjong":
        t.check(len(state["tiles"]) == state["tiles_left"] and state["tiles_left"] % 2 == 0,
                f"monkey {seed}: consistent game state")
t.done()
