#!/usr/bin/env bash
# Dragon's Eye computer player: win rates per pairing and side with Wilson 95%
# intervals, and move times per level (bench/dragon_bench.c). Compiles against
# src/core directly with -O2. Run it under nice on a shared machine.
# Usage: bench/dragon_bench.sh [GAMES=1000 [PAIRINGS=3:0,1:0,2:1,3:2,2:0,2:2,3:3]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${BUILD_DIR:-$here/build-bench-dragon}
mkdir -p "$out"
${CC:-cc} -std=c17 -O2 -DNDEBUG -D_POSIX_C_SOURCE=200809L -Wall -Wextra -I"$here/src" \
    -o "$out/dragon_bench" "$here/bench/dragon_bench.c" \
    "$here"/src/core/games/dragon/{dragon,computer}.c \
    "$here/src/core/rng.c" "$here/src/core/error.c" -lm
echo "dragon_bench ${1:-1000} ${2:-3:0,1:0,2:1,3:2,2:0,2:2,3:3} ($(git -C "$here" rev-parse --short HEAD))"
"$out/dragon_bench" "${1:-1000}" "${2:-3:0,1:0,2:1,3:2,2:0,2:2,3:3}"
