// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/BoardPreview.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "app/board/DiscItem.h"

namespace verso::app {

namespace {

// BoardScene's colours.
const QColor kFelt(0x1d, 0x7a, 0x3f);
const QColor kGrid(0x0d, 0x3b, 0x1f);
const QColor kFrame(0x14, 0x4a, 0x2a);

}  // namespace

BoardPreview::BoardPreview(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void BoardPreview::setPosition(std::optional<Position> position) {
    if (position == position_) return;
    position_ = position;
    update();
}

// The 8x8 squares, centred, with room for a thin frame around them.
QRectF BoardPreview::boardRect() const {
    const qreal side = std::min(width(), height());
    const qreal frame = std::max<qreal>(3.0, side * 0.025);
    const qreal board = std::floor((side - 2 * frame) / 8) * 8;
    return QRectF((width() - board) / 2, (height() - board) / 2, board, board);
}

void BoardPreview::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();
    if (board.width() <= 0) return;
    const qreal frame = std::max<qreal>(3.0, std::min(width(), height()) * 0.025);
    const qreal square = board.width() / 8;

    painter.setPen(Qt::NoPen);
    painter.setBrush(kFrame);
    painter.drawRoundedRect(board.adjusted(-frame, -frame, frame, frame), frame, frame);
    painter.fillRect(board, position_ ? kFelt : kFelt.darker(130));
    painter.setPen(QPen(kGrid, 1.0));
    for (int i = 0; i <= 8; ++i) {
        const qreal offset = i * square;
        painter.drawLine(QPointF(board.left() + offset, board.top()),
                         QPointF(board.left() + offset, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + offset),
                         QPointF(board.right(), board.top() + offset));
    }
    if (!position_) return;

    const qreal margin = square * 0.1;
    for (int index = 0; index < kSquareCount; ++index) {
        const auto disc = position_->at(index);
        if (!disc) continue;
        const QRectF cell(board.left() + (index % 8) * square, board.top() + (index / 8) * square,
                          square, square);
        DiscItem::paintDisc(painter, cell.adjusted(margin, margin, -margin, -margin), *disc);
    }
}

}  // namespace verso::app
