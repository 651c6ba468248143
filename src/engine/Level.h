// SPDX-License-Identifier: GPL-3.0-or-later
// Playing levels: what the computer opponent does at each level, from beginner to strongest.
// README.md ("Playing levels") lists the table with typical times per move.
#pragma once

#include <atomic>
#include <cstdint>
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
    // Threads of its searches (SearchLimits::threads; a node budget is shared by all of them).
    int threads = 1;
};

const std::vector<Level>& levels();
const Level& levelByNumber(int number);  // clamped to the range
int defaultLevelNumber();

// The move the computer plays at "level" (randomised on low levels by "rng"): from "book" (the
// shipped one by default; null for none) when the level uses a book and the book knows the
// position (SearchResult::fromBook), else by searching. Always a legal move (or the forced pass)
// when the game is not over, even when *stop interrupts the search.
SearchResult chooseMove(Searcher& searcher, const Position& position, const Level& level,
                        std::mt19937_64& rng, const std::atomic<bool>* stop = nullptr,
                        const OpeningBook* book = shippedOpeningBook());

}  // namespace verso::engine
