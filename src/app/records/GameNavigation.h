// SPDX-License-Identifier: GPL-3.0-or-later
// Stepping through the game's moves: Go > First Move (Home), Previous Move (Ctrl+Left, Page Up),
// Next Move (Ctrl+Right, Page Down), Last Move (End) and Continue From Here (Ctrl+Return), and the
// sentence the status bar shows while the board is at an earlier position.
//
// Browsing moves the game master's cursor, so the board, the markers and the move list all follow
// it. At an earlier position no computer moves; a person's move there, or Continue From Here,
// starts a new line from it (the line it replaces is handed to whoever keeps games).
#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace verso::session {
class GameController;
}

namespace verso::app {

class GameNavigation : public QObject {
    Q_OBJECT
public:
    // Adds the actions to "menu" (and to "window", so the keys work wherever the focus is).
    GameNavigation(session::GameController& game, QMenu& menu, QWidget& window);

    QAction* firstAction() const { return first_; }
    QAction* previousAction() const { return previous_; }
    QAction* nextAction() const { return next_; }
    QAction* lastAction() const { return last_; }
    QAction* continueAction() const { return continue_; }

    // Shows the position after "ply" moves (a click in the move list).
    void showPly(int ply);
    // "Move 23 of 41 — playing here starts a new line" while the board shows an earlier
    // position, else empty.
    QString browsingText() const;

    // The ply one step back or forward from the cursor, passing over a position where the side
    // to move must pass (it looks the same as the one after the pass).
    int previousPly() const;
    int nextPly() const;

public slots:
    void updateActions();

private:
    QAction* addAction(QMenu& menu, QWidget& window, const QString& name, const QString& text,
                       const QList<QKeySequence>& keys);

    session::GameController& game_;
    QAction* first_;
    QAction* previous_;
    QAction* next_;
    QAction* last_;
    QAction* continue_;
};

}  // namespace verso::app
