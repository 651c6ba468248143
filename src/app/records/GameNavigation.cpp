// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/GameNavigation.h"

#include <QAction>
#include <QMenu>

#include "session/game/GameController.h"

namespace verso::app {

GameNavigation::GameNavigation(session::GameController& game, QMenu& menu, QWidget& window)
    : QObject(&window), game_(game) {
    //: Go menu: show the start position of the game
    first_ =
        addAction(menu, window, "actionFirstMove", tr("&First Move"), {QKeySequence(Qt::Key_Home)});
    //: Go menu: show the position one move earlier
    previous_ = addAction(menu, window, "actionPreviousMove", tr("&Previous Move"),
                          {QKeySequence(Qt::CTRL | Qt::Key_Left), QKeySequence(Qt::Key_PageUp)});
    //: Go menu: show the position one move later
    next_ = addAction(menu, window, "actionNextMove", tr("&Next Move"),
                      {QKeySequence(Qt::CTRL | Qt::Key_Right), QKeySequence(Qt::Key_PageDown)});
    //: Go menu: show the position after the last move of the game
    last_ =
        addAction(menu, window, "actionLastMove", tr("&Last Move"), {QKeySequence(Qt::Key_End)});
    menu.addSeparator();
    //: Go menu: start a new line of play at the position shown (dropping the moves after it)
    continue_ = addAction(menu, window, "actionContinueHere", tr("&Continue From Here"),
                          {QKeySequence(Qt::CTRL | Qt::Key_Return)});
    continue_->setStatusTip(
        tr("Play on from the position shown; the moves after it are kept in the game library"));
    connect(first_, &QAction::triggered, this, [this] { showPly(0); });
    connect(previous_, &QAction::triggered, this, [this] { showPly(previousPly()); });
    connect(next_, &QAction::triggered, this, [this] { showPly(nextPly()); });
    connect(last_, &QAction::triggered, this, [this] { showPly(game_.record().length()); });
    connect(continue_, &QAction::triggered, &game_, &session::GameController::continueHere);
    connect(&game_, &session::GameController::boardChanged, this, &GameNavigation::updateActions);
    connect(&game_, &session::GameController::stateChanged, this, &GameNavigation::updateActions);
    updateActions();
}

QAction* GameNavigation::addAction(QMenu& menu, QWidget& window, const QString& name,
                                   const QString& text, const QList<QKeySequence>& keys) {
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcuts(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    menu.addAction(action);
    window.addAction(action);
    return action;
}

void GameNavigation::showPly(int ply) {
    if (ply != game_.record().ply()) game_.jumpTo(ply);
}

int GameNavigation::previousPly() const {
    const GameRecord& record = game_.record();
    int ply = record.ply() - 1;
    while (ply > 0 && record.positionAt(ply).mustPass()) --ply;
    return std::max(0, ply);
}

int GameNavigation::nextPly() const {
    const GameRecord& record = game_.record();
    int ply = std::min(record.length(), record.ply() + 1);
    while (ply < record.length() && record.positionAt(ply).mustPass()) ++ply;
    return ply;
}

QString GameNavigation::browsingText() const {
    if (!game_.showsEarlierPosition()) return {};
    const GameRecord& record = game_.record();
    const QString where = tr("Move %1 of %2").arg(record.ply()).arg(record.length());
    if (game_.isHuman(game_.sideToMove()) && !record.isOver())
        //: While the board shows an earlier position; %1 is e.g. "Move 23 of 41"
        return tr("%1 — playing here starts a new line").arg(where);
    //: While the board shows an earlier position where the computer is to move; %1 is e.g. "Move 23
    //: of 41"
    return tr("%1 — Go > Continue From Here plays on from here").arg(where);
}

void GameNavigation::updateActions() {
    const bool started = game_.state() != session::GameState::NotStarted;
    const GameRecord& record = game_.record();
    first_->setEnabled(started && record.ply() > 0);
    previous_->setEnabled(started && record.ply() > 0);
    next_->setEnabled(started && record.ply() < record.length());
    last_->setEnabled(started && record.ply() < record.length());
    continue_->setEnabled(game_.showsEarlierPosition() && !record.isOver());
}

}  // namespace verso::app
