// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/EditorBoardView.h"

#include <QMouseEvent>
#include <cmath>

#include "app/board/BoardScene.h"

namespace verso::app {

namespace {

// Samples per square along a drag: fine enough that a diagonal drag does not skip a square it
// visibly crosses.
constexpr qreal kStep = BoardScene::kSquare / 8;

}  // namespace

EditorBoardView::EditorBoardView(BoardScene* scene, QWidget* parent) : BoardView(scene, parent) {
    setMinimumSize(320, 320);
}

void EditorBoardView::mousePressEvent(QMouseEvent* event) {
    const Qt::MouseButton button = event->button();
    if (strokeButton_ || (button != Qt::LeftButton && button != Qt::RightButton)) {
        event->accept();
        return;
    }
    strokeButton_ = button;
    lastSquare_ = -1;
    lastScenePos_ = mapToScene(event->position().toPoint());
    reach(boardScene()->squareAt(lastScenePos_));
    event->accept();
}

// A second quick click paints again, like the first (it would otherwise be lost to the double
// click).
void EditorBoardView::mouseDoubleClickEvent(QMouseEvent* event) { mousePressEvent(event); }

void EditorBoardView::mouseMoveEvent(QMouseEvent* event) {
    BoardView::mouseMoveEvent(event);  // the scene follows the hover
    if (!strokeButton_) return;
    const QPointF scenePos = mapToScene(event->position().toPoint());
    reachAlong(lastScenePos_, scenePos);
    lastScenePos_ = scenePos;
}

void EditorBoardView::mouseReleaseEvent(QMouseEvent* event) {
    event->accept();
    if (!strokeButton_ || event->button() != *strokeButton_) return;
    reachAlong(lastScenePos_, mapToScene(event->position().toPoint()));
    const bool started = lastSquare_ >= 0;
    strokeButton_.reset();
    lastSquare_ = -1;
    if (started) emit strokeEnded();
}

void EditorBoardView::reachAlong(const QPointF& from, const QPointF& to) {
    const QPointF delta = to - from;
    const int steps =
        std::max(1, static_cast<int>(std::ceil(std::hypot(delta.x(), delta.y()) / kStep)));
    for (int i = 1; i <= steps; ++i)
        reach(boardScene()->squareAt(from + delta * (qreal(i) / steps)));
}

void EditorBoardView::reach(int square) {
    if (square < 0 || square == lastSquare_) return;
    const bool first = lastSquare_ < 0;
    lastSquare_ = square;
    if (first) emit strokeStarted(square, *strokeButton_);
    else emit strokeReached(square);
}

}  // namespace verso::app
