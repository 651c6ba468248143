// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clock/ClockPanel.h"

#include <QBoxLayout>

#include "app/clock/ClockFace.h"
#include "app/records/CurrentGame.h"
#include "session/clock/GameClock.h"

namespace verso::app {

namespace {

ClockMode modeOf(const session::GameClock& clock, Color side) {
    if (clock.fallen() == side) return ClockMode::Fallen;
    if (clock.paused()) return ClockMode::Paused;
    if (clock.running() == side) return ClockMode::Running;
    return ClockMode::Stopped;
}

}  // namespace

ClockPanel::ClockPanel(session::GameClock& clock, CurrentGame& game, QWidget* parent)
    : QWidget(parent),
      clock_(clock),
      game_(game),
      black_(new ClockFace(Color::Black)),
      white_(new ClockFace(Color::White)),
      layout_(new QBoxLayout(QBoxLayout::TopToBottom, this)) {
    setObjectName(QStringLiteral("clockPanel"));
    layout_->setContentsMargins(6, 6, 6, 6);
    layout_->addWidget(black_);
    layout_->addWidget(white_);
    layout_->addStretch(1);
    connect(&clock_, &session::GameClock::changed, this, &ClockPanel::showClocks);
    connect(&game_, &CurrentGame::changed, this, &ClockPanel::showNames);
    showNames();
    showClocks();
}

void ClockPanel::setOrientation(Qt::Orientation orientation) {
    if (orientation == orientation_) return;
    orientation_ = orientation;
    layout_->setDirection(orientation == Qt::Vertical ? QBoxLayout::TopToBottom
                                                      : QBoxLayout::LeftToRight);
    // A column keeps its clocks at the top; a strip shares its width between them.
    layout_->setStretch(2, orientation == Qt::Vertical ? 1 : 0);
    layout_->setStretch(0, orientation == Qt::Vertical ? 0 : 1);
    layout_->setStretch(1, orientation == Qt::Vertical ? 0 : 1);
}

QSize ClockPanel::sizeFor(Qt::Orientation orientation) const {
    const QSize one = black_->sizeHint().expandedTo(white_->sizeHint());
    const QMargins m = layout_->contentsMargins();
    const int gap = layout_->spacing();
    const QSize both = orientation == Qt::Vertical ? QSize(one.width(), 2 * one.height() + gap)
                                                   : QSize(2 * one.width() + gap, one.height());
    return both.grownBy(m);
}

void ClockPanel::setTheme(const BoardTheme& theme) {
    black_->setTheme(theme);
    white_->setTheme(theme);
}

void ClockPanel::showClocks() {
    for (ClockFace* face : {black_, white_})
        face->setTime(clock_.remaining(face->side()), modeOf(clock_, face->side()));
    if (shown_ != clock_.timed()) {
        shown_ = clock_.timed();
        setVisible(shown_);
        emit shownChanged();
    }
}

void ClockPanel::showNames() {
    black_->setPlayerName(game_.playerName(Color::Black));
    white_->setPlayerName(game_.playerName(Color::White));
}

}  // namespace verso::app
