// SPDX-License-Identifier: GPL-3.0-or-later
// The words and numbers of analysis: move values, depths, proofs, review classes.
#pragma once

#include <QString>

#include "engine/GameReview.h"
#include "engine/MoveAnalysis.h"

namespace verso::app {

// A value in discs with its sign: "+4", "−2" (a real minus sign), "0".
QString valueText(int discs);
// Under a value on the board: "exact", "win", "draw", "loss", or the depth "d14".
QString valueCaption(const engine::MoveValue& value);
// How far the analysis got: "depth 14", "exact", "win/loss/draw proven" (for the analysis panel).
QString depthText(const engine::Analysis& analysis);
// The hint's words: "f3: +6, exact" / "f3: +2, depth 12".
QString hintValueText(Move move, int score, int depth, bool exact, bool fromBook = false);
// "best", "good", "inaccuracy", "mistake", "blunder", "forced".
QString moveClassText(engine::MoveClass moveClass);
// A move in the game's notation: "f5", "pass".
QString moveText(Move move);
// A line of moves: "f5 d6 c3", passes as "pass".
QString lineText(const std::vector<Move>& line);

}  // namespace verso::app
