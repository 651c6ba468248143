// SPDX-License-Identifier: GPL-3.0-or-later
// What the exact solver asks of a depth-limited search on the evaluation (Qt-free): in its
// selective passes, ProbCut predicts a node's exact score from a shallow search (see
// EndgameSolver::setSelectivity). MidgameSearch implements it; through this interface the solver
// and the midgame search do not include each other.
#pragma once

#include <memory>

#include "core/BitboardType.h"

namespace verso::engine {

class EndgameSolver;
class SearchControl;

class ShallowSearch {
public:
    virtual ~ShallowSearch() = default;

    // Score (evaluation units) of "player" to move, searched "depth" plies; fail-soft.
    virtual int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) = 0;

    // The same search (same table and settings) for a helper thread of a parallel solve: it
    // counts its nodes and polls its stops in "control", and solves the end of the game with
    // "solver", the helper's own solver.
    virtual std::unique_ptr<ShallowSearch> forHelper(SearchControl& control,
                                                     EndgameSolver& solver) const = 0;
};

}  // namespace verso::engine
