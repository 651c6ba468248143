// SPDX-License-Identifier: GPL-3.0-or-later
// The opening moves of a new game as the settings ask for them: none, an XOT opening chosen at
// random from the shipped list (:/xot/xot-openings.txt), or random legal play to a number of discs.
#pragma once

#include <QString>
#include <vector>

#include "app/settings/Settings.h"
#include "core/GameRecord.h"

namespace verso::app {

// The shipped XOT openings, read once (empty, with xotProblem() saying why, if the list cannot
// be read: a build without it).
const std::vector<std::vector<Move>>& xotOpenings();
QString xotProblem();

// The record a new game starts with, its cursor at the end: the standard position without moves,
// or the moves of "start". "seed" picks the opening or the random moves. Without the XOT list an
// XOT start is the standard position.
GameRecord startingRecord(const NewGameStart& start, unsigned seed);

}  // namespace verso::app
