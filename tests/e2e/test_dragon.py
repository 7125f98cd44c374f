"""Dragon's Eye: a game against the computer played to its end by keyboard
(the human builds, the computer slays); the computer against itself to the end;
Challenge hides both hands until Flip (screenshots compared, region by region);
keyboard and gamepad reach Flip, Draw, Done, taking a pair and discarding onto
a space."""

import struct
import zlib

from pagoda_e2e import Pagoda

t = Pagoda()
SIZE = "1280x720"


def png_pixels(path):
    """(width, height, rows of RGBA bytes) of an 8-bit RGB/RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    pos, idat = 8, b""
    w = h = 0
    bpp = 4
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    rows, prev, stride = [], bytearray(w * bpp), w * bpp
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, rows, bpp


def region(path, x0, y0, x1, y1):
    w, h, rows, bpp = png_pixels(path)
    return b"".join(rows[y][x0 * bpp:x1 * bpp] for y in range(y0, y1))


# the screen's parts at 1280x720: the Master's hand top right, the Slayer's bottom right
MASTER = (960, 118, 1200, 210)
SLAYER = (960, 520, 1200, 700)
BOARD = (60, 150, 880, 600)


def group(f):
    return 34 if 34 <= f <= 37 else 35 if f >= 38 else f


def slayer_pair(state):
    """(hand piece, board piece) of a pair the Slayer can take, or None."""
    up = [x for x in state["tiles"] if x["up"]]
    for h in state["hands"][0]:
        for x in up:
            if group(h["face"]) == group(x["face"]):
                return h["id"], x["id"]
    return None


# --- the computer against itself, to the end -------------------------------
watch, _, _ = t.run(["--game", "dragon", "--variant", "watch", "--seed", "3"], "wait 1\n", size=SIZE)
t.check(watch is not None and watch["end"] != "playing", f"the computer plays itself to the end: {watch and watch['end']}")

# --- against the computer, to the end: the human builds by keyboard ----------
# Each Master turn: Shift+Tab (the last piece in reading order: a tile of his
# hand), Return, Tab (wraps to the first space he may fill), Return. The
# computer's moves come in between (scripts wait for them).
turn = "key Shift+Tab Return Tab Return\nwait 2\n"
master = ["--game", "dragon", "--variant", "master", "--seed", "5"]


def play_turns(n):
    return t.run(master, "wait 1\n" + turn * n, size=SIZE)


first, _, _ = play_turns(1)
t.check(first is not None and first["to_move"] == "master" and first["turn"] == 2 and first["moves"] >= 5,
        f"the computer slew, the human placed by keyboard, the computer slew again: {first and first['moves']}")
lo, hi = 1, 70  # the Master turns that end the game (a turn draws two tiles or more)
while lo < hi:
    mid = (lo + hi) // 2
    s, _, _ = play_turns(mid)
    # keys left over after the end go to the end dialog (New game: a new seed)
    if s is not None and (s["end"] != "playing" or s["seed"] != 5):
        hi = mid
    else:
        lo = mid + 1
end, shot, _ = play_turns(lo)
t.check(end is not None and end["end"] in ("slain", "built", "exhausted"),
        f"a game against the computer reaches its end ({end and end['end']}) after {lo} turns")
t.check(end is not None and end["top"] == "win", f"the end dialog shows: {end and end.get('top')}")

# --- Challenge: hands hidden until Flip --------------------------------------
seed = None
for s in range(1, 20):  # a deal where the Slayer can take a pair at once
    st, _, _ = t.run(["--game", "dragon", "--variant", "challenge", "--seed", str(s), "--frames", "1"], size=SIZE)
    if st and slayer_pair(st):
        seed, start = s, st
        break
t.check(seed is not None, "a deal with a pair for the Slayer")
ch = ["--game", "dragon", "--variant", "challenge", "--seed", str(seed)]
a, b = slayer_pair(start)
_, hidden, _ = t.run(ch, "wait 2\n", size=SIZE)
refused, _, _ = t.run(ch, f"click tile {a}\nclick tile {b}\nwait 2\n", size=SIZE)
t.check(refused["hands"][0] == start["hands"][0], "before Flip her hand cannot be played")
_, flipped, _ = t.run(ch, "key f\nwait 2\n", size=SIZE)
t.check(region(hidden, *SLAYER) != region(flipped, *SLAYER), "Flip turns the Slayer's hand face up")
t.check(region(hidden, *MASTER) == region(flipped, *MASTER), "the Master's hand stays face down")
t.check(region(hidden, *BOARD) == region(flipped, *BOARD), "the board is the same")
took, _, _ = t.run(ch, f"key f\nwait 2\nclick tile {a}\nclick tile {b}\nwait 2\n", size=SIZE)
t.check(len(took["hands"][0]) == 5, "after Flip she takes a pair (mouse)")
done, handed, _ = t.run(ch, f"key f\nwait 2\nclick tile {a}\nclick tile {b}\nkey e\nwait 2\n", size=SIZE)
t.check(done["to_move"] == "master", "Done (E) hands the turn to the Master")
t.check(region(handed, *MASTER) == region(hidden, *MASTER), "the Master's hand is face down until he flips")
_, master_up, _ = t.run(ch, f"key f\nwait 2\nclick tile {a}\nclick tile {b}\nkey e\nwait 2\nkey f\nwait 2\n",
                        size=SIZE)
t.check(region(master_up, *MASTER) != region(handed, *MASTER), "his Flip shows the Master's hand")
t.check(region(master_up, *SLAYER) == region(handed, *SLAYER), "her hand is face down again")

# --- keyboard and gamepad: take a pair, Draw, Done, discard -----------------
vs = ["--game", "dragon", "--variant", "slayer", "--seed", str(seed)]
# take the pair by mouse, then Draw by key (four in hand -> five) and Done by key
s, _, _ = t.run(vs, f"click tile {a}\nclick tile {b}\nwait 2\n", size=SIZE)
n = len(s["hands"][0])
if n < 5:
    s2, _, _ = t.run(vs, f"click tile {a}\nclick tile {b}\nkey d\nwait 2\n", size=SIZE)
    t.check(len(s2["hands"][0]) == 5, "Draw (D) fills her hand to five")
s3, _, _ = t.run(vs, f"click tile {a}\nclick tile {b}\nkey e\nwait 2\n", size=SIZE)
t.check(s3["to_move"] == "slayer" and s3["moves"] >= 3, "Done (E): the computer built and her turn came back")
# with six tiles in hand Draw and Done are greyed (no text as bright as the
# dimmest enabled button's), and pressing them says why
BUTTONS = (0, 660, 245, 720)  # Draw (D) and Done (E), left of "Your turn"


def bright(path):
    w, h, rows, bpp = png_pixels(path)
    return sum(1 for y in range(BUTTONS[1], BUTTONS[3]) for x in range(BUTTONS[0], BUTTONS[2])
               if min(rows[y][x * bpp:x * bpp + 3]) > 170)


six, six_shot, p = t.run(vs, "wait 2\nkey d\nwait 2\nkey e\nwait 2\n", size=SIZE)
t.check(len(six["hands"][0]) == 6 and six["to_move"] == "slayer" and six["moves"] == 0, "Draw and Done refused with six")
t.check("Draw only while you hold fewer than five tiles." in p.stderr, f"Draw says why not: {p.stderr[-300:]!r}")
t.check("Done needs five tiles or fewer" in p.stderr, f"Done says why not: {p.stderr[-300:]!r}")
t.check(bright(six_shot) == 0, f"both buttons greyed: {bright(six_shot)} bright pixels")
_, five_shot, _ = t.run(vs, f"click tile {a}\nclick tile {b}\nwait 2\n", size=SIZE)
t.check(bright(five_shot) > 50, f"with five, Done looks usable: {bright(five_shot)} bright pixels")
# gamepad: the game menu (Start) has Draw and Done first after Resume
s4, _, _ = t.run(vs, f"click tile {a}\nclick tile {b}\npad start\nwait 2\npad down down a\nwait 2\n", size=SIZE)
t.check(s4["moves"] >= 3 and s4["to_move"] == "slayer", "Done from the game menu by gamepad")
# a deal where she must discard at once: keyboard and gamepad put a tile on a space
dseed = None
for s in range(1, 20):
    st, _, _ = t.run(["--game", "dragon", "--variant", "slayer", "--seed", str(s), "--frames", "1"], size=SIZE)
    if st and st["must_discard"]:
        dseed, dstart = s, st
        break
t.check(dseed is not None, "a deal where the Slayer must discard")
dv = ["--game", "dragon", "--variant", "slayer", "--seed", str(dseed)]
for how, keys in (("keyboard", "key Shift+Tab Return Tab Return\nwait 2\n"),
                  ("gamepad", "pad lb a rb a\nwait 2\n")):
    s, _, _ = t.run(dv, keys, size=SIZE)
    t.check(len(s["hands"][0]) == 5 and len(s["tiles"]) == len(dstart["tiles"]) + 1,
            f"discard onto a space by {how}")
# gamepad Flip: the game menu of a Challenge game
s, flip_pad, _ = t.run(ch, "pad start\nwait 2\npad down a\nwait 2\n", size=SIZE)
t.check(region(flip_pad, *SLAYER) == region(flipped, *SLAYER), "Flip from the game menu by gamepad")
t.done()
