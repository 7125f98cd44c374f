#!/usr/bin/env bash
# Two builds side by side in one run (issue 14: nothing may get worse by more than
# 5% through the rules seam): process start to the first presented frame under
# Xvfb (hyperfine, both commands interleaved), render time of 1920x1080 frames
# with removal animations (--stats, headless), peak RSS over the same game
# (/usr/bin/time -v), and the solver's mean over Turtle deals (pagoda-solve --stats).
# Usage: bench/seam_compare.sh BASE_BUILD NEW_BUILD [DEALS=20000]
#   (each build dir holds pagoda and pagoda-solve, built Release)
set -euo pipefail
cd "$(dirname "$0")/.."
base=$(realpath "$1"); new=$(realpath "$2"); deals=${3:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${XPID:-}" ] && kill $XPID 2>/dev/null || true' EXIT
export XDG_DATA_HOME=$work/xdg XDG_CACHE_HOME=$work/cache
Xvfb :78 -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
export DISPLAY=:78

echo "== start to first presented frame (Xvfb, 1280x800, Mahjong seed 1) =="
hyperfine -N --warmup 3 --runs 30 --export-json "$work/start.json" \
  "$base/pagoda --game mahjong --seed 1 --frames 1 --size 1280x800" \
  "$new/pagoda --game mahjong --seed 1 --frames 1 --size 1280x800" >/dev/null
python3 - "$work/start.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
med = []
for x in r:
    t = sorted(x["times"])
    med.append(1000 * t[len(t) // 2])
    print(f"  median {med[-1]:.1f} ms  p90 {1000 * t[int(len(t) * .9)]:.1f} ms  {x['command'].split()[0]}")
print(f"  new/base {med[1] / med[0]:.3f}")
PY

"$base/pagoda" --headless --game mahjong --seed 1 --frames 1 --dump "$work/deal.json"
python3 bench/greedy_script.py "$work/deal.json" 30 > "$work/play.script"
echo quit >> "$work/play.script"
echo "== 1920x1080 frames with removal animations, and peak RSS (3 alternating runs each) =="
for i in 1 2 3; do
  for b in "$base" "$new"; do
    /usr/bin/time -v "$b/pagoda" --headless --game mahjong --seed 1 --size 1920x1080 \
      --script "$work/play.script" --stats > "$work/stats.txt" 2> "$work/time.txt" || true
    rss=$(grep -E 'Maximum resident' "$work/time.txt" | awk '{print $NF}')
    echo "  $(basename "$(dirname "$b")")/$(basename "$b") rss_kb=$rss $(tr ' ' '\n' < "$work/stats.txt" | grep -E '^(render_median|anim_median|anim_p90)' | tr '\n' ' ')"
  done
done

echo "== solver: pagoda-solve turtle --stats $deals (1 s budget), base then new =="
for b in "$base" "$new"; do
  "$b/pagoda-solve" turtle --stats "$deals" --budget-ms 1000 | grep -iE "mean|unsolvable" | head -3 | sed 's/^/  /'
done
