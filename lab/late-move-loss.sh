#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the engine's late moves cost at a given time budget, against perfect play: draws positions
# at a range of empties from held-out WTHOR games, values every legal move of each exactly, lets
# the engine choose its move under the time budget of a move there, and prints the discs its
# move lost on average, how many moves lost discs or changed the outcome, and the time taken.
#
#   bash lab/late-move-loss.sh [--cli PATH] [--lab PATH] [--count N] [--empties LO-HI] [--seed S]
#                              [--move-time S] [--work DIR] [--jobs J]
#
# --move-time is verso-cli bench's: a game of S seconds a move, whose moves at 30 empties or fewer
# get 4 S when their account is untouched, so S = 0.0625 is the quarter-second that a 1 s game
# gives its moves after 34 empties (TimeControl.h), and S = 0.009375 that of a 0.15 s game.
# The exact values go to DIR (default late-move-loss-N-LO-HI-seedS), one file a position, and are
# reused by the next run with the same positions (another list in the same DIR is refused), so only the timed moves are searched again.
# Defaults: the build-native verso-cli (analyze, bench) and verso-lab (positions; a build
# configured with -DVERSO_BUILD_LAB=ON), 240 positions at 21-24 empties, seed 7, S = 0.0625, 2 jobs.
# Exact values take a few minutes on two cores at 21-24 empties, much longer at 26 or more.
set -euo pipefail
script=late-move-loss.sh
# shellcheck source=lab/late-move-common.sh
source "$(dirname "$0")/late-move-common.sh"
cli=$root/build-native/src/tools/verso-cli
lab=$root/build-native/lab/verso-lab
count=240 empties=21-24 seed=7 moveTime=0.0625 jobs=2 work=''
while [[ $# -gt 0 ]]; do
    lateMoveNeedsValue "$1" $#
    case $1 in
        --cli) cli=$2 ;;
        --lab) lab=$2 ;;
        *) lateMoveOption "$1" "$2" || { echo "$script: unknown option $1" >&2; exit 2; } ;;
    esac
    shift 2
done
for binary in "$cli" "$lab"; do
    [[ -x $binary ]] || { echo "$script: $binary is missing; build it first" >&2; exit 2; }
done
work=${work:-late-move-loss-$count-$empties-seed$seed}
mkdir -p "$work"
# The values are kept by line number, so a folder holds the values of one list of positions only.
lateMoveDrawPositions "$lab" "$work/positions.new"
if [[ -e $work/positions.txt ]] && ! cmp -s "$work/positions.new" "$work/positions.txt"; then
    echo "$script: $work holds the values of other positions; give another --work" >&2
    exit 2
fi
mv "$work/positions.new" "$work/positions.txt"
lowest=${empties%-*} highest=${empties#*-}
# Every move of every position valued exactly (skipped when already there).
value() {
    local i=$1 line board side
    [[ -s $work/values-$i.json ]] && return 0
    line=$(sed -n "${i}p" "$work/positions.txt")
    read -r board side _ <<< "$line"
    "$cli" analyze --board "$board" "$side" --exact "$highest" --json > "$work/values-$i.tmp"
    mv "$work/values-$i.tmp" "$work/values-$i.json"
}
export -f value
export cli work highest
n=$(grep -c . "$work/positions.txt")
seq 1 "$n" | xargs -P "$jobs" -I{} bash -c 'value {}'
# The engine's move at the budget, one position after the other on one thread.
"$cli" bench --positions "$work/positions.txt" --move-time "$moveTime" > "$work/bench-$moveTime.txt"
lateMoveBenchRows "$work/bench-$moveTime.txt" | awk -v script="$script" -v work="$work" -v n="$n" -v lo="$lowest" -v hi="$highest" '
    function sign(x) { return (x > 0) - (x < 0) }
    {
        i = $1; e = $2; took = $3; move = $4
        file = work "/values-" i ".json"; best = -1000; played = ""
        while ((getline line < file) > 0) {
            if (line !~ /"type": "move"/) continue
            m = line; sub(/.*"move": "/, "", m); sub(/".*/, "", m)
            s = line; sub(/.*"score": /, "", s); sub(/,.*/, "", s); s += 0
            if (s > best) best = s
            if (m == move) played = s
        }
        close(file)
        if (played == "") { printf "position %d: move %s not among the valued moves\n", i, move > "/dev/stderr"; exit 1 }
        loss = best - played; total += loss; moves++; seconds += took
        lost += loss > 0; changed += sign(best) != sign(played)
        byE[e] += loss; nE[e]++; tE[e] += took
    }
    END {
        if (moves != n) { printf "%s: %d of %d positions timed\n", script, moves, n > "/dev/stderr"; exit 1 }
        printf "%d positions: the move lost %.3f discs on average; %d lost discs, %d changed the outcome; %.3f s a move\n",
               moves, total / moves, lost, changed, seconds / moves
        for (e = lo; e <= hi; e++)
            if (nE[e]) printf "  %d empties: %d positions, %.3f discs, %.3f s a move\n", e, nE[e], byE[e] / nE[e], tE[e] / nE[e]
    }'
