// SPDX-License-Identifier: GPL-3.0-or-later
// A small picture of a position, painted in the board's colours (felt, grid, discs) and kept
// square: the game chooser shows the final position of the selected game with it. It only shows;
// it takes no clicks.
#pragma once

#include <QWidget>
#include <optional>

#include "core/Position.h"

namespace verso::app {

class BoardPreview : public QWidget {
    Q_OBJECT
public:
    explicit BoardPreview(QWidget* parent = nullptr);

    // Shows "position", or an empty frame for nullopt.
    void setPosition(std::optional<Position> position);
    const std::optional<Position>& position() const { return position_; }

    QSize sizeHint() const override { return {240, 240}; }
    QSize minimumSizeHint() const override { return {120, 120}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRectF boardRect() const;

    std::optional<Position> position_;
};

}  // namespace verso::app
