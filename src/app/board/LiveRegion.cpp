// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/LiveRegion.h"

#include <QAccessible>

#include "app/board/BoardAccessibility.h"

namespace verso::app {

LiveRegion::LiveRegion(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("liveRegion"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFixedSize(0, 0);
}

void LiveRegion::say(const QString& text) {
    setAccessibleName(text);
    QAccessibleEvent named(this, QAccessible::NameChanged);
    BoardAccessibility::sendEvent(named);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    BoardAccessibility::sendEvent(shown);
}

}  // namespace verso::app
