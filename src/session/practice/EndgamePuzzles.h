// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from real endgames: positions of a game library's games (WTHOR databases, the kept
// games) at a chosen number of empty squares where perfect play has one clearly best move: every
// other move loses at least kMargin discs against it or gives away the result. Every value is
// exact (the engine's exact solver). Games are taken from the library's filter (a player, years)
// in random order.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/GameLibrary.h"
#include "engine/MoveAnalysis.h"
#include "session/practice/Puzzle.h"

namespace verso::engine {
class Searcher;
}

namespace verso::session {

struct EndgameChoice {
    static constexpr int kLeastEmpties = 8, kMostEmpties = 20;
    int empties = 14;
    std::string player;  // empty: any
    int yearFrom = 0, yearTo = 0;
    friend bool operator==(const EndgameChoice&, const EndgameChoice&) = default;
};

class EndgamePuzzles {
public:
    static constexpr int kMargin = 4;
    // Positions whose best two moves a kShallowDepth search finds less than kShallowGap discs
    // apart are passed over without solving (every puzzle is still checked exactly).
    static constexpr int kShallowDepth = 8, kShallowGap = 2;

    EndgamePuzzles(std::shared_ptr<const GameLibrary> library, const EndgameChoice& choice,
                   unsigned seed);
    int gameCount() const { return static_cast<int>(games_.size()); }

    // The next puzzle from the games not tried yet, skipping those "known" already holds; nothing
    // when the games run out or *stop becomes true.
    std::optional<Puzzle> next(engine::Searcher& searcher, const std::vector<Puzzle>& known,
                               const std::atomic<bool>* stop = nullptr);

    // The puzzle of an exact analysis when its best move is clearly best; otherwise nothing.
    static std::optional<Puzzle> clearBest(const Position& position,
                                           const engine::Analysis& analysis);
    // The position of "game" with "empties" empty squares and the side to move to play, if any.
    static std::optional<Position> positionAt(const GameLibrary& library, int game, int empties);

private:
    std::string sourceOf(int game) const;

    std::shared_ptr<const GameLibrary> library_;
    EndgameChoice choice_;
    std::vector<int> games_;  // still to try, the next at the back
};

}  // namespace verso::session
