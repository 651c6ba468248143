// Small helpers for reading command-line arguments without exceptions.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/ParseResult.h"
#include "core/Position.h"

namespace verso::cli {

// A whole decimal integer in [min, max], or nullopt ("12x", "", "1e3" and overflow are refused).
std::optional<long long> parseInteger(std::string_view text, long long min, long long max);

// The position after "--board": BOARD may hold the side to move itself ("<64 chars> X"), or the
// side is the following argument. "used" is set to the number of arguments consumed (1 or 2).
ParseResult<Position> parseBoardArguments(const std::string& board, const std::string* side, int& used);

}  // namespace verso::cli
