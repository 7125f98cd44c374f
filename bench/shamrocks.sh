#!/usr/bin/env bash
# Shamrocks solver and winnable-deal figures (issue 15): compiles
# bench/shamrocks_bench.c with -O2 against src/core directly and runs it.
# Usage: bench/shamrocks.sh solve [N=10000 [FIRST_SEED=1 [BUDGET_MS=1000 [manual]]]]
#        bench/shamrocks.sh deal [N=10000 [FIRST_SEED=1]]
#        bench/shamrocks.sh digest [N=200 [NODES=20000]]   (see shamrocks_compare.sh)
#        bench/shamrocks.sh bound [N=3000 [LEFT=9]]   (the dead-end bound's sweep)
#        bench/shamrocks.sh check [N=2000 [BUDGET_MS=1000]]   (final-spot proofs against search)
#        bench/shamrocks.sh component "STACKS" C D H S   (one position's building-move space)
#        bench/shamrocks.sh build   (compile only)
# SRC_DIR=DIR takes the game's sources from DIR/src (another revision) instead.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${BUILD_DIR:-$here/build-bench-shamrocks}
src=${SRC_DIR:-$here}/src
mkdir -p "$out"
# finalspot.c, cputime.c (over platform/posix.c): absent in revisions before issue 38
# (shamrocks_compare.sh)
extra=()
for f in "$src/core/games/shamrocks/finalspot.c" "$src/core/cputime.c" "$src/platform/posix.c"; do
    [ -f "$f" ] && extra+=("$f")
done
${CC:-cc} -std=c17 -O2 -DNDEBUG -D_POSIX_C_SOURCE=200809L -Wall -Wextra -I"$src" \
    -o "$out/shamrocks_bench" "$here/bench/shamrocks_bench.c" \
    "$src"/core/games/shamrocks/{shamrocks,solve,rules}.c "${extra[@]}" \
    "$src/core/savetext.c" "$src/core/rng.c" "$src/core/error.c" -lm
mode=${1:-solve}
if [ "$mode" = build ]; then
    exit 0
elif [ "$mode" = digest ]; then
    "$out/shamrocks_bench" digest "${2:-200}" "${3:-20000}"
elif [ "$mode" = check ]; then
    "$out/shamrocks_bench" check "${2:-2000}" "${3:-1000}"
elif [ "$mode" = bound ]; then
    "$out/shamrocks_bench" bound "${2:-3000}" "${3:-9}"
elif [ "$mode" = component ]; then
    shift
    "$out/shamrocks_bench" component "$@"
elif [ "$mode" = deal ]; then
    echo "shamrocks_bench deal ${2:-10000} ${3:-1}"
    "$out/shamrocks_bench" deal "${2:-10000}" "${3:-1}"
else
    echo "shamrocks_bench solve ${2:-10000} ${3:-1} ${4:-1000} ${5:-}"
    "$out/shamrocks_bench" solve "${2:-10000}" "${3:-1}" "${4:-1000}" ${5:-}
fi
