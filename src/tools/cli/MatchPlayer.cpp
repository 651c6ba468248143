#include "MatchPlayer.h"

namespace verso::cli {

std::string LevelPlayer::name() const { return "level " + std::to_string(level_.number) + " (" + level_.name + ")"; }

bool LevelPlayer::startGame(const GgfGame&, std::uint64_t seed) {
    searcher_.clearHash();  // each game independent of the ones before: repeatable with any --threads
    rng_.seed(seed);
    return true;
}

std::optional<Move> LevelPlayer::choose(const Position& position) {
    return engine::chooseMove(searcher_, position, level_, rng_).best;
}

}  // namespace verso::cli
