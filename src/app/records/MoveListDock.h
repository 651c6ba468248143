// SPDX-License-Identifier: GPL-3.0-or-later
// The move list beside the board, as a dock on the right (View > Move List shows or hides it; the
// window grows or shrinks by its width so the board keeps its size). It follows the game: the
// players' names, every move, the one shown and the result; a click on a move shows it.
#pragma once

#include <QDockWidget>

namespace verso::session {
class GameController;
}

namespace verso::app {

class CurrentGame;
class GameNavigation;
class MoveListPanel;

class MoveListDock : public QDockWidget {
    Q_OBJECT
public:
    MoveListDock(session::GameController& game, CurrentGame& current, GameNavigation& navigation,
                 QWidget& window);

    MoveListPanel* panel() const { return panel_; }

private:
    void showGame();
    void showNames();
    void keepBoardSize(bool shown);

    session::GameController& game_;
    CurrentGame& current_;
    MoveListPanel* panel_;
    QWidget& window_;
};

}  // namespace verso::app
