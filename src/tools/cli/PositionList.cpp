// SPDX-License-Identifier: GPL-3.0-or-later
#include "PositionList.h"

#include <cctype>
#include <charconv>

#include "CliOutput.h"
#include "core/Notation.h"
#include "core/Printable.h"

namespace verso::cli {
namespace {

bool isBlank(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isBlank(text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !isBlank(text[i])) ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

// "+4", "-12", "0": from_chars takes a '-' but not a '+'.
std::optional<int> parseScore(std::string_view text) {
    if (text.size() > 1 && text.front() == '+' && text[1] != '-') text.remove_prefix(1);
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty() || value < -64 ||
        value > 64)
        return std::nullopt;
    return value;
}

// "exact", or "d" and a depth of 1 to 60.
bool isKind(std::string_view text) {
    if (text == "exact") return true;
    if (text.size() < 2 || text.size() > 3 || text.front() != 'd') return false;
    int depth = 0;
    const auto [end, ec] = std::from_chars(text.data() + 1, text.data() + text.size(), depth);
    return ec == std::errc() && end == text.data() + text.size() && depth >= 1 && depth <= 60;
}

// One line's position, or the problem (without the line number).
ParseResult<ListedPosition> parseLine(std::string_view line) {
    line = line.substr(0, line.find('#'));
    // The board's characters never spell "ref", so its first occurrence starts the reference.
    const std::size_t ref = line.find("ref");
    const std::string_view boardText = line.substr(0, ref);
    if (ref != std::string_view::npos && (ref == 0 || !isBlank(line[ref - 1])))
        return ParseError{"expected a space before 'ref'.", ref};
    auto board = parseBoard(boardText);
    if (!board) return board.error();
    ListedPosition listed;
    listed.position = board.value();
    if (listed.position.isGameOver())
        return ParseError{"the game is over in this position: nothing to search."};
    if (ref == std::string_view::npos) return listed;

    const std::vector<std::string_view> fields = words(line.substr(ref));
    if (fields.size() != 4 || fields[0] != "ref")
        return ParseError{
            "expected 'ref MOVE SCORE KIND' after the side to move, e.g. 'ref f5 +4 d18'.", ref};
    const auto move = parseMove(fields[1]);
    if (!move)
        return ParseError{"the reference move '" + printable(fields[1]) + "' is not a move.", ref};
    if (!listed.position.isLegal(*move))
        return ParseError{
            "the reference move " + move->toString() + " is not legal in this position.", ref};
    const auto score = parseScore(fields[2]);
    if (!score)
        return ParseError{"the reference score '" + printable(fields[2]) +
                              "' is not a whole number from -64 to +64.",
                          ref};
    if (!isKind(fields[3]))
        return ParseError{"the reference kind '" + printable(fields[3]) +
                              "' is neither 'exact' nor 'd' and a depth.",
                          ref};
    listed.reference = ReferenceValue{*move, *score, std::string(fields[3])};
    return listed;
}

}  // namespace

ParseResult<std::vector<ListedPosition>> parsePositionList(std::string_view text) {
    std::vector<ListedPosition> positions;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        const std::size_t lineStart = start;
        start = end + 1;
        ++lineNumber;
        const std::vector<std::string_view> fields = words(line);
        if (fields.empty() || fields.front().front() == '#') continue;
        auto listed = parseLine(line);
        if (!listed) {
            ParseError error = listed.error();
            error.message = "line " + std::to_string(lineNumber) + ": " + error.message;
            error.offset += lineStart;
            return error;
        }
        listed.value().lineNumber = lineNumber;
        positions.push_back(std::move(listed.value()));
    }
    return positions;
}

std::string formatListedPosition(const Position& position,
                                 const std::optional<ReferenceValue>& reference) {
    std::string line = formatBoard(position);
    if (reference)
        line += " ref " + reference->move.toString() + ' ' + signedValue(reference->score) + ' ' +
                reference->kind;
    return line;
}

}  // namespace verso::cli
