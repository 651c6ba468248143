// SPDX-License-Identifier: GPL-3.0-or-later
// Colours, squares and moves. Square names a1..h8: column letter a-h, row digit 1-8 (row 1 on top).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace verso {

enum class Color : std::uint8_t { Black = 0, White = 1 };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }
// 0 for Black, 1 for White: the index of a colour in a pair of per-colour values.
constexpr int colorIndex(Color c) { return c == Color::Black ? 0 : 1; }
constexpr std::string_view colorName(Color c) { return c == Color::Black ? "black" : "white"; }

constexpr int kSquareCount = 64;
constexpr int squareAt(int column, int row) { return row * 8 + column; }
constexpr int columnOf(int square) { return square % 8; }
constexpr int rowOf(int square) { return square / 8; }

// "a1".."h8"; precondition 0 <= square < 64.
std::string squareName(int square);
// Case-insensitive "a1".."h8" (exactly two characters); nullopt otherwise.
std::optional<int> parseSquare(std::string_view text);

// A placing move on a square, or a pass.
class Move {
public:
    static constexpr int kPassSquare = 64;
    static constexpr int kNoSquare = -1;

    constexpr Move() = default;  // "no move", used as a sentinel
    static constexpr Move at(int square) { return Move(square); }
    static constexpr Move pass() { return Move(kPassSquare); }
    static constexpr Move none() { return Move(kNoSquare); }

    constexpr bool isPass() const { return square_ == kPassSquare; }
    constexpr bool isNone() const { return square_ == kNoSquare; }
    constexpr bool isPlacement() const { return square_ >= 0 && square_ < kPassSquare; }
    constexpr int square() const { return square_; }

    // "f5", "pa" for a pass, "--" for none.
    std::string toString() const;

    friend constexpr bool operator==(Move, Move) = default;

private:
    constexpr explicit Move(int square) : square_(static_cast<std::int8_t>(square)) {}
    std::int8_t square_ = kNoSquare;
};

}  // namespace verso
