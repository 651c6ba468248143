// SPDX-License-Identifier: GPL-3.0-or-later
// The session's small vocabulary: the game's state and what changed on the board.
#pragma once

#include <QMetaType>

#include "core/Bitboard.h"
#include "core/GameRecord.h"
#include "core/Square.h"

namespace verso::session {

// NotStarted -> Playing <-> Paused -> Finished, or Stopped when the session is abandoned.
enum class GameState { NotStarted, Playing, Paused, Finished, Stopped };

// What a boardChanged() signal reports; the window animates only Kind::Move. Resign: the game
// ended at the end of the record without a move, by a resignation or a loss on time.
struct BoardChange {
    enum class Kind { NewGame, Move, Pass, Undo, Redo, Jump, Resign };
    Kind kind = Kind::NewGame;
    Move move = Move::none();  // the move played (Move and Pass)
    Color by = Color::Black;   // who played it
    Bitboard flipped = 0;      // the discs it turned over
};

}  // namespace verso::session

// verso::Move, Color and GameResult need no declaration: Qt 6 knows any copyable type, and the
// controller registers them for queued connections.
Q_DECLARE_METATYPE(verso::session::GameState)
Q_DECLARE_METATYPE(verso::session::BoardChange)
