// SPDX-License-Identifier: GPL-3.0-or-later
// Reading games for training the evaluation: WTHOR databases (.wtb), Logistello's logbook (.gam,
// plain or gzip'ed) and files of GGF games, one a line (plain or gzip'ed: "verso-lab match
// --save-games" writes them). Every game is replayed with the rules core (the replayed board is the
// truth); games with an illegal or unreadable move are skipped and counted.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/Bitboard.h"
#include "core/Position.h"

namespace verso::train {

// A position before a move was played, labelled with the final disc difference for the side to
// move (empties to the winner), or WTHOR's theoretical (perfect play) score where it applies.
// A float, not a whole number of discs: a label blended from a search and a game result lies
// between them (and the padding after two bitboards has room for it).
struct TrainingSample {
    Bitboard player = 0;
    Bitboard opponent = 0;
    float score = 0;
};

struct ArchiveStats {
    long games = 0;         // games replayed and used
    long corruptGames = 0;  // skipped: an illegal or unreadable move, or a game that does not end
    long scoreMismatches = 0;  // the stored final score differs from the replayed one (replay wins)
    long positions = 0;
    std::string firstProblem;  // a description of the first skipped game, for the log
    void add(const ArchiveStats& other);
};

// One game of an archive, replayed. A position's identity in the archive is (file, number, ply),
// stable as long as the file is: what search labels are stored under (SearchLabels.h).
struct ArchiveGame {
    std::uint32_t number =
        0;  // its place in the file, from 1: the WTHOR record or the logbook line
    std::vector<Position>
        positions;  // before each placing move; the index is the ply (passes not counted)
    std::vector<std::int8_t> scores;  // each position's label from the game, as in TrainingSample
};
using GameVisitor = std::function<void(const ArchiveGame&)>;

// A game's moves, replayed from the start by replayGame.
struct PlayedMove {
    int square = 0;
    std::optional<Color> color;  // the logbook names the colour; WTHOR does not
};
struct ReplayedGame {
    std::vector<Position> positions;  // before each placing move
    int finalScoreForBlack = 0;
};
// Replays the moves from the start, passing where the side to move has none. Empty, and why in
// "problem", on a move off the board, illegal or played by the wrong colour, or when the game is
// not over after the last move.
std::optional<ReplayedGame> replayGame(const std::vector<PlayedMove>& moves, std::string& problem);

// Calls "visit" for every game of a WTHOR file or a logbook that replays (in the file's order);
// the others are counted in "stats" as corrupt. False (and why) when the file cannot be read.
bool visitWthor(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                std::string& error);
bool visitLogbook(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                  std::string& error);

// Calls "visit" for every game of a GGF file (one game a line) that starts from the standard
// position and ends on the board, its positions labelled with the replayed final score; the others
// (a damaged line, another start, a game resigned or cut short) are counted as corrupt. A stated
// result (RE) that differs from the replay is counted in scoreMismatches. False (and why) when the
// file cannot be read.
bool visitGgfGames(const std::string& path, const GameVisitor& visit, ArchiveStats& stats,
                   std::string& error);

// A game file of the shared data. Its name (without the folder) identifies it in label chunks.
struct ArchiveFile {
    std::string path;
    bool logbook = false;  // a logbook (.gam, .gam.gz), else a WTHOR .wtb file
    std::string name() const;
};
bool visitArchive(const ArchiveFile& file, const GameVisitor& visit, ArchiveStats& stats,
                  std::string& error);

// The game files of a shared data folder, as "verso-lab train" and "verso-lab label" read them,
// in a fixed order: DIR/wthor/*.wtb by name with WTH_2015.wtb held out, then
// DIR/logbook/logbook.gam.gz (when "withLogbook"). False (and why) without any WTHOR file.
struct DataSources {
    std::vector<ArchiveFile> training;
    std::vector<ArchiveFile> heldOut;
};
bool findDataSources(const std::string& dataDir, bool withLogbook, DataSources& sources,
                     std::string& error);

// Appends the positions of every game in a WTHOR .wtb file. Positions with at least the
// database's theoretical-score depth of empty squares are labelled with the theoretical score
// (when the stored final score agrees with the replay). Returns false (and says why) when the
// file cannot be read or has no valid WTHOR header.
bool readWthor(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
               std::string& error);

// Appends the positions of every game in a GGF file from ply "fromPly" (0: all of them; 8 leaves
// out the positions of an 8-ply opening).
bool readGgfGames(const std::string& path, int fromPly, std::vector<TrainingSample>& samples,
                  ArchiveStats& stats, std::string& error);

// Appends the positions of every game in a logbook file: one game a line, "+d3-c3...: -04".
bool readLogbook(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
                 std::string& error);

}  // namespace verso::train
