// SPDX-License-Identifier: GPL-3.0-or-later
// Rays from every square in the eight directions, for move generation. The four "up" directions
// go towards higher square indices (east +1, south-west +7, south +8, south-east +9), the four
// "down" ones towards lower indices (west -1, north-east -7, north -8, north-west -9). Each ray
// excludes its starting square and stops at the board's edge.
#pragma once

#include <array>

#include <cstddef>

#include "core/BitboardType.h"

namespace verso::rays {

struct Step {
    int column;
    int row;
};
inline constexpr std::array<Step, 4> kUpSteps = {{{1, 0}, {-1, 1}, {0, 1}, {1, 1}}};
inline constexpr std::array<Step, 4> kDownSteps = {{{-1, 0}, {1, -1}, {0, -1}, {-1, -1}}};

constexpr Bitboard ray(int square, Step step) {
    Bitboard bits = 0;
    int column = square % 8 + step.column;
    int row = square / 8 + step.row;
    for (; column >= 0 && column < 8 && row >= 0 && row < 8;
         column += step.column, row += step.row) {
        bits |= Bitboard{1} << (row * 8 + column);
    }
    return bits;
}

// Four rays of one square, aligned so a SIMD register can load them at once.
struct alignas(32) FourRays {
    Bitboard lane[4];
};

constexpr std::array<FourRays, 64> makeRays(const std::array<Step, 4>& steps) {
    std::array<FourRays, 64> table{};
    for (int sq = 0; sq < 64; ++sq)
        for (int d = 0; d < 4; ++d)
            table[static_cast<std::size_t>(sq)].lane[d] =
                ray(sq, steps[static_cast<std::size_t>(d)]);
    return table;
}

inline constexpr std::array<FourRays, 64> kUp = makeRays(kUpSteps);
inline constexpr std::array<FourRays, 64> kDown = makeRays(kDownSteps);

}  // namespace verso::rays
