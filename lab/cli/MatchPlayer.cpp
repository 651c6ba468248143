// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatchPlayer.h"

#include <chrono>
#include <cmath>
#include <cstdio>

namespace verso::cli {

std::string LevelPlayer::name() const {
    return "level " + std::to_string(level_.number) + " (" + level_.name + ")";
}

bool LevelPlayer::startGame(const GgfGame&, std::uint64_t seed) {
    searcher_
        .clearHash();  // each game independent of the ones before: repeatable with any --threads
    rng_.seed(seed);
    return true;
}

std::optional<Move> LevelPlayer::choose(const Position& position) {
    return engine::chooseMove(searcher_, position, level_, rng_).best;
}

std::string TimedPlayer::name() const {
    char text[64];
    std::snprintf(text, sizeof text, "Verso, %g s per move",
                  static_cast<double>(moveTime_.count()) / 1000.0);
    return text;
}

bool TimedPlayer::startGame(const GgfGame&, std::uint64_t) {
    searcher_.clearHash();
    timeBank_.newGame();
    return true;
}

std::optional<Move> TimedPlayer::choose(const Position& position) {
    engine::SearchLimits limits;
    limits.depth = 60;
    limits.exactEmpties = 60;
    limits.moveTime = moveTime_;
    limits.timeSaved = std::chrono::milliseconds(std::llround(timeBank_.saved() * 1000));
    const auto started = std::chrono::steady_clock::now();
    const Move best = searcher_.search(position, limits).best;
    timeBank_.record(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
    return best;
}

std::string ClockPlayer::name() const { return "Verso, clock " + timeControlText(control_) + " s"; }

bool ClockPlayer::startGame(const GgfGame&, std::uint64_t) {
    searcher_.clearHash();
    remaining_ = control_.base;
    return true;
}

std::optional<Move> ClockPlayer::choose(const Position& position) {
    engine::SearchLimits limits;
    limits.depth = 60;
    limits.exactEmpties = 60;
    engine::setClock(limits, position.emptyCount(), remaining_, control_.increment);
    const auto started = std::chrono::steady_clock::now();
    const Move best = searcher_.search(position, limits).best;
    remaining_ -= std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    remaining_ = std::max(std::chrono::milliseconds(0), remaining_) + control_.increment;
    return best;
}

}  // namespace verso::cli
