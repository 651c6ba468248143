// SPDX-License-Identifier: GPL-3.0-or-later
// Static evaluation of a midgame position (Qt-free).
#pragma once

#include "core/Bitboard.h"

namespace verso::engine {

// Evaluation scores are estimated final disc differences for the side to move, in these units.
constexpr int kEvalUnitsPerDisc = 128;
constexpr int kEvalMax = 64 * kEvalUnitsPerDisc;

// Estimated final disc difference for "player" (the side to move) in kEvalUnitsPerDisc units,
// within [-kEvalMax, kEvalMax]. Thread-safe (read-only after first use).
int evaluate(Bitboard player, Bitboard opponent);

// Decodes the built-in weights now rather than at the first evaluation (tens of milliseconds), so
// that a search with a time budget does not pay for it: a Searcher calls it when it is made.
void prepareEvaluation();

}  // namespace verso::engine
