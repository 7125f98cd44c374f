#!/usr/bin/env bash
# Engine figures for issue 2, printed as they are measured (never a timed test):
#   1. process start to first presented frame, in a real window under Xvfb (hyperfine)
#   2. peak RSS over a game with removal animations (/usr/bin/time -v)
#   3. render time of 1920x1080 frames with a removal animation running, SDL's
#      software renderer (pagoda --stats, headless)
#   4. idle CPU: a game left alone in a real window for 10 s (/proc/PID/stat)
# Needs: xvfb, hyperfine, time (apt-get install xvfb xauth hyperfine time).
# Usage: bench/engine_bench.sh [BUILD_DIR]   (default: build-release, built here)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-release}
if [ ! -x "$build/pagoda" ]; then
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$build" -j"$(nproc)" --target pagoda >/dev/null
fi
bin=$(realpath "$build/pagoda")
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${XPID:-}" ] && kill $XPID 2>/dev/null || true' EXIT
export XDG_DATA_HOME=$work/xdg

Xvfb :77 -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
export DISPLAY=:77

echo "== 1. start to first presented frame (real window, Xvfb, --frames 1) =="
hyperfine -N --warmup 3 --runs 30 --export-json "$work/start.json" \
  "$bin --game mahjong --seed 1 --frames 1 --size 1280x800" \
  "$bin --frames 1 --size 1280x800" | grep -E "Time|Range|±" || true
python3 - "$work/start.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    t = sorted(r["times"])
    print(f"start_to_exit median_ms={1000*t[len(t)//2]:.1f} p90_ms={1000*t[int(len(t)*.9)]:.1f}  [{r['command']}]")
PY
for i in 1 2 3; do "$bin" --game mahjong --seed 1 --frames 1 --size 1280x800 --stats; done | \
  sed -n 's/.*\(first_frame_ms=[0-9.]*\).*/in-process \1 (main() to first SDL_RenderPresent)/p'

echo "== 2. peak RSS (real window, 1920x1080, 40 pairs removed with animations) =="
"$bin" --headless --game mahjong --seed 1 --frames 1 --dump "$work/deal.json"
python3 bench/greedy_script.py "$work/deal.json" 30 > "$work/play.script"
echo "wait 30" >> "$work/play.script"
echo "quit" >> "$work/play.script"
# default: Pagoda picks (software when there is no GPU, as here); then GL forced
for renderer in auto gpu; do
  PAGODA_RENDERER=$([ $renderer = gpu ] && echo gpu || echo "") /usr/bin/time -v "$bin" --game mahjong \
    --seed 1 --size 1920x1080 --script "$work/play.script" 2> "$work/time.txt" >/dev/null || true
  echo "renderer=$renderer $(grep -E 'Maximum resident' "$work/time.txt" | sed 's/^[ \t]*//')"
done
/usr/bin/time -v "$bin" --headless --game mahjong --seed 1 --size 1920x1080 \
  --script "$work/play.script" 2> "$work/time.txt" >/dev/null || true
echo "headless $(grep -E 'Maximum resident' "$work/time.txt" | sed 's/^[ \t]*//')"

echo "== 3. 1920x1080 frames with a removal animation running (software renderer) =="
"$bin" --headless --game mahjong --seed 1 --size 1920x1080 --script "$work/play.script" --stats | \
  tr ' ' '\n' | grep -E "^(frames|anim_|render_median)" | tr '\n' ' '; echo

echo "== 4. idle CPU over 10 s (real window, nothing happening) =="
"$bin" --game mahjong --seed 1 --size 1280x800 &
pid=$!
sleep 3
t0=$(awk '{print $14+$15}' /proc/$pid/stat)
sleep 10
t1=$(awk '{print $14+$15}' /proc/$pid/stat)
kill $pid; wait $pid 2>/dev/null || true
hz=$(getconf CLK_TCK)
python3 -c "print(f'idle_cpu_percent={100*($t1-$t0)/$hz/10:.2f} (cpu ticks {($t1-$t0)} over 10 s)')"
