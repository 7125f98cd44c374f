#!/usr/bin/env python3
"""Cuts the font Simplified Chinese is drawn with, fonts/NotoSansCJKsc-Pagoda.otf,
from Noto Sans CJK SC Regular (Debian's fonts-noto-cjk; SIL Open Font License
1.1), with fontTools: only the characters po/zh_CN.po uses (its translations;
the stand-in tests/data/i18n/zh_CN.po while it does not exist), ASCII,
Latin-1 and Latin Extended-A (players' names, the layouts' names), Cyrillic
(the Language setting names Русский in its own letters), and the punctuation
and symbols Pagoda draws (general, CJK and full-width punctuation, arrows,
the characters of src/). The family is renamed "Pagoda CJK SC" (a modified
version; Noto is Google's trademark). Run it after a change to po/zh_CN.po:
the assets.cjk_font test fails while a character of the catalogue is missing.
Needs python3-fonttools and fonts-noto-cjk (tools/bootstrap.sh art).
Usage: /usr/bin/python3 tools/gen_cjk_font.py"""
import os
import re
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FAMILY = "Noto Sans CJK SC"
OUT = os.path.join(ROOT, "fonts", "NotoSansCJKsc-Pagoda.otf")
NEW_FAMILY = "Pagoda CJK SC"


def catalogue():
    for rel in ("po/zh_CN.po", "tests/data/i18n/zh_CN.po"):
        path = os.path.join(ROOT, rel)
        if os.path.exists(path):
            return path
    sys.exit("no zh_CN catalogue (po/zh_CN.po or tests/data/i18n/zh_CN.po)")


def po_text(path):
    """The text of every msgstr (and msgid) of a .po file, unescaped."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r'\s*(?:msgstr(?:\[\d+\])?|msgid(?:_plural)?|msgctxt)?\s*"(.*)"\s*$', line)
            if m and not line.startswith("#"):
                out.append(m.group(1).encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8"))
    return "".join(out)


def source_characters():
    """Non-ASCII characters written in src/, literally or as \\uXXXX."""
    chars = set()
    for base, _, files in os.walk(os.path.join(ROOT, "src")):
        for name in files:
            if name.endswith((".c", ".h")):
                with open(os.path.join(base, name), encoding="utf-8") as f:
                    text = f.read()
                chars.update(c for c in text if ord(c) > 0x7F)
                chars.update(chr(int(h, 16)) for h in re.findall(r"\\u([0-9a-fA-F]{4})", text))
    return chars


def main():
    po = catalogue()
    chars = set(po_text(po)) | source_characters()
    ranges = [(0x20, 0x7E), (0xA0, 0x17F), (0x400, 0x45F), (0x2000, 0x206F), (0x2190, 0x21FF),
              (0x3000, 0x303F), (0xFF01, 0xFF5E), (0x25A0, 0x25FF)]
    for lo, hi in ranges:
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars.discard("\n")
    collection = TTCollection(SOURCE)
    fonts = [f for f in collection.fonts if f["name"].getDebugName(1) == FAMILY]
    if not fonts:
        sys.exit(f"{SOURCE}: no {FAMILY}")
    font = fonts[0]
    cmap = font.getBestCmap()
    missing = sorted(c for c in chars if ord(c) not in cmap and ord(c) >= 0x3000)
    if missing:
        print(f"warning: {FAMILY} lacks {''.join(missing)}", file=sys.stderr)
    opts = subset.Options()
    opts.layout_features = ["kern", "palt", "locl"]  # no vertical forms: Pagoda writes across
    opts.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
    opts.notdef_outline = True
    opts.hinting = False  # SDL_ttf draws with light hinting of its own
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=[ord(c) for c in chars if ord(c) in cmap])
    sub.subset(font)
    names = font["name"]
    for rec in names.names:
        if rec.nameID in (1, 4, 16):
            rec.string = NEW_FAMILY if rec.nameID != 4 else NEW_FAMILY + " Regular"
        elif rec.nameID == 3:
            rec.string = "Pagoda;" + NEW_FAMILY.replace(" ", "") + "-Regular;subset of " + FAMILY
        elif rec.nameID == 6:
            rec.string = NEW_FAMILY.replace(" ", "") + "-Regular"
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [NEW_FAMILY.replace(" ", "") + "-Regular"]
    font.save(OUT)
    print(f"{os.path.relpath(OUT, ROOT)}: {len(font.getGlyphOrder())} glyphs, {os.path.getsize(OUT)} bytes, "
          f"characters of {os.path.relpath(po, ROOT)}")


if __name__ == "__main__":
    main()
