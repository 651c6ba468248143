// SPDX-License-Identifier: GPL-3.0-or-later
// One practice puzzle: a position, its side to move and the value of its moves, where it came
// from, and when it comes back (its spaced-repetition state, see Schedule).
#pragma once

#include <QDate>

#include <string>
#include <vector>

#include "core/Position.h"

namespace verso::session {

enum class PuzzleKind { OwnMistake, Endgame };
constexpr int kPuzzleKindCount = 2;

// A move and its value in discs for the side to move.
struct MoveScore {
    Move move = Move::none();
    int score = 0;
    friend bool operator==(const MoveScore&, const MoveScore&) = default;
};

struct Puzzle {
    Position position;
    PuzzleKind kind = PuzzleKind::Endgame;
    // Best first. Every legal move once "valued"; until then (an own mistake fresh from its
    // review) only the review's best move and the move played.
    std::vector<MoveScore> values;
    bool valued = false;
    bool exact = false;          // the values are perfect play
    Move played = Move::none();  // own mistakes: the move the person played
    std::vector<Move> line;      // the best line, starting with the best move (may be empty)
    std::string source;          // the game it comes from, as its file names it
    int step = 0;                // right answers in a row (Schedule)
    QDate due;                   // when it is asked next

    int empties() const { return position.emptyCount(); }
    Move best() const { return values.empty() ? Move::none() : values.front().move; }
    int bestScore() const { return values.empty() ? 0 : values.front().score; }
    const MoveScore* find(Move move) const;
    // The same puzzle: the same position and kind.
    bool samePuzzle(const Puzzle& other) const {
        return kind == other.kind && position == other.position;
    }
    friend bool operator==(const Puzzle&, const Puzzle&) = default;
};

// +1 won, 0 drawn, -1 lost.
constexpr int outcomeOf(int score) { return score > 0 ? 1 : score < 0 ? -1 : 0; }

}  // namespace verso::session
