// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/EndgameSuite.h"
#include "core/Printable.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <initializer_list>

namespace verso {

namespace {

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

// Joins pieces with append (operator+ chains trip a false GCC 12 -Wrestrict warning).
std::string joined(std::initializer_list<std::string_view> pieces) {
    std::string text;
    for (const std::string_view piece : pieces) text.append(piece);
    return text;
}

std::optional<ScoredMoveEntry> parseMoveScore(std::string_view item, std::string& error) {
    const auto colon = item.find(':');
    if (colon == std::string_view::npos) {
        error = joined({"expected MOVE:SCORE, found '", printable(item), "'"});
        return std::nullopt;
    }
    const std::string_view name = trimmed(item.substr(0, colon));
    std::string_view number = trimmed(item.substr(colon + 1));
    ScoredMoveEntry entry;
    if (name == "PA" || name == "pa" || name == "PS" || name == "ps") {
        entry.move = Move::pass();
    } else if (const auto sq = parseSquare(name)) {
        entry.move = Move::at(*sq);
    } else {
        error = joined({"'", printable(name), "' is not a square"});
        return std::nullopt;
    }
    // from_chars takes a '-' but not a '+'; one sign at most ("+-4" is not a score).
    if (number.size() > 1 && number.front() == '+' && number[1] != '-') number.remove_prefix(1);
    const auto [end, ec] =
        std::from_chars(number.data(), number.data() + number.size(), entry.score);
    if (ec != std::errc{} || end != number.data() + number.size() || entry.score < -64 ||
        entry.score > 64) {
        error = joined({"'", printable(number), "' is not a score between -64 and +64"});
        return std::nullopt;
    }
    return entry;
}

}  // namespace

std::optional<int> EndgamePosition::expectedScore() const {
    if (moveScores.empty()) return std::nullopt;
    return std::max_element(moveScores.begin(), moveScores.end(),
                            [](const auto& a, const auto& b) { return a.score < b.score; })
        ->score;
}

std::optional<EndgamePosition> parseObfLine(std::string_view line, std::string& error) {
    line = trimmed(line);
    if (line.size() < 66) {
        error = "expected 64 squares, a space and the side to move";
        return std::nullopt;
    }
    Bitboard black = 0, white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = line[static_cast<std::size_t>(sq)];
        if (c == 'X' || c == 'x' || c == '*') black |= squareBit(sq);
        else if (c == 'O' || c == 'o') white |= squareBit(sq);
        else if (c != '-' && c != '.') {
            error = joined({"square ", squareName(sq), " holds '",
                            printable(std::string_view(&c, 1)), "', expected X, O or -"});
            return std::nullopt;
        }
    }
    std::string_view rest = trimmed(line.substr(64));
    if (rest.empty() ||
        (std::toupper(static_cast<unsigned char>(rest.front())) != 'X' &&
         std::toupper(static_cast<unsigned char>(rest.front())) != 'O' && rest.front() != '*')) {
        error = "expected the side to move (X or O) after the board";
        return std::nullopt;
    }
    const Color toMove =
        std::toupper(static_cast<unsigned char>(rest.front())) == 'O' ? Color::White : Color::Black;
    EndgamePosition result;
    result.position = Position::fromColors(black, white, toMove);
    rest.remove_prefix(1);
    while (!(rest = trimmed(rest)).empty()) {
        if (rest.front() == ';') {
            rest.remove_prefix(1);
            continue;
        }
        const auto end = rest.find(';');
        const auto entry = parseMoveScore(rest.substr(0, end), error);
        if (!entry) return std::nullopt;
        if (!result.position.isLegal(entry->move)) {
            error = joined({entry->move.toString(), " is not a legal move in this position"});
            return std::nullopt;
        }
        result.moveScores.push_back(*entry);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    }
    return result;
}

EndgameSuite readObf(std::istream& in) {
    EndgameSuite suite;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::string_view content = trimmed(line);
        if (content.empty() || content.front() == '%' || content.front() == '#') continue;
        std::string error;
        auto parsed = parseObfLine(content, error);
        if (!parsed) {
            suite.error = joined({"line ", std::to_string(number), ": ", error});
            return suite;
        }
        parsed->lineNumber = number;
        suite.positions.push_back(std::move(*parsed));
    }
    return suite;
}

}  // namespace verso
