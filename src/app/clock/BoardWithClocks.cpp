// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clock/BoardWithClocks.h"

#include <QResizeEvent>

#include "app/clock/ClockPanel.h"

namespace verso::app {

BoardWithClocks::BoardWithClocks(QWidget& board, QWidget* parent) : QWidget(parent), board_(board) {
    setObjectName(QStringLiteral("boardWithClocks"));
    board_.setParent(this);
}

void BoardWithClocks::setClocks(ClockPanel& clocks) {
    clocks_ = &clocks;
    if (clocks.parentWidget() != this) clocks.setParent(this);
    connect(clocks_, &ClockPanel::shownChanged, this, [this] {
        place();
        updateGeometry();
    });
    place();
}

QSize BoardWithClocks::sizeHint() const { return board_.sizeHint(); }

QSize BoardWithClocks::minimumSizeHint() const {
    const QSize board = board_.minimumSizeHint();
    if (!clocks_ || clocks_->isHidden()) return board;
    // Whichever of the two ways to stand the clocks beside the board needs less.
    const QSize column = clocks_->sizeFor(Qt::Vertical);
    const QSize strip = clocks_->sizeFor(Qt::Horizontal);
    const QSize beside(board.width() + column.width(), std::max(board.height(), column.height()));
    const QSize above(std::max(board.width(), strip.width()), board.height() + strip.height());
    return beside.boundedTo(above);
}

void BoardWithClocks::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place();
}

void BoardWithClocks::place() {
    const QRect room = rect();
    if (!clocks_ || clocks_->isHidden()) {
        board_.setGeometry(room);
        return;
    }
    // A column when the square board loses nothing to it, or less than a strip would take.
    const int columnWidth = clocks_->sizeFor(Qt::Vertical).width();
    const int stripHeight = clocks_->sizeFor(Qt::Horizontal).height();
    const int boardInColumn = std::min(room.width() - columnWidth, room.height());
    const int boardInStrip = std::min(room.width(), room.height() - stripHeight);
    if (boardInColumn >= boardInStrip) {
        clocks_->setOrientation(Qt::Vertical);
        board_.setGeometry(0, 0, room.width() - columnWidth, room.height());
        clocks_->setGeometry(room.width() - columnWidth, 0, columnWidth, room.height());
    } else {
        clocks_->setOrientation(Qt::Horizontal);
        board_.setGeometry(0, stripHeight, room.width(), room.height() - stripHeight);
        clocks_->setGeometry(0, 0, room.width(), stripHeight);
    }
}

}  // namespace verso::app
