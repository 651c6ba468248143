// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardView.h"

#include <QKeyEvent>

#include "app/board/BoardAccessibility.h"
#include "app/board/BoardScene.h"

namespace verso::app {

BoardView::BoardView(BoardScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene), accessibility_(new BoardAccessibility(*this)) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignCenter);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(240, 240);
    //: Accessible name of the game board (for screen readers)
    setAccessibleName(tr("Board"));
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fitBoard);
}

QRect BoardView::boardRectInView() const {
    return mapFromScene(scene_->boardRect()).boundingRect();
}

QPoint BoardView::squareCenterInView(int square) const {
    return mapFromScene(scene_->squareRect(square).center());
}

void BoardView::fitBoard() {
    setSceneRect(scene_->sceneRect());
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitBoard();
}

void BoardView::paintEvent(QPaintEvent* event) {
    QGraphicsView::paintEvent(event);
    if (scene_->isAnimating()) lastPaintedSettled_.reset();
    else lastPaintedSettled_ = scene_->displayedPosition();
}

void BoardView::leaveEvent(QEvent* event) {
    QGraphicsView::leaveEvent(event);
    scene_->clearHover();
}

bool BoardView::moveCursor(int key) {
    const int square = scene_->cursorSquare();
    int column = columnOf(square);
    int row = rowOf(square);
    // The arrows move the cursor as the person sees the board: on a flipped board, Up goes
    // towards row 8.
    const int step = scene_->isFlipped() ? -1 : 1;
    switch (key) {
        case Qt::Key_Left: column = std::clamp(column - step, 0, 7); break;
        case Qt::Key_Right: column = std::clamp(column + step, 0, 7); break;
        case Qt::Key_Up: row = std::clamp(row - step, 0, 7); break;
        case Qt::Key_Down: row = std::clamp(row + step, 0, 7); break;
        default: return false;
    }
    moveCursorTo(verso::squareAt(column, row));
    return true;
}

void BoardView::moveCursorTo(int square) {
    scene_->setCursorSquare(square);
    scene_->setCursorVisible(true);
}

void BoardView::activateSquare(int square) {
    moveCursorTo(square);
    emit squareActivated(square);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (moveCursor(event->key())) {
        event->accept();
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        activateSquare(scene_->cursorSquare());
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

}  // namespace verso::app
