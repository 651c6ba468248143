#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two equal-time matches played from the same openings (verso-lab match with the same --seed, so
# game k is the same opening and colours in both), compared game by game: each log's score and
# average margin for player A over the games both have, and how many games ended better or worse
# for the first log's player A (a loss that became a draw or a win, and so on).
#
#   bash lab/pair-logs.sh NEW.log OLD.log
#
# Lines "game K margin M ..." are read (MatchLog.h); other lines are skipped.
set -euo pipefail
if [ $# -ne 2 ] || [ ! -r "$1" ] || [ ! -r "$2" ]; then
    echo "usage: bash lab/pair-logs.sh NEW.log OLD.log (two verso-lab match logs)" >&2
    exit 2
fi
awk '
    function points(m) { return m > 0 ? 1 : (m == 0 ? 0.5 : 0) }
    $1 == "game" && $3 == "margin" {
        if (FILENAME == ARGV[1]) newMargin[$2] = $4; else oldMargin[$2] = $4
    }
    END {
        for (g in newMargin) {
            if (!(g in oldMargin)) continue
            n++; a = points(newMargin[g]); b = points(oldMargin[g])
            sa += a; sb += b; ma += newMargin[g]; mb += oldMargin[g]
            if (a > b) better++; else if (a < b) worse++
        }
        if (n == 0) { print "no game is in both logs" > "/dev/stderr"; exit 1 }
        printf "%d games in both logs\n", n
        printf "new: %.1f points, %.2f%%, average margin %+.2f\n", sa, 100 * sa / n, ma / n
        printf "old: %.1f points, %.2f%%, average margin %+.2f\n", sb, 100 * sb / n, mb / n
        printf "games that ended better for the new: %d, worse: %d\n", better, worse
    }' "$1" "$2"
