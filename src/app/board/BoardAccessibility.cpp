// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/board/BoardAccessibility.h"

#include <QAccessible>
#include <QEvent>
#include <QTimer>
#include <utility>

#include "app/board/BoardAccessible.h"
#include "app/board/BoardCellAccessible.h"
#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"

namespace verso::app {

namespace {
void (*eventObserver)(QAccessibleEvent*) = nullptr;
}  // namespace

void BoardAccessibility::setEventObserver(void (*observer)(QAccessibleEvent* event)) {
    eventObserver = observer;
}

void BoardAccessibility::sendEvent(QAccessibleEvent& event) {
    QAccessible::updateAccessibility(&event);
    if (eventObserver) eventObserver(&event);
}

BoardAccessibility::BoardAccessibility(BoardView& view) : QObject(&view), view_(view) {
    static const bool installed = [] {
        QAccessible::installFactory(&BoardAccessible::create);
        return true;
    }();
    Q_UNUSED(installed);
    accessibilityActiveChanged(QAccessible::isActive());
    QAccessible::installActivationObserver(this);
    view.installEventFilter(this);
    connect(view.boardScene(), &BoardScene::contentChanged, this,
            &BoardAccessibility::squaresChanged);
    connect(view.boardScene(), &BoardScene::cursorMoved, this, &BoardAccessibility::cursorMoved);
}

BoardAccessibility::~BoardAccessibility() { QAccessible::removeActivationObserver(this); }

void BoardAccessibility::accessibilityActiveChanged(bool active) {
    listening_ = active;
    // A reader that starts listening reads the board as it is; changes are reported from here.
    for (int sq = 0; sq < kSquareCount; ++sq)
        names_[static_cast<size_t>(sq)] =
            active ? BoardCellAccessible::squareText(*view_.boardScene(), sq) : QString();
}

void BoardAccessibility::announce(const QString& text) {
    if (text.isEmpty()) return;
    if (pending_.isEmpty()) QTimer::singleShot(0, this, &BoardAccessibility::flush);
    else pending_ += QLatin1Char(' ');
    pending_ += text;
}

void BoardAccessibility::flush() {
    if (pending_.isEmpty()) return;
    lastAnnouncement_ = std::exchange(pending_, QString());
    emit announced(lastAnnouncement_);
    if (!listening_) return;
    QAccessibleEvent event(&view_, QAccessible::DescriptionChanged);
    sendEvent(event);
}

void BoardAccessibility::squaresChanged() {
    if (!listening_) return;
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(&view_);
    if (!board) return;
    for (int sq = 0; sq < kSquareCount; ++sq) {
        QString name = BoardCellAccessible::squareText(*view_.boardScene(), sq);
        QString& known = names_[static_cast<size_t>(sq)];
        if (name == known) continue;
        known = std::move(name);
        if (QAccessibleInterface* cell = board->child(sq)) {
            QAccessibleEvent event(cell, QAccessible::NameChanged);
            sendEvent(event);
        }
    }
}

bool BoardAccessibility::eventFilter(QObject* watched, QEvent* event) {
    // Queued: Qt reports the view itself as focused right after this event.
    if (watched == &view_ && event->type() == QEvent::FocusIn)
        QTimer::singleShot(0, this, [this] { cursorMoved(view_.boardScene()->cursorSquare()); });
    return QObject::eventFilter(watched, event);
}

void BoardAccessibility::cursorMoved(int square) {
    if (!listening_ || !view_.hasFocus()) return;
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(&view_);
    if (QAccessibleInterface* cell = board ? board->child(square) : nullptr) {
        QAccessibleEvent event(cell, QAccessible::Focus);
        sendEvent(event);
    }
}

}  // namespace verso::app
