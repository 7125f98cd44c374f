"""LinkSame: link a pair by mouse (the hint's pair), by keyboard and by gamepad;
hint and shuffle cost points in timed mode; a refused pair changes nothing; a
practice game is kept on quit and offered on the next start; a timed one is not."""

from pagoda_e2e import Pagoda

t = Pagoda()
base = ["--game", "linksame", "--seed", "3"]
start, _, _ = t.run(base + ["--frames", "1"])
t.check(start["game"] == "linksame" and start["mode"] == "timed" and start["stage"] == 1, "a new game starts timed")
n = start["tiles_left"]

state, _, _ = t.run(base, "key h\nwait 2\n")
a, b = state["hint"]
t.check(a >= 0 and b >= 0 and state["score"] == -10, f"a hint shows a pair and costs 10: {state['score']}")

state, _, _ = t.run(base, f"key h\nwait 2\nclick tile {a}\nclick tile {b}\nwait 30\n")
t.check(state["tiles_left"] == n - 2, "the hinted pair is linked by mouse")
# the stage's first pair: +1 and a speed bonus counted from the stage's start
# (a fraction of a second here: 13 to 15)
t.check(-10 + 1 + 13 <= state["score"] <= -10 + 1 + 15, f"first pair of a stage: +1 and its bonus ({state['score']})")

# keyboard: Right walks the tiles in reading order; Enter picks
order = sorted((x["id"] for x in start["tiles"]), key=lambda i: (i // 14, i % 14))
ia, ib = order.index(a), order.index(b)
keys = "key Right\n" * (ia + 1) + "key Return\n" + "key Right\n" * (ib - ia) + "key Return\nwait 30\n"
state, _, _ = t.run(base, keys)
t.check(state["tiles_left"] == n - 2, f"linked by keyboard ({state['tiles_left']} left)")
pad = keys.replace("key Right", "pad rb").replace("key Return", "pad a")
state, _, _ = t.run(base, pad)
t.check(state["tiles_left"] == n - 2, f"linked by gamepad ({state['tiles_left']} left)")

# a pair of different faces is refused
c = next(x["id"] for x in start["tiles"] if x["face"] != start["tiles"][0]["face"])
state, _, _ = t.run(base, f"click tile {start['tiles'][0]['id']}\nclick tile {c}\nwait 30\n")
t.check(state["tiles_left"] == n and state["score"] == 0, "a refused pair changes nothing")

# shuffle costs 20
state, _, _ = t.run(base, "key s\nwait 2\n")
t.check(state["score"] == -20 and state["tiles_left"] == n, "shuffle costs 20")

# practice: Start menu, Right to the Game column (New game, New game: LinkSame,
# New game: LinkSame practice): Down x2. Then the practice menu's Game column (New
# game, the two variants, New game with seed...): Right, Down x3
# deals practice seed 3, so that its hint is known; link it; quit; resume from the title
practice = ("pad start\nwait 2\npad right\n" + "pad down\n" * 2 + "pad a\nwait 2\n" +
            "pad start\nwait 2\npad right\n" + "pad down\n" * 3 + "pad a\nwait 2\ntext 3\nkey Return\nwait 2\n")
state, _, _ = t.run(base, practice + "key h\nwait 2\n")
t.check(state["mode"] == "practice" and state["score"] == 0 and state["seed"] == 3, f"practice has no score: {state['mode']} {state['score']}")
h = state["hint"]
kept, _, _ = t.run(base, practice + f"click tile {h[0]}\nclick tile {h[1]}\nwait 30\n")
t.check(kept["tiles_left"] == state["tiles_left"] - 2 and kept["can_undo"], "practice links, and can undo")
undone, _, _ = t.run(base, practice + f"click tile {h[0]}\nclick tile {h[1]}\nwait 30\nkey ctrl+z\nwait 2\n")
t.check(undone["tiles_left"] == state["tiles_left"] and undone["can_redo"], "Ctrl+Z undoes in practice, redo enabled")
kept, _, _ = t.run(base, practice + f"click tile {h[0]}\nclick tile {h[1]}\nwait 30\n")
resumed, _, _ = t.run([], "key Return\nwait 2\n")  # title: the kept game's Continue has the focus
t.check(resumed is not None and resumed.get("mode") == "practice" and resumed["tiles"] == kept["tiles"],
        "the practice position is restored on the next start")

# Timed keeps no undo: Ctrl+Z and pad Y change nothing and cost nothing (they
# used to trigger a shuffle that cost 20)
timed, _, _ = t.run(base, f"click tile {a}\nclick tile {b}\nwait 30\n")
for keys in ("key ctrl+z\nwait 2\n", "pad y\nwait 2\n", "key u\nwait 2\n"):
    after, _, _ = t.run(base, f"click tile {a}\nclick tile {b}\nwait 30\n" + keys)
    # the pair's speed bonus depends on how soon it came (12 to 15 here): a
    # charge of 20 would take the score below it
    t.check(after["tiles"] == timed["tiles"] and 1 + 12 <= after["score"] <= 1 + 15 and not after["can_undo"],
            f"{keys.split(chr(10))[0]} in Timed changes nothing: {after['score']} vs {timed['score']}")

# F1 shows LinkSame's own rules, and the board is hidden while the help is open
helped, shot, _ = t.run(base, "key F1\nwait 2\n")
t.check(helped["top"] == "help-linksame", f"F1 opens LinkSame's help: {helped['top']}")
t.check(helped["paused"], "the board is hidden while the help is open")
t.done()
