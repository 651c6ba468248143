// How a search with a time budget per move spends it (Qt-free): a share of the budget by game
// phase, when to start another iteration, and whether an exact endgame solve can finish in time.
// Header-only: the figures are measured on this project's reference machine (2 cores, native
// build) and only shape the spending; the deadline itself is always the budget.
#pragma once

#include <algorithm>
#include <cmath>

namespace verso::engine {

// The share of the per-move budget a move with "empties" empty squares aims at. The endgame
// moves after a solve cost almost nothing, so the middle game gets most of what they save:
// over games from XOT openings (52 empties) a player with a budget of B seconds per move used
// 0.94 B per move at B = 0.05 and 0.85 B at B = 0.15 (verso-cli match --a-time B --b-time B), but
// only 0.66 B at B = 1 (tools/baseline/match.sh 1): the iteration-growth guess is to be retuned.
inline double moveTimeShare(int empties) {
    if (empties >= 48) return 1.0;
    if (empties >= 24) return 1.8;
    return 1.0;  // the endgame: solved, or about to be
}

// A move stops at this multiple of its share at the latest (the deadline); it aims at the share
// itself when it decides whether to start another iteration, so moves average about their share.
inline constexpr double kDeadlineFactor = 1.5;

// Seconds a one-thread exact solve of a position with "empties" empties is expected to take
// (from the midgame iterations that order it to the end): about 0.1 s at 20 empties, rising 2.2
// times an empty (FFO #20-#39 on the reference machine: 0.05-0.28 s at 20, 0.4 s at 22, 1.1 s at
// 24, 7 s at 26; positions of real games are mostly easier).
inline double predictedSolveSeconds(int empties) { return 0.1 * std::pow(2.2, empties - 20); }

// Whether to start an exact solve with "seconds" of the budget left: only when it is expected to
// take at most half of them (a solve stopped by the deadline falls back to the midgame's move).
inline bool exactSolveFits(int empties, double seconds) { return predictedSolveSeconds(empties) <= 0.5 * seconds; }

// Whether another iteration of the midgame search is worth starting after "elapsed" seconds,
// when the last iteration took "last" seconds and the one before "before" (0 when there was
// none). Iterations grow by a factor of 2-5; an iteration stopped by the deadline still yields a
// better move when one was proven, so one is started if it is likely to get that far.
inline bool nextIterationFits(double elapsed, double last, double before, double budget) {
    const double growth = before > 1e-4 ? std::clamp(last / before, 1.5, 5.0) : 3.0;
    return elapsed + 0.5 * growth * last <= budget;
}

}  // namespace verso::engine
