#include "engine/Level.h"

#include <algorithm>

namespace verso::engine {

const std::vector<Level>& levels() {
    static const std::vector<Level> kLevels = {
        {1, "Beginner", 1, 0, 12}, {2, "Novice", 2, 6, 8},     {3, "Casual", 3, 8, 4},
        {4, "Club", 4, 10, 2},     {5, "Advanced", 6, 12, 0},  {6, "Expert", 8, 14, 0},
        {7, "Master", 10, 16, 0},  {8, "Grandmaster", 12, 18, 0},
    };
    return kLevels;
}

const Level& levelByNumber(int number) {
    const auto& all = levels();
    const int index = std::clamp(number, 1, static_cast<int>(all.size())) - 1;
    return all[static_cast<size_t>(index)];
}

int defaultLevelNumber() { return 4; }

SearchResult chooseMove(Searcher& searcher, const Position& position, const Level& level, std::mt19937_64& rng,
                        const std::atomic<bool>* stop) {
    SearchLimits limits;
    limits.depth = level.depth;
    limits.exactEmpties = level.exactEmpties;
    SearchResult result = searcher.search(position, limits, stop);
    if (level.noiseDiscs > 0 && result.best.isPlacement() && !(stop && stop->load())) {
        // Pick among the legal moves by a shallow score plus noise, so low levels vary their play.
        Bitboard moves = position.legalMoves();
        std::uniform_int_distribution<int> noise(-level.noiseDiscs, level.noiseDiscs);
        int bestScore = -1'000'000;
        while (moves) {
            const int sq = firstSquare(moves);
            moves &= moves - 1;
            SearchLimits shallow;
            shallow.depth = std::max(0, level.depth - 1);
            const Position next = position.afterMove(Move::at(sq));
            const int score = (shallow.depth == 0 ? 0 : -searcher.search(next, shallow, stop).score) + noise(rng);
            if (score > bestScore) {
                bestScore = score;
                result.best = Move::at(sq);
            }
        }
    }
    return result;
}

}  // namespace verso::engine
