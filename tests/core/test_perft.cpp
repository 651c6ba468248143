// SPDX-License-Identifier: GPL-3.0-or-later
// Perft from the start position equals the published counts (a pass uses a ply, a finished game is
// one leaf), and perft through passes and finished games agrees with a plain recursive count.
#include <QTest>

#include "core/Notation.h"
#include "core/Perft.h"

using namespace verso;

namespace {
// Counts leaves with nothing but Position's own rules, as the definition says.
std::uint64_t plainPerft(const Position& p, int depth) {
    if (depth == 0 || p.isGameOver()) return 1;
    if (!p.hasLegalMove()) return plainPerft(p.afterPass(), depth - 1);
    std::uint64_t leaves = 0;
    for (Bitboard moves = p.legalMoves(); moves; moves &= moves - 1) {
        leaves += plainPerft(p.afterMove(Move::at(firstSquare(moves))), depth - 1);
    }
    return leaves;
}
}  // namespace

class TestPerft : public QObject {
    Q_OBJECT
private slots:
    void startPositionMatchesPublishedCounts_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("leaves");
        const quint64 published[] = {1,    4,     12,     56,      244,     1396,
                                     8200, 55092, 390216, 3005288, 24571284};
        for (int depth = 0; depth <= 10; ++depth) {
            QTest::addRow("perft(%d)", depth) << depth << published[depth];
        }
    }
    void startPositionMatchesPublishedCounts() {
        QFETCH(int, depth);
        QFETCH(quint64, leaves);
        QCOMPARE(static_cast<quint64>(perft(Position(), depth)), leaves);
    }
    void countsThroughPassesAndFinishedGames_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("depth");
        // Endgames with forced passes and games ending before the depth is reached.
        QTest::newRow("black must pass")
            << "-XXXXXX--XXXXOX-XXOXOXXOXXOOXXXOXXOXOXXOXXOXXOXOXXXXXXOOXXOOOOOO X" << 8;
        QTest::newRow("ffo 1")
            << "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X" << 7;
        QTest::newRow("ffo 2 white")
            << "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- O" << 6;
        QTest::newRow("game over")
            << QString::fromStdString("X" + std::string(62, '-') + "O X") << 5;
        QTest::newRow("after 20 plies")
            << QString::fromStdString(formatBoard(
                   parseTranscript("d3c3c4e3c2c5c6b4a3c1f5d6e6f6b3g5d2e2f4f3").value().current()))
            << 5;
    }
    void countsThroughPassesAndFinishedGames() {
        QFETCH(QString, board);
        QFETCH(int, depth);
        const auto p = parseBoard(board.toStdString());
        QVERIFY2(p.ok(), p.ok() ? "" : p.message().c_str());
        for (int d = 0; d <= depth; ++d) QCOMPARE(perft(*p, d), plainPerft(*p, d));
    }
};

QTEST_APPLESS_MAIN(TestPerft)
#include "test_perft.moc"
