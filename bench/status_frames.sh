#!/usr/bin/env bash
# Frame times during play with the live "still winnable" status on and off
# (issue 3): the same 1920x1080 game, pairs removed every 20 ticks, headless
# software renderer; prints pagoda --stats for each, alternating runs.
# Usage: bench/status_frames.sh [BUILD_DIR] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-release}
rounds=${2:-3}
if [ ! -x "$build/pagoda" ]; then
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build" -j"$(nproc)" --target pagoda >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefs=$work/xdg/Pagoda/pagoda
mkdir -p "$prefs"
export XDG_DATA_HOME=$work/xdg
"$build/pagoda" --headless --game mahjong --seed 5 --frames 1 --dump "$work/deal.json"
python3 bench/greedy_script.py "$work/deal.json" 20 > "$work/play.script" 2>/dev/null
for r in $(seq "$rounds"); do
  for status in off on; do
    printf 'pagoda-settings 1\nshow_winnable = %s\nlook_for_moves = off\n' "$status" > "$prefs/settings.txt"
    echo "status=$status $("$build/pagoda" --headless --game mahjong --seed 5 --size 1920x1080 \
      --script "$work/play.script" --stats | tr ' ' '\n' | grep -E '^(render_frames|render_median_ms|render_p90_ms|render_max_ms)=' | tr '\n' ' ')"
  done
done
