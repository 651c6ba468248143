// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/DiscItem.h"

#include <QPainter>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

#include "app/board/BoardScene.h"

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
    const auto* board = qobject_cast<const BoardScene*>(scene());
    paintDisc(*painter, rect, visibleColor(), board ? board->theme() : BoardTheme::classic());
}

void DiscItem::paintDisc(QPainter& painter, const QRectF& rect, Color color,
                         const BoardTheme& theme) {
    const qreal r = rect.height() / 2;
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.shadow);
    painter.drawEllipse(rect.translated(r * 0.06, r * 0.09));  // a soft shadow on the felt

    const DiscColors& face = color == Color::Black ? theme.black : theme.white;
    QRadialGradient shade(rect.center() - QPointF(rect.width() * 0.18, r * 0.35), r * 1.25);
    shade.setColorAt(0.0, face.highlight);
    shade.setColorAt(0.45, face.middle);
    shade.setColorAt(1.0, face.edge);
    painter.setBrush(shade);
    painter.setPen(QPen(face.rim, r * theme.rimWidth));
    painter.drawEllipse(rect);
    if (theme.mark && color == Color::White) {
        // A dot in the middle, narrowing with the disc as it turns.
        const qreal dot = 0.3;
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme.markColor);
        painter.drawEllipse(QRectF(rect.center().x() - rect.width() * dot / 2,
                                   rect.center().y() - r * dot, rect.width() * dot, 2 * r * dot));
    }
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
