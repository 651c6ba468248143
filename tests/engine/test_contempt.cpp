// SPDX-License-Identifier: GPL-3.0-or-later
// Contempt (SearchLimits::contempt): how a draw is ranked among the even final scores, and that
// a search with contempt takes the risk (or the draw) it is told to, from the root side's view.
#include <QTest>

#include "core/Notation.h"
#include "engine/Search.h"

using namespace verso;
using namespace verso::engine;

namespace {

// Both boards were found by solving every move of the positions with 8-10 empties of
// randomGamePositions(20000, 7) (a throw-away program, not part of the build) and keeping the
// first ones where one move draws and another loses by 2 (kDrawOrLose), or one move wins by 2
// and another draws (kWinByTwoOrDraw), with the best outcome reached by one move only.
// Black (X) to move: c1 draws, c2 loses by 2 (and so do the other moves at best).
constexpr const char* kDrawOrLose =
    "XO-XOOOXOO-OOOO-OOOXOXOOOOOOOXOOOOOXOXOOX-XXOXXO--XXOXXO--OOOXXO X";
// White (O) to move: f1 wins by 2, g5 draws.
constexpr const char* kWinByTwoOrDraw =
    "OOOO--OOO-OOOXOOOOOXOOXOOOXXOXO-OXOOXO-XOOXXXX--OOOOXXX-OOO-OXXX O";

Position board(const char* text) {
    const auto parsed = parseBoard(text);
    if (!parsed) qFatal("bad test board: %s", parsed.message().c_str());
    return *parsed;
}

Move at(const char* name) { return Move::at(*parseSquare(name)); }

SearchResult solve(Searcher& searcher, const Position& p, int contempt, bool winLossDraw = false) {
    SearchLimits limits;
    limits.exactEmpties = 64;
    limits.contempt = contempt;
    limits.winLossDraw = winLossDraw;
    return searcher.search(p, limits);
}

// The same discs with the colours swapped: the same game for the side to move.
Position otherColours(const Position& p) {
    return Position::fromPlayer(p.player(), p.opponent(), opposite(p.sideToMove()));
}

}  // namespace

class TestContempt : public QObject {
    Q_OBJECT
private slots:
    void drawIsRankedAsAnOddScore() {
        QCOMPARE(drawScoreForContempt(0), 0);
        QCOMPARE(drawScoreForContempt(150), 0);  // between -2 and +2 like a plain draw
        QCOMPARE(drawScoreForContempt(-199), 0);
        QCOMPARE(drawScoreForContempt(200), -3);  // a loss by 2 is preferred to the draw
        QCOMPARE(drawScoreForContempt(-200), 3);  // the draw is preferred to a win by 2
        QCOMPARE(drawScoreForContempt(300), -3);
        QCOMPARE(drawScoreForContempt(399), -3);
        QCOMPARE(drawScoreForContempt(400), -5);
        QCOMPARE(drawScoreForContempt(-450), 5);
        QCOMPARE(drawScoreForContempt(1'000'000), -63);  // capped inside the solver's range
        QCOMPARE(drawScoreForContempt(-2'000'000'000), 63);
    }

    void positiveContemptPrefersLosingByTwoToADraw() {
        const Position p = board(kDrawOrLose);
        Searcher searcher(16);
        const SearchResult plain = solve(searcher, p, 0);
        QVERIFY(plain.exact);
        QCOMPARE(plain.best, at("c1"));
        QCOMPARE(plain.score, 0);
        const SearchResult risky = solve(searcher, p, 300);
        QVERIFY(risky.exact);
        QCOMPARE(risky.best, at("c2"));
        QCOMPARE(risky.score, -2);  // the true result of the line it chose
        // The table's entries made with contempt are not reused without it.
        const SearchResult again = solve(searcher, p, 0);
        QCOMPARE(again.best, at("c1"));
        QCOMPARE(again.score, 0);
        QCOMPARE(again.nodes, plain.nodes);
        QCOMPARE(solve(searcher, p, 100).best, at("c1"));  // under 2 discs: a draw still beats -2
    }

    void negativeContemptPrefersADrawToWinningByTwo() {
        const Position p = board(kWinByTwoOrDraw);
        Searcher searcher(16);
        const SearchResult plain = solve(searcher, p, 0);
        QCOMPARE(plain.best, at("f1"));
        QCOMPARE(plain.score, 2);
        const SearchResult safe = solve(searcher, p, -300);
        QVERIFY(safe.exact);
        QVERIFY(safe.best != at("f1"));
        QCOMPARE(safe.score, 0);
        // The line it expects ends in a draw.
        Position line = p;
        for (const Move m : safe.pv) {
            QVERIFY(line.isLegal(m));
            line = line.afterMove(m);
        }
        QVERIFY(line.isGameOver());
        QCOMPARE(line.finalScoreForBlack(), 0);
    }

    void contemptIsTheRootSidesWhicheverColourItPlays() {
        Searcher searcher(16);
        QCOMPARE(solve(searcher, otherColours(board(kDrawOrLose)), 300).best, at("c2"));
        QCOMPARE(solve(searcher, otherColours(board(kDrawOrLose)), 0).best, at("c1"));
        QVERIFY(solve(searcher, otherColours(board(kWinByTwoOrDraw)), -300).best != at("f1"));
    }

    void sameChoiceWithoutTranspositionTable() {
        Searcher searcher(0);
        QCOMPARE(solve(searcher, board(kDrawOrLose), 300).best, at("c2"));
        QVERIFY(solve(searcher, board(kWinByTwoOrDraw), -300).best != at("f1"));
    }

    void winLossDrawComparesWithTheDrawsValue() {
        Searcher searcher(16);
        const Position p = board(kDrawOrLose);
        const SearchResult plain = solve(searcher, p, 0, true);
        QCOMPARE(plain.score, 0);
        QCOMPARE(plain.best, at("c1"));
        const SearchResult risky =
            solve(searcher, p, 300, true);  // losing by 2 beats a draw at +3 discs
        QCOMPARE(risky.score, 1);
        QCOMPARE(risky.best, at("c2"));
        QCOMPARE(solve(searcher, board(kWinByTwoOrDraw), 0, true).score, 1);
        const SearchResult safe = solve(searcher, board(kWinByTwoOrDraw), -300, true);
        QCOMPARE(safe.score, 0);  // nothing beats the draw, which it can reach
        QVERIFY(safe.best != at("f1"));
    }

    void midgameSearchReachingTheEndAppliesItToo() {
        Searcher searcher(16);
        SearchLimits limits;
        limits.depth = 20;  // deeper than the empties: the midgame search hands over to the solver
        limits.contempt = 300;
        QCOMPARE(searcher.search(board(kDrawOrLose), limits).best, at("c2"));
        limits.contempt = 0;
        QCOMPARE(searcher.search(board(kDrawOrLose), limits).best, at("c1"));
    }
};

QTEST_APPLESS_MAIN(TestContempt)
#include "test_contempt.moc"
