// SPDX-License-Identifier: GPL-3.0-or-later
// File > New Game… (Ctrl+Shift+N) beside File > New Game: the dialog that chooses where a game
// starts and its time control, and the start every new game takes from those choices.
#pragma once

#include <QObject>
#include <QPointer>
#include <functional>

#include "app/newgame/NewGameDialog.h"
#include "core/GameRecord.h"

class QAction;
class QMenu;
class QWidget;

namespace verso::app {

class NewGameActions : public QObject {
    Q_OBJECT
public:
    // Adds "New Game…" to "menu" after "newGame". "players" gives the dialog's line on who plays.
    NewGameActions(Settings& settings, QMenu& menu, QAction* newGame,
                   std::function<QString()> players, QWidget& window);

    QAction* dialogAction() const { return dialogAction_; }
    // The open dialog (null when closed).
    NewGameDialog* dialog() const { return dialog_; }
    void openDialog();

    // The record the next new game starts with, from the kept choices (a fresh random pick).
    GameRecord nextStart() const;

signals:
    // The dialog's Start was pressed: the choices are kept; a new game should start now.
    void startRequested();

private:
    Settings& settings_;
    QWidget& window_;
    std::function<QString()> players_;
    QAction* dialogAction_;
    QPointer<NewGameDialog> dialog_;
};

}  // namespace verso::app
