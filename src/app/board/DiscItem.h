// SPDX-License-Identifier: GPL-3.0-or-later
// A disc on the board: black or white with a little shading, able to flip (turned edge-on at the
// half-way point, when its face changes colour). "flipProgress" runs 0..1 under a property
// animation.
#pragma once

#include <QGraphicsObject>
#include <QPixmap>

#include "app/board/BoardTheme.h"
#include "core/Square.h"

namespace verso::app {

class DiscItem : public QGraphicsObject {
    Q_OBJECT
    Q_PROPERTY(qreal flipProgress READ flipProgress WRITE setFlipProgress)
public:
    explicit DiscItem(qreal radius, QGraphicsItem* parent = nullptr);

    // The colour the disc shows when at rest.
    Color color() const { return color_; }
    // Shows "color" at once (no flip).
    void setColor(Color color);
    // Starts showing "from"; as flipProgress goes 0 -> 1 it turns over to "to".
    void prepareFlip(Color from, Color to);
    qreal flipProgress() const { return progress_; }
    void setFlipProgress(qreal progress);
    // The colour a person sees right now (the old colour during the first half of a flip).
    Color visibleColor() const { return progress_ < 0.5 ? from_ : color_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Paints a disc of "color" filling "rect" in "theme"'s colours (shared with icons and
    // previews). The disc on a BoardScene takes the scene's theme.
    static void paintDisc(QPainter& painter, const QRectF& rect, Color color,
                          const BoardTheme& theme = BoardTheme::classic());
    // A small disc picture for menus and the status bar, sharp at "devicePixelRatio".
    static QPixmap icon(Color color, int size, qreal devicePixelRatio);

private:
    qreal radius_;
    Color color_ = Color::Black;
    Color from_ = Color::Black;
    qreal progress_ = 1.0;
};

}  // namespace verso::app
