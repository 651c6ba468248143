// SPDX-License-Identifier: GPL-3.0-or-later
// One side's clock beside the board: a disc of the side's colour and its player's name, the time
// left (ClockTexts), and what the clock is doing. The running clock has a thick frame, an arrow
// before its time and a bold time (not colour alone); a clock that reached zero says "Time is up";
// a paused game says "Paused" on both. Painted in the board theme's frame and marker colours. Its
// accessible name says the side, the time in words and the mode, at most once a second while
// only the time changes.
#pragma once

#include <QElapsedTimer>
#include <QWidget>
#include <chrono>

#include "app/board/BoardTheme.h"
#include "app/clock/ClockTexts.h"

namespace verso::app {

class ClockFace : public QWidget {
    Q_OBJECT
public:
    explicit ClockFace(Color side, QWidget* parent = nullptr);

    Color side() const { return side_; }
    // The player's name shown beside the disc ("You", "Verso, level 4 Club").
    void setPlayerName(const QString& name);
    QString playerName() const { return name_; }
    // The time left and what the clock does; repaints when what is shown changes.
    void setTime(std::chrono::milliseconds left, ClockMode mode);
    void setTheme(const BoardTheme& theme);

    // What a person sees: the time ("4:59", "0:09.4") and the word beside the name ("Paused").
    QString timeText() const { return clockTimeText(left_); }
    QString modeText() const { return clockModeText(mode_); }
    ClockMode mode() const { return mode_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    QFont timeFont() const;
    void updateAccessibleName(bool modeChanged);

    Color side_;
    QString name_;
    std::chrono::milliseconds left_{0};
    ClockMode mode_ = ClockMode::Stopped;
    BoardTheme theme_ = BoardTheme::classic();
    QElapsedTimer sinceSpoken_;
};

}  // namespace verso::app
