// SPDX-License-Identifier: GPL-3.0-or-later
// Contrast between colours as WCAG 2 measures it (relative luminance, ratios 1:1 to 21:1), and
// the small choices built on it: which text colour reads on a background, a colour moved just far
// enough from a background to read on it, a translucent colour laid over another.
#pragma once

#include <QColor>

namespace verso::app {

// Text a person can read has a contrast ratio of at least this against its background.
inline constexpr double kReadableContrast = 4.5;

// WCAG relative luminance of "color" (its alpha is ignored): 0 for black, 1 for white.
double relativeLuminance(const QColor& color);
// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 (the same) to 21 (black on white).
double contrastRatio(const QColor& a, const QColor& b);
// Black or white, whichever reads better on "background" (always at least 4.5:1).
QColor readableOn(const QColor& background);
// "color" darkened or lightened (keeping its hue) until it reads on "background" at 4.5:1.
QColor readableVariant(const QColor& color, const QColor& background);
// What a person sees where "over" (possibly translucent) is painted on the opaque "under".
QColor composite(const QColor& over, const QColor& under);

}  // namespace verso::app
