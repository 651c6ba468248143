#include <QTest>

#include <random>

#include "NboardProcess.h"
#include "core/Ggf.h"
#include "core/Notation.h"

using namespace verso;

namespace {

const QString kStartGame = QStringLiteral(
    "set game (;GM[Othello]PC[test]PB[a]PW[b]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *];)");

// Plays "moves" (a transcript like "f5d6c3") from the start.
Position after(const std::string& moves) {
    Position p;
    for (size_t i = 0; i + 1 < moves.size(); i += 2) p = p.afterMove(Move::at(*parseSquare(moves.substr(i, 2))));
    return p;
}

// The move of an "=== F5/1.00/0.01" answer.
std::optional<Move> answeredMove(const QString& line) {
    const auto parsed = parseGgfMove(line.mid(4).toStdString());
    return parsed ? std::optional(parsed->move) : std::nullopt;
}

// The boards of tests/engine/test_contempt.cpp (found there by solving random games): black to
// move, c1 draws and c2 loses by 2; white to move, f1 wins by 2 and another move draws.
constexpr const char* kDrawOrLose = "XO-XOOOXOO-OOOO-OOOXOXOOOOOOOXOOOOOXOXOOX-XXOXXO--XXOXXO--OOOXXO X";
constexpr const char* kWinByTwoOrDraw = "OOOO--OOO-OOOXOOOOOXOOXOOOXXOXO-OXOOXO-XOOXXXX--OOOOXXX-OOO-OXXX O";

QString setGameAt(const char* board) {
    GgfGame game;
    game.start = *parseBoard(board);
    return QString::fromStdString("set game " + formatGgf(game));
}

}  // namespace

class TestNboardEngine : public QObject {
    Q_OBJECT
private slots:
    void greetsWithItsName() {
        NboardProcess engine;
        engine.send("nboard 2");
        QCOMPARE(engine.readLine(), QStringLiteral("set myname Verso"));
    }
    void playsAWholeGameAgainstItselfThroughTheProtocol() {
        NboardProcess engine;
        engine.send("nboard 2");
        engine.send("set depth 3");
        engine.send(kStartGame);
        Position position;
        int plies = 0;
        while (!position.isGameOver()) {
            engine.send("go");
            const QString answer = engine.readUntil("=== ");
            QVERIFY2(!answer.isNull(), "no move answered");
            const auto move = answeredMove(answer);
            QVERIFY2(move && position.isLegal(*move), qPrintable(answer));
            position = position.afterMove(*move);
            engine.send("move " + answer.mid(4));  // the GUI plays the engine's move back to it
            QVERIFY(++plies <= 70);
        }
        QVERIFY(plies >= 30);
        QVERIFY(position.isGameOver());
        QVERIFY(position.discCount(Color::Black) + position.discCount(Color::White) <= 64);
        engine.send("ping 1");
        QCOMPARE(engine.readUntil("pong"), QStringLiteral("pong 1"));
        QCOMPARE(engine.errors(), QString());  // every move sent back was legal: go did not play it itself
    }
    void answersPingPromptlyDuringALongSearch() {
        NboardProcess engine;
        engine.send("nboard 2");
        engine.send("set depth 60");  // solving the whole game from the start would take ages
        engine.send(kStartGame);
        engine.send("go");
        QVERIFY(!engine.readUntil("status thinking").isNull());
        engine.send("ping 42");
        QStringList before;
        QCOMPARE(engine.readUntil("pong", &before, 5000), QStringLiteral("pong 42"));
        for (const QString& line : before) QVERIFY2(!line.startsWith("==="), qPrintable(line));
        engine.send("go");
        QVERIFY(!engine.readUntil("status thinking").isNull());
        engine.send("quit");
        QVERIFY(engine.waitForExit(5000));
    }
    void hintsRankTheBestMovesAndSolveNearTheEnd() {
        NboardProcess engine;
        engine.send("set depth 4");
        engine.send(kStartGame);
        engine.send("move F5");
        engine.send("hint 3");
        QStringList lines;
        QVERIFY(!engine.readUntil("nodestats", &lines).isNull());
        QCOMPARE(engine.readLine(), QStringLiteral("status"));
        const QStringList hints = lines.filter(QRegularExpression("^search "));
        QVERIFY(hints.size() >= 3);
        const Position afterF5 = after("f5");
        for (const QString& hint : hints) {
            const QStringList parts = hint.split(' ');
            QCOMPARE(parts.size(), 5);
            QVERIFY(afterF5.isLegal(Move::at(*parseSquare(parts[1].left(2).toStdString()))));
            QCOMPARE(parts[3], QStringLiteral("0"));
        }
        QCOMPARE(hints.last().split(' ')[4], QStringLiteral("4"));

        // Four empties from the end: every hint is an exact solve, depth "100%".
        GgfGame game;
        game.start = Position::fromColors(~Bitboard{0} & ~squareBit(0) & ~squareBit(7) & ~squareBit(56) &
                                              ~squareBit(63) & ~squareBit(9),
                                          squareBit(9), Color::White);
        engine.send(QString::fromStdString("set game " + formatGgf(game)));
        engine.send("hint 2");
        lines.clear();
        QVERIFY(!engine.readUntil("nodestats", &lines).isNull());
        const QStringList solved = lines.filter(QRegularExpression("^search "));
        QVERIFY(!solved.isEmpty());
        for (const QString& hint : solved) QVERIFY2(hint.endsWith(" 100%"), qPrintable(hint));
    }
    void complainsAboutBadInputAndKeepsWorking() {
        NboardProcess engine;
        engine.send("nboard 2");
        QCOMPARE(engine.readLine(), QStringLiteral("set myname Verso"));
        engine.send(kStartGame);
        for (const char* bad : {"fly me to the moon", "move Z9", "move A1", "move F5/abc", "set depth x",
                                "set depth 99", "set game (;GM[Othello]BO[8 ---;)", "set game", "hint", "hint -2",
                                "ping", "set colour blue", "nboard 7", "move", "   "})
            engine.send(bad);
        engine.sendRaw(QByteArray("\x01\x02\xff\xfe garbage\r\n\n"));
        engine.send("ping 5");
        QStringList before;
        QCOMPARE(engine.readUntil("pong", &before), QStringLiteral("pong 5"));
        const QString errors = engine.errors();
        QVERIFY2(errors.contains("Z9") && errors.contains("A1") && errors.contains("not legal"), qPrintable(errors));
        QVERIFY2(errors.contains("bad game"), qPrintable(errors));
        // The bad game was refused: the engine still plays from the start position.
        engine.send("set depth 2");
        engine.send("go");
        const auto move = answeredMove(engine.readUntil("=== "));
        QVERIFY(move && Position().isLegal(*move));
    }
    void survivesRandomLines() {
        NboardProcess engine;
        std::mt19937_64 rng(2026);
        const char* const words[] = {"nboard", "set", "depth", "game", "move", "go", "hint", "ping", "learn",
                                     "analyze", "contempt", "F5", "PA", "-3", "999999999999", "(;GM[Othello]",
                                     "BO[8", "*", "O", "/", "1.5", ";)", "\t", "e6/x/y"};
        engine.send("set depth 1");
        for (int i = 0; i < 400; ++i) {
            QString line;
            for (int n = 1 + static_cast<int>(rng() % 5); n > 0; --n)
                line += QString::fromLatin1(words[rng() % std::size(words)]) + ' ';
            if (line.startsWith("ping")) line = "ping 0";
            engine.send(line);
        }
        engine.send("ping 77");
        QCOMPARE(engine.readUntil("pong 77"), QStringLiteral("pong 77"));
        QVERIFY(engine.running());
    }
    void contemptChoosesBetweenADrawAndTheRisk() {
        NboardProcess engine;
        engine.send("set depth 10");  // solves these 10 empties exactly
        engine.send(setGameAt(kDrawOrLose));
        engine.send("go");
        QCOMPARE(engine.readUntil("=== ").section('/', 0, 1), QStringLiteral("=== C1/0.00"));
        engine.send("set contempt 300");  // a draw is worth -3 discs: losing by 2 is better
        engine.send("go");
        QCOMPARE(engine.readUntil("=== ").section('/', 0, 1), QStringLiteral("=== C2/-2.00"));
        engine.send("hint 2");
        QCOMPARE(engine.readUntil("search ").section(' ', 0, 1).left(9), QStringLiteral("search C2"));
        engine.send("set contempt 0");
        engine.send("go");
        QCOMPARE(engine.readUntil("=== ").section('/', 0, 1), QStringLiteral("=== C1/0.00"));

        engine.send(setGameAt(kWinByTwoOrDraw));
        engine.send("go");
        QCOMPARE(engine.readUntil("=== ").section('/', 0, 1), QStringLiteral("=== F1/2.00"));
        engine.send("set contempt -300");  // a draw is worth +3 discs: better than winning by 2
        engine.send("go");
        const QString safe = engine.readUntil("=== ");
        QVERIFY2(!safe.startsWith("=== F1") && safe.section('/', 1, 1) == "0.00", qPrintable(safe));
        engine.send("ping 1");
        QCOMPARE(engine.readUntil("pong"), QStringLiteral("pong 1"));
        QCOMPARE(engine.errors(), QString());
    }
    void learnsAndAnalyzesTheGame() {
        NboardProcess engine;
        engine.send("set depth 2");
        engine.send(kStartGame);
        for (const char* move : {"move F5", "move D6", "move C3/0.5/1"}) engine.send(move);
        engine.send("learn");
        QCOMPARE(engine.readUntil("learned"), QStringLiteral("learned"));
        engine.send("analyze");
        QStringList lines;
        QString line;
        while (!(line = engine.readLine()).isNull() && line != "status") lines << line;  // a bare status ends it
        QCOMPARE(line, QStringLiteral("status"));
        const QStringList analysis = lines.filter(QRegularExpression("^analysis "));
        QCOMPARE(analysis.size(), 4);
        QVERIFY2(analysis.first().startsWith("analysis 3 "), qPrintable(lines.join(" | ")));
        QVERIFY2(analysis.last().startsWith("analysis 0 "), qPrintable(lines.join(" | ")));
    }
};

QTEST_GUILESS_MAIN(TestNboardEngine)
#include "test_nboard_engine.moc"
