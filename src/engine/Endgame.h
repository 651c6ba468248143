// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver (Qt-free): perfect play to the end of the game, or only win/loss/draw
// with a (-1, 1) window. Near the root it uses the transposition table and fastest-first
// ordering; with few empties it walks the empty squares in parity order without generating
// moves; the last three empties have their own short code paths.
#pragma once

#include <atomic>
#include <memory>
#include <vector>

#include "core/Position.h"
#include "engine/SearchControl.h"
#include "engine/TranspositionTable.h"

namespace verso::engine {

class HelperThreads;
class MoveList;
class ShallowSearch;
struct PvsNode;

class EndgameSolver {
public:
    static constexpr int kTableKind = 200;  // transposition-table kind of exact entries
    // Selective passes (see setSelectivity) store their estimates under the kinds just below,
    // kLowestSolverKind for level 1 up to kTableKind - 1 for the last level.
    static constexpr int kSelectiveLevels = 1;
    static constexpr int kLowestSolverKind = kTableKind - kSelectiveLevels;

    EndgameSolver(TranspositionTable& table, SearchControl& control)
        : table_(table), control_(control) {}
    // A helper thread's solver in a parallel search: the table, threads and selectivity of
    // "owner", counting its nodes and polling its stops in "control" (no shallow search yet).
    EndgameSolver(const EndgameSolver& owner, SearchControl& control);

    // The search (the midgame search) that makes ProbCut's predictions in the selective passes.
    void setShallowSearch(ShallowSearch* shallow) { shallow_ = shallow; }

    // 0 (the default): exact solves. 1 to kSelectiveLevels: a selective pass, which searches the
    // same tree but cuts a node with enough empties when a shallow midgame search predicts its
    // score outside the window with the level's confidence (ProbCut, kEndgameProbCutModel).
    // Its scores are estimates: they are kept in the table apart from exact ones and serve the
    // later passes (and the exact solve) as move ordering and as a first guess of the score.
    void setSelectivity(int level);
    int selectivity() const { return level_; }

    // Threads of the next solves (1: everything on the calling thread, exactly as always). With
    // more, a node far from the end searches its first move alone, then shares the moves left
    // with a helper thread as soon as one is free (young brothers wait); scores stay the same.
    void setThreads(int threads);
    int threads() const { return threads_; }
    // The threads of a parallel search (the solver's and the midgame search's splits share them):
    // claimThread() takes a free one for a helper (false when all are at work), releaseThread()
    // gives one back, resumeThread() counts a split's owner at work again after waiting for its
    // helper (briefly more than threads() may count). Only with threads() > 1.
    bool hasFreeThread() const {
        return threads_ > 1 && busyThreads_->load(std::memory_order_relaxed) < threads_;
    }
    bool claimThread();
    void releaseThread();
    void resumeThread();
    // The threads the splits hand their moves to, kept between solves. Only with threads() > 1.
    HelperThreads& helpers() const { return *helpers_; }

    // The final disc difference for "player" (to move) under perfect play when it lies inside
    // (alpha, beta); otherwise a bound on the wrong side of the window (fail-soft).
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta);

    struct RootResult {
        int score = 0;
        int square = -1;        // best square found, -1 when none was searched completely
        bool complete = false;  // false when stopped: "square" is only the best so far
    };
    // Solves the root trying "order" (legal squares) first in that order, the other moves after.
    RootResult solveRoot(Bitboard player, Bitboard opponent, int alpha, int beta,
                         const std::vector<int>& order);

    // The exact score by a sequence of minimal-window root searches, starting near "guess".
    // Moves the best square to the front of "order".
    RootResult solveRootByProbes(Bitboard player, Bitboard opponent, int guess,
                                 std::vector<int>& order);

    // A line of perfect play from a solved position whose exact score is "score".
    std::vector<Move> principalVariation(Bitboard player, Bitboard opponent, int score);

private:
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    // Whether a node of "empties" with "movesLeft" moves still to search may share them with a
    // free thread now (after its first move).
    bool splitsAt(int empties, int movesLeft) const;
    bool searchRestInParallel(MoveList& list, int from, Bitboard player, Bitboard opponent,
                              int empties, PvsNode& node);
    int searchHashed(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int searchOrdered(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int searchParity(Bitboard player, Bitboard opponent, int alpha, int beta, int empties,
                     bool passed);
    int solveThree(Bitboard player, Bitboard opponent, int alpha, int beta, int a, int b, int c,
                   bool passed);
    int solveTwo(Bitboard player, Bitboard opponent, int alpha, int beta, int first, int second,
                 bool passed);
    int solveOne(Bitboard player, Bitboard opponent, int square);
    static constexpr int kNoScore = -100;  // below every final score

    int kind() const { return level_ ? kLowestSolverKind - 1 + level_ : kTableKind; }
    int hintMove(std::uint64_t key) const;
    bool probCut(Bitboard player, Bitboard opponent, int alpha, int beta, int empties, int& score);
    int childRefutes(const MoveList& list, Bitboard player, Bitboard opponent, int beta) const;
    int orderMoves(MoveList& list, Bitboard player, Bitboard opponent, int hashMove,
                   int from = 0) const;
    bool stabilityCut(Bitboard player, Bitboard opponent, int alpha, int empties, int& bound) const;
    // A finished game's score for "player": the disc difference, or the contempt's draw value.
    int endScore(Bitboard player, Bitboard opponent, int empties) const;
    int passAndSearch(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);

    TranspositionTable& table_;
    SearchControl& control_;
    ShallowSearch* shallow_ = nullptr;
    int level_ = 0;            // selectivity: 0 exact
    double confidence_ = 0.0;  // ProbCut's margin in standard deviations at this level
    int threads_ = 1;
    std::shared_ptr<std::atomic<int>>
        busyThreads_;  // threads at work in this solve, shared with the helpers
    std::shared_ptr<HelperThreads> helpers_;
};

// The final disc difference for "player" when the game ends now (empties go to the winner).
int finalScore(Bitboard player, Bitboard opponent);

}  // namespace verso::engine
