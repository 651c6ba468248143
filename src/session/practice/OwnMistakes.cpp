// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/OwnMistakes.h"

#include <algorithm>

#include "engine/GameReview.h"
#include "session/practice/PracticeData.h"
#include "session/storage/KeptGames.h"

namespace verso::session {

namespace {

std::string reviewOf(const GameDocument& game) {
    for (const auto& [key, value] : game.tags.other)
        if (key == OwnMistakes::kReviewProperty) return value;
    return {};
}

std::string sourceOf(const GameDocument& game, int ply) {
    return game.tags.black + " - " + game.tags.white + ", " + game.tags.date + ", ply " +
           std::to_string(ply + 1);
}

}  // namespace

bool OwnMistakes::isPerson(const std::string& name) const {
    return std::find(personNames_.begin(), personNames_.end(), name) != personNames_.end();
}

std::vector<Puzzle> OwnMistakes::puzzles(const GameDocument& game, const QDate& today) const {
    const bool black = isPerson(game.tags.black), white = isPerson(game.tags.white);
    const std::string text = reviewOf(game);
    if ((!black && !white) || text.empty()) return {};
    const GameRecord& record = game.record;
    const auto review = engine::parseReview(text, record.start(), record.moves());
    if (!review) return {};
    std::vector<Puzzle> found;
    for (const engine::ReviewedMove& move : review->moves) {
        const bool mistake = move.moveClass == engine::MoveClass::Mistake ||
                             move.moveClass == engine::MoveClass::Blunder;
        const bool person = move.side == Color::Black ? black : white;
        if (!move.judged || !mistake || !person) continue;
        Puzzle puzzle;
        puzzle.position = record.positionAt(move.ply);
        puzzle.kind = PuzzleKind::OwnMistake;
        puzzle.values = {{move.best, move.bestValue}, {move.played, move.playedValue}};
        puzzle.exact = move.exact;
        puzzle.played = move.played;
        puzzle.line = move.bestLine;
        puzzle.source = sourceOf(game, move.ply);
        puzzle.due = today;
        found.push_back(std::move(puzzle));
    }
    return found;
}

int OwnMistakes::addFrom(const KeptGames& kept, PracticeData& data, const QDate& today,
                         KeptGames::Reading* reading) const {
    int added = 0;
    const KeptGames::Reading read = kept.read([&](std::vector<GameDocument>& games) {
        for (const GameDocument& game : games)
            for (Puzzle& puzzle : puzzles(game, today))
                if (data.add(std::move(puzzle))) ++added;
        return true;
    });
    if (reading) *reading = read;
    return added;
}

}  // namespace verso::session
