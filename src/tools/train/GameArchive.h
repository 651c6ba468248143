// Reading real games for training the evaluation: WTHOR databases (.wtb) and Logistello's logbook
// (.gam, plain or gzip'ed). Every game is replayed with the rules core (the replayed board is the
// truth); games with an illegal or unreadable move are skipped and counted.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/Bitboard.h"

namespace verso::train {

// A position before a move was played, labelled with the final disc difference for the side to
// move (empties to the winner), or WTHOR's theoretical (perfect play) score where it applies.
struct TrainingSample {
    Bitboard player = 0;
    Bitboard opponent = 0;
    std::int8_t score = 0;
};

struct ArchiveStats {
    long games = 0;            // games replayed and used
    long corruptGames = 0;     // skipped: an illegal or unreadable move, or a game that does not end
    long scoreMismatches = 0;  // the stored final score differs from the replayed one (replay wins)
    long positions = 0;
    std::string firstProblem;  // a description of the first skipped game, for the log
    void add(const ArchiveStats& other);
};

// Appends the positions of every game in a WTHOR .wtb file. Positions with at least the
// database's theoretical-score depth of empty squares are labelled with the theoretical score
// (when the stored final score agrees with the replay). Returns false (and says why) when the
// file cannot be read or has no valid WTHOR header.
bool readWthor(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
               std::string& error);

// Appends the positions of every game in a logbook file: one game a line, "+d3-c3...: -04".
bool readLogbook(const std::string& path, std::vector<TrainingSample>& samples, ArchiveStats& stats,
                 std::string& error);

}  // namespace verso::train
