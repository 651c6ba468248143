// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/RefusalText.h"

#include <QCoreApplication>

namespace verso::app {

namespace {
// The translation context of the sentences below ("RefusalText" in the .ts files).
class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(RefusalText)
};
}  // namespace

QString refusalText(const session::Refusal& refusal) {
    using Reason = session::Refusal::Reason;
    const Move move = refusal.move;
    const QString square = QString::fromStdString(move.toString());
    switch (refusal.reason) {
        case Reason::NotStarted: return RefusalText::tr("Start a new game first.");
        case Reason::Paused: return RefusalText::tr("The game is paused: resume it to play.");
        case Reason::MalformedSquare:
            return RefusalText::tr("That is not a square: use a letter a-h and a digit 1-8.");
        case Reason::Occupied:
            //: %1 is a square such as e6
            return move.isPlacement() ? RefusalText::tr("%1 is already occupied.").arg(square)
                                      : RefusalText::tr("That square is already occupied.");
        case Reason::FlipsNothing:
            //: %1 is a square such as e6
            return move.isPlacement()
                       ? RefusalText::tr("A disc on %1 would not flip any disc.").arg(square)
                       : RefusalText::tr("A disc on that square would not flip any disc.");
        case Reason::NotYourTurn: return RefusalText::tr("It is not your turn.");
        case Reason::GameOver: return RefusalText::tr("The game is over.");
        case Reason::PassNotAllowed:
            return RefusalText::tr("You cannot pass while you have a legal move.");
        case Reason::MustPass:
            return RefusalText::tr("There is no legal move: this side must pass.");
        case Reason::ClockRunning:
            //: The status bar after Undo (or a jump back in the move list) during a game on a clock
            return RefusalText::tr(
                "Moves cannot be taken back in a game on a clock: the time spent cannot be "
                "given back.");
    }
    return RefusalText::tr("The move is not allowed.");
}

}  // namespace verso::app
