// SPDX-License-Identifier: GPL-3.0-or-later
// The colours of the board and of everything drawn on it or beside it: the felt, grid, frame and
// coordinates, the two kinds of disc, the markers, the value plates of analysis, the review's
// rings and the evaluation graph. A plain value: the scene, the graph and the preview in
// Preferences each hold the one chosen (Settings: view/boardTheme, by its id).
// "classic" is the green board Verso always had; "contrast" adds a mark on the white discs, so the
// two colours differ by more than colour.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

namespace verso::app {

struct DiscColors {
    QColor highlight;  // the lit spot of the face
    QColor middle;
    QColor edge;  // the face's rim side
    QColor rim;   // the outline
};

struct BoardTheme {
    QString id;
    // The board.
    QColor frame;
    QColor felt;
    QColor feltShade;  // valid: the felt runs from "felt" (top left) to this (bottom right)
    QColor grid;
    qreal gridWidth = 2.5;  // scene units (a square is 100)
    QColor coordinates;
    // The discs.
    DiscColors black;
    DiscColors white;
    qreal rimWidth = 0.04;  // of the disc's radius
    QColor shadow;
    bool mark = false;  // white discs carry a dot of "markColor" in their middle
    QColor markColor;
    // The markers on the board.
    QColor legalForBlack;  // a square where Black may play (also when no person plays)
    QColor legalForBlackRim;
    QColor legalForWhite;
    QColor legalForWhiteRim;
    QColor lastMove;
    QColor lastMoveRim;
    QColor cursor;
    QColor hint;
    // The values of analysis on their plates: the best move(s), then the others.
    QColor bestPlate;
    QColor bestInk;
    QColor bestCaption;
    QColor plate;
    QColor plateInk;
    QColor plateCaption;
    // A review's rings: the move played and a better one.
    QColor playedRing;
    QColor betterRing;
    // The evaluation graph.
    QColor graphPlot;
    QColor graphZeroLine;
    QColor graphCurrent;  // the position on the board: a translucent band and its outline
    QColor graphBlackBar;
    QColor graphWhiteBar;
    QColor graphExact;
    QColor graphInaccuracy;
    QColor graphMistake;
    QColor graphBlunder;

    static BoardTheme classic();
    static BoardTheme dark();
    static BoardTheme wood();
    static BoardTheme contrast();
    // The ids in the order Preferences lists them: classic, dark, wood, contrast.
    static QStringList ids();
    // The theme called "id"; classic for an id no theme has.
    static BoardTheme byId(const QString& id);
};

}  // namespace verso::app
