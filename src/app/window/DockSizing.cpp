// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/DockSizing.h"

#include "app/window/ScreenFit.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QStyle>

#include <algorithm>

namespace verso::app {

void keepBoardSizeFor(QWidget& window, QDockWidget& dock, bool shown) {
    if (window.isMaximized() || window.isFullScreen() || dock.isFloating()) return;
    if (auto* main = qobject_cast<QMainWindow*>(&window)) {
        const Qt::DockWidgetArea area = main->dockWidgetArea(&dock);
        for (QDockWidget* other : main->findChildren<QDockWidget*>()) {
            if (other != &dock && !other->isHidden() && !other->isFloating() &&
                main->dockWidgetArea(other) == area)
                return;  // that side stays open: the board keeps its size anyway
        }
    }
    // The dock and the separator between it and the board.
    const int width =
        std::max(dock.sizeHint().width(), dock.width()) +
        window.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &window);
    const QRect screen = window.screen() ? window.screen()->availableGeometry() : QRect();
    int target = window.width() + (shown ? width : -width);
    if (screen.isValid()) target = std::min(target, screen.width());
    window.resize(std::max(target, window.minimumSizeHint().width()), window.height());
    keepOnScreen(window);  // a window grown past the screen's edge moves back
}

}  // namespace verso::app
