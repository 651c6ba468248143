// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/analysis/AnalysisTexts.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace verso::app {

class Analysis {
    Q_DECLARE_TR_FUNCTIONS(Analysis)
};

QString valueText(int discs) {
    if (discs > 0) return QStringLiteral("+%1").arg(discs);
    if (discs < 0) return QStringLiteral("\u2212%1").arg(-discs);
    return QStringLiteral("0");
}

QString valueCaption(const engine::MoveValue& value) {
    //: Under a move's value on the board: the value is the opening book's (keep it short)
    if (value.inBook) return Analysis::tr("book");
    switch (value.proof) {
        //: Under a move's value on the board: the value is the perfect-play result (keep it short)
        case engine::Proof::Exact: return Analysis::tr("exact");
        case engine::Proof::WinLossDraw:
            //: Under a move's value on the board: the move is proven to win / draw / lose (keep
            //: them short)
            return value.outcome > 0   ? Analysis::tr("win")
                   : value.outcome < 0 ? Analysis::tr("loss")
                                       : Analysis::tr("draw");
        case engine::Proof::None: break;
    }
    //: Under a move's value on the board: the search depth in plies, e.g. "d14" (keep it short)
    return Analysis::tr("d%1").arg(value.depth);
}

QString depthText(const engine::Analysis& analysis) {
    if (analysis.exact) return Analysis::tr("exact");
    const bool proven =
        !analysis.moves.empty() &&
        std::all_of(analysis.moves.begin(), analysis.moves.end(),
                    [](const engine::MoveValue& m) { return m.proof != engine::Proof::None; });
    //: How deep the analysis has searched, e.g. "depth 14"
    const QString depth = Analysis::tr("depth %1").arg(analysis.depth);
    //: The analysis proved which moves win, draw or lose (the values in discs are estimates)
    return proven ? Analysis::tr("%1, win/loss/draw proven").arg(depth) : depth;
}

QString hintValueText(Move move, int score, int depth, bool exact, bool fromBook) {
    //: The hint in the status bar when it comes from the opening book: the move and the book's
    //: value of it in discs, e.g. "Hint: f5, 0, book"
    if (fromBook) return Analysis::tr("Hint: %1, %2, book").arg(moveText(move), valueText(score));
    //: The hint in the status bar: the move, its value in discs, and "exact" or the depth,
    //: e.g. "Hint: f3, +6, exact"
    if (exact) return Analysis::tr("Hint: %1, %2, exact").arg(moveText(move), valueText(score));
    //: The hint in the status bar, e.g. "Hint: f3, +2, depth 12"
    return Analysis::tr("Hint: %1, %2, depth %3").arg(moveText(move), valueText(score)).arg(depth);
}

QString moveClassText(engine::MoveClass moveClass) {
    switch (moveClass) {
        //: Review class of a move: the only legal move (or a pass)
        case engine::MoveClass::Forced: return Analysis::tr("forced");
        //: Review class of a move: as good as the best move
        case engine::MoveClass::Best: return Analysis::tr("best");
        //: Review class of a move: at most 1 disc worse than the best
        case engine::MoveClass::Good: return Analysis::tr("good");
        //: Review class of a move: 2-3 discs worse than the best
        case engine::MoveClass::Inaccuracy: return Analysis::tr("inaccuracy");
        //: Review class of a move: 4-7 discs worse than the best (or gives away a won or drawn
        //: game)
        case engine::MoveClass::Mistake: return Analysis::tr("mistake");
        //: Review class of a move: more than 7 discs worse than the best
        case engine::MoveClass::Blunder: return Analysis::tr("blunder");
    }
    return {};
}

QString moveText(Move move) {
    //: A pass in a list of moves
    if (move.isPass()) return Analysis::tr("pass");
    return QString::fromStdString(move.toString());
}

QString lineText(const std::vector<Move>& line) {
    QStringList words;
    for (const Move m : line) words << moveText(m);
    return words.join(QLatin1Char(' '));
}

}  // namespace verso::app
