// SPDX-License-Identifier: GPL-3.0-or-later
// Runs verso-cli analyze and review as processes: a known endgame's values, the JSON objects,
// the blunder of tests/data/games/blunder.txt, and clear errors with exit codes 1 and 2.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "ProgramRun.h"

namespace {

using Run = verso::test::ProgramRun;

Run runCli(const QStringList& args) {
    return verso::test::runProgram(QStringLiteral(VERSO_CLI_PATH), args);
}

// One JSON object a line; fails the test on anything else.
QList<QJsonObject> jsonLines(const Run& run) {
    QList<QJsonObject> objects;
    for (const QString& line : run.out.split('\n', Qt::SkipEmptyParts)) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            qFatal("not a JSON object: %s", qPrintable(line));
        objects.append(doc.object());
    }
    return objects;
}

QList<QJsonObject> ofType(const QList<QJsonObject>& objects, const char* type) {
    QList<QJsonObject> found;
    for (const QJsonObject& o : objects)
        if (o["type"].toString() == QLatin1String(type)) found.append(o);
    return found;
}

QString dataFile(const char* name) {
    return QStringLiteral(VERSO_TEST_DATA_DIR "/") + QLatin1String(name);
}

// FFO #1 (14 empties, black to move) and the exact value of each of its moves, from the file.
const QString kFfo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--";
const QMap<QString, int> kFfo1Values{{"g8", 18}, {"h1", 12}, {"h7", 6},   {"a2", 6},
                                     {"a3", 4},  {"b1", -4}, {"a4", -22}, {"g2", -24}};

QString blunderGame() {
    QFile file(dataFile("games/blunder.txt"));
    if (!file.open(QIODevice::ReadOnly)) qFatal("no blunder.txt");
    return QString::fromLatin1(file.readAll()).trimmed();
}

}  // namespace

class TestCliAnalysis : public QObject {
    Q_OBJECT
private slots:
    void analyzeSolvesAKnownEndgame() {
        const Run run = runCli({"analyze", "--board", kFfo1, "X"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QRegularExpression("\\n  g8 +\\+18 exact +14  g8 ")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains("Black to move, 14 empties"), qPrintable(run.out));
        QVERIFY2(run.out.contains("all exact"), qPrintable(run.out));
        QVERIFY(run.err.isEmpty());
    }

    void analyzeJsonHasEveryLegalMove() {
        const Run run = runCli({"analyze", "--board", kFfo1 + " X", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> objects = jsonLines(run);
        const QList<QJsonObject> moves = ofType(objects, "move");
        QCOMPARE(moves.size(), kFfo1Values.size());
        QCOMPARE(objects.last()["type"].toString(), QString("summary"));
        int rank = 0, previous = 64;
        for (const QJsonObject& m : moves) {
            const QString move = m["move"].toString();
            QVERIFY2(kFfo1Values.contains(move), qPrintable(move));
            QCOMPARE(m["score"].toInt(), kFfo1Values[move]);
            QCOMPARE(m["proof"].toString(), QString("exact"));
            QCOMPARE(m["outcome"].toString(), QString(kFfo1Values[move] > 0 ? "win" : "loss"));
            QCOMPARE(m["depth"].toInt(), 14);
            QCOMPARE(m["rank"].toInt(), ++rank);
            QCOMPARE(m["pv"].toArray().first().toString(), move);
            QVERIFY(m["score"].toInt() <= previous);
            previous = m["score"].toInt();
        }
        const QJsonObject summary = objects.last();
        QCOMPARE(summary["best"].toString(), QString("g8"));
        QCOMPARE(summary["score"].toInt(), 18);
        QCOMPARE(summary["moves"].toInt(), 8);
        QCOMPARE(summary["empties"].toInt(), 14);
        QCOMPARE(summary["to_move"].toString(), QString("black"));
        QCOMPARE(summary["exact"].toBool(), true);
        QCOMPARE(summary["complete"].toBool(), true);
        QVERIFY(summary["nodes"].toDouble() > 0);
        QVERIFY(summary.contains("seconds"));
        QCOMPARE(summary["limits"].toObject()["exact"].toInt(), 22);
    }

    void analyzeReadsATranscript() {
        const Run run = runCli({"analyze", "f5d6c3", "--depth", "4", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> moves = ofType(jsonLines(run), "move");
        QSet<QString> listed;
        for (const QJsonObject& m : moves) {
            listed.insert(m["move"].toString());
            QCOMPARE(m["proof"].toString(), QString("estimate"));
            QVERIFY(m["outcome"].isNull());
            QCOMPARE(m["depth"].toInt(), 4);
        }
        QCOMPARE(listed, QSet<QString>({"d3", "f3", "f4", "g5"}));
    }

    void analyzeMarksWinLossDrawProofs() {
        const Run run = runCli({"analyze", "--board", kFfo1, "X", "--exact", "10", "--wld", "14",
                                "--depth", "4", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> moves = ofType(jsonLines(run), "move");
        QCOMPARE(moves.size(), kFfo1Values.size());
        for (const QJsonObject& m : moves) {
            const int exact = kFfo1Values[m["move"].toString()];
            QCOMPARE(m["proof"].toString(), QString("wld"));
            QCOMPARE(m["outcome"].toString(), QString(exact > 0 ? "win" : "loss"));
        }
        const Run text = runCli(
            {"analyze", "--board", kFfo1, "X", "--exact", "10", "--wld", "14", "--depth", "4"});
        QVERIFY2(text.out.contains(QRegularExpression("  g8 +win \\(~\\+\\d+\\)")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains(QRegularExpression("  g2 +loss \\(~-\\d+\\)")),
                 qPrintable(text.out));
    }

    void analyzeAFinishedGame() {
        const Run run = runCli({"analyze", "e6f4e3f6g5d6e7f5c5"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Game over: Black wins"), qPrintable(run.out));
        const QList<QJsonObject> objects =
            jsonLines(runCli({"analyze", "e6f4e3f6g5d6e7f5c5", "--json"}));
        QCOMPARE(objects.size(), 1);
        QCOMPARE(objects.first()["over"].toBool(), true);
        QCOMPARE(objects.first()["moves"].toInt(), 0);
        QVERIFY(objects.first()["best"].isNull());
    }

    void analyzeBadInput() {
        const Run illegal = runCli({"analyze", "f5d6d6"});
        QCOMPARE(illegal.exitCode, 1);
        QVERIFY2(illegal.err.contains("illegal move d6 at ply 3"), qPrintable(illegal.err));
        QVERIFY(illegal.out.isEmpty());
        const Run badBoard = runCli({"analyze", "--board", "XO", "X"});
        QCOMPARE(badBoard.exitCode, 1);
        QVERIFY2(badBoard.err.contains("bad --board position"), qPrintable(badBoard.err));
        const Run badDepth = runCli({"analyze", "f5", "--depth", "deep"});
        QCOMPARE(badDepth.exitCode, 2);
        QVERIFY2(badDepth.err.contains("--depth needs a whole number"), qPrintable(badDepth.err));
        const Run unknown = runCli({"analyze", "f5", "--fast"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown option '--fast'"), qPrintable(unknown.err));
    }

    void reviewNamesTheBlunder() {
        // tests/data/README.md: ply 43, Black's b1 (-14) where a2 draws; checked with verso-cli
        // solve.
        const Run run = runCli(
            {"review", dataFile("games/blunder.txt"), "--depth", "4", "--exact", "20", "--json"});
        QCOMPARE(run.exitCode, 0);
        const QList<QJsonObject> objects = jsonLines(run);
        const QList<QJsonObject> moves = ofType(objects, "move");
        QCOMPARE(moves.size(), 62);
        const QJsonObject blunder = moves[42];
        QCOMPARE(blunder["ply"].toInt(), 43);
        QCOMPARE(blunder["side"].toString(), QString("black"));
        QCOMPARE(blunder["move"].toString(), QString("b1"));
        QCOMPARE(blunder["value"].toInt(), -14);
        QCOMPARE(blunder["best"].toString(), QString("a2"));
        QCOMPARE(blunder["best_value"].toInt(), 0);
        QCOMPARE(blunder["loss"].toInt(), 14);
        QCOMPARE(blunder["class"].toString(), QString("blunder"));
        QCOMPARE(blunder["exact"].toBool(), true);
        QCOMPARE(blunder["line"].toArray().first().toString(), QString("a2"));
        const QList<QJsonObject> summaries = ofType(objects, "summary");
        QCOMPARE(summaries.size(), 2);
        QCOMPARE(summaries[0]["side"].toString(), QString("black"));
        QCOMPARE(summaries[0]["counts"].toObject()["blunder"].toInt(), 1);
        const QJsonObject biggest = summaries[0]["biggest_mistakes"].toArray().first().toObject();
        QCOMPARE(biggest["ply"].toInt(), 43);
        QCOMPARE(biggest["move"].toString(), QString("b1"));
        QCOMPARE(biggest["loss"].toInt(), 14);
        QCOMPARE(biggest["best"].toString(), QString("a2"));
        QCOMPARE(summaries[1]["side"].toString(), QString("white"));
        int judged = 0;
        for (const QJsonObject& m : moves)
            if (m["side"].toString() == "white" && m["class"].toString() != "forced") ++judged;
        QCOMPARE(summaries[1]["judged"].toInt(), judged);

        // The transcript given directly: the same review, as text.
        const Run text = runCli({"review", blunderGame(), "--depth", "4", "--exact", "20"});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(
                     QRegularExpression("\\n  43  black  b1 +-14  a2 +0 +14  blunder +exact  a2 ")),
                 qPrintable(text.out));
        QVERIFY2(text.out.contains("biggest mistakes: ply 43 b1 (blunder, loss 14, best a2)"),
                 qPrintable(text.out));
        QVERIFY(text.err.isEmpty());  // progress only on a terminal
    }

    void reviewPicksAGameOfAGgfFile() {
        const Run second = runCli({"review", dataFile("games/two-games.ggf"), "--game", "2",
                                   "--depth", "2", "--exact", "12"});
        QCOMPARE(second.exitCode, 0);
        QVERIFY2(second.out.startsWith("Game 2 of 2 from "), qPrintable(second.out));
        QVERIFY2(second.out.contains("Bob Okafor (black) - Carla Ruiz (white)"),
                 qPrintable(second.out));
        const Run json = runCli(
            {"review", dataFile("games/two-games.ggf"), "--depth", "2", "--exact", "12", "--json"});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(ofType(jsonLines(json), "move").size(), 60);
        const Run third = runCli({"review", dataFile("games/two-games.ggf"), "--game", "3"});
        QCOMPARE(third.exitCode, 2);
        QVERIFY2(third.err.contains("holds 2 games; there is no game 3"), qPrintable(third.err));
    }

    void reviewBadInput() {
        const Run missing = runCli({"review", dataFile("games/no-such-game.ggf")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("cannot open") && missing.err.contains("no such file"),
                 qPrintable(missing.err));
        const Run illegalFile = runCli({"review", dataFile("games/illegal-move.txt")});
        QCOMPARE(illegalFile.exitCode, 1);
        QVERIFY2(illegalFile.err.contains("Line 3, column 9") &&
                     illegalFile.err.contains("d6 is already occupied"),
                 qPrintable(illegalFile.err));
        const Run illegal = runCli({"review", "f5d6d6"});
        QCOMPARE(illegal.exitCode, 1);
        QVERIFY2(illegal.err.contains("illegal move d6 at ply 3"), qPrintable(illegal.err));
        const Run garbage = runCli({"review", dataFile("games/broken.ggf")});
        QCOMPARE(garbage.exitCode, 1);
        QVERIFY2(garbage.err.contains("not closed"), qPrintable(garbage.err));
        QVERIFY(garbage.out.isEmpty());
        const Run nothing = runCli({"review"});
        QCOMPARE(nothing.exitCode, 2);
        QVERIFY2(nothing.err.contains("which game?"), qPrintable(nothing.err));
        const Run badGame = runCli({"review", "f5d6", "--game", "0"});
        QCOMPARE(badGame.exitCode, 2);
        const Run unknown = runCli({"review", "f5d6", "--slow"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("unknown option '--slow'"), qPrintable(unknown.err));
    }

    void bothCommandsHaveHelp() {
        for (const char* command : {"analyze", "review"}) {
            const Run run = runCli({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QString("Usage: verso-cli ") + command),
                     qPrintable(run.out));
        }
        const Run list = runCli({"--help"});
        QVERIFY(list.out.contains("  analyze ") && list.out.contains("  review "));
    }
};

QTEST_APPLESS_MAIN(TestCliAnalysis)
#include "test_cli_analysis.moc"
