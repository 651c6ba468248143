// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/HintMarker.h"

#include <QPainter>
#include <QPen>

#include "app/board/BoardScene.h"

namespace verso::app {

namespace {
constexpr qreal kWidth = 6.0;
}

HintMarker::HintMarker(BoardScene* scene) : scene_(scene) {
    setPen(QPen(scene->theme().hint, kWidth, Qt::DashLine));  // also sizes the bounding box
    setBrush(Qt::NoBrush);
    setZValue(50);  // above the discs and markers
    setVisible(false);
    setAcceptedMouseButtons(Qt::NoButton);  // clicks go through to the board
    scene_->addItem(this);
    // The scene owns the marker, so the connection never outlives it.
    QObject::connect(scene_, &BoardScene::orientationChanged, scene_, [this] {
        if (square_ >= 0) showOn(square_);
    });
}

void HintMarker::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(scene_->theme().hint, kWidth, Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(rect());
}

void HintMarker::showOn(int square) {
    square_ = square;
    const qreal inset = BoardScene::kSquare * 0.12;
    setRect(scene_->squareRect(square).adjusted(inset, inset, -inset, -inset));
    setVisible(true);
}

void HintMarker::clear() {
    square_ = -1;
    setVisible(false);
}

}  // namespace verso::app
