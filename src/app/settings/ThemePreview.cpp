// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settings/ThemePreview.h"

#include <QLinearGradient>
#include <QPainter>

#include "app/board/DiscItem.h"

namespace verso::app {

namespace {

constexpr int kSquares = 4;

}  // namespace

ThemePreview::ThemePreview(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("themePreview"));
    //: Accessible name of the small board in Preferences that shows the chosen theme
    setAccessibleName(tr("Preview of the board theme"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setFixedSize(sizeHint());
}

void ThemePreview::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

QRectF ThemePreview::squareRect(int column, int row) const {
    const qreal frame = width() * 0.06;
    const qreal side = (std::min(width(), height()) - 2 * frame) / kSquares;
    return QRectF(frame + column * side, frame + row * side, side, side);
}

void ThemePreview::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintBoard(painter);
    paintPieces(painter);
}

void ThemePreview::paintBoard(QPainter& painter) const {
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme_.frame);
    painter.drawRoundedRect(QRectF(rect()), width() * 0.04, width() * 0.04);
    const QRectF board = squareRect(0, 0).united(squareRect(kSquares - 1, kSquares - 1));
    if (theme_.feltShade.isValid()) {
        QLinearGradient grain(board.topLeft(), board.bottomRight());
        grain.setColorAt(0.0, theme_.felt);
        grain.setColorAt(1.0, theme_.feltShade);
        painter.fillRect(board, grain);
    } else {
        painter.fillRect(board, theme_.felt);
    }
    const qreal side = board.width() / kSquares;
    painter.setPen(QPen(theme_.grid, std::max(1.0, theme_.gridWidth * side / 100)));
    for (int i = 0; i <= kSquares; ++i) {
        painter.drawLine(QPointF(board.left() + i * side, board.top()),
                         QPointF(board.left() + i * side, board.bottom()));
        painter.drawLine(QPointF(board.left(), board.top() + i * side),
                         QPointF(board.right(), board.top() + i * side));
    }
}

void ThemePreview::paintPieces(QPainter& painter) const {
    const auto discRect = [this](int column, int row) {
        const QRectF square = squareRect(column, row);
        const qreal inset = square.width() * 0.08;
        return square.adjusted(inset, inset, -inset, -inset);
    };
    DiscItem::paintDisc(painter, discRect(1, 1), Color::White, theme_);
    DiscItem::paintDisc(painter, discRect(2, 1), Color::Black, theme_);
    DiscItem::paintDisc(painter, discRect(1, 2), Color::Black, theme_);
    DiscItem::paintDisc(painter, discRect(2, 2), Color::White, theme_);
    DiscItem::paintDisc(painter, discRect(3, 2), Color::Black, theme_);

    const QRectF last = squareRect(3, 2);
    painter.setPen(QPen(theme_.lastMoveRim, 1.0));
    painter.setBrush(theme_.lastMove);
    painter.drawEllipse(last.center(), last.width() * 0.08, last.width() * 0.08);

    const QRectF legal = squareRect(0, 1);
    painter.setPen(QPen(theme_.legalForBlackRim, 1.0));
    painter.setBrush(theme_.legalForBlack);
    painter.drawEllipse(legal.center(), legal.width() * 0.15, legal.width() * 0.15);

    // A value on the best move's plate, as analysis shows it.
    const QRectF square = squareRect(2, 3);
    const QRectF plate = square.adjusted(square.width() * 0.06, square.width() * 0.06,
                                         -square.width() * 0.06, -square.width() * 0.06);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme_.bestPlate);
    painter.drawRoundedRect(plate, plate.width() * 0.14, plate.width() * 0.14);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(square.height() * 0.4));
    painter.setFont(font);
    painter.setPen(theme_.bestInk);
    painter.drawText(plate, Qt::AlignCenter, QStringLiteral("+4"));
}

}  // namespace verso::app
