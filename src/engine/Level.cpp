// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Level.h"

#include <algorithm>

#include "engine/Evaluation.h"

namespace verso::engine {

const std::vector<Level>& levels() {
    // number, name, depth, exact empties, noise (discs), random move %, node budget, book margin
    // (discs)
    static const std::vector<Level> kLevels = {
        {1, "Beginner", 1, 0, 16, 25, 0},
        {2, "Novice", 1, 4, 8, 5, 0},
        {3, "Casual", 2, 6, 5, 0, 0},
        {4, "Club", 4, 10, 3, 0, 0},
        {5, "Advanced", 6, 14, 1, 0, 0, 3},
        {6, "Expert", 8, 16, 0, 0, 0, 2},
        {7, "Master", 12, 18, 0, 0, 2'000'000, 1},
        {8, "Grandmaster", 20, 22, 0, 0, 12'000'000, 1},
    };
    return kLevels;
}

const Level& levelByNumber(int number) {
    const auto& all = levels();
    const int index = std::clamp(number, 1, static_cast<int>(all.size())) - 1;
    return all[static_cast<size_t>(index)];
}

int defaultLevelNumber() { return 4; }

namespace {

SearchLimits limitsOf(const Level& level) {
    SearchLimits limits;
    limits.depth = std::max(1, level.depth);
    limits.exactEmpties = level.exactEmpties;
    limits.maxNodes = level.maxNodes;
    limits.threads = level.threads;
    return limits;
}

// The "index"-th legal move (in square order) of a position that has one.
Move nthLegalMove(Bitboard moves, int index) {
    for (; index > 0; --index) moves &= moves - 1;
    return Move::at(firstSquare(moves));
}

// The static evaluation of "position" (the final score when the game is over), in discs.
SearchResult staticScore(const Position& position) {
    SearchResult r;
    if (position.isGameOver()) {
        const int black = position.finalScoreForBlack();
        r.score = position.sideToMove() == Color::Black ? black : -black;
        r.exact = true;
    } else {
        r.score = evaluate(position.player(), position.opponent()) / kEvalUnitsPerDisc;
    }
    return r;
}

// Scores every legal move by a search one ply shallower (the static evaluation at depth 1) plus
// uniform noise and plays the best noisy score, so that low levels vary their play and make
// human-sized mistakes.
SearchResult chooseNoisyMove(Searcher& searcher, const Position& position, const Level& level,
                             std::mt19937_64& rng, const std::atomic<bool>* stop) {
    SearchLimits childLimits = limitsOf(level);
    childLimits.depth = std::max(1, level.depth - 1);
    std::uniform_int_distribution<int> noise(-level.noiseDiscs, level.noiseDiscs);
    SearchResult chosen;
    int bestNoisy = -1'000'000;
    std::uint64_t nodes = 0;
    double seconds = 0;
    for (Bitboard moves = position.legalMoves(); moves; moves &= moves - 1) {
        const Move move = Move::at(firstSquare(moves));
        const Position next = position.afterMove(move);
        const SearchResult child =
            level.depth <= 1 ? staticScore(next) : searcher.search(next, childLimits, stop);
        nodes += child.nodes;
        seconds += child.seconds;
        const int score = -child.score;
        const int noisy = score + noise(rng);
        if (noisy > bestNoisy || chosen.best.isNone()) {
            bestNoisy = noisy;
            chosen.best = move;
            chosen.score = score;
            chosen.depth = child.depth + 1;
            chosen.exact = child.exact;
            chosen.pv = {move};
            chosen.pv.insert(chosen.pv.end(), child.pv.begin(), child.pv.end());
        }
        if (stop && stop->load()) break;
    }
    chosen.nodes = nodes;
    chosen.seconds = seconds;
    return chosen;
}

}  // namespace

SearchResult chooseMove(Searcher& searcher, const Position& position, const Level& level,
                        std::mt19937_64& rng, const std::atomic<bool>* stop,
                        const OpeningBook* book) {
    const Bitboard moves = position.legalMoves();
    if (!moves || popCount(moves) == 1) return searcher.search(position, limitsOf(level), stop);
    if (book && level.bookMargin >= 0) {
        const double draw = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        if (const std::optional<OpeningBookMove> m =
                chooseBookMove(*book, position, level.bookMargin, draw)) {
            SearchResult r;
            r.best = m->move;
            r.score = m->value;
            r.depth = m->depth;
            r.pv = {m->move};
            r.fromBook = true;
            return r;
        }
    }
    if (level.randomMovePercent > 0 &&
        std::uniform_int_distribution<int>(0, 99)(rng) < level.randomMovePercent) {
        SearchResult slip;
        slip.best =
            nthLegalMove(moves, std::uniform_int_distribution<int>(0, popCount(moves) - 1)(rng));
        slip.pv = {slip.best};
        return slip;
    }
    if (level.noiseDiscs > 0) return chooseNoisyMove(searcher, position, level, rng, stop);
    return searcher.search(position, limitsOf(level), stop);
}

}  // namespace verso::engine
