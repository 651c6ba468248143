// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/ColorContrast.h"

#include <cmath>

namespace verso::app {

namespace {

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

}  // namespace

double relativeLuminance(const QColor& color) {
    const QColor c = color.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& background) {
    const QColor black(0, 0, 0);
    const QColor white(255, 255, 255);
    return contrastRatio(black, background) >= contrastRatio(white, background) ? black : white;
}

QColor readableVariant(const QColor& color, const QColor& background) {
    QColor c = color.toRgb();
    c.setAlpha(255);
    if (contrastRatio(c, background) >= kReadableContrast) return c;
    // Towards white on a dark background, towards black on a light one, a little at a time.
    const bool lighten = readableOn(background) == QColor(255, 255, 255);
    for (int step = 1; step <= 20; ++step) {
        const double t = step / 20.0;
        const auto mix = [&](int channel) {
            const int target = lighten ? 255 : 0;
            return static_cast<int>(std::lround(channel + (target - channel) * t));
        };
        const QColor next(mix(c.red()), mix(c.green()), mix(c.blue()));
        if (contrastRatio(next, background) >= kReadableContrast) return next;
    }
    return readableOn(background);
}

QColor composite(const QColor& over, const QColor& under) {
    const double a = over.alphaF();
    const auto mix = [a](double top, double bottom) {
        return static_cast<int>(std::lround(255.0 * (top * a + bottom * (1.0 - a))));
    };
    const QColor o = over.toRgb();
    const QColor u = under.toRgb();
    return QColor(mix(o.redF(), u.redF()), mix(o.greenF(), u.greenF()), mix(o.blueF(), u.blueF()));
}

}  // namespace verso::app
