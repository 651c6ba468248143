// Bitboard primitives: one bit per square, a1 = bit 0, h8 = bit 63 (index = row * 8 + column).
#pragma once

#include <bit>
#include <cstdint>

namespace verso {

using Bitboard = std::uint64_t;

constexpr Bitboard squareBit(int square) { return Bitboard{1} << square; }
constexpr int popCount(Bitboard b) { return std::popcount(b); }
constexpr int firstSquare(Bitboard b) { return std::countr_zero(b); }

// Squares a side to move ("player") may play against "opponent".
Bitboard legalMoves(Bitboard player, Bitboard opponent);

// Discs flipped when "player" places on "square" (0 when the move flips nothing).
Bitboard flips(Bitboard player, Bitboard opponent, int square);

}  // namespace verso
