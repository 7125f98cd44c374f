"""Install test: `cmake --install` into a temporary DESTDIR, then check what a
player and a packager get: the file list (binary, data, desktop entry, AppStream
metainfo, icons at every size, man pages, licence), the desktop entry and the
metainfo through their validators, the metainfo's release against the
project's version, and a headless run of the installed binary to its first
frame with the data found relative to the executable (the prefix the binary was
built for is not where it lies, as in an unpacked package). Also: a desktop
action for every game `pagoda --help` offers, and debian/changelog at the
project's version.

usage: test_install.py BUILD_DIR WORK_DIR VERSION BINDIR [desktop-file-validate] [appstreamcli]
BINDIR is CMAKE_INSTALL_BINDIR (bin, or games in the Debian package).
A validator given as "" (not installed) is skipped and the test exits 77, which
CTest shows as skipped; everything else is still checked.
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET

APP_ID = "io.github.pagoda.Pagoda"
ICON_SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]
PREFIX = "/usr"

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    build, work, version, bindir = sys.argv[1:5]
    dfv = sys.argv[5] if len(sys.argv) > 5 else ""
    asc = sys.argv[6] if len(sys.argv) > 6 else ""
    shutil.rmtree(work, ignore_errors=True)
    dest = os.path.join(work, "dest")
    os.makedirs(dest)
    env = dict(os.environ, DESTDIR=dest)
    subprocess.run(["cmake", "--install", build, "--prefix", PREFIX], env=env, check=True,
                   stdout=subprocess.DEVNULL)
    root = dest + PREFIX
    share = os.path.join(root, "share")

    # --- the file list ---
    expected = [
        f"{bindir}/pagoda",
        f"{bindir}/pagoda-solve",
        "share/pagoda/layouts/turtle.layout",
        "share/pagoda/assets/tilesets/classic/tileset.txt",
        "share/pagoda/fonts/OFL.txt",
        "share/pagoda/fonts/NotoSansCJKsc-Pagoda.otf",  # Simplified Chinese's font
        "share/pagoda/fonts/OFL-NotoSansCJK.txt",
        f"share/applications/{APP_ID}.desktop",
        f"share/metainfo/{APP_ID}.metainfo.xml",
        f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        "share/man/man6/pagoda.6",
        "share/man/man6/pagoda-solve.6",
        "share/doc/pagoda/LICENSE",
        "share/doc/pagoda/README.md",
        "share/doc/pagoda/CREDITS.md",
        "share/doc/pagoda/LAYOUT-FORMAT.md",
    ] + [f"share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in ICON_SIZES]
    # a catalogue for each language of po/LINGUAS
    src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(src, "po", "LINGUAS")) as f:
        linguas = [w for line in f if not line.startswith("#") for w in line.split()]
    expected += [f"share/pagoda/locale/{lang}/LC_MESSAGES/pagoda.mo" for lang in linguas]
    for rel in expected:
        check(os.path.isfile(os.path.join(root, rel)), f"not installed: {PREFIX}/{rel}")
    for rel in (f"{bindir}/pagoda", f"{bindir}/pagoda-solve"):
        path = os.path.join(root, rel)
        check(os.path.isfile(path) and os.access(path, os.X_OK), f"not executable: {rel}")
    for n in ICON_SIZES:
        path = os.path.join(share, f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png")
        if os.path.isfile(path):
            check(png_size(path) == (n, n), f"{path}: {png_size(path)}, expected {n}x{n}")
    for dirpath, _, files in os.walk(dest):
        for f in files:
            check(not f.endswith((".py", ".c", ".h", ".o")), f"source file installed: {dirpath}/{f}")
            check(not (f.endswith(".md") and "/share/pagoda" in dirpath), f"notes among the data: {dirpath}/{f}")

    # --- the desktop entry and the metainfo ---
    desktop = os.path.join(share, "applications", APP_ID + ".desktop")
    metainfo = os.path.join(share, "metainfo", APP_ID + ".metainfo.xml")
    skipped = []
    if dfv:
        p = subprocess.run([dfv, desktop], capture_output=True, text=True)
        check(p.returncode == 0 and not p.stdout.strip(), f"desktop-file-validate: {p.stdout}{p.stderr}")
    else:
        skipped.append("desktop-file-validate")
    if asc:
        p = subprocess.run([asc, "validate", "--strict", "--no-net", metainfo],
                           capture_output=True, text=True)
        check(p.returncode == 0, f"appstreamcli validate: {p.stdout}{p.stderr}")
    else:
        skipped.append("appstreamcli")
    if os.path.isfile(desktop):
        with open(desktop) as f:
            text = f.read()
        check(f"Icon={APP_ID}\n" in text, "desktop entry: Icon is not the app id")
        check("Categories=Game;BoardGame;CardGame;" in text, "desktop entry: categories")
    if os.path.isfile(metainfo):
        comp = ET.parse(metainfo).getroot()
        check(comp.findtext("id") == APP_ID, "metainfo: id")
        check(comp.findtext("launchable") == APP_ID + ".desktop", "metainfo: launchable")
        rel = comp.find("releases/release")
        check(rel is not None and rel.get("version") == version,
              f"metainfo: newest release is {rel.get('version') if rel is not None else None}, "
              f"the project is {version}")
        controls = {c.text for c in comp.findall("supports/control")}
        check(controls == {"pointing", "keyboard", "gamepad"}, f"metainfo: controls {controls}")
        src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        for img in comp.findall("screenshots/screenshot/image"):
            name = os.path.basename(img.text)
            shot = os.path.join(src, "packaging", "screenshots", name)
            check(os.path.isfile(shot), f"metainfo: screenshot {name} is not in packaging/screenshots")
            if os.path.isfile(shot):
                check(png_size(shot) == (int(img.get("width")), int(img.get("height"))),
                      f"metainfo: {name} is {png_size(shot)}, not {img.get('width')}x{img.get('height')}")

    # --- the installed binaries run from where they lie ---
    pagoda = os.path.join(root, bindir, "pagoda")
    p = subprocess.run([pagoda, "--version"], capture_output=True, text=True)
    check(p.returncode == 0 and p.stdout.strip() == f"pagoda {version}",
          f"pagoda --version: {p.returncode} {p.stdout!r}")
    # every game `--help` offers has its action in the desktop entry
    p = subprocess.run([pagoda, "--help"], capture_output=True, text=True)
    m = re.search(r"--game ID[^(]*\(([a-z,\s]+)\)", p.stdout)
    games = [g.strip() for g in m.group(1).split(",")] if m else []
    check(len(games) >= 2, f"pagoda --help names no games: {p.stdout[:200]!r}")
    if os.path.isfile(desktop):
        for g in games:
            check(f"[Desktop Action {g}]\n" in text and f"Exec=pagoda --game {g}\n" in text,
                  f"desktop entry: no action for the game {g}")
    # the Debian changelog's version is the project's
    src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(src, "debian", "changelog")) as f:
        head = f.readline()
    check(head.startswith(f"pagoda ({version})") or head.startswith(f"pagoda ({version}-"),
          f"debian/changelog is at {head.strip()!r}, the project at {version}")

    run_env = dict(os.environ, PAGODA_TRACE="1", XDG_DATA_HOME=os.path.join(work, "xdg"))
    run_env.pop("PAGODA_DATA_DIR", None)
    shot = os.path.join(work, "first.png")
    # two frames: the window icon is set after the first one
    p = subprocess.run([pagoda, "--headless", "--size", "640x400", "--frames", "2",
                        "--game", "mahjong", "--screenshot", shot],
                       capture_output=True, text=True, env=run_env, timeout=60)
    check(p.returncode == 0, f"installed pagoda --headless exited {p.returncode}\n{p.stderr}")
    check("first frame presented" in p.stderr, "installed pagoda: no first frame\n" + p.stderr)
    m = re.search(r"^trace data folder (.*)$", p.stderr, re.M)
    want = os.path.join(root, bindir, "..", "share", "pagoda")
    check(m is not None and os.path.realpath(m.group(1)) == os.path.realpath(want),
          f"installed pagoda took its data from {m.group(1) if m else '?'}, not {want}")
    check(png_size(shot) == (640, 400), "installed pagoda: no 640x400 screenshot")
    m = re.search(r"^trace language \S+ \(asked \S+\) from (.*)$", p.stderr, re.M)
    want = os.path.join(root, bindir, "..", "share", "pagoda", "locale")
    check(m is not None and os.path.realpath(m.group(1)) == os.path.realpath(want),
          f"installed pagoda looks for its catalogues in {m.group(1) if m else '?'}, not {want}")
    first = p  # the run with the first frames, whose trace names the window icon
    for lang in linguas:  # each catalogue read: --help in the language is not English's
        q = subprocess.run([pagoda, "--language", lang, "--help"], capture_output=True, text=True, env=run_env)
        check(q.returncode == 0 and "Usage: pagoda" not in q.stdout, f"installed pagoda --language {lang} --help: "
              f"{q.stdout[:80]!r}")
    p = first
    m = re.search(r"^trace window icon (.*)$", p.stderr, re.M)
    want = os.path.join(share, "icons", "hicolor", "64x64", "apps", f"{APP_ID}.png")
    check(m is not None and os.path.realpath(m.group(1)) == os.path.realpath(want),
          f"installed pagoda took its window icon from {m.group(1) if m else 'nowhere'}, not {want}\n{p.stderr}")
    p = subprocess.run([os.path.join(root, bindir, "pagoda-solve"), "turtle", "--seed", "1",
                        "--budget-ms", "200"], capture_output=True, text=True, cwd=work, timeout=60)
    check(p.returncode == 0 and p.stdout.split("\n")[0] in ("solvable", "unsolvable", "unknown"),
          f"installed pagoda-solve did not find the turtle layout: {p.returncode} {p.stderr}")

    print(f"{len(failures)} failed" + (f"; skipped (not installed): {', '.join(skipped)}" if skipped else ""))
    if failures:
        sys.exit(1)
    sys.exit(77 if skipped else 0)


if __name__ == "__main__":
    main()
