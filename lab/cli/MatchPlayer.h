// SPDX-License-Identifier: GPL-3.0-or-later
// The two sides of a verso-lab match: a Verso playing level, or an NBoard engine.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "NboardClient.h"
#include "core/Ggf.h"
#include "core/TimeControl.h"
#include "engine/Level.h"
#include "engine/TimeControl.h"

namespace verso::cli {

class MatchPlayer {
public:
    virtual ~MatchPlayer() = default;
    virtual std::string name() const = 0;
    // A new game from "game" (the opening played); "seed" makes a randomised level repeatable.
    virtual bool startGame(const GgfGame& game, std::uint64_t seed) = 0;
    // This player's move in "position" (which has a placing move); nullopt on failure.
    virtual std::optional<Move> choose(const Position& position) = 0;
    // Every move of the game, both sides' (including passes), once it is played.
    virtual bool observe(Move move) = 0;
    virtual std::string error() const { return {}; }
};

class LevelPlayer : public MatchPlayer {
public:
    explicit LevelPlayer(const engine::Level& level) : level_(level), searcher_(16) {}
    std::string name() const override;
    bool startGame(const GgfGame& game, std::uint64_t seed) override;
    std::optional<Move> choose(const Position& position) override;
    bool observe(Move) override { return true; }

private:
    engine::Level level_;
    engine::Searcher searcher_;
    std::mt19937_64 rng_;
};

// Verso's search with a time budget per move (SearchLimits::moveTime), as deep and as exact as
// that allows, the moves of a game sharing one time account (engine::TimeBank); no randomness.
class TimedPlayer : public MatchPlayer {
public:
    explicit TimedPlayer(std::chrono::milliseconds moveTime)
        : moveTime_(moveTime),
          searcher_(64),
          timeBank_(0.001 * static_cast<double>(moveTime.count())) {}
    std::string name() const override;
    bool startGame(const GgfGame& game, std::uint64_t seed) override;
    std::optional<Move> choose(const Position& position) override;
    bool observe(Move) override { return true; }

private:
    std::chrono::milliseconds moveTime_;
    engine::Searcher searcher_;
    engine::TimeBank timeBank_;
};

// Verso on a game clock (engine::setClock): each move spends its share of what the player's
// clock holds, as deep and as exact as that allows; the clock gains the increment after each
// move. No randomness.
class ClockPlayer : public MatchPlayer {
public:
    explicit ClockPlayer(const TimeControl& control) : control_(control), searcher_(64) {}
    std::string name() const override;
    bool startGame(const GgfGame& game, std::uint64_t seed) override;
    std::optional<Move> choose(const Position& position) override;
    bool observe(Move) override { return true; }

private:
    TimeControl control_;
    engine::Searcher searcher_;
    std::chrono::milliseconds remaining_{0};
};

class EnginePlayer : public MatchPlayer {
public:
    EnginePlayer(const std::string& command, int depth) : client_(command, depth) {}
    bool ok() const { return client_.ok(); }
    std::string name() const override { return client_.name(); }
    bool startGame(const GgfGame& game, std::uint64_t) override { return client_.setGame(game); }
    std::optional<Move> choose(const Position&) override { return client_.askMove(); }
    bool observe(Move move) override { return client_.tellMove(move); }
    std::string error() const override { return client_.error(); }

private:
    NboardClient client_;
};

}  // namespace verso::cli
