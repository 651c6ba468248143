// SPDX-License-Identifier: GPL-3.0-or-later
// The midgame search (Qt-free): principal-variation search with a transposition table, move
// ordering (hash move, fastest first, shallow evaluation) and Multi-ProbCut. When the
// remaining depth reaches the end of the game it hands over to the exact endgame solver. With
// the solver's threads (EndgameSolver::setThreads) above 1, nodes with enough depth left share
// their moves after the first with a free thread (young brothers wait, MidgameParallel.cpp).
#pragma once

#include <array>
#include <vector>

#include "core/Position.h"
#include "engine/SearchControl.h"
#include "engine/ShallowSearch.h"
#include "engine/TranspositionTable.h"

namespace verso::engine {

class EndgameSolver;
class MoveList;
struct EvalFeatures;
struct PvsNode;

// Final, so that its own recursive calls of search() are direct calls, not virtual ones.
class MidgameSearch final : public ShallowSearch {
public:
    MidgameSearch(TranspositionTable& table, SearchControl& control, EndgameSolver& solver)
        : table_(table), control_(control), solver_(solver) {}

    void setSelective(bool selective) { selective_ = selective; }
    bool selective() const { return selective_; }

    // Score (evaluation units) of "player" to move, searched "depth" plies; fail-soft.
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta) override;

    // A midgame search of the same table and selectivity for a helper thread of the solver.
    std::unique_ptr<ShallowSearch> forHelper(SearchControl& control,
                                             EndgameSolver& solver) const override;

    struct RootMove {
        int square = 0;
        int score = 0;
    };
    struct RootResult {
        int score = 0;
        int square = -1;        // best square proven in this call, -1 when none
        bool complete = false;  // false when stopped
    };
    // Searches the root moves in the order of "moves" (every legal square, or with allMoves false
    // some of them: then the root's score is not stored in the table) and re-sorts them by the
    // scores found, best first, for the next iteration.
    RootResult searchRoot(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                          std::vector<RootMove>& moves, bool allMoves = true);

    // The expected line after the root, read from the transposition table.
    std::vector<Move> principalVariation(Bitboard player, Bitboard opponent, int depth) const;

private:
    // Nodes with at least this many plies left may share their moves with another thread.
    static constexpr int kSplitMinDepth = 6;

    int kind() const { return selective_ ? 1 : 0; }
    int searchDepthOne(Bitboard player, Bitboard opponent, const EvalFeatures& features, int alpha,
                       int beta);
    int solveToTheEnd(Bitboard player, Bitboard opponent, int alpha, int beta);
    int gameOverScore(Bitboard player, Bitboard opponent, int empties) const;
    // search() with the position's pattern indices kept up to date from the caller's.
    int searchNode(Bitboard player, Bitboard opponent, const EvalFeatures& features, int depth,
                   int alpha, int beta);
    bool probCut(Bitboard player, Bitboard opponent, const EvalFeatures& features, int depth,
                 int alpha, int beta, int& score);
    // Whether a node "depth" plies from the horizon, with "movesLeft" moves still to search after
    // its first one, may share them with a free thread now.
    bool splitsAt(int depth, int movesLeft) const;
    // The moves "squares" left after a node's first one, searched on this thread and a helper
    // thread if one is free (else false: the caller goes on alone). Updates "node" as the serial
    // loop would; "scores", when given, receives each searched move's score.
    bool searchRestInParallel(Bitboard player, Bitboard opponent, const EvalFeatures& features,
                              int depth, const std::vector<int>& squares, std::vector<int>* scores,
                              PvsNode& node);
    void orderMoves(MoveList& list, Bitboard player, Bitboard opponent,
                    const EvalFeatures& features, int depth, int hashMove) const;

    TranspositionTable& table_;
    SearchControl& control_;
    EndgameSolver& solver_;
    bool selective_ = true;
};

}  // namespace verso::engine
