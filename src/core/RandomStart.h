// SPDX-License-Identifier: GPL-3.0-or-later
// A start position of a given number of discs reached by random legal play from the start
// position, for New Game's random starts. Qt-free.
#pragma once

#include "core/GameRecord.h"

namespace verso {

// The fewest and most discs a random start may ask for.
inline constexpr int kMinRandomStartDiscs = 5;
inline constexpr int kMaxRandomStartDiscs = 56;

// A game from the start position played by random legal moves (forced passes recorded) until the
// board holds "discs" discs (clamped to the range above), the cursor at its end. A game that ends
// sooner (or is over right there) is thrown away and another one played; the same seed always gives
// the same game.
GameRecord randomStart(int discs, unsigned seed);

}  // namespace verso
