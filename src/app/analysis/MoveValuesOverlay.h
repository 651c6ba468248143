// SPDX-License-Identifier: GPL-3.0-or-later
// Analysis mode on the board: the value of every legal move written on its square (for the side
// to move, in discs), the best one on a gold plate, with "exact", "win"/"draw"/"loss" or the depth
// beneath. A review also marks a move that was played (red ring) and the better one (green ring).
// One item over the whole board; clicks go through to the board.
#pragma once

#include <QGraphicsObject>

#include <map>
#include <optional>

#include "app/analysis/ValuePlate.h"
#include "core/Position.h"
#include "engine/MoveAnalysis.h"

namespace verso::app {

class BoardScene;

class MoveValuesOverlay : public QGraphicsObject {
    Q_OBJECT

public:
    // Adds the (empty) overlay to "scene", which owns it.
    explicit MoveValuesOverlay(BoardScene* scene);

    // Shows "analysis", the values of the moves of "position" (the position on the board).
    void showValues(const verso::Position& position, const engine::Analysis& analysis);
    void clearValues();
    // The position whose values are shown, if any.
    const std::optional<verso::Position>& position() const { return position_; }
    // What each square shows: the value text, e.g. {19: "+4"} (for tests and accessibility).
    std::map<int, QString> shownValues() const;
    int bestSquare() const;
    // Each valued square's plate as painted where the board shows "screenScale" screen pixels per
    // board unit (the view's scale).
    std::map<int, ValuePlate> plates(qreal screenScale) const;

    // Marks the move played (red) and a better one (green); -1 for none.
    void markMoves(int played, int better);
    int markedPlayed() const { return played_; }
    int markedBetter() const { return better_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    BoardScene* scene_;
    std::optional<verso::Position> position_;
    engine::Analysis analysis_;
    int played_ = -1;
    int better_ = -1;
};

}  // namespace verso::app
