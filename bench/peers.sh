#!/usr/bin/env bash
# Pagoda side by side with the installed peers (issue 37), in one run:
#   1. start-up at 1920x1080 in a real window (Xvfb): exec to the first frame
#      and to the complete board, cold (empty per-user folders: settings,
#      caches) and warm (the folders of a previous run), and peak RSS - seen
#      from outside by bench/xwatch.c (the X server's DAMAGE reports), the same
#      way for every program; median of RUNS runs;
#   2. idle CPU: each program, and each Pagoda game and its title, on screen
#      with no input for IDLE seconds after 10 s to settle (Pagoda: audio
#      device open on SDL's dummy driver, music off), % of one core from
#      /proc/PID/stat (CPU time, which the machine's load does not change);
#   3. Pagoda's removal animations at 3840x2160 in a real software-rendered
#      window (bench/anim_window.sh).
# The peers are KMahjongg, KShisen and GNOME Mahjongg, at their defaults but for
# a 1920x1080 window; tools/bootstrap.sh bench installs them and runs this.
# Usage: bench/peers.sh PAGODA_BIN [RUNS=3 [IDLE=60]]
# Needs: xvfb, dbus-daemon (KDE programs want a session bus), stress, a C
# compiler with libx11-dev libxdamage-dev libxfixes-dev.
set -euo pipefail
cd "$(dirname "$0")/.."
P=$(realpath "$1")
runs=${2:-3} idle=${3:-60}
work=$(mktemp -d /tmp/pagoda-peers.XXXX)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
cc -O2 -o "$work/xwatch" bench/xwatch.c -lX11 -lXdamage -lXfixes
hz=$(getconf CLK_TCK)

declare -A cmd
cmd[kmahjongg]="/usr/games/kmahjongg -qwindowgeometry 1920x1080+0+0"
cmd[kshisen]="/usr/games/kshisen -qwindowgeometry 1920x1080+0+0"
cmd[gnome-mahjongg]="/usr/games/gnome-mahjongg"
cmd[pagoda-mahjong]="$P --windowed --size 1920x1080 --game mahjong --seed 1"
cmd[pagoda-linksame]="$P --windowed --size 1920x1080 --game linksame --seed 1"
cmd[pagoda-title]="$P --windowed --size 1920x1080"
startup_cases="kmahjongg kshisen gnome-mahjongg pagoda-mahjong pagoda-linksame"
for c in $startup_cases; do
  prog=${cmd[$c]%% *}
  [ -x "$prog" ] || { echo "skip $c: $prog is not installed"; startup_cases=${startup_cases/$c/}; }
done

# home NAME: a fresh per-user folder set for one program (GNOME Mahjongg's
# window size through GLib's keyfile settings backend)
home() {
  local h=$work/home-$1
  rm -rf "$h"
  mkdir -p "$h/config/glib-2.0/settings" "$h/data/Pagoda/pagoda" "$h/cache"
  printf '[org/gnome/Mahjongg]\nwindow-width=1920\nwindow-height=1080\n' > "$h/config/glib-2.0/settings/keyfile"
  printf 'pagoda-settings 1\nmusic = off\nsound = on\nfullscreen = off\n' > "$h/data/Pagoda/pagoda/settings.txt"
}
in_home() { # NAME CMD...: CMD with NAME's folders
  local h=$work/home-$1
  shift
  env HOME="$h" XDG_CONFIG_HOME="$h/config" XDG_DATA_HOME="$h/data" XDG_CACHE_HOME="$h/cache" \
    GSETTINGS_BACKEND=keyfile SDL_AUDIODRIVER=dummy "$@"
}
new_display() {
  local disp=:$((100 + RANDOM % 800))
  while [ -e "/tmp/.X${disp#:}-lock" ]; do disp=:$((100 + RANDOM % 800)); done
  echo "$disp"
}

echo "== 1. start-up at 1920x1080 (median of $runs; load $(cut -d' ' -f1-3 /proc/loadavg)) =="
disp=$(new_display)
Xvfb "$disp" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
pids+=("$xpid")
sleep 1
printf '%-16s %-5s %16s %14s %12s\n' program cache first_frame_ms complete_ms peak_rss_mb
for c in $startup_cases; do
  for cache in cold warm; do
    : > "$work/$c-$cache.txt"
    for r in $(seq "$runs"); do
      [ $cache = cold ] && home "$c"
      if [ $cache = warm ] && [ "$r" = 1 ]; then # the warm folders: one run first
        home "$c"
        DISPLAY=$disp in_home "$c" dbus-run-session -- "$work/xwatch" 2000 20000 ${cmd[$c]} >/dev/null 2>&1 || true
      fi
      DISPLAY=$disp in_home "$c" dbus-run-session -- "$work/xwatch" 2000 20000 ${cmd[$c]} 2>/dev/null |
        tail -1 >> "$work/$c-$cache.txt" || true
    done
    python3 - "$c" "$cache" "$work/$c-$cache.txt" <<'PY'
import sys
rows = [dict(kv.split("=") for kv in l.split()) for l in open(sys.argv[3]) if "=" in l]
med = lambda k: sorted(float(r[k]) for r in rows)[len(rows) // 2] if rows else float("nan")
print(f"{sys.argv[1]:<16} {sys.argv[2]:<5} {med('first_frame_ms'):16.0f} {med('complete_ms'):14.0f} {med('peak_rss_mb'):12.1f}")
PY
  done
done
kill "$xpid" 2>/dev/null || true

echo "== 2. idle CPU, ${idle} s each after 10 s, all side by side (load $(cut -d' ' -f1-3 /proc/loadavg)) =="
idle_cases="kmahjongg kshisen gnome-mahjongg pagoda-title"
for g in mahjong tournament linksame shamrocks stones dragon; do
  cmd[pagoda-$g]="$P --windowed --size 1920x1080 --seed 1 --game $g"
  idle_cases+=" pagoda-$g"
done
cmd[pagoda-tournament]="$P --windowed --size 1920x1080 --seed 1 --game mahjong --variant tournament"
declare -A ipid
for c in $idle_cases; do
  prog=${cmd[$c]%% *}
  [ -x "$prog" ] || continue
  d=$(new_display)
  Xvfb "$d" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
  pids+=("$!")
  sleep 1
  home "idle-$c"
  # the program itself (not dbus-run-session): its pid is the one measured
  DISPLAY=$d in_home "idle-$c" dbus-run-session -- bash -c 'echo $$ > "$0"; exec "$@"' "$work/pid-$c" ${cmd[$c]} \
    >/dev/null 2>&1 &
  pids+=("$!")
done
sleep 10
declare -A t0
for c in $idle_cases; do
  [ -s "$work/pid-$c" ] && t0[$c]=$(awk '{print $14 + $15}' "/proc/$(cat "$work/pid-$c")/stat" 2>/dev/null || echo x)
done
# Pagoda's title starts its attract mode (a demo, animated on purpose) after a
# minute untouched: it is measured over 45 s at most
short=$((idle < 45 ? idle : 45))
declare -A t1
take() { # CASES: their CPU ticks now
  for c in "$@"; do
    [ -n "${t0[$c]:-}" ] && t1[$c]=$(awk '{print $14 + $15}' "/proc/$(cat "$work/pid-$c")/stat" 2>/dev/null || echo x)
  done
  return 0
}
sleep "$short"
take pagoda-title
sleep $((idle - short))
take ${idle_cases/pagoda-title/}
printf '%-18s %8s\n' program idle_%
for c in $idle_cases; do
  [ -n "${t0[$c]:-}" ] || continue
  s=$idle
  [ "$c" = pagoda-title ] && s=$short
  if [ "${t1[$c]}" = x ] || [ "${t0[$c]}" = x ]; then
    echo "$c: exited"
    continue
  fi
  awk -v c="$c" -v t=$((t1[$c] - t0[$c])) -v hz="$hz" -v s="$s" \
    'BEGIN { printf "%-18s %8.3f  (%d ticks in %d s)\n", c, 100 * t / hz / s, t, s }'
done
for c in $idle_cases; do [ -s "$work/pid-$c" ] && kill "$(cat "$work/pid-$c")" 2>/dev/null || true; done

[ "${ANIM:-1}" = 1 ] || exit 0 # ANIM=0: not this part
echo "== 3. Pagoda's removal animations at 3840x2160, software renderer =="
ROUNDS=1 bench/anim_window.sh 3840x2160 pagoda="$P"
