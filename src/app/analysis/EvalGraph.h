// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation graph under the move list: one bar per position of the game, the value for
// Black (up: Black is ahead, down: White is), exact values marked with a dot, the position on the
// board outlined, reviewed mistakes marked in their class's colour. It fills in as the values come
// (GameValues) and says how far it got; a click goes to that position. Painted with QPainter: a
// chart of at most 61 bars needs no chart library (Qt Charts would add a package and megabytes
// for this one widget), and it paints in well under a millisecond.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

#include "app/board/BoardTheme.h"
#include "engine/GameReview.h"

namespace verso::session {
class GameValues;
}

namespace verso::app {

class EvalGraph : public QWidget {
    Q_OBJECT

public:
    EvalGraph(session::GameValues& values, QWidget* parent = nullptr);

    // The position shown on the board (outlined).
    void setCurrentPly(int ply);
    int currentPly() const { return current_; }
    // The classes of the reviewed moves, indexed by ply (empty: no review).
    void setMoveClasses(const std::vector<std::optional<engine::MoveClass>>& classes);
    // The colours of the plot, its bars and marks (the board's theme); repaints.
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return theme_; }
    // The position under "x" (widget coordinates), or -1.
    int plyAt(int x) const;
    // The centre of the bar of "ply" (for tests that click it).
    QPoint barCenter(int ply) const;

    // The line above the plot: "No evaluation yet", how far the values got, or the scale.
    QString headText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF plotRect() const;
    int scaleLimit() const;

    session::GameValues& values_;
    int current_ = 0;
    std::vector<std::optional<engine::MoveClass>> classes_;
    BoardTheme theme_ = BoardTheme::classic();
};

}  // namespace verso::app
