// SPDX-License-Identifier: GPL-3.0-or-later
// Everything practice keeps for the person: the puzzles with their schedule, and the progress
// (puzzles solved, the streak of right answers, accuracy by number of empties and by kind).
#pragma once

#include <QDate>

#include <array>
#include <map>
#include <optional>
#include <vector>

#include "session/practice/Puzzle.h"

namespace verso::session {

struct Tally {
    int right = 0;
    int total = 0;
    friend bool operator==(const Tally&, const Tally&) = default;
};

struct Progress {
    int solved = 0;  // right answers
    int streak = 0;  // right answers in a row, now
    int bestStreak = 0;
    std::map<int, Tally> byEmpties;
    std::array<Tally, kPuzzleKindCount> byKind{};
    friend bool operator==(const Progress&, const Progress&) = default;
};

class PracticeData {
public:
    std::vector<Puzzle> puzzles;
    Progress progress;

    // Adds "puzzle" unless the same one is there; true when added.
    bool add(Puzzle puzzle);
    bool contains(const Puzzle& puzzle) const;
    // The first answer to puzzles[index] given "today": schedule and progress move on.
    void record(int index, bool right, const QDate& today);
    int dueCount(const QDate& today) const;
    // The puzzle due longest ago (the first added among equals), of "kind" when given.
    std::optional<int> nextDue(const QDate& today,
                               std::optional<PuzzleKind> kind = std::nullopt) const;

    friend bool operator==(const PracticeData&, const PracticeData&) = default;
};

}  // namespace verso::session
