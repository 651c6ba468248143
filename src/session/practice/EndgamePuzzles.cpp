// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/practice/EndgamePuzzles.h"

#include <algorithm>

#include "engine/Search.h"

namespace verso::session {

EndgamePuzzles::EndgamePuzzles(std::shared_ptr<const GameLibrary> library,
                               const EndgameChoice& choice, unsigned seed)
    : library_(std::move(library)), choice_(choice) {
    LibraryFilter filter;
    filter.player = choice.player;
    filter.yearFrom = choice.yearFrom;
    filter.yearTo = choice.yearTo;
    games_ = library_->filter(filter);
    std::mt19937 random(seed);
    std::shuffle(games_.begin(), games_.end(), random);
}

std::optional<Position> EndgamePuzzles::positionAt(const GameLibrary& library, int game,
                                                   int empties) {
    Position position = library.start(game);
    for (const Move move : library.moves(game)) {
        if (position.emptyCount() == empties) break;
        position = move.isPass() ? position.afterPass() : position.afterMove(move);
    }
    if (position.emptyCount() != empties) return std::nullopt;
    if (position.mustPass()) position = position.afterPass();
    if (popCount(position.legalMoves()) < 2) return std::nullopt;  // nothing to choose
    return position;
}

std::optional<Puzzle> EndgamePuzzles::clearBest(const Position& position,
                                                const engine::Analysis& analysis) {
    if (!analysis.exact || !analysis.complete || analysis.moves.size() < 2) return std::nullopt;
    const engine::MoveValue& best = analysis.moves.front();
    for (std::size_t i = 1; i < analysis.moves.size(); ++i) {
        const engine::MoveValue& other = analysis.moves[i];
        const bool clear =
            best.score - other.score >= kMargin || outcomeOf(other.score) < outcomeOf(best.score);
        if (!clear) return std::nullopt;
    }
    Puzzle puzzle;
    puzzle.position = position;
    puzzle.kind = PuzzleKind::Endgame;
    for (const engine::MoveValue& value : analysis.moves)
        puzzle.values.push_back({value.move, value.score});
    puzzle.valued = puzzle.exact = true;
    puzzle.line = best.pv;
    return puzzle;
}

std::string EndgamePuzzles::sourceOf(int game) const {
    const GameLibrary& library = *library_;
    return std::string(library.black(game)) + " - " + std::string(library.white(game)) + ", " +
           std::string(library.source(game)) + ", " + std::string(library.event(game));
}

std::optional<Puzzle> EndgamePuzzles::next(engine::Searcher& searcher,
                                           const std::vector<Puzzle>& known,
                                           const std::atomic<bool>* stop) {
    // A shallow search first: a position whose two best moves look about equal is seldom a
    // puzzle, and passing it over costs far less than solving all its moves.
    engine::AnalysisLimits shallow;
    shallow.depth = kShallowDepth;
    shallow.exactEmpties = shallow.wldEmpties = 0;
    shallow.reportInterval = std::chrono::hours(1);
    engine::AnalysisLimits exact;
    exact.exactEmpties = exact.wldEmpties = 64;
    exact.reportInterval = std::chrono::hours(1);
    while (!games_.empty() && !(stop && stop->load())) {
        const int game = games_.back();
        games_.pop_back();
        const auto position = positionAt(*library_, game, choice_.empties);
        if (!position) continue;
        const engine::Analysis guess = engine::analyzeMoves(searcher, *position, shallow, stop);
        if (guess.moves.size() < 2 || guess.moves[0].score - guess.moves[1].score < kShallowGap)
            continue;
        auto puzzle = clearBest(*position, engine::analyzeMoves(searcher, *position, exact, stop));
        if (!puzzle || std::any_of(known.begin(), known.end(),
                                   [&](const Puzzle& p) { return p.samePuzzle(*puzzle); }))
            continue;
        puzzle->source = sourceOf(game);
        return puzzle;
    }
    return std::nullopt;
}

}  // namespace verso::session
