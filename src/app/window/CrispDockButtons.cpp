// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/CrispDockButtons.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QEvent>
#include <QPainter>
#include <QPixmap>

namespace verso::app {

namespace {

// A cross "pixels" wide at "scale" device pixels per pixel.
QPixmap cross(int pixels, qreal scale, const QColor& color) {
    QPixmap pixmap(QSize(pixels, pixels) * scale);
    pixmap.setDevicePixelRatio(scale);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(color, pixels / 8.0, Qt::SolidLine, Qt::RoundCap));
    const qreal inset = pixels * 0.25;
    const QRectF box(inset, inset, pixels - 2 * inset, pixels - 2 * inset);
    painter.drawLine(box.topLeft(), box.bottomRight());
    painter.drawLine(box.topRight(), box.bottomLeft());
    return pixmap;
}

}  // namespace

CrispDockButtons::CrispDockButtons(QDockWidget& dock) : QObject(&dock), dock_(dock) {
    dock.installEventFilter(this);
    apply();
}

bool CrispDockButtons::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (watched == &dock_ && (type == QEvent::StyleChange || type == QEvent::PaletteChange))
        QMetaObject::invokeMethod(this, &CrispDockButtons::apply, Qt::QueuedConnection);
    return false;  // after the dock's own handling, which sets the style's icon again
}

void CrispDockButtons::apply() {
    auto* close = dock_.findChild<QAbstractButton*>(QStringLiteral("qt_dockwidget_closebutton"));
    if (!close) return;
    QIcon icon;
    for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
        const QColor color = dock_.palette().color(
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::ButtonText);
        for (const int pixels : {10, 16, 24})
            for (const qreal scale : {1.0, 1.5, 2.0, 3.0})
                icon.addPixmap(cross(pixels, scale, color), mode);
    }
    close->setIcon(icon);
}

}  // namespace verso::app
