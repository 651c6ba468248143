// SPDX-License-Identifier: GPL-3.0-or-later
// How many discs the game's last move flips, counted without computing them (Qt-free). With one
// empty square left every other square holds a disc, so along each line through it the mover's
// discs alone decide the flips: all the other discs are the opponent's. Each of the square's four
// lines (row, column, two diagonals) is gathered into one byte of the mover's discs, and a 2 KB
// table built at compile time gives the flips along that line.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/BitboardRays.h"
#include "core/BitboardType.h"

namespace verso::engine::lastflip {

// Discs flipped along one line of 8 places by a move on "place" when "mine" holds the mover's
// discs of the line and every other place holds an opponent disc. A diagonal shorter than 8 has 0
// bits past its ends: no own disc lies beyond them, so nothing there is counted.
constexpr int flipsOnLine(int place, unsigned mine) {
    int total = 0;
    for (const int step : {-1, 1}) {
        int run = 0;
        for (int p = place + step; p >= 0 && p < 8; p += step) {
            if ((mine >> p) & 1) {
                total += run;
                break;
            }
            ++run;
        }
    }
    return total;
}

using LineTable =
    std::array<std::array<std::uint8_t, 256>, 8>;  // [place][mover's discs of the line]

constexpr LineTable makeLineTable() {
    LineTable table{};
    for (int place = 0; place < 8; ++place)
        for (unsigned mine = 0; mine < 256; ++mine)
            table[static_cast<std::size_t>(place)][mine] =
                static_cast<std::uint8_t>(flipsOnLine(place, mine));
    return table;
}

inline constexpr LineTable kFlipsOnLine = makeLineTable();

// The two diagonals through each square (the square itself left out, it is the empty one).
struct Diagonals {
    Bitboard rising;   // a1-h8 direction
    Bitboard falling;  // h1-a8 direction
};

constexpr std::array<Diagonals, 64> makeDiagonals() {
    std::array<Diagonals, 64> table{};
    for (std::size_t sq = 0; sq < 64; ++sq)
        table[sq] = {rays::kUp[sq].lane[3] | rays::kDown[sq].lane[3],
                     rays::kUp[sq].lane[1] | rays::kDown[sq].lane[1]};
    return table;
}

inline constexpr std::array<Diagonals, 64> kDiagonals = makeDiagonals();

// The discs of a line gathered into one byte: a row by a shift; a column by a multiply that sends
// row r to bit r of the top byte; a diagonal (at most one disc per column) by a multiply adding up
// all its bytes into the top one, column c on bit c. No two terms meet, so nothing carries.
constexpr unsigned rowByte(Bitboard b, int row) {
    return static_cast<unsigned>(b >> (8 * row)) & 0xffu;
}
constexpr unsigned columnByte(Bitboard b, int column) {
    return static_cast<unsigned>(
        (((b >> column) & 0x0101010101010101ULL) * 0x0102040810204080ULL) >> 56);
}
constexpr unsigned diagonalByte(Bitboard b, Bitboard diagonal) {
    return static_cast<unsigned>(((b & diagonal) * 0x0101010101010101ULL) >> 56);
}

// Discs "mover" flips by playing on "square" when that is the board's only empty square.
constexpr int count(Bitboard mover, int square) {
    const int row = square >> 3;
    const int column = square & 7;
    const auto& alongRow =
        kFlipsOnLine[static_cast<std::size_t>(column)];  // rows and diagonals: place = column
    const auto& alongColumn = kFlipsOnLine[static_cast<std::size_t>(row)];
    const Diagonals& d = kDiagonals[static_cast<std::size_t>(square)];
    return alongRow[rowByte(mover, row)] + alongColumn[columnByte(mover, column)] +
           alongRow[diagonalByte(mover, d.rising)] + alongRow[diagonalByte(mover, d.falling)];
}

}  // namespace verso::engine::lastflip
