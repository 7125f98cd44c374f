"""Text entry (Save as): the caret moves with Left/Right and Home/End, Shift
selects, typing replaces the selection, Backspace and Delete erase at the caret;
the gamepad types with the on-screen keyboard."""

import glob
import os

from pagoda_e2e import Pagoda

t = Pagoda()
base = ["--game", "mahjong", "--seed", "555"]
saves = os.path.join(t.work, "xdg", "Pagoda", "pagoda", "saves")


def saved_names():
    names = sorted(os.path.basename(f)[:-len(".pgsave")] for f in glob.glob(os.path.join(saves, "*.pgsave")))
    for f in glob.glob(os.path.join(saves, "*.pgsave")):
        os.remove(f)
    return names


def save_as(keys):
    t.run(base, "key ctrl+s\nwait 2\n" + keys + "wait 2\n")
    return saved_names()


# the proposed name comes selected: typing replaces it (QA: "Turtle 3My game"),
# an arrow or End keeps it and types after it, Home before it
t.check(save_as("text Lunch\nkey Return\n") == ["Lunch"], "typing replaces the proposed name")
names = save_as("key Right\ntext X\nkey End\ntext Y\nkey Home\ntext Z\nkey Return\n")
t.check(names == ["ZTurtle 555XY"], f"arrows, End and Home keep the proposed name: {names}")
# Ctrl+A selects the proposed name; typing replaces it
t.check(save_as("key ctrl+a\ntext Lunch\nkey Return\n") == ["Lunch"], "Ctrl+A then typing replaces the name")
# Home, then text goes in front; End, Left Left, Shift+Left selects one letter, typing replaces it
names = save_as("key ctrl+a\ntext Lunch\nkey Home\ntext A \nkey End\nkey Left Left\nkey shift+Left\ntext X\nkey Return\n")
t.check(names == ["A LuXch"], f"caret editing: {names}")
# Backspace erases before the caret, Delete after it
names = save_as("key ctrl+a\ntext abcdef\nkey Left Left Left\nkey BackSpace\nkey Delete\nkey Return\n")
t.check(names == ["abef"], f"Backspace and Delete at the caret: {names}")
# Shift+Home selects back to the start
names = save_as("key ctrl+a\ntext hello world\nkey Left Left Left Left Left\nkey shift+Home\ntext big\nkey Return\n")
t.check(names == ["bigworld"], f"Shift+Home selects to the start: {names}")
# Left no longer deletes, Up/Down no longer change a letter
names = save_as("key ctrl+a\ntext abc\nkey Left\nkey Up\nkey Down\nkey Return\n")
t.check(names == ["abc"], f"Left and Up/Down change no letter: {names}")
# the gamepad: A types the key under the cursor (a first), Right moves on, X erases, Start is OK
names = save_as("key ctrl+a\nkey BackSpace\npad a\npad right\npad a\npad right\npad a\npad x\npad down\npad a\npad start\n")
t.check(names == ["abp"], f"the on-screen keyboard types: {names}")
# B cancels: nothing saved
names = save_as("key ctrl+a\ntext zzz\npad b\n")
t.check(names == [], f"B cancels: {names}")
t.done()
