// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/StatusBar.h"

#include <QPainter>
#include <QStyleOption>

namespace verso::app {

namespace {
constexpr int kMargin = 6;  // from the window's edge, as QStatusBar draws it
constexpr int kGap = 16;    // between the message and the first permanent text
}  // namespace

StatusBar::StatusBar(QWidget* parent) : QStatusBar(parent) {
    connect(this, &QStatusBar::messageChanged, this, [this] {
        setToolTip(shownMessage() == currentMessage() ? QString() : currentMessage());
    });
}

QString StatusBar::elideAtWord(const QString& text, const QFontMetrics& metrics, int width) {
    if (metrics.horizontalAdvance(text) <= width) return text;
    const QString ellipsis(QChar(0x2026));
    // The longest run of whole words that fits with the ellipsis; a single word too long for the
    // space is cut where it must be (there is no better place).
    qsizetype end = text.size();
    while ((end = text.lastIndexOf(QLatin1Char(' '), end - 1)) > 0) {
        const QString head = text.left(end).trimmed();
        if (metrics.horizontalAdvance(head + ellipsis) <= width) return head + ellipsis;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
}

// The space left of the leftmost permanent text that is showing.
QRect StatusBar::messageRect() const {
    int right = width() - kMargin;
    for (const QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && child->geometry().left() > 0)
            right = std::min(right, child->geometry().left() - kGap);
    }
    return QRect(kMargin, 0, std::max(0, right - kMargin), height());
}

QString StatusBar::shownMessage() const {
    return elideAtWord(currentMessage(), fontMetrics(), messageRect().width());
}

void StatusBar::paintEvent(QPaintEvent* event) {
    if (currentMessage().isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // As QStatusBar paints it, but the message stops before the permanent texts.
    QPainter painter(this);
    QStyleOption panel;
    panel.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &panel, &painter, this);
    for (QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!child->isVisible()) continue;
        QStyleOption frame;
        frame.rect = child->geometry().adjusted(-2, -1, 2, 1);
        frame.palette = palette();
        frame.state = QStyle::State_None;
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &frame, &painter, child);
    }
    painter.setPen(palette().windowText().color());
    painter.drawText(messageRect(), Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine,
                     shownMessage());
}

}  // namespace verso::app
