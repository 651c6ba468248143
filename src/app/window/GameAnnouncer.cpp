// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/GameAnnouncer.h"

#include "app/board/BoardAccessibility.h"
#include "app/board/LiveRegion.h"
#include "app/window/RefusalText.h"
#include "app/window/Texts.h"
#include "session/game/GameController.h"

namespace verso::app {

GameAnnouncer::GameAnnouncer(session::GameController& controller, BoardAccessibility& board,
                             QWidget& window)
    : QObject(&window), controller_(controller), board_(board) {
    auto* region = new LiveRegion(&window);
    connect(&board, &BoardAccessibility::announced, region, &LiveRegion::say);
    connect(&controller, &session::GameController::boardChanged, this,
            &GameAnnouncer::onBoardChanged);
    connect(&controller, &session::GameController::passed, this,
            [this](Color color) { board_.announce(passText(color)); });
    connect(&controller, &session::GameController::moveRefused, this,
            [this](const session::Refusal& refusal) { board_.announce(refusalText(refusal)); });
    connect(&controller, &session::GameController::gameOver, this,
            [this](const GameResult& result) {
                //: Said by a screen reader when the game ends; %1 is the result ("Black wins 50-14
                //: …")
                board_.announce(tr("Game over: %1").arg(resultWithDiscsText(result)));
            });
}

QString GameAnnouncer::moveText(Color by, bool computer, Move move, int flipped) {
    const QString square = QString::fromStdString(move.toString());
    if (computer)
        //: Said by a screen reader after the computer's move: %1 is Black or White, %2 the square
        //: (d3), %n the number of discs it turned over
        return tr("%1 (computer) played %2, %n disc(s) turned over.", "", flipped)
            .arg(colorText(by), square);
    //: Said by a screen reader after a person's move: %1 is Black or White, %2 the square (d3),
    //: %n the number of discs it turned over
    return tr("%1 played %2, %n disc(s) turned over.", "", flipped).arg(colorText(by), square);
}

void GameAnnouncer::onBoardChanged(const session::BoardChange& change) {
    using Kind = session::BoardChange::Kind;
    if (change.kind == Kind::Move) {
        board_.announce(moveText(change.by, !controller_.isHuman(change.by), change.move,
                                 popCount(change.flipped)));
    } else if (change.kind == Kind::Undo || change.kind == Kind::Redo ||
               change.kind == Kind::Jump) {
        const GameRecord& record = controller_.record();
        //: Said by a screen reader after Undo, Redo or a jump in the move list: %1 is the number
        //: of moves shown, %2 the number of moves in the game, %3 Black or White
        board_.announce(tr("Move %1 of %2 shown: %3 to move.")
                            .arg(record.ply())
                            .arg(record.moves().size())
                            .arg(colorText(controller_.sideToMove())));
    } else if (change.kind == Kind::NewGame) {
        //: Said by a screen reader when a new game starts or a game is opened; %1 is Black or White
        board_.announce(tr("New board: %1 to move.").arg(colorText(controller_.sideToMove())));
    }
}

}  // namespace verso::app
