// SPDX-License-Identifier: GPL-3.0-or-later
// Both clocks of a timed game (ClockFace), Black's first: one above the other beside the board,
// or side by side above it where the window is too narrow for a column. It follows the game's
// GameClock (the time left, the running side, a pause, a fall) and the players' names as the
// window gives them (CurrentGame); it hides itself in an untimed game.
#pragma once

#include <QWidget>

#include "app/board/BoardTheme.h"
#include "core/Square.h"

class QBoxLayout;

namespace verso::session {
class GameClock;
}

namespace verso::app {

class ClockFace;
class CurrentGame;

class ClockPanel : public QWidget {
    Q_OBJECT
public:
    ClockPanel(session::GameClock& clock, CurrentGame& game, QWidget* parent = nullptr);

    ClockFace* face(Color side) const { return side == Color::Black ? black_ : white_; }
    // Vertical: one clock above the other (a column); horizontal: side by side (a strip).
    void setOrientation(Qt::Orientation orientation);
    Qt::Orientation orientation() const { return orientation_; }
    // The room the two clocks need standing this way.
    QSize sizeFor(Qt::Orientation orientation) const;
    void setTheme(const BoardTheme& theme);

signals:
    // The panel was shown or hidden (a game became timed or untimed).
    void shownChanged();

private:
    void showClocks();
    void showNames();

    session::GameClock& clock_;
    CurrentGame& game_;
    ClockFace* black_;
    ClockFace* white_;
    QBoxLayout* layout_;
    Qt::Orientation orientation_ = Qt::Vertical;
    bool shown_ = true;  // a timed game: the panel shows
};

}  // namespace verso::app
