#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The level ladder: each level against the one below it, from XOT openings (colours swapped per
# opening). A benchmark, not a test. Usage: bash lab/level-ladder.sh [BUILD_DIR] [GAMES] [TOP_GAMES]
# GAMES (default 100) for pairs up to 7-6, TOP_GAMES (default 100) for the slow 8-7 pair. The games
# are repeatable (node budgets, fixed seed), so a native build (-DVERSO_NATIVE=ON) plays the same
# games faster. BUILD_DIR (default build) is a build configured with -DVERSO_BUILD_LAB=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
games=${2:-100}
top_games=${3:-100}
openings=../shared/data/xot/xot-openings.txt
[ -f "$openings" ] || openings=""
for upper in 2 3 4 5 6 7 8; do
    n=$games
    [ "$upper" -ge 8 ] && n=$top_games
    "$build/lab/verso-lab" match --a "$upper" --b $((upper - 1)) --games "$n" --threads 2 \
        ${openings:+--openings "$openings"} | sed -n '3,5p'
done
