// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Position.h"

namespace verso {

Position::Position()
    : player_(squareBit(squareAt(3, 4)) | squareBit(squareAt(4, 3))),    // d5, e4 black
      opponent_(squareBit(squareAt(3, 3)) | squareBit(squareAt(4, 4))),  // d4, e5 white
      toMove_(Color::Black) {}

Position Position::fromColors(Bitboard black, Bitboard white, Color toMove) {
    return toMove == Color::Black ? fromPlayer(black, white, toMove)
                                  : fromPlayer(white, black, toMove);
}

Position Position::fromPlayer(Bitboard player, Bitboard opponent, Color toMove) {
    Position p;
    p.player_ = player;
    p.opponent_ = opponent;
    p.toMove_ = toMove;
    return p;
}

std::optional<Color> Position::at(int square) const {
    const Bitboard bit = squareBit(square);
    if (player_ & bit) return toMove_;
    if (opponent_ & bit) return opposite(toMove_);
    return std::nullopt;
}

bool Position::isLegal(Move move) const {
    if (move.isPass()) return !hasLegalMove();
    if (!move.isPlacement()) return false;
    return (legalMoves() & squareBit(move.square())) != 0;
}

Position Position::afterMove(Move move) const {
    if (move.isPass()) return afterPass();
    const Bitboard flipped = flips(player_, opponent_, move.square());
    return fromPlayer(opponent_ & ~flipped, player_ | flipped | squareBit(move.square()),
                      opposite(toMove_));
}

int Position::finalScoreForBlack() const {
    const int b = discCount(Color::Black);
    const int w = discCount(Color::White);
    const int empty = emptyCount();
    if (b > w) return b - w + empty;
    if (w > b) return b - w - empty;
    return 0;
}

}  // namespace verso
