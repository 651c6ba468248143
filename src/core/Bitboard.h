// Bitboard primitives: one bit per square, a1 = bit 0, h8 = bit 63 (index = row * 8 + column).
#pragma once

#include <bit>
#include <cstdint>

#include "core/BitboardType.h"
#include "core/MoveKernels.h"

namespace verso {

constexpr Bitboard squareBit(int square) { return Bitboard{1} << square; }
constexpr int popCount(Bitboard b) { return std::popcount(b); }
constexpr int firstSquare(Bitboard b) { return std::countr_zero(b); }

// Squares a side to move ("player") may play against "opponent".
inline Bitboard legalMoves(Bitboard player, Bitboard opponent) { return kernels::bestLegalMoves(player, opponent); }

// Discs flipped when "player" places on "square" (0 when the move flips nothing or the square is taken).
inline Bitboard flips(Bitboard player, Bitboard opponent, int square) {
    if ((player | opponent) & squareBit(square)) return 0;
    return kernels::bestFlipsOnEmpty(player, opponent, square);
}

}  // namespace verso
