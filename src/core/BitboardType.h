// SPDX-License-Identifier: GPL-3.0-or-later
// The bitboard type on its own: one bit per square, a1 = bit 0, h8 = bit 63.
#pragma once

#include <cstdint>

namespace verso {
using Bitboard = std::uint64_t;
}  // namespace verso
