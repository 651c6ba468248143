// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/PracticeData.h"

#include <algorithm>

#include "session/practice/Schedule.h"

namespace verso::session {

bool PracticeData::contains(const Puzzle& puzzle) const {
    return std::any_of(puzzles.begin(), puzzles.end(),
                       [&](const Puzzle& known) { return known.samePuzzle(puzzle); });
}

bool PracticeData::add(Puzzle puzzle) {
    if (contains(puzzle)) return false;
    puzzles.push_back(std::move(puzzle));
    return true;
}

void PracticeData::record(int index, bool right, const QDate& today) {
    Puzzle& puzzle = puzzles.at(static_cast<std::size_t>(index));
    Schedule::answer(puzzle, right, today);
    const auto count = [right](Tally& tally) {
        ++tally.total;
        if (right) ++tally.right;
    };
    count(progress.byEmpties[puzzle.empties()]);
    count(progress.byKind[static_cast<std::size_t>(puzzle.kind)]);
    if (right) {
        ++progress.solved;
        progress.bestStreak = std::max(progress.bestStreak, ++progress.streak);
    } else {
        progress.streak = 0;
    }
}

int PracticeData::dueCount(const QDate& today) const {
    return static_cast<int>(std::count_if(puzzles.begin(), puzzles.end(), [&](const Puzzle& p) {
        return Schedule::isDue(p, today);
    }));
}

std::optional<int> PracticeData::nextDue(const QDate& today, std::optional<PuzzleKind> kind) const {
    std::optional<int> next;
    for (int i = 0; i < static_cast<int>(puzzles.size()); ++i) {
        const Puzzle& p = puzzles[static_cast<std::size_t>(i)];
        if (!Schedule::isDue(p, today) || (kind && p.kind != *kind)) continue;
        if (!next || p.due < puzzles[static_cast<std::size_t>(*next)].due) next = i;
    }
    return next;
}

}  // namespace verso::session
