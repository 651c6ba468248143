// SPDX-License-Identifier: GPL-3.0-or-later
// Spaced repetition: a puzzle answered right comes back after 1, 3, 7, 21, 60 and then every 180
// days (one step further each right answer in a row); a miss brings it back the next day and
// starts the steps again. A new puzzle is due the day it is made.
#pragma once

#include <QDate>

#include <array>

#include "session/practice/Puzzle.h"

namespace verso::session {

class Schedule {
public:
    static constexpr std::array<int, 6> kIntervalDays{1, 3, 7, 21, 60, 180};

    // Moves "puzzle" on after an answer given "today".
    static void answer(Puzzle& puzzle, bool right, const QDate& today);
    static bool isDue(const Puzzle& puzzle, const QDate& today) {
        return !puzzle.due.isValid() || puzzle.due <= today;
    }
};

}  // namespace verso::session
