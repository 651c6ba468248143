// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/GameTextErrorText.h"

#include <QCoreApplication>

#include "app/window/RefusalText.h"
#include "core/Notation.h"
#include "session/game/Refusal.h"

namespace verso::app {

namespace {
// The translation context of the sentences below ("GameTextErrorText" in the .ts files).
class GameTextErrorText {
    Q_DECLARE_TR_FUNCTIONS(GameTextErrorText)
};

QString what(const GameTextError& e) {
    using Kind = GameTextError::Kind;
    const QString move = QString::fromStdString(e.moveText);
    switch (e.kind) {
        case Kind::Empty: return GameTextErrorText::tr("There is no game in it.");
        case Kind::UnknownFormat:
            return GameTextErrorText::tr(
                "This is not a game: Verso reads GGF, transcripts such as f5d6c3d3c4, "
                "numbered move lists such as 1. f5 d6 2. c3 and board strings of 64 "
                "squares and the side to move.");
        case Kind::TooLarge: return GameTextErrorText::tr("It is too large to be a game file.");
        case Kind::GgfSyntax: return GameTextErrorText::tr("The GGF text is broken here.");
        case Kind::NotOthello:
            return GameTextErrorText::tr("This GGF game is not a game of Othello.");
        case Kind::BadBoard:
            return GameTextErrorText::tr(
                "The board cannot be read: it needs 64 squares (X or * black, "
                "O white, - empty) and the side to move.");
        case Kind::BadMove:
            //: %1 is the text found where a move should be, %2 the move's number
            return GameTextErrorText::tr("\"%1\" is not a move (move %2).").arg(move).arg(e.ply);
        case Kind::IllegalMove: {
            const auto square = parseMove(e.moveText);
            const QString why =
                e.refusal
                    ? refusalText(session::Refusal::of(*e.refusal, square.value_or(Move::none())))
                    : GameTextErrorText::tr("The rules do not allow it.");
            //: %1 is the move's number, %2 the move (e.g. e6), %3 why it is not allowed
            return GameTextErrorText::tr("Move %1, %2, is not allowed: %3")
                .arg(e.ply)
                .arg(move, why);
        }
    }
    return QString::fromStdString(e.detail);
}
}  // namespace

QString gameTextErrorText(const GameTextError& error) {
    if (error.kind == GameTextError::Kind::Empty || error.kind == GameTextError::Kind::TooLarge)
        return what(error);
    //: Where a game file or a paste goes wrong: %1 the line, %2 the character, %3 what is wrong
    return GameTextErrorText::tr("Line %1, character %2: %3")
        .arg(error.line)
        .arg(error.column)
        .arg(what(error));
}

}  // namespace verso::app
