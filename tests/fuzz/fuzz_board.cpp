// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target for board strings (core/Notation: parseBoard, formatBoard, formatSquares,
// boardDiagram). parseBoard is compared with a small reference reader of the same grammar written
// here; a board read must be written and read back equal. Errors must point inside the text.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "FuzzCheck.h"
#include "core/Notation.h"

using namespace verso;

namespace {

constexpr const char* kTarget = "fuzz_board";

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// The grammar of Notation.h, read the plain way: 64 square marks among blanks, blanks, the side
// to move, blanks to the end.
std::optional<Position> referenceBoard(std::string_view text) {
    Bitboard black = 0, white = 0;
    std::size_t i = 0;
    for (int square = 0; square < 64; ++i) {
        if (i >= text.size()) return std::nullopt;
        const char c = text[i];
        if (isBlank(c)) continue;
        if (c == 'X' || c == 'x' || c == '*') black |= Bitboard{1} << square;
        else if (c == 'O' || c == 'o' || c == '0') white |= Bitboard{1} << square;
        else if (c != '-' && c != '.') return std::nullopt;
        ++square;
    }
    while (i < text.size() && isBlank(text[i])) ++i;
    if (i >= text.size()) return std::nullopt;
    const std::string_view blackMarks = "Xx*Bb", whiteMarks = "Oo0Ww";
    const char side = text[i++];
    if (blackMarks.find(side) == std::string_view::npos &&
        whiteMarks.find(side) == std::string_view::npos)
        return std::nullopt;
    for (; i < text.size(); ++i)
        if (!isBlank(text[i])) return std::nullopt;
    return Position::fromColors(
        black, white,
        blackMarks.find(side) != std::string_view::npos ? Color::Black : Color::White);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::asText(data, size);
    const auto board = parseBoard(text);
    const auto reference = referenceBoard(text);
    if (board.ok() != reference.has_value())
        fuzz::fail(kTarget,
                   board.ok() ? "read, but the reference refuses it"
                              : "refused (" + board.message() + "), but the reference reads it",
                   text);
    if (!board) {
        if (board.message().empty()) fuzz::fail(kTarget, "an error without a message", text);
        if (board.error().offset > text.size())
            fuzz::fail(kTarget, "an error outside the text: " + board.message(), text);
        return 0;
    }
    const Position& p = board.value();
    if (!(p == *reference)) fuzz::fail(kTarget, "read differently from the reference", text);
    if (p.black() & p.white()) fuzz::fail(kTarget, "a square holds both colours", text);
    const std::string written = formatBoard(p);
    if (written.size() != 66 || formatSquares(p) != written.substr(0, 64))
        fuzz::fail(kTarget, "a malformed board string", written);
    const auto back = parseBoard(written);
    if (!back || !(back.value() == p))
        fuzz::fail(kTarget, "the written board reads back different", written);
    // The diagram's squares are the board string's, with '.' on the marked (legal) squares.
    const std::string diagram = boardDiagram(p, p.legalMoves());
    std::string squares;
    for (std::size_t line = 0, from = 0; line < 10; ++line) {
        const std::size_t to = diagram.find('\n', from);
        if (to == std::string::npos)
            fuzz::fail(kTarget, "the diagram has fewer than 10 lines", diagram);
        if (line >= 1 && line <= 8)
            for (std::size_t c = from + 2; c < from + 17; c += 2) squares += diagram[c];
        from = to + 1;
    }
    const auto fromDiagram = parseBoard(squares + (p.sideToMove() == Color::Black ? " X" : " O"));
    if (!fromDiagram || !(fromDiagram.value() == p))
        fuzz::fail(kTarget, "the diagram's squares read back different", diagram);
    return 0;
}
