// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles from the person's own games: every move of a kept game's stored review (its VREVIEW
// property) classed a mistake or a blunder and played by the person becomes a puzzle, the position
// before it, with the move played kept to show afterwards. The person is the side whose name, as
// the game records it, is one of the names a person plays under ("You" against the computer, the
// colour's name when two people play); the computer's and other engines' moves never count.
#pragma once

#include <string>
#include <vector>

#include "core/GameDocument.h"
#include "session/practice/Puzzle.h"
#include "session/storage/KeptGames.h"

namespace verso::session {

class PracticeData;

class OwnMistakes {
public:
    static constexpr const char* kReviewProperty = "VREVIEW";

    explicit OwnMistakes(std::vector<std::string> personNames)
        : personNames_(std::move(personNames)) {}

    // The puzzles of one game (none without a review or without the person at the board), due
    // "today".
    std::vector<Puzzle> puzzles(const GameDocument& game, const QDate& today) const;
    // Adds the puzzles of every kept game not there yet; returns how many were added.
    // "reading", when given, receives what reading the kept games found (an unreadable file adds
    // nothing).
    int addFrom(const KeptGames& kept, PracticeData& data, const QDate& today,
                KeptGames::Reading* reading = nullptr) const;

private:
    bool isPerson(const std::string& name) const;
    std::vector<std::string> personNames_;
};

}  // namespace verso::session
