// SPDX-License-Identifier: GPL-3.0-or-later
// Runs verso-lab positions, probcut-calibrate and the lab's argument checks as processes and
// checks their output and exit codes (train, label and book: test_training; match: test_match).
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "ProgramRun.h"

#include "core/Notation.h"

namespace {
using Run = verso::test::ProgramRun;

Run runCli(const QStringList& args) {
    return verso::test::runProgram(QStringLiteral(VERSO_LAB_PATH), args, 60000);
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
}  // namespace

class TestLabCli : public QObject {
    Q_OBJECT
private slots:
    void listsItsCommandsAndRefusesOthers() {
        const Run help = runCli({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith("Usage: verso-lab COMMAND"), qPrintable(help.out));
        for (const char* command : {"train", "label", "selfplay", "book", "probcut-calibrate",
                                    "evalbench", "mix-weights", "positions", "match"})
            QVERIFY2(help.out.contains(QString("\n  ") + command + ' '), qPrintable(help.out));
        for (const char* command : {"play", "solve", "bench"}) {
            const Run run = runCli({command});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.startsWith(QString("verso-lab: unknown command '") + command + "'"),
                     qPrintable(run.err));
        }
    }
    // Control bytes typed are named ("\x1b"), never echoed raw to the terminal.
    void controlBytesInErrorsAreEscaped() {
        const QList<QStringList> runs = {
            {"\x1b]0;title\x07"}, {"match", "--\x1b[31m"}, {"positions", "--\x1b[31m"}};
        for (const QStringList& args : runs) {
            const Run run = runCli(args);
            QVERIFY2(run.exitCode == 1 || run.exitCode == 2, qPrintable(args.join(' ')));
            QVERIFY2(!run.err.contains(QChar(0x1b)) && !run.err.contains(QChar(0x07)),
                     qPrintable(run.err));
            QVERIFY2(run.err.contains("\\x1b"), qPrintable(run.err));
        }
    }
    // tests/data/README.md's command draws the same positions again (the references aside).
    void positionsRedrawsTheShippedList() {
        const QString shared =
            qEnvironmentVariable("VERSO_SHARED_DATA_DIR", QStringLiteral(VERSO_SHARED_DATA_DIR));
        const QString wthor = shared + "/wthor/WTH_2015.wtb";
        if (!QFile::exists(wthor)) QSKIP(qPrintable("no shared data: " + wthor + " is not there"));
        const Run run = runCli(
            {"positions", "--wthor", wthor, "--count", "50", "--empties", "20-44", "--seed", "1"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(QStringLiteral(VERSO_TEST_DATA_DIR "/midgame-positions.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList shipped = positionLines(QString::fromUtf8(file.readAll()));
        for (QString& line : shipped) line.remove(QRegularExpression(" ref [^ ]+ [^ ]+ [^ ]+"));
        QCOMPARE(positionLines(run.out), shipped);
        // Another seed draws other positions.
        const Run other = runCli({"positions", "--wthor", wthor, "--seed", "2"});
        QVERIFY2(other.exitCode == 0, qPrintable(other.err));
        QVERIFY(positionLines(other.out) != shipped);
    }
    // Four games: three positions, one a game, at 30, 33 and 36 empties; five are too many.
    void positionsSpreadsTheEmptiesAndRefusesBadOptions() {
        const QString wtb = QStringLiteral(VERSO_TEST_DATA_DIR "/train-games.wtb");
        const Run run = runCli(
            {"positions", "--wthor", wtb, "--count", "3", "--empties", "30-38", "--seed", "7"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList empties;
        for (const QString& line : positionLines(run.out)) {
            const auto position = verso::parseBoard(line.section('#', 0, 0).toStdString());
            QVERIFY2(position.ok() && position->hasLegalMove(), qPrintable(line));
            empties << QString::number(position->emptyCount());
            const QRegularExpression origin(R"(  # WTHOR \d+ game \d ply \d+, \d+ empties$)");
            QVERIFY2(line.contains(origin), qPrintable(line));
        }
        empties.sort();
        QCOMPARE(empties, QStringList({"30", "33", "36"}));
        const Run tooMany = runCli({"positions", "--wthor", wtb, "--count", "5"});
        QCOMPARE(tooMany.exitCode, 1);
        QVERIFY2(tooMany.err.contains("too few for 5 positions"), qPrintable(tooMany.err));
        for (const QStringList& args :
             {QStringList{"positions", "--empties", "44-20"},
              QStringList{"positions", "--count", "0"}, QStringList{"positions", "--frobnicate"},
              QStringList{"positions", "--wthor", wtb + ".none"}}) {
            const Run bad = runCli(args);
            QVERIFY2(bad.exitCode == 2, qPrintable(args.join(' ')));
            QVERIFY2(!bad.err.isEmpty(), qPrintable(args.join(' ')));
        }
    }
    void probcutCalibrateMeasuresRealGamesAndWritesItsTable() {
        QTemporaryDir dir;
        const QString header = writeFile(
            dir, "ProbCut.h",
            "// before\n// PROBCUT-TABLE-BEGIN\nold table\n// PROBCUT-TABLE-END\n// after\n");
        const Run run =
            runCli({"probcut-calibrate", "--positions", "4", "--max-depth", "4", "--games",
                    VERSO_TEST_DATA_DIR "/train-games.wtb", "--write", header});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(header);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString written = QString::fromUtf8(file.readAll());
        QVERIFY(written.startsWith("// before\n// PROBCUT-TABLE-BEGIN"));
        // Its header names the positions it was measured on, in comment lines of the project's
        // width, laid out as the format check wants them.
        QVERIFY2(
            QString(written)
                .replace("\n// ", " ")
                .contains(
                    "PROBCUT-TABLE-BEGIN (written by verso-lab probcut-calibrate: 4 positions of "
                    "the games of train-games.wtb, depths 2-4, seed 1)"),
            qPrintable(written));
        for (const QString& line : written.split('\n'))
            QVERIFY2(line.size() <= 100, qPrintable(line));
        QVERIFY(written.contains("inline constexpr ProbCutCell\n    kProbCutTable["));
        QVERIFY(written.endsWith("// PROBCUT-TABLE-END\n// after\n"));
        QVERIFY(!written.contains("old table"));
        // One row a depth from 2 to 12, four phases each.
        QCOMPARE(
            written.count(QRegularExpression(
                R"(^        \{\{-?\d+\.\d\d, \d+\.\d\d\}(, \{-?\d+\.\d\d, \d+\.\d\d\}){3}\},$)",
                QRegularExpression::MultilineOption)),
            11);
        const QString plain = writeFile(dir, "plain.h", "no markers here\n");
        QCOMPARE(
            runCli({"probcut-calibrate", "--positions", "2", "--max-depth", "3", "--write", plain})
                .exitCode,
            2);
        QCOMPARE(runCli({"probcut-calibrate", "--games", dir.filePath("missing.wtb")}).exitCode, 2);
        // Setting outliers aside says how many of the 4 positions' 3 pairs each it left out.
        const Run robust =
            runCli({"probcut-calibrate", "--positions", "4", "--max-depth", "4", "--games",
                    VERSO_TEST_DATA_DIR "/train-games.wtb", "--set-aside-outliers"});
        QVERIFY2(robust.exitCode == 0, qPrintable(robust.err));
        QVERIFY2(
            robust.out.contains(QRegularExpression(R"(set aside: (\d|1[0-2]) of 12 differences)")),
            qPrintable(robust.out));
        QVERIFY(!run.out.contains("set aside"));
    }
    void everySubcommandHasHelp() {
        for (const char* command : {"train", "label", "selfplay", "book", "probcut-calibrate",
                                    "evalbench", "mix-weights", "positions", "match"}) {
            const Run run = runCli({command, "--help"});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.out.startsWith(QString("Usage: verso-lab ") + command),
                     qPrintable(run.out));
        }
    }
};

QTEST_APPLESS_MAIN(TestLabCli)
#include "test_lab_cli.moc"
