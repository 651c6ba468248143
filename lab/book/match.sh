#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the opening book is worth at equal time: today's verso-engine (build-native) with the
# built-in opening book against the same engine without it (--no-book), both with --move-time
# SECONDS (one time account a game; a move from the book costs nothing and its time is kept for
# later), one thread each, each opening played twice with the colours swapped. Neither side reads
# or writes a learned book. Resumable: the games go to a log, and the same command plays only the
# games the log lacks.
#
#   bash lab/book/match.sh SECONDS GAMES LOG start   from the start position (f5 played: every
#                                                      first move is an image of f5)
#   bash lab/book/match.sh SECONDS GAMES LOG xot     from the XOT openings (../shared/data/xot)
#
# Build first: cmake -S . -B build-native -DVERSO_NATIVE=ON -DVERSO_BUILD_LAB=ON -DCMAKE_BUILD_TYPE=Release
# && cmake --build build-native --target verso-lab verso-engine
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:?usage: match.sh SECONDS GAMES LOG start|xot}
games=${2:?usage: match.sh SECONDS GAMES LOG start|xot}
log=${3:?usage: match.sh SECONDS GAMES LOG start|xot}
from=${4:?usage: match.sh SECONDS GAMES LOG start|xot}
engine=$root/build-native/src/tools/verso-engine
lab=$root/build-native/lab/verso-lab
for f in "$engine" "$lab"; do
    [[ -x $f ]] || { echo "match.sh: $f is missing; build it first (see the top of this file)" >&2; exit 2; }
done
openings=()
case $from in
    start) openings=(--openings "$root/lab/book/start-position.txt") ;;
    xot) ;;  # the match's default: the shared XOT list
    *) echo "match.sh: openings must be start or xot, not $from" >&2; exit 2 ;;
esac
# A learned book in a folder that does not exist: nothing is read, and a match never asks to learn.
nolearned=/nonexistent/verso-no-learned-book.txt
"$lab" match --games "$games" --seed 1 --threads 2 --log "$log" "${openings[@]}" \
    --a-engine "$engine --book $nolearned --threads 1 --move-time $seconds" \
    --engine "$engine --no-book --threads 1 --move-time $seconds"
