// SPDX-License-Identifier: GPL-3.0-or-later
// Playing levels: what the computer opponent does at each level, from beginner to strongest.
// README.md ("Playing levels") lists the table with typical times per move.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "engine/OpeningBook.h"
#include "engine/Search.h"

namespace verso::engine {

struct Level {
    int number;                  // 1 = weakest
    std::string name;            // "Beginner", ...
    int depth;                   // midgame search depth
    int exactEmpties;            // perfect play at or below this many empties
    int noiseDiscs;              // random error added to move scores (0 = best play)
    int randomMovePercent = 0;   // chance of playing any legal move at all (beginner slips)
    std::uint64_t maxNodes = 0;  // search budget per move (0 = none); keeps top levels quick
    // Plays from the opening book (shippedOpeningBook()) where it knows the position: a move
    // within this many discs of the book's best, at random (-1: no book; 0: the best).
    int bookMargin = -1;
    // A level by time: it thinks about this long a move on average over a game (more in the
    // middle game, little at the end; SearchLimits::moveTime), as deep and as exact as that allows
    // (depth and exactEmpties 60). 0: the level's limits above decide.
    std::chrono::milliseconds moveTime{0};
    // Threads of its searches (SearchLimits::threads; a node budget is shared by all of them).
    int threads = 1;
};

// A move of a game on a clock: the mover's time left and the increment its move brings.
struct MoveClock {
    std::chrono::milliseconds remaining{0};
    std::chrono::milliseconds increment{0};
};

// The eight levels, weakest first, numbered from 1; each plays the same game from the same seed.
const std::vector<Level>& levels();
// The strongest play, by time: levels numbered after levels() that think 1, 3 and 10 seconds a
// move, from the opening book's best moves. Their games depend on the machine and its load.
const std::vector<Level>& timedLevels();
// The level numbered "number": one of levels() or timedLevels(); any other number is clamped to
// levels() (0 -> 1, 99 -> the strongest of the eight).
const Level& levelByNumber(int number);
// The highest level number (the last of timedLevels()).
int highestLevelNumber();
int defaultLevelNumber();

// The move the computer plays at "level" (randomised on low levels by "rng"): from "book" (the
// shipped one by default; null for none) when the level uses a book and the book knows the
// position (SearchResult::fromBook), else by searching. Always a legal move (or the forced pass)
// when the game is not over, even when *stop interrupts the search. On a "clock" the level's
// depth, exact-endgame depth and noise stay, and its node budget gives way to the clock's time
// (setClock): the move never takes longer than the clock holds.
SearchResult chooseMove(Searcher& searcher, const Position& position, const Level& level,
                        std::mt19937_64& rng, const std::atomic<bool>* stop = nullptr,
                        const OpeningBook* book = shippedOpeningBook(),
                        const std::optional<MoveClock>& clock = std::nullopt);

}  // namespace verso::engine
