// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <random>

#include "NboardProcess.h"
#include "OpeningBookFixture.h"
#include "core/Ggf.h"
#include "core/Notation.h"
#include "engine/OpeningBook.h"
#include "nboard/LearnedBook.h"

using namespace verso;

namespace {

const QString kStartGame = QStringLiteral(
    "set game (;GM[Othello]PC[test]PB[a]PW[b]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *];)");

// Plays "moves" (a transcript like "f5d6c3") from the start.
Position after(const std::string& moves) {
    Position p;
    for (size_t i = 0; i + 1 < moves.size(); i += 2)
        p = p.afterMove(Move::at(*parseSquare(moves.substr(i, 2))));
    return p;
}

// The move of an "=== F5/1.00/0.01" answer.
std::optional<Move> answeredMove(const QString& line) {
    const auto parsed = parseGgfMove(line.mid(4).toStdString());
    return parsed ? std::optional(parsed->move) : std::nullopt;
}

// The boards of tests/engine/test_contempt.cpp (found there by solving random games): black to
// move, c1 draws and c2 loses by 2; white to move, f1 wins by 2 and another move draws.
constexpr const char* kDrawOrLose =
    "XO-XOOOXOO-OOOO-OOOXOXOOOOOOOXOOOOOXOXOOX-XXOXXO--XXOXXO--OOOXXO X";
constexpr const char* kWinByTwoOrDraw =
    "OOOO--OOO-OOOXOOOOOXOOXOOOXXOXO-OXOOXO-XOOXXXX--OOOOXXX-OOO-OXXX O";

QString setGameAt(const char* board) {
    GgfGame game;
    game.start = *parseBoard(board);
    return QString::fromStdString("set game " + formatGgf(game));
}

QString readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// A whole game from the start between two engines (black's depth, white's depth); every move is
// sent to both. Returns the moves, passes included.
std::vector<Move> playGame(NboardProcess& black, int blackDepth, NboardProcess& white,
                           int whiteDepth) {
    black.send(QStringLiteral("set depth %1").arg(blackDepth));
    white.send(QStringLiteral("set depth %1").arg(whiteDepth));
    black.send(kStartGame);
    white.send(kStartGame);
    Position position;
    std::vector<Move> moves;
    while (!position.isGameOver() && moves.size() < 70) {
        Move move = Move::pass();
        if (!position.mustPass()) {
            NboardProcess& mover = position.sideToMove() == Color::Black ? black : white;
            mover.send("go");
            const auto answered = answeredMove(mover.readUntil("=== "));
            if (!answered || !position.isLegal(*answered)) return {};
            move = *answered;
        }
        for (NboardProcess* engine : {&black, &white})
            engine->send(QString::fromStdString("move " + ggfMoveText(move)));
        moves.push_back(move);
        position = position.afterMove(move);
    }
    return moves;
}

// Plays "moves" from the start, asking "engine" for black's moves: the first ply where it answers
// another move than the game's, or -1 when it repeats them all.
int firstDeviationAsBlack(NboardProcess& engine, int depth, const std::vector<Move>& moves) {
    engine.send(QStringLiteral("set depth %1").arg(depth));
    engine.send(kStartGame);
    Position position;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (position.sideToMove() == Color::Black && moves[ply].isPlacement()) {
            engine.send("go");
            if (answeredMove(engine.readUntil("=== ")) != moves[ply]) return static_cast<int>(ply);
        }
        engine.send(QString::fromStdString("move " + ggfMoveText(moves[ply])));
        position = position.afterMove(moves[ply]);
    }
    return -1;
}

// Whether verso-engine started with "args" refuses them (exit code 2) with "message" on standard
// error.
bool refusedWith(const QStringList& args, const QString& message) {
    QProcess refused;
    refused.start(QStringLiteral(VERSO_ENGINE_PATH), args);
    return refused.waitForFinished(10000) && refused.exitCode() == 2 &&
           QString::fromUtf8(refused.readAllStandardError()).contains(message);
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
    void versionPrintsTheVersionAndTheLicence() {
        QProcess version;
        version.start(QStringLiteral(VERSO_ENGINE_PATH), {"--version"});
        QVERIFY(version.waitForFinished(10000));
        QCOMPARE(version.exitCode(), 0);
        const QString out = QString::fromUtf8(version.readAllStandardOutput());
        QVERIFY2(out.startsWith(QStringLiteral("verso-engine " VERSO_VERSION "\n")),
                 qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("GPL-3.0-or-later")));
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
        QCOMPARE(engine.errors(),
                 QString());  // every move sent back was legal: go did not play it itself
    }
    void aMoveTimeAnswersByTimeWhateverTheDepth() {
        NboardProcess engine({"--no-book", "--move-time", "0.05"});
        engine.send("nboard 2");
        engine.send("set depth 60");  // by depth this would not answer for ages
        engine.send(kStartGame);
        engine.send("go");
        QStringList before;
        const QString answer = engine.readUntil("=== ", &before, 10000);
        QVERIFY2(!answer.isNull(), "no move answered in time");
        QVERIFY2(answeredMove(answer) && Position::initial().isLegal(*answeredMove(answer)),
                 qPrintable(answer));
        QVERIFY(!before.filter("status depth").isEmpty());
        for (const char* bad : {"0", "-1", "soon", ""})
            QVERIFY2(refusedWith({"--move-time", bad}, "--move-time needs a number of seconds"),
                     bad);
    }
    // By nodes: every move searched to the budget (the search stops on reaching it), as deep as
    // that reaches whatever "set depth" says, and on one thread the same game each time.
    void aNodeBudgetAnswersTheSameGameWithinItsNodes() {
        const auto game = [](QStringList* stats) {
            NboardProcess engine({"--no-book", "--move-nodes", "20000", "--threads", "1"});
            engine.send("nboard 2");
            engine.send("set depth 60");  // by depth this would not answer for ages
            engine.send(kStartGame);
            Position position;
            QString moves;
            for (int ply = 0; !position.isGameOver() && ply < 70; ++ply) {
                Move move = Move::pass();
                if (!position.mustPass()) {
                    engine.send("go");
                    const auto answered = answeredMove(engine.readUntil("=== ", nullptr, 10000));
                    if (!answered || !position.isLegal(*answered)) return QString();
                    move = *answered;
                    // "nodestats NODES SECONDS": the nodes, not the machine's time
                    stats->append(engine.readUntil("nodestats", nullptr, 10000).section(' ', 1, 1));
                }
                engine.send(QString::fromStdString("move " + ggfMoveText(move)));
                moves += QString::fromStdString(ggfMoveText(move)) + ' ';
                position = position.afterMove(move);
            }
            return position.isGameOver() ? moves : QString();
        };
        QStringList stats, again;
        const QString moves = game(&stats);
        QVERIFY2(!moves.isEmpty(), "no whole game of legal moves");
        QCOMPARE(game(&again), moves);
        QCOMPARE(again, stats);
        qulonglong most = 0;
        for (const QString& nodes : stats) most = std::max(most, nodes.toULongLong());
        // The search stops within a few nodes of the budget (the solver's last empties finish).
        QVERIFY2(most > 10000 && most <= 20200, qPrintable(QString::number(most)));
        for (const char* bad : {"999", "-5000", "lots", "2e6", ""})
            QVERIFY2(refusedWith({"--move-nodes", bad}, "--move-nodes needs a whole number"), bad);
        QVERIFY(refusedWith({"--move-nodes", "5000", "--move-time", "1"}, "give one"));
    }
    // A GUI that goes away without "quit" (its end of the pipe closed) must not leave the engine
    // searching on its own: the end of input is a quit, also in the middle of a long search.
    void theEndOfItsInputEndsALongSearch() {
        NboardProcess engine;
        engine.send("nboard 2");
        engine.send("set depth 60");
        engine.send(kStartGame);
        engine.send("go");
        QVERIFY(!engine.readUntil("status thinking").isNull());
        QElapsedTimer clock;
        clock.start();
        engine.closeInput();
        QVERIFY2(engine.waitForExit(5000),
                 "the engine was still searching 5 s after its input ended");
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
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
        game.start = Position::fromColors(~Bitboard{0} & ~squareBit(0) & ~squareBit(7) &
                                              ~squareBit(56) & ~squareBit(63) & ~squareBit(9),
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
        for (const char* bad :
             {"fly me to the moon", "move Z9", "move A1", "move F5/abc", "set depth x",
              "set depth 99", "set game (;GM[Othello]BO[8 ---;)", "set game", "hint", "hint -2",
              "ping", "set colour blue", "nboard 7", "move", "   "})
            engine.send(bad);
        engine.sendRaw(QByteArray("\x01\x02\xff\xfe garbage\r\n\n"));
        engine.send("ping 5");
        QStringList before;
        QCOMPARE(engine.readUntil("pong", &before), QStringLiteral("pong 5"));
        const QString errors = engine.errors();
        QVERIFY2(errors.contains("Z9") && errors.contains("A1") && errors.contains("not legal"),
                 qPrintable(errors));
        QVERIFY2(errors.contains("bad game"), qPrintable(errors));
        // The bad game was refused: the engine still plays from the start position.
        engine.send("set depth 2");
        engine.send("go");
        const auto move = answeredMove(engine.readUntil("=== "));
        QVERIFY(move && Position().isLegal(*move));
    }
    // Control bytes in a line are named ("\x1b"), never echoed raw to the GUI's or a terminal's
    // log.
    void controlBytesInComplaintsAreEscaped() {
        NboardProcess engine;
        engine.sendRaw("\x1b[31mred\n");
        engine.sendRaw("set \x1b]0;title\x07 1\n");
        engine.sendRaw("set depth \x1b[2J\n");
        engine.sendRaw("move F5\x7f\n");
        engine.sendRaw("ping \x9b\n");
        engine.send("ping 3");
        QCOMPARE(engine.readUntil("pong"), QStringLiteral("pong 3"));
        const QString errors = engine.errors();
        QVERIFY2(errors.contains("unknown command \"\\x1b[31mred\""), qPrintable(errors));
        QVERIFY2(errors.contains("\\x1b]0;title\\x07") && errors.contains("\\x1b[2J") &&
                     errors.contains("\\x7f") && errors.contains("\\x9b"),
                 qPrintable(errors));
        for (const QChar c : errors)
            QVERIFY2(c == '\n' || (c.unicode() >= 0x20 && c.unicode() != 0x7f &&
                                   c != QChar::ReplacementCharacter),
                     qPrintable(QStringLiteral("raw U+%1 in: %2")
                                    .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                                    .arg(errors)));
    }
    void survivesRandomLines() {
        NboardProcess engine;
        std::mt19937_64 rng(2026);
        const char* const words[] = {
            "nboard", "set",     "depth",    "game", "move", "go", "hint",         "ping",
            "learn",  "analyze", "contempt", "F5",   "PA",   "-3", "999999999999", "(;GM[Othello]",
            "BO[8",   "*",       "O",        "/",    "1.5",  ";)", "\t",           "e6/x/y"};
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
        QCOMPARE(engine.readUntil("search ").section(' ', 0, 1).left(9),
                 QStringLiteral("search C2"));
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
    void learnedBookAvoidsTheLineItLostAndSurvivesARestart() {
        QTemporaryDir dir;
        const QString book = dir.filePath("book.txt");
        std::vector<Move> game;
        {
            NboardProcess black({"--book", book});
            NboardProcess white;
            game = playGame(black, 1, white, 6);
            QVERIFY(!game.empty());
            Position end;
            for (const Move m : game) end = end.afterMove(m);
            QVERIFY(end.isGameOver());
            QVERIFY2(end.finalScoreForBlack() < 0,
                     "the depth-1 engine was expected to lose this game");
            black.send("learn");
            QCOMPARE(black.readUntil("learned", nullptr, 60000), QStringLiteral("learned"));
            QCOMPARE(black.errors(), QString());
        }
        QVERIFY(readFile(book).startsWith("verso-learned-book 1\n"));
        // Without the learned book a new engine repeats the lost game's moves (the search and the
        // opening book's choices are deterministic) ...
        NboardProcess plain({"--book", dir.filePath("empty.txt")});
        QCOMPARE(firstDeviationAsBlack(plain, 1, game), -1);
        // ... with it (read back by a new process) it leaves the line it lost somewhere.
        NboardProcess learned({"--book", book});
        const int ply = firstDeviationAsBlack(learned, 1, game);
        QVERIFY2(ply >= 0, "the engine repeated the game it lost");
        QCOMPARE(learned.errors(), QString());
        // The hint shows the book's move for that position.
        learned.send(kStartGame);
        for (int i = 0; i < ply; ++i)
            learned.send(
                QString::fromStdString("move " + ggfMoveText(game[static_cast<std::size_t>(i)])));
        learned.send("hint 1");
        QVERIFY(learned.readUntil("book ").startsWith("book "));
    }
    void unreadableBookIsReportedAndKept() {
        QTemporaryDir dir;
        const QString book = dir.filePath("book.txt");
        {
            QFile file(book);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("precious notes\n");
        }
        NboardProcess engine({"--book", book});
        engine.send("ping 1");
        QCOMPARE(engine.readUntil("pong"), QStringLiteral("pong 1"));
        const QString errors = engine.errors();
        QVERIFY2(errors.contains("unreadable") && errors.contains(book + ".unreadable"),
                 qPrintable(errors));
        QCOMPARE(readFile(book + ".unreadable"), QStringLiteral("precious notes\n"));
        engine.send("set depth 1");
        engine.send(kStartGame);
        engine.send("move F5");
        engine.send("learn");
        QCOMPARE(engine.readUntil("learned"), QStringLiteral("learned"));
        QVERIFY(readFile(book).startsWith(
            "verso-learned-book 1\n"));  // a new book beside the kept file
        QCOMPARE(readFile(book + ".unreadable"), QStringLiteral("precious notes\n"));
    }
    void playsAndShowsTheOpeningBookAndReportsABadOne() {
        const engine::OpeningBook book =
            verso::test::smallOpeningBook();  // f5, then f6 (0) or d6 (-1)
        QCOMPARE(book.size(), 4u);
        const std::vector<std::uint8_t> bytes = book.write();
        QTemporaryDir dir;
        const QString good = dir.filePath("good.book"), bad = dir.filePath("bad.book");
        for (const auto& [path, flip] : {std::pair{good, false}, std::pair{bad, true}}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QByteArray data(reinterpret_cast<const char*>(bytes.data()),
                            static_cast<qsizetype>(bytes.size()));
            if (flip) data[20] = static_cast<char>(data[20] ^ 0x10);
            file.write(data);
        }
        NboardProcess engine({"--book", dir.filePath("learned.txt"), "--opening-book", good});
        engine.send("set depth 6");
        engine.send(kStartGame);
        engine.send("go");
        const QString first = engine.readUntil("===");
        QVERIFY2(QRegularExpression("^=== (F5|E6|D3|C4)/").match(first).hasMatch(),
                 qPrintable(first));
        QCOMPARE(engine.readLine(),
                 QStringLiteral("nodestats 0 0.00"));  // played from the book, not searched
        engine.send(kStartGame);
        engine.send("move F5");
        engine.send("go");
        QVERIFY2(engine.readUntil("===").startsWith("=== F6/0.00"), "the book's best reply");
        engine.send("hint 3");
        engine.readUntil("status hinting");
        QCOMPARE(engine.readLine(), QStringLiteral("book F6 0.00 1 10"));
        QCOMPARE(engine.readLine(), QStringLiteral("book D6 -1.00 1 10"));
        QVERIFY(engine.readLine().startsWith("search "));  // then the searched ranking
        QCOMPARE(engine.errors(), QString());
        // A damaged book is reported and left out: the engine searches.
        NboardProcess damaged({"--book", dir.filePath("learned2.txt"), "--opening-book", bad});
        damaged.send("set depth 2");
        damaged.send(kStartGame);
        damaged.send("go");
        QVERIFY(damaged.readUntil("status depth").startsWith("status depth"));
        QVERIFY(damaged.readUntil("===").startsWith("=== "));
        const QString errors = damaged.errors();
        QVERIFY2(
            errors.contains("cannot be used") && errors.contains("playing without an opening book"),
            qPrintable(errors));
        // --no-book: no books at all.
        NboardProcess none({"--no-book", "--opening-book", good});
        none.send("set depth 2");
        none.send(kStartGame);
        none.send("go");
        QVERIFY(none.readUntil("status depth").startsWith("status depth"));
    }
    void pingInterruptsALongLearn() {
        QTemporaryDir dir;
        NboardProcess engine({"--book", dir.filePath("book.txt")});
        engine.send("set depth 40");  // solving these positions exactly would take ages
        engine.send(kStartGame);
        for (const char* move :
             {"F5", "D6", "C3", "D3", "C4", "F4", "C5", "B3", "C2", "E6", "C6", "B4"})
            engine.send(QStringLiteral("move ") + move);
        engine.send("learn");
        QVERIFY(!engine.readUntil("status learning").isNull());
        engine.send("ping 9");
        QStringList before;
        QCOMPARE(engine.readUntil("pong", &before, 5000), QStringLiteral("pong 9"));
        QVERIFY2(!before.contains("learned"), qPrintable(before.join(" | ")));
        QVERIFY(engine.running());
    }
    void defaultBookLivesInTheDataDirectory() {
        QTemporaryDir dir;
        QProcessEnvironment xdg = QProcessEnvironment::systemEnvironment();
        xdg.insert("XDG_DATA_HOME", dir.filePath("data"));
        QProcessEnvironment home = QProcessEnvironment::systemEnvironment();
        home.remove("XDG_DATA_HOME");
        home.insert("HOME", dir.filePath("home"));
        for (const auto& [environment, path] :
             {std::pair(xdg, dir.filePath("data/verso/learned-book.txt")),
              std::pair(home, dir.filePath("home/.local/share/verso/learned-book.txt"))}) {
            NboardProcess engine({}, environment);
            engine.send("set depth 1");
            engine.send(kStartGame);
            engine.send("move F5");
            engine.send("learn");
            QCOMPARE(engine.readUntil("learned"), QStringLiteral("learned"));
            QVERIFY2(readFile(path).startsWith("verso-learned-book 1\n"), qPrintable(path));
        }
        NboardProcess none({"--no-book"}, xdg);
        none.send("learn");
        QCOMPARE(none.readUntil("learned"), QStringLiteral("learned"));
        QVERIFY(none.errors().contains("no learned book"));
    }
    // Two engines learn different games into one book at the same time, three games each: every
    // position of all six games is in the book afterwards (each save merges what the other wrote).
    void twoEnginesLearningIntoOneBookLoseNothing() {
        QTemporaryDir dir;
        const QString book = dir.filePath("book.txt");
        const char* const games[2][3] = {{"f5d6c3d3c4f4c5b3", "f5f6e6f4e3c5c4d3", "f5f4e3f6d3c5"},
                                         {"e6f4c3c4d3d6e3", "d3c5f6f5e6e3", "c4e3f6e6f5c5c3"}};
        NboardProcess engines[2] = {NboardProcess({"--book", book}),
                                    NboardProcess({"--book", book})};
        for (int round = 0; round < 3; ++round) {
            for (int e = 0; e < 2; ++e) {
                engines[e].send("set depth 3");
                engines[e].send(kStartGame);
                const std::string moves = games[e][round];
                for (std::size_t i = 0; i < moves.size(); i += 2)
                    engines[e].send(QString::fromStdString("move " + moves.substr(i, 2)));
            }
            for (NboardProcess& engine : engines) engine.send("learn");  // both at once
            for (NboardProcess& engine : engines)
                QCOMPARE(engine.readUntil("learned"), QStringLiteral("learned"));
        }
        for (NboardProcess& engine : engines) QCOMPARE(engine.errors(), QString());
        const nboard::LoadedBook loaded = nboard::loadBookFile(book.toStdString());
        QVERIFY2(loaded.problem.empty(), loaded.problem.c_str());
        for (const auto& engineGames : games) {
            for (const char* game : engineGames) {
                Position p;
                const std::string moves = game;
                for (std::size_t i = 0; i < moves.size(); i += 2) {
                    QVERIFY2(loaded.book.find(p).has_value(),
                             qPrintable(QStringLiteral("%1 before ply %2 is missing")
                                            .arg(game)
                                            .arg(i / 2 + 1)));
                    p = p.afterMove(Move::at(*parseSquare(moves.substr(i, 2))));
                }
            }
        }
        QVERIFY(
            !QDir(dir.path()).entryList(QDir::Files).filter(QRegularExpression("\\.tmp")).size());
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
        while (!(line = engine.readLine()).isNull() && line != "status")
            lines << line;  // a bare status ends it
        QCOMPARE(line, QStringLiteral("status"));
        const QStringList analysis = lines.filter(QRegularExpression("^analysis "));
        QCOMPARE(analysis.size(), 4);
        QVERIFY2(analysis.first().startsWith("analysis 3 "), qPrintable(lines.join(" | ")));
        QVERIFY2(analysis.last().startsWith("analysis 0 "), qPrintable(lines.join(" | ")));
    }
};

QTEST_GUILESS_MAIN(TestNboardEngine)
#include "test_nboard_engine.moc"
