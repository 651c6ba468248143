// SPDX-License-Identifier: GPL-3.0-or-later
// The value of every legal move of a position (Qt-free): what analysis mode shows on the board,
// what `verso-cli analyze` prints and what the game review compares a played move with.
//
// Each move is valued by searching the position after it, one iteration deeper at a time for all
// moves together (iterative deepening over the whole root), so every report has a value for every
// move and the values refine as the search deepens. Near the end of the game the moves are proven:
// win/loss/draw first where only that is within reach, then exactly. Unlike Searcher::search,
// which only proves that its best move is best, every value here is a value of its own (a full
// window per move), so a move's loss against the best one can be read off.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/Position.h"
#include "engine/Search.h"

namespace verso::engine {

enum class Proof {
    None,         // an estimate of a midgame search of "depth" plies
    WinLossDraw,  // the sign of the score is proven (won, drawn or lost); the discs are an estimate
    Exact,        // the final disc difference under perfect play
};

struct MoveValue {
    Move move = Move::none();  // a legal move, or the pass when the side to move has none
    int score = 0;             // in discs, for the side to move; with Proof::WinLossDraw an
                    // estimate that agrees with the proven sign (>= 2 won, 0 drawn, <= -2 lost)
    int outcome = 0;  // with a proof: +1 won, 0 drawn, -1 lost; otherwise the sign of score
    int depth = 0;    // plies searched from the root (1: the evaluation after the move);
                      // with Proof::Exact the empties of the root
    Proof proof = Proof::None;
    std::vector<Move> pv;  // the expected line, starting with "move"
    bool inBook = false;  // a move of the opening book: score is the book's value (applyBookValues)
};

struct AnalysisLimits {
    int depth = 60;  // deepest midgame iteration, in plies from the root
    int exactEmpties =
        22;  // every move is solved exactly when the root has at most this many empties
    int wldEmpties =
        24;  // ... and proven won, drawn or lost up to this many (when more than exactEmpties)
    std::uint64_t maxNodes = 0;            // 0: none
    std::chrono::milliseconds maxTime{0};  // 0: none
    // The least time between two reports within one iteration (each iteration reports at its end).
    std::chrono::milliseconds reportInterval{100};
    int threads = 1;  // threads of each move's search (SearchLimits::threads)
};

struct Analysis {
    std::vector<MoveValue>
        moves;      // every legal move (or the one pass), best first; empty when the game is over
    int depth = 0;  // the depth every move has been searched to (the least of the moves')
    bool exact = false;     // every move is exact
    bool complete = false;  // nothing more to do within the limits (false when stopped)
    std::uint64_t nodes = 0;
    double seconds = 0.0;

    const MoveValue* find(Move move) const;
    const MoveValue* best() const { return moves.empty() ? nullptr : &moves.front(); }
};

using AnalysisProgress = std::function<void(const Analysis&)>;

// Values every legal move of "position". Reports to "progress" (on the calling thread) after each
// completed iteration, after each proven move and at most every limits.reportInterval in between.
// Returns what it has when *stop becomes true (the values of the last completed searches).
Analysis analyzeMoves(Searcher& searcher, const Position& position, const AnalysisLimits& limits,
                      const std::atomic<bool>* stop = nullptr,
                      const AnalysisProgress& progress = {});

// The value of one move (or the pass) in "position" for the side to move, searched as
// analyzeMoves would at "depth" plies (exact when "position" has at most "exactEmpties" empties,
// as analyzeMoves decides for its root, or when the depth reaches the end). Used to value a
// played move, searched on "threads" threads. Nothing when *stop became true first.
std::optional<MoveValue> valueOfMove(Searcher& searcher, const Position& position, Move move,
                                     int depth, int exactEmpties,
                                     const std::atomic<bool>* stop = nullptr, int threads = 1);

}  // namespace verso::engine
