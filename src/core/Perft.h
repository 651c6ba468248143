// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the number of leaves of the game tree a given number of plies deep, the correctness and
// speed yardstick of move generation. A pass uses up one ply; a finished game is one leaf.
#pragma once

#include <cstdint>

#include "core/Position.h"

namespace verso {

// Leaves "depth" plies below "position" (1 when depth <= 0).
std::uint64_t perft(const Position& position, int depth);

}  // namespace verso
