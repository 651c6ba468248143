// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/Texts.h"

#include <QCoreApplication>
#include <cstdlib>

#include "app/analysis/AnalysisTexts.h"
#include "app/window/LevelName.h"
#include "engine/Level.h"

namespace verso::app {

// The translation context of the sentences below ("Texts" in the .ts files).
class Texts {
    Q_DECLARE_TR_FUNCTIONS(Texts)
};

QString colorText(Color color) {
    return color == Color::Black ? Texts::tr("Black", "the side playing the black discs")
                                 : Texts::tr("White", "the side playing the white discs");
}

QString discCountText(Color color, int discs) {
    return color == Color::Black ? Texts::tr("Black has %n disc(s)", "", discs)
                                 : Texts::tr("White has %n disc(s)", "", discs);
}

QString resultText(const GameResult& r) {
    if (r.resignedBy)
        return Texts::tr("%1 wins by resignation").arg(colorText(opposite(*r.resignedBy)));
    if (r.lostOnTime)
        //: The result of a game whose other side's clock reached zero; %1 is Black or White
        return Texts::tr("%1 wins on time").arg(colorText(opposite(*r.lostOnTime)));
    // The standard score: the empty squares go to the winner (half each in a draw).
    const int winnerScore = (64 + std::abs(r.scoreForBlack)) / 2;
    if (!r.winner)
        return Texts::tr("Draw %1-%2", "final score").arg(winnerScore).arg(64 - winnerScore);
    //: %1 is the winner (Black or White), %2-%3 the winner's and the loser's score
    return Texts::tr("%1 wins %2-%3")
        .arg(colorText(*r.winner))
        .arg(winnerScore)
        .arg(64 - winnerScore);
}

QString resultWithDiscsText(const GameResult& r) {
    const int empty = 64 - r.blackDiscs - r.whiteDiscs;
    if (r.resignedBy || r.lostOnTime || empty == 0) return resultText(r);
    //: After a result with empty squares left: %1 e.g. "Black wins 50-14", %2-%3 Black's and
    //: White's discs on the board, %4 the number of empty squares (which the score gives to the
    //: winner)
    return Texts::tr("%1 (discs %2-%3, %4 empty)")
        .arg(resultText(r))
        .arg(r.blackDiscs)
        .arg(r.whiteDiscs)
        .arg(empty);
}

QString resultDetails(const GameResult& r, std::optional<Color> person) {
    QString text;
    if (r.resignedBy) {
        text = Texts::tr("%1 resigned.").arg(colorText(*r.resignedBy));
    } else if (r.lostOnTime) {
        //: The game-over dialog when a clock reached zero; %1 is Black or White
        text =
            Texts::tr("%1's clock reached zero: %1 loses on time.").arg(colorText(*r.lostOnTime));
    } else {
        //: %1 and %2 are the disc counts, e.g. "Black has 40 discs" and "White has 24 discs"
        text = Texts::tr("%1, %2. Neither side can move any more.")
                   .arg(discCountText(Color::Black, r.blackDiscs),
                        discCountText(Color::White, r.whiteDiscs));
    }
    if (person && r.winner)
        text +=
            ' ' + (*r.winner == *person ? Texts::tr("You win!") : Texts::tr("The computer wins."));
    return text;
}

QString passText(Color passer) {
    //: %1 is the side that passes, %2 the side that moves again
    return Texts::tr(
               "%1 has no legal move and must pass: no disc it could place would turn over "
               "a disc of the opponent. %2 plays again.")
        .arg(colorText(passer), colorText(opposite(passer)));
}

QString bookMoveText(Color mover, Move move, int value) {
    //: The status bar after the computer played a move of its opening book: %1 the side that played
    //: (Black or White), %2 the move, %3 the book's value of it in discs, e.g. "White played f4
    //: from the opening book (book value 0)"
    return Texts::tr("%1 played %2 from the opening book (book value %3)")
        .arg(colorText(mover), moveText(move), valueText(value));
}

QString howToPlayHtml() {
    return Texts::tr(
        "<h3>How to play Reversi</h3>"
        "<p>Two players, Black and White, take turns placing a disc of their colour on the "
        "8&times;8 board. Black moves first, from the four discs in the centre.</p>"
        "<p>A disc must be placed so that it encloses one or more of the opponent's discs in a "
        "straight line (across, down or diagonally) between the new disc and another disc of "
        "your colour. All enclosed discs are turned over to your colour. Small see-through discs "
        "of the colour to move show where you may play.</p>"
        "<p>If you cannot turn over any disc you must pass, and your opponent plays again. When "
        "neither side can move, the game ends: the player with more discs wins.</p>"
        "<p>Click a square to play there, or move the cursor with the arrow keys and press "
        "Enter or Space. Undo takes back your last move.</p>");
}

QString aboutHtml() {
    const engine::Level& weakest = engine::levelByNumber(1);
    const engine::Level& strongest = engine::levels().back();
    //: %1 the version, %2 the Qt version, %3 and %4 the names of the weakest and the strongest
    //: computer level (e.g. "Beginner" and "Grandmaster"), %5 the number of the strongest level
    return Texts::
        tr("<h3>Verso %1</h3><p>Reversi (Othello) for the desktop, written in C++ and Qt %2.</p>"
           "<p>Play a friend on the same screen or the computer, from %3 (level 1) to %4 (level "
           "%5).</p>"
           "<p>Verso is free software under the GNU General Public License, version 3 or later "
           "(GPL-3.0-or-later): you may share and change it under its terms, and it comes with no "
           "warranty.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 levelName(weakest), levelName(strongest), QString::number(strongest.number));
}

namespace {

// "Verso, level 4 Club" for a computer seat.
QString seatName(const session::SeatingConfig& seats, const std::array<QString, 2>& engineNames,
                 Color color) {
    if (seats.seat(color) == session::SeatKind::Human) return colorText(color);
    if (seats.seat(color) == session::SeatKind::ExternalEngine)
        return engineNames[colorIndex(color)];
    const engine::Level& level = engine::levelByNumber(seats.level);
    //: A computer player: %1 is the level number, %2 its name (e.g. "Verso, level 4 Club")
    return Texts::tr("Verso, level %1 %2").arg(level.number).arg(levelName(level));
}

}  // namespace

QString playerName(const session::SeatingConfig& seats, const std::array<QString, 2>& engineNames,
                   Color color) {
    using session::SeatKind;
    if (seats.seat(color) != SeatKind::Human) return seatName(seats, engineNames, color);
    //: The person's name in the move list and saved games when one person plays the computer
    return seats.seat(opposite(color)) == SeatKind::Human ? colorText(color) : Texts::tr("You");
}

QString pairingText(const session::SeatingConfig& seats,
                    const std::array<QString, 2>& engineNames) {
    using session::SeatKind;
    const bool blackHuman = seats.seat(Color::Black) == SeatKind::Human;
    const bool whiteHuman = seats.seat(Color::White) == SeatKind::Human;
    if (blackHuman && whiteHuman) return Texts::tr("Two people on this screen");
    if (blackHuman != whiteHuman) {
        const Color you = blackHuman ? Color::Black : Color::White;
        //: %1 is the person's colour (Black or White), %2 the opponent (e.g. "Verso, level 4 Club")
        return Texts::tr("You (%1) against %2")
            .arg(colorText(you), seatName(seats, engineNames, opposite(you)));
    }
    //: Computer against computer: %1 plays Black, %2 plays White
    return Texts::tr("%1 (Black) against %2 (White)")
        .arg(seatName(seats, engineNames, Color::Black),
             seatName(seats, engineNames, Color::White));
}

}  // namespace verso::app
