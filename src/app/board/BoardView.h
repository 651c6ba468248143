// SPDX-License-Identifier: GPL-3.0-or-later
// Shows the BoardScene scaled to fit, square and centred; turns arrow keys into a cursor and
// Enter/Space into a move on the cursor's square.
#pragma once

#include <QGraphicsView>
#include <optional>

#include "core/Position.h"

namespace verso::app {

class BoardAccessibility;
class BoardScene;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(BoardScene* scene, QWidget* parent = nullptr);

    BoardScene* boardScene() const { return scene_; }
    // What assistive technology is told about the board (its squares, moves and announcements).
    BoardAccessibility* accessibility() const { return accessibility_; }
    // Plays on "square" as Enter does there (the keyboard cursor moves to it first).
    void activateSquare(int square);
    // Moves the keyboard cursor to "square" and shows it.
    void moveCursorTo(int square);
    // The playing area (8x8 squares) in viewport pixels.
    QRect boardRectInView() const;
    // The centre of "square" in viewport pixels (where a person would click).
    QPoint squareCenterInView(int square) const;
    // The position the view last painted with every animation finished (nullopt if the last
    // paint showed a flip in progress, or before the first paint).
    std::optional<Position> lastPaintedSettledPosition() const { return lastPaintedSettled_; }

    QSize sizeHint() const override { return {560, 560}; }

signals:
    // Enter or Space on the keyboard cursor's square.
    void squareActivated(int square);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void fitBoard();
    bool moveCursor(int key);

    BoardScene* scene_;
    BoardAccessibility* accessibility_;
    std::optional<Position> lastPaintedSettled_;
};

}  // namespace verso::app
