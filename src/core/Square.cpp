// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Square.h"

namespace verso {

std::string squareName(int square) {
    return {static_cast<char>('a' + columnOf(square)), static_cast<char>('1' + rowOf(square))};
}

std::optional<int> parseSquare(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    char column = text[0];
    if (column >= 'A' && column <= 'H') column = static_cast<char>(column - 'A' + 'a');
    const char row = text[1];
    if (column < 'a' || column > 'h' || row < '1' || row > '8') return std::nullopt;
    return squareAt(column - 'a', row - '1');
}

std::string Move::toString() const {
    if (isPass()) return "pa";
    if (isNone()) return "--";
    return squareName(square_);
}

}  // namespace verso
