#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The equal-time strength match: today's verso-engine (build-native) against the yardstick
# (lab/baseline/build.sh), both with --move-time SECONDS and no book, one thread each, from
# the XOT openings with colours swapped. Resumable: the games go to a log, and the same
# command plays only the games the log lacks.
#
#   bash lab/baseline/match.sh SECONDS [GAMES] [LOG]     (default 200 games,
#                                                         LOG match-SECONDS.log)
# Build both first: cmake -S . -B build-native -DVERSO_NATIVE=ON -DVERSO_BUILD_LAB=ON
# -DCMAKE_BUILD_TYPE=Release && cmake --build build-native --target verso-lab verso-engine;
# bash lab/baseline/build.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:?usage: match.sh SECONDS [GAMES] [LOG]}
games=${2:-200}
log=${3:-match-$seconds.log}
new=$root/build-native/src/tools/verso-engine
old=$root/build-baseline/build/src/tools/verso-engine
lab=$root/build-native/lab/verso-lab
for f in "$new" "$old" "$lab"; do
    [[ -x $f ]] || { echo "match.sh: $f is missing; build it first (see the top of this file)" >&2; exit 2; }
done
# Two games at a time; verso-engine searches on every core unless told, so it is held to one.
exec "$lab" match --games "$games" --seed 1 --threads 2 --log "$log" \
    --a-engine "$new --no-book --threads 1 --move-time $seconds" \
    --engine "$old --no-book --move-time $seconds"
