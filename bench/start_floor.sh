#!/usr/bin/env bash
# Start-up against its floor (issue 24): builds bench/start_floor.c (a bare SDL2
# program: init, window, software renderer, one present) and runs it beside the
# given Pagoda binaries through bench/startup.py, interleaved run by run.
# Usage: bench/start_floor.sh RUNS SIZES LABEL=BIN [LABEL=BIN ...]
#   e.g. xvfb-run -s "-screen 0 3840x2160x24" bench/start_floor.sh 10 1920x1080 new=build-rel/pagoda
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cc -O2 -o "$out/floor" "$here/bench/start_floor.c" $(pkg-config --cflags --libs sdl2)
runs=$1 sizes=$2
shift 2
python3 "$here/bench/startup.py" "$runs" "$sizes" floor="$out/floor" "$@"
