// SPDX-License-Identifier: GPL-3.0-or-later
// Small WTHOR databases built by the tests of the game library (test_wthor, test_gamelibrary):
// known games (an opening then a fixed-seed random continuation), a mirror image of one, a game
// with a pass, an unfinished one, an illegal one and a draw, with their name tables.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "core/BoardSymmetry.h"
#include "core/Notation.h"
#include "core/RandomGame.h"
#include "core/Wthor.h"

namespace verso::test {

// The moves of "opening" (a transcript) followed by a fixed-seed random game to the end.
inline GameRecord gameFrom(const char* opening, unsigned seed, int maxPlies = 200) {
    GameRecord record = parseTranscript(opening).value();
    const int left = maxPlies - record.length();
    const GameRecord rest = randomGame(seed, left, record.current());
    for (const Move move : rest.moves()) record.play(move);
    return record;
}

// The same game under board symmetry s (3, 4 and 7 keep the initial position as it is).
inline GameRecord mirrored(const GameRecord& game, int s) {
    GameRecord record;
    for (const Move move : game.moves())
        record.play(move.isPass() ? move : Move::at(symmetricSquare(move.square(), s)));
    return record;
}

// The first fixed-seed random game, from seed "from" on, that "wanted" accepts.
template <typename Wanted>
GameRecord firstRandomGame(unsigned from, Wanted wanted) {
    for (unsigned seed = from;; ++seed) {
        GameRecord record = randomGame(seed);
        if (wanted(record)) return record;
    }
}

inline bool hasPass(const GameRecord& record) {
    for (const Move move : record.moves())
        if (move.isPass()) return true;
    return false;
}

inline WthorGame wthorGame(const GameRecord& record, std::uint16_t tournament, std::uint16_t black,
                           std::uint16_t white) {
    WthorGame game;
    game.tournament = tournament, game.black = black, game.white = white;
    std::size_t m = 0;
    for (const Move move : record.moves())
        if (!move.isPass()) game.moves[m++] = wthorByte(move.square());
    const Position& end = record.positionAt(record.length());
    game.blackDiscs = static_cast<std::uint8_t>(end.discCount(Color::Black));
    game.theoreticalBlackDiscs = game.blackDiscs;
    return game;
}

struct LibraryFixture {
    std::vector<std::string> players{"Tastet Marc", "Penloup Dominique", "L\xc3\xa9vy \xc3\x89mile",
                                     "Feldborg Bo"};
    std::vector<std::string> tournaments{"Paris Open", "Cambridge International"};
    GameRecord tiger = gameFrom("f5d6c3d3c4f4f6f3e6e7", 7);  // Tastet - Penloup, Paris
    GameRecord tigerMirrored = mirrored(tiger, 4);           // Penloup - Levy, Paris
    GameRecord withPass =
        firstRandomGame(1, [](const GameRecord& r) { return hasPass(r) && r.isOver(); });
    GameRecord unfinished = gameFrom("f5f6e6f4e3", 3, 20);  // Feldborg - Tastet, Cambridge
    GameRecord draw = firstRandomGame(
        1, [](const GameRecord& r) { return r.isOver() && r.current().finalScoreForBlack() == 0; });
    WthorFile year1998, year1999;

    LibraryFixture() {
        year1998.year = 1998;
        year1998.games.push_back(wthorGame(tiger, 0, 0, 1));
        year1998.games.push_back(wthorGame(tigerMirrored, 0, 1, 2));
        year1998.games.push_back(wthorGame(withPass, 1, 2, 0));
        year1998.games.push_back(wthorGame(unfinished, 1, 3, 0));
        WthorGame illegal;  // f5 twice
        illegal.moves[0] = illegal.moves[1] = wthorByte(*parseSquare("f5"));
        year1998.games.push_back(illegal);
        year1998.games.push_back(wthorGame(tiger, 7, 99, 0));  // indices past the tables' ends
        year1999.year = 1999;
        year1999.games.push_back(wthorGame(draw, 1, 3, 1));
    }

    // Writes the files of a WTHOR folder; with "names" false, without WTHOR.JOU and WTHOR.TRN.
    void writeFolder(const std::filesystem::path& folder, bool names = true) const {
        std::filesystem::create_directories(folder);
        write(folder / "WTH_1998.wtb", formatWthorGames(year1998));
        write(folder / "WTH_1999.wtb", formatWthorGames(year1999));
        if (!names) return;
        write(folder / "WTHOR.JOU", formatWthorNames(players, kWthorPlayerRecordBytes));
        write(folder / "WTHOR.TRN", formatWthorNames(tournaments, kWthorTournamentRecordBytes));
    }

    static void write(const std::filesystem::path& path, const std::string& bytes) {
        std::ofstream out(path, std::ios::binary);
        out << bytes;
    }
};

// A fresh empty folder under the system's temporary folder.
inline std::filesystem::path freshFolder(const std::string& name) {
    const auto folder =
        std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

}  // namespace verso::test
