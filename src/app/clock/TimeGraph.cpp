// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/clock/TimeGraph.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

#include "app/clock/ClockTexts.h"
#include "session/game/GameController.h"

namespace verso::app {

TimeGraph::TimeGraph(session::GameClock& clock, session::GameController& game, QWidget* parent)
    : QWidget(parent), clock_(clock), game_(game) {
    setObjectName(QStringLiteral("timeGraph"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    //: Tooltip of the time graph under the evaluation graph
    setToolTip(tr("The time each move took; click to go there"));
    connect(&clock_, &session::GameClock::changed, this, &TimeGraph::follow);
    connect(&game_, &session::GameController::boardChanged, this, qOverload<>(&QWidget::update));
    follow();
}

// The clock ticks ten times a second: the graph repaints only when a move was timed.
void TimeGraph::follow() {
    setVisible(clock_.timed());
    if (shownCount_ == clock_.moveTimes().size()) return;
    shownCount_ = clock_.moveTimes().size();
    update();
}

void TimeGraph::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

QSize TimeGraph::sizeHint() const { return {260, fontMetrics().height() + 44}; }
QSize TimeGraph::minimumSizeHint() const { return {120, fontMetrics().height() + 24}; }

QRectF TimeGraph::plotRect() const {
    const int top = fontMetrics().height() + 4;  // room for the head line, as in the eval graph
    return QRectF(rect()).adjusted(4, top, -4, -4);
}

// One slot per position, as the evaluation graph has: the start, then one after each move.
int TimeGraph::slotCount() const {
    return static_cast<int>(std::max<qsizetype>(game_.record().length(), barCount())) + 1;
}

qreal TimeGraph::slotWidth() const { return plotRect().width() / slotCount(); }

int TimeGraph::barCount() const { return static_cast<int>(clock_.moveTimes().size()); }

std::chrono::milliseconds TimeGraph::longest() const {
    const auto& times = clock_.moveTimes();
    return times.isEmpty() ? std::chrono::milliseconds(0)
                           : *std::max_element(times.begin(), times.end());
}

QRectF TimeGraph::barRect(int index) const {
    const std::chrono::milliseconds most = longest();
    if (index < 0 || index >= barCount() || most.count() <= 0) return {};
    const QRectF plot = plotRect();
    const qreal w = slotWidth();
    const qreal h = (plot.height() - 2) * clock_.moveTimes()[index].count() / most.count();
    return {plot.left() + (index + 1) * w + w * 0.12, plot.bottom() - h,
            std::max<qreal>(1.0, w * 0.76), h};
}

// The mover's colour: the side to move in the position the move was made from.
QColor TimeGraph::barColor(int index) const {
    const GameRecord& record = game_.record();
    const Color mover = index <= record.length() ? record.positionAt(index).sideToMove()
                                                 : (index % 2 ? Color::White : Color::Black);
    return mover == Color::Black ? theme_.graphBlackBar : theme_.graphWhiteBar;
}

QString TimeGraph::headText() const {
    //: Above the time graph (the time each move of a timed game took) before any move
    if (barCount() == 0) return tr("Time per move");
    //: Above the time graph: %1 the longest time a move took, e.g. "0:42" or "0:04.2"
    return tr("Time per move, longest %1").arg(clockTimeText(longest()));
}

void TimeGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QRectF(4, 0, width() - 8, fontMetrics().height() + 2),
               Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(headText(), Qt::ElideRight, width() - 8));
    const QRectF plot = plotRect();
    p.fillRect(plot, theme_.graphPlot);
    const qreal w = slotWidth();
    const int current = game_.record().ply();
    const QRectF band(plot.left() + current * w, plot.top(), w, plot.height());
    p.fillRect(band, theme_.graphCurrent);
    p.setPen(Qt::NoPen);
    for (int i = 0; i < barCount(); ++i) {
        p.setBrush(barColor(i));
        p.drawRect(barRect(i));
    }
    QColor outline = theme_.graphCurrent;
    outline.setAlpha(255);
    p.setPen(QPen(outline, 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawRect(band);
}

int TimeGraph::moveAt(int x) const {
    const QRectF plot = plotRect();
    if (x < plot.left() || x > plot.right()) return -1;
    const int slot = static_cast<int>((x - plot.left()) / slotWidth());
    return slot >= 1 && slot <= barCount() ? slot - 1 : -1;
}

void TimeGraph::mousePressEvent(QMouseEvent* event) {
    const int index = moveAt(static_cast<int>(event->position().x()));
    if (event->button() == Qt::LeftButton && index >= 0 && index < game_.record().length())
        emit plyClicked(index + 1);
}

bool TimeGraph::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int index = moveAt(help->pos().x());
        if (index >= 0) {
            //: Tooltip of a bar of the time graph, e.g. "Move 12: 0:04.2"
            QToolTip::showText(
                help->globalPos(),
                tr("Move %1: %2").arg(index + 1).arg(clockTimeText(clock_.moveTimes()[index])),
                this);
            return true;
        }
    }
    return QWidget::event(event);
}

}  // namespace verso::app
