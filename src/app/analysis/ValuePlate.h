// SPDX-License-Identifier: GPL-3.0-or-later
// How a move's value is set on its plate on the board: the value in large bold type and beneath it
// the caption ("exact", "d14", ...), made smaller when it is too wide for the plate. When the board
// is so small on the screen that the caption would not read, or a translation too long to fit, the
// plate shows the value alone, larger and centred.
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

namespace verso::app {

struct ValuePlate {
    // The smallest caption worth showing, in the screen's (logical) pixels.
    static constexpr qreal kSmallestCaptionPixels = 9.0;

    // "plate" is in board (scene) units; "screenScale" is the screen's pixels per board unit;
    // "base" the font to start from.
    static ValuePlate layout(const QRectF& plate, qreal screenScale, const QString& value,
                             const QString& caption, const QFont& base);

    QRectF plate;
    QString value;
    QFont valueFont;
    QRectF valueRect;
    QString caption;  // empty when the plate shows the value alone
    QFont captionFont;
    QRectF captionRect;
};

}  // namespace verso::app
