// SPDX-License-Identifier: GPL-3.0-or-later
// The middle of the window: the board and, in a timed game, the clocks beside it. The clocks
// stand in a column right of the board where the room beside the square board allows, else in a
// strip above it (a wide, low window keeps its height for the board).
#pragma once

#include <QWidget>

namespace verso::app {

class ClockPanel;

class BoardWithClocks : public QWidget {
    Q_OBJECT
public:
    explicit BoardWithClocks(QWidget& board, QWidget* parent = nullptr);

    // The clocks to stand beside the board (made as its child; it hides itself when untimed).
    void setClocks(ClockPanel& clocks);
    ClockPanel* clocks() const { return clocks_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void place();

    QWidget& board_;
    ClockPanel* clocks_ = nullptr;
};

}  // namespace verso::app
