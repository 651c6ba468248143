// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/EvalGraph.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "app/analysis/AnalysisTexts.h"
#include "session/analysis/GameValues.h"

namespace verso::app {

namespace {

QColor classColor(engine::MoveClass c, const BoardTheme& theme) {
    switch (c) {
        case engine::MoveClass::Inaccuracy: return theme.graphInaccuracy;
        case engine::MoveClass::Mistake: return theme.graphMistake;
        case engine::MoveClass::Blunder: return theme.graphBlunder;
        default: return {};
    }
}

}  // namespace

EvalGraph::EvalGraph(session::GameValues& values, QWidget* parent)
    : QWidget(parent), values_(values) {
    setObjectName(QStringLiteral("evalGraph"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(&values_, &session::GameValues::changed, this, qOverload<>(&QWidget::update));
    setToolTip(tr("The value of each position for Black; click to go there"));
}

QSize EvalGraph::sizeHint() const { return {260, 150}; }
QSize EvalGraph::minimumSizeHint() const { return {120, 80}; }

void EvalGraph::setCurrentPly(int ply) {
    if (current_ == ply) return;
    current_ = ply;
    update();
}

void EvalGraph::setTheme(const BoardTheme& theme) {
    theme_ = theme;
    update();
}

void EvalGraph::setMoveClasses(const std::vector<std::optional<engine::MoveClass>>& classes) {
    classes_ = classes;
    update();
}

QRectF EvalGraph::plotRect() const {
    const int top = fontMetrics().height() + 4;  // room for the progress line
    return QRectF(rect()).adjusted(4, top, -4, -4);
}

// The values shown fit within +-limit discs: 16, 32 or 64.
int EvalGraph::scaleLimit() const {
    int largest = 0;
    for (int ply = 0; ply < values_.positionCount(); ++ply)
        if (const auto v = values_.valueAt(ply)) largest = std::max(largest, std::abs(v->forBlack));
    return largest <= 16 ? 16 : largest <= 32 ? 32 : 64;
}

int EvalGraph::plyAt(int x) const {
    const int n = values_.positionCount();
    const QRectF plot = plotRect();
    if (n == 0 || x < plot.left() || x > plot.right()) return -1;
    return std::clamp(static_cast<int>((x - plot.left()) / (plot.width() / n)), 0, n - 1);
}

QPoint EvalGraph::barCenter(int ply) const {
    const int n = std::max(1, values_.positionCount());
    const QRectF plot = plotRect();
    const qreal w = plot.width() / n;
    return QPointF(plot.left() + (ply + 0.5) * w, plot.center().y()).toPoint();
}

QString EvalGraph::headText() const {
    const int n = values_.positionCount();
    const int known = values_.knownCount();
    if (known == 0 && !values_.isWorking())
        //: Above the evaluation graph while no position has a value and none is being worked out
        return tr("No evaluation yet");
    if (known < n) return tr("Evaluating positions: %1 of %2").arg(known).arg(n);
    //: Above the evaluation graph: its vertical scale, e.g. "±32 discs: up Black, down White"
    //: (bars above the middle line favour Black); keep it short, the panel is narrow
    return tr("±%1 discs: up Black, down White").arg(scaleLimit());
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.base());
    const QRectF plot = plotRect();
    const int n = values_.positionCount();
    const int limit = scaleLimit();
    p.setPen(pal.color(QPalette::Text));
    p.drawText(QRectF(4, 0, width() - 8, fontMetrics().height() + 2),
               Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(headText(), Qt::ElideRight, width() - 8));
    // The theme's plot (the felt green of the classic board) and the zero line.
    p.fillRect(plot, theme_.graphPlot);
    const qreal mid = plot.center().y();
    p.setPen(QPen(theme_.graphZeroLine, 1));
    p.drawLine(QPointF(plot.left(), mid), QPointF(plot.right(), mid));
    if (n == 0) return;
    const qreal w = plot.width() / n;
    const qreal half = plot.height() / 2 - 2;
    for (int ply = 0; ply < n; ++ply) {
        const qreal x = plot.left() + ply * w;
        if (ply == current_) {
            p.fillRect(QRectF(x, plot.top(), w, plot.height()), theme_.graphCurrent);
        }
        const auto v = values_.valueAt(ply);
        if (!v) continue;
        const qreal h = half * std::clamp(v->forBlack, -limit, limit) / limit;
        const QRectF bar(x + w * 0.12, h >= 0 ? mid - h : mid, std::max<qreal>(1.0, w * 0.76),
                         std::max<qreal>(1.0, std::abs(h)));
        p.setPen(Qt::NoPen);
        p.setBrush(v->forBlack >= 0 ? theme_.graphBlackBar : theme_.graphWhiteBar);
        p.drawRect(bar);
        if (v->exact) {
            p.setBrush(theme_.graphExact);
            const qreal r = std::clamp(w * 0.22, 1.5, 3.5);
            p.drawEllipse(QPointF(x + w / 2, h >= 0 ? mid - h : mid - h), r, r);
        }
    }
    // Reviewed mistakes: a mark in the class's colour under the position they led to.
    for (std::size_t ply = 0; ply < classes_.size(); ++ply) {
        if (!classes_[ply]) continue;
        const QColor c = classColor(*classes_[ply], theme_);
        if (!c.isValid()) continue;
        const qreal x = plot.left() + (static_cast<qreal>(ply) + 1.5) * w;
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        const qreal r = std::clamp(w * 0.3, 2.0, 4.0);
        p.drawEllipse(QPointF(x, plot.bottom() - r - 1), r, r);
    }
    if (current_ >= 0 && current_ < n) {
        QColor outline = theme_.graphCurrent;
        outline.setAlpha(255);
        p.setPen(QPen(outline, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(plot.left() + current_ * w, plot.top(), w, plot.height()));
    }
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    const int ply = plyAt(static_cast<int>(event->position().x()));
    if (event->button() == Qt::LeftButton && ply >= 0) emit plyClicked(ply);
}

bool EvalGraph::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int ply = plyAt(help->pos().x());
        if (ply >= 0) {
            const auto v = values_.valueAt(ply);
            //: Tooltip of the evaluation graph, e.g. "After move 23: +4 for Black (depth 10)"; %1
            //: the move number
            QString text = ply == 0 ? tr("Start position") : tr("After move %1").arg(ply);
            if (v) {
                text += QStringLiteral(": ");
                text +=
                    v->exact
                        ? tr("%1 for Black (exact)").arg(valueText(v->forBlack))
                        : tr("%1 for Black (depth %2)").arg(valueText(v->forBlack)).arg(v->depth);
            }
            QToolTip::showText(help->globalPos(), text, this);
            return true;
        }
    }
    return QWidget::event(event);
}

}  // namespace verso::app
