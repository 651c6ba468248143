// SPDX-License-Identifier: GPL-3.0-or-later
// External engines in the window: Opponent > Engines… (the engines a person added, and who sits at
// Black and White: you, Verso or an engine), one "Play Against <engine>" entry per remembered
// engine (ticked while that engine sits opposite the person), and what happens when a seated engine
// fails: a window-modal question whose answers are Wait (when it is only slow), Restart the engine,
// or Take Over its seat (the person plays it).
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include "app/settings/Settings.h"
#include "core/Square.h"
#include "session/external/ExternalEngineFault.h"

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace verso::session {
class Seating;
}

namespace verso::app {

class ExternalEngineSeats : public QObject {
    Q_OBJECT

public:
    // Adds its entries to "opponentMenu" before "before".
    ExternalEngineSeats(QMenu* opponentMenu, QAction* before, Settings& settings,
                        session::Seating& seating, QWidget* window);

    QAction* enginesAction() const { return enginesAction_; }
    // The fault question currently open (null when none).
    QMessageBox* faultDialog() const { return faultDialog_; }
    // Seats the person at "color" in place of the computer or engine there.
    void takeOver(Color color);
    // Seats the remembered engine "name" opposite the person.
    void playAgainst(const QString& name);
    // Seats people and Verso's own engine as "opponent" says; no outside engine keeps a seat.
    void playVerso(Opponent opponent);
    // Seats Verso's own engine wherever an outside engine sits.
    void seatVersoForEngines();

public slots:
    void showEnginesDialog();

signals:
    void message(const QString& text, int timeoutMs);

private:
    void rebuildMenu();
    // Ticks the entry of the engine that sits opposite the person, and no other.
    void updateChecks();
    void onFault(Color color, session::ExternalEngineFault fault, const QString& detail);

    QMenu* menu_;
    QAction* before_;
    Settings& settings_;
    session::Seating& seating_;
    QWidget* window_;
    QAction* enginesAction_;
    QActionGroup* entryGroup_;
    QList<QAction*> engineEntries_;
    QPointer<QMessageBox> faultDialog_;
};

}  // namespace verso::app
