// SPDX-License-Identifier: GPL-3.0-or-later
// A Reversi position as a value: the side to move's discs, the opponent's discs, and whose turn it
// is.
#pragma once

#include <optional>

#include "core/Bitboard.h"
#include "core/Square.h"

namespace verso {

class Position {
public:
    // The standard start: d4 and e5 white, d5 and e4 black, black to move.
    Position();
    static Position initial() { return Position(); }
    static Position fromColors(Bitboard black, Bitboard white, Color toMove);
    static Position fromPlayer(Bitboard player, Bitboard opponent, Color toMove);

    Bitboard player() const { return player_; }
    Bitboard opponent() const { return opponent_; }
    Color sideToMove() const { return toMove_; }
    Bitboard discs(Color c) const { return c == toMove_ ? player_ : opponent_; }
    Bitboard black() const { return discs(Color::Black); }
    Bitboard white() const { return discs(Color::White); }
    Bitboard empties() const { return ~(player_ | opponent_); }
    std::optional<Color> at(int square) const;

    int discCount(Color c) const { return popCount(discs(c)); }
    int emptyCount() const { return popCount(empties()); }

    Bitboard legalMoves() const { return verso::legalMoves(player_, opponent_); }
    bool hasLegalMove() const { return legalMoves() != 0; }
    bool opponentHasLegalMove() const { return verso::legalMoves(opponent_, player_) != 0; }
    // The side to move has no placing move but the opponent has one.
    bool mustPass() const { return !hasLegalMove() && opponentHasLegalMove(); }
    // Neither side can place a disc (full board, wipe-out or blocked).
    bool isGameOver() const { return !hasLegalMove() && !opponentHasLegalMove(); }
    // A placing move that flips something, or a pass when no placing move exists.
    bool isLegal(Move move) const;

    // Precondition: isLegal(move).
    Position afterMove(Move move) const;
    Position afterPass() const { return fromPlayer(opponent_, player_, opposite(toMove_)); }

    // Black's discs minus white's, with empty squares going to the winner (the standard score).
    int finalScoreForBlack() const;

    friend bool operator==(const Position&, const Position&) = default;

private:
    Bitboard player_;
    Bitboard opponent_;
    Color toMove_;
};

}  // namespace verso
