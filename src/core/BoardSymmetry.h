// SPDX-License-Identifier: GPL-3.0-or-later
// The eight symmetries of the board as bitboard transforms (a1 = bit 0, index = row * 8 + column).
// Qt-free; the engine's patterns, the opening book, the game library and the opening names use
// them.
#pragma once

#include "core/Bitboard.h"

#include <utility>

namespace verso {

// Row r <-> row 7 - r (a1 <-> a8).
constexpr Bitboard flipVertical(Bitboard b) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_bswap64(b);
#else
    b = ((b >> 8) & 0x00ff00ff00ff00ffULL) | ((b & 0x00ff00ff00ff00ffULL) << 8);
    b = ((b >> 16) & 0x0000ffff0000ffffULL) | ((b & 0x0000ffff0000ffffULL) << 16);
    return (b >> 32) | (b << 32);
#endif
}

// Column c <-> column 7 - c (a1 <-> h1).
constexpr Bitboard mirrorHorizontal(Bitboard b) {
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    return ((b >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((b & 0x0f0f0f0f0f0f0f0fULL) << 4);
}

// Square (row, column) <-> (column, row): the reflection in the a1-h8 diagonal.
constexpr Bitboard transpose(Bitboard b) {
    // Three delta swaps: 4x4 blocks, then 2x2 blocks, then single squares across the diagonal.
    Bitboard t = (b ^ (b >> 28)) & 0x00000000f0f0f0f0ULL;
    b ^= t ^ (t << 28);
    t = (b ^ (b >> 14)) & 0x0000cccc0000ccccULL;
    b ^= t ^ (t << 14);
    t = (b ^ (b >> 7)) & 0x00aa00aa00aa00aaULL;
    return b ^ t ^ (t << 7);
}

// Symmetry number s (0..7) applied to a bitboard: bit 0 mirrors the columns, bit 1 flips the rows,
// bit 2 then transposes. Symmetry 0 is the identity.
constexpr Bitboard applySymmetry(Bitboard b, int s) {
    if (s & 1) b = mirrorHorizontal(b);
    if (s & 2) b = flipVertical(b);
    if (s & 4) b = transpose(b);
    return b;
}

// The square that "square" moves to under symmetry s (consistent with applySymmetry).
constexpr int symmetricSquare(int square, int s) {
    int row = square / 8, column = square % 8;
    if (s & 1) column = 7 - column;
    if (s & 2) row = 7 - row;
    if (s & 4) {
        const int t = row;
        row = column;
        column = t;
    }
    return row * 8 + column;
}

// A board up to symmetry: the smallest (player, opponent) pair among its eight images, and the
// symmetry that turns the board into it. Opening books key their positions by it.
struct CanonicalBoard {
    Bitboard player = 0;
    Bitboard opponent = 0;
    int symmetry = 0;
};
constexpr CanonicalBoard canonicalBoard(Bitboard player, Bitboard opponent) {
    CanonicalBoard best{player, opponent, 0};
    for (int s = 1; s < 8; ++s) {
        const Bitboard p = applySymmetry(player, s);
        const Bitboard o = applySymmetry(opponent, s);
        if (std::pair(p, o) < std::pair(best.player, best.opponent)) best = {p, o, s};
    }
    return best;
}

// The square that symmetry s maps onto "square" (the inverse of symmetricSquare).
constexpr int inverseSymmetricSquare(int square, int s) {
    for (int original = 0; original < 64; ++original)
        if (symmetricSquare(original, s) == square) return original;
    return -1;  // not reached: every symmetry is a permutation of the squares
}

}  // namespace verso
