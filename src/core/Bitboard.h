// SPDX-License-Identifier: GPL-3.0-or-later
// Bitboard primitives: one bit per square, a1 = bit 0, h8 = bit 63 (index = row * 8 + column).
#pragma once

#include <bit>
#include <cstdint>

#include "core/BitboardType.h"
#include "core/MoveKernels.h"

namespace verso {

constexpr Bitboard squareBit(int square) { return Bitboard{1} << square; }
// Without the POPCNT instruction (the portable x86-64 build), std::popcount calls a library
// routine; the same count in a few inline operations is about twice as fast in the search.
constexpr int popCount(Bitboard b) {
#if defined(__x86_64__) && !defined(__POPCNT__)
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
#else
    return std::popcount(b);
#endif
}
constexpr int firstSquare(Bitboard b) { return std::countr_zero(b); }

// Squares a side to move ("player") may play against "opponent".
inline Bitboard legalMoves(Bitboard player, Bitboard opponent) {
    return kernels::bestLegalMoves(player, opponent);
}

// Discs flipped when "player" places on "square" (0 when the move flips nothing or the square is
// taken).
inline Bitboard flips(Bitboard player, Bitboard opponent, int square) {
    if ((player | opponent) & squareBit(square)) return 0;
    return kernels::bestFlipsOnEmpty(player, opponent, square);
}

}  // namespace verso
