#!/usr/bin/env bash
# Pagoda's one-step setup for a fresh Debian/Ubuntu machine.
#   tools/bootstrap.sh play   install what is missing, build, start the game
#   tools/bootstrap.sh test   install what is missing, build twice (-Werror, and
#                             ASan+UBSan) and run the whole test suite each time
#   tools/bootstrap.sh package  install what is missing, build the Debian package
#                             (build-deb/pagoda_*.deb) and check it with lintian
#   tools/bootstrap.sh art    install what the art generators need and run them
#                             all (the output is committed; git diff shows changes)
#   tools/bootstrap.sh windows  install the MinGW-w64 cross compiler and Wine,
#                             build SDL2 & co. for Windows from Debian's sources
#                             (cached), build pagoda.exe, test it under Wine and
#                             pack build-win/Pagoda-VERSION-windows-x64.zip
#                             (`test` runs this stage too, after the Linux builds)
#   tools/bootstrap.sh bench [RUNS [IDLE_S]]  install the peers (KMahjongg,
#                             KShisen, GNOME Mahjongg) and what measuring needs,
#                             build, and run bench/peers.sh: start-up, idle CPU,
#                             peak RSS side by side, Pagoda's 4K animation frames
#   tools/bootstrap.sh load   install stress, build, and run the suite twice: alone,
#                             then with `stress --cpu 4` beside it; prints both
#                             times (PAGODA_BUILD=DIR: an existing build instead
#                             of build-ci). The stressed run sets the time-limit
#                             factor to PAGODA_TEST_SLOWDOWN (default 4: a machine
#                             with twice its cores busy) and puts the build's back
#                             after; LOAD_ONLY=1 skips the run alone.
#   tools/bootstrap.sh web    install Debian's Emscripten and Chromium, build SDL2 &
#                             co. for WebAssembly from Debian's sources (cached),
#                             build build-web/pagoda.html (with and without
#                             threads) and test it in headless Chromium; play it
#                             with tools/serve_web.py (`test` runs this stage
#                             too, after the Windows one: warm, the dependencies
#                             in the cache, it takes a few minutes; cold, their
#                             build alone took 44 min on this loaded machine)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-play}
packages=(build-essential cmake pkg-config python3 gettext
          libsdl2-dev libsdl2-image-dev libsdl2-mixer-dev libsdl2-ttf-dev libcmocka-dev)
# The validators of the desktop entry and the AppStream metainfo (packaging.install).
validators=(desktop-file-utils appstream)
# A loaded machine for the suite (load): CPU hogs beside the tests.
load=(stress)
# dpkg-buildpackage and its checks; librsvg2-bin for tools/gen_icon.py.
packaging=(dpkg-dev debhelper fakeroot pkgconf lintian fonts-lato librsvg2-bin)
# The Windows cross build: MinGW-w64 (posix threads), Wine to run the tests,
# Xvfb for a screen, dpkg-dev for apt-get source.
windows=(gcc-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 wine wine64 xvfb xauth dpkg-dev)
# bench/peers.sh: the peers it compares with, a screen, a session bus for the
# KDE programs, a load beside the runs, and bench/xwatch.c's X libraries.
bench=(kmahjongg kshisen gnome-mahjongg xvfb xauth dbus-daemon stress libx11-dev libxdamage-dev libxfixes-dev)
# The browser build: Emscripten (its prebuilt system libraries; no ports), and
# Chromium with its WebDriver for the tests; dpkg-dev for apt-get source.
web=(emscripten chromium chromium-driver dpkg-dev)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

# apt-get source needs deb-src lines: derived from the machine's own deb
# entries (deb822 .sources files or one-line sources.list), the same mirrors.
ensure_deb_src() {
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    return 0
  fi
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Adding deb-src entries beside the deb ones (for apt-get source)"
  local f
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] || continue
    case "$f" in *pagoda-deb-src.sources) continue ;; esac
    sed 's/^Types:.*/Types: deb-src/' "$f"
    echo
  done | $sudo tee /etc/apt/sources.list.d/pagoda-deb-src.sources >/dev/null
  if [ -f /etc/apt/sources.list ]; then
    sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list \
      | $sudo tee /etc/apt/sources.list.d/pagoda-deb-src.list >/dev/null
  fi
  $sudo apt-get update -qq
}

# The Windows stage: dependencies (cached outside the clone), pagoda.exe and
# the tests, the tests under Wine (the windows label), the zip. Needs a Linux
# build in build-ci to compare deals and solver verdicts with.
windows_stage() {
  local start deps
  start=$(date +%s)
  ensure_deb_src || return 1
  deps=$(tools/win_deps.sh | tail -1) && [ -d "$deps" ] || return 1
  echo "   dependencies: $deps ($(( $(date +%s) - start )) s)"
  build build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake -DPAGODA_WIN_DEPS="$deps" \
    -DCMAKE_BUILD_TYPE=Release -DPAGODA_SOURCE_DATA=OFF -DPAGODA_LINUX_BUILD="$PWD/build-ci" || return 1
  cmake --build build-win --target zip | tail -1 || return 1
  # Wine's own prefix in the build tree, made once: its first start takes a while
  export WINEPREFIX="$PWD/build-win/wine" WINEDEBUG=-all
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    wineboot -i >/dev/null 2>&1 || true
    wineserver -w || true
  fi
  local status=0
  ctest --test-dir build-win -L windows --output-on-failure -j "$jobs" || status=1
  wineserver -k 2>/dev/null || true
  echo "   Windows stage: $(( $(date +%s) - start )) s; $(ls build-win/Pagoda-*-windows-x64.zip)"
  return $status
}

# The web stage: dependencies (cached outside the clone), build-web/pagoda.html
# and the tests in headless Chromium (the web label). Uses the Linux build in
# build-ci for the solver's line of the scripted Stones game.
web_stage() {
  local start deps
  start=$(date +%s)
  ensure_deb_src || return 1
  deps=$(tools/web_deps.sh | tail -1) && [ -d "$deps" ] || return 1
  echo "   dependencies: $deps ($(( $(date +%s) - start )) s)"
  build build-web -DCMAKE_TOOLCHAIN_FILE=cmake/emscripten.cmake -DPAGODA_WEB_DEPS="$deps" \
    -DCMAKE_BUILD_TYPE=Release -DPAGODA_LINUX_BUILD="$PWD/build-ci" || return 1
  local status=0
  ctest --test-dir build-web -L web --output-on-failure || status=1
  echo "   web stage: $(( $(date +%s) - start )) s; build-web/pagoda.html ($(du -shc build-web/pagoda.{html,js,wasm,data,worker.js} build-web/pagoda-st.{js,wasm} 2>/dev/null | tail -1 | cut -f1))"
  return $status
}

build() { # build DIR [cmake args...]
  local dir=$1; shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
}

case "$mode" in
  play)
    install_missing
    build build -DCMAKE_BUILD_TYPE=Release
    exec ./build/pagoda "${@:2}"
    ;;
  test)
    packages+=("${validators[@]}")
    install_missing
    status=0
    echo "== normal build (-Werror) =="
    build build-ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_WERROR=ON
    ctest --test-dir build-ci --output-on-failure -j "$jobs" || status=1
    echo "== AddressSanitizer + UndefinedBehaviorSanitizer build =="
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DPAGODA_WERROR=ON -DPAGODA_SANITIZE=ON
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      ctest --test-dir build-asan --output-on-failure -j "$jobs" || status=1
    echo "== Windows build (MinGW-w64), tested under Wine =="
    packages+=("${windows[@]}")
    install_missing
    windows_stage || status=1
    echo "== browser build (Emscripten), tested in headless Chromium =="
    packages+=("${web[@]}")
    install_missing
    web_stage || status=1
    exit $status
    ;;
  load)
    packages+=("${validators[@]}" "${load[@]}")
    install_missing
    dir=${PAGODA_BUILD:-build-ci}
    [ -n "${PAGODA_BUILD:-}" ] || build "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_WERROR=ON
    status=0
    alone=skipped
    if [ "${LOAD_ONLY:-0}" != 1 ]; then
      echo "== the suite alone =="
      start=$(date +%s)
      ctest --test-dir "$dir" --output-on-failure -j "$jobs" || status=1
      alone="$(( $(date +%s) - start )) s"
    fi
    factor=${PAGODA_TEST_SLOWDOWN:-4}
    was=$(sed -n 's/^PAGODA_TEST_SLOWDOWN:STRING=//p' "$dir/CMakeCache.txt")
    echo "== the suite with stress --cpu 4 beside it (time limits x $factor) =="
    cmake -S . -B "$dir" -DPAGODA_TEST_SLOWDOWN="$factor" >/dev/null
    setsid stress --cpu 4 >/dev/null 2>&1 &
    hog=$!
    start=$(date +%s)
    ctest --test-dir "$dir" --output-on-failure -j "$jobs" || status=1
    loaded=$(( $(date +%s) - start ))
    kill -- -"$hog" 2>/dev/null || kill "$hog" 2>/dev/null || true
    cmake -S . -B "$dir" -DPAGODA_TEST_SLOWDOWN="${was:-1}" >/dev/null
    echo "   the suite: ${alone} alone, ${loaded} s beside stress --cpu 4 (limits x $factor)"
    exit $status
    ;;
  windows)
    packages+=("${windows[@]}")
    install_missing
    echo "== Linux build (the deals and verdicts to compare with) =="
    build build-ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_WERROR=ON
    echo "== Windows build (MinGW-w64), tested under Wine =="
    windows_stage
    ;;
  bench)
    packages+=("${bench[@]}")
    install_missing
    build build-bench -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_BUILD_TESTS=OFF >/dev/null
    exec bench/peers.sh build-bench/pagoda "${@:2}"
    ;;
  web)
    packages+=("${web[@]}")
    install_missing
    echo "== Linux build (the solver's line for the scripted game) =="
    build build-ci -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_WERROR=ON
    echo "== browser build (Emscripten), tested in headless Chromium =="
    web_stage
    ;;
  package)
    packages+=("${validators[@]}" "${packaging[@]}")
    install_missing
    # dpkg-buildpackage writes the .deb beside the source tree: build a copy of
    # this tree (uncommitted changes included) under build-deb/ instead.
    version=$(dpkg-parsechangelog -S Version)
    out=build-deb
    rm -rf "$out"
    mkdir -p "$out/pagoda-$version"
    tar -C . --exclude='./build*' --exclude=./.git -cf - . | tar -C "$out/pagoda-$version" -xf -
    (cd "$out/pagoda-$version" && DEB_BUILD_OPTIONS="parallel=$jobs ${DEB_BUILD_OPTIONS:-}" \
        dpkg-buildpackage -b -us -uc)
    echo "== lintian =="
    lintian --info --display-info --pedantic "$out"/pagoda_"$version"_*.changes || exit 1
    ls -l "$out"/*.deb
    echo "Install with: sudo apt-get install ./$(ls "$out"/pagoda_"$version"_*.deb)"
    ;;
  art)
    # the generators' fonts (glyph outlines) and fontTools; the test suite does
    # not need them, the generated files are committed
    packages=(python3 python3-fonttools fonts-lato fonts-noto-cjk)
    install_missing
    for g in tools/gen_tileset_*.py tools/gen_backgrounds.py; do
      /usr/bin/python3 "$g"
    done
    ;;
  *)
    echo "usage: tools/bootstrap.sh play|test|package|art|windows|web|bench|load" >&2
    exit 2
    ;;
esac
