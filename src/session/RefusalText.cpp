#include "session/RefusalText.h"

#include <QCoreApplication>

namespace verso::session {

namespace {
class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(RefusalText)
};
}  // namespace

QString refusalText(MoveRefusal refusal, Move move) {
    const QString square = QString::fromStdString(move.toString());
    switch (refusal) {
        case MoveRefusal::MalformedSquare:
            return RefusalText::tr("That is not a square: use a letter a-h and a digit 1-8.");
        case MoveRefusal::Occupied:
            //: %1 is a square such as e6
            return move.isPlacement() ? RefusalText::tr("%1 is already occupied.").arg(square)
                                      : RefusalText::tr("That square is already occupied.");
        case MoveRefusal::FlipsNothing:
            //: %1 is a square such as e6
            return move.isPlacement() ? RefusalText::tr("A disc on %1 would not flip any disc.").arg(square)
                                      : RefusalText::tr("A disc on that square would not flip any disc.");
        case MoveRefusal::NotYourTurn: return RefusalText::tr("It is not your turn.");
        case MoveRefusal::GameOver: return RefusalText::tr("The game is over.");
        case MoveRefusal::PassNotAllowed: return RefusalText::tr("You cannot pass while you have a legal move.");
        case MoveRefusal::MustPass: return RefusalText::tr("There is no legal move: this side must pass.");
    }
    return RefusalText::tr("The move is not allowed.");
}

}  // namespace verso::session
