// SPDX-License-Identifier: GPL-3.0-or-later
// The game's time account (engine/TimeControl.h): a player that spends each move's budget spends
// its whole allowance over a game, what one move leaves goes to the next ones, an overspent
// account shrinks the moves that follow, and no move gets less than a quarter or more than four
// times the budget. Plain C++: exits non-zero on a failure.
#include <cmath>
#include <cstdio>

#include "PlainCheck.h"
#include "engine/TimeControl.h"

using namespace verso;
using engine::moveBudgetSeconds;
using engine::TimeBank;

namespace {

// One player's moves of a game from "startEmpties" (every second ply), each spending "fraction"
// of its budget while the search still has work (above freeEmpties), nothing after. Returns the
// seconds spent; "moves" gets the number of moves.
double playGame(double seconds, int startEmpties, double fraction, int& moves) {
    TimeBank bank(seconds);
    double spent = 0;
    moves = 0;
    for (int empties = startEmpties; empties > 0; empties -= 2, ++moves) {
        const double budget = moveBudgetSeconds(empties, seconds, bank.saved());
        const double took = empties > engine::freeEmpties(seconds) ? fraction * budget : 0.0;
        bank.record(took);
        spent += took;
    }
    return spent;
}

// One player's moves on a clock of "base" seconds plus "increment" a move, from 60 empties, each
// taking "fraction" of its budget (1.5: every move runs to its deadline), cut at the hard limit,
// while the search still has work. Returns the lowest the clock fell to before a move's increment
// came in; "used" gets the share of the base and the increments that was spent.
// The moves at or below freeEmpties take 20 ms.
double playOnClock(double base, double increment, double fraction, double& used) {
    double clock = base;
    double lowest = base;
    double brought = base;
    for (int empties = 60; empties > 0; empties -= 2) {
        const double perMove = engine::clockSecondsPerMove(empties, clock, increment);
        const double budget = moveBudgetSeconds(empties, perMove);
        const double limit = engine::clockHardLimitSeconds(clock, increment);
        const bool works = empties > engine::freeEmpties(perMove);
        const double took = std::min(works ? fraction * budget : 0.02, limit);
        clock -= took;
        lowest = std::min(lowest, clock);
        clock += increment;
        brought += increment;
    }
    used = 1.0 - clock / brought;
    return lowest;
}

}  // namespace

int main() {
    for (const double base : {1.0, 10.0, 60.0, 300.0}) {
        for (const double increment : {0.0, 1.0, 5.0}) {
            for (const double fraction : {0.6, 1.0, 1.5}) {
                double used = 0;
                const double lowest = playOnClock(base, increment, fraction, used);
                char what[160];
                std::snprintf(what, sizeof what,
                              "%.0f+%.0f s spending %.1f of each budget: the clock never runs out "
                              "(lowest %.3f s)",
                              base, increment, fraction, lowest);
                verso::test::check(lowest > 0.001, what);
                std::snprintf(what, sizeof what,
                              "%.0f+%.0f s spending %.1f of each budget uses most of the clock "
                              "(%.2f)",
                              base, increment, fraction, used);
                // (the increments of the last moves, which take almost nothing, are left over)
                verso::test::check(fraction < 1.0 || increment > 0 || used > 0.6, what);
            }
        }
    }
    verso::test::check(engine::clockHardLimitSeconds(0.0, 0.0) > 0.0 &&
                           engine::clockHardLimitSeconds(0.0, 0.0) < 0.01,
                       "an empty clock still lets a move be played at once");
    verso::test::check(engine::clockHardLimitSeconds(1.0, 30.0) < 1.0,
                       "a large increment never lets a move run past the clock");
    for (const double seconds : {0.15, 1.0, 5.0}) {
        for (const int start : {60, 52, 51}) {
            int moves = 0;
            const double spent = playGame(seconds, start, 1.0, moves);
            const double allowance = seconds * moves;
            std::printf("%.2f s a move from %d empties: %d moves spend %.3f s of %.3f s\n", seconds,
                        start, moves, spent, allowance);
            verso::test::check(std::fabs(spent - allowance) <= 0.02 * allowance,
                               "a player spending each budget spends its allowance over the game");
        }
    }

    const double s = 0.15;
    // The opening's moves get less than the middle game's.
    verso::test::check(moveBudgetSeconds(52, s) < moveBudgetSeconds(46, s),
                       "an opening move gets less than a middle-game move");
    // What a move saves raises the next moves' budgets; an overspent account lowers them.
    verso::test::check(moveBudgetSeconds(50, s, 0.5) > moveBudgetSeconds(50, s, 0.0),
                       "saved time raises the budget");
    verso::test::check(moveBudgetSeconds(50, s, -0.5) < moveBudgetSeconds(50, s, 0.0),
                       "overspent time lowers the budget");
    // Bounds: never under a quarter of the budget, never over four times it.
    verso::test::check(std::fabs(moveBudgetSeconds(40, s, -100.0) - 0.25 * s) < 1e-12,
                       "a quarter of the budget at least");
    verso::test::check(std::fabs(moveBudgetSeconds(30, s, 100.0) - 4 * s) < 1e-12,
                       "four times the budget at most");
    // A move at the free point gets everything its player has left (within the cap).
    const int free = engine::freeEmpties(s);
    verso::test::check(
        std::fabs(moveBudgetSeconds(free, s, -1.8) - ((free + 1) / 2 * s - 1.8)) < 1e-12,
        "the last planned move gets what is left");
    // The deadline is the budget times the deadline factor.
    verso::test::check(
        std::fabs(engine::moveDeadlineSeconds(0.2) - 0.2 * engine::kDeadlineFactor) < 1e-12,
        "deadline");
    // No budget, no time: a search without a time budget is not timed.
    verso::test::check(moveBudgetSeconds(40, 0.0, 3.0) == 0.0, "no budget without seconds");
    // How settled a move's search is moves what it aims at: a best move held for kSteadyIterations
    // iterations aims lower, a changed best move or a falling score higher, otherwise the budget.
    using engine::iterationTargetShare;
    verso::test::check(iterationTargetShare(0, false, false) == 1.0,
                       "an unremarkable iteration keeps the budget");
    verso::test::check(iterationTargetShare(engine::kSteadyIterations - 1, false, false) == 1.0,
                       "not yet steady");
    verso::test::check(iterationTargetShare(engine::kSteadyIterations, false, false) < 1.0,
                       "a steady move aims lower");
    verso::test::check(iterationTargetShare(0, true, false) > 1.0,
                       "a changed best move aims higher");
    verso::test::check(iterationTargetShare(engine::kSteadyIterations + 2, false, true) > 1.0,
                       "a falling score aims higher");
    verso::test::check(engine::kUnsettledShare < engine::kDeadlineFactor,
                       "an unsettled move still stops by its deadline");
    // Late moves that end early spend the rest of their budget on the exact solve, up to
    // kLeftoverSolveEmpties empties and only while some of the budget is left.
    using engine::leftoverSolveWorthTrying;
    verso::test::check(
        !engine::exactSolveFits(22, 0.25) && leftoverSolveWorthTrying(22, 0.05, 0.25),
        "a quarter-second move at 22 empties tries the solve with what is left");
    verso::test::check(leftoverSolveWorthTrying(engine::kLeftoverSolveEmpties, 0.0, 0.25),
                       "up to the limit");
    verso::test::check(!leftoverSolveWorthTrying(engine::kLeftoverSolveEmpties + 1, 0.0, 0.25),
                       "not beyond it");
    verso::test::check(!leftoverSolveWorthTrying(22, 0.25, 0.25), "not when the budget is spent");
    // A new game starts a new account.
    TimeBank bank(1.0);
    bank.record(3.0);
    verso::test::check(std::fabs(bank.saved() + 2.0) < 1e-12,
                       "an overspent move leaves the account negative");
    bank.newGame();
    verso::test::check(bank.saved() == 0.0, "a new game starts with an empty account");
    return verso::test::failureCount() != 0;
}
