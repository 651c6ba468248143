// How a search with a time budget per move spends it (Qt-free): a share of the budget by game
// phase, when to start another iteration, and whether an exact endgame solve can finish in time.
// Header-only: the figures are measured on this project's reference machine (2 cores, native
// build) and only shape the spending; the deadline itself is always the budget.
#pragma once

#include <algorithm>
#include <cmath>

namespace verso::engine {

// The share of the per-move budget of "seconds" a move with "empties" empty squares aims at. The
// endgame moves after a solve cost almost nothing, so the opening and above all the middle game
// get what they save. The middle game's share grows with the budget because a larger budget
// starts the solve earlier (more free moves to spend): 2.2 at 0.15 s a move, 2.6 at 1 s and
// above, in between by the logarithm of the budget. Measured over games from XOT openings (52
// empties), today's engine against itself (verso-cli match --a-engine/--engine with
// verso-engine --no-book --move-time S): 0.95 S a move at S = 0.15 and at S = 1 (before, with
// 1.0 in the opening and 1.8 in the middle game, 0.80 S and 0.65 S). Since the move ordering lost
// its history the search is cheaper and uses 0.89 S and 0.85 S (tools/baseline/match.sh): to be
// retuned, or replaced by a budget kept over the whole game.
inline double moveTimeShare(int empties, double seconds) {
    if (empties >= 48) return 1.3;
    if (empties >= 24) {
        const double t = std::log(std::max(seconds, 0.15) / 0.15) / std::log(1.0 / 0.15);
        return 2.2 + 0.4 * std::min(t, 1.0);
    }
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
