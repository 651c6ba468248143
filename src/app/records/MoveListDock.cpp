// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/MoveListDock.h"

#include <QAction>

#include "app/records/CurrentGame.h"
#include "app/records/GameNavigation.h"
#include "app/records/MoveListPanel.h"
#include "app/window/DockSizing.h"
#include "app/window/Texts.h"
#include "core/Openings.h"
#include "session/game/GameController.h"

namespace verso::app {

MoveListDock::MoveListDock(session::GameController& game, CurrentGame& current,
                           GameNavigation& navigation, QWidget& window)
    //: Title of the panel listing the game's moves
    : QDockWidget(tr("Moves"), &window),
      game_(game),
      current_(current),
      panel_(new MoveListPanel),
      window_(window) {
    setObjectName("moveListDock");
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    setWidget(panel_);
    QAction* toggle = toggleViewAction();
    toggle->setObjectName("actionShowMoveList");
    //: View menu: shows or hides the list of moves beside the board
    toggle->setText(tr("&Move List"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(toggle, &QAction::triggered, this, &MoveListDock::keepBoardSize);
    connect(panel_, &MoveListPanel::plyChosen, &navigation, &GameNavigation::showPly);
    connect(&game_, &session::GameController::boardChanged, this, &MoveListDock::showGame);
    connect(&game_, &session::GameController::stateChanged, this, &MoveListDock::showGame);
    connect(&current_, &CurrentGame::changed, this, &MoveListDock::showNames);
    showNames();
    showGame();
}

void MoveListDock::showGame() {
    const GameRecord& record = game_.record();
    panel_->setGame(record);
    // The result of the whole game, also while an earlier position is shown.
    const auto result = record.finalResult();
    panel_->setResult(result ? resultWithDiscsText(*result) : QString());
    // The opening of the moves up to the position shown (browsing back names an earlier one).
    std::string opening;
    if (record.start() == Position::initial()) {
        const std::vector<Move> shown(record.moves().begin(),
                                      record.moves().begin() + record.ply());
        opening = openingName(shown);
    }
    panel_->setOpening(QString::fromStdString(opening));
}

void MoveListDock::showNames() {
    panel_->setPlayers(current_.playerName(Color::Black), current_.playerName(Color::White));
}

// Showing or hiding the list changes the window's width, not the board's.
void MoveListDock::keepBoardSize(bool shown) { keepBoardSizeFor(window_, *this, shown); }

}  // namespace verso::app
