// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/MoveValuesOverlay.h"

#include <QFont>
#include <QPainter>

#include "app/analysis/AnalysisTexts.h"
#include "app/board/BoardScene.h"

namespace verso::app {

MoveValuesOverlay::MoveValuesOverlay(BoardScene* scene) : scene_(scene) {
    setZValue(60);  // above the discs, the markers and the hint
    setAcceptedMouseButtons(Qt::NoButton);
    scene_->addItem(this);
}

QRectF MoveValuesOverlay::boundingRect() const { return scene_->boardRect(); }

void MoveValuesOverlay::showValues(const Position& position, const engine::Analysis& analysis) {
    position_ = position;
    analysis_ = analysis;
    update();
}

void MoveValuesOverlay::clearValues() {
    if (!position_ && analysis_.moves.empty()) return;
    position_.reset();
    analysis_ = {};
    update();
}

std::map<int, QString> MoveValuesOverlay::shownValues() const {
    std::map<int, QString> values;
    if (!position_) return values;
    for (const engine::MoveValue& m : analysis_.moves)
        if (m.move.isPlacement()) values[m.move.square()] = valueText(m.score);
    return values;
}

int MoveValuesOverlay::bestSquare() const {
    if (!position_ || analysis_.moves.empty() || !analysis_.moves.front().move.isPlacement())
        return -1;
    return analysis_.moves.front().move.square();
}

void MoveValuesOverlay::markMoves(int played, int better) {
    if (played_ == played && better_ == better) return;
    played_ = played;
    better_ = better;
    update();
}

void MoveValuesOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const BoardTheme& theme = scene_->theme();
    const qreal s = BoardScene::kSquare;
    const auto ring = [&](int square, const QColor& color) {
        if (square < 0) return;
        painter->setPen(QPen(color, 7.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(
            scene_->squareRect(square).adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08));
    };
    ring(played_, theme.playedRing);
    ring(better_, theme.betterRing);
    if (!position_) return;

    const int best = analysis_.moves.empty() ? 0 : analysis_.moves.front().score;
    const std::map<int, ValuePlate> shown = plates(painter->worldTransform().m11());
    for (const engine::MoveValue& m : analysis_.moves) {
        if (!m.move.isPlacement()) continue;
        const ValuePlate& plate = shown.at(m.move.square());
        const bool isBest = m.score == best;
        // A plate so the numbers read on the felt: gold for the best move(s), dark for the others
        // (in the theme's colours).
        painter->setPen(Qt::NoPen);
        // The felt first, so a legal-move dot under a see-through plate does not show through.
        painter->setBrush(scene_->feltBrush());
        painter->drawRoundedRect(plate.plate, s * 0.12, s * 0.12);
        painter->setBrush(isBest ? theme.bestPlate : theme.plate);
        painter->drawRoundedRect(plate.plate, s * 0.12, s * 0.12);
        painter->setPen(isBest ? theme.bestInk : theme.plateInk);
        painter->setFont(plate.valueFont);
        const Qt::Alignment valueAlign =
            plate.caption.isEmpty() ? Qt::AlignCenter : Qt::AlignHCenter | Qt::AlignBottom;
        painter->drawText(plate.valueRect, valueAlign, plate.value);
        if (plate.caption.isEmpty()) continue;
        painter->setFont(plate.captionFont);
        painter->setPen(isBest ? theme.bestCaption : theme.plateCaption);
        painter->drawText(plate.captionRect, Qt::AlignHCenter | Qt::AlignTop, plate.caption);
    }
}

std::map<int, ValuePlate> MoveValuesOverlay::plates(qreal screenScale) const {
    std::map<int, ValuePlate> result;
    if (!position_) return result;
    const qreal s = BoardScene::kSquare;
    for (const engine::MoveValue& m : analysis_.moves) {
        if (!m.move.isPlacement()) continue;
        const QRectF cell =
            scene_->squareRect(m.move.square()).adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06);
        result[m.move.square()] = ValuePlate::layout(cell, screenScale, valueText(m.score),
                                                     valueCaption(m), scene_->font());
    }
    return result;
}

}  // namespace verso::app
