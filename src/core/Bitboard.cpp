// SPDX-License-Identifier: GPL-3.0-or-later
// legalMoves() and flips() are inline (core/MoveKernels.h); this file checks the ray tables.
#include "core/Bitboard.h"

namespace verso {
static_assert(rays::kUp[0].lane[0] == 0xfeULL, "a1 east ray is b1..h1");
static_assert(rays::kUp[0].lane[2] == 0x0101010101010100ULL, "a1 south ray is a2..a8");
static_assert(rays::kDown[63].lane[3] == 0x0040201008040201ULL, "h8 north-west ray is g7..a1");
static_assert(kernels::portableLegalMoves(0x0000000810000000ULL, 0x0000001008000000ULL) ==
                  0x0000102004080000ULL,
              "the start position has d3, c4, f5 and e6");
}  // namespace verso
