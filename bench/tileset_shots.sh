#!/usr/bin/env bash
# Issue 4 screenshots: Turtle in every tileset at 1280x720 and 3840x2160, and the
# tile guide of each set, headless. Usage: bench/tileset_shots.sh OUT_DIR [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?output folder}
bin=${2:-build}/pagoda
mkdir -p "$out"
export XDG_DATA_HOME=$(mktemp -d)
for d in assets/tilesets/*/; do
  t=$(basename "$d")
  "$bin" --headless --game mahjong --tileset "$t" --seed 1 --size 1280x720 --frames 2 --screenshot "$out/turtle-$t-1280.png"
  "$bin" --headless --game mahjong --tileset "$t" --seed 1 --size 3840x2160 --frames 2 --screenshot "$out/turtle-$t-3840.png"
  printf 'key Up Up Return\nwait 2\n' > "$XDG_DATA_HOME/guide.script"
  "$bin" --headless --tileset "$t" --size 1280x720 --script "$XDG_DATA_HOME/guide.script" --screenshot "$out/guide-$t.png"
  echo "$t done"
done
