"""The game menu's shortcuts name the modifier keys as the player's keyboard
prints them (C_("key", "Ctrl") and its neighbours): "Strg+S" in German,
"Ctrl+S" in English; the key itself and the gamepad's buttons stay as they are."""

from pagoda_e2e import Pagoda

t = Pagoda()
for lang, want, never in (("de", ["Strg+S", "Strg+O", "Strg+Q", "Strg+R", "F11"], "Ctrl"),
                          ("en", ["Ctrl+S", "Ctrl+O", "Ctrl+Q", "Ctrl+R", "F11"], "Strg")):
    st, _, _ = t.run(["--language", lang, "--game", "mahjong", "--seed", "7"], "wait 3\nkey Escape\nwait 3\n")
    texts = [x["text"] for x in st["screen"]["texts"]]
    for w in want:
        t.check(w in texts, f"{lang}: the menu shows {w}: {texts}")
    t.check(not any(never in x for x in texts), f"{lang}: no {never}: {texts}")
t.done()
