// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers for reading command-line arguments without exceptions.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ParseResult.h"
#include "core/Position.h"

namespace verso::cli {

// A whole decimal integer in [min, max], or nullopt ("12x", "", "1e3" and overflow are refused).
std::optional<long long> parseInteger(std::string_view text, long long min, long long max);

// The integer value of option args[i] (in [min, max]) from args[i + 1], into "into"; "i" moves
// past the value. When it is not such a number, prints "PROGRAM COMMAND: OPTION needs a number
// from MIN to MAX, not 'TEXT'" on standard error and returns false. args[i + 1] must exist.
bool takeInteger(const std::vector<std::string>& args, std::size_t& i, std::string_view command,
                 long long min, long long max, int& into);

// The position after "--board": BOARD may hold the side to move itself ("<64 chars> X"), or the
// side is the following argument. "used" is set to the number of arguments consumed (1 or 2).
ParseResult<Position> parseBoardArguments(const std::string& board, const std::string* side,
                                          int& used);

// Reads "--board" at args[i]: its position (BOARD, and SIDE when BOARD does not hold it) into
// "into", and moves "i" past what it used. "problem" is empty when it was read, otherwise a
// sentence; "badPosition" tells a position that cannot be read from one that is missing.
struct BoardArgument {
    std::string problem;
    bool badPosition = false;
};
BoardArgument takeBoardArgument(const std::vector<std::string>& args, std::size_t& i,
                                Position& into);

}  // namespace verso::cli
