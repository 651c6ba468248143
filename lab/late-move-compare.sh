#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two builds' late moves side by side against perfect play, at a given time budget: draws
# positions at a range of empties from held-out WTHOR games, lets each build choose its move under
# the budget (verso-cli bench --positions --move-time), and solves exactly only the moves where the
# two differ (the position after each of the two moves). It prints how many moves differ, how
# many of them the new build plays better or worse, and the discs a move the new build gains
# on average over all the positions, with each build's time a move.
#
#   bash lab/late-move-compare.sh --base CLI --new CLI [--lab LAB] [--count N] [--empties LO-HI]
#                                 [--seed S] [--move-time S] [--work DIR] [--jobs J]
#
# CLI is a verso-cli binary (each build's own: its bench runs its engine; the solves use the new
# one); LAB is the verso-lab that draws the positions (default build-native/lab/verso-lab, a
# build configured with -DVERSO_BUILD_LAB=ON). --move-time is bench's (see lab/late-move-loss.sh: 0.0625 is the quarter-second a 1 s
# game gives its late moves, 0.009375 that of a 0.15 s game). Cheaper than late-move-loss.sh,
# which values every move: most positions need no solve at all, so 25-28 empties are within reach.
# Defaults: 240 positions at 25-26 empties, seed 8, S = 0.0625, 2 jobs; DIR late-move-compare-N-LO-HI-seedS.
set -euo pipefail
script=late-move-compare.sh
# shellcheck source=lab/late-move-common.sh
source "$(dirname "$0")/late-move-common.sh"
lab=$root/build-native/lab/verso-lab
base='' new='' count=240 empties=25-26 seed=8 moveTime=0.0625 jobs=2 work=''
while [[ $# -gt 0 ]]; do
    lateMoveNeedsValue "$1" $#
    case $1 in
        --base) base=$2 ;;
        --new) new=$2 ;;
        --lab) lab=$2 ;;
        *) lateMoveOption "$1" "$2" || { echo "$script: unknown option $1" >&2; exit 2; } ;;
    esac
    shift 2
done
for cli in "$base" "$new"; do
    [[ -n $cli && -x $cli ]] || { echo "$script: give --base and --new, each a built verso-cli ('$cli' is not)" >&2; exit 2; }
done
[[ -x $lab ]] || { echo "$script: $lab is missing; build verso-lab first (-DVERSO_BUILD_LAB=ON) or give --lab" >&2; exit 2; }
work=${work:-late-move-compare-$count-$empties-seed$seed}
mkdir -p "$work"
lateMoveDrawPositions "$lab" "$work/positions.txt"
"$base" bench --positions "$work/positions.txt" --move-time "$moveTime" > "$work/bench-base.txt"
"$new" bench --positions "$work/positions.txt" --move-time "$moveTime" > "$work/bench-new.txt"
moves() { lateMoveBenchRows "$1" | awk '{ print $1, $4 }'; }
meanTime() { lateMoveBenchRows "$1" | awk '{ t += $3; n++ } END { if (n) printf "%.3f", t / n }'; }
paste -d' ' <(moves "$work/bench-base.txt") <(moves "$work/bench-new.txt") > "$work/moves.txt"
n=$(grep -c . "$work/positions.txt")
if [[ $(grep -c . "$work/moves.txt") -ne $n ]] || awk '$1 != $3 { exit 0 } END { exit 1 }' "$work/moves.txt"; then
    echo "$script: the two benches did not time the same $n positions (see $work/bench-*.txt)" >&2
    exit 1
fi
# The position after each of the two moves where they differ, as an OBF file (no expected scores).
: > "$work/children.obf"
awk '$2 != $4 { print $1, $2, $4 }' "$work/moves.txt" > "$work/differing.txt"
while read -r i a b; do
    read -r board side _ <<< "$(sed -n "${i}p" "$work/positions.txt")"
    for move in "$a" "$b"; do
        json=$("$new" play "$move" --board "$board" "$side" --json)
        child=$(sed 's/.*"board": "\([^"]*\)".*/\1/' <<< "$json")
        toMove=$(sed 's/.*"to_move": "\([^"]*\)".*/\1/' <<< "$json")
        case $toMove in black) toMove=X ;; white) toMove=O ;; esac
        echo "$child $toMove;" >> "$work/children.obf"
    done
done < "$work/differing.txt"
differ=$(grep -c . "$work/differing.txt" || true)
if [[ $differ -eq 0 ]]; then
    echo "$n positions: the two builds play the same moves; $(meanTime "$work/bench-base.txt") s a move (base) and $(meanTime "$work/bench-new.txt") s (new)"
    exit 0
fi
"$new" solve "$work/children.obf" --jobs "$jobs" > "$work/solved.txt"
# solve prints "K  line K  E empties  MOVE  SCORE ..." with the score for the side to move after
# the move, so the mover's value is its negation.
awk -v script="$script" -v n="$n" -v differ="$differ" -v tb="$(meanTime "$work/bench-base.txt")" -v tn="$(meanTime "$work/bench-new.txt")" '
    function sign(x) { return (x > 0) - (x < 0) }
    $2 == "line" { score[$1] = -$7; solved++ }
    END {
        if (solved != 2 * differ) { printf "%s: %d of %d solves\n", script, solved, 2 * differ > "/dev/stderr"; exit 1 }
        for (k = 1; k <= differ; k++) {
            b = score[2 * k - 1]; v = score[2 * k]; gain += v - b
            better += v > b; worse += v < b; outcome += sign(v) != sign(b)
        }
        printf "%d positions: the moves differ at %d; the new build plays %d better and %d worse (%d change the outcome),\n", n, differ, better, worse, outcome
        printf "gaining %+.3f discs a move on average over all %d; %s s a move (base) and %s s (new)\n", gain / n, n, tb, tn
    }' "$work/solved.txt"
