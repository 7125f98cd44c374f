#!/usr/bin/env bash
# Idle CPU (issue 37): each game and the title on screen in a real window, no
# input, an audio device open (SDL's dummy driver) and music off; the CPU time
# the process used (utime + stime of /proc/PID/stat, exited threads included)
# over SECONDS, as % of one core. CPU time does not depend on the machine's
# load, so figures taken on a busy machine compare. Base and new run side by
# side, at the same time, each in its own Xvfb (its window has the focus, so
# the game's clock runs: the dump taken on quitting must say "paused":false).
# The title is measured for at most 50 s: after a minute untouched its attract
# mode starts a demo (animated on purpose).
# Usage: bench/idle_cpu.sh BASE_BIN NEW_BIN [SECONDS=60 [SETTLE=10 [CASES]]]
#   CASES: space-separated, default "title mahjong tournament linksame shamrocks stones dragon"
# MUSIC=on: with the music playing (what decoding it costs).
# CHECK=1 first runs NEW_BIN alone for each case with PAGODA_CHECK_DAMAGE=1: after
# each frame that redrew only the clock's rectangle, the whole frame is drawn
# over it and the pixels that differ are counted (must be 0: "damage ok").
# Needs: Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
B=$(realpath "$1") N=$(realpath "$2")
secs=${3:-60} settle=${4:-10}
cases=${5:-title mahjong tournament linksame shamrocks stones dragon}
work=$(mktemp -d /tmp/pagoda-idle.XXXX)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
hz=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# run LABEL BIN CASE: starts one Pagoda in its own Xvfb; echoes "XPID PID"
run() {
  local label=$1 bin=$2 case=$3 d=$work/$1-$3
  mkdir -p "$d/data/Pagoda/pagoda" "$d/cache"
  printf 'pagoda-settings 1\nmusic = %s\nsound = on\nfullscreen = off\n' "${MUSIC:-off}" > "$d/data/Pagoda/pagoda/settings.txt"
  local disp=:$((100 + RANDOM % 800))
  while [ -e "/tmp/.X${disp#:}-lock" ]; do disp=:$((100 + RANDOM % 800)); done
  Xvfb "$disp" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
  local xpid=$!
  sleep 1
  local args=(--windowed --size 1280x720 --seed 1)
  case $case in
    title) ;;
    tournament) args+=(--game mahjong --variant tournament) ;;
    *) args+=(--game "$case") ;;
  esac
  DISPLAY=$disp SDL_AUDIODRIVER=dummy XDG_DATA_HOME=$d/data XDG_CACHE_HOME=$d/cache \
    "$bin" "${args[@]}" --dump "$d/dump.json" >"$d/out.txt" 2>&1 &
  echo "$xpid $!"
}

if [ "${CHECK:-0}" = 1 ]; then
  for c in $cases; do
    [ "$c" = title ] && continue
    read -r cx cp < <(PAGODA_CHECK_DAMAGE=1 run check "$N" "$c")
    sleep $((settle + 5))
    kill -TERM "$cp"; wait "$cp" 2>/dev/null || true
    kill "$cx" 2>/dev/null || true; wait "$cx" 2>/dev/null || true
    f=$work/check-$c/out.txt
    frames=$(grep -c '^damage check' "$f" || true)
    bad=$(grep '^damage check' "$f" | grep -vc ': 0 pixels differ' || true)
    if [ "$frames" = 0 ]; then
      echo "damage -- $c: no clock frame (no clock on screen, or it did not run)"
    else
      echo "damage $([ "$bad" = 0 ] && echo ok || echo BAD) $c: $frames clock frames, $bad differ"
    fi
  done
fi
echo "idle CPU, ${secs} s a case (title: at most 50 s) after ${settle} s to settle; load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-11s %10s %10s   %s\n' case base_% new_% "(ticks base/new, clock running base/new)"
for c in $cases; do
  s=$secs
  [ "$c" = title ] && [ "$s" -gt 50 ] && s=50
  read -r bx bp < <(run base "$B" "$c")
  read -r nx np < <(run new "$N" "$c")
  pids+=("$bx" "$bp" "$nx" "$np")
  sleep "$settle"
  b0=$(cpu_ticks "$bp") n0=$(cpu_ticks "$np")
  sleep "$s"
  b1=$(cpu_ticks "$bp") n1=$(cpu_ticks "$np")
  kill -TERM "$bp" "$np"
  wait "$bp" "$np" 2>/dev/null || true
  kill "$bx" "$nx" 2>/dev/null || true
  wait "$bx" "$nx" 2>/dev/null || true
  clock() { grep -q '"paused":false' "$work/$1-$c/dump.json" 2>/dev/null && echo on || echo off; }
  awk -v c="$c" -v b=$((b1 - b0)) -v n=$((n1 - n0)) -v hz="$hz" -v s="$s" -v cb="$(clock base)" -v cn="$(clock new)" \
    'BEGIN { printf "%-11s %10.3f %10.3f   (%d/%d, %s/%s)\n", c, 100 * b / hz / s, 100 * n / hz / s, b, n, cb, cn }'
done
