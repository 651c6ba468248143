// SPDX-License-Identifier: GPL-3.0-or-later
// WTHOR files, the French Othello Federation's game databases (Qt-free): the games of a year
// (.wtb) and the name tables of players (WTHOR.JOU) and tournaments (WTHOR.TRN).
//
// Layout (little-endian): a 16-byte header (bytes 4-7: number of games; 8-9: number of name
// records; 10-11: year of the games; 12: board size, 8; 14: depth of the theoretical score, 0
// meaning 22), then 68 bytes a game (tournament, black and white indices as uint16, black's disc
// count, black's theoretical disc count, 60 move bytes 10 * row + column with a1 = 11, 0 unused)
// or fixed-size name records (20 bytes in .JOU, 26 in .TRN, Latin-1, NUL padded). Passes are not
// stored: when the side to move has no legal move, the other side moves.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ParseResult.h"
#include "core/Square.h"

namespace verso {

inline constexpr std::size_t kWthorHeaderBytes = 16;
inline constexpr std::size_t kWthorGameBytes = 68;
inline constexpr std::size_t kWthorPlayerRecordBytes = 20;      // WTHOR.JOU
inline constexpr std::size_t kWthorTournamentRecordBytes = 26;  // WTHOR.TRN

struct WthorGame {
    std::uint16_t tournament = 0, black = 0, white = 0;  // indices into WTHOR.TRN / WTHOR.JOU
    std::uint8_t blackDiscs = 0;  // stored actual count (the replayed board is the truth)
    std::uint8_t theoreticalBlackDiscs = 0;
    std::array<std::uint8_t, 60> moves{};  // 10*row+col, a1 = 11; 0 = unused

    friend bool operator==(const WthorGame&, const WthorGame&) = default;
};

struct WthorFile {
    int year = 0;
    int theoreticalDepth = 22;
    std::vector<WthorGame> games;
};

// A .wtb file's bytes. Fails (saying why, with the offset) when the header is short, the board
// size is not 8, or the file holds fewer games than its header says. Move bytes are not checked
// here: replaying them is the library's job.
ParseResult<WthorFile> parseWthorGames(std::string_view bytes);

// A name table's bytes (.JOU: recordSize 20, .TRN: 26): Latin-1 converted to UTF-8, NUL padding
// and trailing spaces removed. Fails when the header is short, recordSize is 0 or the file holds
// fewer records than its header says.
ParseResult<std::vector<std::string>> parseWthorNames(std::string_view bytes,
                                                      std::size_t recordSize);

// A move byte as a square (0..63), nullopt for 0 or anything that is not 11..88 with digits 1..8.
std::optional<int> wthorSquare(std::uint8_t byte);
// The byte of a square: 10 * (row + 1) + column + 1.
std::uint8_t wthorByte(int square);

// Writing, for tests and tools: the bytes parseWthorGames / parseWthorNames read back.
std::string formatWthorGames(const WthorFile& file);
std::string formatWthorNames(const std::vector<std::string>& names, std::size_t recordSize);

}  // namespace verso
