// SPDX-License-Identifier: GPL-3.0-or-later
// A corner of the board in a theme's colours, beside the theme's name in Preferences: felt, grid,
// frame, discs of both colours, a legal-move marker, the last move and a value on its plate.
#pragma once

#include <QWidget>

#include "app/board/BoardTheme.h"

namespace verso::app {

class ThemePreview : public QWidget {
    Q_OBJECT
public:
    explicit ThemePreview(QWidget* parent = nullptr);

    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return theme_; }
    // Where the preview draws its squares (widget coordinates), 4 by 4.
    QRectF squareRect(int column, int row) const;

    QSize sizeHint() const override { return {150, 150}; }
    QSize minimumSizeHint() const override { return {100, 100}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintBoard(QPainter& painter) const;
    void paintPieces(QPainter& painter) const;

    BoardTheme theme_ = BoardTheme::classic();
};

}  // namespace verso::app
