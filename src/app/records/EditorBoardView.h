// SPDX-License-Identifier: GPL-3.0-or-later
// The board of the position editor: the game's BoardView, where a press and a drag paint squares
// instead of playing moves. A stroke starts on the first square the pressed pointer is over and
// reaches every square the pointer crosses until the button is released (a quick drag that jumps
// over squares between two mouse events still reaches them).
#pragma once

#include <QPointF>
#include <optional>

#include "app/board/BoardView.h"

namespace verso::app {

class EditorBoardView : public BoardView {
    Q_OBJECT
public:
    explicit EditorBoardView(BoardScene* scene, QWidget* parent = nullptr);

    QSize sizeHint() const override { return {500, 500}; }

signals:
    // The stroke of "button" (left or right) reached its first square.
    void strokeStarted(int square, Qt::MouseButton button);
    // The stroke crossed into "square" (one signal per square entered, in the order crossed).
    void strokeReached(int square);
    void strokeEnded();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void reachAlong(const QPointF& from, const QPointF& to);
    void reach(int square);

    std::optional<Qt::MouseButton> strokeButton_;
    QPointF lastScenePos_;
    int lastSquare_ = -1;
};

}  // namespace verso::app
