// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/Schedule.h"

#include <algorithm>

namespace verso::session {

void Schedule::answer(Puzzle& puzzle, bool right, const QDate& today) {
    if (!right) {
        puzzle.step = 0;
        puzzle.due = today.addDays(1);
        return;
    }
    const int last = static_cast<int>(kIntervalDays.size());
    puzzle.step = std::min(puzzle.step + 1, last);
    puzzle.due = today.addDays(kIntervalDays[static_cast<std::size_t>(puzzle.step - 1)]);
}

}  // namespace verso::session
