// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/RandomStart.h"

#include "core/RandomGame.h"

#include <algorithm>
#include <random>

namespace verso {

namespace {

int discsOn(const Position& p) { return popCount(p.black() | p.white()); }

// One random game until "discs" discs are on the board or the game ends.
GameRecord playTowards(int discs, std::mt19937& random) {
    GameRecord game;
    while (!game.isOver() && discsOn(game.current()) < discs) playRandomMove(game, random);
    return game;
}

}  // namespace

GameRecord randomStart(int discs, unsigned seed) {
    discs = std::clamp(discs, kMinRandomStartDiscs, kMaxRandomStartDiscs);
    std::mt19937 random(seed);
    // Every placing move adds one disc, so a game reaches the count unless it ends first, which
    // random play rarely does before the board is nearly full; the bound only guards the loop.
    // A game that is over at the count is no start either.
    GameRecord game;
    for (int attempt = 0; attempt < 10'000; ++attempt) {
        game = playTowards(discs, random);
        if (discsOn(game.current()) == discs && !game.isOver()) break;
    }
    return game;
}

}  // namespace verso
