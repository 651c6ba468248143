// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clock/ClockFace.h"

#include <QAccessible>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include "app/board/DiscItem.h"

namespace verso::app {

namespace {
constexpr int kPad = 6;           // inside the frame
constexpr int kRunningFrame = 3;  // the running clock's frame; the others' is 1
constexpr int kSpokenEveryMs = 1000;
}  // namespace

ClockFace::ClockFace(Color side, QWidget* parent) : QWidget(parent), side_(side) {
    setObjectName(side == Color::Black ? QStringLiteral("blackClock")
                                       : QStringLiteral("whiteClock"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFocusPolicy(Qt::TabFocus);  // a screen reader's user can reach it from the keyboard
    updateAccessibleName(true);
}

void ClockFace::setPlayerName(const QString& name) {
    if (name == name_) return;
    name_ = name;
    setToolTip(name);
    update();
}

void ClockFace::setTime(std::chrono::milliseconds left, ClockMode mode) {
    const bool modeChanged = mode != mode_;
    const bool shownChanged = modeChanged || clockTimeText(left) != clockTimeText(left_);
    left_ = left;
    mode_ = mode;
    updateAccessibleName(modeChanged);  // also a time held back a moment ago
    if (shownChanged) update();
}

void ClockFace::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

// A screen reader hears a new time at most once a second; a new mode at once.
void ClockFace::updateAccessibleName(bool modeChanged) {
    if (!modeChanged && sinceSpoken_.isValid() && sinceSpoken_.elapsed() < kSpokenEveryMs) return;
    const QString spoken = spokenClockText(side_, left_, mode_);
    if (spoken == accessibleName()) return;
    sinceSpoken_.start();
    setAccessibleName(spoken);
}

QFont ClockFace::timeFont() const {
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(mode_ == ClockMode::Running);
    return big;
}

// Wide enough for the longest time with the arrow, and for a word of the mode ("Time is up")
// beside the disc and the start of a name.
QSize ClockFace::sizeHint() const {
    QFont big = timeFont();
    big.setBold(true);
    const QFontMetrics bigMetrics(big);
    const QFontMetrics small = fontMetrics();
    const int line = small.height();
    const int time = line + kPad + bigMetrics.horizontalAdvance(QStringLiteral("0:00:00"));
    int word = 0;
    for (ClockMode mode : {ClockMode::Paused, ClockMode::Fallen})
        word = std::max(word, small.horizontalAdvance(clockModeText(mode)));
    const int top = line + kPad + 8 * small.averageCharWidth() + kPad + word;
    return {2 * (kPad + kRunningFrame) + std::max(time, top),
            2 * kPad + line + bigMetrics.height()};
}

QSize ClockFace::minimumSizeHint() const { return sizeHint(); }

void ClockFace::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) updateGeometry();
    QWidget::changeEvent(event);
}

void ClockFace::focusInEvent(QFocusEvent* event) {
    update();
    QWidget::focusInEvent(event);
}

void ClockFace::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void ClockFace::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const bool running = mode_ == ClockMode::Running;
    const int frame = running ? kRunningFrame : 1;
    const QRectF box =
        QRectF(rect()).adjusted(frame / 2.0, frame / 2.0, -frame / 2.0, -frame / 2.0);
    p.setPen(QPen(running ? theme_.cursor : theme_.grid, frame));
    p.setBrush(theme_.frame);
    p.drawRoundedRect(box, 4, 4);
    if (hasFocus()) {  // reached with Tab (for its spoken name): a dotted ring inside the frame
        p.setPen(QPen(theme_.coordinates, 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(box.adjusted(frame + 1, frame + 1, -frame - 1, -frame - 1), 3, 3);
    }

    // The first line: the side's disc, the player's name and the mode's word on the right.
    const QFontMetrics small = fontMetrics();
    const int line = small.height();
    const QRect top(kPad + frame, kPad, width() - 2 * (kPad + frame), line);
    DiscItem::paintDisc(p, QRectF(top.left(), top.top(), line, line).adjusted(1, 1, -1, -1), side_,
                        theme_);
    const QString word = modeText();
    const int wordWidth = word.isEmpty() ? 0 : small.horizontalAdvance(word) + kPad;
    p.setPen(theme_.coordinates);
    const QRect nameRect = top.adjusted(line + kPad, 0, -wordWidth, 0);
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               small.elidedText(name_, Qt::ElideRight, nameRect.width()));
    if (!word.isEmpty()) {
        p.setPen(mode_ == ClockMode::Fallen ? theme_.lastMove : theme_.coordinates);
        p.drawText(top, Qt::AlignRight | Qt::AlignVCenter, word);
    }

    // The second line: the arrow of the running clock and the time.
    const QFont big = timeFont();
    const QRect bottom(top.left(), top.bottom() + 1, top.width(),
                       height() - top.bottom() - 1 - kPad / 2);
    if (running) {
        QPainterPath arrow;
        const QRectF a(bottom.left(), bottom.center().y() - line / 2.0, line * 0.8, line);
        arrow.moveTo(a.topLeft());
        arrow.lineTo(a.right(), a.center().y());
        arrow.lineTo(a.bottomLeft());
        arrow.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(theme_.cursor);
        p.drawPath(arrow);
    }
    p.setFont(big);
    p.setPen(mode_ == ClockMode::Fallen ? theme_.lastMove : theme_.coordinates);
    p.drawText(bottom.adjusted(line + kPad, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, timeText());
}

}  // namespace verso::app
