#!/usr/bin/env bash
# Start-up figures for issue 24 (never a timed test), side by side with another
# build (the commit before the work) in one run, binaries interleaved run by run:
#   1. exec to first presented frame, each PAGODA_TRACE start-up phase (median
#      and p90 over RUNS runs), peak RSS and CPU time, in a real window under
#      Xvfb at each size, title screen and a Mahjong game, with an empty
#      per-user cache (cold) and a filled one (warm)            (bench/startup.py)
#   2. in play: render time of 1920x1080 frames over a game with removal
#      animations (headless, --stats) and peak RSS of the same game in a real
#      window, each binary ROUNDS times
# Needs: xvfb (apt-get install xvfb).
# Usage: bench/startup.sh [BASE_BUILD_DIR [NEW_BUILD_DIR [RUNS [SIZES]]]]
#   defaults: build-base (built from commit 100d265 in a temporary worktree
#   if missing), build-release (built here), 20, 1920x1080,3840x2160
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-build-base}
new=${2:-build-release}
runs=${3:-20}
sizes=${4:-1920x1080,3840x2160}
rounds=${ROUNDS:-5}
build() { # SRC_DIR BUILD_DIR
  if [ ! -x "$2/pagoda" ]; then
    cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPAGODA_BUILD_TESTS=OFF >/dev/null
    nice -n 10 cmake --build "$2" -j2 --target pagoda >/dev/null
  fi
}
if [ ! -x "$base/pagoda" ]; then
  wt=$(mktemp -d)/base
  git worktree add -q "$wt" 100d265
  build "$wt" "$(realpath -m "$base")"
  git worktree remove --force "$wt"
fi
build . "$new"
B=$(realpath "$base/pagoda")
N=$(realpath "$new/pagoda")
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${XPID:-}" ] && kill $XPID 2>/dev/null || true' EXIT
disp=:$((90 + RANDOM % 800))
Xvfb "$disp" -screen 0 3840x2160x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
export DISPLAY=$disp

echo "== 1. start-up: base=$B new=$N, $runs runs each, load $(cut -d' ' -f1-3 /proc/loadavg) =="
python3 bench/startup.py "$runs" "$sizes" base="$B" new="$N"

echo "== 2. in play, 1920x1080, 40 pairs removed with animations ($rounds rounds, alternating) =="
export XDG_DATA_HOME=$work/xdg XDG_CACHE_HOME=$work/cache
"$N" --headless --game mahjong --seed 1 --frames 1 --dump "$work/deal.json"
python3 bench/greedy_script.py "$work/deal.json" 30 > "$work/play.script"
printf 'wait 30\nquit\n' >> "$work/play.script"
for r in $(seq "$rounds"); do
  for label in base new; do
    bin=$([ $label = base ] && echo "$B" || echo "$N")
    frames=$("$bin" --headless --game mahjong --seed 1 --size 1920x1080 --script "$work/play.script" --stats |
      tr ' ' '\n' | grep -E '^(render_median_ms|render_p90_ms|anim_median_ms)=' | tr '\n' ' ')
    /usr/bin/env python3 - "$bin" "$work/play.script" > "$work/rss.txt" <<'PY'
import os, subprocess, sys
p = subprocess.Popen([sys.argv[1], "--windowed", "--game", "mahjong", "--seed", "1", "--size", "1920x1080",
                      "--script", sys.argv[2]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
_, _, ru = os.wait4(p.pid, 0)
print(f"window_peak_rss_mb={ru.ru_maxrss / 1024:.1f}")
PY
    echo "$label $frames$(cat "$work/rss.txt")"
  done
done
