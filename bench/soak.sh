#!/usr/bin/env bash
# Soak test (issue 23; not CI): whole games played by script through the real
# binary, headless, printing RSS at intervals and any failure.
#
#   bench/soak.sh [MJ_GAMES=100] [LS_GAMES=10] [BUILD_DIR=build-release]
#
# Mahjong: ONE process plays deal 4242 to the end MJ_GAMES times (the solver's
# removal order, a hint, an undo and a redo in each game, then "Play this deal
# again" from the win dialog); every win must be counted in records.txt.
# LinkSame: a new timed game always gets a fresh random deal, which a script
# written in advance cannot play, so each of LS_GAMES nine-stage games (seeds
# 1..LS_GAMES, planned by bench/soak_ls_plan.c through the rules core) runs in its
# own process; each must end complete with its score in the high-score file.
# RSS is read from /proc/PID/status (VmRSS every SAMPLE seconds, VmHWM at the end).
set -euo pipefail
cd "$(dirname "$0")/.."
mj_games=${1:-100}
ls_games=${2:-10}
build=${3:-build-release}
sample=${SAMPLE:-10}
if [ ! -x "$build/pagoda" ] || [ ! -x "$build/pagoda-solve" ]; then
    cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DPAGODA_BUILD_TESTS=OFF >/dev/null
    cmake --build "$build" -j2 --target pagoda pagoda-solve pagoda_core >/dev/null
fi
bin=$(realpath "$build/pagoda")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/xdg
pref=$XDG_DATA_HOME/Pagoda/pagoda
cc -std=c17 -O2 -D_POSIX_C_SOURCE=200809L -Isrc bench/soak_ls_plan.c "$build/libpagoda_core.a" -lm -lpthread \
    -o "$work/soak_ls_plan"
failures=0

kb() { awk -v k="$2" '$1 == k":" { print $2 }' "/proc/$1/status" 2>/dev/null || true; }

# runs "$@" in the background, printing VmRSS every $sample s; sets peak_kb, rc
watch_run() {
    local label=$1 log=$2
    shift 2
    "$@" >"$log" 2>&1 &
    local pid=$! t0=$SECONDS next=1
    peak_kb=0 rss_first=0 rss_last=0
    while kill -0 "$pid" 2>/dev/null; do
        local rss hwm
        rss=$(kb "$pid" VmRSS)
        hwm=$(kb "$pid" VmHWM)
        [ -n "$hwm" ] && peak_kb=$hwm
        if [ -n "$rss" ] && [ $((SECONDS - t0)) -ge "$next" ]; then
            [ "$rss_first" = 0 ] && rss_first=$rss
            rss_last=$rss
            [ "$sample" -gt 0 ] && echo "  $label t=$((SECONDS - t0))s rss=$((rss / 1024)) MB"
            next=$((next + (sample > 0 ? sample : 1)))
        fi
        sleep 0.2
    done
    rc=0
    wait "$pid" || rc=$?
}

echo "== Mahjong: $mj_games games of deal 4242 in one process =="
printf 'key ctrl+s\nwait 2\nkey Return\nwait 2\n' >"$work/save.script"
"$bin" --headless --size 1280x720 --game mahjong --seed 4242 --script "$work/save.script" >/dev/null 2>&1 || true
save="$pref/saves/Turtle 4242.pgsave"
"$build/pagoda-solve" --position "$save" >"$work/solution"
[ "$(head -1 "$work/solution")" = solvable ] || { echo "deal 4242 not solved"; exit 1; }
{
    for ((g = 0; g < mj_games; g++)); do
        first=1
        tail -n +2 "$work/solution" | while read -r a b; do
            [ -z "$a" ] && continue
            printf 'click tile %s\nclick tile %s\nwait 1\n' "$a" "$b"
            if [ "$first" = 1 ]; then
                printf 'key h\nwait 2\nkey u\nwait 20\nkey r\nwait 20\n'
                first=0
            fi
        done
        printf 'wait 90\nkey Down\nkey Return\nwait 5\n'
    done
} >"$work/mahjong.script"
rm -f "$pref/records.txt"
start=$SECONDS
watch_run mahjong "$work/mahjong.log" "$bin" --headless --size 1280x720 --game mahjong --seed 4242 \
    --script "$work/mahjong.script" --dump "$work/mahjong.json"
wins=$(awk 'NR > 1 { s += $3 } END { print s + 0 }' "$pref/records.txt" 2>/dev/null || echo 0)
warn=$(grep -c -i "warn\|error\|no tile" "$work/mahjong.log" || true)
echo "mahjong: games=$mj_games wins_recorded=$wins exit=$rc warnings=$warn minutes=$(((SECONDS - start) / 60)).$((((SECONDS - start) % 60) * 10 / 60)) rss_at_1s=$((rss_first / 1024)) MB rss_last=$((rss_last / 1024)) MB peak_rss=$((peak_kb / 1024)) MB"
if [ "$rc" != 0 ] || [ "$wins" != "$mj_games" ] || [ "$warn" != 0 ]; then
    failures=$((failures + 1))
    echo "mahjong: FAILED (log: $(grep -i -m3 "warn\|error\|no tile" "$work/mahjong.log" || true))"
fi

echo "== LinkSame: $ls_games nine-stage games, one process each =="
start=$SECONDS
first_peak=0 last_peak=0 done_games=0
for ((s = 1; s <= ls_games; s++)); do
    "$work/soak_ls_plan" "$s" >"$work/ls.script" 2>/dev/null || { echo "  seed $s: not planned"; continue; }
    sample=0 watch_run "linksame-$s" "$work/ls.log" "$bin" --headless --size 1280x720 --game linksame --seed "$s" \
        --script "$work/ls.script" --dump "$work/ls.json"
    status=$(python3 -c "import json; print(json.load(open('$work/ls.json'))['status'])" 2>/dev/null || echo none)
    echo "  seed $s: status=$status exit=$rc peak_rss=$((peak_kb / 1024)) MB"
    [ "$s" = 1 ] && first_peak=$peak_kb
    last_peak=$peak_kb
    if [ "$status" = complete ] && [ "$rc" = 0 ]; then
        done_games=$((done_games + 1))
    else
        failures=$((failures + 1))
    fi
done
scores=$(grep -c '^normal 9 ' "$pref/linksame-scores.txt" 2>/dev/null || echo 0)
echo "linksame: games=$ls_games complete=$done_games scores_kept=$scores minutes=$(((SECONDS - start) / 60)).$((((SECONDS - start) % 60) * 10 / 60)) peak_rss_first=$((first_peak / 1024)) MB peak_rss_last=$((last_peak / 1024)) MB"
echo "failures=$failures"
[ "$failures" = 0 ]
