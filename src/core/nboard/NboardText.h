// SPDX-License-Identifier: GPL-3.0-or-later
// Text helpers of the NBoard protocol: evaluations, principal variations, search depths, numbers.
// Qt-free.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/Square.h"

namespace verso::nboard {

// "2.00", "-3.50": a disc difference with two decimals.
std::string evalText(double discs);
// Moves run together, upper case, passes as PA: "F5D6C3PA".
std::string pvText(const std::vector<Move>& pv);
// "12", or "100%" for an exact (perfect-play) result.
std::string depthText(int depth, bool exact);
// A whole decimal integer (optional sign), nullopt for anything else.
std::optional<int> parseInt(std::string_view text);
// The first word of "line" and the rest with the separating blanks removed.
std::pair<std::string_view, std::string_view> splitWord(std::string_view line);

}  // namespace verso::nboard
