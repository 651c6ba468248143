// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardTheme.h"

#include "app/board/BoardThemeIds.h"

namespace verso::app {

namespace {

// What the themes share unless they say otherwise: the classic discs, markers, plates and graph.
BoardTheme base() {
    BoardTheme t;
    t.black = {QColor(0x6a, 0x6a, 0x6a), QColor(0x26, 0x26, 0x26), QColor(0x08, 0x08, 0x08),
               QColor(0x00, 0x00, 0x00)};
    t.white = {QColor(0xff, 0xff, 0xff), QColor(0xf2, 0xf2, 0xee), QColor(0xc8, 0xc8, 0xc2),
               QColor(0x9a, 0x9a, 0x94)};
    t.shadow = QColor(0, 0, 0, 70);
    t.markColor = QColor(0, 0, 0);
    t.legalForBlack = QColor(0, 0, 0, 185);
    t.legalForBlackRim = QColor(255, 255, 255, 130);
    t.legalForWhite = QColor(255, 255, 255, 190);
    t.legalForWhiteRim = QColor(0, 0, 0, 80);
    t.lastMove = QColor(0xe0, 0x30, 0x30);
    t.lastMoveRim = QColor(0x60, 0x00, 0x00);
    t.cursor = QColor(0xff, 0xd8, 0x40);
    t.hint = QColor(255, 215, 0);
    t.bestPlate = QColor(255, 205, 40, 235);
    t.bestInk = QColor(40, 30, 0);
    t.bestCaption = QColor(70, 55, 0);
    t.plate = QColor(0, 0, 0, 120);
    t.plateInk = QColor(255, 255, 255);
    t.plateCaption = QColor(255, 255, 255);
    t.playedRing = QColor(220, 50, 40);
    t.betterRing = QColor(60, 220, 90);
    t.graphZeroLine = QColor(200, 220, 200, 160);
    t.graphCurrent = QColor(255, 215, 0, 90);
    t.graphBlackBar = QColor(20, 20, 20);
    t.graphWhiteBar = QColor(245, 245, 245);
    t.graphExact = QColor(255, 215, 0);
    t.graphInaccuracy = QColor(240, 190, 40);
    t.graphMistake = QColor(240, 120, 30);
    t.graphBlunder = QColor(215, 40, 40);
    return t;
}

}  // namespace

BoardTheme BoardTheme::classic() {
    BoardTheme t = base();
    t.id = QStringLiteral("classic");
    t.frame = QColor(0x14, 0x4a, 0x2a);
    t.felt = QColor(0x1d, 0x7a, 0x3f);
    t.grid = QColor(0x0d, 0x3b, 0x1f);
    t.coordinates = QColor(0xd8, 0xe8, 0xd8);
    t.graphPlot = QColor(34, 110, 60);
    return t;
}

// Slate blue-grey, for a dark desktop: the black discs get a light rim to stand out from it.
BoardTheme BoardTheme::dark() {
    BoardTheme t = base();
    t.id = QStringLiteral("dark");
    t.frame = QColor(0x1e, 0x23, 0x29);
    t.felt = QColor(0x3a, 0x46, 0x53);
    t.feltShade = QColor(0x2e, 0x38, 0x43);
    t.grid = QColor(0x18, 0x1d, 0x23);
    t.coordinates = QColor(0xc8, 0xd0, 0xd8);
    t.black = {QColor(0x5a, 0x5e, 0x66), QColor(0x22, 0x24, 0x28), QColor(0x0a, 0x0a, 0x0c),
               QColor(0xa0, 0xa8, 0xb2)};
    t.white = {QColor(0xff, 0xff, 0xff), QColor(0xe4, 0xe6, 0xea), QColor(0xb4, 0xb8, 0xc0),
               QColor(0x70, 0x76, 0x80)};
    t.rimWidth = 0.05;
    t.shadow = QColor(0, 0, 0, 110);
    t.legalForBlack = QColor(0, 0, 0, 200);
    t.legalForBlackRim = QColor(255, 255, 255, 170);
    t.legalForWhite = QColor(255, 255, 255, 200);
    t.legalForWhiteRim = QColor(0, 0, 0, 90);
    t.lastMove = QColor(0xff, 0x6b, 0x5a);
    t.lastMoveRim = QColor(0x50, 0x00, 0x00);
    t.plate = QColor(0, 0, 0, 150);
    t.plateCaption = QColor(0xd8, 0xe0, 0xe8);
    t.playedRing = QColor(240, 80, 70);
    t.betterRing = QColor(80, 220, 120);
    t.graphPlot = QColor(0x3a, 0x46, 0x53);
    t.graphZeroLine = QColor(200, 210, 220, 150);
    t.graphBlackBar = QColor(8, 8, 10);
    t.graphWhiteBar = QColor(235, 237, 240);
    return t;
}

// Light wood in a dark wooden frame; the markers move to blue and green, which read on it.
BoardTheme BoardTheme::wood() {
    BoardTheme t = base();
    t.id = QStringLiteral("wood");
    t.frame = QColor(0x5c, 0x3a, 0x1e);
    t.felt = QColor(0xd6, 0xa6, 0x6a);
    t.feltShade = QColor(0xb8, 0x82, 0x4a);
    t.grid = QColor(0x5a, 0x38, 0x1a);
    t.coordinates = QColor(0xf4, 0xe4, 0xc8);
    t.legalForBlack = QColor(0, 0, 0, 170);
    t.legalForBlackRim = QColor(255, 255, 255, 140);
    t.legalForWhite = QColor(255, 255, 255, 220);
    t.legalForWhiteRim = QColor(0, 0, 0, 170);
    t.lastMove = QColor(0xc8, 0x1e, 0x1e);
    t.lastMoveRim = QColor(0x40, 0x00, 0x00);
    t.cursor = QColor(0x1a, 0x4f, 0xd0);
    t.hint = QColor(0x1a, 0x4f, 0xd0);
    t.bestPlate = QColor(255, 205, 40, 245);
    t.plate = QColor(45, 25, 8, 175);
    t.plateCaption = QColor(0xf0, 0xe0, 0xc8);
    t.playedRing = QColor(200, 30, 30);
    t.betterRing = QColor(0, 130, 60);
    t.graphPlot = QColor(0xc8, 0x96, 0x5c);
    t.graphZeroLine = QColor(0x5a, 0x38, 0x1a, 170);
    t.graphCurrent = QColor(0x1a, 0x4f, 0xd0, 70);
    t.graphExact = QColor(0x1a, 0x4f, 0xd0);
    t.graphInaccuracy = QColor(250, 220, 60);
    t.graphMistake = QColor(230, 100, 10);
    t.graphBlunder = QColor(190, 20, 20);
    return t;
}

// High contrast: flat black and white discs with thick rims of the other colour, a black dot on
// every white disc, a thick yellow grid on deep blue, opaque markers and plates.
BoardTheme BoardTheme::contrast() {
    BoardTheme t = base();
    t.id = QStringLiteral("contrast");
    t.frame = QColor(0, 0, 0);
    t.felt = QColor(0, 70, 140);
    t.grid = QColor(255, 220, 0);
    t.gridWidth = 6.0;
    t.coordinates = QColor(255, 255, 255);
    t.black = {QColor(0x30, 0x30, 0x30), QColor(0, 0, 0), QColor(0, 0, 0), QColor(255, 255, 255)};
    t.white = {QColor(255, 255, 255), QColor(255, 255, 255), QColor(0xf0, 0xf0, 0xf0),
               QColor(0, 0, 0)};
    t.rimWidth = 0.09;
    t.shadow = QColor(0, 0, 0, 90);
    t.mark = true;
    t.markColor = QColor(0, 0, 0);
    t.legalForBlack = QColor(0, 0, 0);
    t.legalForBlackRim = QColor(255, 255, 255);
    t.legalForWhite = QColor(255, 255, 255);
    t.legalForWhiteRim = QColor(0, 0, 0);
    t.lastMove = QColor(255, 40, 40);
    t.lastMoveRim = QColor(255, 255, 255);
    t.cursor = QColor(0, 255, 255);
    t.hint = QColor(0, 255, 255);
    t.bestPlate = QColor(255, 230, 0);
    t.bestInk = QColor(0, 0, 0);
    t.bestCaption = QColor(0, 0, 0);
    t.plate = QColor(0, 0, 0);
    t.plateInk = QColor(255, 255, 255);
    t.plateCaption = QColor(255, 255, 255);
    t.playedRing = QColor(255, 60, 60);
    t.betterRing = QColor(0, 255, 120);
    t.graphPlot = QColor(0, 70, 140);
    t.graphZeroLine = QColor(255, 255, 255);
    t.graphCurrent = QColor(0, 255, 255, 90);
    t.graphBlackBar = QColor(0, 0, 0);
    t.graphWhiteBar = QColor(255, 255, 255);
    t.graphExact = QColor(255, 220, 0);
    t.graphInaccuracy = QColor(255, 220, 0);
    t.graphMistake = QColor(255, 140, 0);
    t.graphBlunder = QColor(255, 40, 40);
    return t;
}

QStringList BoardTheme::ids() { return boardThemeIds(); }

BoardTheme BoardTheme::byId(const QString& id) {
    if (id == QLatin1String("dark")) return dark();
    if (id == QLatin1String("wood")) return wood();
    if (id == QLatin1String("contrast")) return contrast();
    return classic();
}

}  // namespace verso::app
