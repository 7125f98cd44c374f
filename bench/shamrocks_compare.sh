#!/usr/bin/env bash
# Did a change to the Shamrocks solver change its search? Builds this bench against
# the sources of git revision BASE (default HEAD) and of the work tree, and prints
# both digests of
# `shamrocks_bench digest` (verdict, nodes and line of every deal of seeds 1..N
# under a node budget) and the instructions each took (valgrind, when installed):
# a pure speed-up keeps the digest and lowers the instructions.
# Usage: bench/shamrocks_compare.sh [BASE=HEAD [N=200 [NODES=20000]]]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
base=${1:-HEAD}; n=${2:-200}; nodes=${3:-20000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/base"
git -C "$here" archive "$base" src | tar -x -C "$work/base"
for side in base new; do
    root=$work/base
    [ "$side" = new ] && root=$here
    BUILD_DIR=$work/$side-build SRC_DIR=$root bash "$here/bench/shamrocks.sh" build
    bin=$work/$side-build/shamrocks_bench
    printf '%-4s %s\n' "$side" "$("$bin" digest "$n" "$nodes")"
    if command -v valgrind >/dev/null; then
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" digest "$n" "$nodes" 2>&1 |
            sed -n 's/.*Collected : */     instructions /p'
    fi
done
