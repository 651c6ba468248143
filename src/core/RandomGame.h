// SPDX-License-Identifier: GPL-3.0-or-later
// Positions from random games, for tests and benchmarks that want every game phase represented.
#pragma once

#include <random>
#include <vector>

#include "core/GameRecord.h"
#include "core/Position.h"

namespace verso {

// "count" positions visited by fixed-seed random games (a new game starts when one ends; forced
// passes are played). The same seed always gives the same positions.
std::vector<Position> randomGamePositions(int count, unsigned seed);

// Plays one move of the game, picked uniformly among the legal ones by "random", or its forced
// pass. Precondition: the game is not over.
void playRandomMove(GameRecord& game, std::mt19937& random);

// A fixed-seed random game from "start" with forced passes recorded, played to its end or until
// "maxPlies" moves (passes included) are recorded. The cursor is at the end.
GameRecord randomGame(unsigned seed, int maxPlies = 200,
                      const Position& start = Position::initial());

}  // namespace verso
