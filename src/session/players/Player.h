// SPDX-License-Identifier: GPL-3.0-or-later
// One interface for everyone who plays a side: a person at the board, Verso's engine, or an
// external program. The controller asks with a MoveRequest (a turn) that it owns; the player
// answers with turn->answer(move), now or later. When the turn is cancelled (undo, new game,
// pause, player swapped) the turn emits cancelled() and an answer to it is dropped by the turn
// itself, so a player never needs to know why; the turn may also be destroyed, so players keep
// it in a QPointer.
#pragma once

#include <QObject>
#include <QString>

#include "session/players/MoveRequest.h"

namespace verso::session {

class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // True for a person who answers through the board (clicks, keyboard).
    virtual bool isHuman() const = 0;
    // Asks for a move in turn->position() (its side to move is this player's colour).
    virtual void requestMove(MoveRequest* turn) = 0;
};

}  // namespace verso::session
