#!/usr/bin/env bash
# Removal animations in a real window with SDL's software renderer (issue 37):
# a Mahjong game at SIZE under Xvfb, pairs removed one after another
# (bench/greedy_script.py, 30 ticks apart, so a removal is on screen in nearly
# every frame), `pagoda --stats` on exit. Per binary, quiet and then with
# `stress --cpu 2` beside it: the frames drawn while animating, wall time
# (render + present) and the main thread's CPU time per frame (which load does
# not change), and the X server's CPU time per animating frame (what it spent
# taking the presented pixels; Xvfb's ticks over the run / frames). Also the
# headless --stats figure at the same size. Each binary runs ROUNDS times.
# Usage: bench/anim_window.sh [SIZE=3840x2160 [LABEL=BIN ...]]
#   default: new=build/pagoda; e.g. bench/anim_window.sh 3840x2160 base=/tmp/b/pagoda new=build/pagoda
# Needs: Xvfb, stress.
set -euo pipefail
cd "$(dirname "$0")/.."
size=${1:-3840x2160}
shift || true
[ $# -gt 0 ] || set -- new=build/pagoda
rounds=${ROUNDS:-2}
work=$(mktemp -d /tmp/pagoda-anim.XXXX)
XPID= SPID=
cleanup() {
  [ -n "$SPID" ] && kill -- -"$SPID" 2>/dev/null
  [ -n "$XPID" ] && kill "$XPID" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
hz=$(getconf CLK_TCK)
w=${size%x*} h=${size#*x}
disp=:$((100 + RANDOM % 800))
while [ -e "/tmp/.X${disp#:}-lock" ]; do disp=:$((100 + RANDOM % 800)); done
Xvfb "$disp" -screen 0 "${w}x${h}x24" -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
export XDG_DATA_HOME=$work/data XDG_CACHE_HOME=$work/cache SDL_AUDIODRIVER=dummy
first=${1#*=}
"$first" --headless --game mahjong --seed 1 --frames 1 --dump "$work/deal.json" >/dev/null 2>&1
python3 bench/greedy_script.py "$work/deal.json" 30 > "$work/play.script"
printf 'wait 30\nquit\n' >> "$work/play.script"
pick() { tr ' ' '\n' | grep -E "^($1)=" | tr '\n' ' '; }
keys='anim_frames|anim_median_ms|anim_p90_ms|anim_cpu_median_ms|anim_cpu_p90_ms'
echo "size=$size rounds=$rounds load $(cut -d' ' -f1-3 /proc/loadavg)"
for load in quiet stress; do
  if [ $load = stress ]; then
    setsid stress --cpu 2 >/dev/null 2>&1 &
    SPID=$!
    sleep 1
  fi
  for r in $(seq "$rounds"); do
    for lb in "$@"; do
      label=${lb%%=*} bin=$(realpath "${lb#*=}")
      rm -rf "$work/data" "$work/cache"
      x0=$(awk '{print $14 + $15}' "/proc/$XPID/stat")
      out=$(DISPLAY=$disp PAGODA_RENDERER=software "$bin" --windowed --size "$size" --game mahjong --seed 1 \
        --script "$work/play.script" --stats 2>/dev/null | tail -1)
      x1=$(awk '{print $14 + $15}' "/proc/$XPID/stat")
      frames=$(echo "$out" | tr ' ' '\n' | sed -n 's/^render_frames=//p')
      xs=$(awk -v t=$((x1 - x0)) -v f="${frames:-1}" -v hz="$hz" 'BEGIN { printf "%.2f", 1000 * t / hz / f }')
      echo "$load $label window $(echo "$out" | pick "$keys")xserver_cpu_ms_per_frame=$xs"
      out=$("$bin" --headless --size "$size" --game mahjong --seed 1 --script "$work/play.script" --stats 2>/dev/null | tail -1)
      echo "$load $label headless $(echo "$out" | pick "$keys")"
    done
  done
  if [ $load = stress ]; then
    kill -- -"$SPID" 2>/dev/null || true
    wait "$SPID" 2>/dev/null || true
    SPID=
  fi
done
