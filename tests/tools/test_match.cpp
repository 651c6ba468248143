#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run match(const QStringList& args) {
    QProcess cli;
    cli.start(QStringLiteral(VERSO_CLI_PATH), QStringList{"match"} + args);
    Run run;
    if (!cli.waitForFinished(120000)) return run;
    run.exitCode = cli.exitCode();
    run.out = QString::fromUtf8(cli.readAllStandardOutput());
    run.err = QString::fromUtf8(cli.readAllStandardError());
    return run;
}

// Wins + draws + losses from the summary line "...: W wins, D draws, L losses (..%), average disc margin M".
int gamesCounted(const QString& out) {
    const auto m = QRegularExpression(R"((\d+) wins, (\d+) draws, (\d+) losses \(.*\), average disc margin [-+]\d)").match(out);
    return m.hasMatch() ? m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt() : -1;
}

const QString kOpenings = QStringLiteral(VERSO_TEST_DATA_DIR "/match-openings.txt");

}  // namespace

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void playsTheGamesFromTheOpeningsWithColoursSwapped() {
        const Run run = match({"--a", "1", "--b", "2", "--games", "6", "--openings", kOpenings, "--verbose"});
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
        const QStringList args{"--a", "2", "--b", "3", "--games", "4", "--random-openings", "--seed", "9", "--verbose"};
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
        const Run otherSeed = match({"--a", "2", "--b", "3", "--games", "4", "--random-openings", "--seed", "10", "--verbose"});
        QVERIFY(withoutTimes(otherSeed.out) != withoutTimes(first.out));
    }
    void playsAnNboardEngine() {
        // --no-book: the test must neither read nor depend on the user's learned book.
        const Run run = match({"--a", "2", "--engine", QStringLiteral(VERSO_ENGINE_PATH " --no-book"), "--engine-depth", "1",
                               "--games", "2", "--openings", kOpenings});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(gamesCounted(run.out), 2);
        QVERIFY(run.out.contains("engine"));
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
