// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newgame/NewGameActions.h"

#include <QAction>
#include <QMenu>
#include <QRandomGenerator>

#include "app/newgame/GameStarts.h"
#include "app/newgame/NewGameDialog.h"
#include "app/settings/Settings.h"

namespace verso::app {

NewGameActions::NewGameActions(Settings& settings, QMenu& menu, QAction* newGame,
                               std::function<QString()> players, QWidget& window)
    : QObject(&window), settings_(settings), window_(window), players_(std::move(players)) {
    //: File menu: opens the dialog choosing the start position and the clocks of a new game
    dialogAction_ = new QAction(tr("Ne&w Game…"), this);
    dialogAction_->setObjectName("actionNewGameDialog");
    dialogAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    //: Status tip of File > New Game…
    dialogAction_->setStatusTip(tr("Choose where the game starts and its time control"));
    const QList<QAction*> actions = menu.actions();
    const qsizetype at = actions.indexOf(newGame);
    menu.insertAction(at >= 0 && at + 1 < actions.size() ? actions[at + 1] : nullptr,
                      dialogAction_);
    window.addAction(dialogAction_);
    connect(dialogAction_, &QAction::triggered, this, &NewGameActions::openDialog);
}

void NewGameActions::openDialog() {
    if (dialog_) {
        dialog_->raise();
        dialog_->activateWindow();
        return;
    }
    dialog_ = new NewGameDialog(settings_, players_ ? players_() : QString(), &window_);
    dialog_->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog_, &QDialog::accepted, this, &NewGameActions::startRequested);
    dialog_->open();
}

GameRecord NewGameActions::nextStart() const {
    return startingRecord(settings_.newGameStart(), QRandomGenerator::global()->generate());
}

}  // namespace verso::app
