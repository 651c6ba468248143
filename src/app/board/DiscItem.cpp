// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/DiscItem.h"

#include <QPainter>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

namespace verso::app {

DiscItem::DiscItem(qreal radius, QGraphicsItem* parent) : QGraphicsObject(parent), radius_(radius) {
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void DiscItem::setColor(Color color) {
    color_ = color;
    from_ = color;
    progress_ = 1.0;
    update();
}

void DiscItem::prepareFlip(Color from, Color to) {
    from_ = from;
    color_ = to;
    progress_ = 0.0;
    update();
}

void DiscItem::setFlipProgress(qreal progress) {
    progress_ = std::clamp(progress, 0.0, 1.0);
    update();
}

QRectF DiscItem::boundingRect() const {
    const qreal shadow = radius_ * 0.12;
    return QRectF(-radius_, -radius_, 2 * radius_ + shadow, 2 * radius_ + shadow);
}

void DiscItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // Edge-on at progress 0.5: the disc narrows horizontally, then widens showing the new face.
    const qreal width = std::max(0.06, std::abs(std::cos(progress_ * std::numbers::pi)));
    const QRectF rect(-radius_ * width, -radius_, 2 * radius_ * width, 2 * radius_);
    painter->setRenderHint(QPainter::Antialiasing);
    paintDisc(*painter, rect, visibleColor());
}

void DiscItem::paintDisc(QPainter& painter, const QRectF& rect, Color color) {
    const qreal r = rect.height() / 2;
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawEllipse(rect.translated(r * 0.06, r * 0.09));  // a soft shadow on the felt

    const bool black = color == Color::Black;
    QRadialGradient shade(rect.center() - QPointF(rect.width() * 0.18, r * 0.35), r * 1.25);
    shade.setColorAt(0.0, black ? QColor(0x6a, 0x6a, 0x6a) : QColor(0xff, 0xff, 0xff));
    shade.setColorAt(0.45, black ? QColor(0x26, 0x26, 0x26) : QColor(0xf2, 0xf2, 0xee));
    shade.setColorAt(1.0, black ? QColor(0x08, 0x08, 0x08) : QColor(0xc8, 0xc8, 0xc2));
    painter.setBrush(shade);
    painter.setPen(QPen(black ? QColor(0x00, 0x00, 0x00) : QColor(0x9a, 0x9a, 0x94), r * 0.04));
    painter.drawEllipse(rect);
    painter.restore();
}

QPixmap DiscItem::icon(Color color, int size, qreal devicePixelRatio) {
    QPixmap pixmap(QSize(size, size) * devicePixelRatio);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal margin = size * 0.08;
    paintDisc(painter, QRectF(margin, margin, size - 2.5 * margin, size - 2.5 * margin), color);
    return pixmap;
}

}  // namespace verso::app
