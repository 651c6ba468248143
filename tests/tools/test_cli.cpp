// SPDX-License-Identifier: GPL-3.0-or-later
// Runs verso-cli play, perft, solve, analyze, review and bench as processes and checks their output
// and exit codes.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "ProgramRun.h"

#include "core/Notation.h"

namespace {
using Run = verso::test::ProgramRun;

Run runCli(const QStringList& args) {
    // Under AddressSanitizer an impossible allocation returns null as it does without it.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS")) +
                           QStringLiteral(":allocator_may_return_null=1"));
    return verso::test::runProgram(QStringLiteral(VERSO_CLI_PATH), args, 60000, environment);
}

// Writes "text" to "name" in "dir" and returns its path.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(file.fileName()));
    file.write(text);
    return file.fileName();
}

// The lines of a position list that hold a position (not blank, not a '#' comment).
QStringList positionLines(const QString& text) {
    QStringList lines;
    for (const QString& line : text.split('\n'))
        if (!line.trimmed().isEmpty() && !line.trimmed().startsWith('#')) lines << line;
    return lines;
}

QJsonObject json(const Run& run) {
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError) qFatal("not JSON: %s", qPrintable(run.out));
    return doc.object();
}
}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void versionPrintsTheVersionAndTheLicence() {
        for (const char* option : {"--version", "-v"}) {
            const Run run = runCli({QString::fromLatin1(option)});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QStringLiteral("verso-cli " VERSO_VERSION "\n")),
                     qPrintable(run.out));
            QVERIFY(run.out.contains(QStringLiteral("GPL-3.0-or-later")));
        }
    }

    void playJsonDescribesThePosition() {
        const Run run = runCli({"play", "f5d6c3", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["board"].toString(),
                 QString("------------------X--------XX------OXX-----O--------------------"));
        QCOMPARE(o["to_move"].toString(), QString("white"));
        QCOMPARE(o["black"].toInt(), 5);
        QCOMPARE(o["white"].toInt(), 2);
        QCOMPARE(o["legal"].toArray().toVariantList(), QVariantList({"d3", "f3", "f4", "g5"}));
        QCOMPARE(o["over"].toBool(), false);
        QVERIFY(o["winner"].isNull());
    }
    void playJsonReportsTheResult() {
        const Run run = runCli({"play", "e6", "f4", "e3f6g5d6e7f5c5", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = json(run);
        QCOMPARE(o["over"].toBool(), true);
        QCOMPARE(o["winner"].toString(), QString("black"));
        QVERIFY(o["to_move"].isNull());
        QCOMPARE(o["black"].toInt(), 13);
        QCOMPARE(o["white"].toInt(), 0);
        QCOMPARE(o["legal"].toArray().size(), 0);
    }
    void playShowsABoardAndTheLegalMoves() {
        const Run run = runCli({"play", "f5"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("5 - - - X X X - - 5"), qPrintable(run.out));
        QVERIFY2(run.out.contains("White to move. Legal moves: f4 d6 f6"), qPrintable(run.out));
    }
    void illegalTranscriptFailsWithThePly() {
        const Run run = runCli({"play", "f5d6d6"});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("illegal move d6 at ply 3"), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
    // The README allows dashes between moves and "--" for a pass: a run of dashes is one pass at
    // most.
    void playReadsARunOfDashesAsOnePass() {
        const Run run = runCli(
            {"play", "a8----b8", "--board", QString(48, 'O') + "XXXXXXXX--------", "O", "--json"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(json(run)["moves"].toString(), QStringLiteral("a8pab8"));
    }
    void perftCountsLeaves() {
        const Run run = runCli({"perft", "6"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("perft(6) = 8200 "), qPrintable(run.out));
        const Run board =
            runCli({"perft", "2", "--board", QString(64, '-').replace(27, 10, "OX------XO"), "X"});
        QCOMPARE(board.exitCode, 0);
        QVERIFY2(board.out.startsWith("perft(2) = 12 "), qPrintable(board.out));
    }
    void badArgumentsGiveClearErrors() {
        const Run notANumber = runCli({"perft", "ten"});
        QCOMPARE(notANumber.exitCode, 2);
        QVERIFY2(notANumber.err.contains("whole number"), qPrintable(notANumber.err));
        const Run badBoard = runCli({"perft", "3", "--board", "XO", "X"});
        QCOMPARE(badBoard.exitCode, 2);
        QVERIFY2(badBoard.err.contains("bad --board position"), qPrintable(badBoard.err));
        const Run unknown = runCli({"play", "f5", "--frobnicate"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown option"), qPrintable(unknown.err));
    }
    // A table no machine can hold (the first beyond any address space, the second beyond what a
    // size in bytes can count) is refused in one sentence with exit status 2, not an abort.
    void impossibleHashSizeIsAClearError() {
        const QString obf = QStringLiteral(VERSO_TEST_DATA_DIR "/fforum-1-19.obf");
        for (const QString& size :
             {QStringLiteral("1000000000000"), QStringLiteral("1000000000000000")}) {
            for (const QStringList& args :
                 {QStringList{"solve", obf, "--hash", size}, QStringList{"bench", "--hash", size},
                  QStringList{"solve", obf, "--jobs", "2", "--hash", size},
                  QStringList{"analyze", "f5d6", "--hash", size},
                  QStringList{"review", "f5d6c3", "--hash", size}}) {
                const Run run = runCli(args);
                QVERIFY2(run.exitCode == 2, qPrintable(args.join(' ') + ": " + run.err));
                QVERIFY2(run.err.contains("cannot allocate a " + size + " MB hash table") &&
                             run.err.contains("--hash"),
                         qPrintable(run.err));
                QVERIFY2(!run.out.contains("total"), qPrintable(run.out));
            }
        }
    }
    // Nothing to solve is an input error, not "total 0 positions" and success.
    void solveRefusesADirectoryOrAFileWithoutPositions() {
        QTemporaryDir dir;
        QFile empty(dir.filePath("empty.obf"));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QFile comments(dir.filePath("comments.obf"));
        QVERIFY(comments.open(QIODevice::WriteOnly));
        comments.write("% only a comment\n\n# and another\n");
        comments.close();
        const Run folder = runCli({"solve", dir.path()});
        QCOMPARE(folder.exitCode, 2);
        QVERIFY2(folder.err.contains("is a directory"), qPrintable(folder.err));
        for (const QString& path : {empty.fileName(), comments.fileName()}) {
            const Run run = runCli({"solve", path});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains("holds no position"), qPrintable(run.err));
            QVERIFY2(!run.out.contains("total"), qPrintable(run.out));
        }
        const Run missing = runCli({"solve", dir.filePath("none.obf")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("cannot open"), qPrintable(missing.err));
    }
    // Control bytes typed or read are named ("\x1b"), never echoed raw to the terminal.
    void controlBytesInErrorsAreEscaped() {
        QTemporaryDir dir;
        QFile obf(dir.filePath("bad.obf"));
        QVERIFY(obf.open(QIODevice::WriteOnly));
        obf.write(QByteArray(10, '-') + "\x1b[2J" + QByteArray(50, '-') + " X\n");
        obf.close();
        const QList<QStringList> runs = {
            {"play", "\x1b[31m"},      {"play", "f5", "--\x1b[31m"},
            {"\x1b]0;title\x07"},      {"perft", "\x1b[31m"},
            {"solve", obf.fileName()}, {"solve", "x.obf", "--hash", "\x1b"},
            {"analyze", "--\x1b[31m"}, {"analyze", "--depth", "\x1b[31m"},
            {"review", "--\x1b[31m"},  {"review", "f5", "--game", "\x1b[31m"}};
        for (const QStringList& args : runs) {
            const Run run = runCli(args);
            QVERIFY2(run.exitCode == 1 || run.exitCode == 2, qPrintable(args.join(' ')));
            QVERIFY2(!run.err.contains(QChar(0x1b)) && !run.err.contains(QChar(0x07)),
                     qPrintable(run.err));
            QVERIFY2(run.err.contains("\\x1b"), qPrintable(run.err));
        }
    }
    // Two positions with a reference and one of 4 empties, where depth 4 would be an exact solve:
    // the summary counts 3 positions at depth 2, 2 at depth 4, agreement out of the 2 references.
    void benchTimesTheDepthsOfAPositionList() {
        QTemporaryDir dir;
        const QString list = writeFile(
            dir, "positions.txt",
            "# three positions\n"
            "\n"
            "-------------------XXXXO--XXXXO--OOXXOX---OOOOOX---OOX-----O-X-- O ref h5 -10 d18  # "
            "37 empties\n"
            "----------O-O----XXOOO---XXOOO---XXXXX----XXXX------------------ O ref a3 +2 d18\n"
            "XOOOOXXOXXXXXXXOXXXXOOXOXOXXOOXOXOXOXOXOXOOOOOOOXOOOOXX---XXXXX- X  # no reference\n");
        const Run run = runCli({"bench", "--positions", list, "--depths", "4,2", "--hash", "16"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.startsWith("3 positions of "), qPrintable(run.out));
        QVERIFY2(run.out.contains("to depths 2,4, one thread, selective"), qPrintable(run.out));
        // One row a position, with its line in the file and its empties.
        QVERIFY2(run.out.contains(QRegularExpression(R"(\n   1     3       37  h5 -10 d18 )")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(R"(\n   2     4       43  a3 \+2 d18 )")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(R"(\n   3     5        4  -  .* - *\n)")),
                 qPrintable(run.out));
        // Per depth: positions that reached it, mean, median and geometric mean seconds, nodes in
        // all and their geometric mean, speed, then the agreement with the two references.
        const QString agreement = R"(  [0-2]/2 +[0-9.]+% +[0-2]/2 +[0-9.]+%\n)";
        const QString figures = R"( +([0-9.]+) +([0-9.]+) +([0-9.]+) +(\d+) +(\d+) +[0-9.]+)";
        const QRegularExpression depth2(R"(\n    2      3/3)" + figures + agreement);
        const QRegularExpression depth4(R"(\n    4      2/3)" + figures + agreement);
        QVERIFY2(run.out.contains(depth2), qPrintable(run.out));
        QVERIFY2(run.out.contains(depth4), qPrintable(run.out));
        // A geometric mean is never above the plain mean: the two positions at depth 4 have a
        // geometric mean of nodes of at most half their total (+1 for rounding). (Their seconds
        // can print as 0.0000 on a fast machine.)
        const QRegularExpressionMatch at4 = depth4.match(run.out);
        const double geometricNodes = at4.captured(5).toDouble();
        QVERIFY2(geometricNodes >= 1, qPrintable(run.out));
        QVERIFY2(geometricNodes <= at4.captured(4).toDouble() / 2 + 1, qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(R"(\ntotal \d+ nodes)")), qPrintable(run.out));
        // --limit takes the first positions only.
        const Run first =
            runCli({"bench", "--positions", list, "--depths", "2", "--limit", "1", "--hash", "16"});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(first.out.contains(QRegularExpression(R"(\n    2      1/1 )")),
                 qPrintable(first.out));
    }
    // By time: one row a position with its deadline, time, depth (or "exact"), move and score next
    // to the reference, then the agreement with the references and the overruns.
    void benchByTimeComparesWithTheReferences() {
        QTemporaryDir dir;
        const QString list = writeFile(
            dir, "positions.txt",
            "-------------------XXXXO--XXXXO--OOXXOX---OOOOOX---OOX-----O-X-- O ref h5 -10 d18\n"
            "XOOOOXXOXXXXXXXOXXXXOOXOXOXXOOXOXOXOXOXOXOOOOOOOXOOOOXX---XXXXX- X ref h7 +4 exact\n"
            "----------O-O----XXOOO---XXOOO---XXXXX----XXXX------------------ O\n");
        const Run run =
            runCli({"bench", "--positions", list, "--move-time", "0.02", "--hash", "16"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("depth  move  score  reference"), qPrintable(run.out));
        QVERIFY2(
            run.out.contains(QRegularExpression(
                R"(\n   1       37 +[0-9.]+ +[0-9.]+ +-?[0-9.]+ +\d+  [a-h][1-8] +[-+]\d+  h5 -10 d18\n)")),
            qPrintable(run.out));
        // Four empties: solved exactly, and the reference's move and score are found.
        QVERIFY2(
            run.out.contains(QRegularExpression(
                R"(\n   2        4 +[0-9.]+ +[0-9.]+ +-?[0-9.]+ +exact  h7 +\+4  h7 \+4 exact\n)")),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(R"(\n   3       43 .*  -\n)")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(
                     R"(\nmove = reference [12] of 2, score within 2 discs of it [12] of 2\n)")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(QRegularExpression(R"(\nmean [0-9.]+ s a move)")),
                 qPrintable(run.out));
    }
    // A bad line is refused before any search, naming its line; so are bad options.
    void benchRefusesABadPositionList() {
        QTemporaryDir dir;
        const QByteArray good =
            "----------O-O----XXOOO---XXOOO---XXXXX----XXXX------------------ O";
        const QList<QPair<QByteArray, QString>> cases = {
            {good + "\n# comment\n" + good.left(60) + " O\n",
             "line 3: the board has only 61 of 64 squares"},
            {"\n" + good + " ref a1 +2 d18\n", "line 2: the reference move a1 is not legal"},
            {good + " ref a3 +99 d18\n", "line 1: the reference score '+99'"},
            {good + " ref a3 +2 deep\n", "line 1: the reference kind 'deep'"},
            {good + " ref a3\n", "line 1: expected 'ref MOVE SCORE KIND'"},
            {good + " ref\x1b a3 +2 d18\n", "line 1: expected 'ref MOVE SCORE KIND'"},
            {good + "\n" + good + " X\n", "line 2: unexpected 'X'"},
            {QByteArray(64, 'X') + " O\n", "line 1: the game is over"},
        };
        for (const auto& [text, error] : cases) {
            const Run run =
                runCli({"bench", "--positions", writeFile(dir, "bad.txt", text), "--depths", "2"});
            QVERIFY2(run.exitCode == 2, qPrintable(text));
            QVERIFY2(run.err.contains(error), qPrintable(run.err));
            QVERIFY2(!run.err.contains(QChar(0x1b)), qPrintable(run.err));
            QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        }
        const QString list = writeFile(dir, "good.txt", good + "\n");
        const QList<QPair<QStringList, QString>> options = {
            {{"bench", "--positions", writeFile(dir, "none.txt", "# nothing\n\n")},
             "holds no position"},
            {{"bench", "--positions", dir.filePath("missing.txt")}, "cannot open"},
            {{"bench", "--positions", dir.path()}, "cannot open"},
            {{"bench", "--positions", list, "--depths", "2,x"},
             "--depths needs depths from 1 to 60"},
            {{"bench", "--positions", list, "--depths", "0"}, "--depths needs depths from 1 to 60"},
            {{"bench", "--positions", list, "--limit", "0"},
             "--limit needs a positive whole number"},
            {{"bench", "--positions", list, "--depth", "4"},
             "--depth is for the built-in positions"},
            {{"bench", "--depths", "4"}, "--depths is for --positions FILE"},
        };
        for (const auto& [args, error] : options) {
            const Run run = runCli(args);
            QVERIFY2(run.exitCode == 2, qPrintable(args.join(' ')));
            QVERIFY2(run.err.contains(error), qPrintable(run.err));
        }
    }
    // The shipped list: 50 positions to move in, 20-44 empties, each with a legal reference move,
    // exact up to 24 empties and a depth-18 search beyond.
    void shippedMidgamePositionsAreValid() {
        QFile file(QStringLiteral(VERSO_TEST_DATA_DIR "/midgame-positions.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = positionLines(QString::fromUtf8(file.readAll()));
        QCOMPARE(lines.size(), 50);
        QSet<QString> boards;
        for (const QString& line : lines) {
            const QStringList fields = line.section('#', 0, 0).split(' ', Qt::SkipEmptyParts);
            QVERIFY2(fields.size() == 6 && fields[2] == "ref", qPrintable(line));
            const auto position = verso::parseBoard((fields[0] + ' ' + fields[1]).toStdString());
            QVERIFY2(position.ok(), qPrintable(line));
            const int empties = position->emptyCount();
            QVERIFY2(empties >= 20 && empties <= 44, qPrintable(line));
            QVERIFY2(position->hasLegalMove(), qPrintable(line));
            const auto move = verso::parseMove(fields[3].toStdString());
            QVERIFY2(move && move->isPlacement() && position->isLegal(*move), qPrintable(line));
            bool isNumber = false;
            const int score = fields[4].toInt(&isNumber);
            QVERIFY2(isNumber && score >= -64 && score <= 64, qPrintable(line));
            QCOMPARE(fields[5], QString(empties <= 24 ? "exact" : "d18"));
            QVERIFY2(line.contains(QString(", %1 empties").arg(empties)), qPrintable(line));
            boards.insert(fields[0] + fields[1]);
        }
        QCOMPARE(boards.size(), 50);
    }
    void everySubcommandHasHelp() {
        for (const char* command :
             {"perft", "play", "analyze", "review", "explore", "solve", "bench"}) {
            const Run run = runCli({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QString("Usage: verso-cli ") + command),
                     qPrintable(run.out));
        }
    }
};

QTEST_APPLESS_MAIN(TestCli)
#include "test_cli.moc"
