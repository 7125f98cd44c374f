#!/usr/bin/env bash
# Two builds' pixels, byte for byte: the same screenshots from each binary
# (headless, and in a real window under Xvfb with an empty and a filled tile
# atlas cache), compared with cmp. For work that must not change what is drawn
# (memory, speed). Prints "same NAME" or "DIFF NAME" per shot, then a summary;
# exits 1 if any differ. The PNGs stay in the printed folder.
# Needs: xvfb (for the windowed shots; skipped without Xvfb).
# Usage: bench/pixels_compare.sh BASE_BIN NEW_BIN
set -uo pipefail
cd "$(dirname "$0")/.."
B=$(realpath "$1") N=$(realpath "$2")
W=$(mktemp -d /tmp/pagoda-pixels.XXXX)
XPID=
trap '[ -n "$XPID" ] && kill $XPID 2>/dev/null' EXIT
if command -v Xvfb >/dev/null; then
  disp=:$((90 + RANDOM % 800))
  Xvfb "$disp" -screen 0 3840x2160x24 -nolisten tcp >/dev/null 2>&1 &
  XPID=$!
  sleep 1
  export DISPLAY=$disp
fi
"$B" --headless --game mahjong --seed 1 --frames 1 --dump "$W/deal.json" >/dev/null 2>&1
python3 bench/greedy_script.py "$W/deal.json" 30 > "$W/play.script" 2>/dev/null
printf 'wait 30\nquit\n' >> "$W/play.script"
printf 'wait 5\nkey Escape\nwait 5\n' > "$W/menu.script"
fail=0 n=0
BG=jade IDX=on TS=classic WARM=0
shot() { # NAME ARGS...: both binaries, one settings file per shot
  local name=$1
  shift
  case " $* " in *" --windowed "*) [ -n "$XPID" ] || { echo "skip  $name (no Xvfb)"; return; } ;; esac
  for who in base new; do
    local bin=$B d=$W/$who-$name
    [ $who = new ] && bin=$N
    mkdir -p "$d/data/Pagoda/pagoda"
    printf 'pagoda-settings 1\nbackground = %s\ntile_indices = %s\ntileset = %s\nfullscreen = off\n' \
      $BG $IDX $TS > "$d/data/Pagoda/pagoda/settings.txt"
    for pass in $(seq $((WARM + 1))); do # a second pass reads the atlas from the cache
      XDG_DATA_HOME=$d/data XDG_CACHE_HOME=$d/cache "$bin" "$@" --screenshot "$W/$who-$name.png" >/dev/null 2>&1
    done
  done
  n=$((n + 1))
  if [ -s "$W/base-$name.png" ] && cmp -s "$W/base-$name.png" "$W/new-$name.png"; then
    echo "same  $name"
  else
    echo "DIFF  $name"
    fail=1
  fi
}
shot h1080 --headless --size 1920x1080 --game mahjong --seed 1 --frames 1
shot h720 --headless --size 1280x720 --game mahjong --seed 4 --frames 1
shot h4k --headless --size 3840x2160 --game mahjong --seed 1 --frames 1
shot h640 --headless --size 640x400 --game mahjong --seed 6 --frames 1
shot play1080 --headless --size 1920x1080 --game mahjong --seed 1 --script "$W/play.script"
shot play800 --headless --size 800x600 --game mahjong --seed 1 --script "$W/play.script"
shot menu --headless --size 1920x1080 --game mahjong --seed 5 --script "$W/menu.script"
shot title --headless --size 1920x1080 --frames 1
shot tournament --headless --size 1920x1080 --game mahjong --variant tournament --seed 7 --frames 1
shot dragon-layout --headless --size 1366x768 --game mahjong --layout dragon --seed 7 --frames 1
shot w1080-cold --windowed --size 1920x1080 --game mahjong --seed 1 --frames 1
WARM=1 shot w1080-warm --windowed --size 1920x1080 --game mahjong --seed 1 --frames 1
shot w4k-cold --windowed --size 3840x2160 --game mahjong --seed 1 --frames 1
# (no windowed play: its clock runs in real time, so the top bar may differ by a second)
for bg in wood night; do BG=$bg shot table-$bg --headless --size 1920x1080 --game mahjong --seed 2 --frames 1; done
IDX=off shot no-indices --headless --size 1920x1080 --game mahjong --seed 3 --frames 1
for ts in assets/tilesets/*/; do
  TS=$(basename "$ts") shot "set-$(basename "$ts")" --headless --size 1600x900 --game mahjong --seed 3 --frames 1
done
for g in linksame stones shamrocks dragon; do shot "$g" --headless --size 1920x1080 --game $g --seed 3 --frames 1; done
echo "shots=$n differ=$fail folder=$W"
exit $fail
