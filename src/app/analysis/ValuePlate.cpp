// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/ValuePlate.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace verso::app {

namespace {

// "font" at "pixels" (board units), made smaller if "text" is wider than "width".
QFont fitted(QFont font, qreal pixels, const QString& text, qreal width) {
    int size = std::max(1, static_cast<int>(pixels));
    font.setPixelSize(size);
    const qreal advance = QFontMetricsF(font).horizontalAdvance(text);
    if (advance <= width) return font;
    // Glyphs do not scale exactly with the size: step down from the proportional guess.
    size = std::max(1, static_cast<int>(std::floor(size * width / advance)));
    for (font.setPixelSize(size); size > 1 && QFontMetricsF(font).horizontalAdvance(text) > width;)
        font.setPixelSize(--size);
    return font;
}

}  // namespace

ValuePlate ValuePlate::layout(const QRectF& plate, qreal screenScale, const QString& value,
                              const QString& caption, const QFont& base) {
    ValuePlate result;
    result.plate = plate;
    result.value = value;
    const qreal h = plate.height();
    const QRectF inner = plate.adjusted(plate.width() * 0.05, 0, -plate.width() * 0.05, 0);
    QFont bold = base;
    bold.setBold(true);
    // The caption under the value, shrunk to the plate's width; dropped when it would not read.
    QFont captionFont = fitted(base, h * 0.19, caption, inner.width());
    const bool captionReads = !caption.isEmpty() &&
                              captionFont.pixelSize() * screenScale >= kSmallestCaptionPixels &&
                              QFontMetricsF(captionFont).height() <= h * 0.28;
    if (captionReads) {
        result.caption = caption;
        result.captionFont = captionFont;
        result.captionRect = QRectF(inner.left(), plate.top() + h * 0.70, inner.width(), h * 0.28);
        result.valueRect = QRectF(inner.left(), plate.top() + h * 0.04, inner.width(), h * 0.64);
        result.valueFont = fitted(bold, h * 0.41, value, inner.width());
    } else {
        result.valueRect = QRectF(inner.left(), plate.top() + h * 0.1, inner.width(), h * 0.8);
        result.valueFont = fitted(bold, h * 0.5, value, inner.width());
    }
    return result;
}

}  // namespace verso::app
