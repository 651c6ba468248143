#include "app/Texts.h"

#include <QCoreApplication>

namespace verso::app {

namespace {
QString tr(const char* text, const char* comment = nullptr) {
    return QCoreApplication::translate("verso::app::Texts", text, comment);
}
}  // namespace

QString colorText(Color color) {
    return color == Color::Black ? tr("Black", "the side playing the black discs")
                                 : tr("White", "the side playing the white discs");
}

QString resultText(const GameResult& r) {
    if (r.resignedBy) return tr("%1 wins by resignation").arg(colorText(opposite(*r.resignedBy)));
    if (!r.winner) return tr("Draw %1-%2", "final disc counts").arg(r.blackDiscs).arg(r.whiteDiscs);
    const bool black = *r.winner == Color::Black;
    //: %1 is the winner (Black or White), %2-%3 the winner's and the loser's disc counts
    return tr("%1 wins %2-%3")
        .arg(colorText(*r.winner))
        .arg(black ? r.blackDiscs : r.whiteDiscs)
        .arg(black ? r.whiteDiscs : r.blackDiscs);
}

QString resultDetails(const GameResult& r, std::optional<Color> person) {
    QString text = r.resignedBy ? tr("%1 resigned.").arg(colorText(*r.resignedBy))
                                : tr("Black has %1 discs and White %2. Neither side can move any more.")
                                      .arg(r.blackDiscs)
                                      .arg(r.whiteDiscs);
    if (person && r.winner) text += ' ' + (*r.winner == *person ? tr("You win!") : tr("The computer wins."));
    return text;
}

QString passText(Color passer) {
    //: %1 is the side that passes, %2 the side that moves again
    return tr("%1 has no legal move and must pass: no disc it could place would turn over "
              "a disc of the opponent. %2 plays again.")
        .arg(colorText(passer), colorText(opposite(passer)));
}

QString howToPlayHtml() {
    return tr("<h3>How to play Reversi</h3>"
              "<p>Two players, Black and White, take turns placing a disc of their colour on the "
              "8&times;8 board. Black moves first, from the four discs in the centre.</p>"
              "<p>A disc must be placed so that it encloses one or more of the opponent's discs in a "
              "straight line (across, down or diagonally) between the new disc and another disc of "
              "your colour. All enclosed discs are turned over to your colour. The small dots on the "
              "board show where you may play.</p>"
              "<p>If you cannot turn over any disc you must pass, and your opponent plays again. When "
              "neither side can move, the game ends: the player with more discs wins.</p>"
              "<p>Click a square to play there, or move the cursor with the arrow keys and press "
              "Enter or Space. Undo takes back your last move.</p>");
}

QString aboutHtml() {
    return tr("<h3>Verso %1</h3><p>Reversi (Othello) for the desktop, written in C++ and Qt %2.</p>"
              "<p>Play a friend on the same screen or the computer, from beginner to expert.</p>")
        .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()));
}

}  // namespace verso::app
