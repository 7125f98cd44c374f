#!/usr/bin/env bash
# Frame time with each table background and the new tile sides (issue 21),
# side by side with a base build: the same measurement as section 3 of
# bench/engine_bench.sh (1920x1080 frames with removal animations running, SDL's
# software renderer, pagoda --stats, headless), repeated in interleaved rounds so
# that the machine's noise falls on both builds alike. Prints the median over the
# rounds of each run's mean frame time without its first frame (the first
# frame builds the tile atlas: start-up, measured by engine_bench.sh section 1),
# median and p90, and the ratio of the means to the base. The order of the runs
# rotates from round to round (the machine's load drifts over minutes).
# Usage: bench/table_bench.sh BASE_BUILD_DIR [BUILD_DIR] [ROUNDS]
#   (each dir holds a built pagoda; BUILD_DIR defaults to build-release)
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(realpath "$1")/pagoda
new=$(realpath "${2:-build-release}")/pagoda
rounds=${3:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$new" --headless --game mahjong --seed 1 --frames 1 --dump "$work/deal.json"
python3 bench/greedy_script.py "$work/deal.json" 30 > "$work/play.script"
printf 'wait 30\nquit\n' >> "$work/play.script"

run() { # run NAME BINARY BACKGROUND -> appends "mean median p90" to $work/NAME
  local xdg="$work/xdg-$1"
  mkdir -p "$xdg/Pagoda/pagoda"
  printf 'pagoda-settings 1\nbackground = %s\n' "$3" > "$xdg/Pagoda/pagoda/settings.txt"
  XDG_DATA_HOME=$xdg "$2" --headless --game mahjong --seed 1 --size 1920x1080 \
    --script "$work/play.script" --stats | tr ' ' '\n' | \
    awk -F= '/^render_frames/{n=$2} /^render_mean_ms/{m=$2} /^render_median_ms/{d=$2}
             /^render_p90_ms/{p=$2} /^render_max_ms/{x=$2}
             END{print (m * n - x) / (n - 1), d, p}' >> "$work/$1"
}

tables="jade cloth wood stone lacquer night"
configs=(base $tables)
for r in $(seq 0 $((rounds - 1))); do
  # each round starts one configuration later, so every one runs in every slot
  for k in $(seq 0 $((${#configs[@]} - 1))); do
    c=${configs[$(((r + k) % ${#configs[@]}))]}
    if [ "$c" = base ]; then run base "$base" jade; else run "new-$c" "$new" "$c"; fi
  done
done

python3 - "$work" $tables <<'PY'
import os, statistics, sys
work, tables = sys.argv[1], sys.argv[2:]
def med(name):
    rows = [list(map(float, l.split())) for l in open(os.path.join(work, name))]
    return [statistics.median(c) for c in zip(*rows)], len(rows)
(b, n) = med("base")
print(f"rounds={n}  1920x1080, software renderer, removal animations (median of per-run figures)")
print(f"{'build':<22}{'mean ms':>9}{'median':>9}{'p90 ms':>9}{'mean/base':>11}")
print(f"{'base (jade)':<22}{b[0]:>9.3f}{b[1]:>9.3f}{b[2]:>9.3f}{1:>11.3f}")
for t in tables:
    (v, _) = med("new-" + t)
    print(f"{'new, ' + t:<22}{v[0]:>9.3f}{v[1]:>9.3f}{v[2]:>9.3f}{v[0] / b[0]:>11.3f}")
PY
