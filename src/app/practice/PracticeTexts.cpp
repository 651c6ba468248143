// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/practice/PracticeTexts.h"

#include "app/window/Texts.h"

namespace verso::app {

namespace {

QString percent(const session::Tally& tally) {
    return tally.total == 0 ? QStringLiteral("–")
                            : QStringLiteral("%1%").arg(100 * tally.right / tally.total);
}

QString signedValue(int score) {
    return score > 0 ? QStringLiteral("+%1").arg(score) : QString::number(score);
}

}  // namespace

QString PracticeTexts::task(const session::Puzzle& puzzle, int tolerance) {
    const QString side = colorText(puzzle.position.sideToMove());
    if (tolerance > 0 && puzzle.bestScore() > 0)
        //: The task of a practice puzzle; %1 is the colour to move ("Black")
        return tr("%1 to move: find a move that keeps the win").arg(side);
    //: The task of a practice puzzle; %1 is the colour to move ("Black")
    return tr("%1 to move: find the best move").arg(side);
}

QString PracticeTexts::verdict(const session::Puzzle& puzzle, verso::Move move,
                               const session::Verdict& verdict) {
    const QString name = QString::fromStdString(move.toString());
    QString text;
    if (verdict.right)
        //: A right answer: %1 the move, %2 its value in discs ("+4")
        text = tr("Right: %1 (%2)").arg(name, signedValue(verdict.score));
    else if (verdict.changesResult)
        //: A wrong answer that turns a win into a draw or loss: %1 the move, %2 its value
        text = tr("%1 gives away the result (%2)").arg(name, signedValue(verdict.score));
    else
        //: A wrong answer: %1 the move; %n the discs it loses against the best move
        text = tr("%1 loses %n disc(s)", nullptr, verdict.loss).arg(name);
    if (!puzzle.played.isNone())
        //: Own-mistake puzzles: the move played in the person's game, e.g. "b1"
        text += QStringLiteral("\n") +
                tr("In your game: %1").arg(QString::fromStdString(puzzle.played.toString()));
    return text;
}

QString PracticeTexts::progress(const session::PracticeData& data, const QDate& today,
                                int empties) {
    const session::Progress& p = data.progress;
    //: Practice progress: %1 puzzles due today, %2 solved in all, %3 right answers in a row
    const QString first = tr("Due today: %1  Solved: %2  Streak: %3")
                              .arg(data.dueCount(today))
                              .arg(p.solved)
                              .arg(p.streak);
    const auto byEmpties = p.byEmpties.find(empties);
    //: Practice accuracy: %1 own mistakes, %2 endgames, %3 the number of empty squares, %4 there
    const QString second =
        tr("Right: own mistakes %1, endgames %2, at %3 empties %4")
            .arg(percent(p.byKind[0]), percent(p.byKind[1]))
            .arg(empties)
            .arg(byEmpties == p.byEmpties.end() ? percent({}) : percent(byEmpties->second));
    return first + QStringLiteral("\n") + second;
}

QString PracticeTexts::keptGamesUnreadable(const QString& reason, int gamesRead) {
    const QString why = reason.isEmpty()
                            //: Practice: why the kept games could not be read
                            ? tr("not a readable game file")
                            : reason;
    if (gamesRead == 0)
        //: Practice: %1 why the kept games could not be read, e.g. "Permission denied"
        return tr("Kept games could not be read, so no puzzles came from them: %1").arg(why);
    //: Practice: the kept games failed part-way; %n games were read and gave puzzles, %1 why
    return tr("Kept games could be read only in part, so puzzles came from the first %n game(s) "
              "only: %1",
              nullptr, gamesRead)
        .arg(why);
}

}  // namespace verso::app
