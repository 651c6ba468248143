// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/ScreenFit.h"

#include <QBoxLayout>
#include <QDialog>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace verso::app {

QRect availableGeometryFor(const QWidget& widget) {
    const QWidget* window = widget.window();
    QScreen* screen = window->screen();
    if (!screen && window->parentWidget()) screen = window->parentWidget()->screen();
    if (!screen) screen = QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect();
}

QSize frameAllowance(const QWidget& widget) {
    const QWidget* window = widget.window();
    if (window->isVisible()) {  // the frame is known
        const QRect frame = window->frameGeometry();
        const QRect inside = window->geometry();
        if (frame != inside) return frame.size() - inside.size();
    }
    return typicalFrame(widget);
}

QSize typicalFrame(const QWidget& widget) {
    const QWidget* window = widget.window();
    const int border = 2 * window->style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth);
    // Title bars are about two lines of text high, whatever the style says of its own.
    const int title = std::max(window->style()->pixelMetric(QStyle::PM_TitleBarHeight),
                               2 * window->fontMetrics().height());
    return {border, title + border};
}

QSize fittedSize(const QWidget& window, QSize preferred) {
    const QRect room = availableGeometryFor(window);
    if (!room.isValid()) return preferred;
    const QSize largest = room.size() - frameAllowance(window);
    QSize size = preferred.boundedTo(largest);
    // A window cannot be smaller than its layout allows.
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    if (minimum.isValid()) size = size.expandedTo(minimum);
    return size;
}

void resizeToFit(QWidget& window, QSize preferred) { window.resize(fittedSize(window, preferred)); }

void keepOnScreen(QWidget& window) {
    const QRect room = availableGeometryFor(window);
    if (!room.isValid() || window.isMaximized() || window.isFullScreen()) return;
    const QSize size = fittedSize(window, window.size());
    if (size != window.size()) window.resize(size);
    const QSize frame = frameAllowance(window);
    // The frame's top left corner, kept so that the whole frame is inside the free area.
    const QPoint corner = window.isVisible() ? window.frameGeometry().topLeft() : window.pos();
    const int x =
        std::clamp(corner.x(), room.left(),
                   std::max(room.left(), room.right() + 1 - size.width() - frame.width()));
    const int y =
        std::clamp(corner.y(), room.top(),
                   std::max(room.top(), room.bottom() + 1 - size.height() - frame.height()));
    if (QPoint(x, y) != corner) window.move(x, y);
}

void scrollWhenTooTall(QDialog& dialog, QWidget& below) {
    auto* top = qobject_cast<QBoxLayout*>(dialog.layout());
    if (!top) return;
    const QSize natural = dialog.sizeHint();
    // Made inside the dialog from the start, so the sections keep their place in the focus chain
    // when they move into it (a widget that changes windows goes to the end of the new chain).
    auto* body = new QWidget(&dialog);
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    int at = 0;  // where the scroll area goes: where the first widget moved was
    for (int i = 0; i < top->count();) {
        QLayoutItem* item = top->itemAt(i);
        if (!item->widget() || item->widget() == &below) {
            ++i;  // a nested layout or a spacer stays where it is
            continue;
        }
        if (bodyLayout->isEmpty()) at = i;
        const int stretch = top->stretch(i);
        QWidget* widget = item->widget();
        delete top->takeAt(i);  // before the widget moves, which would take its item away
        bodyLayout->addWidget(widget, stretch);
    }
    QScrollArea* scroll = verticalScrollBody(dialog, body);
    scroll->setObjectName(QStringLiteral("dialogBody"));
    const int bar = scroll->verticalScrollBar()->sizeHint().width();
    top->insertWidget(at, scroll, 1);
    resizeToFit(dialog, natural + QSize(bar, 0));
}

QScrollArea* verticalScrollBody(QWidget& parent, QWidget* body) {
    auto* scroll = new QScrollArea(&parent);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(body->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

}  // namespace verso::app
