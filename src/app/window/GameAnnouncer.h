// SPDX-License-Identifier: GPL-3.0-or-later
// Puts the game into words for a screen reader: each move played (by whom, where, how many discs
// turned over), a pass, a refused move with its reason, a new game and the result, announced
// through the board's BoardAccessibility and a LiveRegion in "window".
#pragma once

#include <QObject>
#include <QWidget>

#include "core/GameRecord.h"
#include "session/game/GameState.h"

namespace verso::session {
class GameController;
struct Refusal;
}  // namespace verso::session

namespace verso::app {

class BoardAccessibility;

class GameAnnouncer : public QObject {
    Q_OBJECT
public:
    GameAnnouncer(session::GameController& controller, BoardAccessibility& board, QWidget& window);

    // "Black played d3, 1 disc turned over." ("White (computer) played …" for the computer).
    static QString moveText(Color by, bool computer, Move move, int flipped);

private:
    void onBoardChanged(const session::BoardChange& change);

    session::GameController& controller_;
    BoardAccessibility& board_;
};

}  // namespace verso::app
