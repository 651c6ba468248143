// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a game (Qt-free): for every move of both sides, the best move and its value, the
// value of the move played and what it cost, each move classed, and a summary per side. The same
// code serves Game > Review Game in the window and `verso-cli review`.
//
// The positions are reviewed from the end of the game backwards: near the end every value is
// exact (positions with at most ReviewSettings::exactEmpties empties), and a position's own value
// is known before the moves that lead to it are judged, so a played move in the exact range costs
// no search of its own. Earlier, the best move comes from a search of "depth" plies and the move
// played (when another) from a search of the position after it, one ply shallower: both values
// are estimates of the same depth.
//
// Classes (loss in discs against the best move; "good" etc. are inclusive upper bounds):
//   best 0, good <= 1, inaccuracy <= 3, mistake <= 7, blunder > 7.
// Exact losses are even numbers of discs, so in the exact range "good" does not occur; there a
// move that gives away a won or drawn game (the proven outcome gets worse) is at least a mistake,
// however few discs it costs, because that is what decides a game. Forced moves (a single legal
// move, or a pass) are not judged.
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/Position.h"
#include "engine/Search.h"

namespace verso::engine {

enum class MoveClass { Forced, Best, Good, Inaccuracy, Mistake, Blunder };
constexpr int kMoveClassCount = 6;

struct ReviewSettings {
    int depth = 14;         // midgame search depth of the best move (plies)
    int exactEmpties = 22;  // positions with at most this many empties are judged exactly
    int threads = 1;        // threads of each search (SearchLimits::threads)
};

// A position's value from the side to move's point of view.
struct PositionValue {
    bool known = false;
    int score = 0;  // in discs, for the side to move
    int depth = 0;  // plies searched (the empties when exact)
    bool exact = false;
};

struct ReviewedMove {
    int ply = 0;                // the move leads from positionAt(ply) to positionAt(ply + 1)
    Color side = Color::Black;  // who played it
    Move played = Move::none();
    int playedValue = 0;       // in discs, for "side"
    Move best = Move::none();  // the best move (the played one when it is as good)
    int bestValue = 0;
    int loss = 0;        // bestValue - playedValue, never negative
    bool exact = false;  // both values are exact
    int depth = 0;       // plies searched (the empties when exact)
    MoveClass moveClass = MoveClass::Forced;
    std::vector<Move> bestLine;  // the expected line after the best move, starting with it
    bool judged = false;         // reviewed yet (a review stopped midway leaves some unjudged)
};

struct SideSummary {
    int judgedMoves = 0;  // moves that were not forced
    int totalLoss = 0;
    double averageLoss = 0.0;                   // over the judged moves
    std::array<int, kMoveClassCount> counts{};  // indexed by MoveClass
    std::vector<int>
        biggestMistakes;  // plies of the (up to) three costliest moves, costliest first
};

struct GameReview {
    ReviewSettings settings;
    std::vector<ReviewedMove> moves;       // one per move of the record, passes included
    std::vector<PositionValue> positions;  // one per position, moves.size() + 1
    SideSummary black, white;
    bool complete = false;  // every move judged

    const SideSummary& summary(Color side) const { return side == Color::Black ? black : white; }
    // The value of the position at "ply" for Black, when known.
    std::optional<int> valueForBlack(int ply, const Position& position) const;
};

MoveClass classifyLoss(int loss);
// The class of a move that lost "loss" discs, with the outcomes (+1 won, 0 drawn, -1 lost) of the
// best and the played move when they are proven (exact).
MoveClass classifyMove(int loss, bool exact, int bestValue, int playedValue);
const char* moveClassName(
    MoveClass moveClass);  // "best", "good", "inaccuracy", "mistake", "blunder", "forced"

// The summaries of both sides from the judged moves.
void summarize(GameReview& review);

// Called after each position is reviewed (on the calling thread) with the review so far, the
// positions done and their number.
using ReviewProgress = std::function<void(const GameReview& soFar, int done, int total)>;

// Reviews the game of "moves" (passes included, each legal) from "start". When *stop becomes
// true, returns what is done, with complete false.
GameReview reviewGame(Searcher& searcher, const Position& start, const std::vector<Move>& moves,
                      const ReviewSettings& settings, const std::atomic<bool>* stop = nullptr,
                      const ReviewProgress& progress = {});

// A review as text, to keep it with the game (a GGF property; see README): the settings, then one
// entry per move: the best line (up to 8 moves), its value, the played move's value and the
// depth ("x" when exact), and the last position's value.
std::string formatReview(const GameReview& review);
// Reads formatReview's text back for the game of "moves" from "start": nothing when the text is
// not a review of this game (wrong length, an illegal best line, values out of range).
std::optional<GameReview> parseReview(std::string_view text, const Position& start,
                                      const std::vector<Move>& moves);

}  // namespace verso::engine
