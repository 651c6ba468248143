// SPDX-License-Identifier: GPL-3.0-or-later
// core/XotOpenings.h and core/RandomStart.h: an XOT list reads opening by opening and a line that
// is not eight legal moves refuses the text, naming its line; a random start holds the discs asked
// for, is a legal game from the start position, and is not over.
#include <QTest>

#include "core/Notation.h"
#include "core/RandomStart.h"
#include "core/XotOpenings.h"

using namespace verso;

class TestXotOpenings : public QObject {
    Q_OBJECT
private slots:
    void readsOpeningsSkippingCommentsAndBlankLines() {
        const auto openings = parseXotOpenings(
            "# XOT\r\nf5d6c4d3c2b3b4b5\r\n\n  f5f4g3g6f3g4e3e2  \nF5F6D3C5D6C7B5E3");
        QVERIFY2(openings, openings ? "" : openings.message().c_str());
        QCOMPARE(openings->size(), size_t(3));
        QCOMPARE(formatMoves(openings->at(0)), std::string("f5d6c4d3c2b3b4b5"));
        QCOMPARE(formatMoves(openings->at(2)), std::string("f5f6d3c5d6c7b5e3"));
    }
    void refusesALineThatIsNotEightLegalMoves() {
        const struct {
            const char* text;
            const char* message;
            std::size_t offset;
        } cases[] = {
            {"f5d6c4d3c2b3b4b5\nf5d6c4d3c2b3b4a1\n",
             "line 2: move 8 \"a1\" is not a legal move there.", 31},
            {"f5d6c4d3\n",
             "line 1: an XOT opening is eight moves such as f5d6c4d3c2b3b4b5, not "
             "\"f5d6c4d3\".",
             0},
            {"f5d6c4d3c2b3b4pa", "line 1: move 8 \"pa\" is not a legal move there.", 14},
            {"f5 d6 c4 d3 c2 b3 b4 b5",
             "line 1: an XOT opening is eight moves such as "
             "f5d6c4d3c2b3b4b5, not \"f5 d6 c4 d3 c2 b3 b4 b5\".",
             0},
            {"\n# only a comment\n", "no XOT opening in the text.", 0},
            {"e6e6c4d3c2b3b4b5\x1b",
             "line 1: an XOT opening is eight moves such as "
             "f5d6c4d3c2b3b4b5, not \"e6e6c4d3c2b3b4b5\\x1b\".",
             0},
        };
        for (const auto& c : cases) {
            const auto openings = parseXotOpenings(c.text);
            QVERIFY2(!openings, c.text);
            QCOMPARE(openings.message(), std::string(c.message));
            QCOMPARE(openings.error().offset, c.offset);
        }
    }
    void aRandomStartHoldsTheDiscsAsked() {
        for (int discs : {kMinRandomStartDiscs, 12, 20, 40, kMaxRandomStartDiscs}) {
            for (unsigned seed = 1; seed <= 20; ++seed) {
                const GameRecord game = randomStart(discs, seed);
                const Position& p = game.current();
                QCOMPARE(popCount(p.black() | p.white()), discs);
                QVERIFY(!game.isOver());
                QCOMPARE(game.ply(), game.length());
                QCOMPARE(game.start(), Position::initial());
            }
        }
        QCOMPARE(randomStart(30, 7).moves(), randomStart(30, 7).moves());
        QVERIFY(randomStart(30, 7).moves() != randomStart(30, 8).moves());
        // Out of range: the nearest count allowed.
        QCOMPARE(
            popCount(randomStart(2, 1).current().black() | randomStart(2, 1).current().white()),
            kMinRandomStartDiscs);
        QCOMPARE(
            popCount(randomStart(64, 1).current().black() | randomStart(64, 1).current().white()),
            kMaxRandomStartDiscs);
    }
};

QTEST_APPLESS_MAIN(TestXotOpenings)
#include "test_xotopenings.moc"
