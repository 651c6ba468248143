// SPDX-License-Identifier: GPL-3.0-or-later
// The hint on the board: a ring around the square the computer suggests, until the position
// changes.
#pragma once

#include <QGraphicsEllipseItem>

namespace verso::app {

class BoardScene;

class HintMarker : public QGraphicsEllipseItem {
public:
    // Adds the (hidden) marker to "scene", which owns it.
    explicit HintMarker(BoardScene* scene);

    void showOn(int square);
    void clear();
    // The square shown, or -1.
    int square() const { return square_; }

    // A dashed ring in the board theme's hint colour.
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    BoardScene* scene_;
    int square_ = -1;
};

}  // namespace verso::app
