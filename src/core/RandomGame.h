// Positions from random games, for tests and benchmarks that want every game phase represented.
#pragma once

#include <vector>

#include "core/Position.h"

namespace verso {

// "count" positions visited by fixed-seed random games (a new game starts when one ends; forced
// passes are played). The same seed always gives the same positions.
std::vector<Position> randomGamePositions(int count, unsigned seed);

}  // namespace verso
