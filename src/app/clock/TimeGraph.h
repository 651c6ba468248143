// SPDX-License-Identifier: GPL-3.0-or-later
// The time graph under the evaluation graph in a timed game: one bar per move, as tall as the
// time the move took (GameClock::moveTimes) against the longest, in the mover's colour, each
// under the position its move led to so it lines up with the evaluation graph above; the
// position on the board is outlined as there, and a click goes to a move's position. Themed like
// the evaluation graph; hidden in an untimed game.
#pragma once

#include <QWidget>
#include <chrono>

#include "app/board/BoardTheme.h"

namespace verso::session {
class GameClock;
class GameController;
}  // namespace verso::session

namespace verso::app {

class TimeGraph : public QWidget {
    Q_OBJECT
public:
    TimeGraph(session::GameClock& clock, session::GameController& game, QWidget* parent = nullptr);

    void setTheme(const BoardTheme& theme);
    // The bars: one per timed move; move "index" (0 for the first) and the rectangle its bar
    // fills in widget coordinates (empty for a move that took no time).
    int barCount() const;
    QRectF barRect(int index) const;
    // The line above the bars: "Time per move", with the longest once there is one.
    QString headText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A click on the bar of the move that led to position "ply".
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void follow();
    QRectF plotRect() const;
    int slotCount() const;
    qreal slotWidth() const;
    std::chrono::milliseconds longest() const;
    int moveAt(int x) const;
    QColor barColor(int index) const;

    session::GameClock& clock_;
    session::GameController& game_;
    BoardTheme theme_ = BoardTheme::classic();
    qsizetype shownCount_ = -1;
};

}  // namespace verso::app
