// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/XotOpenings.h"

#include <string>

#include "core/Notation.h"
#include "core/Position.h"
#include "core/Printable.h"

namespace verso {

namespace {

std::string_view trimmed(std::string_view line) {
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = line.find_last_not_of(" \t\r");
    return line.substr(first, last - first + 1);
}

ParseError lineError(int number, std::size_t offset, const std::string& what) {
    return ParseError{"line " + std::to_string(number) + ": " + what, offset};
}

// The eight moves of one opening line, or why the line is not one.
ParseResult<std::vector<Move>> parseLine(std::string_view line, int number, std::size_t offset) {
    if (line.size() != 2 * kXotMoves)
        return lineError(number, offset,
                         "an XOT opening is eight moves such as f5d6c4d3c2b3b4b5, not \"" +
                             printable(line.substr(0, 40)) + "\".");
    std::vector<Move> moves;
    Position p = Position::initial();
    for (int i = 0; i < kXotMoves; ++i) {
        const std::string_view name = line.substr(static_cast<std::size_t>(2 * i), 2);
        const auto move = parseMove(name);
        if (!move || move->isPass() || !p.isLegal(*move))
            return lineError(number, offset + static_cast<std::size_t>(2 * i),
                             "move " + std::to_string(i + 1) + " \"" + printable(name) +
                                 "\" is not a legal move there.");
        moves.push_back(*move);
        p = p.afterMove(*move);
    }
    return moves;
}

}  // namespace

ParseResult<std::vector<std::vector<Move>>> parseXotOpenings(std::string_view text) {
    std::vector<std::vector<Move>> openings;
    std::size_t start = 0;
    for (int number = 1; start < text.size(); ++number) {
        auto end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view raw = text.substr(start, end - start);
        const std::string_view line = trimmed(raw);
        const std::size_t offset = start + (line.empty() ? 0 : raw.find(line.front()));
        start = end + 1;
        if (line.empty() || line.front() == '#') continue;
        auto moves = parseLine(line, number, offset);
        if (!moves) return moves.error();
        openings.push_back(std::move(moves.value()));
    }
    if (openings.empty()) return ParseError{"no XOT opening in the text.", 0};
    return openings;
}

}  // namespace verso
