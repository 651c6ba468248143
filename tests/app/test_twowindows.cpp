// SPDX-License-Identifier: GPL-3.0-or-later
// Two windows on one data folder lose nothing. Two REAL apps (build/src/app/verso, offscreen)
// share XDG_DATA_HOME, each with settings of its own that seat the computer at both colours, so
// they play without input. Each keeps its unfinished game in a file of its own
// (unfinished-game.txt, unfinished-game-2.txt): closed at the same moment (SIGTERM, as at
// logout) both games are in the kept games and both files; one finishing its game leaves the
// other's file alone, and after the other is killed the next start offers its game.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <optional>

#include "RealApp.h"
#include "core/GameText.h"

using namespace verso;
using testing::movesOf;
using testing::RealApp;
using testing::savedGameIn;

namespace {

const QByteArray kQuick =
    "[game]\nopponent=computer-computer\nlevel=1\nthinkDelayMs=150\n[view]\nanimationSpeed="
    "instant\npassDialogs=false\n";
// A move every two seconds: a game that lasts while the other one is played to its end.
const QByteArray kSlow =
    "[game]\nopponent=computer-computer\nlevel=1\nthinkDelayMs=2000\n[view]\nanimationSpeed="
    "instant\npassDialogs=false\n";

// Waits until the file at "path" holds an unfinished game of at least "moves" moves.
std::optional<GameRecord> waitForSavedGame(const QString& path, int moves, RealApp& app) {
    QDeadlineTimer deadline(60000);
    while (!deadline.hasExpired() && app.process.state() == QProcess::Running) {
        if (auto game = savedGameIn(path); game && game->ply() >= moves) return game;
        QTest::qWait(5);
    }
    return std::nullopt;
}

// The move lists of the games in the kept games file.
QStringList keptMoves(const QString& path) {
    const QByteArray bytes = testing::readWholeFile(path);
    const GameTextParse parsed =
        parseGameText(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
    QStringList moves;
    for (const auto& game : parsed.games) moves << movesOf(game.record);
    return moves;
}

// Two real windows on one data folder, "a" started first and saving into unfinished-game.txt
// before "b" starts (which then has unfinished-game-2.txt).
struct TwoWindows {
    QTemporaryDir home;
    QString folder = home.filePath(QStringLiteral("data/verso/"));
    std::optional<RealApp> a, b;
    bool start(const QByteArray& settingsA, const QByteArray& settingsB) {
        if (!home.isValid() || !testing::writeConfig(home, QStringLiteral("config-a"), settingsA) ||
            !testing::writeConfig(home, QStringLiteral("config-b"), settingsB))
            return false;
        a.emplace(home, RealApp::Quiet, QStringLiteral("config-a"));
        if (!a->process.waitForStarted(10000) ||
            !waitForSavedGame(folder + "unfinished-game.txt", 1, *a))
            return false;
        b.emplace(home, RealApp::Quiet, QStringLiteral("config-b"));
        return b->process.waitForStarted(10000);
    }
};

}  // namespace

class TestTwoWindows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Closed at the same moment, three times over: both games are kept and both are saved.
    void closedAtOnceBothGamesAreKept() {
        for (int round = 1; round <= 3; ++round) {
            TwoWindows windows;
            QVERIFY(windows.start(kQuick, kQuick));
            RealApp& a = *windows.a;
            RealApp& b = *windows.b;
            const QString& folder = windows.folder;
            const auto seenB = waitForSavedGame(folder + "unfinished-game-2.txt", 8, b);
            QVERIFY2(seenB, "the second window has no file of its own");
            const auto seenA = waitForSavedGame(folder + "unfinished-game.txt", 8, a);
            QVERIFY(seenA);

            QVERIFY(::kill(static_cast<pid_t>(a.process.processId()), SIGTERM) == 0);
            QVERIFY(::kill(static_cast<pid_t>(b.process.processId()), SIGTERM) == 0);
            for (RealApp* app : {&a, &b}) {
                QVERIFY2(app->process.waitForFinished(10000), "SIGTERM did not close a window");
                QCOMPARE(app->process.exitStatus(), QProcess::NormalExit);
            }

            const auto savedA = savedGameIn(folder + "unfinished-game.txt");
            const auto savedB = savedGameIn(folder + "unfinished-game-2.txt");
            QVERIFY(savedA && savedB);
            QVERIFY(movesOf(*savedA).startsWith(movesOf(*seenA)));
            QVERIFY(movesOf(*savedB).startsWith(movesOf(*seenB)));
            const QStringList kept = keptMoves(folder + "games.ggf");
            const QString where =
                QStringLiteral("round %1, kept: %2").arg(round).arg(kept.join(" | "));
            QVERIFY2(kept.contains(movesOf(*savedA)), qPrintable(where));
            QVERIFY2(kept.contains(movesOf(*savedB)), qPrintable(where));
            if (movesOf(*savedA) != movesOf(*savedB)) QCOMPARE(kept.size(), 2);
        }
    }

    // One window finishes its game while the other plays on; the other is then killed (kill -9):
    // its file still holds its game, and the next start asks whether to resume it.
    void oneFinishingLeavesTheOthersGame() {
        TwoWindows windows;
        QVERIFY(windows.start(kQuick, kSlow));
        RealApp& a = *windows.a;
        RealApp& b = *windows.b;
        const QString& folder = windows.folder;
        QTemporaryDir& home = windows.home;
        QVERIFY(waitForSavedGame(folder + "unfinished-game-2.txt", 1, b));

        // The quick window's game ends: its file goes, the game is kept.
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(folder + "unfinished-game.txt"), 90000);
        QVERIFY(a.process.state() == QProcess::Running);
        const auto seenB = savedGameIn(folder + "unfinished-game-2.txt");
        QVERIFY2(seenB, "the finished game took the other window's file with it");
        b.killHard();
        const auto afterKill = savedGameIn(folder + "unfinished-game-2.txt");
        QVERIFY(afterKill);
        QVERIFY(movesOf(*afterKill).startsWith(movesOf(*seenB)));

        // The next start (the first window still running) offers the killed window's game.
        QVERIFY(testing::writeConfig(home, QStringLiteral("config-c"), kQuick));
        RealApp c(home, RealApp::ReportAsking, QStringLiteral("config-c"));
        QVERIFY(c.process.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(c.saidAsking() || c.process.state() != QProcess::Running, 30000);
        QVERIFY2(c.errors.contains(QStringLiteral("asking whether to resume a game of %1 moves")
                                       .arg(afterKill->ply())
                                       .toUtf8()),
                 c.errors.constData());
        QCOMPARE(savedGameIn(folder + "unfinished-game-2.txt")->moves(), afterKill->moves());
    }
};

QTEST_MAIN(TestTwoWindows)
#include "test_twowindows.moc"
