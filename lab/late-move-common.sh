# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2034,SC2154
# What lab/late-move-loss.sh and lab/late-move-compare.sh share (sourced, not run): the
# options that draw the positions and time the moves, and the drawing of the positions.
# The caller sets "script" (its name, for messages) and the defaults of count, empties, seed,
# moveTime, jobs and work before calling lateMoveOption.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
wthor=$root/../shared/data/wthor/WTH_2015.wtb  # held out from training

# Takes one of the shared options ($1) with its value ($2); returns 1 for any other option.
lateMoveOption() {
    case $1 in
        --count) count=$2 ;;
        --empties) empties=$2 ;;
        --seed) seed=$2 ;;
        --move-time) moveTime=$2 ;;
        --work) work=$2 ;;
        --jobs) jobs=$2 ;;
        *) return 1 ;;
    esac
}

# Fails unless an option ($1) has a value; the number of arguments left is $2.
lateMoveNeedsValue() {
    [[ $2 -ge 2 ]] || { echo "$script: $1 needs a value" >&2; exit 2; }
}

# Writes the positions (held-out WTHOR games, at "empties" empties, drawn by "seed") to $2 with
# the verso-lab $1.
lateMoveDrawPositions() {
    [[ -f $wthor ]] || { echo "$script: $wthor is missing (the shared data)" >&2; exit 2; }
    "$1" positions --wthor "$wthor" --count "$count" --empties "$empties" --seed "$seed" > "$2"
}

# The timed rows of a `verso-cli bench --positions --move-time` output ($1), one a line:
# "position empties seconds move".
lateMoveBenchRows() {
    awk '$1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ && NF >= 8 { print $1, $2, $4, $7 }' "$1"
}
