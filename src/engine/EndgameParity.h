// SPDX-License-Identifier: GPL-3.0-or-later
// Quadrant parity for the endgame solver's move ordering (Qt-free): in the last empties, playing
// first in a quadrant with an odd number of empties tends to leave the opponent the unfavourable
// parity.
#pragma once

#include "core/Bitboard.h"

namespace verso::engine {

// The four 4x4 quadrants.
inline constexpr Bitboard kQuadrants[4] = {0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL,
                                           0x0f0f0f0f00000000ULL, 0xf0f0f0f000000000ULL};

// Quadrant of a square (its index in kQuadrants).
constexpr int quadrantOf(int square) { return ((square >> 4) & 2) | ((square >> 2) & 1); }

// The squares of every quadrant that holds an odd number of "empties".
inline Bitboard oddQuadrants(Bitboard empties) {
    Bitboard odd = 0;
    for (const Bitboard q : kQuadrants)
        if (popCount(empties & q) & 1) odd |= q;
    return odd;
}

}  // namespace verso::engine
