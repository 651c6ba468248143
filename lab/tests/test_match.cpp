// SPDX-License-Identifier: GPL-3.0-or-later
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "core/GameDocument.h"
#include "core/Ggf.h"

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs "program" (verso-lab for match, verso-cli for review) with "command" and "args".
Run cli(const QString& program, const QString& command, const QStringList& args) {
    QProcess cli;
    cli.start(program, QStringList{command} + args);
    Run run;
    if (!cli.waitForFinished(120000)) return run;
    run.exitCode = cli.exitCode();
    run.out = QString::fromUtf8(cli.readAllStandardOutput());
    run.err = QString::fromUtf8(cli.readAllStandardError());
    return run;
}

Run match(const QStringList& args) { return cli(QStringLiteral(VERSO_LAB_PATH), "match", args); }

// The non-empty lines of a file (none when it cannot be read).
QStringList readLines(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly)
               ? QString::fromUtf8(file.readAll()).split('\n', Qt::SkipEmptyParts)
               : QStringList();
}

// Wins + draws + losses from the summary line "...: W wins, D draws, L losses (..%), average disc
// margin M".
int gamesCounted(const QString& out) {
    const auto m =
        QRegularExpression(
            R"((\d+) wins, (\d+) draws, (\d+) losses \(.*\), average disc margin [-+]\d)")
            .match(out);
    return m.hasMatch() ? m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt()
                        : -1;
}

const QString kOpenings = QStringLiteral(VERSO_TEST_DATA_DIR "/match-openings.txt");

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void playsTheGamesFromTheOpeningsWithColoursSwapped() {
        const Run run =
            match({"--a", "1", "--b", "2", "--games", "6", "--openings", kOpenings, "--verbose"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(gamesCounted(run.out), 6);
        QVERIFY(run.out.contains("level 1 (Beginner) vs level 2 (Novice)"));
        const QStringList games = run.out.split('\n').filter(QRegularExpression("^game \\d+: "));
        QCOMPARE(games.size(), 6);
        for (int i = 0; i < 6; i += 2) {
            QVERIFY(games[i].contains("A black"));
            QVERIFY(games[i + 1].contains("A white"));
            const QString opening = games[i].section("opening ", 1).section(',', 0, 0);
            QVERIFY(games[i + 1].contains("opening " + opening + ","));
            QVERIFY(!opening.isEmpty());
        }
    }
    void isRepeatableForASeedWithAnyNumberOfThreads() {
        const QStringList args{"--a",    "2", "--b",      "3", "--games", "4", "--random-openings",
                               "--seed", "9", "--verbose"};
        const Run first = match(args);
        const Run again = match(args + QStringList{"--threads", "2"});
        QCOMPARE(first.exitCode, 0);
        auto withoutTimes = [](const QString& out) {  // timings differ from run to run
            QStringList kept;
            for (const QString& line : out.split('\n'))
                if (!line.endsWith("(timing)")) kept << line;
            return kept.join('\n');
        };
        QVERIFY(first.out.contains("s per move on average"));
        QCOMPARE(withoutTimes(again.out), withoutTimes(first.out));
        const Run otherSeed = match({"--a", "2", "--b", "3", "--games", "4", "--random-openings",
                                     "--seed", "10", "--verbose"});
        QVERIFY(withoutTimes(otherSeed.out) != withoutTimes(first.out));
    }
    void playsAnNboardEngine() {
        // --no-book: the test must neither read nor depend on the user's learned book.
        const Run run =
            match({"--a", "2", "--engine", QStringLiteral(VERSO_ENGINE_PATH " --no-book"),
                   "--engine-depth", "1", "--games", "2", "--openings", kOpenings});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(gamesCounted(run.out), 2);
        QVERIFY(run.out.contains("engine"));
    }
    void playsTimedSearchesAndEnginesOnEitherSide() {
        const Run run =
            match({"--a-engine", QStringLiteral(VERSO_ENGINE_PATH " --no-book --move-time 0.01"),
                   "--b-time", "0.01", "--games", "2", "--openings", kOpenings});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(gamesCounted(run.out), 2);
        QVERIFY2(run.out.contains("Verso, 0.01 s per move") && run.out.contains("engine \""),
                 qPrintable(run.out));
        QCOMPARE(match({"--a-time", "0"}).exitCode, 2);
        QCOMPARE(match({"--b-time", "soon"}).exitCode, 2);
    }
    // Verso on a 3-second clock against a quick level: it never runs out, and uses most of it;
    // the log keeps each side's least time left, and a second run finds every game there.
    void playsOnAGameClock() {
        QTemporaryDir dir;
        const QString log = dir.filePath("clock.log");
        const QStringList args{"--a-clock", "3",          "--b",     "1",     "--games",
                               "2",         "--openings", kOpenings, "--log", log};
        const Run run = match(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(gamesCounted(run.out), 2);
        QVERIFY2(run.out.contains("Verso, clock 3 s: lost on time in 0 of 2 games"),
                 qPrintable(run.out));
        const auto used = QRegularExpression(R"(time used (\d+)% on average)").match(run.out);
        QVERIFY2(used.hasMatch() && used.captured(1).toInt() >= 40, qPrintable(run.out));
        const QStringList lines = readLines(log);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1].contains(QRegularExpression(R"( clock \d+\.\d+ 0\.0000$)")),
                 qPrintable(lines[1]));
        const Run again = match(args);
        QVERIFY2(again.err.contains("2 of 2 games already in the log"), qPrintable(again.err));
        QCOMPARE(again.out.section('\n', 1), run.out.section('\n', 1));
        QCOMPARE(match({"--a-clock", "none"}).exitCode, 2);
        QCOMPARE(match({"--b-clock", "5m"}).exitCode, 2);
    }
    // An engine that takes 0.3 s a move on a one-second clock loses every game on time.
    void aSlowEngineLosesOnTime() {
        const Run run =
            match({"--engine", QStringLiteral(VERSO_ENGINE_PATH " --no-book --move-time 0.3"),
                   "--b-clock", "1", "--a", "1", "--games", "2", "--openings", kOpenings});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains("2 wins, 0 draws, 0 losses (100.0%), average disc margin +64"),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains("lost on time in 2 of 2 games"), qPrintable(run.out));
    }
    void aLoggedMatchPlaysOnlyTheGamesItsLogLacks() {
        QTemporaryDir dir;
        const QString log = dir.filePath("match.log");
        const QStringList args{"--a-time", "0.01",       "--b",     "2",     "--games",
                               "4",        "--openings", kOpenings, "--log", log};
        const Run first = match(args);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(gamesCounted(first.out), 4);
        const auto readLog = [&] { return readLines(log); };
        const auto writeLog = [&](const QStringList& lines) {
            QFile file(log);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(lines.join('\n').toUtf8());
        };
        const QStringList full = readLog();
        QCOMPARE(full.size(), 5);  // the match's name and four games
        QVERIFY(full[0].startsWith("# verso-lab match: Verso, 0.01 s per move vs level 2"));

        // Stopped during game 3: two whole games and a line cut short.
        writeLog({full[0], full[1], full[2], full[3].left(12)});
        const Run resumed = match(args);
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains("2 of 4 games already in the log"), qPrintable(resumed.err));
        QVERIFY(resumed.err.contains("game 3 (3 of 4)") && resumed.err.contains("game 4 (4 of 4)"));
        QVERIFY(!resumed.err.contains("game 1 ("));
        QCOMPARE(gamesCounted(resumed.out), 4);
        const QStringList after = readLog();
        QCOMPARE(after.size(), 5);
        QCOMPARE(after.mid(0, 3), full.mid(0, 3));

        // Another match's log, or a damaged one, is refused and left as it was.
        const Run other = match({"--a-time", "0.01", "--b", "3", "--games", "4", "--openings",
                                 kOpenings, "--log", log});
        QVERIFY(other.exitCode != 0);
        QVERIFY2(other.err.contains("another match"), qPrintable(other.err));
        QCOMPARE(readLog(), after);
        QStringList damaged = after;
        damaged[2] = "game two was a draw";
        writeLog(damaged);
        const Run broken = match(args);
        QVERIFY(broken.exitCode != 0);
        QVERIFY2(broken.err.contains("line 3") && broken.err.contains("game two was a draw"),
                 qPrintable(broken.err));
        QCOMPARE(readLog(), damaged);
    }
    void savesEachFinishedGameAsALineOfGgf() {
        QTemporaryDir dir;
        const QString path = dir.filePath("games.ggf");
        const QStringList args{"--a",        "1",       "--b",          "2", "--games", "2",
                               "--openings", kOpenings, "--save-games", path};
        const Run run = match(args);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = readLines(path);
        QCOMPARE(lines.size(), 2);
        QStringList places;
        for (const QString& line : lines) {
            const verso::GgfParseResult parsed = verso::parseGgf(line.toStdString());
            QVERIFY2(parsed.game, parsed.error.c_str());
            const verso::GgfGame& game = *parsed.game;
            const verso::Position end = game.current();
            QVERIFY(end.isGameOver());  // the whole game, to its last move
            const int forBlack = end.finalScoreForBlack();
            QCOMPARE(QString::fromStdString(game.property("RE")),
                     QString::fromStdString(verso::ggfScore(forBlack)));
            QCOMPARE(verso::parseGgfResult(game.property("RE"))->scoreForBlack, double(forBlack));
            QVERIFY(QString::fromStdString(game.property("PB")).startsWith("level "));
            QVERIFY(QString::fromStdString(game.property("PW")).startsWith("level "));
            places << QString::fromStdString(game.property("PC"));
            int timed = 0;
            for (const verso::GgfMove& m : game.moves) timed += m.seconds.has_value();
            QVERIFY2(timed >= 40, "every move the players chose carries its time");
        }
        places.sort();
        QCOMPARE(places, (QStringList{"verso-lab match, game 1", "verso-lab match, game 2"}));
        // verso-cli review reads the file, game by game.
        const Run review = cli(QStringLiteral(VERSO_CLI_PATH), "review",
                               {path, "--game", "2", "--depth", "2", "--exact", "6"});
        QVERIFY2(review.exitCode == 0, qPrintable(review.err));
        // Another run appends; a file that cannot be written is refused before any game is played.
        QCOMPARE(match(args).exitCode, 0);
        QCOMPARE(readLines(path).size(), 4);
        const Run refused = match({"--a", "1", "--b", "2", "--games", "2", "--openings", kOpenings,
                                   "--save-games", dir.filePath("no/such/folder/games.ggf")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("cannot write the games"), qPrintable(refused.err));
    }
    void refusesBadArgumentsAndFiles() {
        QCOMPARE(match({"--a", "0"}).exitCode, 2);
        QCOMPARE(match({"--games", "lots"}).exitCode, 2);
        QCOMPARE(match({"--colour", "blue"}).exitCode, 2);
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.txt");
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("f5d6\nf5d6e6\n");  // e6 is occupied
        file.close();
        const Run run = match({"--openings", bad, "--games", "2"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("bad.txt:2"), qPrintable(run.err));
        QCOMPARE(match({"--openings", dir.filePath("missing.txt")}).exitCode, 2);
        const Run dead = match({"--engine", "exit 0", "--games", "2", "--openings", kOpenings});
        QCOMPARE(dead.exitCode, 1);
        QVERIFY(dead.err.contains("engine"));
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "test_match.moc"
