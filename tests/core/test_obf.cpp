// SPDX-License-Identifier: GPL-3.0-or-later
// The OBF reader (core/EndgameSuite.h): Edax's endgame problem files, as the solver's tests and
// `verso-cli solve` read them.
#include <QTest>

#include <fstream>
#include <sstream>
#include <string>

#include "core/EndgameSuite.h"

using namespace verso;

class TestObf : public QObject {
    Q_OBJECT
private slots:
    void readsTheFfoFixture() {
        std::ifstream in(std::string(VERSO_TEST_DATA_DIR) + "/fforum-1-19.obf");
        const EndgameSuite suite = readObf(in);
        QVERIFY2(suite.error.empty(), suite.error.c_str());
        QCOMPARE(suite.positions.size(), std::size_t{19});
        const EndgamePosition& first = suite.positions.front();
        QCOMPARE(first.lineNumber, 1);
        QCOMPARE(first.position.emptyCount(), 14);
        QCOMPARE(first.position.sideToMove(), Color::Black);
        QCOMPARE(first.expectedScore().value_or(-99), 18);
        QCOMPARE(first.moveScores.size(), std::size_t{8});
        QVERIFY(first.moveScores.front().move == Move::at(*parseSquare("g8")));
    }

    void badObfLinesNameTheLine() {
        std::istringstream in(std::string(64, '-') + " X\n\n" + std::string(63, '-') + "Z X\n");
        const EndgameSuite bad = readObf(in);
        QVERIFY(bad.error.find("line 3") == 0);
        QVERIFY(bad.error.find("h8") != std::string::npos);
        std::string error;
        QVERIFY(!parseObfLine("XO X", error));  // too short
        QVERIFY(!error.empty());
        const std::string board =
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        QVERIFY(parseObfLine(board + "; G8:+18;", error));
        QVERIFY(!parseObfLine(board + "; D4:+18;", error));  // occupied: not a legal move
        QVERIFY(!parseObfLine(board + "; G8:+99;", error));
        QVERIFY(!parseObfLine(board + "; G8", error));
        // One sign at most: "+-18" and "++18" are not scores (found by fuzz_obf).
        QCOMPARE(parseObfLine(board + "; G8:-18;", error)->moveScores.front().score, -18);
        QVERIFY(!parseObfLine(board + "; G8:+-18;", error));
        QVERIFY(!parseObfLine(board + "; G8:++18;", error));
        QVERIFY(!parseObfLine(board + "; G8:+;", error));
    }
    // A control byte in a bad line is named, never echoed raw (it could drive the terminal).
    void controlBytesInABadLineAreEscaped() {
        std::string error;
        std::string board(64, '-');
        board[10] = '\x1b';
        QVERIFY(!parseObfLine(board + " X", error));
        QVERIFY2(error.find("\\x1b") != std::string::npos, error.c_str());
        QVERIFY(error.find('\x1b') == std::string::npos);
        const std::string fine =
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        for (const std::string item : {"; \x1b[2J:+18;", "; G8:\x1b[31m;", "; G8\x07+18;"}) {
            error.clear();
            QVERIFY(!parseObfLine(fine + item, error));
            QVERIFY2(error.find_first_of("\x1b\x07") == std::string::npos, error.c_str());
            QVERIFY2(error.find("\\x") != std::string::npos, error.c_str());
        }
        std::istringstream file(fine + "\n" + board + " X\n");
        const EndgameSuite suite = readObf(file);
        QVERIFY2(suite.error.find("line 2") == 0 && suite.error.find('\x1b') == std::string::npos,
                 suite.error.c_str());
    }
};

QTEST_APPLESS_MAIN(TestObf)
#include "test_obf.moc"
