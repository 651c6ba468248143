// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/GameRecord.h"
#include "core/Position.h"

using namespace verso;

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    void startHasFourMovesForBlack() {
        const Position p;
        QCOMPARE(p.sideToMove(), Color::Black);
        QCOMPARE(popCount(p.legalMoves()), 4);
        for (const char* name : {"d3", "c4", "f5", "e6"})
            QVERIFY(p.isLegal(Move::at(*parseSquare(name))));
    }
    void placingFlipsTheLine() {
        const Position p = Position().afterMove(Move::at(*parseSquare("f5")));
        QCOMPARE(p.sideToMove(), Color::White);
        QCOMPARE(p.discCount(Color::Black), 4);
        QCOMPARE(p.discCount(Color::White), 1);
        QCOMPARE(p.at(*parseSquare("e5")), std::optional(Color::Black));
    }
    void refusedMovesCarryAReason() {
        GameRecord game;
        QCOMPARE(game.play(Move::at(*parseSquare("d4"))), std::optional(MoveRefusal::Occupied));
        QCOMPARE(game.play(Move::at(*parseSquare("a1"))), std::optional(MoveRefusal::FlipsNothing));
        QCOMPARE(game.play(Move::at(*parseSquare("f5")), Color::White),
                 std::optional(MoveRefusal::NotYourTurn));
        QCOMPARE(game.play(Move::pass()), std::optional(MoveRefusal::PassNotAllowed));
        QCOMPARE(game.ply(), 0);
        QVERIFY(!game.play(Move::at(*parseSquare("f5"))));
        QVERIFY(game.undo());
        QCOMPARE(game.current(), Position());
        QVERIFY(game.redo());
        QCOMPARE(game.lastMove(), Move::at(*parseSquare("f5")));
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "test_position.moc"
