// SPDX-License-Identifier: GPL-3.0-or-later
// A small opening book for tests (engine/OpeningBook.h): the start and f5 (the other three first
// moves are its images), after which White's book moves are f6 (worth 0 discs to White) and d6
// (worth -1); f4 (-5) is the best move leaving the book there.
#pragma once

#include <string>
#include <vector>

#include "core/Notation.h"
#include "engine/OpeningBook.h"

namespace verso::test {

inline engine::OpeningBook smallOpeningBook() {
    std::vector<engine::OpeningBookRecord> records = {
        {-1, 64, 0, engine::OpeningBookRecord::kNone, 64, 0},
        {0, *parseSquare("f5"), 0, -5, *parseSquare("f4"), 10},
        {1, *parseSquare("d6"), 0, 1, *parseSquare("c5"), 10},
        {1, *parseSquare("f6"), 0, 0, *parseSquare("e6"), 10},
    };
    std::string error;
    engine::OpeningBook::minimax(records, engine::OpeningBook::replay(records, error));
    engine::OpeningBook book;
    book.assign(records, error);
    return book;
}

}  // namespace verso::test
