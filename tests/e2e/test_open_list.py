"""Issue 23 item 4: Open... lists every save, newest first, and the list scrolls,
so no save is out of reach (it listed 64 in directory order, showed 16)."""

import os
import shutil

from pagoda_e2e import Pagoda

t = Pagoda()
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves")
for seed in (11, 22):
    t.run(["--game", "mahjong", "--seed", str(seed)], "key ctrl+s\nwait 2\nkey Return\nwait 2\n")
a, b = os.path.join(saves, "Turtle 11.pgsave"), os.path.join(saves, "Turtle 22.pgsave")
t.check(os.path.exists(a) and os.path.exists(b), f"two saves made: {os.listdir(saves) if os.path.isdir(saves) else None}")
for i in range(79):
    p = os.path.join(saves, f"Old {i:02d}.pgsave")
    shutil.copy(a, p)
    os.utime(p, (1_000_000 + i, 1_000_000 + i))
for name, when in (("Newest", 3_000_000), ("Zoldest", 500_000), ("Turtle 11", 2_000_000), ("Turtle 22", 2_000_001)):
    p = os.path.join(saves, name + ".pgsave")
    if name in ("Newest", "Zoldest"):
        shutil.copy(b, p)
    os.utime(p, (when, when))

newest, _, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Return\nwait 2\n")
t.check(newest is not None and newest["seed"] == 22, f"the first entry is the newest of 83 saves: {newest and newest['seed']}")
# Up from the first entry wraps to Back; once more is the oldest save, scrolled into view
oldest, shot, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\nkey Up Up\nwait 2\nkey Return\nwait 2\n")
t.check(oldest is not None and oldest["seed"] == 22, f"the oldest of 83 saves can be opened: {oldest and oldest['seed']}")
# Page Down walks the list a screen at a time
paged, _, _ = t.run(["--game", "mahjong", "--seed", "1"], "key ctrl+o\nwait 2\n" + "key PageDown\n" * 30 + "wait 2\nkey Up\nwait 2\nkey Return\nwait 2\n")
t.check(paged is not None and paged["seed"] == 22, f"Page Down reaches the end: {paged and paged['seed']}")
t.done()
