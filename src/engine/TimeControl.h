// SPDX-License-Identifier: GPL-3.0-or-later
// How a search with a time budget per move spends it (Qt-free): a game's time account and each
// move's budget from it, when to start another iteration, and whether an exact endgame solve can
// finish in time.
// Header-only: the figures come from a 2-core machine with a native build and only shape the
// spending.
#pragma once

#include <algorithm>
#include <cmath>

namespace verso::engine {

// A game played at "seconds" a move is a time account: each move brings in "seconds" and takes
// what it spends (TimeBank). The last moves cost almost nothing (the search sees to the end of
// the game and the solver finishes it from the table), so the account is spent on the moves
// before that point: a move gets the time its player has left for the game (its own remaining
// moves at "seconds" each, plus what the account saved so far) divided among the moves still to
// spend on, the opening's moves weighted lower.
//
// Moves at or below this many empties are not planned on: with a budget of "seconds" a move the
// search reaches the end of the game there (the point where it has spent its whole account over
// games at that budget: 30 empties at 0.15 s, 34 at 1 s; in between by the logarithm of the
// budget).
inline int freeEmpties(double seconds) {
    const double t = std::log(std::max(seconds, 0.15) / 0.15) / std::log(1.0 / 0.15);
    return 30 + static_cast<int>(std::lround(4.0 * std::min(t, 1.0)));
}

// How much of the plan a move with "empties" empties gets, relative to a middle-game move.
inline double moveWeight(int empties) { return empties >= 48 ? 0.6 : 1.0; }

// A move stops at this multiple of its budget at the latest (the deadline); it aims at the budget
// itself when it decides whether to start another iteration, so moves average about their budget.
inline constexpr double kDeadlineFactor = 1.5;

// The seconds a move with "empties" empties may aim at in a game of "seconds" a move whose
// account holds "saved" seconds (TimeBank::saved(); negative when the game has spent more than
// its moves brought in). Never less than a quarter of "seconds", never more than four times it.
inline double moveBudgetSeconds(int empties, double seconds, double saved = 0.0) {
    if (seconds <= 0) return 0.0;
    const double ownMovesLeft = (empties + 1) / 2;  // this one included
    double weights = 0.0;
    for (int e = empties, free = freeEmpties(seconds); e > free; e -= 2) weights += moveWeight(e);
    const double share = weights > 0 ? moveWeight(empties) / weights : 1.0;
    return std::clamp((seconds * ownMovesLeft + saved) * share, 0.25 * seconds, 4.0 * seconds);
}

// The deadline of a move that aims at "budget" seconds (moveBudgetSeconds).
inline double moveDeadlineSeconds(double budget) { return kDeadlineFactor * budget; }

// One player's time account of a game at "seconds" a move: what its moves brought in minus what
// they spent. Start a new account for each game. With it, engines whose iterations end at
// different points still spend the same time over a game.
class TimeBank {
public:
    explicit TimeBank(double seconds = 0.0) : seconds_(seconds) {}
    void newGame() { saved_ = 0.0; }
    double saved() const { return saved_; }
    // After a move that took "spent" seconds (a book move: 0).
    void record(double spent) {
        if (seconds_ > 0) saved_ += seconds_ - spent;
    }

private:
    double seconds_;
    double saved_ = 0.0;
};

// Seconds a one-thread exact solve of a position with "empties" empties is expected to take
// (from the midgame iterations that order it to the end): about 0.1 s at 20 empties, rising 2.2
// times an empty (FFO #20-#39 on the reference machine: 0.05-0.28 s at 20, 0.4 s at 22, 1.1 s at
// 24, 7 s at 26; positions of real games are mostly easier).
inline double predictedSolveSeconds(int empties) { return 0.1 * std::pow(2.2, empties - 20); }

// Nodes that solve is expected to visit: the seconds above at the solver's 24 M nodes a second
// (FFO #40-#49 on one thread of the reference machine: 680 M nodes in 28 s).
inline double predictedSolveNodes(int empties) { return 24e6 * predictedSolveSeconds(empties); }

// A search by node budget (SearchLimits::maxNodes without a time budget) solves exactly from
// the most empties whose solve is expected to take at most half of its "nodes" (0 when none):
// 18 empties at 2 M nodes, 21 at 12 M.
inline int exactEmptiesForNodes(double nodes) {
    int empties = 0;
    while (empties < 60 && predictedSolveNodes(empties + 1) <= 0.5 * nodes) ++empties;
    return empties;
}

// Whether to start an exact solve with "seconds" of the budget left: only when it is expected to
// take at most half of them (a solve stopped by the deadline falls back to the midgame's move).
inline bool exactSolveFits(int empties, double seconds) {
    return predictedSolveSeconds(empties) <= 0.5 * seconds;
}

// A move with at most kLeftoverSolveEmpties empties (and more than one legal move) whose midgame
// iterations end before its budget is spent, because they reach the end of the game or the next
// one would not fit, spends the rest on the exact solve even when exactSolveFits() expects it to
// take longer: the solver's selective passes come first and each one that completes sets the
// move, and a solve stopped by the deadline keeps the best move it has. Without it, late moves of
// a game at a small budget a move end early with time left and lose discs against perfect play
// that this solve recovers; beyond 26 empties it recovers none at such budgets
// (lab/late-move-compare.sh measures it; docs/strength.md has the figures).
inline constexpr int kLeftoverSolveEmpties = 26;

// Whether a move with "empties" empties whose midgame iterations ended after "elapsed" seconds of
// its "budget" spends the rest on the exact solve (see kLeftoverSolveEmpties); never without a
// budget.
inline bool leftoverSolveWorthTrying(int empties, double elapsed, double budget) {
    return empties <= kLeftoverSolveEmpties && elapsed < budget;
}

// How sure a move is of itself shapes what it aims at: after each completed iteration from
// kSteadinessMinDepth on, a move whose best move has stayed the same for kSteadyIterations
// iterations aims at kSteadyShare of its budget (what it saves goes to the later moves through
// the game's account), and one whose best move just changed, or whose score just fell by
// kFallingDiscs or more, at kUnsettledShare of it (its deadline stays kDeadlineFactor times the
// budget). A move with a single legal reply is played after the first iteration. Chosen by an
// equal-time match (both sides at 0.15 s a move, 200 XOT games): with these and ProbCut's static
// gate (MidgameSearch::probCut) the engine scored 60% against itself without them.
inline constexpr int kSteadinessMinDepth = 6;
inline constexpr int kSteadyIterations = 3;
inline constexpr double kSteadyShare = 0.6;
inline constexpr double kUnsettledShare = 1.3;
inline constexpr int kFallingDiscs = 3;

// The share of its budget a move aims at after an iteration (see kSteadyShare).
inline double iterationTargetShare(int steadyIterations, bool bestChanged, bool scoreFell) {
    if (bestChanged || scoreFell) return kUnsettledShare;
    return steadyIterations >= kSteadyIterations ? kSteadyShare : 1.0;
}

// Whether another iteration of the midgame search is worth starting after "elapsed" seconds,
// when the last iteration took "last" seconds and the one before "before" (0 when there was
// none). Iterations grow by a factor of 2-5; an iteration stopped by the deadline still yields a
// better move when one was proven, so one is started if it is likely to get that far.
inline bool nextIterationFits(double elapsed, double last, double before, double budget) {
    const double growth = before > 1e-4 ? std::clamp(last / before, 1.5, 5.0) : 3.0;
    return elapsed + 0.5 * growth * last <= budget;
}

// A game clock is the same account held by the clock itself: "remaining" seconds on the mover's
// clock, "increment" seconds added after each of its moves. Its moves are searched at
// clockSecondsPerMove() a move with nothing saved (SearchLimits::moveTime, timeSaved 0), which
// spends what the clock holds, less a reserve, over the mover's moves left; and each move stops at
// clockHardLimitSeconds() at the latest (SearchLimits::maxTime), so the clock never runs out
// however the search ends.

// What the clock keeps back for the moves' overhead (the move's way to the board, a late stop):
// 0.2 s and 3% of what is left, never more than half of it.
inline double clockReserveSeconds(double remaining) {
    return std::min(0.5 * std::max(remaining, 0.0), 0.2 + 0.03 * std::max(remaining, 0.0));
}

// The seconds a move of the account that spends the clock (see above).
inline double clockSecondsPerMove(int empties, double remaining, double increment) {
    const double ownMovesLeft = std::max(1, (empties + 1) / 2);
    const double spendable = std::max(0.0, remaining - clockReserveSeconds(remaining));
    return spendable / ownMovesLeft + std::max(increment, 0.0);
}

// The latest a move may stop: half of what the clock holds beyond its reserve plus most of the
// increment it brings, never past the reserve, and at least a millisecond.
inline double clockHardLimitSeconds(double remaining, double increment) {
    const double spendable = std::max(0.0, remaining - clockReserveSeconds(remaining));
    return std::max(0.001, std::min(spendable, 0.5 * spendable + 0.8 * std::max(increment, 0.0)));
}

}  // namespace verso::engine
