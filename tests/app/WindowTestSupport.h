// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the window tests: squares by name, clicks at square centres, what the board shows.
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

#include "app/board/BoardScene.h"
#include "app/board/BoardView.h"
#include "app/board/DiscItem.h"
#include "app/settings/Settings.h"
#include "app/settings/SettingsFormat.h"
#include "app/window/MainWindow.h"
#include "core/Notation.h"
#include "session/TestPlayer.h"
#include "session/game/Seating.h"

namespace verso::test {

using namespace verso::app;

inline int sq(const char* name) { return *parseSquare(name); }

inline Position board(const char* text) {
    auto parsed = parseBoard(text);
    if (!parsed) qFatal("bad test board: %s", parsed.message().c_str());
    return *parsed;
}

// Black to move: c1 leaves White without a move (a pass); then h8 (another pass), then d8 ends
// the game, Black winning 8-0.
inline const char* const kPassThenEnd =
    "XO------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "--------"
    "----OXO- X";

inline void click(MainWindow& w, const char* square) {
    QTest::mouseClick(w.boardView()->viewport(), Qt::LeftButton, {},
                      w.boardView()->squareCenterInView(sq(square)));
}

inline std::optional<Color> shown(const MainWindow& w, const char* square) {
    const DiscItem* disc = w.scene()->discAt(sq(square));
    return disc ? std::optional(disc->visibleColor()) : std::nullopt;
}

inline QAction* action(const MainWindow& w, const QString& name) {
    auto* a = w.findChild<QAction*>(name);
    if (!a) qFatal("no action %s", qPrintable(name));
    return a;
}

// Game > Resign, confirmed in the dialog that asks (true when the dialog showed and was answered).
inline bool resignConfirmed(MainWindow& w, bool confirm = true) {
    action(w, "actionResign")->trigger();
    if (!QTest::qWaitFor([&] { return w.resignDialog() && w.resignDialog()->isVisible(); }))
        return false;
    QMessageBox* box = w.resignDialog();
    QAbstractButton* button = nullptr;
    for (QAbstractButton* b : box->buttons()) {
        if (box->buttonRole(b) ==
            (confirm ? QMessageBox::DestructiveRole : QMessageBox::RejectRole))
            button = b;
    }
    if (!button) return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return QTest::qWaitFor([&] { return !w.resignDialog(); });
}

// Points QSettings at "dir" for the whole test program, so tests never touch the user's settings.
inline void useTemporarySettings(const QTemporaryDir& dir, const char* applicationName) {
    verso::app::setSettingsFolder(dir.path());
    QCoreApplication::setOrganizationName("VersoTest");
    QCoreApplication::setApplicationName(applicationName);
}

// Fresh settings for a game between two people on this screen, without animations.
inline void resetToTwoPeopleWithoutAnimation() {
    QSettings().clear();
    Settings settings;
    settings.setAnimationSpeed(AnimationSpeed::Instant);
    settings.setOpponent(Opponent::HumanVsHuman);
}

// Computer seats get a scripted player: it answers with the first legal move ("autoAnswer") or
// waits.
inline void useComputer(MainWindow& w, bool autoAnswer = true) {
    w.seating()->setPlayerFactory([autoAnswer](Color, const session::SeatingConfig&) {
        return std::make_unique<test::TestPlayer>(autoAnswer);
    });
}

// Calls "onShow" when a widget named "name" is shown (the moment a person first sees it).
class ShowWatcher : public QObject {
public:
    ShowWatcher(QString name, std::function<void()> onShow)
        : name_(std::move(name)), onShow_(std::move(onShow)) {
        qApp->installEventFilter(this);
    }
    bool eventFilter(QObject* object, QEvent* event) override {
        if (event->type() == QEvent::Show && object->objectName() == name_) onShow_();
        return false;
    }

private:
    QString name_;
    std::function<void()> onShow_;
};

}  // namespace verso::test
