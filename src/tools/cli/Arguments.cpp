// SPDX-License-Identifier: GPL-3.0-or-later
#include "Arguments.h"

#include <charconv>
#include <iostream>

#include "Command.h"
#include "core/Notation.h"
#include "core/Printable.h"

namespace verso::cli {

std::optional<long long> parseInteger(std::string_view text, long long min, long long max) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty() || value < min || value > max)
        return std::nullopt;
    return value;
}

bool takeInteger(const std::vector<std::string>& args, std::size_t& i, std::string_view command,
                 long long min, long long max, int& into) {
    const std::string& option = args[i];
    const auto v = parseInteger(args[++i], min, max);
    if (!v) {
        std::cerr << programName() << ' ' << command << ": " << option << " needs a number from "
                  << min << " to " << max << ", not '" << printable(args[i]) << "'\n";
        return false;
    }
    into = static_cast<int>(*v);
    return true;
}

ParseResult<Position> parseBoardArguments(const std::string& board, const std::string* side,
                                          int& used) {
    used = 1;
    auto alone = parseBoard(board);
    if (alone || side == nullptr) return alone;
    auto joined = parseBoard(board + " " + *side);
    if (joined) used = 2;
    return joined;
}

BoardArgument takeBoardArgument(const std::vector<std::string>& args, std::size_t& i,
                                Position& into) {
    if (i + 1 >= args.size())
        return {"--board needs a position: 64 squares and the side to move (X or O).", false};
    int used = 1;
    const auto board =
        parseBoardArguments(args[i + 1], i + 2 < args.size() ? &args[i + 2] : nullptr, used);
    if (!board) return {"bad --board position: " + board.message(), true};
    into = board.value();
    i += static_cast<std::size_t>(used);
    return {};
}

}  // namespace verso::cli
